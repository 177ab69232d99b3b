"""Terrain patterns (seamless tiles) and terrain icons: the second and third way, after colour,
to tell Mountain, Wetland, Jungle and Sand apart (and the Ocean around them)."""
from __future__ import annotations

import math

from .common import Canvas


def _wrap(tile: int, x: float, y: float):
    """Copies of a point shifted by the tile size, so shapes crossing an edge wrap around."""
    for dx in (-tile, 0, tile):
        for dy in (-tile, 0, tile):
            yield x + dx, y + dy


def pattern_tile(terrain: str, ink, size: int = 48):
    """A seamless RGBA tile of the terrain's pattern in `ink` on transparent."""
    c = Canvas(size, size)
    s = size / 48.0
    a = tuple(ink[:3]) + (150,)
    if terrain == "mountain":     # rows of little peaks, offset every other row
        for row, y in enumerate((14, 38)):
            for x in (8, 32):
                x += 12 * (row % 2)
                for px, py in _wrap(size, x * s, y * s):
                    c.line([(px - 7 * s, py + 5 * s), (px, py - 6 * s), (px + 7 * s, py + 5 * s)], a, 2.0 * s)
                    c.line([(px - 2 * s, py - 2 * s), (px + 1 * s, py + 1 * s)], a, 1.2 * s)
    elif terrain == "wetland":    # ripples and reed tufts
        for y in (10, 34):
            pts = [(x * s, (y + 3 * math.sin(x / 48 * 4 * math.pi)) * s) for x in range(0, 49, 3)]
            c.line(pts, a, 1.6 * s)
        for x, y in ((12, 26), (36, 2), (36, 50)):
            for px, py in _wrap(size, x * s, y * s):
                for dx, h in ((-3, 8), (0, 11), (3, 8)):
                    c.line([(px + dx * s * 0.4, py), (px + dx * s, py - h * s)], a, 1.3 * s)
    elif terrain == "jungle":     # scattered leaves
        for x, y, ang in ((10, 10, 30), (34, 16, -40), (22, 34, 70), (44, 40, 10), (4, 40, -70)):
            for px, py in _wrap(size, x * s, y * s):
                _leaf(c, px, py, 7 * s, ang, a)
    elif terrain == "sand":       # stipple and dune curves
        for x, y in ((6, 6), (20, 12), (36, 4), (44, 22), (12, 28), (28, 40), (40, 44), (4, 44), (24, 24)):
            for px, py in _wrap(size, x * s, y * s):
                c.circle(px, py, 1.2 * s, fill=a)
        for x0, y0 in ((4, 18), (28, 32)):
            for px, py in _wrap(size, x0 * s, y0 * s):
                c.arc((px, py, px + 18 * s, py + 10 * s), 200, 340, a, 1.5 * s)
    else:                         # ocean: wave arcs
        for row, y in enumerate((12, 36)):
            for x in (0, 24):
                x += 12 * (row % 2)
                for px, py in _wrap(size, x * s, y * s):
                    c.arc((px - 8 * s, py - 4 * s, px + 8 * s, py + 6 * s), 200, 340, a, 1.6 * s)
    return c.image()


def _leaf(c: Canvas, x, y, r, ang, fill):
    rad = math.radians(ang)
    ux, uy = math.cos(rad), math.sin(rad)
    vx, vy = -uy, ux
    pts = []
    for k in range(13):
        t = -1 + 2 * k / 12
        w = (1 - t * t) * 0.45
        pts.append((x + ux * r * t + vx * r * w, y + uy * r * t + vy * r * w))
    for k in range(12, -1, -1):
        t = -1 + 2 * k / 12
        w = (1 - t * t) * 0.45
        pts.append((x + ux * r * t - vx * r * w, y + uy * r * t - vy * r * w))
    c.polygon(pts, fill=fill)


def terrain_icon(terrain: str, size: int = 48):
    """A badge naming the terrain by picture: peaks, reeds, palm, dunes under a sun."""
    c = Canvas(size, size)
    s = size / 48.0
    dark, light = (25, 25, 25, 255), (250, 246, 232, 255)
    c.circle(24 * s, 24 * s, 22 * s, fill=(20, 20, 20, 150), outline=(250, 246, 232, 200), width=1.5 * s)
    if terrain == "mountain":
        c.polygon([(6 * s, 36 * s), (19 * s, 12 * s), (32 * s, 36 * s)], fill=light, outline=dark, width=1.5 * s)
        c.polygon([(20 * s, 36 * s), (31 * s, 18 * s), (42 * s, 36 * s)], fill=(205, 200, 190, 255), outline=dark, width=1.5 * s)
        c.polygon([(15 * s, 19.5 * s), (19 * s, 12 * s), (23 * s, 19.5 * s)], fill=(120, 120, 130, 255))
    elif terrain == "wetland":
        for y in (32, 38):
            c.line([(8 * s + k * 4 * s, (y + (1.5 if k % 2 else -1.5)) * s) for k in range(9)], light, 1.8 * s)
        for x, h in ((17, 22), (24, 26), (31, 20)):
            c.line([(x * s, 31 * s), (x * s, (31 - h) * s)], light, 1.6 * s)
            c.ellipse(((x - 2) * s, (31 - h) * s, (x + 2) * s, (39 - h) * s), fill=(150, 100, 60, 255), outline=light, width=1.0 * s)
    elif terrain == "jungle":
        c.line([(24 * s, 40 * s), (23 * s, 28 * s), (25 * s, 18 * s)], (170, 120, 80, 255), 3 * s)
        for ang in (-160, -120, -60, -20, 200):
            rad = math.radians(ang)
            _leaf(c, 25 * s + math.cos(rad) * 9 * s, 17 * s + math.sin(rad) * 7 * s, 10 * s, ang, (140, 220, 120, 255))
    elif terrain == "sand":
        c.circle(32 * s, 16 * s, 6 * s, fill=(255, 220, 90, 255))
        c.polygon([(4 * s, 38 * s), (18 * s, 26 * s), (30 * s, 38 * s)], fill=(240, 205, 130, 255), outline=dark, width=1.2 * s)
        c.polygon([(18 * s, 38 * s), (32 * s, 28 * s), (44 * s, 38 * s)], fill=(220, 180, 100, 255), outline=dark, width=1.2 * s)
    else:
        for y in (18, 26, 34):
            c.arc((8 * s, (y - 4) * s, 24 * s, (y + 4) * s), 180, 360, light, 1.8 * s)
            c.arc((24 * s, (y - 4) * s, 40 * s, (y + 4) * s), 180, 360, light, 1.8 * s)
    return c.image()
