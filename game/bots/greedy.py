"""A simple greedy bot: sensible growth and card plays, and a one-step look-ahead (with a
default playout of the sub-choices) for targets, pushes and the like."""
from __future__ import annotations

import random

from ..content import catalog
from ..engine import Choose, Game
from ..engine import pieces as P
from ..engine.flow import answer, run
from ..engine.invaders import card_lands, ravage_damage
from ..engine.spirits import presence_sources, spec, total_presence
from ..engine.state import GameState, Option

TOP_LEVEL = ("spirit_action", "power_action")


def score(state: GameState) -> float:
    """How good a position looks for the spirits: invaders weighed by what the invader cards
    on the ravage and build spaces will make them do, blight, Dahan, fear, presence, energy."""
    if state.result == "victory":
        return 1e6
    if state.result == "defeat":
        return -1e6
    ravaging = {l for c in state.ravage for l in card_lands(state, c)}
    building = {l for c in state.build for l in card_lands(state, c)}
    skip_r = set(state.turn_effects.get("skip_ravage", []))
    skip_b = set(state.turn_effects.get("skip_build", []))
    s = 0.0
    for land, pcs in state.lands.items():
        invaders = P.count(pcs, "ETC")
        s -= 1.0 * P.count(pcs, "E") + 2.5 * P.count(pcs, "T") + 4.0 * P.count(pcs, "C")
        s -= 4.0 * P.count(pcs, "B")
        s += 1.0 * P.count(pcs, "D")
        s += 0.4 * sum(n * P.damage_of(t) for t, n in pcs.items() if t[0] in "TC")
        if invaders and land in ravaging and land not in skip_r:
            dmg = ravage_damage(state, land)
            if dmg >= 2:
                s -= 6.0 + (4.0 if P.count(pcs, "B") else 0.0)
                s -= 2.0 * sum(1 for sp in state.spirits if sp.presence.get(land))
            s -= 0.8 * min(P.count(pcs, "D"), dmg // 2)
        if invaders and land in building and land not in skip_b:
            s -= 2.5
    s += 1.5 * (4 * len(state.spirits) - state.fear_pool) + 6 * (len(state.fear_earned) + len(state.fear_discard))
    s += 0.5 * state.blight_on_card
    for sp in state.spirits:
        s += 1.0 * total_presence(sp) + 0.2 * sp.energy
    s += 1.0 * len(state.turn_effects.get("isolate", []))
    return s


def default_pick(d) -> Option:
    """The playout policy for sub-choices: assign damage efficiently, never skip, else first."""
    for kind in ("auto",):
        for o in d.options:
            if o.kind == kind:
                return o
    good = [o for o in d.options if o.kind not in ("skip", "stop")]
    return (good or d.options)[0]


class GreedyBot:
    """Greedy by a position score; deterministic for a seed."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Choose:
        state = game.state
        d = state.decision
        cmds = [c for c in game.legal_commands() if isinstance(c, Choose)]
        if d.kind == "spirit_action":
            return self._spirit_action(state, cmds)
        if d.kind == "power_action":
            use = [c for c in cmds if c.option.kind != "done"]
            return (use or cmds)[0]
        if d.kind == "damage":
            return next(c for c in cmds if c.option.kind == "auto")
        if len(cmds) > 12:
            cmds = self.rng.sample(cmds, 12)
        best, best_score = None, None
        for c in cmds:
            sc = self._lookahead(state, c.option)
            if best_score is None or sc > best_score:
                best, best_score = c, sc
        return best

    def _lookahead(self, state: GameState, option: Option) -> float:
        sim = state.clone()
        answer(sim, option)
        try:
            run(sim)
            for _ in range(40):
                d = sim.decision
                if d is None or sim.result or d.kind in TOP_LEVEL:
                    break
                answer(sim, default_pick(d))
                run(sim)
        except Exception:
            return -1e9
        return score(sim) + self.rng.random() * 1e-3

    def _spirit_action(self, state: GameState, cmds: list[Choose]) -> Choose:
        growth = [c for c in cmds if c.option.kind == "growth"]
        if growth:
            return max(growth, key=lambda c: self._growth_value(state, c.option) + self.rng.random() * 1e-3)
        plays = [c for c in cmds if c.option.kind == "play"]
        if plays:
            return max(plays, key=lambda c: catalog.POWERS[c.option.card].cost + self.rng.random() * 1e-3)
        reclaim = [c for c in cmds if c.option.kind == "reclaim_one"]
        return (reclaim or cmds)[0] if reclaim else next(c for c in cmds if c.option.kind == "done")

    def _growth_value(self, state: GameState, o: Option) -> float:
        s = state.spirits[o.spirit]
        g = spec(s).growth[o.index]
        v = 0.0
        hand = len(s.hand)
        has_track = any(k == "track" for k, _, _ in presence_sources(s, allow_island=False))
        for a in g.actions:
            if a[0] == "presence":
                v += 2.5 if has_track else 0.0
            elif a[0] == "card":
                v += 2.0 if hand < 3 else 0.8
            elif a[0] == "reclaim":
                v += 0.9 * len(s.discard) if hand < 2 else 0.3 * len(s.discard)
            elif a[0] == "reclaim_one":
                v += 1.0 if s.discard and hand < 2 else 0.2
            elif a[0] == "energy":
                v += 0.6 * a[1]
        return v - g.cost * 0.5
