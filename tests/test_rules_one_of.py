"""A choice between effects (ops.one_of): each with a condition and an Energy cost that may be
refused or shared between spirits, and a default when nobody chooses."""
from game.content import ops
from game.engine import kinds as K
from game.engine.testing import land, position, resolve, run_effect

PAID = ops.effect_choice("pay 2: add 2 Dahan", (ops.add(2, K.DAHAN),), energy=2)
SHARED = ops.effect_choice("pay 3 between you: add 3 Dahan", (ops.add(3, K.DAHAN),), energy=3, shared=True)
FREE = ops.effect_choice("add 1 Explorer", (ops.add(1, K.EXPLORER),))
NEEDS_TOWN = ops.effect_choice("destroy a Town", (ops.destroy(1, K.TOWN),), cond="towns")


def test_one_of_offers_only_the_effects_whose_condition_holds_and_whose_cost_can_be_paid():
    st = position({"A5": "1E"}, energy=1)
    seen = []
    resolve(st, [{"op": "ops", "ops": [ops.one_of(PAID, NEEDS_TOWN, FREE, ops.effect_choice("nothing", ()))],
                  "ctx": {"spirit": 0, "land": "A5"}}],
            on_decision=lambda d: seen.append([o.index for o in d.options]) or d.options[-1])
    assert seen == [[2, 3]], "2 Energy cannot be paid with 1; there is no Town"


def test_a_chosen_effect_happens_once_its_energy_is_paid():
    st = position({"A5": "1E"}, energy=3)
    events = run_effect(st, [ops.one_of(PAID, FREE, default=1)], land="A5", choose=[0, "pay"])
    assert land(st, "A5") == "1E 2D" and st.spirits[0].energy == 1
    assert [e.data["amount"] for e in events if e.kind == "Note" and e.data["note"] == "energy_paid"] == [2]


def test_a_refused_cost_is_not_paid_and_the_default_effect_happens_instead():
    st = position({"A5": "1E"}, energy=3)
    run_effect(st, [ops.one_of(PAID, FREE, default=1)], land="A5", choose=[0, "refuse"])
    assert land(st, "A5") == "2E" and st.spirits[0].energy == 3


def test_when_no_effect_can_be_chosen_the_default_happens_without_a_question():
    st = position({"A5": "1E"}, energy=0)
    asked = []
    resolve(st, [{"op": "ops", "ops": [ops.one_of(PAID, NEEDS_TOWN, default=1)], "ctx": {"spirit": 0, "land": "A5"}}],
            on_decision=lambda d: asked.append(d.kind) or d.options[0])
    assert asked == [] and land(st, "A5") == "1E", "the default needs a Town too: nothing happens"
    run_effect(st, [ops.one_of(PAID, FREE, default=1)], land="A5")
    assert land(st, "A5") == "2E"


def test_a_shared_cost_is_paid_by_several_spirits_each_choosing_how_much():
    st = position({"A5": "1E"}, spirits=["falling-cinder-rain", "scattering-gale"])
    st.spirits[0].energy, st.spirits[1].energy = 1, 5
    asked = []

    def answer(d):
        asked.append((d.kind, d.spirit, [o.index for o in d.options if o.kind == "pay"]))
        return d.options[0]

    resolve(st, [{"op": "ops", "ops": [ops.one_of(SHARED, FREE, default=1)], "ctx": {"spirit": 0, "land": "A5"}}],
            on_decision=answer)
    assert asked == [("one_of", 0, []), ("pay", 0, [1]), ("pay", 1, [2, 1])]
    assert land(st, "A5") == "1E 3D" and (st.spirits[0].energy, st.spirits[1].energy) == (0, 3)


def test_a_shared_cost_left_unpaid_costs_nobody_anything():
    st = position({"A5": "1E"}, spirits=["falling-cinder-rain", "scattering-gale"])
    st.spirits[0].energy, st.spirits[1].energy = 1, 5
    run_effect(st, [ops.one_of(SHARED, FREE, default=1)], land="A5", choose=[0, "pay", "refuse"])
    assert land(st, "A5") == "2E" and (st.spirits[0].energy, st.spirits[1].energy) == (1, 5)


def test_you_may_does_its_effect_only_if_the_spirit_takes_it_and_pays():
    st = position({"A5": "1E"}, energy=2)
    run_effect(st, [ops.you_may("pay 2: add 2 Dahan", (ops.add(2, K.DAHAN),), energy=2)], land="A5", choose=[1])
    assert land(st, "A5") == "1E" and st.spirits[0].energy == 2
    run_effect(st, [ops.you_may("pay 2: add 2 Dahan", (ops.add(2, K.DAHAN),), energy=2)], land="A5",
               choose=[0, "refuse"])
    assert land(st, "A5") == "1E" and st.spirits[0].energy == 2
    run_effect(st, [ops.you_may("pay 2: add 2 Dahan", (ops.add(2, K.DAHAN),), energy=2)], land="A5",
               choose=[0, "pay"])
    assert land(st, "A5") == "1E 2D" and st.spirits[0].energy == 0
