"""Tabletop mode zoomed in: the supply tray lies off the pieces (a piece under it could not be
picked up until a pan), and moves off a piece that a drop brings under it."""
import pygame

from game.engine import pieces as P
from game.ui.input.hotspots import Target


def _zoom_in(table, hand, times):
    """Zoomed in `times` wheel steps, then rested: on the table's clock, not the real one (the
    island is drawn again SETTLE seconds after a zoom, a whole frame in tabletop mode; on the
    real clock that fell on whichever frame of the test load made it)."""
    from game.ui.scenes import zoom
    clock = [100.0]
    table.now = lambda: clock[0]
    centre = table.layout.island.center
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 1), buttons=(0, 0, 0), touch=False)])
    for _ in range(times):
        hand.send([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0,
                                      touch=False)])
    clock[0] += zoom.SETTLE + 0.1
    hand.frame()
    assert table.island_due is None, "the zoom rested: the island drawn at its zoom"


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
    """Zoomed in three times on two boards (where, the island fitted by its lands, the tray lies
    by the slots of lands in sight), pieces added to the lands in sight: where one's slot
    lies under the tray, the frame after the drop (only what changed drawn again) moves the tray
    and its drop zone off it. Each drop is undone before the next."""
    from game.ui.autoplay import drag_events
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=1, size=(1280, 720))
    hand.key(pygame.K_t)
    _zoom_in(table, hand, 3)
    app, island, moved = table.app, table.layout.island, 0
    lands = [l for l, s in table.geo.shapes.items() if island.collidepoint(s.label_at)]
    for land in lands:
        for kind in ("T", "C", "E"):
            for _ in range(2):                      # a still table: its picture is kept as the base
                table.update(0.0)
                app._draw()
            before = table.frame.tray
            to = table.hotspots.point_of(Target("land", land=land))
            if to is None or before.collidepoint(to):
                continue
            for ev in drag_events(hand.point(Target("supply", token=kind)), to):
                table.handle(ev)
            table.update(0.0)
            app._draw()                             # only what changed is drawn again
            assert _under_tray(table) == [], (land, kind)
            assert all(table.frame.tray.contains(r) for r, t in table.hotspots.items if t.kind == "supply")
            moved += table.frame.tray != before
            hand.key(pygame.K_z, pygame.KMOD_CTRL)
    assert moved, "no drop brought a piece under the tray: the case is not tried"
