"""The quest's table: the map with its figures, the event deck with the Night and Day marker, the
question the rules ask and its answers, the dice of the HIT and DEF stages, the heroes' and
enemies' cards (hover for a larger one), and the log in words.

The table never changes the quest: it offers what the engine's decision lists (a hero dragged to
a glowing area, an enemy or a die clicked, an answer's button) and applies it through the
session, which saves after every decision. What the engine says happened (its events) plays as
animations (figures slide, dice roll then settle, each stage of a fight shown in turn, cards
turn up); the view shows the quest as of the last finished animation. Ctrl+Z takes back the last
decision, back to the last roll or card."""
from __future__ import annotations

import logging
import random
import time

import pygame

from ...shell.scene import Scene
from ...shell.tweens import Sequence
from . import pieces
from .autoplay import QuestAutoplayer
from .board import MapView
from .layout import compute
from .names import Names
from .offers import DIE_KINDS, MAP_KINDS
from .panels import Panels
from .say import _, ngettext, speak, words_for
from .session import QuestLoadFailed, QuestSession
from .tweens import Patch, tweens_for

log = logging.getLogger(__name__)

TOAST_SECONDS = 3.0


# --- the quest's data, looked up by id ---------------------------------------------------------------
class Data:
    """The quest's content (game.quest.content) by id, read once."""

    def __init__(self, quest):
        self.quest = quest
        self.areas = {a.id: a for a in quest.areas}
        self.doors = {d.id: d for d in quest.doors}
        self.heroes = {h.id: h for h in quest.heroes}
        self.enemies = {e.id: e for e in quest.enemies}
        self.events = {e.id: e for e in quest.events}
        self.encounters = {e.id: e for e in quest.encounters}
        self.items = {i.id: i for i in quest.items}
        self.traps = {t.id: t for t in getattr(quest, "traps", ())}
        self.treasures = {t.id: t for t in getattr(quest, "treasures", ())}
        self.book = {s.number: s for s in getattr(quest, "book", ())}
        self.conditions = {c.id: c for c in getattr(quest, "conditions", ())}


_DATA: dict = {}


def quest_data() -> Data:
    if "q" not in _DATA:
        from ..content.quest import SPITTLESNOT
        _DATA["q"] = Data(SPITTLESNOT)
    return _DATA["q"]


# --- opening the table -------------------------------------------------------------------------------
def quest_config(players: int, seed: int) -> dict:
    """A new quest's configuration: `players` heroes (1-5) and the seed."""
    return {"players": max(1, min(5, int(players))), "seed": int(seed)}


def open_quest_table(app, seed=None, players: int = 3, autoplay: bool = False, bot: str = "",
                     screenshots: str = "", **_options) -> "QuestTable":
    """A new quest at its table (the menu's Begin; `python -m game play --game spittlesnot`)."""
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10 ** 6)
    session = QuestSession.new(quest_config(players, seed))
    session.save()
    table = QuestTable(app, session, app.settings)
    if autoplay:
        app.autoplayer = QuestAutoplayer(table, bot or "greedy", seed, screenshots)
    app.replace_all(table)
    return table


def open_saved_quest(app, path=None) -> "QuestTable | None":
    """The autosaved quest (or `path`) at its table; a save that cannot be read is said, in words."""
    from .session import load
    try:
        session = load(path)
    except QuestLoadFailed as e:
        from ...shell import games
        games.open_menu(app, "spittlesnot")
        app.scenes[-1].problem = _("The quest could not be loaded: {why}").format(why=e)
        return None
    table = QuestTable(app, session, app.settings, replayed=True)
    app.replace_all(table)
    return table


def interrupted_offer(app):
    """The shell's question for a quest left by a killed table: (question, resume) or None; asked
    once (registered as the quest's `interrupted` call in game.shell.games)."""
    from .session import forget_interrupted, interrupted
    left = interrupted()
    forget_interrupted()
    if left is None:
        return None
    speak(app.settings.get("language"))
    when = time.strftime("%H:%M", time.localtime(left["saved"]))
    question = _("Resume the Spittlesnot quest interrupted at round {round} ({clock})?").format(
        round=left["round"], clock=when)

    def resume(app=app, path=left["path"]):
        open_saved_quest(app, path)
    return question, resume


