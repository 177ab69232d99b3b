"""The island laid out in a rectangle of the window: hex size, land outlines, where each land's
label and pieces go, and which land a pixel falls in (hit-testing). Pure arithmetic."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from ...content.hexgrid import axial_to_pixel, cell_corners, centroid, outline, pixel_to_axial
from ...content.layouts import IslandMap

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
    label_at: Point
    slots: list[Point] = field(default_factory=list)   # where piece groups go, best first
    bbox: tuple[float, float, float, float] = (0, 0, 0, 0)

    def contains(self, p: Point) -> bool:
        """Is the pixel inside the land's outline."""
        x0, y0, x1, y1 = self.bbox
        if not (x0 <= p[0] <= x1 and y0 <= p[1] <= y1):
            return False
        return sum(point_in_polygon(p, poly) for poly in self.polygons) % 2 == 1


class IslandGeometry:
    """The island fitted into `rect` (x, y, w, h) with a margin of ocean all round."""

    def __init__(self, island: IslandMap, rect: tuple[int, int, int, int], margin: float = 0.3):
        self.island = island
        x, y, w, h = rect
        self.rect = rect
        cells = [c for cs in island.cells.values() for c in cs]
        pts = [p for c in cells for p in cell_corners(c, 1.0)]
        minx, maxx = min(p[0] for p in pts), max(p[0] for p in pts)
        miny, maxy = min(p[1] for p in pts), max(p[1] for p in pts)
        self.size = min(w / (maxx - minx + 2 * margin), h / (maxy - miny + 2 * margin))
        s = self.size
        self.origin = (x + (w - (maxx - minx) * s) / 2 - minx * s, y + (h - (maxy - miny) * s) / 2 - miny * s)
        self.cell_owner = {c: land for land, cs in island.cells.items() for c in cs}
        self.shapes: dict[str, LandShape] = {land: self._shape(land, cs) for land, cs in island.cells.items()}
        land_cells = [c for land, cs in island.cells.items() if land in island.lands for c in cs]
        self.coast = outline(land_cells, s, self.origin)

    def _shape(self, land: str, cells) -> LandShape:
        s, o = self.size, self.origin
        polys = outline(cells, s, o)
        cx, cy = centroid(cells, s, o)
        centres = sorted((axial_to_pixel(c, s, o) for c in cells), key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
        label = centres[0]
        slots = []
        for px, py in centres[1:] + centres[:1]:
            for dx in (-0.45, 0.45):
                slots.append((px + dx * s, py + 0.05 * s))
        # the label cell's own slots come last; keep slots near the centre first
        xs = [p[0] for poly in polys for p in poly]
        ys = [p[1] for poly in polys for p in poly]
        return LandShape(land, polys, (cx, cy), label, slots, (min(xs), min(ys), max(xs), max(ys)))

    def land_at(self, p: Point) -> str:
        """The land under a pixel ("" for the open sea; ocean strips are not lands)."""
        land = self.cell_owner.get(pixel_to_axial(p, self.size, self.origin), "")
        return land if land in self.island.lands else ""

    def land_at_polygon(self, p: Point) -> str:
        """Same as `land_at`, by polygon test (used to cross-check the hex lookup)."""
        for land, shape in self.shapes.items():
            if land in self.island.lands and shape.contains(p):
                return land
        return ""

    def token_size(self) -> int:
        """Pixel size of a piece on the island."""
        return max(12, int(self.size * 0.9))

    def ocean_point(self, land: str) -> Point:
        """A point out at sea beyond a land (where explorers sail in from)."""
        cx, cy = self.shapes[land].centre
        x, y, w, h = self.rect
        mx, my = x + w / 2, y + h / 2
        dx, dy = cx - mx, cy - my
        d = math.hypot(dx, dy) or 1.0
        return (cx + dx / d * self.size * 4, cy + dy / d * self.size * 4)
