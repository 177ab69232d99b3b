"""Commands the players (or bots, or tests) issue, and the Rejection an illegal one gets.

Departure from DESIGN.md §3's example names: every rules choice is one command type, `Choose`,
carrying one of the pending Decision's Options (whose `kind` says growth / play / target /
push ...). One type keeps legality a single membership test and saves a flat list.
"""
from __future__ import annotations

from operator import attrgetter
from typing import Callable
from dataclasses import dataclass

from ..core.rejection import Rejection as _CoreRejection
from ..core.savefile import short_repr
from .state import Option


@dataclass(frozen=True, init=False)
class Choose:
    """Spirit `spirit` answers the pending decision with `option`."""

    spirit: int
    option: Option

    def __init__(self, spirit: int, option: Option):
        # a bot or the table makes one for every command: both fields go straight into the
        # instance's dict, in field order, not with the frozen dataclass's one slow call per field
        fields_ = self.__dict__
        fields_["spirit"] = spirit
        fields_["option"] = option

    def to_dict(self) -> dict:
        # the option's identity, not its words: a save replays whatever the labels say later
        return {"type": "choose", "spirit": self.spirit, "option": self.option.identity()}


@dataclass(frozen=True)
class Undo:
    """Take back the last command (refused across a reveal of hidden information)."""

    spirit: int = -1

    def to_dict(self) -> dict:
        return {"type": "undo", "spirit": self.spirit}


@dataclass(frozen=True)
class Adjust:
    """Tabletop mode: a manual change of pieces outside the rules. `piece` is a piece's token
    (E T C D B, "T1", "Es" with what it carries), or "P<i>" for spirit i's presence; `frm`/`to`
    are land ids or "" for the supply. `onto`: an attached kind (`piece` its letter, "S") put on
    the piece `onto` names in `to`, or taken off it in `frm` ("Es"), from or to the supply."""

    piece: str
    frm: str = ""
    to: str = ""
    spirit: int = -1
    onto: str = ""

    def to_dict(self) -> dict:
        out = {"type": "adjust", "piece": self.piece, "frm": self.frm, "to": self.to, "spirit": self.spirit}
        if self.onto:           # written only when given: older saves' commands read back the same
            out["onto"] = self.onto
        return out


Command = Choose | Undo | Adjust


# A refusal is the rules core's (game.core.rejection): a code and its particulars; game.words
# (the default `words` module) makes its sentence.
Rejection = _CoreRejection


# Whole numbers in a command: spirit numbers, option indices. Anything far outside would not
# even survive a save (JSON refuses integers of thousands of digits), so it is refused here.
_INT_RANGE = range(-1, 10_000)


_MISSING = object()     # a field a command was built without


def _bad_field(name: str, value, want: type) -> Rejection | None:
    """Why one field of a command has the wrong shape (`name` is "spirit", "piece", "frm",
    "to" or "option.<field>"), None when it is fine."""
    if value is _MISSING:
        return Rejection("field_missing", {"field": name})
    if type(value) is not want:   # exact: True is not 1, 1.0 is not 1, a str subclass is not a str
        if want is int:
            return Rejection("field_not_whole_number", {"field": name})
        return Rejection("field_not_text", {"field": name})
    if want is int and value not in _INT_RANGE:
        if abs(value) < 10**9:
            return Rejection("field_out_of_range", {"field": name, "value": value})
        return Rejection("field_far_out_of_range", {"field": name})
    if want is str:
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return Rejection("field_not_writable", {"field": name})
    return None


# Options already found well formed, by identity (each kept alive here, so its id cannot be
# reused by another object). An option is immutable once its fields are plain texts and whole
# numbers, and the menus hand out the same option objects again and again (`state.option`),
# so a bot answering a menu has its option's fields checked once, not at every command.
_WELL_FORMED: dict[int, Option] = {}
_WELL_FORMED_KEPT = 8192


def _option_malformation(option: Option) -> Rejection | None:
    """Why an option's fields could not be saved as they are, None when they can."""
    if not option.__dict__.keys() >= _OPTION_FIELDS:
        # built without its fields (Option.__new__, a copy cut short): refused by its form,
        # before the rules read a field it does not have
        missing = next(n for n in Option.__dataclass_fields__ if n not in option.__dict__)
        return Rejection("field_missing", {"field": f"option.{missing}"})
    texts, numbers = _OPTION_TEXTS(option), _OPTION_NUMBERS(option)
    # the common case at a glance (a save replays thousands): every text field plain ASCII,
    # every number whole and in range; anything else is looked at field by field
    if not (list(map(type, texts)) == _ALL_TEXT and "".join(texts).isascii()
            and list(map(type, numbers)) == _ALL_NUMBERS
            and min(numbers) >= _INT_RANGE.start and max(numbers) < _INT_RANGE.stop):
        for name in option.__dataclass_fields__:
            why = _bad_field(f"option.{name}", getattr(option, name), int if name in _OPTION_INTS else str)
            if why is not None:
                return why
    return None


