"""The island boards: A to D of the base game, E and F of the first large expansion (for 5-6 spirits).

Facts of the game (terrain, numbering, adjacency, coastal lands, starting pieces)
--------------------------------------------------------------------------------
Every board has 8 numbered lands, two of each terrain, and an ocean along one side; lands 1-3 are
the coastal ones.  Each board starts with 1 City (always in land 2), 1 Town, 1 Blight and 6 Dahan.
The terrains, adjacencies and starting pieces below are the published boards' as best we could
establish them (from memory, cross-checked against a public rules implementation); no printed
text or art is used.  Least certain: the exact terrain of D7/D8 (sand/mountain, possibly swapped)
and the starting pieces of boards B-D land by land.  Such a slip changes difficulty a little,
never the rules machinery; correct the table and the tests keep the geometry honest.

Boards E and F come from one public rules implementation (terrain, adjacency, starting pieces and
the order of lands along each edge), read for the facts only; a second source (a rules wiki) could
be seen only for board A, where it agrees with that implementation.  So: fairly sure, not cross-checked.
They pass every check the published boards obey (two of each terrain, lands 1-3 coastal, City in
land 2, 1 Town, 1 Blight, 6 Dahan).  The expansion prints a warning on them - E "no B", F "no D":
with 4 or fewer boards that pairing bunches good and bad terrains - which is why the default
boards for 1-4 spirits stay A-D (``setup.DEFAULT_BOARDS``), while any board may still be chosen.

Starting pieces use the compact notation of the tests: ``"1C 1D"`` = 1 City and 1 Dahan, with
C = City, T = Town, E = Explorer, D = Dahan, B = Blight; ``""`` = nothing.

Geometry (ours)
---------------
Each land is a connected cluster of 4-7 pointy-top hex cells (see ``hexgrid``).  All boards share
one outline - a 7 x 7 rhombus of land (q, r in 0..6) with the ocean strip along its slanted west
side (q = -1) - so any board fits any layout slot.  The maps below are drawn row by row (r = 0 at
the top), each row shifted half a cell to the right of the one above, exactly as the hexes sit;
the first token of each row is the ocean cell at q = -1, then q = 0..6.  Going clockwise from the
ocean, the coast reads 3-2-1 (bottom to top) and, on boards B-D, the other three edges carry the
lands in the real boards' order (so neighbouring boards meet along plausible lands); boards E and F
do too (their maps were found by a small search script kept out of the game); board A
departs from it on its top and east edges, where keeping it would have made land 8 a snake.
Tests check that lands share a hex edge exactly when the data says they are adjacent, touch the
ocean exactly when coastal, and are compact blobs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .hexgrid import Cell

TERRAINS = ("mountain", "wetland", "jungle", "sand")
PIECE_LETTERS = "CTEDB"  # City, Town, Explorer, Dahan, Blight
BOARD_NAMES = "ABCDEF"  # the island boards, in order: A-D of the base game, E-F of the first big expansion
OCEAN_MARK = "~"


@dataclass(frozen=True)
class LandSpec:
    number: int  # 1..8
    terrain: str  # one of TERRAINS
    coastal: bool
    neighbours: tuple[int, ...]  # other land numbers on the same board (ocean excluded)
    start: str  # starting pieces, compact notation


@dataclass(frozen=True)
class BoardSpec:
    name: str  # one of BOARD_NAMES
    lands: tuple[LandSpec, ...]
    cells: dict  # land number -> tuple of axial (q, r) cells; key 0 = the board's ocean cells
    # land number -> the expansion's tokens printed on it, in land notation ("1A 1Z"): a side that
    # prints them (the thematic boards) has them placed by the expansion's setup instead of its rule
    tokens: tuple = ()


_PIECE_TOKEN = re.compile(r"([1-9][0-9]*)([A-Z])")


def parse_pieces(notation: str) -> dict[str, int]:
    """``"1C 2D"`` -> ``{C: 1, D: 2}`` (letters in C T E D B order); ``""`` -> ``{}``."""
    counts: dict[str, int] = {}
    for token in notation.split():
        m = _PIECE_TOKEN.fullmatch(token)
        if not m or m.group(2) not in PIECE_LETTERS:
            raise ValueError(f"bad piece token {token!r} in {notation!r}")
        counts[m.group(2)] = counts.get(m.group(2), 0) + int(m.group(1))
    return {k: counts[k] for k in PIECE_LETTERS if k in counts}


# number: (terrain, neighbours, starting pieces); lands 1-3 are coastal on every board.
_FACTS: dict[str, dict[int, tuple[str, tuple[int, ...], str]]] = dict(zip(BOARD_NAMES, (
    {  # board A
        1: ("mountain", (2, 4, 5, 6), ""),
        2: ("wetland", (1, 3, 4), "1C 1D"),
        3: ("jungle", (2, 4), "2D"),
        4: ("sand", (1, 2, 3, 5), "1B"),
        5: ("wetland", (1, 4, 6, 7, 8), ""),
        6: ("mountain", (1, 5, 8), "1D"),
        7: ("sand", (5, 8), "2D"),
        8: ("jungle", (5, 6, 7), "1T"),
    },
    {  # board B
        1: ("wetland", (2, 4, 5, 6), "1D"),
        2: ("mountain", (1, 3, 4), "1C"),
        3: ("sand", (2, 4), "2D"),
        4: ("jungle", (1, 2, 3, 5, 7), "1B"),
        5: ("sand", (1, 4, 6, 7), ""),
        6: ("wetland", (1, 5, 7, 8), "1T"),
        7: ("mountain", (4, 5, 6, 8), "1D"),
        8: ("jungle", (6, 7), "2D"),
    },
    {  # board C
        1: ("jungle", (2, 5, 6), "1D"),
        2: ("sand", (1, 3, 4, 5), "1C"),
        3: ("mountain", (2, 4), "2D"),
        4: ("jungle", (2, 3, 5, 7), ""),
        5: ("wetland", (1, 2, 4, 6, 7), "2D 1B"),
        6: ("sand", (1, 5, 7, 8), "1D"),
        7: ("mountain", (4, 5, 6, 8), "1T"),
        8: ("wetland", (6, 7), ""),
    },
    {  # board D
        1: ("wetland", (2, 5, 7, 8), "2D"),
        2: ("jungle", (1, 3, 4, 5), "1C 1D"),
        3: ("wetland", (2, 4), ""),
        4: ("sand", (2, 3, 5, 6), ""),
        5: ("mountain", (1, 2, 4, 6, 7), "1D 1B"),
        6: ("jungle", (4, 5, 7), ""),
        7: ("sand", (1, 5, 6, 8), "1T 2D"),
        8: ("mountain", (1, 7), ""),
    },
    {  # board E
        1: ("sand", (2, 5, 7), "1D"),
        2: ("mountain", (1, 3, 5), "1C"),
        3: ("jungle", (2, 4, 5), "2D"),
        4: ("wetland", (3, 5, 6, 7), "1B"),
        5: ("mountain", (1, 2, 3, 4, 7), "1D"),
        6: ("sand", (4, 7, 8), ""),
        7: ("jungle", (1, 4, 5, 6, 8), "1T"),
        8: ("wetland", (6, 7), "2D"),
    },
    {  # board F
        1: ("sand", (2, 5, 6), "2D"),
        2: ("jungle", (1, 3, 4, 5), "1C"),
        3: ("wetland", (2, 4), "1D"),
        4: ("mountain", (2, 3, 5, 7, 8), "1B"),
        5: ("jungle", (1, 2, 4, 6, 8), "1D"),
        6: ("mountain", (1, 5, 8), "2D"),
        7: ("wetland", (4, 8), ""),
        8: ("sand", (4, 5, 6, 7), "1T"),
    },
)))

# Our geometry: "~" = ocean, digits = land numbers.  See the module docstring for the layout.
_MAPS: dict[str, str] = dict(zip(BOARD_NAMES, (
    """
        ~ 1 1 1 1 6 6 6
         ~ 2 2 1 1 6 6 6
          ~ 2 2 1 5 5 6 8
           ~ 3 2 4 5 5 8 8
            ~ 3 3 4 5 8 8 8
             ~ 3 4 4 5 7 7 7
              ~ 3 4 5 7 7 7 7
    """,  # board A
    """
        ~ 1 1 1 6 6 8 8
         ~ 2 1 1 6 6 8 8
          ~ 2 2 1 5 6 6 8
           ~ 2 2 4 5 5 7 7
            ~ 3 3 4 5 5 5 7
             ~ 3 3 4 4 5 7 7
              ~ 3 3 4 4 4 7 7
    """,  # board B
    """
        ~ 1 1 1 6 8 8 8
         ~ 1 1 6 6 6 8 8
          ~ 1 1 5 5 6 7 7
           ~ 2 2 5 5 5 7 7
            ~ 2 2 2 5 5 7 7
             ~ 3 3 2 4 4 4 4
              ~ 3 3 3 3 4 4 4
    """,  # board C
    """
        ~ 1 1 1 1 8 8 8
         ~ 1 2 1 1 7 8 8
          ~ 2 2 2 5 7 7 7
           ~ 2 2 2 5 5 7 7
            ~ 3 3 4 5 5 6 6
             ~ 3 3 4 4 4 6 6
              ~ 3 3 4 4 6 6 6
    """,  # board D
    """
        ~ 1 1 1 7 7 7 8
         ~ 1 1 1 1 7 7 8
          ~ 2 5 5 5 7 8 8
           ~ 2 2 5 7 6 8 8
            ~ 2 2 5 4 6 6 6
             ~ 3 3 3 4 4 6 6
              ~ 3 3 4 4 4 4 6
    """,  # board E
    """
        ~ 1 1 6 6 6 6 8
         ~ 1 1 1 1 6 5 8
          ~ 1 2 2 5 5 8 8
           ~ 2 2 2 5 5 8 8
            ~ 2 2 4 4 4 7 7
             ~ 3 3 4 4 4 7 7
              ~ 3 3 3 4 7 7 7
    """,  # board F
)))


def _parse_map(text: str) -> dict[int, tuple[Cell, ...]]:
    """Map text -> land number (0 = ocean) -> sorted cells; row r, token i is cell (i - 1, r)."""
    cells: dict[int, list[Cell]] = {}
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    for r, tokens in enumerate(rows):
        for i, token in enumerate(tokens):
            number = 0 if token == OCEAN_MARK else int(token)
            cells.setdefault(number, []).append((i - 1, r))
    return {n: tuple(sorted(cells[n])) for n in sorted(cells)}


def _build(name: str) -> BoardSpec:
    lands = tuple(
        LandSpec(number=n, terrain=t, coastal=n <= 3, neighbours=nbs, start=start)
        for n, (t, nbs, start) in sorted(_FACTS[name].items())
    )
    return BoardSpec(name=name, lands=lands, cells=_parse_map(_MAPS[name]))


BOARDS: dict[str, BoardSpec] = {name: _build(name) for name in BOARD_NAMES}
