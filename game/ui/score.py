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
        return W.say(SHEET["victory_base"], {"n": sc.cards_left})
    return W.say(SHEET["defeat_base"], {"n": sc.cards_out})


# The score sheet's lines, whole entries (a plural where a number counts something).
SHEET = {
    "victory_base": W.plural(("victory 10 + 2 × {n} invader card left", "victory 10 + 2 × {n} invader cards left")),
    "defeat_base": W.plural(("{n} invader card out of the deck", "{n} invader cards out of the deck")),
    "difficulty_won": "Difficulty {difficulty} × 5",
    "difficulty_lost": "Difficulty {difficulty} × 2",
    "victory": "Victory",
    "cards_left": W.plural(("{n} invader card left in the deck × 2", "{n} invader cards left in the deck × 2")),
    "cards_out": W.plural(("{n} invader card out of the deck × 1", "{n} invader cards out of the deck × 1")),
    "dahan": W.plural(("{dahan} Dahan on the island ÷ {n} spirit", "{dahan} Dahan on the island ÷ {n} spirits")),
    "blight": W.plural(("{blight} blight on the island ÷ {n} spirit", "{blight} blight on the island ÷ {n} spirits")),
}


def lines(sc: ScoreSheet) -> list[tuple[str, int]]:
    """The sheet, line by line: (what it counts, points), in the language spoken."""
    if sc.won:
        out = [(W._(SHEET["difficulty_won"]).format(difficulty=sc.difficulty), sc.difficulty_points),
               (W._(SHEET["victory"]), sc.victory_bonus),
               (W.say(SHEET["cards_left"], {"n": sc.cards_left}), sc.card_points)]
    else:
        out = [(W._(SHEET["difficulty_lost"]).format(difficulty=sc.difficulty), sc.difficulty_points),
               (W.say(SHEET["cards_out"], {"n": sc.cards_out}), sc.card_points)]
    out += [(W.say(SHEET["dahan"], {"dahan": sc.dahan, "n": sc.spirits}), sc.dahan_points),
            (W.say(SHEET["blight"], {"blight": sc.blight, "n": sc.spirits}), -sc.blight_points)]
    return out


LOSS_WORDS = W.DEFEAT_CAUSES


def cause_words(state) -> str:
    """Why the game ended, in words (state.cause is a code: the words are game.words')."""
    return W.cause_words(state.cause)
