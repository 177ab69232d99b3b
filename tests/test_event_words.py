"""Every event kind has words in the game log, a pack's included (issue 32, 'words for what
packs do'): a token stopping an explore or a build, an event card revealed, and an event kind a
pack's rules emit, which the pack gives its words with `Pack.event_words`."""
from __future__ import annotations

import re
from pathlib import Path

from game import words as W
from game.content import catalog, ops
from game.content.spec import EventCard
from game.engine import kinds as K
from game.engine.flow import emit, take_events
from game.engine.invaders import card_lands
from game.engine.testing import position, resolve
from game.ui import gamelog

ROOT = Path(__file__).resolve().parent.parent
EMITTED = re.compile(r'(?:emit\(\w+, |record\(\w+, |Event\()"([A-Za-z]+)"')


def _line(ev, st) -> str:
    return "".join(seg[0] for seg in gamelog.describe(ev, st) or [])


def emitted_kinds() -> set[str]:
    """Every event kind the island's code emits (read from its source): with the engine's `emit`, or
    with `kinds.record`, through which a hook below the engine emits. The quest (game/quest) is
    another game with its own log and words, checked in tests/quest."""
    found = set()
    quest = ROOT / "game" / "quest"
    for path in (ROOT / "game").rglob("*.py"):
        if quest in path.parents:
            continue
        found.update(EMITTED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_event_kind_the_game_emits_has_words_in_the_log_or_is_left_out_on_purpose():
    source = (ROOT / "game" / "ui" / "gamelog.py").read_text(encoding="utf-8")
    kinds = emitted_kinds()
    assert {"PieceAdded", "ActionPrevented", "EventCardRevealed"} <= kinds, "the scan finds the engine's events"
    without = sorted(k for k in kinds if f'k == "{k}"' not in source and k not in gamelog.MORE
                     and k not in gamelog.SILENT and k not in gamelog.EVENT_ENTRIES)
    assert not without, f"event kinds with no words in the game log: {without}"


def test_a_token_that_stops_a_build_is_told_in_the_log():
    ward = K.Kind("test-ward", "G", "Ward", token=True, hooks={"instead_of_build": K.stops_one("G", "build")})
    K.register(ward)
    try:
        st = position({"A5": "1E 1G"})
        card = next(c for c in catalog.INVADER_IDS if "A5" in card_lands(st, c))
        events = resolve(st, [{"op": "build_card", "card": card}])
        stopped = [e for e in events if e.kind == "ActionPrevented"]
        assert stopped and _line(stopped[0], st) == "A Ward stops the build in A5 and is removed."
    finally:
        K.unregister("G")


def test_an_event_card_revealed_is_told_in_the_log_with_its_name_and_words():
    from game.content.events import register_event, unregister_event
    from game.engine.event_cards import deal
    register_event(EventCard("test-gale", "Gale from the Sea", (ops.fear(1),), "1 Fear.", pack="tests"))
    try:
        st = position({})
        deal(st, ["test-gale"])
        ev = next(e for e in resolve(st, [{"op": "event_card"}]) if e.kind == "EventCardRevealed")
        assert _line(ev, st) == "Event card revealed: Gale from the Sea: 1 Fear."
    finally:
        unregister_event("test-gale")


def _tremor_pack(pack) -> None:
    """A token that shakes (an event of the pack's own) instead of letting invaders explore."""
    def shakes(state, land) -> bool:
        if not state.lands[land].get("Q"):
            return False
        emit(state, "TestTremorShook", land=land)
        return True

    pack.kind(K.Kind("test-tremor", "Q", "Tremor", token=True, hooks={"instead_of_explore": shakes}))
    pack.event_words("TestTremorShook", lambda d, state: f"The ground shakes in {d['land']}: no one explores there.")


def test_an_event_kind_a_pack_emits_is_told_in_the_words_the_pack_gave_it():
    catalog.install(_tremor_pack, "tests-tremor")
    try:
        st = position({"A5": "1Q"}, settings={"packs": ["tests-tremor"]})      # a game naming the pack
        emit(st, "TestTremorShook", land="A5")
        ev = take_events(st)[0]
        assert _line(ev, st) == "The ground shakes in A5: no one explores there."
    finally:
        catalog.forget("tests-tremor")
    assert "TestTremorShook" not in W.EVENT_WORDS
    assert gamelog.describe(ev, st) is None


def test_every_event_of_the_extension_games_has_words():
    """The games of tests/test_extending.py (a ward, an event card, a step, an adversary-like
    rule): every event they emit is told in the log."""
    import test_extending as X
    from extending import omen_event, reinforcements_step, ward_token, warlord_rule
    from game.engine import Adjust, Game, newest
    seen = {}
    for ext, config in ((ward_token, {}), (omen_event, {"events": [omen_event.OMEN.id]}),
                        (reinforcements_step, {"rules": [reinforcements_step.RULE]}),
                        (warlord_rule, {"rules": [warlord_rule.RULE], "packs": [warlord_rule.NAME]})):
        ext.install()
        try:
            game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, **config}))
            land = X._build_land(game)
            game.apply(Adjust("G" if ext is ward_token else "T", "", land))
            X._to_decision(game, "start_invaders")
            for ev in X._start_invaders(game):
                if ev.kind not in gamelog.SILENT:
                    seen[ev.kind] = seen.get(ev.kind) or bool(gamelog.describe(ev, game.state))
        finally:
            ext.uninstall()
    assert {"ActionPrevented", "EventCardRevealed", "GameLost"} <= set(seen)
    assert not [k for k, said in seen.items() if not said]
