"""Saves on disk: a sound save round-trips; every kind of bad save gets a clear one-line reason
and is never overwritten or deleted; autosaves keep the previous one; writes are atomic;
the folders follow SPIRIT_TABLE_HOME."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import make_bot, play
from game.engine import Game, SaveError, to_save
from game.engine.save import VERSION
from game.persist import atomic, paths, saves

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every test gets its own table home, never the real one."""
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def played_game(commands: int = 30, seed: int = 3) -> Game:
    """A 2-spirit game a few dozen random-bot commands in."""
    game = Game({"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": seed})
    return play(game, make_bot("random", seed), commands)


def write_file(home: Path, name: str, content: bytes | str) -> Path:
    path = paths.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def assert_refused_and_kept(path: Path, expected: str) -> str:
    """Loading fails with a one-line reason containing `expected`; the file is untouched."""
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        saves.load_game(path)
    msg = str(err.value)
    assert expected in msg
    assert "\n" not in msg and len(msg) < 200
    ok, line = saves.check_save_file(path)
    assert not ok and expected in line and "\n" not in line
    assert path.read_bytes() == before
    return msg


# -- sound saves ------------------------------------------------------------------------------

def test_saved_game_loads_with_the_same_state_hash():
    game = played_game()
    path = saves.save_game(game, "Before the ravage")
    assert path.parent == paths.saves_dir() and path.name == "Before the ravage.json"
    again = saves.load_game(path)
    assert again.state.state_hash() == game.state.state_hash()
    assert len(again.log) == len(game.log)


def test_save_is_plain_json_data():
    path = saves.save_game(played_game(), "plain")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "spirit-island-table-save" and data["version"] == VERSION
    assert data["name"] == "plain" and isinstance(data["commands"], list)


def test_save_names_become_safe_file_names():
    game = played_game(5)
    assert saves.save_game(game, "../../etc/passwd").parent == paths.saves_dir()
    assert saves.save_game(game, "").name == "save.json"
    assert saves.save_game(game, "autosave").name == "autosave-saved.json"
    assert saves.save_game(game, "CON").name == "CON-saved.json"


def test_check_save_reports_a_sound_save():
    game = played_game()
    ok, line = saves.check_save_file(saves.save_game(game, "good"))
    assert ok and "sound save" in line and f"turn {game.state.turn}" in line


def test_list_saves_shows_sound_and_bad_saves_newest_first(home):
    game = played_game()
    saves.save_game(game, "first")
    bad = write_file(home, "broken.json", "{\"format\": ")
    os.utime(bad, (1, 1))
    saves.autosave(game)
    write_file(home, ".autosave.json.abc.tmp", "{")
    entries = saves.list_saves()
    names = [e.name for e in entries]
    assert set(names) == {"first", "broken", "autosave"}
    assert names[-1] == "broken"
    by_name = {e.name: e for e in entries}
    assert by_name["first"].problem == "" and by_name["first"].turn == game.state.turn
    assert by_name["first"].spirits == ("mending-moss", "scattering-gale")
    assert by_name["autosave"].autosave and not by_name["first"].autosave
    assert "truncated" in by_name["broken"].problem


def test_list_saves_is_empty_before_any_save():
    assert saves.list_saves() == []


# -- bad saves: each gets its own clear reason and is left alone ------------------------------

def test_missing_save_gets_clear_message():
    with pytest.raises(SaveError, match="there is no save file"):
        saves.load_game(paths.saves_dir() / "nowhere.json")
    ok, line = saves.check_save_file(paths.saves_dir() / "nowhere.json")
    assert not ok and "no save file" in line


def test_unreadable_save_gets_clear_message_and_is_not_overwritten(home, monkeypatch):
    path = saves.save_game(played_game(), "locked")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "open", refuse, raising=False)
    assert_refused_and_kept(path, "cannot be read (Permission denied)")


def test_folder_instead_of_save_gets_clear_message(home):
    folder = paths.saves_dir() / "folder.json"
    folder.mkdir(parents=True)
    with pytest.raises(SaveError, match="folder, not a save"):
        saves.load_game(folder)


def test_oversized_save_is_refused_before_reading_and_is_not_overwritten(home, monkeypatch):
    path = write_file(home, "huge.json", b"{" + b" " * (saves.MAX_BYTES + 10) + b"}")

    def must_not_read(*args, **kwargs):
        raise AssertionError("an oversized file was opened")

    monkeypatch.setattr(saves, "open", must_not_read, raising=False)
    msg = assert_refused_and_kept(path, "too large to be a save")
    assert "5 MB" in msg


