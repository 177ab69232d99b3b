"""The active spirit's cards: played this turn (left), the hand (middle, fanned when many) and
the discard pile (right). Cards that cannot be played now are dimmed (the table says why)."""
from __future__ import annotations

import pygame

from ...content import catalog
from .. import text
from ..input.hotspots import Target
from ..palette import GOLD, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE
from . import canvas, cards


def _mark(surf, r: pygame.Rect, label: str, colour) -> None:
    """A band across a card's foot saying what is wrong with it ("no target now", "no target")."""
    size = max(text.resources.MIN_SIZE, r.width // 9)
    bh = text.resources.font(size, True).get_height() + 4
    band = pygame.Rect(r.x, r.bottom - bh, r.width, bh)          # at its foot: its name and target stay readable
    pygame.draw.rect(surf, (25, 20, 18), band)
    pygame.draw.rect(surf, colour, band, 2)
    text.line(surf, label, size, colour, band.inflate(-4, 0), True, "centre", "centre")


MARKS = {"futile": ("NO TARGET NOW", (255, 190, 90)), "fizzled": ("NO TARGET: SPENT", (255, 120, 100))}


def _row(surf, ids, zone, x, y, width, h, spots, dimmed=frozenset(), marks=None):
    """Cards side by side, overlapping to fit `width`; `marks`: card -> a MARKS key drawn on it."""
    if not ids:
        return
    cw, _ = cards.card_size(h)
    # side by side when they fit, else fanned: never wider than `width` (the discard pile is beside)
    step = cw + 6 if len(ids) * (cw + 6) <= width else max(1, (width - cw) // max(1, len(ids) - 1))
    for k, cid in enumerate(ids):
        img = cards.power_card(cid, h)
        r = pygame.Rect(x + k * step, y, cw, h)
        if cid in dimmed:
            img = img.copy()
            img.fill((90, 90, 90, 0), special_flags=pygame.BLEND_RGB_SUB)
        surf.blit(img, r)
        if marks and cid in marks:
            _mark(surf, r if k == len(ids) - 1 else pygame.Rect(r.x, r.y, min(step, cw), h), *MARKS[marks[cid]])
        vis = r if k == len(ids) - 1 else pygame.Rect(r.x, r.y, min(step, cw), h)
        spots.append((vis, Target("card", card=cid, name=zone)))


def hand_note(phase: str) -> str:
    """Words after the hand's heading outside the spirit phase, when no card is played from it
    (its cards are not dimmed then, so they stay easy to read; a playtest took them as playable)."""
    return "" if phase in ("spirit", "setup") else " · PLAYED IN THE SPIRIT PHASE"


def draw(state, active: int, rect: pygame.Rect, u: float, dimmed=frozenset(), marks=None):
    """The hand panel picture and its hotspots (screen coordinates); `dimmed`: cards in the
    hand that cannot be played now; `marks`: card -> "futile" (in the hand: no land in range meets
    its target now) or "fizzled" (played: it had no target when used)."""
    s = state.spirits[active]
    surf = canvas.panel(rect.size)
    surf.fill(PANEL)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (rect.width, 0), max(1, int(2 * u)))
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (0, rect.height), max(1, int(2 * u)))
    spots: list = []
    pad = int(10 * u)
    head = int(22 * u)
    h = rect.height - head - 2 * pad
    cw, _ = cards.card_size(h)
    disc_w = int(cw * 0.62)
    played_w = 0 if not s.played else min(len(s.played) * (cw + 6), int(rect.width * 0.34))
    hand_x = pad + played_w + (pad if played_w else 0)
    hand_w = rect.width - hand_x - disc_w - 2 * pad
    for x, width, label in ((pad, played_w, f"PLAYED ({len(s.played)})" if s.played else ""),
                            (hand_x, hand_w, f"HAND ({len(s.hand)})" + hand_note(state.phase)),
                            (rect.width - disc_w - pad, disc_w, f"DISCARD ({len(s.discard)})")):
        if label:
            text.line(surf, label, int(12 * u), GOLD, pygame.Rect(x, pad // 2, width, head), True)
    y = head + pad // 2
    if s.played:
        _row(surf, s.played, "played", pad, y, played_w, h, spots, marks=marks)
    _row(surf, s.hand, "hand", hand_x, y, hand_w, h, spots, dimmed, marks)
    # discard pile: the top card (whole, in its own shape) on a stack; the cards below by name
    r = pygame.Rect(rect.width - disc_w - pad, y, disc_w, int(h * 0.6))
    pygame.draw.rect(surf, PANEL_DARK, r, border_radius=int(6 * u))
    pygame.draw.rect(surf, PANEL_EDGE, r, 1, border_radius=int(6 * u))
    if s.discard:
        th = min(r.height - 8, (r.width - 8) * 7 // 5)
        top = cards.power_card(s.discard[-1], th).copy()
        top.set_alpha(190)
        surf.blit(top, top.get_rect(center=r.center))
        spots.append((r, Target("card", card=s.discard[-1], name="discard")))
    else:
        text.line(surf, "empty", int(12 * u), INK_DIM, r, align="centre", valign="centre")
    step = max(int(14 * u), text.resources.font(text.resources.MIN_SIZE).get_height())
    yy = r.bottom + int(4 * u)
    for cid in reversed(s.discard[:-1]):
        if yy + step > rect.height - int(2 * u):
            break                                  # the rest: hover the pile's cards in the log / zoom
        name = catalog.POWERS[cid].name
        row = pygame.Rect(r.x, yy, disc_w, step)
        text.line(surf, name, int(11 * u), INK_DIM, row)
        spots.append((row, Target("card", card=cid, name="discard")))
        yy += step
    return surf, [(rr.move(rect.topleft), t) for rr, t in spots]
