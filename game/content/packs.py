"""Content packs: the base game is one, the expansion will be another, and anyone may add one.

A pack is a Python module (or a callable) with `register(pack)`: it hands its spirits, power
cards, fear, blight, invader and event cards to the `Pack` it is given. The built-in packs are listed
in BUILT_IN; a third-party pack is an installed distribution that names its register function
in the entry point group `spirit_island.packs`, e.g. in its pyproject.toml:

    [project.entry-points."spirit_island.packs"]
    river-tales = "river_tales:register"

A pack joins whole or not at all. One that fails to import, raises while registering, or
brings an id another pack already holds is refused with one line naming it and its entry
point (logged, kept in `refused`); the game goes on without it.
"""
from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from importlib import metadata

from game.content.spec import BlightCard, EventCard, FearCard, InvaderCard, PowerCard, Registry, Spirit

GROUP = "spirit_island.packs"
BUILT_IN = ("game.content.base",)      # the built-in packs, in the order they register

log = logging.getLogger(__name__)

# What a pack may register: the catalog's kind -> the shape an item of it must have.
SHAPES = {"spirit": Spirit, "power": PowerCard, "fear": FearCard, "blight": BlightCard,
          "invader": InvaderCard, "event": EventCard, "board": str}


class Pack:
    """What one pack brings, gathered before it joins the catalog (so a pack that fails halfway
    leaves nothing behind)."""

    def __init__(self, name: str):
        self.name = name
        self.items: list[tuple[str, object]] = []

    def add(self, kind: str, item) -> None:
        """Register one piece of content of `kind` (see SHAPES); its id must be new."""
        shape = SHAPES.get(kind)
        if shape is None:
            raise ValueError(f"unknown kind of content {kind!r}")
        if not isinstance(item, shape):
            raise TypeError(f"a {kind} must be a {shape.__name__}, not {type(item).__name__}")
        self.items.append((kind, item))

    def spirit(self, spirit: Spirit) -> None:
        """A spirit panel (its unique power cards are registered with `power`)."""
        self.add("spirit", spirit)

    def power(self, card: PowerCard) -> None:
        """A power card: minor, major or a spirit's unique."""
        self.add("power", card)

    def fear(self, card: FearCard) -> None:
        self.add("fear", card)

    def blight(self, card: BlightCard) -> None:
        self.add("blight", card)

    def invader(self, card: InvaderCard) -> None:
        self.add("invader", card)

    def event(self, card: EventCard) -> None:
        """An event card; a game plays it when its configuration names it ({"events": [ids]})."""
        self.add("event", card)

    def board(self, board_id: str) -> None:
        """An island board (its lands are data in game.content.boards)."""
        self.add("board", board_id)


@dataclass
class Catalog:
    """Every registry the packs fill, and which pack each id came from."""

    registries: dict[str, Registry] = field(default_factory=lambda: {
        k: Registry(k) for k in SHAPES if k != "board"})
    boards: list[str] = field(default_factory=list)
    pack_of: dict[tuple[str, str], str] = field(default_factory=dict)
    packs: list[dict] = field(default_factory=list)          # name, origin, count, in order
    refused: list[str] = field(default_factory=list)         # one line per refused pack

    def ids_from(self, kind: str, pack_names) -> list[str]:
        """The ids of `kind` that the named packs brought, in registration order."""
        reg = self.boards if kind == "board" else self.registries[kind].ids()
        return [i for i in reg if self.pack_of.get((kind, i)) in pack_names]

    def _clash(self, pack: Pack) -> str:
        seen = set()
        for kind, item in pack.items:
            key = (kind, item if kind == "board" else item.id)
            if key in self.pack_of or key in seen:
                owner = self.pack_of.get(key, pack.name)
                return f"{kind} id {key[1]!r} is already in pack {owner!r}"
            seen.add(key)
        return ""

    def join(self, pack: Pack, origin: str) -> None:
        """Add a pack's content, all of it; ValueError (and nothing added) on an id clash."""
        if any(p["name"] == pack.name for p in self.packs):
            raise ValueError(f"a pack named {pack.name!r} is already loaded")
        why = self._clash(pack)
        if why:
            raise ValueError(why)
        for kind, item in pack.items:
            if kind == "board":
                self.boards.append(item)
                self.pack_of[(kind, item)] = pack.name
            else:
                self.registries[kind].add(item)
                self.pack_of[(kind, item.id)] = pack.name
        self.packs.append({"name": pack.name, "origin": origin, "count": len(pack.items)})


def _register_fn(obj):
    """The register function of a loaded entry point: the object itself, or its `register`."""
    fn = getattr(obj, "register", obj)
    if not callable(fn):
        raise TypeError("the entry point is neither callable nor has a register function")
    return fn


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def load(entry_points=None) -> Catalog:
    """Register the built-in packs, then every installed pack of the entry point group.

    A built-in pack that fails is a bug of the game and raises; a third-party one is refused
    with one logged line. `entry_points` replaces the installed ones (for tests)."""
    cat = Catalog()
    for module_name in BUILT_IN:
        module = importlib.import_module(module_name)
        pack = Pack(module.PACK_NAME)
        module.register(pack)
        cat.join(pack, f"built-in ({module_name})")
    if entry_points is None:
        try:
            entry_points = metadata.entry_points(group=GROUP)
        except Exception as e:  # a damaged installation must not stop the game
            cat.refused.append(_one_line(f"the installed packs could not be listed: {type(e).__name__}: {e}"))
            log.warning(cat.refused[-1])
            entry_points = ()
    for ep in sorted(entry_points, key=lambda e: (e.name, e.value)):
        where = f"entry point {ep.name} = {ep.value} in group {GROUP}"
        try:
            pack = Pack(ep.name)
            _register_fn(ep.load())(pack)
            cat.join(pack, where)
        except (Exception, SystemExit) as e:    # whatever a pack does, the game goes on
            line = _one_line(f"pack {ep.name!r} refused ({where}): {type(e).__name__}: {e}")
            cat.refused.append(line)
            log.warning(line)
    return cat
