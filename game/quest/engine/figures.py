"""What a figure is worth, read from its card and from the passive effects on it (equipped items,
talents its Soulrank gives, conditions, enemy powers), and what happens when it is wounded, healed,
given a condition or killed (002 §5)."""
from __future__ import annotations

from game.quest.content import spec

from .data import content
from .flow import effects_later, emit, later
from .state import Companion, Enemy, Hero, QuestState

# How many items of a slot a hero may have equipped at once (spec.EQUIPPED; a two-handed item takes
# both hands); "pack", "bag" and "backpack" items are carried, not equipped.
SLOT_LIMITS = dict(spec.EQUIPPED)
CARRIED_PASSIVE = ("bag", "backpack")      # their passives hold while carried: one bag and one backpack (002 FAQ)
HERO_STATS = {"health": "health", "armour": "armour", "defence": "defence", "movement": "movement",
              "combat": "combat", "actions": "actions", "slots": "slots"}


def kind_of(item: str) -> str:
    """The item card an item instance is ("sword#2" -> "sword")."""
    return item.split("#", 1)[0]


def item_card(item: str) -> spec.Item:
    return content().items[kind_of(item)]


def figure(state: QuestState, ref: str) -> Hero | Enemy | Companion | None:
    """A figure by reference: "h0" for hero 0, a companion's uid ("c1"), an enemy's uid ("e3")."""
    if ref.startswith("c"):
        return state.companion(ref)
    if ref.startswith("h"):
        try:
            return state.heroes[int(ref[1:])]
        except (ValueError, IndexError):
            return None
    return state.enemy(ref)


def hero_ref(i: int) -> str:
    return f"h{i}"


def is_hero(ref: str) -> bool:
    return ref.startswith("h")


def heroes_side(ref: str) -> bool:
    """A hero or a companion: the heroes' faction."""
    return ref[:1] in ("h", "c")


def card_of(state: QuestState, ref: str):
    f = figure(state, ref)
    if isinstance(f, Companion):
        return content().companions[f.kind]
    return content().heroes[f.id] if isinstance(f, Hero) else content().enemies[f.kind]


def powers_known(h: Hero) -> list[spec.Power]:
    """The powers the soul gem gives at the hero's Soulrank (spec.powers_at: Soulrank/2, in rank order)."""
    return list(content().heroes[h.id].powers[:spec.powers_at(h.soulrank)])


def talents_known(h: Hero) -> list[spec.Talent]:
    return list(content().heroes[h.id].talents[:spec.talents_at(h.soulrank)])


def passives(state: QuestState, ref: str) -> list[spec.Effect]:
    """Every passive effect on a figure now. 002 §7: "Identical effects from same-named items ... do
    not stack": two items of one card count once."""
    f = figure(state, ref)
    conds = content().conditions
    out: list[spec.Effect] = []
    for c in f.conditions:
        if c in conds:
            out += conds[c].passive
    if isinstance(f, Companion):
        return out + list(getattr(content().companions[f.kind], "passive", ()))
    if isinstance(f, Hero):
        named = set()
        for i in f.equipped:
            if kind_of(i) not in named:
                named.add(kind_of(i))
                out += item_card(i).passive
        worn = set()
        for i in state.carried(int(ref[1:])):
            slot = item_card(i).slot
            if slot in CARRIED_PASSIVE and slot not in worn and kind_of(i) not in named:
                worn.add(slot)
                named.add(kind_of(i))
                out += item_card(i).passive
        for t in talents_known(f):
            out += t.passive
    else:
        card = content().enemies[f.kind]
        out += card.passive
        for p in state.enemy_powers:
            power = content().enemy_powers[p]
            if power.colour == card.colour:
                out += [e for e in power.passive if e.who in ("self", "all_enemies", card.tier, card.colour)]
    return out


def stat(state: QuestState, ref: str, name: str) -> int:
    """A figure's stat: its card's number plus every passive "stat" effect on it."""
    card = card_of(state, ref)
    base = getattr(card, name, 0) if name in HERO_STATS or isinstance(figure(state, ref), Companion) else 0
    if not isinstance(base, int):
        base = 0
    return base + sum(int(e.amount) for e in passives(state, ref) if e.kind == "stat" and e.value == name)


def armour(state: QuestState, ref: str) -> int:
    return max(0, stat(state, ref, "armour"))


def defence_limit(state: QuestState, ref: str) -> int:
    """002: "Roll 1 Blue die per remaining hit (max as specified on card; 1 if no armor)"."""
    n = max(0, stat(state, ref, "defence"))
    return n if armour(state, ref) > 0 else min(n, 1)


