"""Axial hex-grid helpers for the island's geometry (pointy-top hexes).

A land is drawn as a cluster of hex cells; this module knows nothing about lands, only cells.

Conventions
-----------
* A cell is an axial pair ``(q, r)``.  ``r`` grows downwards on screen (south), ``q`` grows to the
  east along a row.  The six neighbour directions, in order, are E, NE, NW, W, SW, SE.
* Pixels: ``x = size * sqrt(3) * (q + r / 2)``, ``y = size * 1.5 * r`` (screen y grows downwards),
  offset by ``origin``.  ``size`` is the distance from a cell's centre to any of its corners.
* ``rotate(cell, k)`` turns a cell about the origin cell by ``k`` sixths of a turn, clockwise as
  seen on screen; negative ``k`` turns anticlockwise.
* Corner ``i`` of a cell lies at screen angle ``60 * i - 30`` degrees (clockwise from east), so
  the edge towards ``DIRECTIONS[d]`` runs from corner ``EDGE_CORNERS[d][0]`` to ``[1]``.

Pure math, no imports beyond the standard library.
"""

from __future__ import annotations

import functools
import math
from typing import Iterable

Cell = tuple[int, int]
Point = tuple[float, float]

SQRT3 = math.sqrt(3.0)

#: E, NE, NW, W, SW, SE
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

#: For each direction (same order as DIRECTIONS), the two corner indices of the edge facing it,
#: listed clockwise on screen.
EDGE_CORNERS: tuple[tuple[int, int], ...] = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))

# Corner offsets in an exact integer lattice: x in units of sqrt(3)/2 * size, y in units of
# size/2.  A cell's centre sits at (2q + r, 3r) in the same units.
_CORNER_UNITS: tuple[tuple[int, int], ...] = ((1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2))


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The six cells sharing an edge with ``cell`` (E, NE, NW, W, SW, SE)."""
    q, r = cell
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def translate(cell: Cell, delta: Cell) -> Cell:
    """``cell`` moved by the axial vector ``delta``."""
    return (cell[0] + delta[0], cell[1] + delta[1])


def rotate(cell: Cell, sixths: int) -> Cell:
    """``cell`` turned about (0, 0) by ``sixths`` * 60 degrees, clockwise on screen."""
    q, r = cell
    for _ in range(sixths % 6):
        q, r = -r, q + r
    return (q, r)


def axial_to_pixel(cell: Cell, size: float = 1.0, origin: Point = (0.0, 0.0)) -> Point:
    """Centre of ``cell`` in pixels."""
    q, r = cell
    return (origin[0] + size * SQRT3 * (q + r / 2.0), origin[1] + size * 1.5 * r)


def pixel_to_axial(point: Point, size: float = 1.0, origin: Point = (0.0, 0.0)) -> Cell:
    """The cell containing the pixel ``point`` (cube rounding)."""
    x = (point[0] - origin[0]) / size
    y = (point[1] - origin[1]) / size
    fq = (SQRT3 / 3.0) * x - y / 3.0
    fr = (2.0 / 3.0) * y
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def cell_corners(cell: Cell, size: float = 1.0, origin: Point = (0.0, 0.0)) -> list[Point]:
    """The six corners of ``cell`` in pixels, clockwise on screen starting east-north-east."""
    cx, cy = axial_to_pixel(cell, size, origin)
    return [
        (cx + size * math.cos(math.radians(60 * i - 30)), cy + size * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]


def _corner_key(cell: Cell, i: int) -> tuple[int, int]:
    q, r = cell
    ux, uy = _CORNER_UNITS[i]
    return (2 * q + r + ux, 3 * r + uy)


def _key_to_pixel(key: tuple[int, int], size: float, origin: Point) -> Point:
    return (origin[0] + key[0] * size * SQRT3 / 2.0, origin[1] + key[1] * size / 2.0)


def boundary_edges(cells: Iterable[Cell]) -> list[tuple[Cell, int]]:
    """Edges of the set that face a cell outside it, as (cell, direction index) pairs."""
    group = set(cells)
    out = []
    for cell in sorted(group):
        for d, nb in enumerate(neighbours(cell)):
            if nb not in group:
                out.append((cell, d))
    return out


def outline(cells: Iterable[Cell], size: float = 1.0, origin: Point = (0.0, 0.0)) -> list[list[Point]]:
    """The union outline of ``cells`` as closed polygons in pixels.

    Each polygon is a list of corner points (the first point is not repeated at the end).
    Outer boundaries run clockwise on screen, holes anticlockwise; a connected set without
    holes gives exactly one polygon.  Corners are matched exactly (integer lattice), so shared
    edges never leave slivers.
    """
    return [[_key_to_pixel(k, size, origin) for k in loop] for loop in _outline_keys(frozenset(cells))]


@functools.lru_cache(maxsize=512)
def _outline_keys(cells: frozenset) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The outline's loops as corner keys: what a set of cells gives at any size (worked out once
    a set; the island's geometry asks again at every zoom, pan and window size)."""
    nxt: dict[tuple[int, int], tuple[int, int]] = {}
    for cell, d in boundary_edges(cells):
        a, b = EDGE_CORNERS[d]
        nxt[_corner_key(cell, a)] = _corner_key(cell, b)
    loops = []
    while nxt:
        start = min(nxt)
        loop = [start]
        key = nxt.pop(start)
        while key != start:
            loop.append(key)
            key = nxt.pop(key)
        loops.append(tuple(loop))
    return tuple(loops)


def shared_edge_count(cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> int:
    """How many hex edges a cell of ``cells_a`` shares with a cell of ``cells_b``."""
    group_b = set(cells_b)
    return sum(1 for cell in set(cells_a) for nb in neighbours(cell) if nb in group_b)


def shared_edge(cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> bool:
    """True when some cell of ``cells_a`` shares an edge with some cell of ``cells_b``."""
    return shared_edge_count(cells_a, cells_b) > 0


def is_connected(cells: Iterable[Cell]) -> bool:
    """True when the cells form one edge-connected group (an empty set is not connected)."""
    group = set(cells)
    if not group:
        return False
    start = next(iter(group))
    seen = {start}
    stack = [start]
    while stack:
        for nb in neighbours(stack.pop()):
            if nb in group and nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return len(seen) == len(group)


def centroid(cells: Iterable[Cell], size: float = 1.0, origin: Point = (0.0, 0.0)) -> Point:
    """Mean of the cell centres in pixels (a good anchor for a land's label)."""
    pts = [axial_to_pixel(c, size, origin) for c in cells]
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def inner_cell(cells: Iterable[Cell]) -> Cell:
    """The cell of the group nearest its centroid: a label anchor that is always inside a land."""
    group = sorted(set(cells))
    cx, cy = centroid(group)
    return min(group, key=lambda c: (axial_to_pixel(c)[0] - cx) ** 2 + (axial_to_pixel(c)[1] - cy) ** 2)
