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

from dataclasses import dataclass, field

from .. import kinds as K
from . import pieces as P
from .flow import answer, take_events
from .lookahead import (ACTION_OPS, END, MENUS, PHASE_OPS, STOPS, PreviewError, clone, copy_of, ended,  # noqa: F401
                        events_of, preview, run_until, settle, stop_before)
from .state import Decision, GameState, Option

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
    raw: int = 0                    # the invaders' damage before Defend
    defend: int = 0                 # Defend on the land this turn (damage = raw - defend, not below 0)

    def lost(self, kinds: str) -> int:
        """Pieces of any of these kinds destroyed."""
        return sum(n for k, n in self.destroyed.items() if k in kinds)


@dataclass(frozen=True)
class Forecast:
    """Where the invaders act next: `actions` land -> the actions its cards name ("ravage",
    "build", "explore", in that order), `ravages` what a ravage would do in each land with
    invaders, `builds` land -> the kind a build there would add now ("" for none), `explores`
    the lands an explore card sends explorers to (isolated lands, lands with no source, and
    explores a skip or Wilds would stop, aside)."""

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
        left = _left_this_phase(state, action)
        for cid in ids:
            for land in card_lands(state, cid):
                if left is None or land in left:
                    out.setdefault(land, []).append(action)
    return out


def _left_this_phase(state: GameState, action: str) -> set[str] | None:
    """Once an invader action's step has begun in this invader phase, the lands where it is still
    to come (a land that has ravaged does not ravage again this phase); None before it begins."""
    if state.phase != "invader":
        return None
    pending = list(state.stack) + ([state.decision.then] if state.decision is not None else [])
    if any(st.get("op") == "invader_step" and st.get("name") == action for st in pending):
        return None
    from .invaders import card_lands
    left: set[str] = set()
    for st in pending:
        if st.get("op") == action + "_card":
            left.update(st["left"] if "left" in st else card_lands(state, st["card"]))
        elif st.get("op") == action + "_land":
            left.add(st["land"])
    return left


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
    defend, raw = ravage_parts(sim, land)
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
    return Ravage(land, dmg, blight, cascade or (blight and had), skipped, destroyed, lost, raw, defend)


def ravage_parts(state: GameState, land: str) -> tuple[int, int]:
    """(Defend on the land this turn, the damage its invaders would deal now before Defend):
    what a table shows as "4 damage - Defend 5 = 0"."""
    from .invaders import ravage_before_defend
    if K.hooked(state.lands[land], "invader_damage"):     # its hooks may change the pieces (strife goes)
        state = clone(state, idle=True)
    return (state.turn_effects.get("defend") or {}).get(land, 0), ravage_before_defend(state, land)


def land_effects(state: GameState, land: str) -> list[tuple[str, int]]:
    """The effects lasting this turn on a land, as (name, amount) in the order they were first
    set: ("defend", 5), ("isolate", 1), ("skip_build", 1)... Any turn effect a power keeps by land
    (a land -> amount map, or a list naming lands) is found, a new kind of effect too."""
    out = []
    for name, held in state.turn_effects.items():
        if isinstance(held, dict) and held.get(land):
            out.append((name, held[land]))
        elif isinstance(held, list) and land in held:
            out.append((name, held.count(land)))
    return out


def card_lands(state: GameState, card: str) -> list[str]:
    """The lands an invader card names (whether or not anything happens there)."""
    from .invaders import card_lands as lands_of
    return lands_of(state, card)


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
    return Forecast(actions, ravages, builds, explore_outcome(state))


def explore_outcome(state: GameState) -> tuple:
    """The lands the explore cards would send an Explorer to now, card by card: their targets,
    less each explore a skip or a piece there (Wilds) would stop, each stopping one (asked on a
    copy, only where there is such an effect or piece)."""
    from .invaders import explore_targets, skipped
    out, sim = [], None
    for cid in state.explore:
        for l in explore_targets(state, cid):
            if l in state.turn_effects.get("skip_explore", ()) or K.hooked(state.lands[l], "instead_of_explore"):
                sim = sim or clone(state, idle=True)
                if skipped(sim, "explore", l) or K.instead_of(sim, l, "explore"):
                    continue
            out.append(l)
    return tuple(out)


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


def left_to_do(state: GameState, spirit: int) -> list:
    """The options of the pending phase menu a spirit could still take that would change
    something (engine.leftover): what the table names before the spirit's "done"."""
    from .leftover import left_to_do as _left
    return _left(state, spirit)


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
           "acting_lands", "skips", "ravage_outcome", "explore_outcome", "ravage_parts", "land_effects", "card_lands", "build_outcome", "legal_targets", "has_target", "target_reach",
           "futile_targets", "left_to_do", "waiting_spirits", "MENUS",
           "PHASE_OPS", "ACTION_OPS", "PreviewError"]
