"""The kinds of piece: one registry that the rules, the bots, the table and the notation all read.

A kind is data: a stable id, the one upper-case letter it has in the land notation ("2E 1T"),
its numbers (health, ravage damage, fear when destroyed) and the rule hooks it takes part in.
Ravage, build, explore, blight, damage, push and gather ask this registry and its hooks; they
never test a letter. The island's own kinds (BASE, below) are in every game; a pack registers
more with `register` (the expansion's beasts, wilds, disease, strife, badlands, vitality), and
they are in the games that name it only: kinds are a table of each game's ruleset
(game.ruleset), and KINDS and the letter sets here are the ruleset in play, which the engine
puts in place at its doors for the game it is given.

Kind sets are strings of letters ("ETC" = every invader of the base game): they are what cards,
saves and options already carry, so a save written before this registry reads the same.

Hooks (each optional, looked up by name on the kinds present in a land):
- ``instead_of_explore`` / ``instead_of_build`` / ``instead_of_blight``: ``fn(state, land) -> bool``,
  True when the piece took the action's place (it is then usually removed: see
  `game.engine.kinds.stops_one`).
- ``adds_damage``: ``fn(state, land, n, source) -> int``, extra damage added to a damage action
  of n here: a power's (source: its id), the Dahan fighting back (source "dahan") or the ravage
  itself (source "ravage"); also asked once for a "damage to each" action. A hook written
  ``fn(state, land, n)`` is still called, without the source.
- ``invader_damage``: ``fn(state, land, token, dmg) -> int``, one invader's ravage damage here
  (asked once per invader; it may add or remove pieces, e.g. take one token away).
- ``moved_with``: ``fn(state, frm, to, token) -> list[str]``, tokens of this kind that move along.
- ``destroyed``: ``fn(state, land, token, cause)``, after a piece (``token``, with what it
  carried) was destroyed in the land.
- ``replaced``: ``fn(state, land, old, new, cause)``, after a piece was replaced by one of another
  kind (``cause`` "downgrade", "upgrade" or the effect's source; ``new`` "" when it left).
- ``after_action``: ``fn(state, land, action)``, after a ravage, a build or an explore in the
  land (``action`` "ravage", "build", "explore") and after a power's effect targeting it ("power").

This module sits below both the content and the engine (content names and registers kinds
without importing the engine: no circle of imports); the engine reads it through
`game.engine.kinds`, which adds `stops_one`, the usual "instead of" hook.

A kind with ``attached=True`` rides on other pieces: it is written in lower case after the piece
that carries it ("1Es", see `pieces`), and its hooks are asked wherever a piece carries it, as
if it stood in the land.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from . import ruleset as _ruleset

EXPLORER, TOWN, CITY, DAHAN, BLIGHT, PRESENCE = "E", "T", "C", "D", "B", "P"

HOOKS = ("instead_of_explore", "instead_of_build", "instead_of_blight",
         "adds_damage", "invader_damage", "moved_with", "destroyed", "replaced", "after_action")


@dataclass(frozen=True)
class Kind:
    """One kind of piece. `health` 0 means it cannot be damaged (blight, tokens)."""

    id: str
    letter: str
    name: str                       # English words until the catalogs (see name_code)
    health: int = 0
    ravage_damage: int = 0          # what one of it deals when its land ravages
    fear: int = 0                   # fear when one is destroyed
    invader: bool = False
    building: bool = False          # sends explorers to its neighbours (Town, City)
    fights_back: int = 0            # damage one deals back after surviving a ravage (Dahan)
    hurt_by_ravage: bool = False    # takes the ravage's damage beside the land (Dahan)
    token: bool = False             # a token of the expansion layer, neither invader nor Dahan
    attached: bool = False          # rides on another piece (strife on an invader)
    on_land: bool = True            # kept in the land's pieces (presence is kept per spirit)
    downgrades_to: str = ""         # the letter it becomes when downgraded; "" = removed
    plural: str = ""
    pack: str = "base"
    hooks: Mapping[str, Callable] = field(default_factory=dict)
    # The invader phase's roles (read by explore, build, the victory check and the bots):
    explored: bool = False          # what an explore adds (Explorer)
    build_rank: int = 0             # a build adds one: 1 below 2 (Town, City); 0 = never built
    holds_out_to: int = 0           # its pieces stand in the way of victory up to this terror level
    hook_rank: int = 0              # its hooks are asked after those of kinds of a lower rank (strife: last)

    @property
    def name_code(self) -> str:
        """The key of its name in the language catalogs."""
        return f"piece.{self.id}"

    @property
    def plural_name(self) -> str:
        return self.plural or self.name + "s"


class KindError(ValueError):
    """A kind that cannot be registered (its letter or id is taken, or a hook is unknown)."""


# The kinds of the ruleset in play (game.ruleset): the engine puts a game's ruleset in play at its
# doors, and these names are filled from it (read them as kinds.INVADERS at call time). Before
# any game, the island's own kinds (BASE), with what the core has registered.
KINDS: dict[str, Kind] = {}          # letter -> kind, in registration order
BY_ID: dict[str, Kind] = {}
# Letter sets, worked out from the ruleset in play (read them as kinds.INVADERS at call time).
INVADERS = ""
BUILDINGS = ""
ON_LAND = ""
DAMAGEABLE = ""
HURT_BY_RAVAGE = ""
FIGHTS_BACK = ""
ORDER: dict[str, int] = {}
HOOK_ORDER: dict[str, tuple[int, int]] = {}   # letter -> the order its hooks are asked in (hook_rank first)
# hook -> the letters of the kinds that take part in it (the base game's kinds take part in none)
HOOKED: dict[str, str] = {}
EXPLORED = ""       # what an explore adds: the first of these
BUILT = ""          # what a build adds, lowest rank first (see `to_build`)
HOLDING_OUT: dict[int, str] = {}    # terror level -> the kinds whose pieces stand in the way of victory
_WIDE: dict[str, str] = {}          # a base game's kind set, sorted -> what it means now (see `widen`)
_RIDERS: dict[str, frozenset] = {}  # hook -> the lower-case letters of the attached kinds taking part in it

GAME = "island"     # the game whose ruleset holds these kinds (game.ruleset)
TABLE = "kinds"     # its table of kinds, by letter
_IDS = "kind_ids"   # and their ids (id -> letter), so that an id is one kind's


def register(kind: Kind) -> Kind:
    """Add a kind to the game: to the pack registering now (a pack's kinds are only in the games
    that name it), else to the island's own rules, in every game (a test's, a script's). Raises
    KindError when its letter or id is already taken by another kind; registering a kind equal to
    the one registered changes nothing."""
    if len(kind.letter) != 1 or not kind.letter.isascii() or not kind.letter.isupper():
        raise KindError(f"a kind's letter is one capital letter A-Z, not {kind.letter!r}")
    unknown = set(kind.hooks) - set(HOOKS)
    if unknown:
        raise KindError(f"kind {kind.id!r} has unknown hooks: {', '.join(sorted(unknown))}")
    core = _ruleset.core(GAME)
    if core.table(_IDS).get(kind.id, kind.letter) != kind.letter:
        raise KindError(f"kind {kind.id!r} ({kind.letter}) is already registered")
    _ruleset.register(GAME, TABLE, kind.letter, kind)
    _ruleset.register(GAME, _IDS, kind.id, kind.letter)
    return kind


def replace(kind: Kind) -> Kind:
    """Put a kind in the place of the island's own kind of the same letter (its place in the
    order kept): a test's or a script's change to a kind's roles, in every game."""
    core = _ruleset.core(GAME)
    was = core.table(TABLE).get(kind.letter)
    if was is None:
        raise KindError(f"no kind of the island's own has the letter {kind.letter!r}")
    core.table(TABLE)[kind.letter] = kind
    core.table(_IDS).pop(was.id, None)
    core.table(_IDS)[kind.id] = kind.letter
    _ruleset.changed(GAME)
    return kind


