"""The interpreter of effect primitives (game.content.ops) for cards, innates, fear and blight.

An effect is a list of op dicts run in order with a context: the acting `spirit`, the target
`land` (may be ""), an optional `target_spirit`, and the `source` (card id). Ops that need the
players' choices pause on a Decision and resume themselves; "do as much as you can" means an op
with nothing left to act on simply ends.
"""
from __future__ import annotations

from typing import Callable

from .. import kinds as K
from . import pieces as P
from .blight import return_to_card
from .conditions import all_hold
from .damage import (DAHAN_FIGHT_BACK, added_damage, auto_damage, damage_piece, destroy_piece, one_outcome,
                     efficient_is_the_only_sensible, remaining_health)
from .fear import generate_fear
from .flow import ask, choice, emit, plays_legacy, push, step, table_asks
from .growth import draw_powers
from .island import adjacent, board_owner, island, within_range
from .spirits import can_meet, commit_wildcards, destroy_presence, elements, total_presence
from .state import GameState, land_options, option
from .. import seams
from .variant import kind as kind_in

FX: dict[str, Callable[[GameState, dict, dict, dict], None]] = {}
# ops.custom(name, **args) -> fn(state, args, ctx): a pack's effects (game.seams, Pack.effect)
CUSTOM: dict[str, Callable[[GameState, dict, dict], None]] = seams.EFFECTS


def fx(name: str):
    """Register the interpreter of one primitive."""

    def deco(fn):
        FX[name] = fn
        return fn

    return deco


def run_ops(state: GameState, ops, ctx: dict) -> None:
    """Schedule an effect (a sequence of ops) with its context."""
    if ops:
        push(state, {"op": "ops", "ops": list(ops), "ctx": ctx})


@step("ops")
def _ops(state: GameState, st: dict) -> None:
    ops = st["ops"]
    if not ops:
        return
    push(state, {"op": "fx", "fx": ops[0], "ctx": st["ctx"]},
         *([{"op": "ops", "ops": ops[1:], "ctx": st["ctx"]}] if len(ops) > 1 else []))


@step("fx")
def _fx(state: GameState, st: dict) -> None:
    FX[st["fx"]["op"]](state, st["fx"], st["ctx"], st)


def _again(st: dict, **changes) -> dict:
    """The same op step with progress recorded (and no stale choice)."""
    nxt = {k: v for k, v in st.items() if k != "choice"}
    nxt.update(changes)
    return nxt


def _per(state: GameState, op: dict, ctx: dict) -> int:
    n = op.get("n", 1)
    per = op.get("per") or ""
    if not per:
        return n
    land = ctx.get("land")
    cnt = P.count(state.lands[land], per.replace(K.PRESENCE, "")) if land else 0
    if K.PRESENCE in per and land:
        cnt += state.spirits[ctx["spirit"]].presence.get(land, 0)
    return n * cnt


def _who(ctx: dict) -> int:
    """The spirit an effect acts on: the target spirit of a spirit-targeting power, else the
    acting spirit. Choices about a target spirit's own cards (which power to keep, which card
    to reclaim) are made by that spirit: they are its cards. This departs from 003's "the
    spirit using a power decides" on purpose; the players at a real table agree it the same way."""
    return ctx.get("target_spirit", ctx["spirit"])


# the table option (engine.legacy): the Dahan's damage back is asked only when another way of
# dealing it than the efficient one could be worth choosing (`efficient_is_the_only_sensible`)
FIGHT_BACK_OPTION = "fight_back_asked_only_when_it_matters"
# the table option (engine.legacy): any damage to divide (a power's, the Dahan's) is asked only
# when the way it is divided can change what ends destroyed or damaged (`one_outcome`)
ASSIGNMENTS = "assignments_asked_only_when_they_matter"


@fx("damage")
def _damage(state, op, ctx, st):
    """Damage divided among invaders as the acting spirit chooses, one point at a time; the
    pieces in the land may add to it once, when the action starts (`added_damage`)."""
    land, i = ctx["land"], ctx["spirit"]
    left = st["left"] if "left" in st else added_damage(state, land, _per(state, op, ctx), ctx.get("source", ""))
    if "choice" in st:
        c = choice(st)
        if c.kind == "auto":
            auto_damage(state, land, left, K.widen(op["kinds"]), ctx.get("source", ""), ctx.get("by", ""))
            return
        damage_piece(state, land, c.piece, 1, ctx.get("source", ""), ctx.get("by", ""))
        left -= 1
    toks = P.tokens_of(state.lands[land], K.widen(op["kinds"])) if land else []
    if left <= 0 or not toks:
        return
    if len(toks) == 1 or (ctx.get("source") == DAHAN_FIGHT_BACK and table_asks(state, FIGHT_BACK_OPTION)
                          and efficient_is_the_only_sensible(state, land, left, K.widen(op["kinds"]))) or (
            table_asks(state, ASSIGNMENTS) and one_outcome(state, land, left, K.widen(op["kinds"]))):
        auto_damage(state, land, left, K.widen(op["kinds"]), ctx.get("source", ""), ctx.get("by", ""))
        return
    opts = [option("damage", i, land=land, piece=t) for t in toks]
    opts.append(option("auto", i, land=land))
    ask(state, i, "damage", "damage", opts, _again(st, left=left), {"n": left, "land": land})


