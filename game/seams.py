"""The registries a pack writes its rules into, below both the content and the engine.

A pack (game.content.packs) brings rules besides cards: invader-phase steps, rule changes, end
conditions, effects its cards name with ``ops.custom``, the log's words for the events its
rules emit, and its own setup. A registry refuses a name already taken, except by the very
same registration (a second catalog loading the same pack registers it again). Each is registered here by name; the engine reads them (engine.phase, engine.variant,
engine.results, engine.effects; the table's log reads the words), and re-exports the functions
below under its own modules' names, where the guide (docs/extending.md) shows them. Kinds of
piece are registered in game.kinds.

This module imports nothing of the game, so the content may register into it and the engine
read it without a circle of imports. `REGISTRIES` lists every registry a pack may change, so a
pack that fails halfway is taken out whole (game.content.packs).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

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
    if name in STEPS and STEPS[name] == InvaderStep(name, fn, pack):
        return STEPS[name]          # the same step again (a second catalog loading the same pack)
    if name in STEPS:
        raise StepError(f"invader step {name!r} is already registered (by pack {STEPS[name].pack!r})")
    if not callable(fn):
        raise StepError(f"invader step {name!r} needs a function fn(state) -> list of steps")
    STEPS[name] = InvaderStep(name, fn, pack)
    return STEPS[name]


def unregister_step(name: str) -> None:
    """Forget a registered step (tests, and a pack that fails to load)."""
    STEPS.pop(name, None)


# --- rule changes (engine.variant) -------------------------------------------------------------


class RuleChangeError(ValueError):
    """A rule change that cannot be registered or applied (unknown id, unknown number)."""


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
    if rule_id in RULES and RULES[rule_id] == RuleChange(rule_id, fn, pack, text):
        return RULES[rule_id]
    if rule_id in RULES:
        raise RuleChangeError(f"rule change {rule_id!r} is already registered (by pack {RULES[rule_id].pack!r})")
    if not callable(fn):
        raise RuleChangeError(f"rule change {rule_id!r} needs a function fn(state)")
    RULES[rule_id] = RuleChange(rule_id, fn, pack, text)
    return RULES[rule_id]


def unregister_rule(rule_id: str) -> None:
    """Forget a rule change (tests, and a pack that fails to load)."""
    RULES.pop(rule_id, None)


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
    if cause in ENDS and ENDS[cause] == EndCondition(cause, result, met, words, pack):
        return ENDS[cause]
    if cause in ENDS:
        raise EndError(f"end condition {cause!r} is already registered (by pack {ENDS[cause].pack!r})")
    if result not in (VICTORY, DEFEAT):
        raise EndError(f"an end condition is a {VICTORY!r} or a {DEFEAT!r}, not {result!r}")
    if not isinstance(words, str) or not words.strip():
        raise EndError(f"end condition {cause!r} needs words that say it to the players")
    if not callable(met):
        raise EndError(f"end condition {cause!r} needs a test met(state) -> bool")
    ENDS[cause] = EndCondition(cause, result, met, words, pack)
    return ENDS[cause]


def unregister_end(cause: str) -> None:
    """Forget an end condition (tests, and a pack that fails to load)."""
    ENDS.pop(cause, None)


# --- effects named by ops.custom (engine.effects) ----------------------------------------------

EFFECTS: dict[str, Callable] = {}


def register_effect(name: str, fn: Callable) -> None:
    """Make ``fn(state, args, ctx)`` the effect that ``ops.custom(name, **args)`` names.
    ValueError when the name is taken."""
    if not isinstance(name, str) or not name or not callable(fn):
        raise ValueError("an effect needs a name and a function (state, args, ctx)")
    if EFFECTS.get(name) is fn:
        return
    if name in EFFECTS:
        raise ValueError(f"effect {name!r} is already registered")
    EFFECTS[name] = fn


# --- the game log's words for a pack's events (game.ui.gamelog) ---------------------------------

EVENT_WORDS: dict[str, Callable] = {}


def event_words(kind: str, fn: Callable) -> None:
    """Give an event kind a pack's rules emit its words in the game log:
    ``fn(data, state) -> str``. ValueError when the kind already has words."""
    if not isinstance(kind, str) or not kind or not callable(fn):
        raise ValueError("event words need an event kind and a function (data, state) -> sentence")
    if EVENT_WORDS.get(kind) is fn:
        return
    if kind in EVENT_WORDS:
        raise ValueError(f"the event {kind!r} already has words")
    EVENT_WORDS[kind] = fn


# --- a pack's own setup (engine.setup) ------------------------------------------------------------

SETUPS: dict[str, Callable] = {}


def register_setup(pack: str, fn: Callable) -> None:
    """Make ``fn(state)`` the setup of the pack `pack`: it runs when every game whose settings
    name the pack is set up (``{"packs": [...]}``), after the island's starting pieces, the
    spirits' presence and the event deck, before the rule changes. ValueError when the pack
    has one already."""
    if not isinstance(pack, str) or not pack or not callable(fn):
        raise ValueError("a pack's setup needs the pack's name and a function fn(state)")
    if SETUPS.get(pack) is fn:
        return
    if pack in SETUPS:
        raise ValueError(f"the pack {pack!r} already has a setup")
    SETUPS[pack] = fn


# --- island layouts (game.content.layouts) ---------------------------------------------------
# The layouts packs add, by id (the built-in ones live in game.content.layouts); a layout is a
# game.content.layouts.Layout, registered with layouts.register_layout.
LAYOUTS: dict = {}


# --- reactions to an invader card's reveal (engine.variant.react_to_reveal) ----------------------

REACTIONS: dict[str, Callable] = {}


def register_reaction(name: str, fn: Callable) -> None:
    """Make ``fn(state, card_id) -> list of resolution steps`` a reaction to an invader card's
    reveal, known by name: a game that turns it on runs its steps when a card is revealed, before
    the explore (an adversary's escalation). ValueError when the name is taken."""
    if not isinstance(name, str) or not name or not callable(fn):
        raise ValueError("a reaction needs a name and a function (state, card_id) -> list of steps")
    if REACTIONS.get(name) is fn:     # the same pack registering again (a second catalog)
        return
    if name in REACTIONS:
        raise ValueError(f"reaction {name!r} is already registered")
    REACTIONS[name] = fn


def unregister_reaction(name: str) -> None:
    """Forget a reaction (tests, and a pack that fails to load)."""
    REACTIONS.pop(name, None)


# Every registry a pack may write into (besides the kinds of piece), for taking a pack out whole.
REGISTRIES = (STEPS, RULES, ENDS, EFFECTS, EVENT_WORDS, LAYOUTS, SETUPS, REACTIONS)


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
    if PROMPT_WORDS.get(code, None) == words:     # the same pack registering again (a second catalog)
        return
    if code in PROMPT_WORDS:
        raise ValueError(f"the question {code!r} already has words")
    PROMPT_WORDS[code] = words


def option_words(key: str, words) -> None:
    """Give an option of a pack's question its words: key "<prompt code>.<option kind>" (or the
    option kind alone). ValueError when the key already has words or the words are empty."""
    if not isinstance(key, str) or not key or not _words_ok(words):
        raise ValueError("an option's words need its key and a sentence (or a function)")
    if OPTION_WORDS.get(key, None) == words:
        return
    if key in OPTION_WORDS:
        raise ValueError(f"the option {key!r} already has words")
    OPTION_WORDS[key] = words


REGISTRIES = REGISTRIES + (PROMPT_WORDS, OPTION_WORDS)
