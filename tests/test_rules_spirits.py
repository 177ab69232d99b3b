"""Spirits and powers (rules 000 "Spirit Phase", "Fast Power Phase", 003 "POUVOIRS INNÉS",
"ÉLÉMENTS", issue 2 item 8)."""
from game.content import catalog, ops
from game.engine import Choose, Game
from game.engine.powers import target_lands
from game.engine.spirits import card_plays, elements, energy_income, sacred_sites
from game.engine.testing import give_elements, kinds_of, land, position, resolve, run_effect, use_power
from rules_helpers import neighbours

FIRE = "falling-cinder-rain"
GALE = "scattering-gale"
L = "A5"


def choices(game):
    return [c for c in game.legal_commands() if isinstance(c, Choose)]


def first(game, kind, spirit=0, **match):
    for c in game.legal_commands():
        o = getattr(c, "option", None)
        if o and o.kind == kind and o.spirit == spirit and all(getattr(o, k) == v for k, v in match.items()):
            return c
    raise AssertionError(f"no {kind} {match} among {[getattr(c, 'option', c) for c in game.legal_commands()]}")


def test_each_spirit_chooses_one_growth_option_then_gains_energy_from_its_track():
    g = Game({"spirits": [FIRE], "seed": 2})
    s = g.state.spirits[0]
    opt = next(k for k, go in enumerate(catalog.SPIRITS[FIRE].growth) if go.actions[0][0] == "reclaim")
    g.apply(first(g, "growth", index=opt))
    while g.state.decision.kind != "spirit_action":
        g.apply(choices(g)[0])
    # no other growth option is offered once one is chosen
    assert not [c for c in choices(g) if c.option.kind == "growth"]
    grown = sum(a[1] for a in catalog.SPIRITS[FIRE].growth[opt].actions if a[0] == "energy")
    assert g.state.spirits[0].energy == grown + energy_income(g.state.spirits[0])


def test_presence_comes_from_the_leftmost_covered_slot_and_uncovers_its_value():
    st = position({}, presence={L: 1})
    resolve(st, [{"op": "place_presence", "spirit": 0, "range": 1, "cond": ""}], choose=[
        lambda o: o.piece == "energy", lambda o: o.land == L])
    s = st.spirits[0]
    assert s.energy_revealed == 2 and s.presence == {L: 2}
    assert energy_income(s) == catalog.SPIRITS[FIRE].energy_track[1].get("energy", 1)


def test_presence_is_added_within_range_of_existing_presence():
    st = position({}, presence={L: 1})
    seen = []
    resolve(st, [{"op": "place_presence", "spirit": 0, "range": 1, "cond": ""}],
            on_decision=lambda d: seen.append(d) or d.options[0])
    lands = {o.land for o in seen[-1].options}
    assert lands == {L, *neighbours(st, L)}


def test_a_sacred_site_is_a_land_with_two_or_more_presence():
    st = position({}, presence={L: 2, "A1": 1})
    assert sacred_sites(st.spirits[0]) == [L]


def test_cards_cost_energy_and_plays_are_limited_by_the_card_plays_track():
    g = Game({"spirits": [FIRE], "seed": 2})
    g.apply(first(g, "growth", index=0))
    while g.state.decision.kind != "spirit_action":
        g.apply(choices(g)[0])
    s = g.state.spirits[0]
    s.energy = 99
    limit = card_plays(s)
    for _ in range(limit):
        g.apply(next(c for c in choices(g) if c.option.kind == "play"))
    assert len(g.state.spirits[0].played) == limit
    assert not [c for c in choices(g) if c.option.kind == "play"]


def test_a_card_that_costs_more_than_the_energy_cannot_be_played():
    g = Game({"spirits": [FIRE], "seed": 2})
    g.apply(first(g, "growth", index=0))
    while g.state.decision.kind != "spirit_action":
        g.apply(choices(g)[0])
    from game.engine.turn import spirit_options
    s = g.state.spirits[0]
    s.energy = min(catalog.POWERS[c].cost for c in s.hand)
    playable = {o.card for o in spirit_options(g.state) if o.kind == "play"}
    affordable = {c for c in s.hand if catalog.POWERS[c].cost <= s.energy}
    assert playable == affordable and affordable != set(s.hand)


def test_played_cards_give_their_elements_at_once_even_slow_ones():
    st = position({})
    s = st.spirits[0]
    slow = next(c for c in s.hand if catalog.POWERS[c].speed == "slow")
    s.played.append(slow)
    for e in catalog.POWERS[slow].elements:
        assert elements(s)[e] >= 1


def test_a_power_targets_only_lands_in_range_that_meet_its_conditions():
    st = position({L: "1T"}, presence={L: 1})
    card = catalog.POWERS["kindle-the-thatch"]   # range 1, needs a Town or City
    assert target_lands(st, 0, card) == [L]


