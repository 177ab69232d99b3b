"""What a spirit has left to do in a phase's menu (issue 29, "nothing paid for nothing").

A spirit has something left when it could still change the game by its own choice: grow, play
a card it can pay for, reclaim one card, or use a power that acts somewhere (a power that would
do nothing on every target it may choose, or has no target, is nothing left). With the table
option "spirits_end_when_nothing_left" a spirit whose spirit-phase menu holds nothing but
"done" ends its actions by itself (`turn`, the event "NothingLeft"); the table asks "end its
actions now?" only while `left_to_do` is not empty. Bots, the simulation and the table read
the same functions."""
from __future__ import annotations

from .state import GameState, Option

# the table option (engine.legacy)
NOTHING_LEFT = "spirits_end_when_nothing_left"

# menu options that always change something when chosen
_ALWAYS = ("growth", "play", "reclaim_one")
# menu options that use a power (the "fewer levels" of an innate is the same power)
_POWERS = ("power", "innate")


def left_to_do(state: GameState, spirit: int) -> list[Option]:
    """The options of the pending phase menu that spirit `spirit` could still take and that
    would change something: its growth, card plays and "reclaim one", and its powers that act
    on at least one target they may choose. Empty when nothing is pending for it."""
    d = state.decision
    if d is None or d.kind not in ("spirit_action", "power_action"):
        return []
    out = []
    for o in d.options:
        if o.spirit != spirit:
            continue
        if o.kind in _ALWAYS or (o.kind in _POWERS and power_acts_somewhere(state, spirit, o.card,
                                                                            o.kind == "innate")):
            out.append(o)
    return out


def nothing_left(state: GameState, spirit: int) -> bool:
    """Whether spirit `spirit` has nothing left worth doing in the pending phase menu."""
    return not left_to_do(state, spirit)


def power_acts_somewhere(state: GameState, spirit: int, pid: str, innate: bool) -> bool:
    """Whether a power the spirit may use now would change something on at least one of the
    targets it may choose: read from its steps first (`powers.surely_acts`), else tried on a
    copy per target (`powers.would_do_nothing`; a choice it would ask counts as acting)."""
    from .powers import power_spec, surely_acts, target_lands, would_do_nothing
    p = power_spec(state, spirit, pid, innate)
    if p.target == "spirit":
        targets = [("", j) for j in range(len(state.spirits))]
    else:
        targets = [(land, 0) for land in target_lands(state, spirit, p)]
        if any(surely_acts(state, spirit, p, land) for land, _ in targets):
            return True
    return any(not would_do_nothing(state, {"op": "resolve_power", "spirit": spirit, "power": pid,
                                            "innate": innate, "repeated": False, "land": land,
                                            "target_spirit": j})
               for land, j in targets)
