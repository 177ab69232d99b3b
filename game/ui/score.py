"""The score at the end of a game (the rules' scoring, difficulty 0 without adversaries).

Victory: 5 x difficulty + 10 + 2 x cards left in the invader deck.
Defeat:  2 x difficulty + cards out of the invader deck.
Both:    + Dahan on the island / spirits - blight on the island / spirits, each rounded down."""
from __future__ import annotations

from .. import words as W
from .. import kinds as K
from ..engine import pieces as P


def score(state, difficulty: int = 0) -> dict:
    """The final score and its parts."""
    n = max(1, len(state.spirits))
    dahan = sum(P.count(p, K.DAHAN) for p in state.lands.values())
    blight = sum(P.count(p, K.BLIGHT) for p in state.lands.values())
    left = len(state.invader_deck)
    out_of_deck = len(state.ravage) + len(state.build) + len(state.explore) + len(state.invader_discard)
    if state.result == "victory":
        base = 5 * difficulty + 10 + 2 * left
        base_words = f"victory 10 + 2 × {left} invader cards left"
    else:
        base = 2 * difficulty + out_of_deck
        base_words = f"{out_of_deck} invader cards out of the deck"
    total = base + dahan // n - blight // n
    return {"total": total, "base": base, "base_words": base_words, "dahan": dahan, "blight": blight,
            "spirits": n, "dahan_points": dahan // n, "blight_points": blight // n}


LOSS_WORDS = W.DEFEAT_CAUSES


def cause_words(state) -> str:
    """Why the game ended, in words (state.cause is a code: the words are game.words')."""
    return W.cause_words(state.cause)
