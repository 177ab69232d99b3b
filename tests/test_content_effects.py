"""Every piece of content does what its ops say when the engine resolves it.

For each power card (base and threshold), innate level, fear level and blight card we build a
small position that meets its target conditions, resolve it with game.engine.testing, and check
that every op left its mark (the event it must produce, or the change in the spirit). A few
cards are then checked exactly, land by land, in the compact notation.

The positions are built from the island's own geography (a land of the right terrain, coastal
or inland), so the tests do not depend on the exact shape of board A.
"""
from __future__ import annotations

import pytest

pytest.importorskip("game.content.boards", reason="the island boards are not written yet")

from game.content.catalog import BLIGHT, FEAR, MAJOR_IDS, POWERS, SPIRITS
from game.engine import pieces as P
from game.engine.conditions import all_hold
from game.engine.island import adjacent, island
from game.engine.powers import target_lands
from game.engine.testing import give_elements, land, position, resolve, run_effect, use_power

TERRAINS = ("mountain", "wetland", "jungle", "sand")
RICH = {"E": 4, "T": 1, "C": 1, "D": 2, "B": 1}
NEIGHBOUR_PIECES = "2E 1T 2D"


def _owner(card_id: str) -> str:
    """The spirit that holds a unique card (any spirit for the others)."""
    for s in SPIRITS.items.values():
        if card_id in s.uniques:
            return s.id
    return SPIRITS.ids()[0]


def _geo_ok(st, lid: str, conds) -> bool:
    info = island(st).lands[lid]
    for c in conds:
        if c in TERRAINS or "|" in c:
            if info.terrain not in c.split("|"):
                return False
        elif c == "coastal" and not info.coastal:
            return False
        elif c == "inland" and info.coastal:
            return False
    return True


def _pieces_for(conds) -> dict[str, int]:
    """Pieces meeting the piece conditions, with plenty of everything else."""
    pcs = dict(RICH)
    for c in conds:
        if c == "noinvaders":
            pcs.update(E=0, T=0, C=0)
        elif c == "nodahan":
            pcs["D"] = 0
        elif c == "noblight":
            pcs["B"] = 0
        elif c == "nobuildings":
            pcs.update(T=0, C=0)
        elif c == "D>TC":
            pcs["D"] = pcs["T"] + pcs["C"] + 1
        elif c[:1] in TOKENS and c[1:3] == ">=":        # the expansion's tokens: "A>=1"
            pcs[c[0]] = int(c[3:])
    return pcs


def _set(st, lid: str, pcs: dict[str, int]) -> None:
    st.lands[lid] = {k: n for k, n in pcs.items() if n}
    st.blight_total = st.blight_on_card + sum(P.count(p, "B") for p in st.lands.values())


def prepare(st, conds, used=(), spirit: int = 0, presence: bool = True, sacred: bool = False) -> str:
    """Pick a land meeting the geography in `conds`, give it pieces meeting the rest (and the
    acting spirit's presence as they ask), fill its neighbours with pieces to gather; return it."""
    conds = tuple(conds)
    lands = [l for l in island(st).lands if l not in used and _geo_ok(st, l, conds)]
    assert lands, f"no land on the island for {conds}"
    lid = lands[0]
    _set(st, lid, _pieces_for(conds))
    for a in sorted(adjacent(st, lid)):
        if a not in used and not st.lands[a]:
            _set(st, a, P.parse_land(NEIGHBOUR_PIECES))
    s = st.spirits[spirit]
    wants_sacred = sacred or "sacred" in conds or "P>=2" in conds
    if "nopresence" in conds:
        s.presence.pop(lid, None)
        near = sorted(adjacent(st, lid))[0]
        s.presence[near] = max(s.presence.get(near, 0), 2 if wants_sacred else 1)
    elif presence or wants_sacred or "presence" in conds:
        s.presence[lid] = max(s.presence.get(lid, 0), 2 if wants_sacred else 1)
    assert all_hold(st, lid, conds, spirit), (lid, conds, land(st, lid))
    return lid


TOKENS = "AWZHV"     # the expansion's tokens that stand in a land (strife rides on an invader)


