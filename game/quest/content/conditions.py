"""The conditions (rules document 002, "Conditions" and "Special Effects"): at most one of each on a
character; a second one is discarded and costs 1 wound. Fire I/II, poisoned, stunned, slowed, hidden."""
from __future__ import annotations

from game.quest.content.spec import Condition, Effect

CONDITIONS = (
    Condition("fire2", "Fire II", "In the time phase: 1 wound, then it burns lower (Fire I).",
              time_effects=(Effect("damage", 1, who="self"),), becomes="fire1", ends="time"),
    Condition("fire1", "Fire I", "In the time phase: 1 wound, then it goes out.",
              time_effects=(Effect("damage", 1, who="self"),), becomes="", ends="time"),
    Condition("poisoned", "Poisoned", "In the time phase: 1 wound. It lasts until healed.",
              time_effects=(Effect("damage", 1, who="self"),), ends="heal"),
    Condition("stunned", "Stunned",
              "A stunned hero skips the combat and actions of its next turn; a stunned enemy finishes "
              "its current move and skips the rest of its turn. Then it wears off.", ends="skip"),
    Condition("slowed", "Slowed", "One movement fewer in its next turn or activation, then it wears off.",
              ends="turn", passive=(Effect("stat", "movement", who="self", amount=-1),)),
    Condition("hidden", "Hidden",
              "Cannot be targeted directly, only by area attacks and effects on everyone. It ends when "
              "the hidden hero attacks.", ends="attack"),
)
