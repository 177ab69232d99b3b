"""A power card's target and range in words ("range 1 from a sacred site", "jungle, invaders").

Below both the card faces (render) and the refusals of a click (input), which say the same
words, so neither imports the other for them.
"""
from __future__ import annotations

from .. import words as W
from . import piece_kinds

# Land kinds and words a card's target names (translated where shown).
TARGET_TERMS = ("mountain", "wetland", "jungle", "sand", "coastal", "inland", "invaders", "dahan", "blight",
                "buildings", "presence", "explorers", "cities", "towns", " or ")
CONDITION_WORDS = {"noinvaders": "no invaders", "nodahan": "no Dahan", "noblight": "no blight",
                   "nobuildings": "no buildings", "nopresence": "no presence", "sacred": "sacred site"}


def condition_words(c: str) -> str:
    """A land condition in words: "TC>=2" -> "2+ Towns/Cities", "mountain|sand" -> "mountain or sand"."""
    if c in CONDITION_WORDS:
        return W._(CONDITION_WORDS[c])
    if ">=" in c:
        kinds, n = c.split(">=", 1)
        return f"{n}+ " + "/".join(W.tr(piece_kinds.name(k, plural=True)) for k in kinds)
    return W._(" or ").join(W._(t) for t in c.split("|"))


def target_words(p) -> str:
    """What a power may target, in words: "spirit", "any land", "jungle, invaders"."""
    if p.target == "spirit":
        return W._("any spirit")
    return ", ".join(condition_words(c) for c in p.conditions) or W._("any land")


def range_words(p) -> str:
    """The range line: "range 1 from a sacred site"."""
    if p.target == "spirit":
        return W._("target a spirit")
    return (W._("range {n} from a sacred site") if p.source == "sacred" else W._("range {n}")).format(n=p.range)
