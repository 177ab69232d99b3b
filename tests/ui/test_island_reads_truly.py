"""The island reads truly: every piece and badge is drawn wholly inside its own land, in a slot
that does not move when other pieces come and go; the sea is drawn only where the rules say the
coast is."""
import itertools
from types import SimpleNamespace

import pygame
import pytest

from game.content.hexgrid import neighbours
from game.content.layouts import LAYOUTS, build_island
from game.ui.layout import compute
from game.ui.render.geometry import IslandGeometry, point_in_polygon, sea_and_shore
from game.ui.render.pieces import badge_rect, layout_pieces
from game.ui.render.slots import kinds

# Every kind of piece that can stand in a land: 3 invaders, 3 damaged invaders, Dahan and a
# damaged Dahan, Blight, and the presence of every spirit in the game (one per board): 10 kinds
# on a 1-board island, 11 on 2, 12 on 3 and 13 on 4. Counts of 2+ show badges, 12 a wide one.
CROWD = {"E": 3, "T": 2, "T1": 1, "C": 1, "C1": 1, "C2": 12, "D": 4, "D1": 1, "B": 2}
PRESENCE = (2, 1, 3, 1, 2, 1)


def islands():
    """Every island the game builds: each number of boards, each board in each slot (for 5 and
    6 boards, two orders: the geometry is the same whichever board takes a slot)."""
    for n in LAYOUTS:
        if n <= 4:
            yield from itertools.permutations("ABCD", n)
        else:
            yield tuple("ABCDEF"[:n])
            yield tuple("FEDCBA"[:n])


def window_geometries(boards):
    """The island as the table lays it out at 1280x720 and 1920x1080, and zoomed in twice."""
    island = build_island(boards)
    for size in ((1280, 720), (1920, 1080)):
        r = compute(size, 1.0).island
        yield IslandGeometry(island, tuple(r))
    yield IslandGeometry(island, (0, 0, r.width * 2, r.height * 2))


def crowded_state(island, presence=PRESENCE, pieces=CROWD):
    presence = presence[:len(island.boards)]
    spirits = [SimpleNamespace(presence={land: n for land in island.lands}) for n in presence]
    return SimpleNamespace(lands={land: dict(pieces) for land in island.lands}, spirits=spirits)


def rect_inside(rect: pygame.Rect, polys, margin: float) -> bool:
    """The rectangle grown by `margin` lies inside the land: its outline, walked pixel by pixel,
    never leaves the land, and no corner of the land pokes into it."""
    x0, y0, x1, y1 = rect.left - margin, rect.top - margin, rect.right + margin, rect.bottom + margin
    inside = lambda p: sum(point_in_polygon(p, poly) for poly in polys) % 2 == 1   # noqa: E731
    steps_x, steps_y = max(2, int(x1 - x0) + 1), max(2, int(y1 - y0) + 1)
    walk = [(x0 + (x1 - x0) * i / steps_x, y) for i in range(steps_x + 1) for y in (y0, y1)]
    walk += [(x, y0 + (y1 - y0) * i / steps_y) for i in range(steps_y + 1) for x in (x0, x1)]
    if not all(inside(p) for p in walk):
        return False
    return not any(x0 < px < x1 and y0 < py < y1 for poly in polys for px, py in poly)


@pytest.mark.parametrize("boards", list(islands()), ids="".join)
def test_every_piece_and_badge_lies_inside_its_own_land_apart_from_the_others(boards):
    for geo in window_geometries(boards):
        margin = 0.04 * geo.size
        spots = layout_pieces(crowded_state(geo.island), geo)
        wanted = kinds(len(boards))
        assert len(wanted) == 9 + len(boards)
        assert len(spots) == len(geo.island.lands) * len(wanted)
        by_land: dict[str, list] = {}
        for spot in spots:
            by_land.setdefault(spot.land, []).append(spot)
        for land, group in by_land.items():
            polys = geo.shapes[land].polygons
            assert {s.token for s in group} == set(wanted), land
            things = []
            for spot in group:
                piece = spot.rect()
                assert rect_inside(piece, polys, margin), (land, spot.token, geo.size)
                things.append((f"{spot.token} piece", piece))
                badge = badge_rect(spot)
                assert rect_inside(badge, polys, margin), (land, spot.token, "badge", geo.size)
                assert badge.colliderect(piece), (land, spot.token, "badge away from its piece")
                things.append((f"{spot.token} badge", badge))
            x0, y0, x1, y1 = geo.shapes[land].plate
            plate = pygame.Rect(round(x0), round(y0), int(x1 - x0), int(y1 - y0))
            assert rect_inside(plate, polys, margin), (land, "name plate")
            things.append(("name plate", plate))
            for (a, ra), (b, rb) in itertools.combinations(things, 2):
                if a.split()[0] == b.split()[0] and "badge" in (a + b):
                    continue                     # a badge sits on its own piece
                assert not ra.colliderect(rb), (land, a, b, geo.size)


