"""Headless play of a variant (issue 32): `python -m game sim --rules ID... --events ID...
--packs NAME...` plays every game with those settings, and counts a pack's own loss by its cause."""
from __future__ import annotations

import json

from game.sim import simulate

from extending import omen_event, warlord_rule
from test_packs import _install, _run_game

ADVERSARY = '''
from game.engine import kinds as K, phase, results
from game.engine import pieces as P

def register(pack):
    pack.end_condition("sieged", results.DEFEAT, lambda st: any(P.count(p, "TC") >= 3 for p in st.lands.values()),
                       "the invaders laid siege to a land (three Towns and Cities in it)")
    def siege(state):
        phase.insert_step(state, "build", after="build")
        results.add_end(state, "sieged")
    pack.rule("siege", siege, text="Build twice; three buildings in a land lose the game.")
'''


def test_a_sim_of_a_variant_plays_every_game_with_its_rules_and_events_and_counts_its_own_losses():
    warlord_rule.install()
    omen_event.install()
    try:
        res = simulate(6, 1, 1, "random", variant={"rules": [warlord_rule.RULE], "events": [omen_event.OMEN.id],
                                                       "packs": [warlord_rule.NAME]})
    finally:
        omen_event.uninstall()
        warlord_rule.uninstall()
    assert res["errors"] == 0, res["error_samples"]
    assert res["variant"] == {"rules": [warlord_rule.RULE], "events": [omen_event.OMEN.id], "packs": [warlord_rule.NAME]}
    assert res["defeats"].get(warlord_rule.OVERRUN, 0) >= 1 and "other" not in res["defeats"]
    base = simulate(6, 1, 1, "random")
    assert "variant" not in base and base["defeats"] != res["defeats"]


def test_the_sim_command_names_rules_and_packs_and_refuses_unknown_ones_in_one_line(tmp_path):
    _install(tmp_path, "siege-pack", {"siege-pack": "siege_pack:register"}, {"siege_pack": ADVERSARY})
    out = _run_game(tmp_path, "-m", "game", "sim", "--games", "4", "--players", "1", "--rules", "siege",
                    "--packs", "siege-pack", "--base", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["variant"] == {"rules": ["siege"], "packs": ["siege-pack"]} and res["errors"] == 0
    assert set(res["defeats"]) <= {"blight", "spirit", "time", "sieged"} and res["defeats"].get("sieged")
    for args, why in ((["--rules", "no-such-rule"], "unknown rule change 'no-such-rule'"),
                      (["--events", "no-such-event"], "unknown event card 'no-such-event'"),
                      (["--packs", "no-such-pack"], "the pack 'no-such-pack' is not installed")):
        bad = _run_game(tmp_path, "-m", "game", "sim", "--games", "1", *args)
        assert bad.returncode == 2 and bad.stderr.strip() == f"sim: {why}", bad.stderr


def test_a_sim_against_an_adversary_at_a_level_with_a_supporting_one_and_a_scenario_names_them_and_counts_their_losses():
    variant = {"adversary": ["grey-synod", 6], "adversary2": ["briar-wardens", 2], "scenario": "quiet-shores"}
    res = simulate(4, 2, 1, "random", variant=variant)
    assert res["errors"] == 0, res["error_samples"]
    assert res["variant"] == variant and "other" not in res["defeats"]


def test_the_sim_command_takes_adversary_level_adversary2_level2_and_scenario(capsys):
    from game.__main__ import main
    code = main(["sim", "--games", "2", "--players", "2", "--adversary", "hollow-crown", "--level", "6",
                 "--adversary2", "grey-synod", "--level2", "1", "--scenario", "dahan-uprising", "--json"])
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and out["variant"] == {"adversary": ["hollow-crown", 6], "adversary2": ["grey-synod", 1],
                                            "scenario": "dahan-uprising", "packs": ["expansion"]}


def test_the_sim_command_refuses_a_level_without_its_adversary_in_one_line(capsys):
    from game.__main__ import main
    assert main(["sim", "--games", "1", "--level", "3"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "sim: --level needs --adversary"
