"""The content catalogue is complete, well-formed and our own: ids, counts, costs, element
thresholds, op names, land-condition grammar, stats, and no official names."""
from __future__ import annotations

import inspect
import re

import pytest

from game.content import catalog, ops
from game.content.catalog import (BLIGHT, FEAR, INVADER_CARDS, MAJOR_IDS, MINOR_IDS, POWERS,
                                  SPIRITS, catalog_summary)
from game.content.spec import FAST, SLOW

ELEMENTS = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")
TERRAINS = ("mountain", "wetland", "jungle", "sand")
OP_NAMES = {name for name, fn in inspect.getmembers(ops, inspect.isfunction)
            if fn.__module__ == ops.__name__}
# the dict "op" value differs from the constructor name for these
OP_VALUES = (OP_NAMES - {"if_", "choose_land"}) | {"if", "choose_land"}
MAX_CUSTOM = 3

# piece letters: the base game's and the expansion's tokens (beasts, wilds, disease, badlands, vitality)
_COUNT = re.compile(r"^([ETCDBPAWZHV]+)(>=|<=|==|>|<)(\d+|[ETCDBPAWZHV]+)$")

# A short deny-list of names from printed and digital editions we must never reuse.
OFFICIAL_NAMES = {
    "river surges in sunlight", "lightning's swift strike", "vital strength of the earth",
    "shadows flicker like flame", "thunderspeaker", "a spread of rampant green",
    "ocean's hungry grasp", "bringer of dreams and nightmares", "keeper of the forbidden wilds",
    "sharp fangs behind the leaves", "heart of the wildfire", "serpent slumbering beneath the island",
    "lure of the deep wilderness", "grinning trickster stirs up trouble", "volcano looming high",
    "shroud of silent mist", "vengeance as a burning plague", "stone's unyielding defiance",
    "many minds move as one", "fractured days split the sky", "starlight seeks its form",
    "downpour drenches the world", "finder of paths unseen", "hearth-vigil",
    "towering roots of the jungle", "ember-eyed behemoth", "relentless gaze of the sun",
    "flow like water", "wash away", "boon of vigor", "rivers' bounty", "harbingers of the lightning",
    "raging storm", "shatter homesteads", "lightning's boon", "call of the dahan ways",
    "tidings of the sprouting tree", "gift of living energy", "guard the healing land",
    "a year of perfect stillness", "rituals of destruction", "drift down into slumber",
    "uncanny melting", "nature's resilience", "pull beneath the hungry earth",
    "song of sanctity", "steam vents", "encompassing ward", "powerstorm", "tsunami",
    "cleansing floods", "talons of lightning", "the jungle hungers", "pillar of living flame",
    "vigor of the breaking dawn", "indomitable claim", "accelerated rot", "paralyzing fright",
    "infinite vitality", "entrancing apparitions", "dream of the untouched land",
    "overgrow in a night", "devouring ants", "land of haunts and embers", "quicken the earth's struggles",
    "savage mawbeasts", "terrifying nightmares", "fire and flood", "grant hatred a ravenous form",
    "strangling firevine", "sweep into the sea", "thundering destruction", "winds of rust and atrophy",
    "wrap in wings of sunlight", "avoid the dahan", "belief takes root", "dahan enheartened",
    "dahan on their guard", "dahan raid", "emigration accelerates", "fear of the unseen",
    "isolation", "overseas trade seems safer", "retreat!", "scapegoats", "seek safety",
    "tall tales of savages", "trade suffers", "wary of the interior", "dahan attack",
    "downward spiral", "memory fades to dust", "back against the wall", "erosion of will",
    "aid from lesser spirits", "tipping point", "unnatural proliferation", "strong earth shatters slowly",
    "promising farmland", "disintegrating ecosystem", "a pall upon the land", "all things weaken",
    "power corrodes the spirit", "untended land crumbles", "thriving communities",
    "still-healthy island", "blighted island", "healthy island", "gnawing rootbiters",
    "cleansing floods", "dahan raid", "wary of the interior",
}


def _walk(effect):
    """Every op dict in an effect, nested ones included."""
    for op in effect:
        yield op
        for key in ("then", "else"):
            if key in op:
                yield from _walk(op[key])


