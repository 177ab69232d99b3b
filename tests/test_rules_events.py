"""The event deck's rules (issue 26, "Events"), each test named after the sentence it checks.

Sources: 001 "BC/JE Update" (the invader phase: blighted island, event, fear) and 003 ÉVÈNEMENT /
CARTES ÉVÉNEMENT (first turn drawn without resolving; harmful part by a reference, then the token
event, then the Dahan event; each board may choose differently; dilemmas; "aidé par"; an event
with a cost is a spirit effect; an incompatible card is discarded and the next drawn).
"""
from __future__ import annotations

import pytest

from game.content import catalog
from game.content import ops as o
from game.content.events import register_event, unregister_event
from game.content.spec import EventCard
from game.engine import Choose, Game, newest
from game.engine.event_cards import deal, resolved
from game.engine.testing import kinds_of, land, position, resolve, run_effect

SPIRIT = "falling-cinder-rain"


def _two_spirits():
    return sorted(catalog.SPIRITS.ids())[:2]


def _register(*cards):
    for c in cards:
        register_event(c)


@pytest.fixture
def cards():
    made = []

    def make(*cs):
        _register(*cs)
        made.extend(cs)
        return [c.id for c in cs]
    yield make
    for c in made:
        unregister_event(c.id)


def _event_step(st):
    """Run the invader phase's event step alone."""
    return resolve(st, [{"op": "event_card"}], on_decision=lambda d: d.options[0])


# --- when the card is drawn --------------------------------------------------------------------

def test_one_event_card_is_drawn_each_invader_phase_after_the_blighted_island_effect_and_before_the_earned_fear_cards(cards):
    ids = cards(EventCard("t-ev-fear", "Test", (o.fear(1),), "1 Fear."),
                EventCard("t-ev-fear2", "Test 2", (o.fear(1),), "1 Fear."))
    st = position({"A5": "1B 1E"})
    deal(st, ids, shuffle=False)
    st.blight_card, st.blight_flipped = "scorched-soil-draws-settlers", True   # each phase: Explorers to blight
    st.fear_earned = [st.fear_deck.pop(0)]
    ev = resolve(st, [{"op": "invader_phase"}], on_decision=lambda d: d.options[0])
    kinds = kinds_of(ev)
    blighted = next(i for i, e in enumerate(ev) if e.kind == "PieceAdded" and e.data["land"] == "A5")
    assert blighted < kinds.index("EventCardRevealed") < kinds.index("FearCardRevealed")
    assert kinds.count("EventCardRevealed") == 1, "one card each invader phase"
    assert st.event_deck == [ids[1]] and st.event_discard == [ids[0]]


def test_on_turn_1_the_event_card_is_drawn_but_not_resolved():
    game = Game(newest({"spirits": [SPIRIT], "seed": 5, "packs": ["expansion"]}))
    deck = list(game.state.event_deck)
    assert len(deck) == len(catalog.PACKS.ids_from("event", ["expansion"])) and game.state.event_unresolved_turns == [1]
    seen = []
    while game.state.turn < 3 and not game.state.result:
        d = game.state.decision
        o_ = d.options[0]
        seen += game.apply(Choose(o_.spirit if d.spirit < 0 else d.spirit, o_))
    revealed = [e for e in seen if e.kind == "EventCardRevealed"]
    assert [e.data["card"] for e in revealed[:2]] == deck[:2]
    assert revealed[0].data.get("resolves") is False and "resolves" not in revealed[1].data
    parts = [e.data["card"] for e in seen if e.kind == "EventPart"]
    assert deck[0] not in parts and deck[1] in parts, "turn 1's card has no part resolved, turn 2's has"
    assert resolved(game.state) == [deck[1]]


def test_a_stacked_deck_named_in_the_settings_plays_from_the_first_invader_phase(cards):
    ids = cards(EventCard("t-ev-first", "First", (o.fear(1),), "1 Fear."))
    game = Game(newest({"spirits": [SPIRIT], "seed": 5, "events": ids}))
    assert game.state.event_unresolved_turns == []


# --- the card's parts ----------------------------------------------------------------------------

HEALTH = EventCard("t-ev-health", "Health", harm_by="health",
                   harm=(("Healthy: 1 Explorer.", (o.choose_land("", (o.add(1, "E"),)),)),
                         ("Blighted: 1 Town.", (o.choose_land("", (o.add(1, "T"),)),))))
