"""The finished games kept for watching again (Replays on the main menu).

The history of finished games (persist.history) keeps what a game was and how it ended, not its
moves. When a game ends its save is kept here too, in the saves folder's `replays` folder, named
by the final position's hash (the history line's `id`), so every game of the history can be
replayed. A game kept once is not written again."""
from __future__ import annotations

import re
from pathlib import Path

from .paths import saves_dir
from .saves import write_save

FOLDER = "replays"
_ID = re.compile(r"^[0-9a-f]{8,64}$")


def replays_dir() -> Path:
    return saves_dir() / FOLDER


def keep(game, game_id: str) -> Path | None:
    """Keep a finished game's save under its id (once); returns its path (None for a bad id)."""
    if not _ID.match(game_id or ""):
        return None
    path = replays_dir() / f"{game_id}.json"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        write_save(game, path, name=f"finished {game_id[:8]}")
    return path


def kept() -> dict[str, Path]:
    """id -> the kept save of each finished game."""
    folder = replays_dir()
    if not folder.is_dir():
        return {}
    return {p.stem: p for p in folder.glob("*.json") if _ID.match(p.stem)}