@fx("invaders_fight")
def _invaders_fight(state, op, ctx, st):
    """The invaders in the land damage the other invaders (of `kinds`) there, all at once: each
    deals its own ravage damage (its kind's number in this game; no per-invader hooks, so strife
    does not stop it), the biggest first, as efficiently as it can and never to itself (invader
    damage is not the players' to divide); what the land's pieces add to the action (Badlands)
    comes last, on any of them. The damage is worked out on the pieces as they stood, then dealt."""
    land = ctx["land"]
    if not land:
        return
    pcs = state.lands[land]
    kinds = K.widen(op["kinds"])
    pieces = [[t, kind_in(state, t[0]).ravage_damage, 0] for t, c in sorted(pcs.items()) if t[0] in K.INVADERS
              for _ in range(c)]
    total = sum(p[1] for p in pieces)
    extra = added_damage(state, land, total, ctx.get("source", "")) - total if total > 0 else 0
    for attacker in sorted(pieces, key=lambda p: -p[1]) + [None]:     # None: what the land adds, after
        left = attacker[1] if attacker is not None else extra
        while left > 0:
            alive = [p for p in pieces if p is not attacker and p[0][0] in kinds
                     and remaining_health(state, p[0]) - p[2] > 0]
            if not alive:
                break
            room = lambda p: remaining_health(state, p[0]) - p[2]     # noqa: E731
            killable = [p for p in alive if room(p) <= left]
            target = max(killable or alive, key=lambda p: (kind_in(state, p[0][0]).ravage_damage, p[2]))
            hit = min(left, room(target))
            target[2] += hit
            left -= hit
    for tok, _deal, dmg in pieces:
        if dmg > 0:
            damage_piece(state, land, tok, dmg, ctx.get("source", ""), ctx.get("by", ""))


@fx("damage_dahan")
def _damage_dahan(state, op, ctx, st):
    """A power's damage to Dahan, split among them as the acting spirit chooses, one point at a
    time (003: the players choose how their powers' damage falls on the Dahan), unlike invader
    damage, which destroys Dahan as efficiently as it can. "Spare" deals the rest so that as
    few Dahan as possible are destroyed."""
    land, i = ctx["land"], ctx["spirit"]
    kinds = op.get("kinds") or K.DAHAN
    left = st["left"] if "left" in st else added_damage(state, land, _per(state, op, ctx), ctx.get("source", ""))
    if "choice" in st:
        c = choice(st)
        if c.kind == "spare":
            spare_damage(state, land, left, kinds, ctx.get("source", ""), ctx.get("by", ""))
            return
        damage_piece(state, land, c.piece, 1, ctx.get("source", ""), ctx.get("by", ""))
        left -= 1
    toks = P.tokens_of(state.lands[land], kinds) if land else []
    if left <= 0 or not toks:
        return
    if table_asks(state, ASSIGNMENTS) and one_outcome(state, land, left, kinds):
        spare_damage(state, land, left, kinds, ctx.get("source", ""), ctx.get("by", ""))
        return
    opts = [option("damage", i, land=land, piece=t) for t in toks]
    opts.append(option("spare", i, land=land))
    ask(state, i, "damage_dahan", "damage_dahan", opts, _again(st, left=left), {"n": left, "land": land})


def spare_damage(state: GameState, land: str, n: int, kinds: str, cause: str = "", by: str = "") -> None:
    """Deal n damage to pieces of `kinds` destroying as few as possible: each takes what it can
    survive first (the healthiest first), and only what is left over destroys, the weakest first."""
    pcs = state.lands[land]
    while n > 0 and P.count(pcs, kinds):
        toks = P.tokens_of(pcs, kinds)
        room = [t for t in toks if remaining_health(state, t) > 1]
        if room:
            t = max(room, key=lambda t: remaining_health(state, t))
            hit = min(n, remaining_health(state, t) - 1)
        else:
            t, hit = toks[0], 1
        damage_piece(state, land, t, hit, cause, by)
        n -= hit


@fx("damage_each")
def _damage_each(state, op, ctx, st):
    """n damage to each piece of the kinds in the land; what the pieces there add to the action
    (`added_damage`) is dealt once more after it, assigned efficiently among those kinds."""
    land = ctx["land"]
    if not land:
        return
    kinds = K.widen(op["kinds"]) or K.INVADERS
    source = ctx.get("source", "")
    extra = added_damage(state, land, op["n"], source) - op["n"] if P.count(state.lands[land], kinds) else 0
    for t, n in list(state.lands[land].items()):
        if P.kind(t) in kinds and P.kind(t) in K.DAMAGEABLE:
            for _ in range(min(n, state.lands[land].get(t, 0))):
                damage_piece(state, land, t, op["n"], source, ctx.get("by", ""))
    if extra > 0:
        auto_damage(state, land, extra, kinds, source, ctx.get("by", ""))


