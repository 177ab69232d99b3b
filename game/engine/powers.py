"""Using powers: range and target lands, skipping a power's text, innate thresholds, majors' thresholds."""
from __future__ import annotations

from ..content import catalog
from .. import kinds as K
from . import pieces as P
from .conditions import all_hold
from .effects import run_ops
from .flow import ask, choice, emit, push, step, table_asks
from .island import adjacent, within_range
from .spirits import can_meet, commit_wildcards, elements, sacred_sites, short_of, spec, wildcards
from .state import GameState, land_options, option


def power_spec(state: GameState, spirit: int, power: str, innate: bool):
    """The card or innate power with this id."""
    if innate:
        return next(p for p in spec(state.spirits[spirit]).innates if p.id == power)
    return catalog.POWERS[power]


def target_lands(state: GameState, spirit: int, p) -> list[str]:
    """Lands the power may target: within range of the spirit's presence (or sacred sites)
    and meeting every target condition."""
    lands, conditions = _in_range(state, spirit, p)
    return [l for l in lands if all_hold(state, l, conditions, spirit)] if conditions else lands


def has_target_land(state: GameState, spirit: int, p) -> bool:
    """Whether the power has a land it may target (`target_lands` is not empty), asked without
    listing them all."""
    lands, conditions = _in_range(state, spirit, p)
    return any(all_hold(state, l, conditions, spirit) for l in lands) if conditions else bool(lands)


def _in_range(state: GameState, spirit: int, p) -> tuple[list[str], tuple]:
    """The lands within the power's range of its source (presence or sacred sites), and the
    conditions a target must meet."""
    s = state.spirits[spirit]
    if state.incarna:       # a spirit's Incarna is its presence for range (engine.incarna)
        from . import incarna
        sources = incarna.sacred_sites(state, spirit) if p.source == "sacred" else incarna.sources(state, spirit)
    else:
        sources = sacred_sites(s) if p.source == "sacred" else list(s.presence)
    return within_range(state, sources, p.range), p.conditions


def _made_of(s) -> tuple:
    """What a spirit's elements and wildcards are made of: its panel's uncovered slots, the cards
    it played, the wildcards given, the bonuses (a key for what is worked out from them)."""
    return (s.spirit_id, s.energy_revealed, s.plays_revealed, tuple(s.played), tuple(s.any_elements),
            tuple(s.bonus_elements.items()))


def innate_usable(state: GameState, spirit: int, p) -> bool:
    """An innate may be used when any of its thresholds is met."""
    s = state.spirits[spirit]
    # what the spirit's elements are made of (its panel's uncovered slots, the cards it played,
    # wildcards given, bonuses): the power menus ask after every power used, mostly the same
    key = (id(p), *_made_of(s))
    hit = _USABLE.get(key)
    if hit is not None and hit[0] is p:
        return hit[1]
    have, wild = elements(s), wildcards(s)      # can_meet per level, the elements counted once
    usable = any(short_of(have, lv.elements) <= wild for lv in p.levels)
    if len(_USABLE) > 4096:
        _USABLE.clear()
    _USABLE[key] = (p, usable)      # p kept alive here, so its id is not reused
    return usable


_USABLE: dict = {}


def threshold_choices(s, p) -> list[tuple[int, dict]]:
    """The ways a spirit may use its elements on an innate: (bitmask of the levels that fire,
    elements used). Using a set of elements fires every level it meets, top to bottom, even
    past a level in between that it misses (003 "POUVOIRS INNÉS"); most levels first."""
    return [(mask, dict(used)) for mask, used in _ways(s, p)[1]]


def threshold_masks(s, p) -> tuple[int, ...]:
    """The bitmasks of `threshold_choices`, in its order, without the elements each uses (what
    the engine and the bots read)."""
    return _ways(s, p)[2]


