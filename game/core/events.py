"""Events: what happened, in enough detail to animate it and to write the game log."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """One thing that happened. `kind` is e.g. "PieceAdded"; `data` its particulars.

    `reveal` marks hidden information coming to light (a drawn card): undo cannot cross it.
    Like a Rejection, an event says no words: `kind` is its stable code and `data` the
    particulars each game's log fills its sentence from (the island's game.ui.gamelog).
    """

    kind: str
    data: dict = field(default_factory=dict)
    reveal: bool = False

    @property
    def code(self) -> str:
        """The event's stable code (its kind), as a Rejection has one."""
        return self.kind

    def to_dict(self) -> dict:
        return {"kind": self.kind, "data": self.data, "reveal": self.reveal}
