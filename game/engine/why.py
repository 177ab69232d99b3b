"""Why a choice is not legal now, as a refusal's code (the same `Rejection` a command gets): a
card played from the hand, a played card or an innate power used, a growth option chosen. The
table asks this when a card or a growth option is clicked, so the rules are said once, here,
and their words come from game.words like every refusal's (issue 31)."""
from __future__ import annotations

from .commands import Rejection
from .state import Decision, GameState, Option


def why_not(state: GameState, option: Option) -> Rejection | None:
    """The reason the rules give against `option` now (None when none of them stands against
    it: it is offered, or its refusal is the pending decision's, "not_a_choice")."""
    if not 0 <= option.spirit < len(state.spirits):
        return None
    d = state.decision
    kind = option.kind
    if kind == "play":
        return _play(state, d, option)
    if kind in ("power", "innate"):
        return _use(state, d, option)
    if kind == "growth":
        return _grow(state, d, option)
    return None


def _play(state: GameState, d: Decision | None, o: Option) -> Rejection | None:
    from ..content import catalog
    from .spirits import card_plays
    s = state.spirits[o.spirit]
    if o.card not in catalog.POWERS:
        return None
    if state.phase != "spirit":
        return Rejection("cards_in_the_spirit_phase", {"phase": state.phase})
    if d is None or d.kind != "spirit_action":
        return None
    if o.card not in s.hand:
        return Rejection("card_not_in_hand", {"card": o.card})
    if not s.grown:
        return Rejection("grow_first")
    if s.done:
        return Rejection("done_playing_cards")
    plays = card_plays(s)
    if len(s.played) >= plays:
        return Rejection("no_card_plays_left", {"used": len(s.played), "plays": plays})
    cost = catalog.POWERS[o.card].cost
    if cost > s.energy:
        return Rejection("not_enough_energy", {"card": o.card, "cost": cost, "spirit": o.spirit, "energy": s.energy})
    return None


def _speed_refusal(state: GameState, speed: str, card: str) -> Rejection | None:
    if state.phase not in ("fast", "slow"):
        if speed == "fast":
            return Rejection("fast_power_in_its_phase", {"card": card})
        return Rejection("slow_power_in_its_phase", {"card": card})
    if speed != state.phase:
        if speed == "fast":
            return Rejection("fast_power_not_now", {"card": card})
        return Rejection("slow_power_not_now", {"card": card})
    return None


def _use(state: GameState, d: Decision | None, o: Option) -> Rejection | None:
    from ..content import catalog
    from .powers import innate_usable
    from .spirits import spec
    s = state.spirits[o.spirit]
    if o.kind == "power":
        if o.card not in catalog.POWERS:
            return None
        if o.card not in s.played:
            return Rejection("card_not_played", {"card": o.card})
        speed = catalog.POWERS[o.card].speed
    else:
        p = next((x for x in spec(s).innates if x.id == o.card), None)
        if p is None:
            return None
        speed = p.speed
    why = _speed_refusal(state, speed, o.card)
    if why is not None:
        return why
    if o.card in s.used:
        return Rejection("already_used", {"card": o.card})
    if d is None or d.kind != "power_action":
        return None
    if o.kind == "innate" and not innate_usable(state, o.spirit, p):
        from .spirits import elements
        have = elements(s)
        short = {e: n - have[e] for e, n in p.levels[0].elements if have[e] < n}
        return Rejection("elements_short", {"card": o.card, "short": short})
    return None


def _grow(state: GameState, d: Decision | None, o: Option) -> Rejection | None:
    from .spirits import spec
    s = state.spirits[o.spirit]
    if state.phase != "spirit":
        return Rejection("growth_in_the_spirit_phase", {"phase": state.phase})
    if s.grown:
        return Rejection("grown_already")
    if d is None or d.kind != "spirit_action":
        return None
    growth = spec(s).growth
    if 0 <= o.index < len(growth) and growth[o.index].cost > s.energy:
        return Rejection("growth_costs_more", {"cost": growth[o.index].cost, "energy": s.energy})
    return None
