"""A quest at the table, kept safe: the engine's quest in progress (game.quest.engine), its
commands applied or refused, undo back to the last roll or card, and the autosave after every
decision, written through game.persist (atomically, in the saves folder's own "quest" room so the
island's Load screen never lists it).

The autosave is the quest's configuration and its command list; loading replays the commands and
checks the state's hash, as the island's saves do. A damaged file is set aside, never written over."""
from __future__ import annotations

import json
import logging
import time
from pathlib import Path

log = logging.getLogger(__name__)

FORMAT = "spittlesnot-quest"
VERSION = 1
AUTOSAVE = "autosave.json"


class QuestLoadFailed(Exception):
    """A quest save could not be read; the message is fit for the player."""


def _engine():
    from ..engine import api
    return api


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
        from ..engine.commands import Undo
        return self.apply(Undo())

    # --- saves ------------------------------------------------------------------------------------
    def to_save(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "config": self.quest.config,
                "commands": [c.to_dict() for c in self.quest.log], "hash": self.state.state_hash(),
                "round": self.state.round, "phase": self.state.phase, "result": self.state.result,
                "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S%z")}

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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise QuestLoadFailed("the file is not a quest save")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise QuestLoadFailed("the save comes from a newer version of the game")
    if not isinstance(data.get("config"), dict) or not isinstance(data.get("commands"), list):
        raise QuestLoadFailed("the save is damaged (its configuration or its moves are missing)")
    return data


def load(path: Path | None = None, autosave: bool = True) -> QuestSession:
    """The quest a save holds, replayed from its commands and checked against its hash."""
    path = Path(path or autosave_path())
    data = read_save(path)
    from ..engine.commands import command_from_dict
    try:
        session = QuestSession.new(data["config"], autosave=autosave)
    except Exception as e:  # noqa: BLE001 - a foreign configuration is a damaged save, in words
        raise QuestLoadFailed(f"the quest in the save cannot be set up ({type(e).__name__})") from None
    for n, raw in enumerate(data["commands"], 1):
        cmd = command_from_dict(raw)
        if cmd is None:
            raise QuestLoadFailed(f"the save is damaged (move {n} is not a move)")
        got = session.quest.apply(cmd)
        if not isinstance(got, list):
            raise QuestLoadFailed(f"the save is damaged (move {n} is refused by the rules)")
    if data.get("hash") and data["hash"] != session.state.state_hash():
        raise QuestLoadFailed("the save is damaged (the quest it replays is not the quest it saved)")
    return session


def resumable() -> dict | None:
    """The autosaved quest the menu can continue (round, phase, saved) or None: none, finished, unreadable."""
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        data = read_save(path)
    except QuestLoadFailed:
        return None
    if data.get("result"):
        return None
    return {"path": path, "round": data.get("round", 0), "phase": data.get("phase", ""),
            "saved": path.stat().st_mtime}
