"""The expansion's rule changes (003 MODIFICATION DES REGLES, issue 26): powers made fast, slow
cards played by an effect in the fast phase, two growth options a turn, growth with an energy
cost, and how a power's damage to Dahan is assigned."""
from game.content import catalog, ops
from game.engine.testing import land, position, resolve, run_effect, use_power
from game.engine.spirits import energy_income
from game.engine.turn import power_options, spirit_options

THICKET = "thicket-that-closes-behind"
INVADED = {"A2": "1T"}      # a Town somewhere, so that no position here is already won
FIG = "strangler-fig-runners"


def _cards(opts, kind):
    return [o.card for o in opts if o.kind == kind]


def test_a_power_made_fast_by_an_effect_cannot_be_used_again_in_the_slow_phase():
    st = position({"A5": "1E"}, spirits=[FIG], energy=5)
    s = st.spirits[0]
    slow = next(c for c in s.hand if catalog.POWERS[c].speed == "slow")
    s.hand.remove(slow)
    s.played = [slow]
    st.phase = "fast"
    assert slow not in _cards(power_options(st, "fast"), "power")
    run_effect(st, (ops.fast_now(1),))
    assert slow in _cards(power_options(st, "fast"), "power")      # made fast: usable now
    resolve(st, [{"op": "power_menu", "speed": "fast"}], choose=[lambda o: o.card == slow])
    assert slow in s.used
    assert slow not in _cards(power_options(st, "slow"), "power")  # and not again in the slow phase


def test_a_slow_card_put_into_play_by_an_effect_during_the_fast_phase_is_used_in_the_next_slow_phase():
    st = position({}, spirits=[FIG], energy=5)
    s = st.spirits[0]
    slow = next(c for c in s.hand if catalog.POWERS[c].speed == "slow")
    s.played = ["fruit-for-all"]
    st.phase = "fast"
    use_power(st, "fruit-for-all", target_spirit=0, choose=[slow])
    assert slow in s.played
    assert slow not in _cards(power_options(st, "fast"), "power")
    assert slow in _cards(power_options(st, "slow"), "power")


def _growth_labels(st):
    return [o.index for o in spirit_options(st) if o.kind == "growth"]


def test_some_new_spirits_take_two_different_growth_options_each_turn():
    st = position(INVADED, spirits=[THICKET], energy=0)
    resolve(st, [{"op": "spirit_phase"}])
    first = _growth_labels(st)
    assert catalog.SPIRITS[THICKET].growth_picks == 2 and 0 in first
    resolve(st, [{"op": "spirit_menu"}], choose=[lambda o: o.kind == "growth" and o.index == 0])
    again = _growth_labels(st)
    assert again and 0 not in again             # a second growth, never the same option twice
    assert not st.spirits[0].grown
    resolve(st, [{"op": "spirit_menu"}], choose=[lambda o: o.kind == "growth" and o.index == 1, "minor", "keep"])
    assert st.spirits[0].grown and not _growth_labels(st)
    assert sorted(st.growth_taken["0"]) == [0, 1]


def test_a_spirit_that_grows_twice_gains_its_tracks_energy_once():
    st = position(INVADED, spirits=[THICKET], energy=0)
    resolve(st, [{"op": "spirit_phase"}])
    resolve(st, [{"op": "spirit_menu"}], choose=[lambda o: o.kind == "growth" and o.index == 0])
    assert st.spirits[0].energy == 0
    resolve(st, [{"op": "spirit_menu"}], choose=[lambda o: o.kind == "growth" and o.index == 1, "minor", "keep"])
    assert st.spirits[0].energy == energy_income(st.spirits[0]) == 1   # its track's energy, once


def test_a_growth_with_an_energy_cost_cannot_be_chosen_without_the_energy():
    costly = next(k for k, g in enumerate(catalog.SPIRITS[THICKET].growth) if g.cost)
    need = catalog.SPIRITS[THICKET].growth[costly].cost
    st = position(INVADED, spirits=[THICKET], energy=need - 1)
    resolve(st, [{"op": "spirit_phase"}])
    assert costly not in _growth_labels(st)
    st = position(INVADED, spirits=[THICKET], energy=need)
    resolve(st, [{"op": "spirit_phase"}])
    assert costly in _growth_labels(st)
    resolve(st, [{"op": "spirit_menu"}], choose=[lambda o: o.kind == "growth" and o.index == costly])
    assert st.spirits[0].energy == 0            # paid


def test_damage_from_powers_to_dahan_may_be_assigned_as_the_player_chooses_invader_damage_may_not():
    st = position({"A5": "2D"})
    run_effect(st, (ops.damage_dahan(2),), land="A5", choose=["D", "D"])
    assert land(st, "A5") == "2D1"              # spread by the player: both stand
    st = position({"A5": "2D 1T"})              # a Town's ravage: 2 damage to the Dahan, asked of no one
    events = resolve(st, [{"op": "ravage_land", "land": "A5"}])
    assert land(st, "A5").count("D") and "1D" in land(st, "A5") and "2D1" not in land(st, "A5")
    assert not any(e.kind == "Decision" for e in events)
