"""Dialogs over the table (pygame-gui): a yes/no confirmation, the pause menu, and the end of
the game with its result, cause and score."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox, UIWindow
from pygame_gui.windows import UIConfirmationDialog

from ... import words
from ..score import cause_words, score
from ...shell.scene import Scene
from ...shell.boxes import roomy
from ...shell.keys import KeyNav


class Overlay(Scene):
    """A dialog scene drawn over the screen below it, which stays visible (dimmed)."""

    opaque = False

    def draw(self, screen) -> None:
        dim = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        screen.blit(dim, (0, 0))

    def update(self, dt) -> bool:
        """A window closed by its own x button takes its overlay with it."""
        win = getattr(self, "win", None)
        if win is not None and not win.alive():
            self.app.pop()
            return True
        return False

    def _centre(self, w: int, h: int) -> pygame.Rect:
        s = self.app.gui_scale
        r = pygame.Rect(0, 0, int(w * max(0.7, s)), int(h * max(0.7, s)))
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return r


class Confirm(Overlay):
    """Are you sure? Yes runs `on_yes`."""

    def __init__(self, app, message: str, on_yes):
        super().__init__(app)
        self.message, self.on_yes = message, on_yes

    def enter(self) -> None:
        r = self._centre(460, 220)
        r.size = (max(r.width, 300), max(r.height, 220))     # pygame-gui's smallest confirmation box
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        self.dialog = UIConfirmationDialog(r, self.message, self.app.manager,
                                           window_title=words._("Please confirm"),
                                           action_short_name=words._("Yes"))
        roomy(self.dialog, self.app.gui_scale, self.message)
        self.dialog.confirm_button.select()       # what Enter does (keys.answer_box)

    def leave(self) -> None:
        self.dialog.kill()

    def handle(self, ev) -> bool:
        """Yes (or Enter, see keys.answer_box) runs `on_yes`; No, Esc or the x closes."""
        if ev.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and ev.ui_element is self.dialog:
            self._yes()
            return True
        return False

    def _yes(self) -> None:
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.pop()
            self.on_yes()

    def update(self, dt) -> bool:
        if not self.dialog.alive():
            for ev in pygame.event.get(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED):
                if ev.ui_element is self.dialog:
                    self._yes()
                    return True
            if self.app.scenes and self.app.scenes[-1] is self:
                self.app.pop()
            return True
        return False


class PauseMenu(Overlay):
    """Esc over the table: resume, settings, main menu, quit."""

    ITEMS = (("resume", words.N_("Resume")), ("save", words.N_("Save game")), ("settings", words.N_("Settings")),
             ("menu", words.N_("Main menu")), ("quit", words.N_("Quit")))

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def enter(self) -> None:
        r = self._centre(320, 400)
        saved = getattr(getattr(self.table, "saves", None), "problem", "")
        title = words._("Paused · game saved") if not saved else words._("Paused · NOT saved")
        self.win = UIWindow(r, self.app.manager, window_display_title=title)
        bh = r.height // 7
        self.buttons = {}
        for k, (key, label) in enumerate(self.ITEMS):
            self.buttons[key] = UIButton(pygame.Rect(16, 10 + k * (bh + 8), r.width - 60, bh), words._(label),
                                         self.app.manager, container=self.win, object_id="#menu_button")
        self.keys = KeyNav(self, list(self.buttons.values()), back=self.app.pop)

    def leave(self) -> None:
        self.win.kill()

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Esc resumes; Enter picks the highlighted item
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is ev.ui_element), None)
            if key == "resume":
                self.app.pop()
            elif key == "save":
                import time
                from .. import bridge
                st = self.table.game.state
                stands = f"Finished {st.result}" if st.result else f"Turn {st.turn} {st.phase}"
                name = f"{stands} {time.strftime('%Y-%m-%d %H-%M-%S')}"
                problem = bridge.save_game(self.table.game, name)
                self.app.pop()
                self.table.say(words._("Saved as \"{name}\".").format(name=name) if not problem
                               else words._("Not saved: {problem}").format(problem=problem), error=bool(problem))
            elif key == "settings":
                from .settings import SettingsScreen
                self.app.pop()
                self.app.push(SettingsScreen(self.app, back_to_table=True))
            elif key == "menu":
                self.app.open_main_menu()
            elif key == "quit":
                self.app.quit()
            return True
        return False


class EndScreen(Overlay):
    """The game is over: result, cause, the score sheet line by line; a new game, the history,
    the menu, or a last look. Says so when the game could not join the history."""

    def __init__(self, app, table, history_problem: str = ""):
        super().__init__(app)
        self.table = table
        self.history_problem = history_problem

    def enter(self) -> None:
        st = self.table.game.state
        sc = score(st)
        won = st.result == "victory"
        W, H = self.app.size
        k = max(0.7, self.app.gui_scale)
        # never smaller than its rows need (pygame-gui refuses a row longer than its layout)
        r = pygame.Rect(0, 0, max(560, min(int(W * 0.7), int(820 * k))), max(420, min(int(H * 0.9), int(640 * k))))
        r.center = (W // 2, H // 2)
        self.win = UIWindow(r, self.app.manager, window_display_title=words._("The game is over"))
        w = r.width - 40
        UILabel(pygame.Rect(10, 6, w, int(70 * k)), words._("Victory!") if won else words._("Defeat"),
                self.app.manager, container=self.win, object_id="#end_result")
        rows = "".join(words._("{line}: <b>{points}</b>").format(line=what, points=f"{points:+d}") + "<br>"
                       for what, points in sc["lines"])
        kept = ("" if not self.history_problem
                else "<br><i>" + words._("This game is not in the history: {problem}.").format(
                    problem=self.history_problem) + "</i>")
        said = {"cause": cause_words(st), "turn": st.turn, "total": sc["total"], "difficulty": sc["difficulty"]}
        body = ((words._("<b>The island is saved</b>: {cause}") if won
                 else words._("<b>The island is lost</b>: {cause}")).format(**said) + "<br>"
                + words._("Turn {turn}.").format(**said) + "<br><br>"
                + words._("<b>Score: {total}</b> (the score sheet, difficulty {difficulty})").format(**said) + "<br>"
                + f"{rows}{kept}")
        top = int(80 * k)
        bh = int(44 * k)
        self.body = UITextBox(body, pygame.Rect(10, top, w, r.height - top - bh - 70), self.app.manager,
                              container=self.win)
        self.buttons = {}
        items = (("look", words._("Look at the island")), ("history", words._("History")), ("new", words._("New game")),
                 ("menu", words._("Main menu")))
        bw = (w - 10 * (len(items) - 1)) // len(items)
        for n, (key, label) in enumerate(items):
            self.buttons[key] = UIButton(pygame.Rect(10 + n * (bw + 10), r.height - bh - 60, bw, bh), label,
                                         self.app.manager, container=self.win)
        self.keys = KeyNav(self, list(self.buttons.values()), default=self.buttons["new"], back=self.app.pop)

    def leave(self) -> None:
        self.win.kill()

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Esc: look at the island; Enter: the highlighted choice
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is ev.ui_element), None)
            if key == "look":
                self.app.pop()
            elif key == "new":
                self.app.open_new_game()
            elif key == "history":
                from .history import HistoryScreen
                self.app.replace_all(HistoryScreen(self.app))
            elif key == "menu":
                self.app.open_main_menu()
            return True
        return False
