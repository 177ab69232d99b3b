"""The table's door to persistence (settings, autosaves, loading), written by another room.

`game.persist` may be missing or unfinished; every call here tolerates that and says so with
`available()`, so the menu can grey out Continue / Load instead of crashing.
"""
from __future__ import annotations

import weakref

import importlib
import logging

log = logging.getLogger(__name__)

DEFAULTS = {
    "fullscreen": False,
    "ui_scale": 1.0,
    "anim_speed": "normal",      # slow / normal / fast / instant
    "confirm": True,             # ask before ending a phase or quitting
    "colourblind": False,        # colour-blind safe terrain palette
    "window": [1600, 900],
    "new_game": {"spirits": [], "boards": []},   # the new-game screen's last choices
    "language": "system",        # "system" (the system's locale) or a language of game.words
}
SPEEDS = ("slow", "normal", "fast", "instant")
# the persistence room names two settings differently
STORED_NAMES = {"confirm": "confirm_prompts", "window": "window_size"}


class LoadFailed(Exception):
    """A save could not be loaded; the message is fit to show the player."""


def _module(name: str):
    try:
        return importlib.import_module(f"game.persist.{name}")
    except Exception as e:  # missing module or a broken one: the menu item is disabled
        log.info("persistence module %s unavailable: %s", name, e)
        return None


def available() -> dict[str, bool]:
    """Which persistence features exist: settings, autosave, continue, load."""
    st, sv = _module("settings"), _module("saves")
    return {"settings": bool(st and hasattr(st, "save_settings")),
            "autosave": bool(sv and hasattr(sv, "autosave")),
            "continue": bool(sv and hasattr(sv, "latest_autosave") and latest_autosave()),
            "load": bool(sv and hasattr(sv, "load_game"))}


def load_settings() -> dict:
    """The player's settings merged over the defaults (defaults alone when none are stored)."""
    out = dict(DEFAULTS)
    st = _module("settings")
    try:
        if st and hasattr(st, "load_settings"):
            stored = dict(st.load_settings() or {})
            for ui_key, key in STORED_NAMES.items():
                if key in stored:
                    stored[ui_key] = stored.pop(key)
            out.update({k: v for k, v in stored.items() if k in DEFAULTS})
    except Exception as e:
        log.warning("could not read settings: %s", e)
    if out.get("anim_speed") not in SPEEDS:
        out["anim_speed"] = "normal"
    try:
        out["ui_scale"] = min(2.0, max(0.75, float(out["ui_scale"])))
    except (TypeError, ValueError):
        out["ui_scale"] = 1.0
    return out


def save_settings(settings: dict) -> bool:
    """Store the settings; False when persistence is unavailable or failed."""
    st = _module("settings")
    try:
        if st and hasattr(st, "save_settings"):
            out = {STORED_NAMES.get(k, k): v for k, v in settings.items() if k in DEFAULTS}
            if "window_size" in out:
                out["window_size"] = [int(v) for v in out["window_size"]]
            st.save_settings(out)
            return True
    except Exception as e:
        log.warning("could not save settings: %s", e)
    return False


def autosave(game) -> bool:
    """Autosave the game once (outside a table); False when it could not be done."""
    sv = _module("saves")
    try:
        if sv and hasattr(sv, "autosave"):
            sv.autosave(game)
            return True
    except Exception as e:
        log.warning("autosave failed: %s", e)
    return False


class TableSaves:
    """A table's link to its saves: the lock while the game is on the table, and the autosave
    after every accepted command. `problem` says why the last autosave failed ("" if it worked)."""

    def __init__(self, game):
        self.problem = ""
        se = _module("session")
        self._saver = self._token = None
        self._slot = 1
        try:
            if se and hasattr(se, "Autosaver"):
                self._slot, self._token = se.claim_slot()     # a second window gets a slot of its own
                self._saver = se.Autosaver(self._slot)
        except Exception as e:
            log.warning("could not start the table's saves: %s", e)
        self.save(game)

    def save(self, game) -> bool:
        """Autosave after a decision (cheap: see game.persist.session)."""
        if self._saver is None:
            ok = autosave(game)
            self.problem = "" if ok else "autosave is not available"
            return ok
        ok = self._saver.save(game)
        self.problem = self._saver.problem
        return ok

    def close(self, game) -> None:
        """The table is left cleanly: make sure the last decision is on disk, then drop the lock."""
        if self.problem:
            self.save(game)
        se = _module("session")
        try:
            if se and hasattr(se, "release_lock"):
                se.release_lock(self._token, self._slot)
        except Exception as e:
            log.warning("could not release the table lock: %s", e)


