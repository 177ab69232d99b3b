"""A whole spirit board: what the spirit is and how it is played (complexity, play style), its
growth, both presence tracks with what every slot gives, where its presence starts and its
special rules, its innate powers with every level in full, and its unique power cards. Shown by
the table (B, or a click on the spirit's own tab) and by the new-game screen; with a spirit's
state the slots still covered and the thresholds met are marked."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import words as W
from ...content import catalog
from ...engine.spirits import can_meet
from .. import sprites
from ...shell import text
from ..palette import GOLD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, SPEED_COLOURS
from ..powerwords import range_words, target_words
from .spirit_panel import slot_picture

COMPLEXITY_WORDS = {"Low": "easy to pick up", "Moderate": "some planning ahead",
                    "High": "plans a turn or more ahead"}
STAT_NAMES = ("attack", "control", "fear", "defense", "support")
# The board's words: whole entries, named placeholders, a plural where a number counts.
BOARD = {
    "energy": "{n} energy",
    "plays": W.plural(("{n} play", "{n} plays")),
    "element": "+{element}",
    "any": "+any",
    "reclaim": "reclaim 1",
    "energy_slot": "Energy: you gain {n} each turn once this slot is the highest uncovered one of the energy track.",
    "plays_slot": W.plural(("Card plays: you may play {n} power card a turn once this slot is the highest uncovered "
                            "one of the card plays track.",
                            "Card plays: you may play {n} power cards a turn once this slot is the highest uncovered "
                            "one of the card plays track.")),
    "element_slot": "Element: +1 {element} every turn while uncovered, as if on a played card.",
    "any_slot": "Any element: +1 element of your choice every turn while uncovered.",
    "reclaim_slot": "Reclaim one: once each spirit phase, take one card from your discard pile back into your hand.",
    "energy_head": "Energy track, slot {n}",
    "plays_head": "Card plays track, slot {n}",
    "energy_head_state": "Energy track, slot {n}: {state}",
    "plays_head_state": "Card plays track, slot {n}: {state}",
    "uncovered": "uncovered",
    "next": "the next presence to leave this track",
    "covered": "still covered by presence",
    "nothing": "Nothing more.",
    "highest": "{n} presence in the highest-numbered {terrain} of its board",
    "lowest": "{n} presence in the lowest-numbered {terrain} of its board",
    "land": "{n} presence in land {number} of its board",
    "setup_line": "{rules}.",
    "setup_sep": "; ",
    "setup": "Setup",
    "special": "Special rules",
    "no_special": "none: this spirit plays by the common rules.",
    "complexity": "Complexity: {complexity}",
    "complexity_said": "Complexity: {complexity} ({words})",
    "play_style": "Play style",
    "growth": "Growth: choose one option each turn",
    "energy_track": "Presence track: energy per turn",
    "plays_track": "Presence track: card plays per turn",
    "track_note": "Presence leaves a track from its left; each slot it uncovers gives what it shows from then on.",
    "rules": "Setup and special rules",
    "innates": "Innate powers: each level whose elements you have",
    "innate_line": "{speed} · {range} · target: {target}",
    "uniques": "Unique power cards (in the starting hand)",
}


def slot_caption(slot: dict) -> str:
    """What a track slot gives, in a word or two under its circle: "2 energy", "+fire"."""
    parts = []
    if "energy" in slot:
        parts.append(W._(BOARD["energy"]).format(n=slot["energy"]))
    if "plays" in slot:
        parts.append(W.say(BOARD["plays"], {"n": slot["plays"]}))
    if "element" in slot:
        parts.append(W._(BOARD["element"]).format(element=W._(slot["element"])))
    if slot.get("any"):
        parts.append(W._(BOARD["any"]))
    if slot.get("reclaim_one"):
        parts.append(W._(BOARD["reclaim"]))
    return " ".join(parts) or "—"


def slot_words(track: str, slot: dict, index: int, revealed: int | None = None) -> list[str]:
    """A track slot explained (its tooltip): what uncovering it gives, and whether it is
    uncovered, the next presence to leave, or still covered."""
    lines = []
    if "energy" in slot:
        lines.append(W._(BOARD["energy_slot"]).format(n=slot["energy"]))
    if "plays" in slot:
        lines.append(W.say(BOARD["plays_slot"], {"n": slot["plays"]}))
    if "element" in slot:
        lines.append(W._(BOARD["element_slot"]).format(element=W._(slot["element"])))
    if slot.get("any"):
        lines.append(W._(BOARD["any_slot"]))
    if slot.get("reclaim_one"):
        lines.append(W._(BOARD["reclaim_slot"]))
    which = "energy" if track == "energy" else "plays"
    if revealed is None:
        head = W._(BOARD[f"{which}_head"]).format(n=index + 1)
    else:
        state = ("uncovered" if index < revealed else "next" if index == revealed else "covered")
        head = W._(BOARD[f"{which}_head_state"]).format(n=index + 1, state=W._(BOARD[state]))
    return [head] + (lines or [W._(BOARD["nothing"])])


def setup_words(spec) -> list[str]:
    """Where the spirit's presence starts, in words."""
    out = []
    for rule in spec.setup:
        if rule[0] == "terrain":
            _, terrain, which, n = rule
            out.append(W._(BOARD["highest" if which == "highest" else "lowest"]).format(n=n, terrain=W._(terrain)))
        else:
            _, number, n = rule
            out.append(W._(BOARD["land"]).format(n=n, number=number))
    return out


