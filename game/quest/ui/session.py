"""A quest at the table, kept safe: the engine's quest in progress (game.quest.engine), its
commands applied or refused, undo back to the last roll or card, and the autosave after every
decision, written through game.persist (atomically, in the saves folder's own "quest" room so the
island's Load screen never lists it).

The autosave is the engine's save (game.quest.engine.save: the configuration, the command list, a
snapshot and its hash); loading replays the commands and checks the hash, as the island's saves do."""
from __future__ import annotations

import json
import logging
import time
from pathlib import Path

log = logging.getLogger(__name__)

AUTOSAVE = "autosave.json"


class QuestLoadFailed(Exception):
    """A quest save could not be read; the message is fit for the player."""


def _engine():
    from .. import engine
    return engine


def quest_folder() -> Path:
    """Where the quest's saves live (the saves folder's "quest" room)."""
    from ...persist.paths import saves_dir
    folder = saves_dir() / "quest"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    return quest_folder() / AUTOSAVE


class QuestSession:
    """One quest in progress at the table (`quest`: the engine's Quest object)."""

    def __init__(self, quest, autosave: bool = True):
        self.quest = quest
        self.autosave = autosave
        self.problem = ""          # why the last autosave failed ("" when it worked)

    @classmethod
    def new(cls, config: dict, autosave: bool = True) -> "QuestSession":
        """A new quest from its configuration (heroes, seed, players...)."""
        return cls(_engine().Quest(config), autosave)

    # --- what the table reads -----------------------------------------------------------------
    @property
    def state(self):
        return self.quest.state

    @property
    def config(self) -> dict:
        return self.quest.config

    def legal(self) -> list:
        """The rules commands the players may give now (the decision's options; Undo aside)."""
        return list(_engine().legal_commands(self.state))

    def can_undo(self) -> bool:
        return bool(self.quest.can_undo())

    # --- what the table does ------------------------------------------------------------------
    def apply(self, command):
        """Apply a command: the events, or the Rejection (nothing changed). Saves after it."""
        got = self.quest.apply(command)
        if isinstance(got, list):
            self.save()
        return got

    def undo(self):
        """Take back the last decision (refused across a roll or a card): events or Rejection."""
        return self.apply(_engine().Undo())

    # --- saves ------------------------------------------------------------------------------------
    def to_save(self) -> dict:
        """The engine's save of the quest, with when it was saved."""
        from ..engine.save import to_save
        data = to_save(self.quest)
        data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        return data

    def save(self, path: Path | None = None) -> bool:
        """Write the autosave (or `path`) now; False, and `problem` says why, when the disk refused."""
        if not self.autosave and path is None:
            return True
        try:
            from ...persist.atomic import write_text_atomic
            target = path or autosave_path()
            write_text_atomic(target, json.dumps(self.to_save(), ensure_ascii=False, allow_nan=False))
        except Exception as e:  # a full disk must not stop the quest; the table says so
            self.problem = str(e) or type(e).__name__
            log.warning("quest autosave failed: %s", self.problem)
            return False
        self.problem = ""
        return True


def read_save(path: Path) -> dict:
    """The data of a quest save, checked for its shape (QuestLoadFailed says why not)."""
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        raise QuestLoadFailed(f"the file cannot be read ({e.strerror or type(e).__name__})") from None
    try:
        data = json.loads(raw)
    except ValueError:
        raise QuestLoadFailed("the file is not a quest save (it is not JSON, or it was cut short)") from None
    from ..engine.save import FORMAT
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise QuestLoadFailed("the file is not a quest save")
    return data


def load(path: Path | None = None, autosave: bool = True) -> QuestSession:
    """The quest a save holds, replayed from its commands and checked against its hash."""
    path = Path(path or autosave_path())
    data = read_save(path)
    from ..engine.save import from_save
    try:
        return QuestSession(from_save(data), autosave=autosave)
    except Exception as e:  # noqa: BLE001 - SaveError says why in words; anything else is a damaged save
        raise QuestLoadFailed(str(e) if type(e).__name__ == "SaveError" else
                              f"the save is damaged ({type(e).__name__})") from None


def resumable() -> dict | None:
    """The autosaved quest the menu can continue (round, phase, saved) or None: none, finished, unreadable."""
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        data = read_save(path)
    except QuestLoadFailed:
        return None
    snap = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    if snap.get("result"):
        return None
    return {"path": path, "round": snap.get("round", 0), "phase": snap.get("phase", ""),
            "saved": path.stat().st_mtime}


def open_mark_path() -> Path:
    """The file that marks a quest table open (named in the game registry, game.shell.games)."""
    from ...persist.paths import saves_dir
    from ...shell import games
    return saves_dir() / games.entry("spittlesnot").open_mark


def mark_open():
    """Mark the quest's table open until it closes cleanly (a kill leaves the mark, see `interrupted`)."""
    from ...persist.lockfile import OpenMark
    return OpenMark.put_up(open_mark_path())


def interrupted() -> dict | None:
    """The quest a killed or crashed table left behind (its open mark held by nobody and an
    unfinished autosave), as `resumable` says it, or None."""
    from ...persist.lockfile import left_open
    if not left_open(open_mark_path()):
        return None
    return resumable()


def forget_interrupted() -> None:
    """The interrupted quest was offered: do not offer it again (its autosave stays for Continue)."""
    from ...persist.lockfile import forget_left_open
    forget_left_open(open_mark_path())