def _pick_pieces(state, op, ctx, st, verb: str, act: Callable[[str], None]):
    """Shared loop of destroy / remove / downgrade: n pieces of kinds, chosen one by one."""
    land, i = ctx["land"], ctx["spirit"]
    if not land:
        return
    left = st.get("left", op["n"] if op["n"] > 0 else 10 ** 6)
    if "choice" in st:
        c = choice(st)
        if c.kind == "stop":
            return
        act(c.piece)
        left -= 1
    toks = P.tokens_of(state.lands[land], K.widen(op["kinds"]))
    if left <= 0 or not toks:
        return
    if op["n"] == 0:
        for t in toks:
            for _ in range(state.lands[land].get(t, 0)):
                act(t)
        return
    opts = [option("piece", i, land=land, piece=t) for t in toks]
    if op.get("up_to"):
        opts.append(option("stop", i, land=land))
    ask(state, i, verb, f"pick_{verb}", opts, _again(st, left=left), {"land": land, "left": left})


@fx("destroy")
def _destroy(state, op, ctx, st):
    land = ctx["land"]
    _pick_pieces(state, op, ctx, st, "destroy", lambda t: destroy_piece(state, land, t, ctx.get("source", ""), ctx.get("by", "")))


def remove_piece(state: GameState, land: str, t: str, cause: str = "") -> None:
    """Remove a piece to the supply (no fear); blight goes back to the blight card."""
    P.take(state.lands[land], t)
    if P.kind(t) == K.BLIGHT:
        return_to_card(state)
    emit(state, "Removed", land=land, piece=P.kind(t), cause=cause)


@fx("remove")
def _remove(state, op, ctx, st):
    land = ctx["land"]
    _pick_pieces(state, op, ctx, st, "remove", lambda t: remove_piece(state, land, t, ctx.get("source", "")))


def downgrade_piece(state: GameState, land: str, t: str, by: str = "") -> None:
    """City -> Town, Town -> Explorer, Explorer removed; damage is kept (and may destroy it)."""
    replace_piece(state, land, t, K.KINDS[P.kind(t)].downgrades_to, "downgrade", by)


def replace_piece(state: GameState, land: str, t: str, new: str, cause: str, by: str = "") -> None:
    """Replace one piece by one of the kind `new` (a downgrade, an upgrade: `cause`). An invader
    replaced by an invader keeps its damage and what it carries (003 Amélioré/Dégradé), and its
    damage may destroy the new piece; replaced by another kind of piece (a Dahan, Beasts) it
    leaves both behind (003 DISCORDE: strife goes). `new` "" removes it. Replacing gives no fear
    (a new piece its kept damage destroys gives its own, marked `by` as `damage.destroy_piece`
    says). The `replaced` hooks are told (and the `destroyed` ones when the new piece does not
    survive)."""
    k, dmg = P.kind(t), P.damage_of(t)
    P.take(state.lands[land], t)
    if not new:
        emit(state, "Removed", land=land, piece=k, cause=cause)
        K.tell(state, land, "replaced", t, "", cause, also=(t,))
        return
    if not (K.KINDS[k].invader and K.KINDS[new].invader):
        whole = P.token(new)
        emit(state, "Replaced", land=land, piece=k, by=new)
        P.add(state.lands[land], whole)
        K.tell(state, land, "replaced", t, whole, cause, also=(t,))
        return
    emit(state, "Replaced", land=land, piece=k, by=new)
    if dmg >= kind_in(state, new).health:
        emit(state, "Destroyed", land=land, piece=new, cause=cause)
        generate_fear(state, kind_in(state, new).fear, cause="destroyed", piece=new, **({"by": by} if by else {}))
        K.tell(state, land, "replaced", t, P.as_kind(t, new), cause, also=(t,))
        K.tell(state, land, "destroyed", P.as_kind(t, new), cause, also=(t,))
        return
    P.add(state.lands[land], P.as_kind(t, new))
    K.tell(state, land, "replaced", t, P.as_kind(t, new), cause)


@step("after_action")
def _after_action(state: GameState, st: dict) -> None:
    """An action in a land is over: the `after_action` hooks of its pieces run."""
    K.tell(state, st["land"], "after_action", st["action"])


@fx("downgrade")
def _downgrade(state, op, ctx, st):
    land = ctx["land"]
    _pick_pieces(state, op, ctx, st, "downgrade", lambda t: downgrade_piece(state, land, t, ctx.get("by", "")))


def upgrades_to(letter: str) -> str:
    """The kind an invader of this kind becomes when upgraded: the invader that downgrades to it
    (Explorer -> Town -> City); "" for none (a City cannot be upgraded)."""
    return next((k.letter for k in K.KINDS.values() if k.invader and k.downgrades_to == letter), "")


@fx("upgrade")
def _upgrade(state, op, ctx, st):
    land = ctx["land"]
    kinds = "".join(k for k in K.widen(op["kinds"]) if upgrades_to(k))
    _pick_pieces(state, dict(op, kinds=kinds), ctx, st, "upgrade",
                 lambda t: replace_piece(state, land, t, upgrades_to(P.kind(t)), "upgrade", ctx.get("by", "")))


