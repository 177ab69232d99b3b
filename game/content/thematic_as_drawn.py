"""The thematic island as this program drew it before its boards' adjacency was found: kept for
the games saved then, never offered for a new game.

Saves are forever. Two earlier drawings of the four thematic boards of the base game (Northeast,
East, Northwest, West; board letters A-D) are kept here exactly as they were played:

* ``FIRST_DRAWN_BOARDS`` (stop 26): our own terrains, shapes and adjacency. Format-3 saves of the
  thematic island are moved to the layout "thematic-as-first-drawn", which lays these.
* ``FORMAT_4_BOARDS``: the published terrains and starting pieces (``thematic._FACTS``) on the same
  shapes and adjacency of our own, with the sea along two sides of each board. Format-4 saves of
  the thematic island are moved to the layout "thematic-as-drawn-in-format-4", which lays these.

Both are built from the data below, which never changes: the lands' neighbours on their board,
the maps (row r = 0 at the top, token i is cell (i, r)) and the sides that faced the sea.
"""

from __future__ import annotations

from .boards import BoardSpec
from .thematic import _SIDES, _FACTS, build_board

_NE, _E, _NW, _W = _SIDES[:4]

# board -> land number -> neighbours on the same board, as first drawn (our own guess).
_NEIGHBOURS: dict[str, dict[int, tuple[int, ...]]] = {
    _NE: {1: (2, 4, 5, 7), 2: (1, 3, 7), 3: (2, 7, 9), 4: (1, 5, 6), 5: (1, 4, 6, 7, 8), 6: (4, 5, 8),
          7: (1, 2, 3, 5, 8, 9), 8: (5, 6, 7, 9), 9: (3, 7, 8)},
    _E: {1: (2, 6, 7), 2: (1, 3, 7, 9), 3: (2, 4, 9), 4: (3, 9, 10), 5: (6, 7, 8), 6: (1, 5, 7),
         7: (1, 2, 5, 6, 8, 9), 8: (5, 7, 9, 10), 9: (2, 3, 4, 7, 8, 10), 10: (4, 8, 9)},
    _NW: {1: (2, 5, 6), 2: (1, 3, 5), 3: (2, 4, 5, 7), 4: (3, 7, 9), 5: (1, 2, 3, 6, 7), 6: (1, 5, 7, 8),
          7: (3, 4, 5, 6, 8, 9), 8: (6, 7, 9), 9: (4, 7, 8)},
    _W: {1: (2, 5, 6), 2: (1, 3, 4, 5), 3: (2, 4, 5, 9, 10), 4: (2, 3), 5: (1, 2, 3, 6, 7, 8, 9),
         6: (1, 5, 7), 7: (5, 6, 8), 8: (5, 7, 9, 10), 9: (3, 5, 8, 10), 10: (3, 8, 9)},
}

_MAPS: dict[str, str] = {
    _NE: """
        4 4 1 1 1 2 2
         4 4 5 1 1 2 2
          6 5 5 5 7 7 2
           6 6 5 7 7 3 3
            6 8 8 8 9 3 3
             6 8 8 9 9 9 3
              8 8 9 9 9 3 3
    """,
    _E: """
        5 5 6 6 6 1 1
         5 5 7 6 1 1 1
          8 8 7 7 7 2 2
           8 8 9 7 2 2 2
            10 10 9 9 9 3 3
             10 10 9 4 4 3 3
              4 4 4 4 4 3 3
    """,
    _NW: """
        2 2 2 1 1 1 1
         2 2 5 5 1 1 6
          3 3 5 5 5 6 6
           3 3 7 7 6 6 8
            3 4 7 7 7 8 8
             4 4 9 9 7 8 8
              4 4 9 9 9 9 8
    """,
    _W: """
        1 1 6 6 6 7 7
         1 1 6 6 7 7 7
          2 1 5 5 8 8 8
           2 2 5 5 9 8 8
            2 2 3 9 9 10 10
             4 4 3 9 10 10 10
              4 4 3 3 3 3 3
    """,
}

_SEA_SIDES = {_NE: ("north", "east"), _E: ("east", "south"), _NW: ("north", "west"), _W: ("west", "south")}

# The terrains this module first gave the lands (stop 26, our own reading, before the published
# table was found).
_FIRST_TERRAINS: dict[str, dict[int, str]] = {
    _NE: dict(zip(range(1, 10), ("sand", "wetland", "jungle", "mountain", "wetland", "mountain", "sand", "jungle",
                                 "mountain"))),
    _E: dict(zip(range(1, 11), ("sand", "jungle", "wetland", "sand", "mountain", "wetland", "jungle", "mountain",
                                "mountain", "wetland"))),
    _NW: dict(zip(range(1, 10), ("jungle", "wetland", "sand", "sand", "jungle", "mountain", "wetland", "mountain",
                                 "jungle"))),
    _W: dict(zip(range(1, 11), ("wetland", "sand", "jungle", "sand", "mountain", "jungle", "wetland", "mountain",
                                "sand", "jungle"))),
}


def _as_drawn(name: str, terrains: dict[int, str] | None = None) -> BoardSpec:
    """A base thematic board as drawn then: the published terrains and pieces (or `terrains`) on
    the shapes and neighbours of then."""
    facts = {n: ((terrains or {}).get(n, terrain), _NEIGHBOURS[name][n], start)
             for n, (terrain, _nbs, start) in _FACTS[name].items()}
    return build_board(name, facts, _MAPS[name], _SEA_SIDES[name])


FORMAT_4_BOARDS: dict[str, BoardSpec] = {name: _as_drawn(name) for name in _MAPS}
FIRST_DRAWN_BOARDS: dict[str, BoardSpec] = {name: _as_drawn(name, _FIRST_TERRAINS[name]) for name in _MAPS}

# Where each board sat then (axial offset of its cell (0, 0)), and the boards per number of spirits.
OFFSETS: dict[str, tuple[int, int]] = {_NW: (0, 0), _NE: (7, 0), _W: (0, 7), _E: (7, 7)}
ARRANGEMENTS: dict[int, tuple[str, ...]] = {1: (_NE,), 2: (_W, _E), 3: (_W, _E, _NE), 4: (_W, _E, _NW, _NE)}