def _conditions_in(effect):
    for op in _walk(effect):
        if op["op"] in ("if", "each_land", "choose_land"):
            yield from op["cond"]


def valid_condition(cond: str) -> bool:
    """The land-condition grammar of the ops module docstring."""
    if cond in ops.LAND_CONDITIONS or cond in TERRAINS:
        return True
    if "|" in cond:
        return all(part in TERRAINS for part in cond.split("|"))
    return bool(_COUNT.match(cond))


def _all_effects():
    """(where, effect) for every effect in the catalogue."""
    for c in POWERS.items.values():
        yield c.id, c.effect
        if c.threshold_effect:
            yield c.id + "/threshold", c.threshold_effect
    for s in SPIRITS.items.values():
        for inn in s.innates:
            for i, lvl in enumerate(inn.levels):
                yield f"{inn.id}/{i}", lvl.effect
    for f in FEAR.items.values():
        for i, (_text, eff) in enumerate(f.levels):
            yield f"{f.id}/{i}", eff
    for b in BLIGHT.items.values():
        yield b.id + "/immediate", b.immediate
        yield b.id + "/each_phase", b.each_phase


def _all_condition_uses():
    for where, eff in _all_effects():
        for cond in _conditions_in(eff):
            yield where, cond
    for c in POWERS.items.values():
        for cond in c.conditions:
            yield c.id, cond
    for s in SPIRITS.items.values():
        for inn in s.innates:
            for cond in inn.conditions:
                yield inn.id, cond
        for g in s.growth:
            for a in g.actions:
                if a[0] == "presence" and a[2]:
                    yield s.id + "/growth", a[2]


def _names():
    for reg in (SPIRITS, POWERS, FEAR, BLIGHT, INVADER_CARDS):
        for item in reg.items.values():
            yield item.name
    for s in SPIRITS.items.values():
        for inn in s.innates:
            yield inn.name


# --- ids and counts ------------------------------------------------------------------------

def test_ids_are_unique_across_all_registries():
    ids = [i for reg in (SPIRITS, POWERS, FEAR, BLIGHT, INVADER_CARDS) for i in reg.ids()]
    innate_ids = [inn.id for s in SPIRITS.items.values() for inn in s.innates]
    assert len(ids + innate_ids) == len(set(ids + innate_ids))


def test_ids_are_stable_kebab_strings():
    for reg in (SPIRITS, POWERS, FEAR, BLIGHT):
        for i in reg.ids():
            assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i), i
    for i in INVADER_CARDS.ids():
        assert re.fullmatch(r"I{1,3}-[a-z]+(-[a-z]+)?", i), i


def _base(kind: str) -> list[str]:
    """The ids of one kind of content that the base game's pack brought (the optional expansion
    brings more: tests/test_expansion_content.py)."""
    return catalog.PACKS.ids_from(kind, ["base"])


def test_counts():
    assert len(_base("spirit")) == 8
    assert len(MINOR_IDS) == 36
    assert len(MAJOR_IDS) == 22
    assert len(_base("fear")) == 15
    assert len(_base("blight")) >= 4
    stages = [c.stage for c in INVADER_CARDS.items.values()]
    assert (stages.count(1), stages.count(2), stages.count(3)) == (4, 5, 6)


def test_invader_cards_follow_the_deck_structure():
    cards = INVADER_CARDS.items.values()
    assert sorted(c.terrains[0] for c in cards if c.stage == 1) == sorted(TERRAINS)
    two = [c for c in cards if c.stage == 2]
    assert sum(c.escalation for c in two) == 4 and sum(c.coastal for c in two) == 1
    assert all(c.terrains == () for c in two if c.coastal)
    pairs = {frozenset(c.terrains) for c in cards if c.stage == 3}
    assert len(pairs) == 6 and all(len(p) == 2 for p in pairs)
    assert all(c.name for c in cards)


def test_summary_lists_every_kind():
    s = catalog_summary()
    for kind in ("spirits", "minor", "major", "fear", "blight", "boards", "invader"):
        assert s[kind]["count"] == len(s[kind]["ids"])
    assert len(_base("spirit")) == 8 and s["spirits"]["count"] >= 8 and s["minor"]["count"] >= 36
    assert set(s["spirits"]["unique_cards"]) == set(SPIRITS.ids())
    assert all(len(v) == 4 for v in s["spirits"]["unique_cards"].values())


