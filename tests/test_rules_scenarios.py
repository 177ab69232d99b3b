"""Scenarios: each with its difficulty, setup, rules and, where it fits, its own end; together a
special victory, an extra invader step, a Dahan rule, a blight rule, a rule about the island's
shape and a fast game. Each test is named after its rule sentence."""
from __future__ import annotations

import pytest

from game import kinds as K
from game.content.catalog import catalog_summary
from game.content.difficulty import total
from game.content.scenarios import SCENARIOS
from game.engine import Game, from_save, to_save
from game.engine import pieces as P
from game.engine.fear import DIVIDERS
from game.engine.invariants import violations
from game.engine.setup import SetupError
from game.engine.testing import land, position, resolve
from game.engine.variant import kind

SPIRITS = ["falling-cinder-rain", "mending-moss"]


def game(scenario="", seed=5, **more):
    cfg = {"spirits": SPIRITS, "seed": seed, **more}
    if scenario:
        cfg["scenario"] = scenario
    return Game(cfg, keep_undo=False).state


def test_the_scenarios_together_cover_a_victory_an_invader_step_dahan_blight_the_islands_shape_and_a_fast_game():
    assert len(SCENARIOS.ids()) >= 6
    covered = {c for s in SCENARIOS.items.values() for c in s.covers}
    assert {"victory", "invader-step", "dahan", "blight", "island", "fast"} <= covered
    for s in SCENARIOS.items.values():
        assert s.name and s.text and s.setup_text and s.rules_text and s.changes and s.difficulty >= 0
        st = game(s.id)
        assert st.config["scenario"] == s.id and not violations(st), s.id
        assert total({"scenario": s.id}) == s.difficulty


def test_quiet_shores_is_won_when_no_coastal_land_holds_invaders_from_the_third_turn_on():
    st = position({"A5": "1T"}, settings={"scenario": "quiet-shores"})
    st.turn = 2
    resolve(st, [{"op": "check_end"}])
    assert st.result == "", "not before the third turn"
    st.turn = 3
    resolve(st, [{"op": "check_end"}])
    assert (st.result, st.cause) == ("victory", "quiet-shores-won")
    st = position({"A1": "1E", "A5": "1T"}, settings={"scenario": "quiet-shores"})
    st.turn = 3
    resolve(st, [{"op": "check_end"}])
    assert st.result == "", "an Explorer on the coast keeps the game going"


def test_muster_drums_adds_an_invader_step_where_lands_with_explorers_and_no_building_build():
    st = position({"A5": "1E", "A6": "1E 1T", "A7": "1D"}, settings={"scenario": "muster-drums"})
    steps = st.invader_steps
    assert steps.index("muster") == steps.index("explore") - 1
    resolve(st, [{"op": "invader_step", "name": "muster"}])
    assert land(st, "A5") == "1E 1T" and land(st, "A6") == "1E 1T" and land(st, "A7") == "1D"


def test_in_the_dahan_uprising_the_dahan_have_3_health_and_the_game_is_lost_below_four_dahan_per_spirit():
    st = game("dahan-uprising")
    assert kind(st, K.DAHAN).health == 3
    base = game()
    hunted = [l for l, p in base.lands.items() if P.count(p, K.DAHAN)]
    assert all(P.count(st.lands[l], K.EXPLORER) == P.count(base.lands[l], K.EXPLORER) + 1 for l in hunted), \
        "1 Explorer in every land with Dahan"
    st = position({"A5": "7D", "A6": "1T"}, spirits=SPIRITS, settings={"scenario": "dahan-uprising"})
    resolve(st, [{"op": "check_end"}])
    assert (st.result, st.cause) == ("defeat", "dahan-uprising-crushed")
    st = position({"A5": "8D", "A6": "1T"}, spirits=SPIRITS, settings={"scenario": "dahan-uprising"})
    resolve(st, [{"op": "check_end"}])
    assert st.result == ""


def test_the_withering_year_starts_with_blight_from_the_box_and_is_lost_when_half_the_island_is_blighted():
    st, base = game("withering-year"), game()
    assert st.blight_on_card == base.blight_on_card - len(SPIRITS)
    assert sum(P.count(p, K.BLIGHT) for p in st.lands.values()) == sum(P.count(p, K.BLIGHT) for p in base.lands.values()) + 2
    lands = {**{f"A{i}": "1B" for i in range(1, 5)}, "A5": "1T"}
    st = position(lands, settings={"scenario": "withering-year"})
    resolve(st, [{"op": "check_end"}])
    assert (st.result, st.cause) == ("defeat", "withering-year-barren")


def test_in_the_sea_mists_a_coastal_land_with_no_town_or_city_is_not_explored():
    st = position({"A1": "1T"}, settings={"scenario": "sea-mists"})
    st.invader_deck = ["II-coastal"] + [c for c in st.invader_deck if c != "II-coastal"]
    st.explore = []
    resolve(st, [{"op": "invader_step", "name": n} for n in st.invader_steps if n in ("sea-mists", "explore")])
    assert land(st, "A1") == "1E 1T", "a coastal land with a Town still explores"
    assert land(st, "A2") == "" and land(st, "A3") == "", "the sea gives no way in"


def test_the_short_season_plays_a_smaller_invader_deck_and_fear_deck():
    st = game("short-season")
    cards = st.ravage + st.build + st.explore + st.invader_deck
    assert len(cards) == 9
    assert len([c for c in st.fear_deck if c not in DIVIDERS]) == 6
    assert not violations(st)


def test_a_scenario_and_an_adversary_that_both_change_the_invader_deck_are_refused_with_a_reason():
    with pytest.raises(SetupError, match="both change the invader deck"):
        Game({"spirits": SPIRITS, "scenario": "short-season", "adversary": ["tide-kings", 1]})


def test_a_scenario_adds_its_difficulty_to_the_adversaries():
    cfg = {"adversary": ["grey-synod", 3], "scenario": "muster-drums"}
    assert total(cfg) == total({"adversary": ["grey-synod", 3]}) + SCENARIOS["muster-drums"].difficulty


def test_a_scenario_game_saves_and_loads():
    g = Game({"spirits": SPIRITS, "seed": 3, "scenario": "short-season"})
    again = from_save(to_save(g))
    assert again.state.state_hash() == g.state.state_hash()


def test_the_catalog_lists_every_scenario_with_its_difficulty_and_texts():
    cat = catalog_summary()["scenarios"]
    assert cat["ids"] == SCENARIOS.ids()
    assert all(cat[s]["difficulty"] >= 0 and cat[s]["text"] for s in cat["ids"])
