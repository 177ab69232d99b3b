"""The tabletop tray reads as the rest of the table: a piece under the pointer glows and is named
(each spirit's presence by its spirit), and a message over the island never lies on the tray."""
import pygame

from game.ui.input.hotspots import Target
from game.ui.render import overlays

LONG = "Tabletop: the Explorer cannot go there now; drop it on a land or on the tray."


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)


def _spy(monkeypatch, name):
    seen, real = [], getattr(overlays, name)

    def spy(*args, **kw):
        out = real(*args, **kw)
        seen.append((args, kw, out))
        return out
    monkeypatch.setattr(overlays, name, spy)
    return seen


def test_a_tray_piece_under_the_pointer_glows_and_says_whose_presence_it_is(table_for, monkeypatch):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=1, size=(1280, 720))
    hand.key(pygame.K_t)
    tips, glows = _spy(monkeypatch, "tooltip"), _spy(monkeypatch, "glow_rect")
    spot = hand.point(Target("supply", token="P1"))
    hand.send([_motion(spot)])
    rect = table.hotspots.rect_of(Target("supply", token="P1").key())
    assert any(args[1] == rect for args, _, _ in glows)
    words = [w for args, _, _ in tips for w, _, _ in args[1]]
    assert "Presence of Moss That Mends the Scars" in words
    hand.send([_motion(hand.point(Target("supply", token="E")))])
    words = [w for args, _, _ in tips for w, _, _ in args[1]]
    assert "Explorer" in words


def test_a_message_over_the_island_keeps_off_the_tray(table_for, monkeypatch):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    hand.send([_motion(table.layout.island.center)])
    hand.send([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0,
                                  touch=False)])
    hand.key(pygame.K_t)
    toasts = _spy(monkeypatch, "toast")
    table.say(LONG)
    hand.frame()
    shown = toasts[-1][2]
    assert table.frame.tray is not None and not shown.colliderect(table.frame.tray)
    assert table.layout.island.contains(shown)
