"""The island boards A-F, their hex geometry and the standard layouts for 1-6 boards."""

from __future__ import annotations

import itertools
import math
import re

import pytest

from game.content import hexgrid
from game.content.boards import BOARDS, PIECE_LETTERS, TERRAINS, parse_pieces
from game.content.layouts import LAYOUTS, build_island

ALL_ORDERS = [
    order for n in range(1, 5) for order in itertools.permutations("ABCD", n)
]
# 5 and 6 boards: every board in every slot, and boards E and F in small islands too (not all
# 720 orders: the island's geometry does not depend on which board sits where).
BIG_ORDERS = [
    "ABCDE", "EDCBA", "FABCD", "BCDEF", "ABCDEF", "FEDCBA", "CDEFAB", "EFABCD", "BADCFE",
    "E", "F", "EF", "AFE", "FCEA",
]
COMPASS = {"E": 0, "N": 90, "W": 180, "S": 270, "SE": 315, "SW": 225, "NE": 45, "NW": 135}


def _derived_adjacency(cells: dict) -> dict[int, set[int]]:
    """Land number -> land numbers sharing a hex edge (ocean key 0 excluded)."""
    out: dict[int, set[int]] = {n: set() for n in cells if n != 0}
    for a, b in itertools.combinations(sorted(out), 2):
        if hexgrid.shared_edge(cells[a], cells[b]):
            out[a].add(b)
            out[b].add(a)
    return out


def _angle(frm: tuple[float, float], to: tuple[float, float]) -> float:
    """Compass angle in degrees (0 = east, 90 = north) from one pixel point to another."""
    return math.degrees(math.atan2(frm[1] - to[1], to[0] - frm[0])) % 360


def _off(angle: float, compass: str) -> float:
    diff = abs(angle - COMPASS[compass]) % 360
    return min(diff, 360 - diff)


# --- hex grid -------------------------------------------------------------------------------


def test_hex_rotation_six_sixths_is_a_full_turn_and_one_sixth_turns_east_to_south_east():
    for cell in [(0, 0), (3, -1), (-2, 5)]:
        assert hexgrid.rotate(cell, 6) == cell
        assert hexgrid.rotate(hexgrid.rotate(cell, 2), -2) == cell
    assert hexgrid.rotate((1, 0), 1) == (0, 1)


def test_hex_pixel_round_trip_and_neighbours_share_two_corners():
    for cell in [(0, 0), (4, -3), (-5, 2)]:
        centre = hexgrid.axial_to_pixel(cell, 13.0, (5.0, 7.0))
        assert hexgrid.pixel_to_axial(centre, 13.0, (5.0, 7.0)) == cell
        corners = {(round(x, 6), round(y, 6)) for x, y in hexgrid.cell_corners(cell, 13.0, (5.0, 7.0))}
        for nb in hexgrid.neighbours(cell):
            nb_corners = {(round(x, 6), round(y, 6)) for x, y in hexgrid.cell_corners(nb, 13.0, (5.0, 7.0))}
            assert len(corners & nb_corners) == 2


def test_hex_outline_of_one_cell_is_its_six_corners_and_a_ring_has_a_hole():
    (poly,) = hexgrid.outline([(0, 0)])
    assert len(poly) == 6
    ring = [hexgrid.translate(c, (2, 2)) for c in hexgrid.neighbours((0, 0))]
    assert len(hexgrid.outline(ring)) == 2
    assert len(hexgrid.outline([(0, 0), (5, 5)])) == 2
    assert hexgrid.shared_edge([(0, 0)], [(1, 0)]) and not hexgrid.shared_edge([(0, 0)], [(2, 0)])


# --- boards ---------------------------------------------------------------------------------


def test_there_are_six_boards_a_to_f():
    assert sorted(BOARDS) == ["A", "B", "C", "D", "E", "F"]
    assert all(BOARDS[name].name == name for name in BOARDS)


def test_each_board_has_eight_lands_two_of_each_terrain():
    for board in BOARDS.values():
        assert [land.number for land in board.lands] == list(range(1, 9))
        terrains = [land.terrain for land in board.lands]
        assert sorted(terrains) == sorted(TERRAINS * 2), board.name


def test_coastal_lands_are_one_to_three_on_every_board():
    for board in BOARDS.values():
        assert [land.number for land in board.lands if land.coastal] == [1, 2, 3], board.name


def test_board_adjacency_is_symmetric_and_never_self():
    for board in BOARDS.values():
        by_number = {land.number: land for land in board.lands}
        for land in board.lands:
            assert land.number not in land.neighbours
            for n in land.neighbours:
                assert land.number in by_number[n].neighbours, (board.name, land.number, n)


