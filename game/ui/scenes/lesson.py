"""The guided first game ("Learn to play"): the table, with a teacher's panel over the island.

The game and its script are data (game.guide.lesson). Each step says what to do and why, lights
where to click or drag (the move's land, card, choice or growth, as the hint does), and waits for
the player to do it with the table's own controls. A move the step does not ask for is not played:
the step's own words say why, by the pointer. Reading steps wait for Next (or Space). Leave goes
back to the main menu, Start again opens the lesson anew; nothing is saved.

`LessonBot` plays the lesson through the same controls (`python -m game tutorial --autoplay`)."""
from __future__ import annotations

import pygame

from ...engine import Choose, Game
from ...engine import pieces as P
from ... import words as W
from ...guide import lesson as L
from ...guide.words import say
from ...shell import text
from ..palette import GOLD, INK
from ..render import overlays
from . import table_draw, table_hint
from .replay import _NoSaves
from .table import TableScene

PHASE_ORDER = ("spirit", "fast", "invader", "slow", "time")


def lesson_game() -> Game:
    """The lesson's game: its config, seeded, with the pieces the script needs placed."""
    g = Game(dict(L.CONFIG))
    st = g.state
    for land, pieces in L.PLACED.items():
        st.lands[land] = P.parse_land(pieces, st)
    st.blight_total = st.blight_on_card + sum(p.get("B", 0) for p in st.lands.values())
    return g


def matches(option, expect: dict) -> bool:
    """Whether an option is the move a step asks for (each field named in `expect` equal)."""
    return all(getattr(option, k, None) == v for k, v in expect.items())


class _Shown:
    """What the lesson lights (the same shape as a hint: a command and what it focuses on)."""

    def __init__(self, command):
        self.command = command
        o = command.option
        self.focus = {k: v for k, v in (("land", o.to or o.land), ("card", o.card)) if v}
        if o.land and o.to:
            self.focus["from"] = o.land


