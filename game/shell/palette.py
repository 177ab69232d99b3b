"""The shell's colours: the table's background, panels, ink, highlights and the good / bad
signs, shared by both games' tables and the menus."""
from __future__ import annotations

BG = (20, 26, 23)
PANEL = (34, 42, 37)
PANEL_DARK = (25, 31, 28)
PANEL_EDGE = (110, 98, 62)
INK = (239, 230, 207)
INK_DIM = (165, 160, 140)
GOLD = (231, 198, 95)
GLOW = (255, 226, 110)
HOVER = (255, 255, 255)
BAD = (232, 84, 70)
GOOD = (120, 210, 120)
FEAR = (170, 120, 220)


def shade(c, f: float):
    """A colour darkened (f < 1) or lightened (f > 1)."""
    if f <= 1:
        return tuple(max(0, int(v * f)) for v in c[:3])
    return tuple(min(255, int(v + (255 - v) * (f - 1))) for v in c[:3])
