"""Where each part of the table sits, computed from the window size and the UI scale.

    +------------------------------------------------------------+
    | invader board: fear, terror, ravage/build/explore, blight  |  top
    +-------------------------------------------+----------------+
    |                                           | prompt+choices |
    |                the island                 |----------------|  side
    |                                           |    game log    |
    +---------------------------+---------------+----------------+
    |  spirit panel (growth,    |  hand, played cards, discard    |  bottom
    |  tracks, elements, innate)|                                 |
    +---------------------------+---------------------------------+
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Layout:
    """Rectangles of the table's panels and the pixel unit `u` (1.0 at 1920x1080, scale 1)."""

    size: tuple[int, int]
    u: float
    top: pygame.Rect
    island: pygame.Rect
    side: pygame.Rect
    prompt: pygame.Rect
    log: pygame.Rect
    bottom: pygame.Rect
    spirit: pygame.Rect
    hand: pygame.Rect
    folded: bool = False        # the spirit panel and the hand folded into the bar `spirit` (no hand shown)

    def px(self, v: float) -> int:
        """A length given at 1920x1080 in pixels of this window."""
        return max(1, round(v * self.u))

    def panels(self) -> dict[str, pygame.Rect]:
        """The non-overlapping panels (for tests and debugging); folded, `spirit` is the bar and
        there is no hand."""
        out = {"top": self.top, "island": self.island, "prompt": self.prompt, "log": self.log,
               "spirit": self.spirit, "hand": self.hand}
        if self.folded:
            del out["hand"]
        return out


BOTTOM_LEAST = 212     # pixels: the spirit panel and the hand at the smallest readable text


def largest_scale(size: tuple[int, int]) -> float:
    """The largest UI scale that still makes a difference in a window of `size` (see `compute`:
    beyond it the island and the choices would lose their half of the window)."""
    base = compute(size, 1.0).u
    return compute(size, 100.0).u / base if base else 1.0


def compute(size: tuple[int, int], ui_scale: float = 1.0, folded: bool = False) -> Layout:
    """Lay the table out in a window of `size`; the island and the choices beside it keep at least
    half of the height, whatever the UI scale (a larger scale stops growing there). `folded`: the
    spirit panel and the hand as a bar along the bottom, the island in their room."""
    w, h = max(640, size[0]), max(360, size[1])
    u = min(w / 1920, h / 1080) * ui_scale
    u = min(u, 0.5 * h / (130 + 300), 0.45 * w / 380)   # keep room for the island and the choices
    u = max(u, 0.5)
    top_h, bottom_h = round(130 * u), round(300 * u)
    # a small window: the spirit panel keeps room for its innate powers' effects at the smallest
    # readable text (at 1024x600 they were lost), as far as the island keeps half the height
    bottom_h = max(bottom_h, min(BOTTOM_LEAST, h - top_h - h // 2))
    side_w = round(max(380 * u, min(300, w * 0.24)))   # the prompt's words and buttons need ~300 px
    top = pygame.Rect(0, 0, w, top_h)
    bottom = pygame.Rect(0, h - bottom_h, w, bottom_h)
    mid_h = h - top_h - bottom_h
    side = pygame.Rect(w - side_w, top_h, side_w, mid_h)
    island = pygame.Rect(0, top_h, w - side_w, mid_h)
    prompt_h = round(mid_h * (0.56 if mid_h >= 360 * u else 0.64))    # a short side panel: the prompt first
    prompt = pygame.Rect(side.x, side.y, side_w, prompt_h)
    log = pygame.Rect(side.x, side.y + prompt_h, side_w, mid_h - prompt_h)
    spirit_w = round(w * 0.52)
    spirit = pygame.Rect(0, bottom.y, spirit_w, bottom_h)
    hand = pygame.Rect(spirit_w, bottom.y, w - spirit_w, bottom_h)
    if folded:
        return _folded(w, h, u, top, side_w, prompt_h / max(1, mid_h))
    return Layout((w, h), u, top, island, side, prompt, log, bottom, spirit, hand)


FOLDED_BAR = 40         # pixels at 1920x1080: the bar the spirit panel and the hand fold into
FOLDED_SIDE = 0.175     # of the width: the choices' column beside an island laid out first (at least ~300 px)


def _folded(w: int, h: int, u: float, top: pygame.Rect, side_w: int, prompt_share: float) -> Layout:
    """The layout with the spirit panel and the hand folded into a bar (see `compute`)."""
    bar_h = max(round(FOLDED_BAR * u), 24)
    side_w = round(max(min(300, side_w), FOLDED_SIDE * w))
    mid_h = h - top.height - bar_h
    bar = pygame.Rect(0, h - bar_h, w, bar_h)
    side = pygame.Rect(w - side_w, top.height, side_w, mid_h)
    island = pygame.Rect(0, top.height, w - side_w, mid_h)
    prompt_h = round(mid_h * prompt_share)
    prompt = pygame.Rect(side.x, side.y, side_w, prompt_h)
    log = pygame.Rect(side.x, side.y + prompt_h, side_w, mid_h - prompt_h)
    return Layout((w, h), u, top, island, side, prompt, log, bar, bar, pygame.Rect(w, bar.y, 0, bar_h), True)
