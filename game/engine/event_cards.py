"""Event cards in play: the event deck of a game, and revealing its top card in the invader phase.

A game's events come from its configuration (``{"events": [ids]}``, a stacked deck played from
the first invader phase) or, when it names none, from the packs it names (``"packs":
["expansion"]``): setup shuffles them into `state.event_deck` with `deal`, so a save replays to
the same deck. A pack's deck follows the event rules in full (003 ÉVÈNEMENT): on turn 1 the card
is drawn but not resolved (`state.event_unresolved_turns`).

The invader step "event" (engine.phase) reveals the top card each invader phase and resolves it;
with no deck (the base game) the step does nothing. A card incompatible with the game's
adversary, scenario or rule changes (`EventCard.incompatible`) is discarded and the next drawn.
A card of the expansion's shape resolves its harmful part (chosen by its reference, read when it
resolves: the island's health, the terror level or the invader stage), then its token event,
then its Dahan event. Cards are registered in game.content.events.
"""
from __future__ import annotations

from ..content import catalog
from .flow import emit, push, step
from .rng import Rng
from .state import GameState


class EventError(ValueError):
    """An event card that cannot be dealt (its id is not registered); `code` and `data` name the
    setup refusal (game.words.SETUP_REFUSALS) said in the player's language."""

    def __init__(self, message: str, code: str = "", data: dict | None = None):
        super().__init__(message)
        self.code, self.data = code, dict(data or {})


def check_events(ids) -> list[str]:
    """The event ids of a configuration, checked: a list of registered, distinct ids."""
    if not isinstance(ids, (list, tuple)) or not all(isinstance(i, str) for i in ids):
        raise EventError("events are given as a list of event card ids", "events_not_list")
    unknown = [i for i in ids if i not in catalog.EVENTS]
    if unknown:
        raise EventError(f"unknown event card {unknown[0]!r}", "unknown_event", {"event": unknown[0][:40]})
    if len(set(ids)) != len(ids):
        raise EventError("each event card can be in the deck once", "event_twice")
    return list(ids)


def deal(state: GameState, ids, shuffle: bool = True) -> None:
    """Put event cards on top of the game's event deck, shuffled with the game's own random
    source (or in the order given, top first, when `shuffle` is False). Setup calls it with the
    configuration's events; a test may call it on a position of its own."""
    cards = check_events(ids)
    if shuffle and len(cards) > 1:
        rng = Rng(state.rng)
        rng.shuffle(cards)
        state.rng = rng.state
    state.event_deck = cards + state.event_deck


def game_setting_ids(config: dict) -> set[str]:
    """What an event card may be incompatible with in a game: its adversaries' ids (leading and
    supporting), its scenario's and its rule changes' (settings "adversary": [id, level],
    "adversary2": [id, level], "scenario": id, "rules": [ids])."""
    out = set(config.get("rules", ()))
    for key in ("adversary", "adversary2"):
        value = config.get(key)
        if isinstance(value, (list, tuple)) and value:
            out.add(str(value[0]))
        elif isinstance(value, str) and value:
            out.add(value)
    if isinstance(config.get("scenario"), str) and config["scenario"]:
        out.add(config["scenario"])
    return out


def compatible(config: dict, card_id: str) -> bool:
    """Whether an event card is played in a game of this configuration (its `incompatible`
    names none of the game's adversaries, scenario or rule changes)."""
    card = catalog.EVENTS[card_id]
    return not (card.incompatible and set(card.incompatible) & game_setting_ids(config))


def harm_level(state: GameState, reference: str) -> int:
    """Which harmful part of a card applies now (0-based), by the card's reference read as the
    card resolves: "health" 0 while the blight card is healthy, 1 once blighted; "terror" the
    terror level (I-III); "stage" the invader stage of the card on the invader deck (III when it
    is empty)."""
    if reference == "health":
        return 1 if state.blight_flipped else 0
    if reference == "terror":
        return min(max(state.terror, 1), 3) - 1
    if reference == "stage":
        top = state.invader_deck[0] if state.invader_deck else ""
        return (catalog.INVADER_CARDS[top].stage if top in catalog.INVADER_CARDS else 3) - 1
    raise ValueError(f"unknown event reference {reference!r}")


def resolved(state: GameState) -> list[str]:
    """The event cards this game has resolved so far, in order (neither the cards drawn on a
    turn without resolving nor the incompatible ones discarded): read from the discard."""
    return [c for c in state.event_discard if c in catalog.EVENTS and compatible(state.config, c)][
        len([t for t in state.event_unresolved_turns if t <= state.turn]):]


@step("event_card")
def _event_card(state: GameState, st: dict) -> None:
    """Reveal the top event card and resolve its parts (none on a turn whose card is drawn
    without resolving); the card goes to the event discard. A card incompatible with the game
    is discarded and the next one drawn."""
    # new lists, not changed in place: a look-ahead's cheap copy may share them with the game
    while state.event_deck:
        card = catalog.EVENTS[state.event_deck[0]]
        state.event_deck = state.event_deck[1:]
        state.event_discard = state.event_discard + [card.id]
        if compatible(state.config, card.id):
            break
        emit(state, "EventCardDiscarded", card=card.id, name=card.name)
    else:
        return
    if state.turn in state.event_unresolved_turns:
        emit(state, "EventCardRevealed", reveal=True, card=card.id, name=card.name, text=card.text,
             resolves=False)
        return
    emit(state, "EventCardRevealed", reveal=True, card=card.id, name=card.name, text=card.text)
    ctx = {"spirit": 0, "land": "", "source": card.id, "by": "event"}
    parts = []
    if card.harm_by:
        level = harm_level(state, card.harm_by)
        parts.append(("harm", level, card.harm[level][1]))
    parts += [(name, 0, part[1]) for name, part in (("token", card.token), ("dahan", card.dahan)) if part]
    if card.effect:
        parts.append(("effect", 0, card.effect))
    steps = []
    for name, level, ops in parts:
        steps += [{"op": "event_part", "card": card.id, "part": name, "level": level},
                  {"op": "ops", "ops": list(ops), "ctx": ctx}]
    push(state, *steps, {"op": "event_resolved", "card": card.id}, {"op": "check_end"})


@step("event_part")
def _event_part(state: GameState, st: dict) -> None:
    """One part of an event card begins (the log names it: harmful, token, Dahan)."""
    if st["part"] != "effect":
        emit(state, "EventPart", card=st["card"], part=st["part"], level=st["level"])


@step("event_resolved")
def _event_resolved(state: GameState, st: dict) -> None:
    """An event card has resolved."""
    emit(state, "EventCardResolved", card=st["card"])
