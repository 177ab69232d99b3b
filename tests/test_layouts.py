"""The island's layouts (game.content.layouts): the registry, the archipelago, the extra board and
the thematic island, each chosen by a game's settings ("layout": id, written only when given)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import pytest

from game.content import catalog, hexgrid
from game.content.layouts import (BUILT_IN_LAYOUTS, LAYOUTS, Layout, Placement, all_layouts, build_island,
                                  island_key, layout_difficulty, layout_of, register_layout, unregister_layout)
from game.content.thematic import ARRANGEMENTS, JOINS, THEMATIC_BOARDS, THEMATIC_NAMES
from game.engine import Game, from_save, to_save
from game.engine.island import within_range
from game.engine.setup import SetupError, normalise_config
from game.engine.testing import position

SPIRITS = ["falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss", "old-village-drumbeat"]


# --- the registry ------------------------------------------------------------------------------

def test_the_standard_layouts_for_1_to_6_boards_are_named_in_the_registry():
    for n in range(1, 7):
        layout = layout_of(f"standard-{n}")
        assert layout.spirits == (n,) and layout.difficulty == 0 and layout.name
        assert layout.places(tuple("ABCDEF"[:n])) == LAYOUTS[n]
        named = build_island(tuple("ABCDEF"[:n]) + (f"@standard-{n}",))
        plain = build_island(tuple("ABCDEF"[:n]))
        assert named.cells == plain.cells and named.lands == plain.lands


def test_every_layout_has_an_id_a_name_and_a_difficulty():
    known = all_layouts()
    assert {"archipelago", "extra-board", "thematic"} <= set(known)
    for lid, layout in known.items():
        assert layout.id == lid and layout.name and isinstance(layout.difficulty, int)
    assert layout_of("extra-board").difficulty > 0 and layout_of("thematic").difficulty > 0


def test_the_layouts_offered_depend_on_the_number_of_spirits():
    from game.content.layouts import layouts_for
    assert [l.id for l in layouts_for(1)] == ["standard-1", "extra-board", "thematic"]
    assert [l.id for l in layouts_for(6)] == ["standard-6", "archipelago", "thematic"]
    assert {l.id for l in layouts_for(4)} == {"standard-4", "archipelago", "extra-board", "thematic"}


def test_the_catalog_names_the_layouts():
    out = subprocess.run([sys.executable, "-m", "game", "catalog", "--json"], capture_output=True, text=True,
                         check=True)
    layouts = json.loads(out.stdout)["layouts"]
    ids = layouts["ids"]
    assert [f"standard-{n}" for n in range(1, 7)] == ids[:6]
    assert {"archipelago", "extra-board", "thematic"} <= set(ids)
    assert layouts["layouts"]["thematic"]["difficulty"] == 3


def test_a_game_without_a_layout_keeps_its_settings_and_its_island():
    cfg = normalise_config({"spirits": SPIRITS[:2], "seed": 4})
    assert "layout" not in cfg
    assert island_key(cfg) == ("A", "B")
    assert Game({"spirits": SPIRITS[:2], "seed": 4}).state.state_hash() == \
        Game({"spirits": SPIRITS[:2], "seed": 4}).state.state_hash()


def test_an_unknown_layout_is_refused_in_our_words():
    for bad, words in (("nowhere", "unknown layout"), (7, "given by its id")):
        with pytest.raises(SetupError, match=words):
            normalise_config({"spirits": SPIRITS[:2], "layout": bad})
    with pytest.raises(SetupError, match="for 2-6 spirits"):
        normalise_config({"spirits": SPIRITS[:1], "layout": "archipelago"})


def test_a_pack_adds_a_layout_by_registering_it():
    # A pack's layout: two boards side by side, oceans west and east (the 2-board slots, turned).
    line = Layout(id="river-line", name="The river line", difficulty=1,
                  places=lambda boards: (Placement(0, (0, 0), "W"), Placement(3, (13, 6), "E")),
                  spirits=(2,), text="Two boards along a river.")
    register_layout(line)
    try:
        game = Game({"spirits": SPIRITS[:2], "layout": "river-line", "seed": 2})
        assert game.state.config["layout"] == "river-line"
        assert len(game.state.lands) == 16
        with pytest.raises(ValueError, match="already registered"):
            register_layout(line)
    finally:
        unregister_layout("river-line")
    assert "river-line" not in all_layouts()


def test_a_saved_game_on_a_layout_loads_on_that_layout():
    game = Game({"spirits": SPIRITS[:3], "layout": "archipelago", "seed": 9})
    again = from_save(json.loads(json.dumps(to_save(game))))
    assert again.state.config["layout"] == "archipelago"
    assert again.state.state_hash() == game.state.state_hash()


# --- the archipelago ---------------------------------------------------------------------------

def test_separate_islands_have_their_oceans_connected_at_range_2():
    """003 "Disposition de l'ile": "plusieurs ilots separes (en archipels) avec leurs Oceans
    connectes a distance (Portee 2)" - from a coastal land, the coastal lands of another island are
    at range 2 across the water, and its inland lands further; no land touches another island's."""
    st = position({}, spirits=SPIRITS[:2], boards=["A", "B"], layout="archipelago")
    isl = build_island(island_key(st.config))
    assert not any(a[0] != l[0] for l, info in isl.lands.items() for a in info.adjacent)
    assert "B1" not in within_range(st, ["A1"], 1)
    at_2 = set(within_range(st, ["A1"], 2))
    assert {"B1", "B2", "B3"} <= at_2
    assert not {"B4", "B5", "B6", "B7", "B8"} & at_2
    assert "B4" in within_range(st, ["A1"], 3)          # B4 is next to B1, B2 and B3
    assert "B1" not in within_range(st, ["A5"], 2)      # A5 is inland: 1 to the coast, then 2 across


