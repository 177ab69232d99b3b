"""An attack, stage by stage (002 §5 "Combat System"): the HIT stage (blue dice, +1 for supremacy
and +1 for focus, critical, bash, lethal and AoE, one of each per attack) and, for each target, the
DEF stage (resistances and weaknesses, armour, magic shields, defence dice up to the card's limit,
rerolls at most once per die, damage, death effects).

A hero decides its own rerolls and magic shields (a Decision); an enemy uses what its card gives.
"""
from __future__ import annotations

from .board import distances, dominates, in_sight
from .data import content
from .figures import (armour, defence_limit, element_modifier, enemies_in, figure, give_condition,
                      marks, on_hit, rerolls, stat, wound)
from .effects import draw_critical, resolve
from .flow import choice, decide, emit, push, roll, step
from .state import Hero, Option, QuestState

MARKS = ("critical", "bash", "lethal", "aoe1", "aoe2")


def faction(ref: str) -> str:
    return "heroes" if ref[:1] in ("h", "c") else "enemies"


def attack_marks(*sources) -> list[str]:
    """002: "Critical/Bash/AoE: Only one instance per attack applies; duplicates are wasted": the
    marks of the weapon, power and passives of one attack count once each (the widest AoE only)."""
    got = {m for src in sources for m in (src or ()) if m in MARKS}
    if "aoe2" in got:
        got.discard("aoe1")
    return [m for m in MARKS if m in got]


def attack(state: QuestState, attacker: str, target: str, dice: int, hits: int = 0, marks_: list | None = None,
           lethal: int = 0, element: str = "physical", name: str = "") -> None:
    """Schedule a whole attack: its HIT stage, then a DEF stage per target. `dice` blue dice (at
    least 1), `hits` flat hits, `lethal` of the hits lethal, `marks_` its marks."""
    emit(state, "AttackDeclared", attacker=attacker, target=target, name=name)
    ms = attack_marks(marks_ or (), marks(state, attacker))
    push(state, {"op": "hit_stage", "attacker": attacker, "target": target,
                 "dice": max(1, dice + stat(state, attacker, "dice")), "flat": hits + stat(state, attacker, "hits"),
                 "marks": ms, "lethal": max(lethal, 1 if "lethal" in ms else 0), "element": element or "physical",
                 "name": name, "rolled": None, "rerolled": [], "left": rerolls(state, attacker)})


def enemy_attack(state: QuestState, uid: str, hero: int) -> None:
    """An enemy's attack (its card's Attack) on a hero."""
    e = state.enemy(uid)
    a = content().enemies[e.kind].attack
    attack(state, uid, f"h{hero}", a.dice, a.hits, list(a.marks), a.lethal, a.element, e.kind)


@step("hit_stage")
def _hit_stage(state: QuestState, s: dict) -> None:
    a = figure(state, s["attacker"])
    t = figure(state, s["target"])
    if a is None or t is None or (isinstance(a, Hero) and a.ghost) or (isinstance(t, Hero) and t.ghost):
        return      # the attacker or its target is gone (slain by a reaction, a death effect)
    if s["rolled"] is None:
        s["rolled"] = roll(state, content().quest.blue_hits, s["dice"])
        s["rerolled"] = [False] * len(s["rolled"])
        emit(state, "DiceRolled", who=s["attacker"], stage="hit", dice=list(s["rolled"]), reveal=True)
    if s["left"] > 0:
        misses = [i for i, v in enumerate(s["rolled"]) if v == 0 and not s["rerolled"][i]]
        if misses and isinstance(a, Hero):
            hero = int(s["attacker"][1:])
            opts = [Option("reroll", hero, index=i) for i in misses] + [Option("keep", hero)]
            decide(state, "hit_reroll", hero, opts, {**s, "op": "hit_reroll"}, dice=list(s["rolled"]),
                   rerolls=s["left"])
            return
        if misses:                      # an enemy rerolls its misses, as many as it may
            reroll_die(state, s, misses[0], s["attacker"], "hit")
            push(state, {**s, "op": "hit_stage"})
            return
    push(state, {**s, "op": "hit_total"})


@step("hit_reroll")
def _hit_reroll(state: QuestState, s: dict) -> None:
    c = choice(s)
    s = {k: v for k, v in s.items() if k != "choice"}
    if c.kind == "reroll":
        reroll_die(state, s, c.index, s["attacker"], "hit")
        push(state, {**s, "op": "hit_stage"})
    else:
        push(state, {**s, "op": "hit_total"})


