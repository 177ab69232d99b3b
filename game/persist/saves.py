"""Saved games on disk: save, autosave at every phase, list, load and check.

A save is JSON data only (never pickle, never eval): the engine's `to_save` dict plus the
name it was saved under. Loading checks the file before trusting it — missing, unreadable,
too large, not text, not JSON, cut short, foreign, from a newer game, edited — and says
why in one line (a `SaveError`). A bad save is never overwritten or deleted: if a write
would land on one, the bad file is first set aside as `<name>.damaged-N.json`.
"""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from ..engine import Game, SaveError, from_save, to_save
from ..engine.save import FORMAT, VERSION
from .atomic import write_bytes_atomic, write_json_atomic
from .paths import saves_dir

MAX_BYTES = 5 * 1024 * 1024
AUTOSAVE = "autosave.json"
AUTOSAVE_PREV = "autosave.prev.json"
_RESERVED = {"autosave", "autosave.prev", "con", "prn", "aux", "nul"} | {f"{d}{i}" for d in ("com", "lpt")
                                                                           for i in range(1, 10)}


@dataclass(frozen=True)
class SaveEntry:
    """One file in the saves folder, as the load menu shows it. `problem` is "" for a sound save."""

    path: Path
    name: str
    modified: float
    turn: int
    phase: str
    spirits: tuple[str, ...]
    autosave: bool
    problem: str


def save_game(game: Game, name: str) -> Path:
    """Save the game under a player-chosen name; returns the file written."""
    path = saves_dir() / f"{_slug(name)}.json"
    _set_aside_if_bad(path)
    return write_save(game, path, name=name)


def autosave(game: Game) -> Path:
    """Autosave (called at every phase): the previous autosave is kept as autosave.prev.json.

    At every instant autosave.json is a whole save: the previous one is linked (or copied)
    to autosave.prev.json first, then the new one atomically takes its place."""
    folder = saves_dir()
    current, prev = folder / AUTOSAVE, folder / AUTOSAVE_PREV
    if current.exists():
        if _problem(current):
            _set_aside(current)
        else:
            _set_aside_if_bad(prev)
            _keep_copy(current, prev)
    return write_save(game, current, name="Autosave")


def latest_autosave() -> Path | None:
    """The autosave to resume from: the newest one that looks sound, or None."""
    folder = saves_dir()
    for path in (folder / AUTOSAVE, folder / AUTOSAVE_PREV):
        if path.is_file() and not _problem(path):
            return path
    return None


def list_saves() -> list[SaveEntry]:
    """Every save in the saves folder, newest first, each with its problem if it has one."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    entries = []
    for path in folder.glob("*.json"):
        if path.name.startswith(".") or not path.is_file():
            continue
        entries.append(_entry(path))
    return sorted(entries, key=lambda e: (-e.modified, e.name))


def load_game(path: str | Path) -> Game:
    """The game stored in a save file, replayed and verified; raises SaveError saying why not."""
    data = read_save_data(path)
    try:
        return from_save(data)
    except SaveError:
        raise
    except Exception as e:  # a damaged save must never crash the table
        raise SaveError(f"the save is damaged ({type(e).__name__} while replaying it)") from None


def check_save_file(path: str | Path) -> tuple[bool, str]:
    """`python -m game check-save`: (True, a summary) for a sound save, else (False, the reason)."""
    label = Path(path).name or str(path)
    try:
        game = load_game(path)
    except SaveError as e:
        return False, f"{label}: {e}"
    st = game.state
    spirits = ", ".join(s.spirit_id for s in st.spirits)
    where = f"game over ({st.result})" if st.result else f"turn {st.turn}, {st.phase} phase"
    return True, f"{label}: a sound save - {where}; spirits {spirits}; {len(game.log)} commands replayed, hash matches"


def write_save(game: Game, path: Path, name: str = "") -> Path:
    """Write a game's save to an exact path, atomically (the bench and tests use it directly)."""
    data = to_save(game)
    data["name"] = name or path.stem
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    return write_json_atomic(path, data)


def read_save_data(path: str | Path) -> dict:
    """The JSON object in a save file, after the file-level checks; raises SaveError."""
    path = Path(path)
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise SaveError(f"there is no save file at {path}") from None
    except OSError as e:
        raise SaveError(f"the save file cannot be read ({e.strerror or e})") from None
    if path.is_dir():
        raise SaveError("that is a folder, not a save file")
    if size > MAX_BYTES:
        raise SaveError(f"the file is too large to be a save ({size / 2**20:.1f} MB; saves are under 5 MB)")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise SaveError(f"the save file cannot be read ({e.strerror or e})") from None
    if len(raw) > MAX_BYTES:
        raise SaveError("the file is too large to be a save (over 5 MB)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError("the file is not text (not UTF-8), so it is not a save of this game") from None
    if not text.strip():
        raise SaveError("the save file is empty")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        if e.msg.startswith("Unterminated string") or e.pos >= len(text.rstrip()):
            raise SaveError(f"the save is cut short (truncated after {len(raw)} bytes)") from None
        raise SaveError(f"the file is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise SaveError("the file is not a save of this game (nested too deeply)") from None
    if not isinstance(data, dict):
        raise SaveError("not a save file (the JSON is not an object)")
    return data


def _problem(path: Path) -> str:
    """Why a file is not a sound save, by a quick look (no replay); "" when it looks sound."""
    try:
        data = read_save_data(path)
    except SaveError as e:
        return str(e)
    if data.get("format") != FORMAT:
        return "not a save file of this game"
    version = data.get("version")
    if not isinstance(version, int) or version != VERSION:
        return f"the save has format version {version!r}, this game reads {VERSION}"
    if not isinstance(data.get("hash"), str) or not isinstance(data.get("commands"), list):
        return "the save is incomplete"
    return ""


def _entry(path: Path) -> SaveEntry:
    problem = _problem(path)
    turn, phase, spirits = 0, "", ()
    if not problem:
        data = read_save_data(path)
        turn = data.get("turn") if isinstance(data.get("turn"), int) else 0
        phase = str(data.get("phase", ""))
        found = data.get("config", {}).get("spirits", []) if isinstance(data.get("config"), dict) else []
        spirits = tuple(str(s) for s in found) if isinstance(found, list) else ()
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    return SaveEntry(path, path.stem, modified, turn, phase, spirits,
                     path.name in (AUTOSAVE, AUTOSAVE_PREV), problem)


def _keep_copy(src: Path, dst: Path) -> None:
    """Make dst an exact copy of src, atomically: a hard link where the disk allows, else a copy."""
    tmp = dst.with_name(f".{dst.name}.{os.getpid()}.link")
    tmp.unlink(missing_ok=True)
    try:
        os.link(src, tmp)
    except OSError:
        write_bytes_atomic(dst, src.read_bytes())
        return
    os.replace(tmp, dst)


def _set_aside_if_bad(path: Path) -> None:
    if path.exists() and _problem(path):
        _set_aside(path)


def _set_aside(path: Path) -> Path:
    """Rename a bad save out of the way (kept, never deleted): name.damaged-N.json."""
    n = 1
    while (spot := path.with_name(f"{path.stem}.damaged-{n}{path.suffix}")).exists():
        n += 1
    path.replace(spot)
    return spot


def _slug(name: str) -> str:
    """A safe file name for a player's save name (letters, digits, spaces, - and _)."""
    slug = re.sub(r"[^\w\- ]+", "-", name, flags=re.UNICODE).strip(" .-")[:60].strip()
    if not slug:
        slug = "save"
    if slug.lower() in _RESERVED:
        slug = f"{slug}-saved"
    return slug
