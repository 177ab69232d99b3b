"""Event cards: what befalls the island at the start of an invader phase (an expansion's deck).

The base game has none. An event card is data: a stable id, its name and words, and its effect
built from the primitives of `game.content.ops` (like a fear or blight card). A pack registers
its events with `register_event`; a game plays with the events its configuration names
(`{"events": [ids]}`, shuffled into the event deck at setup, see engine.event_cards).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EventCard:
    """One event card. `effect` resolves once, when the card is revealed, with no acting spirit's
    choice beyond the first spirit's (as a fear card's effect does)."""

    id: str
    name: str
    effect: tuple[dict, ...]
    text: str = ""
    pack: str = "base"


EVENTS: dict[str, EventCard] = {}


def register_event(card: EventCard) -> EventCard:
    """Make an event card known by its id. ValueError when the id is taken or the effect is
    not a sequence of primitive operations."""
    if not isinstance(card, EventCard):
        raise TypeError(f"an event must be an EventCard, not {type(card).__name__}")
    if not card.id or card.id in EVENTS:
        raise ValueError(f"event id {card.id!r} is empty or already registered")
    if not all(isinstance(op, dict) and "op" in op for op in card.effect):
        raise ValueError(f"event {card.id!r}: its effect must be operations from game.content.ops")
    EVENTS[card.id] = card
    return card


def unregister_event(card_id: str) -> None:
    """Take an event card out again (tests, and a pack that fails to load)."""
    EVENTS.pop(card_id, None)
