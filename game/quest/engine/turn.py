"""A hero's turn (002 §4 "Hero Turn"): one movement, split around actions and free actions but not
around combat; combat activities; actions once per round each (dash, focus, provoke, bash,
reorganise, exchange, search); unlimited free actions (open a door, a magic lock with a key, pick
up or drop, evade); a Ghost Soul's soul shout, recall and flight.

Each thing a hero may do is registered with `@activity(kind)`: `offers(state, hero)` lists its
options now, `do(state, hero, option)` does it. The turn's menu is every registered activity's
offers, plus ending the turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .board import distances, engaged, in_sight, neighbours
from .book import entered, trigger
from .combat import attack, reaction_attacks
from .data import content
from .effects import resolve
from .figures import (base_movement, end_conditions, enemies_in, figure, heal, hero_ref, inventory_limit,
                      item_card, kind_of, powers_known, skips, stat)
from .flow import choice, decide, emit, push, roll, step
from .items import drop, equip, open_chest, open_door, spring_trap, take
from .state import Option, QuestState

MAGIC_KEY = "magic_key"
ACTIONS = ("dash", "focus", "provoke", "bash", "reorganise", "exchange", "search")


@dataclass(frozen=True)
class Activity:
    kind: str
    offers: Callable[[QuestState, int], list[Option]]
    do: Callable[[QuestState, int, Option], None]
    ghost: bool = False         # a Ghost Soul's ability (a living hero's otherwise)


ACTIVITIES: dict[str, Activity] = {}


def activity(kind: str, ghost: bool = False):
    """Register a turn activity: decorate its `offers`; its `do` is given with `.doer`."""
    def deco(offers):
        def doer(do):
            ACTIVITIES[kind] = Activity(kind, offers, do, ghost)
            return do
        offers.doer = doer
        return offers
    return deco


# -- the turn's frame ------------------------------------------------------------------------------
@step("hero_turn")
def _hero_turn(state: QuestState, s: dict) -> None:
    """Hero `s["hero"]` begins its turn: its movement, combat and action activities are counted out.
    A stunned hero skips its combat and actions this turn (the condition then ends)."""
    i = s["hero"]
    h = state.heroes[i]
    if state.result:
        return
    state.active = i
    ref = hero_ref(i)
    h.moves = 0 if h.ko else base_movement(state, i)
    h.moved = False
    stunned = not h.ghost and skips(state, ref)
    h.combat = 0 if stunned or h.ghost else max(0, stat(state, ref, "combat"))
    h.action_count = 0 if stunned or h.ghost else max(0, stat(state, ref, "actions"))
    h.free = (["stunned"] if stunned else []) + (["ghost"] if h.ghost else [])
    h.focus = False
    for c in state.companions:          # its companions are activated in its turn
        if c.owner == i:
            c.moves, c.attacked = max(0, stat(state, c.uid, "movement")), False
    emit(state, "TurnStarted", hero=i, ghost=h.ghost, stunned=stunned)
    push(state, {"op": "hero_menu", "hero": i})


def menu(state: QuestState, hero: int) -> list[Option]:
    """Everything the hero may do now, ending the turn last."""
    h = state.heroes[hero]
    opts: list[Option] = []
    for a in ACTIVITIES.values():
        if a.ghost == h.ghost:
            opts.extend(a.offers(state, hero))
    opts.append(Option("end_turn", hero))
    return opts


@step("hero_menu")
def _hero_menu(state: QuestState, s: dict) -> None:
    i = s["hero"]
    h = state.heroes[i]
    if h.ghost and "ghost" not in h.free:       # fallen during its own turn: the turn is over
        end_turn(state, i)
        return
    decide(state, "hero_turn", i, menu(state, i), {"op": "hero_do", "hero": i})


@step("hero_do")
def _hero_do(state: QuestState, s: dict) -> None:
    i = s["hero"]
    c = choice(s)
    if c.kind == "end_turn":
        end_turn(state, i)
        return
    push(state, {"op": "hero_menu", "hero": i})     # after what it does, the hero goes on
    ACTIVITIES[c.kind].do(state, i, c)


def end_turn(state: QuestState, hero: int) -> None:
    """The turn ends: conditions that last a turn go, and a stunned hero's stun after its skipped turn."""
    h = state.heroes[hero]
    if "stunned" in h.free:
        end_conditions(state, hero_ref(hero), "skip")
    end_conditions(state, hero_ref(hero), "turn")
    h.moves = h.combat = h.action_count = 0
    emit(state, "TurnEnded", hero=hero)


