"""The App: the window, the pygame-gui manager and the stack of screens, and the loop."""
from __future__ import annotations

import gc
import json
import logging
import os
import sys
import time

import pygame
import pygame_gui

from .. import words
from . import bridge, memory, resources, window
from .scenes import keys
from .window_path import choose_window_path

log = logging.getLogger(__name__)
FPS = 60
FAULTS_SURVIVED = 10   # frames running with a fault before it is a crash after all (see App._survive)
DEBUG_DUMP = "SPIRIT_TABLE_DEBUG_DUMP"   # a file: what is on screen, rewritten as it changes (tests)
SPIRIT_ORDER = ("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss",
                "old-village-drumbeat", "strangler-fig-runners", "shattered-lagoon-prism", "stirring-basalt-giant")


def build_theme(scale: float) -> dict:
    """The packaged theme JSON with font paths filled in and sizes scaled."""
    theme = json.loads(resources.theme_text())
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font:
            font["size"] = str(max(9, round(int(font["size"]) * scale)))
    return theme


class App:
    """The program: screens on a stack; the top one gets the events."""

    def __init__(self, size, settings: dict, fit_screen: bool = False):
        """`fit_screen`: shrink `size` to the screen's usable area (the player's remembered size
        or the default; an explicit --size is taken as it is, within SDL's minimum)."""
        log.info("window path: %s", choose_window_path())
        memory.return_big_pictures()
        pygame.display.init()
        if fit_screen:
            size = window.first_size(size, window.desktop())
        pygame.font.init()
        pygame.key.set_repeat(0)
        self.settings = dict(settings)
        words.set_language(self.settings.get("language"))
        self.screenshots = ""
        self.autoplayer = None
        self._faults = 0                # frames running with a fault (see _survive)
        self._faulted = False           # ... and whether this frame has had one
        self.shot_count = 0
        self.exit_code = None
        self.autoplay_turns = 0          # the bot hands the table over when this turn begins (0: never)
        # settings this session runs with that are not the player's (autoplay's speed and no
        # confirmations): key -> the player's own value, which is what settings saved keep
        self.session_only: dict = {}
        self.debug_dump = os.environ.get(DEBUG_DUMP, "")
        self._dumped = ""
        self.scenes: list = []
        self.screen = None
        self._drawn_alone = None         # (scene id, size) when one scene alone drew the last frame
        self.remember_window = False      # a player's session: a new window size is saved soon after
        self._window_save_at = None
        self._open_window(size)
        pygame.display.set_caption("Spirit Island — the table")
        self._on_terminate()

    # --- window --------------------------------------------------------------------------------
    def _open_window(self, size) -> None:
        flags = pygame.RESIZABLE
        if self.settings.get("fullscreen"):
            flags = pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_mode(size, flags)
        if not self.settings.get("fullscreen"):
            self._sdl_window = window.enforce_minimum(window.desktop())
        self._adopt_window()
        if not self.settings.get("fullscreen") and not self.too_small:
            self.settings["window"] = list(self.size)
        self._new_manager()

    def _wanted_gui_scale(self) -> float:
        """The menus' and dialogs' scale: the window's (1 at 1920x1080) times the UI scale, but
        never so large that the tallest menu (the new-game form, ~900 px at scale 1) or the
        widest (~1200 px) would leave the window."""
        wanted = min(self.size[0] / 1920, self.size[1] / 1080) * float(self.settings.get("ui_scale", 1.0))
        return min(wanted, self.size[1] / 900, self.size[0] / 1200)

    def _new_manager(self) -> None:
        """pygame-gui's manager with the theme at this window's scale."""
        self.gui_scale = self._wanted_gui_scale()
        theme = build_theme(max(0.7, self.gui_scale))
        self.manager = pygame_gui.UIManager(self.size, theme, enable_live_theme_updates=False)
        base = int(theme["defaults"]["font"]["size"])
        self.font_size = base          # pygame-gui's text size (screens measure their lines with it)
        self.manager.preload_fonts([{"name": "noto_sans", "point_size": size, "style": style, "antialiased": "1"}
                                    for size in sorted({base, 14}) for style in ("bold", "italic")])

    def _adopt_window(self) -> None:
        """Take the display surface as it is now. A window too small for the table (a window
        manager that ignored the minimum size) gets the screens drawn off screen at the smallest
        workable size, and shows one line asking to make it larger."""
        self.window = pygame.display.get_surface()
        self._drawn_alone = None         # a new window: the next frame is drawn whole
        real = self.window.get_size()
        self.too_small = window.too_small(real)
        self.size = window.working_size(real)
        memory.fit_window(self.size)
        if not self.too_small:
            self.screen = self.window
        elif getattr(self, "screen", None) is None or self.screen is self.window or self.screen.get_size() != self.size:
            self.screen = pygame.Surface(self.size)

    def apply_settings(self, settings: dict) -> None:
        """New settings: reopen the window if needed and tell every screen."""
        old = self.settings
        self.settings = dict(settings)
        bridge.save_settings(self.stored(settings, old))
        if old.get("fullscreen") != settings.get("fullscreen") or old.get("ui_scale") != settings.get("ui_scale"):
            self._relayout(lambda: self._open_window(tuple(settings.get("window") or self.size)))
        elif old.get("language") != settings.get("language"):
            self.set_language(settings.get("language"))
        for s in self.scenes:
            if hasattr(s, "apply_settings"):
                s.apply_settings(self.settings)

    def set_language(self, code) -> None:
        """Speak `code` from now on, without restarting: every screen is laid out again in it
        (its buttons and labels made anew), and the table draws its words afresh."""
        words.set_language(code)
        forget_pictures()
        self._relayout(lambda: None)
        for s in self.scenes:
            if hasattr(s, "language_changed"):
                s.language_changed()

    def close(self) -> None:
        """Put the game away (it is saved) and close the window."""
        while self.scenes:
            self._put_away(self.scenes.pop())
        self._sdl_window = None          # the Window handle goes before the display it belongs to
        gc.collect()
        pygame.display.quit()

    def _put_away(self, scene) -> None:
        """A screen leaves the stack; a table also drops its lock (its game is saved)."""
        try:
            scene.leave()
        finally:
            if getattr(scene, "is_table", False):
                scene.close()

    def _on_terminate(self) -> None:
        """SIGTERM (logout, `kill`) and SIGHUP leave like Quit: the loop ends and the game is put away."""
        import signal
        import threading
        if threading.current_thread() is not threading.main_thread():
            return

        def leave(signum, frame):
            log.info("signal %s: leaving the table", signum)
            self.exit_code = 0
        for name in ("SIGTERM", "SIGHUP"):
            if hasattr(signal, name):
                try:
                    signal.signal(getattr(signal, name), leave)
                except (ValueError, OSError):
                    pass

    # --- the stack -------------------------------------------------------------------------------
    def push(self, scene) -> None:
        """Put a screen on top (an opaque one hides the one below)."""
        if self.scenes and getattr(scene, "opaque", True):
            self.scenes[-1].leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        """Remove the top screen."""
        if self.scenes:
            top = self.scenes.pop()
            self._put_away(top)
            if self.scenes and getattr(top, "opaque", True):
                self.scenes[-1].enter()
            if self.scenes:
                self.scenes[-1].uncovered()

    def replace_all(self, scene) -> None:
        """Clear the stack and show one screen."""
        while self.scenes:
            self._put_away(self.scenes.pop())
        self.push(scene)

    def modal_open(self) -> bool:
        """A dialog is over the table (the autoplayer waits)."""
        return bool(self.scenes) and not getattr(self.scenes[-1], "is_table", False)

    # --- navigation used by screens ----------------------------------------------------------
    def quick_config(self, players: int, seed: int, layout: str = "") -> dict:
        """A game of `players` spirits on boards A.. (autoplay, smoke, `play --seed`); on the
        layout's own boards when one is named (`play --layout ID`)."""
        from ..engine.setup import MAX_SPIRITS, boards_to_deal
        players = max(1, min(MAX_SPIRITS, players))
        if layout:
            return {"spirits": list(SPIRIT_ORDER[:players]), "boards": [], "seed": seed, "layout": layout}
        return {"spirits": list(SPIRIT_ORDER[:players]), "boards": list(boards_to_deal(players)[:players]), "seed": seed}

    def start_game(self, config: dict) -> None:
        """Start a new game from a configuration and show the table."""
        from ..engine import Game, newest
        self.open_table(Game(newest(config)))     # a new game at the table: its own questions on

    def open_table(self, game) -> None:
        """Show a game on the table. The menus' backdrop is let go first (a whole window of
        pixels the table never shows; the menus read it back from the cache folder)."""
        from .scenes.table import TableScene
        menus = sys.modules.get(f"{__package__}.scenes.menus")
        if menus is not None:
            menus.backdrop.cache_clear()
        table = TableScene(self, game, self.settings)
        table.is_table = True
        self.replace_all(table)

    def open_new_game(self) -> None:
        """The new-game screen, over nothing else."""
        from .scenes.menus import NewGame
        self.replace_all(NewGame(self))

    def open_main_menu(self) -> None:
        """Back to the main menu."""
        from .scenes.menus import MainMenu
        self.replace_all(MainMenu(self))

    def open_pause_menu(self, table) -> None:
        """The pause menu over the table."""
        from .scenes.dialogs import PauseMenu
        self.push(PauseMenu(self, table))

    def stored(self, settings: dict, before: dict | None = None) -> dict:
        """The settings as the player's settings file keeps them: a session-only value the player
        has not changed (autoplay's speed, its confirmations off) stays the player's own."""
        before = self.settings if before is None else before
        out = dict(settings)
        for key, own in list(self.session_only.items()):
            if settings.get(key) == before.get(key):
                out[key] = own
            else:                       # changed in Settings: the player's own from now on
                del self.session_only[key]
        return out

    def confirm(self, message: str, on_yes) -> None:
        """Ask yes / no over the current screen; yes runs `on_yes`."""
        from .scenes.dialogs import Confirm
        self.push(Confirm(self, message, on_yes))

    def game_over(self, table) -> None:
        """The game ended: the end screen. Autoplay takes its last screenshot and stops, unless a
        player was to take over (`--autoplay-turns`): the end screen is theirs, before that turn."""
        from .scenes.dialogs import EndScreen
        if any(isinstance(s, EndScreen) for s in self.scenes):
            return                  # shown once (a click while the last animation ends asks again)
        kept = bridge.record_finished(table.game)       # the history of finished games, once per game
        bridge.keep_replay(table.game)                   # ... and its moves, for Replays
        self.push(EndScreen(self, table, history_problem=kept))
        if self.autoplayer is not None:
            self.manager.update(0.01)
            self._draw()
            self._shot(table, "end", with_dialogs=True)
            if self.autoplay_turns:
                self._hand_over(table)
            else:
                self.exit_code = 0

    def _hand_over(self, table) -> None:
        """The bot leaves the table to the player, with the player's own confirmations."""
        self.autoplayer = None
        own = self.session_only.pop("confirm", self.settings.get("confirm", True))
        self.settings["confirm"] = own
        if hasattr(table, "settings"):
            table.settings["confirm"] = own
        if self.debug_dump:
            self._write_debug_dump()

    def phase_started(self, table) -> None:
        """A phase began in the game (the table autosaves); screenshots follow the view."""

    def quit(self, code: int = 0) -> None:
        """Leave the loop with an exit code."""
        self.exit_code = code

    # --- screenshots -----------------------------------------------------------------------------
    def _shot(self, table, name: str, with_dialogs: bool = False) -> None:
        if not self.screenshots:
            return
        if not with_dialogs:
            table.seen(table.draw(self.screen))
        self.shot_count += 1
        st = table.view.state
        path = os.path.join(self.screenshots, f"{self.shot_count:03d}_turn{st.turn:02d}_{name}.png")
        pygame.image.save(self.screen, path)

    # --- the loop --------------------------------------------------------------------------------
    def run(self, max_frames: int | None = None, force_draw: bool = False) -> int:
        """Run until Quit; returns the exit code."""
        clock = pygame.time.Clock()
        frames, dirty = 0, True
        while self.exit_code is None and self.scenes:
            busy = force_draw or self.autoplayer is not None or dirty or any(
                getattr(s, "anim", None) is not None and s.anim.busy and not s.anim.waiting or getattr(s, "working", False)
                for s in self.scenes)
            events = pygame.event.get() if busy else wait_for_events(IDLE_WAKE)
            self._faulted = False           # a fault in this frame (events, update, draw) counts once
            for ev in events:
                if ev.type == pygame.NOEVENT:
                    continue
                dirty = True
                if ev.type in _WINDOW_SHOWN:
                    self._drawn_alone = None     # the window must get its whole picture again
                if ev.type == pygame.QUIT:
                    self.exit_code = 0
                    break
                if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED) and not self.settings.get("fullscreen"):
                    self._resized()
                    continue
                if self.too_small and self.autoplayer is None and ev.type in _PLAYER_INPUT:
                    continue      # the player sees only "make the window larger"
                if keys.answer_box(self.manager, ev):     # Enter / Esc on a yes-no or message box
                    continue
                if self.manager.process_events(ev):
                    continue
                if self.scenes:
                    try:
                        self.scenes[-1].handle(ev)
                    except Exception as e:
                        if not self._survive(e):
                            raise
            surf = pygame.display.get_surface()
            if surf is not None and surf.get_size() != self.window.get_size():
                self._resized()
            if self._window_save_at is not None and time.monotonic() >= self._window_save_at:
                self._window_save_at = None       # the size has settled: kept even if the process is killed
                bridge.save_settings(self.stored(self.settings))
            dt = min(0.1, (clock.tick(FPS) if frames else clock.tick()) / 1000.0)   # the first frame does not wait
            self.manager.update(dt)
            try:
                for s in list(self.scenes):
                    dirty = s.update(dt) or dirty
                if self.scenes and (dirty or force_draw):
                    self._draw()
                    dirty = False
                    if self.debug_dump:
                        self._write_debug_dump()
            except Exception as e:
                if not self._survive(e):
                    raise
                dirty = True
            if not self._faulted:
                self._faults = 0
            self._autoplay_step()
            frames += 1
            if max_frames and frames >= max_frames:
                break
        return 0 if self.exit_code is None else self.exit_code

    def _survive(self, e: Exception) -> bool:
        """A fault in one frame's work (a player's input handled, the table's pictures kept up,
        the frame drawn) is logged and survived, and the player told: the game itself lives in
        the engine, which a fault never leaves half-changed (a command is applied whole or
        refused, and the table saves after each), so the table drops what it showed for the
        moment (a refusal's shake and note, its kept pictures) and goes on. The same fault frame
        after frame is a crash after all (its report and the autosave take over); so is any
        fault while a bot plays at the table (autoplay, the checks) or with
        SPIRIT_TABLE_STRICT set."""
        if self.autoplayer is not None or os.environ.get("SPIRIT_TABLE_STRICT"):
            return False
        if not self._faulted:
            self._faulted = True
            self._faults += 1
        if self._faults > FAULTS_SURVIVED:
            return False
        log.error("a fault in the table, survived (%d in a row)", self._faults, exc_info=e)
        self._drawn_alone = None        # the next frame is drawn whole
        for scene in self.scenes:
            forget = getattr(scene, "forget_moment", None)
            if forget is not None:
                forget()
        say = getattr(self.scenes[-1], "say", None) if self.scenes else None
        if say is not None:
            say(words._("Something went wrong on the table; it is written in the game's log file. "
                        "Your game is safe."))
        return True

    def _draw(self) -> None:
        start = len(self.scenes) - 1
        while start > 0 and not getattr(self.scenes[start], "opaque", True):
            start -= 1
        drawn = self.scenes[start:]
        alone = (id(drawn[0]), self.screen.get_size()) if len(drawn) == 1 and not self.too_small else None
        kept = alone is not None and alone == self._drawn_alone and getattr(drawn[0], "is_table", False)
        dirty = None
        for s in drawn:
            frame = s.draw(self.screen, kept=True) if kept else s.draw(self.screen)
            if frame is not None:
                s.seen(frame)          # drawing changed nothing; the screen now shows this frame
                dirty = frame.dirty if kept else None
        self._drawn_alone = alone
        self.manager.draw_ui(self.screen)
        if self.too_small:
            window.draw_too_small(self.window)
        if dirty is not None:          # only the pointer's things moved: send just those rectangles
            pygame.display.update(dirty)
        else:
            pygame.display.flip()

    def _autoplay_step(self) -> None:
        top = self.scenes[-1] if self.scenes else None
        if self.autoplayer is not None and hasattr(top, "autoplay_gesture"):     # a game question as a dialog
            self.autoplayer.step(top.table)
            return
        if self.autoplayer is None or not getattr(top, "is_table", False):
            return
        if self.autoplay_turns and top.game.state.turn >= self.autoplay_turns and not top.anim.busy:
            self._hand_over(top)
            return
        self._phase_shot(top)
        self.autoplayer.step(top)

    def _phase_shot(self, table) -> None:
        """One screenshot per phase: shortly after the view enters it (its banner showing)."""
        import time
        from .anim import SPEED_FACTORS
        vs = table.view.state
        key = (vs.turn, vs.phase)
        now = time.monotonic()
        if key != getattr(self, "_last_phase", None):
            self._last_phase = key
            self._shot_at = now + 0.4 * SPEED_FACTORS.get(table.anim.speed, 1.0)
        if getattr(self, "_shot_at", None) is not None and (now >= self._shot_at or not table.anim.busy):
            self._shot_at = None
            self._shot(table, vs.phase)

    def screen_dump(self) -> dict:
        """What is on screen, as data: the screens, their buttons (label and rectangle) and, for a
        table, where the game stands (the real-input test reads it; see DEBUG_DUMP)."""
        out = {"pid": os.getpid(), "size": list(self.size), "scenes": [type(s).__name__ for s in self.scenes],
               "buttons": [], "dialogs": []}
        for el in self.manager.get_root_container().elements:
            _dump_element(el, out)
        table = next((s for s in reversed(self.scenes) if getattr(s, "is_table", False)), None)
        if table is not None:
            st = table.game.state
            out["table"] = {
                "turn": st.turn, "phase": st.phase, "result": st.result, "hash": st.state_hash(),
                "commands": len(table.game.log), "autoplay": self.autoplayer is not None,
                "lands": {k: dict(v) for k, v in st.lands.items()},
                "hands": [list(sp.hand) for sp in st.spirits],
                "log": ["".join(seg for seg, _ in line) for line in table.log.lines],
                "busy": table.anim.busy, "stepping": table.anim.stepping, "waiting": table.anim.waiting,
                "options": [{"text": table.offer.options[t.index][0], "rect": list(r)} for r, t in table.hotspots.items
                            if t.kind == "option" and 0 <= t.index < len(table.offer.options)]}
            out["table"].update(_table_detail(table))
        return out

    def _write_debug_dump(self) -> None:
        try:
            text = json.dumps(self.screen_dump(), sort_keys=True)
            if text != self._dumped:
                from ..persist.atomic import write_text_atomic
                write_text_atomic(self.debug_dump, text)
                self._dumped = text
        except Exception as e:  # a debugging aid must never stop the game
            log.warning("debug dump failed: %s", e)
            self.debug_dump = ""

    def _resized(self, size=None) -> None:
        """The window changed size (pygame 2 resizes the display surface itself)."""
        surf = pygame.display.get_surface()
        if surf is None:
            return
        if size is not None and surf.get_size() != tuple(size):
            pygame.display.set_mode(size, pygame.RESIZABLE)
        before = self.size
        self._adopt_window()
        if not self.too_small:
            self.settings["window"] = list(self.size)
            if self.remember_window:
                self._window_save_at = time.monotonic() + 1.0
        if self.size == before:
            return
        if abs(max(0.7, self._wanted_gui_scale()) - max(0.7, self.gui_scale)) >= 0.05:
            self._relayout(self._new_manager)           # menus and dialogs follow the window's size
        else:
            self.manager.set_window_resolution(self.size)
            for s in self.scenes:
                s.resize(self.size)

    def _relayout(self, rebuild) -> None:
        """Take every screen's pygame-gui elements down, `rebuild` the window or the manager, lay
        the screens out again and bring back the elements of those on show (once each)."""
        from .scenes.base import Scene
        for s in self.scenes:
            s.leave()
        rebuild()
        for s in self.scenes:
            s.resize(self.size)
        start = len(self.scenes) - 1
        while start > 0 and not getattr(self.scenes[start], "opaque", True):
            start -= 1
        for s in self.scenes[start:]:
            if type(s).resize is Scene.resize:          # a screen whose resize does not re-enter it
                s.enter()


