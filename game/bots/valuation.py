"""How the greedy bot values things: danger on the island, options, cards, growth, and the
small helpers its look-ahead uses. Separate from greedy.py so the bot's decision flow reads
on its own."""
from __future__ import annotations

from functools import lru_cache

from ..content import catalog
from .. import kinds as K
from ..engine import variant
from ..engine import pieces as P
from ..engine.island import island
from ..engine.powers import ON_PIECES, power_spec
from ..engine.spirits import card_plays, energy_income
from ..engine.state import GameState, Option
from .estimate import after_steps
from .economy import slot_gain
from .evaluate import (W, effect_at, effect_lands, land_term, lands_of, play_on, prompt_set,
                       raw_damage, reach_of, state_geo, uses_sacred)

CHECK_SCORER = False      # debugging: compare the incremental score with the full one
MAX_LOOKAHEAD = 6         # options looked ahead at one decision: the best 5 by quick_value and a skip or stop
PRESENCE_LOOKAHEAD = 4    # lands tried when adding a presence (the most promising first)
MAX_TARGET_LOOKAHEAD = 2  # targets tried when a power is used (the most promising first)
PROMISE_SHARE = 1.5       # the rules of thumb's part of a target's promise, beside its estimated gain
PROMISE_ESTIMATED = 8     # targets whose gain is estimated: the first by the rules of thumb
PLAY_MARGIN = 0.4         # a card is played when its value beats its cost by this much
ENERGY_VALUE = 0.45       # score units per energy (matches evaluate.W["energy"])
NEW_CARD_VALUE = 2.0      # what a power card gained at growth is expected to be worth this turn
NEW_MAJOR_VALUE = 7.0     # ... a major power (cost about 5)
PLAYED_FROM_HAND = 1.5    # a card of a hand not seen, played by an effect (its cost paid)
DAHAN_LOST = 2.0          # score units per Dahan a power's own damage destroys
DAHAN_GUESS = 2           # Dahan in the land, when a card is valued away from the island
DAHAN_GATHERED = 1.2      # a Dahan gathered: it fights back (2 damage) where the invaders ravage
DAHAN_STRIKE = 3.0        # damage per Dahan: the Dahan a card with it gathers or finds there
ISOLATE_VALUE = 1.6       # Isolate: no Explore into the land (a skipped Explore is 1.2) nor from it
DESTROYED_EXPLORER = 1.5  # an Explorer destroyed or removed: the 1 damage it would take (1.5 a damage)
PROMISE_NOW = 1.5         # a card kept: up to this for a land in reach where it promises much now
OUT_OF_REACH = 0.6        # a card kept: per Energy its cost is beyond what the spirit can spend next turn
GAINED_MAJOR = 5.0        # a Major Power gained by an effect (kept from 4; played, one is worth about 7)
NOVELTY = 1.0             # a kept card that does what none of the spirit's cards and innates does
# lasting value of growth actions: a presence (plus what its track slot is worth), a card
# (more when the deck is thin for the card plays, or energy piles up unspent)
GROWTH = {"presence": 3.0, "slot": 2.5, "card": 3.0, "thin": 1.5, "surplus": 1.2}


def energy_value(energy: int) -> float:
    """What one energy is worth holding: less the more of it piles up unspent."""
    return ENERGY_VALUE * min(1.0, 4.0 / (energy + 1))


# --- cheap rules of thumb for the playout and for pre-selecting options ----------------------

_PIECE = {K.CITY: 5.0, K.TOWN: 3.0, K.EXPLORER: 1.0, K.BLIGHT: 4.0, K.DAHAN: -2.0}


class _Danger:
    """How bad it is for an invader to stand in a land right now (computed on demand)."""

    def __init__(self, state: GameState):
        self.state = state
        self.rav = lands_of(state, state.ravage)
        self.bld = lands_of(state, state.build)
        self.skip_r = effect_lands(state.turn_effects.get("skip_ravage", ()))
        self.memo: dict = {}

    def __getitem__(self, l: str) -> float:
        v = self.memo.get(l)
        if v is None:
            pcs = self.state.lands[l]
            v = 0.0
            if l in self.rav and l not in self.skip_r:
                v += 3.0
            if l in self.bld:
                v += 1.5
            if pcs.get(K.BLIGHT):
                v += 0.7
            v -= 0.6 * min(P.count(pcs, K.DAHAN), 2)
            self.memo[l] = v
        return v


