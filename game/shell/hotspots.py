"""Things on the table the pointer can touch: each drawn frame registers its hotspots
(a rectangle and what it stands for in the game); lands are found by the island geometry."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Target:
    """What is under the pointer. kind: land, piece (land + token, "P0" = presence), card
    (zone: hand / played / choice / discard), growth (spirit, index), track (spirit, name =
    energy|plays), innate (spirit, card), tab (spirit), option (index into the choice list),
    button (name), supply (token), log (card), info (name: fear, blight, deck ...)."""

    kind: str
    land: str = ""
    token: str = ""
    card: str = ""
    index: int = -1
    spirit: int = -1
    name: str = ""

    def key(self) -> tuple:
        """The identity used to match affordances (position-free)."""
        return (self.kind, self.land, self.token, self.card, self.index, self.spirit, self.name)


class Hotspots:
    """This frame's hotspots, in drawing order (later ones are on top)."""

    def __init__(self):
        self.items: list[tuple[pygame.Rect, Target]] = []
        self.geometry = None          # IslandGeometry, for lands
        self.island_rect: pygame.Rect | None = None
        self.blockers: list[pygame.Rect] = []   # overlays that hide the island below them
        self.covers: set[int] = set()           # indices in `items` of hotspots that hide all below them

    def clear(self) -> None:
        """Forget last frame's hotspots."""
        self.items.clear()
        self.blockers.clear()
        self.covers.clear()

    def add(self, rect, target: Target) -> None:
        """Register a hotspot for this frame."""
        self.items.append((pygame.Rect(rect), target))

    def add_cover(self, rect, target: Target) -> None:
        """Register a hotspot that hides everything drawn below it (a card shown large over the
        table): a point inside it answers it alone; what lies below still answers outside it."""
        self.covers.add(len(self.items))
        self.add(rect, target)
        self.blockers.append(pygame.Rect(rect))

    def at(self, pos) -> list[Target]:
        """Everything under a point, topmost first; the land (if any) comes last. A cover (see
        `add_cover`) under the point hides what lies below it."""
        out = []
        for i in range(len(self.items) - 1, -1, -1):
            r, t = self.items[i]
            if r.collidepoint(pos):
                out.append(t)
                if i in self.covers:
                    return out
        if self.geometry is not None and self.island_rect and self.island_rect.collidepoint(pos) \
                and not any(r.collidepoint(pos) for r in self.blockers):
            land = self.geometry.land_at(pos)
            if land:
                out.append(Target("land", land=land))
            elif self.geometry.join_at(pos):       # earth where boards meet: its tooltip says it is no land
                out.append(Target("info", name="join"))
        return out

    def rect_of(self, key: tuple) -> pygame.Rect | None:
        """Where a target with this key was drawn (topmost), for autoplay and tests."""
        for r, t in reversed(self.items):
            if t.key() == key:
                return r
        return None

    def point_of(self, target: Target):
        """A point that hits the target: its rectangle's centre, or a land's label."""
        if target.kind == "land":
            return tuple(round(v) for v in self.geometry.shapes[target.land].label_at)
        r = self.rect_of(target.key())
        return r.center if r else None
