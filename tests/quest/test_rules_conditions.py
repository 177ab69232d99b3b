"""Conditions and the time phase's clean-up (002 §4 "Effects Cleanup", §5 "Fire", "Conditions", §7
"Stunned Enemies", "Hidden Heroes")."""
from game.quest.engine.figures import give_condition
from game.quest.engine.flow import push

from .helpers import NEVER, choose, dice, enemy, kinds, options, quest, resolve_now


def cleanup(state):
    push(state, {"op": "cleanup", "part": "damage"}, {"op": "cleanup", "part": "other"}, {"op": "cleanup", "part": "end"})


def test_a_character_cannot_have_the_same_condition_twice_the_duplicate_costs_1_wound():
    q = quest(["brannoc"])
    s = q.state
    h = s.heroes[0]
    events = resolve_now(s, give_condition, "h0", "poisoned")
    assert h.conditions == ["poisoned"] and h.health == h.max_health and "Wounded" not in kinds(events)
    events = resolve_now(s, give_condition, "h0", "poisoned")
    assert h.conditions == ["poisoned"] and h.health == h.max_health - 1
    assert "ConditionDuplicated" in kinds(events)


def test_a_character_can_have_multiple_different_conditions():
    q = quest(["brannoc"])
    s = q.state
    for c in ("poisoned", "slowed", "fire2"):
        give_condition(s, "h0", c)
    assert s.heroes[0].conditions == ["poisoned", "slowed", "fire2"]
    assert s.heroes[0].health == s.heroes[0].max_health


def test_fire_II_deals_1_and_flips_to_fire_I_then_fire_I_deals_1_and_is_removed():
    q = quest(["brannoc"])
    s = q.state
    h = s.heroes[0]
    give_condition(s, "h0", "fire2")
    resolve_now(s, cleanup)
    assert h.health == h.max_health - 1 and h.conditions == ["fire1"]
    resolve_now(s, cleanup)
    assert h.health == h.max_health - 2 and h.conditions == []
    resolve_now(s, cleanup)
    assert h.health == h.max_health - 2


def test_all_characters_in_an_area_with_a_fire_token_suffer_the_same_effect():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    here = s.heroes[0].area
    s.heroes[1].area = here
    e = enemy(s, "gremlin_bruiser", here)
    s.fire[here] = 2
    resolve_now(s, cleanup)
    assert [h.max_health - h.health for h in s.heroes] == [1, 1] and s.enemy(e).health == 5
    assert s.fire == {here: 1}
    resolve_now(s, cleanup)
    assert s.fire == {} and s.heroes[0].health == s.heroes[0].max_health - 2


def test_effects_cleanup_applies_damage_first_then_other_effects():
    """Wounds are dealt before the conditions burn lower."""
    q = quest(["brannoc"])
    s = q.state
    give_condition(s, "h0", "fire2")
    events = kinds(resolve_now(s, cleanup))
    assert events.index("Wounded") < events.index("ConditionChanged")


def test_poisoned_wounds_in_each_time_phase_until_healed():
    q = quest(["brannoc"])
    s = q.state
    give_condition(s, "h0", "poisoned")
    resolve_now(s, cleanup)
    resolve_now(s, cleanup)
    assert s.heroes[0].health == s.heroes[0].max_health - 2 and "poisoned" in s.heroes[0].conditions
    from game.quest.engine.figures import heal
    heal(s, "h0", 1)
    assert "poisoned" not in s.heroes[0].conditions


def test_stunned_enemies_skip_their_activation_then_the_condition_is_removed():
    q = quest(["brannoc"])
    s = q.state
    e = enemy(s, "snotling", "7B.a")
    give_condition(s, e, "stunned")
    events = resolve_now(s, lambda st: push(st, {"op": "enemy_act", "enemy": e}))
    assert "EnemySkipped" in kinds(events) and s.enemy(e).area == "7B.a"
    assert "stunned" not in s.enemy(e).conditions
    resolve_now(s, lambda st: push(st, {"op": "enemy_act", "enemy": e}))
    assert s.enemy(e).area != "7B.a", "the next activation it moves again"


def test_a_stunned_hero_skips_the_combat_and_actions_of_its_next_turn():
    q = quest(["brannoc"])
    s = q.state
    give_condition(s, "h0", "stunned")
    s.decision = None
    push(s, {"op": "hero_turn", "hero": 0})
    from game.quest.engine.flow import run
    run(s)
    e = enemy(s, "snotling", s.heroes[0].area)
    assert not options(q, "attack") and not options(q, "dash")
    assert options(q, "move"), "it may still move"
    choose(q, "end_turn")
    assert "stunned" not in s.heroes[0].conditions and e


def test_hidden_heroes_cannot_be_targeted_directly_including_by_closest_hero_behaviour():
    with dice(NEVER, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        s.heroes[0].area, s.heroes[1].area = "1B.b", "1B.a"
        e = enemy(s, "snotling", "7B.a")
        give_condition(s, "h0", "hidden")
        events = resolve_now(s, lambda st: push(st, {"op": "enemy_act", "enemy": e}))
        attacked = [x.data["target"] for x in events if x.kind == "AttackDeclared"]
        assert attacked in ([], ["h1"]) and s.enemy(e).area != "7B.a"
        assert "h0" not in attacked


def test_slowed_one_movement_fewer_in_its_next_turn_then_it_wears_off():
    q = quest(["mirelle"])
    s = q.state
    give_condition(s, "h0", "slowed")
    s.decision = None
    push(s, {"op": "hero_turn", "hero": 0})
    from game.quest.engine.flow import run
    run(s)
    assert s.heroes[0].moves == 3
    choose(q, "end_turn")
    assert "slowed" not in s.heroes[0].conditions


def test_hidden_ends_when_its_bearer_attacks_or_at_the_end_of_a_round_it_was_engaged():
    q = quest(["mirelle"])
    s = q.state
    give_condition(s, "h0", "hidden")
    resolve_now(s, cleanup)
    assert "hidden" in s.heroes[0].conditions
    enemy(s, "snotling", s.heroes[0].area)
    resolve_now(s, cleanup)
    assert "hidden" not in s.heroes[0].conditions
    give_condition(s, "h0", "hidden")
    with dice(NEVER, NEVER):
        choose(q, "attack", target=s.enemies[0].uid, item=s.heroes[0].equipped[0])
    assert "hidden" not in s.heroes[0].conditions
