"""The turn: Spirit phase, Fast powers, Invader phase, Slow powers, Time passes; and the
end-of-action check for victory and defeat."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from .. import kinds as K
from . import pieces as P
from . import results as R
from .flow import ask, choice, emit, push, step, table_asks
from .leftover import NOTHING_LEFT
from .powers import EVERY_LEVEL, fewer_levels_possible, innate_usable
from .spirits import card_plays, has_reclaim_one, spec, total_presence
from .state import GameState, Option, option



def victory_met(state: GameState) -> bool:
    """The current terror level's victory condition."""
    terror = state.terror
    kinds = K.holding_out(terror)      # invaders at 1, buildings at 2, Cities at 3 (the kinds' roles)
    if kinds is None:
        return True
    count = P.count     # asked after every action: no land may hold a piece of these kinds
    for pcs in state.lands.values():
        if count(pcs, kinds) != 0:
            return False
    return True


@step("check_end")
def _check_end(state: GameState, st: dict) -> None:
    end_check(state)


def end_check(state: GameState) -> None:
    """After an action and what it triggered: victory first (it wins over a simultaneous loss),
    then blight, a spirit with no presence, time. The cause is a code of `results.CAUSES`, or
    of an end condition a rule change added to this game (results.add_end), asked with the
    base ones of its kind: its victories after the terror level's, its losses after them."""
    if victory_met(state):
        code = R.TERROR[min(state.terror, 4)]
        state.result = R.VICTORY
        state.cause = code
        emit(state, "GameWon", cause=code)
        return
    won = R.reached(state, R.VICTORY) if state.end_conditions else ""
    if won:
        state.result, state.cause = R.VICTORY, won
        emit(state, "GameWon", cause=won)
        return
    cause = state.pending_loss
    if not cause:
        for i, s in enumerate(state.spirits):
            if total_presence(s) == 0 and not (state.incarna and _incarna_on_island(state, i)):
                cause = R.SPIRIT_DESTROYED
                break
    if not cause and state.end_conditions:
        cause = R.reached(state, R.DEFEAT)
    if cause:
        state.result, state.cause = R.DEFEAT, cause
        emit(state, "GameLost", cause=cause)


def _incarna_on_island(state: GameState, i: int) -> bool:
    """Whether spirit i's Incarna keeps it on the island (it counts as its presence)."""
    from .incarna import on_island
    return on_island(state, i)


@step("spirit_phase")
def _spirit_phase(state: GameState, st: dict) -> None:
    state.turn += 1
    state.phase = "spirit"
    for s in state.spirits:
        s.grown = s.done = s.reclaim_one_used = False
        s.used.clear()
    if state.growth_taken:
        state.growth_taken = {}
    emit(state, "PhaseStarted", phase="spirit", turn=state.turn)
    push(state, {"op": "spirit_menu"})


def spirit_options(state: GameState) -> list[Option]:
    """What each spirit may do now in the spirit phase."""
    opts = []
    for i, s in enumerate(state.spirits):
        if s.done:
            continue
        # a track's "reclaim one" may be used at any time in the spirit phase, growth or not
        reclaim = has_reclaim_one(s) and not s.reclaim_one_used and bool(s.discard)
        if not s.grown:
            taken = tuple(state.growth_taken.get(str(i), ())) if state.growth_taken else ()
            opts += _growth_menu(i, s.spirit_id, s.energy, reclaim, taken)
        else:
            opts += _play_menu(i, s.energy, reclaim, tuple(s.hand) if len(s.played) < card_plays(s) else ())
    return opts


# A spirit's part of the spirit phase's menu, made once for the same spirit, energy and cards in
# hand (the menu is asked again after every command of the phase; the content is fixed).
@lru_cache(maxsize=4096)
def _growth_menu(i: int, spirit_id: str, energy: int, reclaim: bool, taken: tuple = ()) -> tuple[Option, ...]:
    """Spirit i's growth options it can pay for and has not taken this turn (a spirit that grows
    twice takes two different ones: 003 MODIFICATION DES REGLES), then "reclaim one" when it may."""
    growth = catalog.SPIRITS[spirit_id].growth
    return tuple([option("growth", i, index=k) for k, g in enumerate(growth)
                  if g.cost <= energy and k not in taken]
                 + _reclaim_one(i, reclaim))


