"""The score sheet (game.engine.score), each test named after the sentence it checks:
"Victory: 5 x Difficulty, +10 for winning, +2 per Invader card remaining in the deck";
"Defeat: 2 x Difficulty, +1 per Invader card not in the deck (the discard and the cards face up
under the Invader actions)"; "+1 per X living Dahan and -1 per X Blight on the island, where X
is the number of players"."""
from __future__ import annotations

from game.engine.score import score_sheet
from game.engine.testing import position

TWO = ("falling-cinder-rain", "scattering-gale")


def _over(result: str, lands: dict, spirits=TWO, left: int = 5, out: tuple = (1, 1, 1, 2)):
    """A game over with `left` invader cards in the deck and `out` = (ravage, build, explore,
    discard) cards out of it."""
    st = position(lands, spirits=spirits)
    cards = list(st.invader_deck) * 3
    st.invader_deck = cards[:left]
    rest = cards[left:]
    st.ravage, st.build, st.explore = rest[:out[0]], rest[out[0]:out[0] + out[1]], rest[out[0] + out[1]:sum(out[:3])]
    st.invader_discard = rest[sum(out[:3]):sum(out)]
    st.result = result
    return st


def test_victory_scores_5_per_difficulty_plus_10_plus_2_per_invader_card_remaining_in_the_deck():
    st = _over("victory", {}, left=4)
    sc = score_sheet(st, difficulty=3)
    assert (sc.difficulty_points, sc.victory_bonus, sc.card_points) == (15, 10, 8)
    assert sc.total == 15 + 10 + 8
    assert score_sheet(st, difficulty=0).total == 10 + 8


def test_defeat_scores_2_per_difficulty_plus_1_per_invader_card_not_in_the_deck():
    st = _over("defeat", {}, left=4, out=(1, 1, 1, 3))      # 3 face up under the actions + 3 discarded
    sc = score_sheet(st, difficulty=3)
    assert (sc.difficulty_points, sc.victory_bonus, sc.cards_out, sc.card_points) == (6, 0, 6, 6)
    assert sc.total == 6 + 6


def test_cards_left_in_the_deck_do_not_count_in_a_defeat_nor_cards_out_in_a_victory():
    lost, won = _over("defeat", {}, left=7, out=(0, 0, 0, 2)), _over("victory", {}, left=1, out=(1, 1, 1, 6))
    assert score_sheet(lost).total == 2
    assert score_sheet(won).total == 10 + 2


def test_plus_1_per_x_living_dahan_where_x_is_the_number_of_players():
    lands = {"A1": "3D", "A2": "2D", "B1": "2D"}            # 7 Dahan, 2 players: +3 (rounded down)
    sc = score_sheet(_over("victory", lands, left=0), 0)
    assert (sc.dahan, sc.spirits, sc.dahan_points) == (7, 2, 3)
    assert sc.total == 10 + 3
    one = score_sheet(_over("victory", {"A1": "3D", "A2": "2D"}, spirits=TWO[:1], left=0), 0)
    assert one.dahan_points == 5                                 # one player: every Dahan counts


def test_minus_1_per_x_blight_on_the_island_where_x_is_the_number_of_players():
    lands = {"A1": "2B", "A2": "1B 1D", "B1": "2B"}         # 5 blight, 2 players: -2 (rounded down)
    sc = score_sheet(_over("defeat", lands, out=(0, 0, 0, 3)), 1)
    assert (sc.blight, sc.blight_points, sc.dahan_points) == (5, 2, 0)
    assert sc.total == 2 + 3 + 0 - 2


def test_the_dahan_and_blight_terms_count_in_victory_and_defeat_alike():
    lands = {"A1": "4D 2B"}
    won, lost = score_sheet(_over("victory", lands, left=0), 0), score_sheet(_over("defeat", lands, out=(0, 0, 0, 0)), 0)
    assert won.dahan_points - won.blight_points == lost.dahan_points - lost.blight_points == 2 - 1
