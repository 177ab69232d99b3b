"""The shared rules core (game.core) as the quest uses it: its refusals are worded by game.quest.words."""
from __future__ import annotations

from game.core.events import Event  # noqa: F401
from game.core.rejection import Rejection as _Rejection
from game.core.rng import Rng  # noqa: F401
from game.core.savefile import SaveError, check_envelope, fingerprint  # noqa: F401

WORDS = "game.quest.words"


def Rejection(code: str, data: dict | None = None) -> _Rejection:
    """A refusal in the quest's words (game.quest.words)."""
    return _Rejection(code, data or {}, words=WORDS)
