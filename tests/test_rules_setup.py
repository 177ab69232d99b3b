"""Setup rules (rules 000 §3, 003 "Mise en place", issue 2 item 1)."""
from collections import Counter

import pytest

from game.content import catalog
from game.content.layouts import build_island
from game.engine import Game, SetupError
from game.engine import pieces as P
from game.engine.fear import DIVIDERS

SPIRIT_IDS = sorted(catalog.SPIRITS.ids())


def game(n, seed=1):
    return Game({"spirits": SPIRIT_IDS[:n], "seed": seed})


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_fear_pool_holds_four_fear_per_spirit(n):
    assert game(n).state.fear_pool == 4 * n


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_healthy_blight_card_holds_two_blight_per_spirit_plus_one_by_errata(n):
    st = game(n).state
    assert st.blight_on_card == 2 * n + 1
    assert not st.blighted


def test_invader_deck_is_3_stage_I_then_4_stage_II_then_5_stage_III_after_removing_one_per_stage():
    st = game(2).state
    # the first card was already revealed for the first explore and sits on the build space
    deck = st.build + st.invader_deck
    stages = [catalog.INVADER_CARDS[c].stage for c in deck]
    assert stages == [1] * 3 + [2] * 4 + [3] * 5
    assert len(set(deck)) == 12


def test_removed_invader_cards_differ_between_seeds():
    decks = {tuple(sorted(Game({"spirits": SPIRIT_IDS[:1], "seed": s}).state.invader_deck)) for s in range(12)}
    assert len(decks) > 1


def test_fear_deck_is_nine_cards_in_three_groups_of_three_with_terror_dividers():
    deck = game(2).state.fear_deck
    assert len(deck) == 11
    assert deck[3] == "TL2" and deck[7] == "TL3"
    cards = [c for c in deck if c not in DIVIDERS]
    assert len(set(cards)) == 9 and all(c in catalog.FEAR for c in cards)


def test_first_explore_happens_at_setup_then_the_card_moves_to_the_build_space():
    g = game(1)
    st = g.state
    assert len(st.build) == 1 and not st.ravage and not st.explore
    explored = [e.data["land"] for e in g.initial_events if e.kind == "PieceAdded" and e.data["cause"] == "explore"]
    assert explored, "the first explore adds explorers"
    card = catalog.INVADER_CARDS[st.build[0]]
    isl = build_island(tuple(st.config["boards"]))
    assert all(isl.lands[l].terrain in card.terrains for l in explored)


@pytest.mark.parametrize("n", [2, 6])
def test_starting_pieces_come_from_the_board_and_setup_blight_from_the_box(n):
    g = game(n)
    st = g.state
    isl = build_island(tuple(st.config["boards"]))
    explored = Counter(e.data["land"] for e in g.initial_events if e.kind == "PieceAdded")
    for lid, info in isl.lands.items():
        expect = P.parse_land(info.start)
        if explored[lid]:
            P.add(expect, "E", explored[lid])
        assert st.lands[lid] == expect, lid
    board_blight = sum(P.count(P.parse_land(i.start), "B") for i in isl.lands.values())
    assert st.blight_total == st.blight_on_card + board_blight


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_each_spirit_starts_on_its_own_board_with_its_setup_presence(n):
    st = game(n).state
    assert len({s.board for s in st.spirits}) == n
    for s in st.spirits:
        spec = catalog.SPIRITS[s.spirit_id]
        assert sum(s.presence.values()) == sum(r[-1] for r in spec.setup)
        assert all(land.startswith(s.board) for land in s.presence)
        assert s.energy_revealed == 1 and s.plays_revealed == 1
        assert s.hand == list(spec.uniques)


def test_take_one_island_tile_per_spirit_the_six_boards_for_five_and_six_spirits():
    """003: "Prendre une tuile ILE au hasard par Esprit"; boards E and F come with 5-6 spirits."""
    for n in range(1, 7):
        assert game(n).state.config["boards"] == list("ABCDEF"[:n])


def test_each_chooses_a_different_island_tile_so_e_and_f_serve_fewer_spirits_too():
    """003: "Chacun choisit une tuile ILE differente" - any board, for any number of spirits."""
    st = Game({"spirits": SPIRIT_IDS[:2], "boards": ["F", "E"], "seed": 3}).state
    assert [s.board for s in st.spirits] == ["F", "E"]
    assert P.count(st.lands["F2"], "C") == 1 and P.count(st.lands["E2"], "C") == 1
    assert P.count(st.lands["E4"], "B") == 1 and P.count(st.lands["F4"], "B") == 1
    assert all(l[0] in "EF" for s in st.spirits for l in s.presence)


def test_the_same_seed_sets_up_the_same_game():
    assert game(3, seed=9).state.state_hash() == game(3, seed=9).state.state_hash()
    assert game(3, seed=9).state.state_hash() != game(3, seed=10).state.state_hash()


@pytest.mark.parametrize("config, words", [
    ({"spirits": []}, "choose 1 to 6 spirits"),
    ({"spirits": SPIRIT_IDS[:7]}, "choose 1 to 6 spirits"),
    ({"spirits": SPIRIT_IDS[:2], "boards": ["A", "G"]}, r"one distinct board \(A-F\) per spirit"),
    ({"spirits": SPIRIT_IDS[:1] * 2}, "once"),
    ({"spirits": ["no-such-spirit"]}, "unknown spirit"),
    ({"spirits": SPIRIT_IDS[:2], "boards": ["A", "A"]}, "board"),
])
def test_a_bad_configuration_gets_a_clear_message(config, words):
    with pytest.raises(SetupError, match=words):
        Game(config)


TWO = SPIRIT_IDS[:2]


@pytest.mark.parametrize("config, words", [
    ({"spirits": TWO, "boards": [0, 1]}, "the boards are given as a list of board letters"),
    ({"spirits": TWO, "boards": [[], []]}, "the boards are given as a list of board letters"),
    ({"spirits": TWO, "boards": 7}, "the boards are given as a list of board letters"),
    ({"spirits": TWO, "boards": ["AB", ""]}, r"one distinct board \(A-F\) per spirit"),
    ({"spirits": [[], []]}, "the spirits are given as a list of spirit ids"),
    ({"spirits": [0]}, "the spirits are given as a list of spirit ids"),
    ({"spirits": 3}, "the spirits are given as a list of spirit ids"),
    ({"spirits": SPIRIT_IDS[0]}, "the spirits are given as a list of spirit ids"),
    ({"spirits": TWO, "blight_card": ["x"]}, "the blight card is given by its id"),
    ([TWO], "the game settings must be a set of named settings"),
])
def test_a_setting_of_the_wrong_kind_is_refused_in_our_words_before_it_is_used(config, words):
    with pytest.raises(SetupError, match=words):
        Game(config)


@pytest.mark.parametrize("seed", [1.5, True, "7", None, [1]])
def test_a_seed_that_is_not_a_whole_number_is_refused_not_rounded(seed):
    with pytest.raises(SetupError, match="seed must be a whole number"):
        Game({"spirits": SPIRIT_IDS[:1], "seed": seed})


def test_a_shuffle_is_fisher_yates_with_the_games_own_draws_so_old_seeds_deal_the_same_decks():
    from game.engine.rng import Rng
    for seed in range(200):
        items, expected = list(range(40)), list(range(40))
        rng, ref = Rng(seed), Rng(seed)
        rng.shuffle(items)
        for i in range(len(expected) - 1, 0, -1):
            j = ref.below(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected and rng.state == ref.state
