"""The bar the spirit panel and the hand fold into when the island is laid out first (see
layout.compute, `folded`): the spirits' tabs as on the panel, the active spirit's energy and
cards in hand, and the button that opens the panel again (I)."""
from __future__ import annotations

import pygame

from ... import words as W
from .. import text
from ..input.hotspots import Target
from ..palette import GOLD, INK, PANEL, PANEL_EDGE
from . import canvas
from .spirit_panel import _tabs

TABS_SHARE = 0.62       # of the bar's width: the spirits' tabs; the rest says what is folded and opens it


def draw(state, active: int, rect: pygame.Rect, u: float, to_act=(), waiting=()):
    """The bar's picture, its hotspots (screen coordinates) and anchor points."""
    surf = canvas.panel(rect.size)
    surf.fill(PANEL)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (rect.width, 0), max(1, int(2 * u)))
    spots: list = []
    anchors: dict = {}
    tabs = pygame.Rect(0, 0, round(rect.width * TABS_SHARE), rect.height)
    _tabs(surf, state, active, tabs, u, spots, to_act, anchors, waiting)
    s = state.spirits[active]
    pad = int(8 * u)
    button = pygame.Rect(0, int(4 * u), 0, rect.height - int(8 * u))
    label = W._("Open the spirit panel and hand (I)")
    size = max(text.resources.MIN_SIZE, int(14 * u))
    button.width = text.resources.font(size, True).size(label)[0] + 2 * int(12 * u)
    button.right = rect.width - pad
    room = pygame.Rect(tabs.right + pad, 0, max(0, button.x - tabs.right - 2 * pad), rect.height)
    said = W.ngettext("Energy {energy} · {n} card in hand", "Energy {energy} · {n} cards in hand",
                      len(s.hand)).format(energy=s.energy, n=len(s.hand))
    text.line(surf, said, size, INK, room, True, "right", "centre")
    pygame.draw.rect(surf, (64, 84, 70), button, border_radius=int(6 * u))
    pygame.draw.rect(surf, GOLD, button, 1, border_radius=int(6 * u))
    text.line(surf, label, size, INK, button, True, "centre", "centre")
    spots.append((button, Target("button", name="panel")))
    return surf, [(r.move(rect.topleft), t) for r, t in spots], {k: (x + rect.x, y + rect.y) for k, (x, y) in anchors.items()}
