"""The invader phase as data: an ordered list of named steps kept in the game state.

The base game's order (state.BASE_INVADER_STEPS) is: the blighted island's effect, the event
card, fear, ravage, build, explore, advancing the invader cards; the slow power phase follows.
Each name is a registered *invader step*: a function ``fn(state) -> list[dict]`` that gives the
resolution steps to run for it. It is called when the phase reaches it, so it sees the cards as
they are then (an action space holds a list of cards: each card on it is one action, in order;
an empty space does nothing). An invader step never reveals anything itself; the steps it
returns do (explore, fear, event), so a look-ahead that stops at those stays honest.

How an adversary, a scenario, an event or a pack changes the phase:

- register the step once, at import: ``@invader_step("my-step", pack="my-pack")`` on
  ``def my_step(state) -> list[dict]`` (or ``register_step``);
- change one game's order, in a rule applied at setup (engine.variant) or by an effect:
  ``insert_step(state, "my-step", before="ravage")`` / ``after="build"``,
  ``replace_step(state, "explore", "my-explore")``, ``remove_step(state, "event")``.
  A step may be in the order more than once (``insert_step(state, "build", after="build")``:
  the invaders build twice).

The order is state (``state.invader_steps``), so saves and undo carry it; the registry only
says what a name does.
"""
from __future__ import annotations

from .. import seams
from ..content import catalog
from . import event_cards  # noqa: F401  (registers the step that reveals an event card)
from .flow import RuleError, emit, push, step
from .state import GameState


# The registry is game.seams' (a pack registers there without importing the engine).
STEPS = seams.STEPS
InvaderStep, StepError = seams.InvaderStep, seams.StepError
register_step, unregister_step = seams.register_step, seams.unregister_step


def invader_step(name: str, pack: str = "base"):
    """Decorator: register ``fn(state) -> list of resolution steps`` as the invader step `name`."""

    def deco(fn):
        register_step(name, fn, pack)
        return fn

    return deco


def _known(name: str) -> None:
    if name not in STEPS:
        raise StepError(f"no invader step is registered as {name!r}")


def insert_step(state: GameState, name: str, *, before: str = "", after: str = "") -> None:
    """In this game, run the step `name` just before or just after another step (at the end of
    the phase when neither is given). A step may appear more than once, and runs each time it
    comes: ``insert_step(state, "build", after="build")`` makes the invaders build twice.
    `before` is the first appearance of that step, `after` the last. StepError if a name is
    unknown or the anchor is not in the phase."""
    _known(name)
    order = state.invader_steps
    if before and after:
        raise StepError("insert a step before one step or after one, not both")
    anchor = before or after
    if anchor and anchor not in order:
        raise StepError(f"invader step {anchor!r} is not in this game's invader phase")
    if not anchor:
        at = len(order)
    elif before:
        at = order.index(anchor)
    else:
        at = len(order) - order[::-1].index(anchor)
    state.invader_steps = order[:at] + [name] + order[at:]


def replace_step(state: GameState, old: str, new: str) -> None:
    """In this game, run the step `new` wherever the step `old` was (each appearance)."""
    _known(new)
    if old not in state.invader_steps:
        raise StepError(f"invader step {old!r} is not in this game's invader phase")
    state.invader_steps = [new if n == old else n for n in state.invader_steps]


def remove_step(state: GameState, name: str) -> None:
    """In this game, leave the step `name` out of the invader phase (its last appearance, when
    it appears more than once: the one an insert_step(..., after=name) added)."""
    order = state.invader_steps
    if name not in order:
        raise StepError(f"invader step {name!r} is not in this game's invader phase")
    at = len(order) - 1 - order[::-1].index(name)
    state.invader_steps = order[:at] + order[at + 1:]


# --- the phase itself ----------------------------------------------------------------------

@step("invader_phase")
def _invader_phase(state: GameState, st: dict) -> None:
    state.phase = "invader"
    emit(state, "PhaseStarted", phase="invader", turn=state.turn)
    push(state, *[{"op": "invader_step", "name": n} for n in state.invader_steps],
         {"op": "power_phase", "speed": "slow"})


@step("invader_step")
def _invader_step(state: GameState, st: dict) -> None:
    found = STEPS.get(st["name"])
    if found is None:
        raise RuleError(f"invader step {st['name']!r} is not registered (is its pack installed?)")
    push(state, *found.steps(state))


# --- the base game's steps -----------------------------------------------------------------

@invader_step("blighted_island")
def blighted_island(state: GameState) -> list[dict]:
    """A flipped blight card with an effect "at every invader phase" resolves it."""
    card = catalog.BLIGHT[state.blight_card]
    if not (state.blight_flipped and card.each_phase):
        return []
    return [{"op": "ops", "ops": list(card.each_phase), "ctx": {"spirit": 0, "land": ""}}, {"op": "check_end"}]


@invader_step("event")
def event(state: GameState) -> list[dict]:
    """Reveal and resolve the top event card; nothing when the game has no event deck."""
    return [{"op": "event_card"}] if state.event_deck else []


@invader_step("fear")
def fear(state: GameState) -> list[dict]:
    """Resolve the earned fear cards."""
    return [{"op": "resolve_fear"}]


@invader_step("ravage")
def ravage(state: GameState) -> list[dict]:
    """One ravage per card on the ravage space, in order; none when the space is empty."""
    return [{"op": "ravage_card", "card": c} for c in state.ravage]


@invader_step("build")
def build(state: GameState) -> list[dict]:
    """One build per card on the build space, in order; none when the space is empty."""
    return [{"op": "build_card", "card": c} for c in state.build]


@invader_step("explore")
def explore(state: GameState) -> list[dict]:
    """Reveal the next invader card and explore (or lose to time)."""
    return [{"op": "explore"}]


@invader_step("advance")
def advance(state: GameState) -> list[dict]:
    """Slide the invader cards one space on."""
    return [{"op": "advance"}]