def test_a_piece_added_or_removed_does_not_move_the_others():
    geo = next(window_geometries(("A", "B", "C", "D")))
    full = {(s.land, s.token): s.pos for s in layout_pieces(crowded_state(geo.island), geo)}
    fewer = layout_pieces(crowded_state(geo.island, (0, 1, 0, 0), {"E": 1, "D": 2}), geo)
    assert {(s.land, s.token) for s in fewer} == {(land, t) for land in geo.island.lands for t in ("E", "D", "P1")}
    for s in fewer:
        assert s.pos == full[(s.land, s.token)], (s.land, s.token)
    # and a count changing changes nothing but the badge
    more = layout_pieces(crowded_state(geo.island, pieces=dict(CROWD, E=7)), geo)
    assert [(s.land, s.token, s.pos) for s in more] == [(s.land, s.token, s.pos) for s in
                                                       layout_pieces(crowded_state(geo.island), geo)]


def test_name_plates_icons_and_invader_markers_stay_on_the_plate(table_for):
    from game.ui.render.island import IslandLayer
    table, _ = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], size=(1280, 720))
    geo = table.geo
    layer = IslandLayer(geo, False)
    for land in geo.island.lands:
        x0, y0, x1, y1 = geo.shapes[land].plate
        plate = pygame.Rect(int(x0), int(y0), int(x1 - x0) + 2, int(y1 - y0) + 2)
        for r in layer.label_rects[land]:
            assert plate.contains(r), (land, r, plate)
        centres, radius = geo.marker_centres(land, 3)
        for x, y in centres:
            assert plate.contains(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)), land
        assert geo.land_at(geo.shapes[land].label_at) == land


@pytest.mark.parametrize("boards", list(islands()), ids="".join)
def test_sea_is_drawn_only_beside_coastal_lands_and_beside_every_one(boards):
    island = build_island(boards)
    sea, shore = sea_and_shore(island)
    land_cells = {c for land, cs in island.cells.items() if land in island.lands for c in cs}
    assert not sea & land_cells
    for land, cell, d in shore:
        assert island.lands[land].coastal, f"{land} is drawn beside the sea but is not coastal"
        assert neighbours(cell)[d] in sea
    coastal = {land for land, info in island.lands.items() if info.coastal}
    assert {land for land, _, _ in shore} == coastal


@pytest.mark.parametrize("boards", [("A",), ("A", "B"), ("C", "A", "D"), ("D", "C", "B", "A")], ids="".join)
@pytest.mark.parametrize("colourblind", [False, True])
def test_the_picture_shows_water_only_off_the_coast(table_for, boards, colourblind):
    """Just outside every outer edge of the island: water where a coastal land meets the sea,
    never water anywhere else (A4 and A7 do not look coastal)."""
    from game.ui.palette import ISLAND_EDGE, TABLE, shade, terrain_colours
    from game.ui.render.island import IslandLayer
    table_for(["scattering-gale"], ["A"])        # a display, fonts and pictures
    island = build_island(boards)
    geo = IslandGeometry(island, (0, 0, 1400, 900))
    surf = IslandLayer(geo, colourblind).surface
    water = terrain_colours(colourblind)["ocean"]
    wet = [water[0], water[1], shade(water[0], 1.18)]
    dry = [TABLE, ISLAND_EDGE]
    sea, _ = sea_and_shore(island)
    land_of = {c: land for land, cs in island.cells.items() if land in island.lands for c in cs}
    checked = 0
    for cell, land in land_of.items():
        for d, nb in enumerate(neighbours(cell)):
            if nb in land_of:
                continue
            (ax, ay), (bx, by) = geo.edge(cell, d)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            px, py = geo.cell_centre(cell)
            k = 1 + 0.3 * geo.size / (((mx - px) ** 2 + (my - py) ** 2) ** 0.5)
            x, y = round(px + (mx - px) * k), round(py + (my - py) * k)
            if not (0 <= x < surf.get_width() and 0 <= y < surf.get_height()):
                continue
            colour = surf.get_at((x, y))[:3]
            near = lambda cs: min(sum((a - b) ** 2 for a, b in zip(colour, c)) for c in cs)   # noqa: E731
            looks_wet = near(wet) < near(dry)
            assert looks_wet == (nb in sea), (land, cell, d, colour)
            checked += 1
    assert checked > 20
