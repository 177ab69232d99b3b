"""A save as data, the part both games share: its envelope, its fingerprint, and the chain of
format migrations that keeps every save a game ever wrote loading.

A save is a JSON object: `format` (the game's own name for its saves), `version` (a whole
number), `config`, `commands` (the command log) and `hash` (the fingerprint of the position
the log reaches), with whatever else the game keeps beside them. Loading checks the envelope
here, brings an older save to today's format through the game's migrations (format N -> N + 1,
one function each), and leaves the replay and its check to the game. Pure: dicts in, dicts out;
files are game.persist's.
"""
from __future__ import annotations

import json
import reprlib
from typing import Callable

from .digest import digest


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, for the player."""


def fingerprint(snapshot: dict) -> str:
    """The check hash of a position: SHA-256 of its canonical JSON (keys sorted, no spaces)."""
    return digest(json.dumps(snapshot, sort_keys=True, separators=(",", ":")))


# A migration takes a save of format N and returns it at format N + 1, with the position its
# replay must reach when the old fingerprint can no longer be checked (else None).
Migration = Callable[[dict], "tuple[dict, dict | None]"]


def check_envelope(data, format_name: str, oldest: int, version: int) -> None:
    """Raise SaveError, saying why, unless `data` is the envelope of a save of this game (format
    `format_name`) of a version between `oldest` and `version`, with its config, commands and hash."""
    if not isinstance(data, dict):
        raise SaveError("not a save file (the JSON is not an object)")
    if data.get("format") != format_name:
        raise SaveError("not a save file of this game")
    if "version" not in data:
        raise SaveError("the save has no format version")
    found = data["version"]
    if type(found) is not int:
        raise SaveError(f"the save's format version must be a whole number, not {describe(found)}")
    if found > version:
        raise SaveError(f"the save is from a newer version of the game (format {short(found, 30)}, this game reads {version})")
    if found < oldest:
        raise SaveError(f"the save format {short(found, 30)} is not one this game ever wrote")
    for key in ("config", "commands", "hash"):
        if key not in data:
            raise SaveError(f"the save is incomplete (no {key})")


def upgrade(data: dict, version: int, migrations: dict[int, Migration]) -> tuple[dict, dict | None]:
    """A save's data brought to format `version` through `migrations` (format N -> the function
    that makes N + 1), and the position its replay must reach when its hash can no longer be
    checked (None for a save already of that format)."""
    expected = None
    while data["version"] < version:
        step = migrations.get(data["version"])
        if step is None:
            raise SaveError(f"the save format {data['version']} is not one this game can read")
        data, found = step(data)
        expected = expected or found
    return data, expected


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = 40
_REPR.maxlevel = 3


def short_repr(value) -> str:
    """A bounded repr for messages (a damaged save may hold anything, of any size)."""
    try:
        text = _REPR.repr(value)
    except Exception:   # a repr that fails (too deep, odd types): name the type only
        text = type(value).__name__
    return text if len(text) <= 120 else text[:117] + "..."


def short(value, limit: int = 160) -> str:
    """A message part of bounded length, whatever a damaged save holds."""
    text = value if isinstance(value, str) else short_repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def describe(value) -> str:
    """How a wrong value from a save reads to a player: 'the text "1"', 'the number 1.0'."""
    if isinstance(value, str):
        return f'the text "{short(value, 30)}"'
    if value is None:
        return "empty (null)"
    if isinstance(value, bool):
        return f"the truth value {str(value).lower()}"
    if isinstance(value, float):
        return f"the number {short(value, 30)}"
    return "a list" if isinstance(value, list) else "an object" if isinstance(value, dict) else type(value).__name__
