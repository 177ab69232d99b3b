"""How the quest ends (002 §6, the content's `victory` and `defeat`): victory when the event deck
runs out (reinforcements) with Peach found; defeat when the Day card is discarded before Peach is
found, or when every hero is a Ghost Soul at once; then the rewards and the loot."""
from __future__ import annotations

from .board import distances
from .data import content
from .figures import base_movement, inventory_limit, living_heroes
from .flow import emit, push, step
from .items import draw_treasure, take
from .state import QuestState


def lose(state: QuestState, cause: str) -> None:
    state.stack.clear()
    state.decision = None
    state.phase = "over"
    state.result, state.cause = "defeat", cause
    emit(state, "QuestLost", cause=cause)


@step("lose")
def _lose(state: QuestState, s: dict) -> None:
    lose(state, s["cause"])


def day_discarded(state: QuestState) -> None:
    """§6: the Day card is discarded; a defeat condition "day_discarded_without" a flag not set loses."""
    day = next((c for c in state.beside if content().marker.get(c) == "day"), "")
    if not day:
        return
    state.beside.remove(day)
    state.event_discard.append(day)
    emit(state, "EventDiscarded", card=day)
    for d in content().quest.defeat:
        if d.kind == "day_discarded_without" and d.value not in state.flags:
            lose(state, "day_discarded_without")
            return


def deck_ran_out(state: QuestState) -> None:
    """The event deck has run out: reinforcements arrive. The Day card still beside the deck is
    discarded now; then every victory condition must hold."""
    emit(state, "Reinforcements")
    day_discarded(state)
    if state.result:
        return
    for v in content().quest.victory:
        if v.kind == "flag" and v.value not in state.flags:
            lose(state, "not_" + v.value)
            return
    state.phase = "end"
    state.stack.clear()
    push(state, {"op": "rewards"}, {"op": "loot"}, {"op": "victory"})


@step("rewards")
def _rewards(state: QuestState, s: dict) -> None:
    """002 §6: per surviving hero, crowns, soul points and treasure cards; the bonuses of the flags set."""
    r = content().quest.rewards
    for i in living_heroes(state):
        h = state.heroes[i]
        h.crowns += r.crowns
        h.sp += r.soul
        for b in r.bonuses:
            if b.flag in state.flags:
                h.sp += b.soul
                h.crowns += b.crowns
        for _ in range(r.treasures):
            draw_treasure(state, i)
    state.rewards = {"crowns": r.crowns, "soul": r.soul, "treasures": r.treasures,
                     "bonuses": [b.flag for b in r.bonuses if b.flag in state.flags]}
    emit(state, "Rewards", **state.rewards)


@step("loot")
def _loot(state: QuestState, s: dict) -> None:
    """002 §6: surviving heroes collect all loot, crowns and items within base movement range, up
    to the inventory limit; the rest is left behind."""
    for i in living_heroes(state):
        h = state.heroes[i]
        reach = distances(state, h.area, base_movement(state, i))
        for area in sorted(reach):
            if state.loot.get(area):
                got = state.loot.pop(area)
                h.crowns += got
                emit(state, "LootCollected", hero=i, crowns=got, area=area)
            for item in state.lying(area):
                if len(state.carried(i)) < inventory_limit(state, i):
                    take(state, i, item)


@step("victory")
def _victory(state: QuestState, s: dict) -> None:
    state.phase = "over"
    state.result, state.cause = "victory", "reinforcements"
    emit(state, "QuestWon")
