"""A simple greedy bot: sensible growth, the best affordable cards by what their steps do, and
a one-step look-ahead (with a default playout of the sub-choices) for targets, pushes and the like.

Every choice is greedy on `evaluate.score`, a position score that counts what the invader cards
on the Ravage and Build spaces are about to do (blight, Dahan lost, presence destroyed), fear and
terror, and the spirits' presence, tracks, energy and cards. Hidden cards are never peeked at: a
look-ahead stops before a new phase, an invader action or the next fear card, so it never
reveals an invader or fear card. (A look-ahead through a "gain a power card" draws in its copy,
but the score counts cards, not which ones, so what it saw cannot steer the choice.)

Cards are chosen (at growth and in the spirit phase) by what their steps are worth
(`valuation.power_worth`), not by a look-ahead, and only when they have a land to go to: on 600
two-spirit and 100 four-spirit games, valuing each card by look-ahead on its best lands (until
stop 17) won 57 % / 30 % at half the speed; per-step worth alone won 61 % / 47 %
(docs/performance.md, "Stop 18", has every step). Where a power goes is chosen by look-ahead
when it is used, on the lands its steps promise most (`valuation.Promise`).

Deterministic for a seed; its own generator (only for tie-breaks), never the global `random`.
"""
from __future__ import annotations

import random
from collections import Counter

from ..content import catalog
from ..engine import Choose, Game
from ..engine.conditions import all_hold
from ..engine import query as Q
from ..engine.island import within_range
from ..engine.powers import _in_range, power_spec, threshold_masks
from ..engine.spirits import (can_meet, card_plays, energy_income, spec, standing_elements,
                              track_len, wildcards)
from ..engine.state import GameState, Option
from .economy import slot_gain
from .evaluate import Scorer, lookahead, play_on, prompt_set, resolve_copy, score
from .valuation import (CHECK_SCORER, ENERGY_VALUE, GROWTH, MAX_LOOKAHEAD, MAX_TARGET_LOOKAHEAD,
                         NEW_CARD_VALUE, NEW_MAJOR_VALUE, NOVELTY, OUT_OF_REACH, PLAY_MARGIN, PRESENCE_LOOKAHEAD, PROMISE_NOW,
                         PresencePromise, Promise, _best_source, _danger_map, _moves_pieces,
                         _op_value, _power_ops, _power_priority, _steps, _wants_major, _with_threshold,
                         card_static_value, distinct_lands, energy_value, power_worth, quick_pick,
                         quick_value)

# the phases in which a card played now is still used, by its speed
STILL_USED = {"fast": ("spirit", "fast"), "slow": ("spirit", "fast", "invader", "slow")}


def _cards_key(state: GameState) -> tuple:
    """What the bot's cache of card and innate worth hangs on, by value: the game's prompt set,
    and each spirit's hand, plays, powers used and elements (the worth reads nothing else)."""
    return (tuple(state.config.get("rules", ())),
            tuple([(tuple(sp.hand), tuple(sp.played), tuple(sp.used), sp.energy_revealed,
                    sp.plays_revealed, tuple(sp.any_elements), tuple(sp.bonus_elements.items()))
                   for sp in state.spirits]))


def _can(p) -> frozenset:
    """What a power does, by the kinds of its steps (a step on the Dahan, on the invaders or on
    the land counted apart): what a new card may add to a deck."""
    hit = _CAN.get(p.id)
    if hit is None:
        hit = _CAN[p.id] = _can_now(p)
    return hit


_CAN: dict = {}     # a power's steps are content: fixed once its pack is loaded


def _can_now(p) -> frozenset:
    """`_can` worked out."""
    out = set()
    for op in _steps(_power_ops(p)):
        kinds = op.get("kinds", "")
        out.add((op["op"], "D" if kinds == "D" else ""))
    return frozenset(out)


def _deck_can(s) -> frozenset:
    """What a spirit's cards (hand, discard, played) and innate powers can do between them."""
    out: set = set()
    for c in (*s.hand, *s.discard, *s.played):
        out |= _can(catalog.POWERS[c])
    for p in spec(s).innates:
        out |= _can(p)
    return frozenset(out)


