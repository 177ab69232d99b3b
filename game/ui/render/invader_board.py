"""The invader board along the top: turn and phase, the fear pool and earned fear cards, the
terror level and what wins the game at it, the ravage / build / explore spaces with their
cards, the invader deck (stage of its next card) and discard, and the blight card."""
from __future__ import annotations

import pygame

from ...content import catalog
from ...engine.fear import fear_cards_left
from ...engine.turn import VICTORY_TEXT
from .. import sprites, text
from ..input.hotspots import Target
from ..palette import ACTION_COLOURS, BAD, FEAR, GOLD, INK, INK_DIM, PANEL_DARK, PANEL_EDGE, shade
from . import cards

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
    surf = pygame.Surface(rect.size)
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


def _title(surf, label, r, u, colour=GOLD):
    img = text.render(label, int(12 * u), colour, True)
    surf.blit(img, (r.x + int(8 * u), r.y + int(4 * u)))
    return r.y + int(4 * u) + img.get_height()


def _phase(surf, state, r, u, spots, anchors):
    y = _title(surf, "TURN", r, u)
    img = text.render(str(max(1, state.turn)), int(38 * u), INK, True)
    surf.blit(img, (r.x + int(8 * u) + (int(40 * u) - img.get_width()) // 2, y))
    x0 = r.x + int(56 * u)
    step = (r.height - int(8 * u)) // len(PHASES)
    for k, (ph, label) in enumerate(PHASES):
        on = state.phase == ph
        box = pygame.Rect(x0, r.y + int(4 * u) + k * step, r.right - x0 - int(6 * u), step - int(2 * u))
        if on:
            pygame.draw.rect(surf, (110, 90, 40), box, border_radius=int(4 * u))
        img = text.render(label, min(int(13 * u), max(8, box.height - 2)), INK if on else INK_DIM, on)
        surf.blit(img, (box.x + int(6 * u), box.centery - img.get_height() // 2))
    spots.append((r, Target("info", name="phase")))


def _fear(surf, state, r, u, spots, anchors):
    y = _title(surf, "FEAR", r, u, FEAR)
    total = state.fear_pool + state.fear_generated
    rad = int(9 * u)
    per_row = max(1, (r.width // 2 - int(10 * u)) // (2 * rad + int(4 * u)))
    for k in range(total):
        cx = r.x + int(12 * u) + rad + (k % per_row) * (2 * rad + int(4 * u))
        cy = y + rad + int(4 * u) + (k // per_row) * (2 * rad + int(4 * u))
        got = k < state.fear_generated
        pygame.draw.circle(surf, FEAR if got else (60, 50, 70), (cx, cy), rad)
        pygame.draw.circle(surf, (220, 200, 250), (cx, cy), rad, 1)
    anchors["fear"] = (r.x + r.width // 4, y + int(20 * u))
    left = text.render(f"{state.fear_generated}/{total} to the next card", int(11 * u), INK_DIM)
    surf.blit(left, (r.x + int(8 * u), r.bottom - left.get_height() - int(4 * u)))
    ch = r.height - int(30 * u)
    x = r.centerx + int(6 * u)
    back = cards.card_back("fear", ch, str(len(state.fear_earned)))
    surf.blit(back, (x, r.y + int(22 * u)))
    surf.blit(text.render("earned", int(11 * u), INK_DIM), (x, r.y + int(6 * u)))
    x2 = x + back.get_width() + int(10 * u)
    deck = cards.card_back("fear", ch, str(fear_cards_left(state)))
    surf.blit(deck, (x2, r.y + int(22 * u)))
    surf.blit(text.render("deck", int(11 * u), INK_DIM), (x2, r.y + int(6 * u)))
    spots.append((r, Target("info", name="fear")))


def _terror(surf, state, r, u, spots, anchors):
    y = _title(surf, "TERROR LEVEL", r, u, FEAR)
    img = text.render(ROMAN[min(state.terror, 4)], int(34 * u), INK, True)
    surf.blit(img, (r.x + int(10 * u), y - int(2 * u)))
    x = r.x + int(20 * u) + img.get_width()
    words = "Victory: " + VICTORY_TEXT[min(state.terror, 4)]
    text.blit_lines(surf, text.wrap(words, int(12 * u), r.right - x - int(6 * u)), (x, y + int(2 * u)), int(12 * u), INK)
    nxt = next((k for k, c in enumerate(state.fear_deck) if c in ("TL2", "TL3")), None)
    if nxt is not None:
        note = text.render(f"next level in {nxt + 1} fear card{'s' if nxt else ''}", int(11 * u), INK_DIM)
        surf.blit(note, (r.x + int(8 * u), r.bottom - note.get_height() - int(4 * u)))
    spots.append((r, Target("info", name="terror")))


def _invaders(surf, state, r, u, spots, anchors, colourblind=False):
    names = (("ravage", "RAVAGE", state.ravage), ("build", "BUILD", state.build), ("explore", "EXPLORE", state.explore))
    w = r.width // 5
    ch = r.height - int(28 * u)
    for k, (key, label, ids) in enumerate(names):
        box = pygame.Rect(r.x + k * w + int(4 * u), r.y + int(4 * u), w - int(8 * u), r.height - int(8 * u))
        col = ACTION_COLOURS[key]
        pygame.draw.rect(surf, shade(col, 0.35), box, border_radius=int(6 * u))
        pygame.draw.rect(surf, col, box, max(1, int(2 * u)), border_radius=int(6 * u))
        surf.blit(text.render(label, int(11 * u), shade(col, 1.5), True), (box.x + int(6 * u), box.y + int(2 * u)))
        cx = box.x + int(6 * u)
        for cid in ids:
            img = cards.invader_card(cid, ch, colourblind)
            surf.blit(img, (cx, box.y + int(18 * u)))
            spots.append((pygame.Rect(cx, box.y + int(18 * u), img.get_width(), ch), Target("info", card=cid, name=key)))
            cx += img.get_width() // 2 + int(4 * u)
        if not ids:
            hint = text.wrap("empty" if key != "explore" else "revealed in the invader phase",
                             int(11 * u), box.width - int(12 * u))
            text.blit_lines(surf, hint[:3], (box.x + int(6 * u), box.y + int(24 * u)), int(11 * u), shade(col, 1.2), gap=0.95)
        anchors[f"invader:{key}"] = box.center
    x = r.x + 3 * w + int(4 * u)
    nxt = catalog.INVADER_CARDS[state.invader_deck[0]].stage if state.invader_deck else 0
    deck = cards.card_back("invader", ch, cards.ROMAN.get(nxt, "—"))
    surf.blit(text.render(f"DECK {len(state.invader_deck)}", int(11 * u), INK, True), (x, r.y + int(6 * u)))
    surf.blit(deck, (x, r.y + int(22 * u)))
    spots.append((pygame.Rect(x, r.y, w, r.height), Target("info", name="deck")))
    x += w
    surf.blit(text.render(f"DISCARD {len(state.invader_discard)}", int(11 * u), INK_DIM, True), (x, r.y + int(6 * u)))
    if state.invader_discard:
        img = cards.invader_card(state.invader_discard[-1], ch, colourblind).copy()
        img.set_alpha(140)
        surf.blit(img, (x, r.y + int(22 * u)))


def _blight(surf, state, r, u, spots, anchors):
    flipped = bool(getattr(state, "blight_flipped", state.blighted))
    status = "ISLAND BLIGHTED" if state.blighted else ("still healthy" if flipped else "healthy island")
    y = _title(surf, f"BLIGHT · {status}", r, u, BAD if state.blighted else GOLD)
    card = catalog.BLIGHT[state.blight_card]
    icon = sprites.token("B", int(30 * u))
    surf.blit(icon, (r.x + int(8 * u), y + int(2 * u)))
    img = text.render(f"{state.blight_on_card} left", int(22 * u), INK, True)
    surf.blit(img, (r.x + int(42 * u), y))
    on_island = sum(p.get("B", 0) for p in state.lands.values())
    surf.blit(text.render(f"{on_island} on the island", int(11 * u), INK_DIM), (r.x + int(8 * u), r.bottom - int(18 * u)))
    x = r.x + int(140 * u)
    width = r.right - x - int(6 * u)
    name = text.render(card.name, text.fit(card.name, int(12 * u), width, True), INK, True)
    surf.blit(name, (x, y))
    words = card.text if flipped else "Flips when the last blight leaves this card."
    text.blit_lines(surf, text.wrap(words, int(11 * u), width)[:4], (x, y + name.get_height()), int(11 * u),
                    INK if flipped else INK_DIM, gap=0.9)
    anchors["blight"] = (r.x + int(24 * u), y + int(16 * u))
    spots.append((r, Target("info", name="blight")))


def _buttons(surf, state, r, u, spots, anchors):
    h = (r.height - int(12 * u)) // 3
    for k, (name, label) in enumerate((("menu", "Menu"), ("help", "Help F1"), ("log", "Log L"))):
        b = pygame.Rect(r.x, r.y + int(2 * u) + k * (h + int(4 * u)), r.width, h)
        pygame.draw.rect(surf, (46, 58, 50), b, border_radius=int(6 * u))
        pygame.draw.rect(surf, PANEL_EDGE, b, 1, border_radius=int(6 * u))
        img = text.render(label, text.fit(label, int(14 * u), b.width - 6, True), INK, True)
        surf.blit(img, (b.centerx - img.get_width() // 2, b.centery - img.get_height() // 2))
        spots.append((b, Target("button", name=name)))
