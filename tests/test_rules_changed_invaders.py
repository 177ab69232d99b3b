"""Invaders changed by effects, and the ops the expansion's cards and events use on tokens (issue
26, "Invaders changed by effects"; 003 Amélioré/Dégradé, "Effet ISOLER"). Each test is named
after the sentence it checks."""
from game.content import ops
from game.engine.conditions import all_hold
from game.engine.invaders import explore_targets
from game.engine.island import adjacent, invader_neighbours, terrain
from game.engine.testing import land, position, resolve, run_effect


def fear_of(st) -> tuple:
    """The fear generated so far, and where it is (the pool, the earned cards)."""
    return st.fear_generated, st.fear_pool, list(st.fear_earned)


# -- upgrade, downgrade, replace -----------------------------------------------------------------

def test_upgrade_keeps_damage():
    st = position({"A5": "1T1"})
    run_effect(st, [ops.upgrade(1)], land="A5")
    assert land(st, "A5") == "1C1"


def test_an_explorer_upgrades_to_a_town_and_a_town_to_a_city():
    st = position({"A5": "1E", "A6": "1T"})
    run_effect(st, [ops.upgrade(1)], land="A5")
    run_effect(st, [ops.upgrade(1)], land="A6")
    assert (land(st, "A5"), land(st, "A6")) == ("1T", "1C")


def test_a_city_cannot_upgrade():
    st = position({"A5": "1C"})
    run_effect(st, [ops.upgrade(1, "ETC")], land="A5")
    assert land(st, "A5") == "1C"
    st = position({"A5": "1E 1C"})
    run_effect(st, [ops.upgrade(1, "ETC")], land="A5")
    assert land(st, "A5") == "1T 1C", "the Explorer is the only piece offered"


def test_downgrading_an_explorer_removes_it():
    st = position({"A5": "1Es 1T"})
    run_effect(st, [ops.downgrade(1, "E")], land="A5")
    assert land(st, "A5") == "1T"


def test_replacing_gives_no_fear():
    st = position({"A5": "1E 1T 1C", "A6": "1T"})
    before = fear_of(st)
    run_effect(st, [ops.downgrade(1, "C"), ops.upgrade(1, "T"), ops.replace(1, "T", "D")], land="A5")
    run_effect(st, [ops.replace(1, "T", "A")], land="A6")
    assert fear_of(st) == before
    assert (land(st, "A5"), land(st, "A6")) == ("1E 1C 1D", "1A")


def test_an_invader_replaced_by_beasts_leaves_its_strife():
    st = position({"A5": "1Es"})
    run_effect(st, [ops.replace(1, "E", "A")], land="A5")
    assert land(st, "A5") == "1A"


# -- the tokens through the ops ------------------------------------------------------------------

def test_the_ops_add_remove_push_and_gather_tokens_and_put_strife_on_invaders():
    st = position({"A5": "1E 1T", "A6": "2A 1Z"})
    run_effect(st, [ops.add(1, "W"), ops.add(2, "H"), ops.attach("S", 1, "T"), ops.gather(1, "A"),
                    ops.remove(1, "H")], land="A5", choose=["A6"])
    assert land(st, "A5") == "1E 1Ts 1A 1W 1H" and land(st, "A6") == "1A 1Z"
    run_effect(st, [ops.push(1, "A"), ops.push(1, "T")], land="A5", choose=["A6", "A6"])
    assert land(st, "A6") == "1Ts 2A 1Z", "the Town takes its strife along"
    assert all_hold(st, "A6", ("A>=2", "S>=1", "Z==1"))


# -- isolate ---------------------------------------------------------------------------------------

def test_invaders_do_not_explore_into_an_isolated_land_and_it_is_no_source_for_exploring():
    st = position({"A1": "1C", "A4": "1T"})       # A1 is coastal; A5 is inland, next to A1 and A4
    card = f"I-{terrain(st, 'A5')}"
    assert "A5" in explore_targets(st, card)
    run_effect(st, [ops.isolate()], land="A1")
    run_effect(st, [ops.isolate()], land="A4")
    assert "A5" not in explore_targets(st, card), "its only sources are isolated"
    st = position({"A1": "1E"})
    run_effect(st, [ops.isolate()], land="A1")
    assert "A1" not in explore_targets(st, f"I-{terrain(st, 'A1')}"), "not even a coastal land"


def test_invaders_in_an_isolated_land_are_adjacent_to_no_land_though_a_player_may_still_count_its_neighbours():
    st = position({"A5": "2E", "A6": "1T"})
    assert invader_neighbours(st, "A5") == sorted(adjacent(st, "A5"))
    run_effect(st, [ops.isolate()], land="A5")
    assert invader_neighbours(st, "A5") == [] and "A5" not in invader_neighbours(st, "A6")
    run_effect(st, [ops.push(1, "E")], land="A5", choose=["A6"])
    assert land(st, "A6") == "1E 1T", "a power still pushes out of it"


def test_a_cascade_ignores_isolation():
    st = position({"A5": "1B 1E"})
    run_effect(st, [ops.isolate()], land="A5")
    resolve(st, [{"op": "add_blight", "land": "A5", "cause": "test"}], choose=["A6"])
    assert land(st, "A5") == "1E 2B" and land(st, "A6") == "1B"


def test_an_isolated_coastal_land_stays_coastal():
    st = position({"A1": "1E"})
    run_effect(st, [ops.isolate()], land="A1")
    assert all_hold(st, "A1", ("coastal",))


def test_isolation_lasts_to_the_end_of_the_turn():
    st = position({"A5": "1E"})
    run_effect(st, [ops.isolate()], land="A5")
    assert invader_neighbours(st, "A5") == []
    resolve(st, [{"op": "time_passes"}])
    assert invader_neighbours(st, "A5") == sorted(adjacent(st, "A5"))
