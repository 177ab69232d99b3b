"""THE RULES. Pure Python: never imports pygame, never touches files or the clock.

Front door: `Game(config)` / `new_game(config)`, `legal_commands(state)`, `apply(state, cmd)`,
commands `Choose`, `Undo`, `Adjust`, `Rejection`; saves via `to_save` / `from_save`.

The front door's names are loaded on first use (PEP 562), not when the package is imported:
content modules read the piece kinds (`from game.engine import kinds as K`) while the catalog
is being filled, and the engine's rules import that catalog. Importing `game.engine.kinds`
must not start the whole engine in the middle of it.
"""
from __future__ import annotations

import importlib

_FRONT_DOOR = {
    "api": ("Game", "apply", "check", "refusal", "legal_commands"),
    "commands": ("Adjust", "Choose", "Rejection", "Undo", "command_from_dict"),
    "events": ("Event",),
    "save": ("SaveError", "from_save", "resume", "to_save"),
    "setup": ("PROMPTS", "SetupError", "new_game", "newest"),
    "state": ("Decision", "GameState", "Option"),
}
_WHERE = {name: module for module, names in _FRONT_DOOR.items() for name in names}

__all__ = ["Game", "apply", "check", "refusal", "legal_commands", "Adjust", "Choose", "Rejection", "Undo",
           "command_from_dict", "Event", "SaveError", "from_save", "resume", "to_save", "SetupError", "new_game", "newest", "PROMPTS",
           "Decision", "GameState", "Option"]


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if module != "api":
        importlib.import_module(f"{__name__}.api")      # every rule registered before any use
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