@lru_cache(maxsize=4096)
def _play_menu(i: int, energy: int, reclaim: bool, hand: tuple[str, ...]) -> tuple[Option, ...]:
    """Spirit i, grown: the cards of `hand` it can pay for, "reclaim one" when it may, done."""
    cards = catalog.POWERS
    return tuple([option("play", i, card=c) for c in hand if cards[c].cost <= energy]
                 + _reclaim_one(i, reclaim) + [option("done", i)])


def _reclaim_one(i: int, reclaim: bool) -> list[Option]:
    """Spirit i's "reclaim one card" option, when its track lets it reclaim one now."""
    return [option("reclaim_one", i)] if reclaim else []


def end_if_nothing_left(state: GameState) -> None:
    """A grown spirit whose part of the spirit phase's menu is "done" alone (no card it can pay
    for or no card play left, no "reclaim one") has nothing left it could do: it ends its
    actions by itself, and the table is told ("NothingLeft"). Under the table option
    "spirits_end_when_nothing_left" (engine.leftover); older games asked it to choose "done"."""
    for i, s in enumerate(state.spirits):
        if s.grown and not s.done and not (has_reclaim_one(s) and not s.reclaim_one_used and s.discard) and (
                len(s.played) >= card_plays(s) or not any(catalog.POWERS[c].cost <= s.energy for c in s.hand)):
            s.done = True
            emit(state, "NothingLeft", spirit=i, phase=state.phase)


@step("spirit_menu")
def _spirit_menu(state: GameState, st: dict) -> None:
    if table_asks(state, NOTHING_LEFT):
        end_if_nothing_left(state)
    opts = spirit_options(state)
    if not opts:
        push(state, {"op": "power_phase", "speed": "fast"})
        return
    ask(state, -1, "spirit_action", "spirit_phase", opts, {"op": "spirit_action"})


@step("growth_done")
def _growth_done(state: GameState, st: dict) -> None:
    """A growth option of a spirit that takes several different ones each turn is done: when it
    has taken them all, or none is left that it could take (one with an energy cost needs the
    energy: 003 MODIFICATION DES REGLES), its growth is over and its track's energy comes."""
    i = st["spirit"]
    s = state.spirits[i]
    taken = state.growth_taken.get(str(i), [])
    left = [k for k, g in enumerate(spec(s).growth) if k not in taken and g.cost <= s.energy]
    if len(taken) >= st["picks"] or not left:
        s.grown = True
        push(state, {"op": "gain_energy", "spirit": i})


@step("spirit_action")
def _spirit_action(state: GameState, st: dict) -> None:
    c = choice(st)
    i = c.spirit
    s = state.spirits[i]
    steps: list[dict] = []
    if c.kind == "growth":
        sp = spec(s)
        g = sp.growth[c.index]
        s.energy -= g.cost
        emit(state, "GrowthChosen", spirit=i, option=c.index)
        steps = [{"op": "growth_next", "spirit": i, "option": c.index, "left": list(range(len(g.actions)))}]
        if sp.growth_picks <= 1:
            s.grown = True
            steps += [{"op": "gain_energy", "spirit": i}]
        else:           # one of several growths: the next is offered once this one is done
            state.growth_taken.setdefault(str(i), []).append(c.index)
            steps += [{"op": "growth_done", "spirit": i, "picks": sp.growth_picks}]
        steps += [{"op": "check_end"}]
    elif c.kind == "play":
        card = catalog.POWERS[c.card]
        s.energy -= card.cost
        s.hand.remove(c.card)
        s.played.append(c.card)
        emit(state, "CardPlayed", spirit=i, card=c.card, cost=card.cost)
    elif c.kind == "reclaim_one":
        s.reclaim_one_used = True
        steps = [{"op": "reclaim_one", "spirit": i}]
    else:
        s.done = True
    push(state, *steps, {"op": "spirit_menu"})


@step("power_phase")
def _power_phase(state: GameState, st: dict) -> None:
    state.phase = st["speed"]
    for s in state.spirits:
        s.done = False
    emit(state, "PhaseStarted", phase=st["speed"], turn=state.turn)
    push(state, {"op": "power_menu", "speed": st["speed"]})


def power_options(state: GameState, speed: str) -> list[Option]:
    """Powers of this speed each spirit may still use (cards played, innates with a met threshold)."""
    opts = []
    for i, s in enumerate(state.spirits):
        if not s.done:
            opts += _powers_of(state, i, speed)
    return opts


