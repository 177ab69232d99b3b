"""A card is shown large only once the pointer rests on it, and not under a click until the
pointer moves (playtest 29, S/207: playing a card brought the next card's zoom and its glossary
up over the log and the island at once, and crossing the hand flashed zooms)."""
import pygame

from game.ui.autoplay import click_events
from game.ui.input.hotspots import Target
from game.ui.scenes.table import SETTLE_MOVE, ZOOM_WAIT

GALE = "scattering-gale"


def _move(hand, pos):
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def _zoomed(table) -> bool:
    return table.frame.card_pin is not None


def _at_card_plays(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    while not any(label.startswith("play ") for label, _ in table.offer.options):
        hand.click(Target("option", index=0))
    table.zoom_wait = ZOOM_WAIT
    clock = [table.now() + 1000.0]
    table.now = lambda: clock[0]
    return table, hand, clock


def _hand_cards(table):
    return [(r, t) for r, t in table.hotspots.items if t.kind == "card" and t.name == "hand"]


def test_a_card_is_shown_large_once_the_pointer_rests_on_it(table_for):
    table, hand, clock = _at_card_plays(table_for)
    (r, _t), *_ = _hand_cards(table)
    _move(hand, r.center)
    assert not _zoomed(table), "shown large the moment the pointer crossed it"
    clock[0] += ZOOM_WAIT / 2
    assert not table.update(0.0)
    hand.frame()
    assert not _zoomed(table)
    clock[0] += ZOOM_WAIT
    assert table.update(0.0), "the wait's end asks for a frame"
    hand.frame()
    assert _zoomed(table)


def test_no_card_is_shown_large_under_a_click_until_the_pointer_moves(table_for):
    table, hand, clock = _at_card_plays(table_for)
    (r, _t), *_ = _hand_cards(table)
    _move(hand, r.center)
    clock[0] += ZOOM_WAIT * 2
    table.update(0.0)
    hand.frame()
    assert _zoomed(table)
    hand.send(click_events(r.center))           # the card played (its place stays under the pointer)
    for _ in range(3):
        clock[0] += ZOOM_WAIT * 2
        table.update(0.0)
        hand.frame()
        assert not _zoomed(table), "a card shown large under the still pointer of a click"
    rest = _hand_cards(table)
    assert rest
    r2 = rest[0][0]
    at = r2.center if (r2.centerx - r.centerx) ** 2 + (r2.centery - r.centery) ** 2 >= SETTLE_MOVE ** 2 \
        else (r2.centerx, r2.top + 2)
    _move(hand, at)
    clock[0] += ZOOM_WAIT * 2
    table.update(0.0)
    hand.frame()
    assert _zoomed(table), "moved onto a card and rested there, it is shown large"