def _danger_map(state: GameState) -> _Danger:
    return _Danger(state)


def quick_value(state: GameState, o: Option, danger: dict | None = None) -> float:
    """A rough value of one sub-choice, without copying the state."""
    k = o.kind
    if k == "auto":
        return 100.0
    if k == "spare":
        return 100.0        # a power's damage to Dahan: destroy as few as it can
    if k in ("skip", "stop", "none"):
        return 0.0
    if k == "play":         # a card played by an effect, its cost paid
        return card_static_value(o.card, prompt_set(state)) - PLAY_MARGIN
    if k == "move":
        return _move_value(state.lands, danger or _danger_map(state), o)
    if k in ("piece", "damage"):
        return _PIECE.get(P.kind(o.piece), 1.0)
    if k == "cascade":
        pcs = state.lands[o.land]
        pres = sum(s.presence.get(o.land, 0) for s in state.spirits)
        return -3.0 * bool(pcs.get(K.BLIGHT)) - 2.0 * pres - 0.5 * P.count(pcs, K.DAHAN)
    if k in ("target", "land"):
        if not o.land:
            return 0.5
        pcs = state.lands[o.land]
        return raw_damage(pcs) + 0.5 * P.count(pcs, K.BLIGHT) + 0.2 * P.count(pcs, K.DAHAN)
    if k == "threshold":
        return bin(o.index).count("1") + o.index * 1e-3
    return 0.0


# damage to assign: "auto" (100 by quick_value, any single piece 5 at most); a power's damage to
# the Dahan: "spare" (100)
QUICK_ANSWER = {"damage": "auto", "damage_dahan": "spare"}


def quick_pick(state: GameState, d) -> Option:
    """The playout's answer to a sub-decision."""
    k = d.kind
    opts = d.options
    go_on = play_on(d)
    if go_on is not None:
        return go_on
    if k == "presence_source":
        return _best_source(state, opts)
    if k in ("power_deck",):
        return next((o for o in opts if o.piece == "minor"), opts[0])
    if k in ("keep_power", "reclaim"):
        return max(opts, key=lambda o: card_static_value(o.card))
    if k == "forget":
        return min(opts, key=lambda o: card_static_value(o.card))
    if k in ("growth_action", "ravage_order"):
        return opts[0]
    if k in QUICK_ANSWER:      # what quick_value ranks first there, found without ranking
        return next((o for o in opts if o.kind == QUICK_ANSWER[k]), None) or \
            max(opts, key=lambda o: quick_value(state, o))
    if k == "play_card":
        return max(opts, key=lambda o: played_card_value(o.card, d.then["fx"].get("pay", False),
                                                         prompt_set(state)) - PLAY_MARGIN if o.card else 0.0)
    if k in ("push", "gather"):
        return _best_move(state, opts)
    return max(opts, key=lambda o: quick_value(state, o))


def _move_value(lands: dict, danger, o: Option) -> float:
    """A piece moved from o.land to o.to: an invader is worth most moved out of danger (by its
    weight), a Dahan where invaders are, alive."""
    kind = P.kind(o.piece)
    if kind == K.DAHAN:
        return (raw_damage(lands[o.to]) - raw_damage(lands[o.land])) * 0.5 + 0.1
    return _PIECE.get(kind, 1.0) * (danger[o.land] - danger[o.to]) + 0.05


def _best_move(state: GameState, opts) -> Option:
    """The push or gather the playout makes: the first of the options `quick_value` ranks
    highest (its move and stop rules, in one loop: a look-ahead through a push or a gather asks
    this at every piece moved)."""
    danger = _Danger(state)
    lands = state.lands
    best, bv = None, None
    for o in opts:
        v = _move_value(lands, danger, o) if o.kind == "move" else quick_value(state, o, danger)
        if bv is None or v > bv:
            best, bv = o, v
    return best


def _best_source(state: GameState, opts: list[Option]) -> Option:
    s = state.spirits[opts[0].spirit]
    best, bv = opts[0], None
    for o in opts:
        if o.piece:
            v = slot_gain(s, o.piece)
        else:
            v = -2.0 + 0.1 * s.presence.get(o.land, 0)
        if bv is None or v > bv:
            best, bv = o, v
    return best


