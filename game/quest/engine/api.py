"""The quest's front door: legal commands, applying one, and `Quest`, a quest in progress with its
command log and undo back to the last reveal (a die roll or a card drawn).

`apply(state, command)` is pure: a new state and the events, or a Rejection (state untouched).
"""
from __future__ import annotations

from ._core import Rejection
from .commands import Choose, Command, Undo, malformation
from .flow import answer, run, take_events
from .setup import new_quest
from .state import QuestState
from . import rules  # noqa: F401  (registers every step)


def legal_commands(state: QuestState) -> list[Choose]:
    """Exactly the rules commands that may be applied now (Undo aside)."""
    d = state.decision
    if d is None or state.result:
        return []
    return [Choose(o.hero if d.hero < 0 else d.hero, o) for o in d.options]


def refusal(state: QuestState, cmd) -> Rejection | None:
    """The Rejection a rules command gets now (None when it is legal); never raises."""
    try:
        why = malformation(cmd)
        if why is not None:
            return why
        if state.result:
            return Rejection("quest_over", {"result": state.result})
        if isinstance(cmd, Undo):
            return Rejection("undo_needs_a_quest")
        d = state.decision
        if d is None:
            return Rejection("nothing_to_decide")
        if cmd.option not in d.options:
            return Rejection("not_a_choice", {"decision": d.kind})
        who = cmd.option.hero if d.hero < 0 else d.hero
        if cmd.hero != who:
            return Rejection("not_your_choice", {"hero": cmd.hero, "chooser": who})
        return None
    except Exception as e:  # a hole in the checks still comes back as a refusal
        return Rejection("cannot_check", {"error": type(e).__name__})


def apply(state: QuestState, cmd: Command):
    """Apply a rules command to a copy of the state: (new state, events) or a Rejection."""
    why = refusal(state, cmd)
    if why is not None:
        return why
    new = state.clone()
    try:
        apply_in_place(new, cmd)
    except Exception as e:
        return engine_error(e)
    return new, take_events(new)


def apply_in_place(state: QuestState, cmd: Choose) -> None:
    state.commands += 1
    answer(state, cmd.option)
    run(state)


def engine_error(e: Exception) -> Rejection:
    text = " ".join(f"{type(e).__name__}: {e}".split())
    return Rejection("engine_error", {"error": text[:200]})


class Quest:
    """A quest in progress: the state, the command log, and undo back to the last reveal."""

    def __init__(self, config: dict, keep_undo: bool = True):
        self.state = new_quest(config)
        self.config = dict(self.state.config)
        self.initial_events = take_events(self.state)
        self.log: list[Command] = []
        self.history: list[QuestState] = []
        self.keep_undo = keep_undo

    def legal_commands(self) -> list[Command]:
        cmds: list[Command] = legal_commands(self.state)
        if self.can_undo():
            cmds.append(Undo())
        return cmds

    def can_undo(self) -> bool:
        return bool(self.history) and not self.state.result

    def apply(self, cmd: Command):
        """Apply a command; a Rejection leaves everything as it was. Returns the events."""
        if isinstance(cmd, Undo) and malformation(cmd) is None:
            if not self.history:
                return Rejection("nothing_to_undo")
            if self.state.result:
                return Rejection("quest_over", {"result": self.state.result})
            self.state = self.history.pop()
            self.log.append(cmd)
            from ._core import Event
            return [Event("Undone")]
        why = refusal(self.state, cmd)
        if why is not None:
            return why
        before = self.state.clone() if self.keep_undo else None
        try:
            apply_in_place(self.state, cmd)
        except Exception as e:
            if before is None:
                raise
            self.state = before
            take_events(self.state)
            return engine_error(e)
        events = take_events(self.state)
        self.log.append(cmd)
        if before is not None:
            if any(e.reveal for e in events):
                self.history.clear()
            else:
                self.history.append(before)
        return events
