"""The thematic island: the other side of the six island boards (Northeast, East, Northwest, West
on boards A-D; Southeast, Southwest on E-F, for 5 and 6 spirits).

Facts of the game, and where they come from (read for the facts only; no text or art is used)
------------------------------------------------------------------------------------------------
* Which side is which: A Northeast, B East, C Northwest, D West, E Southeast, F Southwest - the
  thematic names public setup tools give the boards.
* The boards for each number of spirits (1 Northeast; 2 West and East, touching on the side away
  from the ocean; 3 the same with Northeast above East; 4 West, East, Northwest and Northeast; 5 and
  Southeast below East; 6 and Southwest below West) and which boards join: Northeast-Northwest,
  Northeast-East, Northwest-West, West-East, West-Southwest, East-Southeast, Southeast-Southwest
  and no other pair. Two public setup tools agree on it: the randomiser
  SteveBallantine/spirit-island-randomiser (BlazorApp/Services/ConfigurationService.cs, each
  thematic board's neighbours and the numbers of players it is used for) and the table-top
  adaptation spirit-island/spirit-island-mod (script.lua: which sets of thematic boards are one
  island, and where the 1-6 boards sit: three rows, each half a board east of the one above).
* The starting pieces land by land, all six boards: that adaptation's set-up lists
  (objects/ThematicMapBag/contained/*/script.lua, one entry per land number). They agree with our
  French summary (003) wherever it names a thematic land. Only the base game's pieces are kept
  (City, Town, Explorer, Dahan, Blight); the expansion's tokens are in ``TOKENS`` (strife printed
  on a few towns is left out).
* The terrain of each land of A-D: a published puzzle set on the thematic map (imperiosaur/
  cutemagestower, "A Present of Presence", its table of lands NW1-9, NE1-9, W1-10, E1-10).
* Which lands touch which, which touch the printed ocean, and the terrain of the Southeast and
  Southwest lands: pictures of the six printed boards in the public repository
  jimmyVerdasca/spiritIslandApp (frontend/assets/boards/northeast.png, east.png, northwest.png,
  west.png, southeast.png, southwest.png), read land border by land border. The terrains and
  set-up icons seen there agree with the two sources above on every land of A-D. Two readings are
  the least sure (the pictures are small): Northeast 4 and 6 meet only at a point on the board's
  edge, which counts as touching ("even if they meet only at a corner"); East 5 and 9 are read as
  sharing the border a river runs along.
* Coastal lands touch the printed ocean only; a board's other edges are cliffs (its picture shows
  the sea along one side: east on Northeast, East and Southeast, west on the others).

Ours
----
The hex cells: each board is the same 7 x 7 rhombus of hex cells as A-F (q, r in 0..6), no ocean
strip inside it, its ocean the column of cells along its sea side (``_SEA_SIDES``). Each land is a
cluster whose neighbours are exactly the printed ones (the tests check it) and which sits where the
picture has it, so the lands along each edge come in the printed order; lands of two boards touch
where their cells do (adjacency across boards is derived from shared edges), so which land of one
board meets which of the next is our drawing's, not a fact read. The top-right cell of West and
Southwest is left out (``GAP``): the rhombi would touch there at one cell's edge, and the sources
say West does not join Northeast, nor Southwest East.

The island as drawn before these facts were found is kept for the games saved then
(``thematic_as_drawn``).
"""

from __future__ import annotations

from .boards import BOARD_NAMES, BoardSpec, LandSpec
from .hexgrid import Cell, neighbours

# The thematic boards are the other side of boards A-F, in that order (their letters are the base
# boards', read from BOARD_NAMES as boards.py does).
_SIDES = BOARD_NAMES[:6]
_NE, _E, _NW, _W, _SE, _SW = _SIDES
THEMATIC_NAMES = dict(zip(_SIDES, ("Northeast", "East", "Northwest", "West", "Southeast", "Southwest")))