def _ways(s, p) -> tuple:
    """(the innate, its ways, their masks), kept by what the spirit's elements are made of."""
    # the same innate and what the spirit's elements are made of (as innate_usable reads them)
    # give the same ways (asked at every innate's use): worked out once
    key = (id(p), *_made_of(s))
    hit = _WAYS.get(key)
    if hit is None or hit[0] is not p:
        ways = _threshold_choices(elements(s), wildcards(s), p)     # the elements counted once
        hit = (p, ways, tuple(mask for mask, _ in ways))
        if len(_WAYS) > 4096:
            _WAYS.clear()
        _WAYS[key] = hit
    return hit


_WAYS: dict = {}


# the table option (engine.legacy): an innate resolves every level its elements meet, unasked
EVERY_LEVEL = "innates_use_every_level_met"


def every_level_at_once(ways) -> bool:
    """Whether one way of using an innate (the first of `threshold_masks`, most levels first)
    fires every level any other way fires: the levels met can all be used together (003
    POUVOIRS INNES: every level whose elements are used resolves, top to bottom; a player may
    use fewer elements to fire fewer). False when the spirit's wildcard elements meet one level
    or another but not both: then which is a real choice."""
    top = ways[0]
    return all(mask & ~top == 0 for mask in ways[1:])


def fewer_levels_possible(s, p) -> bool:
    """Whether a spirit could use this innate with fewer levels than every one it meets (the
    power menu's "fewer levels" option, where the table option resolves every level unasked)."""
    ways = threshold_masks(s, p)
    return len(ways) > 1 and every_level_at_once(ways)


def _threshold_choices(have, wild: int, p) -> list[tuple[int, dict]]:
    met = [k for k, lv in enumerate(p.levels) if short_of(have, lv.elements) <= wild]
    out: dict[int, dict] = {}
    for subset in range(1, 1 << len(met)):
        used: dict[str, int] = {}
        for bit, k in enumerate(met):
            if subset >> bit & 1:
                for e, n in p.levels[k].elements:
                    used[e] = max(used.get(e, 0), n)
        if short_of(have, used.items()) > wild:
            continue
        fired = sum(1 << j for j, lv in enumerate(p.levels) if all(used.get(e, 0) >= n for e, n in lv.elements))
        out.setdefault(fired, used)
    return sorted(out.items(), key=lambda kv: (-bin(kv[0]).count("1"), -kv[0]))


@step("use_power")
def _use_power(state: GameState, st: dict) -> None:
    """Choose the target of a power (or skip its text), then resolve it."""
    i, pid, innate = st["spirit"], st["power"], st.get("innate", False)
    p = power_spec(state, i, pid, innate)
    if "choice" in st:
        c = choice(st)
        st = {k: v for k, v in st.items() if k != "choice"}
        if c.kind == "skip":
            emit(state, "PowerSkipped", spirit=i, power=pid)
            return
        if c.kind == "retarget":
            push(state, st)
            return
        resolve = {"op": "resolve_power", "spirit": i, "power": pid, "innate": innate,
                   "repeated": st.get("repeated", False), "land": c.land, "target_spirit": c.index}
        if st.get("fewer"):     # the player chose to use fewer levels than every one met
            resolve["fewer"] = True
        used = {"spirit": i, "power": pid, "land": c.land, "target_spirit": c.index}
        if c.kind == "target" and table_asks(state, "confirm_futile_powers"):
            if surely_acts(state, i, p, c.land):
                emit(state, "PowerUsed", **used)
                push(state, resolve)
                return
            if _used_unless_futile(state, resolve, used):
                return
            opts = [option("use_anyway", i, land=c.land, index=c.index), option("retarget", i)]
            ask(state, i, "futile_power", "futile_power_land" if c.land else "futile_power_spirit", opts, st,
                {"power": pid, "land": c.land} if c.land else {"power": pid, "target": c.index})
            return
        futile = c.kind == "use_anyway"
        emit(state, "PowerUsed", **used)
        push(state, resolve, *([{"op": "did_nothing", "spirit": i, "power": pid, "land": c.land}] if futile else []))
        return
    if p.target == "spirit":
        opts = [option("target", i, index=j) for j in range(len(state.spirits))]
    else:
        opts = list(land_options("target", i, tuple(target_lands(state, i, p))))
    if not opts:
        emit(state, "PowerFizzled", spirit=i, power=pid, reason="no_land_in_range")
        return
    opts.append(option("skip", i))
    ask(state, i, "target", "target", opts, dict(st), {"power": pid})


