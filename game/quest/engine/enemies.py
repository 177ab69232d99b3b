"""The enemies' turn (002 §4 "Enemy Turn"): when enemies are on the map, an encounter card is drawn
and resolved; its "activate" effects make enemies act, each playing its card's behaviour
(move_toward, attack, hold). A stunned enemy skips its activation, and the condition then ends
(002 §7). Hidden heroes are never chosen (002 §7)."""
from __future__ import annotations

from .board import distances, first_step, in_sight
from .combat import enemy_attack
from .data import content
from .effects import resolve
from .figures import end_conditions, living_heroes, skips, stat
from .flow import emit, push, shuffle, step
from .state import QuestState


@step("enemies_turn")
def _enemies_turn(state: QuestState, s: dict) -> None:
    if not state.enemies or state.result:
        return
    if not state.encounters:
        state.encounters, state.encounter_discard = state.encounter_discard, []
        shuffle(state, state.encounters)
    card = state.encounters.pop(0)
    state.encounter_discard.append(card)
    hero = s.get("hero", -1)
    emit(state, "EncounterDrawn", card=card, hero=hero, reveal=True)
    area = state.heroes[hero].area if hero >= 0 else ""
    resolve(state, content().encounters[card].effects, {"hero": hero, "area": area, "source": f"encounter:{card}"})


def activate(state: QuestState, which: str, times: int = 1) -> None:
    """Enemies of a tier ("all", "master") take their turn now, in the order they came."""
    cards = content().enemies
    chosen = [e.uid for e in state.enemies
              if which == "all" or cards[e.kind].tier == which or (which == "master" and cards[e.kind].master)]
    push(state, *[{"op": "enemy_act", "enemy": uid} for _ in range(times) for uid in chosen])


@step("enemy_act")
def _enemy_act(state: QuestState, s: dict) -> None:
    e = state.enemy(s["enemy"])
    if e is None:
        return
    if skips(state, e.uid):
        emit(state, "EnemySkipped", enemy=e.uid)
        end_conditions(state, e.uid, "skip")
        return
    emit(state, "EnemyActs", enemy=e.uid)
    push(state, {"op": "enemy_done", "enemy": e.uid})
    resolve(state, content().enemies[e.kind].behaviour, {"hero": -1, "area": e.area, "source": f"enemy:{e.kind}",
                                                        "self": e.uid})


@step("enemy_done")
def _enemy_done(state: QuestState, s: dict) -> None:
    if state.enemy(s["enemy"]) is not None:
        end_conditions(state, s["enemy"], "turn")


@step("activate")
def _activate(state: QuestState, s: dict) -> None:
    activate(state, s["which"], s["times"])


@step("behave")
def _behave(state: QuestState, s: dict) -> None:
    behave(state, s["enemy"], s["effect"])


def targetable(state: QuestState) -> list[int]:
    """Heroes an enemy may choose: living and not hidden."""
    return [i for i in living_heroes(state) if "hidden" not in state.heroes[i].conditions]


def choose_target(state: QuestState, uid: str, how: str) -> tuple[str, int]:
    """The area an enemy goes for and the hero there (-1 for a gate): spec.TARGETS."""
    e = state.enemy(uid)
    dist = distances(state, e.area)
    heroes = [i for i in targetable(state) if state.heroes[i].area in dist]
    if how == "gate":
        gates = sorted((dist[g], g) for g in state.gates if g in dist)
        return (gates[0][1], -1) if gates else ("", -1)
    if how == "menace" and state.menace in heroes:
        return state.heroes[state.menace].area, state.menace
    if how == "weakest_hero":
        reach = stat(state, uid, "movement") + max(0, content().enemies[e.kind].attack.range)
        near = [i for i in heroes if dist[state.heroes[i].area] <= reach]
        if near:
            i = min(near, key=lambda i: (state.heroes[i].health, i))
            return state.heroes[i].area, i
    if not heroes:
        return "", -1
    i = min(heroes, key=lambda i: (dist[state.heroes[i].area], state.heroes[i].health, i))
    return state.heroes[i].area, i


def can_strike(state: QuestState, uid: str, hero: int) -> bool:
    """Same area for a melee attack; else within range and in line of sight."""
    e = state.enemy(uid)
    where = state.heroes[hero].area
    if where == e.area:
        return True
    rng = content().enemies[e.kind].attack.range + stat(state, uid, "range")
    return rng > 0 and distances(state, e.area, rng).get(where, 99) <= rng and in_sight(state, e.area, where, False)


def behave(state: QuestState, uid: str, eff: dict) -> None:
    """One step of an enemy's behaviour."""
    e = state.enemy(uid)
    if e is None:
        return
    kind = eff["kind"]
    if kind == "hold":
        return
    area, hero = choose_target(state, uid, eff.get("value") or "closest_hero")
    if kind == "attack":
        if hero >= 0 and can_strike(state, uid, hero):
            enemy_attack(state, uid, hero)
        else:               # its target out of reach: any hero it can strike in its own area
            here = [i for i in targetable(state) if state.heroes[i].area == e.area]
            if here:
                enemy_attack(state, uid, here[0])
        return
    # move_toward
    if not area or (hero >= 0 and can_strike(state, uid, hero)):
        return
    budget = max(0, stat(state, uid, "movement") + int(eff.get("amount") or 0))
    areas = content().areas
    while budget > 0:
        nxt = first_step(state, e.area, area)
        if not nxt:
            break
        cost = 2 if areas[nxt].hindering else 1
        if cost > budget:
            break
        budget -= cost
        emit(state, "EnemyMoved", enemy=uid, frm=e.area, to=nxt)
        e.area = nxt
        if (hero >= 0 and can_strike(state, uid, hero)) or any(
                state.heroes[i].area == e.area for i in targetable(state)):
            break
