"""The quest's figures, dice and cards as the table draws them.

Heroes are round tokens in their own colour with their initial and a health ring; enemies are
dark-red tokens whose outline says their tier (fodder a triangle, minion a diamond, elite a
square, champion a hexagon, shadow a star): a hero and an enemy are told apart by shape and
colour both. Dice are squares with pips (blue for attack and defence, red for saves and
searches). Cards are framed panels with a title, a line of numbers and their text."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...shell import text
from ...shell.palette import BAD, GOLD, GOOD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, shade

HERO_COLOURS = ((64, 150, 230), (240, 170, 40), (90, 200, 120), (200, 110, 230), (240, 240, 240))
ENEMY = (150, 34, 40)
ENEMY_EDGE = (255, 120, 100)
BLUE_DIE = (50, 100, 200)
RED_DIE = (190, 40, 40)
TIER_SIDES = {"fodder": 3, "minion": 4, "elite": 4, "champion": 6, "shadow": 10}


def hero_colour(index: int):
    return HERO_COLOURS[index % len(HERO_COLOURS)]


def _ring(surf, centre, r, frac, colour, width):
    """A health ring: `frac` of a circle, clockwise from the top."""
    if frac <= 0:
        return
    box = pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)
    if frac >= 1:
        pygame.draw.circle(surf, colour, centre, r, width)
        return
    pygame.draw.arc(surf, colour, box, math.pi / 2 - 2 * math.pi * frac, math.pi / 2, width)


def draw_hero(surf, centre, d: int, index: int, initial: str, health: int, max_health: int,
              ghost: bool = False, active: bool = False, lifted: bool = False) -> pygame.Rect:
    """A hero's token of diameter d at centre; returns its rectangle."""
    r = d // 2
    cx, cy = round(centre[0]), round(centre[1])
    colour = hero_colour(index)
    if lifted:
        pygame.draw.circle(surf, (0, 0, 0), (cx + 3, cy + 5), r)
    if active:
        pygame.draw.circle(surf, GOLD, (cx, cy), r + max(3, d // 8), max(2, d // 14))
    body = shade(colour, 0.55) if ghost else colour
    pygame.draw.circle(surf, (16, 16, 16), (cx, cy), r)
    pygame.draw.circle(surf, body, (cx, cy), r - max(2, d // 10))
    _ring(surf, (cx, cy), r, health / max(1, max_health), GOOD if health * 2 > max_health else BAD, max(2, d // 10))
    size = max(10, round(d * 0.5))
    text.shadowed(surf, initial[:1].upper(), (cx, cy), size, (255, 255, 255))
    if ghost:
        text.shadowed(surf, "~", (cx + r * 0.6, cy - r * 0.6), max(10, d // 3), (220, 220, 255))
    return pygame.Rect(cx - r, cy - r, d, d)


def _star(cx, cy, r, points=5):
    out = []
    for k in range(points * 2):
        rr = r if k % 2 == 0 else r * 0.5
        a = -math.pi / 2 + k * math.pi / points
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def enemy_outline(tier: str, cx, cy, r):
    """The outline of an enemy token of a tier (see module doc)."""
    if tier == "shadow":
        return _star(cx, cy, r)
    sides = TIER_SIDES.get(tier, 4)
    turn = math.pi / 4 if tier == "elite" else 0.0
    start = -math.pi / 2 + turn
    return [(cx + r * math.cos(start + 2 * math.pi * k / sides), cy + r * math.sin(start + 2 * math.pi * k / sides))
            for k in range(sides)]


def draw_enemy(surf, centre, d: int, tier: str, initial: str, health: int, max_health: int,
               glow: bool = False) -> pygame.Rect:
    """An enemy's token: its tier's shape, dark red, its initial, its health as pips below."""
    r = d // 2
    cx, cy = round(centre[0]), round(centre[1])
    rr = r * (1.18 if tier in ("fodder", "shadow") else 1.0)
    pts = enemy_outline(tier, cx, cy + (r * 0.12 if tier == "fodder" else 0), rr)
    if glow:
        pygame.draw.polygon(surf, GOLD, enemy_outline(tier, cx, cy, rr + max(3, d // 7)))
    pygame.draw.polygon(surf, ENEMY, pts)
    pygame.draw.polygon(surf, ENEMY_EDGE, pts, max(2, d // 12))
    text.shadowed(surf, initial[:1].upper(), (cx, cy + (r * 0.12 if tier == "fodder" else 0)), max(10, round(d * 0.42)),
                  (255, 235, 220))
    pip = max(2, d // 12)
    n = max(1, max_health)
    width = min(d * 1.2, n * pip * 2.4)
    for k in range(n):
        x = cx - width / 2 + (k + 0.5) * width / n
        pygame.draw.circle(surf, GOOD if k < health else (60, 60, 60), (round(x), cy + r + pip + 1), pip)
    return pygame.Rect(cx - r, cy - r, d, d)


def _burst(surf, c, r, colour):
    """A hit: an eight-pointed burst."""
    pygame.draw.polygon(surf, colour, [(c[0] + (r if k % 2 == 0 else r * 0.45) * math.cos(k * math.pi / 8),
                                       c[1] + (r if k % 2 == 0 else r * 0.45) * math.sin(k * math.pi / 8))
                                      for k in range(16)])


def _shield(surf, c, r, colour):
    """A block: a small shield."""
    x, y = c
    pygame.draw.polygon(surf, colour, [(x - r, y - r), (x + r, y - r), (x + r, y), (x, y + r), (x - r, y)])


def draw_die(surf, rect, value: int, colour=BLUE_DIE, tilt: float = 0.0, marked: bool = False,
             note: str = "", symbol: str = "hit") -> None:
    """A die showing `value` symbols (0: a blank face): bursts for hits (attack), shields for
    blocks (defence); `tilt` turns it while it rolls; `marked` rings it in gold (a die the player
    may reroll); `note` is written under it."""
    rect = pygame.Rect(rect)
    size = rect.width
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(die, colour, die.get_rect(), border_radius=max(3, size // 6))
    pygame.draw.rect(die, shade(colour, 1.5), die.get_rect(), max(1, size // 16), border_radius=max(3, size // 6))
    n = max(0, int(value))
    draw = _shield if symbol == "block" else _burst
    r = max(3, size // (5 if n <= 1 else 7))
    spots = {0: (), 1: ((0, 0),), 2: ((-0.22, -0.22), (0.22, 0.22)), 3: ((-0.25, -0.25), (0, 0), (0.25, 0.25))}
    for dx, dy in spots.get(min(n, 3), ()):
        draw(die, (size // 2 + dx * size, size // 2 + dy * size), r, (250, 246, 230))
    if n == 0:
        pygame.draw.line(die, shade(colour, 1.6), (size // 3, size // 2), (size * 2 // 3, size // 2), max(2, size // 14))
    if tilt:
        die = pygame.transform.rotate(die, tilt)
    surf.blit(die, die.get_rect(center=rect.center))
    if marked:
        pygame.draw.rect(surf, GOLD, rect.inflate(8, 8), 3, border_radius=max(3, size // 5))
    if note:
        text.line(surf, note, max(10, size // 3), INK, pygame.Rect(rect.x - 10, rect.bottom + 4, rect.width + 20,
                                                                  max(12, size // 3) + 4), align="centre")


@lru_cache(maxsize=64)
def card_picture(kind: str, title: str, numbers: str, body: str, size: tuple[int, int], accent=GOLD,
                 footer: str = "") -> pygame.Surface:
    """A card of `size`: its kind's band, title, a line of numbers, its text (fitted), a footer."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 18)
    pygame.draw.rect(surf, PANEL, surf.get_rect(), border_radius=radius)
    pad = max(4, w // 22)
    kind_size = max(text.resources.MIN_SIZE, h // 20)
    title_size = max(text.resources.MIN_SIZE + 1, h // 13)
    kind_h, title_h = text.line_step(kind_size) + 2, text.line_step(title_size) + 2
    floor = text.resources.MIN_SIZE
    two_lines = text.resources.font(floor, True).size(title)[0] > w - 2 * pad and " " in title.strip()
    if two_lines:       # a long name (French runs longer) takes two lines on a small card rather than "…"
        title_size = max(floor, min(title_size, h // 16))
        title_h = 2 * text.line_step(title_size, 1.0) + 2
    band = kind_h + title_h
    pygame.draw.rect(surf, shade(accent, 0.55), pygame.Rect(0, 0, w, band + 4), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pygame.draw.rect(surf, accent, surf.get_rect(), max(2, w // 80), border_radius=radius)
    text.line(surf, kind, kind_size, INK_DIM, pygame.Rect(pad, 2, w - 2 * pad, kind_h))
    if two_lines:
        text.para(surf, title, title_size, INK, pygame.Rect(pad, 2 + kind_h, w - 2 * pad, title_h), bold=True, gap=1.0)
    else:
        text.line(surf, title, title_size, INK, pygame.Rect(pad, 2 + kind_h, w - 2 * pad, title_h), bold=True)
    y = band + pad
    if numbers:                 # one line per "\n"
        size = max(text.resources.MIN_SIZE, h // 14)
        for row in numbers.split("\n"):
            text.line(surf, row, size, GOLD, pygame.Rect(pad, y, w - 2 * pad, text.line_step(size) + 2), bold=True)
            y += text.line_step(size) + 2
        y += pad // 2
    foot_size = max(text.resources.MIN_SIZE, h // 16)
    foot_h = text.line_step(foot_size) + 2 if footer else 0
    if body:
        text.para(surf, body, max(text.resources.MIN_SIZE, h // 15), INK, pygame.Rect(pad, y, w - 2 * pad, h - y - pad - foot_h))
    if footer:
        text.line(surf, footer, foot_size, INK_DIM, pygame.Rect(pad, h - pad - foot_h, w - 2 * pad, foot_h))
    return surf


def draw_card_back(surf, rect, label: str, count: int, accent=PANEL_EDGE) -> None:
    """A face-down deck: its label and how many cards are left."""
    rect = pygame.Rect(rect)
    for k in (2, 1, 0):
        r = rect.move(k * 3, -k * 3)
        pygame.draw.rect(surf, PANEL_DARK, r, border_radius=6)
        pygame.draw.rect(surf, accent, r, 2, border_radius=6)
    text.line(surf, label, max(11, rect.height // 6), INK, rect.inflate(-8, -rect.height // 2), align="centre",
              valign="centre", bold=True)
    text.line(surf, str(count), max(12, rect.height // 4), GOLD,
              pygame.Rect(rect.x, rect.centery + 2, rect.width, rect.height // 2 - 4), align="centre", bold=True)