def forget_pictures() -> int:
    """Forget every picture and text the table's modules keep by their arguments (cards, lines,
    boards: drawn in the language spoken, kept by id and size), so the next frame draws them in
    the language now spoken. Returns how many caches were emptied."""
    n = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", "") == name:
                clear()
                n += 1
    return n


def wait_for_events(seconds: float) -> list:
    """The events that come within `seconds` (none if nothing happens), sleeping in between.

    The table at rest must leave the processor alone (DESIGN §5: draw nothing, sleep on
    events). pygame-ce's `event.wait` does not sleep on the event queue: it looks at it every
    millisecond, which costs about 2 % of a core with nothing happening (measured under X11 and
    the dummy driver alike). Looking once a frame (IDLE_POLL) costs about 0.2 %, and the first
    event after a rest waits at most one frame, as it would for the next frame anyway."""
    end = time.monotonic() + seconds
    while True:
        events = pygame.event.get()
        if events or time.monotonic() >= end:
            return events
        time.sleep(IDLE_POLL)


IDLE_WAKE = 0.25        # the loop wakes this often at rest (timers: the window size to keep)
IDLE_POLL = 1 / FPS     # ... and looks for events this often


_WINDOW_SHOWN = (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                 pygame.WINDOWMAXIMIZED, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE)
_PLAYER_INPUT = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN,
                 pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


