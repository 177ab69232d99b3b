"""What a click meant stays what it does: when the choices or the hand change under a still
pointer (a step that resolved itself, a card that left the hand and the rest slid along), the
press that follows at once was meant for what was there before, so it does nothing and says so
by the pointer; a press after the pointer moved, or a moment later, counts. A refusal's words go
under the choices, so the choices never move under the pointer either."""
import pygame

from game.ui.autoplay import click_events
from game.ui.input.hotspots import Target
from game.ui.scenes.table import CHANGED_UNDER_POINTER, CLICK_SETTLE, SETTLE_MOVE

GALE = "scattering-gale"


def _labels(table):
    return [label for label, _ in table.offer.options]


def _choose(table, hand, words):
    hand.click(Target("option", index=next(k for k, l in enumerate(_labels(table)) if words in l)))


def _guarded(table):
    """The guard on (the hand turns it off), with a clock of the test's own."""
    table.click_settle = CLICK_SETTLE
    clock = [table.now() + 1000.0]
    table.now = lambda: clock[0]
    return clock


def _at_card_plays(table_for):
    """Gale at its two card plays (a spirit with one play left after a card ends its actions by
    itself in a new game: ask29), with the guard on."""
    table, hand = _at_two_card_plays(table_for)
    return table, hand, _guarded(table)


def _changed(table) -> bool:
    return table.pointer_note is not None and table.pointer_note[0] == CHANGED_UNDER_POINTER


def test_a_second_click_where_the_list_changed_chooses_nothing(table_for):
    table, hand, clock = _at_card_plays(table_for)
    pos = hand.point(Target("option", index=0))
    first = _labels(table)[0]
    hand.send(click_events(pos))                 # a card played: the list loses it, another under the pointer
    assert _labels(table)[0] != first and _labels(table)[-1] == "done playing cards"
    assert [t.kind for t in table.hotspots.at(pos)] == ["option"]    # ... under the still pointer
    n, after = len(table.game.log), _labels(table)
    clock[0] += 0.1
    hand.send(click_events(pos))                 # the double click's second press, on the new list
    assert len(table.game.log) == n and _labels(table) == after
    assert _changed(table) and table.notice == ""      # said by the pointer: the list does not move


def test_the_same_click_a_moment_later_chooses(table_for):
    table, hand, clock = _at_card_plays(table_for)
    pos = hand.point(Target("option", index=0))
    hand.send(click_events(pos))
    n = len(table.game.log)
    clock[0] += CLICK_SETTLE + 0.01
    hand.send(click_events(pos))
    assert len(table.game.log) == n + 1


def test_a_click_after_the_pointer_moved_chooses_at_once(table_for):
    table, hand, clock = _at_card_plays(table_for)
    pos = hand.point(Target("option", index=1))
    hand.send(click_events(pos))                 # the second card played: "done" comes up above it
    n = len(table.game.log)
    clock[0] += 0.05
    done = hand.point(Target("option", index=0))
    assert (done[0] - pos[0]) ** 2 + (done[1] - pos[1]) ** 2 >= SETTLE_MOVE ** 2
    hand.send(click_events(done))
    assert len(table.game.log) == n + 1


def test_the_same_list_offered_again_does_not_hold_a_click_back(table_for):
    table, hand, clock = _at_card_plays(table_for)
    pos = hand.point(Target("option", index=0))
    hand.send(click_events(pos))
    clock[0] += CLICK_SETTLE + 0.01
    table.refresh()                              # the same choices offered again, the pointer still
    clock[0] += 0.05
    n = len(table.game.log)
    hand.send(click_events(pos))
    assert len(table.game.log) == n + 1


def _at_two_card_plays(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _choose(table, hand, "Reclaim all cards")     # reclaims, then asks for the presence (no order asked at the table)
    _choose(table, hand, "plays track")
    hand.click(Target("option", index=0))        # the presence's land
    assert table.game.state.spirits[0].energy >= 1 and "play Sudden Squall" in _labels(table)
    return table, hand


def _hand_places(table, hand):
    return {t.card: r.topleft for r, t in hand.table.hotspots.items if t.kind == "card" and t.name == "hand"}


def test_a_card_played_under_a_still_pointer_leaves_its_place_empty_and_the_others_where_they_were(table_for):
    """Two card plays: the first card played leaves the hand under the still pointer; the other
    cards keep their places (the playtest's next click hit another card that slid there), and
    the press that follows plays nothing. Once the pointer leaves that place, the hand is laid
    out anew and the played card shows among the played ones."""
    table, hand = _at_two_card_plays(table_for)
    clock = _guarded(table)
    before = _hand_places(table, hand)
    pos = hand.point(Target("card", card="sudden-squall", name="hand"))
    hand.send(click_events(pos))                 # played
    assert "sudden-squall" in table.game.state.spirits[0].played
    after = _hand_places(table, hand)
    assert after == {c: p for c, p in before.items() if c != "sudden-squall"}
    assert not [t for t in table.hotspots.at(pos) if t.kind == "card"]     # its place, empty
    clock[0] += 0.1
    n = len(table.game.log)
    hand.send(click_events(pos))
    assert len(table.game.log) == n
    away = (pos[0], table.layout.hand.top - 4)      # just above the hand
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
    assert _hand_places(table, hand) != after    # laid out anew: the played card shows as played
    assert "sudden-squall" in {t.card for _, t in table.hotspots.items if t.kind == "card" and t.name == "played"}


def test_the_hand_keeps_its_places_while_the_pointer_moves_over_its_cards_to_the_next_one(table_for):
    """Playtest 36: the hand held still under a still pointer but re-laid at the first move off
    the played card's place, so the card aimed at next moved and the click hit a gap or the played
    card. It keeps its places while the pointer moves over the hand's cards; the next card is
    where it was and a click there plays it (once the guard's moment has passed)."""
    table, hand = _at_two_card_plays(table_for)
    clock = _guarded(table)
    before = _hand_places(table, hand)
    pos = hand.point(Target("card", card="sudden-squall", name="hand"))
    hand.send(click_events(pos))                 # played
    other = next(c for c in before if c != "sudden-squall")
    rect = next(pygame.Rect(r) for r, t in table.hotspots.items
                if t.kind == "card" and t.name == "hand" and t.card == other)
    for step in (0.3, 0.6, 1.0):                 # the pointer travels over the hand to the other card
        at = (round(pos[0] + (rect.centerx - pos[0]) * step), round(pos[1] + (rect.centery - pos[1]) * step))
        hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))])
        assert _hand_places(table, hand) == {c: p for c, p in before.items() if c != "sudden-squall"}
    clock[0] += 1.0
    hand.send(click_events(rect.center))
    assert other in table.game.state.spirits[0].played


def test_a_refusal_leaves_the_choices_where_they_were(table_for):
    """The playtest: a refusal written over the choices pushed them down a row, and the next
    click chose the row below the one aimed at."""
    table, hand, _ = _at_card_plays(table_for)
    where = {k: hand.point(Target("option", index=k)) for k in range(len(_labels(table)))}
    table.refuse("Whirling Grit costs 2 energy; Gale That Scatters the Landing has 1. " * 3)
    hand.frame()
    assert table.notice
    assert {k: hand.point(Target("option", index=k)) for k in where} == where
