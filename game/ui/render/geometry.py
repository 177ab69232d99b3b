"""The island laid out in a rectangle of the window: hex size, land outlines, where each land's
name plate and pieces go (see slots.py), where the sea is, and which land a pixel falls in
(hit-testing). Pure arithmetic."""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field
from functools import lru_cache

from ...content.hexgrid import (DIRECTIONS, EDGE_CORNERS, axial_to_pixel, cell_corners, centroid, neighbours,
                                outline, pixel_to_axial, rotate)
from ...content.layouts import IslandMap, build_island, layout_of, split_key
from . import slots as S
from ..piece_kinds import slot_token

Point = tuple[float, float]


def point_in_polygon(p: Point, poly: list[Point]) -> bool:
    """Even-odd rule: is the point inside the polygon (edges count as inside on one side)."""
    x, y = p
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


@dataclass
class LandShape:
    """One land (or a board's ocean strip) on screen."""

    id: str
    polygons: list[list[Point]]
    centre: Point
    label_at: Point                     # the middle of the name plate
    slots: dict[str, Point] = field(default_factory=dict)   # kind of piece -> centre of its slot
    bbox: tuple[float, float, float, float] = (0, 0, 0, 0)
    plate: tuple[float, float, float, float] = (0, 0, 0, 0)  # the name plate: x0, y0, x1, y1

    def contains(self, p: Point) -> bool:
        """Is the pixel inside the land's outline."""
        x0, y0, x1, y1 = self.bbox
        if not (x0 <= p[0] <= x1 and y0 <= p[1] <= y1):
            return False
        return sum(point_in_polygon(p, poly) for poly in self.polygons) % 2 == 1


_SERIALS = itertools.count(1)


@lru_cache(maxsize=64)
def _unit_bounds(cells: frozenset, turn: int = 0) -> tuple[float, float, float, float]:
    """The cells' corners' bounds at size 1, the island turned by `turn` degrees: min x, min y,
    max x, max y (the same at every zoom)."""
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    pts = [(x * c - y * s, x * s + y * c) for cell in cells for x, y in cell_corners(cell, 1.0)]
    return min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts)


TURNS = (0, 30, 60, 90, 120, 150)   # degrees the island may be turned on screen (a half turn more fits the same)
TURN_GAIN = 1.03     # another turn than none is taken for a hex at least this much larger
LAND_MARGIN = 0.5    # hex sizes of sea kept round the lands when the boards' ocean strips may be cut at the edge


def _all_cells(island: IslandMap) -> frozenset:
    return frozenset(c for cs in island.cells.values() for c in cs)


def _land_cells(island: IslandMap) -> frozenset:
    return frozenset(c for land, cs in island.cells.items() if land in island.lands for c in cs)


def _size_at(island: IslandMap, w: float, h: float, margin: float, turn: int) -> tuple[float, frozenset, float]:
    """The hex size fitting the island turned by `turn` into w x h, and what was fitted: the whole
    island with `margin` of sea, or its lands with LAND_MARGIN (the ocean strips cut at the edge)
    when that is larger; (size, cells fitted, their margin)."""
    best = (0.0, frozenset(), margin)
    for cells, m in ((_all_cells(island), margin), (_land_cells(island), max(margin, LAND_MARGIN))):
        if not cells:
            continue
        minx, miny, maxx, maxy = _unit_bounds(cells, turn)
        size = min(w / (maxx - minx + 2 * m), h / (maxy - miny + 2 * m))
        if size > best[0]:
            best = (size, cells, m)
    return best


def best_turn(island: IslandMap, rect, margin: float = 0.3) -> int:
    """The turn (degrees, clockwise on screen) that gives the island the largest hexes in `rect`:
    the boards keep their arrangement, only the view turns (none unless turning gains TURN_GAIN)."""
    return _best_turn(island.key or tuple(island.boards), round(max(1, rect[2]) / max(1, rect[3]), 4), margin)


@lru_cache(maxsize=256)
def _best_turn(key: tuple[str, ...], aspect: float, margin: float) -> int:
    island = build_island(key)
    sizes = {t: _size_at(island, aspect, 1.0, margin, t)[0] for t in TURNS}
    for t in sorted(TURNS, key=lambda t: (-sizes[t], t)):
        if t == 0 or sizes[t] < sizes[0] * TURN_GAIN:
            return 0
        if _shared_slots(key, t) <= _shared_slots(key, 0):
            return t
    return 0


