"""The registries a pack writes its rules into, below both the content and the engine.

A pack (game.content.packs) brings rules besides cards: invader-phase steps, rule changes, end
conditions, effects its cards name with ``ops.custom``, the log's words for the events its
rules emit, and its own setup. A registry refuses a name already taken, except by the very
same registration (a second catalog loading the same pack registers it again). Each is registered here by name; the engine reads them (engine.phase, engine.variant,
engine.results, engine.effects; the table's log reads the words), and re-exports the functions
below under its own modules' names, where the guide (docs/extending.md) shows them. Kinds of
piece are registered in game.kinds.

Each registry is a table of the island's rulesets (game.ruleset): what a pack registers is in
the rulesets of the games that name it, what the game's own modules (or a test, or a script)
register is in every one. The dicts below (STEPS, RULES, ...) are the ruleset in play: read
them, never write into them; the engine puts each game's ruleset in play at its doors.

This module imports nothing of the game but the registries below it (game.ruleset, game.kinds),
so the content may register into it and the engine read it without a circle of imports.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import ruleset as _ruleset
from .kinds import GAME

_reg, _unreg = _ruleset.register, _ruleset.unregister


def _has(table: str, key) -> bool:
    return _ruleset.registered(GAME, table, key)

# --- invader-phase steps (engine.phase) -------------------------------------------------------


@dataclass(frozen=True)
class InvaderStep:
    """A registered step of the invader phase: its name, what it does, the pack it came from."""

    name: str
    steps: Callable
    pack: str = "base"


class StepError(ValueError):
    """A change to the invader phase that cannot be made (an unknown step name or anchor)."""


STEPS: dict[str, InvaderStep] = {}


def register_step(name: str, fn: Callable, pack: str = "base") -> InvaderStep:
    """Make an invader step known by name: ``fn(state) -> list of resolution steps``.
    StepError when the name is already taken."""
    if not isinstance(name, str) or not name:
        raise StepError("an invader step needs a name")
    if not callable(fn):
        raise StepError(f"invader step {name!r} needs a function fn(state) -> list of steps")
    return _reg(GAME, "steps", name, InvaderStep(name, fn, pack))   # the same step again changes nothing


def unregister_step(name: str) -> None:
    """Forget a registered step (tests, scripts)."""
    _unreg(GAME, "steps", name)


# --- rule changes (engine.variant) -------------------------------------------------------------


class RuleChangeError(ValueError):
    """A rule change that cannot be registered or applied (unknown id, unknown number). Where a
    game's settings are refused for it, `code` and `data` name the setup refusal
    (game.words.SETUP_REFUSALS) said in the player's language; the message is the author's."""

    def __init__(self, message: str, code: str = "", data: dict | None = None):
        super().__init__(message)
        self.code, self.data = code, dict(data or {})


@dataclass(frozen=True)
class RuleChange:
    """A registered change to the rules: its id, what it does to a new game, its pack."""

    id: str
    apply: Callable
    pack: str = "base"
    text: str = ""


RULES: dict[str, RuleChange] = {}


def register_rule(rule_id: str, fn: Callable, pack: str = "base", text: str = "") -> RuleChange:
    """Make a rule change ``fn(state)`` known by id; a game's configuration may then name it."""
    if not isinstance(rule_id, str) or not rule_id:
        raise RuleChangeError("a rule change needs an id")
    if not callable(fn):
        raise RuleChangeError(f"rule change {rule_id!r} needs a function fn(state)")
    return _reg(GAME, "rules", rule_id, RuleChange(rule_id, fn, pack, text))


def unregister_rule(rule_id: str) -> None:
    """Forget a rule change (tests, scripts)."""
    _unreg(GAME, "rules", rule_id)


# --- end conditions (engine.results) -----------------------------------------------------------