def _acted(state: QuestState, hero: int, action: str) -> None:
    h = state.heroes[hero]
    h.actions.append(action)
    h.action_count -= 1
    emit(state, "ActionTaken", hero=hero, action=action)


def _may_act(state: QuestState, hero: int, action: str, free_of_enemies: bool = False) -> bool:
    """An action needs an action activity left, is once per round, and some not while engaged."""
    h = state.heroes[hero]
    return (h.action_count > 0 and action not in h.actions
            and not (free_of_enemies and engaged(state, hero)))


def _spend(state: QuestState, hero: int, activity_: str) -> bool:
    """Whether the hero has the activity a power or item use spends (combat, action, free)."""
    h = state.heroes[hero]
    return {"combat": h.combat > 0, "action": h.action_count > 0}.get(activity_, "stunned" not in h.free)


def _pay(state: QuestState, hero: int, activity_: str) -> None:
    h = state.heroes[hero]
    if activity_ == "combat":
        h.combat -= 1
        if h.moved:             # movement is not split around combat
            h.moves = 0
    elif activity_ == "action":
        h.action_count -= 1


# -- movement ----------------------------------------------------------------------------------------
def _step_cost(area: str) -> int:
    return 2 if content().areas[area].hindering else 1


@activity("move")
def _move_offers(state, hero):
    h = state.heroes[hero]
    if h.moves <= 0 or h.ko:
        return []
    return [Option("move", hero, area=a) for a in neighbours(state, h.area) if _step_cost(a) <= h.moves]


@_move_offers.doer
def _move(state, hero, o):
    """A step of the movement; leaving an area the heroes do not dominate, each enemy there makes a
    reaction attack first."""
    h = state.heroes[hero]
    h.moves -= _step_cost(o.area)
    h.moved = True
    push(state, {"op": "step_to", "hero": hero, "area": o.area})
    reaction_attacks(state, hero, h.area)


@activity("evade")
def _evade_offers(state, hero):
    """Evade (a free action, once a turn): one area out of an area with enemies, without movement."""
    h = state.heroes[hero]
    if h.moves > 0 or h.ko or "evade" in h.free or not engaged(state, hero):
        return []
    return [Option("evade", hero, area=a) for a in neighbours(state, h.area)]


@_evade_offers.doer
def _evade(state, hero, o):
    h = state.heroes[hero]
    h.free.append("evade")
    push(state, {"op": "step_to", "hero": hero, "area": o.area})
    reaction_attacks(state, hero, h.area)


@step("step_to")
def _step_to(state: QuestState, s: dict) -> None:
    """The hero arrives (if the reaction attacks left it standing); entering an area with enemies
    engages it and ends its movement."""
    i = s["hero"]
    h = state.heroes[i]
    if h.ghost:
        return
    frm, h.area = h.area, s["area"]
    emit(state, "HeroMoved", hero=i, frm=frm, to=h.area)
    if enemies_in(state, h.area):
        h.moves = 0
        emit(state, "Engaged", hero=i, area=h.area)
    entered(state, i, h.area)


# -- combat ----------------------------------------------------------------------------------------
def weapons(state: QuestState, hero: int) -> list[tuple[str, object, str]]:
    """(name, Attack or None, activity) the hero can attack with now: each equipped weapon (a
    combat activity), bare hands when it has no weapon equipped (1 blue die), each ready power with
    an attack (what its card spends)."""
    h = state.heroes[hero]
    out = [(i, item_card(i).attack, "combat") for i in h.equipped if item_card(i).attack is not None]
    if not out:
        out.append(("", None, "combat"))
    out += [(i, item_card(i).attack, item_card(i).activity) for i in state.carried(hero)
            if item_card(i).slot == "pack" and item_card(i).attack is not None]     # thrown (a bomb)
    for p in powers_known(h):
        if p.attack is not None and p.id not in h.powers:
            out.append(("power:" + p.id, p.attack, p.activity))
    return out


