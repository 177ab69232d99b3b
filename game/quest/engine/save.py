"""Saves of a quest: the settings, the command log and a snapshot with its hash. Loading replays
the commands from the settings (every one checked by the rules again) and compares the hash, so a
save can neither be edited into an illegal position nor silently drift.

Format "spittlesnot-save", version 1:
{"format", "version", "config", "commands": [command dicts], "snapshot": state dict, "hash"}."""
from __future__ import annotations

from ._core import SaveError
from .api import Quest
from .commands import command_from_dict
from .setup import SetupError

FORMAT = "spittlesnot-save"
VERSION = 1


def to_save(quest: Quest) -> dict:
    return {"format": FORMAT, "version": VERSION, "config": dict(quest.config),
            "commands": [c.to_dict() for c in quest.log],
            "snapshot": quest.state.to_dict(), "hash": quest.state.state_hash()}


def from_save(data) -> Quest:
    """The quest a save holds, replayed; SaveError (in words) when it is not a good save."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a save of the Spittlesnot quest")
    if data.get("version") != VERSION:
        raise SaveError(f"this quest save has version {data.get('version')!r}; this program reads version {VERSION}")
    cmds = data.get("commands")
    if not isinstance(cmds, list):
        raise SaveError("the save has no list of moves")
    try:
        quest = Quest(data.get("config") or {})
    except SetupError as e:
        raise SaveError(f"the save's settings are wrong: {e}") from None
    for n, d in enumerate(cmds):
        cmd = command_from_dict(d)
        if cmd is None:
            raise SaveError(f"move {n + 1} of the save is not a move")
        res = quest.apply(cmd)
        if not isinstance(res, list):
            raise SaveError(f"move {n + 1} of the save is refused: {res.reason}")
    if data.get("hash") != quest.state.state_hash():
        raise SaveError("the save's moves do not lead to the position it says (it was changed, or made by other rules)")
    return quest
