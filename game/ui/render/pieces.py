"""Pieces on the island: where each group of identical pieces sits in its land, and drawing
them (one picture with a count badge, damage pips, a sacred-site ring under 2+ presence)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import sprites
from ...shell import text
from ..piece_kinds import (draw_order, incarna_of, incarna_token, incarnas_in, is_incarna, is_presence, presence_token,
                           spirit_of)
from .geometry import IslandGeometry
from .slots import BADGE_AT, BADGE_R, REACH



@dataclass(frozen=True)
class PieceSpot:
    """A group of identical pieces in a land, by token (see piece_kinds: a kind's letter with its
    damage, or the presence of a spirit)."""

    land: str
    token: str
    count: int
    pos: tuple[float, float]
    size: int

    def rect(self) -> pygame.Rect:
        """The piece group's rectangle on screen (its hotspot)."""
        r = pygame.Rect(0, 0, self.size, self.size)
        r.center = (round(self.pos[0]), round(self.pos[1]))
        return r


def land_groups(pieces: dict[str, int], presence: list[int]) -> list[tuple[str, int]]:
    """The groups to draw in one land, invaders first, then Dahan, Blight, presence."""
    groups = sorted(((t, n) for t, n in pieces.items() if n > 0), key=lambda g: (draw_order(g[0]), g[0]))
    groups += [(presence_token(i), n) for i, n in enumerate(presence) if n > 0]
    return groups


def layout_pieces(state, geo: IslandGeometry, hidden: dict | None = None) -> list[PieceSpot]:
    """Where every piece group of the view's state sits (pieces in `hidden` are left out).
    Each kind of piece has its own slot in each land, whatever else is there."""
    hidden = hidden or {}
    spots = []
    for land in geo.island.lands:
        pcs = state.lands.get(land, {})
        pres = [s.presence.get(land, 0) for s in state.spirits]
        gone = [(tok, n) for (l, tok), n in hidden.items() if l == land]
        if gone:
            pcs = dict(pcs)
            for tok, n in gone:
                if is_presence(tok):
                    i = spirit_of(tok)
                    pres[i] = max(0, pres[i] - n)
                else:
                    pcs[tok] = max(0, pcs.get(tok, 0) - n)
        spots += _land_spots(geo, land, tuple(pcs.items()), tuple(pres), incarnas_in(state, land))
    return spots


def layout_land(state, geo: IslandGeometry, land: str) -> tuple:
    """Where one land's piece groups of the state sit (as `layout_pieces`, for that land)."""
    pcs = state.lands.get(land, {})
    pres = tuple(s.presence.get(land, 0) for s in state.spirits)
    return _land_spots(geo, land, tuple(pcs.items()), pres, incarnas_in(state, land))


@lru_cache(maxsize=256)      # a few hundred moves' worth; an old zoom's geometry soon falls out
def _land_spots(geo: IslandGeometry, land: str, pieces: tuple, presence: tuple, incarnas: tuple = ()) -> tuple:
    """One land's piece groups and where they sit (worked out once per land and what is on it:
    a piece that moves changes two lands, not the island). An Incarna stands in its spirit's
    presence place, beside the presence there if there is some."""
    size = geo.token_size()
    out = [PieceSpot(land, tok, n, geo.slot(land, tok), size) for tok, n in land_groups(dict(pieces), list(presence))]
    for i, empowered in incarnas:
        x, y = geo.slot(land, presence_token(i))
        if i < len(presence) and presence[i]:       # to its left: the presence's count badge stays seen
            x -= size * INCARNA_ASIDE
        out.append(PieceSpot(land, incarna_token(i, empowered), 1, (x, y), round(size * INCARNA_SIZE)))
    return tuple(out)


INCARNA_ASIDE = 0.75    # of a piece's side: an Incarna beside its spirit's presence in the same land
INCARNA_SIZE = 1.3      # a spirit in person stands larger than its presence


def token_surface(tok: str, spirits, size: int) -> pygame.Surface:
    """The picture of a token; presence uses its spirit's colour and shape."""
    if is_presence(tok):
        return sprites.presence(spirits[spirit_of(tok)].spirit_id, size)
    if is_incarna(tok):
        i, empowered = incarna_of(tok)
        return sprites.incarna(spirits[i].spirit_id, size, empowered)
    return sprites.token(tok, size)


def badge_font(size: int) -> int:
    """Point size of the count on a piece's badge: its digits as tall as the badge lets them be
    (at 1280×720 a "2" in a badge of 8 pixels, in a smaller size inside a ring, read as a "no
    entry" sign)."""
    d = round(2 * BADGE_R * size)
    return max(7, round(d * (1.1 if d < RINGED_FROM else 0.9)))


RINGED_FROM = 12     # badges this many pixels across or more have a light ring; smaller ones give it to the digit


def badge_rect(spot: PieceSpot, label: str | None = None) -> pygame.Rect:
    """Where the count badge of a piece group goes: over the piece's lower right corner, inside
    the piece's slot (so it touches its own piece and nothing else)."""
    label = label if label is not None else str(spot.count)
    size = spot.size
    d = max(1, round(2 * BADGE_R * size))
    w = max(d, round(d * (0.45 + 0.4 * len(label)))) if len(label) > 1 else d
    x, y = spot.pos
    right = round(x + REACH * size)
    r = pygame.Rect(0, 0, w, d)
    r.center = (round(x + BADGE_AT * size), round(y + BADGE_AT * size))
    if r.right > right:
        r.right = right
    r.bottom = min(r.bottom, round(y + REACH * size))
    return r


def draw_spot(surf: pygame.Surface, spot: PieceSpot, spirits, spirit_colours, alpha: int = 255):
    """A group of identical pieces: one picture with a count badge when there are several; a
    spirit's 2+ presence stands in a ring (a sacred site)."""
    rect = spot.rect()
    size = spot.size
    img = token_surface(spot.token, spirits, size)
    if is_presence(spot.token) and spot.count >= 2:
        ring = sprites.sacred_ring(spirit_colours[spirit_of(spot.token)], size)
        surf.blit(ring, rect.topleft)
        img = token_surface(spot.token, spirits, max(4, round(size * 0.74)))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surf.blit(img, img.get_rect(center=rect.center))
    if spot.count > 1:
        label = str(spot.count)
        badge(surf, label, badge_rect(spot, label), badge_font(size))


def badge(surf: pygame.Surface, label: str, rect: pygame.Rect, fsize: int, fill=(20, 20, 20), ink=(255, 255, 255)):
    """A small round (or pill-shaped) number badge filling `rect`."""
    img = text.render(label, fsize, ink, True)
    pygame.draw.rect(surf, fill, rect, border_radius=rect.height // 2)
    if rect.height >= RINGED_FROM:
        pygame.draw.rect(surf, (250, 236, 180), rect, 1, border_radius=rect.height // 2)
    ink_box = img.get_bounding_rect()       # the digits' own ink centred, not the font's line box
    at = (rect.centerx - ink_box.centerx, rect.centery - ink_box.centery)
    if rect.height < RINGED_FROM:           # digits larger than the disc: outlined, to read on any land
        dark = text.render(label, fsize, fill, True)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surf.blit(dark, (at[0] + dx, at[1] + dy))
    surf.blit(img, at)
