"""Rules that had no test of their own (issue 32, "Rules with no test of their own"): each was
caught only by replays of whole recorded games, or not at all. One test per rule sentence, in the
compact land notation."""
from game.content import catalog, ops
from game.engine import Choose, Game, Rejection, Undo, newest
from game.engine import kinds as K
from game.engine.invaders import card_lands, explore_targets, ravage_damage
from game.engine.island import terrain
from game.engine.powers import innate_usable
from game.engine.spirits import can_meet, elements
from game.engine.testing import give_elements, land, position, resolve, run_effect
from rules_helpers import inland_pair, lands_where, neighbours

L = "A5"
FIRE = "falling-cinder-rain"


def ravage(st, land_id=L, choose=None):
    return resolve(st, [{"op": "ravage_land", "land": land_id}], choose)


# -- the end of the game -----------------------------------------------------------------------

def test_a_victory_reached_in_the_same_action_as_the_blight_running_out_is_still_a_victory():
    st = position({L: "1E"}, presence={"A1": 1})
    st.blight_card = "scorched-soil-draws-settlers"
    st.blighted = st.blight_flipped = True
    st.blight_on_card = 1
    st.blight_total = 1
    run_effect(st, (ops.destroy(1, K.EXPLORER), ops.add_blight(1)), land=L)
    assert st.pending_loss == "blight", "the blight card ran out in the action"
    resolve(st, [{"op": "check_end"}])
    assert st.result == "victory"


def test_a_victory_reached_in_the_same_action_as_time_running_out_is_still_a_victory():
    st = position({})
    st.invader_deck = []
    st.terror = 4                     # every fear card earned: the island is won whatever stands
    resolve(st, [{"op": "explore"}])
    assert st.pending_loss == "time", "no invader card was left to reveal"
    assert st.result == "victory"


def test_the_blight_cards_flip_is_a_reveal_so_the_command_that_flipped_it_cannot_be_undone():
    game = Game(newest({"spirits": [FIRE], "seed": 11}))
    for _ in range(200):
        d = game.state.decision
        if d.kind == "start_invaders":
            break
        o = d.options[0]
        game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))
    st = game.state
    assert st.decision.kind == "start_invaders" and not st.fear_earned
    # the invaders ravage where a City stands; the healthy Choking Dust has one blight left, and
    # its flip asks the spirit where to add blight (two lands with presence): the command stops there
    st.ravage = [st.build[0]]
    target = card_lands(st, st.ravage[0])[0]
    st.lands[target] = {K.CITY: 1}
    total = sum(st.spirits[0].presence.values())
    far = next(l for l in sorted(st.lands) if l != target and l not in neighbours(st, target))
    st.spirits[0].presence = {target: 1, far: total - 1}
    on_island = sum(p.get(K.BLIGHT, 0) for p in st.lands.values())
    st.blight_card, st.blight_flipped, st.blight_deck = "choking-dust", False, []
    st.blight_on_card, st.blight_total = 1, 1 + on_island
    for _ in range(20):     # start the invader phase, then say which land ravages first, ...
        d = game.state.decision
        o = next((o for o in d.options if o.land == target), d.options[0])
        events = game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))
        if "BlightCardFlipped" in [e.kind for e in events]:
            break
    assert "BlightCardFlipped" in [e.kind for e in events]
    assert [e.kind for e in events if e.reveal and e.kind != "BlightCardFlipped"] == [], \
        "nothing else was revealed by the command"
    assert not game.state.result
    assert isinstance(game.apply(Undo()), Rejection)


# -- ravage --------------------------------------------------------------------------------------

def test_each_surviving_dahan_fights_back_for_2_damage():
    st = position({L: "1T 1C 2D"})
    st.turn_effects["defend"] = {L: 5}            # the invaders deal nothing: two Dahan survive
    ravage(st, choose=["auto"])
    assert land(st, L) == "1T1 2D"               # 2 + 2 = 4 damage: the City (3) and 1 on the Town


