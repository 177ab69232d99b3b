"""A game on the table, kept safe: saved after every decision, and a lock that tells the next
start when the last one did not end cleanly.

While a game is on the table the saves folder holds `table.lock` (the process id and when the
table opened); every clean way out removes it. A lock whose process is gone means the table was
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
import time
from dataclasses import dataclass
from pathlib import Path

from . import saves
from .atomic import write_bytes_atomic, write_json_atomic
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
                    saves._keep_copy(current, prev)
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
    turn = data.get("turn") if type(data.get("turn")) is int else 0
    stamp = time.strftime("%Y-%m-%d %H-%M", time.localtime(current.stat().st_mtime))
    base = f"Unfinished game turn {turn} {data.get('phase', '')} {stamp}".replace("  ", " ")
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
    taken again: its unfinished game is kept as a save of its own at the first autosave."""
    slot = 1
    while slot < MAX_SLOTS:
        data = _read_lock(slot)
        if data is None or not _held(data) or data.get("pid") == os.getpid():
            break
        slot += 1
    token = f"{os.getpid()}-{time.time_ns()}"
    write_json_atomic(lock_path(slot), {"pid": os.getpid(), "opened": time.time(), "token": token})
    return slot, token


def hold_lock() -> str:
    """`claim_slot`, for callers that need only the token."""
    return claim_slot()[1]


def release_lock(token: str | None = None, slot: int = 1) -> None:
    """The table closed cleanly: no lock, so the next start has nothing to report. With a token,
    only the lock that token's table wrote is removed."""
    try:
        data = _read_lock(slot)
        if data is None or data.get("pid") not in (os.getpid(), None):
            return
        if token is None or data.get("token") in (token, None):
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
        if data is not None and not _held(data):   # held: a table is open right now
            found = last_autosave(slot)
            if found is not None:
                return found
    return None


def forget_interrupted() -> None:
    """The player was told about the interrupted game: do not offer it again."""
    for slot in _lock_slots():
        data = _read_lock(slot)
        if data is not None and not _held(data):
            lock_path(slot).unlink(missing_ok=True)


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
    """The game the player touched last: the autosave, or a manual save written after it."""
    best = last_autosave()
    try:
        entries = saves.list_saves()
    except Exception as e:
        log.warning("could not list saves: %s", e)
        entries = []
    for e in entries:
        if e.autosave or e.problem:
            continue
        if best is None or e.modified > best.saved:
            best = Resumable(e.path, e.turn, e.phase, e.modified, False)
        break                       # newest first: only the newest manual save can beat the autosave
    return best


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
    turn = data.get("turn") if type(data.get("turn")) is int else 0
    phase = data.get("phase") if isinstance(data.get("phase"), str) else ""
    snapshot = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    result = snapshot.get("result") if isinstance(snapshot.get("result"), str) else ""
    return Resumable(path, turn, phase, modified, True, result)
