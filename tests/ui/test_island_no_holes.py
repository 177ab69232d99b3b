"""The island's picture has no holes down to the table: where boards join and a cell belongs to
no board, with land on four sides or more, it is drawn as the island's earth (not as sea: the
lands around it are not coastal), for every island size."""
import pygame
import pytest

from game.content.hexgrid import neighbours
from game.content.layouts import build_island
from game.ui.palette import ISLAND_EDGE
from game.ui.render.geometry import IslandGeometry, _sea_and_shore, joins

LAYOUTS = [tuple("AB"), tuple("ABC"), tuple("ABCD"), tuple("ABCDE"), tuple("ABCDEF")]


def _walled_in(boards):
    island = build_island(boards)
    held = {c for cs in island.cells.values() for c in cs}
    land = {c for name, cs in island.cells.items() if name in island.lands for c in cs}
    sea, _ = _sea_and_shore(boards)
    return island, {c for c in {nb for c in land for nb in neighbours(c)} - held - sea
                    if sum(nb in land for nb in neighbours(c)) >= 4}


@pytest.mark.parametrize("boards", LAYOUTS, ids="".join)
def test_every_cell_walled_in_by_land_is_drawn_as_the_islands_earth(boards):
    island, walled = _walled_in(boards)
    assert set(joins(island)) == walled
    assert bool(walled) == (len(boards) >= 5)       # the 5- and 6-board islands have such joins


def test_a_join_of_the_six_board_island_shows_earth_in_its_picture():
    from game.ui.render.island import IslandLayer
    from game.content.hexgrid import axial_to_pixel
    island = build_island(tuple("ABCDEF"))
    geo = IslandGeometry(island, (0, 0, 1200, 700))
    layer = IslandLayer(geo, False)
    cell = joins(island)[0]
    x, y = axial_to_pixel(cell, geo.size, geo.origin)
    ox, oy = layer.offset
    assert tuple(layer.surface.get_at((round(x - ox), round(y - oy))))[:3] == ISLAND_EDGE
