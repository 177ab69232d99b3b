"""The thematic island: the other side of boards A-D (Northeast, East, Northwest, West).

Facts of the game, and where they come from
-------------------------------------------
* Which side is which: A Northeast, B East, C Northwest, D West (E Southeast, F Southwest, not
  played here) - the thematic names public setup tools give the boards.
* The fixed arrangement per number of boards, from the game's rules for the thematic map
  (1 Northeast; 2 West and East, touching on the side away from the ocean; 3 the same with
  Northeast above East; 4 West, East, Northwest and Northeast): the boards sit as two rows, the
  northern row half a board to the west of the southern one, as a public table-top adaptation
  places them (board centres only, read for the shape).
* How many lands each board has (9 or 10: "more lands per board") and the starting pieces land
  by land: that adaptation's set-up lists, one entry per land number. They agree with our French
  summary (003) wherever it names a thematic land: its set-up tokens on Northwest 1, 5, 6 and 7,
  East 6 and 7, West 9. Only the pieces of the base game are kept (City, Town, Explorer, Dahan,
  Blight from the box); the expansion's tokens printed there are left to the expansion.
* The terrain of each land: a published puzzle set on the thematic map (public repository
  imperiosaur/cutemagestower, "A Present of Presence", its table of lands NW1-9, NE1-9, W1-10,
  E1-10 with their terrain). One source only, but every land of the four boards, with the land
  counts above; 003 names no terrain of a thematic land to check it against.

Ours (no source we could read gives them)
-----------------------------------------
The lands' shapes, hence adjacency and which lands are coastal, are our own: the public sources
read here give no adjacency (a wiki's thematic tables were not readable from here; the table-top
adaptation places pieces by their positions on the board's picture, whose side is mirrored
against the balanced one, and says nothing of which lands touch). When the printed boards'
adjacency is established, correct the neighbours in ``_FACTS`` and the shapes in ``_MAPS``: the
tests keep edges equal to adjacency and the coast equal to the ocean's touch. The Southeast and
Southwest boards (the other side of E and F, for 5 and 6 spirits) are not here: no source read
gives their terrain (the table-top adaptation gives their starting pieces only).

Geometry: each board is the same 7 x 7 rhombus of hex cells as A-F (q, r in 0..6), with no ocean
strip inside it; its ocean is the row or column of cells along its outer sides (``_OCEAN``).
"""

from __future__ import annotations

from .boards import BOARD_NAMES, BoardSpec, LandSpec, _parse_map
from .hexgrid import Cell

# The thematic boards are the other side of boards A-D, in that order (their letters are the base
# boards', read from BOARD_NAMES as boards.py does).
_SIDES = BOARD_NAMES[:4]
_NE, _E, _NW, _W = _SIDES
THEMATIC_NAMES = dict(zip(_SIDES, ("Northeast", "East", "Northwest", "West")))

