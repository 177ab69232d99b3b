"""The invader phase reads the kinds' registered roles, never a letter (issue 32, "letters still
branched on"): what a build adds (build rank), what an explore adds, which pieces stand in the
way of victory at each terror level, what "invaders" means in an effect, and what the bots'
score weighs. A pack's invader takes part in each; the base game plays as before."""
from dataclasses import replace

import pytest

from game.bots.estimate import after_steps
from game.bots.evaluate import _Ctx, land_term
from game.content import ops
from game.engine import kinds as K
from game.engine import variant
from game.engine.testing import land, position, resolve, run_effect
from game.engine.turn import victory_met

L = "A5"


@pytest.fixture
def fort():
    """A pack's invader built above the City, that alone still stands in the way of victory at
    terror level 3, dealing 4 when it ravages."""
    K.register(K.Kind("test-fort", "Q", "Fort", health=4, ravage_damage=4, fear=3, invader=True, building=True,
                      build_rank=3, holds_out_to=3, pack="test"))
    yield "Q"
    K.unregister("Q")


@pytest.fixture
def raider():
    """A pack's invader that is no building and stands in the way of victory up to terror 3."""
    K.register(K.Kind("test-raider", "R", "Raider", health=1, ravage_damage=1, invader=True,
                      holds_out_to=3, pack="test"))
    yield "R"
    K.unregister("R")


@pytest.fixture
def scouts():
    """A pack whose explore adds a Scout instead of an Explorer (the Explorer's role moved)."""
    explorer = K.KINDS[K.EXPLORER]
    K.replace(replace(explorer, explored=False))    # the island's own Explorer, in every game's ruleset
    K.register(K.Kind("test-scout", "N", "Scout", health=1, ravage_damage=1, invader=True, explored=True,
                      holds_out_to=1, pack="test"))
    yield "N"
    K.replace(explorer)
    K.unregister("N")


def test_invaders_build_what_their_build_ranks_say_a_fort_where_cities_outnumber_forts(fort):
    st = position({L: "1E 2T 1C"})
    resolve(st, [{"op": "build_land", "land": L}])
    assert land(st, L) == "1E 2T 1C 1Q"


def test_invaders_build_a_city_where_towns_outnumber_cities_else_a_town():
    st = position({L: "2T 1C", "A1": "1T 1C"})
    resolve(st, [{"op": "build_land", "land": L}, {"op": "build_land", "land": "A1"}])
    assert land(st, L) == "2T 2C" and land(st, "A1") == "2T 1C"


def test_an_explore_adds_the_kind_registered_as_explored(scouts):
    st = position({L: "1T"})
    resolve(st, [{"op": "explore"}])
    explored = [l for l, p in st.lands.items() if p.get("N")]
    assert explored and all(not p.get(K.EXPLORER) for p in st.lands.values())


@pytest.mark.parametrize("terror", [1, 2, 3])
def test_a_pack_invader_that_holds_out_to_terror_3_stands_in_the_way_of_victory_at_each_level(raider, terror):
    st = position({L: "1R"})
    st.terror = terror
    assert not victory_met(st)
    st.lands[L] = {}
    assert victory_met(st)


def test_an_effect_on_invaders_reaches_a_pack_invader(raider):
    st = position({L: "1R 1E"})
    run_effect(st, (ops.damage_each(1),), land=L)
    assert land(st, L) == ""
    st = position({L: "1R"})
    run_effect(st, (ops.damage(1),), land=L)
    assert land(st, L) == ""


def test_the_bots_score_weighs_a_pack_invader_by_its_numbers(fort):
    st = position({L: "1E"})
    ctx = _Ctx(st)
    alone = land_term(ctx, L, {"E": 1})[0]
    assert land_term(ctx, L, {"E": 1, "Q": 1})[0] < alone
    assert land_term(ctx, L, {"Q": 1})[2] == 3, "a fort stands in the way of victory at terror 3"


def test_the_bots_read_the_games_own_numbers_for_a_kind():
    st = position({L: "1T"})
    variant.change_kind(st, K.TOWN, health=3)
    after = after_steps({"T": 1}, [("damage", 2, "ETC")], variant.kinds(st))[0]
    assert after == {"T2": 1}, "a Town of health 3 survives 2 damage"
    assert after_steps({"T": 1}, [("damage", 2, "ETC")])[0] == {}


def test_a_land_condition_counting_towns_and_cities_counts_a_pack_building(fort):
    from game.engine.conditions import holds
    st = position({L: "1Q 2D"})
    assert holds(st, L, "TC>=1") and holds(st, L, "ETC==1") and not holds(st, L, "TC>D")
    assert not holds(st, L, "T>=1")