def unregister(letter: str) -> None:
    """Take a kind out of the island's own rules again (tests, scripts)."""
    k = _ruleset.core(GAME).table(TABLE).get(letter)
    if k is not None:
        _ruleset.unregister(GAME, _IDS, k.id)
        _ruleset.unregister(GAME, TABLE, letter)


def derive(kinds: Mapping[str, Kind]) -> dict:
    """What the rules read of a table of kinds (by letter, in order): the letter sets, orders,
    hooks and roles, by the names of this module."""
    ks = list(kinds.values())
    out = {
        "INVADERS": "".join(k.letter for k in ks if k.invader),
        "BUILDINGS": "".join(k.letter for k in ks if k.building),
        "ON_LAND": "".join(k.letter for k in ks if k.on_land and not k.attached),    # attached: carried
        "DAMAGEABLE": "".join(k.letter for k in ks if k.health > 0),
        "HURT_BY_RAVAGE": "".join(k.letter for k in ks if k.hurt_by_ravage),
        "FIGHTS_BACK": "".join(k.letter for k in ks if k.fights_back),
        "ORDER": {k.letter: i for i, k in enumerate(ks)},
        "HOOK_ORDER": {k.letter: (k.hook_rank, i) for i, k in enumerate(ks)},
        "HOOKED": {hook: "".join(k.letter for k in ks if hook in k.hooks) for hook in HOOKS},
        "_RIDERS": {hook: frozenset(k.letter.lower() for k in ks if k.attached and hook in k.hooks)
                    for hook in HOOKS},
        "EXPLORED": "".join(k.letter for k in ks if k.explored),
        "BUILT": "".join(k.letter for k in sorted((k for k in ks if k.build_rank > 0), key=lambda k: k.build_rank)),
    }
    top = max((k.holds_out_to for k in ks), default=0)
    out["HOLDING_OUT"] = {level: "".join(k.letter for k in ks if k.holds_out_to >= level)
                          for level in range(1, top + 1)}
    base = [k for k in ks if k.pack == "base"]
    wide = {}
    for role, now in (("invader", out["INVADERS"]), ("building", out["BUILDINGS"])):
        was = "".join(sorted(k.letter for k in base if getattr(k, role)))
        if was and "".join(sorted(now)) != was:
            wide[was] = now
    out["_WIDE"] = wide
    out["KINDS"] = dict(kinds)
    out["BY_ID"] = {k.id: k for k in ks}
    return out


