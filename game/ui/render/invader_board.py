"""The invader board along the top: turn and phase, the fear pool and earned fear cards, the
terror level and what wins the game at it, the ravage / build / explore spaces with their
cards, the invader deck (stage of its next card) and discard, and the blight card."""
from __future__ import annotations

import pygame

from ... import words as W
from ...content import catalog
from ... import kinds as K
from ...engine.fear import fear_cards_left
from ...words import VICTORY_CONDITIONS as VICTORY_TEXT
from .. import sprites
from ...shell import text
from ...shell.hotspots import Target
from ..palette import ACTION_COLOURS, BAD, FEAR, GOLD, INK, INK_DIM, PANEL_DARK, PANEL_EDGE, shade
from . import cards
from ...shell import canvas

PHASES = (("spirit", "Spirit"), ("fast", "Fast"), ("invader", "Invader"), ("slow", "Slow"), ("time", "Time"))
SECTIONS = {"phase": (0.0, 0.12), "fear": (0.12, 0.30), "terror": (0.30, 0.42), "invaders": (0.42, 0.73),
            "blight": (0.73, 0.92), "buttons": (0.92, 1.0)}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "—"}


def section(rect: pygame.Rect, name: str) -> pygame.Rect:
    """The part of the board given to one section."""
    a, b = SECTIONS[name]
    return pygame.Rect(rect.x + int(rect.width * a), rect.y, int(rect.width * (b - a)), rect.height)


def draw(state, rect: pygame.Rect, u: float, colourblind: bool = False):
    """The board picture, its hotspots and anchors (screen coordinates)."""
    surf = canvas.panel(rect.size)
    surf.fill(PANEL_DARK)
    pygame.draw.line(surf, PANEL_EDGE, (0, rect.height - 1), (rect.width, rect.height - 1), max(1, int(2 * u)))
    spots, anchors = [], {}
    local = pygame.Rect(0, 0, rect.width, rect.height)
    for name in SECTIONS:
        r = section(local, name).inflate(-int(8 * u), -int(10 * u))
        if name != "buttons":
            pygame.draw.rect(surf, (30, 38, 33), r, border_radius=int(8 * u))
        if name == "invaders":
            _invaders(surf, state, r, u, spots, anchors, colourblind)
        else:
            globals()[f"_{name}"](surf, state, r, u, spots, anchors)
    return surf, [(r.move(rect.topleft), t) for r, t in spots], {k: (x + rect.x, y + rect.y) for k, (x, y) in anchors.items()}


def _title(surf, label, r, u, colour=GOLD, width=None):
    h = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    text.line(surf, label, int(12 * u), colour,
              pygame.Rect(r.x + int(8 * u), r.y + int(4 * u), width or r.width - int(14 * u), h), True)
    return r.y + int(4 * u) + h


def _phase(surf, state, r, u, spots, anchors):
    col_w = max(int(46 * u), text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).size(W._("TURN"))[0] + 2)
    y = _title(surf, W._("TURN"), r, u, width=col_w)
    text.line(surf, str(max(1, state.turn)), int(38 * u), INK, pygame.Rect(r.x + int(8 * u), y, col_w, r.bottom - y),
              True, "centre")
    x0 = r.x + int(10 * u) + col_w
    step = (r.height - int(8 * u)) // len(PHASES)
    for k, (ph, label) in enumerate(PHASES):
        on = state.phase == ph
        box = pygame.Rect(x0, r.y + int(4 * u) + k * step, r.right - x0 - int(6 * u), step - int(2 * u))
        if on:
            pygame.draw.rect(surf, (110, 90, 40), box, border_radius=int(4 * u))
        text.line(surf, W._(label), int(13 * u), INK if on else INK_DIM, box.inflate(-int(12 * u), 0), on, valign="centre")
    spots.append((r, Target("info", name="phase")))


