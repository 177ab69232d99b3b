"""`python -m game bench` reports every number it promises (null where a UI hook is missing),
never asserting on a timing: timings are the bench's business, not the tests'."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game import bench

REPO = Path(__file__).resolve().parent.parent
KEYS = {"startup_s", "frame_ms_p50", "frame_ms_p99", "idle_cpu_pct", "engine_games_per_s", "undo_ms",
        "save_ms", "load_ms", "rss_mb", "machine", "bench_notes"}


@pytest.fixture
def small_bench(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(bench, "STARTUP_RUNS", 1)
    monkeypatch.setattr(bench, "FRAMES", 5)
    monkeypatch.setattr(bench, "ENGINE_GAMES", 2)


def test_bench_reports_every_key(small_bench, tmp_path):
    res = bench.run_bench()
    assert KEYS <= set(res)
    for key in ("engine_games_per_s", "save_ms", "load_ms", "rss_mb"):
        assert isinstance(res[key], float) and res[key] > 0
    assert res["undo_ms"] is None or res["undo_ms"] >= 0
    for key in ("startup_s", "frame_ms_p50", "frame_ms_p99", "idle_cpu_pct"):
        assert res[key] is None or res[key] >= 0
    assert res["machine"]["cores"] >= 1 and res["machine"]["python"].count(".") == 2
    assert isinstance(res["bench_notes"], list) and all(isinstance(n, str) for n in res["bench_notes"])
    assert res["midgame_turn"] >= 1
    if res["midgame_turn"] < 8:
        assert any("latest reached" in n for n in res["bench_notes"])
    json.dumps(res)
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.json"))


def test_missing_ui_hooks_report_null_with_a_note(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.ui.bench", types.ModuleType("game.ui.bench"))
    res = bench._ui_child(3)
    assert res["frames"] is None and res["idle_cpu_pct"] is None
    assert any("frame_times" in n for n in res["notes"]) and any("idle_cpu_pct" in n for n in res["notes"])


def test_ui_hooks_are_used_when_present(monkeypatch):
    fake = types.ModuleType("game.ui.bench")
    fake.frame_times = lambda n: [5.0] * (n - 1) + [50.0]
    fake.idle_cpu_pct = lambda: 0.5
    monkeypatch.setitem(sys.modules, "game.ui.bench", fake)
    res = bench._ui_child(100)
    assert res["frames"][-1] == 50.0 and res["idle_cpu_pct"] == 0.5 and not res["notes"]
    assert bench._percentile(res["frames"], 50) == 5.0
    assert bench._percentile(res["frames"], 99) == 5.0
    assert bench._percentile(res["frames"], 100) == 50.0


def test_bench_command_prints_json(tmp_path):
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(tmp_path))
    code = ("import json, game.bench as b; b.STARTUP_RUNS = 1; b.FRAMES = 3; b.ENGINE_GAMES = 1; "
            "from game.__main__ import main; raise SystemExit(main(['bench', '--json']))")
    res = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                         timeout=600)
    assert res.returncode == 0, res.stderr
    assert KEYS <= set(json.loads(res.stdout))
