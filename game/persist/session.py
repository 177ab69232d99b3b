"""A game on the table, kept safe: saved after every decision, and a lock that tells the next
start when the last one did not end cleanly.

While a game is on the table the saves folder holds `table.lock` (the process id and when the
table opened), held with the system's file lock while the table is open; every clean way out
removes it. A lock whose process is gone means the table was
killed (power cut, kill -9, a frozen window closed by force): the next start offers to resume
the game interrupted, from the autosave written after its last decision.

Two windows of the program open at once each keep their own game: the first table takes slot 1
(`table.lock`, `autosave.json`), a table opened while another process holds slot 1 takes slot 2
(`table 2.lock`, `autosave 2.json`), and so on. Neither ever writes over the other's autosave.

The autosave is rewritten whole after every accepted command (atomically, so at any instant it
is a sound save). It stays cheap because each command's JSON text is made once and kept: a
write costs the snapshot, the hash and the disk, not the whole history again.
"""
from __future__ import annotations

import json
import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from . import saves
from .atomic import write_bytes_atomic
from .lockfile import _Hold, _held_by_a_process
from .paths import saves_dir

log = logging.getLogger(__name__)
LOCK = "table.lock"
_MARK = "\u0000commands\u0000"   # stands in for the command list while the rest is encoded


@dataclass(frozen=True)
class Resumable:
    """A game the player can pick up again: its file, where it stands, and when it was saved."""

    path: Path
    turn: int
    phase: str
    saved: float          # seconds since the epoch (the file's modification time)
    autosave: bool
    result: str = ""      # "victory" / "defeat" once the game is over

    def where(self) -> str:
        """"turn 3, Spirit phase" - where the game stands, in words."""
        if self.result:
            return f"game over ({self.result}, turn {self.turn})"
        if not self.turn:
            return "the setup"
        return f"turn {self.turn}, {self.phase.capitalize()} phase" if self.phase else f"turn {self.turn}"

    def clock(self) -> str:
        """When it was saved, as the player's clock showed it ("12:04", or a date if not today)."""
        t = time.localtime(self.saved)
        if time.strftime("%Y-%m-%d", t) == time.strftime("%Y-%m-%d"):
            return time.strftime("%H:%M", t)
        return time.strftime("%Y-%m-%d %H:%M", t)


# --- the autosave after every decision ---------------------------------------------------------

class Autosaver:
    """Writes one game's autosave after each accepted command (see the module doc), in the
    autosave of its table's slot."""

    def __init__(self, slot: int = 1):
        self.slot = slot
        self._cmds: list = []      # the commands whose JSON text is kept, in log order
        self._texts: list[str] = []
        self._wrote = False        # this table has written autosave.json already (it is sound)
        self.problem = ""          # why the last autosave failed ("" when it worked)

    def save(self, game) -> bool:
        """Autosave the game now; False (and `problem` says why) when the disk refused."""
        try:
            if not self._wrote:
                # the first write of a table checks the files there: a damaged autosave is set aside
                # (by saves.autosave), and so is an unfinished game this one does not continue
                keep_unfinished(game, self.slot)
                saves.autosave(game, self.slot)
                self._wrote = True      # the commands' texts are kept from the next save on (a table
                # opening on a long game does not wait for them: ~15 ms at turn 12)
            else:
                current, prev = saves.autosave_paths(self.slot)
                payload = self.payload(game)
                if current.exists():
                    saves.keep_copy(current, prev)
                write_bytes_atomic(current, payload)
        except Exception as e:  # a full disk must not stop the game; the table tells the player
            self.problem = str(e) or type(e).__name__
            log.warning("autosave failed: %s", self.problem)
            self._wrote = False
            return False
        self.problem = ""
        return True

    def payload(self, game) -> bytes:
        """The autosave file's bytes: what `saves.write_save` writes, with the command texts reused."""
        from ..engine import to_save
        data = to_save(_WithoutLog(game))
        data["commands"] = _MARK
        data["name"] = "Autosave"
        data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        text = json.dumps(data, ensure_ascii=False, allow_nan=False)
        commands = "[" + ", ".join(self._encode_commands(game.log)) + "]"
        return (text.replace(json.dumps(_MARK), commands, 1) + "\n").encode("utf-8")

    def _encode_commands(self, commands) -> list[str]:
        keep = 0
        for old, new in zip(self._cmds, commands):
            if old is not new:
                break
            keep += 1
        del self._cmds[keep:], self._texts[keep:]
        for cmd in commands[keep:]:
            self._cmds.append(cmd)
            self._texts.append(json.dumps(cmd.to_dict(), ensure_ascii=False, allow_nan=False))
        return self._texts


# The name of a game set aside for a new one (keep_unfinished): "Unfinished game turn 3 spirit
# 2026-11-28 13-39", " (2)" for a second one that minute. The Load list says "set aside" for it.
_SET_ASIDE = re.compile(r"Unfinished game turn \d+ ?\w* \d{4}-\d\d-\d\d \d\d-\d\d( \(\d+\))?")


