"""Land conditions: the small language cards use to say which lands they target or affect."""
from __future__ import annotations

import re

from .. import kinds as K
from . import pieces as P
from .island import is_coastal, terrain
from .state import GameState

TERRAINS = ("mountain", "wetland", "jungle", "sand")
_COUNT = re.compile(r"^([A-Z]+)(>=|<=|==|>|<)(\d+|[A-Z]+)$")   # letters: kinds (P: presence)
_CMP = {">=": int.__ge__, "<=": int.__le__, "==": int.__eq__, ">": int.__gt__, "<": int.__lt__}


def _count(state: GameState, land: str, kinds: str, spirit: int) -> int:
    """How many pieces of the kinds in the land: those standing there, those its pieces carry
    (attached kinds), and the spirit's presence for K.PRESENCE."""
    pcs = state.lands[land]
    n = P.count(pcs, kinds.replace(K.PRESENCE, ""))
    if K.PRESENCE in kinds and spirit >= 0:
        n += _own(state, land, spirit)      # an Incarna counts once (engine.incarna)
    for letter in kinds:
        k = K.KINDS.get(letter)
        if k is not None and k.attached:
            n += P.count_carried(pcs, letter)
    return n


# The named conditions: (state, land, the land's pieces, the asking spirit's presence there).
_SIMPLE = {
    "coastal": lambda st, l, pcs, own: is_coastal(st, l),
    "inland": lambda st, l, pcs, own: not is_coastal(st, l),
    "invaders": lambda st, l, pcs, own: P.count(pcs, K.INVADERS) > 0,
    "noinvaders": lambda st, l, pcs, own: P.count(pcs, K.INVADERS) == 0,
    "dahan": lambda st, l, pcs, own: P.count(pcs, K.DAHAN) > 0,
    "nodahan": lambda st, l, pcs, own: P.count(pcs, K.DAHAN) == 0,
    "blight": lambda st, l, pcs, own: P.count(pcs, K.BLIGHT) > 0,
    "noblight": lambda st, l, pcs, own: P.count(pcs, K.BLIGHT) == 0,
    "buildings": lambda st, l, pcs, own: P.count(pcs, K.BUILDINGS) > 0,
    "nobuildings": lambda st, l, pcs, own: P.count(pcs, K.BUILDINGS) == 0,
    "explorers": lambda st, l, pcs, own: P.count(pcs, K.EXPLORER) > 0,
    "towns": lambda st, l, pcs, own: P.count(pcs, K.TOWN) > 0,
    "cities": lambda st, l, pcs, own: P.count(pcs, K.CITY) > 0,
    "presence": lambda st, l, pcs, own: own > 0,
    "nopresence": lambda st, l, pcs, own: own == 0,
    "sacred": lambda st, l, pcs, own: own >= 2,
}


def holds(state: GameState, land: str, cond: str, spirit: int = -1) -> bool:
    """Whether one condition holds for a land now, seen by `spirit` (for presence/sacred)."""
    pcs = state.lands[land]
    own = _own(state, land, spirit)
    return _holds(state, land, cond, spirit, pcs, own)


def _own(state: GameState, land: str, spirit: int) -> int:
    """The spirit's presence in the land, its Incarna counted once (engine.incarna)."""
    if spirit < 0:
        return 0
    if state.incarna:
        from .incarna import presence_in
        return presence_in(state, spirit, land)
    return state.spirits[spirit].presence.get(land, 0)


def _holds(state: GameState, land: str, cond: str, spirit: int, pcs: dict, own: int) -> bool:
    """`holds`, given the land's pieces and the spirit's presence there."""
    if cond in TERRAINS or "|" in cond:
        return terrain(state, land) in cond.split("|")
    test = _SIMPLE.get(cond)
    if test is not None:
        if cond == "sacred" and state.incarna and spirit >= 0:     # an Incarna may be one by itself
            from .incarna import sacred_sites
            return land in sacred_sites(state, spirit)
        return test(state, land, pcs, own)
    m = _COUNT.match(cond)
    if not m or not set(m.group(1) + m.group(3)) <= set(K.KINDS) | set("0123456789"):
        raise ValueError(f"unknown land condition {cond!r}")
    left = _count(state, land, K.widen(m.group(1)), spirit)     # "TC>=1": every building
    rhs = m.group(3)
    right = int(rhs) if rhs.isdigit() else _count(state, land, K.widen(rhs), spirit)
    return _CMP[m.group(2)](left, right)


def all_hold(state: GameState, land: str, conds, spirit: int = -1) -> bool:
    """Whether every condition holds."""
    if not conds:
        return True
    # asked for every land in range of every power and presence: the land is looked up once
    pcs = state.lands[land]
    own = state.spirits[spirit].presence.get(land, 0) if spirit >= 0 else 0
    if state.incarna:           # only in games with an Incarna (engine.incarna)
        own = _own(state, land, spirit)
    for c in conds:
        if not _holds(state, land, c, spirit, pcs, own):
            return False
    return True
