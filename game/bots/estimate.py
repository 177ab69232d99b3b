"""What a power's steps look to leave in a land, read as data without the engine: a guess the
bots order their look-aheads by (`valuation.Promise`), and the damage the score expects the
Dahan to deal back. Never a rule: the engine resolves what is played."""
from __future__ import annotations

from .. import kinds as K
from ..engine import pieces as P


def assign_damage(pcs: dict, dmg: int, kinds: str, table: dict | None = None) -> tuple[list, list]:
    """Damage assigned like auto_damage to the pieces of `kinds` (the most dangerous piece it can
    destroy first: its ravage damage): (the pieces left, each [kind, health left]; the kinds
    destroyed). `table`: the kinds as the game plays them (`variant.kinds`), else the registry."""
    table = table or K.KINDS
    toks = []
    for t, n in pcs.items():
        if t[0] in kinds:
            toks += [[t[0], table[t[0]].health - P.damage_of(t)]] * n
    toks = [list(x) for x in toks]
    killed = []
    while dmg > 0 and toks:
        killable = [x for x in toks if x[1] <= dmg]
        pool = killable or toks
        x = max(pool, key=lambda x: (table[x[0]].ravage_damage, -x[1]))
        hit = min(dmg, x[1])
        x[1] -= hit
        dmg -= hit
        if x[1] <= 0:
            killed.append(x[0])
            toks.remove(x)
    return toks, killed


def _with_pieces(pcs: dict, kinds: str, left: list, table: dict | None = None) -> dict:
    """The land's pieces with those of `kinds` replaced by `left` ([kind, health left] each)."""
    table = table or K.KINDS
    out = {t: n for t, n in pcs.items() if t[0] not in kinds}
    for k, h in left:
        t = P.token(k, table[k].health - h)
        out[t] = out.get(t, 0) + 1
    return out


def after_steps(pcs: dict, steps: list, table: dict | None = None) -> tuple[dict, int, int, set]:
    """What a power's steps look to leave in a land, read as data without the engine (a guess to
    order targets by, not a rule): (the pieces, fear from what they destroy, Defend added, the
    invader actions skipped). Damage falls as auto_damage assigns it; destroy, remove and push
    take the most dangerous pieces (a push's pieces leave the land); a downgrade keeps damage;
    Dahan are added or gathered; tokens are added, and an attached kind rides on the invader that
    deals most (for "attach", kinds is its letter). Each step is (op, n, kinds). `table`: the kinds as the game
    plays them (`variant.kinds`), else the registry."""
    table = table or K.KINDS
    fear = defend = 0
    skipped: set = set()
    for op, n, kinds in steps:
        kinds = K.widen(kinds)
        if op == "damage":
            left, killed = assign_damage(pcs, n, kinds, table)
            if killed or left:
                pcs = _with_pieces(pcs, kinds, left, table)
                fear += sum(table[k].fear for k in killed)
        elif op == "damage_each":
            toks = [[t[0], table[t[0]].health - P.damage_of(t) - n] for t, c in pcs.items()
                    if t[0] in kinds for _ in range(c)]
            pcs = _with_pieces(pcs, kinds, [x for x in toks if x[1] > 0], table)
            fear += sum(table[k].fear for k, h in toks if h <= 0)
        elif op in ("destroy", "remove", "push", "downgrade"):
            toks = sorted(([t[0], table[t[0]].health - P.damage_of(t)] for t, c in pcs.items()
                           if t[0] in kinds for _ in range(c)),
                          key=lambda x: -table[x[0]].ravage_damage)
            m = len(toks) if n <= 0 else min(n, len(toks))
            if not m:
                continue
            gone, kept = toks[:m], toks[m:]
            if op == "destroy":
                fear += sum(table[k].fear for k, _ in gone)
            elif op == "downgrade":
                for k, h in gone:
                    new = table[k].downgrades_to
                    h_new = h - (table[k].health - table[new].health) if new else 0    # damage kept
                    if h_new > 0:
                        kept.append([new, h_new])
            pcs = _with_pieces(pcs, kinds, kept, table)
        elif op == "defend":
            defend += n
        elif op == "skip":
            skipped.add(kinds)
        elif op in ("add", "gather") and kinds == K.DAHAN:
            pcs = dict(pcs)
            pcs[K.DAHAN] = pcs.get(K.DAHAN, 0) + (n if op == "add" else 1)
        elif op == "add" and len(kinds) == 1 and getattr(table.get(kinds), "token", False):
            pcs = dict(pcs)         # a token of a kind with rules of its own, weighed by the score
            pcs[kinds] = pcs.get(kinds, 0) + n
        elif op == "attach" and len(kinds) == 1:
            pcs = _carried_by_the_worst(pcs, kinds, n, table)
    return pcs, fear, defend, skipped


def _carried_by_the_worst(pcs: dict, letter: str, n: int, table: dict) -> dict:
    """The land's pieces once n pieces of the attached kind `letter` ride on its invaders, each on
    the one that deals the most damage among those not carrying one yet (a guess)."""
    pcs = dict(pcs)
    for _ in range(n):
        free = [t for t, c in pcs.items() if c > 0 and getattr(table.get(t[0]), "invader", False)
                and not P.carries(t, letter)]
        if not free:
            break
        t = max(free, key=lambda t: (table[t[0]].ravage_damage, t))
        pcs[t] -= 1
        if not pcs[t]:
            del pcs[t]
        carried = P.attach(t, letter)
        pcs[carried] = pcs.get(carried, 0) + 1
    return pcs
