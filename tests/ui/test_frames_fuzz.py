"""Frames drawn in part (after a command, a click on a tab, the wheel, an undo, a refusal, the
pointer moving, the island zoomed or panned, tabletop mode) are the whole frame, pixel for pixel, with
its clicks and drops where the whole frame has them, and every kept picture is the one drawn
afresh: random play at the table, each settled frame compared with a whole frame drawn from the
kept pictures and with one drawn from none (a kept picture whose key leaves out something it
shows differs there). From the stop-23 review's fuzzing of the patched frames."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui.autoplay import click_events
from game.ui.scenes.table_model import TableModel

STEPS = 70


def _motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)


def _wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                              touch=False)


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def _step(table, events=()):
    for ev in events:
        table.handle(ev)
    table.update(0.0)
    table.app._draw()
    return table.frame


def _whole(table, model=None) -> bytes:
    """A whole frame drawn afresh (from the kept pictures, or from `model`)."""
    return _drawn_whole(table, model)[0]


def _drawn_whole(table, model=None):
    """(its pixels, what it points at: hotspots, blockers, the tray) of a whole frame drawn afresh."""
    kept = table.model
    if model is not None:
        table.model = model
    try:
        fresh = pygame.Surface(table.app.screen.get_size())
        frame = table.draw(fresh)
    finally:
        table.model = kept
    return pygame.image.tobytes(fresh, "RGB"), _pointed(frame)


def _pointed(frame):
    hs = frame.hotspots
    return [(tuple(r), t) for r, t in hs.items], [tuple(r) for r in hs.blockers], frame.tray


def _gesture(table, rng, kind):
    """The events of one random gesture of `kind` (none when it has nothing to act on)."""
    L, items = table.layout, table.hotspots.items
    if kind == "move":
        return [_motion((rng.randrange(L.size[0]), rng.randrange(L.size[1])))]
    if kind == "tab":
        tabs = [r for r, t in items if t.kind == "tab" and t.spirit != table.active]   # the shown one's opens its board
        return click_events(rng.choice(tabs).center) if tabs else []
    if kind == "log":
        return [_motion(L.log.center), _wheel(rng.choice([1, 2, -1]))] if table.log_open else []
    if kind == "prompt":
        return [_motion(L.prompt.center), _wheel(rng.choice([1, -1]))]
    if kind == "undo":
        return [_key(pygame.K_z, pygame.KMOD_CTRL)]
    if kind == "shut":
        return [_key(pygame.K_l, pygame.KMOD_SHIFT)]
    if kind == "tabletop":
        return [_key(pygame.K_t)]
    if kind == "zoom":          # the wheel over the island, in or out
        at = (rng.randrange(L.island.left, L.island.right), rng.randrange(L.island.top, L.island.bottom))
        return [_motion(at), _wheel(rng.choice([1, 1, -1]))]
    if kind == "pan":           # a middle-button drag or an arrow key
        if rng.random() < 0.5:
            return [_key(rng.choice([pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN]))]
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=L.island.center, button=2, touch=False),
                pygame.event.Event(pygame.MOUSEMOTION, pos=L.island.center, buttons=(0, 1, 0), touch=False,
                                   rel=(rng.randrange(-300, 300), rng.randrange(-200, 200))),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=L.island.center, button=2, touch=False)]
    things = [r for r, t in items if t.kind in ("card", "innate", "growth", "track")]      # "click"
    return click_events(rng.choice(things).center) if things else []


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2), (3, 3)])
def test_random_play_at_the_table_draws_every_frame_as_a_whole_one(table_for, players, seed):
    from game.bots import make_bot
    from game.content import catalog
    spirits = sorted(catalog.SPIRITS.ids())[:players]
    table, hand = table_for(spirits, ["A", "B", "C", "D"][:players], seed=seed, size=(1280, 720))
    rng, bot, game = random.Random(seed * 100 + players), make_bot("random", seed), table.game
    clock = [100.0]
    table.now = lambda: clock[0]        # the island is drawn again once a zoom or a pan rests
    _step(table, [_motion(table.layout.island.center)])
    partial, done = 0, []
    for _ in range(STEPS):
        if game.state.result or len(table.app.scenes) > 1:
            break
        kind = rng.choice(["command"] * 4 + ["move", "move", "tab", "log", "prompt", "undo", "click", "shut",
                                             "zoom", "zoom", "pan", "tabletop"])
        clock[0] += rng.choice([0.05, 0.1, 0.3])
        done.append(kind)
        if kind == "command":
            table.perform([bot.choose(game)])
            table.anim.skip_all()
            events = []
        else:
            events = _gesture(table, rng, kind)
        partial += _step(table, events).dirty is not None
        table.shake = None          # a refusal's shake ends; then the frame holds still
        _step(table)
        screen = pygame.image.tobytes(table.app.screen, "RGB")
        whole, pointed = _drawn_whole(table)
        assert screen == whole, f"the screen after {done[-5:]} differs from a whole frame"
        assert _pointed(table.frame) == pointed, f"after {done[-5:]} the clicks and drops are not where a whole frame has them"
        assert screen == _whole(table, TableModel()), f"a kept picture after {done[-5:]} is not the one drawn afresh"
    assert len(done) >= 30 and partial >= len(done) // 3, (partial, len(done))
