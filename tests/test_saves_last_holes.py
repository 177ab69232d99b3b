"""The last holes in saving (issue 30): two tables started at the same instant take two slots;
Continue offers only a save that loads; every file in the saves folder is listed, a link to a
missing file too; what a killed write left is cleaned up at the next start (never a running
program's file); a save's summary (turn, phase) is checked against the position it summarises."""
from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
import time

import pytest

from game.bots import make_bot, play
from game.engine import Game, to_save
from game.persist import atomic, paths, saves, session

CONFIG = {"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": 3}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


# --- 1. two tables at once --------------------------------------------------------------------

def _claimer(home, start, go_on, slots):
    os.environ[paths.HOME_ENV] = home
    start.wait()
    slots.put(session.claim_slot()[0])
    go_on.wait(10)          # both tables stay open while the slots are compared


def test_two_tables_started_at_the_same_instant_take_two_slots(tmp_path):
    ctx = multiprocessing.get_context("fork")
    rounds, dead, shared = 16, _dead_pid(), []
    began = time.monotonic()
    for n in range(rounds):
        home = tmp_path / f"home{n}"
        (home / "saves").mkdir(parents=True)
        if n % 2:       # a table killed earlier left its lock: both newcomers want its slot
            (home / "saves" / session.LOCK).write_text(json.dumps({"pid": dead, "opened": 1.0}))
        start, go_on, slots = ctx.Barrier(2), ctx.Event(), ctx.Queue()
        tables = [ctx.Process(target=_claimer, args=(str(home), start, go_on, slots)) for _ in range(2)]
        for t in tables:
            t.start()
        taken = sorted(slots.get(timeout=10) for _ in tables)
        go_on.set()
        for t in tables:
            t.join(10)
        shared.append(taken)
    assert all(taken == [1, 2] for taken in shared), shared
    assert time.monotonic() - began < 5


def test_a_slot_held_by_a_running_table_is_not_taken_whatever_its_lock_says():
    slot, token = session.claim_slot()
    session.lock_path(slot).write_text("")          # torn, as if caught mid-write
    assert session.interrupted() is None            # the table is open: no game to resume
    session.forget_interrupted()
    assert session.lock_path(slot).exists()
    session.release_lock(token, slot)
    assert not session.lock_path(slot).exists()


def test_a_killed_tables_slot_is_taken_again_and_its_game_offered_once():
    session.Autosaver().save(play(Game(CONFIG), make_bot("random", 3), 10))
    session.lock_path().write_text(json.dumps({"pid": _dead_pid(), "opened": time.time()}))
    assert session.interrupted() is not None
    slot, token = session.claim_slot()
    assert slot == 1 and session.interrupted() is None
    session.release_lock(token, slot)


# --- 2. Continue ------------------------------------------------------------------------------

def test_continue_passes_over_a_newer_save_that_does_not_load_and_load_says_why():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(game)
    data = to_save(play(game, make_bot("random", 4), 4))
    data["hash"] = "0" * len(data["hash"])          # edited: it does not load
    path = saves.saves_dir() / "Mine.json"
    path.write_text(json.dumps(data))
    later = time.time() + 5
    os.utime(path, (later, later))
    newest = session.newest_game()
    assert newest is not None and newest.autosave and newest.path.name == saves.AUTOSAVE
    saves.resume_game(newest.path)
    listed = {e.name: e for e in saves.list_saves(verify=True)}
    assert "check hash" in listed["Mine"].problem


def test_continue_passes_over_a_damaged_autosave_for_the_save_before_it():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    mine = saves.save_game(game, "Mine")
    session.Autosaver().save(play(game, make_bot("random", 4), 3))
    auto = saves.saves_dir() / saves.AUTOSAVE
    data = json.loads(auto.read_text())
    data["hash"] = "f" * len(data["hash"])
    auto.write_text(json.dumps(data))
    later = time.time() + 5
    os.utime(auto, (later, later))
    assert session.newest_game().path == mine


# --- 3. every file listed ---------------------------------------------------------------------

def test_a_link_to_a_missing_file_is_listed_with_its_reason():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "gone.json").symlink_to(folder / "nowhere.json")
    entries = saves.list_saves()
    assert [(e.name, e.problem) for e in entries] == [("gone", "a link to a missing file")]
    assert "a link to a missing file" in saves.check_save(folder / "gone.json")["reason"]


# --- 4. leftovers -----------------------------------------------------------------------------

