"""The standard island layouts for 1 to 6 boards, and the island map they produce.

Every board has the same outline (a rhombus of land with its ocean strip along one slanted side,
see ``boards.py``), so any board can take any slot.  A slot turns the board by 60-degree steps
about the origin cell and then shifts it.  The slots follow the setup summary ("oceans towards
W and E for 2 spirits; towards N, SE and SW for 3; towards E, E, W, W for 4"):

* 1 board: the ocean to the west;
* 2 boards: back to back, oceans west then east;
* 3 boards: a hexagon of three boards, oceans north, south-east, south-west;
* 4 boards: two back-to-back pairs stacked, oceans east (north-east board), east (south-east),
  west (south-west), west (north-west) - going round clockwise;
* 5 boards: the expansion's "crab island" - the hexagon of three boards (slots 1, 2, 4, oceans
  south-west, south-east, north) with a claw on each side of it (slot 3 north-west, slot 5 east);
* 6 boards: two hexagons of three boards side by side (slots 1-3 and 4-6).

Our rules summary names no layout for 5 or 6 spirits; these follow the expansion's standard ones
as a public table-top adaptation places them (board centres and turns, read for the shape only),
mirrored because our boards are drawn mirror-wise (``boards.py``) and fitted to the hex grid: its
hexagon of three is exactly our 3-board island, and the adaptation's 3- and 4-board layouts map
onto ours exactly.  Where two hexagons meet, an ocean strip's tip would touch an inland land of
the next board; those few ocean cells are left out (``_trim_oceans``).

"Faces" means the direction of the ocean's centre seen from the island's centre: exact for 1 and
2 boards, within about 30 degrees for 3 to 6 (the hex grid only turns in 60-degree steps).

The slot is given by the board's position in the list, so boards C then A put C to the west.
Adjacency inside a board comes from the board data; adjacency between lands of different boards
is derived from shared hex edges after placement ("adjacent lands include lands on different
island boards").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .boards import BOARDS
from .hexgrid import Cell, neighbours, rotate, translate


@dataclass(frozen=True)
class Placement:
    """Where a layout slot puts a board: turn ``sixths`` * 60 degrees clockwise, then shift."""

    sixths: int
    offset: Cell
    ocean_faces: str  # compass direction of the board's ocean seen from the island's centre


# Compass directions (single capitals, like piece letters, hence spelled out of one string).
NORTH, EAST, WEST, SOUTH = "NEWS"
SOUTH_EAST, SOUTH_WEST, NORTH_EAST, NORTH_WEST = "SE", "SW", "NE", "NW"

LAYOUTS: dict[int, tuple[Placement, ...]] = {
    1: (Placement(0, (0, 0), WEST),),
    2: (Placement(0, (0, 0), WEST), Placement(3, (13, 6), EAST)),
    3: (Placement(2, (13, -7), NORTH), Placement(4, (7, 6), SOUTH_EAST), Placement(0, (0, 0), SOUTH_WEST)),
    4: (
        Placement(3, (13, 6), EAST),
        Placement(3, (13, 13), EAST),
        Placement(0, (0, 7), WEST),
        Placement(0, (0, 0), WEST),
    ),
    5: (
        Placement(0, (0, 0), SOUTH_WEST),
        Placement(4, (7, 6), SOUTH_EAST),
        Placement(1, (6, -13), NORTH_WEST),
        Placement(2, (13, -7), NORTH),
        Placement(4, (14, 0), EAST),
    ),
    6: (
        Placement(2, (13, -7), NORTH_WEST),
        Placement(4, (7, 6), SOUTH),
        Placement(0, (0, 0), SOUTH_WEST),
        Placement(5, (14, 1), SOUTH_EAST),
        Placement(1, (20, -12), NORTH),
        Placement(3, (27, -6), NORTH_EAST),
    ),
}


@dataclass(frozen=True)
class LandInfo:
    """One land of the assembled island."""

    id: str  # board letter + number, e.g. "A1"
    board: str
    number: int
    terrain: str
    coastal: bool
    adjacent: frozenset[str]  # land ids, ocean excluded, across boards too
    start: str  # starting pieces, compact notation ("1C 1D")


@dataclass(frozen=True)
class IslandMap:
    """The assembled island.  Shared by a cache: treat every field as read-only."""

    boards: tuple[str, ...]
    lands: dict[str, LandInfo]  # insertion order A1..A8, B1.. (in the order of ``boards``)
    cells: dict[str, tuple[Cell, ...]]  # land id -> global axial cells; oceans as "A0", "B0", ...

    def ocean_ids(self) -> tuple[str, ...]:
        """The ids of the oceans ("A0", ...), one per board."""
        return tuple(f"{b}0" for b in self.boards)


def place_cells(cells: tuple[Cell, ...], placement: Placement) -> tuple[Cell, ...]:
    """A board's cells moved to their place in a layout slot."""
    return tuple(translate(rotate(c, placement.sixths), placement.offset) for c in cells)