def rule_lines(spec) -> list[tuple[str, str]]:
    """Setup and special rules as (heading, words)."""
    lines = [(W._(BOARD["setup"]), W._(BOARD["setup_line"]).format(rules=W._(BOARD["setup_sep"]).join(setup_words(spec))))]
    if spec.rules:
        lines += list(spec.rules)
    else:
        lines.append((W._(BOARD["special"]), W._(BOARD["no_special"])))
    return lines


@lru_cache(maxsize=32)
def _scale(spirit_id: str, size: tuple[int, int], u: float) -> float:
    """The largest unit (from 1.6 u down to u) at which the whole board fits a box of `size`."""
    scratch = pygame.Surface(size, pygame.SRCALPHA)
    kept, text._notes = text._notes, None        # trial drawings are not noted for the layout test
    try:
        for k in (1.6, 1.45, 1.3, 1.15, 1.0):
            if _draw(scratch, pygame.Rect((0, 0), size), spirit_id, u * k, None, []) <= size[1]:
                return u * k
    finally:
        text._notes = kept
    return u


def draw(surf: pygame.Surface, rect: pygame.Rect, spirit_id: str, u: float, s=None, spots=None) -> pygame.Rect:
    """The board of `spirit_id` in `rect`, its words as large as the box allows (s: the spirit's
    state in a game, or None at setup); `spots` (a list) receives (rect, ("slot", track, index))
    for every track slot."""
    spots = spots if spots is not None else []
    _draw(surf, rect, spirit_id, _scale(spirit_id, tuple(rect.size), round(u, 4)), s, spots)
    return rect