def with_tokens(st, effect, lid: str) -> None:
    """Put one of each token an effect names (moves, counts or asks for) in its land and two in
    each neighbour, for a card of the expansion to have something to act on."""
    named = set()
    for op in _walk_all(effect):
        for key in ("kinds", "per"):
            named |= set(op.get(key) or "") & set(TOKENS)
        for c in op.get("cond", ()):
            named |= set(c) & set(TOKENS)
    if lid and any(op["op"] == "detach" for op in _walk_all(effect)) and st.lands[lid].get("E"):
        st.lands[lid]["E"] -= 1                     # an Explorer carrying strife, to take it off
        st.lands[lid]["Es"] = st.lands[lid].get("Es", 0) + 1
    if not lid or not named:
        return
    for letter in sorted(named):
        st.lands[lid][letter] = st.lands[lid].get(letter, 0) + 1
        for a in adjacent(st, lid):
            st.lands[a][letter] = st.lands[a].get(letter, 0) + 2


def _walk_all(effect):
    for op in effect:
        yield op
        for k in ("then", "else", "before"):
            if isinstance(op.get(k), (list, tuple)):
                yield from _walk_all(op[k])


def _fresh(spirit_id: str):
    st = position({}, spirits=[spirit_id], boards=["A"])
    st.spirits[0].presence = {}
    st.spirits[0].discard = [st.spirits[0].hand[0]]
    st.spirits[0].energy = 20
    return st


# --- what each op must leave behind --------------------------------------------------------

def _flatten(effect, st, lid, spirit=0):
    """The ops that will run, `if` resolved against the position as it is now."""
    out = []
    for op in effect:
        if op["op"] == "if":
            ok = bool(lid) and all_hold(st, lid, op["cond"], spirit)
            out += _flatten(op["then"] if ok else op["else"], st, lid, spirit)
        elif op["op"] == "since":
            legacy = op["legacy"] in st.config.get("rules", ())
            out += _flatten(op["before"] if legacy else op["then"], st, lid, spirit)
        else:
            out.append(op)
    return out


def _has(events, event_kind: str, **data) -> bool:
    return any(e.kind == event_kind and all(e.data.get(k) == v for k, v in data.items()) for e in events)


def check_marks(ops, events, before, st, lid: str, spirit: int = 0, who: int = 0) -> None:
    """Assert each op produced its effect. `before` is a clone taken before resolving."""
    s0, s1 = before.spirits[who], st.spirits[who]
    for op in ops:
        name = op["op"]
        kinds = op.get("kinds", "")
        if name in ("damage", "damage_each", "damage_dahan"):
            assert _has(events, "Damaged", land=lid) or _has(events, "Destroyed", land=lid), op
        elif name == "destroy":
            assert any(_has(events, "Destroyed", land=lid, piece=k) for k in kinds), op
        elif name == "remove":
            assert any(_has(events, "Removed", land=lid, piece=k) for k in kinds), op
        elif name == "downgrade":
            assert any(_has(events, "Replaced", land=lid, piece=k) for k in kinds), op
        elif name == "push":
            assert any(_has(events, "PieceMoved", frm=lid, piece=k) for k in kinds), op
        elif name == "gather":
            assert any(_has(events, "PieceMoved", to=lid, piece=k) for k in kinds), op
        elif name == "add":
            assert _has(events, "PieceAdded", land=lid, piece=kinds[0]), op
        elif name == "add_blight":
            assert _has(events, "BlightAdded", land=lid), op
        elif name == "defend":
            assert _has(events, "Defended", land=lid, amount=op["n"]), op
        elif name == "fear":
            assert _has(events, "FearGenerated"), op
        elif name == "isolate":
            assert _has(events, "Isolated", land=lid), op
        elif name == "skip":
            assert _has(events, "WillSkip", land=lid, action=op["action"]), op
        elif name == "energy":
            assert _has(events, "EnergyGained", spirit=who, amount=op["n"]), op
        elif name == "element":
            assert s1.bonus_elements.get(op["name"], 0) > s0.bonus_elements.get(op["name"], 0), op
        elif name == "presence_here":
            assert _has(events, "PresenceAdded", spirit=spirit, land=lid), op
        elif name == "gain_power":
            drawn = [c for e in events if e.kind == "PowersDrawn" and e.data.get("spirit") == who
                     for c in e.data.get("cards", ())]
            assert drawn and all(POWERS[c].kind == op["kind"] for c in drawn), op
            assert _has(events, "PowerGained", spirit=who), op
        elif name == "play_card":
            assert _has(events, "CardPlayed", spirit=who, by="effect"), op
        elif name == "reclaim_one":
            assert _has(events, "CardsReclaimed", spirit=who), op
        elif name in ("attach", "detach"):
            assert _has(events, "Attached" if name == "attach" else "Detached", land=lid, attached=op["letter"]), op
        elif name == "fast_now":
            assert _has(events, "MadeFast", spirit=who, n=op["n"]), op
        elif name == "incarna_here":
            assert _has(events, "IncarnaMoved", spirit=who, land=lid), op
        elif name == "empower_incarna":
            assert _has(events, "IncarnaEmpowered", spirit=who) or st.incarna[str(who)]["empowered"], op
        elif name == "repeat":
            # the power is used once more: a new use (new target) after the first resolution
            assert any(e.kind == "PowerUsed" for e in events[1:]), op
        else:
            raise AssertionError(f"no check for op {name!r}")