@fx("replace")
def _replace(state, op, ctx, st):
    land = ctx["land"]
    _pick_pieces(state, op, ctx, st, "replace",
                 lambda t: replace_piece(state, land, t, op["by"], ctx.get("source", "") or "replace",
                                         ctx.get("by", "")))


def move_piece(state: GameState, src: str, dst: str, t: str, cause: str) -> None:
    """Move a piece between lands (blight moved this way neither destroys presence nor cascades).
    Pieces whose kind goes along with it (`moved_with` hooks of the pieces left behind) follow
    it, each as one more move; what follows brings nothing more along."""
    _move_one(state, src, dst, t, cause)
    for _k, fn in K.hooked(state.lands[src], "moved_with"):
        for extra in fn(state, src, dst, t) or ():
            if state.lands[src].get(extra, 0) > 0:
                _move_one(state, src, dst, extra, "moved_with")


def _move_one(state: GameState, src: str, dst: str, t: str, cause: str) -> None:
    P.take(state.lands[src], t)
    P.add(state.lands[dst], t)
    emit(state, "PieceMoved", piece=P.kind(t), token=t, frm=src, to=dst, cause=cause)


def _move(state, op, ctx, st, gather: bool):
    land, i = ctx["land"], ctx["spirit"]
    if not land:
        return
    left = st.get("left", op["n"])
    if "choice" in st:
        c = choice(st)
        if c.kind == "stop":
            return
        move_piece(state, c.land, c.to, c.piece, "gather" if gather else "push")
        left -= 1
    if left <= 0:
        return
    opts = []
    verb = "gather" if gather else "push"
    if gather:
        for a in sorted(adjacent(state, land)):
            for t in P.tokens_of(state.lands[a], K.widen(op["kinds"])):
                opts.append(option("move", i, land=a, to=land, piece=t))
    else:
        for t in P.tokens_of(state.lands[land], K.widen(op["kinds"])):
            for a in sorted(adjacent(state, land)):
                opts.append(option("move", i, land=land, to=a, piece=t))
    if not opts:
        return
    if op.get("up_to"):
        opts.append(option("stop", i, land=land))
    prompt, data = _move_question(state, op, left, verb, land, opts)
    ask(state, i, verb, prompt, opts, _again(st, left=left), data)


def _pieces_to_move(state: GameState, opts: list) -> int:
    """How many pieces a push's or gather's options could move in all (each piece counted once,
    whichever way it may go)."""
    return sum(state.lands[a][t] for a, t in {(o.land, o.piece) for o in opts if o.kind == "move"})


def _move_question(state: GameState, op: dict, left: int, verb: str, land: str, opts: list) -> tuple[str, dict]:
    """A push's or a gather's question, as its prompt code and data: the pieces its options
    could move, counted and named ("Push 1 Explorer from A5" where a power pushes 2 Explorers
    or Towns and one Explorer stands there), "more" once one has moved, "you may stop"."""
    code = verb + ("_more" if left < op["n"] else "") + ("_up_to" if op.get("up_to") else "")
    n = min(left, _pieces_to_move(state, opts))
    there = {o.piece[:1] for o in opts if o.kind == "move"}
    kinds = "".join(k for k in K.widen(op["kinds"]) if k in there) or op["kinds"]
    return code, {"n": n, "kinds": kinds, "land": land}


@fx("push")
def _push(state, op, ctx, st):
    _move(state, op, ctx, st, gather=False)


@fx("gather")
def _gather(state, op, ctx, st):
    _move(state, op, ctx, st, gather=True)


@fx("add")
def _add(state, op, ctx, st):
    land = ctx["land"]
    if not land:
        return
    for _ in range(op["n"]):
        P.add(state.lands[land], op["kinds"][0])
        emit(state, "PieceAdded", land=land, piece=op["kinds"][0], cause=ctx.get("source", ""))


@fx("add_blight")
def _add_blight(state, op, ctx, st):
    if ctx["land"]:
        push(state, *[{"op": "add_blight", "land": ctx["land"], "cause": ctx.get("source", "")}] * op["n"])


@fx("defend")
def _defend(state, op, ctx, st):
    if ctx["land"]:
        d = state.turn_effects.setdefault("defend", {})
        d[ctx["land"]] = d.get(ctx["land"], 0) + op["n"]
        emit(state, "Defended", land=ctx["land"], amount=op["n"])


@fx("fear")
def _fear(state, op, ctx, st):
    """Fear; an event's own (ctx "by": "event") or, once the spirits paid for it, the spirits'
    (003: an event that costs the spirits something is a spirit effect): FearGenerated says `by`."""
    by = {"by": ctx["by"]} if "by" in ctx else {}
    generate_fear(state, _per(state, op, ctx), cause=ctx.get("source", ""), **by)


@fx("energy")
def _energy(state, op, ctx, st):
    s = state.spirits[_who(ctx)]
    s.energy = max(0, s.energy + op["n"])
    emit(state, "EnergyGained", spirit=_who(ctx), amount=op["n"])


