"""The kinds of piece as the table shows them, read from the engine's registry (engine/kinds.py)
at call time, so a kind a pack registers has a slot, a picture, a name and a place in the tray
like the base game's.

On the table a piece is a token: its kind's letter, then its damage ("T1": a Town with 1 damage)
or, for presence, the spirit's number ("P0": the first spirit's presence)."""
from __future__ import annotations

from .. import kinds as K
from ..engine import pieces as P


def presence_token(spirit: int) -> str:
    """The token of a spirit's presence on the table."""
    return f"{K.PRESENCE}{spirit}"


def is_presence(token: str) -> bool:
    """Whether a token on the table is a spirit's presence."""
    return token[:1] == K.PRESENCE


def spirit_of(token: str) -> int:
    """Whose presence a presence token is."""
    return int(token[1:])


INCARNA_MARK = "*"      # an Incarna's token: "*0" (spirit 0's), "*0e" once empowered; no kind's letter


def incarna_token(spirit: int, empowered: bool = False) -> str:
    """The token of a spirit's Incarna on the table (engine.incarna), empowered or not."""
    return f"{INCARNA_MARK}{spirit}{'e' if empowered else ''}"


def is_incarna(token: str) -> bool:
    """Whether a token on the table is a spirit's Incarna."""
    return token[:1] == INCARNA_MARK


def incarna_of(token: str) -> tuple[int, bool]:
    """Whose Incarna a token is, and whether it is empowered."""
    return int(token[1:].rstrip("e")), token.endswith("e")


def incarnas_in(state, land: str) -> tuple:
    """The Incarnas standing in a land: (spirit, empowered) of each (none in a game without)."""
    got = getattr(state, "incarna", None)
    if not got:
        return ()
    return tuple(sorted((int(i), bool(inc.get("empowered"))) for i, inc in got.items() if inc.get("land") == land))


def land_kinds(config: dict | None = None) -> str:
    """The letters of every kind kept in a land's pieces in a game with these settings
    (invaders, Dahan, Blight, the tokens of the packs it is played with), in the registry's
    order; without settings, a base game's (`engine.needs.kind_seen`: the expansion's tokens
    only where the game names it)."""
    packs = tuple((config or {}).get("packs") or ())
    key = (K.ON_LAND, packs)
    hit = _LAND_KINDS.get(key)
    if hit is None:
        from ..engine.needs import kind_seen
        hit = _LAND_KINDS[key] = "".join(k for k in K.ON_LAND if kind_seen({"packs": list(packs)}, k))
    return hit


def game_kinds(config: dict | None = None) -> str:
    """The letters of every kind a game with these settings has on its lands, its attached
    kinds too (the expansion's strife): what its island's slots are made for."""
    packs = tuple((config or {}).get("packs") or ())
    from ..engine.needs import kind_seen
    riders = "".join(k.letter for k in K.KINDS.values() if k.attached and kind_seen({"packs": list(packs)}, k.letter))
    return land_kinds(config) + riders


_LAND_KINDS: dict[tuple, str] = {}


def carrying_tokens(letters: str) -> tuple[str, ...]:
    """The pieces of a game with the kinds `letters` that carry something and are drawn in a
    place of their own ("Es", "Ts", "Cs": an invader carrying strife), when the game has a kind
    that rides on invaders; none in a base game."""
    riders = "".join(k.letter.lower() for k in K.KINDS.values() if k.attached and k.letter in letters)
    if not riders:
        return ()
    return tuple(k + riders for k in letters if K.KINDS[k].invader)


def slot_token(token: str) -> str:
    """The token whose place a piece is drawn in: a piece carrying something sits in the place of
    its kind carrying those kinds ("C1ss" -> "Cs"), any other in its own."""
    if len(token) < 2 or not token[-1].islower():
        return token
    kind, _dmg, carried = P.split(token)
    return kind + "".join(sorted(set(carried)))


def carried_words(token: str, n: int = 1) -> str:
    """What a piece carries, in words after its name: " with Strife", " with 2 Strife" (each of
    the n pieces of the token carries it: " each with Strife"); "" when it carries nothing."""
    if len(token) < 2 or not token[-1].islower():
        return ""
    from .. import words as W
    carried = P.carried(token)
    parts = []
    for low in sorted(set(carried)):
        k = K.KINDS.get(low.upper())
        c = carried.count(low)
        word = W.tr(k.plural_name if c > 1 else k.name) if k is not None else low.upper()
        parts.append(W._(CARRIED["count"]).format(n=c, kind=word) if c > 1 else word)
    what = parts[0] if len(parts) == 1 else W._(CARRIED["and"]).format(items=", ".join(parts[:-1]), last=parts[-1])
    return " " + W._(CARRIED["each" if n > 1 else "one"]).format(what=what)


# What a piece carries, after its name (whole entries; the name comes before them).
CARRIED = {"one": "with {what}", "each": "each with {what}", "count": "{n} {kind}", "and": "{items} and {last}"}


def damaged_tokens() -> tuple[str, ...]:
    """Every damaged piece that can stand in a land ("T1", "C1", "C2", "D1" in the base game)."""
    return tuple(t for t in P.land_tokens() if P.damage_of(t))


def draw_order(token: str) -> tuple:
    """The order piece groups are drawn in a land: invaders from the biggest, then the rest in
    the registry's order (kinds nobody registered last)."""
    k = K.KINDS.get(token[:1])
    if k is None:
        return (2, 0, 0)
    if k.invader:
        return (0, -k.health, K.ORDER[k.letter])
    return (1, 0, K.ORDER[k.letter])


def name(token: str, plural: bool = False) -> str:
    """A piece's name in words ("Explorer", "Cities"); presence is "presence"; an unknown letter
    is itself."""
    if is_presence(token):
        return "presence"
    k = K.KINDS.get(token[:1])
    if k is None:
        return token
    return k.plural_name if plural else k.name