def build_island(boards: list[str] | tuple[str, ...]) -> IslandMap:
    """Assemble the island from 1 to 6 distinct boards (boards.BOARD_NAMES), slot by list position."""
    key = tuple(boards)
    if len(key) not in LAYOUTS:
        raise ValueError(f"an island has 1 to {max(LAYOUTS)} boards, not {len(key)}")
    if len(set(key)) != len(key):
        raise ValueError(f"each board may be used once: {key}")
    unknown = [b for b in key if b not in BOARDS]
    if unknown:
        raise ValueError(f"unknown boards {unknown}; known: {sorted(BOARDS)}")
    return _build(key)


def _trim_oceans(boards: tuple[str, ...], cells: dict, owner: dict) -> None:
    """Drop the ocean cells that would touch an inland land of another board.

    Where two hexagons of boards meet (5 and 6 boards) the tip of an ocean strip pokes past its
    board's corner; on the printed boards the sea stops there, and an inland land stays inland.
    No layout of 1-4 boards has such a cell, so their islands are unchanged.
    """
    coastal = {f"{b}{land.number}" for b in boards for land in BOARDS[b].lands if land.coastal}
    for name in boards:
        ocean_id = f"{name}0"
        kept = tuple(
            c for c in cells[ocean_id]
            if not any(
                (other := owner.get(nb)) and other[0] != name and other[1:] != "0" and other not in coastal
                for nb in neighbours(c)
            )
        )
        for c in set(cells[ocean_id]) - set(kept):
            del owner[c]
        cells[ocean_id] = kept


@lru_cache(maxsize=64)
def _build(boards: tuple[str, ...]) -> IslandMap:
    cells: dict[str, tuple[Cell, ...]] = {}
    owner: dict[Cell, str] = {}
    for name, placement in zip(boards, LAYOUTS[len(boards)]):
        spec = BOARDS[name]
        for number in sorted(spec.cells, key=lambda n: (n == 0, n)):
            land_id = f"{name}{number}"
            cells[land_id] = place_cells(spec.cells[number], placement)
            for c in cells[land_id]:
                if c in owner:
                    raise AssertionError(f"layout overlap at {c}: {owner[c]} and {land_id}")
                owner[c] = land_id
    _trim_oceans(boards, cells, owner)

    lands: dict[str, LandInfo] = {}
    for name in boards:
        for land in BOARDS[name].lands:
            land_id = f"{name}{land.number}"
            adjacent = {f"{name}{n}" for n in land.neighbours}
            for c in cells[land_id]:
                for nb in neighbours(c):
                    other = owner.get(nb)
                    if other and other[0] != name and other[1:] != "0":
                        adjacent.add(other)
            lands[land_id] = LandInfo(
                id=land_id,
                board=name,
                number=land.number,
                terrain=land.terrain,
                coastal=land.coastal,
                adjacent=frozenset(adjacent),
                start=land.start,
            )
    return IslandMap(boards=boards, lands=lands, cells=cells)
