"""The rules one game is played with, where they differ from the base game.

An adversary, a scenario or a pack changes the rules through *rule changes*: a registered
function ``fn(state)`` applied at setup when the game's configuration names it
(``{"rules": ["id", ...]}``, in that order), so a save replays into the same rules. A rule change
uses the public seams:

- the invader phase's steps: ``phase.insert_step / replace_step / remove_step(state, ...)``;
- a kind's numbers for this game only: ``change_kind(state, K.TOWN, health=3)``;
- the event deck: ``event_cards.deal(state, ids)``;
- pieces at setup: ``setup_add(state, land, K.TOWN)`` and ``setup_blight(state, land)`` (blight
  taken from the blight card, or ``from_box=True``), and effects run before the first explore:
  ``setup_effect(state, ops)``. After them every invariant of the game holds;
- the decks' make-up: ``shape_invader_deck(state, "11-2222-33333")`` (the stages, top first),
  ``shape_fear_deck(state, (3, 4, 3))`` (fear cards per terror level), the fear that earns a card
  ``fear_per_card(state, 5)`` (per spirit) and the blight card's ``blight_on_card(state, -1)``;
- what happens when an invader card is revealed, before the explore: ``react_to_reveal(state,
  name)`` turns on a reaction registered with ``register_reaction(name, fn)`` (an escalation).

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
REACTIONS = seams.REACTIONS
register_reaction, unregister_reaction = seams.register_reaction, seams.unregister_reaction


def rule_change(rule_id: str, pack: str = "base", text: str = ""):
    """Decorator: register ``fn(state)`` as the rule change `rule_id`."""

    def deco(fn):
        register_rule(rule_id, fn, pack, text)
        return fn

    return deco


def check_rules(ids) -> list[str]:
    """A configuration's rule changes, checked: a list of registered, distinct ids."""
    if not isinstance(ids, (list, tuple)) or not all(isinstance(i, str) for i in ids):
        raise RuleChangeError("rule changes are given as a list of ids", "rules_not_list")
    unknown = [i for i in ids if i not in RULES]
    if unknown:
        raise RuleChangeError(f"unknown rule change {unknown[0]!r}", "unknown_rule", {"rule": unknown[0][:40]})
    if len(set(ids)) != len(ids):
        raise RuleChangeError("each rule change can be named once", "rule_twice")
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


def setup_blight(state: GameState, land: str, n: int = 1, from_box: bool = False) -> None:
    """At setup, put n blight on a land, taken from the blight card (no cascade, no presence
    destroyed: nothing is played yet). Refused when the card holds fewer. `from_box`: taken from
    the box instead, as the blight a scenario or an adversary adds at setup is (003: "Les
    Désolations ajoutées à la mise en place ... sont prises dans la réserve")."""
    if land not in state.lands:
        raise RuleChangeError(f"no land {land!r} on this island")
    if type(n) is not int or n < 0:
        raise RuleChangeError("the number of blight must be a whole number from 0 up")
    if from_box:
        state.lands[land][K.BLIGHT] = state.lands[land].get(K.BLIGHT, 0) + n
        state.blight_total += n
        return
    if n > state.blight_on_card:
        raise RuleChangeError(f"the blight card holds {state.blight_on_card} blight, not {n}")
    state.blight_on_card -= n
    state.lands[land][K.BLIGHT] = state.lands[land].get(K.BLIGHT, 0) + n


def setup_effect(state: GameState, ops, land: str = "", spirit: int = 0) -> None:
    """At setup, resolve an effect (ops from game.content.ops) in a land for a spirit, before the
    first explore, as a power's effect would resolve; its questions are asked then."""
    from .flow import push
    push(state, {"op": "ops", "ops": list(ops), "ctx": {"spirit": spirit, "land": land}})


# --- the decks' make-up, the fear a card takes, the blight card ------------------------------

