"""A new event card: Ill Omen. When it is revealed, the invaders' fear of the island grows:
2 Fear. One registration of data (its effect is built from the card primitives)."""
from game.content import ops as o
from game.content.events import EventCard, register_event, unregister_event

OMEN = EventCard("test-ill-omen", "Ill Omen", (o.fear(2),), "2 Fear.", pack="tests")


def install() -> None:
    register_event(OMEN)


def uninstall() -> None:
    unregister_event(OMEN.id)