def reroll_die(state: QuestState, s: dict, i: int, who: str, stage: str) -> None:
    """002 §7: "No die can be rerolled more than once. Cannot use pre-reroll result."""
    if s["rerolled"][i] or s["left"] <= 0:
        raise ValueError("a die is rerolled at most once, within the rerolls the figure has")
    s["left"] -= 1
    old = s["rolled"][i]
    s["rolled"][i] = roll(state, content().quest.blue_hits if stage == "hit" else content().quest.blue_blocks, 1)[0]
    s["rerolled"][i] = True
    emit(state, "DieRerolled", who=who, stage=stage, index=i, old=old, new=s["rolled"][i], reveal=True)


@step("hit_total")
def _hit_total(state: QuestState, s: dict) -> None:
    """002 HIT stage: sum the hits, +1 when the attacker's faction dominates the area (supremacy),
    +1 when the attack was focused; critical (at least one hit rolled), lethal, AoE."""
    a = figure(state, s["attacker"])
    t = figure(state, s["target"])
    if a is None or t is None:
        return
    rolled = sum(s["rolled"])
    hits = rolled + s["flat"]
    mods = []
    if dominates(state, faction(s["attacker"]), a.area):
        hits += 1
        mods.append("supremacy")
    if isinstance(a, Hero) and a.focus:
        a.focus = False
        hits += 1
        mods.append("focus")
    hits = max(0, hits)
    lethal = min(hits, s["lethal"]) if rolled > 0 else 0      # lethal: if at least one hit is rolled
    emit(state, "Hits", attacker=s["attacker"], target=s["target"], hits=hits, lethal=lethal, mods=mods,
         marks=list(s["marks"]))
    targets = [s["target"]]
    aoe = 2 if "aoe2" in s["marks"] else 1 if "aoe1" in s["marks"] else 0
    if aoe:
        reach = distances(state, t.area, aoe)
        same = faction(s["target"])
        for ref, f in _figures(state):
            if ref != s["target"] and faction(ref) == same and f.area in reach and not getattr(f, "ghost", False) \
                    and in_sight(state, t.area, f.area, False):
                targets.append(ref)
    conds = on_hit(state, s["attacker"])
    for ref in reversed(targets):
        def_stage(state, s["attacker"], ref, hits - lethal, lethal, s["element"],
                  ["bash"] if "bash" in s["marks"] and ref == s["target"] else [], conds)
    if "critical" in s["marks"] and rolled > 0:
        draw_critical(state, s["attacker"], s["target"])


def def_stage(state: QuestState, attacker: str, target: str, hits: int, lethal: int, element: str,
              marks_: list, conditions) -> None:
    """Schedule a DEF stage: `hits` normal and `lethal` lethal hits against `target`."""
    push(state, {"op": "def_stage", "attacker": attacker, "target": target, "hits": hits, "lethal": lethal,
                 "element": element, "bash": "bash" in marks_, "conditions": list(conditions or ()),
                 "part": "element", "rolled": None, "rerolled": [], "left": 0})


def _figures(state: QuestState):
    for i, h in enumerate(state.heroes):
        yield f"h{i}", h
    for c in list(state.companions):
        yield c.uid, c
    for e in list(state.enemies):
        yield e.uid, e


@step("def_stage")
def _def_stage(state: QuestState, s: dict) -> None:
    """002 DEF stage of one target, resumed part by part after each of its defender's choices:
    resistances and weaknesses, armour (not against lethal hits nor for a K.O.'d hero), magic
    shields (after armour, lethal hits first), a defence die per remaining hit up to the card's
    limit, rerolls (once per die), damage, then what a hit brings (conditions, bash)."""
    t = figure(state, s["target"])
    if t is None or (isinstance(t, Hero) and t.ghost):
        return
    if s["part"] == "element":
        mod = element_modifier(state, s["target"], s["element"])
        if mod and s["hits"] + s["lethal"] > 0:
            s["hits"] = max(0, s["hits"] + mod)
            emit(state, "Resisted" if mod < 0 else "Weakness", target=s["target"], element=s["element"])
        s["part"] = "armour"
    if s["part"] == "armour":
        ko = isinstance(t, Hero) and t.ko
        blocked = 0 if ko else min(s["hits"], armour(state, s["target"]))
        s["hits"] -= blocked
        emit(state, "ArmourBlocked", target=s["target"], blocked=blocked, hits=s["hits"], lethal=s["lethal"])
        s["part"] = "shields"
    if s["part"] == "shields":
        total = s["hits"] + s["lethal"]
        s["part"] = "dice"
        if isinstance(t, Hero) and t.shields > 0 and total > 0:
            hero = int(s["target"][1:])
            opts = [Option("shields", hero, index=n) for n in range(0, min(t.shields, total) + 1)]
            decide(state, "spend_shields", hero, opts, {**s, "op": "def_shields"},
                   hits=s["hits"], lethal=s["lethal"], shields=t.shields)
            return
    if s["part"] == "dice":
        n = min(s["hits"], defence_limit(state, s["target"]))
        s["rolled"] = roll(state, content().quest.blue_blocks, n) if n else []
        s["rerolled"] = [False] * n
        s["left"] = rerolls(state, s["target"])
        if n:
            emit(state, "DiceRolled", who=s["target"], stage="def", dice=list(s["rolled"]), reveal=True)
        s["part"] = "rerolls"
    if s["part"] == "rerolls" and s["left"] > 0:
        misses = [i for i, v in enumerate(s["rolled"]) if v == 0 and not s["rerolled"][i]]
        if misses and isinstance(t, Hero):
            hero = int(s["target"][1:])
            opts = [Option("reroll", hero, index=i) for i in misses] + [Option("keep", hero)]
            decide(state, "def_reroll", hero, opts, {**s, "op": "def_reroll"}, dice=list(s["rolled"]),
                   rerolls=s["left"], hits=s["hits"])
            return
        if misses:
            reroll_die(state, s, misses[0], s["target"], "def")
            push(state, {**s, "op": "def_stage"})
            return
    _damage(state, s)


