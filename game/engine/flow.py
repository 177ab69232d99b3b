"""The resolution machine: a stack of plain-dict steps run until the players must decide.

Every pause point is data (the stack plus the pending Decision), so a game can be saved,
undone or replayed at any moment. Handlers are registered by step name with `@step("name")`.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Callable

from .. import kinds as _kinds
from .events import Event
from .rulebook import play
from .state import Decision, GameState, Option

HANDLERS: dict[str, Callable[[GameState, dict], None]] = {}


class RuleError(Exception):
    """A broken engine invariant (a bug), never a player's mistake."""


def step(name: str):
    """Register a handler for resolution steps named `name`."""

    def deco(fn):
        HANDLERS[name] = fn
        return fn

    return deco


def push(state: GameState, *steps: dict) -> None:
    """Schedule steps to run next, in the order given."""
    state.stack.extend(steps[::-1])


def emit(state: GameState, kind: str, /, reveal: bool = False, **data) -> None:
    """Record an event for the animation layer and the log (none on a muted copy)."""
    events = state.__dict__.get("_events")
    if events is MUTED:
        return
    if _PLAIN_EVENT:    # as Event(kind, data, reveal), without the frozen __init__'s slow calls
        event = _new(Event)
        fields_ = event.__dict__
        fields_["kind"] = kind
        fields_["data"] = data
        fields_["reveal"] = reveal
    else:
        event = Event(kind, data, reveal)
    if events is None:
        state.__dict__["_events"] = [event]
    else:
        events.append(event)


class _Muted(list):
    """The events of a copy whose events nobody reads (a bot's look-ahead): always empty."""

    __slots__ = ()

    def append(self, event) -> None:
        pass

    def extend(self, events) -> None:
        pass

    def insert(self, index, event) -> None:
        pass

    def __iadd__(self, events):
        return self


MUTED = _Muted()


def mute(state: GameState) -> None:
    """Record no events on this state (a copy whose events nobody will read; a copy made of it
    records them again)."""
    state.__dict__["_events"] = MUTED


# An event is recorded thousands of times a game (and a save's replay records them all again):
# while Event is exactly these three fields, one is filled in directly.
_PLAIN_EVENT = (tuple(f.name for f in fields(Event)) == ("kind", "data", "reveal")
                and not hasattr(Event, "__post_init__"))
_new = object.__new__


def take_events(state: GameState) -> list[Event]:
    """Collect and clear the events recorded since the last call (none from a muted state,
    which stays muted)."""
    events = state.__dict__.pop("_events", [])
    if events is MUTED:
        state.__dict__["_events"] = MUTED
        return []
    return events


# Decisions asked even with a single option: menus, and the pause before the invader phase.
ALWAYS_ASKED = ("spirit_action", "power_action", "start_invaders")


def table_asks(state: GameState, option: str) -> bool:
    """Whether the game's configuration turns on one of the table's own questions (a table
    option, as "auto_single" is: "pause_before_invaders", "confirm_futile_powers"). They are
    off in a bare configuration and on in a new game at the table (`setup.newest`)."""
    return bool(state.config.get(option))


def plays_legacy(state: GameState, rule: str) -> bool:
    """Whether the game plays a rule as an older version of the program did: a legacy rule
    change named in its configuration ("rules"), which the saves made then carry (engine.legacy)."""
    return rule in state.config.get("rules", ())


def ask(state: GameState, spirit: int, kind: str, prompt: str, options: list[Option], then: dict,
        data: dict | None = None) -> None:
    """Pause for a choice: `prompt` is the question's code, `data` what its words need (both
    worded by game.words; a pack gives its own codes words in game.seams). A single option
    resolves itself when the game is set to do so."""
    if not options:
        raise RuleError(f"decision {kind!r} with no options")
    if len(options) == 1 and state.config.get("auto_single", True) and kind not in ALWAYS_ASKED:
        push(state, dict(then, choice=as_choice(options[0])))
        return
    state.decision = Decision(kind, prompt, spirit, options, then, data if data is not None else {})


def answer(state: GameState, option: Option) -> None:
    """Resolve the pending decision with one of its options (already validated)."""
    then = state.decision.then
    state.decision = None
    state.stack.append(dict(then, choice=as_choice(option)))


def choice(step_: dict) -> Option:
    """The option a resumed step was given."""
    d = step_["choice"]
    hit = _CHOSEN.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1]
    return Option.from_dict(d)


def as_choice(option: Option) -> dict:
    """The option as the step it answers carries it (`Option.to_dict`, what a save holds).

    The menus hand out the same option objects again and again (`state.option`), so each one's
    dict is made once, and the option that dict reads back as once: every command answers a
    decision, and the step reads its choice back. Steps are never changed in place (a copy of
    the state shares what they hold, see `query.clone`), so a dict kept here stays what it was."""
    hit = _CHOICES.get(id(option))
    if hit is not None and hit[0] is option:
        return hit[1]
    d = option.identity()      # what was chosen, not how it was worded (the stack is hashed)
    if len(_CHOICES) >= _CHOICES_KEPT:
        _CHOICES.clear()
        _CHOSEN.clear()
    _CHOICES[id(option)] = (option, d)     # each kept alive here, so its id is not reused
    _CHOSEN[id(d)] = (d, Option.from_dict(d))
    return d


_CHOICES: dict[int, tuple[Option, dict]] = {}
_CHOSEN: dict[int, tuple[dict, Option]] = {}
_CHOICES_KEPT = 8192


def run(state: GameState, budget: int = 100000) -> None:
    """Resolve steps until a decision is pending or the game is over (under the game's ruleset)."""
    play(state)
    handlers = HANDLERS
    while state.decision is None and not state.result:
        stack = state.stack     # read again each step: a handler may set a new one
        if not stack:
            raise RuleError("resolution stack ran dry without a decision")
        budget -= 1
        if budget < 0:
            raise RuleError("resolution does not terminate")
        st = stack.pop()
        handlers[st["op"]](state, st)


# The kinds' hooks (game.kinds, below the engine) record their events through this emit.
_kinds.EMIT[:] = [emit]
