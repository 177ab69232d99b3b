"""Growth and the card economy: gaining, keeping and forgetting power cards, reclaiming,
gaining energy, and doing a growth option's actions in the order the player picks."""
from __future__ import annotations

from ..content import catalog
from .flow import ask, choice, emit, push, step
from .ordering import asks_only_when_it_matters
from .rng import Rng
from .spirits import energy_income, spec
from .state import GameState, option


@step("gain_power")
def _gain_power(state: GameState, st: dict) -> None:
    """Gain a power card: choose minor or major, draw 4, keep 1; a major makes you forget one."""
    i = st["spirit"]
    kind = st.get("kind") or ""
    if not kind and "choice" not in st:
        opts = [option("deck", i, piece="minor"), option("deck", i, piece="major")]
        ask(state, i, "power_deck", "power_deck", opts, dict(st))
        return
    kind = kind or choice(st).piece
    drawn = draw_powers(state, kind, 4)
    if not drawn:
        emit(state, "Note", note="no_powers_left", spirit=i, kind=kind)
        return
    emit(state, "PowersDrawn", reveal=True, spirit=i, kind=kind, cards=drawn)
    opts = [option("keep", i, card=c) for c in drawn]
    ask(state, i, "keep_power", "keep_power", opts, {"op": "keep_power", "spirit": i, "kind": kind, "drawn": drawn})


def draw_powers(state: GameState, kind: str, n: int) -> list[str]:
    """Draw n cards from a power deck, reshuffling its discard when it runs out."""
    deck = state.minor_deck if kind == "minor" else state.major_deck
    discard = state.minor_discard if kind == "minor" else state.major_discard
    out = []
    for _ in range(n):
        if not deck and discard:
            rng = Rng(state.rng)
            deck.extend(discard)
            discard.clear()
            rng.shuffle(deck)
            state.rng = rng.state
        if not deck:
            break
        out.append(deck.pop(0))
    return out


@step("keep_power")
def _keep_power(state: GameState, st: dict) -> None:
    i, kept = st["spirit"], choice(st).card
    s = state.spirits[i]
    s.hand.append(kept)
    rest = [c for c in st["drawn"] if c != kept]
    (state.minor_discard if st["kind"] == "minor" else state.major_discard).extend(rest)
    emit(state, "PowerGained", spirit=i, card=kept)
    if st["kind"] == "major":
        mine = [c for c in s.hand + s.played + s.discard if c != kept]
        if mine:
            opts = [option("forget", i, card=c) for c in mine]
            ask(state, i, "forget", "forget", opts, {"op": "forget", "spirit": i})


@step("forget")
def _forget(state: GameState, st: dict) -> None:
    forget_card(state, st["spirit"], choice(st).card)


def forget_card(state: GameState, i: int, c: str) -> None:
    """Spirit i forgets a power card (from hand, play or discard): a minor or major goes to its
    deck's discard, a unique card out of the game (kept in `forgotten`)."""
    s = state.spirits[i]
    for pile in (s.hand, s.played, s.discard):
        if c in pile:
            pile.remove(c)
            break
    kind = catalog.POWERS[c].kind
    if kind == "minor":
        state.minor_discard.append(c)
    elif kind == "major":
        state.major_discard.append(c)
    else:
        s.forgotten.append(c)
    emit(state, "PowerForgotten", spirit=i, card=c)


@step("reclaim_all")
def _reclaim_all(state: GameState, st: dict) -> None:
    s = state.spirits[st["spirit"]]
    emit(state, "CardsReclaimed", spirit=st["spirit"], cards=list(s.discard))
    s.hand.extend(s.discard)
    s.discard.clear()


@step("reclaim_one")
def _reclaim_one(state: GameState, st: dict) -> None:
    i = st["spirit"]
    s = state.spirits[i]
    if "choice" not in st:
        if not s.discard:
            return
        opts = [option("reclaim", i, card=c) for c in s.discard]
        ask(state, i, "reclaim", "reclaim", opts, dict(st))
        return
    c = choice(st).card
    s.discard.remove(c)
    s.hand.append(c)
    emit(state, "CardsReclaimed", spirit=i, cards=[c])


@step("gain_energy")
def _gain_energy(state: GameState, st: dict) -> None:
    s = state.spirits[st["spirit"]]
    n = energy_income(s)
    s.energy += n
    emit(state, "EnergyGained", spirit=st["spirit"], amount=n)


GROWTH_STEPS = {
    "presence": lambda i, a: {"op": "place_presence", "spirit": i, "range": a[1], "cond": a[2] if len(a) > 2 else ""},
    "energy": lambda i, a: {"op": "growth_energy", "spirit": i, "n": a[1]},
    "card": lambda i, a: {"op": "gain_power", "spirit": i},
    "reclaim": lambda i, a: {"op": "reclaim_all", "spirit": i},
    "reclaim_one": lambda i, a: {"op": "reclaim_one", "spirit": i},
}


def growth_order_matters(actions: list[tuple]) -> bool:
    """Whether the order of a growth option's remaining actions can matter: only when two of
    them ask the player something (where a presence goes, which card to keep or reclaim: what
    one places or draws may change the other's answer). Reclaiming all cards and gaining energy
    ask nothing and come out the same before or after anything, but an energy loss beside an
    energy gain (energy stops at 0)."""
    asking = [a for a in actions if a[0] not in ("reclaim", "energy")]
    energy = [a[1] for a in actions if a[0] == "energy"]
    return len(asking) >= 2 or (len(energy) >= 2 and min(energy) < 0)


@step("growth_energy")
def _growth_energy(state: GameState, st: dict) -> None:
    s = state.spirits[st["spirit"]]
    s.energy = max(0, s.energy + st["n"])
    emit(state, "EnergyGained", spirit=st["spirit"], amount=st["n"])


@step("growth_next")
def _growth_next(state: GameState, st: dict) -> None:
    """Do the remaining actions of a growth option, in the order the player picks (at the table,
    asked only when the order can matter, `growth_order_matters`; else in the option's order)."""
    i = st["spirit"]
    actions = spec(state.spirits[i]).growth[st["option"]].actions
    left = list(st["left"])
    if "choice" in st:
        k = choice(st).index
    elif len(left) == 1 or len({actions[k] for k in left}) == 1:
        k = left[0]
    elif not left:
        return
    elif asks_only_when_it_matters(state) and not growth_order_matters([actions[k] for k in left]):
        k = left[0]     # the option's own order: no answer could change anything
    else:
        opts = [option("growth_action", i, index=k) for k in left]
        ask(state, i, "growth_action", "growth_action", opts, {"op": "growth_next", "spirit": i,
                                                              "option": st["option"], "left": left},
            {"actions": [a[0] for a in actions]})
        return
    left.remove(k)
    push(state, GROWTH_STEPS[actions[k][0]](i, actions[k]),
         {"op": "growth_next", "spirit": i, "option": st["option"], "left": left} if left else {"op": "noop"})


@step("noop")
def _noop(state: GameState, st: dict) -> None:
    return None
