"""Saved games on disk: save, autosave at every phase, list, load and check.

A save is JSON data only (never pickle, never eval): the engine's `to_save` dict plus the
name it was saved under. Loading checks the file before trusting it — missing, unreadable,
too large, not text, not JSON, cut short, foreign, from a newer game, edited — and says
why in one line (a `SaveError`). A bad save is never overwritten or deleted: if a write
would land on one, the bad file is first set aside as `<name>.damaged-N.json`.
"""
from __future__ import annotations

import json
import math
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING

# Only the format's words here: the rules load when a game is read or written, not when the
# menu lists the saves (start-up).
from ..engine.migrate import FORMAT, OLDEST, VERSION, SaveError
from .atomic import write_bytes_atomic, write_json_atomic
from .paths import saves_dir

if TYPE_CHECKING:
    from ..engine import Game

MAX_BYTES = 5 * 1024 * 1024
DANGLING = "a link to a missing file"
AUTOSAVE = "autosave.json"
AUTOSAVE_PREV = "autosave.prev.json"
_RESERVED = {"con", "prn", "aux", "nul"} | {f"{d}{i}" for d in ("com", "lpt") for i in range(1, 10)}
# "autosave.json", and "autosave 2.json" for a second window's table (see session.claim_slot)
_AUTOSAVE_NAME = re.compile(r"autosave(?: ([2-9]|[1-9][0-9]))?(?:\.prev)?", re.IGNORECASE)


def autosave_paths(slot: int = 1) -> tuple[Path, Path]:
    """(autosave, previous autosave) of a table slot: slot 1 is the table of the first window;
    a second window open at the same time autosaves its own game in slot 2, and so on."""
    folder = saves_dir()
    if slot == 1:
        return folder / AUTOSAVE, folder / AUTOSAVE_PREV
    return folder / f"autosave {slot}.json", folder / f"autosave {slot}.prev.json"


def is_autosave(path: Path) -> bool:
    """Is this file an autosave (of any slot), not a save the player named?"""
    return path.suffix == ".json" and _AUTOSAVE_NAME.fullmatch(path.stem) is not None


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
    result: str = ""      # "victory" / "defeat" for a finished game


def save_game(game: Game, name: str) -> Path:
    """Save the game under a player-chosen name; returns the file written."""
    path = saves_dir() / f"{_slug(name)}.json"
    _set_aside_if_bad(path)
    return write_save(game, path, name=name)


def autosave(game: Game, slot: int = 1) -> Path:
    """Autosave (called at every phase): the previous autosave is kept as autosave.prev.json.

    At every instant autosave.json is a whole save: the previous one is linked (or copied)
    to autosave.prev.json first, then the new one atomically takes its place."""
    current, prev = autosave_paths(slot)
    if current.exists():
        if _problem(current):
            _set_aside(current)
        else:
            _set_aside_if_bad(prev)
            keep_copy(current, prev)
    return write_save(game, current, name="Autosave")


def latest_autosave(slot: int | None = None) -> Path | None:
    """The autosave to resume from: a slot's autosave, else its previous one if that looks
    sound; without a slot, the most recently written of every slot's. None if there is none."""
    if slot is not None:
        for path in autosave_paths(slot):
            if path.is_file() and not _problem(path):
                return path
        return None
    found = [p for p in (latest_autosave(n) for n in autosave_slots()) if p is not None]
    return max(found, key=_modified, default=None)


def autosave_slots() -> list[int]:
    """The table slots that have an autosave file (1 first)."""
    slots = {1}
    try:
        for path in saves_dir().glob("autosave *.json"):
            m = _AUTOSAVE_NAME.fullmatch(path.stem)
            if m and m.group(1):
                slots.add(int(m.group(1)))
    except OSError:
        pass
    return sorted(slots)


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_saves(verify: bool = False) -> list[SaveEntry]:
    """Every save in the saves folder, newest first, each with its problem if it has one.

    One bad file never hides the others: whatever a file holds, it gets its own entry. The
    problem comes from a quick look at the file; with `verify`, each save is also replayed and
    its hash checked (about 25 ms a save at turn 6), so an edited save is marked too."""
    folder = saves_dir()
    try:
        paths = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return []
    entries = []
    for path in paths:
        try:
            entry = _entry(path, verify)
        except Exception as e:  # noqa: BLE001 - one strange file must not empty the list
            entry = SaveEntry(path, path.stem, 0.0, 0, "", (), is_autosave(path),
                              f"the file cannot be read as a save ({type(e).__name__})")
        if entry is not None:
            entries.append(entry)
    return sorted(entries, key=lambda e: (-e.modified, e.name))


