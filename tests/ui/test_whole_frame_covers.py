"""A whole frame covers every pixel of the window: it is drawn without first filling the window
with the background (the panels tile it and the island's picture spans its rectangle), so what
was on the screen before must never show through."""
import pygame
import pytest

from game.ui.palette import BG
from game.ui.scenes import zoom


def _whole(table, under):
    """A whole frame drawn over a window that showed `under` everywhere."""
    screen = pygame.Surface(table.layout.size)
    screen.fill(under)
    table.update(0.0)
    table.draw(screen)
    return pygame.image.tobytes(screen, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_whole_frame_leaves_nothing_of_what_the_window_showed_before(table_for, size):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=size)
    assert _whole(table, (255, 0, 255)) == _whole(table, BG)
    for _ in range(3):                          # zoomed in (+), then panned (arrows): the island's
        hand.key(pygame.K_PLUS)                 # picture is the window's part of it, stretched and shifted
    zoomed = table.zoom.rect.topleft
    hand.key(pygame.K_LEFT)
    hand.key(pygame.K_DOWN)
    assert table.zoom.factor > 1.5 and table.zoom.rect.topleft != zoomed
    if table.island_due is not None:            # the stretched picture, kept while both frames are
        table.island_due = float("inf")         # drawn (the zoom settles on the real clock: under
    assert _whole(table, (255, 0, 255)) == _whole(table, BG)    # load it settled between them)
    zoom.rebuild(table, True)                   # and the crisp picture drawn once it rests
    assert table.island_due is None
    assert _whole(table, (255, 0, 255)) == _whole(table, BG)
    hand.key(pygame.K_l, pygame.KMOD_SHIFT)    # the log closed: its place is filled, not left
    assert _whole(table, (0, 255, 0)) == _whole(table, BG)


def test_an_island_picture_with_see_through_pixels_or_smaller_than_its_place_is_laid_on_the_background(table_for):
    """Where the island's picture does not cover its place, the background shows, never what the
    window showed before (fails if the island's place is not filled first)."""
    table, _ = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    layer = table.island_layer
    see_through = pygame.Surface(layer.surface.get_size(), pygame.SRCALPHA)
    see_through.blit(layer.surface, (0, 0))
    see_through.fill((0, 0, 0, 0), pygame.Rect(0, 0, 200, 120))
    layer.surface = see_through
    assert _whole(table, (255, 0, 255)) == _whole(table, BG)
    w, h = see_through.get_size()
    layer.surface = pygame.Surface((w // 2, h // 2))
    assert _whole(table, (255, 0, 255)) == _whole(table, BG)

