"""The expansion layer as a built-in pack that a game plays only when its settings name it
(``"packs": ["expansion"]``): the event deck, the six tokens (beasts, wilds, disease, strife,
badlands, vitality), Incarna, more spirits, powers, fear and blight cards.

It is listed in ``packs.BUILT_IN`` but marked OPTIONAL: its cards never slip into a base game's
decks (game.content.catalog keeps them out of the default decks), so base games keep their seeds,
golden transcripts and saves. Each part registers from its own module.
"""
from __future__ import annotations

from game.content.expansion import blight, events, fear, powers, spirits, tokens

PACK_NAME = "expansion"
OPTIONAL = True     # played only by games whose settings name it


def register(pack) -> None:
    """Hand the expansion's rules and content to `pack`: the tokens first (the rest names them)."""
    for part in (tokens, events, spirits, powers, fear, blight):
        part.register(pack)
