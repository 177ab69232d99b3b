"""Where things sit inside a land: its name plate (terrain icon, land name and the invaders'
next actions) and one fixed slot for each kind of piece.

A slot belongs to a land and a kind of piece for good, so a piece that comes or goes never moves
the others, and every slot (the piece with its count badge) lies wholly inside its land with a
margin, clear of the name plate and of every other slot. Pure arithmetic in hex units (a cell's
centre-to-corner distance is 1), done once per land shape and cached: in memory, and on disk for
the next run (a 4-board island's plans take a quarter of a second to work out, most of the time
the first table of a session took to open). The disk copy is keyed by this file's and hexgrid's
version, so a changed packing is never read from an old cache."""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...content.hexgrid import Cell, axial_to_pixel, centroid, outline
from .. import piece_kinds

Point = tuple[float, float]
Box = tuple[float, float, float, float]      # x0, y0, x1, y1


#: A piece's side for an island of 1 to 6 boards (as many spirits): the largest at which
#: every land of every board, in every position that island gives it, holds all the kinds that
#: can be there at once (the tests check it). Fewer spirits leave room for bigger pieces; for 5
#: and 6 a little under the largest that passed (0.57, 0.54), as only two orders are tested.
PIECE = {1: 0.68, 2: 0.68, 3: 0.6, 4: 0.6, 5: 0.55, 6: 0.52}
BADGE_AT = 0.29      # the count badge's centre: this many piece sides right of and below the piece's centre
BADGE_R = 0.23       # the badge's radius, in piece sides
REACH = BADGE_AT + BADGE_R          # how far right / down the badge reaches from the piece's centre
MARGIN = 0.08        # clear land kept between a slot (or the name plate) and the land's border
GAP = 0.05           # clear land kept between two slots
PLATE = (1.1, 0.85)  # the name plate: a row of action markers over a row with icon and name
PHASES = 12          # row offsets tried when packing the slots
NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))     # a hex cell's six, in axial steps


def kinds(spirits: int, letters: str | None = None) -> tuple[str, ...]:
    """The kinds of piece that can stand in a land in a game of this many spirits, in the order
    they get the slots nearest the name plate: every kind kept in a land (invaders, Dahan,
    Blight, then a pack's kinds, as registered), the presence of each spirit, then damaged pieces,
    then invaders carrying something (strife). `letters`: the kinds the game has
    (`piece_kinds.game_kinds`), a base game's when not given."""
    if letters is None:
        letters = piece_kinds.land_kinds()
    standing = "".join(k for k in letters if k in piece_kinds.K.ON_LAND)     # attached kinds ride on pieces
    return (tuple(standing) + tuple(piece_kinds.presence_token(i) for i in range(spirits))
            + piece_kinds.damaged_tokens() + piece_kinds.carrying_tokens(letters))


def piece_size(spirits: int, slots: int = 0) -> float:
    """A piece's side in hex sizes, in a game of this many spirits (and boards) whose lands hold
    `slots` kinds of piece: smaller where a game has more kinds than the base game (the
    expansion's tokens), so that each still has its own place."""
    size = PIECE.get(spirits, PIECE[4])
    base = len(kinds(spirits))
    if slots > base:
        size *= (base / slots) ** 0.5 * SHRINK
    return size


SHRINK = 0.95    # a little more room than the square root gives: every land of every island then holds them all


@dataclass(frozen=True)
class LandPlan:
    """A land's name plate and piece slots, in hex units relative to the land's first cell."""

    plate: Box
    slots: tuple[tuple[str, Point], ...]      # (kind, centre of the piece)


def plan(cells, spirits: int, letters: str | None = None, turn: int = 0) -> LandPlan:
    """The plan of a land drawn as these hex cells (hex units, origin at cell (0, 0)), in a game
    of this many spirits with the kinds `letters` (a base game's when not given), the land turned
    by `turn` degrees clockwise on screen (under 60: whole sixths turn the cells themselves); the
    plan is in the turned units, its plate and slots upright."""
    cells = sorted(cells)
    bq, br = cells[0]
    rel = tuple((q - bq, r - br) for q, r in cells)
    wanted = kinds(spirits, letters)
    base = _plan(rel, wanted, piece_size(spirits, len(wanted)), int(turn))
    dx, dy = _turned(axial_to_pixel((bq, br)), int(turn))
    return LandPlan(_shift(base.plate, dx, dy), tuple((k, (x + dx, y + dy)) for k, (x, y) in base.slots))


