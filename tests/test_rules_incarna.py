"""Incarna (003 INCARNATION, issue 26): a spirit's one presence in person. The Stag Who Walks the
Old Trails has one (game.content.expansion.spirits); the rules are game.engine.incarna."""
from game.content import ops
from game.engine.conditions import holds
from game.engine.incarna import land_of, sacred_sites
from game.engine.powers import target_lands
from game.engine.testing import position, resolve, run_effect
from game.engine.turn import end_check
from game.content import catalog
from game.engine import results as R

STAG = "stag-of-the-old-trails"
FAR, NEAR = "A1", "A5"


def _stag(incarna: str = "", presence=None, empowered: bool = False, lands=None):
    """The Stag alone on board A: its presence as given, its Incarna in `incarna` ("" = off)."""
    st = position(lands or {}, spirits=[STAG], presence=presence if presence is not None else {})
    st.incarna = {"0": {"land": incarna, "empowered": empowered}}
    return st


def _antlers_targets(st):
    return target_lands(st, 0, catalog.POWERS["the-pale-stag-watches"])


def test_a_spirits_incarna_counts_as_its_presence_for_range():
    st = _stag(incarna="A7", lands={"A7": "1E", "A8": "1E", "A2": "1E"}, presence={"A3": 1})
    reach = _antlers_targets(st)                # range 1 from presence, a land with invaders
    assert {"A7", "A8", "A2"} <= set(reach)     # A8 is next to the Incarna, not to the presence
    st.incarna["0"]["land"] = ""                # off the island: no range from it
    assert set(_antlers_targets(st)) == {"A2"}


def test_a_spirits_incarna_counts_as_its_presence_for_spirit_destroyed():
    st = _stag(incarna=NEAR, presence={}, lands={"A2": "1T"})
    end_check(st)
    assert not st.result                        # no presence, but the Incarna keeps it on the island
    st.incarna["0"]["land"] = ""
    end_check(st)
    assert st.result == R.DEFEAT and st.cause == R.SPIRIT_DESTROYED


def test_an_incarna_never_counts_as_two_presence():
    st = _stag(incarna=NEAR, presence={NEAR: 1})
    assert holds(st, NEAR, "P==2", 0) and not holds(st, NEAR, "P>=3", 0)   # one presence and the Incarna: 2
    st.spirits[0].presence = {}
    st.incarna["0"]["empowered"] = True         # a sacred site by itself, still one presence
    assert holds(st, NEAR, "P==1", 0) and holds(st, NEAR, "sacred", 0)


def test_an_incarna_is_a_sacred_site_only_where_its_spirit_says_so():
    assert catalog.SPIRITS[STAG].incarna[1] == "empowered"      # the Stag's: once empowered
    st = _stag(incarna=NEAR, presence={FAR: 1})
    assert NEAR not in sacred_sites(st, 0) and not holds(st, NEAR, "sacred", 0)
    st.incarna["0"]["empowered"] = True
    assert NEAR in sacred_sites(st, 0) and holds(st, NEAR, "sacred", 0)
    st.incarna["0"]["empowered"] = False
    st.spirits[0].presence = {NEAR: 1}          # with one presence beside it: two presence there
    assert NEAR in sacred_sites(st, 0)


def test_blight_added_where_the_incarna_is_alone_may_spare_it_if_the_player_chooses():
    st = _stag(incarna=NEAR, presence={FAR: 1})
    resolve(st, [{"op": "add_blight", "land": NEAR}], choose=["spare"])
    assert land_of(st, 0) == NEAR
    st = _stag(incarna=NEAR, presence={FAR: 1})
    resolve(st, [{"op": "add_blight", "land": NEAR}], choose=["destroy"])
    assert land_of(st, 0) == ""                 # counted as presence: destroyed, off the island


def test_blight_where_the_incarna_stands_with_other_presence_asks_nothing_of_it():
    st = _stag(incarna=NEAR, presence={NEAR: 1, FAR: 1})
    resolve(st, [{"op": "add_blight", "land": NEAR}])
    assert land_of(st, 0) == NEAR and NEAR not in st.spirits[0].presence    # the presence went


def test_an_empowered_incarna_stays_empowered_after_it_leaves_the_island_and_comes_back():
    st = _stag(incarna=NEAR, presence={FAR: 1})
    run_effect(st, (ops.empower_incarna(),), land=NEAR)
    resolve(st, [{"op": "add_blight", "land": NEAR}], choose=["destroy"])
    assert land_of(st, 0) == "" and st.incarna["0"]["empowered"]
    run_effect(st, (ops.incarna_here(),), land=FAR)
    assert land_of(st, 0) == FAR and st.incarna["0"]["empowered"]


def test_the_stags_incarna_starts_on_its_first_setup_land_and_a_base_game_has_none():
    st = position({}, spirits=[STAG], clear=False)
    assert land_of(st, 0) in st.spirits[0].presence and not st.incarna["0"]["empowered"]
    assert position({}, spirits=["falling-cinder-rain"]).incarna == {}
