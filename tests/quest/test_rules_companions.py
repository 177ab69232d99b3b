"""Companions (002 §5 "Companions"): activated by the owner during the owner's turn; count as a hero
for spawn formulas and area control; cannot act, take free actions, equip items or be healed by heroes."""
from contextlib import contextmanager
from dataclasses import replace

from game.quest.content import spec
from game.quest.content.quest import SPITTLESNOT
from game.quest.engine import Quest
from game.quest.engine.board import dominates
from game.quest.engine.data import Content, using
from game.quest.engine.effects import resolve

from .helpers import ALWAYS, NEVER, choose, enemy, kinds, options, resolve_now


@contextmanager
def with_pal(hits=None, blocks=None):
    """The quest's content (its companion: Gremlina), the blue dice loaded if asked."""
    q = replace(SPITTLESNOT, blue_hits=hits or SPITTLESNOT.blue_hits, blue_blocks=blocks or SPITTLESNOT.blue_blocks)
    with using(Content(q)) as c:
        assert "gremlina" in c.companions
        yield c


def joined(heroes=("brannoc", "mirelle")):
    quest = Quest({"heroes": list(heroes), "seed": 1})
    s = quest.state
    s.enemies.clear()
    resolve_now(s, resolve, [spec.Effect("companion", "gremlina", who="hero")], {"hero": 0, "area": s.heroes[0].area})
    from game.quest.engine.flow import push, run
    s.decision = None                   # the owner's turn begins again: its companion is activated in it
    push(s, {"op": "hero_turn", "hero": 0})
    run(s)
    return quest, s.companions[0].uid


def test_rescued_gremlina_becomes_the_companion_of_the_hero_who_freed_her():
    """§13's choice, §14: the hero of the section gets her figure in its area."""
    with with_pal():
        quest = Quest({"heroes": ["brannoc", "mirelle"], "seed": 1})
        s = quest.state
        s.heroes[1].area = "7B.a"
        from game.quest.engine.book import read
        resolve_now(s, read, 13, {"hero": 1, "area": "7B.a"}, answer=lambda d: next(o for o in d.options if o.index == 14))
        assert [(c.kind, c.owner, c.area) for c in s.companions] == [("gremlina", 1, "7B.a")]
        from game.quest.engine.invariants import violations
        assert violations(s) == []
        s.companions[0].area = "nowhere"
        assert violations(s) == ["companion c%d stands on 'nowhere', not an area" % (s.next_enemy - 1)]


def test_a_companion_joins_the_hero_of_the_effect_in_its_area():
    with with_pal():
        q, c = joined()
        comp = q.state.companion(c)
        assert comp.owner == 0 and comp.area == q.state.heroes[0].area and comp.health == 3


def test_activated_by_owner_during_owners_turn():
    with with_pal():
        q, c = joined()
        s = q.state
        assert s.decision.hero == 0
        assert {o.item for o in options(q, "companion_move")} == {c}
        choose(q, "companion_move", area="1B.b", item=c)
        assert s.companion(c).area == "1B.b"
        choose(q, "end_turn")
        assert s.decision.kind != "hero_turn" or s.decision.hero != 0
        assert not options(q, "companion_move") or s.decision.hero == 0, "not in another hero's turn"


def test_count_as_hero_for_area_control():
    with with_pal():
        q, c = joined(("brannoc",))
        s = q.state
        here = s.heroes[0].area
        enemy(s, "snotling", here)
        assert dominates(s, "heroes", here), "a hero and its companion: twice the one enemy"


def test_count_as_hero_for_spawn_formulas():
    with with_pal():
        q, c = joined(("brannoc",))
        s = q.state
        s.reserve["fodder"] = 5
        resolve_now(s, resolve, [spec.Effect("spawn", "fodder", amount="heroes")], {"hero": 0, "area": ""})
        assert len(s.enemies) == 2


def test_cannot_be_healed_by_heroes_and_a_slain_companion_is_gone():
    with with_pal(ALWAYS, NEVER):
        q, c = joined()
        s = q.state
        comp = s.companion(c)
        comp.health = 1
        from game.quest.engine.figures import heal
        heal(s, c, 2)
        assert comp.health == 1
        e = enemy(s, "spittlesnot", comp.area)
        from game.quest.engine.combat import attack
        events = resolve_now(s, attack, e, c, 3)
        assert s.companion(c) is None and "CompanionDied" in kinds(events)


def test_a_companion_attacks_once_in_its_area_and_leaving_it_draws_reaction_attacks():
    with with_pal(NEVER, NEVER):
        q, c = joined(("mirelle",))
        s = q.state
        e = enemy(s, "gremlin_bruiser", s.heroes[0].area)
        s.heroes[0].area = "1B.b"
        events = choose(q, "companion_attack", target=e, item=c)
        assert one_attacker(events) == c
        assert not options(q, "companion_attack") and not options(q, "companion_move")


def one_attacker(events):
    return next(x.data["attacker"] for x in events if x.kind == "AttackDeclared")
