"""Commands the players (or bots, or tests) issue, and the Rejection an illegal one gets.

Departure from DESIGN.md §3's example names: every rules choice is one command type, `Choose`,
carrying one of the pending Decision's Options (whose `kind` says growth / play / target /
push ...). One type keeps legality a single membership test and saves a flat list.
"""
from __future__ import annotations

from dataclasses import dataclass

from .state import Option


@dataclass(frozen=True)
class Choose:
    """Spirit `spirit` answers the pending decision with `option`."""

    spirit: int
    option: Option

    def to_dict(self) -> dict:
        return {"type": "choose", "spirit": self.spirit, "option": self.option.to_dict()}


@dataclass(frozen=True)
class Undo:
    """Take back the last command (refused across a reveal of hidden information)."""

    spirit: int = -1

    def to_dict(self) -> dict:
        return {"type": "undo", "spirit": self.spirit}


@dataclass(frozen=True)
class Adjust:
    """Tabletop mode: a manual change of pieces outside the rules. `piece` is E T C D B, or
    "P<i>" for spirit i's presence; `frm`/`to` are land ids or "" for the supply."""

    piece: str
    frm: str = ""
    to: str = ""
    spirit: int = -1

    def to_dict(self) -> dict:
        return {"type": "adjust", "piece": self.piece, "frm": self.frm, "to": self.to, "spirit": self.spirit}


Command = Choose | Undo | Adjust


@dataclass(frozen=True)
class Rejection:
    """An illegal command: why, in one line. The state is unchanged."""

    reason: str

    def __bool__(self) -> bool:
        return False


def command_from_dict(d: dict) -> Command:
    """Rebuild a command from its JSON form. Raises ValueError on anything malformed."""
    try:
        t = d["type"]
        if t == "choose":
            return Choose(int(d["spirit"]), Option.from_dict(d["option"]))
        if t == "undo":
            return Undo(int(d.get("spirit", -1)))
        if t == "adjust":
            return Adjust(str(d["piece"]), str(d.get("frm", "")), str(d.get("to", "")), int(d.get("spirit", -1)))
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"malformed command {d!r}: {e}") from None
    raise ValueError(f"unknown command type {d.get('type')!r}")