# board -> land number -> (terrain, neighbours on the same board, starting pieces)
_FACTS: dict[str, dict[int, tuple[str, tuple[int, ...], str]]] = dict(zip(_SIDES, (
    {  # A, Northeast
        1: ("sand", (2, 4, 5, 7), "1C"),
        2: ("jungle", (1, 3, 7), ""),
        3: ("jungle", (2, 7, 9), "1D"),
        4: ("wetland", (1, 5, 6), "1D"),
        5: ("jungle", (1, 4, 6, 7, 8), "1T"),
        6: ("mountain", (4, 5, 8), "2D"),
        7: ("mountain", (1, 2, 3, 5, 8, 9), "3E 3D"),
        8: ("sand", (5, 6, 7, 9), ""),
        9: ("wetland", (3, 7, 8), ""),
    },
    {  # B, East
        1: ("jungle", (2, 6, 7), "1E"),
        2: ("wetland", (1, 3, 7, 9), "1T"),
        3: ("wetland", (2, 4, 9), "1C 1T 2D 1B"),
        4: ("wetland", (3, 9, 10), "1E 3D"),
        5: ("sand", (6, 7, 8), ""),
        6: ("mountain", (1, 5, 7), ""),
        7: ("mountain", (1, 2, 5, 6, 8, 9), ""),
        8: ("mountain", (5, 7, 9, 10), "1E"),
        9: ("wetland", (2, 3, 4, 7, 8, 10), "2D"),
        10: ("wetland", (4, 8, 9), "2D"),
    },
    {  # C, Northwest
        1: ("sand", (2, 5, 6), "2E 1D"),
        2: ("sand", (1, 3, 5), "1C"),
        3: ("wetland", (2, 4, 5, 7), "1T"),
        4: ("jungle", (3, 7, 9), ""),
        5: ("mountain", (1, 2, 3, 6, 7), ""),
        6: ("sand", (1, 5, 7, 8), "2D"),
        7: ("wetland", (3, 4, 5, 6, 8, 9), "1D"),
        8: ("mountain", (6, 7, 9), "1E 1D"),
        9: ("mountain", (4, 7, 8), "1D"),
    },
    {  # D, West
        1: ("jungle", (2, 5, 6), "2T 2D"),
        2: ("sand", (1, 3, 4, 5), "1T"),
        3: ("sand", (2, 4, 5, 9, 10), ""),
        4: ("sand", (2, 3), ""),
        5: ("jungle", (1, 2, 3, 6, 7, 8, 9), "1E"),
        6: ("mountain", (1, 5, 7), "1E 1D"),
        7: ("wetland", (5, 6, 8), "2D"),
        8: ("jungle", (5, 7, 9, 10), "2D"),
        9: ("sand", (3, 5, 8, 10), ""),
        10: ("mountain", (3, 8, 9), ""),
    },
)))

# The expansion's tokens printed on the thematic boards (same source, land by land), in the land
# notation's letters: Beasts "A", Wilds "W", Disease "Z", Badlands "H", Vitality "V". Not placed by
# this module: the expansion's set-up (game/content/expansion) places them in the games that name
# it. They agree with 003: Vitality on Northwest 1, 5, 6 and East 7; Badlands on Northwest 7,
# East 6 and West 9.
TOKENS: dict[str, dict[int, str]] = dict(zip(_SIDES, (
    {2: "1W", 9: "1Z 1A"},                                  # A, Northeast
    {2: "2Z", 3: "1Z", 6: "1H", 7: "1V"},                    # B, East
    {1: "1V", 3: "1Z", 5: "1V", 6: "1V", 7: "1H"},           # C, Northwest
    {3: "1W", 4: "1A", 9: "2H", 10: "1A"},                   # D, West
)))

# Row r = 0 at the top, token i is cell (i, r): the rhombus without an ocean column.
_MAPS: dict[str, str] = dict(zip(_SIDES, (
    """
        4 4 1 1 1 2 2
         4 4 5 1 1 2 2
          6 5 5 5 7 7 2
           6 6 5 7 7 3 3
            6 8 8 8 9 3 3
             6 8 8 9 9 9 3
              8 8 9 9 9 3 3
    """,
    """
        5 5 6 6 6 1 1
         5 5 7 6 1 1 1
          8 8 7 7 7 2 2
           8 8 9 7 2 2 2
            10 10 9 9 9 3 3
             10 10 9 4 4 3 3
              4 4 4 4 4 3 3
    """,
    """
        2 2 2 1 1 1 1
         2 2 5 5 1 1 6
          3 3 5 5 5 6 6
           3 3 7 7 6 6 8
            3 4 7 7 7 8 8
             4 4 9 9 7 8 8
              4 4 9 9 9 9 8
    """,
    """
        1 1 6 6 6 7 7
         1 1 6 6 7 7 7
          2 1 5 5 8 8 8
           2 2 5 5 9 8 8
            2 2 3 9 9 10 10
             4 4 3 9 10 10 10
              4 4 3 3 3 3 3
    """,
)))