def _spend_shields(state: QuestState, s: dict, n: int) -> None:
    """002: "Spend Magic Shields to block hits (including Lethal), after armor": lethal hits first."""
    if n <= 0:
        return
    on_lethal = min(n, s["lethal"])
    s["lethal"] -= on_lethal
    s["hits"] -= n - on_lethal
    emit(state, "ShieldsSpent", target=s["target"], shields=n)


@step("def_shields")
def _def_shields(state: QuestState, s: dict) -> None:
    c = choice(s)
    s = {k: v for k, v in s.items() if k != "choice"}
    t = figure(state, s["target"])
    t.shields -= c.index
    _spend_shields(state, s, c.index)
    push(state, {**s, "op": "def_stage"})


@step("def_reroll")
def _def_reroll(state: QuestState, s: dict) -> None:
    c = choice(s)
    s = {k: v for k, v in s.items() if k != "choice"}
    if c.kind == "reroll":
        reroll_die(state, s, c.index, s["target"], "def")
        push(state, {**s, "op": "def_stage"})
    else:
        push(state, {**s, "op": "def_stage", "part": "done"})


def _damage(state: QuestState, s: dict) -> None:
    """002: "Suffer damage = Hits - Shields (min 0)": each defence die blocks what its face shows."""
    saved = min(s["hits"], sum(s["rolled"] or []))
    damage = max(0, s["hits"] - saved) + s["lethal"]
    t = figure(state, s["target"])
    emit(state, "DefenceResult", target=s["target"], saved=saved, damage=damage)
    if damage <= 0:
        return
    area = t.area
    wound(state, s["target"], damage, by=s["attacker"], cause="attack")
    t = figure(state, s["target"])
    if t is None or (isinstance(t, Hero) and t.ghost):
        return
    for c in s["conditions"]:
        give_condition(state, s["target"], c)
    if s["bash"]:
        push_back(state, s["target"], area, s["attacker"])


def push_back(state: QuestState, ref: str, area: str, attacker: str) -> None:
    """Bash: "Defender is pushed back 1 area if at least one hit lands" (as a push of 1 from where
    the attacker stands: spec "push")."""
    a = figure(state, attacker)
    resolve(state, [{"kind": "push", "value": 1, "area": None, "who": "target", "amount": 1, "then": [], "otherwise": []}],
            {"hero": -1, "area": a.area if a is not None else area, "source": "bash", "self": attacker, "target": ref})


def reaction_attacks(state: QuestState, who, area: str) -> None:
    """002 §4: leaving an area with enemies that the heroes do not dominate, "receive one reaction
    attack per enemy". `who`: a hero's index, or a companion's uid."""
    if dominates(state, "heroes", area):
        return
    ref = f"h{who}" if isinstance(who, int) else who
    for e in reversed(enemies_in(state, area)):
        push(state, {"op": "reaction", "enemy": e.uid, "target": ref})


@step("reaction")
def _reaction(state: QuestState, s: dict) -> None:
    e = state.enemy(s["enemy"])
    t = figure(state, s["target"])
    if e is None or t is None or getattr(t, "ghost", False):
        return
    emit(state, "ReactionAttack", enemy=e.uid, target=s["target"],
         hero=int(s["target"][1:]) if s["target"].startswith("h") else -1)
    a = content().enemies[e.kind].attack
    attack(state, e.uid, s["target"], a.dice, a.hits, list(a.marks), a.lethal, a.element, e.kind)
