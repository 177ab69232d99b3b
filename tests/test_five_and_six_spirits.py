"""Games of 5 and 6 spirits, played to the end by the bots, and how a sim deals their boards."""
import subprocess
import sys

import pytest

from game.engine.setup import boards_to_deal
from game.sim import play_one


@pytest.mark.parametrize("players", [5, 6])
def test_random_games_of_five_and_six_spirits_end_with_no_error_and_no_broken_invariant(players):
    for seed in (1, 2):
        out = play_one(seed, players, "random", check=True, roundtrip=True)
        assert out["error"] == "" and out["result"], out


def test_boards_a_to_d_are_dealt_to_1_to_4_spirits_as_before_and_a_to_f_to_5_and_6():
    for players in range(1, 5):
        assert boards_to_deal(players) == tuple("ABCD")
    assert boards_to_deal(5) == boards_to_deal(6) == tuple("ABCDEF")


def test_the_sim_refuses_seven_spirits_in_words():
    res = subprocess.run([sys.executable, "-m", "game", "sim", "--players", "7", "--games", "1"],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 2 and "choose 1 to 6 spirits" in res.stderr and "Traceback" not in res.stderr
