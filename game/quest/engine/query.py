"""Questions the table asks the rules without changing anything: which enemies would strike a figure
leaving its area (the warning before a drop), and why a choice that is not offered is refused, in the
rule's own code (not only "not a choice")."""
from __future__ import annotations

from ._core import Rejection
from .board import dominates, engaged, in_sight, open_between
from .data import content
from .figures import enemies_in, figure
from .state import Option, QuestState

ACTIONS = ("dash", "focus", "provoke", "bash", "reorganise", "exchange", "search")
NOT_ENGAGED = ("bash", "reorganise", "exchange", "search", "pick_up", "drop")


def reaction_threat(state: QuestState, ref: str) -> list[str]:
    """The enemies that would make a reaction attack on `ref` ("h0", a companion's uid) leaving its
    area now: every enemy there, unless the heroes dominate it (002 §4)."""
    f = figure(state, ref)
    if f is None or getattr(f, "ghost", False) or dominates(state, "heroes", f.area):
        return []
    return [e.uid for e in enemies_in(state, f.area)]


def why_not(state: QuestState, option: Option) -> Rejection | None:
    """The rule a hero-turn choice breaks, as a refusal with its own code; None when no rule is
    found (the caller says "not a choice")."""
    d = state.decision
    if d is None or d.kind != "hero_turn" or not 0 <= option.hero < len(state.heroes):
        return None
    if option.hero != d.hero:
        return Rejection("not_your_turn", {"hero": option.hero, "active": d.hero})
    h = state.heroes[option.hero]
    kind = option.kind
    if h.ghost and kind not in ("soul_shout", "recall", "fly", "end_turn"):
        return Rejection("ghost_cannot", {"hero": option.hero})
    if kind in ("move", "evade") and option.area:
        if option.area not in content().areas:
            return Rejection("no_such_area", {"area": option.area[:40]})
        if option.area not in [l.to for l in content().areas[h.area].neighbours]:
            return Rejection("not_next_to", {"hero": option.hero, "area": option.area})
        if not open_between(state, h.area, option.area):
            return Rejection("door_closed", {"area": option.area})
        if kind == "move" and h.ko:
            return Rejection("knocked_out", {"hero": option.hero})
        if kind == "move" and h.moves <= 0:
            return Rejection("no_movement_left", {"hero": option.hero})
    if kind in ACTIONS:
        if kind in h.actions:
            return Rejection("action_used", {"hero": option.hero, "action": kind})
        if h.action_count <= 0:
            return Rejection("no_action_left", {"hero": option.hero})
    if kind in NOT_ENGAGED and engaged(state, option.hero):
        return Rejection("engaged", {"hero": option.hero, "action": kind})
    if kind == "attack":
        if h.combat <= 0:
            return Rejection("no_combat_left", {"hero": option.hero})
        target = state.enemy(option.target)
        if target is None:
            return Rejection("no_such_enemy", {"target": option.target[:40]})
        if target.area != h.area and engaged(state, option.hero):
            return Rejection("engaged_attack_here", {"hero": option.hero})
        if target.area != h.area and not in_sight(state, h.area, target.area, True):
            return Rejection("not_in_sight", {"hero": option.hero, "target": option.target})
        if target.area != h.area:
            return Rejection("out_of_reach", {"hero": option.hero, "target": option.target})
    return None
