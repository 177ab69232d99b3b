"""The island's layouts on the table: the archipelago, one board more and the thematic island are
laid out, hit-tested and zoomed like the standard island, and each layout has a small picture
for the setup screen (game.ui.render.layout_picture)."""
import itertools

import pygame
import pytest

from game.content.layouts import all_layouts, build_island
from game.ui.render.geometry import IslandGeometry
from game.ui.render.layout_picture import layout_boards, layout_picture
from game.ui.render.slots import piece_size

ISLANDS = [("archipelago", "ABCDEF"), ("archipelago", "AB"), ("extra-board", "ABCD"), ("thematic", "DBCA"),
           ("thematic", "A"), ("thematic", "DBA")]


@pytest.mark.parametrize("layout,boards", ISLANDS)
@pytest.mark.parametrize("rect", [(0, 87, 980, 421), (0, 130, 1540, 650)])     # the island at 1280x720, 1920x1080
def test_every_land_of_a_layout_is_found_where_it_is_drawn(layout, boards, rect):
    geo = IslandGeometry(build_island(tuple(boards) + ("@" + layout,)), rect)
    x0, y0, w, h = geo.rect
    mismatches = 0
    for x, y in itertools.product(range(x0 + 3, x0 + w, 23), range(y0 + 3, y0 + h, 19)):
        mismatches += geo.land_at((x, y)) != geo.land_at_polygon((x, y))
    assert mismatches <= 3     # only points exactly on a shared edge may differ
    for land in geo.island.lands:
        shape = geo.shapes[land]
        assert geo.land_at(shape.label_at) == land
        bx0, by0, bx1, by1 = shape.bbox
        assert x0 - 1 <= bx0 and bx1 <= x0 + w + 1 and y0 - 1 <= by0 and by1 <= y0 + h + 1, land


@pytest.mark.parametrize("layout_id", sorted(all_layouts()))
def test_a_layout_has_a_small_picture_of_its_outline(layout_id):
    layout = all_layouts()[layout_id]
    spirits = layout.spirits[-1]
    pic = layout_picture(layout_id, spirits, (160, 100))
    assert pic.get_size() == (160, 100)
    colours = {tuple(pic.get_at((x, y)))[:3] for x in range(0, 160, 3) for y in range(0, 100, 3)}
    from game.ui import palette
    assert palette.NORMAL["ocean"][0] in colours                   # the boards' oceans
    terrains = {palette.NORMAL[t][0] for t in ("mountain", "wetland", "jungle", "sand")}
    assert len(terrains & colours) >= 3                              # lands in their terrains' colours
    assert len(layout_boards(layout_id, spirits)) == layout.boards_for(spirits)


def test_a_layout_that_cannot_take_the_spirits_gives_a_crossed_picture():
    pic = layout_picture("thematic", 6, (80, 60))
    assert pic.get_size() == (80, 60)
    from game.ui import palette
    assert all(tuple(pic.get_at((x, 5)))[:3] != palette.NORMAL["ocean"][0] for x in range(80))


@pytest.mark.parametrize("spirits,layout", [(6, None), (4, "thematic"), (6, "archipelago")])
def test_a_big_island_zooms_in_until_its_pieces_read(spirits, layout):
    from game.engine import Game
    from game.ui import bridge
    from game.ui.program import App, SPIRIT_ORDER
    from game.ui.scenes import zoom as Z
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        cfg = {"spirits": list(SPIRIT_ORDER[:spirits]), "seed": 4}
        if layout:
            cfg["layout"] = layout
        app.open_table(Game(cfg))
        table = app.scenes[-1]
        whole = table.geo.size * piece_size(len(table.geo.island.boards))
        assert whole < Z.READABLE_PIECE
        centre = table.layout.island.center
        while table.zoom.zoom_at(centre, 1.25):
            pass
        Z.rebuild(table, redraw=True)
        assert table.geo.token_size() >= Z.READABLE_PIECE - 1
        assert table.zoom.factor > Z.MAX_ZOOM
    finally:
        app.close()
