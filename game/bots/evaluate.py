"""What the look-ahead bots know about a position: a cheap copy of the state, a way to resolve
steps on a copy with a default playout of the sub-choices, and the position score.

The score looks one invader phase ahead without peeking at hidden cards: the lands of the
invader cards on the Ravage and Build spaces will ravage and build, and the lands on the Build
space ravage the turn after. Nothing here changes the state it is given.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import compress
from operator import ne

from ..content import catalog
from ..content.layouts import build_island
from .. import kinds as K
from ..engine import pieces as P
from ..engine import query as Q
from ..engine import variant
from ..engine.island import island
from ..engine.spirits import elements as spirit_elements
from ..engine.spirits import card_plays, energy_income, short_of, spec, wildcards
from ..engine.state import GameState, SpiritState
from ..engine.damage import DAHAN_FIGHT_BACK, RAVAGE, added_damage
from .economy import economy
from .estimate import assign_damage

# The table's own questions (prompt set 2) and the answer that plays on as if they had not been
# asked: a bot gives it without thinking or drawing, so a seed plays the same game in any set.
PLAY_ON = {"start_invaders": "done", "futile_power": "use_anyway"}


def play_on(d):
    """The option that plays on for one of the table's own questions (None for any other)."""
    want = PLAY_ON.get(d.kind) if d is not None else None
    return next((o for o in d.options if o.kind == want), None) if want else None


def prompt_set(state: GameState) -> frozenset:
    """The legacy rules the game plays (engine.legacy): which version of the cards' texts it
    plays, where a card was revised (`ops.since`)."""
    return frozenset(state.config.get("rules", ()))


# --- copying and running (the engine's query module does both) -------------------------------

fast_clone = Q.clone


def lookahead(state: GameState, option, pick) -> GameState:
    """A copy of the position after choosing `option`, sub-choices by `pick`, up to the next
    phase menu, phase, invader action or fear card (nothing hidden is revealed)."""
    return Q.preview(state, option, "action", pick, events=False)


def resolve_copy(state: GameState, steps: list[dict], pick) -> GameState:
    """A copy of the position after resolving `steps` now, sub-choices by `pick`."""
    return Q.preview(state, steps, "action", pick, events=False)


# --- geography, cached per layout ------------------------------------------------------------

@lru_cache(maxsize=16)
def geo(boards: tuple[str, ...]):
    """(land ids, adjacency, coastal set, card id -> lands) for a layout."""
    isl = build_island(boards)
    lands = tuple(isl.lands)
    adj = {l: tuple(sorted(isl.lands[l].adjacent)) for l in lands}
    coastal = frozenset(l for l in lands if isl.lands[l].coastal)
    cards = {}
    for cid, card in catalog.INVADER_CARDS.items.items():
        if card.coastal:
            cards[cid] = frozenset(coastal)
        else:
            cards[cid] = frozenset(l for l in lands if isl.lands[l].terrain in card.terrains)
    terrain = {l: isl.lands[l].terrain for l in lands}
    return lands, adj, coastal, cards, terrain


def state_geo(state: GameState):
    return geo(island(state).key)


def lands_of(state: GameState, cards: list[str]) -> frozenset[str]:
    """Every land the given invader cards act on."""
    return _cards_lands(island(state).key, tuple(cards))


# --- predicting the invaders -----------------------------------------------------------------

# The base game's kinds have weights of their own (W); a pack's kind is weighed by its role and
# numbers (`_weight`). Every number is the game's own (`variant.kind`).
_E, _T, _C, _D, _B = K.EXPLORER, K.TOWN, K.CITY, K.DAHAN, K.BLIGHT


def raw_damage(pcs: dict, kinds: dict | None = None) -> int:
    """What the invaders of a land deal when they ravage (before Defend): each invader kind's
    ravage damage (the game's numbers, `kinds`, else the registry's)."""
    d = 0
    kinds = kinds or K.KINDS
    for t, n in pcs.items():
        k = kinds.get(t[0])
        if k is not None and k.invader:
            d += k.ravage_damage * n
    return d


