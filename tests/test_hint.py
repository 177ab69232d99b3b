"""The hint (issue 31, "A hint"): the greedy bot's move and, in words, what it achieves, read
from the engine's forecast before and after the move."""
from __future__ import annotations

import json
import subprocess
import sys

from game.bots.greedy import GreedyBot
from game.bots.hint import achieved, hint
from game.engine import Choose, Game, newest
from game.engine.island import island
from game.engine.state import Option
from game.engine.testing import position
from game.guide.words import HINT


def _card_on(st, land_id: str) -> str:
    """A stage I invader card whose lands include `land_id`."""
    from game.content import catalog
    terrain = island(st).lands[land_id].terrain
    return next(c.id for c in catalog.INVADER_CARDS.items.values()
                if c.stage == 1 and not c.coastal and terrain in c.terrains)


def test_a_move_that_empties_a_land_about_to_ravage_is_said_to_stop_the_ravage_and_save_the_dahan():
    before = position({"A5": "2E 2D"})
    before.ravage = [_card_on(before, "A5")]
    after = position({"A5": "2D", "A4": "2E"})
    after.ravage = list(before.ravage)
    parts = dict(achieved(before, after, Choose(0, Option("push", 0, land="A5", to="A4", piece="E"))))
    assert parts["ravage_stopped"] == {"land": "A5", "before": 2, "after": 0}
    assert parts["blight_prevented"] == {"land": "A5"}


def test_a_move_that_only_weakens_a_ravage_says_how_much_damage_is_left():
    before = position({"A5": "3E 2D"})
    before.ravage = [_card_on(before, "A5")]
    after = position({"A5": "1E 2D", "A4": "2E"})
    after.ravage = list(before.ravage)
    parts = dict(achieved(before, after, Choose(0, Option("push", 0, land="A5", to="A4", piece="E"))))
    assert parts["ravage_softened"] == {"land": "A5", "before": 3, "after": 1}
    assert parts["blight_prevented"] == {"land": "A5"}
    assert "dahan_saved" in parts          # 3 damage kills a Dahan; 1 does not


def test_a_card_that_reaches_an_innate_threshold_names_the_innate_and_its_level():
    before = position({}, spirits=["falling-cinder-rain"])
    after = position({}, spirits=["falling-cinder-rain"])
    after.spirits[0].bonus_elements = {"fire": 2, "air": 1}
    codes = [c for c, _ in achieved(before, after, Choose(0, Option("done", 0)))]
    assert "innate_reached" in codes
    data = dict(achieved(before, after, Choose(0, Option("done", 0))))["innate_reached"]
    assert data["level"] == 1 and "2 fire" in data["elements"]


def test_a_finished_game_gets_no_command_and_a_reason_saying_it_is_over():
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 2}))
    g.state.result = "victory"
    h = hint(g)
    assert h.command is None and "over" in h.reason


def test_the_hint_is_the_greedy_bots_move_and_changes_nothing_in_the_game():
    g = Game(newest({"spirits": ["falling-cinder-rain", "mending-moss"], "seed": 4}))
    bot = GreedyBot(0)
    while g.state.turn < 2:
        g.apply(bot.choose(g))
    before, log = g.state.state_hash(), len(g.log)
    h = hint(g)
    assert h.command == GreedyBot(0).choose(g)
    assert g.state.state_hash() == before and len(g.log) == log and h.reason


def test_every_hint_code_has_a_sentence():
    g = Game(newest({"spirits": ["falling-cinder-rain", "mending-moss"], "seed": 6}))
    bot = GreedyBot(1)
    seen = set()
    while g.state.turn < 4 and not g.state.result:
        seen |= {c for c, _ in hint(g).parts}
        g.apply(bot.choose(g))
    assert seen and seen <= set(HINT)


def test_the_command_line_answers_in_json_for_a_save_and_in_words_for_a_bad_file(tmp_path):
    from game.persist.saves import write_save
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    bot = GreedyBot(0)
    while g.state.turn < 2:
        g.apply(bot.choose(g))
    path = write_save(g, tmp_path / "s.json")
    out = subprocess.run([sys.executable, "-m", "game", "hint", str(path), "--json"], capture_output=True, text=True)
    d = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 0 and d["command"]["type"] == "choose" and d["reason"]
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    out = subprocess.run([sys.executable, "-m", "game", "hint", str(bad), "--json"], capture_output=True, text=True)
    d = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.returncode == 2 and d["command"] is None and "Traceback" not in out.stderr


def test_the_command_line_s_reason_is_in_the_player_s_language(tmp_path):
    """The language chosen in Settings (else the system's locale) words the reason, as the table does."""
    import os
    from game.persist.saves import write_save
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    path = write_save(g, tmp_path / "s.json")
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(tmp_path / "home"), LANGUAGE="", LC_ALL="", LC_MESSAGES="",
               LANG="fr_FR.UTF-8")
    run = [sys.executable, "-m", "game", "hint", str(path), "--json"]
    fr = json.loads(subprocess.run(run, capture_output=True, text=True, env=env).stdout.strip().splitlines()[-1])
    en = json.loads(subprocess.run(run, capture_output=True, text=True,
                                   env=dict(env, LANG="en_GB.UTF-8")).stdout.strip().splitlines()[-1])
    assert fr["command"] == en["command"] and fr["reason"] != en["reason"]
    assert fr["reason"].startswith("Il ") or fr["reason"].startswith("C'est") or "Esprit" in fr["reason"], fr["reason"]
