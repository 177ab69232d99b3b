"""The content's effects as the rules resolve them (spec.py's docstring, one sentence each), and the
enemies' behaviours: summon, spawn amounts, push, save, cure, shield, item with no room, if_flag, gates,
the shrine, ranged enemies in sight, the weakest hero, enemy powers."""
from game.quest.content.spec import Effect
from game.quest.engine.effects import resolve

from .helpers import ALWAYS, NEVER, dice, enemy, kinds, one, quest, resolve_now  # noqa: F401


def effects(state, *effs, **ctx):
    resolve_now(state, resolve, list(effs), {"hero": 0, "area": state.heroes[0].area, **ctx})


def test_spawn_takes_figures_from_the_shadow_reserve_one_per_two_heroes_rounded_up():
    q = quest(["brannoc", "mirelle", "osgar"])
    s = q.state
    s.reserve["fodder"] = 5
    effects(s, Effect("spawn", "fodder", amount="half_heroes"))
    assert len(s.enemies) == 2 and s.reserve["fodder"] == 3 and {e.area for e in s.enemies} == set(s.gates)
    s.reserve["fodder"] = 1
    effects(s, Effect("spawn", "fodder", amount="heroes"))
    assert len(s.enemies) == 3 and s.reserve["fodder"] == 0, "none left: nothing"


def test_summon_puts_a_figure_outside_the_reserve():
    q = quest(["brannoc"])
    s = q.state
    reserve = dict(s.reserve)
    effects(s, Effect("summon", "drowned_lantern", "15B.a"))
    assert [(e.kind, e.area, e.summoned) for e in s.enemies] == [("drowned_lantern", "15B.a", True)]
    assert s.reserve == reserve


def test_push_n_areas_away_from_the_source_to_the_farthest_open_neighbour():
    q = quest(["brannoc"])
    s = q.state
    s.heroes[0].area = "1B.b"
    effects(s, Effect("push", 1, who="hero"), area="1B.a")
    assert s.heroes[0].area == "7B.a"


def test_save_below_the_value_fails_then_effects_else_otherwise():
    q = quest(["brannoc"])
    s = q.state
    crowns = s.heroes[0].crowns
    effects(s, Effect("save", 7, who="all_heroes", then=(Effect("crowns", -5),)))
    assert s.heroes[0].crowns == crowns - 5, "no red die reaches 7"
    effects(s, Effect("save", 1, who="all_heroes", then=(Effect("crowns", -5),), otherwise=(Effect("soul", 1),)))
    assert s.heroes[0].crowns == crowns - 5 and s.heroes[0].sp == 1


def test_crowns_lost_never_below_0():
    q = quest(["brannoc"])
    s = q.state
    effects(s, Effect("crowns", -999))
    assert s.heroes[0].crowns == 0


def test_cure_and_shield():
    q = quest(["brannoc"])
    s = q.state
    s.heroes[0].conditions = ["poisoned", "slowed"]
    effects(s, Effect("cure", "poisoned"), Effect("shield", 2))
    assert s.heroes[0].conditions == ["slowed"] and s.heroes[0].shields == 2
    effects(s, Effect("cure", "all"))
    assert s.heroes[0].conditions == []


def test_an_item_gained_with_no_room_is_dropped_in_the_heros_area():
    q = quest(["brannoc"])
    s = q.state
    from game.quest.engine.figures import inventory_limit
    from game.quest.engine.items import make
    while len(s.carried(0)) < inventory_limit(s, 0):
        s.items[make(s, "ship_biscuit", "out")] = "hero:0"
    effects(s, Effect("item", "magic_key"))
    key = next(i for i in s.items if i.startswith("magic_key"))
    assert s.items[key] == f"area:{s.heroes[0].area}"


