"""Helpers of the quest's rule tests: the quest's own content with dice that always (or never) hit,
a quest set up and emptied of enemies, figures put where a test wants them, a fight run to its end."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import replace

from game.quest.content.quest import SPITTLESNOT
from game.quest.engine import Quest, legal_commands
from game.quest.engine.data import Content, using
from game.quest.engine.figures import place
from game.quest.engine.flow import run, take_events

ALWAYS = (1, 1, 1, 1, 1, 1)
NEVER = (0, 0, 0, 0, 0, 0)


@contextmanager
def dice(hits=None, blocks=None, **changes):
    """Play with the quest's content, its blue dice loaded: `hits` the hits of each face in the HIT
    stage, `blocks` what each face blocks in the DEF stage (and any other field of the quest changed)."""
    q = replace(SPITTLESNOT, blue_hits=hits or SPITTLESNOT.blue_hits, blue_blocks=blocks or SPITTLESNOT.blue_blocks,
                **changes)
    with using(Content(q)) as c:
        yield c


def quest(heroes=("brannoc",), seed=1) -> Quest:
    """A quest at its first hero's first turn, with no enemy on the map."""
    q = Quest({"heroes": list(heroes), "seed": seed})
    q.state.enemies.clear()
    return q


def enemy(state, kind: str, area: str) -> str:
    """An enemy of card `kind` in `area` (outside the reserve); its uid."""
    e = place(state, kind, area, summoned=True)
    take_events(state)
    return e.uid


def resolve_now(state, fn, *args, answer=None, **kw):
    """Run a rule (that schedules steps) to its end on a state with nothing else scheduled; each
    decision on the way is answered by `answer(decision)` (an Option), else its first option.
    Returns the events."""
    from game.quest.engine.flow import answer as give
    saved_stack, saved_decision = state.stack, state.decision
    state.stack, state.decision = [], None
    take_events(state)
    fn(state, *args, **kw)
    run(state)
    events = take_events(state)
    while state.decision is not None and not state.result:
        d = state.decision
        give(state, answer(d) if answer else d.options[0])
        run(state)
        events += take_events(state)
    state.stack, state.decision = saved_stack, saved_decision
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def one(events, kind):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} among {kinds(events)}"
    return found[0].data


def refresh(q: Quest) -> None:
    """The hero's menu made again after a test moved things around by hand."""
    from game.quest.engine.turn import menu
    d = q.state.decision
    if d is not None and d.kind == "hero_turn":
        d.options = menu(q.state, d.hero)


def choose(q: Quest, kind: str, **fields):
    """Apply the legal command whose option has this kind (and fields); its events."""
    refresh(q)
    for c in legal_commands(q.state):
        o = c.option
        if o.kind == kind and all(getattr(o, k) == v for k, v in fields.items()):
            res = q.apply(c)
            assert isinstance(res, list), res.reason
            return res
    raise AssertionError(f"no legal {kind} {fields} among {[c.option for c in legal_commands(q.state)]}")


def options(q: Quest, kind: str) -> list:
    refresh(q)
    return [c.option for c in legal_commands(q.state) if c.option.kind == kind]
