"""Keywords in the words the table shows (a prompt, a card's text): where they are, so that a
pointer over one shows its one-line definition and a click opens its page of the rules reference
(game.guide.reference.KEYWORDS)."""
from __future__ import annotations

import re
from functools import lru_cache

import pygame

from .. import words as W
from ..guide.reference import KEYWORDS, WORDS, page
from ..guide.words import say
from ..shell import text


def forms(keyword: str) -> list[str]:
    """The words that name a keyword in the language spoken: its catalog entry (context
    "keyword"), alternatives split by "|", the first the one shown; a trailing "*" takes any
    ending ("repouss*" finds "Repoussez"). In English, the keyword itself."""
    said = W.pgettext("keyword", keyword)
    return [f.strip() for f in said.split("|") if f.strip()] or [keyword]


def shown_name(keyword: str) -> str:
    """A keyword as a heading shows it, in the language spoken."""
    return forms(keyword)[0].rstrip("*").capitalize()


@lru_cache(maxsize=8)
def _pattern(language: str):
    alts = sorted(((f, k) for k in KEYWORDS for f in forms(k)), key=lambda fk: len(fk[0].rstrip("*")), reverse=True)
    parts = [f"(?P<k{n}>{re.escape(f.rstrip('*'))}{chr(92) + 'w*' if f.endswith('*') else ''})"
             for n, (f, _) in enumerate(alts)]
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b", re.IGNORECASE), {f"k{n}": k for n, (_, k) in enumerate(alts)}


def found(words: str) -> list[tuple[int, int, str]]:
    """(start, end, keyword) of each keyword in the words, in order (whole words, any case, in
    the language spoken)."""
    pattern, keys = _pattern(W.language())
    return [(m.start(), m.end(), keys[m.lastgroup]) for m in pattern.finditer(words or "")]


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
    return W._(line), W._(p["title"]) if p else ""


@lru_cache(maxsize=256)
def _spots(words: str, size: int, box: tuple, bold: bool, gap: float, language: str = "en") -> tuple:
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
    return [(pygame.Rect(r), k) for r, k in _spots(words, int(size), tuple(pygame.Rect(box)), bold, gap, W.language())]


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
    return say(WORDS, "keyword_line", keyword=shown_name(keyword), definition=line)