TERROR = EventCard("t-ev-terror", "Terror", harm_by="terror",
                   harm=tuple((f"{n} Explorers", (o.choose_land("", (o.add(n, "E"),)),)) for n in (1, 2, 3)))
STAGE = EventCard("t-ev-stage", "Stage", harm_by="stage",
                  harm=tuple((f"{n} Dahan", (o.choose_land("", (o.add(n, "D"),)),)) for n in (1, 2, 3)))


def test_the_harmful_part_is_keyed_on_the_island_health_read_when_it_resolves(cards):
    cards(HEALTH)
    for flipped, expect in ((False, "1E"), (True, "1T")):
        st = position({})
        deal(st, [HEALTH.id])
        st.turn = 2
        st.blight_flipped = flipped
        resolve(st, [{"op": "event_card"}], choose=["A5"])
        assert land(st, "A5") == expect


def test_the_harmful_part_is_keyed_on_the_terror_level_read_when_it_resolves(cards):
    cards(TERROR)
    for terror in (1, 2, 3):
        st = position({})
        deal(st, [TERROR.id])
        st.turn, st.terror = 2, terror
        resolve(st, [{"op": "event_card"}], choose=["A5"])
        assert land(st, "A5") == f"{terror}E"


def test_the_harmful_part_is_keyed_on_the_invader_stage_of_the_card_on_the_invader_deck(cards):
    cards(STAGE)
    for stage in (1, 2, 3):
        st = position({})
        deal(st, [STAGE.id])
        st.turn = 2
        st.invader_deck = [c for c in st.invader_deck if catalog.INVADER_CARDS[c].stage >= stage]
        resolve(st, [{"op": "event_card"}], choose=["A5"])
        assert land(st, "A5") == f"{stage}D"


def test_after_the_harmful_part_come_the_token_event_then_the_dahan_event(cards):
    card = EventCard("t-ev-order", "Order", harm_by="health",
                     harm=(("1 Explorer", (o.choose_land("", (o.add(1, "E"),)),)),) * 2,
                     token=("1 Town", (o.choose_land("", (o.add(1, "T"),)),)),
                     dahan=("1 Dahan", (o.choose_land("", (o.add(1, "D"),)),)))
    cards(card)
    st = position({})
    deal(st, [card.id])
    st.turn = 2
    ev = resolve(st, [{"op": "event_card"}], choose=["A1", "A2", "A3"])
    assert [e.data["part"] for e in ev if e.kind == "EventPart"] == ["harm", "token", "dahan"]
    assert (land(st, "A1"), land(st, "A2"), land(st, "A3")) == ("1E", "1T", "1D")
    assert kinds_of(ev)[-1] == "EventCardResolved" or "EventCardResolved" in kinds_of(ev)


def test_an_effect_on_each_board_may_choose_differently_per_board():
    a, b = _two_spirits()
    st = position({"A5": "1T", "A6": "1T", "B5": "1T", "B6": "1T"}, spirits=[a, b], boards=["A", "B"])
    ev = run_effect(st, [o.each_board((o.choose_land("towns", (o.add(1, "E"),)),))], choose=["A6", "B5"])
    assert (land(st, "A6"), land(st, "B5"), land(st, "A5"), land(st, "B6")) == ("1E 1T", "1E 1T", "1T", "1T")


def test_each_board_is_chosen_by_the_spirit_whose_home_board_it_is():
    a, b = _two_spirits()
    st = position({"A5": "1T", "B5": "1T"}, spirits=[a, b], boards=["A", "B"])
    asked = []

    def who(d):
        asked.append((d.spirit, sorted(op.land for op in d.options)))
        return d.options[0]
    resolve(st, [{"op": "ops", "ops": [o.each_board((o.choose_land("", (o.add(1, "E"),)),))],
                  "ctx": {"spirit": 0, "land": ""}}], on_decision=who)
    assert [s for s, _ in asked] == [0, 1]
    assert all(l.startswith("A") for l in asked[0][1]) and all(l.startswith("B") for l in asked[1][1])


# --- dilemmas and costs ----------------------------------------------------------------------------

