"""Look-ahead: a fast copy of a position, and the rules run on it up to a named point.

The machinery the engine's answers (`query`) and its own look-ahead (a power that would do
nothing, an order that cannot matter) share. It sits below the rules modules that use it, so
they can import it without a circle (`query` answers with it, and re-exports it by name).
"""
from __future__ import annotations

import copy
import types
import typing
from dataclasses import MISSING, fields
from typing import Callable

from .commands import Choose
from .flow import HANDLERS, answer, mute, push, step, take_events
from .state import Decision, GameState, Option

# --- fast clone --------------------------------------------------------------------------------
# Each dataclass of the state gets a copy function written from its fields' declared types, once:
# a field added later (a new step list, a new deck) is copied by its type with no list to update.
# Resolution steps (on the stack, a decision's `then`) are copied one level deep: the engine never
# edits a step's nested values (an effect's op list is the content's), it pushes a new step.

_ATOMS = (int, str, bool, float, bytes, type(None))


def _deep(v):
    """A copy of plain data of any shape (dicts, lists; frozen values are shared)."""
    t = type(v)
    if t is dict:
        return {k: x if type(x) in _ATOMSET else _deep(x) for k, x in v.items()}
    if t is list:
        return [x if type(x) in _ATOMSET else _deep(x) for x in v]
    if t in _ATOMSET or t is tuple:
        return v
    if _mutable_dataclass(t):
        return _copy_fn(t)(v)
    if getattr(getattr(t, "__dataclass_params__", None), "frozen", False):
        return v
    return copy.deepcopy(v)


_ATOMSET = frozenset(_ATOMS)


def _mutable_dataclass(t) -> bool:
    params = getattr(t, "__dataclass_params__", None)
    return isinstance(t, type) and params is not None and not params.frozen


def _frozen(t) -> bool:
    return t in _ATOMS or getattr(getattr(t, "__dataclass_params__", None), "frozen", False)


def _expr(hint, v: str, env: dict) -> str | None:
    """A Python expression copying the value `v` of a declared type (None: shared as is)."""
    if _frozen(hint):
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if all(_frozen(a) for a in inner):
            return None
        if len(inner) == 1:
            e = _expr(inner[0], v, env)
            return f"(None if {v} is None else {e})"
    elif origin is tuple and all(_frozen(a) or a is Ellipsis for a in args):
        return None
    elif origin is list and args:
        if _frozen(args[0]):
            return f"{v}[:]"
        if args[0] is dict:
            return f"list(map(dict.copy, {v}))"          # resolution steps
        if _mutable_dataclass(args[0]):
            env[args[0].__name__] = _copy_fn(args[0])
            return f"[{args[0].__name__}(x) for x in {v}]"
    elif origin is dict and len(args) == 2:
        if _frozen(args[1]):
            return f"{v}.copy()"
        if typing.get_origin(args[1]) is dict and all(_frozen(a) for a in typing.get_args(args[1])):
            return f"dict(zip({v}, map(dict.copy, {v}.values())))"
    elif _mutable_dataclass(hint):
        env[hint.__name__] = _copy_fn(hint)
        return f"{hint.__name__}({v})"
    return f"_deep({v})"


# Fields holding a resolution step (copied one level deep, like the steps on the stack).
_STEP_FIELDS = {(Decision, "then")}
_COPIERS: dict[type, Callable] = {}


def _copy_fn(cls, fresh: tuple = ()) -> Callable:
    """The copy function of a dataclass, written from its fields' declared types; the `fresh`
    fields are set to their defaults instead of copied (a preview replaces them anyway)."""
    key = (cls, fresh) if fresh else cls
    fn = _COPIERS.get(key)
    if fn is not None:
        return fn
    _COPIERS[key] = lambda obj: _COPIERS[key](obj)      # stands in while a nested class is read
    hints = typing.get_type_hints(cls)
    env = {"_deep": _deep, "_new": object.__new__, "_cls": cls}
    lines = ["def copy_(src):", "    d = src.__dict__.copy()", "    d.pop('_events', None)"]
    for f in fields(cls):
        if f.name in fresh:
            env["_default_" + f.name] = f.default_factory if f.default_factory is not MISSING else (lambda v=f.default: v)
            e = f"_default_{f.name}()"
        elif f.metadata.get("fixed"):
            e = None
        elif (cls, f.name) in _STEP_FIELDS:
            e = f"d[{f.name!r}].copy()"
        else:
            e = _expr(hints.get(f.name, typing.Any), f"d[{f.name!r}]", env)
        if e is not None:
            lines.append(f"    d[{f.name!r}] = {e}")
    lines += ["    new = _new(_cls)", "    new.__dict__ = d", "    return new"]
    exec("\n".join(lines), env)
    _COPIERS[key] = env["copy_"]
    return env["copy_"]


def copy_of(cls) -> Callable:
    """The fast copy function of one of the state's dataclasses (a SpiritState, say): copies
    what can change, shares what cannot, as `clone` does for the whole position."""
    return _copy_fn(cls)


def clone(state: GameState, idle: bool = False) -> GameState:
    """An independent copy of a position: changing the copy in any way never changes the
    original (except a field marked "fixed", the setup, which nothing changes in play: it is
    shared). Every field of GameState is copied by its declared type (a field added later is
    copied too); frozen values (options, strings) are shared. Events not yet taken are not
    copied (a copy starts with none). `idle`: the copy has nothing under way (an empty stack,
    no decision), for resolving steps of one's own on it."""
    if idle:
        return (_COPIERS.get((GameState, _IDLE)) or _copy_fn(GameState, _IDLE))(state)
    return (_COPIERS.get(GameState) or _copy_fn(GameState))(state)


