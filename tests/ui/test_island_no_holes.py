"""The island's picture has no holes down to the table: where boards join and a cell belongs to
no board, with land on four sides or more, it is drawn as sea (a bay), for every island size."""
import pytest

from game.content.hexgrid import neighbours
from game.content.layouts import build_island
from game.ui.render.geometry import _sea_and_shore

LAYOUTS = [tuple("AB"), tuple("ABC"), tuple("ABCD"), tuple("ABCDE"), tuple("ABCDEF")]


@pytest.mark.parametrize("boards", LAYOUTS, ids="".join)
def test_no_cell_walled_in_by_land_is_left_as_a_hole(boards):
    island = build_island(boards)
    held = {c for cs in island.cells.values() for c in cs}
    land = {c for name, cs in island.cells.items() if name in island.lands for c in cs}
    sea, _ = _sea_and_shore(boards)
    holes = [c for c in {nb for c in land for nb in neighbours(c)} - held - sea
             if sum(nb in land for nb in neighbours(c)) >= 4]
    assert holes == []


def test_the_six_board_islands_joins_are_bays_with_surf_on_their_shores():
    """The two joins of the 6-board island that no board holds are sea, and the lands around them
    have surf where they meet it."""
    boards = tuple("ABCDEF")
    island = build_island(boards)
    held = {c for cs in island.cells.values() for c in cs}
    sea, shore = _sea_and_shore(boards)
    bays = [c for c in sea if c not in held and any(nb in held for nb in neighbours(c))
            and sum(nb in held for nb in neighbours(c)) >= 4]
    assert len(bays) >= 2
    assert all(any(neighbours(cell)[d] == bay for _, cell, d in shore) for bay in bays)
