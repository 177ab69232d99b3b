"""The score at the end of a game, in the table's words: the score sheet's lines
(game.engine.score, which cites the rule) with the game's difficulty (game.content.difficulty)."""
from __future__ import annotations

from .. import words as W
from ..engine.score import ScoreSheet, score_sheet


def difficulty_of(config: dict) -> int:
    """The game's difficulty from its settings (0 when its parts cannot say: a score is still shown)."""
    from ..content import difficulty
    try:
        return int(difficulty.total(dict(config or {})))
    except Exception:   # noqa: BLE001 - a registry's fault must not hide the end of a game
        return 0


def sheet(state, difficulty: int | None = None) -> ScoreSheet:
    """The game's score sheet, at its own difficulty unless one is given."""
    return score_sheet(state, difficulty_of(state.config) if difficulty is None else difficulty)


def score(state, difficulty: int | None = None) -> dict:
    """The final score and its parts (the end screen's lines)."""
    sc = sheet(state, difficulty)
    return {"total": sc.total, "base": sc.difficulty_points + sc.victory_bonus + sc.card_points,
            "base_words": base_words(sc), "dahan": sc.dahan, "blight": sc.blight, "spirits": sc.spirits,
            "dahan_points": sc.dahan_points, "blight_points": sc.blight_points, "difficulty": sc.difficulty,
            "lines": lines(sc), "sheet": sc}


def base_words(sc: ScoreSheet) -> str:
    """The result's part of the sheet in one line."""
    if sc.won:
        return f"victory 10 + 2 × {sc.cards_left} invader cards left"
    return f"{sc.cards_out} invader cards out of the deck"


def lines(sc: ScoreSheet) -> list[tuple[str, int]]:
    """The sheet, line by line: (what it counts, points)."""
    per = "spirit" if sc.spirits == 1 else "spirits"
    if sc.won:
        out = [(f"Difficulty {sc.difficulty} × 5", sc.difficulty_points),
               ("Victory", sc.victory_bonus),
               (f"{sc.cards_left} invader cards left in the deck × 2", sc.card_points)]
    else:
        out = [(f"Difficulty {sc.difficulty} × 2", sc.difficulty_points),
               (f"{sc.cards_out} invader cards out of the deck × 1", sc.card_points)]
    out += [(f"{sc.dahan} Dahan on the island ÷ {sc.spirits} {per}", sc.dahan_points),
            (f"{sc.blight} blight on the island ÷ {sc.spirits} {per}", -sc.blight_points)]
    return out


LOSS_WORDS = W.DEFEAT_CAUSES


def cause_words(state) -> str:
    """Why the game ended, in words (state.cause is a code: the words are game.words')."""
    return W.cause_words(state.cause)