def _draw(surf, rect, spirit_id: str, u: float, s, spots) -> int:
    """Draw the board at unit `u`; returns the bottom of what it holds (to see whether it fits)."""
    spec = W.shown(catalog.SPIRITS[spirit_id])
    spots = spots if spots is not None else []
    pygame.draw.rect(surf, PANEL, rect, border_radius=int(12 * u))
    pygame.draw.rect(surf, spec.colour, rect, max(2, int(3 * u)), border_radius=int(12 * u))
    pad = max(8, int(18 * u))
    inner = rect.inflate(-2 * pad, -2 * pad)
    fs = max(text.resources.MIN_SIZE, int(15 * u))
    small = max(text.resources.MIN_SIZE, int(13 * u))
    y = _header(surf, spec, inner, u, fs)
    y = text.para(surf, spec.summary, small, INK_DIM, pygame.Rect(inner.x, y, inner.width, 4 * text.line_step(small)),
                  gap=1.0) + int(2 * u)
    if spec.play_style:
        y = _labelled(surf, W._(BOARD["play_style"]), spec.play_style, small, pygame.Rect(inner.x, y, inner.width, 0), GOLD) + int(4 * u)
    pygame.draw.line(surf, PANEL_EDGE, (inner.x, y), (inner.right, y))
    y += int(8 * u)
    left = pygame.Rect(inner.x, y, int(inner.width * 0.52), inner.bottom - y)
    right = pygame.Rect(left.right + pad, y, inner.right - left.right - pad, inner.bottom - y)
    ly = _growth(surf, spec, left, u, small)
    ly = _tracks(surf, spec, pygame.Rect(left.x, ly, left.width, left.bottom - ly), u, small, s, spots)
    ly = _rules(surf, spec, pygame.Rect(left.x, ly, left.width, left.bottom - ly), u, small)
    ry = _innates(surf, spec, right, u, small, s)
    ry = _uniques(surf, spec, pygame.Rect(right.x, ry, right.width, right.bottom - ry), u, small)
    return max(ly, ry) + pad


def _heading(surf, words: str, x: int, y: int, width: int, u: float) -> int:
    size = max(text.resources.MIN_SIZE, int(13 * u))
    h = text.resources.font(size, True).get_height()
    text.line(surf, words.upper(), size, GOLD, pygame.Rect(x, y, width, h), True)
    return y + h + int(2 * u)


def _labelled(surf, label: str, words: str, size: int, box: pygame.Rect, colour=INK) -> int:
    """'Label: words' as one paragraph, the label bold; returns the y below it."""
    f = text.resources.font(size, True)
    lw = f.size(label + ": ")[0]
    text.line(surf, label + ":", size, colour, pygame.Rect(box.x, box.y, lw, f.get_height()), True)
    first = text.wrap(words, size, box.width - lw)[0] if words else ""
    text.line(surf, first, size, INK, pygame.Rect(box.x + lw, box.y, box.width - lw, f.get_height()))
    rest = words[len(first):].strip()
    y = box.y + text.line_step(size, 1.0)
    if rest:
        lines = text.wrap(rest, size, box.width)
        y = text.para(surf, rest, size, INK, pygame.Rect(box.x, y, box.width,
                                                          (len(lines) - 1) * text.line_step(size, 1.0) + f.get_height()),
                      gap=1.0)
    return y