def interrupted():
    """The game a killed table left behind (a `Resumable`: path, turn, phase, saved), or None."""
    se = _module("session")
    try:
        return se.interrupted() if se and hasattr(se, "interrupted") else None
    except Exception as e:
        log.warning("could not look for an interrupted game: %s", e)
        return None


def last_autosave():
    """The autosave as a `Resumable` (path, where its game stands, when), or None."""
    se = _module("session")
    try:
        return se.last_autosave() if se and hasattr(se, "last_autosave") else None
    except Exception as e:
        log.warning("could not read the autosave: %s", e)
        return None


def forget_interrupted() -> None:
    """The interrupted game was offered: do not offer it again."""
    se = _module("session")
    try:
        if se and hasattr(se, "forget_interrupted"):
            se.forget_interrupted()
    except Exception:
        pass


def newest_game():
    """What Continue opens: the newest of the autosave and the manual saves (a `Resumable`), or None."""
    se = _module("session")
    try:
        if se and hasattr(se, "newest_game"):
            return se.newest_game()
    except Exception as e:
        log.warning("could not look for saved games: %s", e)
    return None


def latest_autosave():
    """The path of the newest autosave, or None."""
    sv = _module("saves")
    try:
        if sv and hasattr(sv, "latest_autosave"):
            return sv.latest_autosave()
    except Exception as e:
        log.warning("could not look for autosaves: %s", e)
    return None


def saves_dir():
    """Where saves live (for the Load dialog), or None."""
    for mod in (_module("paths"), _module("saves")):
        fn = getattr(mod, "saves_dir", None) if mod else None
        if callable(fn):
            try:
                return fn()
            except Exception:
                return None
    return None


def list_saves() -> list | None:
    """The saved games (path, name, turn, phase, spirits, autosave, problem), newest first;
    None when the persistence room cannot list them (the Load screen then browses files)."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "list_saves"):
        return None
    try:
        return list(sv.list_saves())
    except Exception as e:
        log.warning("could not list saves: %s", e)
        return []


def save_game(game, name: str) -> str:
    """Save under a name; returns "" or a reason it failed."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "save_game"):
        return "saving is not available in this build"
    try:
        sv.save_game(game, name)
        return ""
    except Exception as e:
        return str(e) or e.__class__.__name__


def start_logging_and_crash_reports() -> None:
    """Log to a file (windowed builds have no console) and write a report on a crash."""
    lg, cr = _module("logs"), _module("crash")
    try:
        if lg and hasattr(lg, "setup_logging"):
            lg.setup_logging()
        if cr and hasattr(cr, "install_crash_handler"):
            cr.install_crash_handler()
    except Exception as e:
        log.warning("could not set up logging: %s", e)


def is_set_aside(name: str) -> bool:
    """Is a save's name the one a game set aside for a new one gets (persist.session)?"""
    se = _module("session")
    try:
        return bool(se and hasattr(se, "is_set_aside") and se.is_set_aside(name))
    except Exception:
        return False


def pending_crash() -> bool:
    """The table crashed last time (the menu offers to resume the autosave)."""
    cr = _module("crash")
    try:
        return bool(cr and hasattr(cr, "pending_crash") and cr.pending_crash())
    except Exception:
        return False


def clear_crash() -> None:
    """The crash was dealt with: do not offer to resume again."""
    cr = _module("crash")
    try:
        if cr and hasattr(cr, "clear_crash"):
            cr.clear_crash()
    except Exception:
        pass


# The game log a loaded game's replay wrote (or is writing, for a game whose moves replay on the
# table), by game: kept beside the game, not hung on it, and gone with it.
_LOGS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def loaded_log(game):
    """(the log its loading wrote, whether its moves still replay) for a game `load_game` gave;
    (None, False) for any other game."""
    return _LOGS.get(game, (None, False))


