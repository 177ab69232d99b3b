"""What must hold after every command (the sim checks it): no negative health, items conserved,
figures on the map's areas, the shadow reserve's figures all accounted for, a decision pending
while the quest goes on."""
from __future__ import annotations

from .data import content
from .figures import max_health
from .state import QuestState

TIERS = ("fodder", "minion", "elite", "champion", "shadow")


def violations(state: QuestState) -> list[str]:
    """Every broken invariant, in words (empty: all is well)."""
    c = content()
    bad: list[str] = []
    for i, h in enumerate(state.heroes):
        if h.health < 0 or h.health > h.max_health:
            bad.append(f"hero {i} has health {h.health} of {h.max_health}")
        if h.ghost and h.health != 0:
            bad.append(f"hero {i} is a Ghost Soul with health {h.health}")
        if not h.ghost and h.health == 0:
            bad.append(f"hero {i} stands with no health")
        if h.area not in c.areas:
            bad.append(f"hero {i} stands on {h.area!r}, not an area")
        if h.sp < 0 or h.crowns < 0 or h.shields < 0 or h.moves < 0 or h.combat < 0 or h.action_count < 0:
            bad.append(f"hero {i} has a negative count")
        if not 1 <= h.soulrank <= 7:
            bad.append(f"hero {i} has Soulrank {h.soulrank}")
        carried = set(state.carried(i))
        if not set(h.equipped) <= carried or len(set(h.equipped)) != len(h.equipped):
            bad.append(f"hero {i} has equipped what it does not carry")
        if h.ghost and carried:
            bad.append(f"hero {i} is a Ghost Soul carrying items")
        if len(set(h.conditions)) != len(h.conditions):
            bad.append(f"hero {i} has the same condition twice")
    uids = set()
    for e in state.enemies:
        if e.uid in uids:
            bad.append(f"two enemies are {e.uid}")
        uids.add(e.uid)
        if e.area not in c.areas:
            bad.append(f"enemy {e.uid} stands on {e.area!r}, not an area")
        if not 0 < e.health <= max_health(state, e.uid):
            bad.append(f"enemy {e.uid} has health {e.health}")
        if len(set(e.conditions)) != len(e.conditions):
            bad.append(f"enemy {e.uid} has the same condition twice")
    for comp in state.companions:
        if comp.area not in c.areas:
            bad.append(f"companion {comp.uid} stands on {comp.area!r}, not an area")
        if not 0 < comp.health or not 0 <= comp.owner < len(state.heroes):
            bad.append(f"companion {comp.uid} has health {comp.health} and owner {comp.owner}")
    if len(state.items) != state.made:
        bad.append(f"{len(state.items)} items, {state.made} made")
    for item, where in state.items.items():
        kind, _, place = where.partition(":")
        ok = ((kind == "hero" and place.isdigit() and int(place) < len(state.heroes))
              or (kind == "area" and place in c.areas)
              or (kind == "treasure" and place in state.treasures)
              or where == "out")
        if not ok or item.split("#")[0] not in c.items:
            bad.append(f"item {item} is at {where!r}")
    setup = c.setup(len(state.heroes)).reserve
    for t in TIERS:
        on_map = sum(1 for e in state.enemies if not e.summoned and c.enemies[e.kind].tier == t)
        if state.reserve.get(t, 0) < 0 or state.reserve.get(t, 0) + on_map != setup.of(t):
            bad.append(f"the {t} figures do not add up: {state.reserve.get(t, 0)} in reserve, {on_map} on the map")
    for pile in ("events", "beside", "event_discard"):
        for card in getattr(state, pile):
            if card not in c.events:
                bad.append(f"{card!r} in {pile} is no event card")
    if sorted(state.events + state.beside + state.event_discard) != sorted(c.events):
        bad.append("event cards were lost or doubled")
    if not state.result and state.decision is None:
        bad.append("the quest goes on with nothing to decide")
    if state.result and state.result not in ("victory", "defeat"):
        bad.append(f"result {state.result!r}")
    return bad
