"""Soul points, Soulrank and the Ghost Soul (002 §4 "Soul Enhancements / Resurrection", §5 "Soul
Points & Soulrank", "Resurrection (Ghost Soul)")."""
from game.quest.engine.figures import powers_known, wound
from game.quest.engine.flow import push
from game.quest.engine.rounds import enhance_cost, may_enhance, may_resurrect

from .helpers import choose, dice, enemy, kinds, one, options, quest, resolve_now, ALWAYS, NEVER


def souls(state):
    push(state, {"op": "souls"})


def test_spend_soul_points_to_increase_soulrank_cost_is_the_new_soulrank_squared():
    assert [enhance_cost(r) for r in range(1, 7)] == [4, 9, 16, 25, 36, 49]
    q = quest(["brannoc"])
    s = q.state
    s.heroes[0].sp = 3
    assert not may_enhance(s, 0)
    s.heroes[0].sp = 5
    events = resolve_now(s, souls, answer=lambda d: next(o for o in d.options if o.kind == "enhance")
                         if any(o.kind == "enhance" for o in d.options) else d.options[-1])
    assert s.heroes[0].soulrank == 2 and s.heroes[0].sp == 1
    assert one(events, "SoulrankRaised")["soulrank"] == 2


def test_cannot_enhance_if_another_hero_has_a_lower_soulrank():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    s.heroes[0].soulrank, s.heroes[0].sp = 2, 100
    s.heroes[1].soulrank, s.heroes[1].sp = 1, 0
    assert not may_enhance(s, 0)
    s.heroes[1].soulrank = 2
    assert may_enhance(s, 0)


def test_soulrank_determines_the_number_of_powers_soulrank_over_2():
    q = quest(["osgar"])
    h = q.state.heroes[0]
    counts = []
    for rank in range(1, 8):
        h.soulrank = rank
        counts.append(len(powers_known(h)))
    assert counts == [1, 1, 2, 2, 3, 3, 4]


def test_upon_death_drop_items_lose_soulrank_min_I_flip_to_the_ghost_soul_side():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    h = s.heroes[0]
    h.soulrank = 3
    items = s.carried(0)
    wound(s, "h0", 99)
    assert h.ghost and h.health == 0 and h.soulrank == 2
    assert s.carried(0) == [] and set(items) <= set(s.lying(h.area)) and h.equipped == []
    h.soulrank = 1
    wound(s, "h1", 99)
    assert s.heroes[1].soulrank == 1, "never below Soulrank I"


def test_killed_by_a_green_or_blue_enemy_an_enemy_power_is_drawn_unless_at_max():
    with dice(ALWAYS, NEVER):
        q = quest(["mirelle", "brannoc"])
        s = q.state
        e = enemy(s, "spittlesnot", s.heroes[0].area)          # green
        s.heroes[0].health = 1
        from game.quest.engine.combat import enemy_attack
        events = resolve_now(s, enemy_attack, e, 0)
        assert s.heroes[0].ghost and len(s.enemy_powers) == 1
        assert one(events, "EnemyPowerDrawn")["colour"] == "green"


def test_resurrect_spend_current_soulrank_in_soul_points_while_in_the_active_shrine():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    h = s.heroes[0]
    wound(s, "h0", 99)
    h.soulrank, h.sp = 2, 2
    h.area = "7B.a"
    assert not may_resurrect(s, 0), "not outside the active shrine"
    h.area = s.shrine
    h.sp = 1
    assert not may_resurrect(s, 0), "not without the soul points"
    h.sp = 2
    resolve_now(s, souls, answer=lambda d: next((o for o in d.options if o.kind == "resurrect"), d.options[-1]))
    assert not h.ghost and h.health == h.max_health and h.sp == 0


def test_ghost_soul_abilities_soul_shout_recall_fly_once_per_turn():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    wound(s, "h0", 99)
    s.heroes[0].area = "7B.a"
    s.heroes[1].area = "7B.a"
    s.heroes[1].health = 3
    s.decision = None
    push(s, {"op": "hero_turn", "hero": 0})
    from game.quest.engine.flow import run
    run(s)
    kinds_now = {o.kind for o in options(q, "soul_shout") + options(q, "recall") + options(q, "fly")}
    assert kinds_now == {"soul_shout", "recall", "fly"}
    assert not options(q, "move") and not options(q, "attack") and not options(q, "search")
    choose(q, "soul_shout", target="h1")
    assert s.heroes[1].health == 4 and not options(q, "soul_shout")
    choose(q, "recall", area=s.shrine)
    assert s.heroes[0].area == s.shrine and not options(q, "recall")


def test_all_heroes_defeated_is_a_defeat():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    resolve_now(s, wound, "h0", 99)
    assert not s.result
    events = resolve_now(s, wound, "h1", 99)
    assert s.result == "defeat" and s.cause == "all_heroes_dead" and "QuestLost" in kinds(events)


def test_a_hero_that_falls_during_its_own_turn_ends_that_turn():
    """Killed by a reaction attack as it leaves, a hero does not go on as a Ghost Soul in the same turn."""
    with dice(ALWAYS, NEVER):
        q = quest(["mirelle", "brannoc"])
        s = q.state
        s.heroes[0].health = 1
        s.heroes[1].area = "7B.a"
        enemy(s, "spittlesnot", s.heroes[0].area)
        events = choose(q, "move", area="1B.b")
        while s.decision.kind == "def_reroll":
            events = choose(q, "keep")
        assert s.heroes[0].ghost and "TurnEnded" in kinds(events)
        assert s.decision is None or s.decision.hero != 0 or s.decision.kind != "hero_turn"


def test_talents_the_soul_gem_gives_count_brannocs_thick_hide_adds_1_health():
    q = quest(["brannoc"])
    h = q.state.heroes[0]
    assert h.max_health == h.health == 11, "10 on his card, +1 from Thick Hide (rank I)"