# --- what a card is worth in the abstract (for keeping, forgetting, reclaiming) ---------------

def played_card_value(cid: str, pay: bool, ps: frozenset = frozenset()) -> float:
    """What a card played by an effect is worth: its value as a card, less its cost only if
    the effect makes the spirit pay it."""
    return card_static_value(cid, ps) + (0.0 if pay else 0.55 * catalog.POWERS[cid].cost)


def _play_card_value(op: dict, ps: frozenset, hand) -> float:
    """A card an effect plays: the best of the hand's (none if none is worth it), a hand not
    seen as a typical card, or a power deck's top card, free, as a new card of that deck."""
    frm = op.get("from", "hand")
    if frm != "hand":
        return NEW_MAJOR_VALUE if frm == "major" else NEW_CARD_VALUE
    if hand is None:
        return PLAYED_FROM_HAND
    return max([0.0] + [played_card_value(c, op.get("pay", False), ps) for c in hand])


def dahan_spared_losses(n: int, dahan: int) -> int:
    """Dahan destroyed by n damage split to spare them, among `dahan` whole Dahan: each first
    takes all it can survive, and only the damage left over destroys."""
    room = dahan * (K.KINDS[K.DAHAN].health - 1)
    return min(dahan, max(0, n - room))


def _op_value(op: dict, ps: frozenset = frozenset(), hand=None) -> float:
    """What one effect primitive is worth in the abstract, in a game of that prompt set (the
    branch a revised card takes), a card played from `hand` if known."""
    k = op["op"]
    n = op.get("n", 1)
    if k == "since":
        branch = op["before"] if op["legacy"] in ps else op["then"]
        return sum(_op_value(x, ps, hand) for x in branch)
    if k == "play_card":
        return _play_card_value(op, ps, hand)
    if k == "damage_dahan":
        hits = n * (DAHAN_GUESS if op.get("per") else 1)
        return -DAHAN_LOST * dahan_spared_losses(hits, DAHAN_GUESS)
    if k == "damage":
        v = 1.5 * n
        if op.get("per") == K.DAHAN:    # the Dahan strike with the power: as many as fight back
            return v * DAHAN_STRIKE
        return v * (2.0 if op.get("per") else 1.0)
    if k == "damage_each":
        return (2.5 * n) * (0.3 if K.DAHAN in op["kinds"] else 1.0)
    if k in ("destroy", "remove", "downgrade"):
        kinds = op["kinds"]
        per = max(_PIECE.get(x, 1.0) for x in kinds) if kinds else 1.0
        if k == "downgrade":
            per *= 0.5
        if k == "remove" and kinds == K.DAHAN:
            return -1.0
        # never worth less than the damage it would take (an Explorer: 1 damage)
        per = max(per, DESTROYED_EXPLORER) if k != "downgrade" else per
        return per * (2.0 if n == 0 else n)
    if k == "push":     # an invader pushed out of a land spares it; the heavier it may be, the more
        kinds = op["kinds"]
        return 0.8 * n + (0.8 if K.TOWN in kinds else 0.0) + (0.8 if K.CITY in kinds else 0.0)
    if k == "gather":   # Dahan gathered fight back where invaders ravage (2 damage each); an invader
        # gathered leaves the land it threatened, as one pushed does
        return (DAHAN_GATHERED if op["kinds"] == K.DAHAN else 0.8) * n
    if k == "add":
        if op["kinds"] == K.DAHAN:
            return 1.3 * n
        return token_value(op["kinds"][:1]) * n
    if k == "attach":   # a piece carried by an invader: worth what its hooks do to that invader
        return token_value(op["letter"]) * n
    if k == "defend":
        return 0.8 * n
    if k == "fear":
        return 1.1 * n * (1.5 if op.get("per") else 1.0)
    if k == "energy":
        return 0.8 * n
    if k == "isolate":  # no exploring into the land nor from it: more than one skipped Explore
        return ISOLATE_VALUE
    if k == "skip":
        return {"ravage": 4.0, "build": 2.2, "explore": 1.2}[op["action"]]
    if k == "presence_here":
        return 3.5
    if k == "gain_power":
        return 2.5 if op.get("kind") == "minor" else GAINED_MAJOR
    if k == "reclaim_one":
        return 1.5
    if k == "element":
        return 0.5
    if k == "if":
        return 0.5 * sum(_op_value(x, ps, hand) for x in op["then"]) + \
            0.5 * sum(_op_value(x, ps, hand) for x in op["else"])
    if k == "repeat":
        return 3.0
    return 0.5


