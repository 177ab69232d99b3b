"""Build, Explore and advancing the invader cards (rules 001 "3b", "3c", "4"; issue 2 item 5)."""
from game.content import catalog
from game.engine.invaders import card_lands, explore_targets
from game.engine.testing import kinds_of, land, position, resolve
from rules_helpers import inland_pair, lands_where, neighbours


def build(st, land_id):
    return resolve(st, [{"op": "build_land", "land": land_id}])


def test_build_adds_a_city_when_the_land_has_more_towns_than_cities():
    st = position({"A5": "2T 1C"})
    build(st, "A5")
    assert land(st, "A5") == "2T 2C"


def test_build_adds_a_town_in_all_other_cases():
    st = position({"A5": "1T 1C", "A6": "1E"})
    build(st, "A5")
    build(st, "A6")
    assert land(st, "A5") == "2T 1C" and land(st, "A6") == "1E 1T"


def test_invaders_do_not_build_where_there_are_no_invaders():
    st = position({"A5": "2D 1B"})
    build(st, "A5")
    assert land(st, "A5") == "2D 1B"


def test_a_skipped_build_adds_nothing():
    st = position({"A5": "1E"})
    st.turn_effects["skip_build"] = ["A5"]
    build(st, "A5")
    assert land(st, "A5") == "1E"


def test_explore_adds_one_explorer_to_lands_with_a_town_or_city_or_next_to_one_or_to_the_ocean():
    st = position({})
    inland_a, inland_b = inland_pair(st)
    terr = st.lands and __import__("game.engine.island", fromlist=["terrain"]).terrain(st, inland_a)
    card = f"I-{terr}"
    # an inland land with no source nearby receives nothing
    assert inland_a not in explore_targets(st, card)
    st.lands[inland_b] = {"T": 1}
    assert inland_a in explore_targets(st, card)
    # coastal lands of the terrain are always explored
    for l in card_lands(st, card):
        if l in lands_where(st, coastal=True, board=l[0]):
            assert l in explore_targets(st, card)


def test_explore_adds_only_one_explorer_however_many_sources():
    st = position({})
    a, b = inland_pair(st)
    st.lands[a] = {"C": 1, "T": 2}
    for n in neighbours(st, a):
        st.lands[n] = {"T": 1}
    st.invader_deck = [f"I-{__import__('game.engine.island', fromlist=['terrain']).terrain(st, a)}"]
    resolve(st, [{"op": "explore"}])
    assert st.lands[a]["E"] == 1


def test_an_isolated_land_is_not_explored_and_is_no_source_of_explorers():
    st = position({})
    a, b = inland_pair(st)
    from game.engine.island import terrain
    card = f"I-{terrain(st, a)}"
    st.lands[b] = {"T": 1}
    st.turn_effects["isolate"] = [b]
    assert a not in explore_targets(st, card)
    st.lands[a] = {"T": 1}
    st.turn_effects["isolate"] = [a]
    assert a not in explore_targets(st, card)


def test_no_invader_card_to_reveal_means_time_has_run_out():
    st = position({"A1": "1E"})
    st.invader_deck = []
    resolve(st, [{"op": "explore"}])
    assert st.result == "defeat" and st.cause == "time"


def test_explore_reveals_the_top_card_and_places_it_on_the_explore_space():
    st = position({"A1": "1E"})
    top = st.invader_deck[0]
    ev = resolve(st, [{"op": "explore"}])
    assert st.explore == [top]
    assert any(e.kind == "InvaderCardRevealed" and e.reveal for e in ev)


def test_advance_moves_ravage_to_discard_build_to_ravage_explore_to_build():
    st = position({})
    st.ravage, st.build, st.explore, st.invader_discard = ["I-sand"], ["I-jungle"], ["II-coastal"], []
    resolve(st, [{"op": "advance"}])
    assert (st.invader_discard, st.ravage, st.build, st.explore) == (["I-sand"], ["I-jungle"], ["II-coastal"], [])


def test_the_coastal_card_acts_on_every_coastal_land():
    st = position({}, spirits=["falling-cinder-rain", "scattering-gale"])
    lands = card_lands(st, "II-coastal")
    assert lands == lands_where(st, coastal=True, board="A") + lands_where(st, coastal=True, board="B")


def test_two_terrain_stage_three_cards_act_on_both_terrains():
    st = position({})
    card = catalog.INVADER_CARDS["III-jungle-sand"]
    lands = card_lands(st, card.id)
    assert set(lands) == set(lands_where(st, terrain="jungle") + lands_where(st, terrain="sand"))
