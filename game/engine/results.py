"""How a game ends: victory or defeat, with a cause code.

`state.result` is VICTORY or DEFEAT ("" while the game goes on); `state.cause` one code of
CAUSES, or of an end condition a pack registered (ENDS). The words for the base causes are
game.words'; a pack's condition brings its own. The engine says codes only. (Games of prompt
sets 1 and 2 recorded a victory's cause as a sentence, which their saves' check hashes hold:
they keep it, see LEGACY_VICTORY.)

A pack (an adversary, a scenario) adds a victory or loss condition in two steps, as it adds a
step to the invader phase: register it once by its cause code (``register_end`` or
``Pack.end_condition``), then turn it on in the games that play with it, in a rule change
applied at setup: ``add_end(state, cause)``. The end-of-action check (engine.turn.end_check)
asks it after every action, with the base conditions: every victory first (a victory reached in
the same action as a loss is still a victory), then every loss.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import seams

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


# --- end conditions a pack adds ----------------------------------------------------------------

# The registry is game.seams' (a pack registers there without importing the engine).
ENDS = seams.ENDS
EndCondition, EndError = seams.EndCondition, seams.EndError
register_end, unregister_end = seams.register_end, seams.unregister_end
assert seams.BASE_CAUSES == set(CAUSES) and (seams.VICTORY, seams.DEFEAT) == (VICTORY, DEFEAT)


def end_condition(cause: str, result: str, words: str, pack: str = "base"):
    """Decorator: register ``met(state) -> bool`` as the end condition `cause`."""

    def deco(fn):
        register_end(cause, result, fn, words, pack)
        return fn

    return deco


def add_end(state, cause: str) -> None:
    """In this game, check the registered end condition `cause` after every action (a rule
    change calls it at setup). The game's list is state, so saves and undo carry it."""
    if cause not in ENDS:
        raise EndError(f"no end condition is registered as {cause!r}")
    if cause not in state.end_conditions:
        state.end_conditions = state.end_conditions + [cause]


def reached(state, result: str) -> str:
    """The cause of the first of this game's added conditions of `result` that is met, or ""."""
    for cause in state.end_conditions:
        cond = ENDS.get(cause)
        if cond is None:
            raise EndError(f"end condition {cause!r} is not registered (is its pack installed?)")
        if cond.result == result and cond.met(state):
            return cause
    return ""


def known(cause: str) -> bool:
    """Whether a cause code is the base game's or a registered end condition's."""
    return cause in CAUSES or cause in ENDS
