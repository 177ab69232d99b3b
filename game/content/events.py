"""Event cards: what befalls the island at the start of an invader phase (an expansion's deck).

The base game has none. An event card is data (`EventCard`): a stable id, its name and words,
and its effect built from the primitives of `game.content.ops` (like a fear or blight card).
A pack hands its events to its `Pack` (``pack.event(card)``, see game.content.packs); a test or
a script may also `register_event` one directly. A game plays the events its configuration
names (``{"events": [ids]}``, shuffled into the event deck at setup, see engine.event_cards).
"""
from __future__ import annotations

from game.content import catalog
from game.content.spec import EventCard


def __getattr__(name: str):
    if name == "EVENTS":        # the catalog's registry, read when first asked (see catalog.load)
        return catalog.EVENTS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["EventCard", "EVENTS", "register_event", "unregister_event"]


def register_event(card: EventCard) -> EventCard:
    """Make an event card known by its id (as its pack, `card.pack`). ValueError when the id is
    taken or the effect is not a sequence of primitive operations."""
    if not isinstance(card, EventCard):
        raise TypeError(f"an event must be an EventCard, not {type(card).__name__}")
    if not card.id or card.id in catalog.EVENTS:
        raise ValueError(f"event id {card.id!r} is empty or already registered")
    if not all(isinstance(op, dict) and "op" in op for _words, effect in card.parts() for op in effect):
        raise ValueError(f"event {card.id!r}: its effect must be operations from game.content.ops")
    catalog.EVENTS.add(card)
    catalog.PACKS.pack_of[("event", card.id)] = card.pack
    return card


def unregister_event(card_id: str) -> None:
    """Take an event card out again (tests, and a pack that fails to load)."""
    catalog.EVENTS.items.pop(card_id, None)
    catalog.PACKS.pack_of.pop(("event", card_id), None)