# --- spirits -------------------------------------------------------------------------------

@pytest.mark.parametrize("sid", SPIRITS.ids())
def test_spirit_uniques_exist_and_are_unique_kind(sid):
    s = SPIRITS[sid]
    assert len(s.uniques) == 4
    for cid in s.uniques:
        assert cid in POWERS and POWERS[cid].kind == "unique"


def test_every_unique_card_belongs_to_exactly_one_spirit():
    owners = [cid for s in SPIRITS.items.values() for cid in s.uniques]
    uniques = [c.id for c in POWERS.items.values() if c.kind == "unique"]
    assert sorted(owners) == sorted(uniques)


@pytest.mark.parametrize("sid", SPIRITS.ids())
def test_spirit_panel_is_well_formed(sid):
    s = SPIRITS[sid]
    assert set(s.stats) == {"attack", "control", "fear", "defense", "support"}
    assert all(isinstance(v, int) and 0 <= v <= 5 for v in s.stats.values())
    assert s.summary and len(s.summary) > 60
    assert 2 <= len(s.growth) <= 4
    for g in s.growth:
        assert g.text and g.actions
        for a in g.actions:
            assert a[0] in ("presence", "energy", "card", "reclaim", "reclaim_one"), a
            if a[0] == "presence":
                assert len(a) == 3 and 0 <= a[1] <= 3
    for track, key in ((s.energy_track, "energy"), (s.plays_track, "plays")):
        assert 5 <= len(track) <= 8
        assert key in track[0]
        numbers = [slot[key] for slot in track if key in slot]
        assert numbers == sorted(numbers) and len(set(numbers)) >= 3
        for slot in track:
            assert set(slot) <= {"energy", "plays", "element", "reclaim_one", "any"}, slot
            assert slot.get("element", "sun") in ELEMENTS
    assert len(s.innates) == 2
    assert s.setup
    for entry in s.setup:
        assert (entry[0] == "terrain" and entry[1] in TERRAINS and entry[2] in ("highest", "lowest")
                and entry[3] >= 1) or (entry[0] == "land" and entry[2] >= 1), entry


def test_spirits_look_different():
    spirits = list(SPIRITS.items.values())
    base = [SPIRITS[i] for i in _base("spirit")]
    assert len({s.colour for s in spirits}) == len(spirits)     # every spirit its own colour
    assert len({s.shape for s in base}) == 8                    # and the base game's each a shape
    assert {s.shape for s in spirits} <= {"circle", "diamond", "square", "triangle", "hexagon",
                                          "star", "drop", "ring"}
    for s in spirits:
        assert all(0 <= c <= 255 for c in s.colour)


def test_roles_are_covered():
    spirits = list(SPIRITS.items.values())
    assert any(s.stats["attack"] == 5 for s in spirits)
    assert any(s.stats["control"] == 5 for s in spirits)
    assert any(s.stats["fear"] == 5 for s in spirits)
    assert any(s.stats["defense"] == 5 for s in spirits)
    assert any(slot.get("any") for s in spirits for slot in s.energy_track + s.plays_track)


@pytest.mark.parametrize("sid", SPIRITS.ids())
def test_innate_levels_need_ever_more_elements(sid):
    for inn in SPIRITS[sid].innates:
        assert 2 <= len(inn.levels) <= 4
        assert inn.speed in (FAST, SLOW)
        prev: dict = {}
        for lvl in inn.levels:
            need = dict(lvl.elements)
            assert set(need) <= set(ELEMENTS)
            assert all(need.get(e, 0) >= n for e, n in prev.items()), (inn.id, prev, need)
            assert need != prev
            assert lvl.text
            prev = need


# --- power cards ---------------------------------------------------------------------------

@pytest.mark.parametrize("cid", MINOR_IDS)
def test_minor_cost_and_elements(cid):
    c = POWERS[cid]
    assert c.kind == "minor" and 0 <= c.cost <= 2
    assert 1 <= len(c.elements) <= 3
    assert not c.threshold


@pytest.mark.parametrize("cid", MAJOR_IDS)
def test_major_cost_and_threshold(cid):
    c = POWERS[cid]
    assert c.kind == "major" and 2 <= c.cost <= 7
    assert c.threshold and c.threshold_effect and c.threshold_text
    assert all(e in ELEMENTS and n >= 1 for e, n in c.threshold)
    if c.threshold_replaces:
        assert c.threshold_text.startswith("Instead")