@fx("element")
def _element(state, op, ctx, st):
    s = state.spirits[_who(ctx)]
    s.bonus_elements[op["name"]] = s.bonus_elements.get(op["name"], 0) + 1


@fx("incarna_here")
def _incarna_here(state, op, ctx, st):
    """The acting spirit's Incarna moves to the target land, from anywhere on the island or back
    onto it (engine.incarna)."""
    from .incarna import has_incarna, move
    i, land = ctx.get("spirit", -1), ctx.get("land")
    if land and has_incarna(state, i):
        move(state, i, land, ctx.get("source", ""))


@fx("empower_incarna")
def _empower_incarna(state, op, ctx, st):
    """The acting spirit's Incarna is empowered, for good (engine.incarna)."""
    from .incarna import empower
    empower(state, ctx.get("spirit", -1))


@fx("fast_now")
def _fast_now(state, op, ctx, st):
    """A spirit may use up to n of its slow powers in this turn's fast phase (engine.turn)."""
    made = state.turn_effects.setdefault("made_fast", {})
    who = str(_who(ctx))
    made[who] = made.get(who, 0) + op["n"]
    emit(state, "MadeFast", spirit=_who(ctx), n=op["n"])


@fx("isolate")
def _isolate(state, op, ctx, st):
    if ctx["land"]:
        state.turn_effects.setdefault("isolate", []).append(ctx["land"])
        emit(state, "Isolated", land=ctx["land"])


@fx("skip")
def _skip(state, op, ctx, st):
    if ctx["land"]:
        state.turn_effects.setdefault("skip_" + op["action"], []).append(ctx["land"])
        emit(state, "WillSkip", land=ctx["land"], action=op["action"])


@fx("presence_here")
def _presence_here(state, op, ctx, st):
    if ctx["land"]:
        push(state, {"op": "place_presence", "spirit": ctx["spirit"], "land": ctx["land"], "range": 0, "cond": ""})


@fx("gain_power")
def _gain_power(state, op, ctx, st):
    push(state, {"op": "gain_power", "spirit": _who(ctx), "kind": op.get("kind", "")})


@fx("reclaim_one")
def _reclaim_one(state, op, ctx, st):
    push(state, {"op": "reclaim_one", "spirit": _who(ctx)})


@fx("if")
def _if(state, op, ctx, st):
    ok = bool(ctx["land"]) and all_hold(state, ctx["land"], op["cond"], ctx["spirit"])
    run_ops(state, op["then"] if ok else op["else"], ctx)


@fx("if_elements")
def _if_elements(state, op, ctx, st):
    s = state.spirits[ctx["spirit"]]
    need = tuple(op["elements"].items())
    if can_meet(s, need):
        commit_wildcards(s, need)
        run_ops(state, op["then"], ctx)


@fx("each_land")
def _each_land(state, op, ctx, st):
    isl = island(state)
    board = ctx.get("board")
    lands = [l for l in isl.lands if (not board or isl.lands[l].board == board) and all_hold(state, l, op["cond"], -1)]
    for l in reversed(lands):
        run_ops(state, op["then"], dict(ctx, land=l, spirit=board_owner(state, l)))


@fx("each_spirit")
def _each_spirit(state, op, ctx, st):
    for i in reversed(range(len(state.spirits))):
        run_ops(state, op["then"], dict(ctx, spirit=i, target_spirit=i))


@fx("choose_land")
def _choose_land(state, op, ctx, st):
    i = ctx["spirit"]
    if "choice" in st:
        run_ops(state, op["then"], dict(ctx, land=choice(st).land))
        return
    isl = island(state)
    lands = list(isl.lands)
    if op.get("range", -1) >= 0:
        from .incarna import sources
        lands = within_range(state, sources(state, i), op["range"])
    board = ctx.get("board")
    lands = [l for l in lands if (not board or isl.lands[l].board == board) and all_hold(state, l, op["cond"], i)]
    if not lands:
        return
    opts = list(land_options("land", i, tuple(lands)))
    ask(state, i, "choose_land", "choose_land_on_board" if board else "choose_land", opts, dict(st),
        {"source": ctx.get("source", ""), "board": board} if board else {"source": ctx.get("source", "")})


@fx("each_board")
def _each_board(state, op, ctx, st):
    """`then` once per board of the island, in the order of the game's boards, the spirit whose
    home board it is acting (each board may choose differently)."""
    boards = list(state.config.get("boards") or dict.fromkeys(i.board for i in island(state).lands.values()))
    owner = {s.board: i for i, s in enumerate(state.spirits)}
    for b in reversed(boards):
        run_ops(state, op["then"], dict(ctx, board=b, spirit=owner.get(b, 0), land=""))


@fx("repeat")
def _repeat(state, op, ctx, st):
    if not ctx.get("repeated") and ctx.get("source"):
        push(state, {"op": "use_power", "spirit": ctx["spirit"], "power": ctx["source"],
                     "innate": ctx.get("innate", False), "repeated": True})


