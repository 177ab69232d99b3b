"""What cards, powers, items and the Book of Secrets do: effects (spec.Effect, see spec.py's docstring
for every kind) resolved in order, each by the handler registered for its kind with `@effect(kind)`.
Content adds no code: a new kind is a new registration here, never an `if` on a card's id.

An effect travels on the stack as a dict with its context: {"hero": the hero who caused it (-1:
none), "area": where it happens, "source": what it comes from, "self": the figure whose card it is,
"target": the figure an attack or power aims at}.
"""
from __future__ import annotations

from typing import Callable

from game.quest.content import spec

from .board import distances, neighbours
from .data import content, effect_dict
from .figures import (figure, give_condition, drop_condition, heal, hero_ref, is_hero, living_heroes, place,
                      spawn, wound)
from .flow import emit, later, push, roll, shuffle, step
from .items import draw_treasure, gain, make, open_door, spring_trap
from .state import Hero, QuestState

EFFECTS: dict[str, Callable[[QuestState, dict, dict], None]] = {}
PASSIVE = ("stat", "on_hit", "reroll", "resist", "weak", "mark")


def effect(*kinds: str):
    """Register the handler of effect kinds: fn(state, effect, ctx)."""
    def deco(fn):
        for k in kinds:
            EFFECTS[k] = fn
        return fn
    return deco


def resolve(state: QuestState, effects, ctx: dict) -> None:
    """Schedule effects (spec.Effects or their dicts) to happen next, in order."""
    steps = []
    for e in effects or ():
        d = e if isinstance(e, dict) else effect_dict(e)
        steps.append({"op": "effect", "effect": d, "ctx": dict(ctx)})
    push(state, *steps)


@step("effects")
def _effects(state: QuestState, s: dict) -> None:
    resolve(state, s["effects"], s["ctx"])


@step("effect")
def _effect(state: QuestState, s: dict) -> None:
    e = s["effect"]
    EFFECTS[e["kind"]](state, e, s["ctx"])


def area_of(e: dict, ctx: dict, default: str = "") -> str:
    a = e.get("area")
    if a == spec.HERE or a is None:
        return ctx.get("area", "") if a == spec.HERE or not default else default
    return a


def who(state: QuestState, e: dict, ctx: dict) -> list[str]:
    """The figures an effect touches (spec.WHO), living ones only."""
    w = e.get("who", "hero")
    here = ctx.get("area", "")
    if w == "hero":
        h = ctx.get("hero", -1)
        if h < 0:
            h = state.active
        return [hero_ref(h)] if 0 <= h < len(state.heroes) and not state.heroes[h].ghost else []
    if w == "all_heroes":
        return [hero_ref(i) for i in living_heroes(state)]
    if w == "heroes_here":
        return [hero_ref(i) for i in living_heroes(state) if state.heroes[i].area == here]
    if w == "enemies_here":
        return [x.uid for x in state.enemies if x.area == here]
    if w == "all_enemies":
        return [x.uid for x in state.enemies]
    ref = ctx.get("target" if w == "target" else "self", "")
    f = figure(state, ref) if ref else None
    return [ref] if f is not None and not (isinstance(f, Hero) and f.ghost) else []


def _n(e: dict, key: str = "value") -> int:
    v = e.get(key)
    return int(v) if isinstance(v, (int, float)) or (isinstance(v, str) and v.lstrip("-").isdigit()) else 1


# -- harm and help ---------------------------------------------------------------------------------
@effect("damage")
def _damage(state, e, ctx):
    for r in who(state, e, ctx):
        wound(state, r, _n(e), by=ctx.get("self", ""), cause=ctx.get("source", ""))


@effect("hits")
def _hits(state, e, ctx):
    """An attack of n hits that skips the HIT stage: its DEF stage in full."""
    for r in reversed(who(state, e, ctx)):
        later(state, "def_stage", attacker=ctx.get("self", ""), target=r, hits=_n(e), lethal=0, element="physical",
              bash=False, conditions=[], part="element", rolled=None, rerolled=[], left=0)


