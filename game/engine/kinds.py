"""The kinds of piece, as a pack or a script names them (``from game.engine import kinds as K``).

The registry itself is `game.kinds`, below both the content and the engine, so the content can
name and register kinds without importing the engine. This module reads it through: its letter
sets (``K.INVADERS``, ``K.ON_LAND``, ...) are worked out again at every registration, so each is
read from the registry when asked, never copied here. `stops_one`, the usual "instead of"
hook, is the registry's: it records its event through the engine's `emit`, which importing the
engine hands to the registry, so a pack's content may use it without importing the engine.
The engine's own modules, the bots and the table import `game.kinds` itself: a read through here is a function call (`__getattr__`),
which the rules' hot path felt (the greedy bot 23.5 -> 25.3 games a second, 2 spirits).
"""
from __future__ import annotations

from .. import kinds as _registry
from ..kinds import (BLIGHT, CITY, DAHAN, EXPLORER, HOOKS, PRESENCE, TOWN, Kind, KindError,  # noqa: F401
                     register, replace, stops_one, unregister)
from . import flow  # noqa: F401  (the registry's hooks record events through the engine's emit)


def __getattr__(name: str):
    """Everything else of the registry, read when asked (its letter sets change as kinds join)."""
    return getattr(_registry, name)

