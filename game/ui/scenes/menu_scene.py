"""The ground every menu stands on: the dimmed island behind it and the scene that draws its
panel, warms the table's modules while the player reads, and ticks slowly when idle.

Below the main menu, the load screen and the settings screen, which all build on it (the main
menu opens the other two, so they cannot import it back without a circle).
"""
from __future__ import annotations

import importlib
import sys
import time
from functools import lru_cache

import pygame

from ...shell.scene import Scene

BACKDROP_BOARDS = tuple("ABCD")      # the island painted behind the menus


@lru_cache(maxsize=4)
def backdrop(size: tuple, colourblind: bool) -> pygame.Surface:
    """The island of four boards, dimmed, behind the menus. Painting it takes longer than the
    rest of a start, so it is painted once per size and kept in the cache folder; the island's
    drawing code is imported only to paint it."""
    from ...persist import pictures
    from ..picture_sources import picture_sources
    name = pictures.key("menu-backdrop", tuple(size), bool(colourblind), sources=picture_sources())
    raw = pictures.load(name, size[0] * size[1] * 4)
    if raw is not None:     # kept as 32-bit pixels, the window's own layout: no conversion (~10 ms)
        surf = pygame.image.frombuffer(raw, size, "BGRA")
        return surf.convert() if pygame.display.get_surface() is not None else surf.copy()
    from ...content.layouts import build_island
    from ..render.geometry import IslandGeometry
    from ..render.island import IslandLayer
    surf = pygame.Surface(size)
    geo = IslandGeometry(build_island(BACKDROP_BOARDS), (0, 0, size[0], size[1]), margin=0.2)
    surf.blit(IslandLayer(geo, colourblind).surface, (0, 0))
    dim = pygame.Surface(size, pygame.SRCALPHA)
    dim.fill((8, 12, 10, 150))
    surf.blit(dim, (0, 0))
    pictures.store(name, pygame.image.tobytes(surf, "BGRA"))
    return surf


class MenuScene(Scene):
    """A full-screen menu over the backdrop; subclasses build their pygame-gui elements."""

    def s(self, v: float) -> int:
        """A length at 1920x1080 in this window's pixels."""
        return int(v * max(0.7, self.app.gui_scale))

    panel_rect = None

    def draw(self, screen) -> None:
        screen.blit(backdrop(self.app.size, bool(self.app.settings.get("colourblind"))), (0, 0))
        self.draw_panel(screen)

    def draw_panel(self, screen) -> None:
        """The menu's framed panel (every menu and dialog screen has the same)."""
        if self.panel_rect is not None:
            box = pygame.Surface(self.panel_rect.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (14, 20, 17, 225), box.get_rect(), border_radius=self.s(16))
            pygame.draw.rect(box, (138, 122, 74, 255), box.get_rect(), 2, border_radius=self.s(16))
            screen.blit(box, self.panel_rect)

    # The modules a table needs, read in while a menu waits for the player (one a tick, from
    # half a second after the menu shows, so the first frame is not delayed), and its pictures
    # ("module:function" calls it): Continue and New game then do not wait for them.
    WARM_UP = ("game.engine.save", "game.content.catalog", "game.ui.gamelog", "game.ui.scenes.table",
               "game.shell.resources:preload_images")
    WARM_AFTER = 0.5

    def update(self, dt) -> bool:
        """Input redraws at once; otherwise a slow tick (4 a second) keeps pygame-gui's text
        cursor blinking while letting the loop sleep, so an idle menu does not spin the CPU."""
        self._warm(dt)
        self._idle = getattr(self, "_idle", 0.0) + dt
        if self._idle >= 0.25:
            self._idle = 0.0
            return True
        return False

    def _warm(self, dt: float) -> None:
        left = getattr(self, "_warm_left", None)
        if left is None:
            left = self._warm_left = [m for m in self.WARM_UP if ":" in m or m not in sys.modules]
            self._warm_from = time.monotonic() + self.WARM_AFTER
        if left and time.monotonic() >= self._warm_from:
            try:
                module, _, call = left.pop(0).partition(":")
                done = importlib.import_module(module)
                if call:
                    getattr(done, call)()
            except Exception:   # noqa: BLE001 - only a head start: opening the table will say what is wrong
                left.clear()

    def resize(self, size) -> None:
        self.leave()
        self.enter()
