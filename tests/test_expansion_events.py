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
