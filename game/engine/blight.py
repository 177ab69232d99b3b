"""Blight: taken from the blight card, destroys presence, cascades; the card flips when emptied."""
from __future__ import annotations

from ..content import catalog
from .. import kinds as K
from . import pieces as P
from . import results as R
from .flow import ask, choice, emit, plays_legacy, push, step
from .island import adjacent
from .spirits import destroy_presence
from .state import GameState, land_options


def take_from_card(state: GameState) -> bool:
    """Take one blight off the blight card. False (and a pending loss) if there is none."""
    if state.blight_on_card <= 0:
        state.pending_loss = state.pending_loss or R.BLIGHT
        return False
    state.blight_on_card -= 1
    if state.blight_on_card == 0:
        card_emptied(state)
    return True


def card_emptied(state: GameState) -> None:
    """The last blight left the card. A healthy side flips (blighted island, or "still
    healthy"); an emptied still-healthy side draws a new card onto its flipped side; an
    emptied blighted side loses the game."""
    n = len(state.spirits)
    card = catalog.BLIGHT[state.blight_card]
    if state.blight_flipped and not card.still_healthy:
        state.pending_loss = state.pending_loss or R.BLIGHT
        emit(state, "BlightCardEmpty", card=state.blight_card)
        return
    if state.blight_flipped:
        if not state.blight_deck:
            state.pending_loss = state.pending_loss or R.BLIGHT
            emit(state, "BlightCardEmpty", card=state.blight_card)
            return
        card = catalog.BLIGHT[state.blight_deck.pop(0)]
        state.blight_card = card.id
        emit(state, "BlightCardDrawn", reveal=True, card=card.id, blight=card.blighted_per_spirit * n,
             still_healthy=card.still_healthy, on_card=state.blight_on_card + card.blighted_per_spirit * n)
    else:
        emit(state, "BlightCardFlipped", reveal=True, card=card.id, blight=card.blighted_per_spirit * n,
             still_healthy=card.still_healthy, on_card=state.blight_on_card + card.blighted_per_spirit * n)
    state.blight_flipped = True
    state.blighted = not card.still_healthy
    added = card.blighted_per_spirit * n
    state.blight_on_card += added
    state.blight_total += added
    if card.immediate:
        push(state, {"op": "ops", "ops": list(card.immediate), "ctx": {"spirit": 0, "land": ""}})


def return_to_card(state: GameState, n: int = 1) -> None:
    """Blight removed from the island goes back onto the card (the card never flips back)."""
    state.blight_on_card += n


def flip_first(state: GameState) -> bool:
    """Whether the blight card's flip resolves whole before the blight that emptied it lands
    (003: "lorsque le dernier jeton Désolation est retiré de la carte …, appliquez les
    instructions"; 004: "Take from Blight Card … and add to land"). Games that play the legacy
    rule "blight-lands-before-the-flip" (saves made before the fix) replay the blight first."""
    return not plays_legacy(state, "blight-lands-before-the-flip")


def _will_flip(state: GameState) -> bool:
    """Taking the last blight would turn the card over (or draw a new one), not lose the game."""
    return not state.blight_flipped or bool(catalog.BLIGHT[state.blight_card].still_healthy and state.blight_deck)


@step("add_blight")
def _add_blight(state: GameState, st: dict) -> None:
    """Add one blight to a land: destroys one presence of each spirit there; a land already
    blighted cascades one more blight into an adjacent land of the players' choice. A piece
    whose kind stands in for blight (`instead_of_blight`) takes its place: then no blight
    leaves the card, no presence is destroyed and nothing cascades. The card's last blight
    flips it first: its immediate effect resolves, then the blight lands (`flip_first`)."""
    land = st["land"]
    if "choice" in st:
        push(state, {"op": "add_blight", "land": choice(st).land, "cause": "cascade"})
        return
    if K.instead_of(state, land, "blight"):
        return      # a piece took the blight's place: none leaves the card, nothing cascades
    if flip_first(state) and state.blight_on_card == 1 and _will_flip(state):
        # the blight waits on the card (still counted there) while the flip resolves above it
        push(state, {"op": "blight_lands", "land": land, "cause": st.get("cause", "")})
        card_emptied(state)
        return
    _blight_lands(state, {"land": land, "cause": st.get("cause", "")})


@step("blight_lands")
def _blight_lands(state: GameState, st: dict) -> None:
    """The blight leaves the card and lands: presence destroyed, a blighted land cascades."""
    land = st["land"]
    had = P.count(state.lands[land], K.BLIGHT) > 0
    if not take_from_card(state):
        emit(state, "Note", note="no_blight_to_take")
        return
    P.add(state.lands[land], K.BLIGHT)
    emit(state, "BlightAdded", land=land, cause=st.get("cause", ""), on_card=state.blight_on_card)
    for i, s in enumerate(state.spirits):
        if s.presence.get(land, 0) > 0:
            destroy_presence(state, i, land, "blight")
    spare = []
    if state.incarna:       # an Incarna alone in the land is a presence the player may spare
        from .incarna import alone_in
        spare = [i for i in range(len(state.spirits)) if alone_in(state, i, land)]
    if had:
        from .island import board_owner
        owner = board_owner(state, land)
        opts = list(land_options("cascade", owner, tuple(sorted(adjacent(state, land)))))
        if opts:
            ask(state, owner, "cascade", "cascade", opts, {"op": "add_blight", "land": land}, {"land": land})
    for i in spare:     # asked first (pushed last): the blight's harm to this land comes before its cascade
        push(state, {"op": "incarna_blighted", "spirit": i, "land": land})
