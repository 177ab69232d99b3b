"""A kind's numbers changed for one game (an adversary's rule, engine.variant.change_kind) are
the numbers every rule uses in that game: damage, destruction, fear, ravage, downgrade."""
from game.content import ops as o
from game.engine import kinds as K
from game.engine import variant
from game.engine.testing import land, position, resolve, run_effect

L = "A5"


def test_a_town_given_3_health_for_one_game_survives_2_damage_there():
    st = position({L: "1T"})
    variant.change_kind(st, K.TOWN, health=3)
    run_effect(st, (o.damage(2),), land=L)
    assert land(st, L) == "1T2"
    plain = position({L: "1T"})
    run_effect(plain, (o.damage(2),), land=L)
    assert land(plain, L) == ""


def test_a_city_worth_3_fear_for_one_game_gives_3_fear_when_destroyed():
    st = position({L: "1C"})
    variant.change_kind(st, K.CITY, fear=3)
    before = st.fear_generated
    run_effect(st, (o.destroy(1, K.CITY),), land=L)
    assert land(st, L) == "" and st.fear_generated - before == 3


def test_a_downgraded_city_becomes_a_town_with_this_games_health():
    st = position({L: "1C2"})
    variant.change_kind(st, K.TOWN, health=3)
    run_effect(st, (o.downgrade(1, K.CITY),), land=L)
    assert land(st, L) == "1T2", "2 damage does not destroy a Town of 3 health"


def test_explorers_dealing_2_ravage_damage_for_one_game_blight_the_land():
    st = position({L: "1E"})
    variant.change_kind(st, K.EXPLORER, ravage_damage=2)
    resolve(st, [{"op": "ravage_land", "land": L}])
    assert land(st, L) == "1E 1B"


def test_a_damaged_town_below_this_games_health_breaks_no_invariant():
    from game.engine.invariants import violations
    st = position({L: "1T"})
    variant.change_kind(st, K.TOWN, health=3)
    run_effect(st, (o.damage(2),), land=L)
    assert land(st, L) == "1T2" and not [v for v in violations(st) if "should have been destroyed" in v]
