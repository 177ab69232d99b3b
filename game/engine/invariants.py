"""Invariants that hold after every command (DESIGN.md §7); used by sim and property tests."""
from __future__ import annotations

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
    sim, so it walks each collection once."""
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
        if any(v <= 0 for v in s.presence.values()):
            out.append(f"spirit {i}: empty presence entry")
        if s.energy < 0:
            out.append(f"spirit {i}: negative energy")
        cards += s.hand
        cards += s.played
        cards += s.discard
        cards += s.forgotten
    if len(cards) != len(set(cards)):
        out.append("a power card is in two places")
    return out
