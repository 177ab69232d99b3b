"""Quick, deterministic checks on the bots behind docs/balance.md (no timings here: the speed is
measured by `python -m game sim`, whose games_per_s the balance page reports).

The full balance figures (hundreds of games) live in docs/balance.md; these tests only make sure
the greedy bot stays clearly better than the random one and stays a well-behaved player.
"""
from __future__ import annotations

import random

from game.bots import make_bot
from game.engine import Game
from game.sim import play_one

# a small fixed set: (seed, spirits); both bots play exactly these games
GAMES = [
    (11, ["falling-cinder-rain", "mending-moss"]),
    (12, ["scattering-gale", "stirring-basalt-giant"]),
    (13, ["marsh-mist-dread", "strangler-fig-runners"]),
    (14, ["old-village-drumbeat", "shattered-lagoon-prism"]),
]


def _results(bot: str) -> list[dict]:
    return [play_one(seed, len(sp), bot, check=False, spirits=sp) for seed, sp in GAMES]


def test_the_greedy_bot_beats_the_random_bot_on_a_fixed_seed_set():
    greedy, rand = _results("greedy"), _results("random")
    for r in greedy + rand:
        assert r["error"] == "", r["error"]
        assert r["result"] in ("victory", "defeat")
    g_wins = sum(r["result"] == "victory" for r in greedy)
    r_wins = sum(r["result"] == "victory" for r in rand)
    g_turns = sum(r["turns"] for r in greedy)
    r_turns = sum(r["turns"] for r in rand)
    assert (g_wins, g_turns) > (r_wins, r_turns)   # more victories, or as many and longer games
    assert g_wins > r_wins or g_turns > r_turns + len(GAMES)


def test_the_greedy_bot_is_deterministic_for_a_seed_and_ignores_the_global_random():
    def commands(global_seed: int) -> list:
        random.seed(global_seed)            # the bot must not draw from the global generator
        g = Game({"spirits": ["shattered-lagoon-prism"], "seed": 5}, keep_undo=False)
        bot = make_bot("greedy", 5)
        out = []
        while not g.state.result and g.state.turn <= 3:
            cmd = bot.choose(g)
            out.append(cmd)
            random.random()
            g.apply(cmd)
        return out

    assert commands(1) == commands(2)


def test_the_greedy_bot_only_answers_with_legal_commands():
    g = Game({"spirits": ["old-village-drumbeat", "mending-moss"], "seed": 21}, keep_undo=False)
    bot = make_bot("greedy", 21)
    while not g.state.result and g.state.turn <= 4:
        cmd = bot.choose(g)
        assert cmd in g.legal_commands()
        g.apply(cmd)