def test_a_sacred_site_power_measures_range_from_sacred_sites_only():
    st = position({}, presence={L: 1, "A1": 2})
    card = catalog.POWERS["burning-wind-walks"]
    assert set(target_lands(st, 0, card)) == {"A1", *neighbours(st, "A1")}


def test_a_players_may_skip_a_powers_text():
    st = position({L: "1E"}, presence={L: 1})
    ev = resolve(st, [{"op": "use_power", "spirit": 0, "power": "pelting-embers"}], choose=["skip"])
    assert land(st, L) == "1E" and "PowerSkipped" in kinds_of(ev)


def test_do_as_much_as_you_can_push_three_with_two_pushes_both():
    st = position({L: "2E"}, presence={L: 1})
    run_effect(st, (ops.push(3, "E"),), land=L)
    assert land(st, L) == ""
    assert sum(st.lands[n].get("E", 0) for n in neighbours(st, L)) == 2


def test_push_up_to_may_stop_early():
    st = position({L: "2E"})
    run_effect(st, (ops.push(2, "E", up_to=True),), land=L, choose=["stop"])
    assert land(st, L) == "2E"


def test_gather_moves_pieces_from_adjacent_lands_into_the_land():
    st = position({})
    n = neighbours(st, L)[0]
    st.lands[n] = {"D": 2}
    run_effect(st, (ops.gather(2, "D"),), land=L)
    assert land(st, L) == "2D" and land(st, n) == ""


def test_damage_from_powers_is_divided_as_the_spirit_chooses():
    st = position({L: "1E 1T"})
    run_effect(st, (ops.damage(2),), land=L, choose=["E", "T"])
    assert land(st, L) == "1T1"


def _sparks():
    from game.engine.powers import power_spec
    return power_spec(position({}), 0, "rain-of-sparks", True)


def _damage_in(st, land_id):
    from game.engine import pieces as P
    return sum(n * P.damage_of(t) for t, n in st.lands[land_id].items())


def test_innate_thresholds_resolve_top_to_bottom_and_every_met_one_fires():
    p = _sparks()
    st = position({L: "5C"}, presence={L: 1})
    give_elements(st, 0, **dict(p.levels[1].elements))
    use_power(st, "rain-of-sparks", land=L, innate=True, choose=[0b11, "auto"])
    assert _damage_in(st, L) == sum(op["n"] for lv in p.levels[:2] for op in lv.effect)


def test_a_spirit_may_use_fewer_elements_to_fire_only_lower_thresholds():
    p = _sparks()
    st = position({L: "5C"}, presence={L: 1})
    give_elements(st, 0, **dict(p.levels[1].elements))
    use_power(st, "rain-of-sparks", land=L, innate=True, choose=[0b01, "auto"])
    assert _damage_in(st, L) == sum(op["n"] for op in p.levels[0].effect)


def test_an_innate_needs_one_of_its_thresholds():
    from game.engine.powers import innate_usable
    p = _sparks()
    st = position({})
    assert not innate_usable(st, 0, p)
    give_elements(st, 0, **dict(p.levels[0].elements))
    assert innate_usable(st, 0, p)


def test_every_threshold_met_by_the_elements_used_fires_even_past_a_missed_one():
    # 003: "tous les seuils correspondant aux éléments que vous utilisez sont obligatoirement
    # déclenchés, même s'ils sont séparés par un seuil ayant un ou plusieurs éléments manquants"
    from game.content.spec import InnateLevel, InnatePower
    from game.engine.powers import innate_usable, threshold_choices, threshold_masks
    p = InnatePower("t", "T", "fast", (
        InnateLevel((("fire", 2),), (ops.fear(1),), "1 Fear."),
        InnateLevel((("air", 2),), (ops.fear(2),), "2 Fear."),
        InnateLevel((("fire", 1), ("air", 1)), (ops.fear(4),), "4 Fear."),
    ))
    st = position({})
    give_elements(st, 0, air=2)
    assert innate_usable(st, 0, p)               # the first level is missed, the second met
    give_elements(st, 0, fire=2)
    ways = dict(threshold_choices(st.spirits[0], p))
    assert 0b111 in ways                          # using everything fires every level
    assert ways[0b110] == {"air": 2, "fire": 1}   # air 2 + fire 1: levels 2 and 3, not 1
    assert 0b101 in ways                          # fire 2 + air 1: levels 1 and 3, not 2
    assert ways[0b010] == {"air": 2}              # air 2 alone: level 2 only
    assert ways[0b100] == {"fire": 1, "air": 1}   # fire 1 + air 1: level 3 alone
    # the masks alone (what the engine and the bots read), in the same order, most levels first
    assert threshold_masks(st.spirits[0], p) == tuple(m for m, _ in threshold_choices(st.spirits[0], p))
    assert threshold_masks(st.spirits[0], p)[0] == 0b111
    ways[0b010]["air"] = 9                        # a caller's copy: the next asker is not misled
    assert dict(threshold_choices(st.spirits[0], p))[0b010] == {"air": 2}