_DERIVED: dict[int, tuple] = {}     # id of a ruleset's table of kinds -> (the table, what derive made of it)
# Filled in place (a module may hold them); the others are bound anew, one object per ruleset (a
# cache keyed on `ORDER is ...` knows the kinds changed).
_MUTABLE = ("KINDS", "BY_ID", "_RIDERS")


def _use(rs) -> None:
    """Fill this module's names from a ruleset put in play (game.ruleset.play)."""
    table = rs.table(TABLE)
    found = _DERIVED.get(id(table))
    if found is None or found[0] is not table:
        if len(_DERIVED) > 64:
            _DERIVED.clear()
        found = _DERIVED[id(table)] = (table, derive(table))
    g = globals()
    for name, value in found[1].items():
        if name in _MUTABLE:    # a module may hold one of these dicts: the same object, refilled
            g[name].clear()
            g[name].update(value)
        else:
            g[name] = value


def _recount() -> None:
    """Work the names out again from the ruleset in play (after a test changed KINDS by hand)."""
    g = globals()
    for name, value in derive(dict(KINDS)).items():
        if name in _MUTABLE:
            if name != "KINDS":
                g[name].clear()
                g[name].update(value)
        else:
            g[name] = value


def widen(kinds: str) -> str:
    """A kind set as the rules read it now. The base game's cards and the ops' defaults name
    "every invader" as the base game's invaders ("ETC") and "every Town or City" as its
    buildings ("TC"); with a pack's invaders or buildings registered these mean all of them."""
    if not _WIDE:
        return kinds
    return _WIDE.get("".join(sorted(kinds)), kinds)


def to_build(pieces: Mapping[str, int]) -> str:
    """The letter of what invaders build in a land with these pieces: the lowest rank, unless
    it outnumbers the next one up (a City where Towns outnumber Cities, else a Town). "" when no
    kind is built."""
    built = BUILT
    if not built:
        return ""
    counts = [0] * len(built)
    for t, n in pieces.items():
        i = built.find(t[0])
        if i >= 0:
            counts[i] += n
    i = 0
    while i + 1 < len(built) and counts[i] > counts[i + 1]:
        i += 1
    return built[i]


def holding_out(terror: int) -> str | None:
    """The kinds whose pieces on the island stand in the way of victory at a terror level
    (Explorers, Towns and Cities at 1; Towns and Cities at 2; Cities at 3); None past the last
    level, where victory needs nothing more."""
    return HOLDING_OUT.get(terror) if terror <= len(HOLDING_OUT) else None


def recount() -> None:
    """Work the letter sets out again after KINDS was changed by hand."""
    _recount()


def of(token: str) -> Kind:
    """The kind of a token ("T1" -> Town)."""
    return KINDS[token[0]]


def name(letter: str, default: str = "piece") -> str:
    """A kind's name in words, from its letter."""
    k = KINDS.get(letter[:1]) if letter else None
    return k.name if k is not None else default