def malformation(cmd, remember: bool = True) -> Rejection | None:
    """Why `cmd` is not a well-formed command at all, None when it is.

    Well-formed means exactly what a save can hold: `command_from_dict(cmd.to_dict())` gives the
    same command back, field types included. Whether it is legal now is the rules' question.
    `remember` False: the option is a new one that will not be seen again (read from a save),
    so it is not kept among the options found well formed."""
    if type(cmd) is Choose:
        option = getattr(cmd, "option", None)
        if type(option) is not Option:
            return Rejection("choice_without_option")
        if _WELL_FORMED.get(id(option)) is not option:
            why = _option_malformation(option)
            if why is not None or not remember:
                return why
            if len(_WELL_FORMED) >= _WELL_FORMED_KEPT:
                _WELL_FORMED.clear()
            _WELL_FORMED[id(option)] = option
        spirit = getattr(cmd, "spirit", _MISSING)
        if type(spirit) is int and spirit in _INT_RANGE:    # _bad_field's common case
            return None
        return _bad_field("spirit", spirit, int)
    if type(cmd) is Undo:
        return _bad_field("spirit", getattr(cmd, "spirit", _MISSING), int)
    if type(cmd) is Adjust:
        for name in ("piece", "frm", "to", "onto"):
            why = _bad_field(name, getattr(cmd, name, _MISSING), str)
            if why is not None:
                return why
        return _bad_field("spirit", getattr(cmd, "spirit", _MISSING), int)
    return Rejection("not_a_command")


def malformed(cmd) -> str:
    """Why `cmd` is not a well-formed command at all, in English words ("" when it is)."""
    why = malformation(cmd)
    return why.reason if why is not None else ""


_OPTION_INTS = ("spirit", "index")
# An Option's text fields and its number fields, each read in one call, and the exact types a
# well-formed one holds there.
def _reader(names) -> Callable:
    """A function reading these fields of an object as a tuple, in one call."""
    get = attrgetter(*names)
    return get if len(names) > 1 else lambda obj: (get(obj),)


_OPTION_FIELDS = frozenset(Option.__dataclass_fields__)
_OPTION_TEXTS = _reader([n for n in Option.__dataclass_fields__ if n not in _OPTION_INTS])
_OPTION_NUMBERS = _reader(_OPTION_INTS)
_ALL_TEXT = [str] * (len(Option.__dataclass_fields__) - len(_OPTION_INTS))
_ALL_NUMBERS = [int] * len(_OPTION_INTS)


def _field(d: dict, key: str, want: type, default=None):
    """One field of a command's JSON form, of exactly the type the engine makes."""
    v = d.get(key, default) if default is not None else d[key]
    if type(v) is not want:
        raise ValueError(f"{key} has the wrong type")
    return v


def command_from_dict(d: dict) -> Command:
    """Rebuild a command from its JSON form. Raises ValueError on anything malformed.

    Strict: nothing is coerced, so only what `to_dict` writes comes back, and what comes back
    is exactly the command that was applied."""
    try:
        t = d["type"]
        if t == "choose":
            cmd = Choose(d["spirit"], Option.from_dict(d["option"]))
        elif t == "undo":
            cmd = Undo(_field(d, "spirit", int, -1))
        elif t == "adjust":
            cmd = Adjust(_field(d, "piece", str), _field(d, "frm", str, ""), _field(d, "to", str, ""),
                         _field(d, "spirit", int, -1), _field(d, "onto", str, ""))
        else:
            raise ValueError(f"unknown command type {short_repr(t)}")
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"malformed command {short_repr(d)}: {short_repr(e)}") from None
    why = malformation(cmd, remember=False)
    if why is not None:
        raise ValueError(f"malformed command {short_repr(d)}: {why.reason}")
    return cmd


assert tuple(Choose.__dataclass_fields__) == ("spirit", "option") and not hasattr(Choose, "__post_init__")

# bounded reprs for messages are the core's (a damaged save may hold anything, of any size)
