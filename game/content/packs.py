"""Content packs: the base game is one, the expansion will be another, and anyone may add one.

A pack is a Python module (or a callable) with `register(pack)`: it hands its spirits, power
cards, fear, blight, invader and event cards to the `Pack` it is given. The built-in packs are listed
in BUILT_IN; a third-party pack is an installed distribution that names its register function
in the entry point group `spirit_island.packs`, e.g. in its pyproject.toml:

    [project.entry-points."spirit_island.packs"]
    river-tales = "river_tales:register"

Besides content, a pack brings rules: piece kinds (`pack.kind`), invader-phase steps
(`pack.step`), rule changes (`pack.rule`), end-of-game conditions (`pack.end_condition`),
effects its cards name with `ops.custom` (`pack.effect`), the log's words for the events its
rules emit (`pack.event_words`) and its own setup in the games that name it (`pack.setup`).

A pack's rules go into the island's rulesets (game.ruleset), never into a registry of the
process: while a pack registers, what it registers through its `Pack` or straight into a
registry (`kinds.register`, `phase.register_step`, ...) is kept as the pack's entries, and a
game's ruleset is built from the island's own rules, the built-in packs and the packs its
settings name (`Catalog.source`). Two installed packs may even use the same letter: only a game
naming both is refused.

A pack joins whole or not at all. One that fails to import, raises while registering, or
brings an id another pack already holds is refused with one line naming it and its entry
point (logged, kept in `refused`); the game goes on without it and without anything it
registered before it failed.

Loading runs no pack code while a module is being imported: the catalog is filled on its first
use (game.content.catalog), so a pack's module may import any public module of the game.
"""
from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from importlib import metadata

from game import ruleset, seams
from game.content.spec import BlightCard, EventCard, FearCard, InvaderCard, PowerCard, Registry, Spirit
from game import kinds

GROUP = "spirit_island.packs"
BUILT_IN = ("game.content.base", "game.content.expansion")   # the built-in packs, in the order they register
# A built-in module with OPTIONAL = True (the expansion) is played only by games that name it.

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
        # its rules, as entries of the island's rulesets (table, key, value): kinds, steps, rule
        # changes, end conditions, effects, words, its setup, reactions, layouts
        self.rules: list[tuple[str, object, object]] = []
        self.version = ""

    def _collect(self):
        """Registrations straight into a registry go into this pack's entries while it registers."""
        return ruleset.collecting(kinds.GAME, self.rules)

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

    # --- rules: registered in the engine's registries when the pack joins -----------------

    def kind(self, kind) -> None:
        """A kind of piece (a `game.kinds.Kind`); its `pack` is this pack's name."""
        from dataclasses import replace
        with self._collect():
            kinds.register(replace(kind, pack=self.name))

    def step(self, name: str, fn) -> None:
        """An invader-phase step `fn(state) -> list of resolution steps` (see engine.phase);
        a rule change puts it into a game's order."""
        with self._collect():
            seams.register_step(name, fn, pack=self.name)

    def rule(self, rule_id: str, fn, text: str = "") -> None:
        """A rule change `fn(state)` applied at setup to the games whose configuration names it
        (see engine.variant)."""
        with self._collect():
            seams.register_rule(rule_id, fn, pack=self.name, text=text)

    def event_words(self, kind: str, fn) -> None:
        """The words in the game log of an event kind this pack's rules emit:
        ``fn(data, state) -> str`` (see game.words.event_words)."""
        with self._collect():
            seams.event_words(kind, fn)

    def prompt_words(self, code: str, words) -> None:
        """The words of a question this pack's rules ask (`flow.ask(..., prompt=code, ...)`): an
        English sentence with named placeholders from the decision's data, a (singular, plural)
        pair chosen by data["n"], or ``fn(data, state) -> str`` (see game.words.prompt_words)."""
        with self._collect():
            seams.prompt_words(code, words)

    def option_words(self, key: str, words) -> None:
        """The words of an option of this pack's questions, by "<prompt code>.<option kind>" (or
        the option kind alone): as `prompt_words`, filled from the option's fields too."""
        with self._collect():
            seams.option_words(key, words)

    def effect(self, name: str, fn) -> None:
        """An effect the primitives cannot say, ``fn(state, args, ctx)``, that this pack's cards
        name with ``ops.custom(name, **args)`` (see engine.effects.CUSTOM)."""
        with self._collect():
            seams.register_effect(name, fn)

    def setup(self, fn) -> None:
        """The pack's setup ``fn(state)``, run when a game whose settings name the pack is set
        up (after the island's pieces, the presence and the event deck, before the rule changes;
        see engine.setup). Its pieces go through ``variant.setup_add`` and the other setup helpers."""
        with self._collect():
            seams.register_setup(self.name, fn)

    def reaction(self, name: str, fn) -> None:
        """A reaction to an invader card's reveal, ``fn(state, card_id) -> list of resolution
        steps``, run before the explore in the games a rule change turns it on in
        (engine.variant.react_to_reveal): an escalation."""
        with self._collect():
            seams.register_reaction(name, fn)

    def end_condition(self, cause: str, result: str, met, words: str) -> None:
        """A victory or loss condition `met(state) -> bool`, checked after every action in the
        games a rule change turns it on in (see engine.results); `words` say it to the players."""
        with self._collect():
            seams.register_end(cause, result, met, words, pack=self.name)


