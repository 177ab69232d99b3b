"""Spirits: presence tracks, energy, card plays, elements, growth, gaining and reclaiming cards."""
from __future__ import annotations

from collections import Counter

from ..content import catalog
from .flow import ask, choice, emit, push, step
from .island import within_range
from .conditions import all_hold
from .state import GameState, Option, SpiritState


def spec(s: SpiritState):
    """The spirit's panel (content)."""
    return catalog.SPIRITS[s.spirit_id]


def uncovered(s: SpiritState, track: str) -> tuple[dict, ...]:
    """The uncovered slots of a track ("energy" or "plays")."""
    slots = spec(s).energy_track if track == "energy" else spec(s).plays_track
    return slots[: s.energy_revealed if track == "energy" else s.plays_revealed]


def track_len(s: SpiritState, track: str) -> int:
    """Slots on a track."""
    return len(spec(s).energy_track if track == "energy" else spec(s).plays_track)


def energy_income(s: SpiritState) -> int:
    """Energy gained each turn: the highest uncovered number on the energy track."""
    return max((sl["energy"] for sl in uncovered(s, "energy") if "energy" in sl), default=0)


def card_plays(s: SpiritState) -> int:
    """Cards the spirit may play this turn: the highest uncovered number on the plays track."""
    return max((sl["plays"] for sl in uncovered(s, "plays") if "plays" in sl), default=0)


def _slots(s: SpiritState):
    return uncovered(s, "energy") + uncovered(s, "plays")


def wildcards(s: SpiritState) -> int:
    """Uncovered "+1 any element" slots not yet given an element this turn."""
    return sum(1 for sl in _slots(s) if sl.get("any")) - len(s.any_elements)


def has_reclaim_one(s: SpiritState) -> bool:
    """An uncovered "reclaim one" slot."""
    return any(sl.get("reclaim_one") for sl in _slots(s))


def elements(s: SpiritState) -> Counter:
    """Elements the spirit has now: played cards, uncovered track slots, chosen wildcards, bonuses."""
    c: Counter = Counter()
    for cid in s.played:
        c.update(catalog.POWERS[cid].elements)
    for sl in _slots(s):
        if "element" in sl:
            c[sl["element"]] += 1
    c.update(s.any_elements)
    c.update(s.bonus_elements)
    return c


def missing(s: SpiritState, need) -> int:
    """How many elements of `need` ((element, n) pairs) the spirit lacks, wildcards aside."""
    have = elements(s)
    return sum(max(0, n - have[e]) for e, n in need)


def can_meet(s: SpiritState, need) -> bool:
    """Whether the spirit meets an element threshold, counting its unassigned wildcards."""
    return missing(s, need) <= wildcards(s)


def commit_wildcards(s: SpiritState, need) -> None:
    """Fix unassigned wildcards to the elements a met threshold lacks (fixed for the turn)."""
    have = elements(s)
    for e, n in need:
        for _ in range(max(0, n - have[e])):
            s.any_elements.append(e)


def total_presence(s: SpiritState) -> int:
    """Presence on the island."""
    return sum(s.presence.values())


def sacred_sites(s: SpiritState) -> list[str]:
    """Lands where the spirit has 2 or more presence."""
    return [l for l, n in s.presence.items() if n >= 2]


def add_presence(state: GameState, i: int, land: str, source: str) -> None:
    """Put one presence of spirit i into a land, from a track or lifted from another land."""
    s = state.spirits[i]
    if source == "energy":
        s.energy_revealed += 1
    elif source == "plays":
        s.plays_revealed += 1
    else:
        s.presence[source] -= 1
        if not s.presence[source]:
            del s.presence[source]
    s.presence[land] = s.presence.get(land, 0) + 1
    emit(state, "PresenceAdded", spirit=i, land=land, source=source)


def destroy_presence(state: GameState, i: int, land: str, cause: str) -> None:
    """Destroy one presence of spirit i in a land (it leaves the game)."""
    s = state.spirits[i]
    s.presence[land] -= 1
    if not s.presence[land]:
        del s.presence[land]
    s.destroyed_presence += 1
    emit(state, "PresenceDestroyed", spirit=i, land=land, cause=cause)


def presence_sources(s: SpiritState, allow_island: bool = True) -> list[Option]:
    """Where the next presence can come from: a track with covered slots, or the island."""
    i_opts = []
    for track in ("energy", "plays"):
        revealed = s.energy_revealed if track == "energy" else s.plays_revealed
        if revealed < track_len(s, track):
            slot = (spec(s).energy_track if track == "energy" else spec(s).plays_track)[revealed]
            i_opts.append(("track", track, f"from the {track} track (uncovers {describe_slot(slot)})"))
    if allow_island:
        for land in sorted(s.presence):
            i_opts.append(("lift", land, f"move the presence in {land}"))
    return i_opts


