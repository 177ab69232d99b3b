"""Rulesets: what one game is played with, built from its packs and never changed after.

A game's rules are tables of named things: for the island, its kinds of piece ("kinds", by
letter), invader steps ("steps"), rule changes ("rules"), end conditions ("ends"), effects,
event and question words, pack setups, reactions, layouts and the catalog's cards ("cards", by
(kind, id): the pack that brought it). A `Builder` gathers them, refusing a key already taken
by something else; `build()` yields a `Ruleset`, read-only. Nothing here knows any game: the
island declares its tables in game.kinds and game.seams, the quest may declare its own.

Where the tables come from, for a game named `game` ("island"):
- its core (`core(game)`): what the game's own modules register (the island's six kinds, the
  engine's invader steps, the adversaries' and scenarios' rules), and what a test or a script
  registers straight into a registry (`kinds.register`, `seams.register_step`, ...). Every
  ruleset of the game starts from it.
- its packs: the source a catalog hands over (`provide(game, source)`), ``source(key) ->
  [(pack name, version, entries)]`` for the packs of a key (the built-in ones and those the key
  names); an entry is (table, key, value). While a pack registers (`collecting`), what it
  registers straight into a registry goes to that pack's entries instead of the core, so a
  pack's rules are only ever in the rulesets of games that name it.

`of(game, key)` is the ruleset of a key (a tuple of named packs), built once and kept until the
core or the installed packs change (`changed(game)`: every ruleset is built again when asked).

The tables are read by the rules' hot paths as plain module-level names (game.kinds.KINDS,
game.seams.STEPS, ...): those names are *the ruleset in play*. `play(game, ruleset)` puts a
ruleset in play (the hooks given by `on_play` copy its tables into those names); the engine
does so at its doors (setting a game up, applying a command, running the rules, loading) for
the game it is handed, so two games with different packs run side by side in one process, each
with its own kinds, steps and rules. Putting the ruleset already in play costs one comparison.
"""
from __future__ import annotations

from contextlib import contextmanager
from types import MappingProxyType
from typing import Callable, Iterable


class RulesetError(ValueError):
    """Something that cannot join a ruleset (its key is taken by something else)."""


class Ruleset:
    """One game's rules, read-only: `table(name)` is a mapping; `packs` the (name, version) of
    the packs it was built from, in order; `key` the named packs it was built for."""

    __slots__ = ("game", "key", "packs", "generation", "_tables")

    def __init__(self, game: str, tables: dict, packs=(), key=(), generation: int = 0):
        self.game, self.key, self.packs, self.generation = game, tuple(key), tuple(packs), generation
        self._tables = {name: MappingProxyType(dict(t)) for name, t in tables.items()}

    def table(self, name: str):
        """The table `name` (an empty mapping when nothing registered into it)."""
        return self._tables.get(name, _EMPTY)

    def tables(self) -> tuple[str, ...]:
        return tuple(self._tables)

    @property
    def stale(self) -> bool:
        """Whether the game's core or installed packs changed since it was built."""
        return self.generation != _GENERATION.get(self.game, 0)

    def __reduce__(self):
        # A copy of a game's state (pickled) names its ruleset by key: the same object again.
        return (of, (self.game, self.key))

    def __repr__(self) -> str:
        return f"Ruleset({self.game!r}, packs={[p for p, _v in self.packs]})"


_EMPTY = MappingProxyType({})


class Builder:
    """Gathers a ruleset's tables. `add` refuses a key already holding something else (the same
    thing again changes nothing: a pack's catalog loaded twice)."""

    def __init__(self, game: str, base: "Builder | Ruleset | None" = None):
        self.game = game
        self.tables: dict[str, dict] = {}
        self.owner: dict[tuple[str, object], str] = {}      # (table, key) -> pack
        self.packs: list[tuple[str, str]] = []
        if base is not None:
            for name in (base.tables if isinstance(base, Builder) else base.tables()):
                self.tables[name] = dict(base.table(name))
            if isinstance(base, Builder):
                self.owner.update(base.owner)

    def table(self, name: str) -> dict:
        return self.tables.setdefault(name, {})

    def add(self, table: str, key, value, pack: str = "") -> object:
        """Put `value` under `key` in `table`; the value already there when it is the same."""
        t = self.table(table)
        if key in t:
            if t[key] == value:
                return t[key]
            raise _ERRORS.get((self.game, table), RulesetError)(
                _clash(self.game, table, key, self.owner.get((table, key), "")))
        t[key] = value
        if pack:
            self.owner[(table, key)] = pack
        return value

    def remove(self, table: str, key) -> None:
        self.table(table).pop(key, None)
        self.owner.pop((table, key), None)

    def join(self, pack: str, version: str, entries: Iterable[tuple]) -> None:
        """A pack's entries (table, key, value), all of them (the caller builds a copy first)."""
        for table, key, value in entries:
            self.add(table, key, value, pack)
        self.packs.append((pack, version))

    def build(self, key=()) -> Ruleset:
        return Ruleset(self.game, self.tables, self.packs, key, _GENERATION.get(self.game, 0))