def resume_game(path: str | Path, observer=None) -> Game:
    """The game stored in a save file, ready to play on from its checked snapshot, its moves
    replayed later by `game.past` (see engine.save.resume); raises SaveError saying why not.
    `observer` watches the replay only when the save must be replayed in full now."""
    return _game_of(path, "resume", observer)


def load_game(path: str | Path, observer=None) -> Game:
    """The game stored in a save file, replayed and verified; raises SaveError saying why not.
    `observer` watches the replay (see engine.save.from_save)."""
    return _game_of(path, "from_save", observer)


def _game_of(path, how: str, observer) -> Game:
    data = read_save_data(path)
    try:
        from .. import engine
        return getattr(engine, how)(data, observer)
    except SaveError:
        raise
    except Exception as e:  # a damaged save must never crash the table
        raise SaveError(f"the save is damaged ({type(e).__name__} while replaying it)") from None


# A one-line answer about a save is at most this long, whatever the file holds.
MAX_MESSAGE = 300


def check_save(path: str | Path) -> dict:
    """`python -m game check-save --json`: {"ok", "reason"} plus, for a sound save, where the game
    stands (turn, phase, result, spirits, commands). Never raises, never writes."""
    label = _shown(Path(path).name or Path(path))
    try:
        game = load_game(path)
    except SaveError as e:
        return {"ok": False, "reason": _bounded(f"{label}: {e}")}
    except Exception as e:  # noqa: BLE001 - the answer is a line, never a traceback
        return {"ok": False, "reason": _bounded(f"{label}: the save could not be checked ({type(e).__name__})")}
    st = game.state
    spirits = [s.spirit_id for s in st.spirits]
    where = f"game over ({st.result})" if st.result else f"turn {st.turn}, {st.phase} phase"
    try:
        old = read_save_data(path).get("version") != VERSION
    except Exception:  # noqa: BLE001 - it was read a moment ago; only the wording depends on it
        old = False
    checked = (f"migrated from format {game.migrated['from']}, position matches" if old and game.migrated
               else "hash matches")
    reason = (f"{label}: a sound save - {where}; spirits {', '.join(spirits)}; "
              f"{len(game.log)} commands replayed, {checked}")
    return {"ok": True, "reason": _bounded(reason), "turn": st.turn, "phase": st.phase,
            "result": st.result or "", "spirits": spirits, "commands": len(game.log)}


def check_save_file(path: str | Path) -> tuple[bool, str]:
    """`python -m game check-save`: (True, a summary) for a sound save, else (False, the reason)."""
    answer = check_save(path)
    return answer["ok"], answer["reason"]


def autosave_problem(game: Game) -> str:
    """Autosave now; "" when it worked, else a line to show the player at once, e.g. "The game
    could not be autosaved: No space left on device. Your last autosave is kept." """
    try:
        autosave(game)
        return ""
    except Exception as e:  # noqa: BLE001 - any failure is the player's to know about
        why = e.strerror if isinstance(e, OSError) and e.strerror else (str(e) or type(e).__name__)
        return _bounded(f"The game could not be autosaved: {why}. The last autosave is kept.")


def write_save(game: Game, path: Path, name: str = "") -> Path:
    """Write a game's save to an exact path, atomically (the bench and tests use it directly)."""
    from ..engine import to_save
    data = to_save(game)
    data["name"] = name or path.stem
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    return write_json_atomic(path, data)


