"""A game's own numbers for a kind (variant.change_kind) are read by the land notation and by
tabletop moves, not only by the rules."""
import pytest

from game.engine import Adjust, Game, Rejection, Undo, api, newest, variant
from game.engine import kinds as K
from game.engine import pieces as P
from game.engine.testing import land, position, run_effect
from game.content import ops

RULE = "test-stout-towns"


@pytest.fixture
def stout_towns():
    variant.register_rule(RULE, lambda state: variant.change_kind(state, K.TOWN, health=3), pack="tests")
    yield RULE
    variant.unregister_rule(RULE)


def test_a_town_of_3_health_may_be_written_with_2_damage_in_that_games_notation(stout_towns):
    st = position({"A5": "1T2 1E"}, rules=[stout_towns])
    assert land(st, "A5") == "1E 1T2"
    assert P.parse_land("1T2", st) == {"T2": 1}
    with pytest.raises(ValueError):
        P.parse_land("1T3", st)
    with pytest.raises(ValueError):
        P.parse_land("1T2")     # under the registry's numbers a Town has 2 health


def test_a_town_with_2_damage_in_a_game_of_3_health_towns_is_destroyed_by_1_more(stout_towns):
    st = position({"A5": "1T2"}, rules=[stout_towns])
    run_effect(st, [ops.damage(1, "T")], land="A5")
    assert land(st, "A5") == ""


def test_a_tabletop_move_may_name_a_town_with_2_damage_where_towns_have_3_health(stout_towns):
    assert "T2" in api.piece_tokens(Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3,
                                                   "rules": [stout_towns]})).state)
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3, "rules": [stout_towns]}))
    game.state.lands["A5"] = P.parse_land("1T2", game.state)
    before = game.state.state_hash()
    assert isinstance(game.apply(Adjust("T2", "A5", "A4")), list)
    assert game.state.lands["A4"].get("T2") == 1
    game.apply(Undo())
    assert game.state.state_hash() == before
    assert isinstance(game.apply(Adjust("T3", "A5", "A4")), Rejection)

    base = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    assert "T2" not in api.piece_tokens(base.state)
    base.state.lands["A5"] = {"T1": 1}
    assert isinstance(base.apply(Adjust("T2", "A5", "A4")), Rejection)