@fx("play_card")
def _play_card(state, op, ctx, st):
    """The spirit (target spirit, else the acting one) plays a card as part of the effect: one of
    its hand, its choice (or none), or the top card of the Minor or Major deck, played free."""
    i = _who(ctx)
    s = state.spirits[i]
    frm, pay = op.get("from", "hand"), op.get("pay", False)
    if frm != "hand":
        drawn = draw_powers(state, frm, 1)
        if not drawn:
            emit(state, "Note", note="no_powers_left", spirit=i, kind=frm)
            return
        emit(state, "PowersDrawn", reveal=True, spirit=i, kind=frm, cards=drawn)
        play_by_effect(state, i, drawn[0], pay=False)
        return
    if "choice" in st:
        c = choice(st)
        if c.kind == "play":
            play_by_effect(state, i, c.card, pay)
        return
    from ..content import catalog
    opts = [option("play", i, card=c) for c in s.hand if not pay or catalog.POWERS[c].cost <= s.energy]
    if not opts:
        return
    opts.append(option("none", i))
    ask(state, i, "play_card", "play_card_paying" if pay else "play_card", opts, dict(st),
        {"source": ctx.get("source", "")})


def play_by_effect(state: GameState, i: int, card: str, pay: bool) -> None:
    """A card played by an effect: it joins the played cards (its elements count at once, and it
    is used in its speed's phase if that phase is now or still to come), paying its cost if
    `pay`. Played after the spirit phase, it does not count against the spirit's card plays
    (003: "Les cartes jouées APRÈS la phase Esprit ... ne comptent pas dans la limite"): no
    limit is checked here, and the spirit phase, the only one that counts plays, is over."""
    from ..content import catalog
    s = state.spirits[i]
    if card in s.hand:
        s.hand.remove(card)
    cost = catalog.POWERS[card].cost if pay else 0
    s.energy -= cost
    s.played.append(card)
    emit(state, "CardPlayed", spirit=i, card=card, cost=cost, by="effect")


@fx("since")
def _since(state, op, ctx, st):
    """A revised effect: games do `then`, except games that play the legacy rule op["legacy"]
    (begun before the revision: their saves replay as they were played), which do `before`."""
    run_ops(state, op["before"] if plays_legacy(state, op["legacy"]) else op["then"], ctx)


@fx("attach")
def _attach(state, op, ctx, st):
    """Put attached pieces on pieces of the land, one at a time, on the piece the spirit chooses."""
    _attach_or_detach(state, op, ctx, st, True)


@fx("detach")
def _detach(state, op, ctx, st):
    """Take attached pieces off pieces of the land that carry them, one at a time."""
    _attach_or_detach(state, op, ctx, st, False)


def _attach_or_detach(state, op, ctx, st, on: bool) -> None:
    land, i, letter = ctx["land"], ctx["spirit"], op["letter"]
    if not land:
        return
    pcs = state.lands[land]
    left = st.get("left", op["n"])
    if "choice" in st:
        t = choice(st).piece
        P.take(pcs, t)
        new = P.attach(t, letter) if on else P.detach(t, letter)
        P.add(pcs, new)
        emit(state, "Attached" if on else "Detached", land=land, piece=t[0], attached=letter, token=new)
        left -= 1
    kinds = op["kinds"] or (K.INVADERS if on else P.standing_letters())
    toks = [t for t in P.tokens_of(pcs, kinds) if on or P.carries(t, letter)]
    if left <= 0 or not toks:
        return
    opts = [option("piece", i, land=land, piece=t) for t in toks]
    ask(state, i, "attach" if on else "detach", "attach" if on else "detach", opts, _again(st, left=left),
        {"source": ctx.get("source", ""), "what": letter, "land": land, "left": left})


@fx("one_of")
def _one_of(state, op, ctx, st):
    """One of several effects, each with its condition and its cost (see ops.one_of): the choice,
    then the cost asked of the payers in turn, then the effect; the default when nobody chooses."""
    if st.get("pick") is not None:
        _pay_for(state, op, ctx, st)
        return
    choices, i = op["choices"], ctx["spirit"]
    if "choice" in st:
        _take(state, op, ctx, st, choice(st).index)
        return
    open_ = [k for k, c in enumerate(choices) if _is_open(state, c, ctx)]
    if not open_:
        d = op["default"]
        if d >= 0 and _holds(state, choices[d], ctx):
            _take(state, op, ctx, st, d)
        return
    opts = [option("effect", i, index=k) for k in open_]
    ask(state, i, "one_of", "one_of_text" if op.get("prompt") else "one_of", opts, _again(st),
        {"source": ctx.get("source", ""), "text": op.get("prompt") or "", "choices": [c["label"] for c in choices]})


def _holds(state: GameState, c: dict, ctx: dict) -> bool:
    """Whether a choice's land condition holds (a choice with one needs a land)."""
    if not c["cond"]:
        return True
    return bool(ctx.get("land")) and all_hold(state, ctx["land"], c["cond"], ctx["spirit"])


