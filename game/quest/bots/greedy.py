"""A bot that plays the quest with plain sense: fight what stands in its area (focused when it can),
heal when hurt, search and pick up what lies at hand, and otherwise walk toward the quest's next goal
(the Bone Gate until the waypoints are dealt, then the nearest waypoint not yet visited until Peach is
found, then back to its friends); rerolls every miss and spends every shield, rescues Gremlina and keeps
her at its side. It never peeks at hidden letters."""
from __future__ import annotations

import random
from collections import deque

from game.quest.engine import Option, legal_commands
from game.quest.engine.data import content
from game.quest.engine.figures import enemies_in, figure, item_card



class GreedyBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, quest):
        state = quest.state
        cmds = legal_commands(state)
        d = state.decision
        pick = getattr(self, "_" + d.kind, None)
        if pick is not None:
            want = pick(state, d)
            for c in cmds:
                if c.option == want:
                    return c
        return cmds[0]

    # -- questions of the fight -----------------------------------------------------------------
    def _hit_reroll(self, state, d):
        return d.options[0]                 # reroll the first miss; "keep" is last

    def _def_reroll(self, state, d):
        return d.options[0]

    def _spend_shields(self, state, d):
        return d.options[-1]                # as many as it may

    def _souls(self, state, d):
        for kind in ("resurrect", "enhance"):
            for o in d.options:
                if o.kind == kind:
                    return o
        return d.options[-1]

    def _book_choice(self, state, d):
        return max(d.options, key=lambda o: (o.index == 14, o.index == 15))      # rescue her: a companion, a bonus

    # -- the hero's turn ------------------------------------------------------------------------
    def _hero_turn(self, state, d):
        i = d.hero
        h = state.heroes[i]
        by = {}
        for o in d.options:
            by.setdefault(o.kind, []).append(o)
        if h.ghost:
            return self._ghost(state, i, by)
        foes = enemies_in(state, h.area)
        hurt = h.health * 2 <= h.max_health
        if "companion_attack" in by:          # its companion fights what stands beside it
            return by["companion_attack"][0]
        for o in by.get("companion_move", []):  # and otherwise keeps to its owner's side
            c = state.companion(o.item)
            if c.area != h.area and o.area in (_path(state, c.area, h.area) or [None])[:1]:
                return o
        if hurt:
            for o in by.get("use", []) + by.get("power", []):
                if _heals(state, o):
                    return o
        if foes and "attack" in by:
            if "focus" in by:
                return by["focus"][0]
            return max(by["attack"], key=lambda o: (_dice(o), -figure(state, o.target).health, o.target))
        if "attack" in by:                  # a ranged shot at something in sight
            return by["attack"][0]
        for kind in ("search", "pick_up", "bash"):
            if kind in by:
                return by[kind][0]
        goal = self._goal(state, i)
        if goal and goal != h.area:
            path = _path(state, h.area, goal)
            if path:
                nxt = path[0]
                for o in by.get("open", []):
                    door = content().links.get((h.area, nxt))
                    if door is not None and door.door == o.target:
                        return o
                for o in by.get("move", []) + by.get("evade", []):
                    if o.area == nxt:
                        return o
                if "dash" in by and not foes and not by.get("move"):
                    return by["dash"][0]
        return by["end_turn"][0]

    def _ghost(self, state, i, by):
        h = state.heroes[i]
        if "soul_shout" in by:
            return by["soul_shout"][0]
        if state.shrine and h.sp >= h.soulrank and h.area != state.shrine:
            for o in by.get("recall", []) + by.get("fly", []):
                if o.area == state.shrine:
                    return o
        return by["end_turn"][0]

    def _goal(self, state, i) -> str:
        """Where the party heads now."""
        c = content()
        if "peach_found" not in state.flags:
            if not state.waypoints:
                gate = c.doors.get("gate")
                if gate is not None and "gate" not in state.doors:      # its far side: through it
                    dist = _graph_dist(state, state.heroes[i].area)
                    return max(gate.between, key=lambda a: dist.get(a, -1))
            todo = [w.area for w in c.quest.waypoints if str(w.number) not in state.waypoints_read]
            if todo:
                return _nearest(state, state.heroes[i].area, todo)
        others = [h.area for j, h in enumerate(state.heroes) if j != i and not h.ghost]
        return _nearest(state, state.heroes[i].area, others) if others else ""


def _heals(state, o: Option) -> bool:
    if o.kind == "use":
        effects = item_card(o.item).use
    else:
        h = state.heroes[o.hero]
        effects = next((p.effects for p in content().heroes[h.id].powers if p.id == o.item), ())
    return any(e.kind == "heal" for e in effects)


def _dice(o: Option) -> int:
    if not o.item:
        return 1
    if o.item.startswith("power:"):
        return 2
    a = item_card(o.item).attack
    return a.dice if a else 1


def _graph_dist(state, frm: str) -> dict:
    """Steps through every link (closed doors too: a hero can open them)."""
    areas = content().areas
    seen = {frm: 0}
    todo = deque([frm])
    while todo:
        a = todo.popleft()
        for l in areas[a].neighbours:
            if l.kind == "magic" and l.door not in state.doors:
                continue
            if l.to not in seen:
                seen[l.to] = seen[a] + 1
                todo.append(l.to)
    return seen


def _nearest(state, frm: str, areas: list) -> str:
    dist = _graph_dist(state, frm)
    reach = [a for a in areas if a in dist]
    return min(reach, key=lambda a: (dist[a], a)) if reach else ""


def _path(state, frm: str, to: str) -> list:
    """The areas from `frm` (excluded) to `to`, by the fewest links (closed ordinary and locked doors
    allowed, magic locks only open)."""
    areas = content().areas
    back = {frm: None}
    todo = deque([frm])
    while todo:
        a = todo.popleft()
        if a == to:
            break
        for l in areas[a].neighbours:
            if l.kind == "magic" and l.door not in state.doors:
                continue
            if l.to not in back:
                back[l.to] = a
                todo.append(l.to)
    if to not in back:
        return []
    out = []
    while to != frm:
        out.append(to)
        to = back[to]
    return out[::-1]


__all__ = ["GreedyBot"]
