"""Spirits: presence tracks, energy, card plays, elements, growth, gaining and reclaiming cards."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..content import catalog
from .flow import ask, choice, emit, step
from .island import within_range
from .conditions import all_hold
from .state import GameState, Option, SpiritState, land_options, option


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
    return _uncovered_sums(s.spirit_id, s.energy_revealed, s.plays_revealed)[0]


def card_plays(s: SpiritState) -> int:
    """Cards the spirit may play this turn: the highest uncovered number on the plays track."""
    return _uncovered_sums(s.spirit_id, s.energy_revealed, s.plays_revealed)[1]


def _slots(s: SpiritState):
    return uncovered(s, "energy") + uncovered(s, "plays")


def wildcards(s: SpiritState) -> int:
    """Uncovered "+1 any element" slots not yet given an element this turn."""
    return _uncovered_sums(s.spirit_id, s.energy_revealed, s.plays_revealed)[2] - len(s.any_elements)


def has_reclaim_one(s: SpiritState) -> bool:
    """An uncovered "reclaim one" slot."""
    return _uncovered_sums(s.spirit_id, s.energy_revealed, s.plays_revealed)[3]


def standing_elements(s: SpiritState) -> tuple[str, ...]:
    """The elements a spirit has whatever cards it plays: its uncovered track slots, the
    wildcards given an element, bonuses (each element once per count)."""
    els = _uncovered_sums(s.spirit_id, s.energy_revealed, s.plays_revealed)[4] + tuple(s.any_elements)
    if s.bonus_elements:
        els += tuple(e for e, n in s.bonus_elements.items() for _ in range(n))
    return els


def elements(s: SpiritState) -> Counter:
    """Elements the spirit has now: played cards, and its standing elements (uncovered track
    slots, chosen wildcards, bonuses)."""
    els: list[str] = []
    for cid in s.played:
        els.extend(catalog.POWERS[cid].elements)
    els.extend(standing_elements(s))
    return Counter(els)


@lru_cache(maxsize=4096)
def _uncovered_sums(spirit_id: str, energy_revealed: int, plays_revealed: int) -> tuple:
    """What a spirit's uncovered track slots give: (energy income, card plays, "any element"
    slots, a "reclaim one" slot?, the slots' elements). Asked after nearly every command, so
    worked out once per spirit and pair of track positions (the panels are fixed content)."""
    sp = catalog.SPIRITS[spirit_id]
    en, pl = sp.energy_track[:energy_revealed], sp.plays_track[:plays_revealed]
    slots = en + pl
    return (max((sl["energy"] for sl in en if "energy" in sl), default=0),
            max((sl["plays"] for sl in pl if "plays" in sl), default=0),
            sum(1 for sl in slots if sl.get("any")),
            any(sl.get("reclaim_one") for sl in slots),
            tuple(sl["element"] for sl in slots if "element" in sl))


def missing(s: SpiritState, need) -> int:
    """How many elements of `need` ((element, n) pairs) the spirit lacks, wildcards aside."""
    return short_of(elements(s), need)


def short_of(have, need) -> int:
    """How many elements of `need` ((element, n) pairs) are lacking from the counted `have`
    (callers that test many thresholds count the spirit's elements once and ask this)."""
    short = 0
    for e, n in need:      # asked for every threshold of every power menu: a plain loop
        h = have[e]
        if n > h:
            short += n - h
    return short


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


@lru_cache(maxsize=4096)
def _sources(spirit_id: str, energy_revealed: int, plays_revealed: int,
             lands: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """Where the next presence can come from: a track with covered slots, or a land of the
    island it may leave (kind, track or land); once per spirit, track positions and lands."""
    sp = catalog.SPIRITS[spirit_id]
    i_opts = []
    for track, slots, revealed in (("energy", sp.energy_track, energy_revealed),
                                   ("plays", sp.plays_track, plays_revealed)):
        if revealed < len(slots):
            i_opts.append(("track", track))
    for land in lands:
        i_opts.append(("lift", land))
    return tuple(i_opts)


@lru_cache(maxsize=4096)
def _source_options(i: int, sources: tuple[tuple[str, str], ...], fixed: str) -> tuple[Option, ...]:
    """Spirit i's choices of where a presence comes from (not lifted from `fixed`, the land it
    goes to), made once per sources: every growth that adds presence asks."""
    return tuple([option("presence_source", i, land=(t if k == "lift" else ""), piece=(t if k == "track" else ""))
                  for k, t in sources if not (k == "lift" and t == fixed)])


@step("place_presence")
def _place_presence(state: GameState, st: dict) -> None:
    """Growth / power: add a presence within range (optionally a fixed land). Asks source, then land."""
    i = st["spirit"]
    s = state.spirits[i]
    if "choice" not in st:
        # presence may come from a track or be moved from another land of the island (003)
        opts = list(_source_options(i, _sources(s.spirit_id, s.energy_revealed, s.plays_revealed,
                                                tuple(sorted(s.presence))), st.get("land")))
        if not opts:
            emit(state, "Note", note="no_presence_to_place", spirit=i)
            return
        ask(state, i, "presence_source", "presence_source", opts, dict(st))
        return
    src = choice(st)
    source = src.piece or src.land
    if st.get("land"):
        add_presence(state, i, st["land"], source)
        return
    cond = st.get("cond")
    from .incarna import sources
    lands = within_range(state, sources(state, i), st["range"])
    if cond:
        conds = cond.split(",")
        lands = [l for l in lands if all_hold(state, l, conds, i)]
    if not lands:
        emit(state, "Note", note="no_land_for_presence", spirit=i)
        return
    opts = list(land_options("land", i, tuple(lands), source))
    ask(state, i, "presence_land", "presence_land", opts, {"op": "presence_to", "spirit": i, "source": source})


@step("presence_to")
def _presence_to(state: GameState, st: dict) -> None:
    add_presence(state, st["spirit"], choice(st).land, st["source"])
