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
    pic = layout_picture("extra-board", 6, (80, 60))       # one board more: 1-5 spirits
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


@pytest.mark.parametrize("boards", ["AB", "ABCDE"])
def test_the_water_between_an_archipelagos_islands_is_drawn_as_sea_and_only_coastal_lands_meet_the_surf(boards):
    """003 "Disposition de l'île": "plusieurs îlots séparés (en archipels) avec leurs Océans
    connectés": the islands stand in the sea, so the water between them is sea, not the table;
    the sides of a board away from its ocean stay cliffs (only coastal lands meet the surf)."""
    from game.ui.render.geometry import sea_and_shore
    from game.ui.render.island import IslandLayer
    from game.ui.palette import TABLE
    island = build_island(tuple(boards) + ("@archipelago",))
    geo = IslandGeometry(island, (0, 130, 1540, 650))
    sea, shore = sea_and_shore(island)
    assert {land for land, _c, _d in shore} <= {l for l, info in island.lands.items() if info.coastal}
    first, second = boards[0], boards[1]
    right_of_first = max(geo.shapes[f"{first}{n}"].bbox[2] for n in range(1, 9))
    left_of_second = geo.shapes[f"{second}0"].bbox[0]        # the second island's own ocean strip
    points = [((right_of_first + left_of_second) / 2, geo.shapes[f"{first}8"].centre[1])]
    if len(boards) > 3:         # and between the rows of islands
        below = geo.shapes[f"{boards[3]}1"].bbox[1]
        points.append((geo.shapes[f"{first}5"].centre[0], (geo.shapes[f"{first}4"].bbox[3] + below) / 2))
    pygame.init()
    layer = IslandLayer(geo, False)
    for p in points:
        assert geo.land_at(p) == ""
        x, y = int(p[0] - layer.offset[0]), int(p[1] - layer.offset[1])
        assert tuple(layer.surface.get_at((x, y)))[:3] != tuple(TABLE)[:3], ("the water between islands is sea", p)