# The catalog's name of what a pack's ruleset entry is (for `pack_of` and the catalog's summary).
_ENTRY_KIND = {"kind_ids": "kind", "steps": "step", "rules": "rule", "ends": "end", "event_words": "words",
               "effects": "effect", "setups": "setup", "reactions": "reaction", "prompt_words": "prompt",
               "option_words": "option", "layouts": "layout"}


@dataclass
class Catalog:
    """Every registry the packs fill, and which pack each id came from."""

    registries: dict[str, Registry] = field(default_factory=lambda: {
        k: Registry(k) for k in SHAPES if k != "board"})
    boards: list[str] = field(default_factory=list)
    pack_of: dict[tuple[str, str], str] = field(default_factory=dict)
    packs: list[dict] = field(default_factory=list)          # name, origin, count, version, in order
    refused: list[str] = field(default_factory=list)         # one line per refused pack
    rules: dict[str, list] = field(default_factory=dict)     # pack -> its ruleset entries (Pack.rules)

    def built_in(self) -> list[str]:
        """The built-in packs' names (the optional expansion's too: its rules are in every game's
        ruleset; its cards are dealt only to games that name it)."""
        return [p["name"] for p in self.packs if p["origin"].startswith("built-in")]

    def key_of(self, names) -> tuple[str, ...]:
        """The ruleset key of a game naming the packs `names`: those of them loaded here that are
        not built in, in the order they were loaded."""
        named = set(names) if isinstance(names, (list, tuple)) else set()
        built = set(self.built_in())
        return tuple(p["name"] for p in self.packs if p["name"] in named and p["name"] not in built)

    def ruleset(self, names=()) -> "ruleset.Ruleset":
        """The ruleset a game naming the packs `names` would have with this catalog's packs (a
        new one each time: game.content.catalog.ruleset_of keeps the game's)."""
        return ruleset.build(kinds.GAME, self.key_of(names), source=self.source)

    def source(self, key) -> list[tuple[str, str, list]]:
        """The packs a ruleset of `key` is built from, as (name, version, entries): the built-in
        ones, then those of the key (game.ruleset.provide)."""
        want = set(self.built_in()) | set(key)
        return [(p["name"], p.get("version", ""), self.rules.get(p["name"], []) + self._cards(p["name"]))
                for p in self.packs if p["name"] in want]

    def _cards(self, name: str) -> list[tuple[str, tuple[str, str], str]]:
        """A pack's content as entries of a ruleset's table "cards": (kind, id) -> the pack."""
        return [("cards", (kind, key), name) for (kind, key), owner in self.pack_of.items()
                if owner == name and kind in SHAPES]

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
        # its rules beside the island's own and the built-in packs': a clash is refused now
        ruleset.build(kinds.GAME, (), (pack.name, pack.version, list(pack.rules)))
        for kind, item in pack.items:
            if kind == "board":
                self.boards.append(item)
                self.pack_of[(kind, item)] = pack.name
            else:
                self.registries[kind].add(item)
                self.pack_of[(kind, item.id)] = pack.name
        for table, key, _value in pack.rules:
            if table in _ENTRY_KIND:
                self.pack_of[(_ENTRY_KIND[table], key)] = pack.name
        self.rules[pack.name] = list(pack.rules)
        count = len(pack.items) + sum(1 for table, _k, _v in pack.rules if table != "kinds")
        self.packs.append({"name": pack.name, "origin": origin, "count": count, "version": pack.version})
        if self in GAME_CATALOG:
            ruleset.changed(kinds.GAME)


# The game's own catalog, once game.content.catalog has made it (a pack may register an event
# card straight into it, so a pack that fails is taken out of it too).
GAME_CATALOG: list = []


