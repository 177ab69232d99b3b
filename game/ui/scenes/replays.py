"""Replays (main menu): the finished games, newest first; Watch opens one read-only (scenes.replay).

The list comes from `bridge.finished_games`: the games of the history of finished games
(persist.history) whose moves were kept when they ended (persist.replays), then any finished game
among the saves."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList

from ...guide.words import REPLAY, say
from .. import bridge
from ...shell.keys import KeyNav
from .load import describe
from .menu_scene import MenuScene


class ReplaysScreen(MenuScene):
    """Pick a finished game to watch again."""

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        self.entries = bridge.finished_games()
        x0, y = self.app.size[0] // 2 - s(560), s(70)
        self.panel_rect = pygame.Rect(x0 - s(30), s(50), s(1180), s(780))
        self.heading = UILabel(pygame.Rect(x0, y, s(1120), s(60)), say(REPLAY, "list_title"), m, object_id="#heading")
        lines = [describe(e) for e in self.entries] or [say(REPLAY, "no_finished")]
        self.list = UISelectionList(pygame.Rect(x0, y + s(70), s(1120), s(520)), lines, m, object_id="#saves")
        self.status = UILabel(pygame.Rect(x0, y + s(596), s(1120), s(40)), "", m)
        self.watch = UIButton(pygame.Rect(x0 + s(800), y + s(650), s(320), s(60)), say(REPLAY, "open"), m,
                              object_id="#menu_button")
        self.back = UIButton(pygame.Rect(x0, y + s(650), s(200), s(60)), say(REPLAY, "back"), m)
        self.watch.disable()
        self.lines = lines
        self.keys = KeyNav(self, [self.watch, self.back], back=self.app.open_main_menu)

    def leave(self) -> None:
        for e in (self.heading, self.list, self.status, self.watch, self.back):
            e.kill()

    def _picked(self) -> int | None:
        got = self.list.get_single_selection()
        if got is None or not self.entries or got not in self.lines:
            return None
        return self.lines.index(got)

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):
            return True
        if ev.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and ev.ui_element is self.list:
            if self._picked() is not None:
                self.watch.enable()
                self.keys.focus(self.watch)
            return True
        if ev.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and ev.ui_element is self.list:
            self._watch()
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            if ev.ui_element is self.back:
                self.app.open_main_menu()
            elif ev.ui_element is self.watch:
                self._watch()
            return True
        return False

    def _watch(self) -> None:
        k = self._picked()
        if k is None:
            return
        from .replay import open_replay
        why = open_replay(self.app, self.entries[k].path, self.lines[k])
        if why:
            self.status.set_text(why[:160])
