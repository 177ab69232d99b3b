"""Pieces on a land and the compact land notation used by tests and logs ("2E 1T 2D 1B").

A land's pieces are a dict token -> count; identical pieces share a token, so they group. A
token is a kind's letter (see `kinds`), then the damage the piece carries, then what rides on
it: "T1" is a Town with 1 damage, "C2" a City with 2 damage, "D1" a damaged Dahan, "Es" an
Explorer carrying one piece of the attached kind "S" (written in lower case), "T1ss" a Town
with 1 damage carrying two. The attached letters are kept in alphabetical order, so one piece
has one token. Presence is kept per spirit, not here.

What a piece carries is part of it: a pushed or gathered piece takes it along, a destroyed or
removed piece takes it away, and damage, healing, downgrading and upgrading keep it.
"""
from __future__ import annotations

import re

from .. import kinds as K


def kind(token: str) -> str:
    """The piece kind of a token: "T1" -> "T"."""
    return token[0]


_SPLIT: dict[str, tuple[str, int, str]] = {}


def split(token: str) -> tuple[str, int, str]:
    """A token's three parts: its kind's letter, its damage and what it carries
    ("T1s" -> ("T", 1, "s"))."""
    hit = _SPLIT.get(token)
    if hit is None:
        rest = token[1:]
        carried = rest.lstrip("0123456789")
        digits = rest[:len(rest) - len(carried)]
        hit = (token[:1], int(digits) if digits else 0, carried)
        if len(_SPLIT) > 4096:
            _SPLIT.clear()
        _SPLIT[token] = hit
    return hit


def damage_of(token: str) -> int:
    """Damage already taken by the piece a token stands for."""
    if len(token) == 1:
        return 0
    rest = token[1:]
    if rest.isdigit():
        return int(rest)
    return split(token)[1]


def carried(token: str) -> str:
    """The attached pieces a piece carries, as lower-case letters ("T1ss" -> "ss")."""
    return split(token)[2] if len(token) > 1 else ""


def carries(token: str, letter: str) -> int:
    """How many pieces of the attached kind `letter` (its capital letter) a piece carries."""
    return carried(token).count(letter.lower()) if len(token) > 1 else 0


def token(kind_: str, damage: int = 0, attached: str = "") -> str:
    """The token for a piece of a kind with some damage, carrying `attached` (lower-case letters)."""
    return (kind_ if damage <= 0 else f"{kind_}{damage}") + ("".join(sorted(attached)) if attached else "")


def with_damage(tok: str, damage: int) -> str:
    """The same piece (same kind, same attached pieces) with another damage."""
    return token(tok[0], damage, carried(tok))


def as_kind(tok: str, kind_: str) -> str:
    """The piece replaced by one of another kind, keeping its damage and what it carries."""
    _k, dmg, att = split(tok)
    return token(kind_, dmg, att)


def attach(tok: str, letter: str, n: int = 1) -> str:
    """The piece carrying n more pieces of the attached kind `letter`."""
    _k, dmg, att = split(tok)
    return token(tok[0], dmg, att + letter.lower() * n)


def detach(tok: str, letter: str, n: int = 1) -> str:
    """The piece carrying n fewer pieces of the attached kind `letter` (as many as it has)."""
    k, dmg, att = split(tok)
    low = letter.lower()
    for _ in range(n):
        att = att.replace(low, "", 1)
    return token(k, dmg, att)


def attached_letters() -> str:
    """The capital letters of the attached kinds registered now."""
    return "".join(k.letter for k in K.KINDS.values() if k.attached)


def standing_letters() -> str:
    """The letters of the kinds that stand in a land on their own (kept in its pieces, not
    attached: `kinds.ON_LAND` leaves the attached kinds out)."""
    return K.ON_LAND


def _health(letter: str, state=None) -> int:
    """A kind's health, in this game when a state is given (`variant.kind`), else the registry's."""
    if state is not None and state.kind_numbers:
        from .variant import kind as kind_in
        return kind_in(state, letter).health
    return K.KINDS[letter].health


def land_tokens(state=None) -> tuple[str, ...]:
    """Every token a land's pieces may hold under the kinds registered now (and the game's own
    numbers, given its state), carrying nothing: each kind whole, then with each damage it can
    carry before it is destroyed ("C1", "C2"), kind by kind in the registry's order."""
    return tuple(token(k, d) for k in standing_letters() for d in range(max(1, _health(k, state))))


def token_problem(tok: str, state=None) -> str:
    """Why a token names no piece a land may hold ("" when it does): an unknown or attached
    kind, damage at or past its health (in this game, given its state), an unknown attached
    kind, or attached letters out of order."""
    if not tok or tok[0] not in standing_letters():
        return f"no kind of piece is written {tok[:1]!r}"
    k, dmg, att = split(tok)
    if att and not (att.isascii() and att.isalpha() and att.islower()):
        return f"not a piece: {tok!r}"
    rides = attached_letters().lower()
    if any(c not in rides for c in att):
        return f"no attached kind is written {next(c for c in att if c not in rides)!r}"
    if token(k, dmg, att) != tok:
        return f"not a piece as the notation writes it: {tok!r} (it is {token(k, dmg, att)!r})"
    if dmg and dmg >= _health(k, state):
        return f"impossible damage in {tok!r}"
    return ""


_PATTERNS: dict[str, re.Pattern] = {}


def _pattern() -> re.Pattern:
    """The notation's token pattern for the kinds registered now: a count, a standing kind's
    letter, its damage, the lower-case letters of what it carries."""
    letters = standing_letters()
    pat = _PATTERNS.get(letters)
    if pat is None:
        pat = _PATTERNS[letters] = re.compile(rf"^(\d+)([{letters}])(\d*)([a-z]*)$")
    return pat


def parse_land(text: str, state=None) -> dict[str, int]:
    """Parse compact notation ("2E 1T1 2D 1B", "1E 1Es") into a token -> count dict. Damage is
    checked against the game's numbers when its state is given (a Town may hold 2 damage in a
    game whose Towns have 3 health), else the registry's. Raises ValueError."""
    if state is not None and state.kind_numbers:
        return _parse(text, state)
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


def _parse(text: str, state=None) -> dict[str, int]:
    """parse_land, reading the text itself."""
    pieces: dict[str, int] = {}
    pat = _pattern()
    for part in text.split():
        m = pat.match(part)
        if not m:
            raise ValueError(f"not a piece count: {part!r}")
        n, k, dmg, att = int(m.group(1)), m.group(2), m.group(3), m.group(4)
        if dmg and int(dmg) >= _health(k, state):
            raise ValueError(f"impossible damage in {part!r}")
        t = token(k, int(dmg or 0), att)
        why = token_problem(t, state)
        if why:
            raise ValueError(f"{why} (in {part!r})")
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


def count_carried(pieces: dict[str, int], letter: str) -> int:
    """How many pieces of the attached kind `letter` the land's pieces carry in all."""
    low = letter.lower()
    total = 0
    for t, n in pieces.items():
        if len(t) > 1 and low in t:
            total += n * t.count(low)
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
    """All damage goes away (Time Passes); what the pieces carry stays on them."""
    for t in [t for t in pieces if len(t) > 1 and damage_of(t)]:
        n = pieces.pop(t)
        add(pieces, with_damage(t, 0), n)
