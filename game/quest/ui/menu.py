"""The quest's menu (the game picker's Spittlesnot quest): how many heroes, begin the quest, continue
the autosaved one, or back to the island's menu."""
from __future__ import annotations

from functools import lru_cache

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ...shell import text
from ...shell.keys import KeyNav
from ...shell.palette import BAD, BG, GOOD, PANEL_EDGE
from ...shell.picker import GamePicker
from ...shell.scene import Scene
from .say import _, speak

PLAYERS = (1, 2, 3, 4, 5)


@lru_cache(maxsize=1)
def _backdrop(size):
    """The quest's map, dimmed, filling the window behind the menu (None without the content)."""
    if not quest_ready():
        return None
    from ..content.quest import SPITTLESNOT as q
    from .board import MapView
    view = MapView(q.tiles, q.areas, q.doors, pygame.Rect((0, 0), size))
    pic = view.picture().copy()
    from . import board
    board.forget_pictures()             # the table draws its own at its size
    shade_ = pygame.Surface(size, pygame.SRCALPHA)
    shade_.fill((10, 12, 10, 170))
    pic.blit(shade_, (0, 0))
    return pic


def quest_ready() -> bool:
    """Whether the quest's rules and content are installed (a build without them offers none)."""
    import importlib.util
    try:
        return all(importlib.util.find_spec(m) is not None for m in ("game.quest.engine.api", "game.quest.content.quest"))
    except ImportError:
        return False


def open_quest_menu(app) -> None:
    """The quest's menu, over nothing else (registered in game.shell.games)."""
    app.replace_all(QuestMenu(app))


class QuestMenu(Scene):
    """Heroes 1-5, Begin, Continue (when an unfinished quest is autosaved), the game picker."""

    def __init__(self, app):
        super().__init__(app)
        self.players = 3
        self.elements: list = []
        self.buttons: dict = {}
        self.picker = None
        self.problem = ""          # a quest that could not be loaded, in words
        self.note = ""             # a quest a killed table left: Continue takes it up (asked once)
        from .session import forget_interrupted, interrupted
        left = interrupted()
        forget_interrupted()
        if left is not None:
            speak(app.settings.get("language"))
            self.note = _("The quest's table was interrupted last time: Continue takes it up at round {round}.").format(
                round=left["round"])

    def s(self, v: float) -> int:
        return max(1, round(v * self.app.gui_scale))

    def enter(self) -> None:
        from .session import resumable
        speak(self.app.settings.get("language"))
        m, s = self.app.manager, self.s
        cx = self.app.size[0] // 2
        self.elements = [
            UILabel(pygame.Rect(cx - s(500), s(110), s(1000), s(90)), _("Spittlesnot"), m, object_id="#title"),
            UILabel(pygame.Rect(cx - s(500), s(200), s(1000), s(36)),
                    _("a quest for 1 to 5 heroes: find Peach before the Day card is gone"), m, object_id="#subtitle")]
        self.picker = GamePicker(self.app, "spittlesnot", s(252), (s(300), s(44)), s(20))
        top = s(330)
        self.resume = resumable()
        self.buttons = {}
        row = pygame.Rect(cx - s(290), top, s(580), s(50))
        self.elements.append(UILabel(pygame.Rect(row.x, row.y, s(160), row.height), _("Heroes:"), m, object_id="#heading"))
        for k, n in enumerate(PLAYERS):
            b = UIButton(pygame.Rect(row.x + s(170) + k * s(82), row.y, s(72), row.height), str(n), m,
                         object_id="#picked_game" if n == self.players else "#menu_button")
            self.buttons[f"players{n}"] = b
        items = [("begin", _("Begin the quest"), quest_ready())]
        if self.resume is not None:
            items.append(("continue", _("Continue: round {round}").format(round=self.resume["round"]), True))
        items += [("back", _("Back"), True)]
        for k, (key, label, on) in enumerate(items):
            b = UIButton(pygame.Rect(cx - s(220), top + s(90) + k * s(64), s(440), s(54)), label, m,
                         object_id="#menu_button")
            if not on:
                b.disable()
            self.buttons[key] = b
        self.panel = pygame.Rect(cx - s(540), s(90), s(1080), top + s(90) + len(items) * s(64) - s(60))
        self.keys = KeyNav(self, [self.buttons[k] for k, _l, _o in items] + list(self.picker.buttons.values()),
                           default=self.buttons["continue" if self.resume is not None else "begin"],
                           back=self.app.open_main_menu)

    def leave(self) -> None:
        _backdrop.cache_clear()         # a window of pixels the table does not show
        for e in self.elements + list(self.buttons.values()):
            e.kill()
        if self.picker is not None:
            self.picker.kill()
        self.elements, self.buttons = [], {}

    def resize(self, size) -> None:
        self.leave()
        self.enter()

    def update(self, dt) -> bool:
        self._idle = getattr(self, "_idle", 0.0) + dt
        if self._idle >= 0.25:
            self._idle = 0.0
            return True
        return False

    def draw(self, screen) -> None:
        screen.fill(BG)
        pic = _backdrop(tuple(self.app.size))
        if pic is not None:
            screen.blit(pic, (0, 0))
        box = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (14, 20, 17, 235), box.get_rect(), border_radius=self.s(16))
        pygame.draw.rect(box, (*PANEL_EDGE, 255), box.get_rect(), 2, border_radius=self.s(16))
        screen.blit(box, self.panel)
        if self.note and not self.problem:
            text.para(screen, self.note, self.s(20), GOOD, pygame.Rect(self.panel.x + self.s(30), self.panel.bottom + self.s(16),
                                                                        self.panel.width - self.s(60), self.s(60)),
                      align="centre")
        if self.problem:
            text.para(screen, self.problem, self.s(20), BAD, pygame.Rect(self.panel.x + self.s(30), self.panel.bottom + self.s(16),
                                                                          self.panel.width - self.s(60), self.s(60)),
                      align="centre")

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):
            return True
        if self.picker is not None and self.picker.handle(ev):
            return True
        if ev.type != pygame_gui.UI_BUTTON_PRESSED:
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.app.open_main_menu()
                return True
            return False
        key = next((k for k, b in self.buttons.items() if b is ev.ui_element), None)
        if key is None:
            return False
        if key.startswith("players"):
            self.players = int(key[len("players"):])
            self.leave()
            self.enter()
        elif key == "begin":
            from .table import open_quest_table
            open_quest_table(self.app, players=self.players, seed=None)
        elif key == "continue":
            from .table import open_saved_quest
            open_saved_quest(self.app)
        elif key == "back":
            self.app.open_main_menu()
        return True
