"""A bot that picks any legal rules command at random (never Undo): the sim's test of every rule path."""
from __future__ import annotations

import random

from game.quest.engine import legal_commands


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, quest):
        return self.rng.choice(legal_commands(quest.state))
