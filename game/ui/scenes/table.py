"""The table: one game in progress, played with the mouse.

It owns the Game (the engine session), the view the animations replay onto, the input state
machine, the model of kept pictures and the last frame put on screen (its hotspots). Commands go
through `perform`, which calls `Game.apply` and queues the events for the animation layer; nothing
else changes the game. `update` keeps the model; `draw` reads it and returns a frame, which the app
hands back through `seen`: drawing changes nothing."""
from __future__ import annotations

import time

import pygame

from ... import words as W
from ...content import catalog
from ...engine import Choose, Rejection, Undo, query
from ...words import option_words, rejection_words
from .. import bridge, gamelog
from ..undo_words import newest_in_force, undo_words
from ..anim import AnimQueue, TableView
from ..input.affordances import build_offer, refusal, spirit_name, spirits_to_act
from ...shell.hotspots import Hotspots, Target
from ..input.machine import InputMachine
from ..input.option_rows import question_key, steady_rows
from ..layout import compute
from ..render import sidebar
from ..render.overlays import glow_land
from ...shell.scene import Scene
from .stage import Stage
from . import event_dialog, table_draw, table_overlays, zoom
from .table_model import Frame, TableModel
from .zoom import IslandZoom

TOAST_SECONDS = 3.5
LOG_SHOWN = 600          # lines the log panel lays out (it scrolls back this far)
NOTE_SECONDS = 3.0      # a refusal's words by the pointer
NOTICE_SECONDS = 8.0    # a refusal's words under the choices (playtest 29: they stayed until the next move)
SHAKE_SECONDS = 0.45    # a refused card shakes this long
HELP_PAGE_KEYS = {pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_PAGEUP: -1,
                  pygame.K_UP: -1}
NO_REFUSAL = ("option", "tab", "button", "log", "info", "supply", "keyword")   # not moves: nothing to refuse


# How long after the invader steps end a confirm key or a click is still taken as hurrying them.
CALM_SECONDS = 0.6
# How long after the choices or the hand changed under a still pointer a press there is taken as
# meant for what was there before (a double click's second press, a press that left as it changed).
CLICK_SETTLE = 0.5
SETTLE_MOVE = 6          # pixels the pointer must move for a press on what is new to count at once
ZOOM_WAIT = 0.35         # seconds the pointer rests on a card before it is shown large
ZOOMED_KINDS = ("card", "log", "info")      # hotspots whose card is shown large on hover
CHANGED_UNDER_POINTER = "This just changed under the pointer: look again, then click."
CHANGED_NOTE_SECONDS = 1.5
# Decisions inside a choice the player has begun: Esc steps back out of them (see half_made).
HALF_MADE = ("target", "threshold", "futile_power", "presence_source", "presence_land", "growth_action")

# what a spirit gives up by ending its actions, named before its "done"
_GIVEN_UP = ("play", "power", "innate")


