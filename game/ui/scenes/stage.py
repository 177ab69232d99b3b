"""What the animation layer needs to know about the table's geometry: where lands, the ocean,
the fear pool and the presence tracks are on screen, and how a token looks."""
from __future__ import annotations

import pygame

from ..render import cards
from ..render.pieces import token_surface


class Stage:
    """Screen positions and pictures for the tweens (reads the table, never changes it)."""

    def __init__(self, table):
        self.t = table

    @property
    def u(self) -> float:
        """The layout unit."""
        return self.t.layout.u

    @property
    def token_size(self) -> int:
        """Pixel size of a piece on the island."""
        return self.t.geo.token_size()

    @property
    def island_rect(self) -> pygame.Rect:
        """The island's part of the window."""
        return self.t.layout.island

    def land_centre(self, land: str):
        """Centre of a land on screen."""
        shape = self.t.geo.shapes.get(land)
        return shape.centre if shape else self.island_rect.center

    def piece_point(self, land: str, token: str):
        """Where a piece of this kind stands in a land (its slot)."""
        if land in self.t.geo.island.lands:
            return self.t.geo.slot(land, token)
        return self.land_centre(land)

    def ocean_point(self, land: str):
        """The ocean beside a land's board (explorers sail in from there)."""
        ocean = self.t.geo.shapes.get(land[:1] + "0")
        if ocean is not None:
            return ocean.centre
        return self.t.geo.ocean_point(land)

    def above(self, land: str):
        """A point above a land (things dropped onto it start there)."""
        x, y = self.land_centre(land)
        return (x, y - self.token_size * 2.5)

    def anchor(self, name: str):
        """A named point on the panels (fear pool, a spirit's presence track ...)."""
        return self.t.anchors.get(name, self.island_rect.center)

    def token_image(self, token: str) -> pygame.Surface:
        """The picture of a token at island size."""
        return token_surface(token, self.t.view.state.spirits, self.token_size)

    def glow_land(self, surf, land: str, colour, alpha: int) -> None:
        """Tint a land."""
        self.t.glow_land(surf, land, colour, alpha)

    def card_image(self, kind: str, card: str, height: int, level: int = 1) -> pygame.Surface:
        """A fear or invader card face."""
        if kind == "fear":
            return cards.fear_card(card, height, level)
        return cards.invader_card(card, height, bool(self.t.settings.get("colourblind")))