# What a token added to a land is worth, by the rules its kind takes part in (its hooks): one that
# stops a build, an explore or a blight is worth what it stops; one that adds to damage there, or
# stops an invader's damage in its next ravage, a damage's worth; one with no rule of its own (that
# powers count and move) a little.
TOKEN_HOOK_VALUE = {"instead_of_build": 2.2, "instead_of_blight": 2.0, "instead_of_explore": 1.2,
                    "adds_damage": 1.5, "invader_damage": 1.5}
TOKEN_PLAIN = 0.6


TOKEN_COUNTED = 1.2     # a token with no rule of its own that the game's powers count or move


def token_value(letter: str) -> float:
    """What one piece of the kind `letter` added by a power is worth: an invader's is a loss, a
    token's what its hooks do (TOKEN_HOOK_VALUE), a kind unknown to this game a loss too. A token
    with no rule of its own is worth more when powers count or move it (`counted_by_powers`)."""
    kind = K.KINDS.get(letter)
    if kind is None or kind.invader or not kind.token:
        return -1.0
    plain = TOKEN_COUNTED if counted_by_powers(letter) else TOKEN_PLAIN
    return max([plain] + [TOKEN_HOOK_VALUE.get(h, 0.0) for h in kind.hooks])


def counted_by_powers(letter: str) -> bool:
    """Whether some power of the catalogue (a card or an innate) counts pieces of this kind (an
    effect per piece, a condition on how many stand in the land) or gathers and pushes them:
    what a token with no rule of its own is there for."""
    key = (letter, len(catalog.POWERS.items), len(catalog.SPIRITS.items))
    hit = _COUNTED.get(key)
    if hit is None:
        hit = _COUNTED[key] = any(_counts(ops, conds, letter) for ops, conds in _all_powers())
    return hit


_COUNTED: dict = {}


def _all_powers():
    """Every power's steps with its land conditions: the cards', then each innate's levels."""
    for c in catalog.POWERS.items.values():
        yield tuple(c.effect) + tuple(c.threshold_effect or ()), tuple(c.conditions or ())
    for sp in catalog.SPIRITS.items.values():
        for inn in sp.innates:
            yield tuple(op for lv in inn.levels for op in lv.effect), tuple(getattr(inn, "conditions", ()) or ())


def _counts(ops, conds, letter: str) -> bool:
    counted = (f"{letter}>", f"{letter}<", f"{letter}=")
    if any(isinstance(c, str) and c.startswith(counted) for c in conds):
        return True
    for op in _steps(ops):
        if letter in (op.get("per") or ""):
            return True
        if op.get("op") in ("gather", "push") and op.get("kinds") == letter:
            return True
        cond = op.get("cond") or ()
        if any(isinstance(c, str) and c.startswith(counted) for c in cond):
            return True
    return False


def card_static_value(cid: str, ps: frozenset = frozenset(), hand=None) -> float:
    """A card's worth away from the island (keeping, forgetting, reclaiming), in a game of that
    prompt set, a card it plays coming from `hand` if known."""
    c = catalog.POWERS[cid]
    v = sum(_op_value(op, ps, hand) for op in c.effect)
    if c.threshold:
        v += 0.4 * sum(_op_value(op, ps, hand) for op in c.threshold_effect)
    v -= 0.55 * c.cost
    v += 0.25 * len(c.elements)
    if c.speed == "fast":
        v += 0.3
    return v


