"""Items, doors, chests, traps and treasure: what a hero carries and equips, what lies on the map.

Every item is an instance ("sword#1") whose place is in `state.items`: on a hero ("hero:0"), in an
area ("area:X"), on its treasure card still in the deck ("treasure:T"), or out of the quest ("out":
a reward that found no room). Instances are made at setup or by an effect (counted in `state.made`)
and never lost: the invariants count them."""
from __future__ import annotations

from .data import content
from .figures import free_slot, inventory_limit, item_card
from .flow import effects_later, emit, later, shuffle, step
from .state import QuestState


def make(state: QuestState, kind: str, where: str) -> str:
    """A new instance of item card `kind`, at `where`."""
    state.made += 1
    iid = f"{kind}#{state.made}"
    state.items[iid] = where
    return iid


def gain(state: QuestState, hero: int, item: str) -> None:
    """The hero gains an item: into its inventory (equipped if a slot is free), or with no room,
    dropped in its area."""
    if len(state.carried(hero)) < inventory_limit(state, hero):
        take(state, hero, item)
    else:
        area = state.heroes[hero].area
        state.items[item] = f"area:{area}"
        emit(state, "ItemDropped", hero=hero, item=item, area=area)


def take(state: QuestState, hero: int, item: str) -> None:
    """The hero takes an item; it is equipped at once if its slot is free."""
    state.items[item] = f"hero:{hero}"
    h = state.heroes[hero]
    if free_slot(state, hero, item):
        h.equipped.append(item)
    emit(state, "ItemTaken", hero=hero, item=item, equipped=item in h.equipped)


def drop(state: QuestState, hero: int, item: str) -> None:
    h = state.heroes[hero]
    if item in h.equipped:
        h.equipped.remove(item)
    state.items[item] = f"area:{h.area}"
    emit(state, "ItemDropped", hero=hero, item=item, area=h.area)


def equip(state: QuestState, hero: int, item: str) -> None:
    """Reorganise: equip a carried item, taking off what stands in its way (same slot, or hands)."""
    h = state.heroes[hero]
    slot = item_card(item).slot
    hands = ("hand", "two_hands")
    while not free_slot(state, hero, item) and h.equipped:
        off = next((i for i in h.equipped if item_card(i).slot == slot
                    or (slot in hands and item_card(i).slot in hands)), None)
        if off is None:
            break
        h.equipped.remove(off)
    h.equipped.append(item)
    emit(state, "ItemEquipped", hero=hero, item=item)


def draw_treasure(state: QuestState, hero: int) -> str:
    """The hero draws the top treasure card: its item (gained; with no hero, out of the quest) and
    its effects. An empty deck gives nothing."""
    if not state.treasures:
        return ""
    card = state.treasures.pop(0)
    emit(state, "TreasureDrawn", hero=hero, card=card, reveal=True)
    item = next((i for i, w in sorted(state.items.items()) if w == f"treasure:{card}"), "")
    if item:
        if hero >= 0:
            gain(state, hero, item)
        else:
            state.items[item] = "out"
    t = content().treasures[card]
    if t.effects and hero >= 0:
        effects_later(state, t.effects, {"hero": hero, "area": state.heroes[hero].area, "source": f"treasure:{card}"})
    return item


def spring_trap(state: QuestState, hero: int, area: str) -> None:
    """Draw the top trap card and resolve it on the hero (002 §7: opening always draws one)."""
    if not state.traps:
        state.traps, state.trap_discard = state.trap_discard, []
        shuffle(state, state.traps)
    if not state.traps:
        return
    card = state.traps.pop(0)
    state.trap_discard.append(card)
    emit(state, "TrapDrawn", hero=hero, card=card, reveal=True)
    effects_later(state, content().traps[card].effects, {"hero": hero, "area": area, "source": f"trap:{card}"})


def open_door(state: QuestState, door: str, hero: int) -> None:
    """The door is open; its section (if any) and the Book's "open" sections are read."""
    if door in state.doors or door not in content().doors:
        return
    state.doors.append(door)
    emit(state, "DoorOpened", door=door, by=hero)
    area = state.heroes[hero].area if hero >= 0 else ""
    ctx = {"hero": hero, "area": area, "source": f"door:{door}"}
    d = content().doors[door]
    if d.section:
        later(state, "read", section=d.section, ctx=ctx)
    later(state, "trigger", kind="open", value=door, ctx=ctx)


def open_chest(state: QuestState, hero: int, area: str) -> None:
    """The chest of the area opens: the hero draws a treasure card."""
    state.chests.append(area)
    emit(state, "ChestOpened", area=area, hero=hero)
    later(state, "treasure_for", hero=hero)


@step("treasure_for")
def _treasure_for(state: QuestState, s: dict) -> None:
    draw_treasure(state, s["hero"])