@effect("heal")
def _heal(state, e, ctx):
    for r in who(state, e, ctx):
        heal(state, r, _n(e))


@effect("condition")
def _condition(state, e, ctx):
    for r in who(state, e, ctx):
        give_condition(state, r, e["value"])


@effect("cure")
def _cure(state, e, ctx):
    for r in who(state, e, ctx):
        f = figure(state, r)
        for c in list(f.conditions):
            if e["value"] in ("all", c):
                drop_condition(state, r, c)


@effect("fire_area")
def _fire_area(state, e, ctx):
    area = area_of(e, ctx)
    if area:
        level = 2 if e.get("value") == "fire2" else 1
        state.fire[area] = max(state.fire.get(area, 0), level)
        emit(state, "FirePlaced", area=area, level=state.fire[area])


@effect("shield")
def _shield(state, e, ctx):
    for r in who(state, e, ctx):
        f = figure(state, r)
        if isinstance(f, Hero):
            f.shields += _n(e)
            emit(state, "ShieldsGained", hero=int(r[1:]), amount=_n(e), shields=f.shields)


@effect("push")
def _push(state, e, ctx):
    """Pushed n areas away from the source: each step to the open neighbour farthest from where the
    pusher stands (ties by area id)."""
    src = ctx.get("area", "")
    for r in who(state, e, ctx):
        f = figure(state, r)
        away = distances(state, src) if src else {}
        for _ in range(_n(e)):
            ways = neighbours(state, f.area)
            if not ways:
                break
            to = max(sorted(ways), key=lambda a: away.get(a, 99))
            if away.get(to, 99) <= away.get(f.area, 99) and src:
                break
            emit(state, "Pushed", figure=r, frm=f.area, to=to)
            f.area = to


# -- treasure and soul ------------------------------------------------------------------------------
@effect("soul")
def _soul(state, e, ctx):
    for r in who(state, e, ctx):
        if is_hero(r):
            state.heroes[int(r[1:])].sp += _n(e)
            emit(state, "SoulPointsGained", hero=int(r[1:]), amount=_n(e))


@effect("crowns")
def _crowns(state, e, ctx):
    for r in who(state, e, ctx):
        if is_hero(r):
            h = state.heroes[int(r[1:])]
            got = max(-h.crowns, _n(e))
            h.crowns += got
            emit(state, "CrownsGained", hero=int(r[1:]), amount=got)


@effect("treasure")
def _treasure(state, e, ctx):
    for r in who(state, e, ctx):
        if is_hero(r):
            for _ in range(_n(e)):
                draw_treasure(state, int(r[1:]))


@effect("item")
def _item(state, e, ctx):
    for r in who(state, e, ctx):
        if is_hero(r):
            gain(state, int(r[1:]), make(state, e["value"], "out"))


@effect("loot")
def _loot(state, e, ctx):
    area = area_of(e, ctx, ctx.get("area", ""))
    if area:
        state.loot[area] = state.loot.get(area, 0) + _n(e)
        emit(state, "LootPlaced", area=area, crowns=_n(e))


# -- cards and dice ---------------------------------------------------------------------------------
@effect("trap")
def _trap(state, e, ctx):
    for r in who(state, e, ctx):
        if is_hero(r):
            spring_trap(state, int(r[1:]), state.heroes[int(r[1:])].area)


@effect("save")
def _save(state, e, ctx):
    """Each hero rolls the red die: below the value fails (`then`), else `otherwise`."""
    for r in reversed(who(state, e, ctx)):
        face = roll(state, tuple(range(1, 7)), 1)[0]
        ok = face >= _n(e)
        emit(state, "SaveRolled", figure=r, die=face, need=_n(e), saved=ok, reveal=True)
        sub = {**ctx, "hero": int(r[1:]) if is_hero(r) else ctx.get("hero", -1), "target": r}
        resolve(state, e["otherwise"] if ok else e["then"], sub)


