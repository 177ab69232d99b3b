"""A replay: a finished or saved game watched read-only on the table, step by step.

The game's commands still in force (an undone move is not replayed) are applied again from the
start on a game of their own, each position kept, so the replay steps forward and back by a
decision, a phase or a turn, or jumps anywhere along the scrubber. A step forward plays its
animations at the table's speed, as in play; a step back or a jump shows the position at once.
Nothing can be changed: the table's moves are refused with one line, and nothing is saved.

A game first saved in an older format (`Game.migrated`) had its first moves replayed under newer
rules: they are not shown, and the replay starts from that point, saying so."""
from __future__ import annotations

import sys
import time

import pygame

from ... import words as W
from ...engine import Game
from ...guide.words import REPLAY, say
from .. import gamelog
from ..palette import GOLD, INK
from ...shell import text
from ..render import overlays
from ..undo_words import newest_in_force
from . import table_draw
from .table import TableScene

SPEEDS = ("slow", "normal", "fast", "instant")
PAUSE = {"slow": 2.4, "normal": 1.3, "fast": 0.6, "instant": 0.15}     # between steps while playing
PHASE_NAMES = {"setup": "setup", "spirit": "spirit", "fast": "fast powers", "invader": "invader",
               "slow": "slow powers", "time": "time passes"}


class _NoSaves:
    """A replay writes nothing: no autosave, no lock."""

    problem = ""

    def save(self, game) -> bool:
        return True

    def close(self, game) -> None:
        pass


class History:
    """Every position of a game, from its start (or its migration point) to its end, and the
    log lines written up to each: what the replay steps through."""

    def __init__(self, game):
        self.config = dict(game.config)
        self.commands = list(reversed(list(newest_in_force(game.log))))
        migrated = getattr(game, "migrated", None) or {}
        self.migrated = int(migrated.get("commands", 0) or 0)
        self.start = 0
        self.shown_migrated = False        # the migrated moves replayed and are shown
        g = Game(self.config)
        log = gamelog.GameLog(getattr(g, "initial_events", None) or [], g.state)
        self.states = [g.state.clone()]
        self.events: list = [[]]
        self.lines = [list(log.lines)]
        for cmd in self.commands:
            before = g.state.clone()
            words = gamelog.describe_command(cmd, before)
            res = g.apply(cmd)
            if not isinstance(res, list):
                break
            log.add(cmd, res, before, g.state, words)
            self.states.append(g.state.clone())
            self.events.append(res)
            self.lines.append(list(log.lines))
        if len(self.states) - 1 < len(self.commands) or g.state.state_hash() != game.state.state_hash():
            # the moves do not replay to the game's own position (its early history, saved under
            # older rules): the replay shows the game from where it is known, the position it holds
            try:
                log = gamelog.GameLog.of_game(game) if game.log else log
            except Exception:           # its log cannot be told either: the position alone
                log = gamelog.GameLog([], game.state)
            self.states, self.events, self.lines = [game.state.clone()], [[]], [list(log.lines)]
            self.commands = []
        elif self.migrated:
            self.shown_migrated = True

    @property
    def last(self) -> int:
        return len(self.states) - 1

    def where(self, k: int) -> tuple[int, str]:
        st = self.states[k]
        return st.turn, st.phase

    def next_of(self, k: int, by: str, step: int) -> int:
        """The step `step` (+1 / -1) decisions, phases or turns from step k."""
        if by == "decision":
            return max(self.start, min(self.last, k + step))
        key = (lambda j: self.where(j)) if by == "phase" else (lambda j: self.where(j)[0])
        here = key(k)
        j = k
        if step > 0:
            while j < self.last and key(j) == here:
                j += 1
            return j
        while j > self.start and key(j) == here:       # back to the start of this phase or turn ...
            j -= 1
        if key(j) != here and j + 1 < k:
            return j + 1
        there = key(j)                                   # ... or, already there, of the one before
        while j > self.start and key(j - 1) == there:
            j -= 1
        return j

    def turn_starts(self) -> list[int]:
        """The steps at which a new turn begins (the scrubber's ticks; a picture each for --screenshots)."""
        out, seen = [], None
        for k in range(self.start, self.last + 1):
            t = self.states[k].turn
            if t != seen:
                out.append(k)
                seen = t
        return out

    def line(self, k: int) -> str:
        """The log line of step k: the last line it wrote."""
        if k <= self.start or not self.lines[k]:
            return say(REPLAY, "start")
        new = self.lines[k][len(self.lines[k - 1]):] or self.lines[k][-1:]
        return "".join(seg for seg, _ in new[-1]) if new else ""