def rerolls(state: QuestState, ref: str) -> int:
    """Dice the figure may reroll in each of its attacks or defences ("reroll" passives)."""
    return sum(int(e.amount) for e in passives(state, ref) if e.kind == "reroll")


def marks(state: QuestState, ref: str) -> set[str]:
    return {e.value for e in passives(state, ref) if e.kind == "mark"}


def on_hit(state: QuestState, ref: str) -> list[str]:
    return [e.value for e in passives(state, ref) if e.kind == "on_hit"]


def element_modifier(state: QuestState, ref: str, element: str) -> int:
    """+1 hit when the figure is weak against the element, -1 when it resists it (002 DEF stage 1)."""
    card = card_of(state, ref)
    ps = passives(state, ref)
    res = element in getattr(card, "resist", ()) or any(e.kind == "resist" and e.value == element for e in ps)
    weak = element in getattr(card, "weak", ()) or any(e.kind == "weak" and e.value == element for e in ps)
    return int(weak) - int(res)


def max_health(state: QuestState, ref: str) -> int:
    f = figure(state, ref)
    return f.max_health if isinstance(f, Hero) else max(1, stat(state, ref, "health"))


def refresh_max_health(state: QuestState, hero: int) -> None:
    """A hero's maximum health as its card, talents and items make it now; its health follows a
    change (never below 1 while it stands)."""
    h = state.heroes[hero]
    new = max(1, stat(state, hero_ref(hero), "health"))
    if new != h.max_health:
        if not h.ghost:
            h.health = max(1, min(new, h.health + new - h.max_health))
        h.max_health = new


def base_movement(state: QuestState, hero: int) -> int:
    return max(0, stat(state, hero_ref(hero), "movement"))


def inventory_limit(state: QuestState, hero: int) -> int:
    return max(0, stat(state, hero_ref(hero), "slots"))


def free_slot(state: QuestState, hero: int, item: str) -> bool:
    """Whether the hero can equip `item` without taking another off (a hand item needs a free
    hand; two hands need both)."""
    slot = item_card(item).slot
    if slot not in SLOT_LIMITS and slot != "two_hands":
        return False
    eq = [item_card(i).slot for i in state.heroes[hero].equipped]
    if slot in ("hand", "two_hands"):
        hands = eq.count("hand") + 2 * eq.count("two_hands")
        return hands + (2 if slot == "two_hands" else 1) <= SLOT_LIMITS.get("hand", 2)
    return eq.count(slot) < SLOT_LIMITS[slot]


def living_heroes(state: QuestState) -> list[int]:
    return [i for i, h in enumerate(state.heroes) if not h.ghost]


def enemies_in(state: QuestState, area: str) -> list[Enemy]:
    return [e for e in state.enemies if e.area == area]


# -- what happens to figures ----------------------------------------------------------------------
def wound(state: QuestState, ref: str, n: int, by: str = "", cause: str = "") -> int:
    """`n` wounds to a figure; at 0 health it dies (a hero becomes a Ghost Soul). Returns the wounds taken."""
    f = figure(state, ref)
    if f is None or n <= 0 or (isinstance(f, Hero) and f.ghost):
        return 0
    n = min(n, f.health)
    f.health -= n
    emit(state, "Wounded", figure=ref, wounds=n, health=f.health, by=by, cause=cause,
         card=f.id if isinstance(f, Hero) else f.kind)
    if f.health == 0:
        if isinstance(f, Companion):
            state.companions.remove(f)
            emit(state, "CompanionDied", companion=ref, kind=f.kind, area=f.area, by=by)
        elif isinstance(f, Hero):
            hero_dies(state, int(ref[1:]), by)
        else:
            enemy_dies(state, f, by)
    return n


def heal(state: QuestState, ref: str, n: int) -> None:
    """Recover n health, never above the maximum; healing also ends the conditions that end when healed."""
    f = figure(state, ref)
    if f is None or (isinstance(f, Hero) and f.ghost) or isinstance(f, Companion):   # heroes cannot heal companions
        return
    got = min(n, max_health(state, ref) - f.health)
    if got > 0:
        f.health += got
        emit(state, "Healed", figure=ref, amount=got, health=f.health)
    conds = content().conditions
    for c in list(f.conditions):
        if c in conds and conds[c].ends == "heal":
            drop_condition(state, ref, c)


def give_condition(state: QuestState, ref: str, name: str) -> None:
    """002: "A character can have multiple different conditions but not the same twice. If
    duplicated, discard second and suffer 1 wound."."""
    f = figure(state, ref)
    if f is None or (isinstance(f, Hero) and f.ghost) or name not in content().conditions:
        return
    if name in f.conditions:
        emit(state, "ConditionDuplicated", figure=ref, condition=name)
        wound(state, ref, 1, cause="duplicate")
        return
    f.conditions.append(name)
    emit(state, "ConditionGiven", figure=ref, condition=name)