BAD = o.effect_choice("1 Town comes", (o.add(1, "T"),))
GOOD = o.effect_choice("Pay 3 Energy between you: 1 Dahan comes", (o.add(1, "D"),), energy=3, shared=True)


def test_a_dilemma_offers_the_spirits_a_choice():
    st = position({"A5": ""}, energy=5)
    ev = run_effect(st, [o.dilemma(BAD, GOOD)], land="A5", choose=[1, 3])
    assert land(st, "A5") == "1D" and st.spirits[0].energy == 2


def test_with_no_choice_made_the_first_option_of_a_dilemma_applies():
    st = position({"A5": ""}, energy=5)
    run_effect(st, [o.dilemma(BAD, GOOD)], land="A5", choose=[1, "refuse"])
    assert land(st, "A5") == "1T" and st.spirits[0].energy == 5, "the cost refused: no choice made"


def test_a_joint_cost_may_be_paid_unevenly_by_the_spirits():
    a, b = _two_spirits()
    st = position({"A5": ""}, spirits=[a, b], boards=["A", "B"])
    st.spirits[0].energy, st.spirits[1].energy = 4, 4
    ev = run_effect(st, [o.dilemma(BAD, GOOD)], land="A5",
                    choose=[1, lambda op: op.kind == "pay" and op.index == 1, lambda op: op.kind == "pay" and op.index == 2])
    assert land(st, "A5") == "1D" and (st.spirits[0].energy, st.spirits[1].energy) == (3, 2)
    assert sorted((e.data["spirit"], e.data["amount"]) for e in ev if e.kind == "Note"
                  and e.data["note"] == "energy_paid") == [(0, 1), (1, 2)]


def test_a_cost_per_spirit_is_the_energy_times_the_spirits():
    a, b = _two_spirits()
    st = position({"A5": ""}, spirits=[a, b], boards=["A", "B"])
    st.spirits[0].energy, st.spirits[1].energy = 5, 0
    per = o.effect_choice("Pay 2 per spirit", (o.add(1, "D"),), energy=2, per_spirit=True, shared=True)
    run_effect(st, [o.dilemma(BAD, per)], land="A5", choose=[1, lambda op: op.kind == "pay" and op.index == 4])
    assert land(st, "A5") == "1D" and st.spirits[0].energy == 1


SACRIFICE = o.effect_choice("Destroy 1 of your presence and pay 1 Energy: 1 Dahan comes", (o.add(1, "D"),),
                            energy=1, presence=1, shared=True)


def test_an_event_may_cost_the_spirits_one_of_their_presence_destroyed_which_they_choose_where():
    """003 CARTES ÉVÉNEMENT: "Si les Esprits doivent s'acquitter d'un coût pour l'effet d'un
    événement" - a cost is not only Energy: 003's "Présence détruite" is presence destroyed by an
    effect; the payer destroys one of its own, in the land it chooses, then pays the Energy."""
    st = position({"A5": ""}, presence={"A1": 1, "A2": 2}, energy=2)
    asked = []

    def answer(d):
        asked.append((d.prompt, sorted(op.kind for op in d.options)))
        return next(op for op in d.options if op.land == "A2" or op.kind == "pay") if d.kind == "pay" else d.options[1]
    ev = resolve(st, [{"op": "ops", "ops": [o.dilemma(BAD, SACRIFICE)], "ctx": {"spirit": 0, "land": "A5"}}],
                 choose=[1], on_decision=answer)
    assert asked[0] == ("pay_presence", ["give_presence", "give_presence", "refuse"])
    assert land(st, "A5") == "1D" and st.spirits[0].presence == {"A1": 1, "A2": 1} and st.spirits[0].energy == 1
    assert [(e.data["land"], e.data["cause"]) for e in ev if e.kind == "PresenceDestroyed"] == [("A2", "cost")]


def test_a_presence_cost_refused_destroys_nothing_and_the_first_option_of_the_dilemma_applies():
    st = position({"A5": ""}, presence={"A1": 1}, energy=2)
    run_effect(st, [o.dilemma(BAD, SACRIFICE)], land="A5", choose=[1, "refuse"])
    assert land(st, "A5") == "1T" and st.spirits[0].presence == {"A1": 1} and st.spirits[0].energy == 2
    st = position({"A5": ""}, presence={"A1": 1}, energy=0)     # the presence given, the Energy refused
    run_effect(st, [o.dilemma(BAD, SACRIFICE)], land="A5", choose=[1, "give_presence"])
    assert land(st, "A5") == "1T" and st.spirits[0].presence == {"A1": 1}, "nothing is paid until all of it is"