def test_if_flag_then_otherwise_and_the_gates_and_the_shrine():
    q = quest(["brannoc"])
    s = q.state
    effects(s, Effect("if_flag", "peach_found", then=(Effect("soul", 1),), otherwise=(Effect("add_gate", area="11B.a"),)))
    assert s.gates == ["14B.a", "11B.a"] and s.heroes[0].sp == 0
    effects(s, Effect("move_gate", area="18A.a"), Effect("shrine", area="6A.b"))
    assert s.gates == ["18A.a"] and s.shrine == "6A.b"


def test_a_ranged_enemy_attacks_a_hero_in_sight_within_range_without_moving():
    with dice(ALWAYS, NEVER):
        q = quest(["mirelle"])
        s = q.state
        s.heroes[0].area = "1B.a"
        lobber = enemy(s, "snot_lobber", "1B.b")           # range 3
        from game.quest.engine.flow import push
        events = resolve_now(s, lambda st: push(st, {"op": "enemy_act", "enemy": lobber}))
        assert one(events, "AttackDeclared")["attacker"] == lobber and s.enemy(lobber).area == "1B.b"


def test_a_bully_goes_for_the_weakest_hero_it_could_reach():
    from game.quest.engine.enemies import choose_target
    q = quest(["brannoc", "mirelle"])
    s = q.state
    s.heroes[0].area, s.heroes[1].area = "1B.b", "1B.a"
    s.heroes[1].health = 2
    bruiser = enemy(s, "gremlin_bruiser", "7B.a")
    assert choose_target(s, bruiser, "weakest_hero")[1] == 1
    assert choose_target(s, bruiser, "closest_hero")[1] == 0


def test_an_enemy_power_holds_for_every_enemy_of_its_colour():
    from game.quest.engine.data import content
    from game.quest.engine.figures import passives
    q = quest(["brannoc"])
    s = q.state
    power = next(p for p in content().enemy_powers.values() if p.colour == "green")
    green, blue = enemy(s, "snotling", "7B.a"), enemy(s, "puddle_gremlin", "7B.a")
    before = len(passives(s, green))
    s.enemy_powers.append(power.id)
    assert len(passives(s, green)) == before + len(power.passive)
    assert len(passives(s, blue)) == len(content().enemies["puddle_gremlin"].passive)


def test_a_trap_card_touches_the_hero_who_drew_it():
    q = quest(["brannoc"])
    s = q.state
    n = len(s.traps)
    effects(s, Effect("trap"))
    assert len(s.traps) == n - 1 and len(s.trap_discard) == 1
    assert "TrapDrawn" in kinds(resolve_now(s, resolve, [Effect("trap")], {"hero": 0, "area": s.heroes[0].area}))


def test_the_trap_deck_is_shuffled_again_from_its_discards_when_it_runs_out():
    q = quest(["brannoc"])
    s = q.state
    cards = sorted(s.traps)
    s.trap_discard, s.traps = list(s.traps), []
    effects(s, Effect("trap"))
    assert sorted(s.traps + s.trap_discard) == cards and len(s.trap_discard) == 1


def test_an_enemy_with_rerolls_rerolls_its_own_misses_once_each():
    """An enemy decides nothing: a "reroll" passive on it rerolls its misses itself (no die twice)."""
    from dataclasses import replace
    from game.quest.content.quest import SPITTLESNOT
    from game.quest.engine.combat import enemy_attack
    lucky = tuple(replace(e, passive=(Effect("reroll", who="self", amount=1),)) if e.id == "gremlin_bruiser" else e
                  for e in SPITTLESNOT.enemies)
    with dice(NEVER, NEVER, enemies=lucky):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        events = resolve_now(s, enemy_attack, e, 0)
        rerolled = [x.data for x in events if x.kind == "DieRerolled"]
        assert len(rerolled) == 1 and rerolled[0]["who"] == e


def test_an_enemy_told_to_go_for_the_gate_heads_for_the_nearest_active_gate():
    from game.quest.engine.enemies import choose_target
    q = quest(["brannoc"])
    s = q.state
    e = enemy(s, "snotling", "8B.b")
    assert choose_target(s, e, "gate") == ("14B.a", -1)
