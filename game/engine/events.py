"""Events are the rules core's (game.core.events); this name stays for packs and tests."""
from ..core.events import Event

__all__ = ["Event"]