def read_save_data(path: str | Path) -> dict:
    """The JSON object in a save file, after the file-level checks; raises SaveError.

    Only a regular file is ever opened (a FIFO or a device would block or never end), and
    only when it is small enough to be a save. Nothing is ever written."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            raise SaveError(f"the save file is {DANGLING}") from None
        raise SaveError(f"there is no save file at {_shown(path)}") from None
    except OSError as e:
        raise SaveError(f"the save file cannot be read ({e.strerror or e})") from None
    except ValueError:   # a path with a NUL byte in it
        raise SaveError("that is not a usable file name") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError("that is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"that is {_file_kind(info.st_mode)}, not a save file (only ordinary files are read)")
    size = info.st_size
    if size > MAX_BYTES:
        raise SaveError(f"the file is too large to be a save ({size / 2**20:.1f} MB; saves are under 5 MB)")
    try:
        with open(path, "rb", opener=_open_without_waiting) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):   # swapped since the look above
                raise SaveError("that is not an ordinary file, so it is not a save file")
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
    data = _parse_json(text, len(raw))
    if not isinstance(data, dict):
        raise SaveError("not a save file (the JSON is not an object)")
    return data


# Longer than any number a save holds (seeds included), and short enough for Python to read
# whatever its own limit on converting digits is.
MAX_DIGITS = 4000


# A run of more digits than that anywhere in the text (a number, or digits inside a text); without
# one no whole number can be refused, so json reads them itself instead of calling _parse_int for
# each of the thousands a save holds.
_LONG_DIGITS = re.compile(r"[0-9]{%d}" % (MAX_DIGITS + 1))


class _Refused(ValueError):
    """A value JSON allows but no save of this game holds."""


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"the file holds a number {len(digits.lstrip('-'))} digits long, "
                       "so it is not a save of this game")
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the file holds a number too large to use ({text[:20]}), so it is not a save of this game")
    return value


def _parse_constant(name: str):
    raise _Refused(f"the file holds {name}, which no save of this game does")


def _cut_literal(rest: str) -> bool:
    """Whether the text where JSON stopped making sense is the start of a word it knows, cut
    short ("f" of false, "tr" of true, "nu" of null): a file that ends mid-word was truncated."""
    rest = rest.rstrip()
    return bool(rest) and any(word.startswith(rest) and word != rest for word in ("true", "false", "null"))


def _parse_json(text: str, size: int):
    """JSON data from a save's text; raises SaveError saying what is wrong."""
    try:
        if _LONG_DIGITS.search(text) is None:    # no number can be too long: ints as json reads them
            return json.loads(text, parse_float=_parse_float, parse_constant=_parse_constant)
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except json.JSONDecodeError as e:
        if e.msg.startswith("Unterminated string") or e.pos >= len(text.rstrip()) or _cut_literal(text[e.pos:]):
            raise SaveError(f"the save is cut short (truncated after {size} bytes)") from None
        raise SaveError(f"the file is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except _Refused as e:
        raise SaveError(str(e)) from None
    except RecursionError:
        raise SaveError("the file is not a save of this game (nested too deeply)") from None
    except (ValueError, MemoryError) as e:
        raise SaveError(f"the file cannot be read as a save ({type(e).__name__})") from None


def _open_without_waiting(path, flags):
    """Open for reading without blocking, should the file turn out to be a FIFO after all."""
    return os.open(path, flags | getattr(os, "O_NONBLOCK", 0))


def _file_kind(mode: int) -> str:
    for test, name in ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device")):
        if test(mode):
            return name
    return "not an ordinary file"


def _shown(path: Path) -> str:
    """A path as a message shows it: bounded, and printable whatever bytes the name holds."""
    text = str(path).encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= 120 else "..." + text[-117:]


def _problem(path: Path) -> str:
    """Why a file is not a sound save, by a quick look (no replay); "" when it looks sound."""
    try:
        data = read_save_data(path)
    except SaveError as e:
        return str(e)
    except Exception as e:  # noqa: BLE001 - never let one file stop an autosave or a listing
        return f"the file cannot be read as a save ({type(e).__name__})"
    return _shape_problem(data)


def _shape_problem(data: dict) -> str:
    if data.get("format") != FORMAT:
        return "not a save file of this game"
    version = data.get("version")
    if type(version) is not int or not OLDEST <= version <= VERSION:
        return f"the save has format version {str(version)[:20]!r}, this game reads {OLDEST} to {VERSION}"
    if not isinstance(data.get("hash"), str) or not isinstance(data.get("commands"), list):
        return "the save is incomplete"
    return ""


# Replays already done by list_saves: (path, size, mtime_ns) -> problem ("" for a sound save).
_verified: dict[tuple, str] = {}


def _entry(path: Path, verify: bool) -> SaveEntry | None:
    try:
        info = path.stat()
    except OSError as e:
        try:
            link = path.lstat()
        except OSError:
            return None   # gone since the folder was listed
        if not stat.S_ISLNK(link.st_mode):
            return None
        # listed all the same: the player may wonder where that save went
        why = DANGLING if isinstance(e, FileNotFoundError) else f"a link that cannot be followed ({e.strerror or e})"
        return SaveEntry(path, path.stem, link.st_mtime, 0, "", (), is_autosave(path), _bounded(why, 200))
    if stat.S_ISDIR(info.st_mode):
        return None
    turn, phase, spirits, result = 0, "", (), ""
    try:
        data = read_save_data(path)
        problem = _shape_problem(data)
    except SaveError as e:
        data, problem = None, str(e)
    if not problem:
        turn, phase, problem = summary(data)
        snap = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
        result = snap.get("result") if snap.get("result") in ("victory", "defeat") else ""
        config = data.get("config") if isinstance(data.get("config"), dict) else {}
        found = config.get("spirits", [])
        spirits = tuple(str(s)[:40] for s in found[:6]) if isinstance(found, list) else ()
        if verify and not problem:
            problem = verify_save(path)
    return SaveEntry(path, path.stem, info.st_mtime, turn, phase, spirits,
                     is_autosave(path), _bounded(problem, 200), result)


def summary(data: dict) -> tuple[int, str, str]:
    """(turn, phase, problem) of a save, by a quick look: where its game stands, read from the
    position it holds (its snapshot), and why not sound when its own summary of that position
    (the top-level "turn" and "phase") says otherwise. An older save without a snapshot's turn
    is summed up by its top-level fields."""
    snap = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    turn, phase = snap.get("turn"), snap.get("phase")
    if type(turn) is not int or not isinstance(phase, str):
        turn, phase = data.get("turn"), data.get("phase")
        return (turn if type(turn) is int else 0), (phase[:20] if isinstance(phase, str) else ""), ""
    for key, value in (("turn", turn), ("phase", phase)):
        if key in data and (type(data[key]) is not type(value) or data[key] != value):
            shown = _bounded(str(data[key]), 30)
            return turn, phase[:20], f"the save was edited: its {key} ({shown}) is not that of its position ({value})"
    return turn, phase[:20], ""


def verify_save(path: str | Path) -> str:
    """Replay a save and check its hash: "" when it loads, else why not. Remembered while the
    file is unchanged, so the Load screen can ask again for free."""
    check = SaveCheck(path)
    while not check.step(10 ** 9):
        pass
    return check.verdict


# Saves already opened by resume_problem: (path, size, mtime_ns) -> problem ("" when it opens).
_resumed: dict[tuple, str] = {}


def resume_problem(path: str | Path) -> str:
    """Open a save as Continue does (`resume_game`: its checked position, the moves replayed only
    if that position cannot be trusted): "" when it opens, else why not. Remembered while the
    file is unchanged."""
    path = Path(path)
    try:
        info = path.stat()
        key = (str(path), info.st_size, info.st_mtime_ns)
    except (OSError, ValueError):
        key = None
    if key is not None and key in _resumed:
        return _resumed[key]
    try:
        resume_game(path)
        problem = ""
    except SaveError as e:
        problem = _bounded(str(e), 200)
    except Exception as e:  # noqa: BLE001 - a damaged save must never stop the menu
        problem = f"the file cannot be read as a save ({type(e).__name__})"
    if key is not None:
        _resumed[key] = problem
    return problem


class SaveCheck:
    """`verify_save` a few commands at a time, so a screen can check saves between frames:
    `step(count)` replays up to `count` commands and is True once `verdict` is known."""

    def __init__(self, path: str | Path):
        self.path, self.verdict, self.replay, self.key = Path(path), "", None, None
        try:
            info = self.path.stat()
        except (OSError, ValueError):
            info = None
        try:
            data = read_save_data(self.path)
        except SaveError as e:
            self.verdict = _bounded(str(e), 200)
            return
        except Exception as e:  # noqa: BLE001
            self.verdict = f"the file cannot be read as a save ({type(e).__name__})"
            return
        problem = _shape_problem(data)
        if problem:
            self.verdict = _bounded(problem, 200)
            return
        self.key = (str(self.path), info.st_size, info.st_mtime_ns) if info is not None else None
        if self.key in _verified:
            self.verdict = _bounded(_verified[self.key], 200)
            return
        from ..engine.save import Replay
        try:
            self.replay = Replay(data)
        except SaveError as e:
            self._done(str(e))
        except Exception as e:  # noqa: BLE001 - a damaged save must never crash the list
            self._done(f"the save is damaged ({type(e).__name__} while replaying it)")

    def step(self, count: int) -> bool:
        """Replay up to `count` more commands; True once the verdict is known."""
        if self.replay is None:
            return True
        if self.replay.step(count):
            self._done(self.replay.problem)
            return True
        return False

    def _done(self, problem: str) -> None:
        self.replay = None
        if self.key is not None:
            _verified[self.key] = problem
        self.verdict = _bounded(problem, 200)


def _bounded(text: str, limit: int = MAX_MESSAGE) -> str:
    """One line of at most `limit` characters."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def keep_copy(src: Path, dst: Path) -> None:
    """Make dst an exact copy of src, atomically: a hard link where the disk allows, else a copy."""
    tmp = dst.with_name(f".{dst.name}.{os.getpid()}.link")
    tmp.unlink(missing_ok=True)
    try:
        os.link(src, tmp)
    except OSError:
        write_bytes_atomic(dst, src.read_bytes())
        return
    try:
        os.replace(tmp, dst)
    except BaseException:
        tmp.unlink(missing_ok=True)     # no link left behind (a full disk, a folder gone read-only)
        raise


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
    if slug.lower() in _RESERVED or _AUTOSAVE_NAME.fullmatch(slug):
        slug = f"{slug}-saved"
    return slug