@effect("critical")
def _critical(state, e, ctx):
    draw_critical(state, ctx.get("self", ""), ctx.get("target", ""))


def draw_critical(state: QuestState, attacker: str, target: str) -> None:
    """The attacker draws a critical token: its effects touch the target ("self": the attacker).
    The drawn tokens go back and are shuffled when none is left."""
    if not state.criticals:
        state.criticals = sorted(content().criticals)
        shuffle(state, state.criticals)
    if not state.criticals:
        return
    tok = state.criticals.pop(0)
    emit(state, "CriticalDrawn", who=attacker, token=tok, reveal=True)
    t = figure(state, target)
    resolve(state, content().criticals[tok].effects,
            {"hero": int(attacker[1:]) if is_hero(attacker) else -1, "area": t.area if t else "",
             "source": f"critical:{tok}", "self": attacker, "target": target})


# -- enemies ----------------------------------------------------------------------------------------
def _amount(state: QuestState, e: dict) -> int:
    a = e.get("amount", 1)
    if a == "heroes":
        return len(state.heroes)
    if a == "half_heroes":
        return (len(state.heroes) + 1) // 2
    return int(a)


@effect("spawn")
def _spawn(state, e, ctx):
    areas = [area_of(e, ctx)] if e.get("area") else list(state.gates)
    spawn(state, e["value"], _amount(state, e), [a for a in areas if a])


@effect("summon")
def _summon(state, e, ctx):
    area = area_of(e, ctx, ctx.get("area", ""))
    if area and e["value"] in content().enemies:
        place(state, e["value"], area, summoned=True)


@effect("activate")
def _activate(state, e, ctx):
    later(state, "activate", which=e.get("value") or "all", times=max(1, _amount(state, e)))


@effect("move_toward", "attack", "hold")
def _behaviour(state, e, ctx):
    later(state, "behave", enemy=ctx.get("self", ""), effect=e)


# -- the quest --------------------------------------------------------------------------------------
@effect("section")
def _section(state, e, ctx):
    later(state, "read", section=_n(e), ctx=ctx)


@effect("flag")
def _flag(state, e, ctx):
    set_flag(state, e["value"])


def set_flag(state: QuestState, name: str) -> None:
    if name not in state.flags:
        state.flags.append(name)
        emit(state, "FlagSet", flag=name)


@effect("if_flag")
def _if_flag(state, e, ctx):
    resolve(state, e["then"] if e["value"] in state.flags else e["otherwise"], ctx)


@effect("move_gate")
def _move_gate(state, e, ctx):
    state.gates = [area_of(e, ctx)]
    emit(state, "GateMoved", gates=list(state.gates))


@effect("add_gate")
def _add_gate(state, e, ctx):
    a = area_of(e, ctx)
    if a not in state.gates:
        state.gates.append(a)
        emit(state, "GateMoved", gates=list(state.gates))


@effect("open")
def _open(state, e, ctx):
    open_door(state, e["value"], ctx.get("hero", -1))


@effect("shrine")
def _shrine(state, e, ctx):
    state.shrine = area_of(e, ctx)
    emit(state, "ShrineActive", area=state.shrine)


@effect("waypoints")
def _waypoints(state, e, ctx):
    """§10: the quest's letters go at random onto waypoints 1-6, one each, face down."""
    numbers = [str(w.number) for w in content().quest.waypoints]
    shuffle(state, numbers)
    letters = content().quest.waypoint_letters
    state.waypoints = {n: letters[i] if i < len(letters) else "" for i, n in enumerate(numbers)}
    emit(state, "WaypointsDealt", count=len(letters), reveal=True)


@effect(*PASSIVE)
def _passive(state, e, ctx):
    """Passive kinds hold while their source does (figures.passives reads them); resolved as a
    one-off they do nothing."""
