"""The island's random source is the rules core's (game.core.rng); this name stays for packs and tests."""
from ..core.rng import MASK, Rng, next_u64

__all__ = ["MASK", "Rng", "next_u64"]
