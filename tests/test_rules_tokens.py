"""The expansion's six tokens (issue 26, "Tokens"; 003 JETONS DANGERS, DISCORDE, TERRE HOSTILE,
VITALITÉ, MODIFICATION DES REGLES). Each test is named after the sentence it checks; the land
notation writes them A (Beasts), W (Wilds), Z (Disease), H (Badlands), V (Vitality) and Strife
as "s" on its invader ("1Es")."""
import pytest

from game import kinds as registry
from game.content import ops
from game.engine import kinds as K
from game.engine import variant
from game.engine.effects import replace_piece
from game.engine.island import terrain
from game.engine.testing import kinds_of, land, position, resolve, run_effect


def explore(st, land_id):
    """Reveal an invader card naming the land's terrain and explore."""
    st.invader_deck = [f"I-{terrain(st, land_id)}"]
    return resolve(st, [{"op": "explore"}])


def build(st, land_id):
    return resolve(st, [{"op": "build_land", "land": land_id}])


def ravage(st, land_id):
    """Ravage the land; the damage the invaders dealt (from the Ravage event) and the events."""
    ev = resolve(st, [{"op": "ravage_land", "land": land_id}])
    return next(e.data["damage"] for e in ev if e.kind == "Ravage"), ev


def add_blight(st, land_id, choose=None):
    return resolve(st, [{"op": "add_blight", "land": land_id, "cause": "test"}], choose)


# -- the kinds --------------------------------------------------------------------------------

def test_the_six_tokens_have_their_letters_in_the_land_notation():
    st = position({"A5": "1E 1Es 1Cs 2D 1A 1W 1Z 1H 1V"})
    assert land(st, "A5") == "1E 1Es 1Cs 2D 1A 1W 1Z 1H 1V"
    assert {K.KINDS[letter].id for letter in "AWZHVS"} == {"beasts", "wilds", "disease", "badlands", "vitality",
                                                             "strife"}
    assert K.KINDS["S"].attached and all(K.KINDS[k].pack == "expansion" for k in "AWZHVS")
    with pytest.raises(ValueError):
        position({"A5": "1S"})          # strife rides on an invader, never stands alone


def test_registering_the_same_kind_again_changes_nothing_but_another_kind_on_its_letter_is_refused():
    wilds = K.KINDS["W"]
    before = dict(K.KINDS)
    assert registry.register(wilds) is wilds and K.KINDS == before
    with pytest.raises(K.KindError):
        registry.register(K.Kind("not-wilds", "W", "Not Wilds", token=True))


# -- Wilds ------------------------------------------------------------------------------------

def test_wilds_stop_one_explore_into_their_land():
    st = position({"A1": "2W", "A3": "1C"})     # coastal: always explored (a City keeps the game on)
    ev = explore(st, "A1")
    assert land(st, "A1") == "1W"
    assert any(e.kind == "ActionPrevented" and e.data["action"] == "explore" for e in ev)
    explore(st, "A1")
    explore(st, "A1")
    assert land(st, "A1") == "1E"


def test_wilds_are_used_up_only_when_the_explore_would_have_happened():
    st = position({"A6": "1W"})                 # inland, no Town or City next to it: no explore
    explore(st, "A6")
    assert land(st, "A6") == "1W"
    st = position({"A1": "1W"})
    st.turn_effects["isolate"] = ["A1"]         # isolated: not explored
    explore(st, "A1")
    assert land(st, "A1") == "1W"


# -- Disease ----------------------------------------------------------------------------------

def test_disease_stops_one_build():
    st = position({"A5": "1E 2Z"})
    ev = build(st, "A5")
    assert land(st, "A5") == "1E 1Z"
    assert any(e.kind == "ActionPrevented" and e.data["action"] == "build" for e in ev)
    build(st, "A5")
    build(st, "A5")
    assert land(st, "A5") == "1E 1T"


def test_disease_is_used_up_only_when_a_build_would_have_happened():
    st = position({"A5": "2D 1Z"})              # no invaders: no build
    build(st, "A5")
    assert land(st, "A5") == "2D 1Z"
    st = position({"A5": "1E 1Z"})
    st.turn_effects["skip_build"] = ["A5"]      # the build is skipped anyway
    build(st, "A5")
    assert land(st, "A5") == "1E 1Z"


# -- Strife -----------------------------------------------------------------------------------

def test_the_invader_carrying_strife_deals_0_damage_to_dahan_and_land_in_its_next_ravage_then_one_strife_goes():
    st = position({"A5": "1Cs 1E 2D"})
    dealt, ev = ravage(st, "A5")
    assert dealt == 1, "the City deals nothing, the Explorer 1"
    assert "BlightAdded" not in kinds_of(ev)
    assert "s" not in land(st, "A5"), "its strife is gone"
    st = position({"A5": "1Css"})
    assert ravage(st, "A5")[0] == 0 and land(st, "A5") == "1Cs", "one strife goes, not both"