_IDLE = ("stack", "decision")


# --- running steps on a copy -------------------------------------------------------------------

# The phase menus: decisions that start a player's next move, not a sub-choice of a resolution.
MENUS = ("spirit_action", "power_action")
# Steps that begin a new phase.
PHASE_OPS = frozenset(("invader_phase", "start_invaders", "time_passes", "spirit_phase", "power_phase"))
# ... and steps before which a look-ahead must stop to know nothing hidden: a phase menu comes
# back, the invaders' next action, the next earned fear card, an event card.
ACTION_OPS = PHASE_OPS | frozenset(("spirit_menu", "power_menu", "ravage_card", "build_card", "explore",
                                    "advance", "resolve_fear", "event_card"))
STOPS = {"phase": set(PHASE_OPS), "action": set(ACTION_OPS), "decision": set(), "resolution": set()}
END = "end_of_preview"


def stop_before(op: str, *points: str) -> None:
    """Register a step a preview stops before: a pack's step that reveals a card stops every
    look-ahead ("action"), a step that opens a phase also stops at "phase"."""
    for point in points or ("action",):
        if point not in ("phase", "action"):
            raise PreviewError(f"a step can stop a preview at 'phase' or 'action', not {point!r}")
        STOPS[point].add(op)
        if point == "phase":
            STOPS["action"].add(op)


_END_OPTIONS = [Option(END)]


@step(END)
def _end_of_preview(state: GameState, st: dict) -> None:
    """The bottom of a previewed resolution: it pauses the copy there."""
    state.decision = Decision(END, "preview finished", -1, _END_OPTIONS[:], {"op": END})


class PreviewError(RuntimeError):
    """A previewed resolution that does not come to an end."""


def run_until(sim: GameState, stop_at: str = "action", budget: int = 20000) -> None:
    """Resolve steps of a copy in place until a decision is pending, the game is over, the
    stack is empty, or the next step begins what `stop_at` names ("phase": a new phase;
    "action": also a phase menu, an invader action or a fear card, which a look-ahead must not
    reveal)."""
    stops = STOPS[stop_at]
    stack = sim.stack
    while sim.decision is None and not sim.result and stack:
        if stack[-1]["op"] in stops:
            return
        budget -= 1
        if budget < 0:
            raise PreviewError("a previewed resolution does not end")
        st = stack.pop()
        HANDLERS[st["op"]](sim, st)


def settle(sim: GameState, pick: Callable | None, stop_at: str = "action", limit: int = 80) -> GameState:
    """Go on resolving a copy in place, answering its sub-decisions with `pick(state, decision)`,
    until a phase menu, the stop point, the end of a previewed resolution or of the game."""
    if stop_at == "decision" or pick is None:
        run_until(sim, stop_at if stop_at in ("phase", "action") else "decision")
        return sim
    run_until(sim, stop_at)
    for _ in range(limit):
        d = sim.decision
        if d is None or sim.result or d.kind in MENUS or d.kind == END:
            break
        answer(sim, pick(sim, d))
        run_until(sim, stop_at)
    return sim


def preview(state: GameState, what, stop_at: str = "action", pick: Callable | None = None,
            limit: int = 80, events: bool = True) -> GameState:
    """A copy of the position after `what`, which is a command (`Choose`), an option of the
    pending decision, or a list of resolution steps to resolve now.

    `stop_at` names where the copy stops: "decision" (the next decision of any kind),
    "resolution" (the end of the given steps or of the answered choice's own step; the rest
    of the stack is not run), "phase" (before a new phase begins) or "action" (before a phase
    menu, an invader action or the next fear card: nothing hidden is revealed). Sub-decisions
    on the way are answered by `pick(state, decision)` when given (never a phase menu).
    The original is never changed; the copy's events are left on it (see `events_of`), unless
    `events` is False (a bot's look-ahead reads only the position: the copy records none)."""
    if stop_at not in STOPS:
        raise PreviewError(f"no stop point named {stop_at!r} (one of {', '.join(STOPS)})")
    if isinstance(what, Choose):
        what = what.option
    if isinstance(what, Option):
        if state.decision is None:
            raise PreviewError("nothing to decide")
        options = state.decision.options
        if not _holds_itself(options, what) and what not in options:
            raise PreviewError(f"{what.kind!r} is not an option of the pending {state.decision.kind!r} decision")
        sim = clone(state)
        if not events:
            mute(sim)
        if stop_at == "resolution":
            then = sim.decision.then
            sim.decision = None
            sim.stack.append({"op": END})
            push(sim, dict(then, choice=what.identity()))
        else:
            answer(sim, what)
    else:
        steps = [what] if isinstance(what, dict) else list(what)
        sim = clone(state, idle=True)
        if not events:
            mute(sim)
        sim.stack.append({"op": END})
        push(sim, *steps)
    return settle(sim, pick, "action" if stop_at == "resolution" else stop_at, limit)


def _holds_itself(options: list, option) -> bool:
    """Whether the list holds this very option (a bot hands back the decision's own): found
    without the dataclass's field-by-field comparison of the options before it."""
    for o in options:
        if o is option:
            return True
    return False


def ended(sim: GameState) -> bool:
    """Whether a previewed resolution came to its end (the copy paused at its bottom)."""
    return sim.decision is not None and sim.decision.kind == END


def events_of(sim: GameState) -> list:
    """The events a preview's copy recorded (taken from it)."""
    return take_events(sim)
