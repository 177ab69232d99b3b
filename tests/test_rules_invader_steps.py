"""The invader phase is an ordered list of steps held in the state; an action space holds a list
of cards (rules 000 §5 "Invader Phase", 003 "PHASE DES ENVAHISSEURS"; issue 10 point 2)."""
from __future__ import annotations

import pytest

from game.content import catalog
from game.engine import kinds as K
from game.engine import phase, variant
from game.engine.invaders import card_lands, ravage_damage
from game.engine.state import BASE_INVADER_STEPS
from game.engine.testing import kinds_of, land, position, resolve

L = "A5"


def cards_on(st, land_id, n=2):
    """n distinct invader cards that act on a land."""
    found = [c for c in sorted(catalog.INVADER_IDS) if land_id in card_lands(st, c)]
    assert len(found) >= n, f"fewer than {n} invader cards act on {land_id}"
    return found[:n]


def auto(d):
    """Let the rules assign damage where they may; else the first option."""
    return next((o for o in d.options if o.kind == "auto"), d.options[0])


def invader_phase(st):
    """Run one invader phase (up to the slow phase's menu)."""
    return resolve(st, [{"op": "invader_phase"}], on_decision=auto)


def ravages(events):
    return [e.data["damage"] for e in events if e.kind == "Ravage"]


# -- the order is data --------------------------------------------------------------------------

def test_a_new_game_plays_the_base_invader_phase_blighted_island_event_fear_ravage_build_explore_advance():
    st = position()
    assert st.invader_steps == list(BASE_INVADER_STEPS) == [
        "blighted_island", "event", "fear", "ravage", "build", "explore", "advance"]


def test_the_invader_phase_resolves_fear_then_ravage_then_build_then_explore_then_advances_the_cards():
    st = position({L: "1T"})
    st.ravage, st.build = cards_on(st, L, 1), cards_on(st, L, 1)
    st.fear_earned = [st.fear_deck.pop(0)]
    ev = kinds_of(invader_phase(st))
    order = [ev.index(k) for k in ("FearCardRevealed", "Ravage", "PieceAdded", "InvaderCardRevealed",
                                   "InvaderCardsAdvanced")]
    assert order == sorted(order)


def test_a_step_removed_from_the_game_is_not_played():
    st = position({L: "1T"})
    st.build = cards_on(st, L, 1)
    phase.remove_step(st, "build")
    invader_phase(st)
    assert st.lands[L].get(K.CITY, 0) == 0 and st.lands[L].get(K.TOWN, 0) == 1


def test_a_step_inserted_before_ravage_runs_before_it_and_only_in_that_game():
    seen = []

    @phase.invader_step("test-count-invaders", pack="test")
    def count(state):
        seen.append(land(state, L))
        return []

    try:
        st = position({L: "2C"})
        other = position({L: "2C"})
        st.ravage = other.ravage = cards_on(st, L, 1)
        phase.insert_step(st, "test-count-invaders", before="ravage")
        assert st.invader_steps.index("test-count-invaders") == st.invader_steps.index("ravage") - 1
        invader_phase(st)
        invader_phase(other)
        assert seen == ["2C"], "ran once, in its own game, before the ravage blighted the land"
    finally:
        phase.unregister_step("test-count-invaders")


def test_a_replaced_step_runs_in_the_place_of_the_one_it_replaces():
    @phase.invader_step("test-no-explore", pack="test")
    def no_explore(state):
        return []

    try:
        st = position({L: "1T"})
        deck = list(st.invader_deck)
        phase.replace_step(st, "explore", "test-no-explore")
        ev = invader_phase(st)
        assert "InvaderCardRevealed" not in kinds_of(ev) and st.invader_deck == deck
        assert st.invader_steps[st.invader_steps.index("build") + 1] == "test-no-explore"
    finally:
        phase.unregister_step("test-no-explore")


def test_changing_the_phase_with_an_unknown_step_is_refused_and_changes_nothing():
    st = position()
    before = list(st.invader_steps)
    with pytest.raises(phase.StepError, match="no invader step"):
        phase.insert_step(st, "no-such-step", before="ravage")
    with pytest.raises(phase.StepError, match="not in this game"):
        phase.insert_step(st, "ravage", after="no-such-step")
    with pytest.raises(phase.StepError, match="not in this game"):
        phase.remove_step(st, "no-such-step")
    assert st.invader_steps == before