def test_two_defends_in_one_land_add_up():
    st = position({L: "1C 1E"})
    run_effect(st, (ops.defend(2),), land=L)
    run_effect(st, (ops.defend(1),), land=L)
    assert ravage_damage(st, L) == 1
    ravage(st)
    assert land(st, L) == "1E 1C"                # 4 - 3 = 1 damage: no blight


def test_courage_in_the_villages_at_terror_level_1_is_defend_2_in_each_land_with_dahan():
    st = position({L: "1C 1D", "A1": "1C"})
    st.fear_earned = ["courage-in-the-villages"]
    resolve(st, [{"op": "resolve_fear"}])
    assert ravage_damage(st, L) == 1 and ravage_damage(st, "A1") == 3


# -- explore -------------------------------------------------------------------------------------

def test_an_explorer_alone_is_no_source_of_explorers():
    st = position({})
    a, b = inland_pair(st)
    card = f"I-{terrain(st, a)}"
    st.lands[a] = {K.EXPLORER: 1}
    st.lands[b] = {K.EXPLORER: 3}
    assert a not in explore_targets(st, card)
    st.lands[b] = {K.TOWN: 1}
    assert a in explore_targets(st, card)


def test_a_coastal_land_of_the_card_is_explored_with_no_town_or_city_near():
    st = position({})
    coastal = lands_where(st, coastal=True)
    land_id = next(l for l in coastal if f"I-{terrain(st, l)}" in catalog.INVADER_CARDS)
    card = f"I-{terrain(st, land_id)}"
    assert not any(st.lands[l] for l in st.lands), "no piece anywhere"
    st.invader_deck = [card]
    resolve(st, [{"op": "explore"}])
    assert land(st, land_id) == "1E"
    assert all(land(st, l) == "1E" for l in card_lands(st, card) if l in coastal)
    assert all(land(st, l) == "" for l in card_lands(st, card) if l not in coastal)


# -- elements, innates and the tracks ----------------------------------------------------------

def test_elements_uncovered_on_the_card_plays_track_count_for_thresholds():
    st = position({})
    s = st.spirits[0]
    plays = catalog.SPIRITS[FIRE].plays_track
    slot = next(i for i, sl in enumerate(plays) if "element" in sl)
    element = plays[slot]["element"]
    s.plays_revealed = slot
    before = elements(s)[element]
    assert not can_meet(s, ((element, before + 1),))
    s.plays_revealed = slot + 1
    assert elements(s)[element] == before + 1
    assert can_meet(s, ((element, before + 1),))


def test_an_innates_threshold_is_the_printed_one():
    # Falling Cinder Rain's panel: Rain of Sparks needs 2 fire and 1 air, then 3 fire 1 air,
    # then 4 fire 2 air
    p = next(x for x in catalog.SPIRITS[FIRE].innates if x.id == "rain-of-sparks")
    printed = ({"fire": 2, "air": 1}, {"fire": 3, "air": 1}, {"fire": 4, "air": 2})
    assert [dict(lv.elements) for lv in p.levels] == list(printed)
    st = position({})
    give_elements(st, 0, fire=1, air=1)
    assert not innate_usable(st, 0, p)
    st = position({})
    give_elements(st, 0, fire=2, air=1)
    assert innate_usable(st, 0, p)


def test_a_tracks_reclaim_one_works_once_a_turn():
    st = position({})
    s = st.spirits[0]
    s.plays_revealed = next(i for i, sl in enumerate(catalog.SPIRITS[FIRE].plays_track) if sl.get("reclaim_one")) + 1
    s.discard, s.hand = s.hand[:2], s.hand[2:]
    resolve(st, [{"op": "spirit_phase"}])
    assert "reclaim_one" in [o.kind for o in st.decision.options]
    card = s.discard[0]
    resolve(st, [{"op": "spirit_menu"}], choose=["reclaim_one", card])
    assert card in s.hand and len(s.discard) == 1
    assert "reclaim_one" not in [o.kind for o in st.decision.options], "once this turn"
    resolve(st, [{"op": "spirit_phase"}])
    assert "reclaim_one" in [o.kind for o in st.decision.options], "again the next turn"