def power_worth(state: GameState, i: int, pid: str, innate: bool, levels: tuple = ()) -> float:
    """What using a power this turn is worth to spirit i, away from any land: what its steps do
    (`_op_value`, in the game's prompt set, a card it plays coming from the rest of the hand),
    and for a card its elements and speed and a share of its threshold's effect (its cost is
    weighed by whoever chooses to pay it). An innate power: the steps of the levels that fire."""
    s = state.spirits[i]
    ps = prompt_set(state)
    reads = _reads_hand(s.spirit_id, pid, innate)
    key = (ps, s.spirit_id, pid, innate, levels, tuple(c for c in s.hand if c != pid) if reads else None)
    v = _WORTH.get(key)
    if v is None:
        p = power_spec(state, i, pid, innate)
        hand = [c for c in s.hand if c != pid]
        if innate:
            v = sum(_op_value(op, ps, hand) for k in levels for op in p.levels[k].effect)
        else:
            v = card_static_value(pid, ps, hand) + 0.55 * p.cost
        if len(_WORTH) > 8192:
            _WORTH.clear()
        _WORTH[key] = v
    return v


# power_worth is a function of what its key names (the steps are content, fixed for a game)
_WORTH: dict = {}


@lru_cache(maxsize=1024)
def _reads_hand(spirit_id: str, pid: str, innate: bool) -> bool:
    """Whether a power's worth depends on the rest of the hand: a step plays a card from it."""
    p = next(x for x in catalog.SPIRITS[spirit_id].innates if x.id == pid) if innate else catalog.POWERS[pid]
    return any(op.get("op") == "play_card" and op.get("from", "hand") == "hand" for op in _steps(_power_ops(p)))


# --- the bot ----------------------------------------------------------------------------------

def _power_ops(p) -> list:
    """Every top-level step a power (a card, with its threshold's, or an innate's levels) may run."""
    return [op for lv in p.levels for op in lv.effect] if hasattr(p, "levels") else \
        list(p.effect) + list(p.threshold_effect)


def _moves_pieces(p) -> bool:
    """Whether a power pushes or gathers (then where a land lies matters, not only what is in it)."""
    return any(op["op"] in ("push", "gather") for op in _power_ops(p))


def distinct_lands(state: GameState, lands: list[str], by_place: bool, spirit: int) -> list[str]:
    """The lands, one of each kind: two lands with the same pieces, presence, terrain and
    invader cards give the same result for a power that moves nothing."""
    if by_place:
        return list(lands)
    rav = lands_of(state, state.ravage)
    bld = lands_of(state, state.build)
    _, _, coastal, _, terr = state_geo(state)
    effects = list(state.turn_effects.values())
    presence = [sp.presence for sp in state.spirits]
    pieces = state.lands
    seen, out = set(), []
    for l in lands:
        sig = (tuple(sorted(pieces[l].items())), l in rav, l in bld, terr[l], l in coastal,
               tuple([p.get(l, 0) for p in presence]),
               tuple([effect_at(v, l) for v in effects]) if effects else ())
        if sig not in seen:
            seen.add(sig)
            out.append(l)
    return out


def _with_threshold(p, ops: list) -> list:
    """A major power's effect when its element threshold is used."""
    return list(p.threshold_effect) if p.threshold_replaces else ops + list(p.threshold_effect)


def _wants_major(s) -> bool:
    """Draw majors when the energy is there to pay for them (a major makes you forget a card,
    so a small deck waits for a bigger surplus)."""
    owned = len(s.hand) + len(s.discard) + len(s.played)
    spend = s.energy + energy_income(s)
    return spend >= 7 or (owned >= max(5, 2 * card_plays(s)) and spend >= 5)


def _steps(ops):
    """Every step of an effect, those inside a condition or a revision too."""
    for op in ops:
        yield op
        for k in ("then", "else", "before"):
            inner = op.get(k)
            if isinstance(inner, (list, tuple)):
                yield from _steps(inner)


# The steps whose outcome in a land the Promise reads (`estimate.after_steps`), and of those the
# ones that act only on pieces there.
_ON_PIECES = frozenset(ON_PIECES)
_ESTIMATED = _ON_PIECES | {"defend", "skip", "add", "gather", "attach"}