def test_a_step_inserted_after_itself_runs_twice_so_the_invaders_build_twice():
    # Given "1T" and one build card there: the first build adds a City, the second a Town
    st = position({L: "1T"})
    st.ravage, st.build = [], cards_on(st, L, 1)
    phase.insert_step(st, "build", after="build")
    assert st.invader_steps == ["blighted_island", "event", "fear", "ravage", "build", "build", "explore", "advance"]
    ev = invader_phase(st)
    assert [e.data["action"] for e in ev if e.kind == "InvaderAction"].count("build") == 2
    assert (st.lands[L].get(K.TOWN, 0), st.lands[L].get(K.CITY, 0)) == (2, 1)


def test_with_a_step_in_the_phase_twice_remove_takes_the_last_and_replace_takes_each():
    st = position()
    phase.insert_step(st, "build", after="build")
    phase.insert_step(st, "fear", after="explore")
    assert st.invader_steps[4:] == ["build", "build", "explore", "fear", "advance"]
    phase.remove_step(st, "fear")
    assert st.invader_steps.count("fear") == 1 and st.invader_steps.index("fear") == 2
    phase.replace_step(st, "build", "ravage")
    assert st.invader_steps[3:6] == ["ravage", "ravage", "ravage"]


def test_the_order_of_the_steps_is_saved_with_the_game():
    st = position()
    phase.remove_step(st, "event")
    again = type(st).from_dict(st.to_dict())
    assert again.invader_steps == st.invader_steps and "event" not in again.invader_steps
    assert again.state_hash() != position().state_hash()


# -- an action space holds a list of cards ------------------------------------------------------

def test_two_cards_on_ravage_make_two_ravages_in_order_and_defend_applies_to_each():
    # Given "2C" defended by 2: each ravage deals 6 - 2 = 4, so each one blights the land
    st = position({L: "2C"})
    st.ravage = cards_on(st, L)
    st.build = []
    st.turn_effects["defend"] = {L: 2}
    cards = list(st.ravage)
    ev = invader_phase(st)
    assert [e.data["card"] for e in ev if e.kind == "InvaderAction" and e.data["action"] == "ravage"] == cards
    assert ravages(ev) == [4, 4]
    assert st.lands[L][K.BLIGHT] == 2


def test_with_two_ravages_the_damage_is_counted_per_ravage_not_summed():
    # Given "1C" defended by 2: each ravage deals 1, which never blights, though 1 + 1 = 2 would
    st = position({L: "1C"})
    st.ravage = cards_on(st, L)
    st.build = []
    st.turn_effects["defend"] = {L: 2}
    ev = invader_phase(st)
    assert ravages(ev) == [1, 1]
    assert st.lands[L].get(K.BLIGHT, 0) == 0


def test_two_cards_on_build_make_two_builds_in_order():
    # Given "1T": the first build adds a City (more Towns than Cities), the second a Town
    st = position({L: "1T"})
    st.ravage, st.build = [], cards_on(st, L)
    invader_phase(st)
    assert (st.lands[L].get(K.TOWN, 0), st.lands[L].get(K.CITY, 0)) == (2, 1)


def test_an_empty_ravage_space_skips_its_ravage_and_an_empty_build_space_its_build():
    st = position({L: "2C 1T"})
    st.ravage, st.build = [], []
    ev = invader_phase(st)
    actions = [e.data["action"] for e in ev if e.kind == "InvaderAction"]
    assert "ravage" not in actions and "build" not in actions and "explore" in actions
    assert st.lands[L].get(K.CITY) == 2 and st.lands[L].get(K.TOWN) == 1
    assert st.lands[L].get(K.BLIGHT, 0) == 0


# -- a kind's numbers for one game --------------------------------------------------------------

def test_a_kind_changed_for_one_game_deals_its_new_ravage_damage_there_only():
    st, other = position({L: "1T"}), position({L: "1T"})
    variant.change_kind(st, K.TOWN, ravage_damage=3)
    assert (ravage_damage(st, L), ravage_damage(other, L)) == (3, 2)
    assert K.KINDS[K.TOWN].ravage_damage == 2
    assert type(st).from_dict(st.to_dict()).kind_numbers == {K.TOWN: {"ravage_damage": 3}}


def test_changing_a_number_a_kind_does_not_have_is_refused():
    st = position()
    with pytest.raises(variant.RuleChangeError, match="no number"):
        variant.change_kind(st, K.TOWN, speed=3)
    with pytest.raises(variant.RuleChangeError, match="no kind"):
        variant.change_kind(st, "Y", health=3)
    assert st.kind_numbers == {}
