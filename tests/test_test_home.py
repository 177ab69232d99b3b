"""The test run's throwaway home (tests/conftest.py) is left nowhere behind (issue 32)."""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _run_collect(tmp_path, **env) -> list[str]:
    """Collect one small test module in a fresh pytest with TMPDIR in tmp_path: the test homes left."""
    full = {k: v for k, v in os.environ.items() if k != "SPIRIT_TABLE_HOME"}
    full.update(TMPDIR=str(tmp_path), **env)
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "--co", "-p", "no:cacheprovider",
                           "tests/test_rules_sentences.py"], cwd=ROOT, env=full, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    return sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("spirit-test-home-"))


def test_a_test_run_leaves_no_empty_test_home_behind(tmp_path):
    assert _run_collect(tmp_path) == []


def test_a_test_run_given_a_home_makes_no_test_home_of_its_own(tmp_path):
    home = tmp_path / "given"
    home.mkdir()
    assert _run_collect(tmp_path, SPIRIT_TABLE_HOME=str(home)) == []
    assert home.is_dir()
