"""The quest's content as the rules read it: the `spec.Quest` of game.quest.content, with lookups by id.

`content()` gives the Content in use (the Spittlesnot quest, built once); tests put a small quest of
their own in its place with `using(Content(quest, sight=...))`. Effects travel on the resolution stack
as plain dicts (`effect_dict`), so a pending step stays JSON data.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import fields
from typing import Callable

from game.quest.content import spec


class Content:
    """A spec.Quest and its lookups by id."""

    def __init__(self, quest: spec.Quest, sight: Callable | None = None):
        q = self.quest = quest
        self.areas = {a.id: a for a in q.areas}
        self.doors = {d.id: d for d in q.doors}
        self.heroes = {h.id: h for h in q.heroes}
        self.items = {i.id: i for i in q.items}
        self.enemies = {e.id: e for e in q.enemies}
        self.enemy_powers = {p.id: p for p in q.enemy_powers}
        self.events = {e.id: e for e in q.events}
        self.encounters = {e.id: e for e in q.encounters}
        self.traps = {t.id: t for t in q.traps}
        self.treasures = {t.id: t for t in q.treasures}
        self.criticals = {c.id: c for c in q.criticals}
        self.conditions = {c.id: c for c in q.conditions}
        self.book = {s.number: s for s in q.book}
        self.search_events = {s.token: s for s in q.search_events}
        self.waypoint_sections = dict(q.waypoint_sections)
        self.links = {(a.id, l.to): l for a in q.areas for l in a.neighbours}
        self.marker = {e.id: e.marker for e in q.events}
        self._sight = sight

    def setup(self, players: int) -> spec.PartySetup:
        for s in self.quest.setups:
            if s.players == players:
                return s
        return self.quest.setups[-1]

    def sees(self, frm: str, to: str, blocked: frozenset, open_doors: frozenset) -> bool:
        """Line of sight (the content's geometry, game.quest.content.sight)."""
        if self._sight is None:
            from game.quest.content import sight
            self._sight = sight.sees
        return self._sight(self.quest, frm, to, blocked=blocked, open_doors=open_doors)


def effect_dict(e: spec.Effect) -> dict:
    """An Effect as plain data (then/otherwise as lists of the same)."""
    return {"kind": e.kind, "value": e.value, "area": e.area, "who": e.who, "amount": e.amount,
            "then": [effect_dict(x) for x in e.then], "otherwise": [effect_dict(x) for x in e.otherwise]}


EFFECT_FIELDS = tuple(f.name for f in fields(spec.Effect))

_IN_USE: list[Content] = []


def content() -> Content:
    """The quest's content in use (the Spittlesnot quest unless a test put its own in place)."""
    if not _IN_USE:
        from game.quest.content.quest import SPITTLESNOT
        _IN_USE.append(Content(SPITTLESNOT))
    return _IN_USE[-1]


@contextmanager
def using(c: Content):
    """Play with `c` instead of the quest's own content (tests)."""
    _IN_USE.append(c)
    try:
        yield c
    finally:
        _IN_USE.remove(c)
