"""The quest's commands: one rules command, `Choose(hero, option)`, answering the pending decision,
and `Undo`. Both are frozen and JSON-serialisable (a save is their list)."""
from __future__ import annotations

from dataclasses import dataclass

from ._core import Rejection
from .state import Option


@dataclass(frozen=True)
class Choose:
    """Hero `hero` answers the pending decision with `option` (-1: a decision any hero may answer)."""

    hero: int
    option: Option

    def to_dict(self) -> dict:
        return {"type": "choose", "hero": self.hero, "option": self.option.to_dict()}


@dataclass(frozen=True)
class Undo:
    """Take back the last command (refused across a die roll or a card drawn)."""

    hero: int = -1

    def to_dict(self) -> dict:
        return {"type": "undo", "hero": self.hero}


Command = Choose | Undo
OPTION_FIELDS = {"kind": str, "hero": int, "area": str, "target": str, "item": str, "index": int}


def command_from_dict(d) -> Command | None:
    """The command a save holds, or None when it is not one (checked, never trusted)."""
    if type(d) is not dict:
        return None
    if d.get("type") == "undo" and type(d.get("hero", -1)) is int:
        return Undo(d.get("hero", -1))
    o = d.get("option")
    if d.get("type") != "choose" or type(d.get("hero")) is not int or type(o) is not dict:
        return None
    if "kind" not in o or any(k not in OPTION_FIELDS or type(v) is not OPTION_FIELDS[k] for k, v in o.items()):
        return None
    return Choose(d["hero"], Option(**o))


def malformation(cmd) -> Rejection | None:
    """Why a command is not even well formed (None when it is)."""
    if isinstance(cmd, Undo):
        return None if type(cmd.hero) is int else Rejection("bad_command")
    if not isinstance(cmd, Choose) or type(cmd.hero) is not int or not isinstance(cmd.option, Option):
        return Rejection("bad_command")
    for k, t in OPTION_FIELDS.items():
        if type(getattr(cmd.option, k)) is not t:
            return Rejection("bad_command")
    return None
