"""The Load screen: saved games listed by name, turn and phase. Every save is listed, sound or
damaged; a damaged one says why and cannot be picked. Each save is replayed and checked in the
background once the list is up (newest first, a few milliseconds a frame so the list stays
smooth), and at once when it is selected, so Load is
offered only for a save that will load. Without a listing from the persistence room, a file
dialog instead."""
from __future__ import annotations

import datetime
import html
import re
import time
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList
from pygame_gui.windows import UIFileDialog, UIMessageWindow

from ... import words as W
from ...content import catalog
from .. import bridge
from ...shell.boxes import roomy
from ...shell.keys import KeyNav
from .menu_scene import MenuScene

PROBLEM_CHARS = 150   # a damaged save's reason, as much as a list line shows


PHASE_NAMES = {"spirit": "Spirit Phase", "fast": "Fast Powers", "invader": "Invader Phase",
               "slow": "Slow Powers", "time": "Time Passes"}
RESULTS = {"victory": "victory", "defeat": "defeat"}      # a finished save's result: code -> words
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
# A save's line in the list and what is said of it (whole entries, named placeholders).
LINES = {
    "a_game": "a game",
    "today": "today {clock}",
    "yesterday": "yesterday {clock}",
    "day": "{day} {month} {clock}",
    "day_year": "{day} {month} {year} {clock}",
    "damaged": "{title} ({when}): cannot be loaded ({problem})",
    "earlier": "An earlier point of {game} · {where} · {when}",
    "line": "{game} · {where} · {when}",
    "autosave": "{game} · {where} · {when} · autosave",
    "named": "“{name}”: {game} · {where} · {when}",
    "set_aside": "Set aside for a new game: {game} · {where} · {when}",
    "earlier_autosave": "An earlier autosave",
    "a_saved_game": "A saved game",
    "title_autosave": "{title} (autosave)",
    "finished": "finished: {result} at turn {turn}",
    "turn": "turn {turn}, {phase}",
    "choose": "Choose a saved game.",
    "cannot": "Cannot be loaded: {problem}",
    "earlier_of": "An earlier point of {game}",
    "ready": "{what}, {where}: checked and ready to load.",
    "choose_sound": "Choose a save that can be loaded.",
    "failed": "Could not load the game:<br>{error}",
}
# The name the pause menu gives a save ("Turn 3 slow 2026-11-28 14-05-03"): turn and time, which
# the line says anyway, so it is not repeated.
_MADE_UP_NAME = re.compile(r"(turn \d+ \w+|finished \w+) \d{4}-\d\d-\d\d \d\d-\d\d-\d\d", re.IGNORECASE)


def game_words(entry) -> str:
    """The game a save holds, by its spirits' names, each by its short name ("Moss & Gale")."""
    names = [(W.shown(catalog.SPIRITS[s]).short or W.shown(catalog.SPIRITS[s]).name) if s in catalog.SPIRITS else s
             for s in getattr(entry, "spirits", ()) or ()]
    if not names:
        return W._(LINES["a_game"])
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " & " + names[-1]


def when_words(stamp: float, now: float | None = None) -> str:
    """When a save was written, as a player says it: "today 14:05", "yesterday 09:12",
    "3 Nov 14:05", "3 Nov 2025 14:05"."""
    t = time.localtime(stamp or 0)
    today = time.localtime(now if now is not None else time.time())
    clock = time.strftime("%H:%M", t)
    days = (datetime.date(today.tm_year, today.tm_mon, today.tm_mday) - datetime.date(t.tm_year, t.tm_mon, t.tm_mday)).days
    if days == 0:
        return W._(LINES["today"]).format(clock=clock)
    if days == 1:
        return W._(LINES["yesterday"]).format(clock=clock)
    said = {"day": t.tm_mday, "month": W._(MONTHS[t.tm_mon - 1]), "year": t.tm_year, "clock": clock}
    return W._(LINES["day"] if t.tm_year == today.tm_year else LINES["day_year"]).format(**said)


def is_earlier_point(entry) -> bool:
    """Is this the previous autosave (the point before the last one autosaved)?"""
    path = getattr(entry, "path", None)
    return bool(getattr(entry, "autosave", False)) and path is not None and str(getattr(path, "stem", "")).lower().endswith(".prev")


