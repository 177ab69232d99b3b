"""The engine answers questions, so that nobody outside it re-derives a rule.

- `clone(state)`: a fast, independent copy of a position (for look-ahead; saves stay JSON).
- `forecast(state)`: the lands where the invaders act next, and what a ravage there would do now.
- `preview(state, what, stop_at=...)`: a command, an option or resolution steps run on a cheap
  copy, stopped at a named point.
- `legal_targets(state, spirit, power)`: where a power may go (`has_target`: whether anywhere),
  and `futile_targets` where it would do nothing.

Bots, hints and the table ask these; the step machinery (`flow`) stays inside the engine.
"""
from __future__ import annotations

import copy
import types
import typing
from dataclasses import MISSING, dataclass, field, fields
from typing import Callable

from . import kinds as K
from . import pieces as P
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


# --- forecast ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Ravage:
    """What a ravage in one land would do if it happened now (before any choice made after)."""

    land: str
    damage: int = 0                 # to the land and the Dahan, after Defend
    blight: bool = False            # a blight is added to the land
    cascade: bool = False           # ... onto a land that has blight: it cascades
    skipped: bool = False           # an effect stops this ravage
    destroyed: dict = field(default_factory=dict)   # kind letter -> pieces destroyed here
    presence_lost: int = 0          # presence destroyed here by the blight

    def lost(self, kinds: str) -> int:
        """Pieces of any of these kinds destroyed."""
        return sum(n for k, n in self.destroyed.items() if k in kinds)


@dataclass(frozen=True)
class Forecast:
    """Where the invaders act next: `actions` land -> the actions its cards name ("ravage",
    "build", "explore", in that order), `ravages` what a ravage would do in each land with
    invaders, `builds` land -> the kind a build there would add now ("" for none), `explores`
    the lands an explore card sends explorers to (isolated lands and lands with no source aside)."""

    actions: dict
    ravages: dict
    builds: dict
    explores: tuple = ()

    def lands(self, action: str) -> list[str]:
        return [l for l, acts in self.actions.items() if action in acts]


def acting_lands(state: GameState) -> dict[str, list[str]]:
    """land -> the invader actions its cards name there ("ravage", "build", "explore"), from the
    cards on the invader board (no simulation)."""
    from .invaders import card_lands
    out: dict[str, list[str]] = {}
    for action, ids in (("ravage", state.ravage), ("build", state.build), ("explore", state.explore)):
        for cid in ids:
            for land in card_lands(state, cid):
                out.setdefault(land, []).append(action)
    return out


def skips(state: GameState) -> dict[str, dict[str, int]]:
    """action -> land -> how many times a turn effect will stop that invader action there
    ("ravage", "build", "explore"; a power's "Invaders skip their next Build here")."""
    out: dict[str, dict[str, int]] = {}
    for action in ("ravage", "build", "explore"):
        for land in state.turn_effects.get("skip_" + action, ()):
            out.setdefault(action, {})
            out[action][land] = out[action].get(land, 0) + 1
    return out


def _first_or_auto(state: GameState, d: Decision) -> Option:
    return next((o for o in d.options if o.kind == "auto"), d.options[0])


def ravage_outcome(state: GameState, land: str) -> Ravage:
    """What a ravage in `land` would do now, resolved on a copy by the engine's own steps
    (sub-choices: damage assigned efficiently, a cascade's land the first offered)."""
    sim = clone(state, idle=True)
    sim.stack += [{"op": END}, {"op": "ravage_land", "land": land}]
    cascade = False
    run_until(sim, "decision")
    for _ in range(50):
        d = sim.decision
        if d is None or sim.result or d.kind == END:
            break
        cascade = cascade or d.kind == "cascade"
        answer(sim, _first_or_auto(sim, d))
        run_until(sim, "decision")
    dmg, blight, skipped, lost, destroyed = 0, False, False, 0, {}
    for e in take_events(sim):
        if e.data.get("land") != land:
            continue
        if e.kind == "Ravage":
            dmg = e.data["damage"]
        elif e.kind == "BlightAdded":
            blight = True
        elif e.kind == "ActionSkipped" and e.data.get("action") == "ravage":
            skipped = True
        elif e.kind == "Destroyed":
            destroyed[e.data["piece"]] = destroyed.get(e.data["piece"], 0) + 1
        elif e.kind == "PresenceDestroyed":
            lost += 1
    had = P.count(state.lands[land], K.BLIGHT) > 0
    return Ravage(land, dmg, blight, cascade or (blight and had), skipped, destroyed, lost)


