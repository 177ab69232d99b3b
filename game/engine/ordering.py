"""Ordering questions asked only when the answer matters.

The rules let the players order some things that happen "at once" (the lands of one ravage,
the actions of one growth option). With the table option `orders_only_when_they_matter` (on in
a new game at the table, `setup.newest`), the engine first tries each answer to "which land
ravages next?" on a copy of the position, going on in board order after it, and asks only when
the copies end in different positions; when every order ends the same, it takes the first
(board order) without asking. A game without the option (a bare configuration, a save made
before it) asks every order, as it was played."""
from __future__ import annotations

from dataclasses import fields
from operator import attrgetter
from typing import NamedTuple

from ..content import catalog
from .flow import HANDLERS, MUTED, RuleError, answer, mute, push, table_asks
from .lookahead import clone
from .state import GameState, SpiritState

OPTION = "orders_only_when_they_matter"


class BoardOrder(NamedTuple):
    """What a copy that resolved a ravage card's lands in board order found, when they are not
    kept apart: the position it ended in (`outcome`'s), and how many lands from the first it
    kept apart before the others (every order of those ends the same)."""

    position: tuple
    kept: int


# `resolved_apart`'s answer when no order can matter, but a question on the way may change that
# for the lands after the first: the first ravages now, and the rest are looked at again
FIRST_LAND = "first land"


def asks_only_when_it_matters(state: GameState) -> bool:
    """Whether this game skips ordering questions whose answer cannot matter (the table option)."""
    return table_asks(state, OPTION)


def resolved_apart(state: GameState, tries: list[tuple[str, list[dict]]]):
    """Resolve each land's steps in turn, in the given (board) order, when no order of them can
    change the outcome (`kept_apart`): True, and the game is where resolving them in that order
    leaves it, its events recorded. The copy that tried them is taken as the position, so the
    lands are resolved once, not once to try and once again to play. When a question came up on
    the way (the copy answered it with its first option), the steps are pushed onto the game
    instead, in that order, for the players to answer (True too); but when the blight card
    turned over on the way (`_turned_once`), the answer is FIRST_LAND: the first land ravages
    now, unasked, and the order of the rest is looked at again once it has (what trying every
    order said before a turning card could keep the lands apart: the players' answer may differ
    from the copy's, and the rest's order matter then).

    Otherwise nothing changes, and the answer is what the copy found going in board order (a
    `BoardOrder`, for `order_matters` to compare with instead of trying that order again), or
    None when the copy stopped short of the end."""
    verdict, sim, kept = _apart(state, tries, record=True)
    if verdict == "asked":
        if _card(sim) != _card(state):
            return FIRST_LAND
        push(state, *[st for _land, steps in tries for st in steps])
        return True
    if verdict != "apart":
        return BoardOrder(_position(sim), kept) if verdict == "differ" else None
    got = sim.__dict__
    events = got.pop("_events", None)
    got.pop("_asked", None)
    for name in _FIELDS:
        state.__dict__[name] = got[name]
    if events:
        mine = state.__dict__.get("_events")
        if mine is None:
            state.__dict__["_events"] = events
        elif mine is not MUTED:
            mine.extend(events)
    return True


def kept_apart(state: GameState, tries: list[tuple[str, list[dict]]]) -> bool:
    """Whether resolving each land's steps in turn, on one copy (its questions answered with
    their first option), keeps them apart: none reaches another of these lands (before or after
    that land's turn), and nothing else of the game changes but what adds up the same in any
    order: the pieces and presence of the lands that do not take part (blight cascading there
    adds up: each blight after the first cascades on, into the same land), fear, and blight taken
    off the blight card, which may turn over once if its flip does nothing more (`_turned_once`).
    Then no order of them can change the outcome, and
    one copy says so where trying every order takes one copy per order."""
    return _apart(state, tries, record=False)[0] in ("apart", "asked")


def _apart(state: GameState, tries: list[tuple[str, list[dict]]], record: bool) -> tuple[str, GameState, int]:
    """Resolve each land's steps in turn on a copy: the verdict, the copy, and how many lands
    from the first the copy kept apart (looked at after each land while they are, only when
    `record`). The verdict: "apart": they are kept apart (see `kept_apart`); "asked": so too,
    but a question came up on the way (answered on the copy with its first option, where the
    players' answers may differ; noted only when `record`); "differ": not kept apart, and the
    copy went through every land (or to the game's end); "reached": one reached a land before
    its turn (the copy stopped there). `record`: the copy records its events (muted when the
    game is)."""
    sim = clone(state)
    if not record or state.__dict__.get("_events") is MUTED:
        mute(sim)
    base = len(sim.stack)
    done = {}
    kept, last = 1, len(tries) - 1     # one land alone is never tried in another order
    for i, (land, steps) in enumerate(tries):
        if sim.lands[land] != state.lands[land] or _presence(sim, land) != _presence(state, land):
            return "reached", sim, kept     # something of an earlier one reached this land
        push(sim, *steps)
        if not _resolve(sim, base, note=record) or sim.result:
            return "differ", sim, kept      # the game ended on the way
        done[land] = (dict(sim.lands[land]), _presence(sim, land))
        if record and kept == i < last and _still_apart(state, sim, done):
            kept = i + 1        # the first i + 1 lands are kept apart
    if _still_apart(state, sim, done):
        return ("asked" if sim.__dict__.get("_asked") else "apart"), sim, len(tries)
    return "differ", sim, kept


