"""A file held with the system's file lock (flock, or a byte lock on Windows) while a table is
open: no other process can take it while this one keeps it open, and a killed process lets go of
it by itself. So a lock file found on disk that nobody holds was left by a table that did not
close cleanly. The island's table slots (game.persist.session) and any game's open mark
(`OpenMark`, the quest's) are made of it; nothing here knows a game."""
from __future__ import annotations

import json
import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)


class _Hold:
    """A slot's lock file held with the system's file lock (flock, or a byte lock on Windows):
    no other process can take it while this process keeps it open, and a killed process lets go
    by itself. The file keeps its path: the hold is checked to be on the file the path names."""

    def __init__(self, path: Path, fd: int):
        self.path, self.fd = path, fd

    @classmethod
    def take(cls, path: Path) -> "_Hold | None":
        """Hold the lock file at `path` (made if missing), or None when another process holds it."""
        path.parent.mkdir(parents=True, exist_ok=True)
        for _ in range(20):
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            except PermissionError:
                _remove_if_free(path)   # a lock file made read-only: a new one takes its place
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _lock_file(fd):
                os.close(fd)
                return None
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(path))
            except OSError:
                same = False
            if same:
                return cls(path, fd)
            os.close(fd)            # removed (a clean exit) between the open and the hold: again
        return None

    def write(self, data: dict) -> None:
        """Put this table's id in the lock, in place (a new file would not be the one held). A
        full disk leaves it unwritten: the hold alone keeps the slot, the table plays on."""
        raw = (json.dumps(data) + "\n").encode("utf-8")
        try:
            os.lseek(self.fd, 0, os.SEEK_SET)
            os.write(self.fd, raw)
            os.ftruncate(self.fd, len(raw))
            os.fsync(self.fd)
        except OSError as e:
            log.warning("could not write the table lock: %s", e)

    def let_go(self, remove: bool = False) -> None:
        """Stop holding the slot; `remove` deletes the lock file too (on POSIX while it is still
        held, so the file removed is never one another table has just taken)."""
        try:
            if remove and os.name != "nt":
                self.path.unlink(missing_ok=True)
        finally:
            _unlock_file(self.fd)
            os.close(self.fd)
        if remove and os.name == "nt":      # Windows removes no file that is open
            self.path.unlink(missing_ok=True)


# The lock files this process holds, by path (one for its table; tests may open more).
_FAR = 1 << 30      # Windows locks a byte of the file far past its text, so the text stays readable


def _lock_file(fd: int) -> bool:
    """Take the system's lock on an open file without waiting; False if another holds it."""
    try:
        if os.name == "nt":
            import msvcrt
            os.lseek(fd, _FAR, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            os.lseek(fd, 0, os.SEEK_SET)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock_file(fd: int) -> None:
    """Let go of the system's lock on an open file (closing it would too, except on Windows)."""
    try:
        if os.name == "nt":
            import msvcrt
            os.lseek(fd, _FAR, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            import fcntl
            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass


def _remove_if_free(path: Path) -> None:
    """Remove a lock file no process holds (while holding it, so it is not one just taken)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        free = _lock_file(fd)
        if free:
            if os.name != "nt":
                path.unlink(missing_ok=True)
            _unlock_file(fd)
    finally:
        os.close(fd)
    if free and os.name == "nt":
        path.unlink(missing_ok=True)


def _held_by_a_process(path: Path) -> bool:
    """Does another running table hold this lock file with the system's lock?"""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return False
    try:
        if not _lock_file(fd):
            return True
        _unlock_file(fd)
        return False
    finally:
        os.close(fd)


class OpenMark:
    """A mark that a table (of any game) is open on the file at `path`, held with the system's file
    lock: a clean close removes it (`put_down`), and a killed process lets go of it, so a mark found
    on disk and held by nobody means that table was interrupted (see `left_open`)."""

    def __init__(self, hold: "_Hold | None"):
        self._hold = hold

    @classmethod
    def put_up(cls, path: Path) -> "OpenMark":
        """Mark the table open (a full disk or a second window leaves it unmarked: it plays on)."""
        try:
            hold = _Hold.take(path)
            if hold is not None:
                hold.write({"pid": os.getpid()})
            return cls(hold)
        except OSError as e:
            log.warning("could not mark the table open: %s", e)
            return cls(None)

    def put_down(self) -> None:
        """The table closed cleanly: no mark is left."""
        hold, self._hold = self._hold, None
        if hold is not None:
            try:
                hold.let_go(remove=True)
            except OSError as e:
                log.warning("could not remove the table's open mark: %s", e)


def left_open(path: Path) -> bool:
    """Was the table whose mark is `path` interrupted: the mark is there and no process holds it?"""
    try:
        return path.is_file() and not _held_by_a_process(path)
    except OSError:
        return False


def forget_left_open(path: Path) -> None:
    """The interrupted table was offered: remove its mark (only while no process holds it)."""
    try:
        if path.is_file():
            _remove_if_free(path)
    except OSError as e:
        log.warning("could not remove the table's open mark: %s", e)
