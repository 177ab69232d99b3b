"""The main menu (new game, continue, load, settings, quit) and the new-game screen (how many
spirits, which ones or random, boards, seed), over a picture of the island."""
from __future__ import annotations

import random
import re

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog, UIMessageWindow

from .. import bridge
from .menu_scene import MenuScene, backdrop  # noqa: F401 (backdrop: its cache is cleared from here)
from .boxes import roomy
from .keys import KeyNav

RANDOM = "Random"


def _catalog():
    """The spirits and boards, loaded when the new-game screen opens, not for the main menu's
    first frame (about 50 ms of a start)."""
    from ...content import catalog
    return catalog


def _boards() -> tuple:
    """The island boards, by name."""
    from ...content.boards import BOARDS
    return tuple(BOARDS)


class MainMenu(MenuScene):
    """New game, Continue (saying which game it resumes), Load, Settings, Quit; after a table was
    killed or crashed, an offer to resume the game it left."""

    def __init__(self, app):
        super().__init__(app)
        self.offer = self._interrupted_offer()
        self.offer_path = self.offer[1] if self.offer else None
        self.dialog = self.answered = None

    def _interrupted_offer(self) -> tuple[str, object] | None:
        """(question, path) when the last table did not close cleanly; asked once."""
        left = bridge.interrupted()
        crashed = bridge.pending_crash()
        bridge.forget_interrupted()
        if crashed:
            bridge.clear_crash()
        if left is not None:
            return (f"Resume the game interrupted at {left.where()} ({left.clock()})?", left.path)
        auto = bridge.last_autosave() if crashed else None
        if auto is not None:
            return (f"The table stopped on an error last time. Resume the game at {auto.where()} ({auto.clock()})?",
                    auto.path)
        return None

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        cx = self.app.size[0] // 2
        self.elements = [
            UILabel(pygame.Rect(cx - s(500), s(110), s(1000), s(90)), "Spirit Island", m, object_id="#title"),
            UILabel(pygame.Rect(cx - s(500), s(200), s(1000), s(36)), "a table for 1 to 6 spirits defending their island",
                    m, object_id="#subtitle")]
        have = bridge.available()
        self.resume = bridge.newest_game()      # looked up once: it reads the autosave and lists the saves
        can_continue = self.resume is not None or have["continue"]
        cont = "Continue"
        if self.resume is not None:
            cont = f"Continue: {self.resume.where()}"
        from ...guide.words import REPLAY, TUTORIAL
        items = (("new", "New game", True), ("continue", cont, can_continue), ("load", "Load…", have["load"]),
                 ("learn", TUTORIAL["title"], True), ("replays", REPLAY["list_title"], have["load"]),
                 ("settings", "Settings", True), ("quit", "Quit", True))
        self.buttons = {}
        gap, tall = (s(76), s(62)) if len(items) <= 5 else (s(64), s(54))
        for k, (key, label) in enumerate((i[0], i[1]) for i in items):
            wide = s(520) if key == "continue" else s(340)
            b = UIButton(pygame.Rect(cx - wide // 2, s(280) + k * gap, wide, tall), label, m, object_id="#menu_button")
            if not items[k][2]:
                b.disable()
            self.buttons[key] = b
        if self.resume is not None:
            saved = "autosave" if self.resume.autosave else f"save \"{self.resume.path.stem}\""
            self.buttons["continue"].set_tooltip(f"The game you played last ({saved}, {self.resume.clock()})")
        if self.offer is not None:
            self.dialog = UIConfirmationDialog(pygame.Rect(cx - s(280), s(300), s(560), s(250)), self.offer[0],
                                               m, window_title="Resume?", action_short_name="Resume")
            roomy(self.dialog, self.app.gui_scale, self.offer[0])
            self.dialog.confirm_button.select()   # what Enter does (keys.answer_box)
        self.panel_rect = pygame.Rect(cx - s(540), s(90), s(1080), s(280) + len(items) * gap - s(30))
        self.keys = KeyNav(self, list(self.buttons.values()), default=self.buttons["continue"])

    def leave(self) -> None:
        for e in self.elements + list(self.buttons.values()):
            e.kill()
        if self.dialog is not None:
            self.dialog.kill()

    def update(self, dt) -> bool:
        if self.dialog is not None and not self.dialog.alive():
            # answered or dismissed: asked once. Its "yes" arrives as an event after it closed.
            self.answered, self.dialog, self.offer = self.dialog, None, None
        return super().update(dt)


    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Enter: the highlighted item (Continue when there is one)
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is ev.ui_element), None)
            if key == "new":
                self.app.replace_all(NewGame(self.app))
            elif key == "continue":
                self._load(self.resume.path if self.resume is not None else bridge.latest_autosave())
            elif key == "load":
                from .load import LoadScreen
                self.app.replace_all(LoadScreen(self.app))
            elif key == "learn":
                from .lesson import open_lesson
                open_lesson(self.app)
            elif key == "replays":
                from .replays import ReplaysScreen
                self.app.replace_all(ReplaysScreen(self.app))
            elif key == "settings":
                from .settings import SettingsScreen
                self.app.replace_all(SettingsScreen(self.app))
            elif key == "quit":
                self.app.quit()
            return True
        if ev.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and ev.ui_element is not None \
                and ev.ui_element in (self.dialog, self.answered):
            ev.ui_element.kill()
            self.dialog = self.offer = self.answered = None
            self._load(self.offer_path or bridge.latest_autosave())
            return True
        return False

    def _load(self, path) -> None:
        try:
            game = bridge.load_game(path)
        except bridge.LoadFailed as e:
            # one of the menu's elements, so it goes with the menu when a table opens
            self.elements.append(roomy(UIMessageWindow(pygame.Rect(self.s(300), self.s(200), self.s(520), self.s(260)),
                                                       f"Could not load the game:<br>{e}", self.app.manager,
                                                       window_title="Load failed"), self.app.gui_scale, str(e)))
            return
        self.app.open_table(game)


