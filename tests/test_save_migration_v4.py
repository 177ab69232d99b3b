"""Saves are forever, format 4 -> 5: games saved on the thematic island before its boards' printed
adjacency was found (tests/saves_v4, written by this program just before) keep loading and
replaying. Such a game names the thematic island as it was drawn then (engine.migrate
`as_format_4_played`, the layout "thematic-as-drawn-in-format-4"), so it replays to its own
position; a new game lays the boards as printed."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import make_bot, play
from game.content.layouts import build_island, layouts_summary
from game.engine import Game, from_save, to_save
from game.engine import migrate
from game.engine.save import VERSION
from game.persist import paths, saves

HERE = Path(__file__).resolve().parent
V4 = sorted((HERE / "saves_v4").glob("*.json"))
AS_DRAWN = "thematic-as-drawn-in-format-4"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))


def _data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_version_4_fixtures_of_the_thematic_island_in_play_and_finished():
    configs = [_data(p)["config"] for p in V4]
    assert all(_data(p)["version"] == 4 for p in V4) and len(V4) >= 3
    assert all(c.get("layout") == "thematic" for c in configs)
    assert {len(c["boards"]) for c in configs} >= {1, 2, 4}
    assert any("expansion" in c.get("packs", ()) for c in configs)
    assert any(_data(p)["snapshot"]["result"] for p in V4) and any(not _data(p)["snapshot"]["result"] for p in V4)


@pytest.mark.parametrize("path", V4, ids=lambda p: p.stem)
def test_a_version_4_thematic_save_loads_at_the_position_its_hash_fingerprints(path):
    data = _data(path)
    assert migrate.words_free(data["snapshot"]) == data["hash"]     # format 4's own fingerprint
    game = saves.load_game(path)
    upgraded, _ = migrate.upgrade(json.loads(json.dumps(data)), VERSION)
    assert game.state.state_hash() == upgraded["hash"]
    assert migrate.position(game.state.to_dict()) == migrate.position(data["snapshot"])
    assert saves.check_save(path)["ok"]


@pytest.mark.parametrize("path", V4, ids=lambda p: p.stem)
def test_a_version_4_thematic_game_lays_the_thematic_boards_as_drawn_then(path):
    data = _data(path)
    game = from_save(data)
    assert game.config["layout"] == AS_DRAWN and game.state.config["layout"] == AS_DRAWN
    old = build_island(tuple(data["config"]["boards"]) + ("@" + AS_DRAWN,))
    assert set(game.state.lands) == set(old.lands)


def test_the_thematic_island_as_drawn_then_differs_from_the_printed_one_it_was_kept_from():
    """Without the kept layout these saves would replay on other adjacency (hence other moves)."""
    boards = ("D", "B", "C", "A")
    then, now = build_island(boards + ("@" + AS_DRAWN,)), build_island(boards + ("@thematic",))
    assert set(then.lands) == set(now.lands)
    assert any(then.lands[l].adjacent != now.lands[l].adjacent for l in now.lands)


@pytest.mark.parametrize("path", [p for p in V4 if "in-play" in p.stem], ids=lambda p: p.stem)
def test_a_migrated_version_4_game_plays_on_and_saves_as_this_format(path):
    game = saves.load_game(path)
    play(game, make_bot("random", 7), 25)
    data = json.loads(json.dumps(to_save(game)))
    assert data["version"] == VERSION == 5 and data["config"]["layout"] == AS_DRAWN
    again = from_save(data)
    assert again.state.state_hash() == game.state.state_hash()


@pytest.mark.parametrize("path", V4, ids=lambda p: p.stem)
def test_a_version_4_save_whose_snapshot_was_edited_is_refused_before_its_layout_is_named_as_it_was(path):
    data = _data(path)
    data["snapshot"]["fear_pool"] += 1
    with pytest.raises(migrate.SaveError, match="edited or damaged"):
        from_save(data)


def test_a_version_4_game_on_another_layout_is_left_as_it_was():
    config = {"layout": "archipelago", "boards": ["A", "B"]}
    assert migrate.as_format_4_played(config) == config
    assert migrate.as_format_4_played({"boards": ["A"]}) == {"boards": ["A"]}
    assert migrate.as_format_4_played({"layout": "thematic-as-first-drawn"})["layout"] == "thematic-as-first-drawn"


def test_a_new_thematic_game_lays_the_printed_boards_and_the_kept_layout_is_never_offered():
    game = Game({"spirits": ["falling-cinder-rain", "scattering-gale"], "seed": 5, "layout": "thematic"})
    assert game.config["layout"] == "thematic"
    assert AS_DRAWN not in layouts_summary()["ids"]
