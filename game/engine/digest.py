"""The check hash is the rules core's (game.core.digest); this name stays for packs and tests."""
from ..core.digest import digest

__all__ = ["digest"]
