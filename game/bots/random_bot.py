"""A seeded bot that picks uniformly among the legal rules commands (never Undo)."""
from __future__ import annotations

import random

from ..engine import Choose, Game
from .evaluate import play_on


class RandomBot:
    """Uniform over legal commands; its own seeded generator, never the global one."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Choose:
        """The command to play now."""
        d = game.state.decision
        o = play_on(d)
        if o is not None:
            return Choose(o.spirit if d.spirit < 0 else d.spirit, o)
        o = self.rng.choice(d.options)      # the legal rules commands are exactly these options
        return Choose(o.spirit if d.spirit < 0 else d.spirit, o)