class NewGame(MenuScene):
    """Choose 1-6 spirits (or Random), their boards and an optional seed, then start. A spirit or
    a board taken by one slot is not offered by the others; what is left to refuse (a seed that
    is not a number) shows on its own line above the buttons."""

    def enter(self) -> None:
        from ...engine.setup import MAX_SPIRITS
        m, s = self.app.manager, self.s
        catalog = _catalog()
        self.boards = _boards()
        self.names = [sp.name for sp in catalog.SPIRITS.items.values()]
        self.by_name = {sp.name: sp.id for sp in catalog.SPIRITS.items.values()}
        x0, y = self.app.size[0] // 2 - s(460), s(70)
        self.elements = [UILabel(pygame.Rect(x0, y, s(920), s(60)), "New game", m, object_id="#heading")]
        y += s(70)
        self.elements.append(UILabel(pygame.Rect(x0, y, s(200), s(40)), "Spirits:", m))
        counts = [str(n) for n in range(1, MAX_SPIRITS + 1)]
        last = self._last_choices(catalog)
        self.count = UIDropDownMenu(counts, str(len(last[0]) or 2), pygame.Rect(x0 + s(210), y, s(120), s(40)), m)
        y += s(60)
        self.slots, rows_top = [], y
        self.details = []           # each slot's Details button: its spirit's board
        for k in range(MAX_SPIRITS):
            spirit = last[0][k] if k < len(last[0]) else RANDOM
            board_k = last[1][k] if k < len(last[1]) else self.boards[k]
            lab = UILabel(pygame.Rect(x0, y, s(200), s(40)), f"Spirit {k + 1}:", m)
            dd = UIDropDownMenu([RANDOM] + self.names, spirit, pygame.Rect(x0 + s(210), y, s(480), s(40)), m)
            board = UIDropDownMenu(list(self.boards), board_k, pygame.Rect(x0 + s(710), y, s(110), s(40)), m)
            see = UIButton(pygame.Rect(x0 + s(830), y, s(90), s(40)), "Details", m,
                           tool_tip_text="The whole spirit board: tracks, innate powers, rules (every spirit's, with the arrow keys)")
            self.slots.append([lab, dd, board])
            self.details.append(see)
            y += s(52)
        self.elements.append(UILabel(pygame.Rect(x0 + s(710), s(140), s(200), s(40)), "Board", m))
        y += s(10)
        self.seed_label = UILabel(pygame.Rect(x0, y, s(200), s(40)), "Seed (optional):", m)
        self.elements.append(self.seed_label)
        self.seed = UITextEntryLine(pygame.Rect(x0 + s(210), y, s(220), s(40)), m)
        if getattr(self, "_seed_kept", ""):            # back from a spirit board: the seed typed stays
            self.seed.set_text(self._seed_kept)
            self._seed_kept = ""
        y += s(60)
        self.summary = UITextBox("", pygame.Rect(x0, y, s(920), s(150)), m)
        y += s(160)
        # the seed and the spirits' words follow the last spirit shown, the words taking the room
        # down to the status line (see _place)
        self._rows = (x0, rows_top, s(52), y)
        self.status = UILabel(pygame.Rect(x0, y, s(920), s(36)), "", m, object_id="#refusal")
        y += s(46)
        self.start = UIButton(pygame.Rect(x0 + s(600), y, s(320), s(60)), "Start the game", m, object_id="#menu_button")
        self.back = UIButton(pygame.Rect(x0, y, s(200), s(60)), "Back", m)
        self.panel_rect = pygame.Rect(x0 - s(30), s(50), s(980), y + s(90) - s(50))
        self.keys = KeyNav(self, [self.start, self.back], back=self.app.open_main_menu,
                           menus=lambda: [self.count] + [dd for row in self.slots for dd in row[1:]])
        self._sync()

    def _last_choices(self, catalog) -> tuple[list, list]:
        """The spirits (names, or Random) and boards of the last game started here, as far as
        this game still has them (the settings keep them: a player's table is set as they left it)."""
        last = self.app.settings.get("new_game") or {}
        ids, boards = list(last.get("spirits") or []), list(last.get("boards") or [])
        if not ids or len(ids) != len(boards):
            return [], []
        names = {sp.id: sp.name for sp in catalog.SPIRITS.items.values()}
        spirits = []
        for i in ids:           # a spirit named twice (a settings file edited by hand): Random the second time
            name = names.get(i, RANDOM)
            spirits.append(RANDOM if name in spirits else name)
        kept = []
        for b in boards:        # a board this game has not, or named twice: one left free
            kept.append(b if b in self.boards and b not in kept else None)
        free = [b for b in self.boards if b not in kept]
        return spirits, [b if b is not None else free.pop(0) for b in kept]

    def _remember(self) -> None:
        """Keep this game's choices for the next new game (Random stays Random)."""
        n = self._n()
        spirits = ["" if self._sel(dd) == RANDOM else self.by_name[self._sel(dd)] for _, dd, _ in self.slots[:n]]
        boards = [self._sel(b) for _, _, b in self.slots[:n]]
        self.app.settings["new_game"] = {"spirits": spirits, "boards": boards}
        bridge.save_settings(self.app.stored(self.app.settings))

    def leave(self) -> None:
        for e in self.elements + [self.count, self.seed, self.summary, self.status, self.start, self.back]:
            e.kill()
        for row in self.slots:
            for e in row:
                e.kill()
        for e in self.details:
            e.kill()

    def _n(self) -> int:
        return int(self._sel(self.count))

    @staticmethod
    def _sel(dd) -> str:
        o = dd.selected_option
        return o[0] if isinstance(o, tuple) else o

    def offered(self, k: int, column: int) -> list[str]:
        """What slot k's spirit (column 1) or board (column 2) menu offers: everything the other
        slots in play have not taken (Random is always there for spirits)."""
        taken = {self._sel(row[column]) for j, row in enumerate(self.slots[:self._n()]) if j != k}
        if column == 1:
            return [RANDOM] + [name for name in self.names if name not in taken]
        return [b for b in self.boards if b not in taken]

    def _reoffer(self, k: int, column: int) -> None:
        """Rebuild slot k's menu when what it may offer changed (pygame-gui menus are fixed lists)."""
        dd = self.slots[k][column]
        want = self.offered(k, column)
        have = [o[0] if isinstance(o, tuple) else o for o in dd.options_list]
        current = self._sel(dd)
        if want == have and current in want:
            return
        pick = current if current in want else want[0]
        rect = dd.relative_rect.copy()
        dd.kill()
        self.slots[k][column] = UIDropDownMenu(want, pick, rect, self.app.manager)

    def _sync(self) -> None:
        n = self._n()
        for _ in range(2):              # a clash moves the later slot; the second pass re-offers the rest
            for k in range(n):
                for column in (1, 2):
                    self._reoffer(k, column)
        for k, row in enumerate(self.slots):
            for e in row + [self.details[k]]:
                e.show() if k < n else e.hide()
        self._place(n)
        chosen = [self._sel(dd) for _, dd, _ in self.slots[:n]]
        parts = []
        for name in chosen:
            if name == RANDOM:
                parts.append("<b>Random</b>: a spirit not chosen by anyone else (Details: every spirit's board).")
            else:
                sp = _catalog().SPIRITS[self.by_name[name]]
                cx = f" (complexity: {sp.complexity.lower()})" if sp.complexity else ""
                style = f" <i>Play: {sp.play_style}</i>" if sp.play_style else ""
                parts.append(f"<b>{name}</b>{cx}: {sp.summary}{style}")
        self.summary.set_text("<br>".join(parts))
        self.status.set_text("")

    def _place(self, n: int) -> None:
        """The seed row under the last of the n spirit rows shown, and the spirits' words in the
        room left down to the status line (two spirits leave it most of the dialog, not four
        lines and a scroll bar under an empty space)."""
        s = self.s
        x0, top, step, status_y = self._rows
        y = top + n * step + s(10)
        self.seed_label.set_relative_position((x0, y))
        self.seed.set_relative_position((x0 + s(210), y))
        y += s(60)
        self.summary.set_relative_position((x0, y))
        self.summary.set_dimensions((s(920), max(s(150), status_y - s(10) - y)))

    def config(self) -> dict | str:
        """The game configuration chosen, or a reason it is not valid."""
        n = self._n()
        text = self.seed.get_text().strip()
        if text and not re.fullmatch(r"-?[0-9]+", text):    # str.isdigit() passes "²", int() does not
            return "The seed must be a whole number (or left empty for a random game)."
        if len(text) > 18:
            return "The seed is too long: at most 18 digits."
        seed = int(text) if text else random.SystemRandom().randrange(1, 10 ** 9)
        picked = [self._sel(dd) for _, dd, _ in self.slots[:n]]
        ids = [self.by_name[p] for p in picked if p != RANDOM]
        if len(set(ids)) != len(ids):
            return "Each spirit can be chosen only once."
        rng = random.Random(seed)
        pool = [i for i in _catalog().SPIRITS.ids() if i not in ids]
        rng.shuffle(pool)
        spirits = [self.by_name[p] if p != RANDOM else pool.pop() for p in picked]
        boards = [self._sel(b) for _, _, b in self.slots[:n]]
        if len(set(boards)) != len(boards):
            return "Each spirit needs a different board."
        return {"spirits": spirits, "boards": boards, "seed": seed}

    def show_board(self, k: int) -> None:
        """Slot k's spirit board, every other spirit's a key away (from the first for Random);
        the choices made so far are kept, as this screen is built again when the board closes."""
        from .spirit_board import SpiritBoardScene
        ids = _catalog().SPIRITS.ids()
        chosen = self._sel(self.slots[k][1])
        self._remember()
        self._seed_kept = self.seed.get_text()
        first = ids.index(self.by_name[chosen]) if chosen != RANDOM else 0
        self.app.push(SpiritBoardScene(self.app, ids, first, opaque=True))

    def _start(self) -> None:
        cfg = self.config()
        if isinstance(cfg, str):
            self.status.set_text(cfg)    # on its own line, over nothing
        else:
            self._remember()
            self.app.start_game(cfg)

    def handle(self, ev) -> bool:
        if ev.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and ev.ui_element is self.seed:
            self._start()                # Enter in the seed box starts too
            return True
        if self.keys.handle(ev):         # Enter starts; Esc goes back
            return True
        if ev.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._sync()
            return True
        if ev.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and ev.ui_element is self.seed:
            problem = self.config() if self.seed.get_text().strip() else ""
            self.status.set_text(problem if isinstance(problem, str) else "")
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED:
            for k, see in enumerate(self.details[:self._n()]):
                if ev.ui_element is see:
                    self.show_board(k)
                    return True
            if ev.ui_element is self.back:
                self.app.open_main_menu()
            elif ev.ui_element is self.start:
                self._start()
            return True
        return False
