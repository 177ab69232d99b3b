"""The round (002 §4): the time phase (effects clean-up, powers refresh and cool down, soul
enhancements and resurrection), the battle phase (each hero's turn, each followed by the enemies'
turn) and the event phase (reveal the top event card, or discard it when it is revealed; Night and
Day set aside; reinforcements when the deck runs out)."""
from __future__ import annotations

from game.quest.content import spec

from .book import trigger
from .data import content, effect_dict
from .effects import resolve
from .ending import day_discarded, deck_ran_out, lose
from .figures import figure, hero_ref, living_heroes, powers_known, stat
from .flow import choice, decide, emit, push, step
from .state import Option, QuestState

MAX_RANK = spec.SOULRANKS[-1]
MAX_ROUNDS = 40       # a quest's deck runs out long before; a bound for broken content, not a rule


@step("round")
def _round(state: QuestState, s: dict) -> None:
    state.round += 1
    if state.round > MAX_ROUNDS:
        lose(state, "too_long")
        return
    emit(state, "RoundStarted", round=state.round)
    push(state, {"op": "time_phase"}, {"op": "battle_phase"}, {"op": "event_phase"}, {"op": "round"})


# -- time ---------------------------------------------------------------------------------------------
@step("time_phase")
def _time_phase(state: QuestState, s: dict) -> None:
    state.phase = "time"
    state.active = -1
    emit(state, "PhaseStarted", phase="time", round=state.round)
    push(state, {"op": "cleanup", "part": "damage"}, {"op": "cleanup", "part": "other"},
         {"op": "cleanup", "part": "end"}, {"op": "refresh"}, {"op": "souls"})


def _fire_token(level: int) -> str:
    return "fire2" if level >= 2 else "fire1"


def _time_effects(state: QuestState, ref: str) -> list[spec.Effect]:
    """The time-phase effects a figure suffers: its conditions', and the Fire token of its area as its own."""
    f = figure(state, ref)
    conds = content().conditions
    names = [c for c in f.conditions if c in conds]
    if state.fire.get(f.area):
        names.append(_fire_token(state.fire[f.area]))
    return [e for c in names if c in conds for e in conds[c].time_effects]


@step("cleanup")
def _cleanup(state: QuestState, s: dict) -> None:
    """002 §4 Effects clean-up: "Apply damage first, then other effects (e.g., Fire tokens deal 1 HP)";
    then conditions that end with the time phase become what they become (Fire II -> Fire I) or go,
    and the map's Fire tokens burn down the same way."""
    refs = [hero_ref(i) for i in living_heroes(state)] + [e.uid for e in state.enemies]
    if s["part"] == "end":
        conds = content().conditions
        for ref in refs:
            f = figure(state, ref)
            if f is None:
                continue
            for c in list(f.conditions):
                if c in conds and conds[c].ends == "time":
                    f.conditions.remove(c)
                    if conds[c].becomes:
                        f.conditions.append(conds[c].becomes)
                    emit(state, "ConditionChanged", figure=ref, condition=c, becomes=conds[c].becomes)
        for area in sorted(state.fire):
            state.fire[area] -= 1
            if not state.fire[area]:
                del state.fire[area]
        return
    steps = []
    for ref in refs:
        f = figure(state, ref)
        for e in _time_effects(state, ref):
            if (e.kind == "damage") == (s["part"] == "damage"):
                ctx = {"hero": int(ref[1:]) if ref.startswith("h") else -1, "area": f.area,
                       "source": "time", "self": ref, "target": ref}
                steps.append({"op": "effect", "effect": {**effect_dict(e), "who": "self"}, "ctx": ctx})
    push(state, *steps)


@step("refresh")
def _refresh(state: QuestState, s: dict) -> None:
    """Powers refresh (a spent power with the refresh icon is ready again), then the others cool down
    a rotation (ready when none is left); each hero's round counts start again."""
    for h in state.heroes:
        for pid, left in sorted(h.powers.items()):
            if left <= 1:
                del h.powers[pid]
                emit(state, "PowerReady", hero=state.heroes.index(h), power=pid)
            else:
                h.powers[pid] = left - 1
        h.actions = []


def enhance_cost(rank: int) -> int:
    """002: "Spend Soul Points to increase Soulrank: cost = (target Soulrank)²"."""
    return spec.rank_cost(rank + 1)


