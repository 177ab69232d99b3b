"""The expansion's event deck as content (issue 26, "Content"): at least 30 events, at least 5
dilemmas, several "aided by" and several per-board; together they use every token and the
terror-level split; every part of every card resolves, whatever the spirits answer."""
from __future__ import annotations

import random

import pytest

from game import kinds as K
from game.content import catalog
from game.engine.event_cards import deal
from game.engine.testing import position, resolve

TOKENS = {"A": "beasts", "W": "wilds", "Z": "disease", "H": "badlands", "V": "vitality", "S": "strife"}


def _events():
    return catalog.catalog_summary()["events"]


def _expansion_ids():
    return catalog.PACKS.ids_from("event", ["expansion"])


def test_the_event_deck_has_at_least_30_events_and_5_dilemmas_several_aided_by_and_several_per_board():
    ev, mine = _events(), set(_expansion_ids())
    assert len(mine) >= 30 and mine <= set(ev["ids"])
    assert len(mine & set(ev["dilemmas"])) >= 5
    assert len(mine & set(ev["aided_by"])) >= 3
    assert len(mine & set(ev["each_board"])) >= 3


def test_together_the_events_use_every_token_and_the_terror_level_split():
    ev, mine = _events(), set(_expansion_ids())
    used = {letter for cid, letters in ev["tokens"].items() if cid in mine for letter in letters}
    assert set(TOKENS) <= used, f"tokens no event uses: {sorted(set(TOKENS) - used)}"
    refs = {ev["references"][cid] for cid in mine}
    assert refs == {"health", "terror", "stage"}


def test_each_card_has_a_harmful_part_by_its_reference_then_a_token_event_then_a_dahan_event():
    for cid in _expansion_ids():
        card = catalog.EVENTS[cid]
        assert card.harm_by in ("health", "terror", "stage") and card.token and card.dahan, cid
        assert card.pack == "expansion" and card.text and card.name


def test_the_event_names_are_distinct():
    names = [catalog.EVENTS[c].name for c in _expansion_ids()]
    assert len(set(names)) == len(names)


def test_every_part_of_every_event_resolves_at_every_level_whatever_the_spirits_answer():
    catalog.load()
    if not set(TOKENS) <= set(K.KINDS):
        pytest.skip("the expansion's tokens are not registered yet")
    spirits = sorted(catalog.SPIRITS.ids())[:2]
    for cid in _expansion_ids():
        card = catalog.EVENTS[cid]
        for level in range(len(card.harm)):
            for seed in range(3):
                pick = random.Random(seed * 31 + level)
                st = position({"A1": "1T 1E 2D", "A2": "1C 1E 1B", "A5": "1E 1A", "B3": "2D 1T 1Z", "B4": "1E 1Es"},
                              spirits=spirits, boards=["A", "B"])
                st.spirits[0].energy = st.spirits[1].energy = 3
                deal(st, [cid])
                st.turn = 2
                st.blight_flipped = card.harm_by == "health" and level == 1
                st.terror = level + 1 if card.harm_by == "terror" else 1
                if card.harm_by == "stage":
                    st.invader_deck = [c for c in st.invader_deck if catalog.INVADER_CARDS[c].stage >= level + 1]
                ev = resolve(st, [{"op": "event_card"}], on_decision=lambda d: pick.choice(d.options))
                parts = [(e.data["part"], e.data["level"]) for e in ev if e.kind == "EventPart"]
                assert parts == [("harm", level), ("token", 0), ("dahan", 0)], (cid, parts)
                assert any(e.kind == "EventCardResolved" for e in ev) or st.result, cid


def _event_at(cid: str, lands: dict, level: int = 0, **kw):
    """A position with the event `cid` on top of its deck, its reference at `level` (0-based)."""
    st = position(lands, **kw)
    deal(st, [cid])
    st.turn = 2
    card = catalog.EVENTS[cid]
    st.blight_flipped = card.harm_by == "health" and level == 1
    if card.harm_by == "stage":
        st.invader_deck = [c for c in st.invader_deck if catalog.INVADER_CARDS[c].stage >= level + 1]
    return st


def test_an_event_upgrades_invaders_keeping_their_strife_and_damage_and_a_city_cannot_upgrade():
    """003 Amélioré/Dégradé: "L'envahisseur conserve les éventuels jetons attachés (Ex : Discorde)
    et les dégâts ... On ne peut pas améliorer une Cité": The Camps Take Root, stage I, upgrades an
    Explorer where a Town is; stage III a Town where a City is (the City stays a City)."""
    from game.engine.testing import land
    st = _event_at("the-camps-take-root", {"A1": "1Es 1T"}, level=0)
    ev = resolve(st, [{"op": "event_card"}], on_decision=lambda d: d.options[0])
    assert [(e.data["piece"], e.data["by"]) for e in ev if e.kind == "Replaced"] == [("E", "T")]
    assert land(st, "A1") == "2Ts", "the Explorer is a Town with its strife; the token event strifes the other"
    st = _event_at("the-camps-take-root", {"A1": "1T 1C"}, level=2)
    st.lands["A1"] = {"T1": 1, "C": 1}
    resolve(st, [{"op": "event_card"}], on_decision=lambda d: d.options[0])
    assert st.lands["A1"] == {"C": 1, "C1": 1}, "the damaged Town is a damaged City; the City stays a City"


def test_an_event_dilemma_may_cost_a_presence_and_its_price_downgrades_invaders():
    """A Price in Roots: the spirits may destroy one of their presence (003 "Présence détruite"),
    and then on each board a Town or City is downgraded, keeping its damage (003 Amélioré/Dégradé);
    refused, an Explorer where a Town is is upgraded instead."""
    from game.engine.testing import land
    st = _event_at("a-price-in-roots", {"A1": "1C1 1E 1T"}, presence={"A3": 2})

    def pay(d):
        if d.kind == "one_of":
            return d.options[1]
        if d.kind == "pay":
            return next(o for o in d.options if o.kind == "give_presence")
        return next((o for o in d.options if o.piece == "C1"), d.options[0])
    resolve(st, [{"op": "event_card"}], on_decision=pay)
    assert st.spirits[0].presence == {"A3": 1}
    assert "1T1" in land(st, "A1") and "C" not in land(st, "A1"), land(st, "A1")
    st = _event_at("a-price-in-roots", {"A1": "1E 1T"}, presence={"A3": 2})
    resolve(st, [{"op": "event_card"}], on_decision=lambda d: d.options[0] if d.kind != "pay" else next(
        o for o in d.options if o.kind == "refuse"))
    assert st.spirits[0].presence == {"A3": 2} and land(st, "A1").startswith("2T"), land(st, "A1")
