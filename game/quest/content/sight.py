"""Line of sight and distance on the quest's map (rules document 002, "Line of Sight (LoS)"):

    "Trace line from source area's Sight Mark to target's without crossing: blocking terrain, external
    map edge, non-target areas with enemy figures (only if source is hero); limited to 5 spaces."

Our reading, where 002 is silent:
- A space is an area. The line's length in spaces is the number of areas it enters after leaving the
  source's (a neighbour is 1 space away; the target's own area counts). At most `Quest.max_sight` (5).
  A ranged attack's range counts the same spaces.
- Walls: two areas are open to each other only where a Link joins them (a passage, or a door that is
  open). A line that passes from one area straight into another through a wall or a closed door is
  blocked, as is a line that leaves the map (the external map edge) or crosses a blocking terrain piece.
- The areas the engine says are `blocked` (enemy-held areas when the source is a hero) stop the line
  when it crosses them; the source's and target's own areas never do.
- The same area is in sight of itself (0 spaces).

Pure: no state but a memo of each pair's crossing (the geometry never changes within a quest).
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, Optional, Tuple

from game.quest.content.spec import Area, Point, Quest, Segment

STEP = 0.1          # map units between two sample points of a line


@dataclass(frozen=True)
class Sight:
    """The answer about one line. `clear` says whether the source sees the target; `reason` why not:
    "" (clear), "terrain", "edge", "wall", "door", "enemies", "far"; `spaces` the areas entered after
    the source; `crossed` those areas in order (the target last), as far as the line could be traced."""
    clear: bool
    reason: str
    spaces: int
    crossed: Tuple[str, ...]

    def __bool__(self) -> bool:
        return self.clear


@dataclass(frozen=True)
class _Path:
    areas: Tuple[str, ...]      # source first, then every area entered, target last
    static: str                 # "", "terrain" or "edge": blocked whatever the doors and figures


class _Geometry:
    """The map's shapes of one quest, indexed for fast lookups, and the memo of traced lines."""

    def __init__(self, quest: Quest):
        self.quest = quest
        self.areas: Dict[str, Area] = {a.id: a for a in quest.areas}
        self.links: Dict[Tuple[str, str], str] = {}
        for a in quest.areas:
            for link in a.neighbours:
                self.links[(a.id, link.to)] = link.door
        self.blockers: Tuple[Segment, ...] = tuple(s for a in quest.areas for s in a.blockers)
        self.cells: Dict[Tuple[int, int], Tuple[Area, ...]] = {}
        for a in quest.areas:
            xs = [p[0] for p in a.polygon]
            ys = [p[1] for p in a.polygon]
            for cx in range(math.floor(min(xs)), math.ceil(max(xs))):
                for cy in range(math.floor(min(ys)), math.ceil(max(ys))):
                    self.cells[(cx, cy)] = self.cells.get((cx, cy), ()) + (a,)
        self.paths: Dict[Tuple[str, str], _Path] = {}

    def area_at(self, p: Point) -> Optional[str]:
        for a in self.cells.get((math.floor(p[0]), math.floor(p[1])), ()):
            if inside(p, a.polygon):
                return a.id
        return None

    def path(self, frm: str, to: str) -> _Path:
        key = (frm, to)
        if key not in self.paths:
            self.paths[key] = self._trace(frm, to)
        return self.paths[key]

    def _trace(self, frm: str, to: str) -> _Path:
        a, b = self.areas[frm].sight, self.areas[to].sight
        if any(crosses((a, b), s) for s in self.blockers):
            static = "terrain"
        else:
            static = ""
        n = max(1, math.ceil(math.dist(a, b) / STEP))
        seen = [frm]
        for i in range(n):
            t = (i + 0.5) / n
            here = self.area_at((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            if here is None:
                return _Path(tuple(seen), static or "edge")
            if here != seen[-1]:
                seen.append(here)
        if seen[-1] != to:
            seen.append(to)
        return _Path(tuple(seen), static)


_GEOMETRY: Dict[str, _Geometry] = {}


def _geometry(quest: Quest) -> _Geometry:
    g = _GEOMETRY.get(quest.id)
    if g is None or g.quest is not quest:
        g = _GEOMETRY[quest.id] = _Geometry(quest)
    return g


def sight(quest: Quest, frm: str, to: str, blocked: Iterable[str] = frozenset(),
          open_doors: Iterable[str] = frozenset(), max_spaces: Optional[int] = None) -> Sight:
    """Whether a figure in area `frm` sees area `to` (002 "Line of Sight"), and why not.
    `blocked`: areas that stop the line when it crosses them (the engine passes the areas holding
    enemy figures when the source is a hero); `open_doors`: the doors opened so far."""
    if frm == to:
        return Sight(True, "", 0, ())
    g = _geometry(quest)
    path = g.path(frm, to)
    crossed = path.areas[1:]
    if path.static:
        return Sight(False, path.static, len(crossed), crossed)
    opened = frozenset(open_doors)
    for here, there in zip(path.areas, crossed):
        door = g.links.get((here, there))
        if door is None:
            return Sight(False, "wall", len(crossed), crossed)
        if door and door not in opened:
            return Sight(False, "door", len(crossed), crossed)
    stops = frozenset(blocked)
    if any(area in stops for area in crossed[:-1]):
        return Sight(False, "enemies", len(crossed), crossed)
    limit = quest.max_sight if max_spaces is None else max_spaces
    if len(crossed) > limit:
        return Sight(False, "far", len(crossed), crossed)
    return Sight(True, "", len(crossed), crossed)


def sees(quest: Quest, frm: str, to: str, blocked: Iterable[str] = frozenset(),
         open_doors: Iterable[str] = frozenset(), max_spaces: Optional[int] = None) -> bool:
    """True when a figure in `frm` has line of sight to `to` (see `sight`)."""
    return sight(quest, frm, to, blocked, open_doors, max_spaces).clear


def distance(quest: Quest, frm: str, to: str, open_doors: Iterable[str] = frozenset()) -> Optional[int]:
    """Fewest moves from area `frm` to area `to` through passages and open doors (hindering areas
    not counted extra), or None when no way is open."""
    return distances(quest, frm, open_doors).get(to)


def distances(quest: Quest, frm: str, open_doors: Iterable[str] = frozenset()) -> Dict[str, int]:
    """Fewest moves from `frm` to every area it can reach through passages and open doors."""
    g = _geometry(quest)
    opened = frozenset(open_doors)
    out = {frm: 0}
    todo = deque([frm])
    while todo:
        here = todo.popleft()
        for link in g.areas[here].neighbours:
            if link.to not in out and (not link.door or link.door in opened):
                out[link.to] = out[here] + 1
                todo.append(link.to)
    return out


# ------------------------------------------------------------------------------------------ geometry

def inside(p: Point, polygon: Tuple[Point, ...]) -> bool:
    """Whether point p lies inside the polygon (even-odd rule: a point on a shared edge belongs to
    exactly one of two polygons that share it)."""
    x, y = p
    result = False
    j = len(polygon) - 1
    for i in range(len(polygon)):
        xi, yi = polygon[i]
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            result = not result
        j = i
    return result


def crosses(s: Segment, t: Segment) -> bool:
    """Whether two segments meet (touching counts)."""
    (ax, ay), (bx, by) = s
    (cx, cy), (dx, dy) = t

    def orient(px, py, qx, qy, rx, ry):
        v = (qx - px) * (ry - py) - (qy - py) * (rx - px)
        return 0 if abs(v) < 1e-12 else (1 if v > 0 else -1)

    def on(px, py, qx, qy, rx, ry):
        return min(px, qx) - 1e-12 <= rx <= max(px, qx) + 1e-12 and min(py, qy) - 1e-12 <= ry <= max(py, qy) + 1e-12

    o1 = orient(ax, ay, bx, by, cx, cy)
    o2 = orient(ax, ay, bx, by, dx, dy)
    o3 = orient(cx, cy, dx, dy, ax, ay)
    o4 = orient(cx, cy, dx, dy, bx, by)
    if o1 != o2 and o3 != o4:
        return True
    return ((o1 == 0 and on(ax, ay, bx, by, cx, cy)) or (o2 == 0 and on(ax, ay, bx, by, dx, dy))
            or (o3 == 0 and on(cx, cy, dx, dy, ax, ay)) or (o4 == 0 and on(cx, cy, dx, dy, bx, by)))