def load_game(path):
    """Load a saved game; raises LoadFailed with a readable message."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "load_game"):
        raise LoadFailed("loading games is not available in this build")
    from . import gamelog
    log_of_it = gamelog.GameLog.replaying()
    try:
        resume = getattr(sv, "resume_game", None)
        game = resume(path, observer=log_of_it) if resume else sv.load_game(path, observer=log_of_it)
        if getattr(game, "past", None) is not None:     # its moves replay on the table (TableScene.work)
            game.past.observer = log_of_it
            _LOGS[game] = (log_of_it, True)
        elif game.log:
            log_of_it.resumed(game)
            _LOGS[game] = (log_of_it, False)
        return game
    except Exception as e:  # SaveError and anything unexpected alike
        raise LoadFailed(str(e) or e.__class__.__name__) from None


def load_whole(path):
    """A saved game replayed in full and checked, for watching it again (a replay reads every
    move, so it waits for none); raises LoadFailed with a readable message."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "load_game"):
        raise LoadFailed("loading games is not available in this build")
    try:
        return sv.load_game(path)
    except Exception as e:  # SaveError and anything unexpected alike
        raise LoadFailed(str(e) or e.__class__.__name__) from None


def finished_games() -> list:
    """The finished games a player can watch again (Replays on the main menu), newest first:
    each game of the history of finished games whose moves were kept when it ended
    (persist.replays), then any finished game among the saves the history does not name. Each
    is a SaveEntry-like record (path, spirits, turn, result, modified ...) for the list's lines."""
    entries = [e for e in (list_saves() or []) if getattr(e, "result", "") and not getattr(e, "problem", "")]
    rp, hi = _module("replays"), load_history()
    if not rp or hi is None:
        return entries
    try:
        kept = rp.kept()
    except Exception as e:   # noqa: BLE001
        log.warning("replays not listed: %s", e)
        return entries
    import time
    from types import SimpleNamespace
    out = []
    for g in reversed(hi.games):
        path = kept.get(str(g.get("id", "")))
        if path is None:
            continue
        try:
            when = time.mktime(time.strptime(str(g.get("date", "")), "%Y-%m-%d %H:%M"))
        except (ValueError, OverflowError):
            when = 0.0
        out.append(SimpleNamespace(path=path, name="", modified=when, turn=int(g.get("turns", 0) or 0), phase="",
                                   spirits=tuple(g.get("spirits") or ()), autosave=False, problem="",
                                   result=str(g.get("result", ""))))
    return out + entries


def keep_replay(game) -> str:
    """Keep a game that just ended for Replays (beside its line in the history); "" or why not."""
    rp = _module("replays")
    if not rp:
        return "replays are not available in this build"
    try:
        rp.keep(game, game.state.state_hash())
        return ""
    except Exception as e:   # noqa: BLE001 - the end of a game is shown whatever happens here
        log.warning("replay not kept: %s", e)
        return f"the game could not be kept for Replays ({type(e).__name__})"


def save_check(path):
    """A check of a save to run a little at a time (`step(count)` True once `verdict` is known),
    or None when this build cannot check saves that way."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "SaveCheck"):
        return None
    try:
        return sv.SaveCheck(path)
    except Exception:
        return None


def check_save(path) -> str:
    """Replay a save and check it before offering to load it: "" when it loads, else why not."""
    sv = _module("saves")
    if not sv or not hasattr(sv, "verify_save"):
        return ""
    try:
        return sv.verify_save(path)
    except Exception as e:
        return str(e) or e.__class__.__name__


def record_finished(game) -> str:
    """Add a game that just ended to the history of finished games (once: a finished game loaded
    again is not counted twice). Returns "" or why it could not be kept, fit to show."""
    hi = _module("history")
    if not hi or not hasattr(hi, "record_game"):
        return "the history is not available in this build"
    try:
        from dataclasses import asdict
        from .score import sheet
        st = game.state
        sc = sheet(st)
        parts = asdict(sc)
        rec = hi.game_record(st.config, st.result, st.cause, st.turn, sc.total, parts, st.state_hash())
        return hi.record_game(rec)
    except Exception as e:   # noqa: BLE001 - the end of a game is shown whatever the history does
        log.warning("history not written: %s", e)
        return f"the history could not be written ({type(e).__name__})"


def load_history():
    """The history of finished games (persist.history.History), or None when unavailable."""
    hi = _module("history")
    if not hi or not hasattr(hi, "load_history"):
        return None
    try:
        return hi.load_history()
    except Exception as e:   # noqa: BLE001
        log.warning("history not read: %s", e)
        return None
