"""Pictures the table draws once and keeps on disk for the next start (the menu's backdrop), and
other worked-out results kept the same way (where pieces sit in each land shape, render.slots).

A picture is stored as raw pixel bytes under the cache folder, named by a key that says
everything it depends on: the version of the program, the size, the options. The version is
told by the files themselves (asking the installed package's metadata costs 20 ms, most of
the budget of a start): the size and time of the source files that draw the picture, or of
the program file of an installed bundle, so a changed drawing is never shown from an old
cache. Reading or writing the cache never fails
the caller: a missing or broken file just means "draw it again"."""
from __future__ import annotations

import logging
import sys
import zlib
from pathlib import Path

from .atomic import write_bytes_atomic
from .paths import cache_dir

log = logging.getLogger(__name__)
KEEP = 4          # pictures of one kind kept (window sizes the player used lately)


def key(kind: str, *parts, sources: tuple = ()) -> str:
    """The file name of a picture of `kind` that depends on `parts` and on the source files."""
    said = [repr(parts)]
    if getattr(sys, "frozen", False):
        sources = tuple(sources) + (sys.executable,)
    for src in sources:
        try:
            st = Path(src).stat()
            said.append(f"{src}:{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            said.append(f"{src}:absent")    # a bundle has no source files: its version says it
    blob = "\n".join(said).encode()
    # two 32-bit checksums, not a cryptographic hash: nobody forges a cache name, and hashlib
    # (OpenSSL) costs ~5 ms of a start
    return f"{kind}-{zlib.crc32(blob):08x}{zlib.adler32(blob):08x}.raw"


def load(name: str, size: int | None = None) -> bytes | None:
    """The stored bytes of a picture, or None (absent, unreadable, or not `size` bytes long)."""
    try:
        data = (cache_dir() / name).read_bytes()
    except OSError:
        return None
    return data if size is None or len(data) == size else None


def store(name: str, data: bytes) -> None:
    """Keep a picture for the next start; older pictures of the same kind beyond KEEP go."""
    folder = cache_dir()
    try:
        write_bytes_atomic(folder / name, data)
        kind = name.rsplit("-", 1)[0]
        older = sorted((p for p in folder.glob(f"{kind}-*.raw") if p.name != name),
                       key=lambda p: p.stat().st_mtime, reverse=True)
        for p in older[KEEP - 1:]:
            p.unlink(missing_ok=True)
    except OSError as e:
        log.info("could not keep the picture %s: %s", name, e)
