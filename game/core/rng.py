"""The game's own seeded random source; its whole state is one integer kept in the game state.

SplitMix64: tiny, fast, and trivially serializable, so a save or an undo never re-rolls.
"""
from __future__ import annotations

MASK = (1 << 64) - 1


def next_u64(seed: int) -> tuple[int, int]:
    """Advance the generator: return (new state, 64-bit output)."""
    seed = (seed + 0x9E3779B97F4A7C15) & MASK
    z = seed
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return seed, z ^ (z >> 31)


class Rng:
    """A view over an integer seed; read `.state` back into the game state after use."""

    def __init__(self, state: int):
        self.state = state & MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        self.state, x = next_u64(self.state)
        return x % n

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        seed = self.state
        for i in range(len(items) - 1, 0, -1):
            seed, x = next_u64(seed)        # self.below(i + 1) without the method call and its check
            j = x % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = seed

    def choice(self, items):
        """One item of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]