def test_on_the_standard_island_range_counts_only_lands():
    st = position({}, spirits=SPIRITS[:2], boards=["A", "B"])
    isl = build_island(island_key(st.config))
    assert isl.across == {}
    assert set(within_range(st, ["A1"], 1)) == {"A1"} | isl.lands["A1"].adjacent


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_an_archipelago_lays_every_board_apart(n):
    isl = build_island(tuple("ABCDEF"[:n]) + ("@archipelago",))
    cells = {c: l[0] for l, cs in isl.cells.items() for c in cs}
    for c, board in cells.items():
        for nb in hexgrid.neighbours(c):
            assert cells.get(nb, board) == board, f"board {board} touches {cells[nb]} at {c}"


# --- one board more ----------------------------------------------------------------------------

def test_an_extra_board_that_no_spirit_starts_on_is_set_up_and_played_normally():
    """003: "ajouter 1 plateau Ile supplementaire qui ne sera pas attribue a un Esprit a la mise en
    place mais fonctionne normalement" - the extra board gets its printed pieces, no presence."""
    game = Game({"spirits": SPIRITS[:2], "layout": "extra-board", "seed": 5})
    st = game.state
    assert st.config["boards"] == ["A", "B", "C"]
    assert [s.board for s in st.spirits] == ["A", "B"]
    assert not any(land.startswith("C") for s in st.spirits for land in s.presence)
    fresh = position({}, spirits=SPIRITS[:2], boards=["A", "B", "C"], layout="extra-board", clear=False)
    assert fresh.lands["C2"].get("C") == 1 and fresh.lands["C5"].get("B") == 1      # printed City, Blight
    assert st.fear_pool == 4 * 2                         # per spirit, not per board
    isl = build_island(island_key(st.config))
    assert any(a[0] in "AB" for land, info in isl.lands.items() if land[0] == "C" for a in info.adjacent)


def test_an_extra_board_needs_one_board_more_than_spirits():
    with pytest.raises(SetupError, match="one board per spirit and 1 more"):
        normalise_config({"spirits": SPIRITS[:2], "boards": ["A", "B"], "layout": "extra-board"})
    six = sorted(catalog.SPIRITS.ids())[:6]
    with pytest.raises(SetupError, match="for 1-5 spirits"):
        normalise_config({"spirits": six, "layout": "extra-board"})


def test_the_extra_board_adds_to_the_difficulty_with_the_game():
    assert layout_difficulty({"spirits": SPIRITS[:2]}) == 0
    assert layout_difficulty({"layout": "extra-board"}) == 2
    assert layout_difficulty({"layout": "extra-board"}, other=6) == 4
    assert layout_difficulty({"layout": "thematic"}) == 3
    assert layout_difficulty({"layout": "thematic", "packs": ["expansion"]}) == 1


