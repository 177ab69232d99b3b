"""A card turned up during the invader phase (a fear card, the invader card) lies beside the
island's edge and dims only the band behind it: the island stays in sight while it shows."""
from types import SimpleNamespace

import pygame

from game.engine.api import Event
from game.ui.anim import tweens as T


class Noted:
    """A surface that notes where each blit landed."""

    def __init__(self, surf):
        self.surf, self.rects = surf, []

    def blit(self, source, dest, area=None, special_flags=0):
        r = self.surf.blit(source, dest, area, special_flags)
        self.rects.append(r)
        return r


def test_a_fear_card_shown_covers_less_than_a_fifth_of_the_island_and_leaves_its_middle_clear():
    pygame.init()
    island = pygame.Rect(0, 84, 980, 436)
    stage = SimpleNamespace(island_rect=island, u=0.67)
    ev = Event("FearCardRevealed", {"card": "x"})
    card = T.ShowCard(ev, lambda h: pygame.Surface((int(h * 0.7), h)), "Fear: Quiet Before the Storm")
    card.begin(None, stage)
    for t in (0.1, 0.5, 0.9):
        noted = Noted(pygame.Surface((1280, 720)))
        card.draw(noted, stage, t)
        covered = noted.rects[0].unionall(noted.rects[1:])
        assert covered.width * covered.height < island.width * island.height / 5
        assert not covered.collidepoint(island.center)
        assert island.contains(covered)