@activity("attack")
def _attack_offers(state, hero):
    h = state.heroes[hero]
    opts = []
    engaged_now = engaged(state, hero)
    for name, atk, act in weapons(state, hero):
        if not _spend(state, hero, act) or act == "reaction":
            continue
        rng = (atk.range if atk else 0) + stat(state, hero_ref(hero), "range") if atk and atk.range else 0
        near = distances(state, h.area, rng) if rng and not engaged_now else {h.area: 0}
        for e in state.enemies:
            if e.area == h.area or (e.area in near and in_sight(state, h.area, e.area, True)):
                opts.append(Option("attack", hero, target=e.uid, item=name))
    return opts


@_attack_offers.doer
def _attack(state, hero, o):
    name, atk, act = next(w for w in weapons(state, hero) if w[0] == o.item)
    _pay(state, hero, act)
    end_conditions(state, hero_ref(hero), "attack")          # hidden ends when its bearer attacks
    effects = ()
    if name.startswith("power:"):
        effects = _use_power(state, hero, name[6:]).effects
    elif name and item_card(name).slot == "pack":
        _used(state, hero, name)
    if atk is None:
        attack(state, hero_ref(hero), o.target, 1, name=name)
    else:
        attack(state, hero_ref(hero), o.target, atk.dice, atk.hits, list(atk.marks), atk.lethal, atk.element, name)
    if effects:       # what the power does besides its attack, after it
        push(state, {"op": "power_effects", "hero": hero, "power": name[6:], "target": o.target})


@step("power_effects")
def _power_effects(state: QuestState, s: dict) -> None:
    p = next(p for p in content().heroes[state.heroes[s["hero"]].id].powers if p.id == s["power"])
    t = figure(state, s["target"]) if s["target"] else None
    here = state.heroes[s["hero"]].area
    resolve(state, p.effects, {"hero": s["hero"], "area": here, "source": f"power:{p.id}", "self": hero_ref(s["hero"]),
                               "target": s["target"] or hero_ref(s["hero"]),
                               "target_area": s.get("area") or (t.area if t else here)})


def _use_power(state: QuestState, hero: int, pid: str):
    """A used power is spent: with the refresh icon until the next time phase, else for its cooldown
    rotations."""
    h = state.heroes[hero]
    p = next(p for p in powers_known(h) if p.id == pid)
    h.powers[pid] = 1 if p.refresh else max(1, p.cooldown)
    emit(state, "PowerUsed", hero=hero, power=pid)
    return p


@activity("power")
def _power_offers(state, hero):
    """A ready power without an attack, aimed as its card says (self, an ally or an enemy in sight
    within its range, its area)."""
    h = state.heroes[hero]
    opts = []
    for p in powers_known(h):
        if p.attack is not None or p.id in h.powers or not _spend(state, hero, p.activity) or p.activity == "reaction":
            continue
        if p.target == "self":
            opts.append(Option("power", hero, item=p.id))
            continue
        near = distances(state, h.area, p.range)
        if p.target == "area":
            opts += [Option("power", hero, item=p.id, area=a) for a in sorted(near) if in_sight(state, h.area, a, True)]
        elif p.target == "ally":
            opts += [Option("power", hero, item=p.id, target=hero_ref(j)) for j, o in enumerate(state.heroes)
                     if not o.ghost and o.area in near and in_sight(state, h.area, o.area, True)]
        else:
            opts += [Option("power", hero, item=p.id, target=e.uid) for e in state.enemies
                     if e.area in near and in_sight(state, h.area, e.area, True)]
    return opts


@_power_offers.doer
def _power(state, hero, o):
    p = _use_power(state, hero, o.item)
    _pay(state, hero, p.activity)
    push(state, {"op": "power_effects", "hero": hero, "power": o.item, "target": o.target, "area": o.area})


@activity("use")
def _use_offers(state, hero):
    """Use a carried item that has a use (a potion, a scroll), spending its activity."""
    return [Option("use", hero, item=i) for i in state.carried(hero)
            if item_card(i).use and _spend(state, hero, item_card(i).activity) and item_card(i).activity != "reaction"]


