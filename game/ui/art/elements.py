"""The eight elements as round symbols: Sun, Moon, Fire, Air, Water, Earth, Plant, Animal."""
from __future__ import annotations

import math

from ..palette import ELEMENT_COLOURS
from .common import Canvas, regular, star_points


def element_icon(element: str, size: int = 32, dim: bool = False):
    """A round coloured symbol for an element (greyed when `dim`)."""
    c = Canvas(size, size)
    s = size / 32.0
    col = ELEMENT_COLOURS.get(element, (200, 200, 200))
    if dim:
        g = sum(col) // 3
        col = (g // 2 + 30,) * 3
    ink = (25, 20, 15, 255)
    c.circle(16 * s, 16 * s, 15 * s, fill=tuple(col) + (255,), outline=(20, 20, 20, 255), width=1.2 * s)
    if element == "sun":
        c.polygon(star_points(16 * s, 16 * s, 11 * s, 7 * s, 8), fill=(255, 240, 150, 255), outline=ink, width=1 * s)
        c.circle(16 * s, 16 * s, 5 * s, fill=(255, 170, 30, 255))
    elif element == "moon":
        c.circle(16 * s, 16 * s, 10 * s, fill=(245, 245, 255, 255))
        c.circle(20 * s, 13 * s, 9 * s, fill=tuple(col) + (255,))
    elif element == "fire":
        pts = [(16 * s, 4 * s), (22 * s, 13 * s), (24 * s, 20 * s), (20 * s, 27 * s), (12 * s, 27 * s), (8 * s, 20 * s),
               (11 * s, 12 * s), (14 * s, 16 * s)]
        c.polygon(pts, fill=(255, 210, 80, 255), outline=ink, width=1 * s)
    elif element == "air":
        for y, r in ((11, 7), (17, 9), (23, 6)):
            c.arc(((16 - r) * s, (y - 4) * s, (16 + r) * s, (y + 4) * s), 180, 20, (40, 60, 90, 255), 1.8 * s)
    elif element == "water":
        pts = [(16 * s + 8 * s * math.cos(math.radians(a)), 18 * s + 8 * s * math.sin(math.radians(a))) for a in range(-20, 201, 10)]
        pts.append((16 * s, 4 * s))
        c.polygon(pts, fill=(190, 230, 255, 255), outline=ink, width=1 * s)
    elif element == "earth":
        c.polygon(regular(16 * s, 16 * s, 10 * s, 6, rot=0), fill=(200, 170, 120, 255), outline=ink, width=1.2 * s)
        c.line([(9 * s, 16 * s), (23 * s, 16 * s)], ink, 1 * s)
    elif element == "plant":
        c.polygon([(16 * s, 5 * s), (24 * s, 14 * s), (16 * s, 27 * s), (8 * s, 14 * s)], fill=(190, 240, 150, 255), outline=ink, width=1 * s)
        c.line([(16 * s, 8 * s), (16 * s, 27 * s)], ink, 1 * s)
    elif element == "animal":
        c.ellipse((10 * s, 15 * s, 22 * s, 26 * s), fill=(255, 220, 200, 255))
        for x, y in ((8, 11), (13, 7), (19, 7), (24, 11)):
            c.circle(x * s, y * s, 2.6 * s, fill=(255, 220, 200, 255))
    return c.image()


def speed_icon(speed: str, size: int = 32):
    """Fast = red bird-like chevrons, Slow = blue turtle shell."""
    c = Canvas(size, size)
    s = size / 32.0
    if speed == "fast":
        c.circle(16 * s, 16 * s, 15 * s, fill=(226, 92, 60, 255), outline=(20, 20, 20, 255), width=1.2 * s)
        for dx in (-4, 4):
            c.line([((10 + dx) * s, 9 * s), ((17 + dx) * s, 16 * s), ((10 + dx) * s, 23 * s)], (255, 240, 220, 255), 2.6 * s)
    else:
        c.circle(16 * s, 16 * s, 15 * s, fill=(80, 140, 220, 255), outline=(20, 20, 20, 255), width=1.2 * s)
        c.ellipse((7 * s, 10 * s, 25 * s, 24 * s), fill=(210, 230, 255, 255), outline=(20, 40, 80, 255), width=1.4 * s)
        c.polygon(regular(16 * s, 17 * s, 4 * s, 6, rot=0), outline=(20, 40, 80, 255), width=1.2 * s)
    return c.image()
