"""Saves are forever (issue 10 point 8): a version-1 save keeps loading at the same position, a
save that cannot be migrated is refused with a reason and never touched."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import make_bot, play
from game.engine import Game, SaveError, Undo, from_save, to_save
from game.engine import migrate
from game.engine.migrate import snapshot_hash
from game.engine.state import GameState
from game.engine.save import VERSION
from game.persist import paths, saves

HERE = Path(__file__).resolve().parent
V1 = sorted((HERE / "saves_v1").glob("*.json"))
V2 = sorted((HERE / "saves_v2").glob("*.json"))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def put(name: str, data) -> Path:
    path = paths.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def refused_and_untouched(path: Path, words: str) -> str:
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveError, match=words) as e:
        saves.load_game(path)
    assert not saves.check_save(path)["ok"]
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    return str(e.value)


def nonzero(pieces: dict) -> dict:
    return {k: v for k, v in pieces.items() if v}


# -- every version-1 save keeps loading at the same position ---------------------------------

@pytest.mark.parametrize("path", V1, ids=lambda p: p.stem)
def test_a_version_1_save_loads_at_its_own_turn_phase_pieces_energy_hands_presence_and_result(path):
    snap = json.loads(path.read_text(encoding="utf-8"))["snapshot"]
    st = saves.load_game(path).state
    assert (st.turn, st.phase, st.result) == (snap["turn"], snap["phase"], snap["result"])
    assert {lid: nonzero(p) for lid, p in st.lands.items()} == {lid: nonzero(p) for lid, p in snap["lands"].items()}
    assert len(st.spirits) == len(snap["spirits"])
    for s, old in zip(st.spirits, snap["spirits"]):
        assert (s.energy, s.hand, nonzero(s.presence)) == (old["energy"], old["hand"], nonzero(old["presence"]))


@pytest.mark.parametrize("path", V1, ids=lambda p: p.stem)
def test_a_migrated_save_is_marked_and_undo_does_not_go_back_across_the_migration(path):
    game = saves.load_game(path)
    n = len(json.loads(path.read_text(encoding="utf-8"))["commands"])
    assert game.migrated == {"from": 1, "commands": n}
    assert not game.can_undo() and Undo() not in game.legal_commands()
    report = saves.check_save(path)
    assert report["ok"] and "migrated from format 1" in report["reason"]


def test_a_migrated_game_saved_again_is_of_this_format_keeps_its_mark_and_undo_stops_at_the_migration():
    game = saves.load_game(HERE / "saves_v1" / "one-spirit-turn-with-undo.json")
    bot = make_bot("random", 4)
    play(game, bot, 6)
    assert game.can_undo() or not game.history        # undo works for what was played since
    data = json.loads(json.dumps(to_save(game)))
    assert data["version"] == VERSION == 5 and data["migrated"] == game.migrated
    again = from_save(data)
    assert again.state.state_hash() == game.state.state_hash()
    assert again.migrated == game.migrated and len(again.history) == len(game.history)


def test_the_version_1_fixtures_cover_a_finished_game_undo_and_tabletop_moves():
    datas = [json.loads(p.read_text(encoding="utf-8")) for p in V1]
    assert all(d["version"] == 1 for d in datas) and len(datas) >= 3
    assert any(d["snapshot"]["result"] for d in datas)
    assert {c["type"] for d in datas for c in d["commands"]} == {"choose", "undo", "adjust"}


# -- a save that cannot be migrated is refused and never touched ------------------------------

def v1_data(name="two-spirits-tabletop-moves.json") -> dict:
    return json.loads((HERE / "saves_v1" / name).read_text(encoding="utf-8"))


def test_a_version_1_save_whose_snapshot_was_edited_is_refused_and_kept():
    data = v1_data()
    data["snapshot"]["spirits"][0]["energy"] += 5
    refused_and_untouched(put("edited.json", data), "edited or damaged")


def test_a_version_1_save_that_does_not_replay_to_its_own_position_is_refused_with_what_differs():
    data = v1_data()
    data["snapshot"]["spirits"][0]["energy"] += 5     # a consistent hash, a position the log never reaches
    data["hash"] = snapshot_hash(data["snapshot"])
    why = refused_and_untouched(put("diverged.json", data), "cannot be migrated")
    assert "spirit 1's energy" in why


def test_a_version_1_save_without_its_snapshot_cannot_be_migrated():
    data = v1_data()
    del data["snapshot"]
    refused_and_untouched(put("bare.json", data), "cannot be migrated")


@pytest.mark.parametrize("version, words", [
    (VERSION + 1, "newer version"), (99, "newer version"), (0, "not one this game ever wrote"),
    (-1, "not one this game ever wrote"), ("2", "whole number"), ("garbage", "whole number"),
    (None, "whole number"), (2.0, "whole number"), ([2], "whole number")])
def test_a_save_with_a_future_or_garbage_version_is_refused_with_a_reason_and_kept(version, words):
    data = to_save(Game({"spirits": ["falling-cinder-rain"], "seed": 3}))
    data["version"] = version
    why = refused_and_untouched(put("odd.json", data), words)
    assert why and "\n" not in why


def test_a_save_with_an_unreadable_migration_mark_is_refused():
    data = json.loads(json.dumps(to_save(Game({"spirits": ["falling-cinder-rain"], "seed": 3}))))
    data["migrated"] = {"from": 1, "commands": 999}
    refused_and_untouched(put("mark.json", data), "mark of an older format")


def test_every_version_1_save_is_listed_as_sound_in_the_load_list():
    for p in V1:
        put(p.name, p.read_text(encoding="utf-8"))
    entries = saves.list_saves(verify=True)
    assert len(entries) == len(V1) and all(e.problem == "" for e in entries)


# -- version 2 ------------------------------------------------------------------------------

@pytest.mark.parametrize("path", V2, ids=lambda p: p.stem)
def test_a_version_2_save_loads_at_the_position_its_hash_fingerprints(path):
    """Format 2's hash held the question's words; it is checked as format 2 took it, and the
    game reached is the snapshot's position, fingerprinted without its words (format 3)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    game = saves.load_game(path)
    assert data["version"] == 2 and migrate.words_hash(data["snapshot"]) == data["hash"]
    upgraded, _ = migrate.upgrade(json.loads(json.dumps(data)), VERSION)
    assert game.state.state_hash() == upgraded["hash"] == migrate.words_free(upgraded["snapshot"])
    assert game.state.state_hash() == GameState.from_dict(upgraded["snapshot"]).state_hash()
    assert migrate.position(game.state.to_dict()) == migrate.position(data["snapshot"])
    assert "prompts" not in game.config and game.config == upgraded["config"]
    assert game.migrated == data.get("migrated")
    assert saves.check_save(path)["ok"]


def test_there_are_version_2_fixtures_a_new_game_and_a_migrated_one():
    kinds = {"migrated" in json.loads(p.read_text(encoding="utf-8")) for p in V2}
    assert kinds == {True, False}


@pytest.mark.parametrize("path", V2, ids=lambda p: p.stem)
def test_a_version_2_save_whose_snapshot_was_edited_is_refused_and_kept(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["snapshot"]["fear_pool"] += 1
    refused_and_untouched(put("edited.json", data), "edited or damaged")


@pytest.mark.parametrize("path", V2, ids=lambda p: p.stem)
def test_a_version_2_save_whose_question_was_reworded_is_refused_as_format_2_hashed_its_words(path):
    """Format 2 fingerprinted the words too: an edit there is an edit of that save."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not data["snapshot"].get("decision"):
        pytest.skip("this save has no question pending")
    data["snapshot"]["decision"]["prompt"] += " (edited)"
    refused_and_untouched(put("edited.json", data), "edited or damaged")
