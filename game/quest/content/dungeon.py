"""The Snotwarren: the 14 map tiles of 002's setup list laid out as one connected dungeon, as an area
graph with geometry (rules document 002, "Setup: Map Tiles").

The tiles are 6 x 6 map units on a grid of 4 columns and 4 rows (x to the right, y downwards):

        col 0   col 1   col 2   col 3
row 0   1B      7B      8B      14B        the way in: start at 1B, the spawn gate at 14B
row 1   15B     17B     3B      16B        through the Bone Gate (14B -> 16B, §3)
row 2   6A      2B      18A     9B
row 3                   11B     10A        10A: the vault, behind the magic lock (11B) or a locked door

Each tile is cut into 2-4 areas by one of the cuts of `CUTS` (local rectangles); an area's sight mark
is the centre of its rectangle unless given. Two areas that touch are joined only where a Link says so:
anywhere else their common edge is a wall (it stops movement and sight)."""
from __future__ import annotations

from typing import Dict, List, Tuple

from game.quest.content.spec import Area, Door, Link, Tile

TILE = 6.0

# Local rectangles (x0, y0, x1, y1) of each cut, in map units inside a 6 x 6 tile.
CUTS: Dict[str, Tuple[Tuple[float, float, float, float], ...]] = {
    "halves": ((0, 0, 3, 6), (3, 0, 6, 6)),                                     # a | b
    "floors": ((0, 0, 6, 3), (0, 3, 6, 6)),                                     # a over b
    "quarters": ((0, 0, 3, 3), (3, 0, 6, 3), (0, 3, 3, 6), (3, 3, 6, 6)),       # a b / c d
    "hall": ((0, 0, 6, 2), (0, 2, 3, 6), (3, 2, 6, 6)),                         # a over b | c
    "column": ((0, 0, 2, 6), (2, 0, 6, 3), (2, 3, 6, 6)),                       # a | (b over c)
    "shelf": ((0, 0, 3, 4), (3, 0, 6, 4), (0, 4, 6, 6)),                        # (a | b) over c
    "alcove": ((0, 0, 4, 3), (0, 3, 4, 6), (4, 0, 6, 6)),                       # (a over b) | c
}

# id: (name, column, row, cut, area names (in the cut's order)).
TILES: Dict[str, Tuple[str, int, int, str, Tuple[str, ...]]] = {
    "1B": ("Smugglers' Stair", 0, 0, "floors", ("Stair Foot", "Tar Barrels")),
    "7B": ("Dripping Tunnel", 1, 0, "halves", ("Dripping Tunnel", "Rope Bridge")),
    "8B": ("Bone Warren", 2, 0, "quarters", ("Bone Pile", "Gremlin Latrine", "Lookout Ledge", "Fungus Garden")),
    "14B": ("Spawning Pits", 3, 0, "hall", ("Spawning Pits", "Ladle Kitchen", "Gate Hall")),
    "16B": ("Cage Rows", 3, 1, "column", ("Rust Stair", "Cage Row", "Drum Room")),
    "3B": ("Flooded Hall", 2, 1, "halves", ("Flooded Hall West", "Flooded Hall East")),
    "17B": ("Scribblers' Nook", 1, 1, "shelf", ("Scribblers' Nook", "Ink Pool", "Low Crawl")),
    "15B": ("Old Cistern", 0, 1, "floors", ("Old Cistern", "Slime Steps")),
    "6A": ("Mushroom Cellars", 0, 2, "quarters", ("Mushroom Cellar", "Broken Shrine", "Key Warden's Den",
                                                 "Soot Corridor")),
    "2B": ("Boiler Works", 1, 2, "hall", ("Boiler Room", "Coal Heap", "Chain Hall")),
    "18A": ("Grand Cavern", 2, 2, "quarters", ("Stalactite Hall", "Dripping Throne", "Echo Gallery",
                                              "Pillar Walk")),
    "9B": ("Spittle Falls", 3, 2, "halves", ("Mouldy Library", "Spittle Falls")),
    "10A": ("Spittlesnot's Vault", 3, 3, "alcove", ("Hoard Hall", "Counting Room", "Throne Alcove")),
    "11B": ("Pickle Market", 2, 3, "column", ("Sewer Mouth", "Rat Market", "Pickle Vats")),
}

# Features and terrain by area id.
FEATURES: Dict[str, Tuple[str, ...]] = {
    "1B.a": ("shrine",),
    "1B.b": ("search",),
    "8B.b": ("search",),
    "8B.d": ("chest",),
    "16B.b": ("chest",),
    "15B.a": ("search",),
    "6A.b": ("shrine",),
    "2B.b": ("search",),
    "18A.d": ("pillar",),
    "11B.a": ("search",),
    "11B.c": ("chest",),
    "10A.b": ("chest",),
    "10A.c": ("chest",),
}
HINDERING = frozenset({"7B.b", "3B.a", "3B.b", "17B.c", "9B.b"})

