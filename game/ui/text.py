"""Writing on the table: cached text surfaces and word wrapping, all in the bundled fonts."""
from __future__ import annotations

from functools import lru_cache

import pygame

from . import resources


@lru_cache(maxsize=4096)
def render(text: str, size: int, colour=(239, 230, 207), bold: bool = False, italic: bool = False) -> pygame.Surface:
    """One line of antialiased text (cached)."""
    return resources.font(size, bold, italic).render(text, True, colour)


@lru_cache(maxsize=2048)
def wrap(text: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Split text into lines no wider than `width` pixels (a long word gets a line of its own)."""
    f = resources.font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def blit_lines(surf: pygame.Surface, lines, pos, size: int, colour, bold=False, gap: float = 1.15,
               centre: bool = False, width: int = 0) -> int:
    """Draw lines of text from `pos` down; returns the y below the last line."""
    x, y = pos
    step = round(size * gap * 1.25)
    for line in lines:
        img = render(line, size, colour, bold)
        surf.blit(img, (x + (width - img.get_width()) // 2 if centre else x, y))
        y += step
    return y


def fit(text: str, size: int, width: int, bold: bool = False, min_size: int = 9) -> int:
    """The largest font size <= `size` at which the text fits in one line of `width`."""
    while size > min_size and resources.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def shadowed(surf: pygame.Surface, text: str, pos, size: int, colour=(255, 255, 255), bold=True, centre=True):
    """Text with a dark outline, readable on any terrain."""
    img = render(text, size, colour, bold)
    dark = render(text, size, (10, 10, 10), bold)
    x, y = pos
    if centre:
        x, y = x - img.get_width() // 2, y - img.get_height() // 2
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
        surf.blit(dark, (x + dx, y + dy))
    surf.blit(img, (x, y))


def elide(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text cut short with an ellipsis so it fits in `width` pixels at `size`."""
    f = resources.font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
