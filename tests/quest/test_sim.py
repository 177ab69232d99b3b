"""Headless quests: the sim's summary, the command line's --game flag (the island's default kept), and
a wandering bot (greedy with random detours) played through every kind of ending with the invariants
checked after every command and each quest saved and loaded again."""
import json
import os
import random
import subprocess
import sys

from game.quest.bots import GreedyBot, make_bot
from game.quest.engine import Quest, legal_commands
from game.quest.engine.invariants import violations
from game.quest.engine.save import from_save, to_save
from game.quest.sim import simulate


def test_the_sim_plays_quests_of_every_party_size_without_errors():
    res = simulate(10, 0, 1, "random")
    assert res["games"] == 10 and res["errors"] == 0, res["first_errors"]
    assert res["victories"] + res["defeats"] == 10


class Wanderer(GreedyBot):
    """The greedy bot, but one choice in four at random (reaching the paths neither bot alone takes)."""

    def choose(self, quest):
        if self.rng.random() < 0.25:
            return self.rng.choice(legal_commands(quest.state))
        return super().choose(quest)


def test_wandering_quests_keep_every_invariant_and_save_and_load_to_the_same_position():
    ends = set()
    for seed in range(12):
        heroes = random.Random(seed).sample(["brannoc", "mirelle", "osgar", "wenna", "dunstan"], 1 + seed % 5)
        q = Quest({"heroes": heroes, "seed": seed})
        bot = Wanderer(seed)
        for _ in range(3000):
            if q.state.result:
                break
            assert isinstance(q.apply(bot.choose(q)), list)
            assert violations(q.state) == []
        assert q.state.result
        ends.add(q.state.cause)
        again = from_save(json.loads(json.dumps(to_save(q))))
        assert again.state.state_hash() == q.state.state_hash()
    assert len(ends) >= 2, ends


def test_python_m_game_sim_game_spittlesnot_json():
    out = subprocess.run([sys.executable, "-m", "game", "sim", "--game", "spittlesnot", "--games", "3", "--players",
                          "2", "--seed", "4", "--bot", "greedy", "--json"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["games"] == 3 and data["errors"] == 0 and "victories" in data and data["game"] == "spittlesnot"


def test_the_island_stays_the_default_game_of_the_sim_and_never_loads_the_quest():
    code = ("import sys, runpy; sys.argv=['game','sim','--games','1','--players','1','--json'];\n"
            "try:\n    runpy.run_module('game', run_name='__main__')\nexcept SystemExit:\n    pass\n"
            "print('QUEST' if any(m.startswith('game.quest') for m in sys.modules) else 'NOQUEST')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    lines = out.stdout.strip().splitlines()
    assert lines[-1] == "NOQUEST", out.stderr
    assert "spirits" in lines[0] or "defeats" in json.loads(lines[0])


def test_a_bot_by_name():
    assert isinstance(make_bot("greedy", 1), GreedyBot)


def test_the_islands_settings_are_refused_for_the_quest_in_words():
    out = subprocess.run([sys.executable, "-m", "game", "sim", "--game", "spittlesnot", "--games", "1",
                          "--adversary", "salt-crown"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 2 and "--adversary" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([sys.executable, "-m", "game", "sim", "--game", "spittlesnot", "--games", "1",
                          "--players", "6"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 2 and "1 to 5 heroes" in out.stderr


def test_the_same_seed_gives_the_same_quests_and_another_seed_others():
    def strip(d):
        return {k: v for k, v in d.items() if not k.endswith("_per_s")}
    a, b = strip(simulate(6, 3, 5, "greedy")), strip(simulate(6, 3, 5, "greedy"))
    c = strip(simulate(6, 3, 6, "greedy"))
    assert a == b and a != c
    code = ("import json; from game.quest.sim import simulate; "
            "print(json.dumps({k: v for k, v in simulate(6, 3, 5, 'greedy').items() if not k.endswith('_per_s')}, sort_keys=True))")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                           env={**os.environ, "PYTHONHASHSEED": h}).stdout for h in ("1", "2")}
    assert len(outs) == 1 and json.loads(outs.pop()) == json.loads(json.dumps(a, sort_keys=True))