def test_a_presence_cost_is_open_only_to_spirits_with_presence_on_the_island_and_may_be_paid_by_another():
    a, b = _two_spirits()
    st = position({"A5": ""}, spirits=[a, b], boards=["A", "B"], presence={})
    st.spirits[0].energy, st.spirits[1].energy = 1, 0
    payers = []

    def answer(d):
        payers.append((d.spirit, d.prompt))
        return next(op for op in d.options if op.kind in ("give_presence", "pay"))
    st.spirits[1].presence = {"B3": 1}
    resolve(st, [{"op": "ops", "ops": [o.dilemma(BAD, SACRIFICE)], "ctx": {"spirit": 0, "land": "A5"}}],
            choose=[1], on_decision=answer)
    assert payers == [(1, "pay_presence"), (0, "pay")], "spirit 0 has no presence: spirit 1 gives one"
    assert land(st, "A5") == "1D" and st.spirits[1].presence == {}
    st = position({"A5": ""}, presence={}, energy=3)
    alone = o.effect_choice("Destroy 1 of your presence: 1 Dahan comes", (o.add(1, "D"),), presence=1)
    run_effect(st, [o.dilemma(BAD, alone)], land="A5")
    assert land(st, "A5") == "1T", "no presence to give: the choice is not open, the first option applies"


def test_a_spirits_incarna_may_be_destroyed_in_place_of_a_presence_towards_a_presence_cost():
    """003 INCARNATION: "votre Incarna étant une Présence, il peut ... être détruit à la place
    d'une Présence": a spirit whose only presence on the island is its Incarna may pay with it
    (it leaves the island), and it is offered beside its presence on the island."""
    st = position({"A5": ""}, spirits=["stag-of-the-old-trails"], presence={}, energy=0)
    st.incarna = {"0": {"land": "A7", "empowered": False}}
    alone = o.effect_choice("Destroy 1 of your presence: 1 Dahan comes", (o.add(1, "D"),), presence=1)
    asked = []

    def answer(d):
        asked.append(sorted((op.kind, op.land) for op in d.options))
        return next(op for op in d.options if op.kind == "give_incarna")
    ev = resolve(st, [{"op": "ops", "ops": [o.dilemma(BAD, alone)], "ctx": {"spirit": 0, "land": "A5"}}],
                 choose=[1], on_decision=answer)
    assert asked == [[("give_incarna", "A7"), ("refuse", "")]]
    assert land(st, "A5") == "1D" and st.incarna["0"]["land"] == "" and st.incarna["0"]["empowered"] is False
    assert [e.data["cause"] for e in ev if e.kind == "IncarnaMoved"] == ["cost"]
    st = position({"A5": ""}, spirits=["stag-of-the-old-trails"], presence={"A2": 1}, energy=0)
    st.incarna = {"0": {"land": "A7", "empowered": False}}
    resolve(st, [{"op": "ops", "ops": [o.dilemma(BAD, alone)], "ctx": {"spirit": 0, "land": "A5"}}],
            choose=[1], on_decision=lambda d: asked.append(sorted(op.kind for op in d.options)) or d.options[0])
    assert asked[-1] == ["give_incarna", "give_presence", "refuse"]


WATER = o.effect_choice("Pay 4 Energy (aided by water): 1 Dahan comes", (o.add(1, "D"),), energy=4, aided_by="water")


def _water_cards(n_elements: int) -> list[str]:
    return [c.id for c in catalog.POWERS.items.values() if c.elements.count("water") == n_elements
            and c.kind in ("minor", "major")]


def test_aided_by_an_element_a_spirit_lowers_the_cost_by_its_elements_of_that_kind_in_play():
    st = position({"A5": ""}, energy=1)
    st.spirits[0].bonus_elements = {"water": 3}
    ev = run_effect(st, [o.dilemma(BAD, WATER)], land="A5", choose=[1, lambda op: op.kind == "pay" and op.index == 1])
    assert land(st, "A5") == "1D" and st.spirits[0].energy == 0


