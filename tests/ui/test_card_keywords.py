"""Keywords on cards (issue 31: "any keyword in a card or prompt ... shows a one-line
definition; a click opens its reference page"; before, only the prompt panel's words did): a
card shown large stays while the pointer goes from its card onto it, its keywords are
underlined there, pointing at one names its meaning and a click opens its page."""
from __future__ import annotations

import pygame

from game.content import catalog
from game.ui.autoplay import click_events


def _move(hand, pos):
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def test_a_keyword_of_a_card_shown_large_is_explained_and_opens_its_page(table_for):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=4, size=(1280, 720))
    cards = [(r, t) for r, t in table.hotspots.items if t.kind == "card" and t.name == "hand"]
    r, t = next((r, t) for r, t in cards if "Push" in catalog.POWERS[t.card].text)
    _move(hand, r.center)
    zoom = table.frame.card_pin["rect"]
    for y in range(r.centery, zoom.centery, -8):       # up from the card onto its picture, as a hand goes
        _move(hand, (r.centerx, y))
    assert table.frame.card_pin is not None and table.frame.card_pin["target"] == t, "the card stays shown"
    spots = [(k, s) for k, s in table.hotspots.items if s.kind == "keyword" and zoom.contains(k)]
    assert any(s.name == "push" for _, s in spots), spots
    rect = next(k for k, s in spots if s.name == "push")
    _move(hand, rect.center)
    assert [s.kind for s in table.hotspots.at(rect.center)][:1] == ["keyword"]
    assert all(s.kind in ("keyword", "info") for s in table.hotspots.at(rect.center)), "nothing under the card counts"
    app = table.app
    moves = len(table.game.log)
    hand.send(click_events(rect.center))
    assert type(app.scenes[-1]).__name__ == "ReferenceScene"
    assert len(table.game.log) == moves


def test_the_card_goes_once_the_pointer_leaves_it_and_its_card(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=4, size=(1280, 720))
    r, _ = next((r, t) for r, t in table.hotspots.items if t.kind == "card" and t.name == "hand")
    _move(hand, r.center)
    assert table.frame.card_pin is not None
    _move(hand, table.layout.island.center if not table.frame.card_pin["rect"].collidepoint(table.layout.island.center)
          else table.layout.island.topleft)
    assert table.frame.card_pin is None