# --- power cards -----------------------------------------------------------------------------

def _card_position(card, with_threshold: bool):
    st = _fresh(_owner(card.id))
    if card.target == "spirit":
        st.spirits[0].presence = {next(iter(island(st).lands)): 1}
        lid = ""
    else:
        lid = prepare(st, card.conditions, sacred=card.source == "sacred")
        with_tokens(st, card.effect + card.threshold_effect, lid)
        assert lid in target_lands(st, 0, card), f"{card.id} cannot target the land prepared for it"
    if with_threshold:
        give_elements(st, 0, **dict(card.threshold))
    return st, lid


@pytest.mark.parametrize("cid", POWERS.ids())
def test_power_card_does_what_it_says(cid):
    card = POWERS[cid]
    st, lid = _card_position(card, with_threshold=False)
    ops = _flatten(card.effect, st, lid)
    before = st.clone()
    events = use_power(st, cid, land=lid, target_spirit=0)
    assert events or st.state_hash() != before.state_hash(), f"{cid} did nothing"
    check_marks(ops, events, before, st, lid)


@pytest.mark.parametrize("cid", [c for c in POWERS.ids() if POWERS[c].kind == "major"])
def test_major_threshold_does_what_it_says(cid):
    card = POWERS[cid]
    st, lid = _card_position(card, with_threshold=True)
    base = [] if card.threshold_replaces else list(card.effect)
    ops = _flatten(tuple(base) + card.threshold_effect, st, lid)
    before = st.clone()
    events = use_power(st, cid, land=lid, target_spirit=0)
    check_marks(ops, events, before, st, lid)
    if card.threshold_replaces:
        plain, _ = _card_position(card, with_threshold=False)
        plain_events = use_power(plain, cid, land=lid, target_spirit=0)
        assert [e.kind for e in plain_events] != [e.kind for e in events]


# --- innate powers ---------------------------------------------------------------------------

INNATE_LEVELS = [(s.id, inn.id, k) for s in SPIRITS.items.values() for inn in s.innates
                 for k in range(len(inn.levels))]


@pytest.mark.parametrize("sid,iid,k", INNATE_LEVELS)
def test_innate_level_does_what_it_says(sid, iid, k):
    inn = next(i for i in SPIRITS[sid].innates if i.id == iid)
    st = _fresh(sid)
    if inn.target == "spirit":
        st.spirits[0].presence = {next(iter(island(st).lands)): 1}
        lid = ""
    else:
        lid = prepare(st, inn.conditions, sacred=inn.source == "sacred")
        with_tokens(st, tuple(op for lv in inn.levels for op in lv.effect), lid)
        assert lid in target_lands(st, 0, inn)
    give_elements(st, 0, **dict(inn.levels[k].elements))
    fired = [op for lv in inn.levels[: k + 1] for op in lv.effect]
    ops = _flatten(fired, st, lid)
    before = st.clone()
    pick = [lambda o, k=k: o.kind == "threshold" and o.index == (1 << (k + 1)) - 1] if k else []
    events = use_power(st, iid, land=lid, innate=True, target_spirit=0, choose=pick)
    check_marks(ops, events, before, st, lid)
    if k:
        # one level less does strictly less
        lower = _fresh(sid)
        if inn.target == "spirit":
            lower.spirits[0].presence = dict(st.spirits[0].presence)
        else:
            prepare(lower, inn.conditions, sacred=inn.source == "sacred")
            with_tokens(lower, tuple(op for lv in inn.levels for op in lv.effect), lid)
        give_elements(lower, 0, **dict(inn.levels[k - 1].elements))
        pick = [lambda o, k=k: o.kind == "threshold" and o.index == (1 << k) - 1] if k > 1 else []
        fewer = use_power(lower, iid, land=lid, innate=True, target_spirit=0, choose=pick)
        assert len(fewer) < len(events)


