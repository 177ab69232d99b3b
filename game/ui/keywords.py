"""Keywords in the words the table shows (a prompt, a card's text): where they are, so that a
pointer over one shows its one-line definition and a click opens its page of the rules reference
(game.guide.reference.KEYWORDS)."""
from __future__ import annotations

import re
from functools import lru_cache

import pygame

from ..guide.reference import KEYWORDS, WORDS, page
from ..guide.words import say
from . import text

_PATTERN = re.compile(r"\b(" + "|".join(sorted((re.escape(k) for k in KEYWORDS), key=len, reverse=True)) + r")\b",
                      re.IGNORECASE)


def found(words: str) -> list[tuple[int, int, str]]:
    """(start, end, keyword) of each keyword in the words, in order (whole words, any case)."""
    return [(m.start(), m.end(), m.group(1).lower()) for m in _PATTERN.finditer(words or "")]


def named(words: str) -> list[str]:
    """The keywords the words use, each once, in order."""
    out: list[str] = []
    for _, _, k in found(words):
        if k not in out:
            out.append(k)
    return out


def definition(keyword: str) -> tuple[str, str]:
    """(one-line definition, the title of its page)."""
    line, page_id = KEYWORDS.get(keyword, ("", ""))
    p = page(page_id)
    return line, p["title"] if p else ""


@lru_cache(maxsize=256)
def _spots(words: str, size: int, box: tuple, bold: bool, gap: float) -> tuple:
    size, lines = text.fit_para(words, size, pygame.Rect(box), bold, gap)
    f = text.resources.font(size, bold)
    out = []
    y = box[1]
    for ln in lines:
        for start, end, k in found(ln):
            x = box[0] + f.size(ln[:start])[0]
            out.append(((x, y, f.size(ln[start:end])[0], f.get_height()), k))
        y += text.line_step(size, gap)
    return tuple(out)


def spots(words: str, size: int, box, bold: bool = False, gap: float = 1.15) -> list:
    """(rect, keyword) of each keyword as `text.para` lays the words out in `box`."""
    return [(pygame.Rect(r), k) for r, k in _spots(words, int(size), tuple(pygame.Rect(box)), bold, gap)]


def underline(surf, found_spots, colour) -> None:
    """A dotted line under each keyword: it can be pointed at."""
    for r, _ in found_spots:
        for x in range(r.x, r.right, 4):
            pygame.draw.line(surf, colour, (x, r.bottom - 2), (min(r.right, x + 1), r.bottom - 2))


def see_words(title: str) -> str:
    """The tooltip's last line: a click opens the page."""
    return say(WORDS, "see", page=title)


def keyword_line(keyword: str) -> str:
    """A keyword and its definition, as the line beside a card shown large."""
    line, _ = definition(keyword)
    return say(WORDS, "keyword_line", keyword=keyword.capitalize(), definition=line)
