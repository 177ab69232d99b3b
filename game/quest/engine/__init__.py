"""The Spittlesnot quest's rules (rules document 002). Pure: no pygame, files, clock or `random`.

The front door: `Quest` (a quest in progress), `new_quest`, `legal_commands`, `apply`, `Choose`,
`Undo`, `to_save` / `from_save`; game.quest.engine.invariants checks a state."""
from .api import Quest, apply, legal_commands, refusal
from .commands import Choose, Command, Undo, command_from_dict
from .setup import SetupError, new_quest
from .state import Decision, Enemy, Hero, Option, QuestState

__all__ = ["Quest", "apply", "legal_commands", "refusal", "Choose", "Command", "Undo", "command_from_dict",
           "SetupError", "new_quest", "Decision", "Enemy", "Hero", "Option", "QuestState"]
