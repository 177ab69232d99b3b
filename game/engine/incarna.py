"""Incarna (003 INCARNATION): a spirit's one presence in person, a piece of its own that walks the
island.

A spirit has one when its panel names it (`Spirit.incarna`: its name and where it is a sacred
site). Where it stands is `GameState.incarna` ({spirit index as text: {"land", "empowered"}}),
empty in every game without such a spirit, so none of this costs a base game anything. The rules:

- On the island it counts as the spirit's presence for range (`sources`) and for "spirit
  destroyed" (`on_island`); it is a land's presence once, never twice (`presence_in`), and a
  sacred site only where its spirit says so (`sacred_sites`).
- Blight added to a land where it stands with no other presence of its spirit may spare it, if
  the player chooses (engine.blight asks `alone_in`).
- Empowered, it stays empowered: leaving the island and coming back keep the flag (`move`).
"""
from __future__ import annotations

from ..content import catalog
from .flow import ask, choice, emit, step
from .state import GameState, option

NEVER, EMPOWERED, ALWAYS = "never", "empowered", "always"


def has_incarna(state: GameState, i: int) -> bool:
    """Whether spirit i has an Incarna in this game (on the island or not)."""
    return str(i) in state.incarna


def land_of(state: GameState, i: int) -> str:
    """The land spirit i's Incarna stands in, "" when it is off the island (or it has none)."""
    inc = state.incarna.get(str(i))
    return inc["land"] if inc else ""


def empowered(state: GameState, i: int) -> bool:
    return bool(state.incarna.get(str(i), {}).get("empowered"))


def on_island(state: GameState, i: int) -> bool:
    """Whether spirit i's Incarna is on the island (then the spirit is not destroyed)."""
    return bool(land_of(state, i))


def sources(state: GameState, i: int) -> list[str]:
    """The lands a range of spirit i's presence is counted from: its presence, and its Incarna's."""
    lands = list(state.spirits[i].presence)
    here = land_of(state, i) if state.incarna else ""
    if here and here not in lands:
        lands.append(here)
    return lands


def presence_in(state: GameState, i: int, land: str) -> int:
    """Spirit i's presence in a land, its Incarna counted as one presence (never as two)."""
    n = state.spirits[i].presence.get(land, 0)
    if state.incarna and land_of(state, i) == land:
        n += 1
    return n


def _sacred_by_itself(state: GameState, i: int) -> bool:
    """Whether spirit i's Incarna is a sacred site on its own, as its panel says."""
    spec = catalog.SPIRITS[state.spirits[i].spirit_id].incarna
    where = spec[1] if len(spec) > 1 else NEVER
    return where == ALWAYS or (where == EMPOWERED and empowered(state, i))


def sacred_sites(state: GameState, i: int) -> list[str]:
    """Spirit i's sacred sites: lands with 2 or more of its presence (the Incarna one of them),
    and its Incarna's land when its panel makes it a sacred site (which adds no presence)."""
    s = state.spirits[i]
    out = [l for l, n in s.presence.items() if n >= 2]
    here = land_of(state, i) if state.incarna else ""
    if here and here not in out and (s.presence.get(here, 0) >= 1 or _sacred_by_itself(state, i)):
        out.append(here)
    return out


def alone_in(state: GameState, i: int, land: str) -> bool:
    """Whether spirit i's Incarna stands in a land with no other presence of its spirit."""
    return bool(state.incarna) and land_of(state, i) == land and not state.spirits[i].presence.get(land, 0)


def place_at_setup(state: GameState, i: int, land: str) -> None:
    """Put spirit i's Incarna on the island at setup, not empowered, if its panel names one."""
    if catalog.SPIRITS[state.spirits[i].spirit_id].incarna:
        state.incarna[str(i)] = {"land": land, "empowered": False}


def move(state: GameState, i: int, land: str, cause: str = "") -> None:
    """Spirit i's Incarna goes to `land` ("" = off the island); empowered or not, it stays so."""
    inc = state.incarna.get(str(i))
    if inc is None:
        return
    frm = inc["land"]
    inc["land"] = land
    emit(state, "IncarnaMoved", spirit=i, land=land, frm=frm, cause=cause)


def empower(state: GameState, i: int) -> None:
    """Empower spirit i's Incarna, for good (003: the state is definitive)."""
    inc = state.incarna.get(str(i))
    if inc is not None and not inc["empowered"]:
        inc["empowered"] = True
        emit(state, "IncarnaEmpowered", spirit=i)


# --- its question when blight lands on it alone ---------------------------------------------

@step("incarna_blighted")
def _incarna_blighted(state: GameState, st: dict) -> None:
    """Blight landed where spirit i's Incarna stands with no other presence of its spirit: the
    player chooses whether it counts as a presence there (and is destroyed, leaving the island)
    or not (003: "vous pouvez décider de ne pas le compter comme Présence")."""
    i, land = st["spirit"], st["land"]
    if not alone_in(state, i, land):
        return
    if "choice" not in st:
        opts = [option("spare", i, land=land), option("destroy", i, land=land)]
        ask(state, i, "incarna_blighted", "incarna_blighted", opts, dict(st), {"land": land})
        return
    if choice(st).kind == "destroy":
        move(state, i, "", "blight")
