"""THE RULES. Pure Python: never imports pygame, never touches files or the clock.

Front door: `Game(config)` / `new_game(config)`, `legal_commands(state)`, `apply(state, cmd)`,
commands `Choose`, `Undo`, `Adjust`, `Rejection`; saves via `to_save` / `from_save`.
"""
from .api import Game, apply, check, legal_commands, refusal
from .commands import Adjust, Choose, Rejection, Undo, command_from_dict
from .events import Event
from .save import SaveError, from_save, to_save
from .setup import PROMPTS, SetupError, new_game, newest
from .state import Decision, GameState, Option

__all__ = ["Game", "apply", "check", "refusal", "legal_commands", "Adjust", "Choose", "Rejection", "Undo",
           "command_from_dict", "Event", "SaveError", "from_save", "to_save", "SetupError", "new_game", "newest", "PROMPTS",
           "Decision", "GameState", "Option"]