def test_adjacency_derived_from_shared_hex_edges_equals_board_data():
    for board in BOARDS.values():
        derived = _derived_adjacency(board.cells)
        for land in board.lands:
            assert derived[land.number] == set(land.neighbours), (board.name, land.number)


def test_coastal_lands_touch_the_ocean_and_inland_lands_do_not():
    for board in BOARDS.values():
        for land in board.lands:
            touches = hexgrid.shared_edge(board.cells[land.number], board.cells[0])
            assert touches == land.coastal, (board.name, land.number)


def test_land_cells_are_connected_compact_and_do_not_overlap():
    for board in BOARDS.values():
        assert sorted(board.cells) == list(range(0, 9))
        seen: set = set()
        for number, cells in board.cells.items():
            assert hexgrid.is_connected(cells), (board.name, number)
            assert not seen & set(cells), (board.name, number)
            seen |= set(cells)
            if number:
                assert 4 <= len(cells) <= 7, (board.name, number, len(cells))
                # a compact blob, not a snake: at most ~4.4 cells end to end, and some cell of
                # the land has at least 3 neighbours in the same land (so it is not a line)
                spread = max(
                    math.dist(hexgrid.axial_to_pixel(a), hexgrid.axial_to_pixel(b))
                    for a, b in itertools.combinations(cells, 2)
                )
                assert spread <= math.sqrt(19) * math.sqrt(3) + 1e-9, (board.name, number, spread)
                group = set(cells)
                core = max(sum(nb in group for nb in hexgrid.neighbours(c)) for c in cells)
                assert core >= 3, (board.name, number)


def test_every_board_has_the_same_outline_so_any_board_fits_any_slot():
    shapes = {
        name: (
            frozenset(c for n, cells in b.cells.items() if n for c in cells),
            frozenset(b.cells[0]),
        )
        for name, b in BOARDS.items()
    }
    assert len(set(shapes.values())) == 1
    land, ocean = shapes["A"]
    assert hexgrid.is_connected(land) and len(hexgrid.outline(land)) == 1
    assert hexgrid.is_connected(ocean)


def test_starting_pieces_use_only_city_town_explorer_dahan_blight_with_counts():
    for board in BOARDS.values():
        for land in board.lands:
            if land.start:
                assert re.fullmatch(r"[1-9][CTEDB]( [1-9][CTEDB])*", land.start), land.start
            pieces = parse_pieces(land.start)
            assert set(pieces) <= set(PIECE_LETTERS)
            assert all(count > 0 for count in pieces.values())
    assert parse_pieces("1C 2D") == {"C": 1, "D": 2}
    assert parse_pieces("") == {}
    with pytest.raises(ValueError):
        parse_pieces("1X")


def test_each_board_starts_with_six_dahan_one_city_one_town_one_blight():
    for board in BOARDS.values():
        total: dict[str, int] = {}
        for land in board.lands:
            for letter, count in parse_pieces(land.start).items():
                total[letter] = total.get(letter, 0) + count
        assert total == {"C": 1, "T": 1, "D": 6, "B": 1}, board.name


def test_the_city_starts_in_land_two():
    for board in BOARDS.values():
        assert "C" in parse_pieces(board.lands[1].start), board.name


# --- layouts --------------------------------------------------------------------------------


def test_build_island_names_lands_by_board_and_number_in_order():
    island = build_island(["B", "A"])
    assert list(island.lands) == [f"B{n}" for n in range(1, 9)] + [f"A{n}" for n in range(1, 9)]
    assert set(island.cells) == set(island.lands) | {"A0", "B0"}
    assert island.lands["A2"].board == "A" and island.lands["A2"].number == 2
    assert island.lands["A2"].start == BOARDS["A"].lands[1].start


def test_build_island_is_cached_and_accepts_lists_or_tuples():
    assert build_island(["A", "C"]) is build_island(("A", "C"))


def test_build_island_rejects_bad_board_lists():
    for bad in ([], ["A", "A"], ["G"], ["A", "B", "C", "D", "A"], list("ABCDEFA"), ["E", "E"]):
        with pytest.raises(ValueError):
            build_island(bad)


