"""A piece's count reads as a number however small the piece: at 1280x720 a "2" in an 8-pixel
badge, in a smaller size inside a light ring, read as a "no entry" sign (this stop's playtest)."""
import pygame

from game.ui import text
from game.ui.render.pieces import badge, badge_font, badge_rect
from game.ui.render.slots import BADGE_R


class _Spot:
    def __init__(self, size, count):
        self.size, self.count, self.pos = size, count, (40, 40)


RING = (250, 236, 180)


def _drawn(size: int, label: str) -> pygame.Surface:
    surf = pygame.Surface((80, 80))
    surf.fill((30, 110, 30))                        # a jungle
    badge(surf, label, badge_rect(_Spot(size, int(label)), label), badge_font(size))
    return surf


def test_a_count_on_a_small_piece_is_drawn_at_least_7_pixels_tall_with_no_ring_to_blur_it():
    pygame.font.init()
    for size in (14, 17, 19):                       # pieces at 1920x1080 with 4 boards, 1280x720 with 2
        assert round(2 * BADGE_R * size) < 12       # badges too small for a ring and a digit
        assert text.render("2", badge_font(size), (255, 255, 255), True).get_bounding_rect().height >= 7, size
        surf = _drawn(size, "2")
        assert not any(surf.get_at((x, y))[:3] == RING for x in range(80) for y in range(80)), size


def test_a_count_on_a_large_piece_keeps_its_ring():
    pygame.font.init()
    size = 40
    surf = pygame.Surface((120, 120))
    surf.fill((30, 110, 30))
    r = badge_rect(_Spot(size, 3), "3")
    badge(surf, "3", r, badge_font(size))
    assert surf.get_at((r.centerx, r.top))[:3] == RING
