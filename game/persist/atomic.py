"""Atomic writes: a file is either its old self or its whole new self, never half of each.

The new text goes to a temporary file in the same folder (".<name>.<pid>.<random>.tmp": the
process id says whose it is, so a start can remove what a killed write left, see
session.clean_leftovers), is flushed and fsynced, then `os.replace` swaps it in. If anything fails on the way the temporary file is removed and
the old file stays exactly as it was.
"""
from __future__ import annotations

import json
import os
from pathlib import Path


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> Path:
    """Write `data` to `path` atomically; returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    import tempfile     # on the first write, not at start (it pulls in random: ~3 ms)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)
    return path


def write_text_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write UTF-8 text to `path` atomically."""
    return write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: str | os.PathLike, data, indent: int | None = None) -> Path:
    """Write a JSON document to `path` atomically (plain data only, never pickle)."""
    text = json.dumps(data, indent=indent, ensure_ascii=False, allow_nan=False)
    return write_text_atomic(path, text + "\n")


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