# Steps that change the position for good whenever they run, whatever the island holds: fear
# or energy (a number of it), an element gained, and in a land Defend, Isolate, an invader
# action skipped, pieces added. No step of a power takes them back.
def _lasting(ops, land: str) -> bool:
    for op in ops:
        k = op["op"]
        if k == "element" or (k in ("fear", "energy") and not op.get("per") and op.get("n", 1) > 0):
            return True
        if land and (k in ("isolate", "skip") or (k in ("defend", "add") and op.get("n", 0) > 0)):
            return True
    return False


# Steps that act on pieces of their kinds in the land whenever one is there (a number of them
# more than none, or all of them: destroy, remove and downgrade with n = 0): each damages,
# destroys, removes, replaces or moves one, or asks which. A gather acts on those next to it.
# By step, the least `n` that acts. Bots read which steps these are (what a power may do in a land).
ON_PIECES = {"damage": 1, "damage_each": 1, "push": 1, "destroy": 0, "remove": 0, "downgrade": 0}


def _acts(state: GameState, ops, land: str) -> bool:
    """Whether these steps surely change something when used in `land`: a lasting step, or a
    step acting on pieces the land holds (a fixed number, not one `per` piece)."""
    if _lasting(ops, land):
        return True
    if not land:
        return False
    lands = state.lands
    for op in ops:
        k, kinds = op["op"], op.get("kinds")
        if not kinds or op.get("per"):
            continue
        kinds = K.widen(kinds)
        least = ON_PIECES.get(k)
        if k == "damage_each":          # only the kinds that take damage (as the step deals it)
            kinds = "".join(x for x in kinds if x in K.DAMAGEABLE)
        if least is not None and op.get("n", 1) >= least and P.count(lands[land], kinds):
            return True
        if k == "gather" and op.get("n", 1) > 0 and any(P.count(lands[a], kinds) for a in adjacent(state, land)):
            return True
    return False


def surely_acts(state: GameState, spirit: int, p, land: str) -> bool:
    """Whether using this power in `land` surely does something, read from its steps as data and
    the land's pieces (`_acts`), in every way it may resolve (an innate: in some level of each
    way the spirit's elements may use, and it has one; a major whose threshold replaces its
    effect: in both). False when only trying it can tell (see `_used_unless_futile`)."""
    if hasattr(p, "levels"):
        ways = threshold_masks(state.spirits[spirit], p)
        acting = [_acts(state, lv.effect, land) for lv in p.levels]
        return bool(ways) and all(any(acting[k] for k in range(len(acting)) if mask >> k & 1)
                                  for mask in ways)
    if p.threshold and p.threshold_replaces and not _acts(state, p.threshold_effect, land):
        return False
    return _acts(state, p.effect, land)


def would_do_nothing(state: GameState, resolve: dict, budget: int = 2000) -> bool:
    """Would resolving this power (a "resolve_power" step) change nothing at all? Tried on a copy;
    any choice it would ask for counts as something to do, so only a power that surely does
    nothing (push or damage where there is nothing to push or damage) is reported."""
    from .lookahead import clone
    return not _used_unless_futile(clone(state, idle=True), resolve, None, budget)


