"""The Load screen: saved games listed by name, turn and phase (a damaged one says why and
cannot be picked); without a listing from the persistence room, a file dialog instead."""
from __future__ import annotations

import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList
from pygame_gui.windows import UIFileDialog, UIMessageWindow

from ...content import catalog
from .. import bridge
from .keys import KeyNav
from .menus import MenuScene


def describe(entry) -> str:
    """One line for a save: name, turn and phase, spirits, when (or its problem)."""
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(getattr(entry, "modified", 0)))
    if getattr(entry, "problem", ""):
        return f"{entry.name}: cannot be loaded ({entry.problem})"
    names = ", ".join(catalog.SPIRITS[s].name if s in catalog.SPIRITS else s for s in entry.spirits)
    return f"{entry.name} · turn {entry.turn} {entry.phase} · {names} · {when}"


class LoadScreen(MenuScene):
    """Pick a saved game to load."""

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        self.entries = bridge.list_saves()
        x0, y = self.app.size[0] // 2 - s(560), s(70)
        self.panel_rect = pygame.Rect(x0 - s(30), s(50), s(1180), s(780))
        self.elements = [UILabel(pygame.Rect(x0, y, s(1120), s(60)), "Load a game", m, object_id="#heading")]
        self.dialog = None
        if self.entries is None:
            start = bridge.saves_dir()
            self.dialog = UIFileDialog(pygame.Rect(x0, y + s(70), s(900), s(600)), m, "Load a saved game",
                                       initial_file_path=str(start) if start else None, allow_picking_directories=False)
            self.lines = []
        else:
            self.lines = [describe(e) for e in self.entries] or ["(no saved games yet)"]
        self.list = UISelectionList(pygame.Rect(x0, y + s(70), s(1120), s(560)), self.lines, m)
        self.load = UIButton(pygame.Rect(x0 + s(800), y + s(650), s(320), s(60)), "Load", m, object_id="#menu_button")
        self.back = UIButton(pygame.Rect(x0, y + s(650), s(200), s(60)), "Back", m)
        self.keys = KeyNav(self, [self.load, self.back], back=self.app.open_main_menu)

    def leave(self) -> None:
        for e in self.elements + [self.list, self.load, self.back]:
            e.kill()
        if self.dialog is not None:
            self.dialog.kill()

    def _selected_path(self):
        sel = self.list.get_single_selection()
        if sel is None or not self.entries or sel not in self.lines:
            return None
        entry = self.entries[self.lines.index(sel)]
        return None if getattr(entry, "problem", "") else entry.path

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Enter loads the save picked; Esc goes back
            return True
        if ev.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.open(ev.text)
            return True
        if ev.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.open(self._selected_path())
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            if ev.ui_element is self.back:
                self.app.open_main_menu()
            elif ev.ui_element is self.load:
                self.open(self._selected_path())
            return True
        return False

    def open(self, path) -> None:
        """Load the save at `path` onto the table, or say why not."""
        if not path:
            self._message("Choose a save that can be loaded.")
            return
        try:
            game = bridge.load_game(path)
        except bridge.LoadFailed as e:
            self._message(f"Could not load the game:<br>{e}")
            return
        self.app.open_table(game)

    def _message(self, text: str) -> None:
        UIMessageWindow(pygame.Rect(self.s(300), self.s(200), self.s(520), self.s(260)), text, self.app.manager,
                        window_title="Load")
