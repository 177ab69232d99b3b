"""Ordering questions asked only when the answer matters.

The rules let the players order some things that happen "at once" (the lands of one ravage,
the actions of one growth option). With the table option `orders_only_when_they_matter` (on in
a new game at the table, `setup.newest`), the engine first tries each answer to "which land
ravages next?" on a copy of the position, going on in board order after it, and asks only when
the copies end in different positions; when every order ends the same, it takes the first
(board order) without asking. A game without the option (a bare configuration, a save made
before it) asks every order, as it was played."""
from __future__ import annotations

from dataclasses import fields

from .flow import HANDLERS, RuleError, answer, mute, push, table_asks
from .lookahead import clone
from .state import GameState, SpiritState

OPTION = "orders_only_when_they_matter"


def asks_only_when_it_matters(state: GameState) -> bool:
    """Whether this game skips ordering questions whose answer cannot matter (the table option)."""
    return table_asks(state, OPTION)


def kept_apart(state: GameState, tries: list[tuple[str, list[dict]]]) -> bool:
    """Whether resolving each land's steps in turn, on one copy (its questions answered with
    their first option), keeps them apart: none reaches another of these lands (before or after
    that land's turn), and nothing else of the game changes but what adds up the same in any
    order: the pieces and presence of the lands that do not take part (blight cascading there
    adds up: each blight after the first cascades on, into the same land), fear, and blight taken
    off a card that neither flips nor empties. Then no order of them can change the outcome, and
    one copy says so where trying every order takes one copy per order."""
    sim = clone(state)
    mute(sim)
    base = len(sim.stack)
    done = {}
    for land, steps in tries:
        if sim.lands[land] != state.lands[land] or _presence(sim, land) != _presence(state, land):
            return False        # something of an earlier one reached this land
        push(sim, *steps)
        if not _resolve(sim, base) or sim.result:
            return False
        done[land] = (dict(sim.lands[land]), _presence(sim, land))
    for land, kept in done.items():
        if kept != (sim.lands[land], _presence(sim, land)):
            return False        # a later one reached a land after its turn
    for s, t in zip(sim.spirits, state.spirits):
        if any(getattr(s, name) != getattr(t, name) for name in _SPIRIT_KEPT):
            return False
    lands = set(done)
    return (_elsewhere(sim.turn_effects, lands) == _elsewhere(state.turn_effects, lands)
            and all(getattr(sim, name) == getattr(state, name) for name in _KEPT))


def _elsewhere(effects: dict, lands: set) -> dict:
    """This turn's effects but the lists' entries for the given lands (a land's own "skip the
    next ravage here" is used up by its own ravage, in any order)."""
    return {k: [x for x in v if x not in lands] if type(v) is list else v for k, v in effects.items()}


def _presence(state: GameState, land: str) -> tuple:
    """Every spirit's presence in a land."""
    return tuple([s.presence.get(land, 0) for s in state.spirits])


def _resolve(sim: GameState, base: int, budget: int = 20000) -> bool:
    """Resolve a copy's steps above `base`, each question answered with its first option
    (False if the game ends on the way)."""
    while not sim.result:
        budget -= 1
        if budget < 0:
            raise RuleError("a tried order does not end")
        if sim.decision is not None:
            answer(sim, sim.decision.options[0])
        elif len(sim.stack) > base:
            st = sim.stack.pop()
            HANDLERS[st["op"]](sim, st)
        else:
            return True
    return False


def order_matters(state: GameState, tries: list[list[dict]]) -> bool:
    """Whether resolving each list of steps now, each on its own copy (the copy's questions
    answered with their first option), ends in more than one position. The rest of the stack
    is left alone: each copy stops where the given steps are done."""
    first = None
    for steps in tries:
        end = outcome(state, steps)
        if first is None:
            first = end
        elif end != first:
            return True
    return False


def outcome(state: GameState, steps: list[dict], budget: int = 20000) -> tuple:
    """The position (all of the game's state but what is still to resolve) after the given
    steps are resolved on a muted copy, its questions answered with their first option."""
    sim = clone(state)
    mute(sim)
    base = len(sim.stack)
    push(sim, *steps)
    _resolve(sim, base, budget)
    return tuple([getattr(sim, name) for name in _COMPARED])


# what an order can change: everything but the setup and what is left to resolve
_COMPARED = tuple(f.name for f in fields(GameState) if f.name not in ("config", "stack", "decision"))
# what one land's ravage may change and still come out the same in any order: the counts
# (fear earned is the top card whichever ravage earns it; the blight card must not turn over)
_ADDS_UP = ("fear_pool", "fear_generated", "fear_earned", "fear_deck", "terror", "blight_on_card")
_KEPT = tuple(n for n in _COMPARED if n not in ("lands", "spirits", "turn_effects") + _ADDS_UP)
_SPIRIT_KEPT = tuple(f.name for f in fields(SpiritState) if f.name not in ("presence", "destroyed_presence"))