def may_enhance(state: QuestState, hero: int) -> bool:
    """A living hero with the soul points, below Soulrank VII, when no other hero has a lower
    Soulrank (002: "Cannot enhance if another hero has lower Soulrank")."""
    h = state.heroes[hero]
    return (not h.ghost and h.soulrank < MAX_RANK and h.sp >= enhance_cost(h.soulrank)
            and all(o.soulrank >= h.soulrank for o in state.heroes))


def may_resurrect(state: QuestState, hero: int) -> bool:
    """002: "Resurrect: Spend current Soulrank in Soul Points while in active shrine"."""
    h = state.heroes[hero]
    return h.ghost and bool(state.shrine) and h.area == state.shrine and h.sp >= h.soulrank


@step("souls")
def _souls(state: QuestState, s: dict) -> None:
    if "choice" in s:
        c = choice(s)
        if c.kind == "done":
            return
        h = state.heroes[c.hero]
        if c.kind == "enhance":
            h.sp -= enhance_cost(h.soulrank)
            h.soulrank += 1
            emit(state, "SoulrankRaised", hero=c.hero, soulrank=h.soulrank)
        else:
            h.sp -= h.soulrank
            h.ghost = False
            h.health = h.max_health
            emit(state, "HeroResurrected", hero=c.hero, area=h.area)
    opts = [Option("enhance", i) for i in range(len(state.heroes)) if may_enhance(state, i)]
    opts += [Option("resurrect", i) for i in range(len(state.heroes)) if may_resurrect(state, i)]
    if opts:
        decide(state, "souls", -1, opts + [Option("done")], {"op": "souls"})


# -- battle -------------------------------------------------------------------------------------------
@step("battle_phase")
def _battle_phase(state: QuestState, s: dict) -> None:
    state.phase = "battle"
    emit(state, "PhaseStarted", phase="battle", round=state.round)
    steps = []
    for i in range(len(state.heroes)):
        steps += [{"op": "hero_turn", "hero": i}, {"op": "enemies_turn", "hero": i}]
    push(state, *steps)


# -- events -------------------------------------------------------------------------------------------
@step("event_phase")
def _event_phase(state: QuestState, s: dict) -> None:
    """002 §4 III: reveal the top card if it is not, else discard it; Night and Day go beside the
    deck after they are resolved; when the deck runs out, reinforcements arrive."""
    state.phase = "event"
    state.active = -1
    emit(state, "PhaseStarted", phase="event", round=state.round)
    if not state.events:
        deck_ran_out(state)
        return
    card = state.events[0]
    push(state, {"op": "deck_out"})      # after all that this card does
    if state.top_revealed:
        state.events.pop(0)
        state.top_revealed = False
        state.event_discard.append(card)
        emit(state, "EventDiscarded", card=card)
        day_discarded(state)             # the Day beside the deck goes with the next discard (§6)
        return
    state.top_revealed = True
    emit(state, "EventRevealed", card=card, reveal=True)
    ctx = {"hero": -1, "area": "", "source": f"event:{card}"}
    if content().marker.get(card):
        push(state, {"op": "set_aside", "card": card})
    resolve(state, content().events[card].effects, ctx)


@step("set_aside")
def _set_aside(state: QuestState, s: dict) -> None:
    """Night and Day are placed beside the deck after they are resolved."""
    card = s["card"]
    state.events.remove(card)
    state.top_revealed = False
    state.beside.append(card)
    emit(state, "EventSetAside", card=card)


@step("deck_out")
def _deck_out(state: QuestState, s: dict) -> None:
    if not state.events:
        deck_ran_out(state)


def event_deck(state: QuestState) -> list[str]:
    """The event deck, top first (spec.EventSetup): shuffled; Night and Day swap when Day lies
    above Night (`night_before_day`); Day lying above position `day_not_before` swaps with the card there."""
    from .flow import shuffle
    c = content()
    deck = sorted(c.events)
    shuffle(state, deck)
    setup = c.quest.event_setup
    night = next((k for k in deck if c.marker[k] == "night"), None)
    day = next((k for k in deck if c.marker[k] == "day"), None)
    if setup.night_before_day and night and day and deck.index(day) < deck.index(night):
        i, j = deck.index(day), deck.index(night)
        deck[i], deck[j] = deck[j], deck[i]
    if day:
        pos = min(setup.day_not_before, len(deck)) - 1
        i = deck.index(day)
        if i < pos:
            deck[i], deck[pos] = deck[pos], deck[i]
    return deck
