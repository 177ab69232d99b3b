"""Invariants that hold after every command (DESIGN.md §7); used by sim and property tests."""
from __future__ import annotations

from copy import deepcopy
from functools import lru_cache

from ..content import catalog
from . import kinds as K
from . import pieces as P
from .fear import DIVIDERS
from .spirits import track_len
from .state import GameState
from .variant import kind as kind_in


def presence_total(state: GameState, i: int) -> int:
    """Presence on board + destroyed + still covering track slots."""
    s = state.spirits[i]
    return (sum(s.presence.values()) + s.destroyed_presence
            + track_len(s, "energy") - s.energy_revealed + track_len(s, "plays") - s.plays_revealed)


@lru_cache(maxsize=None)
def _track_slots(spirit_id: str) -> int:
    sp = catalog.SPIRITS[spirit_id]
    return len(sp.energy_track) + len(sp.plays_track)


@lru_cache(maxsize=None)
def initial_presence(spirit_id: str) -> int:
    """What presence_total must stay equal to for a spirit."""
    sp = catalog.SPIRITS[spirit_id]
    return sum(r[-1] for r in sp.setup) + len(sp.energy_track) - 1 + len(sp.plays_track) - 1


def violations(state: GameState) -> list[str]:
    """Every broken invariant, in words (empty when all hold). Runs after every command of a
    sim, so it walks each collection once, and the lands and the power cards only when they
    differ from the last ones looked at (most commands move neither)."""
    on_island, out = _island(state)
    out = list(out)
    if on_island + state.blight_on_card != state.blight_total:
        out.append(f"blight: {on_island} on island + {state.blight_on_card} on card != {state.blight_total}")
    if state.blight_on_card < 0:
        out.append("blight card below zero")
    n = len(state.spirits)
    if state.fear_pool + state.fear_generated != 4 * n or state.fear_pool <= 0 and state.fear_deck:
        out.append(f"fear: pool {state.fear_pool} + generated {state.fear_generated} != {4 * n}")
    fear_cards = [c for c in state.fear_deck if c not in DIVIDERS] + state.fear_earned + state.fear_discard
    if len(fear_cards) != 9 or len(set(fear_cards)) != 9:
        out.append(f"fear cards: {len(fear_cards)} in play, expected 9 distinct")
    inv = state.invader_deck + state.ravage + state.build + state.explore + state.invader_discard
    if len(inv) != 12 or len(set(inv)) != 12:
        out.append(f"invader cards: {len(inv)} in play, expected 12 distinct")
    cards = state.minor_deck + state.minor_discard + state.major_deck + state.major_discard
    for i, s in enumerate(state.spirits):
        total = (sum(s.presence.values()) + s.destroyed_presence + _track_slots(s.spirit_id)
                 - s.energy_revealed - s.plays_revealed)        # presence_total, inlined
        if total != initial_presence(s.spirit_id):
            out.append(f"spirit {i}: presence total {total} != {initial_presence(s.spirit_id)}")
        if min(s.presence.values(), default=1) <= 0:
            out.append(f"spirit {i}: empty presence entry")
        if s.energy < 0:
            out.append(f"spirit {i}: negative energy")
        cards += s.hand
        cards += s.played
        cards += s.discard
        cards += s.forgotten
    if cards != _LAST["cards"]:
        _LAST["cards"], _LAST["cards_twice"] = cards, len(cards) != len(set(cards))
    if _LAST["cards_twice"]:
        out.append("a power card is in two places")
    return out


# What the last check found, by value: the power cards in play (and whether one was in two
# places), and the island's pieces (with the kinds and the game's changed numbers they were
# judged by) and what was found there. Equal inputs give the same findings, whichever state
# they came from; comparing them is one C-level pass, where judging them is a Python loop.
_LAST: dict = {"cards": None, "cards_twice": False, "island": None, "island_found": None}


def _island(state: GameState) -> tuple[int, tuple[str, ...]]:
    """The blight on the island, and what is wrong with its pieces (`_judge_island`), kept for
    the last pieces judged."""
    seen = _LAST["island"]
    if (seen is not None and seen[0] == state.lands and seen[1] == K.KINDS
            and seen[2] == state.kind_numbers):
        return _LAST["island_found"]
    found = _judge_island(state)
    _LAST["island"] = ({lid: dict(pcs) for lid, pcs in state.lands.items()}, dict(K.KINDS),
                       deepcopy(state.kind_numbers))
    _LAST["island_found"] = found
    return found


def _judge_island(state: GameState) -> tuple[int, tuple[str, ...]]:
    """The blight on the island, and every count that is not positive and every damaged piece
    that should have been destroyed, in words."""
    out = []
    kinds, blight = K.KINDS, K.BLIGHT
    lands = state.lands
    on_island = sum([pcs.get(blight, 0) for pcs in lands.values()])
    # the common case is a healthy piece in a positive count: only the others are looked at
    odd = [(lid, t, n) for lid, pcs in lands.items() for t, n in pcs.items() if n <= 0 or len(t) > 1]
    for lid, t, n in odd:
        if n <= 0:
            out.append(f"{lid}: count {n} for {t}")
            if len(t) == 1 and t == blight:
                continue
        k = t[0]
        if k == blight:
            if len(t) > 1:
                on_island += n
        elif len(t) > 1 and (k not in kinds or P.damage_of(t) >= kind_in(state, k).health):
            out.append(f"{lid}: piece {t} should have been destroyed")
    return on_island, tuple(out)
