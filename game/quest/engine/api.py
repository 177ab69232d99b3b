"""The quest's front door: legal commands, applying one, and `Quest`, a quest in progress with its
command log and undo back to the last reveal (a die roll or a card drawn).

`apply(state, command)` is pure: a new state and the events, or a Rejection (state untouched).
"""
from __future__ import annotations

from game.core.session import Session, engine_error as _engine_error

from ._core import WORDS, Rejection
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
            from .query import why_not      # the rule it breaks, when one says so (a Rejection is false)
            why = why_not(state, cmd.option)
            return why if why is not None else Rejection("not_a_choice", {"decision": d.kind})
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


def engine_error(e: Exception):
    return _engine_error(e, WORDS)


class Quest(Session):
    """A quest in progress (a game.core Session): the state, the command log, and undo back to the
    last reveal (a die rolled, a card drawn)."""

    words = WORDS

    def __init__(self, config: dict, keep_undo: bool = True):
        super().__init__(new_quest(config), keep_undo)
        self.config = dict(self.state.config)
        self.initial_events = take_events(self.state)

    def legal_commands(self) -> list[Command]:
        """Rules commands now, plus Undo when there is something to undo."""
        cmds: list[Command] = legal_commands(self.state)
        if self.can_undo():
            cmds.append(Undo())
        return cmds

    # -- the rules, for game.core's Session ------------------------------------------------------
    def refusal(self, cmd, check_form: bool):
        why = refusal(self.state, cmd)
        return why if why is not None else True

    def act(self, cmd, offered) -> None:
        apply_in_place(self.state, cmd)

    def take_events(self) -> list:
        return take_events(self.state)

    def is_undo(self, cmd) -> bool:
        return isinstance(cmd, Undo)

    def undo_refusal(self, cmd):
        return malformation(cmd)

    def finished(self) -> str:
        return self.state.result