class _Whole:
    """The catalogs a pack could change (its rules go to its own entries, see `Pack`), kept so
    that a pack that fails leaves nothing behind."""

    def __init__(self, cat: "Catalog"):
        cats = [cat] + [c for c in GAME_CATALOG if c is not cat]
        self.cats = [(c, {k: dict(r.items) for k, r in c.registries.items()}, dict(c.pack_of), list(c.boards))
                     for c in cats]

    def put_back(self) -> None:
        """Every catalog exactly as it was when this was made."""
        for cat, content, pack_of, boards in self.cats:
            for k, was in content.items():
                cat.registries[k].items.clear()
                cat.registries[k].items.update(was)
            cat.pack_of.clear()
            cat.pack_of.update(pack_of)
            cat.boards[:] = boards


def install(register, name: str, cat: "Catalog", version: str = "") -> Pack:
    """Join a pack to `cat` now, from its register function (game.content.catalog.install does
    it for the game's catalog). Whole or not at all: on any error every registry is put back and
    the error is raised."""
    whole = _Whole(cat)
    pack = Pack(name)
    pack.version = version or _version_of(register)
    try:
        with pack._collect():
            register(pack)
        cat.join(pack, f"installed by {getattr(register, '__module__', '?')}")
    except BaseException:
        whole.put_back()
        raise
    return pack


def forget(cat: "Catalog", name: str) -> None:
    """Take a loaded pack out of `cat` and out of the registries of rules (tests, tools)."""
    mine = [key for key, owner in cat.pack_of.items() if owner == name]
    for kind, key in mine:
        del cat.pack_of[(kind, key)]
        if kind == "board":
            cat.boards.remove(key)
        elif kind in cat.registries:
            cat.registries[kind].items.pop(key, None)
    cat.rules.pop(name, None)
    cat.packs[:] = [p for p in cat.packs if p["name"] != name]
    if cat in GAME_CATALOG:
        ruleset.changed(kinds.GAME)


def _version_of(fn) -> str:
    """A pack's version: the VERSION (or __version__) of the module of its register function."""
    import sys
    mod = sys.modules.get(getattr(fn, "__module__", "") or "")
    found = (getattr(mod, "VERSION", None) or getattr(mod, "__version__", None)) if mod is not None else None
    return str(found) if isinstance(found, (str, int, float)) and found != "" else ""


def game_version() -> str:
    """The version of this program (the built-in packs' version)."""
    try:
        return metadata.version("spirit-island-table")
    except Exception:  # noqa: BLE001 - run from a checkout that is not installed
        return "dev"


def _dist_version(ep) -> str:
    """The version of the distribution an entry point comes from ("" when it cannot be told)."""
    try:
        dist = getattr(ep, "dist", None)
        return str(dist.version) if dist is not None and dist.version else ""
    except Exception:  # noqa: BLE001 - a damaged installation must not stop the game
        return ""


def _register_fn(obj):
    """The register function of a loaded entry point: the object itself, or its `register`."""
    fn = getattr(obj, "register", obj)
    if not callable(fn):
        raise TypeError("the entry point is neither callable nor has a register function")
    return fn


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def load(entry_points=None, into: Catalog | None = None) -> Catalog:
    """Register the built-in packs, then every installed pack of the entry point group.

    A built-in pack that fails is a bug of the game and raises; a third-party one is refused
    with one logged line, and whatever it registered before failing is taken out again.
    `entry_points` replaces the installed ones (for tests); `into` is the catalog to fill
    (game.content.catalog hands its own, already in place, so a pack may read it)."""
    cat = Catalog() if into is None else into
    for module_name in BUILT_IN:
        module = importlib.import_module(module_name)
        pack = Pack(module.PACK_NAME)
        pack.version = str(getattr(module, "VERSION", "") or game_version())
        with pack._collect():
            module.register(pack)
        optional = " optional" if getattr(module, "OPTIONAL", False) else ""
        cat.join(pack, f"built-in{optional} ({module_name})")
    if entry_points is None:
        try:
            entry_points = metadata.entry_points(group=GROUP)
        except Exception as e:  # a damaged installation must not stop the game
            cat.refused.append(_one_line(f"the installed packs could not be listed: {type(e).__name__}: {e}"))
            log.warning(cat.refused[-1])
            entry_points = ()
    for ep in sorted(entry_points, key=lambda e: (e.name, e.value)):
        where = f"entry point {ep.name} = {ep.value} in group {GROUP}"
        whole = _Whole(cat)
        try:
            pack = Pack(ep.name)
            pack.version = _dist_version(ep)
            with pack._collect():       # a module registering at import registers into its pack
                _register_fn(ep.load())(pack)
            cat.join(pack, where)
        except (Exception, SystemExit) as e:    # whatever a pack does, the game goes on
            whole.put_back()
            line = _one_line(f"pack {ep.name!r} refused ({where}): {type(e).__name__}: {e}")
            cat.refused.append(line)
            log.warning(line)
    return cat