def build_outcome(state: GameState, land: str) -> str:
    """The kind a build in `land` would add now ("" when nothing would be built)."""
    sim = clone(state, idle=True)
    sim.stack += [{"op": END}, {"op": "build_land", "land": land}]
    run_until(sim, "decision")
    return next((e.data["piece"] for e in take_events(sim) if e.kind == "PieceAdded"), "")


def forecast(state: GameState, lands=None) -> Forecast:
    """Where the invaders will act next and what a ravage (or build) there would do now, each
    land on its own copy as if it were the first (only `lands` when given)."""
    actions = acting_lands(state)
    want = set(actions) if lands is None else set(lands) & set(actions)
    ravages, builds = {}, {}
    for land in sorted(want, key=list(actions).index):
        acts = actions[land]
        if not P.count(state.lands[land], K.INVADERS):
            continue
        if "ravage" in acts:
            ravages[land] = ravage_outcome(state, land)
        if "build" in acts:
            builds[land] = build_outcome(state, land)
    from .invaders import explore_targets
    explores = tuple(l for cid in state.explore for l in explore_targets(state, cid))
    return Forecast(actions, ravages, builds, explores)


# --- targets of powers -------------------------------------------------------------------------

def legal_targets(state: GameState, spirit: int, power: str, innate: bool = False) -> list:
    """Where a spirit's power may be used now: its target lands (range from presence or sacred
    sites, target conditions), or the spirits' indices for a power that targets a spirit."""
    from .powers import power_spec, target_lands
    p = power_spec(state, spirit, power, innate)
    if p.target == "spirit":
        return list(range(len(state.spirits)))
    return target_lands(state, spirit, p)


def has_target(state: GameState, spirit: int, power: str, innate: bool = False) -> bool:
    """Whether a spirit's power may be used now somewhere (`legal_targets` is not empty), asked
    without listing every land: a bot weighing its hand asks it of each card."""
    from .powers import has_target_land, power_spec
    p = power_spec(state, spirit, power, innate)
    return p.target == "spirit" or has_target_land(state, spirit, p)


def target_reach(state: GameState, spirit: int, power: str, innate: bool = False) -> tuple:
    """(the power as the spirit has it, the lands within its range of its source whatever its
    target conditions): what a table says of a land that is not a target (out of range, or in
    range without what the power targets)."""
    from .powers import _in_range, power_spec
    p = power_spec(state, spirit, power, innate)
    return p, ([] if p.target == "spirit" else _in_range(state, spirit, p)[0])


def futile_targets(state: GameState) -> set[str]:
    """The lands of the pending target choice where the power would do nothing at all."""
    from .powers import futile_targets as _futile
    return _futile(state)


def waiting_spirits(state: GameState) -> list[int]:
    """The spirits that still have something to do in this phase but wait while another spirit
    answers a choice of its own (its growth's next action, a power's target): they are asked
    again once it is answered. None outside the spirit and power phases' shared menus."""
    d = state.decision
    if d is None or d.spirit < 0 or state.result:
        return []
    from .turn import power_options, spirit_options
    if state.phase == "spirit":
        opts = spirit_options(state)
    elif state.phase in ("fast", "slow"):
        opts = power_options(state, state.phase)
    else:
        return []
    return sorted({o.spirit for o in opts} - {d.spirit})


__all__ = ["clone", "preview", "run_until", "settle", "ended", "events_of", "stop_before", "forecast", "Forecast", "Ravage",
           "acting_lands", "skips", "ravage_outcome", "build_outcome", "legal_targets", "has_target", "target_reach",
           "futile_targets", "waiting_spirits", "MENUS",
           "PHASE_OPS", "ACTION_OPS", "PreviewError"]