def test_one_strife_goes_even_if_the_invader_already_dealt_0():
    st = position({"A5": "1Ess"})
    variant.change_kind(st, K.EXPLORER, ravage_damage=0)
    assert ravage(st, "A5")[0] == 0
    assert land(st, "A5") == "1Es"


@pytest.fixture
def fury():
    """A test-only token, registered after the expansion: each invader in its land deals 2 more."""
    kind = registry.register(K.Kind("test-fury", "X", "Fury", token=True,
                                    hooks={"invader_damage": lambda st, l, tok, dmg: dmg + 2}))
    yield kind
    registry.unregister("X")


def test_strife_applies_after_modifiers_of_that_invaders_damage_and_before_modifiers_of_the_lands_total(fury):
    st = position({"A5": "1Es 1X 1H"})
    assert ravage(st, "A5")[0] == 0, "the fury's +2 is undone by strife; Badlands add nothing to 0"
    st = position({"A5": "1E 1Es 1X 1H"})
    assert ravage(st, "A5")[0] == 3 + 1, "the Explorer without strife: 1 + 2, then Badlands +1 on the total"


def test_strife_moves_with_its_invader():
    st = position({"A5": "1E 1Es"})
    run_effect(st, [ops.push(1, "E")], land="A5", choose=[lambda o: o.piece == "Es" and o.to == "A6"])
    assert land(st, "A5") == "1E" and land(st, "A6") == "1Es"


def test_strife_goes_when_its_invader_is_destroyed():
    st = position({"A5": "1Ts"})
    run_effect(st, [ops.destroy(1, "T")], land="A5")
    assert land(st, "A5") == ""


def test_strife_goes_when_its_invader_is_replaced_by_another_kind_of_piece():
    st = position({"A5": "1T1s"})
    resolve(st, [])
    replace_piece(st, "A5", "T1s", K.DAHAN, "test")
    assert land(st, "A5") == "1D"


def test_strife_stays_through_an_upgrade_or_downgrade():
    st = position({"A5": "1T1s"})
    replace_piece(st, "A5", "T1s", K.CITY, "upgrade")
    assert land(st, "A5") == "1C1s"
    replace_piece(st, "A5", "C1s", K.TOWN, "downgrade")
    assert land(st, "A5") == "1T1s"


# -- Badlands ---------------------------------------------------------------------------------

def test_badlands_add_1_to_an_actions_damage_in_the_land_only_when_at_least_1_damage_is_dealt():
    st = position({"A5": "1C 1H"})
    run_effect(st, [ops.damage(1)], land="A5")
    assert land(st, "A5") == "1C2 1H", "1 damage and 1 from the Badlands"
    st = position({"A5": "1C 2H"})
    run_effect(st, [ops.damage(1)], land="A5")
    assert land(st, "A5") == "2H", "one for each Badlands"
    st = position({"A5": "1C 1H"})
    run_effect(st, [ops.damage(0)], land="A5")
    assert land(st, "A5") == "1C 1H", "no damage dealt: nothing added"


def test_badlands_add_nothing_to_a_ravage_that_defend_stops_entirely():
    st = position({"A5": "1T 2D 1H"})
    st.turn_effects["defend"] = {"A5": 2}
    assert ravage(st, "A5")[0] == 0
    st = position({"A5": "1T 2D 1H"})
    st.turn_effects["defend"] = {"A5": 1}
    assert ravage(st, "A5")[0] == 2, "2 - Defend 1 = 1, then Badlands +1"


def test_badlands_add_to_the_damage_of_the_dahan_fighting_back():
    st = position({"A5": "1C 1D 1H"})
    st.turn_effects["defend"] = {"A5": 3}       # the Dahan takes nothing and fights back: 2 + 1
    ravage(st, "A5")
    assert land(st, "A5") == "1D 1H"
    st = position({"A5": "1C 1D"})
    st.turn_effects["defend"] = {"A5": 3}
    ravage(st, "A5")
    assert land(st, "A5") == "1C2 1D", "without Badlands the City survives the Dahan's 2 damage"


# -- Vitality ---------------------------------------------------------------------------------

def test_vitality_stops_one_blight_being_added_to_a_land_that_has_none_with_no_cascade_and_no_presence_lost():
    st = position({"A5": "1V"}, presence={"A5": 1, "A1": 1})
    before = st.blight_on_card
    ev = add_blight(st, "A5")
    assert land(st, "A5") == "" and st.blight_on_card == before
    assert st.spirits[0].presence == {"A5": 1, "A1": 1}
    assert "BlightAdded" not in kinds_of(ev) and "ActionPrevented" in kinds_of(ev)


def test_vitality_does_not_stop_blight_added_to_a_land_that_has_blight():
    st = position({"A5": "1B 1V"})
    add_blight(st, "A5", choose=["A6"])
    assert land(st, "A5") == "2B 1V" and land(st, "A6") == "1B", "the blight lands and cascades"


