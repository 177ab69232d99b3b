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
- A line that runs exactly through a corner where areas meet, or exactly along an edge, is traced a
  hair to either side; it is clear if either side is (the shooter gets the benefit of the doubt), and
  the area it grazes on that side counts as a space.

Pure: no state but a memo of each pair's crossing (the geometry never changes within a quest).
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, Optional, Tuple

from game.quest.content.spec import Area, Point, Quest, Segment

NUDGE = 1e-6        # how far to either side of the exact line the two traced lines run


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
    """The map's shapes of one quest and the memo of traced lines."""

    def __init__(self, quest: Quest):
        self.quest = quest
        self.areas: Dict[str, Area] = {a.id: a for a in quest.areas}
        self.links: Dict[Tuple[str, str], str] = {}
        for a in quest.areas:
            for link in a.neighbours:
                self.links[(a.id, link.to)] = link.door
        self.blockers: Tuple[Segment, ...] = tuple(s for a in quest.areas for s in a.blockers)
        self.boxes = tuple((min(p[0] for p in a.polygon), min(p[1] for p in a.polygon),
                            max(p[0] for p in a.polygon), max(p[1] for p in a.polygon), a) for a in quest.areas)
        self.memo: Dict[Tuple[str, str], Tuple[_Path, _Path]] = {}

    def paths(self, frm: str, to: str) -> Tuple[_Path, _Path]:
        """The line traced a hair to either side of the exact one (see `sight`)."""
        key = (frm, to)
        if key not in self.memo:
            self.memo[key] = (self._trace(frm, to, NUDGE), self._trace(frm, to, -NUDGE))
        return self.memo[key]

    def _trace(self, frm: str, to: str, nudge: float) -> _Path:
        """The areas the line crosses in order: each area's stretch of the line is clipped exactly
        against its (convex) polygon; a stretch covered by no area leaves the map."""
        a, b = self.areas[frm].sight, self.areas[to].sight
        length = math.dist(a, b)
        nx, ny = -(b[1] - a[1]) / length * nudge, (b[0] - a[0]) / length * nudge
        a, b = (a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny)
        static = "terrain" if any(crosses((a, b), s) for s in self.blockers) else ""
        stretches = []
        left, right = min(a[0], b[0]), max(a[0], b[0])
        top, bottom = min(a[1], b[1]), max(a[1], b[1])
        for x0, y0, x1, y1, area in self.boxes:
            if x1 < left or x0 > right or y1 < top or y0 > bottom:
                continue
            got = clip(a, b, area.polygon)
            if got is not None and got[1] - got[0] > 1e-12:
                stretches.append((got[0], got[1], area.id))
        stretches.sort()
        seen, reached = [], 0.0
        for t0, t1, area_id in stretches:
            if t0 > reached + 1e-9:
                return _Path(tuple(seen or [frm]), static or "edge")
            if not seen or seen[-1] != area_id:
                seen.append(area_id)
            reached = max(reached, t1)
        if reached < 1 - 1e-9:
            return _Path(tuple(seen or [frm]), static or "edge")
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
    opened, stops = frozenset(open_doors), frozenset(blocked)
    limit = quest.max_sight if max_spaces is None else max_spaces
    looks = [_look(g, path, opened, stops, limit) for path in g.paths(frm, to)]
    clear = [look for look in looks if look.clear]
    if clear:
        return min(clear, key=lambda look: look.spaces)
    return looks[0]


def _look(g: _Geometry, path: _Path, opened: FrozenSet[str], stops: FrozenSet[str], limit: int) -> Sight:
    crossed = path.areas[1:]
    if path.static:
        return Sight(False, path.static, len(crossed), crossed)
    for here, there in zip(path.areas, crossed):
        door = g.links.get((here, there))
        if door is None:
            return Sight(False, "wall", len(crossed), crossed)
        if door and door not in opened:
            return Sight(False, "door", len(crossed), crossed)
    if any(area in stops for area in crossed[:-1]):
        return Sight(False, "enemies", len(crossed), crossed)
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


def clip(a: Point, b: Point, polygon: Tuple[Point, ...]) -> Optional[Tuple[float, float]]:
    """The stretch (t0, t1) of the segment a-b (t from 0 at a to 1 at b) inside a convex polygon, or
    None when it misses it (Cyrus-Beck clipping)."""
    cx = sum(p[0] for p in polygon) / len(polygon)
    cy = sum(p[1] for p in polygon) / len(polygon)
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in zip(polygon, polygon[1:] + polygon[:1]):
        nx, ny = -(q[1] - p[1]), q[0] - p[0]
        if nx * (cx - p[0]) + ny * (cy - p[1]) < 0:
            nx, ny = -nx, -ny                      # the normal that points inside
        num = nx * (a[0] - p[0]) + ny * (a[1] - p[1])
        den = nx * dx + ny * dy
        if den == 0:
            if num < 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return t0, t1


def convex(polygon: Tuple[Point, ...]) -> bool:
    """Whether a polygon is convex (line of sight clips lines against convex areas)."""
    signs = set()
    n = len(polygon)
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = polygon[i], polygon[(i + 1) % n], polygon[(i + 2) % n]
        z = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if z:
            signs.add(z > 0)
    return len(signs) <= 1


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


def edge_between(quest: Quest, a: str, b: str) -> Optional[Segment]:
    """The stretch of edge two areas share (where the table draws their passage or door), or None when
    they do not touch along an edge. Edges are compared where they lie on one line, horizontal or
    vertical (the map's areas are drawn with such edges)."""
    g = _geometry(quest)
    pa, pb = g.areas[a].polygon, g.areas[b].polygon
    best: Optional[Segment] = None
    for p, q in zip(pa, pa[1:] + pa[:1]):
        for r, s in zip(pb, pb[1:] + pb[:1]):
            if p[0] == q[0] == r[0] == s[0]:
                lo, hi = max(min(p[1], q[1]), min(r[1], s[1])), min(max(p[1], q[1]), max(r[1], s[1]))
                if hi > lo and (best is None or hi - lo > math.dist(*best)):
                    best = ((p[0], lo), (p[0], hi))
            elif p[1] == q[1] == r[1] == s[1]:
                lo, hi = max(min(p[0], q[0]), min(r[0], s[0])), min(max(p[0], q[0]), max(r[0], s[0]))
                if hi > lo and (best is None or hi - lo > math.dist(*best)):
                    best = ((lo, p[1]), (hi, p[1]))
    return best


def bounds(quest: Quest) -> Tuple[float, float, float, float]:
    """The map's extent in map units: (left, top, right, bottom)."""
    xs = [p[0] for a in quest.areas for p in a.polygon]
    ys = [p[1] for a in quest.areas for p in a.polygon]
    return min(xs), min(ys), max(xs), max(ys)
