"""After a crash or a kill the table can resume: the autosave made at every phase survives a
SIGKILL mid-turn and loads with the same state hash; an uncaught error writes a crash report
(and leaves the autosave alone) that the next start finds and then files away."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from game.bots import make_bot
from game.engine import Game
from game.persist import crash, paths, saves

REPO = Path(__file__).resolve().parent.parent
CONFIG = {"spirits": ["falling-cinder-rain", "old-village-drumbeat", "mending-moss"],
          "boards": ["A", "B", "C"], "seed": 11}

PLAYER = textwrap.dedent("""
    import sys, time
    from game.bots import make_bot
    from game.engine import Game
    from game.persist.saves import autosave
    config = {config!r}
    game, bot, n = Game(config), make_bot("random", 11), 0
    while not game.state.result:
        events = game.apply(bot.choose(game))
        if any(e.kind == "PhaseStarted" for e in events):
            autosave(game)
            n += 1
            print("AUTOSAVED", n, game.state.state_hash(), flush=True)
        time.sleep({pause})
    print("GAME OVER", flush=True)
""")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


def child_env(home: Path) -> dict:
    return dict(os.environ, SPIRIT_TABLE_HOME=str(home), PYTHONPATH=str(REPO))


def phase_hashes() -> list[str]:
    """The state hash at every phase of the same seeded game, played here."""
    game, bot, hashes = Game(CONFIG), make_bot("random", 11), []
    while not game.state.result:
        if any(e.kind == "PhaseStarted" for e in game.apply(bot.choose(game))):
            hashes.append(game.state.state_hash())
    return hashes


def test_event_kind_used_by_the_player_script_exists():
    game, bot = Game(CONFIG), make_bot("random", 11)
    kinds = set()
    for _ in range(60):
        kinds |= {e.kind for e in game.apply(bot.choose(game))}
    assert "PhaseStarted" in kinds


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_game_killed_mid_turn_resumes_from_the_autosave_with_the_same_state_hash(home):
    script = PLAYER.format(config=CONFIG, pause=0.01)
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=REPO, env=child_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    printed = []
    try:
        for line in proc.stdout:
            if line.startswith("AUTOSAVED"):
                printed.append(line.split()[2])
            if len(printed) == 3 or line.startswith("GAME OVER"):
                break
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()
    assert len(printed) == 3

    expected = phase_hashes()
    assert expected[:3] == printed
    path = saves.latest_autosave()
    assert path == paths.saves_dir() / "autosave.json"  # a whole save at every instant
    resumed = saves.load_game(path)
    k = expected.index(resumed.state.state_hash())
    assert k >= 2
    prev = saves.load_game(paths.saves_dir() / "autosave.prev.json")
    assert prev.state.state_hash() == expected[k - 1]

    bot = make_bot("random", 5)
    assert not resumed.state.result and resumed.legal_commands()
    while not resumed.state.result:
        resumed.apply(bot.choose(resumed))


CRASHER = textwrap.dedent("""
    from game.bots import make_bot
    from game.engine import Game
    from game.persist import crash, logs
    from game.persist.saves import autosave
    logs.setup_logging()
    crash.install_crash_handler()
    game, bot = Game({config!r}), make_bot("random", 2)
    for _ in range(25):
        game.apply(bot.choose(game))
    autosave(game)
    print(game.state.state_hash(), flush=True)
    raise RuntimeError("the island sank beneath the waves")
""")


def test_uncaught_error_writes_a_crash_report_and_leaves_the_autosave(home):
    assert crash.pending_crash() is None
    res = subprocess.run([sys.executable, "-c", CRASHER.format(config=CONFIG)], cwd=REPO,
                         env=child_env(home), capture_output=True, text=True, timeout=120)
    assert res.returncode == 1
    assert "the island sank" in res.stderr
    report = crash.pending_crash()
    assert report is not None and report.parent == paths.crash_dir()
    text = report.read_text(encoding="utf-8")
    autosave = paths.saves_dir() / "autosave.json"
    for needle in ("RuntimeError: the island sank beneath the waves", "Traceback", "version:",
                   "platform:", "python:", f"last autosave: {autosave}"):
        assert needle in text
    assert saves.load_game(autosave).state.state_hash() == res.stdout.split()[0]
    assert "the table crashed" in (paths.logs_dir() / "spirit-island.log").read_text(encoding="utf-8")

    crash.clear_crash()
    assert crash.pending_crash() is None
    assert (paths.crash_dir() / "seen" / report.name).exists()
    assert saves.latest_autosave() == autosave


def test_a_crash_is_reported_once_even_if_caught_and_raised_again():
    try:
        raise ValueError("a presence vanished")
    except ValueError as e:
        first = crash.write_crash_report(e)
        assert crash.write_crash_report(e) == first
    assert len(list(paths.crash_dir().glob("crash-*.txt"))) == 1
    assert "last autosave: none" in first.read_text(encoding="utf-8")


def test_crash_in_another_thread_is_reported(monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", lambda args: None)
    crash.install_crash_handler()
    crash.install_crash_handler()

    def boom():
        raise KeyError("the blight card")

    t = threading.Thread(target=boom)
    t.start()
    t.join()
    report = crash.pending_crash()
    assert report is not None and "KeyError: 'the blight card'" in report.read_text(encoding="utf-8")


def test_clear_crash_keeps_only_the_newest_reports():
    seen = paths.crash_dir() / "seen"
    seen.mkdir(parents=True)
    for i in range(crash.KEEP_SEEN + 5):
        (seen / f"crash-2020010{i:02d}-000000-1.txt").write_text("old")
    (paths.crash_dir() / "crash-20990101-000000-1.txt").write_text("new")
    crash.clear_crash()
    assert len(list(seen.glob("crash-*.txt"))) == crash.KEEP_SEEN
    assert (seen / "crash-20990101-000000-1.txt").exists()