class ReplayScene(TableScene):
    """The table, read-only, stepping through a History (see module doc)."""

    def __init__(self, app, game, settings=None, name: str = ""):
        self.history = History(game)
        self.name = name
        self.step = self.history.start
        self.playing = False
        self.next_at = 0.0
        self.scrubbing = False
        first = Game(self.history.config)
        first.state = self.history.states[self.step].clone()
        super().__init__(app, first, settings)
        self.log.lines = list(self.history.lines[self.step])
        self.log.version += 1
        self.game_over_shown = True          # the end screen is not shown in a replay
        h = self.history
        if h.migrated:
            self.say(say(REPLAY, "migrated_shown" if h.shown_migrated else "migrated", count=h.migrated), error=False)

    def make_saves(self, game):
        return _NoSaves()

    def _new_offer(self) -> None:
        """The question of each step is shown, its choices are not offered (nothing glows to be
        clicked in a replay)."""
        super()._new_offer()
        from ..input.affordances import Offer
        self.offer = Offer()

    # --- read-only ---------------------------------------------------------------------------
    def _read_only(self) -> None:
        self.say(say(REPLAY, "keys"), error=False)

    def act(self, cmds) -> bool:
        self._read_only()
        return False

    def perform(self, cmds, confirmed: bool = False) -> bool:
        self._read_only()
        return False

    def undo(self, said: str = "") -> None:
        self.go(self.history.next_of(self.step, "decision", -1))

    def toggle_tabletop(self) -> None:
        self._read_only()

    def step_back(self) -> bool:
        return False

    def open_menu(self) -> None:
        if self.show_help:
            self.show_help = False
            return
        self.app.open_main_menu()

    # --- moving along the game ---------------------------------------------------------------
    def go(self, k: int, animate: bool = False) -> None:
        """Show step k: a step forward plays its animations (`animate`); anything else at once."""
        h = self.history
        k = max(h.start, min(h.last, k))
        if k == self.step:
            return
        if animate and k == self.step + 1:
            before = h.states[self.step]
            self.game.state = h.states[k].clone()
            self.anim.push(h.events[k], self.game.state, before)
        else:
            self.anim.skip_all()
            self.game.state = h.states[k].clone()
            self.view.snap(self.game.state)
        self.step = k
        self.game.history = []
        self.log.lines = list(h.lines[k])
        self.log.version += 1
        self.log_scroll = 0
        self.refresh()

    def move(self, by: str, step: int) -> None:
        self.playing = False
        self.go(self.history.next_of(self.step, by, step), animate=by == "decision" and step > 0)

    def set_speed(self, step: int) -> None:
        k = SPEEDS.index(self.anim.speed) if self.anim.speed in SPEEDS else 1
        self.anim.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, k + step))]
        self.say(say(REPLAY, "speed", speed=W._(self.anim.speed)), error=False)

    # --- input --------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN and not self.show_help:
            mods = getattr(ev, "mod", 0)
            by = "turn" if mods & pygame.KMOD_CTRL else "phase" if mods & pygame.KMOD_SHIFT else "decision"
            if ev.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.move("turn" if ev.key == pygame.K_PAGEDOWN else by, 1)
                return True
            if ev.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.move("turn" if ev.key == pygame.K_PAGEUP else by, -1)
                return True
            if ev.key == pygame.K_HOME:
                self.go(self.history.start)
                return True
            if ev.key == pygame.K_END:
                self.go(self.history.last)
                return True
            if ev.key == pygame.K_SPACE:
                self.playing = not self.playing
                self.next_at = 0.0
                return True
            if ev.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set_speed(1)
                return True
            if ev.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set_speed(-1)
                return True
            if ev.key in (pygame.K_ESCAPE,):
                self.open_menu()
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t, pygame.K_z):
                self._read_only()
                return True
        bar = self.scrubber_rect()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and bar.collidepoint(ev.pos):
            self.scrubbing, self.playing = True, False
            self._scrub_to(ev.pos[0])
            return True
        if ev.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub_to(ev.pos[0])
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.scrubbing:
            self.scrubbing = False
            return True
        return super().handle(ev)

    def _scrub_to(self, x: int) -> None:
        track = self._track()
        h = self.history
        f = (x - track.x) / max(1, track.width)
        self.go(h.start + round(max(0.0, min(1.0, f)) * (h.last - h.start)))

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self.playing and not self.anim.busy:
            now = time.monotonic()
            if not self.next_at:
                self.next_at = now + PAUSE.get(self.anim.speed, 1.0)
            elif now >= self.next_at:
                self.next_at = 0.0
                if self.step >= self.history.last:
                    self.playing = False
                else:
                    self.go(self.step + 1, animate=True)
                changed = True
        return changed or self.playing

    # --- drawing --------------------------------------------------------------------------------
    def scrubber_rect(self) -> pygame.Rect:
        L, u = self.layout, self.layout.u
        h = int(64 * u)
        return pygame.Rect(L.island.x + int(12 * u), L.island.bottom - h - int(8 * u), L.island.width - int(24 * u), h)

    def _track(self) -> pygame.Rect:
        r, u = self.scrubber_rect(), self.layout.u
        return pygame.Rect(r.x + int(14 * u), r.bottom - int(18 * u), r.width - int(28 * u), int(8 * u))

    def draw(self, screen, kept: bool = False):
        frame = table_draw.draw(self, screen, False)
        self.draw_scrubber(screen)
        return frame

    def draw_scrubber(self, screen) -> None:
        """The scrubber over the island's foot: where the replay stands, the log line of this
        step, the turns as ticks, and the keys."""
        h, u = self.history, self.layout.u
        r = self.scrubber_rect()
        overlays._panel(screen, r, u)
        turn, phase = h.where(self.step)
        code = f"step_of_{phase}" if f"step_of_{phase}" in REPLAY else "step_of"     # a whole sentence per phase
        head = say(REPLAY, code, step=self.step - h.start, count=h.last - h.start, turn=turn,
                   phase=PHASE_NAMES.get(phase, phase))
        state = say(REPLAY, "playing" if self.playing else "paused") + " · " + say(REPLAY, "speed", speed=W._(self.anim.speed))
        fs = int(14 * u)
        pad = int(10 * u)
        line_h = text.resources.font(max(text.resources.MIN_SIZE, fs)).get_height()
        text.line(screen, head, fs, GOLD, pygame.Rect(r.x + pad, r.y + int(4 * u), r.width // 2, line_h), True)
        text.line(screen, state, fs, INK, pygame.Rect(r.centerx, r.y + int(4 * u), r.width // 2 - pad, line_h),
                  False, "right")
        text.line(screen, h.line(self.step), fs, INK,
                  pygame.Rect(r.x + pad, r.y + int(4 * u) + line_h, r.width - 2 * pad, line_h))
        track = self._track()
        pygame.draw.rect(screen, (60, 70, 62), track, border_radius=track.height // 2)
        span = max(1, h.last - h.start)
        done = track.copy()
        done.width = int(track.width * (self.step - h.start) / span)
        pygame.draw.rect(screen, GOLD, done, border_radius=track.height // 2)
        for k in h.turn_starts():
            x = track.x + int(track.width * (k - h.start) / span)
            pygame.draw.line(screen, INK, (x, track.y - int(4 * u)), (x, track.bottom + int(3 * u)), 1)
        knob = (track.x + done.width, track.centery)
        pygame.draw.circle(screen, (255, 250, 235), knob, int(9 * u))
        pygame.draw.circle(screen, (20, 20, 20), knob, int(9 * u), 2)


def open_replay(app, path, name: str = "") -> str:
    """Open a saved game as a replay; "" when it opened, else why not (in words)."""
    from .. import bridge
    try:
        game = bridge.load_whole(path)
    except bridge.LoadFailed as e:
        return say(REPLAY, "cannot_open", reason=str(e))
    menus = sys.modules.get(f"{__package__}.menus")
    if menus is not None:
        menus.backdrop.cache_clear()
    scene = ReplayScene(app, game, app.settings, name)
    scene.is_table = True
    app.replace_all(scene)
    return ""