def _used_unless_futile(state: GameState, resolve: dict, used: dict | None, budget: int = 2000) -> bool:
    """Use a power on the state itself (its "PowerUsed" event with `used`, when given, then its
    "resolve_power" step, up to the step's end or its first choice), unless it would do
    nothing: then everything is left as it was, events too, and False is returned. A choice
    asked, the game ended, or any change at all is something done.

    The menu's target choice resolves the power once this way, not once on a copy to see
    whether it does anything and then again: a handler sees only its own steps, so running
    them on their own stack first and the steps below them after is the order the stack gives."""
    from .lookahead import PreviewError, clone, run_until
    before = clone(state, idle=True)
    events = state.__dict__.setdefault("_events", [])
    n = len(events)
    if used is not None:
        emit(state, "PowerUsed", **used)
    below, state.stack = state.stack, [resolve]
    try:
        run_until(state, "decision", budget)
    except PreviewError:
        pass
    ended = state.decision is None and not state.result and not state.stack
    below += state.stack       # what is left of the power's steps (at a choice) goes on top
    state.stack = below
    if ended:
        before.stack, before.decision = state.stack, state.decision
        if before == state:
            del events[n:]
            return False
    return True


def futile_targets(state: GameState) -> set[str]:
    """The lands of a pending target choice where the power would do nothing (marked when the
    table asks before a futile power is spent, the table option "confirm_futile_powers")."""
    d = state.decision
    if d is None or d.kind != "target" or d.then.get("op") != "use_power" or not table_asks(state, "confirm_futile_powers"):
        return set()
    st = d.then
    return {o.land for o in d.options if o.kind == "target" and o.land and would_do_nothing(state, {
        "op": "resolve_power", "spirit": st["spirit"], "power": st["power"], "innate": st.get("innate", False),
        "repeated": st.get("repeated", False), "land": o.land, "target_spirit": o.index})}


@step("did_nothing")
def _did_nothing(state: GameState, st: dict) -> None:
    emit(state, "PowerDidNothing", spirit=st["spirit"], power=st["power"], land=st["land"])


@step("resolve_power")
def _resolve_power(state: GameState, st: dict) -> None:
    i, pid, innate = st["spirit"], st["power"], st["innate"]
    p = power_spec(state, i, pid, innate)
    s = state.spirits[i]
    ctx = {"spirit": i, "land": st["land"], "source": pid, "innate": innate, "repeated": st["repeated"]}
    if p.target == "spirit":
        ctx["target_spirit"] = st["target_spirit"]
    if innate:
        _p, elements_used, ways = _ways(s, p)
        if not ways:
            return
        if "choice" not in st and len(ways) > 1 and not (
                table_asks(state, EVERY_LEVEL) and not st.get("fewer") and every_level_at_once(ways)):
            if st.get("fewer") and every_level_at_once(ways):
                ways = ways[1:]     # fewer levels than every one met: the other ways
            opts = [option("threshold", i, index=mask) for mask in ways]
            ask(state, i, "threshold", "threshold_levels", opts, dict(st), {"power": pid, "innate": True})
            return
        mask = choice(st).index if "choice" in st else ways[0]
        commit_wildcards(s, tuple(dict(elements_used)[mask].items()))
        ops = [op for j, lv in enumerate(p.levels) if mask >> j & 1 for op in lv.effect]
    else:
        ops = list(p.effect)
        if p.threshold and can_meet(s, p.threshold):
            if "choice" not in st:
                opts = [option("threshold", i, index=1), option("threshold", i, index=0)]
                ask(state, i, "threshold", "threshold_met", opts, dict(st), {"power": pid})
                return
            if choice(st).index == 1:
                commit_wildcards(s, p.threshold)
                ops = list(p.threshold_effect) if p.threshold_replaces else ops + list(p.threshold_effect)
    if st["repeated"]:
        ops = [op for op in ops if op["op"] != "repeat"]
    if st["land"]:
        push(state, *K.after_action(st["land"], "power"))
    run_ops(state, ops, ctx)
