"""A spirit's economy as the bots weigh it: what its uncovered track slots give turn by turn,
and what uncovering the next one is worth."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from ..engine.spirits import track_len
from ..engine.state import SpiritState


def track_state(s: SpiritState, er: int, pr: int):
    """(energy income, card plays, element slots, wildcards, reclaim-one) with er/pr slots
    uncovered."""
    return _track_state(s.spirit_id, er, pr)


@lru_cache(maxsize=1024)
def _track_state(spirit_id: str, er: int, pr: int):
    sp = catalog.SPIRITS[spirit_id]
    slots = sp.energy_track[:er] + sp.plays_track[:pr]
    inc = max((x["energy"] for x in sp.energy_track[:er] if "energy" in x), default=0)
    plays = max((x["plays"] for x in sp.plays_track[:pr] if "plays" in x), default=0)
    elem = sum(1 for x in slots if "element" in x)
    anys = sum(1 for x in slots if x.get("any"))
    rec = any(x.get("reclaim_one") for x in slots)
    return inc, plays, elem, anys, rec


def econ_value(inc: int, plays: int, elem: int, anys: int, rec: bool, avg_cost: float = 1.3) -> float:
    """A spirit's turn-by-turn strength from its tracks, in score units."""
    eff = min(plays, (inc + 0.7) / max(avg_cost, 0.8))
    return 3.0 * eff + 0.6 * inc + 0.6 * plays + 0.6 * elem + 0.9 * anys + (1.2 if rec else 0.0)


def economy(s: SpiritState) -> float:
    return _economy(s.spirit_id, s.energy_revealed, s.plays_revealed)


@lru_cache(maxsize=1024)
def _economy(spirit_id: str, er: int, pr: int) -> float:
    return econ_value(*_track_state(spirit_id, er, pr))


def slot_gain(s: SpiritState, track: str) -> float:
    """What uncovering the next slot of a track is worth (with a glance at the one after)."""
    er, pr = s.energy_revealed, s.plays_revealed
    n = track_len(s, track)

    def ev(e, p):
        return econ_value(*track_state(s, e, p))

    cur = ev(er, pr)
    if track == "energy":
        if er >= n:
            return -1.0
        one = ev(er + 1, pr) - cur
        two = ev(min(er + 2, n), pr) - cur if er + 2 <= n else one
    else:
        if pr >= n:
            return -1.0
        one = ev(er, pr + 1) - cur
        two = ev(er, min(pr + 2, n)) - cur if pr + 2 <= n else one
    return max(one, 0.6 * two)