def _turned(p: Point, turn: int) -> Point:
    """A point in hex units turned by `turn` degrees clockwise on screen about (0, 0)."""
    if not turn:
        return p
    c, s = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)


def _shift(b: Box, dx: float, dy: float) -> Box:
    return (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)


@lru_cache(maxsize=1024)
def _plan(cells: tuple[Cell, ...], wanted: tuple[str, ...], piece: float, turn: int = 0) -> LandPlan:
    key = repr((cells, wanted, piece)) + (f"@{turn}" if turn else "")
    kept = _kept().get(key)
    if kept is not None:
        try:
            plate, slots = kept
            return LandPlan(tuple(plate), tuple((k, (x, y)) for k, x, y in slots))
        except (TypeError, ValueError):
            pass        # a damaged entry: work it out again
    found = _work_out(cells, wanted, piece, turn)
    _KEPT["plans"][key] = [list(found.plate), [[k, x, y] for k, (x, y) in found.slots]]
    _KEPT["new"] = True
    return found


# Plans worked out in earlier runs ({"plans": {key: [plate, slots]}, "new": unsaved ones}), read
# from the cache folder on first use; `keep()` writes them back when new ones were added.
_KEPT: dict = {"plans": None, "new": False}


def _cache_name() -> str:
    from ...persist import pictures
    here = Path(__file__).resolve()
    return pictures.key("slot-plans", 1, sources=(str(here), str(here.parents[2] / "content" / "hexgrid.py")))


def _kept() -> dict:
    if _KEPT["plans"] is None:
        _KEPT["plans"] = {}
        try:
            from ...persist import pictures
            data = json.loads(pictures.load(_cache_name()) or b"{}")
            if isinstance(data, dict):
                _KEPT["plans"] = data
        except Exception:   # noqa: BLE001 - no cache (or a broken one) only means working them out
            pass
    return _KEPT["plans"]


def keep() -> None:
    """Write the plans worked out since the last call to the cache folder, for the next run."""
    if not _KEPT["new"]:
        return
    _KEPT["new"] = False
    try:
        from ...persist import pictures
        pictures.store(_cache_name(), json.dumps(_KEPT["plans"], separators=(",", ":")).encode())
    except Exception:   # noqa: BLE001 - not kept: worked out again next time
        pass


def _work_out(cells: tuple[Cell, ...], wanted: tuple[str, ...], piece: float, turn: int = 0) -> LandPlan:
    poly = [_turned(p, turn) for p in max(outline(cells), key=len)]
    cx, cy = _turned(centroid(cells), turn)
    # the name plate goes where the land is widest round it (a drop just beside the name falls in
    # that land, not the next one: the playtest's Explorer dropped just below "B4" went into B5),
    # the nearest the land's middle among equals; the next places are tried only when the pieces
    # do not all fit round it
    w, h = PLATE
    spots = sorted((_turned(p, turn) for p in _plate_spots(cells)), key=lambda p: (
        -round(_clearance(poly, (p[0] - w / 2, p[1] - h / 2, p[0] + w / 2, p[1] + h / 2)), 2),
        round((p[0] - cx) ** 2 + (p[1] - cy) ** 2, 6), p))
    near = sorted((_turned(axial_to_pixel(c), turn) for c in cells), key=lambda p: ((p[0] - cx) ** 2 + (p[1] - cy) ** 2, p))[:3]
    centres = spots[:4] + [p for p in near if p not in spots[:4]]      # else the cells nearest the middle
    need = len(wanted)
    foot = piece * (0.5 + REACH)
    best = None
    for rank, (px, py) in enumerate(centres):
        w, h = PLATE
        plate = (px - w / 2, py - h / 2, px + w / 2, py + h / 2)
        if not _fits(poly, plate):
            continue
        for k in range(PHASES):
            found = _pack(poly, plate, piece, k * (foot + GAP) / PHASES)
            score = (min(len(found), need), -rank, -_spread(found, plate, need))
            if best is None or score > best[0]:
                best = (score, plate, found)
        if best is not None and best[0][0] >= need:
            break
    if best is None:
        raise ValueError(f"a land of {len(cells)} cells has no room for its name")
    _, plate, found = best
    mx, my = (plate[0] + plate[2]) / 2, (plate[1] + plate[3]) / 2
    found.sort(key=lambda p: ((p[0] - mx) ** 2 + (p[1] - my) ** 2, p[1], p[0]))
    if len(found) < need:      # never for the boards we have (tests check); stay drawable anyway
        found += [found[i % len(found)] for i in range(need - len(found))] if found else [(mx, my)] * need
    return LandPlan(plate, tuple(zip(wanted, found[:need])))


