"""A save names what it needs from this install (issue 32, fault 6): a save holding pieces of a
kind, or naming a pack, rule change, step or end condition this install does not have, is
refused at load with a reason that names it, and `python -m game check-save` names the pack."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import Adjust, Game, SaveError, SetupError, from_save, newest, to_save
from game.engine import kinds as K
from game.engine import needs

ROOT = Path(__file__).resolve().parent.parent
QUAKE = K.Kind("test-quake", "Q", "Quake", token=True, pack="tests")


def _game_with_a_quake() -> Game:
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 5}))
    assert isinstance(game.apply(Adjust("Q", "", "A5")), list)
    return game


def test_a_save_with_pieces_of_a_kind_this_install_does_not_have_is_refused_at_load():
    K.register(QUAKE)
    try:
        data = json.loads(json.dumps(to_save(_game_with_a_quake())))
        assert from_save(data).state.lands["A5"].get("Q") == 1     # loads while the kind is there
    finally:
        K.unregister("Q")
    with pytest.raises(SaveError, match=r"kind 'Q' \(in A5\), which no installed pack registers"):
        from_save(data)


def test_a_save_naming_a_rule_change_or_an_end_condition_this_install_does_not_have_is_refused():
    data = to_save(Game(newest({"spirits": ["falling-cinder-rain"], "seed": 5})))
    bad = json.loads(json.dumps(data))
    bad["config"]["rules"] = ["test-no-such-rule"]
    assert "rule change 'test-no-such-rule'" in needs.missing(bad)
    bad = json.loads(json.dumps(data))
    bad["snapshot"]["end_conditions"] = ["test-no-such-end"]
    assert "end condition 'test-no-such-end'" in needs.missing(bad)
    bad["snapshot"]["end_conditions"] = []
    bad["snapshot"]["invader_steps"].append("test-no-such-step")
    with pytest.raises(SaveError, match="invader step 'test-no-such-step'"):
        from_save(bad)
    assert needs.missing(data) == ""


def test_a_game_names_only_installed_packs():
    with pytest.raises(SetupError, match="pack 'test-not-here' is not installed"):
        Game(newest({"spirits": ["falling-cinder-rain"], "packs": ["test-not-here"]}))
    game = Game(newest({"spirits": ["falling-cinder-rain"], "packs": ["base"]}))
    assert game.config["packs"] == ["base"]
    assert "packs" not in Game(newest({"spirits": ["falling-cinder-rain"]})).config   # base configs as they were


QUAKE_PACK = """
from game.engine import kinds as K
def register(pack):
    pack.kind(K.Kind("quake", "Q", "Quake", token=True))
"""
MAKE_SAVE = """
import sys
from pathlib import Path
from game.engine import Adjust, Game, newest
from game.persist.saves import write_save
game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 5, "packs": ["quake"]}))
assert isinstance(game.apply(Adjust("Q", "", "A5")), list)
write_save(game, Path(sys.argv[1]))
"""


def test_check_save_names_the_pack_a_save_needs_that_is_not_installed(tmp_path):
    from test_packs import _install
    packs_dir = tmp_path / "packs"
    packs_dir.mkdir()
    _install(packs_dir, "quake", {"quake": "quake_pack:register"}, {"quake_pack": QUAKE_PACK})
    save = tmp_path / "quake.json"

    def run(*args, with_pack: bool):
        path = [str(packs_dir)] if with_pack else []
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(path + [str(ROOT)]), SPIRIT_TABLE_HOME=str(tmp_path / "home"))
        return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)

    made = run("-c", MAKE_SAVE, str(save), with_pack=True)
    assert made.returncode == 0, made.stderr
    good = run("-m", "game", "check-save", str(save), with_pack=True)
    assert good.returncode == 0, good.stderr
    bad = run("-m", "game", "check-save", str(save), with_pack=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "needs the pack 'quake' (version 0.1), which is not installed" in bad.stderr    # as saved with
    (packs_dir / "quake_pack.py").write_text("def register(pack):\n    raise RuntimeError('cracked')\n", encoding="utf-8")
    broken = run("-m", "game", "check-save", str(save), with_pack=True)
    assert broken.returncode == 2 and "needs the pack 'quake' (version 0.1), which is installed here but was refused" in broken.stderr
    assert "RuntimeError: cracked" in broken.stderr


def test_a_save_whose_packs_or_rules_are_not_lists_of_names_is_refused_in_our_words(tmp_path):
    from game.persist import saves
    data = to_save(Game(newest({"spirits": ["falling-cinder-rain"], "seed": 5})))
    for key in ("packs", "rules", "events"):
        for n, junk in enumerate((-1, 1.5, True, "x", {"a": 1}, [None], [[], []], [1.5, "B"])):
            path = tmp_path / f"{key}-{n}.json"
            path.write_text(json.dumps(dict(data, config=dict(data["config"], **{key: junk}))))
            answer = saves.check_save(path)
            assert not answer["ok"] and "Error" not in answer["reason"] and "damaged" not in answer["reason"], \
                (key, junk, answer["reason"])