class GreedyBot:
    """Greedy by a position score; deterministic for a seed."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._cache: dict = {}
        self._cache_key = None
        self._checked = False                   # whether this decision has checked the cache
        self._scorer: Scorer | None = None      # the last decision's, to start the next one from
        self._met: dict = {}                    # innates met, by what they read (see _innates_met)

    # entry point
    def choose(self, game: Game) -> Choose:
        """The command to play now."""
        state = game.state
        d = state.decision
        self._next_decision()
        handler = getattr(self, "_on_" + d.kind, None)
        opt = play_on(d) or (handler(state, d) if handler else self._lookahead_best(state, d.options))
        return Choose(opt.spirit if d.spirit < 0 else d.spirit, opt)

    def _next_decision(self) -> None:
        """A new decision: what the card cache reads may have changed since the last."""
        self._checked = False

    def _cards(self, state: GameState) -> dict:
        """The worth of cards and innates worked out so far, forgotten once what it reads has
        changed (checked once a decision, when first asked: most decisions never ask)."""
        if not self._checked:
            self._checked = True
            key = _cards_key(state)
            if key != self._cache_key:
                self._cache, self._cache_key = {}, key
        return self._cache

    # generic one-step look-ahead
    def _lookahead(self, state: GameState, option: Option, scorer=None) -> float:
        sim = lookahead(state, option, quick_pick)
        if CHECK_SCORER and scorer is not None:
            assert abs(scorer(sim) - score(sim)) < 1e-6, (scorer(sim), score(sim))
        return scorer(sim) if scorer is not None else score(sim)

    def _lookahead_best(self, state: GameState, options: list[Option]) -> Option:
        if len(options) == 1:
            return options[0]
        cands = list(options)
        if state.decision.kind == "presence_land" and len(cands) > PRESENCE_LOOKAHEAD:
            promise = PresencePromise(state, cands[0].spirit)
            cands.sort(key=lambda o: -promise(o.land))
            cands = cands[:PRESENCE_LOOKAHEAD]
        if len(cands) > MAX_LOOKAHEAD:
            danger = _danger_map(state)
            cands.sort(key=lambda o: -quick_value(state, o, danger))
            keep = cands[:MAX_LOOKAHEAD - 1]
            keep += [o for o in cands if o.kind in ("skip", "stop", "auto")][:1]
            cands = keep
        best, bv = None, None
        scorer = self._scorer = Scorer(state, self._scorer)
        for o in cands:
            v = self._lookahead(state, o, scorer) + self.rng.random() * 1e-6
            if bv is None or v > bv:
                best, bv = o, v
        return best

    # sub-decisions with a rule instead of a look-ahead
    def _on_damage(self, state, d):
        return next((o for o in d.options if o.kind == "auto"), d.options[0])

    def _on_damage_dahan(self, state, d):
        """A power's own damage to the Dahan: split to destroy as few as it can."""
        return next((o for o in d.options if o.kind == "spare"), None) or \
            self._lookahead_best(state, d.options)

    def _on_play_card(self, state, d):
        """A card an effect lets the spirit play: the one worth most as a play this turn (its
        worth and the innate levels its elements unlock, against its cost if paid), if it
        beats the margin a normal play must beat; else none."""
        pay = d.then["fx"].get("pay", False)
        best = next((o for o in d.options if o.kind == "none"), d.options[0])
        bv = PLAY_MARGIN
        for o in d.options:
            if o.kind == "play":
                v = self._effect_play_value(state, o.spirit, o.card, pay) + self.rng.random() * 1e-6
                if v > bv:
                    best, bv = o, v
        return best

    def _effect_play_value(self, state: GameState, i: int, cid: str, pay: bool) -> float:
        """What playing a card by an effect now is worth to spirit i, as a normal play is
        valued (see _best_play): its power at its speed, if that phase is still to come."""
        s = state.spirits[i]
        c = catalog.POWERS[cid]
        played = tuple(sorted(s.played))
        v = self._used_value(state, i, cid)
        v += self._innates_still_used(state, i, played + (cid,)) - self._innates_still_used(state, i, played)
        if pay:
            v -= energy_value(s.energy) * c.cost
        return v - 0.3

    def _innates_still_used(self, state: GameState, i: int, played: tuple) -> float:
        """Value of the spirit's innate powers whose phase is now or still to come, if it has
        played these cards."""
        return sum(self._power_value(state, i, p.id, True, met)
                   for p, met in self._innates_met(state, i, played)
                   if state.phase in STILL_USED.get(p.speed, ()))

    def _used_value(self, state: GameState, i: int, cid: str) -> float:
        """A played card's worth, if its speed's phase is now or still to come and it has a
        land to go to."""
        if state.phase not in STILL_USED.get(catalog.POWERS[cid].speed, ()) or not self._has_target(state, i, cid):
            return 0.0
        return self._power_value(state, i, cid, False)

    def _has_target(self, state: GameState, i: int, cid: str) -> bool:
        """Whether a card of spirit i has a land it may target now (a card aimed at a spirit
        always has one): a card with none is worth nothing this turn, whatever its steps."""
        return Q.has_target(state, i, cid)

    def _played_by_effect(self, state: GameState, sim: GameState) -> float:
        """What the cards an effect played in a look-ahead from `state` will do later (the score
        sees their cost and elements, not their power): a card of the hand by its worth, a card
        from a power deck (not peeked at) as a new card of its kind."""
        v = 0.0
        for j, (a, b) in enumerate(zip(sim.spirits, state.spirits)):
            if len(a.played) <= len(b.played):
                continue
            for c in a.played:
                if c in b.played:
                    continue
                if c in state.spirits[j].hand:
                    v += self._used_value(state, j, c)
                else:
                    v += NEW_MAJOR_VALUE if catalog.POWERS[c].kind == "major" else NEW_CARD_VALUE
        return v

    def _on_threshold(self, state, d):
        # innates: the option index is a bitmask of the levels that fire (most levels first);
        # majors: 1 = use the threshold
        return max(d.options, key=lambda o: (bin(o.index).count("1"), o.index))

    def _on_ravage_order(self, state, d):
        return d.options[0]

    def _on_growth_action(self, state, d):
        return d.options[0]     # the order of one growth option's actions does not matter

    def _on_presence_source(self, state, d):
        return _best_source(state, d.options)

    def _on_power_deck(self, state, d):
        i = d.options[0].spirit
        s = state.spirits[i]
        want = "major" if _wants_major(s) else "minor"
        return next((o for o in d.options if o.piece == want), d.options[0])

    def _on_keep_power(self, state, d):
        """The card worth most to the spirit, with what it adds to what its deck can do."""
        i = d.options[0].spirit
        s = state.spirits[i]
        has = _deck_can(s)
        spend = s.energy + energy_income(s)
        return max(d.options, key=lambda o: self._card_worth(state, i, o.card)
                   + NOVELTY * len(_can(catalog.POWERS[o.card]) - has)
                   + self._promise_now(state, i, o.card)
                   - OUT_OF_REACH * max(0, catalog.POWERS[o.card].cost - spend))

    def _promise_now(self, state: GameState, i: int, cid: str) -> float:
        """What a card promises on the island as it is, within its range of the spirit (its
        best land by `Promise`'s rules of thumb, a share of it): a card whose lands are in reach
        and under threat is worth more than one that would wait; none in reach, a little less."""
        c = catalog.POWERS[cid]
        if c.target == "spirit":        # always in reach; what it does is the spirit's, not a land's
            return PROMISE_NOW / 2
        lands, conditions = _in_range(state, i, c)
        lands = [l for l in lands if all_hold(state, l, conditions, i)] if conditions else lands
        if not lands:
            return -PROMISE_NOW
        promise = Promise(state, list(c.effect))
        return PROMISE_NOW * min(3.0, max(promise.thumb(l) for l in lands)) / 3.0

    def _on_forget(self, state, d):
        i = d.options[0].spirit
        return min(d.options, key=lambda o: self._card_worth(state, i, o.card))

    def _on_reclaim(self, state, d):
        i = d.options[0].spirit
        s = state.spirits[i]
        spend = s.energy + energy_income(s)

        def worth(o):
            cost = catalog.POWERS[o.card].cost
            return self._card_worth(state, i, o.card) - (0.6 * cost if cost > spend else 0.0)
        return max(d.options, key=worth)

    def _card_worth(self, state: GameState, i: int, cid: str) -> float:
        """A card's value to spirit i: its effect, its cost, and how its elements feed the
        spirit's innate powers."""
        c = catalog.POWERS[cid]
        ps = prompt_set(state)
        hand = [h for h in state.spirits[i].hand if h != cid]
        v = card_static_value(cid, ps, hand)
        need = Counter()
        for p in spec(state.spirits[i]).innates:
            for e, n in p.levels[min(1, len(p.levels) - 1)].elements:
                need[e] = max(need[e], n)
        v += 0.6 * sum(1 for e in c.elements if need[e])
        if c.threshold:     # met with its own elements, the panel's and the hand's, or nearly
            have = Counter(c.elements)
            s = state.spirits[i]
            have.update(standing_elements(s))
            have.update(e for h in hand for e in catalog.POWERS[h].elements)
            miss = sum(max(0, n - have[e]) for e, n in c.threshold)
            if miss <= 1:
                v += 0.3 * sum(_op_value(op, ps, hand) for op in c.threshold_effect)
        return v

    # --- the spirit phase -------------------------------------------------------------------
    def _on_spirit_action(self, state: GameState, d) -> Option:
        i = min(o.spirit for o in d.options)
        mine = [o for o in d.options if o.spirit == i]
        growth = [o for o in mine if o.kind == "growth"]
        if growth:
            return max(growth, key=lambda o: self._growth_value(state, o) + self.rng.random() * 1e-6)
        rec = [o for o in mine if o.kind == "reclaim_one"]
        if rec:
            return rec[0]
        plays = [o for o in mine if o.kind == "play"]
        if plays:
            best = self._best_play(state, i, plays)
            if best is not None:
                return best
        return next(o for o in mine if o.kind == "done")

    def _growth_value(self, state: GameState, o: Option) -> float:
        """This turn's card plays the option makes possible (by the cards' worth),
        plus what lasts: presence (a track slot uncovered), a new card, energy kept."""
        i = o.spirit
        s = state.spirits[i]
        g = spec(s).growth[o.index]
        plays = card_plays(s)
        income = energy_income(s)
        energy = s.energy - g.cost + income
        hand = list(s.hand)
        new_cards = 0
        v = 0.0
        er, pr = s.energy_revealed, s.plays_revealed
        tracks_left = (track_len(s, "energy") - er) + (track_len(s, "plays") - pr)
        turns_left = max(1, 12 - state.turn)
        n_presence = 0
        for a in g.actions:
            kind = a[0]
            if kind == "presence":
                if tracks_left - n_presence > 0:
                    e_gain = slot_gain(s, "energy") if er < track_len(s, "energy") else -1
                    p_gain = slot_gain(s, "plays") if pr < track_len(s, "plays") else -1
                    slot = max(e_gain, p_gain, 0.0) * min(1.0, turns_left / 6)
                    v += GROWTH["presence"] + GROWTH["slot"] * slot
                else:
                    v += 0.8
                if a[2] and not self._presence_land_ok(state, i, a[1], a[2]):
                    v -= 3.0
                n_presence += 1
            elif kind == "card":
                new_cards += 1
                owned = s.hand + s.discard + s.played
                thin = max(0, 2 * plays + 1 - len(owned))
                # energy piling up: more (and dearer) cards are what it is for
                surplus = s.energy + 2 * income - sum(catalog.POWERS[c].cost for c in owned)
                v += (GROWTH["card"] + GROWTH["thin"] * thin
                      + GROWTH["surplus"] * min(max(0, surplus), 12)) * min(1.0, turns_left / 5)
            elif kind == "reclaim":
                hand += s.discard
            elif kind == "reclaim_one":
                if s.discard:
                    hand.append(max(s.discard, key=lambda c: self._hand_card_value(state, i, c)))
            elif kind == "energy":
                energy += a[1]
        now, left = self._best_plays(state, i, hand, energy, plays, new_cards)
        return v + now + ENERGY_VALUE * left

    def _hand_card_value(self, state: GameState, i: int, cid: str) -> float:
        """A card's value if played this turn: its worth plus its elements' help."""
        return self._power_value(state, i, cid, False) + 0.4 * len(catalog.POWERS[cid].elements)

    def _best_plays(self, state: GameState, i: int, hand: list, energy: int, plays: int,
                    new_cards: int) -> tuple[float, int]:
        """Greedy choice of this turn's plays from a hand: (value, energy left)."""
        vals = [(self._hand_card_value(state, i, c), catalog.POWERS[c].cost) for c in hand]
        s = state.spirits[i]
        if _wants_major(s):
            vals += [(NEW_MAJOR_VALUE, 5)] * new_cards
        else:
            vals += [(NEW_CARD_VALUE, 1)] * new_cards
        total = 0.0
        for _ in range(plays):
            best, bi = 0.0, -1
            for k, (v, cost) in enumerate(vals):
                gain = v - ENERGY_VALUE * cost
                if cost <= energy and gain > best:
                    best, bi = gain, k
            if bi < 0:
                break
            total += vals[bi][0]
            energy -= vals[bi][1]
            vals.pop(bi)
        return total, energy

    def _presence_land_ok(self, state: GameState, i: int, rng: int, cond: str) -> bool:
        """Whether a growth's conditional presence has a land to go to."""
        s = state.spirits[i]
        return any(all_hold(state, l, cond.split(","), i)
                   for l in within_range(state, list(s.presence), rng))

    # card plays: each card's worth, plus the innate levels its elements unlock, against its cost
    def _best_play(self, state: GameState, i: int, plays: list[Option]) -> Option | None:
        """The card to play next, if any is worth its cost."""
        s = state.spirits[i]
        played = tuple(sorted(s.played))
        base_innates = self._innates_value(state, i, played)
        worth = []
        for o in plays:
            c = catalog.POWERS[o.card]
            v = self._power_value(state, i, o.card, False)
            v += self._innates_value(state, i, played + (o.card,)) - base_innates
            v -= energy_value(s.energy) * c.cost + 0.3
            if v > PLAY_MARGIN:
                worth.append((v, o))
        worth.sort(key=lambda x: -x[0])         # stable: of equal worth, the first offered
        # the best that has a land to go to (asked of the best first: the rules' range is dear)
        return next((o for _, o in worth if self._has_target(state, i, o.card)), None)

    def _power_value(self, state: GameState, i: int, pid: str, innate: bool, levels: tuple = ()) -> float:
        """What using a power this turn is worth to spirit i (an innate: with these levels
        firing); see `valuation.power_worth`."""
        key = ("pv", i, pid, innate, levels)
        cache = self._cards(state)
        v = cache.get(key)
        if v is None:
            v = cache[key] = power_worth(state, i, pid, innate, levels)
        return v

    def _innates_met(self, state: GameState, i: int, played: tuple) -> list:
        """Each innate power the spirit could use with these cards played, and its levels met."""
        s = state.spirits[i]
        # what it reads: the elements (the panel's uncovered slots, the wildcards given,
        # bonuses, these cards') and the powers used
        key = (s.spirit_id, s.energy_revealed, s.plays_revealed, tuple(s.any_elements),
               tuple(s.bonus_elements.items()), tuple(s.used), played)
        hit = self._met.get(key)
        if hit is None:
            if len(self._met) > 4096:
                self._met.clear()
            els = [e for c in played for e in catalog.POWERS[c].elements]
            hit = self._met[key] = self._innates_met_now(s, els)
        return hit

    @staticmethod
    def _innates_met_now(s, els: list) -> list:
        """`_innates_met` worked out, from the elements of the cards played (its caller keeps
        the answer)."""
        have: dict = {}
        for e in els:
            have[e] = have.get(e, 0) + 1
        for e in standing_elements(s):
            have[e] = have.get(e, 0) + 1
        wild = wildcards(s)
        out = []
        for p in spec(s).innates:
            if p.id in s.used:
                continue
            met = []
            for k, lv in enumerate(p.levels):
                short = 0               # the elements the level lacks (asked at every card play: one loop)
                for e, n in lv.elements:
                    h = have.get(e, 0)
                    if n > h:
                        short += n - h
                if short <= wild:
                    met.append(k)
            if met:
                out.append((p, tuple(met)))
        return out

    def _innates_value(self, state: GameState, i: int, played: tuple) -> float:
        """Value of the spirit's innate powers this turn if it plays these cards."""
        key = ("iv", i, played)
        cache = self._cards(state)
        if key in cache:
            return cache[key]
        total = sum(self._power_value(state, i, p.id, True, met)
                    for p, met in self._innates_met(state, i, played))
        cache[key] = total
        return total

    # --- the power phases -------------------------------------------------------------------
    def _on_power_action(self, state: GameState, d) -> Option:
        i = min(o.spirit for o in d.options)
        # "fewer levels" of an innate is the player's own choice: the bot uses every level met
        mine = [o for o in d.options if o.spirit == i and o.kind not in ("done", "innate_fewer")]
        if not mine:
            return next(o for o in d.options if o.spirit == i)
        return min(mine, key=lambda o: _power_priority(state, o))     # of equal priority, the first offered

    def _on_target(self, state: GameState, d) -> Option:
        """Try the power's effect (as the bot will resolve it) on each target; skip it if
        nothing beats leaving the island as it is."""
        st = d.then
        i, pid, innate = st["spirit"], st["power"], st.get("innate", False)
        p = power_spec(state, i, pid, innate)
        s = state.spirits[i]
        if innate:
            ways = threshold_masks(s, p)
            if not ways:
                return next((o for o in d.options if o.kind == "skip"), d.options[0])
            mask = max(ways, key=lambda w: (bin(w).count("1"), w))
            ops = [op for k, lv in enumerate(p.levels) if mask >> k & 1 for op in lv.effect]
        else:
            ops = list(p.effect)
            if p.threshold and can_meet(s, p.threshold):
                ops = _with_threshold(p, ops)
        if st.get("repeated"):
            ops = [op for op in ops if op["op"] != "repeat"]
        opts = [o for o in d.options if o.kind != "skip"]
        scorer = self._scorer = Scorer(state, self._scorer)
        if p.target != "spirit":
            keep = set(distinct_lands(state, [o.land for o in opts], _moves_pieces(p), i))
            opts = [o for o in opts if o.land in keep]
            if len(opts) > MAX_TARGET_LOOKAHEAD:
                chosen = Promise(state, ops, scorer).best([o.land for o in opts], MAX_TARGET_LOOKAHEAD)
                by_land = {o.land: o for o in opts}
                opts = [by_land[l] for l in chosen]
        best, bv = None, scorer.value + 1e-9
        for o in opts:
            ctx = {"spirit": i, "land": o.land, "source": pid, "innate": innate,
                   "repeated": st.get("repeated", False)}
            if p.target == "spirit":
                ctx["target_spirit"] = o.index
            sim = resolve_copy(state, [{"op": "ops", "ops": ops, "ctx": ctx}], quick_pick)
            v = scorer(sim) + self._played_by_effect(state, sim) + self.rng.random() * 1e-6
            if v > bv:
                best, bv = o, v
        if best is None:
            best = next((o for o in d.options if o.kind == "skip"), d.options[0])
        return best


__all__ = ["GreedyBot", "quick_pick", "card_static_value"]