def describe(entry, short: bool = False) -> str:
    """One line for a save, naming its game, never its file: "Moss & Gale · turn 3, Slow Powers
    · today 14:05", the player's own name first when they gave one, "autosave" on the latest
    autosave and "an earlier point of Moss & Gale" on the one before it; a damaged save says why
    it cannot be loaded. (`short` is kept for callers: the spirits are always by short names.)"""
    when = when_words(getattr(entry, "modified", 0))
    problem = getattr(entry, "problem", "")
    if problem:
        if len(problem) > PROBLEM_CHARS:
            problem = problem[: PROBLEM_CHARS - 1] + "…"
        return W._(LINES["damaged"]).format(title=_title(entry), when=when, problem=problem)
    said = {"game": game_words(entry), "where": where(entry), "when": when, "name": _own_name(entry)}
    if is_earlier_point(entry):
        return W._(LINES["earlier"]).format(**said)
    if getattr(entry, "autosave", False):
        return W._(LINES["autosave"]).format(**said)
    if bridge.is_set_aside(str(getattr(entry, "name", "") or "")):     # never the file's name (playtest 36)
        return W._(LINES["set_aside"]).format(**said)
    return W._(LINES["named"] if said["name"] else LINES["line"]).format(**said)


def _own_name(entry) -> str:
    """The name the player gave a save ("" for an autosave or a name the pause menu made up)."""
    name = str(getattr(entry, "name", "") or "")
    if getattr(entry, "autosave", False) or not name or _MADE_UP_NAME.fullmatch(name) or bridge.is_set_aside(name):
        return ""
    return name


def _title(entry) -> str:
    """What a damaged save is called: the player's name for it, else its game's."""
    name = _own_name(entry)
    if name:
        return f"“{name}”"
    if is_earlier_point(entry):
        return W._(LINES["earlier_autosave"])
    what = game_words(entry) if getattr(entry, "spirits", ()) else W._(LINES["a_saved_game"])
    return W._(LINES["title_autosave"]).format(title=what) if getattr(entry, "autosave", False) else what


def where(entry) -> str:
    """Where a saved game stands: "turn 3, Slow Powers", or "finished: victory at turn 12"."""
    result = getattr(entry, "result", "")
    if result:
        return W._(LINES["finished"]).format(result=W._(RESULTS.get(result, result)), turn=entry.turn)
    phase = PHASE_NAMES.get(entry.phase)
    return W._(LINES["turn"]).format(turn=entry.turn, phase=W._(phase) if phase else entry.phase)