def is_set_aside(name: str) -> bool:
    """Is this save's name the one keep_unfinished gave a game set aside for a new one?"""
    return bool(_SET_ASIDE.fullmatch(name or ""))


def keep_unfinished(game, slot: int = 1) -> Path | None:
    """Before another game takes the autosave: an unfinished game in it that `game` does not
    continue becomes a save of its own ("Unfinished game, turn 3 ...") instead of being lost."""
    current = saves.autosave_paths(slot)[0]
    if not current.is_file():
        return None
    try:
        data = saves.read_save_data(current)
    except saves.SaveError:
        return None                 # damaged: saves.autosave sets it aside
    commands = data.get("commands")
    snapshot = data.get("snapshot")
    if not isinstance(commands, list) or not commands or (isinstance(snapshot, dict) and snapshot.get("result")):
        return None
    ours = [c.to_dict() for c in game.log[:len(commands)]]
    if data.get("config") == json.loads(json.dumps(game.config)) and ours == commands:
        return None                 # the same game, continued
    turn, phase, _ = saves.summary(data)
    phase = re.sub(r"[^\w]+", "", phase)        # a file name: whatever a damaged save holds
    stamp = time.strftime("%Y-%m-%d %H-%M", time.localtime(current.stat().st_mtime))
    base = f"Unfinished game turn {turn} {phase} {stamp}".replace("  ", " ")
    spot, n = saves_dir() / f"{base}.json", 2
    while spot.exists():
        spot, n = saves_dir() / f"{base} ({n}).json", n + 1
    current.replace(spot)
    log.info("the unfinished game in the autosave was kept as %s", spot.name)
    return spot


class _WithoutLog:
    """A game seen without its command log (the autosaver adds the log's kept text itself)."""

    def __init__(self, game):
        self._game = game
        self.log = ()

    def __getattr__(self, name):
        return getattr(self._game, name)


# --- the lock: was the last table closed cleanly? -------------------------------------------

MAX_SLOTS = 99


def lock_path(slot: int = 1) -> Path:
    """The lock file present while a game is on the table of a slot."""
    return saves_dir() / (LOCK if slot == 1 else f"table {slot}.lock")


def claim_slot() -> tuple[int, str]:
    """A game is on the table: take the first slot no other running window holds, and write its
    lock (this process's id and the time). Returns (slot, token); release_lock needs the token
    (a newer table's lock is not released by an older one). A slot whose window was killed is
    taken again: its unfinished game is kept as a save of its own at the first autosave.

    The claim is atomic: the lock file is held with the system's file lock for the table's life
    (`_Hold`), so two windows started at the same instant never take the same slot; the one that
    finds a slot held takes the next. A killed window's hold ends with its process."""
    token = f"{os.getpid()}-{time.time_ns()}"
    lock = {"pid": os.getpid(), "opened": time.time(), "token": token}
    for slot in range(1, MAX_SLOTS):
        path = lock_path(slot)
        mine = _HOLDS.get(str(path))
        if mine is not None:
            data = _read_lock(slot)
            if data and data.get("pid") != os.getpid() and _held(data):
                continue            # written over by another running table: not ours any more
            mine.write(lock)        # this process's own table, opened again
            break
        hold = _Hold.take(path)
        if hold is None:
            continue                # another running table holds it
        data = _read_lock(slot)
        if data and data.get("pid") != os.getpid() and type(data.get("pid")) is int and _alive(data["pid"]):
            hold.let_go()           # a living table of a version without the system's lock
            continue
        _HOLDS[str(path)] = hold
        hold.write(lock)
        break
    else:
        raise OSError(f"every one of the {MAX_SLOTS} table slots is taken")
    try:
        clean_leftovers()
    except Exception as e:  # noqa: BLE001 - tidying must never stop a table opening
        log.warning("could not clean the saves folder: %s", e)
    return slot, token


_HOLDS: dict[str, _Hold] = {}
# A write's temporary files: ".autosave.json.<pid>.<random>.tmp" (atomic.write_bytes_atomic; before
# the pid was in the name, ".autosave.json.<random>.tmp") and ".autosave.prev.json.<pid>.link"
# (saves.keep_copy). A write takes a moment, so one of them still there belongs to a write that
# was cut short (a kill, a full disk) once its process is gone, or, without a pid, once it is old.
_LEFTOVER = re.compile(r"\.(?P<name>.+?)\.(?:(?P<pid>[0-9]{1,10})\.)?[a-z0-9_]{8}\.tmp"
                       r"|\.(?P<lname>.+)\.(?P<lpid>[0-9]{1,10})\.link")
_LEFTOVER_AGE = 600     # seconds: no write takes this long


