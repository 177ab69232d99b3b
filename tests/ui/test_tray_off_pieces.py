"""Tabletop mode zoomed in: the supply tray lies off the pieces (a piece under it could not be
picked up until a pan), and moves off a piece that a drop brings under it."""
import pygame

from game.engine import pieces as P
from game.ui.input.hotspots import Target


def _zoom_in(table, hand, times):
    centre = table.layout.island.center
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 1), buttons=(0, 0, 0), touch=False)])
    for _ in range(times):
        hand.send([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0,
                                      touch=False)])


def _under_tray(table):
    tray = table.frame.tray
    return [(t.land, t.token) for r, t in table.hotspots.items if t.kind == "piece" and tray.colliderect(r)]


def test_zoomed_in_the_supply_tray_covers_no_piece(table_for):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=1, size=(1280, 720))
    hand.key(pygame.K_t)
    _zoom_in(table, hand, 2)
    assert table.zoom.scale > 1 if hasattr(table.zoom, "scale") else True
    assert table.frame.tray is not None
    assert _under_tray(table) == []


def test_a_piece_dropped_where_the_tray_lies_moves_the_tray_off_it(table_for):
    """Zoomed in four times on two boards, a Town added to A5 has its slot under the tray; the
    frame after the drop (only what changed drawn again) moves the tray and its drop zone."""
    from game.ui.autoplay import drag_events
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=1, size=(1280, 720))
    hand.key(pygame.K_t)
    _zoom_in(table, hand, 4)
    app = table.app
    for _ in range(2):                          # a still table: its picture is kept as the base
        table.update(0.0)
        app._draw()
    before = table.frame.tray
    to = tuple(round(v) for v in table.geo.shapes["A5"].label_at)
    for ev in drag_events(hand.point(Target("supply", token="T")), to):
        table.handle(ev)
    table.update(0.0)
    app._draw()                                 # only what changed is drawn again
    assert P.count(table.game.state.lands["A5"], "T") == 1
    assert table.frame.tray != before
    assert _under_tray(table) == []
    assert all(table.frame.tray.contains(r) for r, t in table.hotspots.items if t.kind == "supply")
