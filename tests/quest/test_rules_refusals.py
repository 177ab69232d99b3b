"""A choice that is not offered is refused with the rule it breaks, in words (the table's drop says why),
and the table can ask which enemies would strike a hero leaving its area (the warning before a drop)."""
from game.quest.engine import Choose, Option
from game.quest.engine.query import reaction_threat

from .helpers import choose, dice, enemy, quest, NEVER


def refused(q, option):
    res = q.apply(Choose(option.hero, option))
    assert not res, "accepted"
    assert res.reason and "{" not in res.reason
    return res.code


def test_a_move_refused_says_which_rule():
    q = quest(["mirelle"])
    s = q.state
    assert refused(q, Option("move", 0, area="7B.a")) == "not_next_to"
    assert refused(q, Option("move", 0, area="nowhere")) == "no_such_area"
    s.heroes[0].area = "7B.b"
    from .helpers import refresh
    refresh(q)
    assert refused(q, Option("move", 0, area="8B.c")) == "door_closed"
    s.heroes[0].moves = 0
    refresh(q)
    assert refused(q, Option("move", 0, area="7B.a")) == "no_movement_left"


def test_an_action_refused_once_used_this_round_or_while_engaged():
    q = quest(["mirelle"])
    choose(q, "dash")
    assert refused(q, Option("dash", 0)) == "action_used"
    enemy(q.state, "snotling", q.state.heroes[0].area)
    assert refused(q, Option("search", 0, target="1B.a")) == "engaged"


def test_another_heros_choice_in_this_heros_turn():
    q = quest(["mirelle", "brannoc"])
    code = q.apply(Choose(1, Option("dash", 1))).code
    assert code in ("not_your_turn", "not_your_choice")


def test_an_attack_out_of_sight_or_reach():
    with dice(NEVER, NEVER):
        q = quest(["brannoc"])
        far = enemy(q.state, "snotling", "14B.c")
        assert refused(q, Option("attack", 0, target=far, item=q.state.heroes[0].equipped[0])) in ("not_in_sight", "out_of_reach")
        assert refused(q, Option("attack", 0, target="e99")) == "no_such_enemy"


def test_the_reaction_threat_before_a_drop():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    here = s.heroes[0].area
    a, b = enemy(s, "snotling", here), enemy(s, "snotling", here)
    s.heroes[1].area = "7B.a"
    assert reaction_threat(s, "h0") == [a, b]
    s.heroes[1].area = here
    s.enemies.remove(s.enemy(b))
    assert reaction_threat(s, "h0") == [], "the heroes dominate: no reaction attack"