def _header(surf, spec, inner, u, fs) -> int:
    icon = sprites.presence(spec.id, int(40 * u))
    surf.blit(icon, (inner.x, inner.y))
    big = max(text.resources.MIN_SIZE, int(26 * u))
    h = max(icon.get_height(), text.resources.font(big, True).get_height())
    english = catalog.SPIRITS[spec.id].complexity if spec.id in catalog.SPIRITS else spec.complexity
    cx_words = ""
    if spec.complexity and english in COMPLEXITY_WORDS:
        cx_words = W._(BOARD["complexity_said"]).format(complexity=spec.complexity, words=W._(COMPLEXITY_WORDS[english]))
    elif spec.complexity:
        cx_words = W._(BOARD["complexity"]).format(complexity=spec.complexity)
    cw = min(text.resources.font(fs, True).size(cx_words)[0] + 4, inner.width // 2) if cx_words else 0
    name = text.readable_on(spec.colour, PANEL)
    text.line(surf, spec.name, big, name, pygame.Rect(inner.x + icon.get_width() + int(10 * u), inner.y,
                                                      inner.width - icon.get_width() - cw - int(20 * u), h),
              True, valign="centre")
    if cx_words:
        text.line(surf, cx_words, fs, GOLD, pygame.Rect(inner.right - cw, inner.y, cw, h), True, "right", "centre")
    y = inner.y + h + int(4 * u)
    # the five strengths as small bars, comparable within the spirit
    x = inner.x
    small = max(text.resources.MIN_SIZE, int(12 * u))
    f = text.resources.font(small)
    bar_w = int(60 * u)
    for k in STAT_NAMES:
        v = spec.stats.get(k, 0)
        said = W._(k).lower()          # a strength, as the others are written (fear is "Peur" elsewhere)
        lw = f.size(said)[0] + int(6 * u)
        if x + lw + bar_w > inner.right:
            break
        text.line(surf, said, small, INK_DIM, pygame.Rect(x, y, lw, f.get_height()))
        bx = x + lw
        for n in range(5):
            cell = pygame.Rect(bx + n * bar_w // 5, y + f.get_height() // 4, bar_w // 5 - 2, f.get_height() // 2)
            pygame.draw.rect(surf, GOLD if n < v else PANEL_DARK, cell)
        x = bx + bar_w + int(16 * u)
    return y + f.get_height() + int(6 * u)


def _growth(surf, spec, box, u, size) -> int:
    y = _heading(surf, W._(BOARD["growth"]), box.x, box.y, box.width, u)
    for g in spec.growth:
        words = g.text + (f" (costs {g.cost} energy)" if g.cost else "")
        lines = text.wrap(words, size, box.width - int(16 * u))
        h = (len(lines) - 1) * text.line_step(size, 1.0) + text.resources.font(size).get_height()
        pygame.draw.circle(surf, GOLD, (box.x + int(5 * u), y + text.resources.font(size).get_height() // 2), max(2, int(3 * u)))
        text.para(surf, words, size, INK, pygame.Rect(box.x + int(16 * u), y, box.width - int(16 * u), h), gap=1.0)
        y += h + int(3 * u)
    return y + int(6 * u)


def _tracks(surf, spec, box, u, size, s, spots) -> int:
    y = box.y
    f = text.resources.font(size)
    for track, slots, title in (("energy", spec.energy_track, W._(BOARD["energy_track"])),
                                ("plays", spec.plays_track, W._(BOARD["plays_track"]))):
        revealed = None if s is None else (s.energy_revealed if track == "energy" else s.plays_revealed)
        y = _heading(surf, title, box.x, y, box.width, u)
        step = box.width // max(7, len(slots))
        r = max(8, min(int(20 * u), step // 2 - int(4 * u)))
        cap = max(text.resources.MIN_SIZE, int(11 * u))
        for k, slot in enumerate(slots):
            c = (box.x + k * step + step // 2, y + r)
            slot_picture(surf, slot, c, r, u)
            if revealed is not None and k >= revealed:
                veil = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(veil, (20, 24, 22, 120), (r, r), r)
                surf.blit(veil, (c[0] - r, c[1] - r))
                p = sprites.presence(spec.id, int(r * 1.15))
                surf.blit(p, (c[0] + r - p.get_width() * 0.75, c[1] + r - p.get_height() * 0.8))
            words = slot_caption(slot)
            lines = text.wrap(words, cap, step - 4)
            cell = pygame.Rect(c[0] - step // 2 + 2, y + 2 * r + int(3 * u), step - 4,
                               (len(lines) - 1) * text.line_step(cap, 0.9) + text.resources.font(cap).get_height())
            text.para(surf, words, cap, INK, cell, gap=0.9, align="centre")
            hit = pygame.Rect(c[0] - step // 2, y, step, cell.bottom - y)
            spots.append((hit, ("slot", track, k)))
        rows = max(len(text.wrap(slot_caption(sl), cap, step - 4)) for sl in slots)
        y += 2 * r + int(3 * u) + (rows - 1) * text.line_step(cap, 0.9) + text.resources.font(cap).get_height() + int(8 * u)
    note = W._(BOARD["track_note"])
    lines = text.wrap(note, size, box.width)
    y = text.para(surf, note, size, INK_DIM, pygame.Rect(box.x, y, box.width,
                                                          (len(lines) - 1) * text.line_step(size, 1.0) + f.get_height()),
                  gap=1.0)
    return y + int(8 * u)


def _rules(surf, spec, box, u, size) -> int:
    y = _heading(surf, W._(BOARD["rules"]), box.x, box.y, box.width, u)
    for head, words in rule_lines(spec):
        y = _labelled(surf, head, words, size, pygame.Rect(box.x, y, box.width, 0), GOLD) + int(2 * u)
    return y


def _innates(surf, spec, box, u, size, s) -> int:
    y = _heading(surf, W._(BOARD["innates"]), box.x, box.y, box.width, u)
    f, fb = text.resources.font(size), text.resources.font(size, True)
    isz = min(int(18 * u), f.get_height())
    for p in spec.innates:
        sp = sprites.speed(p.speed, fb.get_height())
        surf.blit(sp, (box.x, y))
        text.line(surf, p.name, size + 1, INK, pygame.Rect(box.x + sp.get_width() + int(6 * u), y,
                                                          box.width - sp.get_width() - int(6 * u), fb.get_height()), True)
        y += fb.get_height() + int(1 * u)
        where = W._(BOARD["innate_line"]).format(speed=W._(p.speed), range=range_words(p), target=target_words(p))
        lines = text.wrap(where, size, box.width)
        y = text.para(surf, where, size, INK_DIM,
                      pygame.Rect(box.x, y, box.width, (len(lines) - 1) * text.line_step(size, 1.0) + f.get_height()),
                      gap=1.0) + int(2 * u)
        for lv in p.levels:
            lit = s is not None and can_meet(s, lv.elements)
            x = box.x + int(6 * u)
            need_w = sum(fb.size(str(n))[0] + 1 + isz + int(4 * u) for _, n in lv.elements)
            words_x = x + max(need_w, int(90 * u)) + int(6 * u)
            lines = text.wrap(lv.text, size, box.right - words_x - int(4 * u))
            h = max(isz, (len(lines) - 1) * text.line_step(size, 1.0) + f.get_height()) + int(4 * u)
            row = pygame.Rect(box.x, y, box.width, h)
            if lit:
                pygame.draw.rect(surf, (96, 82, 36), row, border_radius=int(4 * u))
                pygame.draw.rect(surf, GOLD, row, 1, border_radius=int(4 * u))
            for e, n in lv.elements:
                nr = text.line(surf, str(n), size, INK, pygame.Rect(x, y + int(2 * u), fb.size(str(n))[0] + 2, f.get_height()),
                               True)
                surf.blit(sprites.element(e, isz), (nr.right + 1, y + int(2 * u) + (f.get_height() - isz) // 2))
                x = nr.right + 1 + isz + int(4 * u)
            text.para(surf, lv.text, size, INK, pygame.Rect(words_x, y + int(2 * u), box.right - words_x - int(4 * u),
                                                             h - int(4 * u)), gap=1.0)
            y += h + int(2 * u)
        y += int(8 * u)
    return y


def _uniques(surf, spec, box, u, size) -> int:
    y = _heading(surf, W._(BOARD["uniques"]), box.x, box.y, box.width, u)
    f = text.resources.font(size, True)
    col_w = box.width // 2
    for k, cid in enumerate(spec.uniques):
        p = W.shown(catalog.POWERS[cid])
        x = box.x + (k % 2) * col_w
        yy = y + (k // 2) * (f.get_height() + int(4 * u))
        pygame.draw.rect(surf, SPEED_COLOURS[p.speed], (x, yy + 2, max(2, int(4 * u)), f.get_height() - 4))
        text.line(surf, f"{p.cost}  {p.name}", size, INK, pygame.Rect(x + int(8 * u), yy, col_w - int(12 * u),
                                                                       f.get_height()), True)
    return y + -(-len(spec.uniques) // 2) * (f.get_height() + int(4 * u))