def describe_slot(slot: dict) -> str:
    """A track slot in words."""
    parts = []
    if "energy" in slot:
        parts.append(f"{slot['energy']} energy")
    if "plays" in slot:
        parts.append(f"{slot['plays']} card plays")
    if "element" in slot:
        parts.append(slot["element"])
    if slot.get("any"):
        parts.append("any element")
    if slot.get("reclaim_one"):
        parts.append("reclaim one")
    return ", ".join(parts) or "nothing"


@step("place_presence")
def _place_presence(state: GameState, st: dict) -> None:
    """Growth / power: add a presence within range (optionally a fixed land). Asks source, then land."""
    i = st["spirit"]
    s = state.spirits[i]
    if "choice" not in st:
        # presence may come from a track or be moved from another land of the island (003)
        opts = [Option("presence_source", i, land=(t if k == "lift" else ""), piece=(t if k == "track" else ""),
                       label=label) for k, t, label in presence_sources(s)
                if not (k == "lift" and t == st.get("land"))]
        if not opts:
            emit(state, "Note", text=f"{spec(s).name} has no presence left to place")
            return
        ask(state, i, "presence_source", "Take the presence from where?", opts, dict(st))
        return
    src = choice(st)
    source = src.piece or src.land
    if st.get("land"):
        add_presence(state, i, st["land"], source)
        return
    origins = list(s.presence)
    lands = [l for l in within_range(state, origins, st["range"])
             if not st.get("cond") or all_hold(state, l, st["cond"].split(","), i)]
    if not lands:
        emit(state, "Note", text="no land in range for the presence")
        return
    opts = [Option("land", i, land=l, piece=source, label=f"add presence to {l}") for l in lands]
    ask(state, i, "presence_land", "Add presence to which land?", opts, {"op": "presence_to", "spirit": i, "source": source})


@step("presence_to")
def _presence_to(state: GameState, st: dict) -> None:
    add_presence(state, st["spirit"], choice(st).land, st["source"])


@step("gain_power")
def _gain_power(state: GameState, st: dict) -> None:
    """Gain a power card: choose minor or major, draw 4, keep 1; a major makes you forget one."""
    i = st["spirit"]
    kind = st.get("kind") or ""
    if not kind and "choice" not in st:
        opts = [Option("deck", i, piece="minor", label="draw minor powers"),
                Option("deck", i, piece="major", label="draw major powers (forget a card)")]
        ask(state, i, "power_deck", "Gain a Minor or a Major power?", opts, dict(st))
        return
    kind = kind or choice(st).piece
    drawn = draw_powers(state, kind, 4)
    if not drawn:
        emit(state, "Note", text=f"no {kind} powers left")
        return
    emit(state, "PowersDrawn", reveal=True, spirit=i, kind=kind, cards=drawn)
    opts = [Option("keep", i, card=c, label=catalog.POWERS[c].name) for c in drawn]
    ask(state, i, "keep_power", "Keep which power?", opts, {"op": "keep_power", "spirit": i, "kind": kind, "drawn": drawn})


def draw_powers(state: GameState, kind: str, n: int) -> list[str]:
    """Draw n cards from a power deck, reshuffling its discard when it runs out."""
    from .rng import Rng
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
            opts = [Option("forget", i, card=c, label=catalog.POWERS[c].name) for c in mine]
            ask(state, i, "forget", "Forget which power card?", opts, {"op": "forget", "spirit": i})


@step("forget")
def _forget(state: GameState, st: dict) -> None:
    i, c = st["spirit"], choice(st).card
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
        opts = [Option("reclaim", i, card=c, label=catalog.POWERS[c].name) for c in s.discard]
        ask(state, i, "reclaim", "Reclaim which card?", opts, dict(st))
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
GROWTH_WORDS = {"presence": "add a presence", "energy": "gain energy", "card": "gain a power card",
                "reclaim": "reclaim all cards", "reclaim_one": "reclaim one card"}


@step("growth_energy")
def _growth_energy(state: GameState, st: dict) -> None:
    s = state.spirits[st["spirit"]]
    s.energy = max(0, s.energy + st["n"])
    emit(state, "EnergyGained", spirit=st["spirit"], amount=st["n"])


@step("growth_next")
def _growth_next(state: GameState, st: dict) -> None:
    """Do the remaining actions of a growth option, in the order the player picks."""
    i = st["spirit"]
    actions = spec(state.spirits[i]).growth[st["option"]].actions
    left = list(st["left"])
    if "choice" in st:
        k = choice(st).index
    elif len(left) == 1 or len({actions[k] for k in left}) == 1:
        k = left[0]
    elif not left:
        return
    else:
        opts = [Option("growth_action", i, index=k, label=GROWTH_WORDS[actions[k][0]]) for k in left]
        ask(state, i, "growth_action", "Which growth action next?", opts, {"op": "growth_next", "spirit": i,
                                                                        "option": st["option"], "left": left})
        return
    left.remove(k)
    push(state, GROWTH_STEPS[actions[k][0]](i, actions[k]),
         {"op": "growth_next", "spirit": i, "option": st["option"], "left": left} if left else {"op": "noop"})


@step("noop")
def _noop(state: GameState, st: dict) -> None:
    return None