def payers(state: GameState, c: dict, ctx: dict) -> list[int]:
    """Who may pay a choice's cost, in the order they are asked: the chooser, then (a shared
    cost) every other spirit in turn."""
    i = ctx["spirit"]
    return [i] + ([j for j in range(len(state.spirits)) if j != i] if c["shared"] else [])


def cost_of(state: GameState, c: dict) -> int:
    """A choice's cost in Energy before any aid: `energy`, times the spirits when `per_spirit`."""
    return c["energy"] * (len(state.spirits) if c.get("per_spirit") else 1)


def _card_aid(card: str, element: str) -> int:
    """How many of `element` a power card shows."""
    from ..content import catalog
    return catalog.POWERS[card].elements.count(element) if card in catalog.POWERS else 0


def aid_in_play(state: GameState, c: dict, ctx: dict, pledged=()) -> int:
    """"Aided by <element>": what the payers' elements of that kind in play take off the cost
    (1 each), leaving out the played cards pledged to be forgotten (one card never counts both
    ways)."""
    e = c.get("aided_by")
    if not e:
        return 0
    gone = {(j, card) for j, card, _how, _n in pledged}
    n = 0
    for j in payers(state, c, ctx):
        s = state.spirits[j]
        n += elements(s)[e] - sum(_card_aid(card, e) for card in s.played if (j, card) in gone)
    return n


def aid_cards(state: GameState, j: int, e: str, pledged) -> list[tuple[str, str, int]]:
    """The cards spirit j may give up towards an "aided by" cost: (card, "discard" | "forget",
    what it takes off), those with the element only, none already pledged."""
    s = state.spirits[j]
    taken = {card for k, card, _how, _n in pledged if k == j}
    out = [(card, "discard", 2 * _card_aid(card, e)) for card in s.hand if card not in taken and _card_aid(card, e)]
    out += [(card, "forget", 4 * _card_aid(card, e)) for card in s.hand + s.played + s.discard
            if card not in taken and _card_aid(card, e)]
    return out


def _is_open(state: GameState, c: dict, ctx: dict) -> bool:
    """A choice that may be taken now: its condition holds and its payers have the presence on
    the island and the Energy (with every card they could give up, for an "aided by" cost)."""
    if not _holds(state, c, ctx):
        return False
    if c.get("presence") and sum(_presence_to_give(state, j) for j in payers(state, c, ctx)) < c["presence"]:
        return False
    cost = cost_of(state, c)
    if cost <= 0:
        return True
    have = sum(state.spirits[j].energy for j in payers(state, c, ctx))
    if c.get("aided_by"):
        have += aid_in_play(state, c, ctx) + sum(
            n for j in payers(state, c, ctx) for _card, how, n in aid_cards(state, j, c["aided_by"], ())
            if how == "forget")
    return have >= cost


def _take(state: GameState, op: dict, ctx: dict, st: dict, k: int) -> None:
    """Choice k is taken: its cost is asked (when it has one), else its effect happens."""
    c = op["choices"][k]
    if cost_of(state, c) <= 0 and not c.get("presence"):
        run_ops(state, c["then"], ctx)
        return
    _pay_for(state, op, ctx, {key: v for key, v in st.items() if key != "choice"}
             | {"pick": k, "paid": [], "asked": [], "cards": []}
             | ({"lost": [], "kept": []} if c.get("presence") else {}))


def _pay_for(state: GameState, op: dict, ctx: dict, st: dict) -> None:
    """Ask the payers of the chosen effect's cost in turn: first the presence it costs (each payer
    destroys one of its own at a time, in the land it chooses, or refuses), then the Energy (each
    paying some, and, for an "aided by" cost, giving up cards: the same payer is asked again
    after each) or refusing; once it is all pledged it is paid and the effect happens, as the
    spirits' own effect; when it cannot be, nothing is paid and the default happens (unless the
    refused choice is the default)."""
    k = st["pick"]
    c = op["choices"][k]
    paid, asked = [list(p) for p in st["paid"]], list(st["asked"])
    cards = [list(p) for p in st.get("cards", ())]
    lost, kept = [list(p) for p in st.get("lost", ())], list(st.get("kept", ()))
    need = c.get("presence", 0)
    if "choice" in st:
        o = choice(st)
        if o.kind == "give_presence":
            lost.append([o.spirit, o.land])
        elif o.kind == "give_incarna":
            lost.append([o.spirit, o.land, INCARNA])
        elif o.kind in ("discard_card", "forget_card"):
            cards.append([o.spirit, o.card, o.kind[:-5], o.index])
        elif len(lost) < need:      # refused while the presence was asked
            kept.append(o.spirit)
        else:
            asked.append(o.spirit)
            if o.kind == "pay":
                paid.append([o.spirit, o.index])
    if len(lost) < need:
        _ask_presence(state, op, ctx, st, c, dict(paid=paid, asked=asked, cards=cards, lost=lost, kept=kept))
        return
    left = cost_of(state, c) - sum(n for _j, n in paid) - sum(p[3] for p in cards) - aid_in_play(state, c, ctx, cards)
    if left <= 0:
        for j, land, *what in lost:
            if what:                # the Incarna, a presence that leaves the island when destroyed
                from .incarna import move
                move(state, j, "", "cost")
            else:
                destroy_presence(state, j, land, "cost")
        for j, n in paid:
            state.spirits[j].energy -= n
            emit(state, "Note", note="energy_paid", spirit=j, amount=n)
        for j, card, how, n in cards:
            give_up_card(state, j, card, how)
        run_ops(state, c["then"], dict(ctx, by="spirits") if "by" in ctx else ctx)
        return
    e = c.get("aided_by", "")

    def can_give(j: int) -> bool:
        return state.spirits[j].energy > 0 or bool(e and aid_cards(state, j, e, cards))

    waiting = [j for j in payers(state, c, ctx) if j not in asked and can_give(j)]
    if not waiting or (not c["shared"] and not e and state.spirits[waiting[0]].energy < left):
        _cost_refused(state, op, ctx, st, k)
        return
    j = waiting[0]
    energy = state.spirits[j].energy
    amounts = range(min(left, energy), 0, -1) if c["shared"] else ((left,) if energy >= left else ())
    opts = [option("pay", j, index=n) for n in amounts]
    if e:
        for card, how, n in aid_cards(state, j, e, cards):
            opts.append(option(how + "_card", j, card=card, index=n))
    opts.append(option("refuse", j))
    data = {"text": c["label"], "n": left, "gave": any(p[0] == j for p in cards)}
    progress = dict(paid=paid, asked=asked, cards=cards, **({"lost": lost, "kept": kept} if need else {}))
    ask(state, j, "pay", "pay_aided" if e else "pay", opts, _again(st, **progress),
        dict(data, element=e) if e else data)


