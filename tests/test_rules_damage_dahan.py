"""A power's damage to Dahan is split as its player chooses (003 "vous pouvez choisir comment
attribuer les dégâts infligés aux Dahans par vos Pouvoirs"), unlike invader damage, which
destroys Dahan as efficiently as it can (test_rules_ravage)."""
from game.content import ops
from game.engine.flow import run
from game.engine.testing import land, position, run_effect

L = "A5"


def test_a_powers_damage_to_dahan_may_be_spread_so_that_none_is_destroyed():
    st = position({L: "2D"})
    run_effect(st, (ops.damage_dahan(2),), land=L, choose=["D", "D"])
    assert land(st, L) == "2D1"          # 1 and 1: both survive (invader damage would destroy one)


def test_a_powers_damage_to_dahan_may_be_put_on_one_dahan():
    st = position({L: "2D"})
    run_effect(st, (ops.damage_dahan(2),), land=L, choose=["D", "D1"])
    assert land(st, L) == "1D"


def test_sparing_the_dahan_destroys_as_few_as_the_damage_allows():
    st = position({L: "1D1 2D"})
    run_effect(st, (ops.damage_dahan(3),), land=L, choose=["spare"])
    assert land(st, L) == "2D1"          # 1 + 1 on the healthy ones, the last 1 destroys the damaged one


def test_the_split_of_damage_to_dahan_is_asked_of_the_acting_spirit():
    st = position({L: "1D 1D1"})
    st.stack = [{"op": "ops", "ops": [ops.damage_dahan(1)], "ctx": {"spirit": 0, "land": L}}]
    run(st)
    d = st.decision
    assert d.kind == "damage_dahan" and d.spirit == 0
    assert {o.piece for o in d.options if o.kind == "damage"} == {"D", "D1"}
    assert any(o.kind == "spare" for o in d.options)