# --- the thematic island -----------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(THEMATIC_BOARDS))
def test_thematic_lands_share_an_edge_exactly_when_the_board_says_they_are_adjacent(name):
    spec = THEMATIC_BOARDS[name]
    for a, b in itertools.combinations(spec.lands, 2):
        touching = hexgrid.shared_edge(spec.cells[a.number], spec.cells[b.number])
        assert touching == (b.number in a.neighbours) == (a.number in b.neighbours), (name, a.number, b.number)


@pytest.mark.parametrize("name", sorted(THEMATIC_BOARDS))
def test_thematic_lands_are_coastal_exactly_when_they_touch_the_ocean(name):
    spec = THEMATIC_BOARDS[name]
    for land in spec.lands:
        assert hexgrid.shared_edge(spec.cells[land.number], spec.cells[0]) == land.coastal
        assert hexgrid.is_connected(spec.cells[land.number])


@pytest.mark.parametrize("name", sorted(THEMATIC_BOARDS))
def test_a_thematic_board_has_more_lands_and_every_terrain(name):
    spec = THEMATIC_BOARDS[name]
    assert len(spec.lands) in (9, 10)
    assert {land.terrain for land in spec.lands} == {"mountain", "wetland", "jungle", "sand"}
    cells = [c for n, cs in spec.cells.items() if n for c in cs]
    rhombus = {(q, r) for q in range(7) for r in range(7)}
    assert len(cells) == len(set(cells)) and set(cells) <= rhombus
    assert rhombus - set(cells) <= {(6, 0)}, "only the corner that would join boards that do not join"


def test_the_thematic_boards_are_the_other_side_of_all_six_boards():
    assert THEMATIC_NAMES == {"A": "Northeast", "B": "East", "C": "Northwest", "D": "West",
                              "E": "Southeast", "F": "Southwest"}
    assert ARRANGEMENTS[5] == ARRANGEMENTS[4] + ("E",) and ARRANGEMENTS[6] == ARRANGEMENTS[5] + ("F",)


@pytest.mark.parametrize("name", sorted(THEMATIC_BOARDS))
def test_a_thematic_board_is_coastal_along_its_printed_ocean_its_lowest_numbers_first(name):
    """The sea is printed along one side of each thematic board; the lands on it are numbered
    first (1-3, and 4 on the Northeast)."""
    coast = [land.number for land in THEMATIC_BOARDS[name].lands if land.coastal]
    assert coast == list(range(1, len(coast) + 1)) and len(coast) == (4 if name == "A" else 3)


def test_the_thematic_boards_read_from_their_pictures_touch_as_printed():
    """A few borders as the printed boards show them (the pictures the module cites): the
    Northeast's city land (1) touches only 2 and 5; the West's wetland 7 reaches down between 5
    and 8 to touch 1; the Southwest's 4 touches six lands; the Southeast's 1 and 2 both reach the sea."""
    lands = {(b, land.number): land for b, spec in THEMATIC_BOARDS.items() for land in spec.lands}
    assert lands["A", 1].neighbours == (2, 5) and lands["A", 1].start == "1C"
    assert 1 in lands["D", 7].neighbours and lands["D", 7].terrain == "wetland"
    assert len(lands["F", 4].neighbours) == 6
    assert lands["E", 1].coastal and lands["E", 2].coastal and not lands["E", 5].coastal


def test_the_southeast_and_southwest_boards_set_up_their_printed_pieces():
    """The table-top adaptation's set-up lists: Southeast 1 a Town and 2 Dahan, 6 two Towns, 8 a
    Blight; Southwest 3 a Town, a Dahan and a Blight, 4 a Town and an Explorer."""
    st = position({}, spirits=SPIRITS[:5], layout="thematic", clear=False)
    assert st.config["boards"] == list(ARRANGEMENTS[5])
    assert st.lands["E6"].get("T") >= 2 and st.lands["E8"].get("B") == 1 and st.lands["E1"].get("D") == 2
    st = position({}, spirits=SPIRITS + ["strangler-fig-runners"], layout="thematic", clear=False)
    assert st.config["boards"] == list(ARRANGEMENTS[6])
    assert st.lands["F3"].get("B") == 1 and st.lands["F3"].get("D") == 1 and st.lands["F3"].get("T") >= 1
    assert st.lands["F4"].get("E") >= 1 and st.lands["F4"].get("T") >= 1