@_use_offers.doer
def _use(state, hero, o):
    card = item_card(o.item)
    _pay(state, hero, card.activity)
    h = state.heroes[hero]
    _used(state, hero, o.item)
    resolve(state, card.use, {"hero": hero, "area": h.area, "source": f"item:{kind_of(o.item)}",
                              "self": hero_ref(hero), "target": hero_ref(hero)})


# -- actions, once per round ---------------------------------------------------------------------------
def _used(state: QuestState, hero: int, item: str) -> None:
    """An item is used once more; used up (its `uses` reached), it leaves the quest."""
    h = state.heroes[hero]
    card = item_card(item)
    h.uses[item] = h.uses.get(item, 0) + 1
    emit(state, "ItemUsed", hero=hero, item=item)
    if card.uses and h.uses[item] >= card.uses:
        if item in h.equipped:
            h.equipped.remove(item)
        del h.uses[item]
        state.items[item] = "out"
        emit(state, "ItemUsedUp", hero=hero, item=item)


@activity("dash")
def _dash_offers(state, hero):
    return [Option("dash", hero)] if _may_act(state, hero, "dash") else []


@_dash_offers.doer
def _dash(state, hero, o):
    """Dash: +1 movement, or stand up after being K.O.'d."""
    h = state.heroes[hero]
    _acted(state, hero, "dash")
    if h.ko:
        h.ko = False
        h.moves = base_movement(state, hero) if not h.moved else h.moves
        emit(state, "StoodUp", hero=hero)
    else:
        h.moves += 1


@activity("focus")
def _focus_offers(state, hero):
    h = state.heroes[hero]
    return [Option("focus", hero)] if _may_act(state, hero, "focus") and h.combat > 0 and not h.focus else []


@_focus_offers.doer
def _focus(state, hero, o):
    """Focus an attack: +1 hit on the next attack, declared before its roll."""
    _acted(state, hero, "focus")
    state.heroes[hero].focus = True


@activity("provoke")
def _provoke_offers(state, hero):
    if not _may_act(state, hero, "provoke") or state.menace == hero:
        return []
    h = state.heroes[hero]
    return [Option("provoke", hero, target=e.uid) for e in state.enemies
            if content().enemies[e.kind].master and in_sight(state, h.area, e.area, True)][:1]


@_provoke_offers.doer
def _provoke(state, hero, o):
    """Provoke the master enemy in sight: its menace token turns to this hero."""
    _acted(state, hero, "provoke")
    state.menace = hero
    emit(state, "Provoked", hero=hero, enemy=o.target)


def _links_here(state: QuestState, area: str, kind: str) -> list[str]:
    """Closed doors of a kind on the area's links."""
    return sorted({l.door for l in content().areas[area].neighbours if l.kind == kind and l.door not in state.doors})


@activity("bash")
def _bash_offers(state, hero):
    if not _may_act(state, hero, "bash", free_of_enemies=True):
        return []
    h = state.heroes[hero]
    opts = [Option("bash", hero, target="door:" + d) for d in _links_here(state, h.area, "locked")]
    if "chest" in content().areas[h.area].features and h.area not in state.chests:
        opts.append(Option("bash", hero, target="chest:" + h.area))
    return opts


@_bash_offers.doer
def _bash(state, hero, o):
    """Bash a chest or a locked door: draw and resolve a trap card, then it opens."""
    _acted(state, hero, "bash")
    push(state, {"op": "open_thing", "hero": hero, "thing": o.target})
    spring_trap(state, hero, state.heroes[hero].area)


@step("open_thing")
def _open_thing(state: QuestState, s: dict) -> None:
    kind, name = s["thing"].split(":", 1)
    if state.heroes[s["hero"]].ghost and kind == "chest":
        return
    if kind == "chest":
        open_chest(state, s["hero"], name)
    else:
        open_door(state, name, s["hero"])


@activity("reorganise")
def _reorganise_offers(state, hero):
    if not _may_act(state, hero, "reorganise", free_of_enemies=True):
        return []
    h = state.heroes[hero]
    return [Option("reorganise", hero, item=i) for i in state.carried(hero)
            if i not in h.equipped and item_card(i).slot != "pack"]


@_reorganise_offers.doer
def _reorganise(state, hero, o):
    _acted(state, hero, "reorganise")
    equip(state, hero, o.item)


