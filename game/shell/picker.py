"""The game picker: one button per registered game (game.shell.games) on a game's main menu, the
game shown there highlighted; pressing another opens that game's menu."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from . import games


class GamePicker:
    """The row of game buttons, centred at `y` (pixels) with buttons `size` (w, h) apart by `gap`."""

    def __init__(self, app, current: str, y: int, size: tuple[int, int], gap: int):
        self.app, self.current = app, current
        entries = games.games()
        w, h = size
        left = app.size[0] // 2 - (len(entries) * w + (len(entries) - 1) * gap) // 2
        self.buttons: dict[str, UIButton] = {}
        for k, e in enumerate(entries):
            picked = e.key == current          # the game this menu belongs to: gold
            self.buttons[e.key] = UIButton(pygame.Rect(left + k * (w + gap), y, w, h), app.say(e.title), app.manager,
                                           object_id="#picked_game" if picked else "#menu_button")

    def handle(self, ev) -> bool:
        """A press on a game's button: that game's menu (True when the event was the picker's)."""
        if ev.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        key = next((k for k, b in self.buttons.items() if b is ev.ui_element), None)
        if key is None:
            return False
        if key != self.current:
            games.open_menu(self.app, key)
        return True

    def kill(self) -> None:
        for b in self.buttons.values():
            b.kill()