def test_a_wildcard_element_slot_counts_toward_a_threshold_and_is_then_fixed():
    st = position({})
    s = st.spirits[0]
    give_elements(st, 0, fire=1)
    from game.engine import spirits as S
    orig = S.wildcards
    S.wildcards = lambda sp: 1 - len(sp.any_elements)
    try:
        assert S.can_meet(s, (("fire", 1), ("air", 1)))
        S.commit_wildcards(s, (("fire", 1), ("air", 1)))
        assert s.any_elements == ["air"]
        assert elements(s)["air"] == 1
    finally:
        S.wildcards = orig


def test_gaining_a_power_draws_four_keeps_one_and_discards_the_rest():
    st = position({})
    top4 = st.minor_deck[:4]
    resolve(st, [{"op": "gain_power", "spirit": 0, "kind": "minor"}], choose=[top4[2]])
    assert top4[2] in st.spirits[0].hand
    assert set(top4) - {top4[2]} <= set(st.minor_discard)


def test_gaining_a_major_power_forgets_a_card():
    st = position({})
    s = st.spirits[0]
    hand = list(s.hand)
    resolve(st, [{"op": "gain_power", "spirit": 0, "kind": "major"}], choose=[lambda o: True, hand[0]])
    assert hand[0] not in s.hand and hand[0] in s.forgotten
    assert len(s.hand) == len(hand)


def test_reclaim_returns_every_discarded_card_to_hand():
    st = position({})
    s = st.spirits[0]
    s.discard, s.hand = list(s.hand), []
    resolve(st, [{"op": "reclaim_all", "spirit": 0}])
    assert len(s.hand) == 4 and not s.discard


def test_repeat_uses_the_power_again_but_not_its_repeat():
    st = position({L: "3E"}, presence={L: 1})
    ops_ = (ops.destroy(1, "E"), ops.repeat())
    run_effect(st, ops_, land=L, source="pelting-embers", innate=False,
               choose=[lambda o: o.kind == "target" and o.land == L])
    # first use destroys 1, then the repeat re-targets Pelting Embers (2 damage) at L
    assert land(st, L) == ""


def test_time_passes_discards_played_cards_heals_damage_and_clears_elements_and_defend():
    st = position({L: "1T1 1D1"})
    s = st.spirits[0]
    s.played = [s.hand.pop(0)]
    s.bonus_elements = {"fire": 2}
    st.turn_effects = {"defend": {L: 3}}
    resolve(st, [{"op": "time_passes"}])
    st2 = st
    assert st2.turn == 2 and st2.phase == "spirit"
    assert st2.spirits[0].played == [] and len(st2.spirits[0].discard) == 1
    assert land(st2, L) == "1T 1D"
    assert not st2.spirits[0].bonus_elements and not st2.turn_effects.get("defend")


def test_a_spirit_may_use_fewer_elements_than_a_major_powers_threshold_asks():
    from game.content import catalog
    major = next(c for c in catalog.POWERS.items.values() if c.kind == "major" and c.threshold
                 and not c.threshold_replaces and c.target == "land")
    st = position({}, presence={L: 1})
    give_elements(st, 0, **dict(major.threshold))
    seen = []
    resolve(st, [{"op": "resolve_power", "spirit": 0, "power": major.id, "innate": False, "repeated": False,
                  "land": L, "target_spirit": 0}], on_decision=lambda d: seen.append(d.kind) or d.options[-1])
    assert seen and seen[0] == "threshold"


def test_reclaim_one_from_a_track_may_be_used_before_growth():
    from game.engine.turn import spirit_options
    st = position({})
    s = st.spirits[0]
    s.plays_revealed = next(k + 1 for k, sl in enumerate(catalog.SPIRITS[FIRE].plays_track) if sl.get("reclaim_one"))
    s.discard = [s.hand.pop()]
    assert "reclaim_one" in {o.kind for o in spirit_options(st)}


def test_an_innate_that_becomes_usable_during_the_phase_is_still_offered():
    # elements granted by an ally mid-phase count at once (003 ÉLÉMENTS)
    from game.engine.turn import power_options
    st = position({}, presence={L: 1})
    assert not [o for o in power_options(st, "fast") if o.kind == "innate"]
    give_elements(st, 0, **dict(_sparks().levels[0].elements))
    assert [o for o in power_options(st, "fast") if o.kind == "innate" and o.card == "rain-of-sparks"]


def test_a_power_that_adds_presence_may_move_one_from_another_land_instead():
    st = position({}, presence={L: 1, "A1": 2})
    run_effect(st, (ops.presence_here(),), land=L, choose=[lambda o: o.kind == "presence_source" and o.land == "A1"])
    assert st.spirits[0].presence == {L: 2, "A1": 1}
