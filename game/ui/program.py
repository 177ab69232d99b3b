"""The island's program: the shell's App (game.shell.program) with what is the island's own:
its words' language, its settings file, the main menu, its table, the pause menu and the end
screen, autoplay's pictures and hand-over, and the table in the debugging dump."""
from __future__ import annotations

import os
import sys

import pygame

from .. import words
from ..shell import program as shell
from ..shell.program import (DEBUG_DUMP, FAULTS_SURVIVED, FPS, IDLE_POLL, IDLE_WAKE,  # noqa: F401 (their old names)
                             build_theme, forget_pictures, wait_for_events)
from . import bridge

SPIRIT_ORDER = ("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss",
                "old-village-drumbeat", "strangler-fig-runners", "shattered-lagoon-prism", "stirring-basalt-giant")


class App(shell.App):
    """The program as the island plays it; the quest's table runs on it too (the main menu is
    where the games meet: game.shell.games)."""

    title = "Spirit Island — the table"

    def speak(self, code) -> None:
        words.set_language(code)

    def say(self, text: str) -> str:
        return words._(text)

    def keep_settings(self, settings: dict) -> bool:
        return bridge.save_settings(settings)

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

    def _shot(self, table, name: str, with_dialogs: bool = False) -> None:
        """The next screenshot, named after the turn the view shows and `name`."""
        if not self.screenshots:
            return
        if not with_dialogs:
            table.seen(table.draw(self.screen))
        self.shot_count += 1
        st = table.view.state
        path = os.path.join(self.screenshots, f"{self.shot_count:03d}_turn{st.turn:02d}_{name}.png")
        pygame.image.save(self.screen, path)

    def _autoplay_step(self) -> None:
        top = self.scenes[-1] if self.scenes else None
        if getattr(top, "own_autoplay", False):         # another game's table (the quest's) plays itself
            super()._autoplay_step()
            return
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
        out = super().screen_dump()
        table = next((s for s in reversed(self.scenes) if getattr(s, "is_table", False)), None)
        if table is not None and not getattr(table, "own_autoplay", False):     # the island's table
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


def open_island_menu(app) -> None:
    """The island's menu (the game picker's Spirit Island: game.shell.games)."""
    app.open_main_menu()


def open_island_table(app, seed: int = 1, players: int = 2, **options) -> None:
    """A new island game of `players` spirits at its table (`play --game island`)."""
    app.start_game(app.quick_config(players, seed, options.get("layout", "")))
