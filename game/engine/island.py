"""Questions about the island's geography: adjacency, terrain, coastal lands, ranges."""
from __future__ import annotations

from functools import lru_cache

from ..content.layouts import IslandMap, build_island, island_key
from .state import GameState


def island(state: GameState) -> IslandMap:
    """The island map for this game's boards and layout (cached by the layout module, and here by
    the boards' list itself: asked many times per command)."""
    boards = state.config["boards"]
    hit = _LAST.get(id(boards))
    if hit is not None and hit[0] is boards:
        return hit[1]
    isl = build_island(island_key(state.config))
    if len(_LAST) > 64:
        _LAST.clear()
    _LAST[id(boards)] = (boards, isl)
    return isl


_LAST: dict = {}


def adjacent(state: GameState, land: str) -> frozenset[str]:
    """Lands adjacent to `land` (ocean excluded), across boards."""
    return island(state).lands[land].adjacent


def isolated(state: GameState, land: str) -> bool:
    """Whether an effect isolates the land this turn (ops.isolate; until the turn ends)."""
    return land in state.turn_effects.get("isolate", ())


def invader_neighbours(state: GameState, land: str) -> list[str]:
    """The lands the invaders in `land` count as adjacent, sorted: none from an isolated land,
    and never an isolated one (003 "Effet ISOLER": its invaders are adjacent to no land; the
    players' own actions still use `adjacent`, and a blight cascade ignores isolation). What
    moves or sends invaders by their own adjacency (explore, an event's invader move) asks this."""
    iso = state.turn_effects.get("isolate")
    if not iso:
        return sorted(adjacent(state, land))
    if land in iso:
        return []
    return sorted(a for a in adjacent(state, land) if a not in iso)


def terrain(state: GameState, land: str) -> str:
    """The terrain of a land."""
    return island(state).lands[land].terrain


def is_coastal(state: GameState, land: str) -> bool:
    """A land next to the ocean."""
    return island(state).lands[land].coastal


def board_owner(state: GameState, land: str) -> int:
    """The spirit whose home board holds the land (spirit 0 for an unowned board)."""
    board = island(state).lands[land].board
    for i, s in enumerate(state.spirits):
        if s.board == board:
            return i
    return 0


@lru_cache(maxsize=64)
def _distances(boards: tuple[str, ...], start: str) -> dict[str, int]:
    """Range from `start` to every land it reaches: 1 per step to an adjacent land, and, on an
    archipelago, 2 from a coastal land to a coastal land of another island across the water."""
    isl = build_island(boards)
    lands = isl.lands
    if isl.across:
        return _distances_across(isl, start)
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for land in frontier:
            for other in lands[land].adjacent:
                if other not in dist:
                    dist[other] = dist[land] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


def _distances_across(isl: IslandMap, start: str) -> dict[str, int]:
    """`_distances` with the water's steps of 2 ("oceans connected at range 2", 003 "Disposition
    de l'ile"): shortest paths, lands by distance."""
    import heapq
    dist = {start: 0}
    queue = [(0, start)]
    while queue:
        d, land = heapq.heappop(queue)
        if d > dist[land]:
            continue
        steps = [(o, 1) for o in isl.lands[land].adjacent] + [(o, 2) for o in isl.across.get(land, ())]
        for other, cost in steps:
            if d + cost < dist.get(other, 1 << 30):
                dist[other] = d + cost
                heapq.heappush(queue, (d + cost, other))
    return dist


def within_range(state: GameState, sources: list[str], rng: int) -> list[str]:
    """Lands at most `rng` steps from any source land, in island order."""
    return list(_within_range(island(state).key, tuple(sources), rng))


@lru_cache(maxsize=4096)
def _within_range(boards: tuple[str, ...], sources: tuple[str, ...], rng: int) -> tuple[str, ...]:
    """within_range, worked out once per island, source lands and range (the map is fixed:
    asked for every power's targets and every innate's menu entry)."""
    reach: set[str] = set()
    for src in sources:
        reach.update(l for l, d in _distances(boards, src).items() if d <= rng)
    return tuple(l for l in build_island(boards).lands if l in reach)
