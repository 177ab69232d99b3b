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
import math
import os
import random

import pygame

from ...shell import text
from ...shell.palette import BAD, BG, GLOW, GOLD, GOOD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, shade
from ...shell.scene import Scene
from ...shell.tweens import Sequence, Tween, ease
from . import pieces
from .board import MapView, draw_door
from .layout import compute
from .say import _, words_for
from .session import QuestLoadFailed, QuestSession

log = logging.getLogger(__name__)

MAP_KINDS = ("move", "evade", "fly", "recall")      # answers that name an area to go to (dragged or clicked)
LISTED_ONLY_ON_MAP = ("move",)                        # ... of which these are not also listed as buttons
PINNED = ("end_turn", "keep", "done")                 # answers always in view, at the panel's foot
DIE_KINDS = ("reroll",)
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


_DATA: dict = {}


def quest_data() -> Data:
    if "q" not in _DATA:
        from ..content.quest import SPITTLESNOT
        _DATA["q"] = Data(SPITTLESNOT)
    return _DATA["q"]


class _Both:
    """The quest as the words look it up while an animation plays: the heroes of now, and an enemy
    of now or of the view (one that came out this command, or one just slain)."""

    def __init__(self, now, view):
        self.heroes, self._now, self._view = now.heroes, now, view

    def enemy(self, uid):
        return self._now.enemy(uid) or self._view.enemy(uid)

    def __getattr__(self, name):
        return getattr(self._now, name)


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


# --- animations ------------------------------------------------------------------------------------
class Said(Tween):
    """A line of the log, written when its turn comes (a short hold keeps steps apart)."""

    def __init__(self, ev, words: str, hold: float = 0.0, combat: bool = False):
        super().__init__(ev)
        self.words, self.duration, self.combat = words, hold, combat

    def begin(self, view, table):
        if self.words:
            table.log_lines.append(self.words)
            if self.combat:
                table.combat["lines"].append(self.words)


class Patch(Tween):
    """A change of the view that takes no time (a door opens, a wound is marked)."""

    def __init__(self, ev, patch):
        super().__init__(ev)
        self.patch = patch

    def begin(self, view, table):
        self.patch(table)


class Slide(Tween):
    """A figure carried from one area to another."""

    duration = 0.35

    def __init__(self, ev, ref: str, frm: str, to: str):
        super().__init__(ev)
        self.ref, self.frm, self.to = ref, frm, to

    def begin(self, view, table):
        table.moving[self.ref] = self

    def end(self, view, table):
        table.moving.pop(self.ref, None)
        table.place(self.ref, self.to)

    def draw(self, surf, table, t):
        mv = table.mapview
        if self.frm not in mv.areas or self.to not in mv.areas:
            return
        a, b = mv.mark(self.frm), mv.mark(self.to)
        k = ease(t)
        at = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - math.sin(math.pi * k) * mv.figure_size() * 0.6)
        table.draw_figure(surf, self.ref, at, lifted=True)


class Roll(Tween):
    """Dice rolled: they tumble in the dice panel, then settle on what the engine rolled."""

    duration = 0.8

    def __init__(self, ev, stage: str, dice: list, who: str):
        super().__init__(ev)
        self.stage, self.dice, self.who = stage, list(dice), who
        self._rng = random.Random(hash((stage, tuple(self.dice))))

    def begin(self, view, table):
        if self.stage == "hit":             # a new attack: its stages start afresh
            table.combat.update(hit=[], defence=[], lines=[], who=self.who, target="")
        table.rolling[self.stage] = self

    def end(self, view, table):
        table.rolling.pop(self.stage, None)
        table.combat["defence" if self.stage == "def" else self.stage if self.stage == "hit" else "other"] = self.dice

    def faces(self, t: float, table=(0, 0, 1, 1, 1, 2)) -> list[int]:
        """The values shown at time t: tumbling through the die's faces, then what was rolled."""
        if t >= 1:
            return self.dice
        return [self._rng.choice(table) for _ in self.dice]


