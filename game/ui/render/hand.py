"""The active spirit's cards: played this turn (left), the hand (middle, fanned when many) and
the discard pile (right). Cards that cannot be played now are dimmed (the table says why)."""
from __future__ import annotations

import pygame

from ... import words as W
from ...content import catalog
from ...shell import text
from ...shell.hotspots import Target
from ..palette import GOLD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, SPEED_COLOURS
from . import cards
from ...shell import canvas


def _mark(surf, r: pygame.Rect, label: str, colour) -> None:
    """A band across a card's foot saying what is wrong with it ("no target now", "no target")."""
    size = max(text.resources.MIN_SIZE, r.width // 9)
    bh = text.resources.font(size, True).get_height() + 4
    band = pygame.Rect(r.x, r.bottom - bh, r.width, bh)          # at its foot: its name and target stay readable
    pygame.draw.rect(surf, (25, 20, 18), band)
    pygame.draw.rect(surf, colour, band, 2)
    if text.resources.font(size, True).size(label)[0] > band.width - 4:
        label = SHORT_MARKS.get(label, label)                   # a small tile: the mark's short form
    text.line(surf, label, size, colour, band.inflate(-4, 0), True, "centre", "centre")


MARKS = {"futile": ("NO TARGET NOW", (255, 190, 90)), "fizzled": ("NO TARGET: SPENT", (255, 120, 100))}
SHORT_MARKS = {"NO TARGET NOW": "NO TARGET", "NO TARGET: SPENT": "SPENT"}


def _row(surf, ids, zone, x, y, width, h, spots, dimmed=frozenset(), marks=None, u: float = 1.0, gone=frozenset()):
    """Cards side by side when whole cards fit in `width`, else as tiles in a grid (the name,
    cost and speed of each stay readable; a playtest read "Un…" on a fanned hand); `marks`:
    card -> a MARKS key drawn on it; `gone`: cards no longer there, whose places stay empty."""
    if not ids:
        return
    cw, _ = cards.card_size(h)
    gap = max(2, int(6 * u))
    if len(ids) * (cw + gap) - gap <= width:
        rects = [pygame.Rect(x + k * (cw + gap), y, cw, h) for k in range(len(ids))]
        pictures = [cards.power_card(cid, h) for cid in ids]
    else:
        size, rows = tile_grid(ids, width, h, u)
        cols = -(-len(ids) // rows)
        tw, th = (width - (cols - 1) * gap) // cols, (h - (rows - 1) * gap) // rows
        rects = [pygame.Rect(x + (k % cols) * (tw + gap), y + (k // cols) * (th + gap), tw, th) for k in range(len(ids))]
        pictures = [cards.card_tile(cid, tw, th, size) for cid in ids]
    for cid, r, img in zip(ids, rects, pictures):
        if cid in gone:         # played under a still pointer: its place stays, empty
            pygame.draw.rect(surf, PANEL_EDGE, r, 1, border_radius=max(2, int(6 * u)))
            continue
        if cid in dimmed:
            img = img.copy()
            img.fill((90, 90, 90, 0), special_flags=pygame.BLEND_RGB_SUB)
        surf.blit(img, r)
        if marks and cid in marks:
            _mark(surf, r, *MARKS[marks[cid]])
        spots.append((r, Target("card", card=cid, name=zone)))


def tile_grid(ids, width: int, h: int, u: float) -> tuple[int, int]:
    """The font size and number of rows of a hand drawn as tiles: the fewest rows (the largest
    tiles) at which every card's whole name fits, at the largest size that allows it."""
    gap = max(2, int(6 * u))
    floor = text.resources.MIN_SIZE
    for size in range(max(floor, int(14 * u)), floor - 1, -1):
        for rows in (1, 2, 3, 4):
            cols = -(-len(ids) // rows)
            tw, th = (width - (cols - 1) * gap) // cols, (h - (rows - 1) * gap) // rows
            if tw > 0 and all(cards.tile_fits(c, tw, size) and cards.tile_height(c, tw, size) <= th for c in ids):
                return size, rows
    return floor, 2


def hand_note(phase: str) -> str:
    """Words after the hand's heading outside the spirit phase, when no card is played from it
    (its cards are not dimmed then, so they stay easy to read; a playtest took them as playable)."""
    return "" if phase in ("spirit", "setup") else " " + W._("· PLAYED IN THE SPIRIT PHASE")


def draw(state, active: int, rect: pygame.Rect, u: float, dimmed=frozenset(), marks=None, fold: bool = False,
         held: tuple | None = None):
    """The hand panel picture and its hotspots (screen coordinates); `dimmed`: cards in the
    hand that cannot be played now; `marks`: card -> "futile" (in the hand: no land in range meets
    its target now) or "fizzled" (played: it had no target when used). `fold`: the discard's
    heading has the button that folds the panel and the hand away for the island (I). `held`:
    (played, hand) as they were laid out before a card was played under a still pointer: the
    cards keep those places, the played one's left empty, while the pointer stays there."""
    s = state.spirits[active]
    played, in_hand = (list(held[0]), list(held[1])) if held else (s.played, s.hand)
    surf = canvas.panel(rect.size)
    surf.fill(PANEL)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (rect.width, 0), max(1, int(2 * u)))
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (0, rect.height), max(1, int(2 * u)))
    spots: list = []
    pad = int(10 * u)
    head = int(22 * u)
    h = rect.height - head - 2 * pad
    cw, _ = cards.card_size(h)
    disc_w = max(int(cw * 0.62), rect.width // 5)
    whole = len(played) * (cw + 6) <= int(rect.width * 0.34)     # the played cards' faces fit
    played_w = 0 if not played else len(played) * (cw + 6) if whole else disc_w
    hand_x = pad + played_w + (pad if played_w else 0)
    hand_w = rect.width - hand_x - disc_w - 2 * pad
    disc_head = pygame.Rect(rect.width - disc_w - pad, pad // 2, disc_w, head)
    hand_head_w = hand_w
    if fold:            # its button at the right of the discard's heading, the heading before it
        size = max(text.resources.MIN_SIZE, int(12 * u))
        words = W._("Island view (I)")
        b = pygame.Rect(0, pad // 2, text.resources.font(size, True).size(words)[0] + int(14 * u), head - int(2 * u))
        b.right = rect.width - pad
        disc_words = W._("DISCARD ({n})").format(n=len(s.discard))
        if text.resources.font(int(12 * u), True).size(disc_words)[0] + int(4 * u) > b.x - disc_head.x:
            b.right = disc_head.x - pad      # a narrow discard (1280x720): the button ends the hand's heading
            hand_head_w = max(0, b.x - hand_x - int(4 * u))
        else:
            disc_head.width = max(0, b.x - disc_head.x - int(4 * u))
        pygame.draw.rect(surf, (64, 84, 70), b, border_radius=int(5 * u))
        pygame.draw.rect(surf, GOLD, b, 1, border_radius=int(5 * u))
        text.line(surf, words, size, INK, b, True, "centre", "centre")
        spots.append((b, Target("button", name="panel")))
    for x, width, label in ((pad, played_w, W._("PLAYED ({n})").format(n=len(played)) if played else ""),
                            (hand_x, hand_head_w, W._("HAND ({n})").format(n=len(s.hand)) + hand_note(state.phase)),
                            (disc_head.x, disc_head.width, W._("DISCARD ({n})").format(n=len(s.discard)))):
        if label:
            text.line(surf, label, int(12 * u), GOLD, pygame.Rect(x, pad // 2, width, head), True)
    y = head + pad // 2
    if played and whole:
        _row(surf, played, "played", pad, y, played_w, h, spots, marks=marks, u=u)
    elif played:            # too many to show whole beside the hand: listed by name, the first on top
        _listed(surf, list(played), pygame.Rect(pad, y, played_w, rect.height - y - int(4 * u)), u, spots, "played",
                marks)
    _row(surf, in_hand, "hand", hand_x, y, hand_w, h, spots, dimmed, marks, u, frozenset(in_hand) - set(s.hand))
    _listed(surf, list(reversed(s.discard)), pygame.Rect(rect.width - disc_w - pad, y, disc_w, rect.height - y - int(4 * u)),
            u, spots, "discard")
    return surf, [(rr.move(rect.topleft), t) for rr, t in spots]


def _listed(surf, ids, r: pygame.Rect, u: float, spots, zone: str, marks=None) -> None:
    """Cards as a list (the discard pile, the newest card first; played cards when many): each
    row its cost, its speed's colour and its whole name (a thumbnail of the discard's top card
    was unreadable at 1280x720); rows that do not fit are counted at the foot. A marked card's
    row is framed in its mark's colour."""
    pygame.draw.rect(surf, PANEL_DARK, r, border_radius=int(6 * u))
    pygame.draw.rect(surf, PANEL_EDGE, r, 1, border_radius=int(6 * u))
    if not ids:
        text.line(surf, W._("empty"), int(12 * u), INK_DIM, r, align="centre", valign="centre")
        return
    fs = max(text.resources.MIN_SIZE, int(13 * u))
    f = text.resources.font(fs, True)
    step = text.line_step(fs, 0.9)
    inner = r.inflate(-int(8 * u), -int(8 * u))
    cost_w = f.size("00")[0]
    bar = max(2, int(4 * u))
    yy = inner.y
    left = ids
    for k, cid in enumerate(left):
        p = W.shown(catalog.POWERS[cid])
        name_x = bar + cost_w + int(6 * u)
        name_w = inner.width - bar - cost_w - int(8 * u)
        below = any(f.size(word)[0] > name_w for word in p.name.split())   # a narrow list: the name under its cost
        if below:
            name_x, name_w = bar + int(3 * u), inner.width - bar - int(5 * u)
        lines = text.wrap(p.name, fs, name_w, True)
        row_h = (len(lines) - 1 + below) * step + f.get_height() + int(4 * u)
        more = len(left) - k - 1
        foot = f.get_height() if more else 0
        if yy + row_h + foot > inner.bottom:
            text.line(surf, W._("+{n} more").format(n=len(left) - k), fs, INK_DIM,
                      pygame.Rect(inner.x, yy, inner.width, inner.bottom - yy))
            break
        row = pygame.Rect(inner.x, yy, inner.width, row_h)
        pygame.draw.rect(surf, SPEED_COLOURS[p.speed], (row.x, row.y + 1, bar, row.height - 2))
        text.line(surf, str(p.cost), fs, GOLD, pygame.Rect(row.x + bar + int(3 * u), row.y, cost_w, f.get_height()), True,
                  "centre")
        top = row.y + (step if below else 0)
        text.para(surf, p.name, fs, INK, pygame.Rect(row.x + name_x, top, name_w, row.bottom - top),
                  bold=True, gap=0.9)
        if marks and cid in marks:
            pygame.draw.rect(surf, MARKS[marks[cid]][1], row.inflate(2, 2), 1)
        spots.append((row, Target("card", card=cid, name=zone)))
        yy += row_h + int(2 * u)
