"""Invariants that hold after every command (DESIGN.md §7); used by sim and property tests."""
from __future__ import annotations

from copy import deepcopy
from functools import lru_cache
from itertools import compress
from operator import ne

from ..content import catalog
from .. import kinds as K
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


# A spirit's presence not covering track slots, by spirit: what presence_total less the slots
# must stay equal to (filled in as spirits are checked).
_OFF_TRACKS: dict[str, int] = {}


def _off_tracks(spirit_id: str) -> int:
    """initial_presence less the spirit's track slots, kept in _OFF_TRACKS."""
    n = _OFF_TRACKS[spirit_id] = initial_presence(spirit_id) - _track_slots(spirit_id)
    return n


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
    per_card = state.sizes.get("fear_per_card", 4 * n) if state.sizes else 4 * n
    if state.fear_pool + state.fear_generated != per_card or state.fear_pool <= 0 and state.fear_deck:
        out.append(f"fear: pool {state.fear_pool} + generated {state.fear_generated} != {per_card}")
    out += _decks(state)
    piles = [state.minor_deck, state.minor_discard, state.major_deck, state.major_discard]
    for i, s in enumerate(state.spirits):
        on_board = s.presence.values()
        # presence_total, inlined: what is off the tracks, against what the tracks do not hold
        off_tracks = sum(on_board) + s.destroyed_presence - s.energy_revealed - s.plays_revealed
        if off_tracks != _OFF_TRACKS.get(s.spirit_id) and off_tracks != _off_tracks(s.spirit_id):
            total = off_tracks + _track_slots(s.spirit_id)
            out.append(f"spirit {i}: presence total {total} != {initial_presence(s.spirit_id)}")
        if on_board and min(on_board) <= 0:
            out.append(f"spirit {i}: empty presence entry")
        if s.energy < 0:
            out.append(f"spirit {i}: negative energy")
        piles += (s.hand, s.played, s.discard, s.forgotten)
    out += _power_cards(piles)
    return out


# What the last check found, by value: the fear and invader cards' piles, the power cards in
# play (end to end), and what was wrong with them; the island's pieces (with the kinds and the
# game's changed numbers they were judged by) and what was found there. Equal inputs give the
# same findings, whichever state they came from; comparing them is one C-level pass, where
# judging them is a Python loop.
_LAST: dict = {"decks": None, "cards": None, "island": None, "island_found": None}


def _decks(state: GameState) -> tuple[str, ...]:
    """What is wrong with the fear cards and the invader cards, kept with a copy of their piles
    (they move a few times a turn: the piles are compared, not put end to end, at each check)."""
    piles = (state.fear_deck, state.fear_earned, state.fear_discard,
             state.invader_deck, state.ravage, state.build, state.explore, state.invader_discard, state.sizes)
    seen = _LAST["decks"]
    if seen is None or seen[0] != piles:
        sizes = state.sizes or {}
        found = _fear_cards(piles[0] + piles[1] + piles[2], sizes.get("fear_cards", 9)) + _invader_cards(
            piles[3] + piles[4] + piles[5] + piles[6] + piles[7], sizes.get("invader_cards", 12))
        seen = _LAST["decks"] = (tuple([pile.copy() for pile in piles]), found)
    return seen[1]


def _fear_cards(cards: list[str], n: int = 9) -> tuple[str, ...]:
    """What is wrong with the fear cards in play (the deck, dividers aside, earned, discarded):
    n distinct (9, or the game's own number, engine.variant.shape_fear_deck)."""
    cards = [c for c in cards if c not in DIVIDERS]
    if len(cards) != n or len(set(cards)) != n:
        return (f"fear cards: {len(cards)} in play, expected {n} distinct",)
    return ()


def _invader_cards(cards: list[str], n: int = 12) -> tuple[str, ...]:
    """What is wrong with the invader cards (deck, the three slots, discard): n distinct (12, or
    the game's own number, engine.variant.shape_invader_deck)."""
    if len(cards) != n or len(set(cards)) != n:
        return (f"invader cards: {len(cards)} in play, expected {n} distinct",)
    return ()


def _power_cards(piles: list[list[str]]) -> tuple[str, ...]:
    """What is wrong with the power cards (the decks, the discards, every spirit's own piles),
    kept with a copy of the piles: most commands move no card, and comparing the piles one by
    one is a C-level pass that puts none of them end to end."""
    seen = _LAST["cards"]
    if seen is None or seen[0] != piles:
        cards = [c for pile in piles for c in pile]
        seen = _LAST["cards"] = ([pile.copy() for pile in piles],
                                 ("a power card is in two places",) if len(cards) != len(set(cards)) else ())
    return seen[1]


def _island(state: GameState) -> tuple[int, tuple[str, ...]]:
    """The blight on the island, and what is wrong with its pieces, kept for the last pieces
    judged: a command that moves pieces changes one or two lands, and only those are judged
    again (the others' findings are kept with a copy of the pieces they were found for)."""
    seen, lands, numbers = _LAST["island"], state.lands, state.kind_numbers
    fresh = seen is None or seen[1] is not K.ORDER or seen[2] != numbers
    if not fresh:
        if seen[0] == lands:
            return _LAST["island_found"]
        fresh = tuple(lands) != seen[5]
    if fresh:
        # each land's copied pieces (in the island's order), the kinds (K.ORDER is a new dict
        # whenever a kind is registered or taken out) and numbers they are judged by, each
        # land's blight and what is wrong there (only lands where something is), the lands
        seen = _LAST["island"] = ({}, K.ORDER, deepcopy(numbers) if numbers else {}, {}, {}, tuple(lands))
        changed = seen[5]
    else:   # the same lands in the same order: the copies pair up with the pieces one to one
        changed = list(compress(seen[5], map(ne, seen[0].values(), lands.values())))
    judged, blight, wrong = seen[0], seen[3], seen[4]
    for lid in changed:
        pcs = lands[lid]
        on_land, words = _judge_land(state, lid, pcs)
        judged[lid], blight[lid] = dict(pcs), on_land
        if words:
            wrong[lid] = words
        else:
            wrong.pop(lid, None)
    words = tuple([w for lid in lands if lid in wrong for w in wrong[lid]]) if wrong else ()
    island = _LAST["island_found"] = (sum(blight.values()), words)
    return island


def _judge_land(state: GameState, lid: str, pcs: dict) -> tuple[int, tuple[str, ...]]:
    """The blight in one land, and every count there that is not positive and every damaged
    piece that should have been destroyed, in words."""
    out = []
    kinds, blight = K.KINDS, K.BLIGHT
    on_land = pcs.get(blight, 0)
    # the common case is a healthy piece in a positive count: only the others are looked at
    for t, n in pcs.items():
        if n > 0 and len(t) == 1:
            continue
        if n <= 0:
            out.append(f"{lid}: count {n} for {t}")
            if len(t) == 1 and t == blight:
                continue
        k = t[0]
        if k == blight:
            if len(t) > 1:
                on_land += n
        elif len(t) > 1 and (k not in kinds or P.damage_of(t) >= kind_in(state, k).health):
            out.append(f"{lid}: piece {t} should have been destroyed")
        elif len(t) > 1 and P.carried(t) and P.token_problem(t, state):
            out.append(f"{lid}: piece {t}: {P.token_problem(t, state)}")
    return on_land, tuple(out)
