"""Combat (002 §5 "Combat System"): the HIT stage and the DEF stage, one test per sentence, with the
blue dice loaded (helpers.dice) so each number is the rule's, not the dice's."""
from game.quest.engine.combat import attack, attack_marks, enemy_attack
from game.quest.engine.items import make, take

from .helpers import ALWAYS, NEVER, dice, enemy, one, quest, resolve_now, kinds


def test_roll_1_blue_die_if_unarmed():
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        s.heroes[0].equipped.clear()
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        from .helpers import choose
        events = choose(q, "attack", target=e, item="")
        assert one(events, "DiceRolled")["dice"] == [1]


def test_plus_1_if_attackers_faction_dominates_area_supremacy():
    """Two heroes against one enemy dominate their area: +1 hit; one against one does not."""
    with dice(NEVER, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        here = s.heroes[0].area
        s.heroes[1].area = here
        e = enemy(s, "gremlin_bruiser", here)
        hits = one(resolve_now(s, attack, "h0", e, 1), "Hits")
        assert hits["hits"] == 1 and hits["mods"] == ["supremacy"]
        s.heroes[1].area = "7B.a"
        hits = one(resolve_now(s, attack, "h0", e, 1), "Hits")
        assert hits["hits"] == 0 and hits["mods"] == []


def test_plus_1_if_the_attack_was_focused():
    with dice(NEVER, NEVER):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        s.heroes[0].focus = True
        hits = one(resolve_now(s, attack, "h0", e, 1), "Hits")
        assert hits["hits"] == 1 and "focus" in hits["mods"]
        assert not s.heroes[0].focus, "a focus serves one attack"


def test_focus_is_an_action_declared_before_rolling_once_per_round():
    with dice(NEVER, NEVER):
        q = quest(["brannoc"])
        e = enemy(q.state, "gremlin_bruiser", q.state.heroes[0].area)
        from .helpers import choose, options
        choose(q, "focus")
        assert q.state.heroes[0].focus and not options(q, "focus")
        events = choose(q, "attack", target=e)
        assert "focus" in one(events, "Hits")["mods"]


def test_lethal_is_resolved_before_normal_hits_and_ignores_armor_and_defense_dice():
    """The bruiser (armour 1, 2 defence dice) blocks everything of 2 hits, but not the lethal one."""
    with dice(ALWAYS, ALWAYS):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        plain = resolve_now(s, attack, "h0", e, 2)
        assert one(plain, "DefenceResult")["damage"] == 0
        lethal = resolve_now(s, attack, "h0", e, 2, 0, ["lethal"])
        assert one(lethal, "Hits")["lethal"] == 1
        assert one(lethal, "DefenceResult")["damage"] == 1


def test_armor_reduces_hits_unless_the_target_is_knocked_out():
    """Brannoc's armour 2 takes 2 of the bruiser's 3 hits; K.O.'d, he takes all 3 (no defence die
    blocks here)."""
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        before = s.heroes[0].health
        events = resolve_now(s, enemy_attack, e, 0)
        assert one(events, "ArmourBlocked")["blocked"] == 2
        assert s.heroes[0].health == before - 1
        s.heroes[0].area = s.enemy(e).area          # back beside it after the bash (no supremacy then)
        s.heroes[0].ko = True
        events = resolve_now(s, enemy_attack, e, 0)
        assert one(events, "ArmourBlocked")["blocked"] == 0
        assert s.heroes[0].health == before - 1 - 3


def test_spend_magic_shields_to_block_hits_including_lethal_after_armor():
    """The hero decides how many shields to spend; they go to the lethal hit first, after armour."""
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        s.heroes[0].shields = 2
        e = enemy(s, "drowned_lantern", s.heroes[0].area)      # 2 dice, 1 lethal
        asked = []

        def spend_one(d):
            asked.append((d.kind, d.data["hits"], d.data["lethal"]))
            return d.options[1]

        before = s.heroes[0].health
        events = resolve_now(s, enemy_attack, e, 0, answer=spend_one)
        # 2 hits: 1 lethal, 1 normal; armour 2 takes the normal one; then the shield takes the lethal
        assert asked == [("spend_shields", 0, 1)]
        assert one(events, "ShieldsSpent")["shields"] == 1
        assert s.heroes[0].shields == 1 and s.heroes[0].health == before


def test_roll_1_blue_die_per_remaining_hit_up_to_the_cards_limit_1_without_armor():
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc", "mirelle"])
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        s.heroes[1].area = "7B.a"
        rolls = [x.data["dice"] for x in resolve_now(s, attack, e, "h0", 5) if x.kind == "DiceRolled"]
        assert rolls[1] == [0, 0], "5 hits - armour 2 = 3 left; Brannoc's card allows 2 defence dice"
        rolls = [x.data["dice"] for x in resolve_now(s, attack, e, "h1", 3) if x.kind == "DiceRolled"]
        assert rolls[1] == [0], "Mirelle has no armour: 1 defence die, whatever her card says"


def test_no_die_can_be_rerolled_more_than_once():
    with dice(NEVER, NEVER):
        q = quest(["mirelle"])                                  # her quick reflexes: 1 reroll
        s = q.state
        take(s, 0, make(s, "lucky_button", "out"))             # and 1 more
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        seen = []

        def reroll_first(d):
            seen.append([o.index for o in d.options if o.kind == "reroll"])
            return d.options[0]

        events = resolve_now(s, attack, "h0", e, 2, answer=reroll_first)
        assert seen[0] == [0, 1] and seen[1] == [1], "die 0, rerolled once, is not offered again"
        assert [x.data["index"] for x in events if x.kind == "DieRerolled"] == [0, 1]


def test_critical_is_triggered_if_at_least_one_hit_is_rolled_even_if_blocked():
    with dice(ALWAYS, ALWAYS):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "spittlesnot", s.heroes[0].area)
        assert "CriticalDrawn" in kinds(resolve_now(s, attack, "h0", e, 1, 0, ["critical"]))
    with dice(NEVER, ALWAYS):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "spittlesnot", s.heroes[0].area)
        assert "CriticalDrawn" not in kinds(resolve_now(s, attack, "h0", e, 1, 0, ["critical"]))