def hooked(pieces: Mapping[str, int], hook: str, also: tuple[str, ...] = ()) -> list[tuple[Kind, Callable]]:
    """The kinds present in a land that take part in a hook, with the hook, in registry order
    (a kind of a higher `hook_rank` after the others):
    the kinds standing there and the attached kinds its pieces carry (and those of the tokens
    `also`, a piece that has just left)."""
    letters = HOOKED.get(hook)
    if not letters:     # asked at every ravage, build, explore, blight and damage
        return []
    riders = _RIDERS[hook]
    for t in pieces:    # most lands hold no such kind: say so without working anything out
        if t[0] in letters or (riders and len(t) > 1 and not riders.isdisjoint(t)):
            break
    else:
        if not also:
            return []
    out = []
    seen = set()
    toks = [t for t, n in pieces.items() if n > 0]
    toks.extend(also)
    for t in toks:
        letters = t[0] + (t[1:].lstrip("0123456789").upper() if len(t) > 1 else "")
        for letter in letters:
            k = KINDS.get(letter)
            if k is not None and hook in k.hooks and k.letter not in seen:
                seen.add(k.letter)
                out.append((k, k.hooks[hook]))
    if len(out) > 1:
        out.sort(key=lambda kh: HOOK_ORDER[kh[0].letter])
    return out


def tell(state, land: str, hook: str, *args, also: tuple[str, ...] = ()) -> None:
    """Run a moment's hook (``destroyed``, ``replaced``, ``after_action``) of every kind in the
    land (standing or carried, and those of the tokens `also`), in registry order."""
    for _k, fn in hooked(state.lands[land], hook, also):
        fn(state, land, *args)


def after_action(land: str, action: str) -> list[dict]:
    """The resolution step that runs the land's ``after_action`` hooks once an action there is
    over; none while no kind registered takes part (so base games' stacks stay as they were)."""
    return [{"op": "after_action", "land": land, "action": action}] if HOOKED.get("after_action") else []


def call_hook(fn: Callable, *args):
    """Call a hook with the arguments it takes: hooks written before an argument was added
    (``adds_damage`` without its source) are called without the last ones."""
    n = _ARITY.get(fn)
    if n is None:
        import inspect
        try:
            params = inspect.signature(fn).parameters.values()
            n = len(args) if any(p.kind == p.VAR_POSITIONAL for p in params) else len(
                [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)])
        except (TypeError, ValueError):
            n = len(args)
        _ARITY[fn] = n
    return fn(*args[:n])


_ARITY: dict = {}


# How a hook written below the engine records what it did (an event for the log and the table):
# the engine's `flow.emit`, set when the engine is imported. A pack's hooks, which are content and
# import no engine, record through `record`.
EMIT: list[Callable] = []


def record(state, event: str, **data) -> None:
    """Record an event of the game (as the engine's `emit` does), from a hook."""
    if EMIT:
        EMIT[0](state, event, **data)


def stops_one(letter: str, action: str, when: Callable | None = None) -> Callable:
    """The usual "instead of" hook: one piece of the kind is removed instead of the action
    (``ActionPrevented`` is recorded); with `when`, only where ``when(state, land)`` holds."""

    def hook(state, land) -> bool:
        pieces = state.lands[land]
        left = pieces.get(letter, 0) - 1
        if left < 0 or (when is not None and not when(state, land)):
            return False
        if left:
            pieces[letter] = left
        else:
            del pieces[letter]
        record(state, "ActionPrevented", action=action, land=land, piece=letter)
        return True

    return hook


def instead_of(state, land: str, action: str) -> bool:
    """Whether a piece in the land takes the place of an explore, a build or a blight there."""
    for _k, fn in hooked(state.lands[land], "instead_of_" + action):
        if fn(state, land):
            return True
    return False


BASE = (
    Kind("explorer", EXPLORER, "Explorer", health=1, ravage_damage=1, invader=True, explored=True,
         holds_out_to=1),
    Kind("town", TOWN, "Town", health=2, ravage_damage=2, fear=1, invader=True, building=True,
         downgrades_to=EXPLORER, build_rank=1, holds_out_to=2),
    Kind("city", CITY, "City", health=3, ravage_damage=3, fear=2, invader=True, building=True,
         downgrades_to=TOWN, plural="Cities", build_rank=2, holds_out_to=3),
    Kind("dahan", DAHAN, "Dahan", health=2, fights_back=2, hurt_by_ravage=True, plural="Dahan"),
    Kind("blight", BLIGHT, "Blight", plural="Blight"),
    Kind("presence", PRESENCE, "Presence", on_land=False, plural="Presence"),
)

# The island's own kinds are its core's (game.ruleset): in every island game, before any pack's.
for _k in BASE:
    _ruleset.core(GAME).add(TABLE, _k.letter, _k)
    _ruleset.core(GAME).add(_IDS, _k.id, _k.letter)
_ruleset.describe(GAME, TABLE, "kind", KindError)
_ruleset.describe(GAME, _IDS, "kind id", KindError)
_ruleset.on_play(GAME, _use)
_ruleset.play(GAME, _ruleset.of(GAME))    # in play until a game puts its own ruleset in play