DUMPED_SPOTS = ("growth", "track", "card", "piece", "innate", "keyword")


def _table_detail(table) -> dict:
    """More of what the table shows, for the real-input test: the pending decision, the things
    the pointer can take (with their rectangles), the glowing lands, each land's name point and
    outline, what the pointer holds, the last refusal and message, the marks on the cards."""
    st = table.game.state
    geo = table.geo
    island = geo.serial
    if getattr(table, "_dumped_island", (None,))[0] != island:
        table._dumped_island = (island, {land: {"label": [round(v) for v in sh.label_at],
                                                "polygons": [[[round(x), round(y)] for x, y in poly]
                                                             for poly in sh.polygons]}
                                         for land, sh in geo.shapes.items() if land in st.lands})
    return {
        "decision": st.decision.kind if st.decision is not None else None,
        "active": table.active, "held": table.machine.state, "notice": table.notice, "toast": table.toast_text,
        "marks": dict(table.card_marks()), "glow": sorted(table.offer.glow_lands),
        "presence": [dict(sp.presence) for sp in st.spirits], "played": [list(sp.played) for sp in st.spirits],
        "spots": [{"kind": t.kind, "land": t.land, "token": t.token, "card": t.card, "index": t.index,
                   "spirit": t.spirit, "name": t.name, "rect": list(r)}
                  for r, t in table.hotspots.items if t.kind in DUMPED_SPOTS],
        "island": table._dumped_island[1]}


def _dump_element(el, out: dict) -> None:
    """A pygame-gui element's buttons and dialog texts, with absolute rectangles, into `out`."""
    import pygame_gui.elements as E
    if not el.alive() or not el.visible:
        return
    if isinstance(el, E.UIButton):
        out["buttons"].append({"text": el.text, "rect": list(el.rect), "enabled": el.is_enabled})
    text = getattr(getattr(el, "confirmation_text", None), "html_text", None)
    if text:
        out["dialogs"].append(text)
    for child in getattr(el, "elements", None) or getattr(getattr(el, "get_container", lambda: None)(), "elements", []):
        _dump_element(child, out)
