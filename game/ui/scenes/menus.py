"""The main menu (new game, continue, load, history, settings, quit) and the new-game screen (how
many spirits, which ones or random, boards, the island's layout, adversaries, scenario,
expansion, seed), over a picture of the island."""
from __future__ import annotations

import random
import re

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextBox, UITextEntryLine
from pygame_gui.windows import UIConfirmationDialog, UIMessageWindow

from ... import words as W
from .. import bridge
from .menu_scene import MenuScene, backdrop  # noqa: F401 (backdrop: its cache is cleared from here)
from ...shell.boxes import roomy
from ...shell.keys import KeyNav

RANDOM = "Random"
# The guide's own titles shown on the main menu (game.guide.words), as the catalogs know them.
GUIDE_TITLES = ("Learn to play", "Replays")


def _catalog():
    """The spirits and boards, loaded when the new-game screen opens, not for the main menu's
    first frame (about 50 ms of a start)."""
    from ...content import catalog
    return catalog


def _expansion_by_default() -> bool:
    """Whether a new game's expansion switch starts on (engine.setup.packs_for_new_game says)."""
    from ...engine.setup import EXPANSION, packs_for_new_game
    return EXPANSION in packs_for_new_game()


def _packs(expansion: bool) -> dict:
    """The packs of a game set up with the expansion switch on or off, as settings (written only
    when there are some: engine.setup.packs_for_new_game)."""
    from ...engine.setup import packs_for_new_game
    packs = packs_for_new_game(expansion=expansion)
    return {"packs": packs} if packs else {}


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
        """(question, path) when the last island table did not close cleanly, (question, resume
        call) when another game's did; asked once."""
        left = bridge.interrupted()
        crashed = bridge.pending_crash()
        bridge.forget_interrupted()
        if crashed:
            bridge.clear_crash()
        if left is not None:
            return (W._("Resume the game interrupted at {where} ({clock})?").format(where=where_words(left), clock=left.clock()), left.path)
        auto = bridge.last_autosave() if crashed else None
        if auto is not None:
            return (W._("The table stopped on an error last time. Resume the game at {where} ({clock})?").format(where=where_words(auto), clock=auto.clock()),
                    auto.path)
        # another game's table killed or crashed (the quest): its own question and how to resume it
        from ...persist.paths import saves_dir
        from ...persist.lockfile import left_open
        from ...shell import games
        return games.interrupted_offer(self.app, lambda mark: left_open(saves_dir() / mark), but="island")

    def enter(self) -> None:
        m, s = self.app.manager, self.s
        cx = self.app.size[0] // 2
        self.elements = [
            UILabel(pygame.Rect(cx - s(500), s(110), s(1000), s(90)), "Spirit Island", m, object_id="#title"),
            UILabel(pygame.Rect(cx - s(500), s(200), s(1000), s(36)), W._("a table for 1 to 6 spirits defending their island"),
                    m, object_id="#subtitle")]
        have = bridge.available()
        self.resume = bridge.newest_game()      # looked up once: it reads the autosave and lists the saves
        can_continue = self.resume is not None or have["continue"]
        cont = W._("Continue")
        if self.resume is not None:
            cont = W._("Continue: {where}").format(where=where_words(self.resume))
        from ...guide.words import REPLAY, TUTORIAL
        items = (("new", W._("New game"), True), ("continue", cont, can_continue), ("load", W._("Load…"), have["load"]),
                 ("learn", W._(TUTORIAL["title"]), True), ("replays", W._(REPLAY["list_title"]), have["load"]),
                 ("history", W._("History"), True), ("settings", W._("Settings"), True), ("quit", W._("Quit"), True))
        self.buttons = {}
        gap, tall = (s(76), s(62)) if len(items) <= 5 else (s(64), s(54)) if len(items) <= 6 else (s(54), s(46))
        # the game picker (the island's menu shows the island chosen), then the island's items
        from ...shell.picker import GamePicker
        self.picker = GamePicker(self.app, "island", s(252), (s(300), s(44)), s(20))
        top = s(252) + s(44) + s(30)
        for k, (key, label) in enumerate((i[0], i[1]) for i in items):
            wide = s(520) if key == "continue" else s(340)
            b = UIButton(pygame.Rect(cx - wide // 2, top + k * gap, wide, tall), label, m, object_id="#menu_button")
            if not items[k][2]:
                b.disable()
            self.buttons[key] = b
        if self.resume is not None:
            saved = "autosave" if self.resume.autosave else f"save \"{self.resume.path.stem}\""
            self.buttons["continue"].set_tooltip(W._("The game you played last ({saved}, {clock})").format(saved=saved, clock=self.resume.clock()))
        if self.offer is not None:
            self.dialog = UIConfirmationDialog(pygame.Rect(cx - s(280), s(300), s(560), s(250)), self.offer[0],
                                               m, window_title=W._("Resume?"), action_short_name=W._("Resume"))
            roomy(self.dialog, self.app.gui_scale, self.offer[0])
            self.dialog.confirm_button.select()   # what Enter does (keys.answer_box)
        self.panel_rect = pygame.Rect(cx - s(540), s(90), s(1080), top - s(90) + len(items) * gap + s(10))
        self.keys = KeyNav(self, list(self.buttons.values()) + list(self.picker.buttons.values()),
                           default=self.buttons["continue"])

    def leave(self) -> None:
        for e in self.elements + list(self.buttons.values()):
            e.kill()
        if getattr(self, "picker", None) is not None:
            self.picker.kill()
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
        if self.picker.handle(ev):      # another game chosen: its menu
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
            elif key == "history":
                from .history import HistoryScreen
                self.app.replace_all(HistoryScreen(self.app))
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
            if callable(self.offer_path):       # another game's: it opens its own table
                self.offer_path()
            else:
                self._load(self.offer_path or bridge.latest_autosave())
            return True
        return False

    def _load(self, path) -> None:
        try:
            game = bridge.load_game(path)
        except bridge.LoadFailed as e:
            # one of the menu's elements, so it goes with the menu when a table opens
            self.elements.append(roomy(UIMessageWindow(pygame.Rect(self.s(300), self.s(200), self.s(520), self.s(260)),
                                                       W._("Could not load the game:<br>{error}").format(error=e), self.app.manager,
                                                       window_title=W._("Load failed")), self.app.gui_scale, str(e)))
            return
        self.app.open_table(game)


# Where a game to resume stands (persist.session.Resumable), in the language spoken.
WHERE = {"over": "game over ({result}, turn {turn})", "setup": "the setup", "phase": "turn {turn}, {phase}",
         "turn": "turn {turn}"}
WHERE_PHASES = {"spirit": "Spirit phase", "fast": "Fast phase", "invader": "Invader phase", "slow": "Slow phase",
                "time": "Time Passes"}


def where_words(game) -> str:
    """"turn 3, Spirit phase": where a saved game stands (its own English: Resumable.where)."""
    from .load import RESULTS
    if game.result:
        return W._(WHERE["over"]).format(result=W._(RESULTS.get(game.result, game.result)), turn=game.turn)
    if not game.turn:
        return W._(WHERE["setup"])
    if game.phase:
        phase = WHERE_PHASES.get(game.phase)
        return W._(WHERE["phase"]).format(turn=game.turn, phase=W._(phase) if phase else game.phase.capitalize() + " phase")
    return W._(WHERE["turn"]).format(turn=game.turn)


NONE = "None"
STANDARD_NAME = "Standard island"
LEVEL_NAMES = [str(n) for n in range(7)]
# The line that opens an adversary's part of the setup screen, leading or supporting: without
# its level-0 text and with it (whole sentences, each a catalog entry).
ADVERSARY_ROLES = (
    ("<b>{name}</b>, leading adversary, level {level} (difficulty {difficulty})",
     "<b>{name}</b>, leading adversary, level {level} (difficulty {difficulty}): {text}"),
    ("<b>{name}</b>, supporting adversary, level {level} (difficulty {difficulty})",
     "<b>{name}</b>, supporting adversary, level {level} (difficulty {difficulty}): {text}"),
)


def _unique_names(choices_) -> dict:
    """{shown name: id} for a list of choices, a name shared by two told apart by its id."""
    out: dict = {}
    for c in choices_:
        name = c.name if c.name not in out else f"{c.name} ({c.id})"
        out[name] = c.id
    return out


class NewGame(MenuScene):
    """The setup screen. On the left: 1-6 spirits (or Random) and their boards, with each
    chosen spirit's words. On the right: the island's layout, the leading and supporting
    adversaries with their levels, the scenario, the expansion on or off, and the seed; under
    them the game's difficulty (game.content.difficulty.total, live) and what each choice
    changes, from the registries (game.ui.choices: a registry not there offers "None" only).
    A spirit or a board taken by one slot is not offered by the others; what is left to refuse
    (a seed that is not a number, two same adversaries, a pair the rules refuse) shows on its
    own line above the buttons. Every choice is remembered for the next game (the settings).

    Laid out for 1920x1080 and scaled (never below 0.7): 1340 x 830 at scale 1, so it fits
    1024x600 and up."""

    LEFT_W, RIGHT_W, GAP = 720, 580, 40

    def enter(self) -> None:
        from ...engine.setup import MAX_SPIRITS
        from .. import choices
        m, s = self.app.manager, self.s
        catalog = _catalog()
        self.boards = _boards()
        last = self.app.settings.get("new_game") or {}
        self.adversaries = {c.id: c for c in choices.adversaries()}
        self.scenarios = {c.id: c for c in choices.scenarios()}
        self.layouts = {c.id: c for c in choices.layouts()}
        self.adv_ids = _unique_names(self.adversaries.values())
        self.scenario_ids = _unique_names(self.scenarios.values())
        self.layout_ids = _unique_names(self.layouts.values())
        self.expansion = bool(last.get("expansion", _expansion_by_default()))   # a new player's first game
        self._offer_spirits(catalog)
        width = s(self.LEFT_W + self.GAP + self.RIGHT_W)
        x0 = self.app.size[0] // 2 - width // 2
        rx = x0 + s(self.LEFT_W + self.GAP)
        y = s(40)
        self.elements = [UILabel(pygame.Rect(x0, y, width, s(56)), W._("New game"), m, object_id="#heading")]
        # --- left: the spirits and their boards
        y = s(110)
        self.elements.append(UILabel(pygame.Rect(x0, y, s(130), s(40)), W._("Spirits:"), m))
        counts = [str(n) for n in range(1, MAX_SPIRITS + 1)]
        chosen = self._last_choices(catalog)
        self.count = UIDropDownMenu(counts, str(len(chosen[0]) or 2), pygame.Rect(x0 + s(140), y, s(110), s(40)), m)
        self.board_header = UILabel(pygame.Rect(x0 + s(510), y, s(100), s(40)), W._("Board"), m)
        self.elements.append(self.board_header)
        y = s(160)
        self.slots, rows_top = [], y
        self.details = []           # each slot's Details button: its spirit's board
        for k in range(MAX_SPIRITS):
            spirit = chosen[0][k] if k < len(chosen[0]) else W._(RANDOM)
            board_k = chosen[1][k] if k < len(chosen[1]) else self.boards[k]
            lab = UILabel(pygame.Rect(x0, y, s(130), s(40)), W._("Spirit {n}:").format(n=k + 1), m)
            dd = UIDropDownMenu([W._(RANDOM)] + self.names, spirit, pygame.Rect(x0 + s(140), y, s(360), s(40)), m)
            board = UIDropDownMenu(list(self.boards), board_k, pygame.Rect(x0 + s(510), y, s(100), s(40)), m)
            see = UIButton(pygame.Rect(x0 + s(620), y, s(100), s(40)), W._("Details"), m,
                           tool_tip_text=W._("The whole spirit board: tracks, innate powers, rules (every spirit's, with the arrow keys)"))
            self.slots.append([lab, dd, board])
            self.details.append(see)
            y += s(48)
        status_y = s(730)
        self.summary = UITextBox("", pygame.Rect(x0, y, s(self.LEFT_W), s(150)), m)
        self._rows = (x0, rows_top, s(48), status_y)
        # --- right: the island, the adversaries, the scenario, the expansion, the seed
        y, lw, fw = s(110), s(140), s(self.RIGHT_W - 150)
        row = s(50)

        def label(text: str) -> None:
            self.elements.append(UILabel(pygame.Rect(rx, y, lw, s(40)), W._(text), m))

        label(W.N_("Island:"))
        lay = last.get("layout", "")
        self.layout_dd = UIDropDownMenu([W._(STANDARD_NAME)] + list(self.layout_ids),
                                        self._name_of(self.layout_ids, lay, W._(STANDARD_NAME)),
                                        pygame.Rect(rx + s(150), y, fw - s(130), s(40)), m)
        self.picture_button = UIButton(pygame.Rect(rx + s(self.RIGHT_W - 120), y, s(120), s(40)), W._("Picture"), m,
                                       tool_tip_text=W._("The island this game is played on"))
        y += row
        self.adv_rows = []
        for text, key in ((W.N_("Adversary:"), "adversary"), (W.N_("Supporting:"), "adversary2")):
            label(text)
            pick = last.get(key) or []
            adv_id, level = (pick[0], pick[1]) if len(pick) == 2 else ("", 0)
            dd = UIDropDownMenu([W._(NONE)] + list(self.adv_ids), self._name_of(self.adv_ids, adv_id, W._(NONE)),
                                pygame.Rect(rx + s(150), y, fw - s(90), s(40)), m)
            lv = UIDropDownMenu(LEVEL_NAMES, str(level if 0 <= level <= 6 else 0),
                                pygame.Rect(rx + s(self.RIGHT_W - 80), y, s(80), s(40)), m)
            self.adv_rows.append((dd, lv))
            y += row
        label(W.N_("Scenario:"))
        self.scenario_dd = UIDropDownMenu([W._(NONE)] + list(self.scenario_ids),
                                          self._name_of(self.scenario_ids, last.get("scenario", ""), W._(NONE)),
                                          pygame.Rect(rx + s(150), y, fw, s(40)), m)
        y += row
        label(W.N_("Expansion:"))
        self.expansion_button = UIButton(pygame.Rect(rx + s(150), y, fw, s(40)), "", m,
                                         tool_tip_text=W._("The expansion's spirits, cards, tokens and events join the game"))
        y += row
        label(W.N_("Seed:"))
        self.seed = UITextEntryLine(pygame.Rect(rx + s(150), y, s(200), s(40)), m)
        self.seed.set_text(getattr(self, "_seed_kept", "") or last.get("seed", ""))
        self._seed_kept = ""                # back from a spirit board: the seed typed stays
        self.elements.append(UILabel(pygame.Rect(rx + s(360), y, s(220), s(40)), W._("(empty: random)"), m))
        y += row + s(8)
        self.difficulty_label = UILabel(pygame.Rect(rx, y, s(self.RIGHT_W), s(44)), "", m, object_id="#heading")
        y += s(50)
        self.about = UITextBox("", pygame.Rect(rx, y, s(self.RIGHT_W), status_y - s(10) - y), m)
        # --- the refusals' line and the buttons, across
        self.status = UILabel(pygame.Rect(x0, status_y, width, s(36)), "", m, object_id="#refusal")
        by = status_y + s(44)
        self.start = UIButton(pygame.Rect(x0 + width - s(320), by, s(320), s(56)), W._("Start the game"), m, object_id="#menu_button")
        self.back = UIButton(pygame.Rect(x0, by, s(200), s(56)), W._("Back"), m)
        self.panel_rect = pygame.Rect(x0 - s(24), s(20), width + s(48), by + s(56) + s(20) - s(20))
        self.keys = KeyNav(self, [self.start, self.back], back=self.app.open_main_menu,
                           menus=lambda: [self.count] + [dd for row in self.slots for dd in row[1:]] + self._menus())
        self._sync()

    # --- what is offered --------------------------------------------------------------------
    def _offer_spirits(self, catalog=None) -> None:
        """The spirits offered: every spirit, but the expansion's when it is off."""
        from .. import choices
        catalog = catalog or _catalog()
        spirits = [sp for sp in catalog.SPIRITS.items.values()
                   if self.expansion or choices.spirit_pack(sp.id) != "expansion"]
        self.names = [W.tr(sp.name) for sp in spirits]
        self.by_name = {W.tr(sp.name): sp.id for sp in catalog.SPIRITS.items.values()}

    @staticmethod
    def _name_of(names: dict, wanted_id: str, default: str) -> str:
        return next((n for n, i in names.items() if i == wanted_id), default)

    def _menus(self) -> list:
        return [self.layout_dd, self.scenario_dd] + [e for row in self.adv_rows for e in row]

    def _last_choices(self, catalog) -> tuple[list, list]:
        """The spirits (names, or Random) and boards of the last game started here, as far as
        this game still has them (the settings keep them: a player's table is set as they left it)."""
        last = self.app.settings.get("new_game") or {}
        ids, boards = list(last.get("spirits") or []), list(last.get("boards") or [])
        if not ids or len(ids) != len(boards):
            return [], []
        names = {sp.id: W.tr(sp.name) for sp in catalog.SPIRITS.items.values() if W.tr(sp.name) in self.names}
        spirits = []
        for i in ids:           # a spirit named twice (a settings file edited by hand): Random the second time
            name = names.get(i, W._(RANDOM))
            spirits.append(W._(RANDOM) if name in spirits else name)
        kept = []
        for b in boards:        # a board this game has not, or named twice: one left free
            kept.append(b if b in self.boards and b not in kept else None)
        free = [b for b in self.boards if b not in kept]
        return spirits, [b if b is not None else free.pop(0) for b in kept]

    def choices_made(self) -> dict:
        """Every choice on the screen, as the settings keep them (Random stays Random: "")."""
        n = self._n()
        spirits = ["" if self._sel(dd) == W._(RANDOM) else self.by_name[self._sel(dd)] for _, dd, _ in self.slots[:n]]
        out = {"spirits": spirits, "boards": [self._sel(b) for _, _, b in self.slots[:n]],
               "layout": self.layout_ids.get(self._sel(self.layout_dd), ""),
               "scenario": self.scenario_ids.get(self._sel(self.scenario_dd), ""),
               "expansion": self.expansion, "seed": self.seed.get_text().strip()[:19]}
        for key, (dd, lv) in zip(("adversary", "adversary2"), self.adv_rows):
            adv = self.adv_ids.get(self._sel(dd), "")
            out[key] = [adv, int(self._sel(lv))] if adv else []
        if not re.fullmatch(r"-?[0-9]*", out["seed"]):
            out["seed"] = ""
        return out

    def _remember(self) -> None:
        """Keep this game's choices for the next new game."""
        self.app.settings["new_game"] = self.choices_made()
        bridge.save_settings(self.app.stored(self.app.settings))

    def leave(self) -> None:
        for e in self.elements + [self.count, self.seed, self.summary, self.status, self.start, self.back,
                                  self.expansion_button, self.picture_button, self.difficulty_label, self.about] + self._menus():
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
            return [W._(RANDOM)] + [name for name in self.names if name not in taken]
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
        lay = self._layout()            # a layout lays its own boards (another side), or A-F
        self.boards = tuple(lay.sides) if lay is not None and lay.sides else _boards()
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
            if name == W._(RANDOM):
                parts.append(W._("<b>Random</b>: a spirit not chosen by anyone else (Details: every spirit's board)."))
            else:
                sp = _catalog().SPIRITS[self.by_name[name]]
                words = {"name": name, "complexity": W.tr(sp.complexity).lower(), "summary": W.tr(sp.summary),
                         "style": W.tr(sp.play_style)}
                line = (W._("<b>{name}</b> (complexity: {complexity}): {summary}") if sp.complexity
                        else W._("<b>{name}</b>: {summary}")).format(**words)
                if sp.play_style:
                    line += " " + W._("<i>Play: {style}</i>").format(**words)
                parts.append(line)
        self.summary.set_text("<br>".join(parts))
        self.expansion_button.set_text(W._("On: its spirits, cards, tokens, events") if self.expansion
                                       else W._("Off: the base game only"))
        for dd, lv in self.adv_rows:
            lv.show() if self._sel(dd) != W._(NONE) else lv.hide()
        self._say_difficulty()
        self.status.set_text(self.refusal())

    def refusal(self) -> str:
        """Why the game as chosen cannot start ("" when it can): the screen's own checks, then
        the rules' (an adversary pair they refuse, a layout for other numbers of spirits ...),
        in their words. Shown as soon as a choice makes it so."""
        cfg = self.config()
        if isinstance(cfg, str):
            return cfg
        from ...engine.setup import SetupError, normalise_config
        try:
            normalise_config(dict(cfg))
        except SetupError as e:
            return W._("This game cannot be set up: {why}.").format(why=W.setup_words(e.code, e.data).rstrip("."))
        return ""

    def _say_difficulty(self) -> None:
        """The difficulty of the game as chosen, and what each choice changes."""
        from .. import choices
        made = self.choices_made()
        cfg = {k: v for k, v in made.items() if k in ("layout", "scenario", "adversary", "adversary2") and v}
        cfg.update(_packs(self.expansion))
        cfg["spirits"] = made["spirits"]
        total = choices.total_difficulty(cfg)
        self.difficulty_label.set_text(W._("Difficulty: {total}").format(total=total) if total is not None
                                       else W._("Difficulty: not known yet"))
        parts = []
        lay = self.layouts.get(made["layout"])
        if lay is not None:
            boards = self.laid_boards()
            more = ""
            if lay.extra_boards and boards:
                extra = boards[len(boards) - lay.extra_boards:]
                more = " " + W.ngettext("No spirit starts on board {boards}.", "No spirit starts on boards {boards}.",
                                        len(extra)).format(boards=", ".join(extra))
            parts.append(W._("<b>{name}</b> (difficulty {difficulty}): {text}").format(
                name=lay.name, difficulty=_num(lay.difficulty_at()), text=lay.text or W._("another shape of island."))
                + more)
        for role, key in ((ADVERSARY_ROLES[0], "adversary"), (ADVERSARY_ROLES[1], "adversary2")):
            if made[key]:
                adv, level = self.adversaries[made[key][0]], made[key][1]
                words = {"name": adv.name, "level": level, "difficulty": _num(adv.difficulty_at(level)), "text": adv.text}
                lines = [W._(role[1] if adv.text else role[0]).format(**words)]
                if adv.escalation:
                    lines.append(W._("Escalation: {text}").format(text=adv.escalation))
                for k in range(0, level + 1):      # each level includes the levels below it
                    if adv.level_text(k):
                        lines.append(W._("Level {level}: {text}").format(level=k, text=adv.level_text(k)))
                if adv.loss and level >= _loss_level(adv):
                    lines.append(f"<i>{adv.loss}</i>")
                parts.append("<br>".join(lines))
        sc = self.scenarios.get(made["scenario"])
        if sc is not None:
            words = {"name": sc.name, "difficulty": _num(sc.difficulty_at()), "text": sc.text}
            parts.append((W._("<b>{name}</b>, scenario (difficulty {difficulty}): {text}") if sc.text
                           else W._("<b>{name}</b>, scenario (difficulty {difficulty})")).format(**words)
                         + (f"<br><i>{sc.loss}</i>" if sc.loss else ""))
        if not parts:
            parts.append(W._("No adversary and no scenario (none to choose in this version): the invaders as the base "
                             "game sends them.") if not self.adversaries and not self.scenarios else
                         W._("No adversary and no scenario: the invaders as the base game sends them."))
        self.about.set_text("<br><br>".join(parts))

    def _layout(self):
        """The layout chosen (a choices.Choice), None for the standard island."""
        return self.layouts.get(self.layout_ids.get(self._sel(self.layout_dd), ""))

    def laid_boards(self) -> list[str]:
        """The boards the game lays: the spirits' boards, then for a layout with boards no spirit
        starts on the first boards left free."""
        lay = self._layout()
        boards = [self._sel(b) for _, _, b in self.slots[:self._n()]]
        if lay is None:
            return boards
        free = [b for b in self.boards if b not in boards]
        return boards + free[:lay.extra_boards]

    def _place(self, n: int) -> None:
        """The spirits' words under the last of the n spirit rows shown, taking the room left down
        to the status line (two spirits leave them most of the column, not four lines and a
        scroll bar under an empty space)."""
        s = self.s
        x0, top, step, status_y = self._rows
        y = top + n * step + s(8)
        self.summary.set_relative_position((x0, y))
        self.summary.set_dimensions((s(self.LEFT_W), max(s(120), status_y - s(10) - y)))

    def config(self) -> dict | str:
        """The game configuration chosen, or a reason it is not valid. The adversaries, the
        scenario, the layout and the expansion are written only when chosen."""
        n = self._n()
        text = self.seed.get_text().strip()
        if text and not re.fullmatch(r"-?[0-9]+", text):    # str.isdigit() passes "²", int() does not
            return W._("The seed must be a whole number (or left empty for a random game).")
        if len(text) > 18:
            return W._("The seed is too long: at most 18 digits.")
        made = self.choices_made()
        if made["adversary2"] and not made["adversary"]:
            return W._("Choose a leading adversary before a supporting one.")
        if made["adversary2"] and made["adversary2"][0] == made["adversary"][0]:
            return W._("The leading and supporting adversaries must be two different adversaries.")
        seed = int(text) if text else random.SystemRandom().randrange(1, 10 ** 9)
        picked = [self._sel(dd) for _, dd, _ in self.slots[:n]]
        ids = [self.by_name[p] for p in picked if p != W._(RANDOM)]
        if len(set(ids)) != len(ids):
            return W._("Each spirit can be chosen only once.")
        rng = random.Random(seed)
        pool = [self.by_name[name] for name in self.names if self.by_name[name] not in ids]
        pool.sort(key=_catalog().SPIRITS.ids().index)
        rng.shuffle(pool)
        spirits = [self.by_name[p] if p != W._(RANDOM) else pool.pop() for p in picked]
        boards = self.laid_boards()
        if len(set(boards)) != len(boards):
            return W._("Each spirit needs a different board.")
        cfg = {"spirits": spirits, "boards": boards, "seed": seed}
        for key in ("layout", "adversary", "adversary2", "scenario"):
            if made[key]:
                cfg[key] = made[key]
        cfg.update(_packs(self.expansion))
        return cfg

    def show_board(self, k: int) -> None:
        """Slot k's spirit board, every other spirit's a key away (from the first for Random);
        the choices made so far are kept, as this screen is built again when the board closes."""
        from .spirit_board import SpiritBoardScene
        ids = _catalog().SPIRITS.ids()
        chosen = self._sel(self.slots[k][1])
        self._remember()
        self._seed_kept = self.seed.get_text()
        first = ids.index(self.by_name[chosen]) if chosen != W._(RANDOM) else 0
        self.app.push(SpiritBoardScene(self.app, ids, first, opaque=True))

    def show_island(self) -> None:
        """The island of the game as chosen: the boards in the chosen layout."""
        from .island_preview import IslandPreview
        made = self.choices_made()
        self.app.push(IslandPreview(self.app, made["layout"], self._sel(self.layout_dd), self.laid_boards(),
                                    spirits=self._n()))

    def _start(self) -> None:
        problem = self.refusal()
        if problem:
            self.status.set_text(problem)    # on its own line, over nothing
            return
        cfg = self.config()
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
            if ev.ui_element is self.picture_button:
                self.show_island()
            elif ev.ui_element is self.expansion_button:
                self.expansion = not self.expansion
                self._offer_spirits()
                self._sync()
            elif ev.ui_element is self.back:
                self.app.open_main_menu()
            elif ev.ui_element is self.start:
                self._start()
            return True
        return False


def _loss_level(adv) -> int:
    """The level from which an adversary's own loss applies: the first whose words name it (its
    words are the same sentence), else level 0 (said whenever it is chosen)."""
    head = adv.loss.split(".")[0]
    return next((k for k, t in enumerate(adv.level_texts) if head and head in t), 0)


def _num(v) -> str:
    """A difficulty as the screen writes it (3, not 3.0)."""
    return str(int(v)) if float(v).is_integer() else str(v)
