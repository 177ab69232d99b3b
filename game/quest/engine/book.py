"""The Book of Secrets (002 §2, §3): numbered sections the quest reads when their trigger happens
(the quest starts, a hero enters a place, a door opens, a search event is searched, a waypoint is
reached, an enemy is slain), each read at most once, its effects resolved in order, then the
party's choice among its `choices` (§13: Gremlina's fate, §14-16)."""
from __future__ import annotations

from .data import content
from .effects import resolve
from .flow import choice, decide, emit, push, step
from .state import Option, QuestState


def trigger(state: QuestState, kind: str, value, ctx: dict | None = None) -> None:
    """Read every section whose trigger is (kind, value), in the book's order."""
    for n in sorted(content().book):
        t = content().book[n].trigger
        if t.kind == kind and str(t.value) == str(value):
            read(state, n, ctx or {})


def read(state: QuestState, n: int, ctx: dict) -> None:
    """Read section n now (a section read already is not read again, unless it is not `once`)."""
    sec = content().book.get(n)
    if sec is None or (sec.once and n in state.book):
        return
    state.book.append(n)
    emit(state, "BookRead", section=n)
    if sec.choices:
        push(state, {"op": "book_choice", "section": n, "ctx": dict(ctx)})
    resolve(state, sec.effects, {**ctx, "source": f"book:{n}"})


@step("book_choice")
def _book_choice(state: QuestState, s: dict) -> None:
    """The party picks one of the section's choices; its section is read."""
    sec = content().book[s["section"]]
    if "choice" in s:
        c = choice(s)
        emit(state, "BookChoice", section=s["section"], chosen=c.index)
        read(state, c.index, s["ctx"])
        return
    opts = [Option("book", index=ch.section) for ch in sec.choices]
    decide(state, "book_choice", -1, opts, {"op": "book_choice", "section": s["section"], "ctx": s["ctx"]},
           section=s["section"])


@step("trigger")
def _trigger(state: QuestState, s: dict) -> None:
    trigger(state, s["kind"], s["value"], s["ctx"])


@step("read")
def _read(state: QuestState, s: dict) -> None:
    read(state, s["section"], s["ctx"])


def entered(state: QuestState, hero: int, area: str) -> None:
    """A hero entered an area: the place's sections, and its waypoint's letter when it holds one."""
    ctx = {"hero": hero, "area": area}
    trigger(state, "enter", area, ctx)
    sections = content().waypoint_sections
    for w in content().quest.waypoints:
        key = str(w.number)
        if w.area == area and state.waypoints and key not in state.waypoints_read:
            state.waypoints_read.append(key)
            letter = state.waypoints.get(key, "")
            emit(state, "WaypointReached", number=w.number, letter=letter, hero=hero)
            trigger(state, "waypoint", letter, ctx)
            if letter in sections:
                read(state, sections[letter], ctx)
