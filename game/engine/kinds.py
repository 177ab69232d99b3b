"""The kinds of piece, as a pack or a script names them (``from game.engine import kinds as K``).

The registry itself is `game.kinds`, below both the content and the engine, so the content can
name and register kinds without importing the engine. This module reads it through: its letter
sets (``K.INVADERS``, ``K.ON_LAND``, ...) are worked out again at every registration, so each is
read from the registry when asked, never copied here. It adds the one helper that needs the
engine's flow: `stops_one`, the usual "instead of" hook. The engine's own modules, the bots and
the table import `game.kinds` itself: a read through here is a function call (`__getattr__`),
which the rules' hot path felt (the greedy bot 23.5 -> 25.3 games a second, 2 spirits).
"""
from __future__ import annotations

from typing import Callable

from .. import kinds as _registry
from ..kinds import (BLIGHT, CITY, DAHAN, EXPLORER, HOOKS, PRESENCE, TOWN, Kind, KindError,  # noqa: F401
                     register, unregister)
from .flow import emit


def __getattr__(name: str):
    """Everything else of the registry, read when asked (its letter sets change as kinds join)."""
    return getattr(_registry, name)


def stops_one(letter: str, action: str) -> Callable:
    """The usual "instead of" hook: one piece of the kind is removed instead of the action."""

    def hook(state, land) -> bool:
        pieces = state.lands[land]
        left = pieces.get(letter, 0) - 1
        if left < 0:
            return False
        if left:                    # as pieces.take, which reads this registry: kept apart
            pieces[letter] = left
        else:
            del pieces[letter]
        emit(state, "ActionPrevented", action=action, land=land, piece=letter)
        return True

    return hook
