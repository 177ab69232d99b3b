"""A power card's target and range in words ("range 1 from a sacred site", "jungle, invaders").

Below both the card faces (render) and the refusals of a click (input), which say the same
words, so neither imports the other for them.
"""
from __future__ import annotations

from . import piece_kinds

CONDITION_WORDS = {"noinvaders": "no invaders", "nodahan": "no Dahan", "noblight": "no blight",
                   "nobuildings": "no buildings", "nopresence": "no presence", "sacred": "sacred site"}


def condition_words(c: str) -> str:
    """A land condition in words: "TC>=2" -> "2+ Towns/Cities", "mountain|sand" -> "mountain or sand"."""
    if c in CONDITION_WORDS:
        return CONDITION_WORDS[c]
    if ">=" in c:
        kinds, n = c.split(">=", 1)
        return f"{n}+ " + "/".join(piece_kinds.name(k, plural=True) for k in kinds)
    return c.replace("|", " or ")


def target_words(p) -> str:
    """What a power may target, in words: "spirit", "any land", "jungle, invaders"."""
    if p.target == "spirit":
        return "any spirit"
    return ", ".join(condition_words(c) for c in p.conditions) or "any land"


def range_words(p) -> str:
    """The range line: "range 1 from a sacred site"."""
    if p.target == "spirit":
        return "target a spirit"
    return f"range {p.range}" + (" from a sacred site" if p.source == "sacred" else "")
