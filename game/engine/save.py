"""Saves as data: format version, config, seed, the command log and a snapshot with its hash.

Loading replays the log from the config and checks the result against the snapshot's hash,
so an edited save is caught. This module is pure (dicts in, dicts out); files are game.persist's.
"""
from __future__ import annotations

from .api import Game
from .commands import Rejection, command_from_dict
from .flow import RuleError
from .setup import SetupError

FORMAT = "spirit-island-table-save"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, for the player."""


def to_save(game: Game) -> dict:
    """The save of a game in progress."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": game.config,
        "seed": game.config["seed"],
        "commands": [c.to_dict() for c in game.log],
        "turn": game.state.turn,
        "phase": game.state.phase,
        "snapshot": game.state.to_dict(),
        "hash": game.state.state_hash(),
    }


def from_save(data) -> Game:
    """Rebuild a game from a save, replaying its commands. Raises SaveError with the reason."""
    if not isinstance(data, dict):
        raise SaveError("not a save file (the JSON is not an object)")
    if data.get("format") != FORMAT:
        raise SaveError("not a save file of this game")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save is from a newer version of the game (format {version}, this game reads {VERSION})")
    if version < VERSION:
        raise SaveError(f"the save format {version} is too old to read")
    for key in ("config", "commands", "hash"):
        if key not in data:
            raise SaveError(f"the save is incomplete (no {key})")
    if not isinstance(data["commands"], list) or not isinstance(data["config"], dict):
        raise SaveError("the save is damaged (wrong structure)")
    try:
        game = Game(data["config"])
    except (SetupError, KeyError, TypeError, ValueError) as e:
        raise SaveError(f"the save's game settings are invalid: {e}") from None
    for n, raw in enumerate(data["commands"]):
        try:
            cmd = command_from_dict(raw)
        except ValueError as e:
            raise SaveError(f"the save is damaged at command {n + 1}: {e}") from None
        try:
            res = game.apply(cmd)
        except (RuleError, KeyError, ValueError, TypeError, IndexError) as e:
            raise SaveError(f"the save is damaged at command {n + 1}: {e}") from None
        if isinstance(res, Rejection):
            raise SaveError(f"the save does not replay (command {n + 1} was refused: {res.reason})")
    if game.state.state_hash() != data["hash"]:
        raise SaveError("the save was edited or damaged (its check hash does not match the replay)")
    return game
