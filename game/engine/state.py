"""The whole game as plain data: lands, spirits, decks, fear, blight, the resolution stack.

Everything here is JSON-serializable (see `to_dict` / `from_dict`), so a save or an undo is a
faithful copy. Resolution steps on `stack` are plain dicts ({"op": name, ...}); the pending
`decision` says what the players must choose before the stack can go on.
"""
from __future__ import annotations

import json
import pickle
from functools import lru_cache
from inspect import signature
from dataclasses import asdict, dataclass, field, fields, is_dataclass

from .digest import digest

ELEMENTS = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")

# The invader phase of the base game, step by step (each name is a registered invader step,
# see engine.phase); a game's own order lives in GameState.invader_steps.
BASE_INVADER_STEPS = ("blighted_island", "event", "fear", "ravage", "build", "explore", "advance")


def later(default_factory):
    """A field added after saves were first written. While it holds its default it is left out
    of the state hash, so adding one does not change the hash of any game that does not use it
    (saves made before it keep verifying). Add every new GameState field this way."""
    return field(default_factory=default_factory, metadata={"later": True})


@dataclass(frozen=True, init=False)
class Option:
    """One legal answer to a Decision. Which fields matter depends on `kind`.

    Its identity is its kind and data (spirit, land, to, piece, card, index). Its words are made
    by game.words (`option_words`) from those; the rules leave `label` empty (a save made before
    may hold one: it takes no part in equality, in the state hash or in a saved command, so a
    rewording or a translation never refuses a command nor breaks a save)."""

    kind: str
    spirit: int = -1
    land: str = ""
    to: str = ""
    piece: str = ""
    card: str = ""
    index: int = -1
    label: str = field(default="", compare=False)

    def __init__(self, kind: str, spirit: int = -1, land: str = "", to: str = "", piece: str = "",
                 card: str = "", index: int = -1, label: str = ""):
        # The frozen dataclass's own __init__ sets each field with a separate object.__setattr__
        # call; the rules make a few hundred options a game, so all eight go in at once, in
        # field order (checked below, with the defaults).
        self.__dict__.update(kind=kind, spirit=spirit, land=land, to=to, piece=piece, card=card,
                             index=index, label=label)

    def to_dict(self) -> dict:
        """Only the fields that differ from the default, for compact saves (the label included:
        a saved position shows its question's words when it is opened again)."""
        values = self.__dict__
        d = {"kind": values["kind"]}
        for name, default in _OPTION_DEFAULTS:
            v = values[name]
            if v != default:
                d[name] = v
        return d

    def identity(self) -> dict:
        """What the option is, without its words: `to_dict` less the label. A saved command and
        the step a choice resumes carry this, and the state hash counts only this."""
        d = self.to_dict()
        d.pop("label", None)
        return d

    @staticmethod
    def from_dict(d: dict) -> "Option":
        """The option `to_dict` gave. A save replays thousands, so a well-formed one is filled in
        directly (the dataclass's frozen __init__ sets its fields one slow call at a time); the
        constructor itself answers anything else, with its own error."""
        if type(d) is not dict or "kind" not in d or not d.keys() <= _OPTION_FIELDS:
            return Option(**d)
        o = _new(Option)
        fill = _OPTION_BLANK.copy()     # every field, in field order (as __init__ sets them)
        fill.update(d)
        o.__dict__.update(fill)
        return o


@lru_cache(maxsize=8192, typed=True)
def option(kind: str, spirit: int = -1, land: str = "", to: str = "", piece: str = "", card: str = "",
           index: int = -1, label: str = "") -> Option:
    """Option(...), made once per distinct value and then handed out again: an option is an
    immutable value, and the menus the rules ask after nearly every command (growth, cards to
    play, powers to use, target lands) are mostly the same options as the last time."""
    return Option(kind, spirit, land, to, piece, card, index, label)


@lru_cache(maxsize=4096)
def land_options(kind: str, spirit: int, lands: tuple[str, ...], piece: str = "") -> tuple[Option, ...]:
    """option(kind, spirit, land=l, piece=piece) for each land: a menu of lands (targets in
    range, where to add presence, where blight cascades), made once for the same lands (asked
    after nearly every power and growth)."""
    return tuple([option(kind, spirit, land=l, piece=piece) for l in lands])


_OPTION_DEFAULTS = tuple((f.name, f.default) for f in fields(Option)[1:])
assert [(p.name, p.default) for p in list(signature(Option.__init__).parameters.values())[2:]] == list(_OPTION_DEFAULTS)
assert list(vars(Option("k"))) == [f.name for f in fields(Option)]
_OPTION_FIELDS = frozenset(f.name for f in fields(Option))
_OPTION_BLANK = {"kind": "", **dict(_OPTION_DEFAULTS)}
_new = object.__new__


@dataclass
class Decision:
    """A choice the rules give the players: who chooses, what is asked, the legal options.

    `spirit` is the spirit that must answer, or -1 when any spirit may act (the spirit phase
    and power phases, where each option names its own spirit). `then` is the resolution step
    that receives the chosen option as `step["choice"]`. `prompt` is the question's code and
    `data` what its words need (a land, a count, a card's id): game.words makes the sentence
    (`prompt_words`). Neither is part of the position (the state hash leaves them out); a save
    made before prompts were codes holds the English sentence in `prompt`.
    """

    kind: str
    prompt: str
    spirit: int
    options: list[Option]
    then: dict
    data: dict = field(default_factory=dict)


@dataclass
class SpiritState:
    """One spirit at the table: presence, tracks, energy, cards, this turn's flags."""

    spirit_id: str
    board: str
    presence: dict[str, int] = field(default_factory=dict)
    energy_revealed: int = 1
    plays_revealed: int = 1
    destroyed_presence: int = 0
    energy: int = 0
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    grown: bool = False
    done: bool = False
    reclaim_one_used: bool = False
    any_elements: list[str] = field(default_factory=list)
    bonus_elements: dict[str, int] = field(default_factory=dict)


