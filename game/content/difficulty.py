"""A game's difficulty, read from its settings: the adversaries at their levels, the scenario and
the island's layout each add their part (the score sheet multiplies it, game.engine.score).

- the adversaries: the leading one's level difficulty (game.content.adversaries); with a
  supporting one, `adversaries.combined_difficulty` of the two (the higher plus two thirds of
  the lower, rounded up: more than either alone);
- the scenario's `difficulty` (game.content.scenarios);
- the layout's: `layouts.layout_difficulty(config, other)`, from the `difficulty` field of its
  entry in game.content.layouts, given the rest of the game's difficulty (an extra board adds
  more against a harder game); 0 when the game names no layout.

A base game on a standard island is difficulty 0. Settings that name something unknown count
nothing for it (the setup refuses them; this only adds up).
"""
from __future__ import annotations


def total(config: dict) -> int:
    """The difficulty of a game with these settings (0 for a base game on a standard island)."""
    other = adversaries_part(config) + scenario_part(config)
    return other + layout_part(config, other)


def adversary_level(config: dict, key: str) -> int:
    """The difficulty of the adversary `key` ("adversary" or "adversary2") names, alone; 0 without."""
    value = config.get(key)
    if not value:
        return 0
    from game.content.adversaries import ADVERSARIES
    try:
        aid, level = value
        return ADVERSARIES[aid].levels[level].difficulty
    except (TypeError, ValueError, KeyError, IndexError):
        return 0


def adversaries_part(config: dict) -> int:
    """The leading and supporting adversaries' part of the difficulty."""
    from game.content.adversaries import combined_difficulty
    lead, support = adversary_level(config, "adversary"), adversary_level(config, "adversary2")
    if lead and support:
        return combined_difficulty(lead, support)
    return lead or support


def scenario_part(config: dict) -> int:
    """The scenario's part of the difficulty."""
    sid = config.get("scenario")
    if not sid:
        return 0
    from game.content.scenarios import SCENARIOS
    return SCENARIOS[sid].difficulty if isinstance(sid, str) and sid in SCENARIOS else 0


def layout_part(config: dict, other: int = 0) -> int:
    """The layout's part (game.content.layouts.layout_difficulty: its entry's `difficulty`, which
    may grow with the game's `other` difficulty); 0 for a game that names no layout or one this
    install does not know."""
    from game.content import layouts
    lid = config.get("layout")
    if not isinstance(lid, str) or not lid:
        return 0
    read = getattr(layouts, "layout_difficulty", None)
    try:
        if read is not None:
            return int(read(config, other))
        return int(getattr(layouts.layout_of(lid), "difficulty", 0) or 0)
    except (KeyError, ValueError, AttributeError, TypeError):
        return 0
