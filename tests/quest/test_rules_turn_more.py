"""More of the hero turn (002 §4): powers aimed at an ally or an area, standing up after a K.O.,
provoking the master enemy, reorganising equipped items, exchanging crowns, a Ghost Soul's flight, a
thrown item used up."""
from game.quest.engine.items import make, take

from .helpers import NEVER, choose, dice, enemy, options, quest


def test_a_power_aimed_at_an_ally_in_sight_within_its_range():
    """Wenna's Tide's Mercy heals an ally 2 areas away in sight; used, it is spent until it cools down."""
    q = quest(["wenna", "brannoc"])
    s = q.state
    s.heroes[1].area = "1B.b"
    s.heroes[1].health = 3
    assert {o.target for o in options(q, "power")} >= {"h1"}
    choose(q, "power", item="tides_mercy", target="h1")
    assert s.heroes[1].health == 5 and "tides_mercy" in s.heroes[0].powers
    assert not [o for o in options(q, "power") if o.item == "tides_mercy"]


def test_a_power_aimed_at_an_area_puts_its_effect_there():
    """Osgar's Wall of Flame (Soulrank III) sets a Fire II token on the area it is aimed at."""
    q = quest(["osgar"])
    s = q.state
    s.heroes[0].soulrank = 3
    areas = {o.area for o in options(q, "power") if o.item == "wall_of_flame"}
    assert "1B.b" in areas and s.heroes[0].area in areas
    choose(q, "power", item="wall_of_flame", area="1B.b")
    assert s.fire == {"1B.b": 2}


def test_dash_stands_up_a_knocked_out_hero():
    q = quest(["mirelle"])
    s = q.state
    s.heroes[0].ko, s.heroes[0].moves = True, 0
    assert not options(q, "move")
    choose(q, "dash")
    assert not s.heroes[0].ko and options(q, "move")


def test_provoke_the_master_enemy_in_line_of_sight_turns_its_menace():
    with dice(NEVER, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        king = enemy(s, "spittlesnot", "1B.b")
        choose(q, "provoke", target=king)
        assert s.menace == 0 and "provoke" in s.heroes[0].actions
        from game.quest.engine.enemies import choose_target
        s.heroes[1].area = "1B.b"
        assert choose_target(s, king, "menace")[1] == 0, "the menace holder, not the closer hero"


def test_reorganise_equipped_items_if_not_engaged():
    q = quest(["brannoc"])
    s = q.state
    cutlass = make(s, "captains_cutlass", "out")
    take(s, 0, cutlass)
    halberd = s.heroes[0].equipped[0]
    assert cutlass not in s.heroes[0].equipped, "the two-handed halberd fills both hands"
    choose(q, "reorganise", item=cutlass)
    assert cutlass in s.heroes[0].equipped and halberd not in s.heroes[0].equipped and halberd in s.carried(0)


def test_exchange_crowns_with_a_hero_in_the_same_area():
    q = quest(["mirelle", "brannoc"])
    s = q.state
    s.heroes[1].area = s.heroes[0].area
    total = s.heroes[0].crowns + s.heroes[1].crowns
    choose(q, "exchange", target="h1", index=s.heroes[0].crowns)
    assert s.heroes[0].crowns == 0 and s.heroes[1].crowns == total


def test_a_ghost_soul_flies_through_closed_doors_once_a_turn():
    from game.quest.engine.figures import wound
    from game.quest.engine.flow import push, run
    q = quest(["mirelle", "brannoc"])
    s = q.state
    wound(s, "h0", 99)
    s.heroes[0].area = "7B.b"
    s.decision = None
    push(s, {"op": "hero_turn", "hero": 0})
    run(s)
    assert "8B.c" in {o.area for o in options(q, "fly")}, "beyond the closed Warren Door"
    choose(q, "fly", area="8B.c")
    assert s.heroes[0].area == "8B.c" and not options(q, "fly")


def test_a_thrown_item_attacks_with_its_own_dice_and_is_used_up():
    with dice(NEVER, NEVER):
        q = quest(["brannoc"])
        s = q.state
        bomb = make(s, "spitfire_bomb", "out")
        take(s, 0, bomb)
        target = enemy(s, "snotling", "1B.b")
        choose(q, "attack", target=target, item=bomb)
        assert s.items[bomb] == "out" and bomb not in s.carried(0)