def test_layouts_for_2_to_6_boards_connect_every_board_and_nothing_overlaps():
    touching_slots = {2: [(0, 1)], 3: [(0, 1), (1, 2), (0, 2)], 4: [(0, 1), (1, 2), (2, 3), (3, 0)],
                      5: [(0, 1), (1, 3), (0, 3), (2, 3), (4, 1)],
                      6: [(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5), (1, 4)]}
    for order in ALL_ORDERS + BIG_ORDERS:
        island = build_island(list(order))
        all_cells = [c for cells in island.cells.values() for c in cells]
        assert len(all_cells) == len(set(all_cells)), order
        land_cells = [c for lid, cells in island.cells.items() if lid in island.lands for c in cells]
        assert hexgrid.is_connected(land_cells), order
        assert len(hexgrid.outline(land_cells)) == 1, f"{order}: the island has a lake or a gap"
        for i, j in touching_slots.get(len(order), []):
            a, b = order[i], order[j]
            a_cells = [c for n in range(1, 9) for c in island.cells[f"{a}{n}"]]
            b_cells = [c for n in range(1, 9) for c in island.cells[f"{b}{n}"]]
            assert hexgrid.shared_edge_count(a_cells, b_cells) >= 5, (order, a, b)
            assert any(lid.startswith(b) for n in range(1, 9) for lid in island.lands[f"{a}{n}"].adjacent)


def test_island_adjacency_is_symmetric_and_equals_shared_hex_edges_across_boards():
    for order in ALL_ORDERS + BIG_ORDERS:
        island = build_island(list(order))
        for land in island.lands.values():
            assert land.id not in land.adjacent
            for other in land.adjacent:
                assert land.id in island.lands[other].adjacent, (order, land.id, other)
            derived = {
                other
                for other in island.lands
                if other != land.id and hexgrid.shared_edge(island.cells[land.id], island.cells[other])
            }
            assert derived == set(land.adjacent), (order, land.id)


def test_only_coastal_lands_touch_any_ocean_in_every_layout():
    for order in ALL_ORDERS + BIG_ORDERS:
        island = build_island(list(order))
        ocean = [c for oid in island.ocean_ids() for c in island.cells[oid]]
        for land in island.lands.values():
            assert hexgrid.shared_edge(island.cells[land.id], ocean) == land.coastal, (order, land.id)


def _ocean_angles(order: str) -> dict[str, float]:
    island = build_island(list(order))
    land_cells = [c for lid, cells in island.cells.items() if lid in island.lands for c in cells]
    centre = hexgrid.centroid(land_cells)
    return {b: _angle(centre, hexgrid.centroid(island.cells[f"{b}0"])) for b in order}


def test_oceans_face_west_and_east_for_two_boards():
    angles = _ocean_angles("AB")
    assert _off(angles["A"], "W") < 5 and _off(angles["B"], "E") < 5


def test_oceans_face_north_south_east_and_south_west_for_three_boards():
    angles = _ocean_angles("ABC")
    assert _off(angles["A"], "N") < 30
    assert _off(angles["B"], "SE") < 30
    assert _off(angles["C"], "SW") < 30


def test_oceans_face_east_east_west_west_for_four_boards():
    angles = _ocean_angles("ABCD")
    for board, compass in zip("ABCD", ["E", "E", "W", "W"]):
        assert _off(angles[board], compass) < 30, (board, angles[board])


def test_every_ocean_lies_on_the_outside_of_the_island_whole_for_1_to_4_boards():
    for order in ALL_ORDERS + BIG_ORDERS:
        island = build_island(list(order))
        taken = {c for cells in island.cells.values() for c in cells}
        for oid in island.ocean_ids():
            ocean = island.cells[oid]
            assert len(ocean) == 7 or len(order) >= 5, (order, oid)
            assert len(ocean) >= 5 and hexgrid.is_connected(ocean), (order, oid)
            assert any(nb not in taken for c in ocean for nb in hexgrid.neighbours(c)), (order, oid)
            outside = [c for c in ocean if any(nb not in taken for nb in hexgrid.neighbours(c))]
            assert len(outside) == len(ocean), (order, oid, "an ocean cell is walled in")


def test_five_boards_make_a_hexagon_with_two_claws_and_six_boards_two_hexagons():
    hexagon = LAYOUTS[3]
    assert {(p.sixths, p.offset) for p in hexagon} == {(LAYOUTS[5][i].sixths, LAYOUTS[5][i].offset) for i in (0, 1, 3)}
    assert {(p.sixths, p.offset) for p in hexagon} == {(p.sixths, p.offset) for p in LAYOUTS[6][:3]}
    shift = (27, -6)  # the second hexagon: the first turned half round, moved east
    turned = {((p.sixths + 3) % 6, hexgrid.translate(hexgrid.rotate(p.offset, 3), shift)) for p in hexagon}
    assert turned == {(p.sixths, p.offset) for p in LAYOUTS[6][3:]}


def test_layout_table_matches_the_slot_directions():
    for n, slots in LAYOUTS.items():
        assert len(slots) == n
        order = "ABCDEF"[:n]
        angles = _ocean_angles(order)
        for board, slot in zip(order, slots):
            assert _off(angles[board], slot.ocean_faces) < 45, (n, board, slot)
