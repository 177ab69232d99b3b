"""How a game ends: victory or defeat, with a cause from a closed set of codes.

`state.result` is VICTORY or DEFEAT ("" while the game goes on); `state.cause` one code of
CAUSES. The words for them are game.words'; the engine says codes only. (Games of prompt sets
1 and 2 recorded a victory's cause as a sentence, which their saves' check hashes hold: they
keep it, see LEGACY_VICTORY.)
"""
from __future__ import annotations

from dataclasses import dataclass

VICTORY, DEFEAT = "victory", "defeat"

# causes of victory: the victory condition of the terror level the players reached
TERROR_1, TERROR_2, TERROR_3, TERROR_4 = "terror_1", "terror_2", "terror_3", "terror_4"
TERROR = {1: TERROR_1, 2: TERROR_2, 3: TERROR_3, 4: TERROR_4}
# causes of defeat
BLIGHT = "blight"              # blight needed and none left on the (blighted) card
SPIRIT_DESTROYED = "spirit"    # a spirit has no presence left on the island
TIME = "time"                  # the invader deck was empty when a card was needed

VICTORY_CAUSES = (TERROR_1, TERROR_2, TERROR_3, TERROR_4)
DEFEAT_CAUSES = (BLIGHT, SPIRIT_DESTROYED, TIME)
CAUSES = VICTORY_CAUSES + DEFEAT_CAUSES

# The cause of a victory as games of prompt sets 1-2 wrote it into their state (frozen: it is
# part of what their saves' hashes check). Never shown: game.words reads these back as codes.
LEGACY_VICTORY = {TERROR_1: "terror level 1: no invaders on the island",
                  TERROR_2: "terror level 2: no Towns or Cities on the island",
                  TERROR_3: "terror level 3: no Cities on the island",
                  TERROR_4: "terror level 4: every fear card earned"}
FROM_LEGACY = {v: k for k, v in LEGACY_VICTORY.items()}


@dataclass(frozen=True)
class Outcome:
    """A finished game's result: won or lost, and why (a code of CAUSES)."""

    result: str
    cause: str

    @property
    def won(self) -> bool:
        return self.result == VICTORY


def outcome(state) -> Outcome | None:
    """The game's outcome, None while it goes on. A cause recorded by an older game (a
    sentence) comes back as its code."""
    if not state.result:
        return None
    return Outcome(state.result, FROM_LEGACY.get(state.cause, state.cause))
