"""Line of sight as the rules use it, area control and domination, and the hero turn (002 §4 "Hero
Turn", §5 "Line of Sight", "Area Control", "Engagement"), one test per sentence."""
from game.quest.engine.board import controls, dominates, in_sight

from .helpers import ALWAYS, NEVER, choose, dice, enemy, kinds, one, options, quest


def test_los_non_target_areas_with_enemy_figures_block_only_if_the_source_is_a_hero():
    """From the Bone Gate's hall (14B.c) the line to the Lookout Ledge (8B.c) crosses 14B.b and 8B.d:
    an enemy in 8B.d hides the ledge from a hero, not from another enemy."""
    q = quest(["brannoc"])
    s = q.state
    assert in_sight(s, "14B.c", "8B.c", True)
    enemy(s, "snotling", "8B.d")
    assert not in_sight(s, "14B.c", "8B.c", True)
    assert in_sight(s, "14B.c", "8B.c", False)
    assert in_sight(s, "14B.c", "8B.d", True), "the target's own area never blocks"


def test_los_a_closed_door_blocks_until_it_is_opened():
    q = quest(["brannoc"])
    s = q.state
    assert not in_sight(s, "7B.b", "8B.c", True)
    s.doors.append("d1")
    assert in_sight(s, "7B.b", "8B.c", True)


def test_controlling_more_figures_of_one_faction_than_opposing_in_an_area():
    q = quest(["brannoc", "mirelle", "osgar"])
    s = q.state
    here = s.heroes[0].area
    for h in s.heroes:
        h.area = here
    enemy(s, "snotling", here)
    enemy(s, "snotling", here)
    assert controls(s, "heroes", here) and not dominates(s, "heroes", here)
    s.heroes[1].area = "1B.b"
    assert not controls(s, "heroes", here) and not controls(s, "enemies", here)


def test_dominating_at_least_twice_as_many():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    here = s.heroes[0].area
    s.heroes[1].area = here
    enemy(s, "snotling", here)
    assert dominates(s, "heroes", here) and not dominates(s, "enemies", here)
    s.heroes[1].ghost = True            # a Ghost Soul does not count
    assert not dominates(s, "heroes", here)