class LoadScreen(MenuScene):
    """Pick a saved game to load."""

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        self.entries = bridge.list_saves()
        x0, y = self.app.size[0] // 2 - s(560), s(70)
        self.panel_rect = pygame.Rect(x0 - s(30), s(50), s(1180), s(780))
        self.elements = [UILabel(pygame.Rect(x0, y, s(1120), s(60)), W._("Load a game"), m, object_id="#heading")]
        self.dialog = self.message = None
        if self.entries is None:
            start = bridge.saves_dir()
            self.dialog = UIFileDialog(pygame.Rect(x0, y + s(70), s(900), s(600)), m, W._("Load a saved game"),
                                       initial_file_path=str(start) if start else None, allow_picking_directories=False)
            self.lines = []
        else:
            self.lines = [describe(e) for e in self.entries] or ["(no saved games yet)"]
        # which entries have been replayed and checked (a damaged one needs no replay)
        self.checked = [bool(getattr(e, "problem", "")) for e in self.entries or []]
        self.checking = None        # (entry, bridge.save_check) being replayed between frames
        self.list = UISelectionList(pygame.Rect(x0, y + s(70), s(1120), s(520)), self.lines, m, object_id="#saves")
        for i, line in enumerate(self.lines if self.entries else []):
            self._set_line(i, line)
        self.status = UILabel(pygame.Rect(x0, y + s(596), s(1120), s(40)), "", m)
        self.load = UIButton(pygame.Rect(x0 + s(800), y + s(650), s(320), s(60)), W._("Load"), m, object_id="#menu_button")
        self.back = UIButton(pygame.Rect(x0, y + s(650), s(200), s(60)), W._("Back"), m)
        if self.entries is not None:
            self.load.disable()
            self.status.set_text(W._(LINES["choose"]) if self.entries else "")
        self.keys = KeyNav(self, [self.load, self.back], back=self.app.open_main_menu)
        self.keys.focus(self.load)      # greyed until a sound save is picked: Enter waits for one

    def leave(self) -> None:
        for e in self.elements + [self.list, self.status, self.load, self.back]:
            e.kill()
        for window in (self.dialog, self.message):
            if window is not None:
                window.kill()
        self.dialog = self.message = None

    def update(self, dt) -> bool:
        """Check one more save per frame until all are checked (the loop keeps running meanwhile)."""
        idle = super().update(dt)
        i = next((k for k, done in enumerate(self.checked) if not done), None)
        if i is None:
            return idle
        if self.checking is None or self.checking[0] != i:
            self.checking = (i, bridge.save_check(self.entries[i].path))
        check, end = self.checking[1], time.monotonic() + self.CHECK_SLICE
        while check is not None and not check.step(8) and time.monotonic() < end:
            pass
        if check is None or check.replay is None:
            self._check(i)
            return True
        return idle

    CHECK_SLICE = 0.006     # seconds of replay a frame, so the list stays smooth while saves are checked

    @property
    def working(self) -> bool:
        """Saves are still being checked: the main loop keeps turning (a slice a frame) instead of
        sleeping until the next event."""
        return not all(getattr(self, "checked", ()))

    def _check(self, i: int) -> str:
        """Replay and check entry i (once; the part the background check did is not done
        again); its line shows the reason if it is damaged."""
        if not self.checked[i]:
            self.checked[i] = True
            check = self.checking[1] if self.checking is not None and self.checking[0] == i else None
            if check is not None:
                while not check.step(10 ** 9):
                    pass
                problem = check.verdict
            else:
                problem = bridge.check_save(self.entries[i].path)
            self.checking = None if check is not None else self.checking
            if problem:
                self.entries[i] = replace(self.entries[i], problem=problem)
                self._set_line(i, describe(self.entries[i]))
        return getattr(self.entries[i], "problem", "")

    def _fit(self, line: str) -> str:
        """A line cut short with "…" to the list's width (the spirits' names go first), measured
        in the list's own font."""
        lst = getattr(self, "list", None)
        button = next((it.get("button_element") for it in (lst.item_list if lst else []) if it.get("button_element")), None)
        font = getattr(button, "font", None)
        if font is None:
            return line
        width = button.rect.width - 16
        if font.size(line)[0] <= width:
            return line
        while line and font.size(line + "…")[0] > width:
            line = line[:-1]
        return line.rstrip() + "…"

    def _set_line(self, i: int, text: str) -> None:
        """Change one line of the list in place (keeps the scroll position and the selection); a
        line too long for the list names the spirits by their short names before it is cut."""
        if self.entries and i < len(self.entries) and text == describe(self.entries[i]) and self._fit(text) != text:
            text = describe(self.entries[i], short=True)
        text = self._fit(text)
        self.lines[i] = text
        item = self.list.item_list[i]
        item["text"] = text
        if item.get("button_element") is not None:
            item["button_element"].set_text(text)

    def _selected(self):
        sel = self.list.get_single_selection()
        if sel is None or not self.entries or sel not in self.lines:
            return None
        return self.lines.index(sel)

    def _selected_path(self):
        i = self._selected()
        if i is None or self._check(i):
            return None
        return self.entries[i].path

    def _show_selection(self) -> None:
        """Say what the selected save is, or why it cannot be loaded; offer Load only for a sound one."""
        i = self._selected()
        if i is None:
            self.load.disable()
            return
        problem = self._check(i)
        if problem:
            self.status.set_text(W._(LINES["cannot"]).format(problem=problem)[:200])
            self.load.disable()
        else:
            e = self.entries[i]
            what = W._(LINES["earlier_of"]).format(game=game_words(e)) if is_earlier_point(e) else game_words(e)
            self.status.set_text(W._(LINES["ready"]).format(what=what, where=where(e)))
            self.load.enable()
            self.keys.focus(self.load)       # Enter now loads it

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):        # Enter loads the save picked; Esc goes back
            return True
        if ev.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED:
            self.open(ev.text)
            return True
        if ev.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION):
            self._show_selection()
            return True
        if ev.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self._show_selection()
            if self._selected_path():
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
            self._message(W._(LINES["choose_sound"]))
            return
        i = next((k for k, e in enumerate(self.entries) if e.path == path), None)
        problem = self._check(i) if i is not None else ""     # its moves replayed, as the list says
        if problem:
            self._message(W._(LINES["failed"]).format(error=html.escape(problem)))
            return
        try:
            game = bridge.load_game(path)
        except bridge.LoadFailed as e:
            self._message(W._(LINES["failed"]).format(error=html.escape(str(e))))
            return
        self.app.open_table(game)   # leaving this screen closes any message still open

    def _message(self, text: str) -> None:
        if self.message is not None:
            self.message.kill()
        self.message = roomy(UIMessageWindow(pygame.Rect(self.s(300), self.s(200), self.s(520), self.s(260)), text,
                                             self.app.manager, window_title=W._("Load")), self.app.gui_scale, text)