def clean_leftovers(folder: Path | None = None) -> list[Path]:
    """Remove what writes cut short left in the saves folder (see _LEFTOVER); never the file of
    a write still going on in another running process. Returns the files removed."""
    folder = saves_dir() if folder is None else folder
    removed = []
    try:
        names = [e for e in os.scandir(folder) if e.name.startswith(".")]
    except OSError:
        return removed
    now = time.time()
    for entry in names:
        m = _LEFTOVER.fullmatch(entry.name)
        if m is None:
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        pid = m.group("pid") or m.group("lpid")
        if pid is not None:
            stale = int(pid) == os.getpid() or not _alive(int(pid))
        else:
            stale = now - info.st_mtime > _LEFTOVER_AGE
        if not stale or not entry.is_file(follow_symlinks=False):
            continue
        try:
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            pass
    if removed:
        log.info("removed %d file(s) left by interrupted writes", len(removed))
    return removed


def hold_lock() -> str:
    """`claim_slot`, for callers that need only the token."""
    return claim_slot()[1]


def release_lock(token: str | None = None, slot: int = 1) -> None:
    """The table closed cleanly: no lock, so the next start has nothing to report. With a token,
    only the lock that token's table wrote is removed."""
    try:
        data = _read_lock(slot)
        hold = _HOLDS.get(str(lock_path(slot)))
        if data is None or data.get("pid") not in (os.getpid(), None):
            return
        if token is None or data.get("token") in (token, None):
            if hold is not None:
                del _HOLDS[str(lock_path(slot))]
                hold.let_go(remove=True)
            else:
                lock_path(slot).unlink(missing_ok=True)
    except OSError as e:
        log.warning("could not remove the table lock: %s", e)


def _lock_slots() -> list[int]:
    """The slots that have a lock file now (1 first)."""
    slots = {1}
    try:
        for path in saves_dir().glob("table *.lock"):
            tail = path.stem[len("table "):]
            if tail.isdigit() and tail.isascii() and 2 <= int(tail) < MAX_SLOTS:
                slots.add(int(tail))
    except OSError:
        pass
    return sorted(slots)


def interrupted() -> Resumable | None:
    """The game a killed table left behind (stale lock and a sound autosave), or None."""
    for slot in _lock_slots():
        data = _read_lock(slot)
        if data is not None and not _slot_held(slot, data):   # held: a table is open right now
            found = last_autosave(slot)
            if found is not None:
                return found
    return None


def forget_interrupted() -> None:
    """The player was told about the interrupted game: do not offer it again."""
    for slot in _lock_slots():
        data = _read_lock(slot)
        if data is None or _slot_held(slot, data):
            continue
        hold = _HOLDS.pop(str(lock_path(slot)), None) or _Hold.take(lock_path(slot))
        # removed only while held: never the lock of a table that has just opened
        if hold is not None:
            data = _read_lock(slot)
            hold.let_go(remove=data is not None and not _held(data))


def _slot_held(slot: int, lock: dict) -> bool:
    """Is the table of this slot still open: its lock file held with the system's lock, or its
    lock written by a process still running (a table of a version before that lock)? A lock this
    process holds but another process wrote over is that process's to answer for."""
    if str(lock_path(slot)) in _HOLDS:
        return lock.get("pid") in (os.getpid(), None) or _held(lock)
    return _held_by_a_process(lock_path(slot)) or _held(lock)


def _held(lock: dict) -> bool:
    """Is the table that wrote this lock still running (this process, or another one alive)?"""
    pid = lock.get("pid")
    return type(pid) is int and (pid == os.getpid() or _alive(pid))


def _read_lock(slot: int = 1) -> dict | None:
    path = lock_path(slot)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}                   # a torn lock still means the table did not close cleanly
    return data if isinstance(data, dict) else {}


def _alive(pid: int) -> bool:
    """Is a process with this id running?"""
    if pid <= 0:
        return False
    if os.name == "nt":
        import ctypes
        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)   # query limited information
        if not handle:
            return False
        code = ctypes.c_ulong()
        ctypes.windll.kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
        ctypes.windll.kernel32.CloseHandle(handle)
        return code.value == 259   # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return not _zombie(pid)


def _zombie(pid: int) -> bool:
    """A killed process its parent has not reaped yet (Linux): it is gone, whatever kill says."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (OSError, IndexError):
        return False


# --- what Continue opens ------------------------------------------------------------------------

def newest_game() -> Resumable | None:
    """The game the player touched last that loads: the newest of every autosave and manual save
    that opens as Continue opens it (saves.resume_problem). A newer save that does not load is
    passed over (the Load list shows it with its reason)."""
    try:
        entries = saves.list_saves()
    except Exception as e:
        log.warning("could not list saves: %s", e)
        entries = []
    for e in entries:                   # newest first
        if e.problem or saves.resume_problem(e.path):
            continue
        return Resumable(e.path, e.turn, e.phase, e.modified, e.autosave, e.result)
    return None


def last_autosave(slot: int | None = None) -> Resumable | None:
    """The autosave to resume from (a slot's, or the newest of all), with where its game
    stands, or None."""
    path = saves.latest_autosave(slot)
    if path is None:
        return None
    try:
        data = saves.read_save_data(path)
        modified = path.stat().st_mtime
    except (saves.SaveError, OSError):
        return None
    turn, phase, _ = saves.summary(data)
    snapshot = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    result = snapshot.get("result") if isinstance(snapshot.get("result"), str) else ""
    return Resumable(path, turn, phase, modified, True, result)
