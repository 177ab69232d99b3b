"""Damage and destruction of invaders and Dahan, and the fear destruction gives."""
from __future__ import annotations

from . import pieces as P
from .fear import generate_fear
from .flow import emit
from .state import GameState


def destroy_piece(state: GameState, land: str, tok: str, cause: str = "") -> None:
    """Destroy one piece: a Town gives 1 fear, a City 2."""
    P.take(state.lands[land], tok)
    k = P.kind(tok)
    emit(state, "Destroyed", land=land, piece=k, cause=cause)
    generate_fear(state, P.FEAR_ON_DESTROY.get(k, 0), cause=f"{P.NAMES[k]} destroyed")


def damage_piece(state: GameState, land: str, tok: str, amount: int, cause: str = "") -> None:
    """Deal damage to one piece; at its health it is destroyed."""
    k, dmg = P.kind(tok), P.damage_of(tok) + amount
    if dmg >= P.HEALTH[k]:
        destroy_piece(state, land, tok, cause)
        return
    P.take(state.lands[land], tok)
    P.add(state.lands[land], P.token(k, dmg))
    emit(state, "Damaged", land=land, piece=k, damage=dmg, cause=cause)


def remaining_health(tok: str) -> int:
    """Damage still needed to destroy a piece."""
    return P.HEALTH[P.kind(tok)] - P.damage_of(tok)


def best_target(pieces: dict[str, int], n: int, kinds: str) -> str | None:
    """The piece an efficient player hits next with n damage: the most dangerous one it can
    destroy, else the most dangerous one overall."""
    toks = P.tokens_of(pieces, kinds)
    if not toks:
        return None
    value = {"C": 3, "T": 2, "E": 1, "D": 0}
    killable = [t for t in toks if remaining_health(t) <= n]
    pool = killable or toks
    return max(pool, key=lambda t: (value[P.kind(t)], P.damage_of(t)))


def auto_damage(state: GameState, land: str, n: int, kinds: str = "ETC", cause: str = "") -> None:
    """Assign n damage to invaders efficiently (used for "assign the rest for me")."""
    while n > 0:
        t = best_target(state.lands[land], n, kinds)
        if t is None:
            return
        hit = min(n, remaining_health(t))
        damage_piece(state, land, t, hit, cause)
        n -= hit


def invaders_hurt_dahan(state: GameState, land: str, n: int) -> None:
    """Invader damage to Dahan, as efficiently as possible: finish damaged Dahan, then every
    2 damage destroys one, and 1 left over damages one."""
    pcs = state.lands[land]
    while n > 0 and P.count(pcs, "D"):
        t = "D1" if pcs.get("D1") else "D"
        hit = min(n, remaining_health(t))
        damage_piece(state, land, t, hit, "ravage")
        n -= hit
