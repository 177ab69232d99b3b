"""The resolution machine: a stack of plain-dict steps run until the players must decide.

Every pause point is data (the stack plus the pending Decision), so a quest can be saved, undone or
replayed at any moment. Handlers are registered by step name with `@step("name")`; a handler that
needs an answer calls `decide(...)` with the step that will receive it as `step["choice"]`.
"""
from __future__ import annotations

from typing import Callable

from ._core import Event, Rng
from .state import Decision, Option, QuestState

STEP_RULES: dict[str, Callable[[QuestState, dict], None]] = {}
STEP_LIMIT = 100000


class RuleError(Exception):
    """A broken engine invariant (a bug), never a player's mistake."""


def step(name: str):
    """Register the handler of the resolution steps named `name`."""
    def deco(fn):
        STEP_RULES[name] = fn
        return fn
    return deco


def push(state: QuestState, *steps: dict) -> None:
    """Schedule steps to run next, in the order given."""
    state.stack.extend(reversed(steps))


def later(state: QuestState, op: str, **data) -> None:
    """Schedule the step `op` to run next: how a module asks for what another module's rule does
    (a section read, a defeat, effects) without importing it."""
    push(state, {"op": op, **data})


def effects_later(state: QuestState, effects, ctx: dict) -> None:
    """Schedule effects (spec.Effects) to resolve next (the "effects" step)."""
    from .data import effect_dict
    later(state, "effects", effects=[e if isinstance(e, dict) else effect_dict(e) for e in effects or ()], ctx=dict(ctx))


def emit(state: QuestState, kind: str, /, reveal: bool = False, **data) -> None:
    """Record an event for the table's animations and the log."""
    state.__dict__.setdefault("_events", []).append(Event(kind, data, reveal))


def take_events(state: QuestState) -> list:
    return state.__dict__.pop("_events", [])


def decide(state: QuestState, kind: str, hero: int, options: list[Option], then: dict, **data) -> None:
    """Pause for the players: `then` receives the chosen option."""
    if not options:
        raise RuleError(f"a decision {kind} without options")
    state.decision = Decision(kind, hero, list(options), data, then)


def answer(state: QuestState, option: Option) -> None:
    """Give the pending decision its answer: its `then` step goes on the stack with the choice."""
    d = state.decision
    state.decision = None
    push(state, {**d.then, "choice": option.to_dict()})


def choice(step_: dict) -> Option:
    return Option.from_dict(step_["choice"])


def run(state: QuestState) -> None:
    """Run steps until a decision is pending, the quest is over, or nothing is left to do."""
    n = 0
    while state.decision is None and state.stack and not state.result:
        n += 1
        if n > STEP_LIMIT:
            raise RuleError("the steps do not end")
        s = state.stack.pop()
        STEP_RULES[s["op"]](state, s)


# -- chance ---------------------------------------------------------------------------------------
def roll(state: QuestState, faces: tuple, n: int) -> list[int]:
    """n dice of the given faces (their values); a reveal."""
    rng = Rng(state.rng)
    out = [faces[rng.below(len(faces))] for _ in range(n)]
    state.rng = rng.state
    return out


def shuffle(state: QuestState, items: list) -> None:
    rng = Rng(state.rng)
    rng.shuffle(items)
    state.rng = rng.state


def below(state: QuestState, n: int) -> int:
    rng = Rng(state.rng)
    x = rng.below(n)
    state.rng = rng.state
    return x