def _clash(game: str, table: str, key, owner: str) -> str:
    what = _WHAT.get((game, table), table)
    by = f" (by pack {owner!r})" if owner else ""
    return f"{what} {key!r} is already registered{by}"


# How a clash in a table is told: its error class and what its keys are, declared by the game.
_ERRORS: dict[tuple[str, str], type] = {}
_WHAT: dict[tuple[str, str], str] = {}


def describe(game: str, table: str, what: str, error: type = RulesetError) -> None:
    """Say how a clash in a game's `table` is reported: "<what> <key> is already registered",
    raised as `error`."""
    _WHAT[(game, table)], _ERRORS[(game, table)] = what, error


# --- the core, the packs' source, the rulesets made, the one in play, per game ----------------

_CORE: dict[str, Builder] = {}
_SOURCE: dict[str, Callable] = {}
_MADE: dict[tuple, Ruleset] = {}
_GENERATION: dict[str, int] = {}
_IN_PLAY: dict[str, Ruleset] = {}
_ON_PLAY: dict[str, list[Callable]] = {}
_COLLECTING: list[tuple[str, list]] = []


def core(game: str) -> Builder:
    """The game's own registrations, in every ruleset of the game."""
    found = _CORE.get(game)
    if found is None:
        found = _CORE[game] = Builder(game)
    return found


def provide(game: str, source: Callable) -> None:
    """Hand over where the game's packs come from: ``source(key) -> [(name, version, entries)]``
    (the built-in packs, then those of the key); every ruleset is built again."""
    _SOURCE[game] = source
    changed(game)


def build(game: str, key=(), extra: tuple = (), source: Callable | None = None) -> Ruleset:
    """A new ruleset of the core and the packs of `key` (and `extra`, one more pack's (name,
    version, entries): a trial of a pack that asks to join), the packs from `source` (the game's
    by default). Raises on a clash."""
    b = Builder(game, core(game))
    b.packs.append(("core", ""))
    source = source or _SOURCE.get(game)
    for name, version, entries in (source(key) if source is not None else []) + ([extra] if extra else []):
        b.join(name, version, entries)
    b.packs.pop(0)
    return b.build(key)


def of(game: str, key=()) -> Ruleset:
    """The ruleset of the core and the packs of `key`, built once (until the game changes)."""
    key = tuple(key)
    found = _MADE.get((game, key))
    if found is None or found.stale:
        found = _MADE[(game, key)] = build(game, key)
    return found


def changed(game: str) -> None:
    """The game's core or its installed packs changed: rulesets are built again when asked, and
    the ruleset of no pack is put in play now (a game puts its own back at the engine's next door)."""
    _GENERATION[game] = _GENERATION.get(game, 0) + 1
    for k in [k for k in _MADE if k[0] == game]:
        del _MADE[k]
    _IN_PLAY.pop(game, None)
    if _ON_PLAY.get(game):
        play(game, of(game, ()))


def play_default(game: str) -> None:
    """Put the ruleset of no pack in play (the island's own rules and the built-in packs'): what
    code outside any game reads (a test's start)."""
    play(game, of(game, ()))


def on_play(game: str, fn: Callable) -> None:
    """``fn(ruleset)`` copies a ruleset put in play into the names the rules read."""
    _ON_PLAY.setdefault(game, []).append(fn)
    if game in _IN_PLAY:
        fn(_IN_PLAY[game])


def play(game: str, ruleset: Ruleset) -> None:
    """Put a ruleset in play: the rules read its tables from now on."""
    if _IN_PLAY.get(game) is ruleset:
        return
    _IN_PLAY[game] = ruleset
    for fn in _ON_PLAY.get(game, ()):
        fn(ruleset)


def in_play(game: str) -> Ruleset | None:
    """The ruleset in play for the game (None before any)."""
    return _IN_PLAY.get(game)


# --- registering ---------------------------------------------------------------------------

def register(game: str, table: str, key, value):
    """Register `value` under `key`: into the entries of the pack collecting now, else into the
    game's core (every ruleset is then built again). Raises the table's error on a clash."""
    if _COLLECTING and _COLLECTING[-1][0] == game:
        _COLLECTING[-1][1].append((table, key, value))
        return value
    c = core(game)
    t = c.table(table)
    if key in t and t[key] == value:
        return t[key]
    out = c.add(table, key, value)
    changed(game)
    return out


def unregister(game: str, table: str, key) -> None:
    """Take `key` out of the game's core (tests, scripts)."""
    c = core(game)
    if key in c.table(table):
        c.remove(table, key)
        changed(game)


def registered(game: str, table: str, key) -> bool:
    """Whether the core, or the pack collecting now, has `key` in `table`."""
    if _COLLECTING and _COLLECTING[-1][0] == game and any(
            e[0] == table and e[1] == key for e in _COLLECTING[-1][1]):
        return True
    return key in core(game).table(table)


@contextmanager
def collecting(game: str, entries: list):
    """While a pack registers: what is registered straight into the game's registries goes into
    `entries` (the pack's), not the core."""
    _COLLECTING.append((game, entries))
    try:
        yield entries
    finally:
        _COLLECTING.pop()
