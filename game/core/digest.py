"""The check hash of saves and positions: SHA-256 of a text, its first 32 hex digits.

Taken with CPython's own SHA-256 module rather than hashlib's: hashlib loads OpenSSL (libcrypto),
which is ~3.3 MB of the window process's memory and ~2 ms of its start, for a hash taken once a
save or a load. The digest is the same; the built-in one is slower (~0.5 ms for a turn-12
position against ~0.03 ms), which a save or a load does not feel."""
from __future__ import annotations

try:
    from _sha256 import sha256          # CPython 3.11
except ImportError:                      # pragma: no cover - other versions
    try:
        from _sha2 import sha256        # CPython 3.12 and later
    except ImportError:
        from hashlib import sha256


def digest(text: str) -> str:
    """The first 32 hex digits of the SHA-256 of a text (UTF-8)."""
    return sha256(text.encode()).hexdigest()[:32]