@activity("exchange")
def _exchange_offers(state, hero):
    if not _may_act(state, hero, "exchange", free_of_enemies=True):
        return []
    h = state.heroes[hero]
    opts = []
    for j, other in enumerate(state.heroes):
        if j == hero or other.ghost or other.area != h.area:
            continue
        if len(state.carried(j)) < inventory_limit(state, j):
            opts += [Option("exchange", hero, target=hero_ref(j), item=i) for i in state.carried(hero)]
        if h.crowns:
            opts.append(Option("exchange", hero, target=hero_ref(j), index=h.crowns))
    return opts


@_exchange_offers.doer
def _exchange(state, hero, o):
    """Exchange: pass one item (the receiver equips it if a slot is free) or the crowns."""
    _acted(state, hero, "exchange")
    j = int(o.target[1:])
    if o.item:
        h = state.heroes[hero]
        if o.item in h.equipped:
            h.equipped.remove(o.item)
        take(state, j, o.item)
    else:
        state.heroes[hero].crowns -= o.index
        state.heroes[j].crowns += o.index
        emit(state, "CrownsPassed", hero=hero, to=j, amount=o.index)


@activity("search")
def _search_offers(state, hero):
    if not _may_act(state, hero, "search", free_of_enemies=True):
        return []
    h = state.heroes[hero]
    opts = [Option("search", hero, target=t) for t, se in sorted(content().search_events.items())
            if se.area == h.area and t not in state.searched]
    if "search" in content().areas[h.area].features and h.area not in state.searched:
        opts.append(Option("search", hero, target=h.area))
    return opts


@_search_offers.doer
def _search(state, hero, o):
    """Search: a quest search token (S.E.) reads its section; an ordinary one is flipped, the red
    die rolled, its face's result applied; the token is removed."""
    _acted(state, hero, "search")
    state.searched.append(o.target)
    h = state.heroes[hero]
    ctx = {"hero": hero, "area": h.area, "source": f"search:{o.target}", "self": hero_ref(hero)}
    se = content().search_events.get(o.target)
    if se is not None:
        emit(state, "Searched", hero=hero, token=o.target, area=h.area)
        trigger(state, "search", o.target, ctx, also=(se.section,))
        return
    faces = content().quest.search_faces
    face = roll(state, tuple(range(1, len(faces) + 1)), 1)[0]
    emit(state, "Searched", hero=hero, token=o.target, area=h.area, die=face, reveal=True)
    result = next((f for f in faces if f.face == face), None)
    if result is not None:
        resolve(state, result.effects, ctx)


# -- free actions ------------------------------------------------------------------------------------
@activity("open")
def _open_offers(state, hero):
    """Open a normal door (a trap card first, unless the door says not), or a magic lock with the magic key."""
    h = state.heroes[hero]
    if "stunned" in h.free:
        return []
    opts = [Option("open", hero, target=d) for d in _links_here(state, h.area, "door")]
    if any(kind_of(i) == MAGIC_KEY for i in state.carried(hero)):
        opts += [Option("open", hero, target=d) for d in _links_here(state, h.area, "magic")]
    return opts


@_open_offers.doer
def _open(state, hero, o):
    push(state, {"op": "open_thing", "hero": hero, "thing": "door:" + o.target})
    door = content().doors[o.target]
    if door.kind == "door" and door.trap:
        spring_trap(state, hero, state.heroes[hero].area)


@activity("pick_up")
def _pick_up_offers(state, hero):
    h = state.heroes[hero]
    if engaged(state, hero):
        return []
    opts = []
    if len(state.carried(hero)) < inventory_limit(state, hero):
        opts = [Option("pick_up", hero, item=i) for i in state.lying(h.area)]
    if state.loot.get(h.area):
        opts.append(Option("pick_up", hero, index=state.loot[h.area]))
    return opts


@_pick_up_offers.doer
def _pick_up(state, hero, o):
    h = state.heroes[hero]
    if o.item:
        take(state, hero, o.item)
    else:
        h.crowns += state.loot.pop(h.area)
        emit(state, "CrownsGained", hero=hero, amount=o.index)