def _powers_of(state: GameState, i: int, speed: str) -> tuple[Option, ...]:
    """Spirit i's part of the power menu: its cards of this speed not used yet, its innates with
    a threshold met, then done; nothing when it has nothing to use (it stays in: an ally may yet
    give it elements). Kept by what it is made of, the cards played and used and what the
    spirit's elements come from: the menu is asked again after every power used."""
    s = state.spirits[i]
    made_fast = speed == "fast" and made_fast_left(state, i) > 0      # slow powers made fast by an effect
    fewer = table_asks(state, EVERY_LEVEL)
    key = (i, speed, s.spirit_id, s.energy_revealed, s.plays_revealed, tuple(s.played), tuple(s.used),
           tuple(s.any_elements), tuple(s.bonus_elements.items()), made_fast, fewer)
    mine = _POWERS_OF.get(key)
    if mine is None:
        cards = catalog.POWERS
        speeds = (speed, "slow") if made_fast else (speed,)
        mine = [option("power", i, card=c) for c in s.played
                if cards[c].speed in speeds and c not in s.used]
        for p in spec(s).innates:
            if p.speed in speeds and p.id not in s.used and innate_usable(state, i, p):
                mine.append(option("innate", i, card=p.id))
                # every level met resolves unasked: using fewer is an option of the menu's own,
                # taken when the player wants it, never a question at every use
                if fewer and fewer_levels_possible(s, p):
                    mine.append(option(FEWER, i, card=p.id))
        mine = tuple(mine + [option("done", i)]) if mine else ()
        if len(_POWERS_OF) > 4096:
            _POWERS_OF.clear()
        _POWERS_OF[key] = mine
    return mine


_POWERS_OF: dict[tuple, tuple[Option, ...]] = {}

# the power menu's option to use an innate with fewer levels than every one met (chosen in the
# threshold question that follows), offered where the table option resolves every level unasked
FEWER = "innate_fewer"


def made_fast_left(state: GameState, i: int) -> int:
    """How many of spirit i's slow powers an effect still lets it use in this turn's fast phase."""
    made = state.turn_effects.get("made_fast") if state.turn_effects else None
    return made.get(str(i), 0) if made else 0


def _speed_of(s, pid: str, innate: bool) -> str:
    if innate:
        return next(p.speed for p in spec(s).innates if p.id == pid)
    return catalog.POWERS[pid].speed


@step("power_menu")
def _power_menu(state: GameState, st: dict) -> None:
    speed = st["speed"]
    opts = power_options(state, speed)
    if not opts:
        if speed == "slow":
            push(state, {"op": "time_passes"})
        elif table_asks(state, "pause_before_invaders"):
            push(state, {"op": "start_invaders"})
        else:
            push(state, {"op": "invader_phase"})
        return
    ask(state, -1, "power_action", f"{speed}_powers", opts,
        {"op": "power_action", "speed": speed})


@step("power_action")
def _power_action(state: GameState, st: dict) -> None:
    c = choice(st)
    s = state.spirits[c.spirit]
    steps: list[dict] = []
    if c.kind == "done":
        s.done = True
    else:
        innate = c.kind in ("innate", FEWER)
        s.used.append(c.card)       # used: not offered again this turn, in this phase or the next
        if st["speed"] == "fast" and _speed_of(s, c.card, innate) == "slow":
            state.turn_effects["made_fast"][str(c.spirit)] -= 1     # one slow power made fast spent
        use = {"op": "use_power", "spirit": c.spirit, "power": c.card, "innate": innate}
        if c.kind == FEWER:
            use["fewer"] = True
        steps = [use, {"op": "check_end"}]
    push(state, *steps, {"op": "power_menu", "speed": st["speed"]})


@step("start_invaders")
def _start_invaders(state: GameState, st: dict) -> None:
    """The fast phase is over: the table says when the invaders go. Their phase reveals cards,
    which undo cannot cross, so a mis-click in the fast phase can still be taken back here."""
    if "choice" in st:
        push(state, {"op": "invader_phase"})
        return
    opts = [option("done", i) for i in range(len(state.spirits))]
    ask(state, -1, "start_invaders", "start_invaders", opts, {"op": "start_invaders"})


@step("time_passes")
def _time_passes(state: GameState, st: dict) -> None:
    """Played cards go to discard, all damage heals, elements and one-turn effects end."""
    state.phase = "time"
    emit(state, "PhaseStarted", phase="time", turn=state.turn)
    for s in state.spirits:
        s.discard.extend(s.played)
        s.played.clear()
        s.used.clear()
        s.any_elements.clear()
        s.bonus_elements.clear()
    for pcs in state.lands.values():
        P.heal(pcs)
    state.turn_effects = {}
    push(state, {"op": "spirit_phase"})