def _cost_refused(state: GameState, op: dict, ctx: dict, st: dict, k: int) -> None:
    """The cost of choice k is not paid: nothing is, and the default happens instead (unless it
    is the refused choice, or it cannot happen now)."""
    emit(state, "Note", note="cost_refused", text=op["choices"][k]["label"])
    d = op["default"]
    if d >= 0 and d != k and _is_open(state, op["choices"][d], ctx):
        _take(state, op, ctx, {key: v for key, v in st.items()
                               if key not in ("choice", "pick", "paid", "asked", "cards", "lost", "kept")}, d)


INCARNA = "incarna"     # a pledge of a spirit's Incarna towards a presence cost


def presence_left(state: GameState, j: int, pledged=()) -> dict[str, int]:
    """Spirit j's presence on the island that it may still give up towards a cost, by land (what
    it pledged already left out); its Incarna apart (`incarna_left`)."""
    out = dict(state.spirits[j].presence)
    for who, land, *what in pledged:
        if who == j and not what and out.get(land, 0) > 0:
            out[land] -= 1
    return {land: n for land, n in out.items() if n > 0}


def incarna_left(state: GameState, j: int, pledged=()) -> str:
    """The land of spirit j's Incarna when it may still be given up towards a presence cost (003:
    an Incarna is a presence, and "peut ... être détruit à la place d'une Présence"), else ""."""
    if not state.incarna or any(who == j and what for who, _land, *what in pledged):
        return ""
    from .incarna import land_of
    return land_of(state, j)


def _presence_to_give(state: GameState, j: int) -> int:
    """How much presence spirit j could give up towards a cost: its presence and its Incarna."""
    return total_presence(state.spirits[j]) + (1 if incarna_left(state, j) else 0)


def _ask_presence(state: GameState, op: dict, ctx: dict, st: dict, c: dict, progress: dict) -> None:
    """Ask the next payer who has not refused for one of its presence towards the cost (a land
    where it has one, or its Incarna), or refuse; with no one left to ask, the cost is not paid."""
    lost = progress["lost"]
    waiting = [j for j in payers(state, c, ctx) if j not in progress["kept"]
               and (presence_left(state, j, lost) or incarna_left(state, j, lost))]
    if not waiting:
        _cost_refused(state, op, ctx, st, st["pick"])
        return
    j = waiting[0]
    opts = [option("give_presence", j, land=land) for land in sorted(presence_left(state, j, lost))]
    if incarna_left(state, j, lost):
        opts.append(option("give_incarna", j, land=incarna_left(state, j, lost)))
    opts.append(option("refuse", j))
    ask(state, j, "pay", "pay_presence", opts, _again(st, **progress),
        {"text": c["label"], "n": c["presence"] - len(progress["lost"])})


def give_up_card(state: GameState, i: int, card: str, how: str) -> None:
    """Spirit i gives up a power card towards a cost: "discard" moves it from hand to its discard
    pile; "forget" takes it out of the spirit's cards (hand, play or discard) as forgetting does."""
    s = state.spirits[i]
    if how == "discard":
        if card in s.hand:
            s.hand.remove(card)
            s.discard.append(card)
        emit(state, "CardDiscarded", spirit=i, card=card)
        return
    from .growth import forget_card
    forget_card(state, i, card)


@fx("custom")
def _custom(state, op, ctx, st):
    CUSTOM[op["name"]](state, op.get("args", {}), ctx)