def test_the_thematic_setup_puts_the_printed_pieces():
    """The set-up icons our French summary names on the thematic boards (Northwest 1, 5, 6, 7;
    East 6, 7; West 9) are all on lands the board data knows, and the invaders start stronger."""
    st = position({}, spirits=SPIRITS[:4], layout="thematic", clear=False)
    assert st.config["boards"] == list(ARRANGEMENTS[4])
    for land in ("C1", "C5", "C6", "C7", "B6", "B7", "D9"):
        assert land in st.lands
    assert st.lands["A1"].get("C") == 1 and st.lands["B3"].get("B") == 1
    assert st.lands["A7"].get("E") >= 3, "3 printed (the first explore, in a mountain, may add one)"
    invaders = sum(p.get(k, 0) for p in st.lands.values() for k in "ETC")
    standard = position({}, spirits=SPIRITS[:4], clear=False)
    assert invaders > sum(p.get(k, 0) for p in standard.lands.values() for k in "ETC")


def test_the_thematic_token_icons_are_where_our_summary_says():
    """003: "Sur les iles cote thematique, a la mise en place ajoutez 1 Vitalite sur les Regions NO
    1, 5 et 6 et 1 Vitalite sur la Region E 7" and "+1 Terre Hostile sur les Regions N 7 Nord-Ouest,
    N 6 Est et N 9 Ouest" (Northwest is board C, East B, West D)."""
    from game.content.thematic import TOKENS
    base = {b: lands for b, lands in TOKENS.items() if b in "ABCD"}    # 003 names the base game's boards
    vitality = {(b, n) for b, lands in base.items() for n, t in lands.items() if "V" in t}
    badlands = {(b, n) for b, lands in base.items() for n, t in lands.items() if "H" in t}
    assert vitality == {("C", 1), ("C", 5), ("C", 6), ("B", 7)}
    assert badlands == {("C", 7), ("B", 6), ("D", 9)}


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_the_thematic_island_is_one_island_where_edges_equal_adjacency(n):
    isl = build_island(ARRANGEMENTS[n] + ("@thematic",))
    lands = list(isl.lands)
    for a, b in itertools.combinations(lands, 2):
        assert hexgrid.shared_edge(isl.cells[a], isl.cells[b]) == (b in isl.lands[a].adjacent)
    assert hexgrid.is_connected([c for l in lands for c in isl.cells[l]])


def test_thematic_boards_that_do_not_touch_are_refused():
    with pytest.raises(SetupError, match="do not touch"):
        normalise_config({"spirits": SPIRITS[:2], "boards": ["C", "B"], "layout": "thematic"})
    with pytest.raises(SetupError, match="do not touch"):
        normalise_config({"spirits": SPIRITS[:2], "boards": ["A", "D"], "layout": "thematic"})
    with pytest.raises(SetupError, match="do not touch"):
        normalise_config({"spirits": SPIRITS[:2], "boards": ["D", "E"], "layout": "thematic"})


def test_the_thematic_boards_join_as_the_sources_say_and_no_other_pair():
    """Northeast-Northwest, Northeast-East, Northwest-West, West-East, West-Southwest,
    East-Southeast, Southeast-Southwest: two lands of different boards are adjacent only there."""
    isl = build_island(ARRANGEMENTS[6] + ("@thematic",))
    joined = {frozenset((a[0], b[0])) for a, info in isl.lands.items() for b in info.adjacent if a[0] != b[0]}
    assert joined == JOINS and len(JOINS) == 7
    for a, b in itertools.combinations("ABCDEF", 2):
        config = {"spirits": SPIRITS[:2], "boards": [a, b], "layout": "thematic"}
        if frozenset((a, b)) in JOINS:
            assert normalise_config(config)["boards"] == [a, b]
        else:
            with pytest.raises(SetupError, match="do not touch"):
                normalise_config(config)