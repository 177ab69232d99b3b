"""The score of a finished game, as the game's score sheet counts it (a fact of the game, so
groups can compare their games).

The rulebook's scoring section, as quoted by the public game logger
josephneumann/spirit-island-logger (app/models.py, `Game.calculate_score`'s docstring):

- Victory: 5 x Difficulty, +10 for winning, +2 per Invader card remaining in the deck.
- Defeat: 2 x Difficulty, +1 per Invader card not in the deck (the discard and the cards
  face up under the Invader actions).
- Victory or defeat: +1 per X living Dahan and -1 per X Blight on the island, where X is the
  number of players (each part rounded down).

Here a spirit is a player: X is the number of spirits. The difficulty is the game's
(game.content.difficulty.total: the adversaries at their levels, the scenario and the layout);
a base game on a standard island is difficulty 0.

Pure: the position and the difficulty in, the sheet out (words are the table's, game.ui.score).
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import kinds as K
from .pieces import count

VICTORY_BONUS = 10
VICTORY_PER_DIFFICULTY = 5
DEFEAT_PER_DIFFICULTY = 2
VICTORY_PER_CARD_LEFT = 2
DEFEAT_PER_CARD_OUT = 1


@dataclass(frozen=True)
class ScoreSheet:
    """A finished game's score and each line of the sheet that makes it."""

    won: bool
    difficulty: int
    difficulty_points: int     # 5 x difficulty on a victory, 2 x on a defeat
    victory_bonus: int         # 10 on a victory, else 0
    cards_left: int            # invader cards still in the deck
    cards_out: int             # invader cards out of the deck (discard and the action spaces)
    card_points: int           # 2 per card left (victory) or 1 per card out (defeat)
    spirits: int               # X, the number of players
    dahan: int                 # living Dahan on the island
    blight: int                # blight on the island
    dahan_points: int          # dahan // X
    blight_points: int         # blight // X (taken off)

    @property
    def total(self) -> int:
        """The score."""
        return (self.difficulty_points + self.victory_bonus + self.card_points
                + self.dahan_points - self.blight_points)


def cards_out_of_deck(state) -> int:
    """The invader cards no longer in the deck: face up on the invader actions and discarded."""
    return len(state.ravage) + len(state.build) + len(state.explore) + len(state.invader_discard)


def score_sheet(state, difficulty: int = 0) -> ScoreSheet:
    """The score sheet of a game over (`state.result` "victory" or "defeat") at `difficulty`."""
    won = state.result == "victory"
    players = max(1, len(state.spirits))
    dahan = sum(count(p, K.DAHAN) for p in state.lands.values())
    blight = sum(count(p, K.BLIGHT) for p in state.lands.values())
    left, out = len(state.invader_deck), cards_out_of_deck(state)
    if won:
        diff_points, bonus, card_points = VICTORY_PER_DIFFICULTY * difficulty, VICTORY_BONUS, VICTORY_PER_CARD_LEFT * left
    else:
        diff_points, bonus, card_points = DEFEAT_PER_DIFFICULTY * difficulty, 0, DEFEAT_PER_CARD_OUT * out
    return ScoreSheet(won=won, difficulty=difficulty, difficulty_points=diff_points, victory_bonus=bonus,
                      cards_left=left, cards_out=out, card_points=card_points, spirits=players,
                      dahan=dahan, blight=blight, dahan_points=dahan // players, blight_points=blight // players)