# --- the table -------------------------------------------------------------------------------------
class QuestTable(Names, Panels, Scene):
    """The quest at its table (see module doc)."""

    is_table = True
    own_autoplay = True        # the App's autoplayer steps it as it is (game.shell.program.App)

    def __init__(self, app, session: QuestSession, settings: dict | None = None, replayed: bool = False):
        super().__init__(app)
        self.session = session
        self.settings = dict(settings or {})
        self.data = quest_data()
        self.view = session.state.clone()
        self.anim = Sequence(self, self, self.settings.get("anim_speed", "normal"))
        self.log_lines: list[str] = []
        self.combat = {"hit": [], "defence": [], "other": [], "lines": [], "who": "", "target": ""}
        self.rolling: dict = {}
        self.moving: dict = {}
        self.last_card = None
        self.toast, self.toast_left = "", 0.0
        self.pointer = (0, 0)
        self.drag = None            # {"hero": i, "pos": (x, y), "from": area}
        self.spots: list = []       # (rect, kind, payload) of the last frame
        self.option_scroll = 0
        self.zoom = None            # (kind, id) of the card under the pointer
        self.layout = self.mapview = None
        speak(self.settings.get("language"))
        from .session import mark_open
        self.open_mark = mark_open() if session.autosave else None   # a kill leaves it: the next start offers the quest
        self.resize(app.size)
        if replayed:
            self.log_lines.append(_("The quest is taken up again where it was left."))
        else:
            self.play(session.quest.initial_events, session.state)

    # --- the frame's geometry -------------------------------------------------------------------
    def resize(self, size) -> None:
        self.layout = compute(size)
        d = self.data
        self.mapview = MapView(d.quest.tiles, d.quest.areas, d.quest.doors, self.layout.map.inflate(-8, -8))

    # --- what the engine says --------------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def tweens_for(self, ev) -> list:
        """The animations of one event (.tweens)."""
        return tweens_for(self, ev)

    def play(self, events, state_after) -> None:
        """Queue the animations of a command's events; the view becomes `state_after` at their end."""
        tweens = []
        for ev in events:
            tweens += self.tweens_for(ev)
        final = state_after.clone()

        def settle(table, final=final):
            table.view = final.clone()
        tweens.append(Patch(None, settle))
        self.anim.push(tweens)

    # --- the view's figures ----------------------------------------------------------------------
    @staticmethod
    def figure_of(state, ref: str):
        ref = str(ref)
        if ref.startswith("h") and ref[1:].isdigit():
            i = int(ref[1:])
            return state.heroes[i] if 0 <= i < len(state.heroes) else None
        return state.enemy(ref)

    def place(self, ref: str, area: str) -> None:
        f = self.figure_of(self.view, ref)
        if f is not None and area:
            f.area = area

    def figures_by_area(self) -> dict:
        out: dict = {}
        for i, h in enumerate(self.view.heroes):
            out.setdefault(h.area, []).append(f"h{i}")
        for e in self.view.enemies:
            out.setdefault(e.area, []).append(e.uid)
        return out

    def draw_figure(self, surf, ref: str, at, lifted: bool = False, glow: bool = False, d: int = 0) -> pygame.Rect:
        d = d or self.mapview.figure_size()
        f = self.figure_of(self.view, ref) or self.figure_of(self.state, ref)
        if f is None:
            return pygame.Rect(at[0], at[1], 0, 0)
        if ref.startswith("h"):
            i = int(ref[1:])
            card = self.data.heroes.get(f.id)
            name = card.name if card is not None else f.id
            return pieces.draw_hero(surf, at, d, i, name, f.health, getattr(f, "max_health", f.health) or 1,
                                    ghost=getattr(f, "ghost", False), active=self.view.active == i, lifted=lifted)
        card = self.data.enemies.get(f.kind)
        tier = card.tier if card is not None else "minion"
        return pieces.draw_enemy(surf, at, round(d * 0.9), tier, card.name if card is not None else f.kind, f.health,
                                 card.health if card is not None else f.health, glow=glow)

    # --- what the player may do ------------------------------------------------------------------
    def options(self) -> list:
        """The decision's options with their commands, in the engine's order."""
        if self.anim.busy:
            return []
        return [(c.option, c) for c in self.session.legal()]

    def map_targets(self) -> dict:
        """Area -> the command that goes there, for the hero the player may drag now."""
        out = {}
        for o, c in self.options():        # a plain move first; an area only evade or flight reaches, by them
            if o.kind in MAP_KINDS and o.area and (o.area not in out or o.kind == "move"):
                out[o.area] = c
        return out

    def draggable(self) -> int:
        """The hero whose figure may be dragged now (-1: none)."""
        for o, c in self.options():
            if o.kind in MAP_KINDS and o.area:
                return c.hero if c.hero >= 0 else o.hero
        return -1

    def enemy_targets(self) -> dict:
        """Enemy uid -> the commands that aim at it."""
        out: dict = {}
        for o, c in self.options():
            if o.target and self.view.enemy(o.target) is not None and o.kind not in MAP_KINDS:
                out.setdefault(o.target, []).append(c)
        return out

    def die_targets(self) -> dict:
        """Die index -> the command that rerolls it."""
        return {o.index: c for o, c in self.options() if o.kind in DIE_KINDS and o.index >= 0}

    def reaction_warning(self, hero: int) -> str:
        """What leaving the hero's area costs: the enemies there who get a reaction attack (002: leaving
        an area you do not dominate), as the engine answers it (query.reaction_threat), in words;
        "" when none."""
        from ..engine import query
        n = len(query.reaction_threat(self.state, f"h{hero}"))
        return ngettext("Leaving: {n} reaction attack first!", "Leaving: {n} reaction attacks first!", n).format(n=n) if n else ""

    def do(self, command) -> bool:
        """Apply a command; its events play; a refusal is said. True when it was applied."""
        self.anim.skip_all()
        before = self.state
        got = self.session.apply(command)
        if not isinstance(got, list):
            self.say(getattr(got, "reason", "") or _("That cannot be done now."))
            return False
        if self.session.problem:
            self.say(_("The quest could not be saved: {why}").format(why=self.session.problem))
        if before is not self.state or got:
            self.play(got, self.state)
        return True

    def undo(self) -> None:
        """Ctrl+Z: back one decision (not across a roll or a card)."""
        self.anim.skip_all()
        got = self.session.undo()
        if not isinstance(got, list):
            self.say(getattr(got, "reason", "") or _("Nothing to take back since the last roll or card."))
            return
        self.view = self.state.clone()
        self.log_lines.append(_("Taken back."))
        self.combat.update(hit=[], defence=[], lines=[])

    def say(self, words: str) -> None:
        self.toast, self.toast_left = words, TOAST_SECONDS

    def drop_hero(self, hero: int, area: str | None) -> bool:
        """A hero's figure let go over `area`: the move there, or a refusal said and the figure back."""
        targets = self.map_targets()
        if area is None:
            self.say(_("Drop the hero in an area of the map."))
            return False
        if area == self.state.heroes[hero].area:
            return False
        cmd = targets.get(area)
        if cmd is None:                 # the rule it breaks, as the engine words it
            from ..engine import Option, query
            why = query.why_not(self.state, Option("move", hero, area=area))
            data = dict(getattr(why, "data", {}) or {})
            data.update({k: self.hero_name(data[k]) for k in ("hero", "active") if isinstance(data.get(k), int)})
            said = words_for("rejection_words", why.code, data) if why is not None else ""
            self.say(said or _("{hero} cannot go to {area} now.").format(hero=self.hero_name(hero),
                                                                          area=self.area_name(area)))
            return False
        return self.do(cmd)

    # --- the loop's calls ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moved = self.anim.update(dt)
        if self.toast_left > 0:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = ""
                moved = True
        return moved

    def language_changed(self) -> None:
        """The player chose another language (Settings): the quest's words follow."""
        self.settings["language"] = self.app.settings.get("language")
        speak(self.settings["language"])

    def back_to_menu(self) -> None:
        """The quest's menu (the quest is saved: Continue takes it up again)."""
        from ...shell import games
        games.open_menu(self.app, "spittlesnot")

    def close(self) -> None:
        """The table is put away: the quest is on disk, and the table is no longer marked open."""
        try:
            self.session.save()
        finally:
            if self.open_mark is not None:
                self.open_mark.put_down()
                self.open_mark = None

    def handle(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_z and ev.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if ev.key == pygame.K_ESCAPE:
                if self.drag is not None:
                    self.drag = None
                    return True
                self.back_to_menu()
                return True
            if ev.key == pygame.K_SPACE:
                self.anim.skip_all()
                return True
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.pointer = ev.pos
            if self.drag is not None:
                self.drag["pos"] = ev.pos
            self.zoom = next((p for r, k, p in self.spots if k == "card" and r.collidepoint(ev.pos)), None)
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.option_scroll = max(0, self.option_scroll - ev.y)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.anim.busy:
                self.anim.skip_current()
                return True
            return self.press(ev.pos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            self.drop_hero(drag["hero"], self.mapview.area_at(ev.pos))
            return True
        return False

    def press(self, pos) -> bool:
        """A press of the left button at `pos`: what is there."""
        for rect, kind, payload in reversed(self.spots):
            if not rect.collidepoint(pos):
                continue
            if kind == "option":
                self.do(payload)
                return True
            if kind == "undo":
                self.undo()
                return True
            if kind == "menu":
                self.back_to_menu()
                return True
            if kind == "die":
                self.do(payload)
                return True
            if kind == "hero" and payload == self.draggable():
                self.drag = {"hero": payload, "pos": pos, "from": self.view.heroes[payload].area}
                return True
            if kind == "enemy":
                cmds = self.enemy_targets().get(payload, [])
                if len(cmds) == 1:
                    self.do(cmds[0])
                elif cmds:
                    self.say(_("Choose how, among the answers on the right."))
                return True
        area = self.mapview.area_at(pos)
        if area is not None and area in self.map_targets():
            hero = self.draggable()
            return self.drop_hero(hero, area) if hero >= 0 else False
        return False

    def screen_dump(self) -> dict:
        """Where the quest stands and what the pointer can take, as data (the real-input check
        reads it through the App's debugging dump)."""
        st = self.state
        return {"game": "spittlesnot", "round": st.round, "phase": st.phase, "result": st.result,
                "hash": st.state_hash(), "commands": len(self.session.quest.log), "busy": self.anim.busy,
                "decision": st.decision.kind if st.decision is not None else None,
                "heroes": [h.area for h in st.heroes], "draggable": self.draggable(),
                "targets": {a: list(self.mapview.mark(a)) for a in self.map_targets()},
                "areas": {a: list(self.mapview.mark(a)) for a in self.mapview.areas},
                "spots": [{"kind": k, "rect": list(r), "what": p if isinstance(p, (int, str)) else
                           self.option_words(p.option) if hasattr(p, "option") else str(p)}
                          for r, k, p in self.spots],
                "toast": self.toast, "log": self.log_lines[-8:]}