def _read_steps(ops: list) -> tuple:
    """What a Promise reads from a power's steps: (each step for the rules of thumb; those that
    `after_steps` estimates, with their `per` kinds; the same without `per`, when none has one;
    the kinds of pieces they act on; whether one acts on the land itself (Defend, a skip, Dahan
    added or gathered) rather than on pieces there). Read once per list of steps (the steps are
    the content's, which never changes) and registry of invader kinds (a pack may add one)."""
    key = (K.INVADERS, *map(id, ops))
    hit = _READ.get(key)
    if hit is not None:
        return hit[1]
    steps = []
    for op in _steps(ops):
        n = op.get("n", 1)
        kinds = op.get("kinds") or K.INVADERS
        steps.append((op.get("op"), n if isinstance(n, int) and n > 0 else 1,
                      "".join(x for x in kinds if x in K.INVADERS), K.DAHAN in kinds, kinds == K.DAHAN))
    acts = [(op["op"], op.get("n", 1) if isinstance(op.get("n", 1), int) else 1,
             op.get("action", "") if op["op"] == "skip" else op.get("letter", "") if op["op"] == "attach"
             else op.get("kinds") or "",
             (op.get("per") or "").replace(K.PRESENCE, ""))
            for op in _steps(ops) if op.get("op") in _ESTIMATED]
    fixed = None if any(per for *_, per in acts) else [a[:3] for a in acts]
    kinds = "".join({k for op, _, kinds, _ in acts if op in _ON_PIECES for k in kinds})
    on_land = any(op not in _ON_PIECES for op, *_ in acts)
    if len(_READ) > 4096:
        _READ.clear()
    # the steps are kept with their reading, so no other list can take their ids meanwhile
    _READ[key] = (list(ops), (steps, acts, fixed, kinds, on_land))
    return _READ[key][1]


_READ: dict = {}


_ON_INVADERS = frozenset(("damage", "damage_each", "destroy", "remove", "downgrade"))


class Promise:
    """Where a power's steps look able to do the most, land by land: an order in which to try
    its targets (not a value). Read from the steps as data and the invader cards, once per
    decision: damage and destruction where invaders stand, weighted by how soon they ravage or
    build; Defend where the ravage comes; a push where there is something to push; Isolate and
    skips by the threat. Given the decision's Scorer, it adds what the steps look to gain in the
    land's own term of the score (`_gain`, in `best`). On 6,000 target choices the look-ahead's
    pick was among the 2 lands so ordered in 86 % / 76 % of them (2 / 4 spirits), against 74 % /
    60 % for the first 2 by the rules of thumb alone and 91 % / 80 % for the first 4, which the bot
    tried until stop 19; the games won stayed the same (docs/performance.md, "Stop 20")."""

    def __init__(self, state: GameState, ops: list, scorer=None):
        self.state = state
        self.steps, self.acts, self.fixed, self.kinds, self.on_land = _read_steps(ops)
        self.rav = lands_of(state, state.ravage)
        self.bld = lands_of(state, state.build)
        self.skip = effect_lands(state.turn_effects.get("skip_ravage", ()))
        self.table = variant.kinds(state)       # the kinds as this game plays them
        self.rd = {k: self.table[k].ravage_damage for k in self.table if self.table[k].invader}
        # what an empty land promises, off and on the Build card's lands (nothing else counts there)
        self.empty = (self._of("", {}), self._of(next(iter(self.bld), ""), {}))
        self.scorer = scorer

    def __call__(self, land: str) -> float:
        """What a land promises by the rules of thumb alone (`best` adds the estimated gain)."""
        return self.thumb(land)

    def thumb(self, land: str) -> float:
        """The rules of thumb's part alone."""
        pcs = self.state.lands[land]
        return self._of(land, pcs) if pcs else self.empty[land in self.bld]

    def best(self, lands: list[str], k: int) -> list[str]:
        """The k lands that promise most, in order: of the first `PROMISE_ESTIMATED` by the rules
        of thumb, those that promise most with their estimated gain too (given a Scorer)."""
        thumbs = {l: self.thumb(l) for l in lands}
        order = sorted(lands, key=lambda l: -thumbs[l])     # stable: of equal promise, as given
        if self.scorer is None:
            return order[:k]
        pcs = self.state.lands
        order = order[:PROMISE_ESTIMATED]
        value = {l: PROMISE_SHARE * thumbs[l] + self._gain(l, pcs[l]) for l in order}
        return sorted(order, key=lambda l: -value[l])[:k]

    def _gain(self, land: str, pcs: dict) -> float:
        """What the steps look to gain in the land's own term of the score, read from what they
        would leave there (`estimate.after_steps`), with the fear of what they destroy."""
        if not self.on_land and not P.count(pcs, self.kinds):
            return 0.0
        steps = self.fixed or [(op, n * P.count(pcs, per) if per else n, kinds) for op, n, kinds, per in self.acts]
        new, fear, defend, skipped = after_steps(pcs, steps, self.table)
        if new is pcs and not defend and not skipped:
            return W["fear"] * fear
        ctx = self.scorer.ctx
        if defend or skipped:
            ctx = ctx.in_land(land, defend, skipped)
        return land_term(ctx, land, new)[0] - self.scorer.terms[land][0] + W["fear"] * fear

    def _of(self, land: str, pcs: dict) -> float:
        by_kind: dict = {}
        raw = inv = 0           # raw_damage(pcs) and the invaders, in the same pass
        rd = self.rd
        for t, n in pcs.items():
            k = t[0]
            by_kind[k] = by_kind.get(k, 0) + n
            d = rd.get(k)
            if d is not None:
                raw += d * n
                inv += n
        get = by_kind.get
        dahan = get(K.DAHAN, 0)
        blight = get(K.BLIGHT, 0)
        ravaged = land in self.rav and land not in self.skip
        threat = raw * (2.0 if ravaged else 0.5) + (1.5 if land in self.bld else 0.0) + 0.5 * blight
        per_invader = threat / max(1, inv)
        v = 0.0
        for k, n, kinds, moves_dahan, only_dahan in self.steps:
            if k in _ON_INVADERS:
                present = 0     # the invaders of the kinds the step acts on
                for x in kinds:
                    present += get(x, 0)
                if present:
                    v += min(n, present) * (1.0 + per_invader)
            elif k == "defend":
                v += min(n, raw) * (2.0 if ravaged else 0.2)
            elif k == "push":
                present = 0
                for x in kinds:
                    present += get(x, 0)
                if present:
                    v += min(n, present) * (0.5 + per_invader)
                elif moves_dahan:
                    v += 0.1 * dahan
            elif k == "gather":
                v += 0.3 * n + (0.5 * raw if moves_dahan else 0.0)
            elif k in ("isolate", "skip"):
                v += threat
            elif k == "add" and only_dahan:
                v += 0.5 + (0.3 * raw if ravaged else 0.0)
            elif k == "damage_dahan":
                v -= 0.5 * dahan
            elif k == "fear":
                v += 0.05 * inv
        interest = raw * 2 + blight * 2 + dahan + (0.5 if pcs else 0)
        return v + 0.01 * interest


