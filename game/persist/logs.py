"""The table's log file, in the logs folder, so a windowed build (no console) still leaves a
trail. `setup_logging()` is safe to call more than once.

The file is rotated when the program starts, once it has passed MAX_BYTES (the last BACKUPS
files are kept), and not while it runs: the table logs a few lines a game, and logging's own
rotating handler costs ~12 ms of every start to import."""
from __future__ import annotations

import io
import logging
import os
import sys
from pathlib import Path

from .paths import logs_dir

LOG_NAME = "spirit-island.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_handler: logging.FileHandler | None = None


def log_file() -> Path:
    """The current log file."""
    return logs_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the log to its file (rotated at start: 1 MB x 3); windowed builds' missing
    stdout/stderr go there too."""
    global _handler
    path = log_file()
    root = logging.getLogger()
    if _handler is not None:
        if Path(_handler.baseFilename) == path.resolve():
            return path
        root.removeHandler(_handler)
        _handler.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    _rotate(path)
    _handler = logging.FileHandler(path, encoding="utf-8")
    _handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(_handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    logging.captureWarnings(True)
    if sys.stdout is None:
        sys.stdout = _LogStream(logging.getLogger("stdout"), logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogStream(logging.getLogger("stderr"), logging.WARNING)
    return path


def _rotate(path: Path) -> None:
    """A log past MAX_BYTES becomes `.1` (`.1` becomes `.2`, ...; the oldest is dropped)."""
    try:
        if path.stat().st_size < MAX_BYTES:
            return
        for k in range(BACKUPS - 1, 0, -1):
            older = path.with_name(f"{path.name}.{k}")
            if older.exists():
                os.replace(older, path.with_name(f"{path.name}.{k + 1}"))
        os.replace(path, path.with_name(f"{path.name}.1"))
    except OSError:
        pass        # no log yet, or a file another process holds open: append to it


class _LogStream(io.TextIOBase):
    """A stand-in for a missing console stream: each line written becomes a log record."""

    def __init__(self, logger: logging.Logger, level: int):
        super().__init__()
        self._logger, self._level = logger, level

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line.strip():
                self._logger.log(self._level, line)
        return len(text)