# board -> land number -> (terrain, neighbours on the same board, starting pieces)
_FACTS: dict[str, dict[int, tuple[str, tuple[int, ...], str]]] = dict(zip(_SIDES, (
    {  # A, Northeast
        1: ("sand", (2, 5), "1C"),
        2: ("jungle", (1, 3, 5), ""),
        3: ("jungle", (2, 4, 5, 7), "1D"),
        4: ("wetland", (3, 6, 7), "1D"),
        5: ("jungle", (1, 2, 3, 7, 8, 9), "1T"),
        6: ("mountain", (4, 7), "2D"),
        7: ("mountain", (3, 4, 5, 6, 8), "3E 3D"),
        8: ("sand", (5, 7, 9), ""),
        9: ("wetland", (5, 8), ""),
    },
    {  # B, East
        1: ("jungle", (2, 5, 6), "1E"),
        2: ("wetland", (1, 3, 4, 5), "1T"),
        3: ("wetland", (2, 4, 7), "1C 1T 2D 1B"),
        4: ("wetland", (2, 3, 5, 7, 8, 9), "1E 3D"),
        5: ("sand", (1, 2, 4, 6, 9), ""),
        6: ("mountain", (1, 5, 9, 10), ""),
        7: ("mountain", (3, 4, 8), ""),
        8: ("mountain", (4, 7, 9), "1E"),
        9: ("wetland", (4, 5, 6, 8, 10), "2D"),
        10: ("wetland", (6, 9), "2D"),
    },
    {  # C, Northwest
        1: ("sand", (2, 5, 6), "2E 1D"),
        2: ("sand", (1, 3, 4, 5), "1C"),
        3: ("wetland", (2, 4), "1T"),
        4: ("jungle", (2, 3, 5, 7), ""),
        5: ("mountain", (1, 2, 4, 6, 7, 8), ""),
        6: ("sand", (1, 5, 8, 9), "2D"),
        7: ("wetland", (4, 5, 8), "1D"),
        8: ("mountain", (5, 6, 7, 9), "1E 1D"),
        9: ("mountain", (6, 8), "1D"),
    },
    {  # D, West
        1: ("jungle", (2, 5, 7, 8, 9), "2T 2D"),
        2: ("sand", (1, 3, 4, 5), "1T"),
        3: ("sand", (2, 4), ""),
        4: ("sand", (2, 3, 5, 6), ""),
        5: ("jungle", (1, 2, 4, 6, 7), "1E"),
        6: ("mountain", (4, 5, 7), "1E 1D"),
        7: ("wetland", (1, 5, 6, 8), "2D"),
        8: ("jungle", (1, 7, 9, 10), "2D"),
        9: ("sand", (1, 8, 10), ""),
        10: ("mountain", (8, 9), ""),
    },
    {  # E, Southeast
        1: ("jungle", (2, 5, 6), "1T 2D"),
        2: ("jungle", (1, 3, 4, 5), "2D"),
        3: ("wetland", (2, 4), "1D"),
        4: ("mountain", (2, 3, 5, 7), ""),
        5: ("jungle", (1, 2, 4, 6, 7, 8), ""),
        6: ("wetland", (1, 5, 8, 9), "2T 1D"),
        7: ("sand", (4, 5, 8), "1E"),
        8: ("mountain", (5, 6, 7, 9), "1B"),
        9: ("mountain", (6, 8), ""),
    },
    {  # F, Southwest
        1: ("sand", (2, 4, 5), ""),
        2: ("wetland", (1, 3, 4), "1T 1D"),
        3: ("sand", (2, 4, 7), "1T 1D 1B"),
        4: ("jungle", (1, 2, 3, 5, 6, 7), "1T 1E"),
        5: ("jungle", (1, 4, 6, 10), ""),
        6: ("jungle", (4, 5, 7, 9, 10), "1E"),
        7: ("mountain", (3, 4, 6, 8, 9), "1E"),
        8: ("mountain", (7, 9), "1B"),
        9: ("sand", (6, 7, 8, 10), ""),
        10: ("jungle", (5, 6, 9), ""),
    },
)))

# The expansion's tokens printed on the thematic boards (the table-top adaptation's lists, land by
# land), in the land notation's letters: Beasts "A", Wilds "W", Disease "Z", Badlands "H", Vitality
# "V". Each board carries its own (BoardSpec.tokens): the expansion's set-up (game/content/
# expansion/tokens.py) places them in the games that name it, in place of its rule for the
# balanced boards. They agree with 003: Vitality on Northwest 1, 5, 6 and East 7; Badlands on
# Northwest 7, East 6 and West 9.
TOKENS: dict[str, dict[int, str]] = dict(zip(_SIDES, (
    {2: "1W", 9: "1Z 1A"},                                  # A, Northeast
    {2: "2Z", 3: "1Z", 6: "1H", 7: "1V"},                    # B, East
    {1: "1V", 3: "1Z", 5: "1V", 6: "1V", 7: "1H"},           # C, Northwest
    {3: "1W", 4: "1A", 9: "2H", 10: "1A"},                   # D, West
    {5: "1A", 6: "1Z", 8: "1W"},                             # E, Southeast
    {1: "1A", 4: "1A", 5: "1A 1W", 6: "1H", 8: "1W"},        # F, Southwest
)))

GAP = "."   # a cell of the rhombus that is no land (see the module's text)

