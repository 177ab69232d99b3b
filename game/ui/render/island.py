"""The island: sea, lands (terrain colour + pattern + icon), coast and borders, labels —
drawn once into a cached layer; pieces and glows go on top every frame (see pieces.py)."""
from __future__ import annotations

import pygame

from .. import sprites, text
from ..palette import terrain_colours, shade
from .geometry import IslandGeometry


class IslandLayer:
    """The static picture of the island for one window size and palette."""

    def __init__(self, geo: IslandGeometry, colourblind: bool):
        self.geo = geo
        self.colourblind = colourblind
        x, y, w, h = geo.rect
        self.offset = (x, y)
        self.surface = pygame.Surface((w, h)).convert() if pygame.display.get_surface() else pygame.Surface((w, h))
        self._draw()

    def _poly(self, poly):
        ox, oy = self.offset
        return [(px - ox, py - oy) for px, py in poly]

    def _draw(self):
        geo, surf = self.geo, self.surface
        pal = terrain_colours(self.colourblind)
        s = geo.size
        tile = max(24, int(s * 1.6))
        surf.blit(sprites.tiled(sprites.terrain_fill("ocean", self.colourblind, tile), surf.get_size()), (0, 0))
        lands = geo.island.lands
        # a board's ocean strip: shallower water
        for land, shape in geo.shapes.items():
            if land not in lands:
                for poly in shape.polygons:
                    pygame.draw.polygon(surf, shade(pal["ocean"][0], 1.18), self._poly(poly))
        # surf along the coast
        for poly in geo.coast:
            pts = self._poly(poly)
            pygame.draw.polygon(surf, (232, 226, 200), pts)
            pygame.draw.lines(surf, (232, 226, 200), True, pts, max(3, int(s * 0.28)))
        for terrain in ("mountain", "wetland", "jungle", "sand"):
            mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            for land, info in lands.items():
                if info.terrain == terrain:
                    for poly in geo.shapes[land].polygons:
                        pygame.draw.polygon(mask, (255, 255, 255, 255), self._poly(poly))
            layer = sprites.tiled(sprites.terrain_fill(terrain, self.colourblind, tile), surf.get_size())
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(layer, (0, 0))
        for land, info in lands.items():
            dark = shade(pal[info.terrain][0], 0.62)
            for poly in geo.shapes[land].polygons:
                pts = self._poly(poly)
                pygame.draw.lines(surf, dark, True, pts, max(2, int(s * 0.12)))
        for land, info in lands.items():
            for poly in geo.shapes[land].polygons:
                pygame.draw.lines(surf, (24, 20, 16), True, self._poly(poly), max(1, int(s * 0.05)))
        self._board_edges()
        for land, info in lands.items():
            self._label(land, info)

    def _board_edges(self):
        """Thicker lines where two island boards meet."""
        from ...content.hexgrid import outline
        geo = self.geo
        for b in geo.island.boards:
            cells = [c for land, cs in geo.island.cells.items() if land[0] == b and land in geo.island.lands for c in cs]
            for poly in outline(cells, geo.size, geo.origin):
                pygame.draw.lines(self.surface, (20, 16, 12), True, self._poly(poly), max(2, int(geo.size * 0.1)))

    def _label(self, land: str, info):
        geo = self.geo
        lx, ly = geo.shapes[land].label_at
        lx, ly = lx - self.offset[0], ly - self.offset[1]
        icon = sprites.terrain_icon(info.terrain, int(geo.size * 0.95))
        self.surface.blit(icon, (lx - icon.get_width() // 2, ly - icon.get_height() * 0.62))
        size = max(10, int(geo.size * 0.42))
        text.shadowed(self.surface, land, (lx, ly + geo.size * 0.48), size)