class Banner(Tween):
    """A title across the map (a phase, a round, the quest's end)."""

    duration = 1.0

    def __init__(self, ev, title: str, sub: str = "", colour=GOLD, duration: float = 1.0):
        super().__init__(ev)
        self.title, self.sub, self.colour, self.duration = title, sub, colour, duration

    def draw(self, surf, table, t):
        r = table.layout.map
        h = table.layout.px(110)
        band = pygame.Surface((r.width, h), pygame.SRCALPHA)
        alpha = round(220 * min(1.0, 4 * min(t, 1 - t) + 0.2))
        band.fill((10, 12, 10, alpha))
        surf.blit(band, (r.x, r.centery - h // 2))
        text.line(surf, self.title, table.layout.px(46), self.colour,
                  pygame.Rect(r.x + 10, r.centery - h // 2 + table.layout.px(8), r.width - 20, table.layout.px(56)),
                  align="centre", bold=True)
        if self.sub:
            text.line(surf, self.sub, table.layout.px(22), INK,
                      pygame.Rect(r.x + 10, r.centery + table.layout.px(14), r.width - 20, table.layout.px(30)),
                      align="centre")


class ShowCard(Tween):
    """A card turned up: shown large over the map for a moment, then kept as the last card."""

    duration = 1.1

    def __init__(self, ev, kind: str, card: str):
        super().__init__(ev)
        self.kind, self.card = kind, card

    def end(self, view, table):
        table.last_card = (self.kind, self.card)

    def draw(self, surf, table, t):
        pic = table.card_face(self.kind, self.card, big=True)
        if pic is None:
            return
        k = ease(min(1.0, t * 3))
        w, h = max(1, round(pic.get_width() * (0.6 + 0.4 * k))), max(1, round(pic.get_height() * (0.6 + 0.4 * k)))
        img = pygame.transform.smoothscale(pic, (w, h))
        surf.blit(img, img.get_rect(center=table.layout.map.center))


# --- the table -------------------------------------------------------------------------------------
class QuestTable(Scene):
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

    def tweens_for(self, ev) -> list:
        """The animations that show one event, with its line of the log."""
        k, d = ev.kind, dict(ev.data)
        said = self.event_words(ev)
        fast = self.settings.get("anim_speed") == "instant"
        hold = 0.0 if fast else 0.45
        if k in ("HeroMoved",):
            return [Said(ev, said), Slide(ev, f"h{d['hero']}", d.get("frm", ""), d.get("to", ""))]
        if k in ("EnemyMoved", "Pushed", "Bashed"):
            ref = d.get("enemy") or d.get("figure", "")
            return [Said(ev, said), Slide(ev, ref, d.get("frm", ""), d.get("to", ""))]
        if k == "DiceRolled":
            stage = d.get("stage", "")
            return [Roll(ev, stage, d.get("dice", []), str(d.get("who", ""))), Said(ev, said, hold, combat=True)]
        if k == "DieRerolled":
            def reroll(table, d=d):
                key = "defence" if d.get("stage") == "def" else "hit"
                dice = list(table.combat.get(key) or [])
                if 0 <= d.get("index", -1) < len(dice):
                    dice[d["index"]] = d.get("new", dice[d["index"]])
                table.combat[key] = dice
            return [Patch(ev, reroll), Said(ev, said, hold, combat=True)]
        if k in ("Hits", "ArmourBlocked", "ShieldsSpent", "DefenceResult", "AttackDeclared", "ReactionAttack",
                 "CriticalDrawn"):
            if k == "AttackDeclared":
                def declare(table, d=d):
                    table.combat.update(hit=[], defence=[], lines=[], who=str(d.get("attacker", "")),
                                        target=str(d.get("target", "")))
                return [Patch(ev, declare), Said(ev, said, hold, combat=True)]
            return [Said(ev, said, hold, combat=True)]
        if k in ("Wounded", "Healed"):
            def hurt(table, d=d):
                f = table.figure_of(table.view, d.get("figure", ""))
                if f is not None and "health" in d:
                    f.health = d["health"]
            return [Patch(ev, hurt), Said(ev, said, hold * 0.6, combat=k == "Wounded")]
        if k == "EnemySpawned":
            def spawn(table, d=d):
                if table.view.enemy(d["enemy"]) is None:
                    e = table.state.enemy(d["enemy"])
                    if e is not None:
                        import copy
                        e = copy.deepcopy(e)
                        e.area = d.get("area", e.area)
                        table.view.enemies.append(e)
            return [Patch(ev, spawn), Said(ev, said, hold * 0.6)]
        if k == "EnemyDied":
            def die(table, d=d):
                table.view.enemies = [e for e in table.view.enemies if e.uid != d.get("enemy")]
            return [Said(ev, said, hold, combat=True), Patch(ev, die)]
        if k == "DoorOpened":
            def opened(table, d=d):
                if d.get("door") not in table.view.doors:
                    table.view.doors.append(d.get("door"))
            return [Patch(ev, opened), Said(ev, said)]
        if k in ("EventRevealed",):
            return [Said(ev, said), ShowCard(ev, "event", d.get("card", ""))]
        if k in ("EncounterDrawn",):
            return [Said(ev, said), ShowCard(ev, "encounter", d.get("card", ""))]
        if k in ("TrapDrawn",):
            return [Said(ev, said), ShowCard(ev, "trap", d.get("card", ""))]
        if k == "PhaseStarted":
            title = _("Round {round} · {phase}").format(round=d.get("round", ""), phase=self.phase_words(d.get("phase", "")))
            return [Said(ev, said), Banner(ev, title, duration=0.0 if fast else 0.9)]
        if k in ("QuestWon", "QuestLost"):
            won = k == "QuestWon"
            return [Said(ev, said), Banner(ev, _("Victory!") if won else _("Defeat"), said, GOOD if won else BAD,
                                           duration=0.0 if fast else 1.6)]
        return [Said(ev, said)]

    # --- words -----------------------------------------------------------------------------------
    def hero_name(self, i) -> str:
        try:
            h = self.view.heroes[int(i)]
        except (ValueError, IndexError, TypeError):
            return str(i)
        card = self.data.heroes.get(h.id)
        return card.name if card is not None else h.id

    def figure_name(self, ref: str) -> str:
        ref = str(ref)
        if ref.startswith("h") and ref[1:].isdigit():
            return self.hero_name(ref[1:])
        if ref.isdigit():
            return self.hero_name(ref)
        e = self.view.enemy(ref) or self.state.enemy(ref)
        if e is not None:
            card = self.data.enemies.get(e.kind)
            return card.name if card is not None else e.kind
        return ref

    def area_name(self, aid: str) -> str:
        a = self.data.areas.get(aid)
        return a.name if a is not None else aid

    def item_name(self, item: str) -> str:
        card = self.data.items.get(str(item).split("#", 1)[0])
        return card.name if card is not None else str(item)

    def phase_words(self, phase: str) -> str:
        return {"time": _("Time phase"), "battle": _("Battle phase"), "event": _("Event phase"),
                "setup": _("Setting up"), "end": _("The end"), "over": _("The quest is over")}.get(phase, phase)

    def event_words(self, ev) -> str:
        """A line of the log for an event: the quest's words, else our plain English."""
        got = words_for("log_words", ev, _Both(self.state, self.view))
        if got:
            return got
        d = ev.data
        name = {k: self.figure_name(d[k]) for k in ("hero", "enemy", "figure", "attacker", "target", "who", "by")
                if k in d and d[k] not in ("", None, -1)}
        plain = {
            "HeroMoved": "{hero} moves to {to}.", "EnemyMoved": "{enemy} moves to {to}.",
            "EnemySpawned": "{kind} appears in {area}.", "EnemyDied": "{enemy} dies.",
            "HeroDied": "{hero} falls and becomes a Ghost Soul.", "Wounded": "{figure} suffers {wounds} wound(s).",
            "Healed": "{figure} heals {amount}.", "DoorOpened": "{door} opens.",
            "DiceRolled": "{who} rolls {dice}.", "Hits": "HIT stage: {hits} hit(s) on {target}.",
            "ArmourBlocked": "Armour blocks {blocked}.", "ShieldsSpent": "{shields} magic shield(s) spent.",
            "DefenceResult": "DEF stage: {saved} saved, {damage} damage.", "AttackDeclared": "{attacker} attacks {target}.",
            "ReactionAttack": "{enemy} makes a reaction attack on {hero}.", "EventRevealed": "Event: {card}.",
            "EncounterDrawn": "Encounter: {card}.", "TrapDrawn": "Trap: {card}.", "PhaseStarted": "{phase}.",
            "RoundStarted": "Round {round} begins.", "TurnStarted": "{hero}'s turn.", "TurnEnded": "{hero} ends the turn.",
            "QuestWon": "The heroes win the quest!", "QuestLost": "The quest is lost.", "BookRead": "The Book of Secrets: section {section}.",
            "Searched": "{hero} searches.", "ConditionGiven": "{figure} is {condition}.", "FlagSet": "{flag}.",
        }.get(ev.kind)
        data = dict(d)
        data.update(name)
        for key in ("to", "frm", "area"):
            if key in d:
                data[key] = self.area_name(d[key])
        if "card" in d:
            data["card"] = self.card_name(d["card"])
        if "kind" in d and ev.kind == "EnemySpawned":
            card = self.data.enemies.get(d["kind"])
            data["kind"] = card.name if card is not None else d["kind"]
        if "door" in d:
            door = self.data.doors.get(d["door"])
            data["door"] = door.name if door is not None and door.name else d["door"]
        if "phase" in d:
            data["phase"] = self.phase_words(d["phase"])
        if "dice" in d:
            data["dice"] = " ".join(str(x) for x in d["dice"])
        if plain is not None:
            try:
                return _(plain).format(**data)
            except (KeyError, IndexError, ValueError):
                pass
        return ""

    def card_name(self, cid: str) -> str:
        for table in (self.data.events, self.data.encounters, self.data.traps, self.data.treasures, self.data.enemies):
            c = table.get(cid)
            if c is not None:
                return c.name
        return cid

    def option_words(self, option) -> str:
        """An answer in words: the quest's words, else the kind and what it names."""
        got = words_for("option_words", self.state.decision, option, self.state)
        if got:
            return got[:1].upper() + got[1:]
        if got:
            return got
        kind = option.kind.replace("_", " ")
        parts = [kind[:1].upper() + kind[1:]]
        if option.area:
            parts.append(self.area_name(option.area))
        if option.target:
            parts.append(self.figure_name(option.target) if option.target[:1] in "eh" or option.target.isdigit()
                         else self.card_name(option.target) if option.target in self.data.doors else option.target)
        if option.item:
            parts.append(self.item_name(option.item))
        if option.index >= 0 and not option.area:
            parts.append(str(option.index + 1 if option.kind in DIE_KINDS else option.index))
        return " · ".join(parts)

    def question(self) -> str:
        """What the rules ask now, in words."""
        st = self.state
        d = st.decision
        if self.anim.busy:          # what is asked next shows once the board has caught up with it
            return _("…")
        if st.result:
            return _("The quest is won.") if st.result == "victory" else _("The quest is lost.")
        if d is None:
            return ""
        got = words_for("prompt_words", d, st)
        if got:
            return got
        who = self.hero_name(d.hero) if d.hero >= 0 else _("The party")
        plain = {"hero_turn": _("{who}: your turn. Drag your hero to a glowing area, or choose."),
                 "hit_reroll": _("{who}, HIT stage: click dice to reroll them, or keep them."),
                 "def_reroll": _("{who}, DEF stage: click defence dice to reroll them, or keep them."),
                 "spend_shields": _("{who}, DEF stage: spend magic shields?"),
                 "souls": _("Time phase: raise a hero's Soulrank?"),
                 "gremlina": _("Gremlina's fate: the party decides.")}.get(d.kind)
        return (plain or _("{who}: choose.")).format(who=who)

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
        an area you do not dominate), in words; "" when none."""
        st = self.state
        h = st.heroes[hero]
        n = 0
        try:
            from ..engine import board
            if board.enemy_figures(st, h.area) and not board.dominates(st, "heroes", h.area):
                n = board.enemy_figures(st, h.area)
        except Exception:  # noqa: BLE001 - the engine's board answers; without it, count them here
            enemies = sum(1 for e in st.enemies if e.area == h.area)
            heroes = sum(1 for x in st.heroes if x.area == h.area and not getattr(x, "ghost", False))
            n = enemies if enemies and heroes < 2 * enemies else 0
        if getattr(h, "ghost", False):
            return ""
        return _("Leaving: {n} reaction attack(s) first!").format(n=n) if n else ""

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
        if cmd is None:
            self.say(_("{hero} cannot go to {area} now.").format(hero=self.hero_name(hero), area=self.area_name(area)))
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

    def back_to_menu(self) -> None:
        """The quest's menu (the quest is saved: Continue takes it up again)."""
        from ...shell import games
        games.open_menu(self.app, "spittlesnot")

    def close(self) -> None:
        """The table is put away: the quest is on disk."""
        self.session.save()

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

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, screen, kept: bool = False):
        """The whole table (drawing changes nothing of the quest)."""
        L = self.layout
        spots: list = []
        screen.fill(BG)
        self._draw_top(screen, spots)
        self._draw_map(screen, spots)
        self._draw_cards(screen, spots)
        self._draw_deck(screen, spots)
        self._draw_prompt(screen, spots)
        self._draw_dice(screen, spots)
        self._draw_log(screen)
        self.spots = spots
        self._draw_sight(screen)
        self.anim.draw(screen)
        if self.drag is not None:
            self._draw_drag(screen)
        if self.zoom is not None and self.drag is None:
            pic = self.card_face(*self.zoom, big=True)
            if pic is not None:
                surf_rect = pic.get_rect(center=L.map.center)
                screen.blit(pic, surf_rect)
                text.note_block(screen, surf_rect, self.card_title(*self.zoom))
        if self.toast:
            r = pygame.Rect(L.map.x + L.px(40), L.map.bottom - L.px(70), L.map.width - L.px(80), L.px(50))
            pygame.draw.rect(screen, PANEL_DARK, r, border_radius=8)
            pygame.draw.rect(screen, BAD, r, 2, border_radius=8)
            text.line(screen, self.toast, L.px(22), INK, r.inflate(-16, -8), align="centre", valign="centre")
        if self.state.result and not self.anim.busy:
            self._draw_end(screen, spots)
        self.spots = spots
        return None

    def _panel(self, screen, rect, title: str = "") -> pygame.Rect:
        L = self.layout
        inner = rect.inflate(-L.px(12), -L.px(10))
        pygame.draw.rect(screen, PANEL, inner, border_radius=8)
        pygame.draw.rect(screen, PANEL_EDGE, inner, 1, border_radius=8)
        if title:
            text.line(screen, title, L.px(20), GOLD, pygame.Rect(inner.x + L.px(10), inner.y + L.px(4),
                                                                   inner.width - L.px(20), L.px(26)), bold=True)
        return inner

    def _draw_top(self, screen, spots) -> None:
        L, v = self.layout, self.view
        r = L.top
        pygame.draw.rect(screen, PANEL_DARK, r)
        turn = ""
        if 0 <= v.active < len(v.heroes) and v.phase == "battle":
            turn = _(" · {hero}'s turn").format(hero=self.hero_name(v.active))
        words = _("Spittlesnot · Round {round} · {phase}").format(round=v.round, phase=self.phase_words(v.phase)) + turn
        text.line(screen, words, L.px(24), INK, pygame.Rect(L.px(14), 0, r.width * 0.6, r.height), valign="centre", bold=True)
        bw = L.px(150)
        for k, (kind, label) in enumerate((("menu", _("Menu (Esc)")), ("undo", _("Undo (Ctrl+Z)")))):
            b = pygame.Rect(r.right - (k + 1) * (bw + L.px(10)), r.y + L.px(6), bw, r.height - L.px(12))
            can = kind == "menu" or self.session.can_undo()
            pygame.draw.rect(screen, PANEL if can else PANEL_DARK, b, border_radius=6)
            pygame.draw.rect(screen, PANEL_EDGE if can else shade(PANEL_EDGE, 0.5), b, 1, border_radius=6)
            text.line(screen, label, L.px(18), INK if can else INK_DIM, b.inflate(-8, -4), align="centre", valign="centre")
            if can:
                spots.append((b, kind, None))

    def _draw_map(self, screen, spots) -> None:
        L, mv, v = self.layout, self.mapview, self.view
        pygame.draw.rect(screen, (16, 13, 11), L.map)
        screen.blit(mv.picture({aid: a.name for aid, a in self.data.areas.items()}), mv.rect)
        targets = self.map_targets()
        hovered = mv.area_at(self.drag["pos"]) if self.drag is not None else mv.area_at(self.pointer)
        for aid in targets:                  # legal destinations glow
            pts = mv.outline(aid)
            glow = pygame.Surface(L.map.size, pygame.SRCALPHA)
            pygame.draw.polygon(glow, (*GLOW, 70 if aid != hovered else 120),
                                [(x - L.map.x, y - L.map.y) for x, y in pts])
            screen.blit(glow, L.map.topleft)
            pygame.draw.polygon(screen, GLOW, pts, max(2, L.px(4)))
        for door in self.data.quest.doors:
            draw_door(screen, mv, door, door.id in v.doors)
        for aid in getattr(v, "gates", []) or []:
            if aid in mv.areas:
                box = mv.bounds(aid)
                r = pygame.Rect(box.right - L.px(34), box.y + L.px(26), L.px(26), L.px(26))
                pygame.draw.ellipse(screen, (120, 30, 120), r)
                pygame.draw.ellipse(screen, (230, 140, 240), r, 2)
        for aid, level in (getattr(v, "fire", {}) or {}).items():
            if aid in mv.areas:
                box = mv.bounds(aid)
                c = (box.x + L.px(22), box.y + L.px(40))
                pygame.draw.circle(screen, (240, 120, 30), c, L.px(10) + level * 2)
                pygame.draw.circle(screen, (255, 220, 80), c, L.px(5) + level)
        for aid, crowns in (getattr(v, "loot", {}) or {}).items():
            if crowns and aid in mv.areas:
                box = mv.bounds(aid)
                c = (box.right - L.px(22), box.bottom - L.px(22))
                pygame.draw.circle(screen, GOLD, c, L.px(9))
                text.shadowed(screen, str(crowns), c, L.px(14), (40, 30, 0), bold=True)
        self._draw_tokens(screen)
        self._draw_contested(screen)
        drag_hero = self.drag["hero"] if self.drag is not None else -1
        can_drag = self.draggable()
        aims = self.enemy_targets()
        for aid, refs in self.figures_by_area().items():
            if aid not in mv.areas:
                continue
            shown = [r for r in refs if r not in self.moving and r != f"h{drag_hero}"]
            d = mv.fit_size(aid, len(shown))
            for ref, at in zip(shown, mv.stands(aid, len(shown))):
                rect = self.draw_figure(screen, ref, at, glow=ref in aims, d=d)
                if ref.startswith("h"):
                    i = int(ref[1:])
                    if i == can_drag:
                        pygame.draw.circle(screen, GLOW, at, d // 2 + L.px(7), 2)
                    spots.append((rect, "hero", i))
                else:
                    spots.append((rect, "enemy", ref))

    def _draw_tokens(self, screen) -> None:
        """Waypoints 1-6 (their letter once read), the quest's search tokens (S.E.1-3) not yet
        searched, opened chests crossed out."""
        L, mv, v, q = self.layout, self.mapview, self.view, self.data.quest
        size = max(text.resources.MIN_SIZE, L.px(15))
        r = L.px(13)
        for w in getattr(q, "waypoints", ()):
            if w.area not in mv.areas:
                continue
            box = mv.bounds(w.area)
            c = (box.right - r - L.px(8), box.bottom - r - L.px(8))
            read = str(w.number) in (getattr(v, "waypoints_read", []) or [])
            pygame.draw.circle(screen, (70, 60, 110), c, r)
            pygame.draw.circle(screen, (190, 170, 255), c, r, 2)
            label = (v.waypoints.get(str(w.number), "") or "–") if read else str(w.number)
            text.shadowed(screen, label, c, size, (235, 225, 255))
        for k, se in enumerate(getattr(q, "search_events", ())):
            if se.area not in mv.areas or se.token in (getattr(v, "searched", []) or []):
                continue
            box = mv.bounds(se.area)
            tag = pygame.Rect(box.right - L.px(58), box.y + L.px(24), L.px(50), text.line_step(size) + 4)
            pygame.draw.rect(screen, (40, 90, 70), tag, border_radius=4)
            pygame.draw.rect(screen, (140, 230, 180), tag, 1, border_radius=4)
            text.line(screen, se.token, size, (220, 255, 235), tag.inflate(-4, 0), align="centre", valign="centre")

    def _draw_contested(self, screen) -> None:
        """Areas where heroes stand with enemies they do not dominate: outlined red (leaving one
        draws reaction attacks, 002 "Engagement")."""
        v = self.view
        for aid in {h.area for h in v.heroes if not getattr(h, "ghost", False)}:
            if aid not in self.mapview.areas:
                continue
            heroes = sum(1 for h in v.heroes if h.area == aid and not getattr(h, "ghost", False))
            enemies = sum(1 for e in v.enemies if e.area == aid)
            if enemies and heroes < 2 * enemies:
                pygame.draw.polygon(screen, BAD, self.mapview.outline(aid), max(2, self.layout.px(3)))

    def _draw_sight(self, screen) -> None:
        """The line from the active hero to the enemy under the pointer that it may aim at."""
        v = self.view
        spot = next((p for r, k, p in self.spots if k == "enemy" and r.collidepoint(self.pointer)), None)
        if spot is None or spot not in self.enemy_targets() or not 0 <= v.active < len(v.heroes):
            return
        e = v.enemy(spot)
        if e is None:
            return
        a = self.mapview.mark(v.heroes[v.active].area)
        b = next((r.center for r, k, p in self.spots if k == "enemy" and p == spot), self.mapview.mark(e.area))
        pygame.draw.line(screen, GLOW, a, b, max(2, self.layout.px(3)))
        pygame.draw.circle(screen, GLOW, a, max(3, self.layout.px(5)))

    def _draw_drag(self, screen) -> None:
        L, mv = self.layout, self.mapview
        i = self.drag["hero"]
        pos = self.drag["pos"]
        self.draw_figure(screen, f"h{i}", pos, lifted=True)
        over = mv.area_at(pos)
        targets = self.map_targets()
        lines = []
        if over is not None and over != self.drag["from"]:
            lines.append((_("Move to {area}").format(area=self.area_name(over)) if over in targets
                          else _("{area}: not reachable now").format(area=self.area_name(over)),
                          INK if over in targets else BAD))
        warn = self.reaction_warning(i) if over != self.drag["from"] else ""
        if warn:
            lines.append((warn, BAD))
        if not lines:
            return
        w = L.px(380)
        box = pygame.Rect(pos[0] + L.px(24), pos[1] + L.px(10), w, L.px(30) * len(lines) + L.px(10))
        box.clamp_ip(L.map)
        pygame.draw.rect(screen, PANEL_DARK, box, border_radius=6)
        pygame.draw.rect(screen, BAD if warn else PANEL_EDGE, box, 2, border_radius=6)
        for k, (words, colour) in enumerate(lines):
            text.line(screen, words, L.px(19), colour, pygame.Rect(box.x + 8, box.y + L.px(6) + k * L.px(30),
                                                                   box.width - 16, L.px(28)))

    def card_title(self, kind: str, cid) -> str:
        """A card's name (what its picture says first)."""
        return self.hero_name(cid) if kind == "hero" else self.card_name(cid)

    def card_face(self, kind: str, cid, big: bool = False):
        """A card's picture (hero, enemy, event, encounter, trap), or None when it is not known."""
        L = self.layout
        size = (L.px(300), L.px(420)) if big else (L.px(190), L.px(176))
        if kind == "hero":
            h = self.view.heroes[cid]
            card = self.data.heroes.get(h.id)
            if card is None:
                return None
            nums = _("Health {h}/{m}\nArmour {a} · Defence {d}\nMove {mv}").format(
                h=h.health, m=h.max_health, a=card.armour, d=card.defence, mv=card.movement)
            roman = ("I", "II", "III", "IV", "V", "VI", "VII")[max(0, min(6, h.soulrank - 1))]
            body = card.text if big else ""
            if big:
                items = ", ".join(self.item_name(x) for x in getattr(h, "equipped", []))
                conds = ", ".join(getattr(h, "conditions", []))
                body = "\n".join(x for x in (card.text, _("Items: {items}").format(items=items) if items else "",
                                             _("Conditions: {c}").format(c=conds) if conds else "") if x)
            footer = _("Soulrank {r} · {sp} soul · {c} crowns").format(r=roman, sp=h.sp, c=h.crowns)
            return pieces.card_picture(_("Ghost Soul") if h.ghost else _("Hero"), card.name, nums, body, size,
                                       pieces.hero_colour(cid), footer)
        if kind == "enemy":
            card = self.data.enemies.get(cid)
            if card is None:
                return None
            a = card.attack
            nums = _("Health {h} · Armour {a}\nDefence {d} · Move {m}\nAttack {dice} dice, range {r}").format(
                h=card.health, a=card.armour, d=card.defence, dice=a.dice, r=a.range, m=card.movement)
            return pieces.card_picture(_("Enemy · {tier}").format(tier=card.tier), card.name, nums,
                                       card.text if big else "", size, pieces.ENEMY_EDGE)
        table = {"event": self.data.events, "encounter": self.data.encounters, "trap": self.data.traps}.get(kind, {})
        card = table.get(cid)
        if card is None:
            return None
        label = {"event": _("Event"), "encounter": _("Encounter"), "trap": _("Trap")}[kind]
        marker = getattr(card, "marker", "")
        if marker:
            label = _("Event · Night") if marker == "night" else _("Event · Day")
        accent = {"event": (120, 150, 230), "encounter": (200, 90, 60), "trap": (160, 160, 170)}[kind]
        return pieces.card_picture(label, card.name, "", card.text, size if big else (L.px(150), L.px(200)), accent)

    def _draw_cards(self, screen, spots) -> None:
        L, v = self.layout, self.view
        r = L.cards
        pygame.draw.rect(screen, PANEL_DARK, r)
        gap = L.px(8)
        shown = len(v.heroes) + min(4, len(set(e.kind for e in v.enemies)))
        w = max(L.px(120), min(L.px(220), (r.width - gap) // max(1, shown) - gap))
        h = r.height - 2 * gap
        x = r.x + gap
        for i, hero in enumerate(v.heroes):
            pic = self.card_face("hero", i)
            if pic is None:
                continue
            pic = pygame.transform.smoothscale(pic, (w, h)) if pic.get_size() != (w, h) else pic
            rect = pygame.Rect(x, r.y + gap, w, h)
            screen.blit(pic, rect)
            text.note_block(screen, rect, self.card_title("hero", i))
            if v.active == i:
                pygame.draw.rect(screen, GOLD, rect.inflate(4, 4), 2, border_radius=8)
            spots.append((rect, "card", ("hero", i)))
            x += w + gap
        kinds = []
        for e in v.enemies:
            if e.kind not in kinds:
                kinds.append(e.kind)
        for kind in kinds:
            if x + w > r.right:
                break
            pic = self.card_face("enemy", kind)
            if pic is None:
                continue
            pic = pygame.transform.smoothscale(pic, (w, h))
            rect = pygame.Rect(x, r.y + gap, w, h)
            screen.blit(pic, rect)
            n = sum(1 for e in v.enemies if e.kind == kind)
            text.shadowed(screen, f"×{n}", (rect.right - L.px(18), rect.bottom - L.px(16)), L.px(18), GOLD)
            spots.append((rect, "card", ("enemy", kind)))
            x += w + gap

    def _draw_deck(self, screen, spots) -> None:
        L, v = self.layout, self.view
        inner = self._panel(screen, L.deck, _("Event deck"))
        top = inner.y + L.px(32)
        h = inner.bottom - top - L.px(6)
        w = round(h * 0.72)
        back = pygame.Rect(inner.x + L.px(12), top, w, h)
        pieces.draw_card_back(screen, back, _("Events"), len(v.events), (120, 150, 230))
        x = back.right + L.px(16)
        shown = []
        if v.top_revealed and v.events:
            shown.append(("event", v.events[0], _("revealed")))
        for cid in v.beside:
            card = self.data.events.get(cid)
            marker = getattr(card, "marker", "") if card is not None else ""
            shown.append(("event", cid, _("Night") if marker == "night" else _("Day") if marker == "day" else _("beside")))
        if self.last_card is not None and self.last_card[0] != "event":
            shown.append((*self.last_card, _("last drawn")))
        for kind, cid, note in shown:
            if x + w > inner.right:
                break
            pic = self.card_face(kind, cid)
            if pic is None:
                continue
            rect = pygame.Rect(x, top, w, h)
            size = max(text.resources.MIN_SIZE, L.px(16))
            label_h = text.line_step(size) + 2
            screen.blit(pygame.transform.smoothscale(pic, (w, h - label_h)), rect)
            night_day = note in (_("Night"), _("Day"))
            text.line(screen, note, size, GOLD if night_day else INK_DIM,
                      pygame.Rect(x - 4, rect.bottom - label_h, w + 8, label_h), align="centre", bold=night_day)
            if night_day:      # the Night and Day marker: a sun or a moon on the card
                c = (rect.right - L.px(14), rect.y + L.px(14))
                if note == _("Day"):
                    pygame.draw.circle(screen, (250, 210, 60), c, L.px(10))
                else:
                    pygame.draw.circle(screen, (200, 210, 240), c, L.px(10))
                    pygame.draw.circle(screen, PANEL, (c[0] + L.px(5), c[1] - L.px(3)), L.px(9))
            spots.append((rect, "card", (kind, cid)))
            x += w + L.px(10)
        flags = []
        if "peach_found" in (getattr(v, "flags", []) or []):
            flags.append(_("Peach is found"))
        if flags:
            text.line(screen, " · ".join(flags), L.px(18), GOOD,
                      pygame.Rect(x, top, max(10, inner.right - x - L.px(8)), L.px(24)))

    def _draw_prompt(self, screen, spots) -> None:
        L = self.layout
        inner = self._panel(screen, L.prompt, "")
        y = text.para(screen, self.question(), L.px(22), INK, pygame.Rect(inner.x + L.px(12), inner.y + L.px(8),
                                                                           inner.width - L.px(24), L.px(62)), bold=True)
        listed = [(o, c) for o, c in self.options() if not (o.kind in LISTED_ONLY_ON_MAP and o.area)]
        moves = len(self.map_targets())
        if moves:
            text.line(screen, _("{n} area(s) glow: drag the hero there (or click one).").format(n=moves), L.px(17),
                      INK_DIM, pygame.Rect(inner.x + L.px(12), y + 2, inner.width - L.px(24), L.px(22)))
            y += L.px(26)
        cols = 2
        bw = (inner.width - L.px(12) * (cols + 1)) // cols
        bh = L.px(38)
        pinned = [(o, c) for o, c in listed if o.kind in PINNED]
        listed = [(o, c) for o, c in listed if o.kind not in PINNED]
        bottom = inner.bottom - L.px(8)
        for k, (o, c) in enumerate(reversed(pinned)):      # End the turn, Keep the dice, Done: always in view
            b = pygame.Rect(inner.right - L.px(12) - (k + 1) * bw - k * L.px(12), bottom - bh, bw, bh)
            self._answer(screen, spots, b, o, c, strong=True)
        if pinned:
            bottom -= bh + L.px(10)
        rows = max(1, (bottom - y) // (bh + L.px(6)))
        if len(listed) > rows * cols and rows > 1:
            rows -= 1                   # a line under them says there are more
        per_page = rows * cols
        self.option_scroll = min(self.option_scroll, max(0, (len(listed) - per_page + cols - 1) // cols))
        start = self.option_scroll * cols
        for k, (o, c) in enumerate(listed[start:start + per_page]):
            row, col = divmod(k, cols)
            b = pygame.Rect(inner.x + L.px(12) + col * (bw + L.px(12)), y + L.px(6) + row * (bh + L.px(6)), bw, bh)
            self._answer(screen, spots, b, o, c)
        if len(listed) > start + per_page or start:
            size = max(text.resources.MIN_SIZE, L.px(15))
            text.line(screen, _("more answers: scroll the wheel ({a}-{b} of {n})").format(
                a=start + 1, b=min(len(listed), start + per_page), n=len(listed)), size, INK_DIM,
                pygame.Rect(inner.x + L.px(12), y + L.px(8) + rows * (bh + L.px(6)), 2 * bw, text.line_step(size) + 2))

    def _answer(self, screen, spots, b, o, c, strong: bool = False) -> None:
        """One answer's button."""
        L = self.layout
        hot = b.collidepoint(self.pointer)
        pygame.draw.rect(screen, shade(PANEL, 1.4) if hot else shade(PANEL, 1.15), b, border_radius=6)
        pygame.draw.rect(screen, GOLD if hot or strong else PANEL_EDGE, b, 2 if strong else 1, border_radius=6)
        text.line(screen, self.option_words(o), L.px(18), INK, b.inflate(-12, -6), valign="centre", bold=strong)
        spots.append((b, "option", c))

    def _draw_dice(self, screen, spots) -> None:
        L = self.layout
        inner = self._panel(screen, L.dice, _("Dice"))
        c = self.combat
        who = ""
        if c.get("who"):
            who = self.figure_name(c["who"])
            if c.get("target"):
                who = _("{a} against {t}").format(a=who, t=self.figure_name(c["target"]))
        text.line(screen, who, L.px(18), INK_DIM, pygame.Rect(inner.x + L.px(100), inner.y + L.px(4),
                                                              inner.width - L.px(110), text.line_step(L.px(18)) + 2),
                  align="right")
        die = L.px(46)
        rerolls = self.die_targets()
        d = self.state.decision
        stage_now = "def" if d is not None and "def" in d.kind else "hit"
        rows = (("hit", _("HIT"), c.get("hit", []), pieces.BLUE_DIE), ("def", _("DEF"), c.get("defence", []), pieces.BLUE_DIE))
        y = inner.y + L.px(34)
        for stage, label, dice, colour in rows:
            roll = self.rolling.get(stage)
            q = self.data.quest
            table = q.blue_blocks if stage == "def" else q.blue_hits
            faces = roll.faces(self.anim.t if self.anim.current is roll else 0.0, table) if roll is not None else dice
            text.line(screen, label, L.px(18), GOLD, pygame.Rect(inner.x + L.px(12), y + die // 4, L.px(60), L.px(24)),
                      bold=True)
            for k, face in enumerate(faces):
                r = pygame.Rect(inner.x + L.px(76) + k * (die + L.px(24)), y, die, die)
                mark = roll is None and stage == stage_now and k in rerolls
                value = face if isinstance(face, int) else 0
                note = "" if roll is not None else (
                    (_("{n} hit(s)") if stage != "def" else _("{n} block(s)")).format(n=value) if value else _("miss"))
                pieces.draw_die(screen, r, value, colour,
                                tilt=((k * 37 + self.anim.t * 720) % 40 - 20) if roll is not None else 0.0,
                                marked=mark, note=note, symbol="block" if stage == "def" else "hit")
                if mark:
                    spots.append((r, "die", rerolls[k]))
            y += die + max(L.px(34), text.line_step(max(10, die // 3)) + 8)
        lines = c.get("lines", [])[-3:]
        size = max(text.resources.MIN_SIZE, L.px(16))
        step = text.line_step(size) + 1
        ly = y
        room = max(0, (inner.bottom - y - 2) // step)
        for words in lines[len(lines) - room:] if room else []:
            text.line(screen, words, size, INK, pygame.Rect(inner.x + L.px(12), ly, inner.width - L.px(24), step))
            ly += step

    def _draw_log(self, screen) -> None:
        L = self.layout
        inner = self._panel(screen, L.log, _("Log"))
        size = L.px(17)
        step = text.line_step(size)
        top = inner.y + L.px(32)
        room = max(1, (inner.bottom - top - L.px(4)) // step)
        lines = []
        for words in reversed(self.log_lines):
            wrapped = text.wrap(words, size, inner.width - L.px(24))
            lines = list(wrapped) + lines
            if len(lines) >= room:
                break
        for k, words in enumerate(lines[-room:]):
            text.line(screen, words, size, INK if k >= len(lines[-room:]) - 3 else INK_DIM,
                      pygame.Rect(inner.x + L.px(12), top + k * step, inner.width - L.px(24), step))

    def _draw_end(self, screen, spots) -> None:
        L, st = self.layout, self.state
        won = st.result == "victory"
        box = pygame.Rect(0, 0, L.px(640), L.px(300))
        box.center = L.map.center
        pygame.draw.rect(screen, PANEL_DARK, box, border_radius=12)
        pygame.draw.rect(screen, GOOD if won else BAD, box, 3, border_radius=12)
        text.line(screen, _("Victory!") if won else _("Defeat"), L.px(52), GOOD if won else BAD,
                  pygame.Rect(box.x, box.y + L.px(20), box.width, L.px(64)), align="centre", bold=True)
        cause = words_for("cause_words", st.cause, default=st.cause.replace("_", " "))
        text.para(screen, cause, L.px(22), INK, pygame.Rect(box.x + L.px(30), box.y + L.px(96), box.width - L.px(60),
                                                             L.px(90)), align="centre")
        b = pygame.Rect(box.centerx - L.px(150), box.bottom - L.px(70), L.px(300), L.px(48))
        pygame.draw.rect(screen, PANEL, b, border_radius=8)
        pygame.draw.rect(screen, GOLD, b, 2, border_radius=8)
        text.line(screen, _("Back to the quest menu"), L.px(20), INK, b.inflate(-10, -6), align="centre", valign="centre")
        spots.append((b, "menu", None))


# --- autoplay ----------------------------------------------------------------------------------------
class QuestAutoplayer:
    """A bot plays the quest through the table (the same commands a player's gestures give), with a
    picture at each new round and phase, at every fight's dice and at the end; the program ends
    with the quest."""

    def __init__(self, table: QuestTable, bot: str, seed: int, shots: str = "", max_commands: int = 5000):
        self.table, self.shots, self.seed = table, shots, seed
        self.count = 0
        self.commands = 0
        self.max_commands = max_commands
        self.seen: set = set()
        self.ended = False
        self.rng = random.Random(seed)
        self.bot = self._bot(bot, seed)
        if shots:
            os.makedirs(shots, exist_ok=True)

    @staticmethod
    def _bot(name: str, seed: int):
        try:
            from ..bots import make_bot
            return make_bot(name, seed)
        except Exception as e:  # noqa: BLE001 - no quest bot yet: a seeded random choice plays
            log.info("quest bot %r unavailable (%s): a random choice plays", name, e)
            return None

    def shoot(self, name: str) -> None:
        if not self.shots:
            return
        app = self.table.app
        self.count += 1
        app.manager.update(0.0)
        self.table.draw(app.screen)
        app.manager.draw_ui(app.screen)
        pygame.image.save(app.screen, os.path.join(self.shots, f"{self.count:03d}_round{self.table.view.round:02d}_{name}.png"))

    def choose(self):
        legal = self.table.session.legal()
        if not legal:
            return None
        if self.bot is not None:
            try:
                cmd = self.bot.choose(self.table.session.quest)
                if cmd is not None:
                    return cmd
            except Exception as e:  # noqa: BLE001 - a bot's fault: the random choice stands in, said in the log
                log.warning("quest bot failed: %s", e)
                self.bot = None
        return self.rng.choice(legal)

    def step(self, table) -> None:
        """One gesture of the bot when the table is ready for it."""
        app = table.app
        if table.anim.busy:
            return
        v = table.view
        key = (v.round, v.phase)
        if key not in self.seen:
            self.seen.add(key)
            self.shoot(v.phase or "start")
        st = table.state
        if st.result or self.commands >= self.max_commands:
            if not self.ended:
                self.ended = True
                self.shoot(st.result or "stopped")
            app.exit_code = 0
            return
        d = st.decision
        if d is not None and d.kind in ("hit_reroll", "def_reroll") and ("dice", v.round, self.commands) not in self.seen \
                and len([k for k in self.seen if k[0] == "dice"]) < 6:
            self.seen.add(("dice", v.round, self.commands))
            self.shoot("dice")
        cmd = self.choose()
        if cmd is None:
            app.exit_code = 0 if st.result else 3
            return
        self.commands += 1
        opt = getattr(cmd, "option", None)
        if opt is not None and opt.kind in MAP_KINDS and table.map_targets().get(opt.area) == cmd:
            if table.drop_hero(table.draggable(), opt.area):      # as a player does: the figure dropped there
                return
        table.do(cmd)
