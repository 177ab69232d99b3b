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

Besides these standard arrangements the island may be laid out otherwise: ``Layout`` entries in a
registry of layouts, named by a game's settings ("layout": id, written only when given). See
"Layouts" below ``build_island``.

The slot is given by the board's position in the list, so boards C then A put C to the west.
Adjacency inside a board comes from the board data; adjacency between lands of different boards
is derived from shared hex edges after placement ("adjacent lands include lands on different
island boards").
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Callable, Mapping

from .boards import BOARD_NAMES, BOARDS, BoardSpec
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
    key: tuple[str, ...] = ()  # what built it (`island_key`): the boards, then "@layout" when one is named
    layout: str = ""  # the layout's id ("" for the standard arrangement of its number of boards)
    # Archipelago: coastal land -> the coastal lands of the other islands, each 2 away across the water.
    across: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def ocean_ids(self) -> tuple[str, ...]:
        """The ids of the oceans ("A0", ...), one per board."""
        return tuple(f"{b}0" for b in self.boards)


def place_cells(cells: tuple[Cell, ...], placement: Placement) -> tuple[Cell, ...]:
    """A board's cells moved to their place in a layout slot."""
    return tuple(translate(rotate(c, placement.sixths), placement.offset) for c in cells)


LAYOUT_MARK = "@"     # the last element of an island's key names its layout: ("A", "B", "@archipelago")


def island_key(config: Mapping) -> tuple[str, ...]:
    """The key of a game's island: its boards, then "@id" when its settings name a layout (a base
    game's key is its boards alone, as it always was)."""
    layout = config.get("layout")
    boards = tuple(config["boards"])
    return boards + (LAYOUT_MARK + layout,) if layout else boards


def split_key(key) -> tuple[tuple[str, ...], str]:
    """(boards, layout id or "") of an island's key."""
    key = tuple(key)
    if key and key[-1].startswith(LAYOUT_MARK):
        return key[:-1], key[-1][len(LAYOUT_MARK):]
    return key, ""


def build_island(boards: list[str] | tuple[str, ...]) -> IslandMap:
    """Assemble the island from 1 to 6 distinct boards (boards.BOARD_NAMES), slot by list position;
    an island key ending in "@id" (`island_key`) lays them out by that registered layout."""
    key = tuple(boards)
    names, layout_id = split_key(key)
    if layout_id:
        layout = layout_of(layout_id)
        why = layout.refusal(names)
        if why:
            raise ValueError(f"{why[0]} {why[1]}")
        return _build(key)
    if len(key) not in LAYOUTS:
        raise ValueError(f"an island has 1 to {max(LAYOUTS)} boards, not {len(key)}")
    if len(set(key)) != len(key):
        raise ValueError(f"each board may be used once: {key}")
    unknown = [b for b in key if b not in BOARDS]
    if unknown:
        raise ValueError(f"unknown boards {unknown}; known: {sorted(BOARDS)}")
    return _build(key)


def _trim_oceans(boards: tuple[str, ...], cells: dict, owner: dict, specs: Mapping[str, BoardSpec] = BOARDS) -> None:
    """Drop the ocean cells that would touch an inland land of another board.

    Where two hexagons of boards meet (5 and 6 boards) the tip of an ocean strip pokes past its
    board's corner; on the printed boards the sea stops there, and an inland land stays inland.
    No layout of 1-4 boards has such a cell, so their islands are unchanged.
    """
    coastal = {f"{b}{land.number}" for b in boards for land in specs[b].lands if land.coastal}
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
def _build(key: tuple[str, ...]) -> IslandMap:
    boards, layout_id = split_key(key)
    layout = layout_of(layout_id) if layout_id else None
    specs = layout.sides if layout else BOARDS
    placements = layout.places(boards) if layout else LAYOUTS[len(boards)]
    cells: dict[str, tuple[Cell, ...]] = {}
    owner: dict[Cell, str] = {}
    for name, placement in zip(boards, placements):
        spec = specs[name]
        for number in sorted(spec.cells, key=lambda n: (n == 0, n)):
            land_id = f"{name}{number}"
            cells[land_id] = place_cells(spec.cells[number], placement)
            for c in cells[land_id]:
                if c in owner:
                    raise AssertionError(f"layout overlap at {c}: {owner[c]} and {land_id}")
                owner[c] = land_id
    if layout is None or layout.trim_oceans:
        _trim_oceans(boards, cells, owner, specs)

    lands: dict[str, LandInfo] = {}
    for name in boards:
        for land in specs[name].lands:
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
    across: dict[str, frozenset[str]] = {}
    if layout is not None and layout.sea_range:
        across = _across_the_water(lands)
    return IslandMap(boards=boards, lands=lands, cells=cells, key=key, layout=layout_id, across=across)


def _across_the_water(lands: dict[str, LandInfo]) -> dict[str, frozenset[str]]:
    """Each coastal land -> the coastal lands of the other islands (groups of boards whose lands
    touch): what an archipelago's oceans join, each at range 2."""
    group: dict[str, int] = {}
    for start in lands:
        if start in group:
            continue
        group[start] = start_group = len(set(group.values()))
        stack = [start]
        while stack:
            for other in lands[stack.pop()].adjacent:
                if other not in group:
                    group[other] = start_group
                    stack.append(other)
    coast = [l for l, info in lands.items() if info.coastal]
    return {l: frozenset(o for o in coast if group[o] != group[l]) for l in coast}


# --- Layouts: the registry -------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """A way to lay the island out, chosen by a game's settings ("layout": id).

    ``places(boards)`` says where each board goes (one ``Placement`` per board, in the order of
    the game's boards); ``spirits`` the numbers of spirits it takes; ``extra_boards`` how many of
    its boards no spirit starts on (the last ones of the game's list); ``sides`` the board data it
    lays (the balanced sides A-F, or another side); ``sea_range`` 2 when its boards are separate
    islands whose coasts are that far apart across the water (0: lands meet only where they touch).
    ``difficulty`` is what it adds to a game's difficulty (game.content.difficulty reads it);
    ``default_boards(n)`` the boards a game of n spirits gets when it names none."""

    id: str
    name: str
    difficulty: int
    places: Callable[[tuple[str, ...]], tuple[Placement, ...]]
    spirits: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
    extra_boards: int = 0
    sides: Mapping[str, BoardSpec] = field(default_factory=lambda: BOARDS)
    sea_range: int = 0
    trim_oceans: bool = True
    default_boards: Callable[[int], tuple[str, ...]] | None = None
    check: Callable[[tuple[str, ...]], str] | None = None   # more reasons to refuse boards: a code ("" = fine)
    text: str = ""
    pack: str = "base"
    offered: bool = True    # False: kept only for the saves that name it (not on the setup screen, not in the catalog)

    def boards_for(self, spirits: int) -> int:
        """How many boards a game of this many spirits lays."""
        return spirits + self.extra_boards

    def refusal(self, boards: tuple[str, ...]) -> tuple[str, dict] | None:
        """Why these boards cannot be laid out this way (None when they can): a setup refusal's
        code and its data (game.words.SETUP_REFUSALS words them); a `check`'s own reason is its
        code (a registered one, or words of its own)."""
        n = len(boards) - self.extra_boards
        if n not in self.spirits:
            counts = f"{min(self.spirits)}-{max(self.spirits)}" if len(self.spirits) > 1 else str(self.spirits[0])
            return "layout_spirits", {"layout": self.name, "counts": counts}
        if len(set(boards)) != len(boards):
            return "layout_board_twice", {}
        unknown = [b for b in boards if b not in self.sides]
        if unknown:
            return "layout_no_board", {"layout": self.name, "board": unknown[0], "boards": ", ".join(self.sides)}
        why = self.check(boards) if self.check else ""
        return (why, {}) if why else None


# The built-in layouts; a pack adds its own with `register_layout` (kept in game.seams.LAYOUTS,
# so a pack that fails to load is taken out whole).
BUILT_IN_LAYOUTS: dict[str, Layout] = {}


def _registry():
    from game import seams
    return seams.LAYOUTS


def register_layout(layout: Layout) -> Layout:
    """Make a layout known by its id (ValueError when the id is taken or the entry is not a Layout)."""
    if not isinstance(layout, Layout):
        raise TypeError(f"a layout must be a Layout, not {type(layout).__name__}")
    if not layout.id or layout.id.startswith(LAYOUT_MARK):
        raise ValueError("a layout needs an id")
    if layout.id in BUILT_IN_LAYOUTS:
        raise ValueError(f"the layout {layout.id!r} is already registered")
    from game import seams
    seams.register_layout(layout)       # into the pack registering now, else the island's own rules
    return layout


def unregister_layout(layout_id: str) -> None:
    """Forget a layout a pack registered (tests, and a pack that fails to load)."""
    from game import seams
    seams.unregister_layout(layout_id)


def all_layouts() -> dict[str, Layout]:
    """Every known layout by id: the built-in ones, then the packs'."""
    return {**BUILT_IN_LAYOUTS, **_registry()}


def layouts_for(spirits: int) -> list[Layout]:
    """The layouts a game of this many spirits may be laid out by, in the registry's order (what
    the setup screen offers)."""
    return [layout for layout in all_layouts().values() if spirits in layout.spirits and layout.offered]


def layout_of(layout_id: str) -> Layout:
    """The layout with this id (KeyError naming the known ones when there is none)."""
    found = BUILT_IN_LAYOUTS.get(layout_id) or _registry().get(layout_id)
    if found is None:
        raise KeyError(f"unknown layout {layout_id!r}; known: {', '.join(all_layouts())}")
    return found


def _standard(n: int) -> Callable[[tuple[str, ...]], tuple[Placement, ...]]:
    return lambda boards: LAYOUTS[n]


_STANDARD_NAMES = {1: "One board", 2: "Two boards, back to back", 3: "Three boards round a point",
                   4: "Four boards in two pairs", 5: "Five boards: the crab", 6: "Six boards: two hexagons"}
for _n in range(1, 7):
    BUILT_IN_LAYOUTS[f"standard-{_n}"] = Layout(
        id=f"standard-{_n}", name=_STANDARD_NAMES[_n], difficulty=0, places=_standard(_n), spirits=(_n,),
        text=f"The standard island for {_n} spirit{'s' if _n > 1 else ''}.")


def _archipelago(boards: tuple[str, ...]) -> tuple[Placement, ...]:
    """Each board an island of its own, its ocean to the west, in rows of three (two for four
    islands, a square) with open water (at least two hexes) between them: no land of one touches
    a land of another."""
    cols = 2 if len(boards) == 4 else 3
    out = []
    for k in range(len(boards)):
        row, col = divmod(k, cols)
        out.append(Placement(0, (11 * col - 5 * row, 10 * row), "W"))
    return tuple(out)


BUILT_IN_LAYOUTS["archipelago"] = Layout(
    id="archipelago", name="Archipelago", difficulty=2, places=_archipelago, spirits=(2, 3, 4, 5, 6),
    sea_range=2, trim_oceans=False,
    text="Every board is an island of its own; the coasts of different islands are 2 apart across the water.")


def _extra_board_default(spirits: int) -> tuple[str, ...]:
    return tuple(BOARD_NAMES[: spirits + 1])


BUILT_IN_LAYOUTS["extra-board"] = Layout(
    id="extra-board", name="One board more", difficulty=2,
    places=lambda boards: LAYOUTS[len(boards)], spirits=(1, 2, 3, 4, 5), extra_boards=1,
    default_boards=_extra_board_default,
    text="The island has one board more than there are spirits; no spirit starts on it, "
         "but it is set up and played like the others.")


def _at_fixed_places(offsets: Mapping[str, Cell]) -> Callable[[tuple[str, ...]], tuple[Placement, ...]]:
    """Placements for boards that each have a place of their own (`offsets`: board -> axial shift)."""
    return lambda boards: tuple(Placement(0, offsets[b], "") for b in boards)


def _thematic_one_island(offsets: Mapping[str, Cell], sides: Mapping[str, BoardSpec]):
    """The thematic boards sit at fixed places: the chosen ones must touch, as one island."""
    from .hexgrid import is_connected

    def check(boards: tuple[str, ...]) -> str:
        cells = [translate(c, offsets[b]) for b in boards for n, cs in sides[b].cells.items() if n for c in cs]
        return "" if is_connected(cells) else "boards_apart"       # words: game.words.SETUP_REFUSALS
    return check


def _thematic_layout() -> Layout:
    from .thematic import ARRANGEMENTS, OFFSETS, THEMATIC_BOARDS
    return Layout(
        id="thematic", name="The thematic island", difficulty=3, places=_at_fixed_places(OFFSETS),
        spirits=tuple(ARRANGEMENTS), sides=THEMATIC_BOARDS, trim_oceans=False, default_boards=ARRANGEMENTS.__getitem__,
        check=_thematic_one_island(OFFSETS, THEMATIC_BOARDS),
        text="The other side of boards A-F: the island's own geography, more lands per board, "
             "terrains clustered, more invaders at the start.")


def _thematic_as_drawn_then() -> dict[str, Layout]:
    """The thematic island as this program drew it before (game.content.thematic_as_drawn), boards
    A-D: kept for the games saved then, which the save formats' migrations move here; never offered."""
    from .thematic_as_drawn import ARRANGEMENTS, FIRST_DRAWN_BOARDS, FORMAT_4_BOARDS, OFFSETS
    kept = {
        # terrains of our own (stop 26): format-3 saves
        "thematic-as-first-drawn": (FIRST_DRAWN_BOARDS, "The thematic island (as first drawn)"),
        # the published terrains on shapes of our own, before the printed adjacency: format-4 saves
        "thematic-as-drawn-in-format-4": (FORMAT_4_BOARDS, "The thematic island (as drawn in save format 4)"),
    }
    return {layout_id: replace(BUILT_IN_LAYOUTS["thematic"], id=layout_id, name=name, sides=sides,
                               spirits=tuple(ARRANGEMENTS), places=_at_fixed_places(OFFSETS),
                               default_boards=ARRANGEMENTS.__getitem__,
                               check=_thematic_one_island(OFFSETS, sides), offered=False)
            for layout_id, (sides, name) in kept.items()}


BUILT_IN_LAYOUTS["thematic"] = _thematic_layout()
BUILT_IN_LAYOUTS.update(_thematic_as_drawn_then())


def layout_difficulty(config: Mapping, other: int = 0) -> int:
    """What a game's layout adds to its difficulty. The figures follow a public table-top
    adaptation's difficulty sheet: the thematic island +3, or +1 with the expansion's tokens
    (its printed token icons then help the spirits); one board more +2, and +1 more for every 3
    of the game's other difficulty (`other`), half that on the thematic island. Our choice: the
    archipelago +2 (no source gives it a figure; spirits on separate islands reach each other
    less, and the greedy bot wins a quarter fewer games there: docs/balance.md, "Layouts"). A
    base game, without a layout, adds 0."""
    layout_id = config.get("layout")
    if not layout_id:
        return 0
    layout = layout_of(layout_id)
    if layout.id.startswith("thematic") and "expansion" in (config.get("packs") or ()):
        return 1
    if layout.extra_boards:
        return layout.difficulty * layout.extra_boards + other // 3
    return layout.difficulty


def layouts_summary() -> dict:
    """The layouts for `python -m game catalog`: ids, and per id its name, difficulty, numbers of
    spirits, boards no spirit starts on, and what it says."""
    known = {i: l for i, l in all_layouts().items() if l.offered}
    return {"ids": list(known),
            "layouts": {i: {"name": l.name, "difficulty": l.difficulty, "spirits": list(l.spirits),
                            "extra_boards": l.extra_boards, "text": l.text, "pack": l.pack}
                        for i, l in known.items()}}