def _still_apart(state: GameState, sim: GameState, done: dict) -> bool:
    """Whether the lands resolved so far on the copy (`done`: each one's pieces and presence
    after its turn) are kept apart, as `kept_apart` says: none was reached after its turn, the
    spirits and the rest of the game changed only in what adds up (the other lands, the lands of
    the card still to ravage among them, are lands that do not take part)."""
    for land, after in done.items():
        if after != (sim.lands[land], _presence(sim, land)):
            return False            # a later one reached a land after its turn
    for s, t in zip(sim.spirits, state.spirits):
        if _spirit_kept(s) != _spirit_kept(t):
            return False
    return (_kept(sim) == _kept(state)
            and _elsewhere(sim.turn_effects, done) == _elsewhere(state.turn_effects, done)
            and (_card(sim) == _card(state) or _turned_once(state, sim)))


def _turned_once(before: GameState, after: GameState) -> bool:
    """Whether the blight card turned over exactly once between two positions, and did nothing
    else when it turned: its healthy side emptied and flipped (or, already turned, a "still
    healthy" card emptied and the next blight card was drawn onto its flipped side), adding its
    blight to the card, and the card turned up has no immediate effect.

    Then the ravages kept apart take the same blight in any order, so the card turns at the same
    blight taken whichever land's ravage takes it, once in every order, and ends the same: a
    flip adds only to the card's count and says the island is blighted, which no ravage reads
    (each card's blight per spirit is read at its next invader phase). A card whose flip does
    something (an immediate effect) may do it differently in the middle of another order: the
    orders are tried. So are two turns (the second may end the game)."""
    if before.blight_flipped:       # a still-healthy card emptied: the next one is drawn
        deck = before.blight_deck
        if not deck or after.blight_card != deck[0] or after.blight_deck != deck[1:]:
            return False
    elif after.blight_card != before.blight_card or after.blight_deck != before.blight_deck:
        return False
    card = catalog.BLIGHT[after.blight_card]
    return (after.blight_flipped and after.blighted == (not card.still_healthy) and not card.immediate
            and after.blight_total == before.blight_total + card.blighted_per_spirit * len(before.spirits))


def _elsewhere(effects: dict, lands: set) -> dict:
    """This turn's effects but the lists' entries for the given lands (a land's own "skip the
    next ravage here" is used up by its own ravage, in any order)."""
    return {k: [x for x in v if x not in lands] if type(v) is list else v for k, v in effects.items()}


def _presence(state: GameState, land: str) -> tuple:
    """Every spirit's presence in a land."""
    return tuple([s.presence.get(land, 0) for s in state.spirits])


def _resolve(sim: GameState, base: int, budget: int = 20000, note: bool = False) -> bool:
    """Resolve a copy's steps above `base`, each question answered with its first option
    (False if the game ends on the way). `note`: mark the copy if a question came up."""
    while not sim.result:
        budget -= 1
        if budget < 0:
            raise RuleError("a tried order does not end")
        if sim.decision is not None:
            if note:
                sim.__dict__["_asked"] = True
            answer(sim, sim.decision.options[0])
        elif len(sim.stack) > base:
            st = sim.stack.pop()
            HANDLERS[st["op"]](sim, st)
        else:
            return True
    return False


def order_matters(state: GameState, tries: list[list[dict]], first: tuple | BoardOrder | None = None) -> bool:
    """Whether resolving each list of steps now, each on its own copy (the copy's questions
    answered with their first option), ends in more than one position. The rest of the stack
    is left alone: each copy stops where the given steps are done. `first`: the position the
    first list is known to reach (`outcome`'s), so that it is not tried again; or what the copy
    that went in board order found (`resolved_apart`), when the lists are "this land first, then
    the others in board order": an order that begins with one of the first lands that copy kept
    apart resolves those same lands first, in another order, which ends as board order does
    (`kept_apart`), and goes on as board order does; it ends the same, untried."""
    if isinstance(first, BoardOrder):
        tries = tries[max(1, first.kept):]
        first = first.position
    elif first is not None:
        tries = tries[1:]
    for steps in tries:
        end = outcome(state, steps)
        if first is None:
            first = end
        elif end != first:
            return True
    return False


def outcome(state: GameState, steps: list[dict], budget: int = 20000) -> tuple:
    """The position (all of the game's state but what is still to resolve) after the given
    steps are resolved on a muted copy, its questions answered with their first option."""
    sim = clone(state)
    mute(sim)
    base = len(sim.stack)
    push(sim, *steps)
    _resolve(sim, base, budget)
    return _position(sim)


def _position(sim: GameState) -> tuple:
    """What an order can change of a position, to compare (every field but the setup and what
    is still to resolve)."""
    return _compared(sim)


# what an order can change: everything but the setup and what is left to resolve
_COMPARED = tuple(f.name for f in fields(GameState) if f.name not in ("config", "stack", "decision"))
_FIELDS = tuple(f.name for f in fields(GameState))
# what one land's ravage may change and still come out the same in any order: the counts
# (fear earned is the top card whichever ravage earns it; the blight card must not turn over)
_ADDS_UP = ("fear_pool", "fear_generated", "fear_earned", "fear_deck", "terror", "blight_on_card")
# the blight card's own: changed only by its turning over, once, as `_turned_once` allows
_CARD = ("blight_card", "blight_deck", "blighted", "blight_flipped", "blight_total")
_KEPT = tuple(n for n in _COMPARED if n not in ("lands", "spirits", "turn_effects") + _ADDS_UP + _CARD)
_SPIRIT_KEPT = tuple(f.name for f in fields(SpiritState) if f.name not in ("presence", "destroyed_presence"))
# each of these read at once (compared as one tuple, at every land of a copy)
_kept, _card, _spirit_kept = attrgetter(*_KEPT), attrgetter(*_CARD), attrgetter(*_SPIRIT_KEPT)
_compared = attrgetter(*_COMPARED)
