"""The table's log file: rotating, in the logs folder, so a windowed build (no console) still
leaves a trail. `setup_logging()` is safe to call more than once."""
from __future__ import annotations

import io
import logging
import logging.handlers
import sys
from pathlib import Path

from .paths import logs_dir

LOG_NAME = "spirit-island.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_handler: logging.handlers.RotatingFileHandler | None = None


def log_file() -> Path:
    """The current log file."""
    return logs_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the log to a rotating file (1 MB x 3); windowed builds' missing stdout/stderr go there too."""
    global _handler
    path = log_file()
    root = logging.getLogger()
    if _handler is not None:
        if Path(_handler.baseFilename) == path.resolve():
            return path
        root.removeHandler(_handler)
        _handler.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    _handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
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