@pytest.mark.parametrize("cid", POWERS.ids())
def test_power_card_shape(cid):
    c = POWERS[cid]
    assert c.speed in (FAST, SLOW)
    assert c.target in ("land", "spirit")
    assert c.source in ("presence", "sacred")
    assert 0 <= c.range <= 3
    assert c.elements and all(e in ELEMENTS for e in c.elements)
    assert len(set(c.elements)) == len(c.elements)
    assert c.text and c.effect
    if c.target == "spirit":
        assert not c.conditions
        land_ops = {"damage", "damage_each", "destroy", "remove", "downgrade", "push", "gather",
                    "add", "add_blight", "defend", "fear", "isolate", "skip", "presence_here"}
        assert not any(op["op"] in land_ops for op in _walk(c.effect + c.threshold_effect))


def test_card_mix():
    cards = list(POWERS.items.values())
    speeds = [c.speed for c in cards]
    assert speeds.count(FAST) >= 20 and speeds.count(SLOW) >= 20
    assert {c.range for c in cards} >= {0, 1, 2, 3}
    assert {c.source for c in cards} == {"presence", "sacred"}
    assert sum(c.target == "spirit" for c in cards) >= 4
    used = {cond for c in cards for cond in c.conditions}
    for must in ("coastal", "inland", "sacred", "presence", "invaders", "dahan", "blight",
                 "noblight", "mountain", "wetland", "jungle", "sand"):
        assert any(must in u.split("|") for u in used), must
    assert any(c.threshold_replaces for c in cards)


# --- effects -------------------------------------------------------------------------------

# the expansion's tokens' letters (beasts, wilds, disease, badlands, vitality, strife: issue 26)
TOKENS = set("AWZHVS")


def test_every_op_is_a_known_primitive():
    assert {"damage", "push", "if", "each_land", "choose_land"} <= OP_VALUES
    customs = set()
    for where, eff in _all_effects():
        assert isinstance(eff, tuple), where
        for op in _walk(eff):
            assert op["op"] in OP_VALUES, (where, op)
            if op["op"] == "custom":
                customs.add(op["name"])
            if "kinds" in op and op["op"] not in ("attach", "detach"):     # those: "" = any invader
                assert op["kinds"] and set(op["kinds"]) <= set("ETCDB") | TOKENS, (where, op)
            if op["op"] == "skip":
                assert op["action"] in ("ravage", "build", "explore"), where
            if op["op"] == "element":
                assert op["name"] in ELEMENTS, where
            if op["op"] == "gain_power":
                assert op["kind"] in ("minor", "major"), where
            if op.get("per"):
                assert set(op["per"]) <= set("ETCDBP") | TOKENS, where
    assert len(customs) <= MAX_CUSTOM


def test_every_land_condition_is_valid():
    for where, cond in _all_condition_uses():
        assert valid_condition(cond), (where, cond)


def test_condition_validator_itself():
    for good in ("coastal", "jungle|sand", "D>=2", "TC>=1", "P>=2", "D>TC", "E<2", "mountain"):
        assert valid_condition(good)
    for bad in ("forest", "jungle|forest", "D>=", "X>=2", "coastal|sand", "2>=D"):
        assert not valid_condition(bad)


def test_fear_cards_have_three_levels():
    for f in FEAR.items.values():
        assert len(f.levels) == 3
        for text, eff in f.levels:
            assert text and eff


def test_blight_cards():
    cards = list(BLIGHT.items.values())
    assert any(b.still_healthy for b in cards)
    assert sum(not b.still_healthy for b in cards) >= 3
    for b in cards:
        assert b.text
        assert 1 <= b.blighted_per_spirit <= 5
        if not b.still_healthy:
            assert 2 <= b.blighted_per_spirit <= 5
            assert b.immediate or b.each_phase


# --- names ---------------------------------------------------------------------------------

def test_no_official_names():
    for name in _names():
        assert name.lower() not in OFFICIAL_NAMES, name


def test_names_are_unique():
    names = [n.lower() for n in _names()]
    assert len(names) == len(set(names))
