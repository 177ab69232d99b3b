"""Events: what happened, in enough detail to animate it and to write the game log."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """One thing that happened. `kind` is e.g. "PieceAdded"; `data` its particulars.

    `reveal` marks hidden information coming to light (a drawn card): undo cannot cross it.
    """

    kind: str
    data: dict = field(default_factory=dict)
    reveal: bool = False

    def to_dict(self) -> dict:
        return {"kind": self.kind, "data": self.data, "reveal": self.reveal}
