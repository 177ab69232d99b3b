"""The island a new game will be played on, from the setup screen: the chosen boards in the
standard layout, or a registered layout's own picture (game.ui.choices.island_picture)."""
from __future__ import annotations

from ... import words

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIWindow

from .dialogs import Overlay
from ...shell.keys import KeyNav


class IslandPreview(Overlay):
    """A window with the island's picture; Close, Esc or the x go back to the setup."""

    def __init__(self, app, layout_id: str, layout_name: str, boards, spirits: int = 0):
        super().__init__(app)
        self.layout_id, self.layout_name, self.boards = layout_id, layout_name, tuple(boards)
        self.spirits = spirits or len(self.boards)

    def enter(self) -> None:
        from .. import choices
        W, H = self.app.size
        r = pygame.Rect(0, 0, int(W * 0.72), int(H * 0.8))
        r.center = (W // 2, H // 2)
        title = (words.ngettext("The island: {name} (board {boards})", "The island: {name} (boards {boards})",
                                len(self.boards)) if self.boards else words._("The island: {name}"))
        self.win = UIWindow(r, self.app.manager,
                            window_display_title=title.format(name=self.layout_name, boards=", ".join(self.boards)))
        inner = self.win.get_container().get_size()
        k = max(0.7, self.app.gui_scale)
        bh = int(48 * k)
        room = (inner[0] - 20, inner[1] - bh - 30)
        pic = choices.island_picture(self.layout_id, self.boards, room, bool(self.app.settings.get("colourblind")),
                                     spirits=self.spirits)
        if pic is not None:
            self.picture = UIImage(pygame.Rect((10, 10), room), pic, self.app.manager, container=self.win)
        else:
            self.picture = UILabel(pygame.Rect((10, 10), room), words._("This layout has no picture yet."), self.app.manager,
                                   container=self.win)
        self.close = UIButton(pygame.Rect(inner[0] - int(200 * k) - 10, inner[1] - bh - 10, int(200 * k), bh),
                              words._("Close"), self.app.manager, container=self.win, object_id="#menu_button")
        self.keys = KeyNav(self, [self.close], default=self.close, back=self.app.pop)

    def leave(self) -> None:
        self.win.kill()

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED and ev.ui_element is self.close:
            self.app.pop()
            return True
        return False
