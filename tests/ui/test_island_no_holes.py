"""The island's picture has no holes down to the table: where boards join and a cell belongs to
no board, with land on four sides or more, it is drawn as the island's earth (not as sea: the
lands around it are not coastal), for every island size."""
import pygame
import pytest

from game.content.hexgrid import neighbours
from game.content.layouts import build_island
from game.ui.palette import ISLAND_EDGE, TABLE
from game.ui.render.geometry import IslandGeometry, _sea_and_shore

LAYOUTS = [tuple("AB"), tuple("ABC"), tuple("ABCD"), tuple("ABCDE"), tuple("ABCDEF")]


def _walled_in(boards):
    """Cells no board holds and the sea does not reach, with land on four sides or more."""
    island = build_island(boards)
    held = {c for cs in island.cells.values() for c in cs}
    land = {c for name, cs in island.cells.items() if name in island.lands for c in cs}
    sea, _ = _sea_and_shore(boards)
    return island, sorted(c for c in {nb for c in land for nb in neighbours(c)} - held - sea
                          if sum(nb in land for nb in neighbours(c)) >= 4)


@pytest.mark.parametrize("boards", LAYOUTS, ids="".join)
def test_every_cell_walled_in_by_land_shows_the_islands_earth_not_the_table(boards):
    from game.ui.render.island import IslandLayer
    island, walled = _walled_in(boards)
    assert bool(walled) == (len(boards) >= 5)       # the 5- and 6-board islands have such joins
    geo = IslandGeometry(island, (0, 0, 1200, 700))
    layer = IslandLayer(geo, False)
    ox, oy = layer.offset
    for cell in walled:
        x, y = geo.cell_centre(cell)
        colour = tuple(layer.surface.get_at((round(x - ox), round(y - oy))))[:3]
        assert colour == ISLAND_EDGE != TABLE, (cell, colour)


def test_the_earth_where_boards_meet_says_it_is_no_land_under_the_pointer():
    """A playtest: two brown hexes with no name and no tooltip. Under the pointer such a cell is
    the 'join' of the island's hotspots (its tooltip says it is no land), never a land."""
    from game.ui.input.hotspots import Hotspots, Target
    island, walled = _walled_in(tuple("ABCDEF"))
    geo = IslandGeometry(island, (0, 0, 1200, 700))
    hs = Hotspots()
    hs.geometry, hs.island_rect = geo, pygame.Rect(0, 0, 1200, 700)
    for cell in walled:
        p = geo.cell_centre(cell)
        assert geo.join_at(p) and not geo.land_at(p)
        assert hs.at(p) == [Target("info", name="join")]
    land = next(iter(island.lands))
    assert not geo.join_at(geo.shapes[land].label_at)
    assert Target("info", name="join") not in hs.at(geo.shapes[land].label_at)
    from game.engine.testing import position
    from game.ui.render.overlays import info_tooltip
    shown = info_tooltip(pygame.Surface((1200, 700)), position({}), "join", p, 1.0, pygame.Rect(0, 0, 1200, 700))
    assert shown is not None and shown.width > 0