def test_aided_by_an_element_a_card_discarded_from_hand_counts_two_per_element():
    card = _water_cards(1)[0]
    st = position({"A5": ""}, energy=2)
    st.spirits[0].hand = [card]
    run_effect(st, [o.dilemma(BAD, WATER)], land="A5",
               choose=[1, lambda op: op.kind == "discard_card" and op.index == 2,
                       lambda op: op.kind == "pay" and op.index == 2])
    s = st.spirits[0]
    assert land(st, "A5") == "1D" and s.energy == 0 and s.discard == [card] and s.hand == []


def test_aided_by_an_element_a_card_forgotten_counts_four_per_element():
    card = _water_cards(1)[0]
    st = position({"A5": ""}, energy=0)
    st.spirits[0].discard = [card]
    run_effect(st, [o.dilemma(BAD, WATER)], land="A5",
               choose=[1, lambda op: op.kind == "forget_card" and op.index == 4])
    assert land(st, "A5") == "1D" and card not in st.spirits[0].discard
    assert card in st.minor_discard + st.major_discard


def test_aided_by_an_element_one_card_never_counts_both_ways():
    card = _water_cards(1)[0]
    st = position({"A5": ""}, energy=0)
    st.spirits[0].played = [card]       # 1 water in play; forgotten it counts 4, not 4 + 1
    cost5 = o.effect_choice("Pay 5 (aided by water)", (o.add(1, "D"),), energy=5, aided_by="water")
    ev = run_effect(st, [o.dilemma(BAD, cost5)], land="A5",
                    choose=[1, lambda op: op.kind == "forget_card" and op.index == 4])
    assert land(st, "A5") == "1T", "4 of 5 pledged: the cost is not paid, the first option applies"
    assert st.spirits[0].played == [card], "nothing is given up when the cost is not paid"
    assert any(e.kind == "Note" and e.data["note"] == "cost_refused" for e in ev)


def test_an_event_that_costs_the_spirits_something_is_a_spirit_effect_so_the_fear_it_causes_is_spirit_fear(cards):
    paid = EventCard("t-ev-paid", "Paid", (o.you_may("Pay 1 Energy: 2 Fear", (o.fear(2),), energy=1), o.fear(1)), "")
    cards(paid)
    st = position({}, energy=3)
    deal(st, [paid.id])
    st.turn = 2
    ev = resolve(st, [{"op": "event_card"}], choose=[0, "pay"])
    fear = [(e.data["amount"], e.data.get("by")) for e in ev if e.kind == "FearGenerated"]
    assert fear == [(2, "spirits"), (1, "event")]


def test_an_event_that_costs_the_spirits_something_is_a_spirit_effect_so_the_fear_of_invaders_it_destroys_is_spirit_fear(cards):
    """003 CARTES ÉVÉNEMENT: "Si les Esprits doivent s'acquitter d'un coût pour l'effet d'un
    événement, cet événement est considéré comme un effet d'Esprit" - the fear of a Town or City
    its paid effect destroys (by damage, by destroying, by a kept damage after a downgrade) is
    the spirits' fear; the fear of what its unpaid effect destroys is the event's."""
    paid = EventCard("t-ev-paid-kill", "Paid kill", (
        o.each_land("towns", (o.you_may("Pay 1 Energy: 2 damage and destroy 1 Town",
                                        (o.damage(2, "C"), o.destroy(1, "T")), energy=1),)),
        o.each_land("cities", (o.downgrade(1, "C"),))), "")
    cards(paid)
    st = position({"A5": "1T 1C"}, energy=3)
    deal(st, [paid.id])
    st.turn = 2
    st.lands["A5"] = {"T": 1, "C2": 1}     # a City with 2 damage: 1 more destroys it
    ev = resolve(st, [{"op": "event_card"}], choose=[0, "pay"], on_decision=lambda d: d.options[0])
    fear = [(e.data.get("piece"), e.data.get("by")) for e in ev if e.kind == "FearGenerated"]
    assert fear == [("C", "spirits"), ("T", "spirits")]
    st = position({"A5": "1C"}, energy=0)
    deal(st, [paid.id])
    st.turn = 2
    st.lands["A5"] = {"C2": 1}            # downgraded, the Town keeps 2 damage and is destroyed
    ev = resolve(st, [{"op": "event_card"}], on_decision=lambda d: d.options[0])
    fear = [(e.data.get("piece"), e.data.get("by")) for e in ev if e.kind == "FearGenerated"]
    assert fear == [("T", "event")]


