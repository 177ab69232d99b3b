"""Ravage (rules 000 §5 "Ravage", 001 "3a. Ravage", 003 "RAVAGER")."""
from game.engine.testing import kinds_of, land, position, resolve
from game.engine.invaders import ravage_damage

L = "A5"


def ravage(st, land_id=L, choose=None):
    return resolve(st, [{"op": "ravage_land", "land": land_id}], choose)


def test_invaders_deal_1_damage_per_explorer_2_per_town_3_per_city():
    st = position({L: "1E 1T 1C"})
    assert ravage_damage(st, L) == 6


def test_damaged_invaders_still_deal_their_full_damage():
    st = position({L: "1T1 1C2"})
    assert ravage_damage(st, L) == 5


def test_two_or_more_damage_to_the_land_adds_one_blight_only_once():
    st = position({L: "2C"})
    ravage(st)
    assert land(st, L) == "2C 1B"


def test_one_damage_to_the_land_adds_no_blight():
    st = position({L: "1E"})
    ravage(st)
    assert land(st, L) == "1E"


def test_defend_reduces_the_ravage_damage():
    st = position({L: "1T 1E"})
    st.turn_effects["defend"] = {L: 2}
    assert ravage_damage(st, L) == 1
    ravage(st)
    assert land(st, L) == "1E 1T"


def test_every_2_damage_destroys_a_dahan_and_1_left_over_damages_one_then_survivors_fight_back():
    # Given "1E 1T 2D": 3 damage -> one Dahan destroyed, one damaged; 2+ damage -> blight
    st = position({L: "1E 1T 2D"})
    ev = ravage(st, choose=["T", "T1"])
    # the surviving (damaged) Dahan deals 2 damage: both to the Town, which is destroyed
    assert land(st, L) == "1E 1D1 1B"
    assert "FearGenerated" in kinds_of(ev)


def test_invaders_destroy_dahan_as_efficiently_as_possible():
    st = position({L: "2T 1D1 2D"})
    ev = ravage(st, choose=["auto"])
    # 4 damage: the damaged Dahan takes 1 (destroyed), a healthy one 2 (destroyed), 1 damages the
    # last; the one damaged survivor fights back with 2 damage, which destroys a Town
    hits = [(e.kind, e.data["piece"]) for e in ev if e.kind in ("Damaged", "Destroyed")]
    assert hits[:3] == [("Destroyed", "D"), ("Destroyed", "D"), ("Damaged", "D")]
    assert land(st, L) == "1T 1D1 1B"


def test_invader_damage_to_dahan_is_never_wasted_on_one_dahan_when_it_can_destroy_two():
    st = position({L: "1T 2D1"})
    ravage(st, choose=["auto"])
    # 2 damage: 1 to each damaged Dahan destroys both (2 on one would leave the other to fight back)
    assert land(st, L) == "1T 1B"


def test_surviving_dahan_fight_back_even_when_invaders_deal_no_damage():
    st = position({L: "1T 2D"})
    st.turn_effects["defend"] = {L: 5}
    ravage(st, choose=["auto"])
    assert land(st, L) == "2D"


def test_dahan_do_not_fight_back_when_the_ravage_is_skipped():
    st = position({L: "1T 2D"})
    st.turn_effects["skip_ravage"] = [L]
    ev = ravage(st)
    assert land(st, L) == "1T 2D"
    assert "ActionSkipped" in kinds_of(ev)


def test_a_land_without_invaders_does_not_ravage():
    st = position({L: "2D"})
    ev = ravage(st)
    assert "Ravage" not in kinds_of(ev)
    assert land(st, L) == "2D"


def test_players_choose_the_order_in_which_lands_ravage():
    st = position({"A1": "1E", "A2": "1E", "A3": "1E", "A4": "1E", "A5": "1E", "A6": "1E", "A7": "1E", "A8": "1E"})
    card = "I-jungle"
    order = []
    resolve(st, [{"op": "ravage_card", "card": card}],
            on_decision=lambda d: order.append([o.land for o in d.options]) or d.options[-1])
    assert order and len(order[0]) == 2, "two jungle lands with invaders: the players pick which first"
