"""A tooltip's see-through background is one surface for every size (a corner of it is the
smaller box): drawn at any size it gives the same pixels as a box made for that size."""
import pygame

from game.ui.render import overlays


def _drawn(size, u=1.0):
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    surf.fill((200, 100, 50, 255))
    overlays._panel(surf, pygame.Rect((10, 20), size), u)
    return pygame.image.tobytes(surf, "RGBA")


def _expected(size, u=1.0):
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    surf.fill((200, 100, 50, 255))
    box = pygame.Surface(size, pygame.SRCALPHA)
    box.fill((14, 18, 16, 235))
    r = pygame.Rect((10, 20), size)
    surf.blit(box, r)
    pygame.draw.rect(surf, overlays.GOLD, r, 1, border_radius=int(4 * u))
    return pygame.image.tobytes(surf, "RGBA")


def test_a_tooltip_background_of_any_size_is_a_corner_of_one_kept_surface():
    overlays._BOX[0] = None
    for size in [(120, 60), (300, 200), (90, 250), (120, 60)]:
        assert _drawn(size) == _expected(size)
    assert overlays._BOX[0].get_size() == (300, 250)