def test_evade_if_not_dominating_the_area_one_reaction_attack_per_enemy_when_leaving():
    with dice(NEVER, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        here = s.heroes[0].area
        enemy(s, "snotling", here)
        enemy(s, "snotling", here)
        events = choose(q, "move", area="1B.b")
        assert kinds(events).count("ReactionAttack") == 2
        assert s.heroes[0].area == "1B.b"


def test_no_reaction_attack_when_leaving_an_area_the_heroes_dominate():
    with dice(NEVER, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        here = s.heroes[0].area
        s.heroes[1].area = here
        enemy(s, "snotling", here)
        assert "ReactionAttack" not in kinds(choose(q, "move", area="1B.b"))


def test_entering_an_enemy_area_triggers_engagement_and_ends_the_movement():
    q = quest(["mirelle"])
    s = q.state
    enemy(s, "snotling", "1B.b")
    events = choose(q, "move", area="1B.b")
    assert one(events, "Engaged")["area"] == "1B.b"
    assert not options(q, "move")
    assert not options(q, "search"), "search: not while engaged"


def test_one_movement_can_be_split_with_actions_but_not_with_combat():
    with dice(NEVER, NEVER):
        q = quest(["mirelle"])                 # movement 4
        s = q.state
        choose(q, "move", area="1B.b")
        choose(q, "dash")                      # an action between two steps
        assert s.heroes[0].moves == 4
        choose(q, "move", area="7B.a")
        e = enemy(s, "bilge_rats", "7B.a")
        s.enemy(e).health = 9
        choose(q, "attack", target=e)
        assert not options(q, "move"), "the movement, once begun, ends with a combat activity"


def test_actions_are_once_per_round_each():
    q = quest(["mirelle"])
    choose(q, "dash")
    assert not options(q, "dash")
    assert options(q, "focus") == [] or q.state.heroes[0].action_count == 1


def test_search_flip_the_token_roll_the_red_die_apply_the_result_remove_the_token():
    q = quest(["mirelle"])
    choose(q, "move", area="1B.b")
    events = choose(q, "search", target="1B.b")
    assert 1 <= one(events, "Searched")["die"] <= 6
    assert "1B.b" in q.state.searched and not options(q, "search")


def test_open_normal_door_draw_and_resolve_a_trap_card_then_open():
    q = quest(["mirelle"])
    s = q.state
    s.heroes[0].area = "7B.b"
    events = choose(q, "open", target="d1")
    assert kinds(events).index("TrapDrawn") < kinds(events).index("DoorOpened")
    assert "d1" in s.doors


def test_the_bone_gate_opens_without_a_trap_card_and_reads_section_3():
    q = quest(["mirelle"])
    s = q.state
    s.heroes[0].area = "14B.c"
    events = choose(q, "open", target="gate")
    assert "TrapDrawn" not in kinds(events)
    assert s.book[-3:] == [3, 10] or 3 in s.book
    assert s.gates == ["18A.a"] and s.waypoints, "§3 moves the gate; §10 deals the waypoint letters"


def test_open_magic_lock_free_action_if_carrying_the_magic_key():
    from game.quest.engine.items import make, take
    q = quest(["mirelle"])
    s = q.state
    s.heroes[0].area = "11B.b"
    assert not [o for o in options(q, "open") if o.target == "vault"]
    take(s, 0, make(s, "magic_key", "out"))
    events = choose(q, "open", target="vault")
    assert "TrapDrawn" not in kinds(events) and 20 in s.book


def test_bash_a_locked_door_draw_a_trap_card_then_open_as_an_action():
    q = quest(["brannoc"])
    s = q.state
    s.heroes[0].area = "3B.a"
    assert not [o for o in options(q, "open") if o.target == "l2"], "a locked door only opens to a bash"
    events = choose(q, "bash", target="door:l2")
    assert "TrapDrawn" in kinds(events) and "l2" in s.doors and "bash" in s.heroes[0].actions


def test_pick_up_and_drop_items_if_not_engaged():
    q = quest(["mirelle"])
    s = q.state
    item = s.carried(0)[-1]
    choose(q, "drop", item=item)
    assert item in s.lying(s.heroes[0].area)
    choose(q, "pick_up", item=item)
    assert item in s.carried(0)
    enemy(s, "snotling", s.heroes[0].area)
    assert not options(q, "drop") and not options(q, "pick_up")


def test_exchange_pass_one_item_receiver_may_equip_if_slot_free():
    q = quest(["brannoc", "mirelle"])
    s = q.state
    s.heroes[1].area = s.heroes[0].area
    halberd = s.heroes[0].equipped[0]
    s.heroes[1].equipped.clear()
    choose(q, "exchange", target="h1", item=halberd)
    assert halberd in s.carried(1) and halberd in s.heroes[1].equipped
    assert not options(q, "exchange"), "once per round"


def test_attacks_only_allowed_within_the_same_area_when_engaged():
    """Osgar's staff reaches 2 areas, but not while an enemy stands beside him."""
    with dice(ALWAYS, NEVER):
        q = quest(["osgar"])
        s = q.state
        far = enemy(s, "snotling", "1B.b")
        assert {o.target for o in options(q, "attack")} == {far}
        near = enemy(s, "snotling", s.heroes[0].area)
        assert {o.target for o in options(q, "attack")} == {near}


def test_pick_up_or_drop_crowns_if_not_engaged():
    q = quest(["mirelle"])
    s = q.state
    crowns = s.heroes[0].crowns
    choose(q, "drop", index=crowns)
    assert s.heroes[0].crowns == 0 and s.loot[s.heroes[0].area] == crowns
    choose(q, "pick_up", index=crowns)
    assert s.heroes[0].crowns == crowns and not s.loot.get(s.heroes[0].area)


def test_identical_effects_from_same_named_items_do_not_stack():
    """Two bucklers of one card in two hands give the armour of one (a test card: the quest has none)."""
    from game.quest.content.quest import SPITTLESNOT
    from game.quest.content.spec import Effect, Item
    from game.quest.engine.figures import armour
    from game.quest.engine.items import make, take
    buckler = Item("test_buckler", "Buckler", "", slot="hand", passive=(Effect("stat", "armour", who="self", amount=1),))
    with dice(items=SPITTLESNOT.items + (buckler,)):
        q = quest(["mirelle"])
        s = q.state
        s.heroes[0].equipped.clear()
        take(s, 0, make(s, "test_buckler", "out"))
        one_buckler = armour(s, "h0")
        take(s, 0, make(s, "test_buckler", "out"))
        assert len(s.heroes[0].equipped) == 2 and armour(s, "h0") == one_buckler == 1