class TableScene(Scene):
    """A game on the table (see module doc)."""

    def __init__(self, app, game, settings: dict | None = None):
        super().__init__(app)
        self.game = game
        self.settings = dict(settings or bridge.DEFAULTS)
        self.view = TableView(game.state)
        self.active = _last_to_act(game)    # a loaded game opens on the spirit that was acting
        self.tabletop = False
        self.show_help = False
        self.help_page = 0
        self.log_open = True
        self.prompt_scroll = self.log_scroll = 0
        self._log_last = None           # the log's newest line shown at the last update
        self.toast_text, self.toast_until, self.toast_error = "", 0.0, True
        self.notice = ""                 # the last refusal, in the prompt panel until the next move
        self.notice_until = 0.0          # ... or until then, whichever comes first
        self.pointer_note = None         # (words, pos, until): the last refusal by the pointer
        self.shake = None                # (target, start): the thing refused shakes
        self.game_over_shown = False
        self.hint = None                 # the hint shown (H): glows until the next move (see table_hint)
        self.hint_seconds = 0.0          # how long the last hint took to work out
        self.calm_until = 0.0            # confirm keys and clicks wait until then (see calm())
        self.click_settle = CLICK_SETTLE
        self.zoom_wait = ZOOM_WAIT      # a card is shown large once the pointer rested on it this long
        self._zoom_hover = (None, 0.0)  # (the card target under the pointer, since when)
        self._zoom_pending = False      # a card under the pointer waits for its zoom (see update)
        self.zoom_quiet = None          # where a click left the pointer: no card zoom until it moves
        # (when, where the pointer was, what was under it) the offer last changed (see settling)
        self.changed_under = (float("-inf"), (0, 0), None)
        self._was_stepping = False
        loaded, replaying = bridge.loaded_log(game)
        self._past_log = loaded if replaying and getattr(game, "past", None) is not None else None
        if self._past_log is not None:      # resumed: its moves replay a little each frame (see work)
            self.log = gamelog.GameLog()
            self.log.note("Reading this game's earlier moves…", "phase")
        elif loaded is not None and not replaying:     # loaded: the log seen replaying it
            self.log = loaded
        elif game.log:                  # a saved game: its whole log, replayed here
            self.log = gamelog.GameLog.of_game(game)
        else:
            self.log = gamelog.GameLog(getattr(game, "initial_events", None) or [], game.state)
        self.saves = self.make_saves(game)     # saved as soon as it is on the table, before the art is built
        self.model = TableModel()
        self.frame: Frame | None = None      # the last frame put on screen
        self.stage = Stage(self)
        self.anim = AnimQueue(self.view, self.stage, self.settings.get("anim_speed", "normal"))
        self.machine = InputMachine(self)
        self.panning = False            # a middle-button drag begun on the island (see zoom)
        self.opening = True             # the first picture of the island is kept on disk (see zoom)
        self.panel_shut = None          # the player folded (True) or opened (False) the spirit panel this phase
        self._fold_phase = self.view.state.phase
        self._fold_helps = None         # (window, scale, island) -> whether folding the panel grows the pieces
        self.resize(app.size)
        self.opening = False
        self.refresh()
        self._say_if_unsaved()

    def make_saves(self, game):
        """The table's link to its saves (a replay's table saves nothing: see scenes.replay)."""
        return bridge.TableSaves(game)

    # --- geometry ----------------------------------------------------------------------------
    def resize(self, size) -> None:
        """Lay the table out for a new window size (the island as far zoomed in, about the same
        point: a player who zoomed in and then maximised the window, or changed a setting,
        finds the island as it was)."""
        self.layout = compute(size, float(self.settings.get("ui_scale", 1.0)), folded=self.folds(size))
        old = getattr(self, "zoom", None)
        self.zoom = IslandZoom(self.layout.island) if old is None else old.refit(self.layout.island)
        self.model.clear()      # the old layout's pictures; a zoom or a pan keeps them (the pieces' key holds the geometry)
        self.island_overview = None     # the whole island unzoomed: drawn again, now or when a zoom out needs it
        zoom.rebuild(self, redraw=True)

    def folds(self, size=None) -> bool:
        """Whether the spirit panel and the hand are folded into a bar, the island laid out first:
        only for an island whose pieces read small with them open and grow with them folded (a
        big island in any window from the smallest, 24 px pieces for 4 boards at 1920x1080). Then
        they are open in the spirit phase (growth, cards) and folded in the others (targets on the
        island, the invaders), unless the player opened or folded them this phase (I: in any window
        where folding grows the pieces, `fold_offered`)."""
        size = size or self.app.size
        if self.panel_shut is not None and self.fold_offered(size):
            return self.panel_shut      # the player's choice (I), in any window where it grows the pieces
        if not self.fold_helps(size):
            return False
        return self.view.state.phase not in ("spirit", "setup")

    def fold_helps(self, size) -> bool:
        """Whether folding the panel makes the island's pieces readable or much larger."""
        scale = float(self.settings.get("ui_scale", 1.0))
        key = (tuple(size), scale, tuple(self.game.state.config.get("boards") or ()), self.game.state.config.get("layout"))
        if self._fold_helps is None or self._fold_helps[0] != key:
            open_, folded = compute(size, scale), compute(size, scale, folded=True)
            self._fold_helps = (key, zoom.fold_grows_pieces(self, open_, folded), zoom.fold_offered(self, open_, folded))
        return self._fold_helps[1]

    def fold_offered(self, size) -> bool:
        """Whether the island view (I) makes the island's pieces larger in this window: offered
        then, in any window, though only `fold_helps` folds the panel by itself."""
        self.fold_helps(size)
        return self._fold_helps[2]

    def toggle_panel(self) -> None:
        """I (and the bar's button): fold the spirit panel and the hand away for the island, or open
        them again, until the phase changes."""
        if not self.fold_offered(self.app.size) and not self.layout.folded:
            self.say(W._("The island shows whole with the spirit panel open in this window."), error=False)
            return
        self.panel_shut = not self.layout.folded
        self.resize(self.app.size)

    def _fold_for_phase(self) -> bool:
        """A new phase on screen opens or folds the panel as the phase wants it; True when it did."""
        phase = self.view.state.phase
        if phase == self._fold_phase:
            return False
        self._fold_phase, self.panel_shut = phase, None
        if self.folds() == self.layout.folded:
            return False
        self.resize(self.app.size)
        return True

    def language_changed(self) -> None:
        """The player chose another language (Settings): the open question's choices are worded
        anew in it (playtest 36: they stayed English until the next decision)."""
        self._new_offer()

    def apply_settings(self, settings: dict) -> None:
        """Settings changed (speed, palette, scale, confirmations)."""
        self.settings = dict(settings)
        self.anim.speed = self.settings.get("anim_speed", "normal")
        self.resize(self.app.size)

    def glow_land(self, surf, land, colour, alpha=255):
        """Tint a land (legal target, hover, flash); returns where."""
        return glow_land(surf, self.geo, land, colour, alpha)

    def now(self) -> float:
        """Seconds on the UI clock (toasts, snap-backs)."""
        return time.monotonic()

    # --- what the players may do -------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute the offer after the game or the active spirit changed."""
        who = spirits_to_act(self.game.state)
        if who and self.active not in who:
            self.active = who[0]
        self._new_offer()
        self.prompt_scroll = 0
        self.notice = ""
        self.hint = None                # a hint is for the position it was asked in
        self.pointer_note = None        # the last refusal goes with the move that followed it
        self.shake = None

    @property
    def fizzled(self) -> set:
        """(spirit, card) of the powers used this turn with no target, still used now: a mark on
        their cards until the next spirit phase (the game log keeps them, as it watched the
        events, a save's replayed ones too; an undone use takes its mark with it)."""
        return self.log.fizzles_now(self.game.state)

    def card_marks(self) -> dict:
        """card -> what the active spirit's hand shows on it: "futile" for a card in the hand
        that no land in range lets it target now (spirit phase), "fizzled" for a played card that
        had no target when used this turn."""
        return self._card_marks

    def _marks_now(self) -> dict:
        gs = self.game.state
        if self.tabletop or gs.result or not 0 <= self.active < len(gs.spirits):
            return {}
        s = gs.spirits[self.active]
        out = {c: "fizzled" for c in s.played if (self.active, c) in self.fizzled}
        if gs.phase == "spirit":
            out.update({c: "futile" for c in s.hand if c in catalog.POWERS and not query.has_target(gs, self.active, c)})
        return out

    def act(self, cmds) -> bool:
        """A move the player made with the pointer: a card played with no land in range that
        meets its target asks first (it would be paid for and then do nothing; a bot playing
        through the table is not asked)."""
        o = cmds[0].option if cmds and isinstance(cmds[0], Choose) else None
        gs = self.game.state
        if o is not None and o.kind == "play" and o.card in catalog.POWERS and gs.decision is not None \
                and self.app.autoplayer is None \
                and gs.decision.kind == "spirit_action" and not query.has_target(gs, cmds[0].spirit, o.card):
            p = W.shown(catalog.POWERS[o.card])
            ask = (W._("{card}: no land in range meets its target now: play it anyway? It takes {cost} energy and a "
                       "card play, and does nothing unless the island changes before it is used.") if p.cost else
                   W._("{card}: no land in range meets its target now: play it anyway? It takes a card play, and "
                       "does nothing unless the island changes before it is used."))
            self.app.confirm(ask.format(card=p.name, cost=p.cost), lambda: self.perform(cmds))
            return False
        return self.perform(cmds)

    def _new_offer(self) -> None:
        machine = getattr(self, "machine", None)
        if machine is not None:         # what the pointer was on, in the last frame's words
            self.changed_under = (self.now(), machine.pos, self._under(machine.pos))
        self.offer = build_offer(self.game.state, self.active, self.tabletop)
        # the rows of the list stay where they were through the steps of one question (a gather's)
        self.offer.rows, self.option_rows = steady_rows(getattr(self, "option_rows", None),
                                                        question_key(self.game.state, self.active), self.offer.options)
        self.offer_serial = getattr(self, "offer_serial", 0) + 1
        self._card_marks = self._marks_now()

    def _under(self, pos):
        """What a click at `pos` would choose as the table shows it: a choice by its words (the
        list's n-th row is another choice once the list changed), anything else by its target."""
        hs = getattr(self, "hotspots", None)
        targets = hs.at(pos) if hs is not None else []
        if not targets:
            return None
        t = targets[0]
        if t.kind == "option":
            rows = self.offer.options
            return "option", rows[t.index][0] if t.index < len(rows) else None
        return t.key()

    def settling(self, pos, at: float) -> bool:
        """Whether a press at `pos` and time `at` is taken as meant for what was there a moment
        before: the choices or the hand changed (a step that resolved itself, a card that left
        the hand), the pointer has not moved since, and what it is on now is something else. A
        bot at the table is never held back."""
        if self.app.autoplayer is not None:
            return False
        when, where, before = self.changed_under
        if not 0 <= at - when < self.click_settle:
            return False
        if (pos[0] - where[0]) ** 2 + (pos[1] - where[1]) ** 2 >= SETTLE_MOVE ** 2:
            return False
        return self._under(pos) != before

    def perform(self, cmds, confirmed: bool = False) -> bool:
        """Apply commands in order through the engine; stop at the first rejection."""
        if not confirmed and self._needs_confirm(cmds):
            self.app.confirm(self._left_words(cmds[0].option),
                             lambda: self.perform(cmds, confirmed=True))
            return False
        self.read_past()
        ok, applied = True, 0
        for cmd in cmds:
            before = query.clone(self.game.state)       # the engine changes its state in place
            words = gamelog.describe_command(cmd, before)
            result = self.game.apply(cmd)
            if isinstance(result, Rejection):
                self.say(rejection_words(result.code, result.data))
                ok = False
                break
            self._record(result, before, cmd, words)
            applied += 1
        # a gesture that made several commands (a presence dragged from a track: the growth
        # action, its source, its land) is taken back whole by one undo
        self._gesture = (len(self.game.log), applied) if applied > 1 else None
        if applied:
            self.autosave()         # once per decision, however many commands it took
        self.refresh()
        return ok

    def autosave(self) -> None:
        """Save the game as it stands (after every accepted decision: nothing a player does is lost)."""
        self.saves.save(self.game)
        self._say_if_unsaved()

    def _say_if_unsaved(self) -> None:
        if self.saves.problem:
            self.say(W._("Autosave failed: {problem}").format(problem=self.saves.problem))

    def uncovered(self) -> None:
        """A dialog over the table went away: what the pointer was on before it opened is
        forgotten (no tooltip left where the pointer no longer is) until the pointer moves."""
        m = self.machine
        m.pointer_in, m.hover = False, None
        if m.state == "hovering":
            m.state = "idle"

    def close(self) -> None:
        """The table is put away (menu, quit, window closed): the game stays saved."""
        self.saves.close(self.game)

    def _needs_confirm(self, cmds) -> bool:
        if not self.settings.get("confirm") or not cmds or not isinstance(cmds[0], Choose):
            return False
        o = cmds[0].option
        d = self.game.state.decision
        if o.kind != "done" or d is None or d.kind not in ("spirit_action", "power_action"):
            return False
        return bool(self._could_still(o))

    def _could_still(self, done) -> list:
        """The plays and powers a spirit would give up by choosing `done` now that would change
        something (query.left_to_do: not a power that would do nothing wherever it may go)."""
        d = self.game.state.decision
        if not any(o.spirit == done.spirit and o.kind in _GIVEN_UP for o in d.options):
            return []
        return [o for o in query.left_to_do(self.game.state, done.spirit) if o.kind in _GIVEN_UP]

    def _left_words(self, done) -> str:
        """The question before "done" while the spirit still has choices: which ones it gives up."""
        left = [option_words(self.game.state.decision, o, self.game.state) for o in self._could_still(done)]
        name = spirit_name(self.game.state, done.spirit)
        if len(left) > 4:
            return W._("{spirit} could still: {choices} and {n} more. End its actions now?").format(
                spirit=name, choices=", ".join(left[:4]), n=len(left) - 4)
        return W._("{spirit} could still: {choices}. End its actions now?").format(spirit=name, choices=", ".join(left))

    @property
    def log_lines(self) -> list:
        """The game log's newest lines, oldest first (what the log panel draws and scrolls); the
        lines of invader steps still to be shown wait for their step."""
        hidden = self.anim.hidden_lines()
        lines = self.log.lines[:-hidden] if hidden else self.log.lines
        return lines[-LOG_SHOWN:]

    def _record(self, events, before, cmd=None, words=None) -> None:
        self.log.add(cmd, events, before, self.game.state, words)
        self.log_scroll = 0
        self.anim.push(events, self.game.state, before)
        if any(e.kind == "PhaseStarted" for e in events):
            self.app.phase_started(self)
        ended = [e.data["spirit"] for e in events if e.kind == "NothingLeft"]
        if ended:       # a spirit's actions ended by themselves: said on the table, not only in the log
            self.say(W._("{spirits}: nothing left to do in this phase; its actions end.").format(
                spirits=", ".join(spirit_name(self.game.state, i) for i in ended)), error=False)

    def panel_words(self):
        """While the invader phase plays step by step, what the prompt panel says instead of the
        next decision: (heading, what happens, how to go on); None otherwise."""
        if not self.anim.stepping:
            return None
        if self.anim.waiting:
            return (W._("End of the turn"), self.anim.caption,
                    W._("Space, Enter or a click: on to the next turn."))
        now = self.anim.caption or W._("The invaders act.")
        return (W._("Invader phase"), W._("{step} — the next step follows in a moment").format(step=now),
                W._("Space, Enter or a click: the next step at once. Your next choice shows once the invaders "
                    "are done."))

    def growth_chosen(self, i: int) -> int:
        """The growth option spirit i chose this turn (-1 when it has not grown, or the choice is
        not known: a resumed game's earlier moves not read yet). Its latest growth choice still
        in force is this turn's: growth comes once a turn, and an undone one is not in force."""
        gs = self.game.state
        if not (0 <= i < len(gs.spirits)) or not gs.spirits[i].grown or self.working:
            return -1
        key = len(self.game.log)
        if getattr(self, "_growth_key", None) != key:
            chosen: dict = {}
            for cmd in newest_in_force(self.game.log):
                if isinstance(cmd, Choose) and cmd.option.kind == "growth":
                    chosen.setdefault(cmd.spirit, cmd.option.index)
            self._growth_key, self._growth_chosen = key, chosen
        return self._growth_chosen.get(i, -1)

    def undo_words(self) -> str:
        """What Undo would take back, in words ("" when nothing can be undone, or not known
        before the game's earlier moves are read)."""
        return "" if self.working else undo_words(self.game)

    # --- a resumed game's earlier moves (engine.save.resume) -----------------------------------
    PAST_SLICE = 0.006          # seconds of replay a frame while the table waits for the player

    @property
    def working(self) -> bool:
        """The game's earlier moves are still being read (the main loop keeps turning)."""
        return self._past_log is not None

    def work(self) -> bool:
        """Read a few more of the earlier moves; True when the log changed."""
        if self._past_log is None:
            return False
        end = time.monotonic() + self.PAST_SLICE
        while time.monotonic() < end:
            if self.game.past.step(8):
                self.read_past()
                return True
        return False

    def read_past(self) -> None:
        """Read what is left of the earlier moves now (before a move, an undo or a save), and put
        their log in place: what happened, then where the game was picked up again."""
        past_log, self._past_log = self._past_log, None
        if past_log is None:
            return
        past = self.game.past
        past.step(10 ** 9)
        if past.problem:
            past_log = gamelog.GameLog()
            past_log.note(f"This save's earlier moves could not be read again ({past.problem}). The game goes "
                          "on from where it was saved; undo and this log start here.", "phase")
        past_log.resumed(self.game)
        self.log = past_log
        if hasattr(self, "_card_marks"):
            self._card_marks = self._marks_now()
        self.log.version += 1
        self.game.history[:0]       # the undo history filled now, so the replay (the save's JSON and
        self.game.past = None       # a whole replayed game) need not be kept for the session

    def undo(self, said: str = "") -> None:
        """Ctrl+Z: take back the last command (the engine refuses across a reveal), saying what
        (`said`: other words for it, as Esc's step back says). The player's last gesture is taken
        back whole when it made several commands and nothing came after it (a presence dragged
        from a track onto a land takes back the growth action, its source and its land)."""
        self.read_past()
        gesture = getattr(self, "_gesture", None)
        self._gesture = None
        times = gesture[1] if gesture and gesture[0] == len(self.game.log) else 1
        for n in range(times):
            words = self.undo_words()
            before = self.game.state
            result = self.game.apply(Undo())
            if isinstance(result, Rejection):
                if n == 0:
                    self.say(rejection_words(result.code, result.data))
                    return
                break
            self.log.add(Undo(), result, before, self.game.state)
        if said or words:
            self.say(said or W._("Undid: {what}").format(what=words), error=False)
        self.anim.skip_all()
        self.view.snap(self.game.state)
        self.log_scroll = 0
        self.autosave()
        self.refresh()

    def half_made(self) -> bool:
        """Whether the pending decision is a step inside a choice the player has begun and may
        step back out of (a power's target, its levels, a presence's source or land, the next
        growth action): Esc takes back the command that led into it."""
        d = self.game.state.decision
        if self.tabletop or self.working or d is None or d.kind not in HALF_MADE or self.game.state.result:
            return False
        last = next(newest_in_force(self.game.log), None)
        return isinstance(last, Choose) and self.game.can_undo()

    def step_back(self) -> bool:
        """Esc with nothing in hand: step back out of a half-made choice (True when it did); the
        pause menu is for when there is nothing to step back from (or the help sheet is open)."""
        if self.show_help or not self.half_made():
            return False
        words = self.undo_words()
        self.undo(said=W._("Stepped back: {what}").format(what=words) if words else W._("Stepped back."))
        return True

    def forget_moment(self) -> None:
        """Drop what the table shows for the moment only (a refusal's shake and note by the
        pointer, the pictures it keeps, the animations under way) and show the game as it is:
        a fault after the engine applied a command (logging it, saving) must not leave the
        table on the position before it."""
        self.shake = None
        self.pointer_note = None
        self.model = TableModel()
        self.anim.skip_all()
        self.view.snap(self.game.state)
        self.refresh()

    def say(self, message: str, error: bool = True) -> None:
        """Show a one-line message (e.g. why a drop was refused); `error` draws it in red."""
        self.toast_text, self.toast_until = message, self.now() + TOAST_SECONDS
        self.toast_error = error

    def refuse(self, reason: str, pos=None, target: Target | None = None) -> None:
        """Say why a click or drop did nothing: by the pointer and in the prompt panel, and the
        thing refused shakes."""
        self.notice, self.notice_until = reason, self.now() + NOTICE_SECONDS
        self.pointer_note = (reason, tuple(pos or self.machine.pos), self.now() + NOTE_SECONDS)
        if target is not None and target.kind in ("card", "growth", "innate", "track"):
            self.shake = (target, self.now())

    def forget_refusal(self) -> None:
        """A new gesture began: the words of the last refusal leave the panel and the pointer."""
        self.notice = ""
        self.pointer_note = None

    def refuse_changed(self, pos) -> None:
        """A press taken as meant for what was under the pointer a moment before (see settling):
        said by the pointer only, briefly, so that nothing in the panels moves again."""
        self.pointer_note = (CHANGED_UNDER_POINTER, tuple(pos), self.now() + CHANGED_NOTE_SECONDS)

    def refuse_click(self, pos) -> bool:
        """A click on something the offer does not allow: give the reason (True if one was given)."""
        for t in self.hotspots.at(pos):
            if t.kind in NO_REFUSAL:
                return False
            if self.tabletop:
                reason = W._("Tabletop mode: drag pieces; T goes back to the rules.") if t.kind != "land" else ""
            else:
                reason = refusal(self.game.state, self.active, t)
            if reason:
                self.refuse(reason, pos, t)
                return True
            return False
        return False

    def skip_animation(self) -> None:
        """A click: finish the animation that is playing."""
        self.anim.skip_current()
        self._watch_steps()

    def _watch_steps(self) -> None:
        """When the invader phase's steps leave the screen, confirm keys and clicks wait a moment:
        presses meant to hurry the steps must not also end the next phase's choices."""
        stepping = self.anim.stepping
        if self._was_stepping and not stepping:
            self.calm_until = self.now() + CALM_SECONDS
        self._was_stepping = stepping

    def calm(self) -> bool:
        """Are presses still taken as hurrying the invaders, not as choices of the next phase?"""
        return self.now() < self.calm_until

    def next_spirit(self, step: int = 1) -> None:
        """Tab: show the next spirit's panel (when any spirit may act)."""
        n = len(self.game.state.spirits)
        d = self.game.state.decision
        if d is not None and d.spirit >= 0:
            self.say(W._("Another spirit must choose first."))
            return
        self._show_spirit((self.active + step) % n)

    def show_result(self) -> None:
        """The end screen, again (once: a click while the last animation ends must not open it twice)."""
        self.skip_animation()
        self.game_over_shown = True
        self.app.game_over(self)

    def _show_spirit(self, i: int) -> None:
        """Show spirit i's panel and choices: a refusal said about another spirit's goes."""
        if i != self.active:
            self.notice = ""
            self.pointer_note = None
            self.shake = None
        self.active = i
        self._new_offer()

    def toggle_tabletop(self) -> None:
        """T: switch tabletop mode (free moves through Adjust) on or off."""
        self.tabletop = not self.tabletop
        self.say(W._("Tabletop mode: drag any piece anywhere.") if self.tabletop else W._("Back to the rules."), error=False)
        self.refresh()

    def toggle_hint(self) -> None:
        """H (and the Hint button): show the bot's suggested move on the table, with why; again
        hides it. It plays nothing and spends no undo."""
        if self.hint is not None:
            self.hint = None
            return
        if self.tabletop or self.working:
            return
        from . import table_hint
        self.hint = table_hint.compute(self)

    def open_reference(self, page: str = "controls") -> None:
        """F1 (and the Help button): the rules reference over the table, at a page (a keyword's
        click opens its own)."""
        from .reference import ReferenceScene
        self.app.push(ReferenceScene(self.app, page))

    def toggle_help(self) -> None:
        """F1: show or hide the help sheet (it opens on its first page)."""
        self.show_help = not self.show_help
        self.help_page = 0

    def turn_help_page(self, step: int) -> None:
        """← / → or the wheel while the help sheet is open."""
        self.help_page = (self.help_page + step) % max(1, self.frame.help_pages)

    def open_menu(self) -> None:
        """Esc: close the help sheet if it is open, else the pause menu."""
        if self.show_help:
            self.show_help = False
            return
        self.app.open_pause_menu(self)

    def open_board(self, i: int | None = None) -> None:
        """B or a click on the shown spirit's tab: its whole spirit board over the table (the
        others a key away)."""
        from .spirit_board import SpiritBoardScene
        spirits = self.game.state.spirits
        self.app.push(SpiritBoardScene(self.app, [s.spirit_id for s in spirits], self.active if i is None else i,
                                       states=spirits))

    def toggle_log(self, compact: bool = False) -> None:
        """L (and the Log button): the whole game log, large and searchable, over the table (the
        compact log stays); Shift+L (`compact`): hide or show the compact log's panel."""
        if compact:
            self.log_open = not self.log_open
            return
        from .log_view import LogView
        self.app.push(LogView(self.app, self))

    # --- pointer helpers for the machine -----------------------------------------------------
    def drop_land(self, pos):
        """Where a drop at `pos` goes: a land id, "" for the tabletop tray, None for nowhere."""
        tray = self.frame.tray
        if self.tabletop and tray and tray.collidepoint(pos):
            return ""
        return self.geo.land_at(pos) or None

    def source_point(self, src: Target):
        """Where a held piece came from (it snaps back there)."""
        if src.kind == "track":
            return self.anchors.get(f"track:{src.spirit}:{src.name}", self.machine.pos)
        p = self.hotspots.point_of(src)
        return p or self.machine.pos

    # --- the loop ------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        """Pointer, wheel and keys: zoom first, then panel buttons, then the input machine."""
        if self.show_help and ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 2, 3):
            self.show_help = False
            return True
        if self.show_help and ev.type == pygame.MOUSEWHEEL:
            self.turn_help_page(-1 if ev.y > 0 else 1)
            return True
        if self.show_help and ev.type == pygame.KEYDOWN and ev.key in HELP_PAGE_KEYS:
            self.turn_help_page(HELP_PAGE_KEYS[ev.key])
            return True
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_b and not self.show_help:
            self.open_board()
            return True
        self._quiet_zoom(ev)
        if zoom.handle(self, ev):
            return True
        if ev.type == pygame.MOUSEWHEEL:
            return self._wheel(ev)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.machine.state == "pressed" \
                and self.machine.source is None:
            self.machine.reset()
            return self._button(ev.pos) or self.refuse_click(self.machine.press_pos)
        return self.machine.handle(ev)

    def _quiet_zoom(self, ev) -> None:
        """A click quiets the card zoom until the pointer moves off where it was (see zoom_ready)."""
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.zoom_quiet = ev.pos
        elif ev.type == pygame.MOUSEMOTION and self.zoom_quiet is not None:
            x, y = self.zoom_quiet
            if (ev.pos[0] - x) ** 2 + (ev.pos[1] - y) ** 2 >= SETTLE_MOVE ** 2:
                self.zoom_quiet = None
                self._zoom_hover = (None, 0.0)      # the wait starts again on the card it is on

    def _button(self, pos) -> bool:
        """Clicks on things that are not moves in the game: panel buttons, options, tabs."""
        for t in self.hotspots.at(pos):
            if t.kind == "option" and not self.tabletop and t.index < len(self.offer.options):
                if self.settling(self.machine.press_pos, self.machine.press_at):
                    self.refuse_changed(pos)
                    return True
                self.act(self.offer.options[t.index][1])
                return True
            if t.kind == "keyword":
                from ...guide.reference import KEYWORDS
                self.open_reference(KEYWORDS.get(t.name, ("", "controls"))[1])
                return True
            if t.kind == "tab":
                if t.spirit == self.active:     # its own tab again: the whole spirit board
                    self.open_board()
                else:
                    self._show_spirit(t.spirit)
                return True
            if t.kind == "button":
                {"undo": self.undo, "confirm": self.machine.confirm,
                 "tabletop": self.toggle_tabletop, "menu": self.open_menu, "help": self.open_reference,
                 "panel": self.toggle_panel,
                 "log": self.toggle_log, "result": self.show_result, "hint": self.toggle_hint,
                 "new_game": self.app.open_new_game}[t.name]()
                return True
        return False

    def _wheel(self, ev) -> bool:
        pos = self.machine.pos
        if self.layout.log.collidepoint(pos):
            self.log_scroll = max(0, min(self.frame.log_max, self.log_scroll + ev.y * 3))
        else:
            self.prompt_scroll = max(0, min(self.frame.prompt_max, self.prompt_scroll - ev.y * int(30 * self.layout.u)))
        return True

    def update(self, dt: float) -> bool:
        """Advance animations and timers; opens the end screen once the last animation played."""
        changed = self.anim.update(dt)
        changed = self.work() or changed
        event_dialog.maybe_open(self)       # an event card's question, as a dialog
        self._watch_steps()
        if self.toast_text and self.now() > self.toast_until:
            self.toast_text = ""
            changed = True
        if self.machine.snapback and self.now() - self.machine.snapback[3] > 0.3:
            self.machine.snapback = None
            changed = True
        if self.notice and self.now() > self.notice_until:
            self.notice = ""            # the refusal's words leave the panel a while after
            changed = True
        if self.pointer_note and self.now() > self.pointer_note[2]:
            self.pointer_note = None
            changed = True
        if self.shake and self.now() - self.shake[1] > SHAKE_SECONDS:
            self.shake = None
            changed = True
        if self._zoom_pending and self.frame is not None and self.frame.hover is not None \
                and self.zoom_ready(self.frame.hover):
            self._zoom_pending = False
            changed = True          # the card under the pointer is shown large now
        changed = changed or bool(self.machine.snapback) or bool(self.shake)
        changed = zoom.settle(self) or changed
        changed = self._fold_for_phase() or changed
        self._hold_log_scroll()
        if self.game.state.result and not self.anim.busy and not self.game_over_shown:
            self.game_over_shown = True
            self.app.game_over(self)
            changed = True
        table_draw.keep_up(self)
        return changed

    def _hold_log_scroll(self) -> None:
        """While the log is scrolled back, the lines that arrive (an invader step shown) leave the
        lines being read where they are: the newer lines below grow instead (a playtest read the
        log moving under it as the invader phase played). A move of the players' own still
        brings the log back to its newest line (`_record`)."""
        lines = self.log_lines
        last, before = (lines[-1] if lines else None), self._log_last
        self._log_last = last
        if self.log_scroll <= 0 or before is None or last is before:
            return
        for k in range(len(lines) - 2, -1, -1):
            if lines[k] is before:
                self.log_scroll += sidebar.log_rows(lines[k + 1:], self.layout.log, self.layout.u)
                return

    def draw(self, screen, kept: bool = False) -> Frame:
        """Draw the table (see table_draw); returns the frame and changes nothing. `kept`: the
        screen still shows the last frame seen (only what changed is drawn again)."""
        return table_draw.draw(self, screen, kept)

    def seen(self, frame: Frame) -> None:
        """The frame now on screen: the pointer points at its hotspots from here on."""
        self.frame = frame
        self.machine.hover = frame.hover
        h = frame.hover
        card = h.key() if h is not None and h.kind in ZOOMED_KINDS and h.card else None
        if card != self._zoom_hover[0]:
            self._zoom_hover = (card, self.now())
        self._zoom_pending = card is not None and not self.zoom_ready(h)

    def zoom_ready(self, h) -> bool:
        """Whether a card under the pointer is shown large now: the pointer has rested on it a
        moment (a zoom popped over the log and the island as the pointer crossed the hand, in
        playtest 29), and has moved since the last click (a card played under a still pointer
        does not bring up the next one's zoom)."""
        if self.zoom_quiet is not None:
            return False
        if self.zoom_wait <= 0:
            return True
        card, since = self._zoom_hover
        return card == h.key() and self.now() - since >= self.zoom_wait

    # --- what the last frame showed ----------------------------------------------------------
    @property
    def hotspots(self) -> Hotspots:
        """The hotspots of the frame on screen."""
        return self.frame.hotspots

    @property
    def anchors(self) -> dict:
        """Named points of the panels on screen (fear pool, presence tracks ...)."""
        return self.frame.anchors

    @property
    def help_pages(self) -> int:
        """How many pages the help sheet had when last drawn."""
        return self.frame.help_pages

    @property
    def hand_refusals(self) -> dict:
        """card id -> why the active spirit cannot play it now."""
        return table_overlays.refusals_of_hand(self)


def _last_to_act(game) -> int:
    """The spirit of the game's last choice (0 for none): a game loaded mid-turn opens on the
    panel of the spirit that was acting, when it still may act (see `refresh`)."""
    return next((cmd.spirit for cmd in newest_in_force(game.log) if isinstance(cmd, Choose) and cmd.spirit >= 0), 0)
