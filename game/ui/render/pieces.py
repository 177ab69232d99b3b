"""Pieces on the island: where each group of identical pieces sits in its land, and drawing
them (stacks with a count badge, damage pips, sacred-site rings under 2+ presence)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import sprites, text
from .geometry import IslandGeometry

ORDER = {"C": 0, "T": 1, "E": 2, "D": 3, "B": 4}


@dataclass(frozen=True)
class PieceSpot:
    """A group of identical pieces in a land: token ("E", "T1", "P0" = presence of spirit 0)."""

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
    groups = sorted(((t, n) for t, n in pieces.items() if n > 0), key=lambda g: (ORDER.get(g[0][0], 9), g[0]))
    groups += [(f"P{i}", n) for i, n in enumerate(presence) if n > 0]
    return groups


def layout_pieces(state, geo: IslandGeometry, hidden: dict | None = None) -> list[PieceSpot]:
    """Where every piece group of the view's state sits (pieces in `hidden` are left out)."""
    hidden = hidden or {}
    size = geo.token_size()
    spots = []
    for land in geo.island.lands:
        pcs = dict(state.lands.get(land, {}))
        pres = [s.presence.get(land, 0) for s in state.spirits]
        for (l, tok), n in hidden.items():
            if l == land:
                if tok.startswith("P"):
                    i = int(tok[1:])
                    pres[i] = max(0, pres[i] - n)
                else:
                    pcs[tok] = max(0, pcs.get(tok, 0) - n)
        slots = geo.shapes[land].slots
        for k, (tok, n) in enumerate(land_groups(pcs, pres)):
            x, y = slots[k % len(slots)]
            if k >= len(slots):
                x, y = x + size * 0.25, y + size * 0.25
            spots.append(PieceSpot(land, tok, n, (x, y), size))
    return spots


def token_surface(tok: str, spirits, size: int) -> pygame.Surface:
    """The picture of a token; presence uses its spirit's colour and shape."""
    if tok.startswith("P"):
        return sprites.presence(spirits[int(tok[1:])].spirit_id, size)
    return sprites.token(tok, size)


def draw_spot(surf: pygame.Surface, spot: PieceSpot, spirits, spirit_colours, alpha: int = 255):
    """A stack of identical pieces with a count badge when there are several."""
    x, y = spot.pos
    size = spot.size
    if spot.token.startswith("P") and spot.count >= 2:
        ring = sprites.sacred_ring(spirit_colours[int(spot.token[1:])], int(size * 1.45))
        surf.blit(ring, (x - ring.get_width() / 2, y - ring.get_height() / 2))
    img = token_surface(spot.token, spirits, size)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    shown = min(spot.count, 3)
    for k in range(shown):
        dx, dy = (k - (shown - 1)) * size * 0.1, (k - (shown - 1)) * -size * 0.12
        surf.blit(img, (x - size / 2 - dx, y - size / 2 + dy))
    if spot.count > 1:
        badge(surf, str(spot.count), (x + size * 0.42, y + size * 0.36), max(9, int(size * 0.42)))


def badge(surf: pygame.Surface, label: str, centre, fsize: int, fill=(25, 25, 25), ink=(255, 255, 255)):
    """A small round number badge."""
    img = text.render(label, fsize, ink, True)
    r = max(img.get_width(), img.get_height()) // 2 + 2
    pygame.draw.circle(surf, fill, (round(centre[0]), round(centre[1])), r)
    pygame.draw.circle(surf, (240, 220, 150), (round(centre[0]), round(centre[1])), r, 1)
    surf.blit(img, (centre[0] - img.get_width() / 2, centre[1] - img.get_height() / 2))
