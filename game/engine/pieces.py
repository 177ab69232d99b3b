"""Pieces on a land and the compact land notation used by tests and logs ("2E 1T 2D 1B").

A land's pieces are a dict token -> count. A token is a kind's letter (see `kinds`), with the
damage a piece carries after it: "T1" is a Town with 1 damage, "C2" a City with 2 damage, "D1"
a damaged Dahan. Presence is kept per spirit, not here.
"""
from __future__ import annotations

import re

from . import kinds as K


def kind(token: str) -> str:
    """The piece kind of a token: "T1" -> "T"."""
    return token[0]


def damage_of(token: str) -> int:
    """Damage already taken by the piece a token stands for."""
    return int(token[1:]) if len(token) > 1 else 0


def token(kind_: str, damage: int = 0) -> str:
    """The token for a piece of a kind with some damage."""
    return kind_ if damage <= 0 else f"{kind_}{damage}"


def land_tokens() -> tuple[str, ...]:
    """Every token a land's pieces may hold under the kinds registered now: each kind whole,
    then with each damage it can carry before it is destroyed ("C1", "C2"), kind by kind in the
    registry's order."""
    return tuple(token(k, d) for k in K.ON_LAND for d in range(max(1, K.KINDS[k].health)))


_PATTERNS: dict[str, re.Pattern] = {}


def _pattern() -> re.Pattern:
    """The notation's token pattern for the kinds registered now."""
    letters = K.ON_LAND
    pat = _PATTERNS.get(letters)
    if pat is None:
        pat = _PATTERNS[letters] = re.compile(rf"^(\d+)([{letters}])(\d?)$")
    return pat


def parse_land(text: str) -> dict[str, int]:
    """Parse compact notation ("2E 1T1 2D 1B") into a token -> count dict. Raises ValueError."""
    # every new game reads its lands' starting pieces: each text is read once per registry of
    # kinds (K.ORDER is a new dict whenever a kind is registered or taken out)
    hit = _PARSED.get(text)
    if hit is not None and hit[0] is K.ORDER:
        return hit[1].copy()
    pieces = _parse(text)
    if len(_PARSED) > 1024:
        _PARSED.clear()
    _PARSED[text] = (K.ORDER, pieces.copy())
    return pieces


_PARSED: dict[str, tuple[dict, dict[str, int]]] = {}


def _parse(text: str) -> dict[str, int]:
    """parse_land, reading the text itself."""
    pieces: dict[str, int] = {}
    pat = _pattern()
    for part in text.split():
        m = pat.match(part)
        if not m:
            raise ValueError(f"not a piece count: {part!r}")
        n, k, dmg = int(m.group(1)), m.group(2), m.group(3)
        if dmg and int(dmg) >= K.KINDS[k].health:
            raise ValueError(f"impossible damage in {part!r}")
        t = token(k, int(dmg or 0))
        pieces[t] = pieces.get(t, 0) + n
    return {t: n for t, n in pieces.items() if n}


def _order(t: str) -> tuple:
    return (K.ORDER.get(t[0], 99), t)


def format_land(pieces: dict[str, int]) -> str:
    """Compact notation of a land's pieces, in a stable order (the registry's)."""
    toks = sorted((t for t, n in pieces.items() if n > 0), key=_order)
    return " ".join(f"{pieces[t]}{t}" for t in toks)


def count(pieces: dict[str, int], kinds: str) -> int:
    """How many pieces of any of the given kinds (e.g. kinds.INVADERS)."""
    total = 0
    for t, n in pieces.items():     # a loop, not sum() over a generator: asked thousands of times a game
        if t[0] in kinds:
            total += n
    return total


def tokens_of(pieces: dict[str, int], kinds: str) -> list[str]:
    """The distinct tokens present of the given kinds, in a stable order."""
    out = [t for t, n in pieces.items() if n > 0 and t[0] in kinds]
    if len(out) > 1:        # mostly one (asked at every push, gather and piece chosen)
        out.sort(key=_order)
    return out


def add(pieces: dict[str, int], tok: str, n: int = 1) -> None:
    """Add n pieces of a token."""
    pieces[tok] = pieces.get(tok, 0) + n


def take(pieces: dict[str, int], tok: str, n: int = 1) -> None:
    """Remove n pieces of a token; the caller has checked they are there."""
    left = pieces.get(tok, 0) - n
    if left < 0:
        raise ValueError(f"no {tok} to remove")
    if left:
        pieces[tok] = left
    else:
        pieces.pop(tok, None)


def heal(pieces: dict[str, int]) -> None:
    """All damage goes away (Time Passes)."""
    for t in [t for t in pieces if len(t) > 1]:
        n = pieces.pop(t)
        add(pieces, t[0], n)
