"""The invariants the sim checks after every command (DESIGN §7) catch each kind of broken
position, and hold in a game in progress."""
import pytest

from game.bots import make_bot, play
from game.engine import Game
from game.engine import pieces as P
from game.engine.invariants import violations


@pytest.fixture
def state():
    game = Game({"spirits": ["falling-cinder-rain", "mending-moss"], "boards": ["A", "B"], "seed": 3},
                keep_undo=False)
    return play(game, make_bot("random", 3), 40).state


def _land(state):
    return next(l for l in state.lands if not l.endswith("0"))


def test_a_game_in_progress_breaks_no_invariant(state):
    assert violations(state) == []


def test_a_piece_with_as_much_damage_as_its_health_should_have_been_destroyed(state):
    land = _land(state)
    state.lands[land] = P.parse_land("1E 1T") | {"T2": 1}
    assert any("T2 should have been destroyed" in v for v in violations(state))


def test_a_damaged_piece_below_its_health_is_fine(state):
    land = _land(state)
    state.lands[land] = {**state.lands[land], "C2": 1}
    assert violations(state) == []


def test_a_count_of_zero_is_reported(state):
    land = _land(state)
    state.lands[land] = {**state.lands[land], "E": 0}
    assert any(f"{land}: count 0 for E" in v for v in violations(state))


def test_blight_on_the_island_and_on_the_card_add_up_to_the_total(state):
    land = _land(state)
    state.lands[land] = {**state.lands[land], "B": state.lands[land].get("B", 0) + 1}
    assert any(v.startswith("blight:") for v in violations(state))


def test_a_power_card_in_two_places_is_reported(state):
    s = state.spirits[0]
    s.discard.append((s.hand + s.played + s.discard)[0])
    assert "a power card is in two places" in violations(state)


def test_presence_is_never_lost_or_made(state):
    s = state.spirits[1]
    land = next(iter(s.presence))
    s.presence[land] += 1
    assert any(v.startswith("spirit 1: presence total") for v in violations(state))