def test_a_start_removes_what_killed_writes_left_and_nothing_a_running_write_holds():
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    dead, alive = _dead_pid(), os.getppid()
    left = [f".autosave.json.{dead}.k3j2h1g0.tmp", f".autosave.prev.json.{dead}.link", ".autosave.json.abcd1234.tmp"]
    kept = [f".autosave.json.{alive}.z9y8x7w6.tmp", f".autosave.prev.json.{alive}.link",
            ".autosave.json.qwer5678.tmp", ".hidden-notes", "notes.txt"]
    for name in left + kept:
        (folder / name).write_text("{")
    old = time.time() - 3600
    os.utime(folder / ".autosave.json.abcd1234.tmp", (old, old))   # no pid: known dead by its age
    slot, token = session.claim_slot()
    assert sorted(p.name for p in folder.iterdir()) == sorted(kept + [session.LOCK])
    session.release_lock(token, slot)


def test_an_atomic_write_names_its_temporary_file_by_its_process(tmp_path, monkeypatch):
    seen = []
    real = os.replace

    def look(src, dst):
        seen.append(os.path.basename(src))
        return real(src, dst)
    monkeypatch.setattr(atomic.os, "replace", look)
    atomic.write_text_atomic(tmp_path / "autosave.json", "{}")
    assert session._LEFTOVER.fullmatch(seen[0]).group("pid") == str(os.getpid())


def test_keeping_the_previous_autosave_leaves_no_link_when_the_swap_fails(monkeypatch):
    game = Game(CONFIG)
    current = saves.autosave(game)
    prev = current.with_name(saves.AUTOSAVE_PREV)

    def full(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves.os, "replace", full)
    with pytest.raises(OSError):
        saves.keep_copy(current, prev)
    monkeypatch.undo()
    assert sorted(p.name for p in current.parent.iterdir()) == [saves.AUTOSAVE]


# --- 6. a save's summary ----------------------------------------------------------------------

@pytest.mark.parametrize("key, junk", [("turn", -1), ("turn", "\u0660"), ("turn", 99), ("phase", "\u0660"),
                                       ("phase", -1), ("phase", "invader!")])
def test_a_saves_turn_and_phase_must_be_those_of_its_position(key, junk):
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    data = to_save(game)
    data[key] = junk
    path = saves.saves_dir() / "Junk.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    answer = saves.check_save(path)
    assert answer["ok"] is False and f"its {key}" in answer["reason"]
    entry = saves.list_saves()[0]
    assert entry.problem and (entry.turn, entry.phase) == (game.state.turn, game.state.phase)
    with pytest.raises(saves.SaveError):
        saves.resume_game(path)


def test_the_load_list_reads_turn_and_phase_from_the_position():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    data = to_save(game)
    del data["turn"], data["phase"]
    path = saves.saves_dir() / "Bare.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data))
    entry = saves.list_saves()[0]
    assert (entry.turn, entry.phase, entry.problem) == (game.state.turn, game.state.phase, "")
    assert saves.check_save(path)["ok"]


# --- 5. a save's settings of the wrong kind -------------------------------------------------------

JUNK = [0, -1, 1.5, True, None, "x", "\u0660", [], [0, 1], [[], []], {}, {"a": 1}, ["A", "A"], [None], [1.5, "B"]]
PYTHONS_WORDS = ("unhashable", "operand", "object", "iterable", "argument", "Error", "NoneType", "subscript")


@pytest.mark.parametrize("key", ["spirits", "boards", "seed", "blight_card", "prompts", "rules", "events",
                                 "auto_single"])
def test_a_saves_settings_of_the_wrong_kind_are_refused_in_our_words(key, tmp_path):
    data = to_save(Game(CONFIG))
    refused = 0
    for n, junk in enumerate(JUNK):
        config = dict(data["config"], **{key: junk})
        path = tmp_path / f"{key}-{n}.json"
        path.write_text(json.dumps(dict(data, config=config, seed=config["seed"] if key != "seed" else junk)))
        answer = saves.check_save(path)
        if not answer["ok"]:
            refused += 1
            assert not any(w in answer["reason"] for w in PYTHONS_WORDS), (junk, answer["reason"])
    assert refused >= len(JUNK) // 2 or key == "auto_single"


@pytest.mark.parametrize("boards", [[0, 1], [[], []]])
def test_boards_that_are_not_letters_are_refused_by_a_sentence_of_ours(boards, tmp_path):
    data = to_save(Game(CONFIG))
    data["config"]["boards"] = boards
    path = tmp_path / "boards.json"
    path.write_text(json.dumps(data))
    reason = saves.check_save(path)["reason"]
    assert reason.endswith("the save's game settings are invalid: the boards are given as a list of board letters")
