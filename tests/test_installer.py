"""The desktop program: the PyInstaller bundle builds and runs, and `pip install .` gives the
`spirit-island` program. Both are slow (minutes), so they run only with RUN_SLOW=1."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from game.bots import make_bot
from game.engine import Game
from game.persist.saves import write_save

REPO = Path(__file__).resolve().parent.parent
slow = pytest.mark.skipif(os.environ.get("RUN_SLOW") != "1", reason="slow: set RUN_SLOW=1")


def short_game() -> Game:
    game, bot = Game({"spirits": ["mending-moss"], "boards": ["A"], "seed": 4}), make_bot("random", 4)
    for _ in range(30):
        if not game.state.result:
            game.apply(bot.choose(game))
    return game


def bin_dir(env_dir: Path) -> Path:
    return env_dir / ("Scripts" if os.name == "nt" else "bin")


@slow
@pytest.mark.slow
def test_bundle_builds_and_passes_its_smoke_run():
    pytest.importorskip("PyInstaller", reason="pip install '.[build]'")
    res = subprocess.run([sys.executable, str(REPO / "build_scripts" / "build.py"), "--smoke"], cwd=REPO,
                         capture_output=True, text=True, timeout=1800)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    assert "smoke: the bundle works" in res.stdout


@slow
@pytest.mark.slow
def test_pip_install_into_a_fresh_venv_gives_the_spirit_island_program(tmp_path):
    src = tmp_path / "src"
    shutil.copytree(REPO / "game", src / "game", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        if (REPO / name).exists():
            shutil.copy2(REPO / name, src / name)
    for folder in ("fonts", "assets"):
        shutil.copytree(REPO / folder, src / folder)
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    py = bin_dir(env_dir) / ("python.exe" if os.name == "nt" else "python")
    res = subprocess.run([str(py), "-m", "pip", "install", "--quiet", str(src)], capture_output=True, text=True,
                         timeout=1500)
    assert res.returncode == 0, res.stderr[-3000:]

    script = bin_dir(env_dir) / ("spirit-island.exe" if os.name == "nt" else "spirit-island")
    assert script.is_file()
    probe = ("import json; from importlib.metadata import entry_points; from importlib.resources import files; "
             "ep = entry_points(group='gui_scripts'); "
             "print(json.dumps({'scripts': {e.name: e.value for e in ep}, "
             "'theme': files('game.shell').joinpath('theme.json').is_file(), "
             "'font': files('game.shell').joinpath('fonts/NotoSans-Regular.ttf').is_file(), "
             "'assets': files('game.shell').joinpath('assets/SOURCES.txt').is_file()}))")
    res = subprocess.run([str(py), "-c", probe], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert res.returncode == 0, res.stderr
    found = json.loads(res.stdout)
    assert found["scripts"].get("spirit-island") == "game.app:main"
    assert found["theme"], "the pygame-gui theme JSON is not installed with the package"
    assert found["font"] and found["assets"], "fonts/ and assets/ are not installed inside the package"

    good = write_save(short_game(), tmp_path / "good.json")
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(tmp_path / "home"))
    res = subprocess.run([str(py), "-m", "game", "check-save", str(good)], capture_output=True, text=True,
                         timeout=300, cwd=tmp_path, env=env)
    assert res.returncode == 0, res.stderr