class PresencePromise:
    """Where a new presence of spirit i looks best, land by land: an order in which to try the
    lands (not a value), by the parts of the score a presence moves: the invaded lands it brings
    within reach, a sacred site for a spirit that uses one, and not a land the coming ravage is
    about to blight."""

    def __init__(self, state: GameState, i: int):
        self.state = state
        self.i = i
        self.adj = state_geo(state)[1]
        self.reach = reach_of(island(state).key, frozenset(state.spirits[i].presence))
        self.rav = lands_of(state, state.ravage)
        self.skip = effect_lands(state.turn_effects.get("skip_ravage", ()))
        self.sacred = uses_sacred(state.spirits[i].spirit_id)
        self.invaded = {l for l, pcs in state.lands.items() if P.count(pcs, K.INVADERS)}

    def __call__(self, land: str) -> float:
        new = sum(1 for l in (land, *self.adj[land]) if l in self.invaded and l not in self.reach)
        v = W["reach"] * new
        if self.sacred and self.state.spirits[self.i].presence.get(land) == 1:
            v += W["sacred"]
        if land in self.rav and land not in self.skip and raw_damage(self.state.lands[land]) >= 2:
            v -= W["presence_lost"]
        return v


def _power_priority(state: GameState, o: Option) -> int:
    """Order of use within a spirit: moving pieces first, then protection, then damage."""
    p = power_spec(state, o.spirit, o.card, o.kind == "innate")
    if o.kind == "innate":
        ops = [op for lv in p.levels for op in lv.effect]
    else:
        ops = list(p.effect)
    kinds = {op["op"] for op in ops}
    if kinds & {"gather", "push"}:
        return 0
    if kinds & {"defend", "skip", "isolate"}:
        return 1
    if kinds & {"damage", "destroy", "damage_each"}:
        return 2
    return 3