# -- Beasts -----------------------------------------------------------------------------------

def test_beasts_do_nothing_on_their_own():
    after = {}
    for beasts in ("", " 2A"):
        st = position({"A5": "1E 1T 2D" + beasts, "A1": beasts.strip(), "A6": "1B" + beasts})
        ravage(st, "A5")
        build(st, "A5")
        explore(st, "A1")
        add_blight(st, "A6", choose=["A8"])
        after[beasts] = [land(st, l).replace(beasts, "") for l in ("A5", "A1", "A6", "A8")]
    assert after[""] == after[" 2A"] and after[""][1] == "1E"


# -- rule changes -----------------------------------------------------------------------------

def test_a_health_reduced_by_an_effect_never_goes_below_1():
    st = position({"A5": "1E 1T"})
    variant.change_kind(st, K.EXPLORER, health=0)
    variant.change_kind(st, K.TOWN, health=0)
    assert variant.kind(st, K.EXPLORER).health == 1 and variant.kind(st, K.TOWN).health == 1
    assert land(st, "A5") == "1E 1T", "no piece is destroyed by a health of 0"
    run_effect(st, [ops.damage(1, "T")], land="A5")
    assert land(st, "A5") == "1E", "1 damage destroys it"


@pytest.fixture
def two_furies():
    """Two test-only tokens that change each invader's damage: +1, and x2."""
    registry.register(K.Kind("test-plus", "X", "Plus", token=True,
                             hooks={"invader_damage": lambda st, l, tok, dmg: dmg + 1}))
    registry.register(K.Kind("test-twice", "Y", "Twice", token=True,
                             hooks={"invader_damage": lambda st, l, tok, dmg: dmg * 2}))
    yield
    registry.unregister("X")
    registry.unregister("Y")


def test_per_piece_damage_modifiers_stack_and_apply_before_collective_ones_defend(two_furies):
    st = position({"A5": "2E 1X 1Y"})
    st.turn_effects["defend"] = {"A5": 3}
    assert ravage(st, "A5")[0] == 2 * ((1 + 1) * 2) - 3




# -- the forecast -----------------------------------------------------------------------------

def _card_on(st, land_id):
    return f"I-{terrain(st, land_id)}"


def test_the_forecast_of_a_ravage_counts_strife_badlands_and_vitality_and_comes_true():
    from game.engine import query as Q
    for pieces, damage, blight in (("1Cs 1E 2D", 1, False), ("1T 1E 1H 2D", 4, True), ("1T 2D 1V", 2, False),
                                   ("1Ts 1H", 0, False)):
        st = position({"A5": pieces, "A3": "1C"})
        st.ravage = [_card_on(st, "A5")]
        before = land(st, "A5")
        r = Q.forecast(st).ravages["A5"]
        assert land(st, "A5") == before, "the forecast changes nothing (strife stays on)"
        assert (r.damage, r.blight) == (damage, blight), pieces
        dealt, ev = ravage(st, "A5")
        assert (dealt, "BlightAdded" in kinds_of(ev)) == (r.damage, r.blight), pieces


def test_the_forecast_of_a_build_counts_disease_and_comes_true():
    from game.engine import query as Q
    st = position({"A5": "1E 1Z", "A3": "1C"})
    st.build = [_card_on(st, "A5")]
    assert Q.forecast(st).builds["A5"] == ""
    build(st, "A5")
    assert land(st, "A5") == "1E"
    assert Q.forecast(st).builds["A5"] == "T"


def test_the_forecast_of_an_explore_counts_wilds_and_comes_true():
    from game.engine import query as Q
    st = position({"A1": "1W", "A3": "1C"})
    st.explore = [_card_on(st, "A1"), _card_on(st, "A1")]     # two explores: the wilds stop one
    assert Q.forecast(st).explores.count("A1") == 1 and land(st, "A1") == "1W"
    st.explore = [_card_on(st, "A1")]
    assert "A1" not in Q.forecast(st).explores
    explore(st, "A1")
    assert land(st, "A1") == "", "the wilds stopped it, as forecast"
    st.explore = [_card_on(st, "A1")]
    assert "A1" in Q.forecast(st).explores


def test_strife_is_ignored_when_the_invader_damages_another_invader():
    st = position({"A5": "1Es 1Cs"})
    run_effect(st, [ops.invaders_fight("E")], land="A5")
    assert land(st, "A5") == "1Cs", "the City carrying strife still deals its 3: the Explorer is destroyed"
    st = position({"A5": "1Es 1T"})
    run_effect(st, [ops.invaders_fight("T")], land="A5")
    assert land(st, "A5") == "1Es 1T1", "the Explorer carrying strife deals its 1; the Town never damages itself"
    st = position({"A5": "1Cs 1Ts 1H"})
    run_effect(st, [ops.invaders_fight("C")], land="A5")
    assert land(st, "A5") == "1Ts 1H", "3 + 2 and 1 from the Badlands: the City is destroyed, strife or not"
