"""Saves are forever, and no file of any kind breaks the loader, the Load list, the autosave or
`check-save` (issue 9 points 21, 23, 25)."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import make_bot, play
from game.engine import Game, SaveError, to_save
from game.persist import paths, saves

REPO = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "saves_v1"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def played(commands: int = 25, seed: int = 3) -> Game:
    game = Game({"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": seed})
    return play(game, make_bot("random", seed), commands)


def put(name: str, content: bytes | str) -> Path:
    path = paths.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


HUGE_INT = "7" * 5000


# -- saves are forever -------------------------------------------------------------------------

@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.json")), ids=lambda p: p.stem)
def test_a_version_1_save_made_before_the_hardening_still_loads(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    game = saves.load_game(path)    # checked by its position (tests/test_save_migration.py)
    assert (game.state.turn, game.state.phase) == (data["turn"], data["phase"])
    assert len(game.log) == len(data["commands"])
    assert saves.check_save(path)["ok"]


def test_the_fixture_saves_cover_undo_and_tabletop_moves():
    kinds = {c["type"] for p in FIXTURES.glob("*.json") for c in json.loads(p.read_text())["commands"]}
    assert kinds == {"choose", "undo", "adjust"}


# -- every kind of file gets one clear line ----------------------------------------------------

def save_text(**changes) -> str:
    data = json.loads(json.dumps(to_save(played(12))))
    data.update(changes)
    return json.dumps(data)


def bad_files(home: Path) -> dict[str, Path]:
    """Files of every kind check-save must answer, and the words of the answer."""
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "holds a number 5000 digits long": put("hugeint.json", save_text().replace('"seed": 3,', f'"seed": {HUGE_INT},')),
        "number too large": put("inf.json", '{"seed": 1e400}'),
        "holds NaN": put("nan.json", '{"seed": NaN}'),
        "nested too deeply": put("deep.json", "[" * 100000 + "]" * 100000),
        "too large to be a save": put("huge.json", b" " * (saves.MAX_BYTES + 1)),
        "empty": put("empty.json", ""),
        "cut short": put("trunc.json", save_text()[:200]),
        "not valid JSON": put("text.json", "the invaders came"),
        "not text": put("pickle.json", b"\x80\x04\x95 pickle"),
        "not an object": put("list.json", "[1, 2, 3]"),
        "newer version": put("future.json", save_text(version=999999)),
        'not the text "1"': put("version-text.json", save_text(version="1")),
        "no format version": put("no-version.json", save_text(version=None).replace(', "version": null', "")),
        "seed 4 is not the seed": put("seed.json", save_text(seed=4)),
        "folder, not a save": folder / "folder.json",
        "no save file": folder / "missing.json",
    }
    (folder / "folder.json").mkdir()
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
        files["named pipe (FIFO)"] = folder / "fifo.json"
    return files


def fingerprint(path: Path):
    if not path.exists() or path.is_dir() or not path.is_file():
        return path.exists()
    st = path.stat()
    return st.st_mtime_ns, st.st_size, hashlib.sha256(path.read_bytes()).hexdigest()


def test_every_kind_of_bad_file_gets_its_reason_and_is_left_as_it_was(home):
    for words, path in bad_files(home).items():
        before = fingerprint(path)
        answer = saves.check_save(path)
        assert answer["ok"] is False and words in answer["reason"], (words, answer)
        assert len(answer["reason"]) <= 300 and "\n" not in answer["reason"]
        with pytest.raises(SaveError):
            saves.load_game(path)
        assert fingerprint(path) == before, path


def run_check_save(*args, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "game", "check-save", *map(str, args)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_check_save_json_answers_every_file_in_one_line_without_a_traceback(home):
    files = bad_files(home)
    good = saves.save_game(played(), "good")
    for words, path in [*files.items(), ("a sound save", good)]:
        res = run_check_save(path, "--json", home=home)
        assert "Traceback" not in res.stdout + res.stderr
        lines = res.stdout.strip().splitlines()
        assert len(lines) == 1, res.stdout
        answer = json.loads(lines[0])
        assert answer["ok"] is (path == good) and words in answer["reason"]
        assert res.returncode == (0 if path == good else 2)
        assert len(answer["reason"]) <= 300
    assert answer["turn"] >= 1 and answer["spirits"] == ["mending-moss", "scattering-gale"] and answer["commands"] > 0


def test_check_save_without_json_keeps_its_plain_line(home):
    res = run_check_save(put("cut.json", "{\"format\": \"spirit-island-table-save\", \"vers"), home=home)
    assert res.returncode == 2 and "cut short" in res.stderr and res.stdout == ""


def test_a_save_with_an_edited_command_says_which_command(home):
    data = to_save(played())
    data["commands"][2] = {"type": "undo", "spirit": "0"}
    answer = saves.check_save(put("edited.json", json.dumps(data)))
    assert not answer["ok"] and "command 3" in answer["reason"]


# -- one bad file never hides the others -------------------------------------------------------

def test_the_load_list_shows_every_save_sound_or_damaged(home):
    sound = saves.save_game(played(), "sound")
    put("hugeint.json", save_text().replace('"seed": 3,', f'"seed": {HUGE_INT},'))
    put("inf.json", '{"seed": 1e400}')
    put("deep.json", "[" * 100000 + "]" * 100000)
    edited = to_save(played())
    edited["commands"][-1]["spirit"] = 1 - edited["commands"][-1]["spirit"]
    put("edited.json", json.dumps(edited))
    entries = {e.name: e for e in saves.list_saves(verify=True)}
    assert set(entries) == {"sound", "hugeint", "inf", "deep", "edited"}
    assert entries["sound"].problem == "" and entries["sound"].path == sound
    assert "5000 digits" in entries["hugeint"].problem
    assert "too large" in entries["inf"].problem
    assert "nested too deeply" in entries["deep"].problem
    assert entries["edited"].problem   # caught when the list is built, not when Load is pressed


def test_a_damaged_autosave_is_set_aside_and_a_fresh_one_written(home):
    bad = save_text().replace('"seed": 3,', f'"seed": {HUGE_INT},')
    put("autosave.json", bad)
    game = played(30)
    assert saves.autosave_problem(game) == ""
    assert (paths.saves_dir() / "autosave.damaged-1.json").read_text() == bad
    assert saves.load_game(saves.latest_autosave()).state.state_hash() == game.state.state_hash()


def test_an_autosave_that_cannot_be_written_says_so_in_a_line_for_the_player(home, monkeypatch):
    saves.autosave(played(10))
    kept = (paths.saves_dir() / "autosave.json").read_bytes()

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_json_atomic", full)
    why = saves.autosave_problem(played(30))
    assert "could not be autosaved" in why and "No space left on device" in why and len(why) <= 300
    assert (paths.saves_dir() / "autosave.json").read_bytes() == kept


def test_the_quick_list_marks_an_edited_save_only_once_it_is_verified(home):
    edited = to_save(played())
    edited["commands"][-1]["spirit"] = 1 - edited["commands"][-1]["spirit"]
    path = put("edited.json", json.dumps(edited))
    sound = saves.save_game(played(), "sound")
    assert [e.problem for e in saves.list_saves()] == ["", ""]
    assert "command" in saves.verify_save(path) and saves.verify_save(sound) == ""