def shape_invader_deck(state: GameState, stages: str) -> None:
    """At setup, rebuild the invader deck to a pattern of stages, top first ("11-2222-33333";
    dashes are for the eye): each digit takes the next card of that stage from the deck as it was
    dealt, then from the stage's cards left in the box (shuffled with the game's random source).
    A card of a stage the pattern leaves out goes back to the box."""
    from .rng import Rng
    from ..content import catalog
    wanted = [c for c in stages if c != "-"]
    if not wanted or any(c not in "123" for c in wanted):
        raise RuleChangeError(f"an invader deck is a pattern of stages 1, 2 and 3, not {stages!r}")
    piles = {st: [c for c in state.invader_deck if catalog.INVADER_CARDS[c].stage == st] for st in (1, 2, 3)}
    rng = Rng(state.rng)
    in_play = set(state.invader_deck) | set(state.explore) | set(state.build) | set(state.ravage)
    for st in (1, 2, 3):
        box = sorted(i for i in catalog.INVADER_IDS if catalog.INVADER_CARDS[i].stage == st and i not in in_play)
        rng.shuffle(box)
        piles[st] += box
    state.rng = rng.state
    deck = []
    for c in wanted:
        pile = piles[int(c)]
        if not pile:
            raise RuleChangeError(f"the game has no stage {c} invader card left for the deck {stages!r}")
        deck.append(pile.pop(0))
    state.invader_deck = deck
    _set_size(state, "invader_cards", len(deck) + len(state.explore) + len(state.build) + len(state.ravage), 12)


def shape_fear_deck(state: GameState, counts) -> None:
    """At setup, rebuild the fear deck to `counts` fear cards per terror level (3 numbers, the
    base game's (3, 3, 3)), the dividers between: the cards dealt are kept in their order, more
    are drawn from the game's fear cards left out (shuffled with the game's random source)."""
    from .fear import DIVIDERS
    from .rng import Rng
    from ..content import catalog
    counts = tuple(counts)
    if len(counts) != 3 or any(type(n) is not int or n < 1 for n in counts):
        raise RuleChangeError("a fear deck is three numbers of cards, one per terror level, each 1 or more")
    dealt = [c for c in state.fear_deck if c not in DIVIDERS]
    pool = sorted((set(catalog.FEAR_IDS) | set(_pack_fear(state))) - set(dealt) - set(state.fear_earned))
    rng = Rng(state.rng)
    rng.shuffle(pool)
    state.rng = rng.state
    cards = dealt + pool
    if sum(counts) > len(cards):
        raise RuleChangeError(f"the game has {len(cards)} fear cards, not {sum(counts)}")
    a, b, c = counts
    state.fear_deck = cards[:a] + [DIVIDERS[0]] + cards[a:a + b] + [DIVIDERS[1]] + cards[a + b:a + b + c]
    _set_size(state, "fear_cards", sum(counts), 9)


def _pack_fear(state: GameState) -> list[str]:
    """The fear cards the packs a game names add to its deck."""
    from ..content import catalog
    names = [n for n in state.config.get("packs", ()) if n not in catalog._BUILT_IN]
    return catalog.PACKS.ids_from("fear", names) if names else []


def fear_per_card(state: GameState, per_spirit: int) -> None:
    """At setup, the fear that earns one fear card: `per_spirit` per spirit (4 in the base game)."""
    if type(per_spirit) is not int or per_spirit < 1:
        raise RuleChangeError("the fear per card is a whole number from 1 up")
    total = per_spirit * len(state.spirits)
    state.fear_pool, state.fear_generated = total, 0
    _set_size(state, "fear_per_card", total, 4 * len(state.spirits))


def blight_on_card(state: GameState, per_spirit: int) -> None:
    """At setup, `per_spirit` more (or fewer) blight per spirit on the blight card; at least 1
    stays. The game's blight total follows."""
    if type(per_spirit) is not int:
        raise RuleChangeError("the blight per spirit is a whole number")
    n = max(1, state.blight_on_card + per_spirit * len(state.spirits))
    state.blight_total += n - state.blight_on_card
    state.blight_on_card = n


def _set_size(state: GameState, name: str, value: int, base: int) -> None:
    if value == base:
        state.sizes.pop(name, None)
    else:
        state.sizes[name] = value


def size(state: GameState, name: str) -> int:
    """One of the game's own sizes (`sizes`), the base game's where no rule change set it."""
    found = state.sizes.get(name) if state.sizes else None
    if found is not None:
        return found
    return {"fear_cards": 9, "invader_cards": 12, "fear_per_card": 4 * len(state.spirits)}[name]


# --- reactions to a reveal ---------------------------------------------------------------

def react_to_reveal(state: GameState, name: str) -> None:
    """In this game, run the registered reaction `name` each time an invader card is revealed,
    before the explore (``fn(state, card_id) -> list of resolution steps``; an escalation returns
    its effect when the card has the escalation mark). The list is state: saves and undo carry it."""
    if name not in REACTIONS:
        raise RuleChangeError(f"no reaction to a reveal is registered as {name!r}")
    if name not in state.on_reveal:
        state.on_reveal = state.on_reveal + [name]
