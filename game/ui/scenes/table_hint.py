"""The hint on the table (H, or the Hint button): the greedy bot's move for the pending decision
glows where it is made (the land, the card, the choice in the list, the piece's land) with the
reason beside it. Showing it plays nothing and spends no undo; the next move takes it away."""
from __future__ import annotations

import time

import pygame

from ...guide.words import HINT, say
from ..palette import GOLD, INK
from ..render import overlays

HINT_GLOW = (120, 235, 255)


def compute(table):
    """The hint for the game on the table (the bots' module, asked only when a player asks)."""
    from ...bots.hint import hint
    t0 = time.perf_counter()
    h = hint(table.game)
    table.hint_seconds = time.perf_counter() - t0
    return h


def targets(table, h) -> list:
    """The hotspots of the frame on screen that the hint points at: the option whose command it
    is, the card it plays or picks, the piece or growth it names."""
    out = []
    if table.frame is None or h.command is None:
        return out
    for r, t in table.hotspots.items:
        if t.kind == "option" and t.index < len(table.offer.options) and table.offer.options[t.index][1] == [h.command]:
            out.append(r)
        elif t.kind in ("card", "growth", "innate") and (
                (h.focus.get("card") and t.card == h.focus["card"] and t.name in ("hand", "choice", ""))
                or (t.kind == "growth" and h.command.option.kind == "growth" and t.index == h.command.option.index)):
            out.append(r)
    return out


def draw(table, screen, hs) -> list:
    """Draw the hint over the table; returns the rectangles drawn."""
    h = table.hint
    if h is None:
        return []
    L, u = table.layout, table.layout.u
    out = []
    anchor = None
    for land in (h.focus.get("from"), h.focus.get("land")):
        shape = table.geo.shapes.get(land) if land else None
        if shape is None:
            continue
        width = max(3, int(table.geo.size * 0.1))
        clip = screen.get_clip()
        screen.set_clip(L.island)
        for poly in shape.polygons:
            pygame.draw.lines(screen, (20, 20, 20), True, poly, width + 2)
            pygame.draw.lines(screen, HINT_GLOW, True, poly, width)
        screen.set_clip(clip)
        x0, y0, x1, y1 = shape.bbox
        out.append(pygame.Rect(int(x0) - width, int(y0) - width, int(x1 - x0) + 2 * width + 2,
                               int(y1 - y0) + 2 * width + 2).clip(L.island))
        anchor = (int(x1), int(y0))
    for r in targets(table, h):
        width = max(2, int(3 * u))
        overlays.glow_rect(screen, r, HINT_GLOW, width)
        out.append(r.inflate(4 * width + 2, 4 * width + 2))
        anchor = anchor or r.topright
    if anchor is None:
        anchor = (L.island.x + int(20 * u), L.island.y + int(20 * u))
    lines = [(say(HINT, "shown", move=h.move) if h.command is not None else say(HINT, "button"), GOLD, True),
             (h.reason, INK, False)]
    out.append(overlays.tooltip(screen, lines, anchor, u, L.island, width=int(380 * u)))
    return out
