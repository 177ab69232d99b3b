"""The rules one game is played with, where they differ from the base game.

An adversary, a scenario or a pack changes the rules through *rule changes*: a registered
function ``fn(state)`` applied at setup when the game's configuration names it
(``{"rules": ["id", ...]}``, in that order), so a save replays into the same rules. A rule change
uses the public seams:

- the invader phase's steps: ``phase.insert_step / replace_step / remove_step(state, ...)``;
- a kind's numbers for this game only: ``change_kind(state, K.TOWN, health=3)``;
- the event deck: ``event_cards.deal(state, ids)``;
- pieces at setup: ``setup_add(state, land, K.TOWN)`` and ``setup_blight(state, land)`` (blight
  taken from the blight card), and effects run before the first explore: ``setup_effect(state, ops)``.
  After them every invariant of the game holds.

Everything a rule change does lands in the state (``invader_steps``, ``kind_numbers``,
``event_deck``), so saves and undo carry it. Code that reads a kind's number for the rules asks
``kind(state, letter)`` (the registry's kind with this game's changes), not ``K.KINDS``.
"""
from __future__ import annotations

from dataclasses import fields, replace

from .. import seams
from .. import kinds as K
from .state import GameState

# The numbers a rule change may change in one game (the invader phase's roles are the registry's).
NUMBERS = tuple(f.name for f in fields(K.Kind) if f.type in ("int", int) and f.name not in ("build_rank", "holds_out_to"))


# The registry is game.seams' (a pack registers there without importing the engine).
RULES = seams.RULES
RuleChange, RuleChangeError = seams.RuleChange, seams.RuleChangeError
register_rule, unregister_rule = seams.register_rule, seams.unregister_rule


def rule_change(rule_id: str, pack: str = "base", text: str = ""):
    """Decorator: register ``fn(state)`` as the rule change `rule_id`."""

    def deco(fn):
        register_rule(rule_id, fn, pack, text)
        return fn

    return deco


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


def kinds(state: GameState) -> dict[str, K.Kind]:
    """Every kind as this game plays it, by letter (the registry where the game changes nothing)."""
    if not state.kind_numbers:
        return K.KINDS
    return {letter: kind(state, letter) for letter in K.KINDS}


def kind(state: GameState, letter: str) -> K.Kind:
    """A kind as this game plays it: the registry's kind with the game's changed numbers (a
    piece that can be damaged keeps at least 1 health, however an effect lowers it)."""
    changed = state.kind_numbers.get(letter) if state.kind_numbers else None
    base = K.KINDS[letter]
    if not changed:
        return base
    key = (letter, id(base), tuple(sorted(changed.items())))
    found = _CACHE.get(key)
    if found is None:
        if base.health > 0 and changed.get("health", 1) < 1:    # 003: a health reduced never goes below 1
            changed = dict(changed, health=1)
        found = _CACHE[key] = replace(base, **changed)
    return found


# --- setup: pieces and effects a rule change adds -------------------------------------------

def setup_add(state: GameState, land: str, letter: str, n: int = 1) -> None:
    """At setup, add n pieces of a kind to a land (an adversary's extra Town, a scenario's
    Dahan). Blight is taken from the blight card (`setup_blight`); presence is not a land's piece."""
    if land not in state.lands:
        raise RuleChangeError(f"no land {land!r} on this island")
    if letter not in K.KINDS or not K.KINDS[letter].on_land:
        raise RuleChangeError(f"no kind of piece on a land has the letter {letter!r}")
    if type(n) is not int or n < 0:
        raise RuleChangeError("the number of pieces must be a whole number from 0 up")
    if letter == K.BLIGHT:
        setup_blight(state, land, n)
        return
    state.lands[land][letter] = state.lands[land].get(letter, 0) + n


def setup_blight(state: GameState, land: str, n: int = 1) -> None:
    """At setup, put n blight on a land, taken from the blight card (no cascade, no presence
    destroyed: nothing is played yet). Refused when the card holds fewer."""
    if land not in state.lands:
        raise RuleChangeError(f"no land {land!r} on this island")
    if type(n) is not int or n < 0:
        raise RuleChangeError("the number of blight must be a whole number from 0 up")
    if n > state.blight_on_card:
        raise RuleChangeError(f"the blight card holds {state.blight_on_card} blight, not {n}")
    state.blight_on_card -= n
    state.lands[land][K.BLIGHT] = state.lands[land].get(K.BLIGHT, 0) + n


def setup_effect(state: GameState, ops, land: str = "", spirit: int = 0) -> None:
    """At setup, resolve an effect (ops from game.content.ops) in a land for a spirit, before the
    first explore, as a power's effect would resolve; its questions are asked then."""
    from .flow import push
    push(state, {"op": "ops", "ops": list(ops), "ctx": {"spirit": spirit, "land": land}})
