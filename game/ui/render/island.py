"""The island: the sea on each board's ocean side, lands (terrain colour + pattern), the shore,
the island's edge elsewhere, land borders and name plates - drawn once into a cached layer;
pieces and glows go on top every frame (see pieces.py). The picture a table opens with is kept
in the cache folder too (10-14 ms to paint at 1920x1080, 30-40 at 3840x2160; 65 ms and more
before stop 24 painted each terrain only where its lands lie)."""
from __future__ import annotations

import itertools
import json

import pygame

from .. import sprites
from ...shell import text
from ..palette import ISLAND_EDGE, SURF, TABLE, shade, terrain_colours
from .geometry import IslandGeometry

BORDER = (22, 18, 14)
SERIALS = itertools.count(1)        # each island picture's, stretched ones too (what a frame is kept by)


class IslandLayer:
    """The static picture of the island for one window size, zoom and palette: the whole island,
    or only the part of it inside `view` (a screen rectangle). Zoomed in, the island is up to 6.25
    times the window's island area; drawing only what the window shows, and a margin to pan
    into, keeps the cost and the memory of a picture near those of the whole island unzoomed."""

    def __init__(self, geo: IslandGeometry, colourblind: bool, keep: bool = False, view=None):
        self.geo = geo
        self.colourblind = colourblind
        self.serial = next(SERIALS)
        whole = pygame.Rect(geo.rect)
        area = whole.clip(view) if view is not None else whole
        if not area.w or not area.h:
            area = whole
        self.zoom_size = whole.size
        self.rel = (area.x - whole.x, area.y - whole.y)     # where the picture lies in the whole island
        self.offset = area.topleft                          # where it lies on screen, as drawn
        self.label_rects: dict[str, list[pygame.Rect]] = {}     # land -> its icon and name, on screen
        name = _kept_name(geo, colourblind) if keep and area == whole else None
        if name is None or not self._read(name):
            display = pygame.display.get_surface()
            self.surface = pygame.Surface(area.size, 0, display) if display else pygame.Surface(area.size)
            self._draw()
            if name is not None:
                self._keep(name)

    def _read(self, name: str) -> bool:
        """The picture and its name plates from the cache folder; False when not kept (or damaged)."""
        from ...persist import pictures
        w, h = self.geo.rect[2:]
        raw, labels = pictures.load(name, w * h * 4), pictures.load("labels-" + name)
        if raw is None or labels is None:
            return False
        try:
            self.label_rects = {land: [pygame.Rect(r) for r in rects] for land, rects in json.loads(labels).items()}
        except (ValueError, TypeError, AttributeError):
            self.label_rects = {}
            return False
        surf = pygame.image.frombuffer(raw, (w, h), "BGRA")
        self.surface = surf.convert() if pygame.display.get_surface() is not None else surf.copy()
        return True

    def _keep(self, name: str) -> None:
        from ...persist import pictures
        pictures.store(name, pygame.image.tobytes(self.surface, "BGRA"))
        pictures.store("labels-" + name, json.dumps({land: [list(r) for r in rects]
                                                    for land, rects in self.label_rects.items()}).encode())

    def _poly(self, poly):
        ox, oy = self.offset
        return [(px - ox, py - oy) for px, py in poly]

    def _draw(self):
        geo, surf = self.geo, self.surface
        pal = terrain_colours(self.colourblind)
        s = geo.size
        tile = max(24, int(s * 1.6))
        surf.fill(TABLE)
        sea = sprites.terrain_fill("ocean", self.colourblind, tile)
        for poly in geo.sea:
            self._paint(sea, [self._poly(poly)])
        lands = geo.island.lands
        for land, shape in geo.shapes.items():      # a board's own strip of ocean: shallower water
            if land not in lands:
                for poly in shape.polygons:
                    pygame.draw.polygon(surf, shade(pal["ocean"][0], 1.18), self._poly(poly))
        for corners in geo.join_corners:                  # where boards join and no board holds a cell: earth
            pygame.draw.polygon(surf, ISLAND_EDGE, self._poly(corners))
        edge = max(3, int(s * 0.3))
        for poly in geo.coast:                      # the island's edge where there is no sea: earth
            pygame.draw.lines(surf, ISLAND_EDGE, True, self._poly(poly), edge)
        for land, cell, d in geo.shore:             # surf where a coastal land meets the sea
            a, b = self._poly(geo.edge(cell, d))
            pygame.draw.line(surf, SURF, a, b, edge)
            for p in (a, b):
                pygame.draw.circle(surf, SURF, p, edge // 2)
        for terrain in ("mountain", "wetland", "jungle", "sand"):
            fill = sprites.terrain_fill(terrain, self.colourblind, tile)
            for land, info in lands.items():
                if info.terrain == terrain:
                    self._paint(fill, [self._poly(poly) for poly in geo.shapes[land].polygons])
        for land, info in lands.items():
            self._rim(land, shade(pal[info.terrain][0], 1.35))
        width = max(2, round(s * 0.08))
        for land in lands:
            for poly in geo.shapes[land].polygons:
                pygame.draw.lines(surf, BORDER, True, self._poly(poly), width)
        self._board_edges()
        for land, info in lands.items():
            self._label(land, info)

    def _paint(self, tile: pygame.Surface, polys: list) -> None:
        """Cover the polygons (picture coordinates) with the tile's pattern, laid from the
        picture's corner so that lands of one terrain join without a seam. Only the polygons'
        bounding box is worked on: a layer and a mask the picture's size for each terrain took
        the most of the island's drawing (191 ms at the closest zoom at 1920x1080)."""
        xs = [px for poly in polys for px, _ in poly]
        ys = [py for poly in polys for _, py in poly]
        box = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs)) - int(min(xs)) + 2,
                          int(max(ys)) - int(min(ys)) + 2).clip(self.surface.get_rect())
        if not box.w or not box.h:
            return
        layer = sprites.tiled(tile, box.size, (box.x + self.rel[0], box.y + self.rel[1]))
        mask = pygame.Surface(box.size, pygame.SRCALPHA)
        for poly in polys:
            pygame.draw.polygon(mask, (255, 255, 255, 255), [(px - box.x, py - box.y) for px, py in poly])
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surface.blit(layer, box.topleft)

    def _outside(self, r: pygame.Rect) -> bool:
        """Whether a screen rectangle misses the picture (a land the window does not show, zoomed in)."""
        return not r.colliderect(pygame.Rect(self.offset, self.surface.get_size()))

    def _rim(self, land: str, colour) -> None:
        """A light band just inside a land's border, so two lands of one terrain read as two."""
        geo = self.geo
        x0, y0, x1, y1 = geo.shapes[land].bbox
        w = max(2, round(geo.size * 0.2))
        ox, oy = int(x0) - 2, int(y0) - 2
        size = (int(x1 - x0) + 5, int(y1 - y0) + 5)
        if self._outside(pygame.Rect((ox, oy), size)):
            return
        band = pygame.Surface(size, pygame.SRCALPHA)
        inside = pygame.Surface(size, pygame.SRCALPHA)
        for poly in geo.shapes[land].polygons:
            pts = [(px - ox, py - oy) for px, py in poly]
            pygame.draw.lines(band, tuple(colour) + (150,), True, pts, w)
            pygame.draw.polygon(inside, (255, 255, 255, 255), pts)
        band.blit(inside, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        self.surface.blit(band, (ox - self.offset[0], oy - self.offset[1]))

    def _board_edges(self):
        """Thicker lines where two island boards meet."""
        geo = self.geo
        for b in geo.island.boards:
            cells = [c for land, cs in geo.island.cells.items() if land[0] == b and land in geo.island.lands for c in cs]
            for poly in geo.outline(cells):
                pygame.draw.lines(self.surface, BORDER, True, self._poly(poly), max(3, int(geo.size * 0.14)))

    def _label(self, land: str, info):
        """The land's name plate: its terrain icon and name (invader markers go above, per frame)."""
        geo = self.geo
        x0, y0, x1, y1 = geo.name_row(land)
        ox, oy = self.offset
        row = pygame.Rect(round(x0), round(y0), int(x1 - x0), int(y1 - y0))
        if self._outside(row):
            return
        size = text.fit(land, max(6, int(row.height * 0.78)), int(row.width * 0.6), True, min_size=6)
        name = text.render(land, size, (255, 255, 255), True)
        while size > 6 and name.get_height() > row.height:
            size -= 1
            name = text.render(land, size, (255, 255, 255), True)
        icon = sprites.terrain_icon(info.terrain, max(4, min(row.height, row.width - name.get_width())))
        gap = max(1, row.height // 10)
        total = icon.get_width() + gap + name.get_width()
        ir = icon.get_rect(midleft=(row.centerx - total // 2, row.centery))
        nr = name.get_rect(midleft=(ir.right + gap, row.centery))
        plate = ir.union(nr).inflate(2, 0).clip(row)
        back = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (12, 10, 8, 120), back.get_rect(), border_radius=plate.height // 2)
        self.surface.blit(back, plate.move(-ox, -oy))
        self.surface.blit(icon, ir.move(-ox, -oy))
        text.shadowed(self.surface, land, nr.move(-ox, -oy).topleft, size, centre=False)
        self.label_rects[land] = [ir, nr]


def _kept_name(geo: IslandGeometry, colourblind: bool) -> str:
    from ...persist import pictures
    from ..picture_sources import picture_sources
    more = (geo.letters,) if geo.letters else ()       # a game with a pack's kinds: its name plates may sit elsewhere
    more += (f"turn{geo.turn}",) if geo.turn else ()   # the island turned to fill the window (geometry.best_turn)
    return pictures.key("island", geo.island.key or tuple(geo.island.boards), tuple(geo.rect), bool(colourblind), *more,
                        sources=picture_sources())