@activity("drop")
def _drop_offers(state, hero):
    """Drop an item, or the crowns, in the hero's area (not while engaged)."""
    if engaged(state, hero):
        return []
    h = state.heroes[hero]
    return [Option("drop", hero, item=i) for i in state.carried(hero)] + (
        [Option("drop", hero, index=h.crowns)] if h.crowns else [])


@_drop_offers.doer
def _drop(state, hero, o):
    if o.item:
        drop(state, hero, o.item)
        return
    h = state.heroes[hero]
    h.crowns -= o.index
    state.loot[h.area] = state.loot.get(h.area, 0) + o.index
    emit(state, "CrownsDropped", hero=hero, amount=o.index, area=h.area)


# -- companions (002 "Companions": activated by their owner during the owner's turn) ----------------------
@activity("companion_move")
def _companion_move_offers(state, hero):
    """A step of a companion of this hero (up to its movement a turn; none after its attack)."""
    return [Option("companion_move", hero, area=a, item=c.uid) for c in state.companions
            if c.owner == hero and c.moves > 0 and not c.attacked
            for a in neighbours(state, c.area) if _step_cost(a) <= c.moves]


@_companion_move_offers.doer
def _companion_move(state, hero, o):
    c = state.companion(o.item)
    c.moves -= _step_cost(o.area)
    push(state, {"op": "companion_step", "companion": c.uid, "area": o.area})
    reaction_attacks(state, c.uid, c.area)


@step("companion_step")
def _companion_step(state: QuestState, s: dict) -> None:
    c = state.companion(s["companion"])
    if c is None:
        return
    emit(state, "CompanionMoved", companion=c.uid, frm=c.area, to=s["area"])
    c.area = s["area"]
    if enemies_in(state, c.area):
        c.moves = 0


@activity("companion_attack")
def _companion_attack_offers(state, hero):
    """A companion's attack (once a turn), on an enemy in its area."""
    return [Option("companion_attack", hero, target=e.uid, item=c.uid) for c in state.companions
            if c.owner == hero and not c.attacked for e in state.enemies if e.area == c.area]


@_companion_attack_offers.doer
def _companion_attack(state, hero, o):
    c = state.companion(o.item)
    c.attacked, c.moves = True, 0
    a = content().companions[c.kind].attack
    attack(state, c.uid, o.target, a.dice, a.hits, list(a.marks), a.lethal, a.element, c.kind)


# -- a Ghost Soul's turn -------------------------------------------------------------------------------
@activity("soul_shout", ghost=True)
def _shout_offers(state, hero):
    """Soul shout (once a turn): a living hero in sight heals 1 wound (the designers' reading)."""
    h = state.heroes[hero]
    if "soul_shout" in h.free:
        return []
    return [Option("soul_shout", hero, target=hero_ref(j)) for j, o in enumerate(state.heroes)
            if not o.ghost and o.health < o.max_health and in_sight(state, h.area, o.area, False)]


@_shout_offers.doer
def _shout(state, hero, o):
    state.heroes[hero].free.append("soul_shout")
    emit(state, "SoulShout", hero=hero, to=o.target)
    heal(state, o.target, 1)


@activity("recall", ghost=True)
def _recall_offers(state, hero):
    """Recall (once a turn): to the active shrine."""
    h = state.heroes[hero]
    if "recall" in h.free or not state.shrine or h.area == state.shrine:
        return []
    return [Option("recall", hero, area=state.shrine)]


@_recall_offers.doer
def _recall(state, hero, o):
    h = state.heroes[hero]
    h.free.append("recall")
    emit(state, "HeroMoved", hero=hero, frm=h.area, to=o.area, ghost=True)
    h.area = o.area


@activity("fly", ghost=True)
def _fly_offers(state, hero):
    """Fly (once a turn): up to the hero's base movement, through closed doors, ignoring enemies."""
    h = state.heroes[hero]
    if "fly" in h.free:
        return []
    reach = distances(state, h.area, base_movement(state, hero), through_doors=True)
    return [Option("fly", hero, area=a) for a in sorted(reach) if a != h.area]


@_fly_offers.doer
def _fly(state, hero, o):
    h = state.heroes[hero]
    h.free.append("fly")
    emit(state, "HeroMoved", hero=hero, frm=h.area, to=o.area, ghost=True)
    h.area = o.area