@dataclass
class GameState:
    """The full game position. `turn` 0 is setup; play starts at turn 1."""

    # the game's setup (spirits, boards, seed, prompt set...): never changed in play, so the
    # look-ahead's copies share it (`query.clone` reads this mark)
    config: dict = field(metadata={"fixed": True})
    rng: int
    lands: dict[str, dict[str, int]]
    spirits: list[SpiritState]
    invader_deck: list[str]
    fear_deck: list[str]
    blight_card: str
    blight_on_card: int
    blight_total: int
    blight_deck: list[str] = field(default_factory=list)
    blighted: bool = False
    blight_flipped: bool = False
    ravage: list[str] = field(default_factory=list)
    build: list[str] = field(default_factory=list)
    explore: list[str] = field(default_factory=list)
    invader_discard: list[str] = field(default_factory=list)
    fear_pool: int = 0
    fear_generated: int = 0
    fear_earned: list[str] = field(default_factory=list)
    fear_discard: list[str] = field(default_factory=list)
    terror: int = 1
    minor_deck: list[str] = field(default_factory=list)
    minor_discard: list[str] = field(default_factory=list)
    major_deck: list[str] = field(default_factory=list)
    major_discard: list[str] = field(default_factory=list)
    phase: str = "setup"
    turn: int = 0
    stack: list[dict] = field(default_factory=list)
    decision: Decision | None = None
    turn_effects: dict = field(default_factory=dict)
    result: str = ""
    cause: str = ""
    pending_loss: str = ""
    adjustments: int = 0
    # The rules this game is played with, where an adversary, a scenario or a pack changes them
    # (kept here so saves and undo carry them): the invader phase's steps in order, and kinds'
    # numbers changed for this game only ({letter: {"health": 3}}, see engine.variant).
    invader_steps: list[str] = later(lambda: list(BASE_INVADER_STEPS))
    kind_numbers: dict[str, dict[str, int]] = later(dict)
    # Event cards (none in the base game): the deck, top first, and the cards already resolved.
    event_deck: list[str] = later(list)
    event_discard: list[str] = later(list)
    # The invader phases (by turn) whose event card is drawn and discarded without resolving: [1]
    # for a pack's deck (003 ÉVÈNEMENT: "au 1er tour, piocher sans résoudre").
    event_unresolved_turns: list[int] = later(list)
    # End conditions a rule change added to this game (cause codes, see engine.results.add_end).
    end_conditions: list[str] = later(list)
    # Reactions to an invader card's reveal a rule change turned on (registered names, see
    # engine.variant.react_to_reveal): an adversary's escalation.
    on_reveal: list[str] = later(list)
    # The game's own sizes where a rule change set them (engine.variant): "fear_cards" (9),
    # "invader_cards" (12), "fear_per_card" (4 per spirit: the fear that earns one card).
    sizes: dict[str, int] = later(dict)
    # Spirits with an Incarna (engine.incarna): {spirit index as text: {"land": land or "" when
    # off the island, "empowered": bool}}.
    incarna: dict[str, dict] = later(dict)
    # This turn's growth options already taken, for spirits that take more than one
    # ({spirit index as text: [option indices]}; emptied at each spirit phase).
    growth_taken: dict[str, list[int]] = later(dict)

    def clone(self) -> "GameState":
        """A deep copy (in memory only; saves are JSON)."""
        return pickle.loads(pickle.dumps(self, protocol=pickle.HIGHEST_PROTOCOL))

    def to_dict(self) -> dict:
        """JSON-ready dict of the whole position."""
        d = asdict(self)
        if self.decision is not None:
            d["decision"]["options"] = [o.to_dict() for o in self.decision.options]
        return d

    @staticmethod
    def from_dict(d: dict) -> "GameState":
        """Rebuild a position from `to_dict` output. Raises (KeyError, TypeError, ValueError) on bad data."""
        d = dict(d)
        d["spirits"] = [SpiritState(**s) for s in d["spirits"]]
        if d.get("decision") is not None:
            dd = dict(d["decision"])
            dd["options"] = [Option.from_dict(o) for o in dd["options"]]
            d["decision"] = Decision(**dd)
        return GameState(**d)

    def state_hash(self) -> str:
        """A stable fingerprint of the position (sha256 of canonical JSON; fields added `later`
        count only once they leave their default). Words are not the position: the pending
        decision's prompt, its data and its options' labels are left out (save format 3; see
        `migrate.words_free`, the same fingerprint taken of a saved snapshot)."""
        d = {name: getattr(self, name) for name in _FIELDS}     # to_dict's, as JSON writes it
        for name, default in _LATER:
            if d[name] == default():
                del d[name]
        blob = json.dumps(d, sort_keys=True, separators=(",", ":"), default=_as_json)
        return digest(blob)


_FIELDS = tuple(f.name for f in fields(GameState))
_LATER = tuple((f.name, f.default_factory) for f in fields(GameState) if f.metadata.get("later"))


def _as_json(value):
    """What `to_dict` makes of a dataclass inside the state, for JSON to write out without the
    deep copy `to_dict` takes (the state hash is asked once per save and per load)."""
    if type(value) is Decision:     # its words (prompt, labels) are not the position
        return {"kind": value.kind, "spirit": value.spirit,
                "options": [o.identity() for o in value.options], "then": value.then}
    if type(value) is SpiritState:
        return {name: getattr(value, name) for name in _SPIRIT_FIELDS}
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    raise TypeError(f"{type(value).__name__} is not state data")


_SPIRIT_FIELDS = tuple(f.name for f in fields(SpiritState))