@lru_cache(maxsize=64)
def _shared_slots(key: tuple[str, ...], turn: int) -> int:
    """How many kinds of piece, over the island's lands turned so, find no slot of their own (the
    piece sizes were found for upright hexes: lands of a 1- or 2-board island with flat-topped
    hexes may hold fewer; a turn never crowds the lands more than the upright island)."""
    island = build_island(key)
    sixths, rest = divmod(turn, 60)
    n = len(island.boards)
    out = 0
    for land in island.lands:
        found = S.plan([rotate(c, sixths) for c in island.cells[land]], n, None, rest)
        out += len(found.slots) - len({p for _k, p in found.slots})
    S.keep()
    return out


def hex_size_in(island: IslandMap, rect, margin: float = 0.3, turn: int | None = None) -> float:
    """The size of a hex when the island is fitted into `rect` (x, y, w, h) with a margin of ocean,
    turned the way that makes it largest (or by `turn` degrees)."""
    _x, _y, w, h = rect
    if turn is None:
        turn = best_turn(island, rect, margin)
    return _size_at(island, w, h, margin, turn)[0]


def token_size_of(island: IslandMap, hex_size: float, letters: str | None = None) -> int:
    """Pixel size of a piece on the island at this hex size (its slot holds it with its count badge)."""
    n = len(island.boards)
    if letters is None:
        return max(4, int(hex_size * S.piece_size(n)))
    return max(4, int(hex_size * S.piece_size(n, len(S.kinds(n, letters)))))