# Row r = 0 at the top (north), token i is cell (i, r): the rhombus without an ocean column, each
# board as its picture shows it (its sea to the east or west, north up).
_MAPS: dict[str, str] = dict(zip(_SIDES, (
    """
        9 9 5 5 5 1 1
         9 8 5 5 5 1 1
          8 8 5 5 2 2 2
           8 7 7 5 3 3 3
            7 7 7 7 7 4 4
             7 7 6 6 4 4 4
              7 6 6 6 4 4 4
    """,
    """
        10 10 6 6 6 1 1
         10 9 9 6 5 1 1
          9 9 9 5 5 1 2
           8 9 4 5 5 2 2
            8 8 4 4 4 2 2
             8 7 7 4 3 3 3
              7 7 7 3 3 3 3
    """,
    """
        3 3 3 4 4 7 7
         2 2 4 4 4 7 7
          2 2 2 5 5 7 7
           2 2 5 5 5 8 8
            1 1 5 5 8 8 8
             1 1 6 6 8 9 9
              1 6 6 6 9 9 9
    """,
    """
        3 3 4 4 6 6 .
         3 4 4 6 6 7 7
          2 2 5 5 6 7 7
           2 5 5 5 7 8 8
            2 1 1 1 7 8 8
             1 1 1 1 8 8 10
              1 1 9 9 9 10 10
    """,
    """
        9 9 6 6 1 1 1
         9 6 6 6 1 1 2
          8 8 6 5 1 2 2
           8 8 5 5 5 2 2
            7 8 5 5 2 2 2
             7 7 7 4 4 3 3
              7 7 4 4 4 3 3
    """,
    """
        3 3 3 7 7 8 .
         2 3 4 7 7 8 8
          2 4 4 6 7 9 9
           2 4 6 6 9 9 9
            1 4 5 6 10 10 10
             1 5 5 10 10 10 10
              1 5 5 10 10 10 10
    """,
)))

# Which side of the rhombus faces the sea: the side the board's picture prints its ocean on.
_SEA_SIDES = {_NE: ("east",), _E: ("east",), _SE: ("east",), _NW: ("west",), _W: ("west",), _SW: ("west",)}

# Where each board sits (axial offset of its cell (0, 0)): three rows of two; the rows lean like the
# hexes do, so each row comes out half a board to the east of the one above, as the game lays them.
OFFSETS: dict[str, Cell] = {_NW: (0, 0), _NE: (7, 0), _W: (0, 7), _E: (7, 7), _SW: (0, 14), _SE: (7, 14)}

# The boards for each number of spirits, in the order spirits take them (the game's thematic setup).
ARRANGEMENTS: dict[int, tuple[str, ...]] = {1: (_NE,), 2: (_W, _E), 3: (_W, _E, _NE), 4: (_W, _E, _NW, _NE),
                                            5: (_W, _E, _NW, _NE, _SE), 6: (_W, _E, _NW, _NE, _SE, _SW)}

# The pairs of boards that join (the module's text says where this comes from): the test that the
# drawing follows the source reads it.
JOINS: frozenset[frozenset[str]] = frozenset(frozenset(pair) for pair in (
    (_NE, _NW), (_NE, _E), (_NW, _W), (_W, _E), (_W, _SW), (_E, _SE), (_SE, _SW)))


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


def _cells(text: str) -> dict[int, tuple[Cell, ...]]:
    """Map text -> land number -> sorted cells (row r, token i is cell (i, r); a GAP is no land)."""
    cells: dict[int, list[Cell]] = {}
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    for r, tokens in enumerate(rows):
        for i, token in enumerate(tokens):
            if token != GAP:
                cells.setdefault(int(token), []).append((i, r))
    return {n: tuple(sorted(cells[n])) for n in sorted(cells)}


def build_board(name: str, facts: dict[int, tuple[str, tuple[int, ...], str]], text: str,
                sea_sides: tuple[str, ...], tokens: dict[int, str] | None = None) -> BoardSpec:
    """A thematic board from its facts (land -> terrain, neighbours, pieces), its map and the sides
    that face the sea: a land is coastal when one of its cells touches a sea cell. `tokens`: the
    expansion's tokens printed on its lands (placed by the expansion's setup in games that name it)."""
    cells = _cells(text)
    cells[0] = _ocean(sea_sides)
    sea = set(cells[0])
    lands = tuple(
        LandSpec(number=n, terrain=terrain, start=start, neighbours=nbs,
                 coastal=any(nb in sea for c in cells[n] for nb in neighbours(c)))
        for n, (terrain, nbs, start) in sorted(facts.items()))
    return BoardSpec(name=name, lands=lands, cells=dict(sorted(cells.items())),
                     tokens=tuple(sorted((tokens or {}).items())))


THEMATIC_BOARDS: dict[str, BoardSpec] = {name: build_board(name, _FACTS[name], _MAPS[name], _SEA_SIDES[name],
                                                           TOKENS[name])
                                         for name in _SIDES}
