"""The invader phase's actions: Ravage, Build, Explore, and advancing the invader cards.

The phase's order is data (engine.phase); each card on an action space is one action here."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from ..content.layouts import build_island
from .. import kinds as K
from . import pieces as P
from .damage import RAVAGE, added_damage, invaders_hurt_dahan
from .flow import ask, choice, emit, push, step
from .island import adjacent, board_owner, invader_neighbours, island, is_coastal
from .ordering import FIRST_LAND, asks_only_when_it_matters, order_matters, resolved_apart
from .state import GameState, option
from .variant import REACTIONS, kind


def card_lands(state: GameState, card_id: str) -> list[str]:
    """The lands an invader card acts on."""
    return list(_card_lands(island(state).key, card_id))


@lru_cache(maxsize=1024)
def _card_lands(boards: tuple[str, ...], card_id: str) -> tuple[str, ...]:
    """card_lands, once per island and card (both fixed: each card acts three times)."""
    card = catalog.INVADER_CARDS[card_id]
    lands = build_island(boards).lands
    if card.coastal:
        return tuple([l for l in lands if lands[l].coastal])
    return tuple([l for l in lands if lands[l].terrain in card.terrains])


def skipped(state: GameState, action: str, land: str) -> bool:
    """Consume one "skip this action here" effect, if the land has one."""
    lst = state.turn_effects.get("skip_" + action, [])
    if land in lst:
        lst.remove(land)
        emit(state, "ActionSkipped", action=action, land=land)
        return True
    return False


def ravage_before_defend(state: GameState, land: str) -> int:
    """Damage the invaders in a land deal when they ravage, before Defend (003 "Séquence
    RAVAGE"): each invader's own damage (1/2/3 per Explorer/Town/City, damaged ones too, each
    kind's number in this game), changed by the land's `invader_damage` hooks, asked once per
    invader (`ravage_damage` takes Defend off and adds what the land adds). A hook may add or
    remove pieces: the land's pieces are read as they stand before the ravage, and the hooks of
    the kinds still present are asked each time."""
    pcs = state.lands[land]
    raw = 0
    changed = state.kind_numbers
    per_invader = K.hooked(pcs, "invader_damage")     # none where no such kind stands or rides
    for t, n in list(pcs.items()):
        k = kind(state, t[0]) if changed else K.KINDS[t[0]]
        if not k.invader:
            continue
        if not per_invader:
            raw += k.ravage_damage * n
            continue
        for _ in range(n):
            dmg = k.ravage_damage
            for _k, fn in K.hooked(pcs, "invader_damage"):
                dmg = fn(state, land, t, dmg)
            raw += dmg
    return raw


def ravage_damage(state: GameState, land: str) -> int:
    """Damage the invaders in a land deal when they ravage: their damage (`ravage_before_defend`),
    reduced by Defend; then, when at least 1 damage is left, what the land's `adds_damage` hooks
    add with the source "ravage" (Badlands)."""
    return after_defend(state, land, ravage_before_defend(state, land))


def after_defend(state: GameState, land: str, raw: int) -> int:
    """A ravage's damage once Defend takes its part of the invaders' `raw` damage, and the land's
    `adds_damage` hooks add theirs to what is left (nothing is added to no damage)."""
    dealt = max(0, raw - state.turn_effects.get("defend", {}).get(land, 0))
    return added_damage(state, land, dealt, RAVAGE)


@step("ravage_card")
def _ravage_card(state: GameState, st: dict) -> None:
    """Ravage in every land of the card that has invaders, in the order the players choose
    (at the table, asked only when the order can change the outcome: engine.ordering)."""
    left = st.get("left")
    if left is None:
        left = [l for l in card_lands(state, st["card"]) if P.count(state.lands[l], K.INVADERS)]
        emit(state, "InvaderAction", action="ravage", card=st["card"], lands=left)
    fixed = bool(st.get("fixed"))
    if "choice" in st:
        land = choice(st).land
    elif len(left) <= 1 or fixed:
        land = left[0] if left else ""
    elif asks_only_when_it_matters(state) and (tried := resolved_apart(
            state, [(l, _ravage_next(st["card"], [l], l)) for l in left])) is True:
        return      # no ravage reaches beyond its land: each resolved in board order, once
    elif asks_only_when_it_matters(state) and (tried is FIRST_LAND or not order_matters(
            state, [_ravage_next(st["card"], left, l, fixed=True) for l in left], first=tried)):
        land = left[0]      # every order ends the same: board order, without asking
    else:
        opts = [option("ravage_order", board_owner(state, l), land=l) for l in left]
        ask(state, -1, "ravage_order", "ravage_order", opts, {"op": "ravage_card", "card": st["card"], "left": left})
        return
    if land:
        push(state, *_ravage_next(st["card"], left, land, fixed=fixed))


def _ravage_next(card: str, left: list[str], land: str, fixed: bool = False) -> list[dict]:
    """The steps of a ravage card once `land` is chosen to ravage next: that land, then the
    rest (`fixed`: in board order without asking, as a tried order goes on)."""
    rest = [l for l in left if l != land]
    more = {"op": "ravage_card", "card": card, "left": rest}
    if fixed:
        more["fixed"] = True
    return [{"op": "ravage_land", "land": land}, {"op": "check_end"}, *([more] if rest else [])]


@step("ravage_land")
def _ravage_land(state: GameState, st: dict) -> None:
    """Invaders damage the land and the Dahan at once; 2+ damage blights the land; then the
    surviving Dahan fight back, 2 damage each."""
    land = st["land"]
    if not P.count(state.lands[land], K.INVADERS) or skipped(state, "ravage", land):
        return
    raw = ravage_before_defend(state, land)      # once: its hooks may take pieces (strife goes)
    defend = state.turn_effects.get("defend", {}).get(land, 0)
    dmg = after_defend(state, land, raw)
    emit(state, "Ravage", land=land, damage=dmg, raw=raw, defend=defend)
    invaders_hurt_dahan(state, land, dmg)
    back = sum(kind(state, t[0]).fights_back * n for t, n in state.lands[land].items() if t[0] in K.FIGHTS_BACK)
    steps = []
    if dmg >= 2:
        steps.append({"op": "add_blight", "land": land, "cause": "ravage"})
    if back:
        steps.append({"op": "fx", "fx": {"op": "damage", "n": back, "kinds": K.INVADERS, "per": ""},
                      "ctx": {"spirit": board_owner(state, land), "land": land, "source": "dahan"}})
    push(state, *steps, *K.after_action(land, "ravage"))


@step("build_card")
def _build_card(state: GameState, st: dict) -> None:
    """Build in every land of the card that has invaders."""
    lands = card_lands(state, st["card"])
    emit(state, "InvaderAction", action="build", card=st["card"], lands=lands)
    push(state, *[s for l in lands for s in ({"op": "build_land", "land": l}, {"op": "check_end"})])


@step("build_land")
def _build_land(state: GameState, st: dict) -> None:
    """A City if the land has more Towns than Cities, else a Town (the kinds' build ranks,
    `kinds.to_build`); only where invaders are."""
    land = st["land"]
    pcs = state.lands[land]
    if not P.count(pcs, K.INVADERS) or skipped(state, "build", land) or K.instead_of(state, land, "build"):
        return
    k = K.to_build(pcs)
    if not k:
        return
    P.add(pcs, k)
    emit(state, "PieceAdded", land=land, piece=k, cause="build")
    K.tell(state, land, "after_action", "build")


def explore_targets(state: GameState, card_id: str) -> list[str]:
    """Lands of the card that have a Town or City, or are next to one or to the ocean;
    isolated lands neither receive nor send explorers (003 "Effet ISOLER": no explore into an
    isolated land, which is no source; the invaders in it are adjacent to no land)."""
    iso = state.turn_effects.get("isolate")

    def source(l):
        return P.count(state.lands[l], K.BUILDINGS) > 0

    out = []
    for l in card_lands(state, card_id):
        if iso and l in iso:
            continue
        near = invader_neighbours(state, l) if iso else adjacent(state, l)
        if source(l) or is_coastal(state, l) or any(source(a) for a in near):
            out.append(l)
    return out


@step("explore")
def _explore(state: GameState, st: dict) -> None:
    """Reveal the top invader card and explore; no card to reveal means time has run out."""
    if not state.invader_deck:
        state.pending_loss = "time"
        push(state, {"op": "check_end"})
        return
    card = state.invader_deck.pop(0)
    state.explore.append(card)
    emit(state, "InvaderCardRevealed", reveal=True, card=card, stage=catalog.INVADER_CARDS[card].stage)
    if state.on_reveal:     # reactions a rule change turned on (an escalation): first, then explore
        steps = [s for name in state.on_reveal for s in REACTIONS[name](state, card)]
        if steps:
            push(state, *steps, {"op": "explore_card", "card": card})
            return
    _explore_card(state, {"card": card})


@step("explore_card")
def _explore_card(state: GameState, st: dict) -> None:
    """Explore the lands of the revealed card `st["card"]`."""
    card = st["card"]
    targets = [l for l in explore_targets(state, card)
               if not skipped(state, "explore", l) and not K.instead_of(state, l, "explore")]
    emit(state, "InvaderAction", action="explore", card=card, lands=targets)
    k = K.EXPLORED[:1]      # the kind an explore adds (the Explorer)
    for l in targets:
        if k:
            P.add(state.lands[l], k)
            emit(state, "PieceAdded", land=l, piece=k, cause="explore")
        K.tell(state, l, "after_action", "explore")
    push(state, {"op": "check_end"})


@step("advance")
def _advance(state: GameState, st: dict) -> None:
    """Slide the invader cards: ravage to discard, build to ravage, explore to build."""
    state.invader_discard.extend(state.ravage)
    state.ravage, state.build, state.explore = state.build, state.explore, []
    emit(state, "InvaderCardsAdvanced", ravage=list(state.ravage), build=list(state.build))