class LessonScene(TableScene):
    """A table that teaches (see module doc)."""

    def __init__(self, app, settings=None):
        self.steps = [s for s in L.STEPS if "event" not in s]
        self.interrupts = [s for s in L.STEPS if "event" in s]
        self.k = 0                       # the next step of the sequence
        self.current = None              # the step shown (None: the player's own choice)
        self.reading = None              # a reading step shown (Next goes on)
        self.queued: list = []           # event steps whose event happened, waiting their turn
        self.finished = False
        self.shown_count = 0             # steps shown so far (a new one is a new picture to take)
        self.number = 0                  # the shown step's own number in the script (the panel's "step n")
        self.buttons: dict = {}          # name -> rect of the panel's buttons, as last drawn
        super().__init__(app, lesson_game(), settings)
        self._advance()

    def make_saves(self, game):
        return _NoSaves()

    # --- the script -------------------------------------------------------------------------
    def _fits(self, s: dict) -> bool:
        st = self.game.state
        d = st.decision
        if d is None or d.kind != s.get("decision"):
            return False
        if "turn" in s and s["turn"] != st.turn:
            return False
        return "phase" not in s or s["phase"] == st.phase

    def _advance(self) -> None:
        """Find the step for the position now: a queued event step first, then the first step of
        the sequence (this turn's or earlier) that fits the pending decision; steps passed by are
        dropped (a drag may answer two questions at once)."""
        self.current = None
        if self.reading is not None:
            return
        if self.queued and not self.anim.busy:
            self._show_reading(self.queued.pop(0))
            return
        st = self.game.state
        for j in range(self.k, len(self.steps)):
            s = self.steps[j]
            if s.get("turn", 0) > st.turn:
                break
            if self._fits(s):
                self.k = j
                if s.get("read"):
                    self._show_reading(s)
                else:
                    self.current = s
                    self._count(s)
                return

    def _show_reading(self, s: dict) -> None:
        self.reading = s
        self._count(s)

    def _count(self, s: dict) -> None:
        """A step is shown: its number is its place in the whole script, so a step passed by (a
        drag that answers two questions at once) still counts and the last step is "n of n"."""
        self.shown_count += 1
        self.number = L.STEPS.index(s) + 1

    def next_step(self) -> None:
        """Next: the reading step is read."""
        s, self.reading = self.reading, None
        if s is None:
            return
        if s in self.steps and self.steps.index(s) >= self.k:
            self.k = self.steps.index(s) + 1
        if s.get("last"):
            self.finished = True
            return
        self._advance()

    def asked(self):
        """The move the current step asks for, as the first legal command matching it (None: any)."""
        s = self.current
        if s is None or "expect" not in s or self.game.state.decision is None:
            return None
        d = self.game.state.decision
        for o in d.options:
            if matches(o, s["expect"]):
                return Choose(o.spirit if d.spirit < 0 else d.spirit, o)
        return None

    # --- moves ------------------------------------------------------------------------------
    def perform(self, cmds, confirmed: bool = False) -> bool:
        if self.finished:
            self.say(say(L.WORDS, "title"), error=False)
            return False
        if self.reading is not None:
            self.refuse(say(L.WORDS, "wrong", why=W._(self.reading["why"])))
            return False
        want = self.asked()
        if want is not None and not (cmds and isinstance(cmds[0], Choose) and matches(cmds[0].option, self.current["expect"])):
            self.refuse(say(L.WORDS, "wrong", why=W._(self.current.get("wrong", self.current["text"]))))
            return False
        step = self.current
        ok = super().perform(cmds, confirmed=True)
        if ok and step is not None and step in self.steps:
            self.k = self.steps.index(step) + 1
        self._advance()
        return ok

    def undo(self, said: str = "") -> None:
        self.say(say(L.WORDS, "no_undo"))

    def step_back(self) -> bool:
        return False

    def _record(self, events, before, cmd=None, words=None) -> None:
        super()._record(events, before, cmd, words)
        turn = self.game.state.turn
        for e in events:
            for s in list(self.interrupts):
                if s["event"] != e.kind:
                    continue
                if e.kind == "PhaseStarted" and (e.data.get("phase") != s.get("phase") or e.data.get("turn") != s.get("turn")):
                    continue
                if e.kind != "PhaseStarted" and "turn" in s and s["turn"] != e.data.get("turn", turn):
                    continue
                self.interrupts.remove(s)
                self.queued.append(s)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.queued and self.reading is None and not self.anim.busy:
            if self.current is not None:       # a step shown already waits behind the event's words
                self.current = None
            self._show_reading(self.queued.pop(0))
            changed = True
        return changed

    # --- input ----------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for name, r in self.buttons.items():
                if r.collidepoint(ev.pos):
                    self.press(name)
                    return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and any(r.collidepoint(ev.pos) for r in self.buttons.values()):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) \
                and (self.reading is not None or self.finished) and not self.anim.busy:
            self.press("leave" if self.finished else "next")
            return True
        return super().handle(ev)

    def press(self, name: str) -> None:
        """A button of the lesson's panel."""
        if name == "next":
            self.next_step()
        elif name == "again":
            open_lesson(self.app)
        elif name == "leave":
            self.app.open_main_menu()

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, screen, kept: bool = False):
        frame = table_draw.draw(self, screen, False)
        if self.current is not None and not self.show_help:
            want = self.asked()
            if want is not None:
                shown, self.hint = self.hint, _Shown(want)
                try:
                    self._glow(screen)
                finally:
                    self.hint = shown
        if not self.show_help:
            self.draw_panel(screen)
        return frame

    def _glow(self, screen) -> None:
        """Light the move the step asks for (the land, card, choice), as the hint does."""
        h, u = self.hint, self.layout.u
        for land in (h.focus.get("from"), h.focus.get("land")):
            shape = self.geo.shapes.get(land) if land else None
            if shape is None:
                continue
            width = max(3, int(self.geo.size * 0.1))
            clip = screen.get_clip()
            screen.set_clip(self.layout.island)
            for poly in shape.polygons:
                pygame.draw.lines(screen, table_hint.HINT_GLOW, True, poly, width)
            screen.set_clip(clip)
        for r in table_hint.targets(self, h):
            overlays.glow_rect(screen, r, table_hint.HINT_GLOW, max(2, int(3 * u)))

    def step_words(self) -> tuple[str, str, str]:
        """(title, what to do, why) of what the panel shows now."""
        if self.finished:
            return say(L.WORDS, "title"), say(L.WORDS, "step", step=len(L.STEPS), count=len(L.STEPS)), ""
        s = self.reading or self.current
        if s is not None:
            return W._(s["title"]), W._(s["text"]), W._(s["why"])
        d = self.game.state.decision
        prompt = W.prompt_words(d, self.game.state) if d is not None else ""
        return say(L.WORDS, "title"), say(L.WORDS, "free", prompt=prompt), say(L.WORDS, "free_why")

    def step_number(self) -> int:
        """The panel's "step n": the shown step's number in the script (the whole script once finished)."""
        return len(L.STEPS) if self.finished else self.number

    def draw_panel(self, screen) -> None:
        """The teacher's panel at the island's top left: the step, what to do, why, and buttons."""
        Ly, u = self.layout, self.layout.u
        isl = Ly.island
        w = min(int(520 * u), isl.width // 2)
        pad = int(10 * u)
        title, what, why = self.step_words()
        fs = int(15 * u)
        lines_what = text.wrap(what, fs, w - 2 * pad, True)
        lines_why = text.wrap(why, int(13 * u), w - 2 * pad) if why else ()
        step_h = text.line_step(fs)
        bh = int(30 * u)
        h = pad + int(20 * u) + step_h * (len(lines_what) + 1) + text.line_step(int(13 * u)) * len(lines_why) + bh + 2 * pad
        r = pygame.Rect(isl.x + int(10 * u), isl.y + int(10 * u), w, h)
        overlays._panel(screen, r, u)
        y = r.y + pad
        head = f"{say(L.WORDS, 'step', step=self.step_number(), count=len(L.STEPS))} · {title}"
        text.line(screen, head, int(14 * u), GOLD, pygame.Rect(r.x + pad, y, w - 2 * pad, int(20 * u)), True)
        y += int(22 * u)
        y = text.blit_lines(screen, lines_what, (r.x + pad, y), fs, INK, True, box=r)
        y = text.blit_lines(screen, lines_why, (r.x + pad, y + int(4 * u)), int(13 * u), (200, 214, 196), box=r)
        names = (["next"] if self.reading is not None else []) + ["again", "leave"]
        labels = {name: say(L.WORDS, name) for name in ("next", "again", "leave")}
        bw = (w - 2 * pad - int(8 * u) * (len(names) - 1)) // len(names)
        self.buttons = {}
        for n, name in enumerate(names):
            b = pygame.Rect(r.x + pad + n * (bw + int(8 * u)), r.bottom - pad - bh, bw, bh)
            pygame.draw.rect(screen, (70, 96, 70) if name == "next" else (46, 58, 50), b, border_radius=int(6 * u))
            pygame.draw.rect(screen, GOLD, b, 1, border_radius=int(6 * u))
            text.line(screen, labels[name], int(14 * u), INK, b.inflate(-4, -2), True, "centre", "centre")
            self.buttons[name] = b


def open_lesson(app) -> LessonScene:
    """Open the lesson over nothing else (from the main menu, or Start again)."""
    import sys
    menus = sys.modules.get(f"{__package__}.menus")
    if menus is not None:
        menus.backdrop.cache_clear()
    scene = LessonScene(app, app.settings)
    scene.is_table = True
    app.replace_all(scene)
    return scene


class LessonBot:
    """Plays the lesson through the table's controls: Next on a reading step, the step's own move
    (or the greedy bot's, on a free choice) as the pointer would make it."""

    def __init__(self):
        from ...bots.greedy import GreedyBot
        self.bot = GreedyBot(0)
        self.tries = 0
        self._moves = -1

    def step(self, scene) -> bool:
        """Post the next gesture; False once the lesson is finished."""
        from ..autoplay import _post, click_events, gesture_for
        if scene.finished:
            return False
        if scene.anim.waiting:
            scene.skip_animation()
            return True
        if scene.anim.busy or scene.calm():
            return True
        if scene.reading is not None:
            _post(click_events(scene.buttons["next"].center) if "next" in scene.buttons
                  else [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
            return True
        if scene.queued:
            return True
        if scene.game.state.result or scene.game.state.decision is None:
            return False
        if scene.machine.state not in ("idle", "hovering"):
            scene.machine.reset()
        if len(scene.game.log) != self._moves:
            self._moves, self.tries = len(scene.game.log), 0
        cmd = scene.asked() or self.bot.choose(scene.game)
        g = gesture_for(scene, [cmd]) if self.tries < 20 else None
        self.tries += 1
        if g is None:           # no way on screen after many tries: as the button would
            scene.perform([cmd])
            return True
        _post(g)
        return True
