"""One ruleset per game (issue 32, "One ruleset per game"): packs write into a builder that yields
a read-only ruleset; a game is set up with the ruleset of the packs its settings name, and two
games with different packs run side by side in one process, each with its own kinds and rules."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import ruleset
from game.content import catalog
from game.engine import Adjust, Game, SaveError, from_save, newest, to_save
from game.engine import kinds as K
from game.engine import rulebook
from game.engine.testing import land, position, resolve

ROOT = Path(__file__).resolve().parent.parent
SPIRIT = ["falling-cinder-rain"]


def _quake_pack(pack) -> None:
    """Q is a Quake here: a token that stops an explore into its land (and stays)."""
    pack.kind(K.Kind("test-quake", "Q", "Quake", token=True,
                     hooks={"instead_of_explore": lambda state, l: bool(state.lands[l].get("Q"))}))


def _quarry_pack(pack) -> None:
    """Q is a Quarry there: a token with no hook, on the same letter; and an event card."""
    from game.content import ops
    from game.content.spec import EventCard
    pack.kind(K.Kind("test-quarry", "Q", "Quarry", token=True))
    pack.event(EventCard("test-rockfall", "Rockfall", (ops.fear(1),), "1 Fear."))


@pytest.fixture
def two_packs():
    catalog.install(_quake_pack, "tests-quake", version="1.2")
    catalog.install(_quarry_pack, "tests-quarry")
    yield
    catalog.forget("tests-quake")
    catalog.forget("tests-quarry")


def _explore(st, land_id):
    from game.engine.island import terrain
    st.invader_deck = [f"I-{terrain(st, land_id)}"]
    return resolve(st, [{"op": "explore"}])


def test_two_games_with_different_packs_run_side_by_side_in_one_process(two_packs):
    quake = Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake"]}))
    quarry = Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quarry"]}))
    base = Game(newest({"spirits": SPIRIT, "seed": 4}))
    # the same letter is a different kind in each game, and no kind at all in the base game
    for game, name in ((quake, "Quake"), (quarry, "Quarry"), (quake, "Quake"), (base, None)):
        answer = game.apply(Adjust("Q", "", "A1"))
        if name is None:
            assert answer.code == "kind_not_in_this_game"
        else:
            assert isinstance(answer, list) and K.KINDS["Q"].name == name
            assert rulebook.of(game.state).table("kinds")["Q"].name == name
    assert quake.state.lands["A1"]["Q"] == 2 and quarry.state.lands["A1"]["Q"] == 1 and "Q" not in base.state.lands["A1"]
    # each game's rules run with its own kinds, whichever game ran last
    a, b = quake.state.clone(), quarry.state.clone()
    a.lands["A1"], b.lands["A1"] = {"Q": 1, "C": 1}, {"Q": 1, "C": 1}
    _explore(b, "A1")
    _explore(a, "A1")
    assert land(a, "A1") == "1C 1Q", "the quake stops the explore"
    assert land(b, "A1") == "1E 1C 1Q", "the quarry stops nothing"
    # a save of each loads beside the other, to the same position
    for game in (quarry, quake, base):
        again = from_save(to_save(game))
        assert again.state.state_hash() == game.state.state_hash()
        assert rulebook.of(again.state) is rulebook.of(game.state)


def test_a_game_s_ruleset_is_read_only_and_names_its_packs_with_their_versions(two_packs):
    rs = catalog.ruleset_of(["tests-quake"])
    assert [p for p, _v in rs.packs] == ["base", "expansion", "tests-quake"] and dict(rs.packs)["tests-quake"] == "1.2"
    with pytest.raises(TypeError):
        rs.table("kinds")["Q"] = None
    assert catalog.ruleset_of(["tests-quake"]) is rs, "built once per set of packs"
    assert catalog.ruleset_of([]).table("kinds").get("Q") is None
    # the catalog's cards, by (kind, id): the pack each came from, for the packs of the ruleset only
    cards = catalog.ruleset_of(["tests-quarry"]).table("cards")
    assert cards[("event", "test-rockfall")] == "tests-quarry" and cards[("spirit", "falling-cinder-rain")] == "base"
    assert ("event", "test-rockfall") not in rs.table("cards")


def test_a_save_records_the_versions_of_its_packs_beside_its_settings(two_packs):
    game = Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake"]}))
    data = to_save(game)
    assert data["packs"] == {"tests-quake": "1.2"} and "versions" not in data["config"]
    assert "packs" not in to_save(Game(newest({"spirits": SPIRIT, "seed": 4}))), "a base game's save is as it was"


def test_packs_that_bring_the_same_letter_are_refused_together_in_our_words(two_packs):
    from game.engine import SetupError
    with pytest.raises(SetupError, match=r"cannot be played together \(kind 'Q' is already registered"):
        Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake", "tests-quarry"]}))


def test_a_save_with_pieces_of_an_installed_pack_it_does_not_name_is_refused_at_load(two_packs):
    game = Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake"]}))
    game.apply(Adjust("Q", "", "A1"))
    data = to_save(game)
    data["config"] = {k: v for k, v in data["config"].items() if k != "packs"}
    with pytest.raises(SaveError, match="has pieces of the kind 'Q'"):
        from_save(data)


def test_a_save_whose_pack_is_gone_is_refused_naming_the_pack_and_the_version_it_was_saved_with():
    catalog.install(_quake_pack, "tests-quake", version="1.2")
    try:
        game = Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake"]}))
        game.apply(Adjust("Q", "", "A1"))
        data = to_save(game)
    finally:
        catalog.forget("tests-quake")
    with pytest.raises(SaveError, match=r"needs the pack 'tests-quake' \(version 1.2\), which is not installed"):
        from_save(data)


def test_a_kind_registered_by_a_test_is_in_every_game_and_a_pack_s_only_in_its_own(two_packs):
    K.register(K.Kind("test-moss-core", "M", "Moss", token=True))
    try:
        st = position({"A5": "1M"})
        assert land(st, "A5") == "1M"
        named = position({"A5": "1M 1Q"}, settings={"packs": ["tests-quarry"]})
        assert land(named, "A5") == "1M 1Q"
        with pytest.raises(ValueError):
            position({"A5": "1Q"})
    finally:
        K.unregister("M")


def test_a_pack_that_registers_straight_into_a_registry_registers_into_its_own_ruleset_only():
    from game.engine import phase

    def sly(pack):
        K.register(K.Kind("test-sly", "J", "Sly", token=True))      # not through its Pack
        phase.register_step("test-sly-step", lambda state: [])

    catalog.install(sly, "tests-sly")
    try:
        assert "J" not in K.KINDS and "test-sly-step" not in phase.STEPS
        rs = catalog.ruleset_of(["tests-sly"])
        assert rs.table("kinds")["J"].name == "Sly" and "test-sly-step" in rs.table("steps")
        assert "J" not in ruleset.core(K.GAME).table("kinds")
    finally:
        catalog.forget("tests-sly")


def test_the_builder_knows_no_game_a_second_game_has_its_own_core_and_tables():
    ruleset.register("tests-second-game", "heroes", "brute", "Brute")
    try:
        rs = ruleset.of("tests-second-game")
        assert dict(rs.table("heroes")) == {"brute": "Brute"} and not rs.table("kinds")
        assert "heroes" not in ruleset.of(K.GAME).tables() and "kinds" in ruleset.of(K.GAME).tables()
        with pytest.raises(ruleset.RulesetError, match="'brute' is already registered"):
            ruleset.register("tests-second-game", "heroes", "brute", "Another Brute")
        b = ruleset.Builder("tests-second-game", rs)
        b.join("tests-band", "2", [("heroes", "scout", "Scout")])
        built = b.build()
        assert list(built.table("heroes")) == ["brute", "scout"] and built.packs == (("tests-band", "2"),)
        assert "scout" not in rs.table("heroes"), "a ruleset built is never changed"
    finally:
        ruleset.unregister("tests-second-game", "heroes", "brute")
    assert not ruleset.of("tests-second-game").table("heroes")


def _python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)


def test_importing_the_game_s_modules_loads_no_pack():
    out = _python("import game.engine, game.bots.greedy, game.sim, game.words\n"
                  "from game import kinds, ruleset\nfrom game.content import catalog\n"
                  "print('PACKS' in vars(catalog), ''.join(kinds.KINDS), ruleset.in_play('island').packs)")
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "ETCDBP", "()"], out.stdout


PROBE = '''
"""A pack author's probe: a pack installed when its test module is collected, left installed,
with kinds on the letters another test module registers for itself."""
from game.content import catalog
from game.engine import Game, kinds as K


def _register(pack):
    for letter in "MXY":
        pack.kind(K.Kind(f"probe-{letter}", letter, f"Probe {letter}", token=True))


catalog.install(_register, "probe")


def test_the_probe_s_game_has_its_kinds():
    game = Game({"spirits": ["falling-cinder-rain"], "seed": 1, "packs": ["probe"]})
    assert {"M", "X", "Y"} <= set(K.KINDS) and K.KINDS["X"].name == "Probe X"
'''


def test_a_probe_pack_collected_in_the_same_run_leaks_into_no_other_test(tmp_path):
    probe = tmp_path / "test_probe_pack.py"
    probe.write_text(PROBE, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", str(ROOT),
                          str(probe), str(ROOT / "tests" / "test_rules_kind_hooks.py")],
                         capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert out.returncode == 0, out.stdout[-3000:]
    assert " passed" in out.stdout and "failed" not in out.stdout


def test_check_save_says_which_pack_a_save_needs(tmp_path):
    catalog.install(_quake_pack, "tests-quake", version="1.2")
    try:
        data = to_save(Game(newest({"spirits": SPIRIT, "seed": 4, "packs": ["tests-quake"]})))
    finally:
        catalog.forget("tests-quake")
    path = tmp_path / "quake.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "game", "check-save", str(path)], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 2
    assert "the save needs the pack 'tests-quake' (version 1.2), which is not installed here" in out.stdout + out.stderr
