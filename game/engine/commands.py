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


def _typed(option: Option, spirit) -> None:
    """Field types exactly as the engine makes them (a JSON 1.0 is not the index 1)."""
    ints = {"spirit", "index"}
    for name in option.__dataclass_fields__:
        v = getattr(option, name)
        if type(v) is not (int if name in ints else str):
            raise ValueError(f"option field {name} has the wrong type")
    if type(spirit) is not int:
        raise ValueError("spirit must be an integer")


def command_from_dict(d: dict) -> Command:
    """Rebuild a command from its JSON form. Raises ValueError on anything malformed."""
    try:
        t = d["type"]
        if t == "choose":
            cmd = Choose(d["spirit"], Option.from_dict(d["option"]))
            _typed(cmd.option, cmd.spirit)
            return cmd
        if t == "undo":
            return Undo(int(d.get("spirit", -1)))
        if t == "adjust":
            return Adjust(str(d["piece"]), str(d.get("frm", "")), str(d.get("to", "")), int(d.get("spirit", -1)))
    except (KeyError, TypeError, AttributeError, ValueError) as e:
        raise ValueError(f"malformed command {d!r}: {e}") from None
    raise ValueError(f"unknown command type {d.get('type')!r}")