# Which of the rhombus's sides face the sea: the island's outer edges.
_SEA_SIDES = {_NE: ("north", "east"), _E: ("east", "south"), _NW: ("north", "west"), _W: ("west", "south")}

# Where each board sits (axial offset of its cell (0, 0)); the rows lean like the hexes do, so the
# southern boards come out half a board to the east of the northern ones, as the game lays them.
OFFSETS: dict[str, Cell] = {_NW: (0, 0), _NE: (7, 0), _W: (0, 7), _E: (7, 7)}

# The boards for each number of spirits, in the order spirits take them (the game's thematic setup).
ARRANGEMENTS: dict[int, tuple[str, ...]] = {1: (_NE,), 2: (_W, _E), 3: (_W, _E, _NE), 4: (_W, _E, _NW, _NE)}


def _ocean(sides: tuple[str, ...]) -> tuple[Cell, ...]:
    """The sea cells along the named sides of the 7 x 7 rhombus; a corner cell goes with the
    north or south side only when the board also faces the sea east or west there (so two
    boards' seas never share a cell)."""
    cells: set[Cell] = set()
    for side in sides:
        if side == "north":
            cells.update((q, -1) for q in range(0, 7))
            if "east" in sides:
                cells.add((7, -1))
        elif side == "south":
            cells.update((q, 7) for q in range(0, 7))
            if "west" in sides:
                cells.add((-1, 7))
        elif side == "west":
            cells.update((-1, r) for r in range(0, 7))
        elif side == "east":
            cells.update((7, r) for r in range(0, 7))
    return tuple(sorted(cells))


def _build(name: str, terrains: dict[int, str] | None = None) -> BoardSpec:
    """A thematic board from its map and facts (`terrains`: other terrains by land number)."""
    text = "\n".join(" ~ " + line for line in _MAPS[name].strip("\n").splitlines() if line.strip())
    cells = _parse_map(text)          # the " ~ " column comes out as q = -1: dropped below
    cells.pop(0, None)
    cells[0] = _ocean(_SEA_SIDES[name])
    touching = {c for c in cells[0]}
    lands = []
    for n, (terrain, nbs, start) in sorted(_FACTS[name].items()):
        coastal = any((q + dq, r + dr) in touching for q, r in cells[n]
                      for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)))
        terrain = (terrains or {}).get(n, terrain)
        lands.append(LandSpec(number=n, terrain=terrain, coastal=coastal, neighbours=nbs, start=start))
    return BoardSpec(name=name, lands=tuple(lands), cells=cells)


THEMATIC_BOARDS: dict[str, BoardSpec] = {name: _build(name) for name in _FACTS}

# The terrains this module first gave the lands (stop 26, our own reading, before the published
# table above was found). Games saved then are moved by save format 4's migration to the layout
# "thematic-as-first-drawn", which lays these boards, so their replays reach their positions.
_FIRST_TERRAINS: dict[str, dict[int, str]] = dict(zip(_SIDES, (
    dict(zip(range(1, 10), ("sand", "wetland", "jungle", "mountain", "wetland", "mountain", "sand", "jungle",
                            "mountain"))),
    dict(zip(range(1, 11), ("sand", "jungle", "wetland", "sand", "mountain", "wetland", "jungle", "mountain",
                            "mountain", "wetland"))),
    dict(zip(range(1, 10), ("jungle", "wetland", "sand", "sand", "jungle", "mountain", "wetland", "mountain",
                            "jungle"))),
    dict(zip(range(1, 11), ("wetland", "sand", "jungle", "sand", "mountain", "jungle", "wetland", "mountain",
                            "sand", "jungle"))),
)))

FIRST_DRAWN_BOARDS: dict[str, BoardSpec] = {name: _build(name, _FIRST_TERRAINS[name]) for name in _FACTS}