def test_non_utf8_save_gets_clear_message_and_is_not_overwritten(home):
    path = write_file(home, "picture.json", b"\x89PNG\r\n\x1a\n\xff\xfe\x00binary")
    assert_refused_and_kept(path, "not text (not UTF-8)")


def test_non_json_save_gets_clear_message_and_is_not_overwritten(home):
    path = write_file(home, "notes.json", "Dear diary, the invaders came again.\nMore tomorrow.\n")
    assert_refused_and_kept(path, "not valid JSON (line 1, column 1")


def test_empty_save_gets_clear_message(home):
    assert_refused_and_kept(write_file(home, "empty.json", "  \n"), "the save file is empty")


def test_truncated_save_gets_clear_message_and_is_not_overwritten(home):
    text = saves.save_game(played_game(), "whole").read_text(encoding="utf-8")
    for cut in (len(text) // 2, len(text) - 3, 40):
        path = write_file(home, f"cut-{cut}.json", text[:cut])
        assert_refused_and_kept(path, "cut short (truncated")


def test_a_save_cut_short_in_the_middle_of_true_false_or_null_is_called_truncated(home):
    text = saves.save_game(played_game(), "whole").read_text(encoding="utf-8")
    for word in ("false", "true"):
        at = text.index(f": {word}")
        path = write_file(home, f"cut-in-{word}.json", text[:at + 3])      # ': f' / ': t'
        assert_refused_and_kept(path, "cut short (truncated")


def test_wrong_format_save_gets_clear_message_and_is_not_overwritten(home):
    path = write_file(home, "other.json", json.dumps({"format": "some-other-game", "version": 1}))
    assert_refused_and_kept(path, "not a save file of this game")
    path = write_file(home, "list.json", "[1, 2, 3]")
    assert_refused_and_kept(path, "not a save file (the JSON is not an object)")


def test_newer_version_save_gets_clear_message_and_is_not_overwritten(home):
    data = to_save(played_game())
    data["version"] = VERSION + 1
    path = write_file(home, "future.json", json.dumps(data))
    assert_refused_and_kept(path, "from a newer version of the game")


def test_edited_save_gets_clear_message_and_is_not_overwritten(home):
    data = json.loads(saves.save_game(played_game(), "honest").read_text(encoding="utf-8"))
    data["hash"] = "0" * 32
    path = write_file(home, "edited.json", json.dumps(data))
    assert_refused_and_kept(path, "edited or damaged (its check hash does not match")


def test_damaged_commands_get_clear_message_and_are_not_overwritten(home):
    data = to_save(played_game())
    data["commands"][3] = {"type": "no-such-command"}
    path = write_file(home, "damaged.json", json.dumps(data))
    assert_refused_and_kept(path, "damaged at command 4")


def test_strangely_shaped_save_never_crashes_the_loader(home):
    data = to_save(played_game())
    data["config"] = {"spirits": 7, "boards": None, "seed": "x"}
    path = write_file(home, "strange.json", json.dumps(data))
    with pytest.raises(SaveError):
        saves.load_game(path)
    deep = write_file(home, "deep.json", "[" * 100000 + "]" * 100000)
    with pytest.raises(SaveError):
        saves.load_game(deep)


def test_saving_over_a_bad_save_sets_it_aside_instead_of_overwriting(home):
    bad = write_file(home, "evening.json", "{\"format\": \"spirit-isl")
    kept = bad.read_bytes()
    path = saves.save_game(played_game(), "evening")
    assert path == bad and saves.load_game(path)
    aside = paths.saves_dir() / "evening.damaged-1.json"
    assert aside.read_bytes() == kept


def test_saving_over_a_sound_save_replaces_it():
    first = saves.save_game(played_game(10), "slot")
    game = played_game(40)
    assert saves.save_game(game, "slot") == first
    assert saves.load_game(first).state.state_hash() == game.state.state_hash()
    assert not list(paths.saves_dir().glob("*.damaged-*"))


# -- autosave ---------------------------------------------------------------------------------

def test_autosave_keeps_the_previous_autosave():
    assert saves.latest_autosave() is None
    early, late = played_game(10), played_game(40)
    saves.autosave(early)
    path = saves.autosave(late)
    assert path == saves.latest_autosave() == paths.saves_dir() / "autosave.json"
    assert saves.load_game(path).state.state_hash() == late.state.state_hash()
    prev = paths.saves_dir() / "autosave.prev.json"
    assert saves.load_game(prev).state.state_hash() == early.state.state_hash()


def test_latest_autosave_falls_back_to_the_previous_one(home):
    saves.autosave(played_game(10))
    saves.autosave(played_game(20))
    (paths.saves_dir() / "autosave.json").write_text("{\"trunc", encoding="utf-8")
    assert saves.latest_autosave() == paths.saves_dir() / "autosave.prev.json"


def test_autosave_over_a_damaged_autosave_keeps_the_damaged_file_and_the_good_previous(home):
    saves.autosave(played_game(10))
    saves.autosave(played_game(20))
    current = paths.saves_dir() / "autosave.json"
    current.write_bytes(b"\xff\xfe garbage")
    good_prev = (paths.saves_dir() / "autosave.prev.json").read_bytes()
    saves.autosave(played_game(30))
    assert (paths.saves_dir() / "autosave.damaged-1.json").read_bytes() == b"\xff\xfe garbage"
    assert (paths.saves_dir() / "autosave.prev.json").read_bytes() == good_prev
    assert saves.load_game(current)


# -- the command line -------------------------------------------------------------------------

def run_check_save(path: Path, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "game", "check-save", str(path)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_check_save_command_exits_0_for_a_sound_save(home):
    res = run_check_save(saves.save_game(played_game(), "cli"), home)
    assert res.returncode == 0, res.stderr
    assert "sound save" in res.stdout


def test_check_save_command_exits_2_with_the_reason_for_a_bad_save(home):
    path = write_file(home, "cut.json", "{\"format\": \"spirit-island-table-save\", \"vers")
    res = run_check_save(path, home)
    assert res.returncode == 2
    assert "cut short" in res.stderr and res.stderr.count("\n") == 1
    res = run_check_save(paths.saves_dir() / "absent.json", home)
    assert res.returncode == 2 and "no save file" in res.stderr


# -- atomic writes ----------------------------------------------------------------------------

def test_atomic_write_replaces_the_whole_file(tmp_path):
    path = tmp_path / "deep" / "file.json"
    atomic.write_json_atomic(path, {"a": 1})
    atomic.write_json_atomic(path, {"b": [1, 2]})
    assert json.loads(path.read_text()) == {"b": [1, 2]}
    assert [p.name for p in path.parent.iterdir()] == ["file.json"]


def test_atomic_write_leaves_the_old_file_when_the_write_fails_midway(tmp_path, monkeypatch):
    path = tmp_path / "autosave.json"
    atomic.write_text_atomic(path, "the old, whole save")
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            self.f.write(data[: len(data) // 2])
            self.f.flush()
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(OSError, match="No space left"):
        atomic.write_text_atomic(path, "the new save " * 1000)
    assert path.read_text() == "the old, whole save"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_atomic_write_leaves_the_old_file_when_the_swap_fails(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    atomic.write_text_atomic(path, "old")

    def no_replace(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic.os, "replace", no_replace)
    with pytest.raises(OSError):
        atomic.write_text_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_failed_save_leaves_the_previous_save_loadable(home, monkeypatch):
    game = played_game(20)
    path = saves.save_game(game, "slot")
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(OSError):
        saves.save_game(played_game(40), "slot")
    monkeypatch.undo()
    assert saves.load_game(path).state.state_hash() == game.state.state_hash()


# -- folders ----------------------------------------------------------------------------------

def test_all_folders_live_under_spirit_table_home(home):
    for folder in (paths.saves_dir(), paths.settings_dir(), paths.logs_dir(), paths.crash_dir()):
        assert folder.parent == home
    assert len({paths.saves_dir(), paths.settings_dir(), paths.logs_dir(), paths.crash_dir()}) == 4


def test_without_spirit_table_home_folders_are_the_players_own(monkeypatch):
    monkeypatch.delenv(paths.HOME_ENV)
    for folder in (paths.saves_dir(), paths.settings_dir(), paths.logs_dir(), paths.crash_dir()):
        assert "spirit-island-table" in str(folder)


def test_autosave_falls_back_to_copying_where_hard_links_are_not_allowed(monkeypatch):
    early = played_game(10)
    saves.autosave(early)

    def no_links(src, dst):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(saves.os, "link", no_links)
    saves.autosave(played_game(30))
    prev = paths.saves_dir() / "autosave.prev.json"
    assert saves.load_game(prev).state.state_hash() == early.state.state_hash()
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == ["autosave.json", "autosave.prev.json"]