def drop_condition(state: QuestState, ref: str, name: str) -> None:
    f = figure(state, ref)
    if f is not None and name in f.conditions:
        f.conditions.remove(name)
        emit(state, "ConditionEnded", figure=ref, condition=name)


def end_conditions(state: QuestState, ref: str, ending: str) -> None:
    """The conditions of a figure that end on `ending` ("turn", "attack", "skip") go."""
    f = figure(state, ref)
    conds = content().conditions
    for c in list(f.conditions) if f is not None else ():
        if c in conds and conds[c].ends == ending:
            drop_condition(state, ref, c)


def skips(state: QuestState, ref: str) -> bool:
    """Whether a condition makes the figure skip (stunned: ends "skip")."""
    f = figure(state, ref)
    conds = content().conditions
    return any(c in conds and conds[c].ends == "skip" for c in f.conditions)


def hero_dies(state: QuestState, hero: int, by: str) -> None:
    """002 §5 Resurrection: drop items, lose a Soulrank (min I), flip to the Ghost Soul side; killed
    by a green or blue enemy, an enemy power of its colour is drawn (unless at the maximum)."""
    h = state.heroes[hero]
    for i in state.carried(hero):
        state.items[i] = f"area:{h.area}"
    if h.crowns:
        state.loot[h.area] = state.loot.get(h.area, 0) + h.crowns
        h.crowns = 0
    h.equipped, h.conditions = [], []
    h.ghost, h.ko, h.focus, h.shields = True, False, False, 0
    h.moves = h.combat = h.action_count = 0
    h.soulrank = max(1, h.soulrank - 1)
    refresh_max_health(state, hero)
    emit(state, "HeroDied", hero=hero, area=h.area, soulrank=h.soulrank)
    killer = state.enemy(by) if by else None
    colour = content().enemies[killer.kind].colour if killer is not None else ""
    if colour in ("green", "blue"):
        held = sum(1 for p in state.enemy_powers if content().enemy_powers[p].colour == colour)
        card = next((p for p in state.enemy_power_deck if content().enemy_powers[p].colour == colour), "")
        if card and held < content().quest.enemy_power_max:
            state.enemy_power_deck.remove(card)
            state.enemy_powers.append(card)
            emit(state, "EnemyPowerDrawn", card=card, colour=colour, reveal=True)
    if all(x.ghost for x in state.heroes):
        later(state, "lose", cause="all_heroes_dead")


def enemy_dies(state: QuestState, e: Enemy, by: str) -> None:
    """A slain enemy leaves the map; its figure goes back to the shadow reserve (a summoned one
    does not); its killer gains its soul points; its crowns lie where it died; its death effects
    and the Book's "kill" sections follow."""
    card = content().enemies[e.kind]
    state.enemies.remove(e)
    if not e.summoned:
        state.reserve[card.tier] = state.reserve.get(card.tier, 0) + 1
    if card.crowns:
        state.loot[e.area] = state.loot.get(e.area, 0) + card.crowns
    emit(state, "EnemyDied", enemy=e.uid, kind=e.kind, area=e.area, by=by)
    ctx = {"hero": int(by[1:]) if is_hero(by) else -1, "area": e.area, "source": f"death:{e.kind}", "self": by}
    if is_hero(by) and card.soul:
        state.heroes[int(by[1:])].sp += card.soul
        emit(state, "SoulPointsGained", hero=int(by[1:]), amount=card.soul)
    effects_later(state, card.death, ctx)
    later(state, "trigger", kind="kill", value=e.kind, ctx=ctx)


def spawn(state: QuestState, tier: str, n: int, areas: list[str]) -> int:
    """Up to n figures of a tier from the shadow reserve at each of `areas`; each figure is the next
    enemy card of that tier (a queue per tier: the card goes to the bottom). Returns how many came."""
    came = 0
    for where in areas:
        for _ in range(n):
            cards = [k for k in state.enemy_deck if content().enemies[k].tier == tier]
            if state.reserve.get(tier, 0) <= 0 or not cards:
                return came
            kind = cards[0]
            state.enemy_deck.remove(kind)
            state.enemy_deck.append(kind)
            state.reserve[tier] -= 1
            place(state, kind, where)
            came += 1
    return came


def place(state: QuestState, kind: str, area: str, summoned: bool = False) -> Enemy:
    uid = f"e{state.next_enemy}"
    state.next_enemy += 1
    e = Enemy(uid, kind, area, content().enemies[kind].health, summoned=summoned)
    state.enemies.append(e)
    emit(state, "EnemySpawned", enemy=uid, kind=kind, area=area)
    return e
