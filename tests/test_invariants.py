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


# The check keeps what it found for the last island and power cards it looked at (by value), so
# a break made in place, in the very objects it saw sound a moment ago, must still be caught.

def _judged_sound(state):
    """The check looks at another position first, then finds this one sound: this one's island
    and cards are what it keeps."""
    other = state.clone()
    other.lands[_land(other)]["D"] = 9
    other.spirits[0].hand.append("no-such-card")
    violations(other)
    assert violations(state) == []


def test_a_count_broken_in_place_after_a_sound_check_is_reported(state):
    _judged_sound(state)
    land = _land(state)
    state.lands[land]["E"] = 0
    assert any(f"{land}: count 0 for E" in v for v in violations(state))


def test_a_card_doubled_in_place_after_a_sound_check_is_reported(state):
    _judged_sound(state)
    s = state.spirits[0]
    s.hand[:1] = [state.minor_deck[0]]      # as many cards as before, one of them twice
    assert "a power card is in two places" in violations(state)


def test_a_damaged_piece_judged_by_the_games_own_numbers_after_a_sound_check(state):
    land = _land(state)
    state.lands[land]["T1"] = 1
    _judged_sound(state)
    state.kind_numbers["T"] = {"health": 1}     # the same pieces, a Town of this game has 1 health
    assert any("T1 should have been destroyed" in v for v in violations(state))


def test_every_position_of_random_games_is_judged_as_a_fresh_check_judges_it():
    """What is kept between checks changes no finding: every position of a few random games,
    and each with a break in it, gets the same words as from a check that kept nothing."""
    from game.engine import invariants
    from game.sim import play_one

    def fresh(st):
        invariants._LAST.update(decks=None, cards=None, island=None)
        return violations(st)

    for seed in (1, 2):
        game = Game({"spirits": ["falling-cinder-rain", "mending-moss"], "boards": ["A", "B"], "seed": seed},
                    keep_undo=False)
        bot = make_bot("random", seed)
        while not game.state.result:
            game.apply(bot.choose(game))
            st = game.state
            assert violations(st) == fresh(st) == []
            land = _land(st)
            broken = st.clone()
            broken.lands[land]["B"] = broken.lands[land].get("B", 0) + 1
            broken.spirits[1].discard.append(broken.minor_deck[0])
            kept = violations(broken)
            assert kept == fresh(broken) and len(kept) == 2
            assert violations(st) == []
    assert play_one(3, 2, "random", check=True)["error"] == ""