# --- fear and blight cards -------------------------------------------------------------------

def _prepare_for_world_effect(st, effect) -> list[tuple[str, dict]]:
    """Give every each_land / choose_land in an effect at least one land to act on."""
    used: list[str] = []
    targets = []

    def walk(ops):
        for op in ops:
            if op["op"] in ("each_land", "choose_land"):
                lid = prepare(st, op["cond"], used=used, presence=False)
                with_tokens(st, op["then"], lid)
                used.append(lid)
                targets.append((lid, op))
            for key in ("then", "else"):
                if key in op:
                    walk(op[key])

    walk(effect)
    return targets


def _check_world_effect(st, effect, label) -> list:
    targets = _prepare_for_world_effect(st, effect)
    before = st.clone()
    wanted = [lid for lid, op in targets if op["op"] == "choose_land"]

    def pick(decision):
        # a spirit choosing a land picks the one prepared for it
        for o in decision.options:
            if decision.kind == "choose_land" and o.land in wanted:
                return o
        return decision.options[0]

    events = resolve(st, [{"op": "ops", "ops": list(effect), "ctx": {"spirit": 0, "land": ""}}],
                     on_decision=pick)
    assert events, f"{label} did nothing"
    for lid, op in targets:
        inner = _flatten(op["then"], before, lid)
        # each_spirit may make every spirit act; each op must leave its mark somewhere
        check_marks(inner, events, before, st, lid)
    spirit_ops = [o for top in effect if top["op"] == "each_spirit" for o in top["then"]
                  if o["op"] not in ("choose_land",)]
    check_marks(spirit_ops, events, before, st, "")
    return events


FEAR_LEVELS = [(f, k) for f in FEAR.ids() for k in range(3)]


@pytest.mark.parametrize("fid,k", FEAR_LEVELS)
def test_fear_level_does_what_it_says(fid, k):
    st = _fresh(SPIRITS.ids()[0])
    st.spirits[0].presence = {}
    text, effect = FEAR[fid].levels[k]
    # presence somewhere so "a land with your presence" can be found
    _check_world_effect(st, effect, f"{fid} level {k + 1}")


@pytest.mark.parametrize("bid", BLIGHT.ids())
def test_blight_card_does_what_it_says(bid):
    card = BLIGHT[bid]
    for part in ("immediate", "each_phase"):
        effect = getattr(card, part)
        if not effect:
            continue
        st = _fresh(SPIRITS.ids()[0])
        _check_world_effect(st, effect, f"{bid} {part}")


# --- a few cards, exactly --------------------------------------------------------------------

def _exact(spirit_id: str, cid: str, text: str, conds=(), choose=None, innate=False,
           elements=None, neighbours=""):
    st = _fresh(spirit_id)
    lid = prepare(st, conds)
    _set(st, lid, P.parse_land(text))
    for a in adjacent(st, lid):
        _set(st, a, P.parse_land(neighbours))
    if elements:
        give_elements(st, 0, **elements)
    events = use_power(st, cid, land=lid, choose=choose, innate=innate)
    return st, lid, events


def test_pelting_embers_deals_two_damage_assigned_efficiently():
    st, lid, _ = _exact("falling-cinder-rain", "pelting-embers", "1E 1T", choose=["auto"])
    assert land(st, lid) == "1E"


def test_kindle_the_thatch_destroys_a_town_with_fear():
    st, lid, ev = _exact("falling-cinder-rain", "kindle-the-thatch", "1E 1T")
    assert land(st, lid) == "1E"
    assert sum(e.data["amount"] for e in ev if e.kind == "FearGenerated") == 2


def test_burning_wind_hits_every_invader_then_once_more():
    st, lid, _ = _exact("falling-cinder-rain", "burning-wind-walks", "2E 1T 1D",
                        choose=["auto"])
    assert land(st, lid) == "1D"


def test_songs_of_old_victories_destroys_a_town_when_dahan_outnumber():
    st, lid, _ = _exact("old-village-drumbeat", "songs-of-old-victories", "1T 2D")
    assert land(st, lid) == "2D"


def test_songs_of_old_victories_otherwise_deals_two_damage():
    st, lid, _ = _exact("old-village-drumbeat", "songs-of-old-victories", "1T 1C 1D",
                        choose=["auto"])
    assert land(st, lid) == "1C 1D"   # efficient assignment: 2 damage destroy the Town


