"""The shell's App: the window, the pygame-gui manager, the stack of screens and the loop.

It knows no game. A game's program subclasses it for what is its own (the island's App in
game.ui.program: its language, its settings file, its tables and end screen); a game's
screens use only what is here (push, pop, replace_all, quit, the settings, screenshots)."""
from __future__ import annotations

import gc
import json
import logging
import os
import sys
import time

import pygame
import pygame_gui

from . import keys, memory, resources, window
from .window_path import choose_window_path

log = logging.getLogger(__name__)
FPS = 60
FAULTS_SURVIVED = 10   # frames running with a fault before it is a crash after all (see App._survive)
DEBUG_DUMP = "SPIRIT_TABLE_DEBUG_DUMP"   # a file: what is on screen, rewritten as it changes (tests)


def N_(msgid: str) -> str:
    """Marks a sentence for the catalogs (pybabel's N_); a game's program translates it (App.say)."""
    return msgid


# Blocks whose font keeps its size at every scale: text boxes wrote in pygame-gui's default face
# (14 px at any scale) until the theme named their face, to read from our font files.
UNSCALED_FONTS = ("text_box",)


def build_theme(scale: float) -> dict:
    """The packaged theme JSON with font paths filled in and sizes scaled."""
    theme = json.loads(resources.theme_text())
    for name, block in theme.items():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font and name not in UNSCALED_FONTS:
            font["size"] = str(max(9, round(int(font["size"]) * scale)))
        misc = block.get("misc") if isinstance(block, dict) else None
        if misc and "list_item_height" in misc:     # a list's rows grow and shrink with its words
            misc["list_item_height"] = str(max(20, round(int(misc["list_item_height"]) * scale)))
    return theme


class App:
    """The program: screens on a stack; the top one gets the events."""

    title = "The table"     # the window's caption (a game's program names itself)

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
        self.speak(self.settings.get("language"))
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
        pygame.display.set_caption(self.title)
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
        memory.shapes_let_go(self.manager)       # its first atlas, made before any shape
        base = int(theme["defaults"]["font"]["size"])
        self.font_size = base          # pygame-gui's text size (screens measure their lines with it)
        self.manager.preload_fonts([{"name": "table_sans", "point_size": size, "style": style, "antialiased": "1"}
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
        self.keep_settings(self.stored(settings, old))
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
        self.speak(code)
        forget_pictures()
        self._relayout(lambda: None)
        for s in self.scenes:
            if hasattr(s, "language_changed"):
                s.language_changed()

    def speak(self, code) -> None:
        """Speak the language `code` from now on (a game's program sets its words' language)."""

    def say(self, words: str) -> str:
        """The shell's own sentences in the language spoken (a game's program translates them)."""
        return words

    def keep_settings(self, settings: dict) -> bool:
        """Write the settings where the player's settings are kept (a game's program does it)."""
        return False

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
            memory.shapes_let_go(self.manager)      # a dialog over the table closed

    def replace_all(self, scene) -> None:
        """Clear the stack and show one screen (the menus' drawn shapes go when it shows none)."""
        while self.scenes:
            self._put_away(self.scenes.pop())
        self.push(scene)
        memory.shapes_let_go(self.manager)

    def modal_open(self) -> bool:
        """A dialog is over the table (the autoplayer waits)."""
        return bool(self.scenes) and not getattr(self.scenes[-1], "is_table", False)

    # --- navigation used by screens ----------------------------------------------------------
    def open_main_menu(self) -> None:
        """Back to the main menu (a game's program has one)."""
        self.quit(0)

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
        """Ask yes / no over the current screen (a game's program has its dialog); here: yes."""
        on_yes()

    def phase_started(self, table) -> None:
        """A phase began in the game (the table autosaves); screenshots follow the view."""

    def quit(self, code: int = 0) -> None:
        """Leave the loop with an exit code."""
        self.exit_code = code

    # --- screenshots -----------------------------------------------------------------------------
    def _shot(self, table, name: str, with_dialogs: bool = False) -> None:
        """Save the window's picture as the next screenshot, named `name` (the table drawn
        afresh first unless dialogs are to be in it too)."""
        if not self.screenshots:
            return
        if not with_dialogs:
            table.seen(table.draw(self.screen))
        self.shot_count += 1
        pygame.image.save(self.screen, os.path.join(self.screenshots, f"{self.shot_count:03d}_{name}.png"))

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
                self.keep_settings(self.stored(self.settings))
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
            say(self.say(N_("Something went wrong on the table; it is written in the game's log file. "
                            "Your game is safe.")))
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
        """A bot at the table makes its next gesture (a game's program may do more: pictures,
        handing over)."""
        top = self.scenes[-1] if self.scenes else None
        if self.autoplayer is not None and getattr(top, "is_table", False):
            self.autoplayer.step(top)

    def screen_dump(self) -> dict:
        """What is on screen, as data: the screens and their buttons (label and rectangle); a
        game's program adds its table (the real-input test reads it; see DEBUG_DUMP)."""
        out = {"pid": os.getpid(), "size": list(self.size), "scenes": [type(s).__name__ for s in self.scenes],
               "buttons": [], "dialogs": []}
        for el in self.manager.get_root_container().elements:
            _dump_element(el, out)
        for scene in reversed(self.scenes):         # a game's table says where it stands
            dump = getattr(scene, "screen_dump", None)
            if callable(dump):
                out["table"] = dump()
                break
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
        from .scene import Scene
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
    """Forget every picture and text the shell's and the games' ui modules keep by their arguments (cards, lines,
    boards: drawn in the language spoken, kept by id and size), so the next frame draws them in
    the language now spoken. Returns how many caches were emptied."""
    n = 0
    for name, module in list(sys.modules.items()):
        if module is None or not (name.startswith("game.shell") or ".ui" in name and name.startswith("game.")):
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
