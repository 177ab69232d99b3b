"""Writing on the table: cached text surfaces and word wrapping, all in the bundled fonts.

Text given a box (`line`, `para`, `put`, `blit_lines(..., box=)`) is made to fit it: it shrinks
down to a floor (resources.MIN_SIZE), then wraps or is cut short with "…" (the whole text is in
the hover zoom). While `recording()` is on, every such text notes where its ink landed and the
box it was meant for, so a test can check that nothing leaves its box or overlaps."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from . import memory, resources


@memory.kept(megabytes=4)        # ~400 lines at 1920x1080: a frame draws a few dozen
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
               centre: bool = False, width: int = 0, box=None) -> int:
    """Draw lines of text from `pos` down; returns the y below the last line. With a `box`,
    the lines are noted for the layout test as meant to lie in it."""
    x, y = pos
    step = round(size * gap * 1.25)
    for ln in lines:
        img = render(ln, size, colour, bold)
        at = (x + (width - img.get_width()) // 2 if centre else x, y)
        if box is not None:
            put(surf, img, at, box, ln)
        else:
            surf.blit(img, at)
        y += step
    return y


def fit(text: str, size: int, width: int, bold: bool = False, min_size: int = 9) -> int:
    """The largest font size <= `size` at which the text fits in one line of `width` (never
    below `min_size` nor below the readable floor, resources.MIN_SIZE)."""
    min_size = max(min_size, resources.MIN_SIZE)
    size = max(size, min_size)
    while size > min_size and resources.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def shadowed(surf: pygame.Surface, text: str, pos, size: int, colour=(255, 255, 255), bold=True, centre=True, box=None):
    """Text with a dark outline, readable on any terrain (noted for the layout test with a `box`)."""
    img = render(text, size, colour, bold)
    dark = render(text, size, (10, 10, 10), bold)
    x, y = pos
    if centre:
        x, y = x - img.get_width() // 2, y - img.get_height() // 2
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1)):
        surf.blit(dark, (x + dx, y + dy))
    if box is not None:
        put(surf, img, (x, y), box, text)
    else:
        surf.blit(img, (x, y))


def elide(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text cut short with an ellipsis so it fits in `width` pixels at `size`."""
    f = resources.font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


# --- text that must stay in a box ----------------------------------------------------------------
@dataclass
class Drawn:
    """One piece of text as drawn: the surface, where its ink is, the box it was meant for."""

    surface: pygame.Surface
    ink: pygame.Rect
    box: pygame.Rect
    words: str


_notes: list | None = None


@contextmanager
def recording():
    """Note every boxed text drawn inside the block (for the layout test)."""
    global _notes
    before, _notes = _notes, []
    try:
        yield _notes
    finally:
        _notes = before


def note_block(surf, rect, words: str) -> None:
    """Note a picture that carries text (a card preview) as if it were text in its own box."""
    if _notes is not None:
        _notes.append(Drawn(surf, pygame.Rect(rect), pygame.Rect(rect), words))


def put(surf: pygame.Surface, img: pygame.Surface, pos, box, words: str = "") -> pygame.Rect:
    """Blit a rendered text at `pos`, meant to lie inside `box`; returns where it went."""
    surf.blit(img, pos)
    r = img.get_rect(topleft=(round(pos[0]), round(pos[1])))
    if _notes is not None and words.strip():
        ink = img.get_bounding_rect().move(r.topleft)
        if ink.width and ink.height:
            _notes.append(Drawn(surf, ink, pygame.Rect(box), words))
    return r


def line(surf, words: str, size: int, colour, box, bold: bool = False, align: str = "left",
         valign: str = "top", min_size: int | None = None) -> pygame.Rect:
    """One line in a box: shrunk to fit its width (down to the floor), then cut short with "…".
    align: left / centre / right; valign: top / centre / bottom."""
    box = pygame.Rect(box)
    floor = resources.MIN_SIZE if min_size is None else min_size
    size = fit(words, max(floor, int(size)), box.width, bold, floor)
    img = render(elide(words, size, box.width, bold), size, colour, bold)
    x = {"left": box.x, "centre": box.x + (box.width - img.get_width()) // 2,
         "right": box.right - img.get_width()}[align]
    y = {"top": box.y, "centre": box.y + (box.height - img.get_height()) // 2,
         "bottom": box.bottom - img.get_height()}[valign]
    return put(surf, img, (x, y), box, words)


def line_step(size: int, gap: float = 1.15) -> int:
    """Distance between two lines of a paragraph."""
    return round(size * gap * 1.25)


def fit_para(words: str, size: int, box, bold: bool = False, gap: float = 1.15,
             min_size: int | None = None) -> tuple[int, tuple[str, ...]]:
    """The font size and lines at which a paragraph fits in a box: shrinking to the floor,
    then keeping the lines that fit, the last one ending in "…"."""
    box = pygame.Rect(box)
    floor = resources.MIN_SIZE if min_size is None else min_size
    size = max(floor, int(size))
    while True:
        lines = wrap(words, size, box.width, bold)
        f = resources.font(size, bold)
        fits_h = (len(lines) - 1) * line_step(size, gap) + f.get_height() <= box.height
        fits_w = all(f.size(l)[0] <= box.width for l in lines)
        if (fits_h and fits_w) or size <= floor:
            break
        size -= 1
    lines = list(lines)
    f = resources.font(size, bold)
    room = max(1, (box.height - f.get_height()) // line_step(size, gap) + 1) if box.height >= f.get_height() else 0
    if len(lines) > room:
        lines = lines[:room]
        if lines:
            lines[-1] = elide(lines[-1] + " …", size, box.width, bold) if f.size(lines[-1] + " …")[0] > box.width \
                else lines[-1] + " …"
    lines = [elide(l, size, box.width, bold) for l in lines]
    return size, tuple(lines)


def para(surf, words: str, size: int, colour, box, bold: bool = False, gap: float = 1.15,
         align: str = "left", min_size: int | None = None, valign: str = "top") -> int:
    """A paragraph wrapped and fitted into a box (see fit_para); returns the y below it."""
    box = pygame.Rect(box)
    size, lines = fit_para(words, size, box, bold, gap, min_size)
    f = resources.font(size, bold)
    height = (len(lines) - 1) * line_step(size, gap) + f.get_height() if lines else 0
    y = box.y + {"top": 0, "centre": max(0, (box.height - height) // 2), "bottom": max(0, box.height - height)}[valign]
    for ln in lines:
        img = render(ln, size, colour, bold)
        x = {"left": box.x, "centre": box.x + (box.width - img.get_width()) // 2,
             "right": box.right - img.get_width()}[align]
        put(surf, img, (x, y), box, ln)
        y += line_step(size, gap)
    return y


def _luminance(c) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def chan(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (chan(v) for v in tuple(c)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def readable_on(colour, background, ratio: float = 4.5) -> tuple:
    """`colour` for words on `background`: as it is when it already reads (WCAG contrast ratio of
    at least `ratio`), else mixed towards white just far enough that it does, so a spirit's name
    keeps its hue and still reads on the dark panel."""
    return _readable_on(tuple(colour)[:3], tuple(background)[:3], ratio)


@lru_cache(maxsize=64)
def _readable_on(base: tuple, background: tuple, ratio: float) -> tuple:
    """readable_on for plain tuples, remembered: the panel asks for the same few colours every frame."""
    bg = _luminance(background) + 0.05
    for k in range(0, 101):
        f = k / 100
        c = tuple(round(v + (255 - v) * f) for v in base)
        if (_luminance(c) + 0.05) / bg >= ratio:
            return c
    return (255, 255, 255)
