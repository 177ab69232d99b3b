"""Damage and destruction of invaders and Dahan, and the fear destruction gives."""
from __future__ import annotations

from .. import kinds as K
from . import pieces as P
from .fear import generate_fear
from .flow import emit
from .state import GameState
from .variant import kind as kind_in

RAVAGE = "ravage"       # the source of the invaders' damage when they ravage
DAHAN_FIGHT_BACK = "dahan"  # the source of the damage the surviving Dahan deal back


def added_damage(state: GameState, land: str, n: int, source: str = "") -> int:
    """A damage action of n in a land, with what the pieces there add to it (`adds_damage`
    hooks, in registry order). `source` says what deals it: the id of a power, fear card,
    blight card or event; `RAVAGE` for the invaders' ravage; `DAHAN_FIGHT_BACK` for the Dahan.
    Nothing is added to an action that deals no damage."""
    if n <= 0 or not land:
        return n
    for _k, fn in K.hooked(state.lands[land], "adds_damage"):
        n += K.call_hook(fn, state, land, n, source)
    return n


def destroy_piece(state: GameState, land: str, tok: str, cause: str = "", by: str = "") -> None:
    """Destroy one piece, with the fear its kind gives in this game (a Town 1, a City 2); what it
    carried goes with it, and the `destroyed` hooks are told. `by` says whose effect destroyed it
    when an event's effect did ("event", or "spirits" once they paid for it: 003, an event that
    costs the spirits something is a spirit effect), and the fear says it too."""
    P.take(state.lands[land], tok)
    k = P.kind(tok)
    emit(state, "Destroyed", land=land, piece=k, cause=cause)
    if by:
        generate_fear(state, kind_in(state, k).fear, cause="destroyed", piece=k, by=by)
    else:
        generate_fear(state, kind_in(state, k).fear, cause="destroyed", piece=k)
    K.tell(state, land, "destroyed", tok, cause, also=(tok,))


def damage_piece(state: GameState, land: str, tok: str, amount: int, cause: str = "", by: str = "") -> None:
    """Deal damage to one piece; at its health (in this game) it is destroyed (`by`: as
    `destroy_piece`)."""
    k, dmg = P.kind(tok), P.damage_of(tok) + amount
    if dmg >= kind_in(state, k).health:
        destroy_piece(state, land, tok, cause, by)
        return
    P.take(state.lands[land], tok)
    P.add(state.lands[land], P.with_damage(tok, dmg))
    emit(state, "Damaged", land=land, piece=k, damage=dmg, cause=cause)


def remaining_health(state: GameState, tok: str) -> int:
    """Damage still needed to destroy a piece, with this game's numbers for its kind."""
    return kind_in(state, tok[0]).health - P.damage_of(tok)


def best_target(state: GameState, pieces: dict[str, int], n: int, kinds: str) -> str | None:
    """The piece an efficient player hits next with n damage: the most dangerous one it can
    destroy, else the most dangerous one overall (danger: what it deals when it ravages)."""
    toks = P.tokens_of(pieces, kinds)
    if not toks:
        return None
    killable = [t for t in toks if remaining_health(state, t) <= n]
    pool = killable or toks
    return max(pool, key=lambda t: (kind_in(state, t[0]).ravage_damage, P.damage_of(t)))


def auto_damage(state: GameState, land: str, n: int, kinds: str = "", cause: str = "", by: str = "") -> None:
    """Assign n damage to invaders (or the given kinds) efficiently ("assign the rest for me");
    `by` as `destroy_piece`."""
    kinds = kinds or K.INVADERS
    while n > 0:
        t = best_target(state, state.lands[land], n, kinds)
        if t is None:
            return
        hit = min(n, remaining_health(state, t))
        damage_piece(state, land, t, hit, cause, by)
        n -= hit