def test_bash_pushes_the_defender_back_1_area_if_at_least_one_hit_lands():
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        here = s.heroes[0].area
        e = enemy(s, "snotling", here)
        s.enemy(e).health = 9
        events = resolve_now(s, attack, "h0", e, 2, 0, ["bash"])
        assert one(events, "Pushed")["frm"] == here and s.enemy(e).area != here


def test_aoe_affects_the_target_and_its_faction_in_adjacent_areas_within_range():
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        here = s.heroes[0].area
        a, b, far = enemy(s, "spittlesnot", here), enemy(s, "spittlesnot", "1B.b"), enemy(s, "spittlesnot", "8B.d")
        events = resolve_now(s, attack, "h0", a, 1, 0, ["aoe1"])
        hit = {x.data["target"] for x in events if x.kind == "DefenceResult"}
        assert hit == {a, b} and far not in hit


def test_critical_bash_aoe_only_one_instance_per_attack_applies():
    assert attack_marks(["critical", "bash"], ["critical", "aoe1", "aoe2", "bash"]) == ["critical", "bash", "aoe2"]
    with dice(ALWAYS, ALWAYS):
        q = quest(["mirelle"])
        s = q.state
        take(s, 0, make(s, "shark_tooth_charm", "out"))         # a second critical mark
        e = enemy(s, "spittlesnot", s.heroes[0].area)
        from .helpers import choose
        events = choose(q, "attack", target=e, item=s.heroes[0].equipped[0])
        assert kinds(events).count("CriticalDrawn") == 1


def test_apply_resistances_and_weaknesses():
    """Bilge rats are weak against fire (+1 hit); the vat hag resists poison (-1 hit), before armour."""
    with dice(ALWAYS, NEVER):
        q = quest(["osgar"])
        s = q.state
        rats, hag = enemy(s, "bilge_rats", s.heroes[0].area), enemy(s, "vat_hag", s.heroes[0].area)
        s.enemy(rats).health = 9
        assert one(resolve_now(s, attack, "h0", rats, 1, 0, [], 0, "fire"), "ArmourBlocked")["hits"] == 2
        assert one(resolve_now(s, attack, "h0", hag, 2, 0, [], 0, "poison"), "ArmourBlocked")["hits"] == 1


def test_suffer_damage_then_death_effects_the_killer_gains_its_soul_points():
    with dice(ALWAYS, NEVER):
        q = quest(["brannoc"])
        s = q.state
        e = enemy(s, "snotling", s.heroes[0].area)
        sp = s.heroes[0].sp
        events = resolve_now(s, attack, "h0", e, 3)
        assert one(events, "EnemyDied")["by"] == "h0" and s.enemy(e) is None
        assert s.heroes[0].sp == sp + 1 and s.loot.get(s.heroes[0].area)