def test_an_event_incompatible_with_the_adversary_or_scenario_is_discarded_and_the_next_one_drawn(cards):
    ids = cards(EventCard("t-ev-clash", "Clash", (o.fear(3),), "", incompatible=("test-warlord",)),
                EventCard("t-ev-next", "Next", (o.fear(1),), ""))
    for setting in ({"adversary": ["test-warlord", 2]}, {"scenario": "test-warlord"}):
        st = position({})
        st.config = dict(st.config, **setting)
        deal(st, ids, shuffle=False)
        st.turn = 2
        ev = _event_step(st)
        assert [e.data["card"] for e in ev if e.kind == "EventCardDiscarded"] == [ids[0]]
        assert [e.data["card"] for e in ev if e.kind == "EventCardRevealed"] == [ids[1]]
        assert [e.data["amount"] for e in ev if e.kind == "FearGenerated"] == [1]
        assert st.event_discard == ids and resolved(st) == [ids[1]]
    st = position({})
    deal(st, ids, shuffle=False)
    st.turn = 2
    assert [e.data["card"] for e in _event_step(st) if e.kind == "EventCardRevealed"] == [ids[0]]


def test_a_game_saved_at_an_event_dilemma_loads_to_the_same_question_and_undo_goes_back_to_it():
    from game.engine import Undo, from_save, to_save
    game = Game(newest({"spirits": [SPIRIT], "seed": 3, "packs": ["expansion"], "events": ["the-ferry-toll"]}))
    for _ in range(400):
        d = game.state.decision
        if d.kind == "one_of":
            break
        o_ = d.options[0]
        game.apply(Choose(o_.spirit if d.spirit < 0 else d.spirit, o_))
    d = game.state.decision
    assert d.kind == "one_of" and len(d.options) == 2
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash() and again.state.decision.options == d.options
    question = game.state.state_hash()
    game.apply(Choose(d.spirit, d.options[1]))
    assert game.state.decision.kind == "pay"
    game.apply(Undo())
    assert game.state.state_hash() == question


def test_the_game_log_writes_a_line_for_each_event_card_revealed_each_of_its_parts_and_its_end(cards):
    from game.ui import gamelog
    card = EventCard("t-ev-told", "The Told Tale", harm_by="terror",
                     harm=(("Harm at terror I.", ()), ("Harm at terror II.", ()), ("Harm at terror III.", ())),
                     token=("A token event.", ()), dahan=("A Dahan event.", ()))
    cards(card)
    st = position({})
    deal(st, [card.id])
    st.turn, st.terror = 2, 2
    ev = resolve(st, [{"op": "event_card"}])

    def text(e):
        return "".join(part[0] for part in gamelog.describe(e, st) or [])
    lines = [text(e) for e in ev if e.kind.startswith("Event")]
    assert lines == ["Event card revealed: The Told Tale.",
                     "The Told Tale, terror level II: Harm at terror II.",
                     "The Told Tale, its token event: A token event.",
                     "The Told Tale, its Dahan event: A Dahan event.",
                     "The Told Tale has resolved."]
    st = position({})
    deal(st, [card.id])
    st.event_unresolved_turns, st.turn = [1], 1
    ev = resolve(st, [{"op": "event_card"}])
    assert [text(e) for e in ev if e.kind.startswith("Event")] == [
        "Event card drawn: The Told Tale. On the first turn it is set aside without resolving."]


def test_the_expansion_leaves_out_its_dahan_plague_in_a_game_of_the_dahan_uprising_scenario():
    plague = "sickness-among-the-dahan"
    assert "dahan-uprising" in catalog.EVENTS[plague].incompatible
    game = Game(newest({"spirits": [SPIRIT], "seed": 4, "packs": ["expansion"], "scenario": "dahan-uprising"}))
    st = game.state
    st.event_deck = [plague] + [c for c in st.event_deck if c != plague]
    st.turn = 2
    ev = _event_step(st)
    assert [e.data["card"] for e in ev if e.kind == "EventCardDiscarded"] == [plague]
    assert plague not in resolved(st) and len([e for e in ev if e.kind == "EventCardRevealed"]) == 1