VICTORY, DEFEAT = "victory", "defeat"
# The base game's causes (engine.results.CAUSES): a pack's condition needs a code of its own.
BASE_CAUSES = frozenset({"terror_1", "terror_2", "terror_3", "terror_4", "blight", "spirit", "time"})


@dataclass(frozen=True)
class EndCondition:
    """A registered victory or loss condition: its cause code, VICTORY or DEFEAT, the test
    `met(state) -> bool`, the words that say it (whole sentence) and the pack it came from."""

    cause: str
    result: str
    met: Callable
    words: str
    pack: str = "base"


class EndError(ValueError):
    """An end condition that cannot be registered or turned on."""


ENDS: dict[str, EndCondition] = {}


def register_end(cause: str, result: str, met: Callable, words: str, pack: str = "base") -> EndCondition:
    """Make an end condition known by its cause code. EndError when the code is a base cause or
    already taken, the result is neither VICTORY nor DEFEAT, or it has no words."""
    if not isinstance(cause, str) or not cause or cause in BASE_CAUSES:
        raise EndError(f"an end condition needs a cause code of its own, not {cause!r}")
    if result not in (VICTORY, DEFEAT):
        raise EndError(f"an end condition is a {VICTORY!r} or a {DEFEAT!r}, not {result!r}")
    if not isinstance(words, str) or not words.strip():
        raise EndError(f"end condition {cause!r} needs words that say it to the players")
    if not callable(met):
        raise EndError(f"end condition {cause!r} needs a test met(state) -> bool")
    return _reg(GAME, "ends", cause, EndCondition(cause, result, met, words, pack))


def unregister_end(cause: str) -> None:
    """Forget an end condition (tests, scripts)."""
    _unreg(GAME, "ends", cause)


# --- effects named by ops.custom (engine.effects) ----------------------------------------------

EFFECTS: dict[str, Callable] = {}


def register_effect(name: str, fn: Callable) -> None:
    """Make ``fn(state, args, ctx)`` the effect that ``ops.custom(name, **args)`` names.
    ValueError when the name is taken."""
    if not isinstance(name, str) or not name or not callable(fn):
        raise ValueError("an effect needs a name and a function (state, args, ctx)")
    _reg(GAME, "effects", name, fn)


# --- the game log's words for a pack's events (game.ui.gamelog) ---------------------------------

EVENT_WORDS: dict[str, Callable] = {}


def event_words(kind: str, fn: Callable) -> None:
    """Give an event kind a pack's rules emit its words in the game log:
    ``fn(data, state) -> str``. ValueError when the kind already has words."""
    if not isinstance(kind, str) or not kind or not callable(fn):
        raise ValueError("event words need an event kind and a function (data, state) -> sentence")
    _reg(GAME, "event_words", kind, fn)


# --- a pack's own setup (engine.setup) ------------------------------------------------------------

SETUPS: dict[str, Callable] = {}


def register_setup(pack: str, fn: Callable) -> None:
    """Make ``fn(state)`` the setup of the pack `pack`: it runs when every game whose settings
    name the pack is set up (``{"packs": [...]}``), after the island's starting pieces, the
    spirits' presence and the event deck, before the rule changes. ValueError when the pack
    has one already."""
    if not isinstance(pack, str) or not pack or not callable(fn):
        raise ValueError("a pack's setup needs the pack's name and a function fn(state)")
    _reg(GAME, "setups", pack, fn)


# --- island layouts (game.content.layouts) ---------------------------------------------------
# The layouts packs add, by id (the built-in ones live in game.content.layouts); a layout is a
# game.content.layouts.Layout, registered with layouts.register_layout.
LAYOUTS: dict = {}


def register_layout(layout) -> None:
    """Make a layout known by its id (game.content.layouts.register_layout checks it first);
    ValueError when the id is taken."""
    if _has("layouts", layout.id):
        raise ValueError(f"the layout {layout.id!r} is already registered")
    _reg(GAME, "layouts", layout.id, layout)


