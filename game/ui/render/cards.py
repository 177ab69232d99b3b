"""Cards as pictures: power cards (cost, speed, elements, range, target, text, threshold),
fear cards (one line per terror level), invader cards (stage and terrains), card backs.
Each picture is cached by card and size."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import words as W
from ...content import catalog
from .. import sprites
from ...shell import memory, text
from ..powerwords import CONDITION_WORDS, condition_words, range_words, target_words  # noqa: F401
from ..palette import SPEED_COLOURS, shade, terrain_colours

KIND_FILL = {"minor": (238, 226, 196), "major": (246, 214, 160), "unique": (226, 220, 238)}
KIND_BAND = {"minor": (120, 95, 60), "major": (170, 90, 30), "unique": (95, 70, 140)}
ROMAN = {1: "I", 2: "II", 3: "III"}


def card_size(height: int) -> tuple[int, int]:
    """Width and height of a card of the given height (5:7)."""
    return round(height * 5 / 7), height




@memory.kept(megabytes=8)       # the hands, a choice and a zoom at 1920x1080; more are drawn again
def power_card(card_id: str, height: int) -> pygame.Surface:
    """The face of a power card."""
    p = W.shown(catalog.POWERS[card_id])
    w, h = card_size(height)
    s = h / 280.0
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, int(10 * s))
    pygame.draw.rect(surf, KIND_FILL.get(p.kind, (230, 230, 230)), (0, 0, w, h), border_radius=rad)
    band = KIND_BAND.get(p.kind, (90, 90, 90))
    pygame.draw.rect(surf, SPEED_COLOURS[p.speed], (0, 0, w, h), max(2, int(4 * s)), border_radius=rad)
    # header: cost, name, speed
    cost_r = int(17 * s)
    pygame.draw.circle(surf, (30, 30, 40), (int(8 * s) + cost_r, int(8 * s) + cost_r), cost_r)
    pygame.draw.circle(surf, (240, 200, 90), (int(8 * s) + cost_r, int(8 * s) + cost_r), cost_r, max(1, int(2 * s)))
    cost_box = pygame.Rect(int(8 * s), int(8 * s), 2 * cost_r, 2 * cost_r)
    text.line(surf, str(p.cost), int(22 * s), (255, 235, 160), cost_box, True, "centre", "centre")
    sp = sprites.speed(p.speed, int(34 * s))
    surf.blit(sp, (w - sp.get_width() - int(6 * s), int(7 * s)))
    by = int(52 * s)
    name_box = pygame.Rect(int(12 * s) + 2 * cost_r, int(4 * s), w - 2 * cost_r - sp.get_width() - int(24 * s),
                           by - int(5 * s))
    floor = text.resources.font(text.resources.MIN_SIZE, True)
    if any(floor.size(word)[0] > name_box.width for word in p.name.split()):
        # a small card: a word wider than the room between cost and speed, so the name goes
        # under them, across the card
        name_box = pygame.Rect(int(8 * s), int(10 * s) + 2 * cost_r, w - int(16 * s), 0)
        lines = text.wrap(p.name, text.resources.MIN_SIZE, name_box.width, True)
        name_box.height = (len(lines) - 1) * text.line_step(text.resources.MIN_SIZE, 0.9) + floor.get_height()
        by = name_box.bottom + int(4 * s)
    else:
        by += _name_room(p.name, int(15 * s), name_box)       # the header grows, the name stays whole
        name_box.height = by - int(5 * s)
    text.para(surf, p.name, int(15 * s), (30, 22, 12), name_box, bold=True, gap=0.9, valign="centre")
    # band with elements
    band_h = int(40 * s)
    pygame.draw.rect(surf, band, (int(6 * s), by, w - int(12 * s), band_h), border_radius=max(2, int(6 * s)))
    isz = int(30 * s)
    x = int(12 * s)
    for e in p.elements:
        surf.blit(sprites.element(e, isz), (x, by + int(5 * s)))
        x += isz + int(3 * s)
    kind_box = pygame.Rect(x + int(2 * s), by, w - int(12 * s) - x - int(2 * s), band_h)
    if kind_box.width > 0:
        text.line(surf, W._(p.kind.capitalize()), int(11 * s), shade(band, 1.7), kind_box, True, "right", "centre")
    # range and target, above a divider
    y = by + band_h + int(6 * s)
    step = max(int(16 * s), text.resources.font(max(text.resources.MIN_SIZE, int(12 * s))).get_height())
    fs = max(text.resources.MIN_SIZE, int(12 * s))
    for words, bold in ((range_words(p), True), (target_words(p), False)):
        box = pygame.Rect(int(8 * s), y, w - int(16 * s), step)
        if len(text.wrap(words, fs, box.width, bold)) > 1:      # on two lines, whole (it was cut with "…")
            box.height += text.line_step(fs, 0.95)
            text.para(surf, words, fs, (60, 45, 30), box, bold, 0.95, "centre")
        else:
            text.line(surf, words, int(12 * s), (60, 45, 30), box, bold, "centre")
        y += box.height
    pygame.draw.line(surf, band, (int(14 * s), y + int(2 * s)), (w - int(14 * s), y + int(2 * s)), max(1, int(s)))
    y += int(2 * s) + max(1, int(s)) + int(4 * s)
    body_fs = max(text.resources.MIN_SIZE, int(16 * s))
    body_need = (len(text.wrap(p.text, body_fs, w - int(24 * s))) - 1) * text.line_step(body_fs) \
        + text.resources.font(body_fs).get_height()
    room = h - int(8 * s) - (y + body_need + int(4 * s))     # what the text leaves the threshold
    bottom = _threshold(surf, p, s, w, h, room) if p.threshold else h - int(8 * s)
    body = pygame.Rect(int(12 * s), y, w - int(24 * s), bottom - y - int(2 * s))
    if body.height > 0:
        text.para(surf, p.text, int(16 * s), (25, 20, 15), body)
    _TEXT_AT[(card_id, height, W.language())] = (tuple(body), int(16 * s))
    while len(_TEXT_AT) > 256:          # a few bytes each: the oldest go
        del _TEXT_AT[next(iter(_TEXT_AT))]
    return surf


_TEXT_AT: dict = {}     # (card, height, language) -> (where its text is in the picture, font size)


def text_at(card_id: str, height: int) -> tuple[tuple, int] | None:
    """Where a power card's text lies in its picture of this height (x, y, w, h) and at what
    font size, once the picture has been drawn (None before): its keywords are found there."""
    return _TEXT_AT.get((card_id, height, W.language()))


def _name_room(name: str, size: int, box: pygame.Rect) -> int:
    """How many pixels a name box must grow for the whole name to show (0 when it fits): on a
    small card the floor of the font size makes a long name take more lines than the header has."""
    fs, lines = text.fit_para(name, size, box, True, 0.9)
    if not any(l.endswith("…") for l in lines):
        return 0
    fs = text.resources.MIN_SIZE
    lines = text.wrap(name, fs, box.width, True)
    need = (len(lines) - 1) * text.line_step(fs, 0.9) + text.resources.font(fs, True).get_height()
    return max(0, need - box.height)


@memory.kept(megabytes=4)
def card_tile(card_id: str, width: int, height: int, size: int) -> pygame.Surface:
    """A power card drawn small for a full hand: cost, elements and speed on the top row, the
    whole name under them, then its range and target and as much of its text as fits (the hover
    zoom shows the whole card). `size` is the font size of the name."""
    p = W.shown(catalog.POWERS[card_id])
    w, h = width, height
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(3, min(w, h) // 14)
    pygame.draw.rect(surf, KIND_FILL.get(p.kind, (230, 230, 230)), (0, 0, w, h), border_radius=rad)
    pygame.draw.rect(surf, SPEED_COLOURS[p.speed], (0, 0, w, h), max(2, h // 70), border_radius=rad)
    pad = max(3, w // 28)
    fs = max(text.resources.MIN_SIZE, size)
    row = max(text.resources.font(fs, True).get_height(), fs + 6)
    cost_r = row // 2
    cx, cy = pad + cost_r, pad + cost_r
    pygame.draw.circle(surf, (30, 30, 40), (cx, cy), cost_r)
    pygame.draw.circle(surf, (240, 200, 90), (cx, cy), cost_r, 1)
    text.line(surf, str(p.cost), fs, (255, 235, 160), pygame.Rect(cx - cost_r, cy - cost_r, 2 * cost_r, 2 * cost_r),
              True, "centre", "centre")
    sp = sprites.speed(p.speed, row)
    surf.blit(sp, (w - pad - sp.get_width(), pad))
    x = pad + 2 * cost_r + max(2, pad // 2)
    isz = max(8, row - 4)
    for e in p.elements:
        if x + isz > w - pad - sp.get_width() - 2:
            break
        surf.blit(sprites.element(e, isz), (x, pad + (row - isz) // 2))
        x += isz + 2
    y = pad + row + 2
    name_box = pygame.Rect(pad, y, w - 2 * pad, h - y - pad)
    y = text.para(surf, p.name, fs, (30, 22, 12), name_box, bold=True, gap=0.9, min_size=text.resources.MIN_SIZE)
    small = max(text.resources.MIN_SIZE, fs - 2)
    step = text.resources.font(small).get_height()
    words = range_words(p) + " · " + target_words(p)
    if y + step <= h - pad:          # on two lines when the tile is tall enough for its text too
        need = min(3, len(text.wrap(words, small, w - 2 * pad, True)))    # whole, on up to three lines
        rows = next((k for k in range(need, 0, -1) if y + k * step <= h - pad), 1)
        box = pygame.Rect(pad, y, w - 2 * pad, (rows - 1) * text.line_step(small, 0.9) + step)
        text.para(surf, words, small, (60, 45, 30), box, True, gap=0.9, min_size=small)
        y = box.bottom + 1
    if y + step <= h - pad:
        pygame.draw.line(surf, KIND_BAND.get(p.kind, (90, 90, 90)), (pad, y), (w - pad, y))
        text.para(surf, p.text, small, (25, 20, 15), pygame.Rect(pad, y + 2, w - 2 * pad, h - y - 2 - pad), gap=0.95)
    return surf


def tile_fits(card_id: str, width: int, size: int) -> bool:
    """Whether a card's whole name goes on a tile `width` wide at font `size` without being cut:
    no word of it wider than the tile's text."""
    p = W.shown(catalog.POWERS[card_id])
    pad = max(3, width // 28)
    f = text.resources.font(max(text.resources.MIN_SIZE, size), True)
    return all(f.size(word)[0] <= width - 2 * pad for word in p.name.split())


def tile_height(card_id: str, width: int, size: int) -> int:
    """The least height of a tile that shows its top row and its whole name."""
    pad = max(3, width // 28)
    fs = max(text.resources.MIN_SIZE, size)
    row = max(text.resources.font(fs, True).get_height(), fs + 6)
    lines = text.wrap(W.shown(catalog.POWERS[card_id]).name, fs, width - 2 * pad, True)
    return pad + row + 2 + (len(lines) - 1) * text.line_step(fs, 0.9) + text.resources.font(fs, True).get_height() + pad


def _threshold(surf, p, s, w, h, room: int = 0) -> int:
    """The threshold box at the foot of the card, as tall as its words need up to half the card,
    or up to `room` where the card's text leaves more (a Major's threshold was cut with "…" on a
    card with room to spare); returns its top."""
    fs = max(text.resources.MIN_SIZE, int(12 * s))
    lines = text.wrap(p.threshold_text, fs, w - int(30 * s))
    step = text.line_step(fs, 0.95)
    head = max(int(26 * s), text.resources.font(max(text.resources.MIN_SIZE, int(14 * s)), True).get_height() + int(4 * s))
    box_h = head + int(4 * s) + (len(lines) - 1) * step + text.resources.font(fs).get_height() + 2    # inner's need
    box_h = min(box_h, max((h - int(16 * s)) // 2, room))     # else the zoom has the rest
    y = h - box_h - int(8 * s)
    frame = pygame.Rect(int(8 * s), y, w - int(16 * s), box_h)
    pygame.draw.rect(surf, (250, 245, 230), frame, border_radius=max(2, int(5 * s)))
    pygame.draw.rect(surf, (150, 110, 50), frame, max(1, int(s)), border_radius=max(2, int(5 * s)))
    x = int(14 * s)
    isz = int(20 * s)
    for e, n in p.threshold:
        r = text.line(surf, str(n), int(14 * s), (40, 30, 20), pygame.Rect(x, y + int(2 * s), frame.right - x, head),
                      True, valign="centre")
        x = r.right + int(2 * s)
        surf.blit(sprites.element(e, isz), (x, y + int(2 * s) + (head - isz) // 2))
        x += isz + int(6 * s)
    inner = pygame.Rect(int(14 * s), y + head + int(2 * s), w - int(28 * s), box_h - head - int(4 * s))
    if inner.height > 0:
        text.para(surf, p.threshold_text, int(12 * s), (40, 30, 20), inner, gap=0.95)
    return y


@lru_cache(maxsize=64)
def card_back(kind: str, height: int, label: str = "") -> pygame.Surface:
    """The back of a card: power decks, the fear deck, the invader deck (with the next stage)."""
    w, h = card_size(height)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = {"fear": (70, 40, 95), "invader": (95, 70, 45), "minor": (70, 95, 70), "major": (120, 70, 30)}.get(kind, (60, 60, 60))
    pygame.draw.rect(surf, fill, (0, 0, w, h), border_radius=max(3, h // 20))
    pygame.draw.rect(surf, shade(fill, 1.6), (0, 0, w, h), max(1, h // 40), border_radius=max(3, h // 20))
    pygame.draw.rect(surf, shade(fill, 1.3), (w // 6, h // 6, w * 2 // 3, h * 2 // 3), max(1, h // 60), border_radius=max(2, h // 30))
    if label:
        size = text.fit(label, max(9, h // 4), w - 6, True)
        text.shadowed(surf, label, (w // 2, h // 2), size, (250, 235, 190), box=surf.get_rect())
    return surf


@lru_cache(maxsize=128)
def invader_card(card_id: str, height: int, colourblind: bool = False) -> pygame.Surface:
    """An invader card: its terrain(s) as colour fields (in the table's palette) and stage."""
    card = catalog.INVADER_CARDS[card_id]
    pal = terrain_colours(colourblind)
    w, h = card_size(height)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if card.coastal:
        pygame.draw.rect(surf, pal["ocean"][0], (0, 0, w, h), border_radius=max(3, h // 20))
        pygame.draw.rect(surf, (226, 210, 160), (0, h * 55 // 100, w, h * 45 // 100), border_radius=max(3, h // 20))
    else:
        n = len(card.terrains)
        for k, t in enumerate(card.terrains):
            pygame.draw.rect(surf, pal[t][0], (0, h * k // n, w, h // n + 1), border_radius=max(3, h // 20))
    isz = max(10, int(min(w, h / max(1, len(card.terrains) or 1)) * 0.55))
    names = card.terrains or ("ocean",)
    for k, t in enumerate(names):
        icon = sprites.terrain_icon(t, isz)
        cy = h * (2 * k + 1) // (2 * len(names))
        surf.blit(icon, ((w - isz) // 2, cy - isz // 2))
    pygame.draw.rect(surf, (30, 24, 18), (0, 0, w, h), max(1, h // 45), border_radius=max(3, h // 20))
    text.shadowed(surf, ROMAN[card.stage], (max(8, w // 6), max(8, h // 10)), max(9, h // 7), (255, 240, 200),
                  box=surf.get_rect())
    return surf


FEAR_LEAST = 240    # a fear card's least height: its three levels' words read whole (tests/ui/test_fear_card_reads.py)


@memory.kept(megabytes=8)
def fear_card(card_id: str, height: int, terror: int) -> pygame.Surface:
    """A revealed fear card: its name and the effect for each terror level (current one lit);
    never smaller than FEAR_LEAST (at 1280x720 the reveal asked for 160 px and its lines ran
    over each other and off the card: playtest 36)."""
    height = max(int(height), FEAR_LEAST)
    f = W.shown(catalog.FEAR[card_id])
    w, h = card_size(height)
    s = h / 280.0
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (58, 36, 78), (0, 0, w, h), border_radius=max(3, int(10 * s)))
    pygame.draw.rect(surf, (190, 150, 230), (0, 0, w, h), max(1, int(3 * s)), border_radius=max(3, int(10 * s)))
    card_box = surf.get_rect()
    y = text.blit_lines(surf, text.wrap(f.name, int(16 * s), w - int(20 * s), True), (int(10 * s), int(8 * s)),
                        int(16 * s), (250, 235, 255), bold=True, centre=True, width=w - int(20 * s), box=card_box)
    # the levels' words at the size the font is drawn at (never below the readable floor): lines
    # stepped by a smaller size overlapped on a small card (playtest 36, the fear card at 1280x720)
    size = max(text.resources.MIN_SIZE, int(12 * s))
    gap = 0.95 if size == int(12 * s) else 1.1
    for lvl, (words, _) in enumerate(f.levels, start=1):
        lit = lvl == terror
        col = (255, 240, 190) if lit else (170, 150, 190)
        numeral = text.render(ROMAN[lvl], max(text.resources.MIN_SIZE, int(14 * s)), col, True)
        left = max(int(30 * s), int(8 * s) + numeral.get_width() + int(4 * s))
        lines = text.wrap(words, size, w - left - int(6 * s))
        if lit:
            box_h = len(lines) * text.line_step(size, gap) + int(8 * s)
            pygame.draw.rect(surf, (95, 65, 125), (int(4 * s), y - int(4 * s), w - int(8 * s), box_h), border_radius=4)
        text.put(surf, numeral, (int(8 * s), y), card_box, ROMAN[lvl])
        y2 = text.blit_lines(surf, lines, (left, y), size, col, gap=gap, box=card_box)
        y = max(y2, y + int(20 * s)) + int(8 * s)
    return surf