def _plate_spots(cells) -> list[Point]:
    """Where a name plate may be centred: on a cell's centre, between two neighbouring cells of
    the land, or where three of them meet."""
    own = set(cells)
    out = set()
    for q, r in cells:
        a = axial_to_pixel((q, r))
        out.add(a)
        for k, (dq, dr) in enumerate(NEIGHBOURS):
            n = (q + dq, r + dr)
            if n not in own:
                continue
            b = axial_to_pixel(n)
            out.add(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
            for eq, er in NEIGHBOURS:
                m = (q + eq, r + er)
                if m in own and m != n and (m[0] - n[0], m[1] - n[1]) in NEIGHBOURS:
                    c = axial_to_pixel(m)
                    out.add(((a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3))
    return sorted({(round(x, 9), round(y, 9)) for x, y in out})


def _clearance(poly: list[Point], box: Box) -> float:
    """How far the land reaches beyond the box all round (0 when it does not hold the box)."""
    lo, hi = 0.0, 1.5
    if not _room(poly, box, 0.0):
        return 0.0
    for _ in range(10):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if _room(poly, box, mid) else (lo, mid)
    return lo


def _room(poly: list[Point], box: Box, m: float) -> bool:
    return any(a + m <= box[0] and box[2] <= b - m for a, b in _band(poly, box[1] - m, box[3] + m))


def _spread(found: list[Point], plate: Box, need: int) -> float:
    mx, my = (plate[0] + plate[2]) / 2, (plate[1] + plate[3]) / 2
    d = sorted((p[0] - mx) ** 2 + (p[1] - my) ** 2 for p in found)
    return sum(d[:need])


def _pack(poly: list[Point], plate: Box, piece: float, phase: float) -> list[Point]:
    """Slots in rows of the land: each row packs as many as fit, centred in each free stretch."""
    foot = piece * (0.5 + REACH)     # a slot's side: the piece and its badge
    lo = piece / 2            # from a slot's top-left corner to its piece's centre
    ys = [p[1] for p in poly]
    y = min(ys) + MARGIN + phase
    out: list[Point] = []
    while y + foot + MARGIN <= max(ys):
        free = _band(poly, y - MARGIN, y + foot + MARGIN)
        if not (plate[3] + GAP <= y or y + foot + GAP <= plate[1]):
            free = _cut(free, plate[0] - GAP, plate[2] + GAP)
        for a, b in free:
            a, b = a + MARGIN, b - MARGIN
            n = int((b - a + GAP) // (foot + GAP) + 1e-9)
            if n <= 0:
                continue
            x = a + (b - a - (n * foot + (n - 1) * GAP)) / 2
            for i in range(n):
                out.append((x + i * (foot + GAP) + lo, y + lo))
        y += foot + GAP
    return out


def _fits(poly: list[Point], box: Box) -> bool:
    """Does the box, with the margin round it, lie inside the polygon."""
    return any(a + MARGIN <= box[0] and box[2] <= b - MARGIN
               for a, b in _band(poly, box[1] - MARGIN, box[3] + MARGIN))


def _slice(poly: list[Point], y: float) -> list[tuple[float, float]]:
    """The stretches of the horizontal line at y that lie inside the polygon."""
    xs = []
    n = len(poly)
    for i in range(n):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    return [(xs[k], xs[k + 1]) for k in range(0, len(xs) - 1, 2)]


def _meet(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo < hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def _band(poly: list[Point], y0: float, y1: float, eps: float = 1e-7) -> list[tuple[float, float]]:
    """The x stretches where a vertical segment from y0 to y1 lies wholly inside the polygon
    (the border is straight between corners, so checking at the corners' heights is exact)."""
    ys = [y0 + eps, y1 - eps]
    for p in poly:
        if y0 < p[1] < y1:
            ys += [p[1] - eps, p[1] + eps]
    free = None
    for y in ys:
        s = _slice(poly, y)
        free = s if free is None else _meet(free, s)
        if not free:
            return []
    return free


def _cut(free, lo: float, hi: float):
    out = []
    for a, b in free:
        if b <= lo or a >= hi:
            out.append((a, b))
        else:
            if a < lo:
                out.append((a, lo))
            if b > hi:
                out.append((hi, b))
    return out
