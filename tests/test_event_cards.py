"""Event cards and rule changes through the public API only (issue 10 points 2 and 7): a test
registers an event and a rule change, a game's configuration names them, and a seeded game plays
them, with undo and save -> load. Nothing in game/ knows about them."""
from __future__ import annotations

import pytest

from game.content import ops as o
from game.content.events import EventCard, register_event, unregister_event
from game.engine import Choose, Game, Rejection, SetupError, Undo, from_save, newest, to_save
from game.engine import kinds as K
from game.engine import phase, variant
from game.engine.event_cards import deal
from game.engine.testing import kinds_of, land, position, resolve

SPIRIT = "falling-cinder-rain"
TIDE = "test-dahan-tide"


@pytest.fixture
def tide():
    """An event: each coastal land gains 1 Dahan."""
    register_event(EventCard(TIDE, "Dahan Tide", (o.each_land("coastal", (o.add(1, K.DAHAN),)),),
                             "Each coastal land gains 1 Dahan.", pack="test"))
    yield TIDE
    unregister_event(TIDE)


@pytest.fixture
def early_explore():
    """A rule change: the invaders explore before they ravage (an adversary-like change)."""
    variant.register_rule("test-explore-first", lambda st: (phase.remove_step(st, "explore"),
                                                           phase.insert_step(st, "explore", before="ravage")),
                          pack="test")
    yield "test-explore-first"
    variant.unregister_rule("test-explore-first")


def coastal(state):
    from game.engine.island import island
    return [lid for lid, info in island(state).lands.items() if info.coastal]


def to_invader_phase(game: Game) -> list:
    """Play the first legal option until the invader phase has been started; its events."""
    for _ in range(300):
        d = game.state.decision
        o_ = d.options[0]
        events = game.apply(Choose(o_.spirit if d.spirit < 0 else d.spirit, o_))
        if any(e.kind == "PhaseStarted" and e.data["phase"] == "invader" for e in events):
            return events
    raise AssertionError("the game never reached its invader phase")


def test_the_base_game_has_no_event_deck_and_its_event_step_does_nothing():
    game = Game(newest({"spirits": [SPIRIT], "seed": 11}))
    assert game.state.event_deck == [] and "event" in game.state.invader_steps
    events = to_invader_phase(game)
    assert "EventCardRevealed" not in kinds_of(events)


def test_an_event_card_is_revealed_at_the_invader_phase_before_fear_and_resolves_its_effect(tide):
    st = position({lid: "1E" for lid in ["A5"]})
    deal(st, [TIDE])
    st.fear_earned = [st.fear_deck.pop(0)]
    shore = coastal(st)
    ev = resolve(st, [{"op": "invader_phase"}], on_decision=lambda d: d.options[0])
    kinds = kinds_of(ev)
    assert kinds.index("EventCardRevealed") < kinds.index("FearCardRevealed")
    assert all(st.lands[lid].get(K.DAHAN, 0) >= 1 for lid in shore)
    assert (st.event_deck, st.event_discard) == ([], [TIDE])


def test_an_event_named_in_the_configuration_plays_in_a_seeded_game_and_survives_save_and_load(tide):
    game = Game(newest({"spirits": [SPIRIT], "seed": 11, "events": [TIDE]}))
    assert game.state.event_deck == [TIDE]
    dahan = {lid: game.state.lands[lid].get(K.DAHAN, 0) for lid in coastal(game.state)}
    events = to_invader_phase(game)
    revealed = [e for e in events if e.kind == "EventCardRevealed"]
    assert [e.data["card"] for e in revealed] == [TIDE] and revealed[0].reveal
    assert game.state.event_discard == [TIDE]
    assert any(game.state.lands[lid].get(K.DAHAN, 0) > n for lid, n in dahan.items())
    assert isinstance(game.apply(Undo()), Rejection), "revealing an event card ends undo"
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.event_discard == [TIDE]


def test_an_unknown_event_or_rule_change_in_the_configuration_is_refused_with_a_reason():
    with pytest.raises(SetupError, match="unknown event card"):
        Game({"spirits": [SPIRIT], "events": ["no-such-event"]})
    with pytest.raises(SetupError, match="unknown rule change"):
        Game({"spirits": [SPIRIT], "rules": ["no-such-rule"]})


def test_a_rule_change_named_in_the_configuration_reorders_the_phase_and_survives_save_and_load(early_explore):
    game = Game(newest({"spirits": [SPIRIT], "seed": 11, "rules": [early_explore]}))
    assert game.state.invader_steps.index("explore") == game.state.invader_steps.index("ravage") - 1
    control = Game(newest({"spirits": [SPIRIT], "seed": 11}))
    assert control.state.invader_steps.index("explore") > control.state.invader_steps.index("build")
    actions = [e.data["action"] for e in to_invader_phase(game) if e.kind == "InvaderAction"]
    assert actions[:2] == ["explore", "ravage"] or actions[:2] == ["explore", "build"]
    control_actions = [e.data["action"] for e in to_invader_phase(control) if e.kind == "InvaderAction"]
    assert control_actions[-1] == "explore"
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.invader_steps == game.state.invader_steps


OMENS = '''
from game.content import ops
from game.content.spec import EventCard

def register(pack):
    pack.event(EventCard(id="omen-of-high-water", name="Omen of High Water",
                         effect=(ops.each_land("wetland", (ops.defend(1),)),), text="Defend 1 in each wetland."))
'''


def test_a_pack_found_through_its_entry_point_brings_an_event_card_named_with_its_pack(tmp_path, monkeypatch):
    from test_packs import _entry_points, _install
    from game.content import packs
    _install(tmp_path, "omens", {"omens": "omens:register"}, {"omens": OMENS})
    cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
    assert not cat.refused
    assert cat.registries["event"]["omen-of-high-water"].name == "Omen of High Water"
    assert cat.pack_of[("event", "omen-of-high-water")] == "omens"