def _fear(surf, state, r, u, spots, anchors):
    y = _title(surf, W._("FEAR"), r, u, FEAR)
    total = state.fear_pool + state.fear_generated
    small = text.resources.font(max(text.resources.MIN_SIZE, int(11 * u))).get_height()
    room_w, room_h = r.width // 2 - int(10 * u), r.bottom - small - int(4 * u) - y
    rad = int(9 * u)
    while rad > 2:          # the pool's tokens shrink until their rows sit above the count line
        per_row = max(1, room_w // (2 * rad + int(4 * u)))
        rows = -(-total // per_row)
        if rows * (2 * rad + int(4 * u)) + int(2 * u) <= room_h:
            break
        rad -= 1
    per_row = max(1, room_w // (2 * rad + int(4 * u)))
    for k in range(total):
        cx = r.x + int(12 * u) + rad + (k % per_row) * (2 * rad + int(4 * u))
        cy = y + rad + int(2 * u) + (k // per_row) * (2 * rad + int(4 * u))
        got = k < state.fear_generated
        pygame.draw.circle(surf, FEAR if got else (60, 50, 70), (cx, cy), rad)
        pygame.draw.circle(surf, (220, 200, 250), (cx, cy), rad, 1)
    anchors["fear"] = (r.x + r.width // 4, y + int(20 * u))
    text.line(surf, W._("{n}/{total} to the next card").format(n=state.fear_generated, total=total), int(11 * u), INK_DIM,
              pygame.Rect(r.x + int(8 * u), r.bottom - small - int(2 * u), r.width // 2 - int(8 * u), small))
    cy = r.y + int(6 * u) + small
    x = r.centerx + int(6 * u)
    room = r.right - x - int(14 * u)              # two card backs side by side, inside the section
    ch = min(r.bottom - int(4 * u) - cy, room // 2 * 7 // 5)
    back = cards.card_back("fear", ch, str(len(state.fear_earned)))
    surf.blit(back, (x, cy))
    text.line(surf, W._("earned"), int(11 * u), INK_DIM, pygame.Rect(x, r.y + int(4 * u), back.get_width() + int(8 * u), small))
    x2 = x + back.get_width() + int(10 * u)
    deck = cards.card_back("fear", ch, str(fear_cards_left(state)))
    surf.blit(deck, (x2, cy))
    text.line(surf, W._("deck"), int(11 * u), INK_DIM, pygame.Rect(x2, r.y + int(4 * u), r.right - x2 - int(2 * u), small))
    spots.append((r, Target("info", name="fear")))


def _terror(surf, state, r, u, spots, anchors):
    y = _title(surf, W._("TERROR LEVEL"), r, u, FEAR)
    small = text.resources.font(max(text.resources.MIN_SIZE, int(11 * u))).get_height()
    foot = r.bottom - small - int(2 * u)
    numeral = text.line(surf, ROMAN[min(state.terror, 4)], int(34 * u), INK,
                        pygame.Rect(r.x + int(10 * u), y - int(2 * u), int(40 * u), foot - y), True)
    x = numeral.right + int(10 * u)
    words = W._("Victory: {condition}").format(condition=W._(VICTORY_TEXT[min(state.terror, 4)]))
    text.para(surf, words, int(12 * u), INK, pygame.Rect(x, y + int(2 * u), r.right - x - int(6 * u), foot - y - int(2 * u)))
    # the cards above the next divider: once they are earned, the divider shows and terror rises
    # (a divider still on top is the level rising now, while its banner plays: counted past)
    deck, top = state.fear_deck, 0
    while top < len(deck) and deck[top] in ("TL2", "TL3"):
        top += 1
    nxt = next((k - top for k in range(top, len(deck)) if deck[k] in ("TL2", "TL3")), None)
    if nxt is not None:
        text.line(surf, W.ngettext("next level in {n} fear card", "next level in {n} fear cards", nxt).format(n=nxt), int(11 * u), INK_DIM,
                  pygame.Rect(r.x + int(8 * u), foot, r.width - int(14 * u), small))
    spots.append((r, Target("info", name="terror")))


def _invaders(surf, state, r, u, spots, anchors, colourblind=False):
    names = (("ravage", W._("RAVAGE"), state.ravage), ("build", W._("BUILD"), state.build),
             ("explore", W._("EXPLORE"), state.explore))
    w = r.width // 5
    label_h = text.resources.font(max(text.resources.MIN_SIZE, int(11 * u)), True).get_height()
    # the cards start under their slot's name, however small the window (at 1024x600 the text's
    # floor made the names taller than the room left for them, and the cards hid them)
    top = int(4 * u) + max(int(18 * u), label_h + int(2 * u))
    ch = r.height - top - int(6 * u)
    for k, (key, label, ids) in enumerate(names):
        box = pygame.Rect(r.x + k * w + int(4 * u), r.y + int(4 * u), w - int(8 * u), r.height - int(8 * u))
        col = ACTION_COLOURS[key]
        pygame.draw.rect(surf, shade(col, 0.35), box, border_radius=int(6 * u))
        pygame.draw.rect(surf, col, box, max(1, int(2 * u)), border_radius=int(6 * u))
        text.line(surf, label, int(11 * u), shade(col, 1.5), pygame.Rect(box.x + int(6 * u), box.y + int(2 * u),
                                                                           box.width - int(12 * u), label_h), True)
        cx = box.x + int(6 * u)
        for cid in ids:
            img = cards.invader_card(cid, ch, colourblind)
            surf.blit(img, (cx, r.y + top))
            spots.append((pygame.Rect(cx, r.y + top, img.get_width(), ch), Target("info", card=cid, name=key)))
            cx += img.get_width() // 2 + int(4 * u)
        if not ids:
            text.para(surf, W._("empty") if key != "explore" else W._("revealed in the invader phase"), int(11 * u), shade(col, 1.2),
                      pygame.Rect(box.x + int(6 * u), box.y + label_h + int(4 * u), box.width - int(12 * u),
                                  box.bottom - box.y - label_h - int(6 * u)), gap=0.95)
        anchors[f"invader:{key}"] = box.center
    x = r.x + 3 * w + int(4 * u)
    nxt = catalog.INVADER_CARDS[state.invader_deck[0]].stage if state.invader_deck else 0
    deck = cards.card_back("invader", ch, cards.ROMAN.get(nxt, "—"))
    text.line(surf, W._("DECK {n}").format(n=len(state.invader_deck)), int(11 * u), INK, pygame.Rect(x, r.y + int(4 * u), w - int(4 * u), label_h), True)
    surf.blit(deck, (x, r.y + top))
    spots.append((pygame.Rect(x, r.y, w, r.height), Target("info", name="deck")))
    x += w
    text.line(surf, W._("DISCARD {n}").format(n=len(state.invader_discard)), int(11 * u), INK_DIM,
              pygame.Rect(x, r.y + int(4 * u), r.right - x - int(4 * u), label_h), True)
    spots.append((pygame.Rect(x, r.y, r.right - x, r.height), Target("info", name="discard")))
    if state.invader_discard:
        img = cards.invader_card(state.invader_discard[-1], ch, colourblind).copy()
        img.set_alpha(140)
        surf.blit(img, (x, r.y + top))


def _blight(surf, state, r, u, spots, anchors):
    flipped = bool(getattr(state, "blight_flipped", state.blighted))
    status = W._("ISLAND BLIGHTED") if state.blighted else (W._("still healthy") if flipped else W._("healthy island"))
    y = _title(surf, W._("BLIGHT · {status}").format(status=status), r, u, BAD if state.blighted else GOLD)
    card = W.shown(catalog.BLIGHT[state.blight_card])
    icon = sprites.token(K.BLIGHT, int(30 * u))
    surf.blit(icon, (r.x + int(8 * u), y + int(2 * u)))
    x = r.x + int(140 * u)
    width = r.right - x - int(6 * u)
    text.line(surf, W._("{n} left").format(n=state.blight_on_card), int(22 * u), INK, pygame.Rect(r.x + int(42 * u), y, x - r.x - int(46 * u),
                                                                            int(30 * u)), True)
    on_island = sum(p.get(K.BLIGHT, 0) for p in state.lands.values())
    small = text.resources.font(max(text.resources.MIN_SIZE, int(11 * u))).get_height()
    text.line(surf, W._("{n} on the island").format(n=on_island), int(11 * u), INK_DIM,
              pygame.Rect(r.x + int(8 * u), r.bottom - small - int(2 * u), x - r.x - int(10 * u), small))
    nh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    text.line(surf, card.name, int(12 * u), INK, pygame.Rect(x, y, width, nh), True)
    words = card.text if flipped else W._("Flips when the last blight leaves this card.")
    text.para(surf, words, int(11 * u), INK if flipped else INK_DIM, pygame.Rect(x, y + nh, width, r.bottom - y - nh - int(2 * u)),
              gap=0.9)
    anchors["blight"] = (r.x + int(24 * u), y + int(16 * u))
    spots.append((r, Target("info", name="blight")))


def _buttons(surf, state, r, u, spots, anchors):
    buttons = (("menu", W._("Menu")), ("help", W._("Help F1")), ("log", W._("Log L")), ("hint", W._("Hint H")))
    h = (r.height - int(4 * u) * len(buttons)) // len(buttons)
    for k, (name, label) in enumerate(buttons):
        b = pygame.Rect(r.x, r.y + int(2 * u) + k * (h + int(4 * u)), r.width, h)
        pygame.draw.rect(surf, (46, 58, 50), b, border_radius=int(6 * u))
        pygame.draw.rect(surf, PANEL_EDGE, b, 1, border_radius=int(6 * u))
        text.line(surf, label, int(14 * u), INK, b.inflate(-6, -2), True, "centre", "centre")
        spots.append((b, Target("button", name=name)))
