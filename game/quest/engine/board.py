"""The map as the rules see it during play: passages (a closed door bars one), distances, who holds
an area (control and domination, 002 §5 "Area Control") and line of sight (002 §5 "Line of Sight")."""
from __future__ import annotations

from collections import deque

from .data import content
from .state import QuestState

def open_between(state: QuestState, a: str, b: str) -> bool:
    """Whether a figure may pass from a to b now: the passage exists and its door (if any) is open."""
    link = content().links.get((a, b))
    return link is not None and (link.kind == "passage" or link.door in state.doors)


def neighbours(state: QuestState, a: str) -> list[str]:
    """The areas one step from a through open passages, in map order."""
    return [l.to for l in content().areas[a].neighbours if l.kind == "passage" or l.door in state.doors]


def distances(state: QuestState, frm: str, limit: int = 99, through_doors: bool = False) -> dict[str, int]:
    """Steps from `frm` to every area reachable within `limit` (through open passages; closed
    doors too when `through_doors`, as a Ghost Soul flies)."""
    areas = content().areas
    seen = {frm: 0}
    todo = deque([frm])
    while todo:
        a = todo.popleft()
        if seen[a] >= limit:
            continue
        for b in ([l.to for l in areas[a].neighbours] if through_doors else neighbours(state, a)):
            if b not in seen:
                seen[b] = seen[a] + 1
                todo.append(b)
    return seen


def first_step(state: QuestState, frm: str, to: str) -> str:
    """The first area on a shortest open path from `frm` to `to` ("" when there is none)."""
    back = {frm: ""}
    todo = deque([frm])
    while todo:
        a = todo.popleft()
        if a == to:
            break
        for b in neighbours(state, a):
            if b not in back:
                back[b] = a
                todo.append(b)
    if to not in back or to == frm:
        return ""
    while back[to] != frm:
        to = back[to]
    return to


# -- who holds an area ----------------------------------------------------------------------------
def hero_figures(state: QuestState, area: str) -> int:
    """Heroes (not Ghost Souls) standing in the area: they count for area control."""
    return sum(1 for h in state.heroes if h.area == area and not h.ghost)


def enemy_figures(state: QuestState, area: str) -> int:
    return sum(1 for e in state.enemies if e.area == area)


def controls(state: QuestState, faction: str, area: str) -> bool:
    """002: "Controlling: More figures of one faction than opposing in an area"."""
    h, e = hero_figures(state, area), enemy_figures(state, area)
    return h > e if faction == "heroes" else e > h


def dominates(state: QuestState, faction: str, area: str) -> bool:
    """002: "Dominating: At least twice as many" (and at least one figure)."""
    h, e = hero_figures(state, area), enemy_figures(state, area)
    mine, theirs = (h, e) if faction == "heroes" else (e, h)
    return mine > 0 and mine >= 2 * theirs


def engaged(state: QuestState, hero: int) -> bool:
    """A hero is engaged while enemies share its area."""
    h = state.heroes[hero]
    return not h.ghost and enemy_figures(state, h.area) > 0


# -- line of sight --------------------------------------------------------------------------------
def in_sight(state: QuestState, frm: str, to: str, hero_source: bool) -> bool:
    """002 §5: a line from the source's sight mark to the target's, not crossing blocking terrain,
    the map's outer edge or (for a hero source) other areas holding enemies, at most 5 spaces.
    The geometry is content's (`sight`); the engine says which areas hold enemies."""
    if frm == to:
        return True
    blocked = frozenset(e.area for e in state.enemies if e.area not in (frm, to)) if hero_source else frozenset()
    return content().sees(frm, to, blocked, frozenset(state.doors))
