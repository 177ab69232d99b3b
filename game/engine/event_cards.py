"""Event cards in play: the event deck of a game, and revealing its top card in the invader phase.

A game's events come from its configuration (``{"events": [ids]}``): setup shuffles them into
`state.event_deck` with `deal`, so a save replays to the same deck. The invader step "event"
(engine.phase) reveals the top card each invader phase and resolves its effect; with no deck
(the base game) the step does nothing. Cards are registered in game.content.events.
"""
from __future__ import annotations

from ..content import catalog
from .flow import emit, push, step
from .rng import Rng
from .state import GameState


class EventError(ValueError):
    """An event card that cannot be dealt (its id is not registered)."""


def check_events(ids) -> list[str]:
    """The event ids of a configuration, checked: a list of registered, distinct ids."""
    if not isinstance(ids, (list, tuple)) or not all(isinstance(i, str) for i in ids):
        raise EventError("events are given as a list of event card ids")
    unknown = [i for i in ids if i not in catalog.EVENTS]
    if unknown:
        raise EventError(f"unknown event card {unknown[0]!r}")
    if len(set(ids)) != len(ids):
        raise EventError("each event card can be in the deck once")
    return list(ids)


def deal(state: GameState, ids, shuffle: bool = True) -> None:
    """Put event cards on top of the game's event deck, shuffled with the game's own random
    source (or in the order given, top first, when `shuffle` is False). Setup calls it with the
    configuration's events; a test may call it on a position of its own."""
    cards = check_events(ids)
    if shuffle and len(cards) > 1:
        rng = Rng(state.rng)
        rng.shuffle(cards)
        state.rng = rng.state
    state.event_deck = cards + state.event_deck


@step("event_card")
def _event_card(state: GameState, st: dict) -> None:
    """Reveal the top event card and resolve its effect; the card goes to the event discard."""
    if not state.event_deck:
        return
    # new lists, not changed in place: a look-ahead's cheap copy may share them with the game
    card = catalog.EVENTS[state.event_deck[0]]
    state.event_deck = state.event_deck[1:]
    state.event_discard = state.event_discard + [card.id]
    emit(state, "EventCardRevealed", reveal=True, card=card.id, name=card.name, text=card.text)
    push(state, {"op": "ops", "ops": list(card.effect), "ctx": {"spirit": 0, "land": "", "source": card.id}},
         {"op": "check_end"})