def test_hunters_strike_deals_one_damage_per_dahan():
    st, lid, _ = _exact("old-village-drumbeat", "hunters-strike-at-dusk", "1E 1C 3D",
                        choose=["auto"])
    assert land(st, lid) == "1E 3D"


def test_sheltering_canopy_defends_more_with_two_dahan():
    _, lid, ev = _exact("mending-moss", "sheltering-canopy", "1T 2D", conds=("dahan",))
    assert sum(e.data["amount"] for e in ev if e.kind == "Defended") == 4
    _, lid, ev = _exact("mending-moss", "sheltering-canopy", "1T 1D", conds=("dahan",))
    assert sum(e.data["amount"] for e in ev if e.kind == "Defended") == 3


def test_rain_washes_the_ash_removes_one_blight():
    st, lid, _ = _exact("mending-moss", "rain-washes-the-ash", "2B 1E", conds=("blight",))
    assert land(st, lid) == "1E 1B"


def test_sudden_squall_pushes_up_to_two_explorers():
    st, lid, _ = _exact("scattering-gale", "sudden-squall", "3E 1T")
    assert land(st, lid) == "1E 1T"


def test_storm_funnels_gathers_then_frightens():
    st, lid, ev = _exact("scattering-gale", "storm-funnels-the-lost", "", neighbours="1E 1T")
    assert P.count(st.lands[lid], "ET") == 2
    assert _has(ev, "FearGenerated", amount=2)


def test_the_marsh_remembers_fear_per_building():
    _, _, ev = _exact("marsh-mist-dread", "the-marsh-remembers", "2T 1C")
    assert _has(ev, "FearGenerated", amount=3)


def test_salt_in_the_wells_downgrades_a_town():
    st, lid, _ = _exact(SPIRITS.ids()[0], "salt-in-the-wells", "1T 1D", conds=("towns",))
    assert land(st, lid) == "1E 1D"


def test_new_homes_adds_two_dahan():
    st, lid, _ = _exact("old-village-drumbeat", "new-homes-in-the-valley", "1D")
    assert land(st, lid) == "3D"


def test_roots_split_the_walls_damage_per_presence():
    st = _fresh("strangler-fig-runners")
    lid = prepare(st, ())
    _set(st, lid, P.parse_land("1C"))
    st.spirits[0].presence[lid] = 3
    give_elements(st, 0, plant=3, earth=1)
    use_power(st, "roots-split-the-walls", land=lid, innate=True,
              choose=[lambda o: o.kind == "threshold" and o.index == 0b11])
    assert land(st, lid) == ""   # 1 damage, then 3 (one per presence): the City falls


def test_the_ground_opens_takes_everything_with_the_threshold():
    st, lid, _ = _exact("stirring-basalt-giant", "the-ground-opens", "3E 2T 1C 1D",
                        conds=("sacred",), elements={"earth": 3, "moon": 2, "fire": 1})
    assert land(st, lid) == "1D"


def test_tidal_reckoning_threshold_replaces_the_base_effect():
    st, lid, _ = _exact(SPIRITS.ids()[0], "tidal-reckoning", "3C", conds=("coastal",),
                        choose=["auto"])
    assert land(st, lid) == "1C 1C1"   # 4 damage: one City falls, another takes 1
    st, lid, _ = _exact(SPIRITS.ids()[0], "tidal-reckoning", "3C", conds=("coastal",),
                        elements={"water": 3, "moon": 2},
                        choose=[lambda o: o.kind == "threshold" and o.index == 1, "auto"])
    assert land(st, lid) == "1C2"      # instead 2 to each City, then 2 more finish two


def test_fear_dahan_take_heart_defends_every_dahan_land():
    st = _fresh(SPIRITS.ids()[0])
    lands = list(island(st).lands)
    _set(st, lands[0], P.parse_land("1D"))
    _set(st, lands[1], P.parse_land("2E"))
    ev = run_effect(st, FEAR["courage-in-the-villages"].levels[1][1])
    assert [e.data["land"] for e in ev if e.kind == "Defended"] == [lands[0]]


def test_scorched_soil_adds_explorers_to_blighted_lands():
    st = _fresh(SPIRITS.ids()[0])
    lands = list(island(st).lands)
    _set(st, lands[0], P.parse_land("1B"))
    _set(st, lands[1], P.parse_land("1T"))
    run_effect(st, BLIGHT["scorched-soil-draws-settlers"].each_phase)
    assert land(st, lands[0]) == "1E 1B"
    assert land(st, lands[1]) == "1T"
