"""A game in progress, the part both games share: the position, the command log, and undo back
to the last reveal.

Each command is checked by the game's rules, applied to the position in place, and answered
with what happened (events) or why not (a Rejection, position unchanged). Before a command the
position is copied so undo can restore it, unless the command brought hidden information to
light (an event with `reveal`: a card drawn, a die rolled): undo never goes back across a
reveal, so nobody can re-roll by undoing. An error inside the rules rolls the position back and
is answered as a refusal ("engine_error"), never a half-applied game.

A game subclasses `Session` and supplies its rules through five methods:
- `refusal(cmd, check_form)`: a Rejection, or what `act` needs to apply the command (the island
  returns the offered option); `check_form` False for a command read back from a save, whose
  form its reader already checked.
- `act(cmd, offered)`: apply the command to `self.state` in place.
- `take_events()`: the events the last `act` produced, taken out of the state.
- `is_undo(cmd)` and `undo_refusal(cmd)`: which commands mean "undo", and the game's own checks of
  one (its form, the player who asks).
- `finished()`: the result, or "" while the game goes on (undo stops at the end).
"""
from __future__ import annotations

from .events import Event
from .rejection import Rejection


class Session:
    """A game in progress: `state` (the position), `log` (every command applied, undos too) and
    `history` (positions undo can go back to, the latest last, none before the last reveal).
    `keep_undo` False: a headless game (a bot's in a balance run) that copies no position."""

    words = "game.words"    # the module that words this game's refusals (game.core.rejection)

    def __init__(self, state, keep_undo: bool = True):
        self.state = state
        self.log: list = []
        self.history: list = []
        self.keep_undo = keep_undo

    # -- the game's rules (a subclass supplies them) --------------------------------------------
    def refusal(self, cmd, check_form: bool):
        raise NotImplementedError

    def act(self, cmd, offered) -> None:
        raise NotImplementedError

    def take_events(self) -> list[Event]:
        raise NotImplementedError

    def is_undo(self, cmd) -> bool:
        raise NotImplementedError

    def undo_refusal(self, cmd) -> Rejection | None:
        return None

    def finished(self) -> str:
        raise NotImplementedError

    # -- shared ----------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Whether an undo would be accepted now."""
        return bool(self.history) and not self.finished()

    def apply(self, cmd) -> list[Event] | Rejection:
        """Apply a command to the game; a Rejection leaves everything as it was."""
        return self._apply(cmd, True)

    def replay(self, cmd) -> list[Event] | Rejection:
        """`apply` for a command read back from a save, whose form its reader has checked: only
        the rules' checks remain (same refusals, same result)."""
        return self._apply(cmd, False)

    def _apply(self, cmd, check_form: bool) -> list[Event] | Rejection:
        if self.is_undo(cmd):
            return self._undo(cmd)
        offered = self.refusal(cmd, check_form)
        if type(offered) is Rejection:
            return offered
        if not self.keep_undo:      # headless bot games: an engine error is the sim's to report
            self.act(cmd, offered)
            events = self.take_events()
            self.log.append(cmd)
            return events
        before = self.state.clone()
        try:
            self.act(cmd, offered)
        except Exception as e:      # a bug in the rules must not leave a half-applied game behind
            self.state = before
            self.take_events()
            return self.engine_error(e)
        events = self.take_events()
        self.log.append(cmd)
        if any(e.reveal for e in events):
            self.history.clear()
        else:
            self.history.append(before)
        return events

    def _undo(self, cmd) -> list[Event] | Rejection:
        why = self.undo_refusal(cmd)
        if why is not None:
            return why
        if not self.history:
            return Rejection("nothing_to_undo", words=self.words)
        result = self.finished()
        if result:
            return Rejection("game_over", {"result": result}, words=self.words)
        try:
            self.state = self.history.pop()
        except IndexError:          # a resumed game whose moves could not be replayed
            return Rejection("nothing_to_undo", words=self.words)
        self.log.append(cmd)
        return [Event("Undone")]

    def engine_error(self, e: Exception) -> Rejection:
        """An error inside the rules, as a refusal that names it in one bounded line (the
        position is unchanged)."""
        return engine_error(e, self.words)


def engine_error(e: Exception, words: str = "game.words") -> Rejection:
    """The refusal for an error inside the rules: one line, bounded, whatever the error says."""
    text = " ".join(f"{type(e).__name__}: {e}".split())
    return Rejection("engine_error", {"error": text[:200]}, words=words)
