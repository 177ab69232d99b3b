"""Where each part of the quest's table sits, from the window size (1280x720 up).

    +--------------------------------------------------------------+
    | round, phase, whose turn                     undo, menu       |  top
    +------------------------------+-------------------------------+
    |                              | event deck, Night/Day, cards   |  deck
    |                              |-------------------------------|
    |            the map           | the question and its answers   |  prompt
    |                              |-------------------------------|
    |                              | dice: HIT and DEF stages       |  dice
    +------------------------------+-------------------------------|
    | heroes' cards, enemies' cards| the log                        |  log
    +------------------------------+-------------------------------+
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class QuestLayout:
    size: tuple[int, int]
    u: float                     # 1.0 at 1920x1080
    top: pygame.Rect
    map: pygame.Rect
    cards: pygame.Rect
    side: pygame.Rect
    deck: pygame.Rect
    prompt: pygame.Rect
    dice: pygame.Rect
    log: pygame.Rect

    def px(self, v: float) -> int:
        """A length given at 1920x1080, in this window's pixels."""
        return max(1, round(v * self.u))

    def panels(self) -> dict:
        return {"top": self.top, "map": self.map, "cards": self.cards, "deck": self.deck, "prompt": self.prompt,
                "dice": self.dice, "log": self.log}


def compute(size) -> QuestLayout:
    """Lay the quest's table out in a window of `size`: the map keeps a square as large as the
    height allows, the side panel at least ~40 % of the width."""
    w, h = max(800, size[0]), max(450, size[1])
    u = min(w / 1920, h / 1080)
    top_h = max(30, round(48 * u))
    cards_h = max(110, round(190 * u))
    map_side = min(h - top_h - cards_h, round(w * 0.58))
    top = pygame.Rect(0, 0, w, top_h)
    map_rect = pygame.Rect(0, top_h, map_side, h - top_h - cards_h)
    cards = pygame.Rect(0, h - cards_h, map_side, cards_h)
    side = pygame.Rect(map_side, top_h, w - map_side, h - top_h)
    deck_h = max(96, round(150 * u))
    dice_h = max(130, round(230 * u))
    rest = side.height - deck_h - dice_h
    prompt_h = round(rest * 0.5)
    deck = pygame.Rect(side.x, side.y, side.width, deck_h)
    prompt = pygame.Rect(side.x, deck.bottom, side.width, prompt_h)
    dice = pygame.Rect(side.x, prompt.bottom, side.width, dice_h)
    log = pygame.Rect(side.x, dice.bottom, side.width, side.bottom - dice.bottom)
    return QuestLayout((w, h), u, top, map_rect, cards, side, deck, prompt, dice, log)