def unregister_layout(layout_id: str) -> None:
    _unreg(GAME, "layouts", layout_id)


# --- reactions to an invader card's reveal (engine.variant.react_to_reveal) ----------------------

REACTIONS: dict[str, Callable] = {}


def register_reaction(name: str, fn: Callable) -> None:
    """Make ``fn(state, card_id) -> list of resolution steps`` a reaction to an invader card's
    reveal, known by name: a game that turns it on runs its steps when a card is revealed, before
    the explore (an adversary's escalation). ValueError when the name is taken."""
    if not isinstance(name, str) or not name or not callable(fn):
        raise ValueError("a reaction needs a name and a function (state, card_id) -> list of steps")
    _reg(GAME, "reactions", name, fn)


def unregister_reaction(name: str) -> None:
    """Forget a reaction (tests, scripts)."""
    _unreg(GAME, "reactions", name)


# --- the words of a pack's questions (game.words) --------------------------------------------------

# prompt code -> words; option key ("<prompt code>.<option kind>", "<decision kind>.<option kind>"
# or "<option kind>") -> words. Words are an English sentence with named placeholders filled from
# the decision's data (and the option's fields), a (singular, plural) pair chosen by data["n"], or
# a function fn(data, state) -> sentence.
PROMPT_WORDS: dict[str, object] = {}
OPTION_WORDS: dict[str, object] = {}


def _words_ok(words) -> bool:
    return (isinstance(words, str) and bool(words.strip())) or callable(words) or (
        isinstance(words, tuple) and len(words) == 2 and all(isinstance(w, str) and w for w in words))


def prompt_words(code: str, words) -> None:
    """Give a question a pack's rules ask (`flow.ask(state, spirit, kind, code, ...)`) its words.
    ValueError when the code already has words or the words are empty."""
    if not isinstance(code, str) or not code or not _words_ok(words):
        raise ValueError("a question's words need its prompt code and a sentence (or a function)")
    _reg(GAME, "prompt_words", code, words)     # the same words again change nothing


def option_words(key: str, words) -> None:
    """Give an option of a pack's question its words: key "<prompt code>.<option kind>" (or the
    option kind alone). ValueError when the key already has words or the words are empty."""
    if not isinstance(key, str) or not key or not _words_ok(words):
        raise ValueError("an option's words need its key and a sentence (or a function)")
    _reg(GAME, "option_words", key, words)


def unregister_words(code: str = "", option: str = "", event: str = "") -> None:
    """Forget the words of a question, an option or an event kind (tests, scripts)."""
    for table, key in (("prompt_words", code), ("option_words", option), ("event_words", event)):
        if key:
            _unreg(GAME, table, key)


# --- the ruleset in play ------------------------------------------------------------------------

# table of the island's rulesets -> the dict here that holds the one in play
VIEWS = {"steps": STEPS, "rules": RULES, "ends": ENDS, "effects": EFFECTS, "event_words": EVENT_WORDS,
         "layouts": LAYOUTS, "setups": SETUPS, "reactions": REACTIONS, "prompt_words": PROMPT_WORDS,
         "option_words": OPTION_WORDS}
for _table, _what, _error in (("steps", "invader step", StepError), ("rules", "rule change", RuleChangeError),
                              ("ends", "end condition", EndError), ("effects", "effect", ValueError),
                              ("event_words", "the words of the event", ValueError),
                              ("layouts", "layout", ValueError), ("setups", "the setup of the pack", ValueError),
                              ("reactions", "reaction", ValueError), ("prompt_words", "the words of the question", ValueError),
                              ("option_words", "the words of the option", ValueError)):
    _ruleset.describe(GAME, _table, _what, _error)


def _use(rs) -> None:
    """Fill the dicts above from a ruleset put in play (game.ruleset.play)."""
    for table, view in VIEWS.items():
        view.clear()
        view.update(rs.table(table))


_ruleset.on_play(GAME, _use)