def dahan_killed(pcs: dict, dmg: int, kinds: dict | None = None) -> int:
    """Pieces hurt by the ravage (Dahan) that `dmg` ravage damage destroys, dealt as the engine
    deals it: damaged ones first, then in registry order, each taking what it has left."""
    kinds = kinds or K.KINDS
    hurt = K.HURT_BY_RAVAGE
    if len(hurt) == 1 and kinds[hurt].health <= 2:      # the Dahan alone: whole, or damaged 1
        health = kinds[hurt].health
        damaged, whole = pcs.get(P.token(hurt, health - 1), 0) if health > 1 else 0, pcs.get(hurt, 0)
        k = min(damaged, dmg)
        dmg -= k
        return k + min(whole, dmg // health)
    toks = sorted(((P.damage_of(t), -K.ORDER[t[0]], t) for t in pcs if t[0] in hurt and pcs[t] > 0),
                  reverse=True)
    killed = 0
    for _dmg, _order, t in toks:
        need = kinds[t[0]].health - P.damage_of(t)
        if need <= 0:
            continue
        k = min(pcs[t], dmg // need)
        killed += k
        dmg -= k * need
        if k < pcs[t]:
            break
    return killed


def counterattack(pcs: dict, dmg: int) -> tuple[int, int, int]:
    """Explorers, Towns, Cities destroyed by `dmg` damage assigned like auto_damage."""
    killed = assign_damage(pcs, dmg, K.INVADERS)[1]
    return killed.count(_E), killed.count(_T), killed.count(_C)


def _weight(k: K.Kind) -> float:
    """What one invader of a kind weighs in the score: the base game's own weights, else 3 per
    point of ravage damage less 2 (an Explorer's 1, a Town's 4, a City's 7)."""
    w = W.get(k.letter) if k.pack == "base" else None
    return float(w) if w is not None else max(1.0, 3.0 * k.ravage_damage - 2.0)


# --- the score -------------------------------------------------------------------------------

W = {
    _E: 1.0, _T: 4.0, _C: 7.0,             # invaders on the island (long-term threat)
    _D: 1.2,                               # Dahan
    _B: 4.0,                               # blight on the island
    "new_blight": 7.0,                     # a ravage about to blight a land
    "dahan_lost": 1.5,                     # Dahan a ravage is about to destroy
    "presence_lost": 3.0,                  # presence a ravage's blight is about to destroy
    "counter": 0.8,                        # share of the invaders surviving Dahan will destroy
    "build": 1.0,                          # a build about to happen (plus the piece's own weight)
    "next_blight": 3.0,                    # a land on the Build card that will blight next turn
    "fear": 1.0,                           # per fear generated
    "fear_card": 3.0,                      # per fear card earned
    "terror": 10.0,                        # per terror level above 1
    "presence": 2.5,                       # per presence on the island
    "reach": 0.4,                          # per land with invaders within 1 of some presence
    "sacred": 0.8,                         # a sacred site, for spirits that use one
    "energy": 0.45,                        # per energy held
    "card": 1.0,                           # per power card owned
    "damage": 0.2,                         # per point of damage on a Town/City (heals at night)
    "innate": 1.5,                         # per innate level met and not yet used this turn
    "danger": 60.0,                        # danger(R) = danger / (R + 1), R = blight left to lose
}

FLIP_GUESS = 3  # blight per spirit a face-down blight card is expected to add when it flips


def blight_left(state: GameState) -> int:
    """Blight that may still be taken before the game is lost (a guess before the flip)."""
    r = state.blight_on_card
    if not state.blight_flipped:
        r += FLIP_GUESS * len(state.spirits)
    else:
        card = catalog.BLIGHT[state.blight_card]
        if card.still_healthy:
            r += FLIP_GUESS * len(state.spirits)
    return r


@lru_cache(maxsize=64)
def uses_sacred(spirit_id: str) -> bool:
    """Whether a spirit has a power that asks for a sacred site."""
    sp = catalog.SPIRITS[spirit_id]
    return any(p.source == "sacred" for p in sp.innates) or any(
        catalog.POWERS[c].source == "sacred" for c in sp.uniques)


def innate_levels_ready(state: GameState, s: SpiritState) -> int:
    """Innate levels the spirit meets now and has not used yet (for innates still to come)."""
    key = (s.spirit_id, state.phase, s.energy_revealed, s.plays_revealed, tuple(s.played),
           tuple(sorted(s.bonus_elements.items())), tuple(s.any_elements), tuple(s.used))
    n = _INNATE_CACHE.get(key)
    if n is None:
        n = _innate_levels_ready(state.phase, s)
        if len(_INNATE_CACHE) > 50000:
            _INNATE_CACHE.clear()
        _INNATE_CACHE[key] = n
    return n


_INNATE_CACHE: dict = {}


def _innate_levels_ready(phase: str, s: SpiritState) -> int:
    have = spirit_elements(s)
    wild = wildcards(s)
    n = 0
    for p in spec(s).innates:
        if p.id in s.used:
            continue
        if p.speed == "fast" and phase not in ("spirit", "fast"):
            continue
        if phase == "time":
            continue
        for lv in p.levels:
            if short_of(have, lv.elements) <= wild:
                n += 1
    return n


@lru_cache(maxsize=8192)
def reach_of(boards: tuple, pres: frozenset) -> frozenset:
    """The lands with presence and those next to them (where invaders count for the score's reach)."""
    adj = geo(boards)[1]
    out = set(pres)
    for l in pres:
        out.update(adj[l])
    return frozenset(out)


@lru_cache(maxsize=4096)
def _cards_lands(boards: tuple, cards: tuple) -> frozenset:
    g = geo(boards)[3]
    out: set = set()
    for c in cards:
        out |= g[c]
    return frozenset(out)


# --- this turn's effects --------------------------------------------------------------------
# The engine keeps its one-turn effects as lists of lands (skip_ravage, skip_build, isolate) or
# as land -> amount (defend); an effect a pack adds may keep any shape (a count, a flag, a list
# of spirits). The score reads them through these, which never fail on another shape.

def effect_lands(value) -> tuple | list | dict:
    """What a turn effect holds, for asking whether a land is in it: its lands (a list, a set,
    a dict's keys), or nothing for a value of another shape."""
    return value if isinstance(value, (list, tuple, set, frozenset, dict)) else ()


def effect_amounts(value) -> dict:
    """A turn effect's amount in each land (Defend), or none for a value of another shape."""
    if not isinstance(value, dict):
        return {}
    return {l: n for l, n in value.items() if isinstance(n, int) and not isinstance(n, bool)}


def effect_at(value, land: str):
    """A turn effect as one land sees it: its amount there, whether it names the land, or
    None for a value that names no land."""
    if isinstance(value, dict):
        return value.get(land, 0)
    if isinstance(value, (list, tuple, set, frozenset)):
        return land in value
    return None


def _roles(state: GameState, terror: int) -> tuple:
    """What the lands' terms read of the kinds, as this game plays them at this terror level:
    (the kinds, the invaders' letters in registry order, and by slot their weights, ravage damage
    and victory levels; each letter's role; the build ladder's slots; the Dahan's damage back).
    Worked out once per registry, terror level and changed numbers."""
    key = (terror, repr(state.kind_numbers) if state.kind_numbers else "")
    hit = _ROLES.get(key)
    if hit is not None and hit[0] is K.ORDER:
        return hit[1]
    kinds = variant.kinds(state)
    inv = K.INVADERS
    w, rd, level = [], [], []
    for l in inv:
        # less weight for kinds that no longer stand in the way of victory, more for those that
        # alone still do
        k = kinds[l]
        weight = _weight(k)
        held = max(1, k.holds_out_to)
        if terror >= 2 and held < 2:
            weight *= 0.7
        if terror >= 3:
            weight *= 0.8 if held == 2 else 1.3 if held >= 3 else 1.0
        w.append(weight)
        rd.append(k.ravage_damage)
        level.append(min(3, held))
    # each token's role in a land's term, damaged ones too: (an invader's slot, -1 hurt by the
    # ravage (Dahan) or -2 blight; the damage it carries)
    slots = {**{l: -1 for l in K.HURT_BY_RAVAGE}, _B: -2, **{l: i for i, l in enumerate(inv)}}
    role = {P.token(l, dmg): (slot, dmg) for l, slot in slots.items()
            for dmg in range(max(1, kinds[l].health))}
    ladder = [slots[l] for l in K.BUILT if slots.get(l, -1) >= 0]
    back = max((kinds[l].fights_back for l in K.HURT_BY_RAVAGE), default=0)
    out = (kinds, inv, w, rd, level, role, ladder, back)
    if len(_ROLES) > 64:
        _ROLES.clear()
    _ROLES[key] = (K.ORDER, out)
    return out


_ROLES: dict = {}


class _Ctx:
    """What every land's term of the score shares: invader cards, turn effects, weights."""

    __slots__ = ("rav", "bld", "skip_r", "skip_b", "defend", "w", "spirits", "key", "rd", "level", "inv",
                 "fights_back", "kinds", "role", "ladder", "state")

    def __init__(self, state: GameState):
        boards = island(state).key
        self.rav = _cards_lands(boards, tuple(state.ravage))
        self.bld = _cards_lands(boards, tuple(state.build))
        te = state.turn_effects
        self.skip_r = effect_lands(te.get("skip_ravage", ()))
        self.skip_b = effect_lands(te.get("skip_build", ()))
        self.defend = effect_amounts(te.get("defend", {}))
        terror = state.terror
        (self.kinds, self.inv, self.w, self.rd, self.level, self.role, self.ladder,
         self.fights_back) = _roles(state, terror)
        self.spirits = state.spirits
        self.key = (tuple(state.ravage), tuple(state.build), terror)
        self.state = state      # what the engine is asked about a land's tokens (`_with_tokens`)

    def in_land(self, land: str, defend: int, skipped: set) -> "_Ctx":
        """This context as `land` sees it once a power has added Defend there or skipped invader
        actions there ("ravage", "build")."""
        new = object.__new__(_Ctx)
        for name in _Ctx.__slots__:
            setattr(new, name, getattr(self, name))
        if defend:
            new.defend = {**self.defend, land: self.defend.get(land, 0) + defend}
        if "ravage" in skipped:
            new.skip_r = {*self.skip_r, land}
        if "build" in skipped:
            new.skip_b = {*self.skip_b, land}
        return new


def land_term(ctx: _Ctx, land: str, pcs: dict) -> tuple[float, float, bool]:
    """One land's share of the score: (value, blight its ravage is about to add, invaded)."""
    if not pcs:
        return 0.0, 0.0, 0
    d = b = dmg_tc = 0
    counts = None
    tokens = ctx.role
    odd = False             # a piece the table does not list: a token, or an invader carrying one
    for tok, n in pcs.items():
        r = tokens.get(tok)
        if r is None:
            odd = True
            r = _odd_token(tokens, tok)
            if r is None:
                continue
        slot = r[0]
        if slot >= 0:               # an invader: its slot in registry order, and its damage
            if counts is None:
                counts = [0] * len(ctx.inv)
            counts[slot] += n
            if r[1]:
                dmg_tc += n * r[1]
        elif slot == -1:
            d += n
        else:
            b += n
    s = W[_D] * d - W[_B] * b
    if odd:
        s += _token_stock(pcs)
    if counts is None:
        return s, 0.0, 0
    w, rd, lv = ctx.w, ctx.rd, ctx.level
    weight = 0.0
    raw = level = 0
    for i, n in enumerate(counts):  # registry order: the same float sum whatever the land's order
        if n:
            weight += w[i] * n
            raw += rd[i] * n
            if lv[i] > level:
                level = lv[i]
    s -= weight - W["damage"] * dmg_tc
    nb = 0.0
    if land in ctx.rav and land not in ctx.skip_r:
        tok = _with_tokens(ctx, land, pcs) if odd else None
        if tok is not None:
            raw = tok.raw
        dmg = max(0, raw - ctx.defend.get(land, 0))
        if tok is not None:
            dmg = tok.more(dmg, RAVAGE)
        dk = dahan_killed(pcs, dmg, ctx.kinds) if d else 0
        s -= W["dahan_lost"] * dk
        if dmg >= 2 and not (tok is not None and tok.blight_stopped):
            nb = 2.0 if b else 1.0
            lost = sum(1 for sp in ctx.spirits if sp.presence.get(land))
            s -= W["presence_lost"] * lost
        if d - dk > 0:
            back = ctx.fights_back * (d - dk)
            if tok is not None:
                back = tok.more(back, DAHAN_FIGHT_BACK)
            killed = assign_damage(pcs, back, K.INVADERS, ctx.kinds)[1]
            back = 0.0
            for i, l in enumerate(ctx.inv):
                back += w[i] * killed.count(l)
            s += W["counter"] * back
    if land in ctx.bld:
        built = 0
        if land not in ctx.skip_b and not (K.HOOKED.get("instead_of_build") and _stops_build(pcs)):
            ladder = ctx.ladder         # a City where Towns outnumber Cities, else a Town (K.to_build)
            if ladder:
                j = 0
                while j + 1 < len(ladder) and counts[ladder[j]] > counts[ladder[j + 1]]:
                    j += 1
                i = ladder[j]
                built = rd[i]
                s -= W["build"] + w[i]
        if raw + built >= 2 and not (d >= 2 and raw + built <= 3):
            s -= W["next_blight"] * (1.5 if b else 1.0)
    return s, nb, level


def _odd_token(tokens: dict, tok: str) -> tuple | None:
    """The role of a token the table of a land's term does not list (one carrying more than its
    kind's damage and health say, or something more in its notation): its kind's, with its damage."""
    whole = tokens.get(tok[:1])
    return None if whole is None else (whole[0], P.damage_of(tok))


def _stops_build(pcs: dict) -> bool:
    """Whether a piece in the land takes the place of a build (`instead_of_build`), as a guess:
    the hook is not run."""
    hooked = K.HOOKED.get("instead_of_build")
    return bool(hooked) and any(n > 0 and t[0] in hooked for t, n in pcs.items())


# --- tokens: what the kinds' hooks do, read from the hooks' names and asked of the engine ---------
# A piece whose kind takes part in a rule of its own (its hooks, game.kinds.HOOKS) is weighed by
# that rule, not by its letter: one that stops an action or a blight is worth part of what it
# stops, one that adds to damage or stops an invader's damage a part of a damage. Where such a
# piece changes a ravage about to happen, the engine says by how much (`_with_tokens`). Only
# lands holding such a piece are read this way: a base game's score is the same as before.

TOKEN_STOCK = {"instead_of_build": 1.0, "instead_of_blight": 1.2, "instead_of_explore": 0.6,
               "adds_damage": 0.5, "invader_damage": 0.8}


def _token_stock(pcs: dict) -> float:
    """What the land's tokens (and those its invaders carry) are worth as they stand, by their
    kinds' hooks (`TOKEN_STOCK`, the highest of a kind's)."""
    if _STOCK.get("") is not K.ORDER:
        _STOCK.clear()
        _STOCK[""] = K.ORDER
    v = 0.0
    for tok, n in pcs.items():
        w = _STOCK.get(tok)
        if w is None:
            letters = [tok[0]] + [c.upper() for c in P.carried(tok)] if len(tok) > 1 else [tok[0]]
            w = _STOCK[tok] = sum(max([0.0] + [TOKEN_STOCK.get(h, 0.0) for h in kind.hooks])
                                  for kind in map(K.KINDS.get, letters) if kind is not None and not kind.invader)
        v += w * n
    return v


_STOCK: dict = {}


class _Tokens:
    """What a ravage about to happen in a land holding tokens does, as the engine has it: the
    invaders' damage before Defend (their `invader_damage` hooks asked), what the land's
    `adds_damage` hooks add to an action dealing damage there, and whether a piece there takes
    the place of the blight (`instead_of_blight`). Asked on a copy of the position with the land
    as given."""

    __slots__ = ("sim", "land", "raw", "blight_stopped", "adds")

    def __init__(self, ctx: _Ctx, land: str, pcs: dict):
        sim = Q.clone(ctx.state, idle=True)
        sim.lands[land] = dict(pcs)
        self.sim, self.land, self.adds = sim, land, bool(K.hooked(pcs, "adds_damage"))
        self.raw = Q.ravage_parts(sim, land)[1] if K.hooked(pcs, "invader_damage") else raw_damage(pcs, ctx.kinds)
        self.blight_stopped = bool(K.hooked(pcs, "instead_of_blight")) and K.instead_of(
            Q.clone(sim, idle=True), land, "blight")

    def more(self, n: int, source: str) -> int:
        """An action's damage `n` in the land with what its pieces add (none to no damage)."""
        return added_damage(self.sim, self.land, n, source) if self.adds and n > 0 else n


def _with_tokens(ctx: _Ctx, land: str, pcs: dict) -> _Tokens | None:
    """The engine's word on a ravage in a land whose pieces take part in a damage or blight rule
    (None where none does: the score's own arithmetic holds)."""
    if not (K.hooked(pcs, "invader_damage") or K.hooked(pcs, "adds_damage") or K.hooked(pcs, "instead_of_blight")):
        return None
    return _Tokens(ctx, land, pcs)


def land_terms(state: GameState, ctx: _Ctx | None = None) -> dict:
    ctx = ctx or _Ctx(state)
    return {land: land_term(ctx, land, pcs) for land, pcs in state.lands.items()}


def totals(terms: dict) -> tuple:
    """Sum of the lands' values, blight about to be added, and the lands with invaders, with
    Towns or Cities, with Cities."""
    s = 0.0
    new_blight = 0.0
    invaded, tc, cities = [], [], []
    for land, (v, nb, inv) in terms.items():
        s += v
        new_blight += nb
        if inv:
            invaded.append(land)
            if inv >= 2:
                tc.append(land)
                if inv == 3:
                    cities.append(land)
    return s, new_blight, frozenset(invaded), frozenset(tc), frozenset(cities)


def combine(state: GameState, terms: dict, tot=None, memo: list | None = None) -> float:
    """The score from the lands' terms (or their totals) and the position's global parts.
    `memo` (one slot per spirit) remembers each spirit's own part between calls."""
    if state.result == "victory":
        return 1e6 - state.turn
    if state.result == "defeat":
        return -1e6 + state.turn
    s, new_blight, invaded, tc, cities = tot or totals(terms)
    terror = state.terror
    if (terror >= 4 or (terror == 3 and not cities) or (terror == 2 and not tc)
            or (terror == 1 and not invaded)):
        return 5e5 - state.turn      # the victory condition holds: the game is won at once
    s -= W["new_blight"] * new_blight
    r = blight_left(state) - new_blight
    s -= W["danger"] / (r + 1) if r >= 0 else W["danger"] * (2 - r)
    s += W["fear"] * state.fear_generated
    s += W["fear_card"] * (len(state.fear_earned) + len(state.fear_discard))
    s += W["terror"] * (state.terror - 1)
    phase = state.phase
    live = phase in ("spirit", "fast", "invader", "slow")
    for j, sp in enumerate(state.spirits):
        pres = sp.presence
        if memo is not None:
            m = memo[j]
            # the spirit exactly as when its part was last worked out (one C-level comparison)
            if m is not None and m[1] == phase and m[0] == sp.__dict__:
                if pres:
                    s += W["reach"] * len(m[3] & invaded)
                s += m[2]
                continue
        reach = reach_of(island(state).key, frozenset(pres)) if pres else None
        if pres:
            s += W["reach"] * len(reach & invaded)
        t = _spirit_term(state, sp, live)
        if memo is not None:
            memo[j] = (_spirit_copy(sp).__dict__, phase, t, reach)
        s += t
    return s


_spirit_copy = Q.copy_of(SpiritState)


def _spirit_term(state: GameState, sp: SpiritState, live: bool) -> float:
    """A spirit's own part of the score (its presence's reach aside)."""
    pres = sp.presence
    npres = sum(pres.values())
    t = W["presence"] * npres
    if npres <= 2:
        t -= 8.0 * (3 - npres)
    if pres and uses_sacred(sp.spirit_id) and any(n >= 2 for n in pres.values()):
        t += W["sacred"]
    t += W["energy"] * sp.energy
    t += W["card"] * (len(sp.hand) + len(sp.discard) + len(sp.played))
    t += economy(sp)
    if live:
        t += W["innate"] * innate_levels_ready(state, sp)
    return t


def score(state: GameState) -> float:
    """How good a position looks for the spirits (higher is better)."""
    if state.result:
        return combine(state, {})
    return combine(state, land_terms(state))


def _presence_moved(a: dict, b: dict) -> set:
    """The lands where two presence maps differ (none when they are equal)."""
    if a == b:
        return set()
    return {l for l in set(a) | set(b) if a.get(l) != b.get(l)}


def _named_by_effects(effects: dict, other: dict, lands) -> set:
    """The lands that turn effects name, in either of two sets of them: a turn effect changes
    the terms of the lands it names, then or now (of `lands` only)."""
    out = set()
    for k in set(effects) | set(other):
        for v in (effects.get(k, ()), other.get(k, ())):
            out.update(l for l in effect_lands(v) if isinstance(l, str) and l in lands)
    return out


class Scorer:
    """Scores positions that differ a little from a base position, re-scoring only the lands
    that changed (pieces, presence or turn effects there).

    `prev`, the Scorer of an earlier position of the same game (a bot's last decision), lends
    what still holds: a land's term where the invader cards, terror and turn effects are the
    same and the land's pieces and presence are as they were, and each spirit's part (which
    `combine` checks itself). Every score is exactly the one worked out afresh."""

    def __init__(self, base: GameState, prev: "Scorer | None" = None):
        self.base = base
        self.order = tuple(base.lands)
        te = base.turn_effects
        # the lands' pieces, presence and turn effects as they are now (the state goes on changing)
        self.seen = (list(map(dict.copy, base.lands.values())),
                     [sp.presence.copy() for sp in base.spirits], repr(te),
                     {k: v.copy() if isinstance(v, (list, dict, set)) else v for k, v in te.items()})
        # the lands' shared context, the last decision's while the invader cards, terror and
        # turn effects are the same
        if (prev is not None and prev.order == self.order and prev.seen[2] == self.seen[2]
                and prev.ctx.key == (tuple(base.ravage), tuple(base.build), base.terror)):
            self.ctx = prev.ctx
            self.ctx.spirits = base.spirits
        else:
            self.ctx = _Ctx(base)
        lent = self._lent(prev) if prev is not None else None
        self.terms = lent if lent is not None else land_terms(base, self.ctx)
        self.tot = totals(self.terms)
        self.memo = list(prev.memo) if prev is not None and len(prev.memo) == len(base.spirits) \
            else [None] * len(base.spirits)
        self._value = None

    @property
    def value(self) -> float:
        """The base position's score (worked out when first asked: most decisions only compare
        their look-aheads)."""
        if self._value is None:
            self._value = combine(self.base, self.terms, self.tot, self.memo)
        return self._value

    def _lent(self, prev: "Scorer") -> dict | None:
        """The lands' terms, those of `prev` where they still hold (None: none can be lent)."""
        lands, presence, te, effects = self.seen
        p_lands, p_presence, p_te, p_effects = prev.seen
        if prev.order != self.order or prev.ctx.key != self.ctx.key or len(p_presence) != len(presence):
            return None
        terms = dict(prev.terms)
        changed = set(compress(self.order, map(ne, lands, p_lands)))
        for a, b in zip(presence, p_presence):
            changed |= _presence_moved(a, b)
        if p_te != te:
            changed |= _named_by_effects(effects, p_effects, terms)
        ctx, pieces = self.ctx, self.base.lands
        for land in changed:
            terms[land] = land_term(ctx, land, pieces[land])
        return terms

    def __call__(self, sim: GameState) -> float:
        base = self.base
        if sim.result:
            return combine(sim, {})
        if (sim.terror != base.terror or sim.ravage != base.ravage or sim.build != base.build
                or len(sim.spirits) != len(base.spirits)):
            return score(sim)
        bl, sl = base.lands, sim.lands
        if tuple(sl) == self.order:     # a copy keeps the lands in order: compare them pairwise in C
            changed = set(compress(sl, map(ne, sl.values(), bl.values())))
        else:
            changed = {land for land, pcs in sl.items() if pcs != bl[land]}
        for a, b in zip(sim.spirits, base.spirits):
            if a.presence != b.presence:        # mostly equal: no call
                changed |= _presence_moved(a.presence, b.presence)
        te_changed = sim.turn_effects != base.turn_effects
        ctx = self.ctx
        if te_changed:
            ctx = _Ctx(sim)
            changed |= _named_by_effects(sim.turn_effects, base.turn_effects, bl)
        if not changed:
            return combine(sim, self.terms, self.tot, self.memo)
        if not te_changed:
            ctx.spirits = sim.spirits
        tot = self.tot
        sv, nb = tot[0], tot[1]
        groups = None          # the invaded lands' sets, copied only when a land's level changes
        terms, lands = self.terms, sim.lands
        for land in sorted(changed):       # a fixed order: float sums do not depend on hashing
            ov, onb, oi = terms[land]
            v, b, i = land_term(ctx, land, lands[land])
            sv += v - ov
            nb += b - onb
            if i != oi:
                if groups is None:
                    groups = (set(tot[2]), set(tot[3]), set(tot[4]))
                for group, flag in zip(groups, (i >= 1, i >= 2, i == 3)):
                    if flag:
                        group.add(land)
                    else:
                        group.discard(land)
        ctx.spirits = base.spirits if ctx is self.ctx else ctx.spirits
        if groups is None:
            return combine(sim, terms, (sv, nb, tot[2], tot[3], tot[4]), self.memo)
        return combine(sim, terms, (sv, nb, *map(frozenset, groups)), self.memo)


__all__ = ["land_term", "prompt_set", "effect_lands", "effect_amounts", "effect_at", "fast_clone", "lookahead",
           "resolve_copy", "score", "lands_of", "state_geo", "Scorer", "raw_damage", "dahan_killed", "counterattack", "W",
           "blight_left", "card_plays", "energy_income"]