class IslandGeometry:
    """The island fitted into `rect` (x, y, w, h) with a margin of ocean all round, turned by
    `turn` degrees clockwise (None: the turn that makes it largest, `best_turn`). Turning is the
    view's only: land shapes, sea, shore, joins and hit-testing turn; name plates, pieces and
    their slots stay upright (each land's slots are worked out in its turned shape)."""

    def __init__(self, island: IslandMap, rect: tuple[int, int, int, int], margin: float = 0.3,
                 letters: str | None = None, turn: int | None = None):
        self.island = island
        self.letters = letters      # the kinds the game has (piece_kinds.game_kinds); None: a base game's
        self.serial = next(_SERIALS)        # what a picture made from it is kept by (an id() may be reused)
        x, y, w, h = rect
        self.rect = rect
        self.turn = best_turn(island, rect, margin) if turn is None else int(turn) % 360
        self._cos, self._sin = math.cos(math.radians(self.turn)), math.sin(math.radians(self.turn))
        self.size, fitted, _m = _size_at(island, w, h, margin, self.turn)
        minx, miny, maxx, maxy = _unit_bounds(fitted, self.turn)
        s = self.size
        # where the unit point (0, 0) lies on screen: the fitted cells' bounds centred in the rect
        self.origin = (x + (w - (maxx - minx) * s) / 2 - minx * s, y + (h - (maxy - miny) * s) / 2 - miny * s)
        self.cell_owner = {c: land for land, cs in island.cells.items() for c in cs}
        self.shapes: dict[str, LandShape] = {land: self._shape(land, cs) for land, cs in island.cells.items()}
        S.keep()        # the slot plans worked out just now, for the next run
        land_cells = [c for land, cs in island.cells.items() if land in island.lands for c in cs]
        self.coast = self.outline(land_cells)
        sea, self.shore = sea_and_shore(island)
        self.sea = self.outline(sea)
        if _separate_islands(island.key or tuple(island.boards)):     # open water all round, to the window's edge
            self.sea.insert(0, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
        cells = joins(island)
        self.join_cells = frozenset(cells)
        self.join_corners = [self.corners(c) for c in cells]

    def _px(self, p: Point) -> Point:
        """A point in turned hex units (as slot plans give them) on screen."""
        return (self.origin[0] + p[0] * self.size, self.origin[1] + p[1] * self.size)

    def point(self, p: Point) -> Point:
        """A point of the island in hex units (hexgrid's pixels at size 1) on screen."""
        x, y = p
        return self._px((x * self._cos - y * self._sin, x * self._sin + y * self._cos))

    def unit(self, p: Point) -> Point:
        """The screen pixel in the island's hex units (the inverse of `point`)."""
        x, y = (p[0] - self.origin[0]) / self.size, (p[1] - self.origin[1]) / self.size
        return (x * self._cos + y * self._sin, -x * self._sin + y * self._cos)

    def cell_centre(self, cell) -> Point:
        """The centre of a hex cell on screen."""
        return self.point(axial_to_pixel(cell))

    def corners(self, cell) -> list[Point]:
        """The six corners of a hex cell on screen."""
        return [self.point(p) for p in cell_corners(cell, 1.0)]

    def edge(self, cell, direction: int) -> tuple[Point, Point]:
        """The two ends of a cell's edge facing a direction, on screen."""
        a, b = edge_points(cell, direction, 1.0, (0.0, 0.0))
        return self.point(a), self.point(b)

    def outline(self, cells) -> list[list[Point]]:
        """The union outline of cells on screen (hexgrid.outline, turned)."""
        return [[self.point(p) for p in poly] for poly in outline(cells)]

    def _shape(self, land: str, cells) -> LandShape:
        polys = self.outline(cells)
        cx, cy = self.point(centroid(cells))
        xs = [p[0] for poly in polys for p in poly]
        ys = [p[1] for poly in polys for p in poly]
        bbox = (min(xs), min(ys), max(xs), max(ys))
        if land not in self.island.lands:          # a board's ocean strip
            return LandShape(land, polys, (cx, cy), (cx, cy), {}, bbox, (cx, cy, cx, cy))
        sixths, rest = divmod(self.turn, 60)       # whole sixths turn the cells; the rest turns the plan
        plan = S.plan([rotate(c, sixths) for c in cells], len(self.island.boards), self.letters, rest)
        x0, y0 = self._px(plan.plate[:2])
        x1, y1 = self._px(plan.plate[2:])
        slots = {kind: self._px(p) for kind, p in plan.slots}
        return LandShape(land, polys, (cx, cy), ((x0 + x1) / 2, (y0 + y1) / 2), slots, bbox, (x0, y0, x1, y1))

    def slot(self, land: str, token: str) -> Point:
        """Where a piece sits in a land: the slot of its token (a kind's letter with its damage or
        its spirit's number), else of its kind."""
        slots = self.shapes[land].slots
        return (slots.get(token) or slots.get(slot_token(token)) or slots.get(token[:1])
                or self.shapes[land].label_at)

    def marker_centres(self, land: str, n: int) -> tuple[list[Point], float]:
        """Centres and radius of n invader-action markers on a land's name plate (its top row)."""
        x0, y0, x1, y1 = self.shapes[land].plate
        row = (y1 - y0) * 0.46
        r = min(row * 0.45, (x1 - x0) / max(1, n) * 0.45)
        step = (x1 - x0) / max(1, n)
        return [(x0 + step * (k + 0.5), y0 + row / 2) for k in range(n)], r

    def name_row(self, land: str) -> tuple[float, float, float, float]:
        """The bottom row of a land's name plate, where its terrain icon and name go."""
        x0, y0, x1, y1 = self.shapes[land].plate
        return (x0, y0 + (y1 - y0) * 0.46, x1, y1)

    def land_at(self, p: Point) -> str:
        """The land under a pixel ("" for the open sea; ocean strips are not lands)."""
        land = self.cell_owner.get(pixel_to_axial(self.unit(p)), "")
        return land if land in self.island.lands else ""

    def join_at(self, p: Point) -> bool:
        """Whether a pixel is on a cell where boards join and none holds it (see `joins`)."""
        return pixel_to_axial(self.unit(p)) in self.join_cells

    def land_at_polygon(self, p: Point) -> str:
        """Same as `land_at`, by polygon test (used to cross-check the hex lookup)."""
        for land, shape in self.shapes.items():
            if land in self.island.lands and shape.contains(p):
                return land
        return ""

    def token_size(self) -> int:
        """Pixel size of a piece on the island (its slot holds it with its count badge)."""
        return token_size_of(self.island, self.size, self.letters)

    def ocean_point(self, land: str) -> Point:
        """A point out at sea beyond a land (where explorers sail in from)."""
        cx, cy = self.shapes[land].centre
        x, y, w, h = self.rect
        mx, my = x + w / 2, y + h / 2
        dx, dy = cx - mx, cy - my
        d = math.hypot(dx, dy) or 1.0
        return (cx + dx / d * self.size * 4, cy + dy / d * self.size * 4)


def joins(island: IslandMap) -> tuple:
    """Cells at a join of boards that no board holds, walled in by land on four sides or more
    (where two boards' ocean tips were left out of the layout): drawn as the island's earth, not
    as a hole down to the table, nor as sea beside lands that are not coastal."""
    return _joins(island.key or tuple(island.boards))


@lru_cache(maxsize=64)
def _joins(key: tuple[str, ...]) -> tuple:
    island = build_island(key)
    held = {c for cs in island.cells.values() for c in cs}
    land = {c for name, cs in island.cells.items() if name in island.lands for c in cs}
    sea = _sea_and_shore(key)[0]
    return tuple(sorted(c for c in {nb for c in land for nb in neighbours(c)} - held - sea
                        if sum(nb in land for nb in neighbours(c)) >= 4))


@lru_cache(maxsize=64)
def _sea_and_shore(key: tuple[str, ...]):
    island = build_island(key)
    boards = island.boards
    owner = {c: land for land, cs in island.cells.items() for c in cs}
    land_cells = {c for land, cs in island.cells.items() if land in island.lands for c in cs}
    sea = set()
    for b in boards:
        ocean = island.cells[f"{b}0"]
        mine = [c for land, info in island.lands.items() if info.board == b for c in island.cells[land]]
        ox, oy = centroid(ocean)
        lx, ly = centroid(mine)
        out = max(DIRECTIONS, key=lambda d: axial_to_pixel(d)[0] * (ox - lx) + axial_to_pixel(d)[1] * (oy - ly))
        sea.update(ocean)
        for c in ocean:        # open water beyond the board's ocean, never touching any land
            for k in range(1, 16):
                far = (c[0] + out[0] * k, c[1] + out[1] * k)
                if far in owner or any(nb in land_cells for nb in neighbours(far)):
                    break
                sea.add(far)
    shore = []
    for land, cs in island.cells.items():
        if land in island.lands:
            for c in cs:
                for d, nb in enumerate(neighbours(c)):
                    if nb in sea:
                        shore.append((land, c, d))
    if _separate_islands(key):      # the water between an archipelago's islands is sea too
        sea |= _between_islands(set(owner))
    return frozenset(sea), tuple(shore)


def _separate_islands(key: tuple[str, ...]) -> bool:
    """Whether the island's layout makes each board an island of its own, with open water between
    them (a layout whose coasts reach each other across the sea, `Layout.sea_range`)."""
    layout_id = split_key(key)[1]
    try:
        return bool(layout_id) and layout_of(layout_id).sea_range > 0
    except KeyError:
        return False


def _between_islands(held: set) -> set:
    """The cells no board holds whose centres lie within the rectangle around the boards, a few
    cells wider each side (what the picture shows between and around separate islands): open sea. The shore stays where it was, at the
    boards' own oceans: the sides of an island away from its ocean are cliffs (the rules: only
    lands next to the ocean are coastal), drawn as the island's edge over this sea."""
    pts = [axial_to_pixel(c) for c in held]
    x0, x1 = min(p[0] for p in pts) - 6, max(p[0] for p in pts) + 6     # wide enough for the picture's
    y0, y1 = min(p[1] for p in pts) - 6, max(p[1] for p in pts) + 6     # margins; beyond it is clipped
    qs, rs = [c[0] for c in held], [c[1] for c in held]
    out = set()
    span = max(rs) - min(rs) + 8    # a row's cells lean: q reaches half a row further per row
    for q in range(min(qs) - span, max(qs) + span + 1):
        for r in range(min(rs) - 8, max(rs) + 9):
            x, y = axial_to_pixel((q, r))
            if x0 <= x <= x1 and y0 <= y <= y1 and (q, r) not in held:
                out.add((q, r))
    return out


def sea_and_shore(island: IslandMap):
    """The sea's cells (each board's ocean and the open water beyond it, on that side only, and
    for separate islands the water between them) and the shore: every (land, cell, direction)
    hex edge where a land meets its board's sea."""
    return _sea_and_shore(island.key or tuple(island.boards))


def edge_points(cell, direction: int, size: float, origin: Point) -> tuple[Point, Point]:
    """The two ends of a cell's edge facing a direction, in pixels."""
    corners = cell_corners(cell, size, origin)
    a, b = EDGE_CORNERS[direction]
    return corners[a], corners[b]