# Blocking terrain pieces (segments in map units) by area: rubble, pillars, a fallen mast.
BLOCKERS: Dict[str, Tuple[Tuple[Tuple[float, float], Tuple[float, float]], ...]] = {
    "8B.a": (((13.2, 2.4), (14.6, 2.4)),),                  # a bone heap along the ledge's edge
    "3B.b": (((16.2, 9.6), (17.4, 10.8)),),                 # a sunken boat in the flood
    "17B.b": (((10.0, 8.8), (11.2, 8.8)),),                 # the ink-stained press
    "18A.a": (((14.2, 13.8), (14.2, 14.8)),),               # stalactite columns
    "18A.d": (((15.6, 16.6), (16.4, 16.6)), ((16.4, 16.6), (16.4, 17.4))),
    "9B.a": (((19.0, 14.0), (20.0, 14.0)),),                # a toppled bookcase
    "11B.b": (((15.4, 19.4), (16.6, 19.4)),),               # stacked cages of rats
}

# Doors: id -> (kind, a, b, name, trap, section).
DOORS: Dict[str, Tuple[str, str, str, str, bool, int]] = {
    "d1": ("door", "7B.b", "8B.c", "Warren Door", True, 0),
    "d6": ("door", "8B.b", "8B.d", "Latrine Door", True, 0),
    "gate": ("door", "14B.c", "16B.b", "The Bone Gate", False, 3),
    "d2": ("door", "3B.a", "17B.b", "Inky Door", True, 0),
    "d3": ("door", "15B.b", "6A.a", "Cellar Hatch", True, 0),
    "d7": ("door", "6A.c", "6A.d", "Warden's Door", True, 0),
    "d4": ("door", "2B.c", "18A.c", "Boiler Door", True, 0),
    "d5": ("door", "16B.c", "9B.b", "Drum Door", True, 0),
    "l1": ("locked", "17B.c", "2B.a", "Rusted Grate", True, 0),
    "l2": ("locked", "3B.a", "18A.a", "Sluice Gate", True, 0),
    "l3": ("locked", "9B.a", "10A.a", "Iron Door", True, 0),
    "vault": ("magic", "11B.b", "10A.a", "The Snot-Sealed Vault", False, 20),
}

# Open passages between areas (within a tile and between tiles).
PASSAGES: Tuple[Tuple[str, str], ...] = (
    ("1B.a", "1B.b"), ("1B.b", "7B.a"),
    ("7B.a", "7B.b"),
    ("8B.a", "8B.b"), ("8B.a", "8B.c"), ("8B.c", "8B.d"),
    ("8B.b", "14B.a"), ("8B.d", "14B.b"),
    ("14B.a", "14B.b"), ("14B.a", "14B.c"), ("14B.b", "14B.c"),
    ("16B.a", "16B.b"), ("16B.a", "16B.c"), ("16B.b", "16B.c"),
    ("16B.a", "3B.b"),
    ("3B.a", "3B.b"),
    ("17B.a", "17B.b"), ("17B.a", "17B.c"), ("17B.b", "17B.c"),
    ("17B.c", "15B.b"),
    ("15B.a", "15B.b"),
    ("6A.a", "6A.b"), ("6A.a", "6A.c"), ("6A.b", "6A.d"),
    ("6A.d", "2B.b"),
    ("2B.a", "2B.b"), ("2B.a", "2B.c"), ("2B.b", "2B.c"),
    ("18A.a", "18A.b"), ("18A.a", "18A.c"), ("18A.b", "18A.d"), ("18A.c", "18A.d"),
    ("18A.b", "9B.a"),
    ("9B.a", "9B.b"),
    ("18A.c", "11B.a"),
    ("11B.a", "11B.b"), ("11B.a", "11B.c"), ("11B.b", "11B.c"),
    ("10A.a", "10A.b"), ("10A.a", "10A.c"), ("10A.b", "10A.c"),
)


def _tiles_and_areas() -> Tuple[Tuple[Tile, ...], Tuple[Area, ...], Tuple[Door, ...]]:
    links: Dict[str, List[Link]] = {}
    for a, b in PASSAGES:
        links.setdefault(a, []).append(Link(b))
        links.setdefault(b, []).append(Link(a))
    doors = []
    for door_id, (kind, a, b, name, trap, section) in DOORS.items():
        links.setdefault(a, []).append(Link(b, kind, door_id))
        links.setdefault(b, []).append(Link(a, kind, door_id))
        doors.append(Door(door_id, kind, (a, b), name, trap, section))
    tiles, areas = [], []
    for tile_id, (tile_name, col, row, cut, names) in TILES.items():
        ox, oy = col * TILE, row * TILE
        ids = []
        for letter, (rect, name) in zip("abcd", zip(CUTS[cut], names)):
            x0, y0, x1, y1 = rect
            area_id = f"{tile_id}.{letter}"
            ids.append(area_id)
            polygon = ((ox + x0, oy + y0), (ox + x1, oy + y0), (ox + x1, oy + y1), (ox + x0, oy + y1))
            sight = (ox + (x0 + x1) / 2, oy + (y0 + y1) / 2)
            areas.append(Area(area_id, tile_id, name, polygon, sight,
                              tuple(sorted(links.get(area_id, ()), key=lambda l: l.to)),
                              area_id in HINDERING, BLOCKERS.get(area_id, ()), FEATURES.get(area_id, ())))
        tiles.append(Tile(tile_id, tile_name, (ox, oy), (TILE, TILE), tuple(ids)))
    return tuple(tiles), tuple(areas), tuple(doors)


MAP_TILES, MAP_AREAS, MAP_DOORS = _tiles_and_areas()
