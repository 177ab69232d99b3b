"""A small picture of an island layout (game.content.layouts) for the setup screen: each land
filled with its terrain's colour, the boards' oceans, the boards' edges drawn thicker, all fitted
into a surface of the size asked. No pieces, no names: the island's shape at a glance."""
from __future__ import annotations

import pygame

from ...content.hexgrid import cell_corners, outline
from ...content.layouts import build_island, layout_of
from .. import palette

Point = tuple[float, float]


def layout_boards(layout_id: str, spirits: int) -> tuple[str, ...]:
    """The boards a layout lays for a game of `spirits` spirits when the settings name none: its
    own, else the first boards A.. (one per spirit, and one more per board no spirit starts on)."""
    layout = layout_of(layout_id)
    if layout.default_boards:
        return tuple(layout.default_boards(spirits))
    return tuple("ABCDEF"[: layout.boards_for(spirits)])


def layout_picture(layout_id: str, spirits: int, size: tuple[int, int], boards: tuple[str, ...] = (),
                   colourblind: bool = False, background=palette.PANEL_DARK) -> pygame.Surface:
    """The outline of `layout_id` laid for `spirits` spirits (on `boards`, else the layout's own),
    drawn into a new surface of `size` pixels. A layout that cannot take that many spirits gives
    the surface with a thin cross (the setup screen greys such a choice out anyway)."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(background)
    layout = layout_of(layout_id)
    if spirits not in layout.spirits:
        pygame.draw.line(surf, palette.INK_DIM, (w * 0.3, h * 0.3), (w * 0.7, h * 0.7), 2)
        pygame.draw.line(surf, palette.INK_DIM, (w * 0.7, h * 0.3), (w * 0.3, h * 0.7), 2)
        return surf
    boards = tuple(boards) or layout_boards(layout_id, spirits)
    island = build_island(boards + ("@" + layout_id,))
    cells = [c for cs in island.cells.values() for c in cs]
    unit = [p for c in cells for p in cell_corners(c, 1.0)]
    x0, x1 = min(p[0] for p in unit), max(p[0] for p in unit)
    y0, y1 = min(p[1] for p in unit), max(p[1] for p in unit)
    pad = 0.06
    s = min(w * (1 - 2 * pad) / (x1 - x0), h * (1 - 2 * pad) / (y1 - y0))
    origin = (w / 2 - (x0 + x1) / 2 * s, h / 2 - (y0 + y1) / 2 * s)
    colours = palette.terrain_colours(colourblind)
    line = max(1, round(s * 0.12))
    for land_id, cs in island.cells.items():
        info = island.lands.get(land_id)
        fill = colours["ocean"][0] if info is None else colours[info.terrain][0]
        for poly in outline(cs, s, origin):
            pygame.draw.polygon(surf, fill, poly)
            if info is not None:
                pygame.draw.polygon(surf, palette.shade(fill, 0.6), poly, 1)
    for b in island.boards:         # the boards' edges, over the lands
        mine = [c for land, info in island.lands.items() if info.board == b for c in island.cells[land]]
        for poly in outline(mine, s, origin):
            pygame.draw.polygon(surf, palette.INK, poly, line)
    return surf
