"""The history of finished games (game.persist.history): written once per game, read back,
sorted and filtered, best score per combination; a damaged file is said so and kept as it is."""
from __future__ import annotations

import pytest

from game.persist import history as H


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    return tmp_path


def _rec(score=10, spirits=("a", "b"), adversary=None, adversary2=None, result="victory", turns=7, gid="g1",
         when=1_700_000_000.0, **more):
    cfg = {"spirits": list(spirits), "boards": ["A", "B"][:len(spirits)], "seed": 3, **more}
    if adversary:
        cfg["adversary"] = adversary
    if adversary2:
        cfg["adversary2"] = adversary2
    return H.game_record(cfg, result, "terror_1" if result == "victory" else "blight", turns, score,
                         {"total": score}, gid, when=when)


def test_a_finished_game_is_kept_with_its_date_spirits_adversaries_scenario_layout_result_cause_score_and_turns():
    rec = _rec(score=23, adversary=["warlords", 3], adversary2=["traders", 1], scenario="long-night",
               layout="archipelago", packs=["expansion"])
    assert H.record_game(rec) == ""
    (g,) = H.load_history().games
    assert g["spirits"] == ["a", "b"] and g["adversary"] == ["warlords", 3] and g["adversary2"] == ["traders", 1]
    assert (g["scenario"], g["layout"], g["result"], g["cause"], g["score"], g["turns"]) == \
        ("long-night", "archipelago", "victory", "terror_1", 23, 7)
    assert g["date"][:4].isdigit() and g["packs"] == ["expansion"]
    assert H.history_file().parent.name == "saves"           # stored with the saves


def test_a_base_game_names_no_adversary_scenario_or_layout():
    H.record_game(_rec())
    (g,) = H.load_history().games
    assert not {"adversary", "adversary2", "scenario", "layout", "packs"} & set(g)


def test_a_game_is_written_once_even_when_its_end_is_seen_again():
    assert H.record_game(_rec(gid="same")) == ""
    assert H.record_game(_rec(gid="same")) == ""
    H.record_game(_rec(gid="other"))
    assert [g["id"] for g in H.load_history().games] == ["same", "other"]


def test_a_damaged_history_file_says_which_lines_it_skipped_and_loses_nothing():
    H.record_game(_rec(gid="one", score=5))
    path = H.history_file()
    damaged = path.read_bytes() + b'{"v": 1, "result": "vict\n\xff\xfe not text\n{"v": 99}\n[1, 2]'
    path.write_bytes(damaged)
    got = H.load_history()
    assert [g["id"] for g in got.games] == ["one"]
    assert [p.split(":")[0] for p in got.problems] == ["line 2", "line 3", "line 4", "line 5"]
    assert "newer version" in got.problems[2]
    assert "left exactly as it is" in got.message() and str(path) in got.message()
    assert path.read_bytes() == damaged                      # reading changes nothing
    assert H.record_game(_rec(gid="two", score=8)) == ""     # a new game joins after the old bytes, as they were
    assert path.read_bytes().startswith(damaged + b"\n")
    assert [g["id"] for g in H.load_history().games] == ["one", "two"]


def test_a_history_file_that_is_not_ours_at_all_shows_no_game_and_a_message():
    H.history_file().parent.mkdir(parents=True)
    H.history_file().write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    got = H.load_history()
    assert got.games == [] and got.problems and got.message()


def test_no_history_file_is_an_empty_history_without_a_message():
    got = H.load_history()
    assert got.games == [] and got.message() == ""


def test_the_history_is_sorted_by_date_score_or_turns_and_filtered_by_spirit_and_adversary():
    games = [_rec(score=5, spirits=("a",), gid="1", when=1_000_000_000, turns=9),
             _rec(score=30, spirits=("a", "b"), adversary=["x", 2], gid="2", when=1_100_000_000, turns=5),
             _rec(score=12, spirits=("c",), adversary=["y", 1], adversary2=["x", 4], gid="3", when=1_200_000_000,
                  turns=7)]
    assert [g["id"] for g in H.select(games)] == ["3", "2", "1"]                   # newest first
    assert [g["id"] for g in H.select(games, order="score")] == ["2", "3", "1"]
    assert [g["id"] for g in H.select(games, order="turns")] == ["2", "3", "1"]
    assert [g["id"] for g in H.select(games, spirit="a")] == ["2", "1"]
    assert [g["id"] for g in H.select(games, adversary="x")] == ["3", "2"]         # leading or supporting
    assert [g["id"] for g in H.select(games, adversary="none")] == ["1"]
    assert [g["id"] for g in H.select(games, spirit="a", adversary="x")] == ["2"]


def test_the_best_score_is_kept_per_combination_of_spirits_and_adversaries_at_their_levels():
    games = [_rec(score=5, spirits=("a", "b"), adversary=["x", 2], gid="1"),
             _rec(score=9, spirits=("b", "a"), adversary=["x", 2], gid="2"),     # same spirits, any order
             _rec(score=40, spirits=("a", "b"), adversary=["x", 3], gid="3"),    # another level: another combination
             _rec(score=7, spirits=("a", "b"), gid="4")]
    best = H.best_scores(games)
    assert sorted(g["id"] for g in best.values()) == ["2", "3", "4"]
    assert best[(("a", "b"), (("x", 2),))]["score"] == 9


def test_an_incomplete_record_is_refused_with_a_reason_and_writes_nothing():
    rec = _rec()
    rec["score"] = "lots"
    assert "score" in H.record_game(rec)
    assert not H.history_file().exists()
