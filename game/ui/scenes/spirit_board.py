"""The spirit board view over the table or the new-game screen: one spirit's whole board (see
render.spirit_board). ← / → (or Tab) show the next spirit; B, Esc, Enter, Space or a click
close it; hovering a track slot tells what it gives."""
from __future__ import annotations

import pygame

from ... import words as W
from ..palette import GOLD, INK
from ..render import overlays, spirit_board
from ...shell import text
from ...shell.scene import Scene

CLOSE_KEYS = (pygame.K_b, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_TAB: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}


class SpiritBoardScene(Scene):
    """`spirits`: the spirit ids to page through; `states`: their states in a game (or None at
    setup: nothing covered, no threshold marked); `index`: the one shown first. Over the table
    it is see-through (the table stays drawn around it); over the new-game screen it is opaque
    (that screen's own elements would be drawn over it)."""

    def __init__(self, app, spirits, index: int = 0, states=None, opaque: bool = False):
        super().__init__(app)
        self.spirits = list(spirits)
        self.states = list(states) if states is not None else None
        self.index = index % max(1, len(self.spirits))
        self.opaque = opaque
        self.pos = pygame.mouse.get_pos() if pygame.display.get_init() else (0, 0)
        self.slots: list = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def spirit_id(self) -> str:
        """The spirit shown."""
        return self.spirits[self.index]

    def _u(self) -> float:
        from ..layout import compute
        return compute(self.app.size, float(self.app.settings.get("ui_scale", 1.0) or 1.0)).u

    def close(self) -> None:
        """Back to the screen below."""
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.pop()

    def turn(self, step: int) -> None:
        """Show the next (or previous) spirit."""
        self.index = (self.index + step) % len(self.spirits)

    def handle(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            if ev.key in CLOSE_KEYS:
                self.close()
                return True
            if ev.key in NEXT_KEYS and len(self.spirits) > 1:
                step = NEXT_KEYS[ev.key]
                if ev.key == pygame.K_TAB and getattr(ev, "mod", 0) & pygame.KMOD_SHIFT:
                    step = -1
                self.turn(step)
                return True
            return True            # the table below takes no keys while the board is open
        if ev.type == pygame.MOUSEMOTION:
            self.pos = ev.pos
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 2, 3):
            self.close()
            return True
        if ev.type == pygame.MOUSEWHEEL and len(self.spirits) > 1:
            self.turn(-1 if ev.y > 0 else 1)
            return True
        return False

    def update(self, dt: float) -> bool:
        return False

    def draw(self, screen):
        u = self._u()
        w, h = screen.get_size()
        if self.opaque:
            screen.fill((14, 20, 17))
        else:
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            screen.blit(shade, (0, 0))
        margin = max(6, int(30 * u))
        foot = text.resources.font(max(text.resources.MIN_SIZE, int(15 * u))).get_height() + int(6 * u)
        self.rect = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin - foot)
        s = self.states[self.index] if self.states is not None else None
        self.slots = []
        spirit_board.draw(screen, self.rect, self.spirit_id, u, s, self.slots)
        foot_words = (W._("{n} of {count} · Left / Right: another spirit · B, Esc or a click: close · point at a track "
                          "slot for what it gives").format(n=self.index + 1, count=len(self.spirits))
                      if len(self.spirits) > 1 else
                      W._("B, Esc or a click: close · point at a track slot for what it gives"))
        strip = pygame.Rect(margin, self.rect.bottom + int(2 * u), w - 2 * margin, foot)
        pygame.draw.rect(screen, (14, 20, 17), strip, border_radius=int(6 * u))
        text.line(screen, foot_words,
                  int(15 * u), INK, strip.inflate(-int(8 * u), 0), align="centre", valign="centre")
        for r, (_, track, k) in self.slots:
            if r.collidepoint(self.pos):
                from ...content import catalog
                spec = W.shown(catalog.SPIRITS[self.spirit_id])
                slot = (spec.energy_track if track == "energy" else spec.plays_track)[k]
                revealed = None if s is None else (s.energy_revealed if track == "energy" else s.plays_revealed)
                words = spirit_board.slot_words(track, slot, k, revealed)
                lines = [(words[0], GOLD, True)] + [(wd, (239, 230, 207), False) for wd in words[1:]]
                overlays.tooltip(screen, lines, self.pos, u, pygame.Rect(0, 0, w, h), width=int(380 * u))
                break
        return None
