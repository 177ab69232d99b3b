"""What Undo would take back, in words a player knows: "Marsh Mist Dread's card play (Call of
the Elders)", so undo never crosses from one spirit to another without saying so."""
from __future__ import annotations

from .. import words as W
from ..content import catalog
from ..engine import Adjust, Choose, Undo
from .. import kinds as K
from ..words import a_or_an, option_words
from .piece_kinds import is_presence


def newest_in_force(log):
    """A game's commands still in force, newest first: an Undo takes back the command before it
    that is still in force (the game's log keeps both)."""
    skip = 0
    for cmd in reversed(log):
        if isinstance(cmd, Undo):
            skip += 1
        elif skip:
            skip -= 1
        else:
            yield cmd


def last_undoable(game):
    """The command Undo would take back and the state before it, or (None, None)."""
    if not game.can_undo():
        return None, None
    cmd = next(newest_in_force(game.log), None)
    return (cmd, game.history[-1]) if cmd is not None else (None, None)


def _spirit(state, i: int) -> str:
    try:
        return W.shown(catalog.SPIRITS[state.spirits[i].spirit_id]).name
    except (IndexError, KeyError, TypeError):
        return ""


def _power(pid: str) -> str:
    return W.tr(catalog.name_of(pid) or pid)


# what a choice of each decision kind is called ("{spirit}'s ...")
NOUNS = {
    "presence_source": "presence placement", "presence_land": "presence placement",
    "growth_action": "growth action", "power_deck": "choice of power deck", "keep_power": "card pick",
    "forget": "card forgotten", "reclaim": "card reclaimed", "push": "push", "gather": "gather",
    "damage": "damage", "damage_dahan": "split of damage to the Dahan", "play_card": "card played by an effect",
    "destroy": "choice of piece to destroy", "remove": "choice of piece to remove",
    "downgrade": "downgrade", "cascade": "cascade", "ravage_order": "ravage order", "choose_land": "choice of land",
    "threshold": "choice of levels", "futile_power": "use of a power on nothing",
    "one_of": "choice of effect", "pay": "payment", "attach": "choice of piece", "detach": "choice of piece",
}


# What Undo takes back, each a whole entry ("{spirit}'s {what}": the spirit's own choice).
UNDO = {
    "tabletop": "tabletop move of {piece} from {frm} to {to}",
    "supply": "the supply",
    "last": "the last move",
    "start_invaders": "the start of the invader phase",
    "ravage_order": "the choice of which land ravages next",
    "growth": "growth choice",
    "play": "card play ({card})",
    "reclaim_one": "reclaim one",
    "done": "end of card plays",
    "fast_done": "end of fast powers",
    "slow_done": "end of slow powers",
    "use": "use of {card}",
    "skip": "skip of {card}",
    "target": "target for {card} ({where})",
    "owned": "{spirit}'s {what}",
    "owned_s": "{spirit}' {what}",
    "a_presence": "a presence",
}


def _owned(who: str, what: str) -> str:
    """A spirit's own choice: "Gale's push", "Moss That Mends the Scars' card pick"."""
    if not who:
        return what
    return W._(UNDO["owned_s"] if who.endswith("s") else UNDO["owned"]).format(spirit=who, what=what)


def describe(cmd, before) -> str:
    """A command in words, for the position it was applied to."""
    if isinstance(cmd, Adjust):
        what = "presence" if is_presence(cmd.piece) else K.name(cmd.piece)
        supply = W._(UNDO["supply"])
        return W._(UNDO["tabletop"]).format(piece=a_or_an(what), frm=cmd.frm or supply, to=cmd.to or supply)
    if not isinstance(cmd, Choose):
        return W._(UNDO["last"])
    o, d = cmd.option, before.decision
    who = _spirit(before, cmd.spirit)
    kind = d.kind if d is not None else ""
    if kind == "start_invaders":
        return W._(UNDO["start_invaders"])
    if kind == "ravage_order":          # any spirit may answer it: it is nobody's own choice
        return W._(UNDO["ravage_order"])
    if kind == "spirit_action":
        what = (W._(UNDO[o.kind]).format(card=_power(o.card)) if o.kind in ("growth", "play", "reclaim_one", "done")
                else option_words(d, o, before))
    elif kind == "power_action":
        what = (W._(UNDO[f"{before.phase}_done"]) if o.kind == "done" and f"{before.phase}_done" in UNDO
                else W._(UNDO["use"]).format(card=_power(o.card)))
    elif kind == "target":
        power = _power(d.then.get("power", ""))
        what = (W._(UNDO["skip"]).format(card=power) if o.kind == "skip"
                else W._(UNDO["target"]).format(card=power, where=o.land or _spirit(before, o.index)))
    else:
        what = W._(NOUNS[kind]) if kind in NOUNS else option_words(d, o, before)
    return _owned(who, what)


def undo_words(game) -> str:
    """What Ctrl+Z would take back now ("" when nothing can be undone)."""
    cmd, before = last_undoable(game)
    return describe(cmd, before) if cmd is not None else ""
