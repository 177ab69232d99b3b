"""The hint on the table (issue 31, "A hint"): H and the Hint button show the bot's move where it
is made, with the reason beside it; it plays nothing and spends no undo."""
from __future__ import annotations

import time

import pygame

from game.bots.greedy import GreedyBot
from game.ui.input.hotspots import Target


def _to_turn(table, hand, turn):
    g = table.game
    bot = GreedyBot(2)
    while g.state.turn < turn:
        table.perform([bot.choose(g)])
    table.anim.skip_all()
    table.view.snap(g.state)
    hand.frame()


def test_the_hint_key_shows_the_bots_move_and_plays_nothing(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=3)
    _to_turn(table, hand, 2)
    g = table.game
    before, log, undo = g.state.state_hash(), len(g.log), len(g.history)
    hand.key(pygame.K_h)
    assert table.hint is not None and table.hint.command == GreedyBot(0).choose(g)
    assert table.hint.reason
    assert g.state.state_hash() == before and len(g.log) == log and len(g.history) == undo
    hand.key(pygame.K_h)
    assert table.hint is None


def test_the_hint_button_lights_the_move_and_the_next_move_takes_it_away(table_for):
    table, hand = table_for(["falling-cinder-rain"], ["A"], seed=5)
    _to_turn(table, hand, 2)
    plain = table.app.screen.copy()
    hand.click(Target("button", name="hint"))
    assert table.hint is not None
    from game.ui.scenes import table_hint
    lit = table_hint.draw(table, table.app.screen, table.hotspots)
    assert lit, "the hint draws nothing"
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(table.app.screen, "RGB")
    table.perform([table.hint.command])
    assert table.hint is None


def test_a_hint_at_turn_eight_with_four_spirits_answers_within_a_second(table_for):
    spirits = ["falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss"]
    table, hand = table_for(spirits, ["A", "B", "C", "D"], seed=7)
    g, bot = table.game, GreedyBot(7)
    while g.state.turn < 8 and not g.state.result:
        g.apply(bot.choose(g))
    table.view.snap(g.state)
    table.refresh()
    hand.frame()
    worst = 0.0
    for _ in range(20):
        if g.state.result:
            break
        t0 = time.perf_counter()
        table.toggle_hint()
        worst = max(worst, time.perf_counter() - t0)
        table.perform([table.hint.command] if table.hint and table.hint.command else [bot.choose(g)])
    assert worst < 1.0, worst
