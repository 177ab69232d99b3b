"""The rules one game is played with, where they differ from the base game.

An adversary, a scenario or a pack changes the rules through *rule changes*: a registered
function ``fn(state)`` applied at setup when the game's configuration names it
(``{"rules": ["id", ...]}``, in that order), so a save replays into the same rules. A rule change
uses the public seams:

- the invader phase's steps: ``phase.insert_step / replace_step / remove_step(state, ...)``;
- a kind's numbers for this game only: ``change_kind(state, K.TOWN, health=3)``;
- the event deck: ``event_cards.deal(state, ids)``.

Everything a rule change does lands in the state (``invader_steps``, ``kind_numbers``,
``event_deck``), so saves and undo carry it. Code that reads a kind's number for the rules asks
``kind(state, letter)`` (the registry's kind with this game's changes), not ``K.KINDS``.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Callable

from . import kinds as K
from .state import GameState

NUMBERS = tuple(f.name for f in fields(K.Kind) if f.type in ("int", int))


class RuleChangeError(ValueError):
    """A rule change that cannot be registered or applied (unknown id, unknown number)."""


@dataclass(frozen=True)
class RuleChange:
    """A registered change to the rules: its id, what it does to a new game, its pack."""

    id: str
    apply: Callable[[GameState], None]
    pack: str = "base"
    text: str = ""


RULES: dict[str, RuleChange] = {}


def register_rule(rule_id: str, fn: Callable[[GameState], None], pack: str = "base", text: str = "") -> RuleChange:
    """Make a rule change known by id; a game's configuration may then name it in "rules"."""
    if not isinstance(rule_id, str) or not rule_id:
        raise RuleChangeError("a rule change needs an id")
    if rule_id in RULES:
        raise RuleChangeError(f"rule change {rule_id!r} is already registered (by pack {RULES[rule_id].pack!r})")
    RULES[rule_id] = RuleChange(rule_id, fn, pack, text)
    return RULES[rule_id]


def rule_change(rule_id: str, pack: str = "base", text: str = ""):
    """Decorator: register ``fn(state)`` as the rule change `rule_id`."""

    def deco(fn):
        register_rule(rule_id, fn, pack, text)
        return fn

    return deco


def unregister_rule(rule_id: str) -> None:
    """Forget a rule change (tests, and a pack that fails to load)."""
    RULES.pop(rule_id, None)


def check_rules(ids) -> list[str]:
    """A configuration's rule changes, checked: a list of registered, distinct ids."""
    if not isinstance(ids, (list, tuple)) or not all(isinstance(i, str) for i in ids):
        raise RuleChangeError("rule changes are given as a list of ids")
    unknown = [i for i in ids if i not in RULES]
    if unknown:
        raise RuleChangeError(f"unknown rule change {unknown[0]!r}")
    if len(set(ids)) != len(ids):
        raise RuleChangeError("each rule change can be named once")
    return list(ids)


def apply_rules(state: GameState, ids) -> None:
    """Apply the named rule changes to a game being set up, in order."""
    for rule_id in check_rules(ids):
        RULES[rule_id].apply(state)


# --- kinds' numbers for one game -----------------------------------------------------------

def change_kind(state: GameState, letter: str, **numbers: int) -> None:
    """In this game only, give a kind other numbers (health, ravage_damage, fear, fights_back),
    e.g. ``change_kind(state, K.TOWN, health=3)``."""
    if letter not in K.KINDS:
        raise RuleChangeError(f"no kind of piece has the letter {letter!r}")
    for name, value in numbers.items():
        if name not in NUMBERS:
            raise RuleChangeError(f"a kind has no number called {name!r} (it has {', '.join(NUMBERS)})")
        if type(value) is not int or value < 0:
            raise RuleChangeError(f"{name} must be a whole number from 0 up")
    state.kind_numbers.setdefault(letter, {}).update(numbers)
    _CACHE.clear()


_CACHE: dict[tuple, K.Kind] = {}


def kind(state: GameState, letter: str) -> K.Kind:
    """A kind as this game plays it: the registry's kind with the game's changed numbers."""
    changed = state.kind_numbers.get(letter) if state.kind_numbers else None
    base = K.KINDS[letter]
    if not changed:
        return base
    key = (letter, id(base), tuple(sorted(changed.items())))
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = replace(base, **changed)
    return found
