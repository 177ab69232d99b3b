"""The hooks `python -m game bench` measures the UI through: they run and return sane values.
No timing thresholds here (timings live in the bench, never in a test)."""
import os
import subprocess
import sys

from game.ui import bench


def test_frame_times_returns_one_positive_number_per_frame():
    times = bench.frame_times(3)
    assert len(times) == 3
    assert all(isinstance(t, float) and t > 0 for t in times)


def test_cached_frame_times_returns_one_positive_number_per_frame():
    times = bench.cached_frame_times(2)
    assert len(times) == 2
    assert all(isinstance(t, float) and t > 0 for t in times)


def test_the_benched_table_is_a_four_board_island_a_few_turns_in():
    app, table = bench.open_midgame_table()
    try:
        st = table.game.state
        assert len(st.spirits) == 4 and list(st.config["boards"]) == ["A", "B", "C", "D"]
        assert st.turn >= 2
        assert app.size == bench.BENCH_SIZE
    finally:
        app.close()


def test_idle_cpu_pct_is_a_percentage():
    pct = bench.idle_cpu_pct(0.3)
    assert isinstance(pct, float)
    assert pct >= 0


def test_seconds_since_start_is_positive():
    assert bench.seconds_since_start(0.0) > 0


def test_bench_startup_prints_ready_and_exits_0(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               SPIRIT_TABLE_HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    res = subprocess.run([sys.executable, "-m", "game", "--bench-startup"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 0, res.stderr[-2000:]
    ready = [line for line in res.stdout.splitlines() if line.startswith("READY")]
    assert ready, res.stdout
    assert float(ready[0].split()[1]) > 0


def test_hover_and_drag_frame_times_return_one_positive_number_per_frame():
    for hook in (bench.hover_frame_times, bench.drag_frame_times):
        times = hook(2)
        assert len(times) == 2 and all(isinstance(t, float) and t > 0 for t in times)


def test_mouse_move_cpu_pct_is_a_percentage_and_says_how_the_pointer_moved():
    pct, how = bench.mouse_move_cpu_pct(0.3)
    assert isinstance(pct, float) and pct >= 0
    assert how          # under the dummy driver: posted events