def efficient_is_the_only_sensible(state: GameState, land: str, n: int, kinds: str) -> bool:
    """Whether assigning n damage among the pieces of `kinds` efficiently (`auto_damage`) leaves
    the players nothing worth choosing: every other way of dealing it destroys no more pieces,
    and none more dangerous, than the efficient way does (each piece another way destroys
    matched with one at least as dangerous that the efficient way destroys). Damage left on a
    piece that survives is not weighed. When the damage destroys every piece, any assignment
    ends the same. False when there are too many ways to weigh."""
    pcs = dict(state.lands[land])
    danger = lambda t: kind_in(state, t[0]).ravage_damage      # noqa: E731
    groups = {}
    for t in P.tokens_of(pcs, kinds):
        key = (remaining_health(state, t), danger(t))
        groups[key] = groups.get(key, 0) + pcs[t]
    ways = 1
    for c in groups.values():
        ways *= c + 1
    if ways > 4096:
        return False
    killed, left = [], n
    while left > 0:
        t = best_target(state, pcs, left, kinds)
        if t is None:
            break
        room = remaining_health(state, t)
        hit = min(left, room)
        P.take(pcs, t)
        if hit >= room:
            killed.append(danger(t))
        else:
            P.add(pcs, P.with_damage(t, P.damage_of(t) + hit))
        left -= hit
    killed.sort(reverse=True)
    keys = list(groups)

    def dominated(i: int, health: int, chosen: list) -> bool:
        if i == len(keys):
            other = sorted(chosen, reverse=True)
            return len(other) <= len(killed) and all(a <= b for a, b in zip(other, killed))
        h, d = keys[i]
        for c in range(groups[keys[i]] + 1):
            if health + c * h > n:
                break
            if not dominated(i + 1, health + c * h, chosen + [d] * c):
                return False
        return True
    return dominated(0, 0, [])


def one_outcome(state: GameState, land: str, n: int, kinds: str, most: int = 256) -> bool:
    """Whether every way of dividing n damage among the pieces of `kinds` in the land, one point
    at a time, ends with the same pieces (the same ones destroyed, the same damage left on the
    others, alike pieces being alike): then how it is divided cannot matter, and asking it would
    be a needless question. Tried on the pieces' numbers, not on the land; False when more than
    `most` positions would have to be tried."""
    pcs = state.lands[land]
    start = []
    for t in P.tokens_of(pcs, kinds):
        # a piece as (kind, damage, what it carries, health): alike when all four are
        start += [(P.kind(t), P.damage_of(t), P.carried(t), kind_in(state, P.kind(t)).health)] * pcs[t]
    if n <= 0 or len(set(start)) <= 1 or sum(h - d for _k, d, _c, h in start) <= n:
        return True
    seen, ends = set(), set()
    todo = [(tuple(sorted(start)), n)]
    while todo:
        pieces, left = todo.pop()
        if (pieces, left) in seen:
            continue
        seen.add((pieces, left))
        if len(seen) > most:
            return False
        if left == 0 or not pieces:
            ends.add(pieces)
            if len(ends) > 1:
                return False
            continue
        for j, (k, d, c, h) in enumerate(pieces):
            if j and pieces[j - 1] == (k, d, c, h):
                continue        # alike pieces: one of them stands for all
            rest = pieces[:j] + pieces[j + 1:]
            hit = rest if d + 1 >= h else tuple(sorted(rest + ((k, d + 1, c, h),)))
            todo.append((hit, left - 1))
    return True


def invaders_hurt_dahan(state: GameState, land: str, n: int) -> None:
    """Invader damage to Dahan, as efficiently as possible: finish damaged Dahan, then every
    2 damage destroys one, and 1 left over damages one."""
    pcs = state.lands[land]
    hurt = K.HURT_BY_RAVAGE
    while n > 0 and P.count(pcs, hurt):
        t = max(P.tokens_of(pcs, hurt), key=lambda t: (P.damage_of(t), -K.ORDER[t[0]]))
        hit = min(n, remaining_health(state, t))
        damage_piece(state, land, t, hit, RAVAGE)
        n -= hit
