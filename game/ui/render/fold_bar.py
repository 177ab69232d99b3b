"""The bar the spirit panel and the hand fold into when the island is laid out first (see
layout.compute, `folded`): the spirits' tabs as on the panel, the active spirit's played cards
(each a chip that uses its power, as the card does on the open panel), its energy and cards in
hand, and the button that opens the panel again (I)."""
from __future__ import annotations

import pygame

from ... import words as W
from ...content import catalog
from .. import text
from ..input.hotspots import Target
from ..palette import GOLD, INK, PANEL, PANEL_EDGE, SPEED_COLOURS
from . import canvas
from .spirit_panel import _tabs

TABS_SHARE = 0.45       # of the bar's width: the spirits' tabs; the rest, the played cards, what is folded, and its button


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
    said_w = text.resources.font(size, True).size(said)[0] + pad
    used = _played(surf, s.played, room, u, spots)      # the played cards first: they are what a player uses
    if room.right - used >= said_w:
        text.line(surf, said, size, INK, pygame.Rect(used, room.y, room.right - used, room.height), True,
                  "right", "centre")
    pygame.draw.rect(surf, (64, 84, 70), button, border_radius=int(6 * u))
    pygame.draw.rect(surf, GOLD, button, 1, border_radius=int(6 * u))
    text.line(surf, label, size, INK, button, True, "centre", "centre")
    spots.append((button, Target("button", name="panel")))
    return surf, [(r.move(rect.topleft), t) for r, t in spots], {k: (x + rect.x, y + rect.y) for k, (x, y) in anchors.items()}


def _played(surf, played, room: pygame.Rect, u: float, spots) -> int:
    """The active spirit's played cards as chips (name on its speed's colour), left to right while
    they fit: a click uses the card's power, as a click on the card does on the open panel. Returns
    where the chips end."""
    size = max(text.resources.MIN_SIZE, int(13 * u))
    font = text.resources.font(size, True)
    x, gap = room.x, int(6 * u)
    for cid in played:
        if cid not in catalog.POWERS:
            continue
        card = catalog.POWERS[cid]
        shown = W.shown(card)
        name = shown.name
        chip = pygame.Rect(x, int(6 * u), font.size(name)[0] + 2 * int(8 * u), room.height - int(12 * u))
        if chip.right > room.right:
            break
        pygame.draw.rect(surf, PANEL_EDGE, chip, border_radius=int(5 * u))
        pygame.draw.rect(surf, SPEED_COLOURS.get(shown.speed, GOLD), chip, max(1, int(2 * u)), border_radius=int(5 * u))
        text.line(surf, name, size, INK, chip, True, "centre", "centre")
        spots.append((chip, Target("card", card=cid, name="played")))
        x = chip.right + gap
    return x
