"""Fear: the pool, earned fear cards, terror levels and their dividers."""
from __future__ import annotations

from ..content import catalog
from .flow import emit, push, step
from .state import GameState

DIVIDERS = ("TL2", "TL3")


def generate_fear(state: GameState, n: int, cause: str = "", **data) -> None:
    """Move n fear from the pool to generated fear; each time the pool empties, earn a card
    and refill the pool, the excess carrying over. `cause` is a card id or a code ("destroyed",
    with the destroyed `piece`), never words."""
    if n <= 0:
        return
    pool, generated, earned = state.fear_pool, state.fear_generated, 0
    for _ in range(n):
        pool -= 1
        generated += 1
        if pool == 0:
            earned += 1
            pool, generated = generated, 0
    # the event says where the pool ends (the table's fear track shows it as the event plays)
    emit(state, "FearGenerated", amount=n, cause=cause, pool=pool, generated=generated, **data)
    state.fear_pool, state.fear_generated = pool, generated
    for _ in range(earned):         # earning reads neither the pool nor the fear generated
        earn_fear_card(state)


def earn_fear_card(state: GameState) -> None:
    """Move the top fear card to the earned pile; a divider revealed under it raises terror."""
    if not state.fear_deck:
        return
    card = state.fear_deck.pop(0)
    state.fear_earned.append(card)
    emit(state, "FearCardEarned", card=card, left=fear_cards_left(state))
    while state.fear_deck and state.fear_deck[0] in DIVIDERS:
        state.fear_deck.pop(0)
        state.terror += 1
        emit(state, "TerrorLevelChanged", level=state.terror)
    if not state.fear_deck:
        state.terror = 4
        emit(state, "TerrorLevelChanged", level=4)


def fear_cards_left(state: GameState) -> int:
    """Fear cards still in the deck (dividers aside)."""
    return sum(1 for c in state.fear_deck if c not in DIVIDERS)


@step("resolve_fear")
def _resolve_fear(state: GameState, st: dict) -> None:
    """Pick up the whole earned stack and resolve it in the order earned, at the current
    terror level; cards earned meanwhile wait for the next invader phase."""
    if "cards" not in st:
        st = {"op": "resolve_fear", "cards": list(state.fear_earned)}
    if not st["cards"]:
        return
    card, rest = st["cards"][0], st["cards"][1:]
    state.fear_earned.remove(card)
    level = min(state.terror, 3)
    _text, effect = catalog.FEAR[card].levels[level - 1]
    emit(state, "FearCardRevealed", reveal=True, card=card, level=level)
    state.fear_discard.append(card)
    push(state, {"op": "ops", "ops": list(effect), "ctx": {"spirit": 0, "land": "", "source": card}},
         {"op": "check_end"}, {"op": "resolve_fear", "cards": rest})
