"""The table's saves: the autosave after every decision is a whole, loadable save holding every
command; a different unfinished game is kept rather than overwritten; the lock tells a killed
table from one closed cleanly; Continue opens the newest game the player touched."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from game.bots import make_bot, play
from game.engine import Game, to_save
from game.persist import paths, saves, session

CONFIG = {"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": 3}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def test_every_autosave_holds_every_command_accepted_so_far():
    game, bot, saver = Game(CONFIG), make_bot("greedy", 3), session.Autosaver()
    assert saver.save(game)
    assert saves.load_game(saves.latest_autosave()).log == []
    for _ in range(40):
        game.apply(bot.choose(game))
        assert saver.save(game)
        loaded = saves.load_game(saves.latest_autosave())
        assert loaded.log == game.log and loaded.state.state_hash() == game.state.state_hash()


def test_the_quick_autosave_is_the_same_save_as_a_whole_one():
    game, saver = play(Game(CONFIG), make_bot("random", 3), 30), session.Autosaver()
    saver.save(game)
    data = json.loads(saver.payload(play(game, make_bot("random", 4), 5)))
    whole = to_save(game)
    assert {k: data[k] for k in whole} == whole and data["name"] == "Autosave"


def test_an_undo_is_saved_too():
    game, saver = play(Game(CONFIG), make_bot("random", 3), 12), session.Autosaver()
    saver.save(game)
    from game.engine import Undo
    game.apply(Undo())
    saver.save(game)
    loaded = saves.load_game(saves.latest_autosave())
    assert loaded.log == game.log and loaded.state.state_hash() == game.state.state_hash()


def test_a_new_game_keeps_the_unfinished_one_as_a_save_of_its_own():
    old = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(old)
    new = Game(dict(CONFIG, seed=9))
    session.Autosaver().save(new)
    assert saves.load_game(saves.latest_autosave()).log == []
    kept = [e for e in saves.list_saves() if e.name.startswith("Unfinished game")]
    assert len(kept) == 1 and saves.load_game(kept[0].path).log == old.log


def test_the_same_game_continued_takes_the_autosave_without_copies():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(game)
    resumed = saves.load_game(saves.latest_autosave())
    session.Autosaver().save(play(resumed, make_bot("random", 5), 3))
    assert [e.name for e in saves.list_saves() if not e.autosave] == []


def test_a_lock_left_by_a_dead_process_means_the_game_was_interrupted():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(game)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    session.lock_path().write_text(json.dumps({"pid": int(dead.stdout), "opened": time.time()}))
    info = session.interrupted()
    assert info is not None and info.turn == game.state.turn and info.phase == game.state.phase
    assert info.where().startswith(f"turn {game.state.turn}, ") and len(info.clock()) >= 5
    session.forget_interrupted()
    assert session.interrupted() is None


def test_a_lock_of_a_living_table_or_a_clean_exit_is_no_interruption():
    session.Autosaver().save(Game(CONFIG))
    session.hold_lock()
    assert session.interrupted() is None           # this table, still open
    session.forget_interrupted()
    assert session.lock_path().exists()
    parent = os.getppid()
    session.lock_path().write_text(json.dumps({"pid": parent}))
    assert session.interrupted() is None           # another table, still running
    slot, token = session.claim_slot()
    assert slot == 2                               # a window of its own; the other's lock stays
    session.release_lock(token, slot)
    assert not session.lock_path(2).exists() and session.interrupted() is None
    assert json.loads(session.lock_path().read_text()) == {"pid": parent}


def _other_window_holds_slot_1():
    session.lock_path().write_text(json.dumps({"pid": os.getppid(), "opened": time.time()}))


def test_a_second_window_keeps_its_own_autosave_and_never_writes_over_the_first():
    first = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(first)
    _other_window_holds_slot_1()
    before = (saves.saves_dir() / saves.AUTOSAVE).read_bytes()
    slot, _ = session.claim_slot()
    second = play(Game(dict(CONFIG, seed=CONFIG.get("seed", 0) + 1)), make_bot("random", 4), 10)
    saver = session.Autosaver(slot)
    saver.save(second)
    saver.save(play(second, make_bot("random", 5), 3))
    assert slot == 2 and (saves.saves_dir() / saves.AUTOSAVE).read_bytes() == before
    assert saves.load_game(saves.latest_autosave(2)).log == second.log
    assert not [e for e in saves.list_saves() if e.name.startswith("Unfinished game")]
    assert {e.name for e in saves.list_saves() if e.autosave} >= {"autosave", "autosave 2"}


def test_a_killed_second_window_is_offered_for_resume_from_its_own_autosave():
    session.Autosaver().save(play(Game(CONFIG), make_bot("random", 3), 20))
    _other_window_holds_slot_1()
    second = play(Game(dict(CONFIG, seed=CONFIG.get("seed", 0) + 1)), make_bot("random", 4), 12)
    session.Autosaver(2).save(second)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    session.lock_path(2).write_text(json.dumps({"pid": int(dead.stdout), "opened": time.time()}))
    info = session.interrupted()
    assert info is not None and info.path.name == "autosave 2.json" and info.turn == second.state.turn
    session.forget_interrupted()
    assert session.interrupted() is None and session.lock_path().exists()


def test_continue_opens_the_newest_autosave_of_any_window():
    session.Autosaver().save(play(Game(CONFIG), make_bot("random", 3), 20))
    session.Autosaver(2).save(play(Game(CONFIG), make_bot("random", 4), 8))
    later = time.time() + 5
    os.utime(saves.saves_dir() / "autosave 2.json", (later, later))
    assert session.newest_game().path.name == "autosave 2.json"


def test_a_save_named_like_an_autosave_gets_a_name_of_its_own():
    game = Game(CONFIG)
    for name in ("autosave", "Autosave 2", "autosave.prev"):
        assert not saves.is_autosave(saves.save_game(game, name))


def test_continue_opens_a_manual_save_newer_than_the_autosave():
    game = play(Game(CONFIG), make_bot("random", 3), 20)
    session.Autosaver().save(game)
    assert session.newest_game().autosave
    later = play(game, make_bot("random", 4), 4)
    path = saves.save_game(later, "Mine")
    os.utime(path, (time.time() + 5, time.time() + 5))
    newest = session.newest_game()
    assert newest.path == path and not newest.autosave and newest.turn == later.state.turn


def test_a_resumed_games_autosaves_hold_every_command_before_and_after_the_resume(tmp_path):
    game = play(Game(CONFIG), make_bot("random", 5), 60)
    path = tmp_path / "before.json"
    saves.write_save(game, path)
    resumed, saver = saves.resume_game(path), session.Autosaver()
    assert resumed.past is not None and saver.save(resumed)
    bot = make_bot("random", 6)
    for _ in range(3):
        if resumed.state.result:
            break
        cmd = bot.choose(resumed)
        game.apply(cmd)
        resumed.apply(cmd)
        assert saver.save(resumed)
        loaded = saves.load_game(saves.latest_autosave())
        assert loaded.log == game.log and loaded.state.state_hash() == game.state.state_hash()
