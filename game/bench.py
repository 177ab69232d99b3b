"""`python -m game bench`: how fast the table starts, draws, plays, saves and loads, and its memory.

Timings live here and nowhere else (tests never assert on time). The UI parts run in child
processes under the dummy video driver and a throwaway SPIRIT_TABLE_HOME, so the bench never
touches the player's own saves or settings; a UI hook that does not exist yet reports null.
"""
from __future__ import annotations

import json
import os
import platform
import queue
import random
import statistics
import importlib
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

STARTUP_RUNS = 3
FRAMES = 300
ENGINE_GAMES = 20
MIDGAME_TURN = 8


def run_bench() -> dict:
    """Measure everything; returns the dict `python -m game bench --json` prints."""
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="spirit-bench-") as home:
        env = _child_env(home)
        out: dict = {"startup_s": _startup(env, notes)}
        out.update(_ui_measures(env, notes))
        out["engine_games_per_s"] = _engine_speed(notes)
        out.update(_midgame_measures(Path(home), notes))
    out["rss_mb"] = _peak_rss_mb()
    notes.append("rss_mb: peak resident memory of the bench and of the table processes it ran")
    out["machine"] = _machine()
    out["bench_notes"] = notes
    return out


def _child_env(home: str) -> dict:
    env = dict(os.environ, SPIRIT_TABLE_HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("DISPLAY", None)
    return env


def _startup(env: dict, notes: list[str]) -> float | None:
    """Seconds from spawning `python -m game --bench-startup` to its READY line (median of runs)."""
    runs = []
    for _ in range(STARTUP_RUNS):
        with tempfile.TemporaryFile("w+") as err:
            t0 = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "game", "--bench-startup"], env=env,
                                    stdout=subprocess.PIPE, stderr=err, text=True)
            line = _first_line(proc, "READY", timeout=120)
            took = time.perf_counter() - t0
            _finish(proc)
            if line is None:
                err.seek(0)
                last = err.read().strip().splitlines()
                notes.append("startup: the table did not print READY"
                             + (f" ({last[-1][:160]})" if last else "") + "; startup_s is null")
                return None
        runs.append(took)
    notes.append(f"startup: median of {STARTUP_RUNS} runs, dummy video driver, fresh settings")
    return round(statistics.median(runs), 3)


def _first_line(proc: subprocess.Popen, prefix: str, timeout: float) -> str | None:
    """The first line of the child's output that starts with prefix (the rest is drained)."""
    lines: queue.Queue = queue.Queue()

    def pump():
        found = False
        for line in proc.stdout:
            if not found and line.startswith(prefix):
                found = True
                lines.put(line)
        if not found:
            lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    try:
        return lines.get(timeout=timeout)
    except queue.Empty:
        return None


def _finish(proc: subprocess.Popen) -> None:
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _ui_measures(env: dict, notes: list[str]) -> dict:
    """Frame times on a 4-board island at 1920x1080 and idle CPU, from game.ui.bench in a child."""
    out = {"frame_ms_p50": None, "frame_ms_p99": None, "idle_cpu_pct": None}
    try:
        res = subprocess.run([sys.executable, "-m", "game.bench", "--ui", str(FRAMES)], env=env,
                             capture_output=True, text=True, timeout=600)
        data = json.loads(res.stdout.strip().splitlines()[-1])
    except (subprocess.TimeoutExpired, ValueError, IndexError) as e:
        notes.append(f"ui: the measuring child failed ({type(e).__name__})")
        return out
    notes.extend(f"ui: {n}" for n in data.get("notes", []))
    frames = data.get("frames")
    if frames:
        out["frame_ms_p50"] = round(statistics.median(frames), 2)
        out["frame_ms_p99"] = round(_percentile(frames, 99), 2)
    if data.get("idle_cpu_pct") is not None:
        out["idle_cpu_pct"] = round(float(data["idle_cpu_pct"]), 1)
    return out


def _ui_child(n_frames: int) -> dict:
    """Run inside the child: call game.ui.bench's hooks when they exist."""
    res: dict = {"frames": None, "idle_cpu_pct": None, "notes": []}
    try:   # import_module consults sys.modules, so a test's stand-in is found even after import
        ui_bench = importlib.import_module("game.ui.bench")
    except ImportError as e:
        res["notes"].append(f"game.ui.bench is not available ({e}); frame and idle numbers are null")
        return res
    for key, fn, args in (("frames", "frame_times", (n_frames,)), ("idle_cpu_pct", "idle_cpu_pct", ())):
        if not hasattr(ui_bench, fn):
            res["notes"].append(f"game.ui.bench.{fn} is not available yet; {key} is null")
            continue
        try:
            res[key] = getattr(ui_bench, fn)(*args)
        except Exception as e:
            res["notes"].append(f"game.ui.bench.{fn} failed: {type(e).__name__}: {e}")
    if res["frames"] is not None:
        res["frames"] = [float(x) for x in res["frames"]]
    return res


def _engine_speed(notes: list[str]) -> float:
    """Whole 2-spirit games per second, random bot, no invariant checks."""
    from .sim import play_one
    t0 = time.perf_counter()
    errors = sum(bool(play_one(seed, 2, "random", check=False)["error"]) for seed in range(1, ENGINE_GAMES + 1))
    dt = time.perf_counter() - t0
    if errors:
        notes.append(f"engine: {errors} of {ENGINE_GAMES} games ended in an error")
    return round(ENGINE_GAMES / dt, 2)


def _midgame_measures(home: Path, notes: list[str]) -> dict:
    """Undo, save and load at turn 8 of a 4-spirit game (or the latest turn the greedy bot reached)."""
    from .engine import Undo, legal_commands
    from .persist.saves import load_game, write_save
    game, seed = _midgame(notes)
    path = home / "bench-save.json"
    save_ms, load_ms = [], []
    for _ in range(5):
        t0 = time.perf_counter()
        write_save(game, path)
        save_ms.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        load_game(path)
        load_ms.append(time.perf_counter() - t0)
    out = {"save_ms": _ms(save_ms), "load_ms": _ms(load_ms), "save_kb": round(path.stat().st_size / 1024, 1),
           "midgame_turn": game.state.turn, "undo_ms": None, "apply_ms": None}
    rng, undo_ms, apply_ms = random.Random(seed), [], []
    for _ in range(40):
        cmds = legal_commands(game.state)
        if not cmds:
            break
        t0 = time.perf_counter()
        game.apply(rng.choice(cmds))
        apply_ms.append(time.perf_counter() - t0)
        if game.can_undo():
            t0 = time.perf_counter()
            game.apply(Undo())
            undo_ms.append(time.perf_counter() - t0)
    out["apply_ms"] = _ms(apply_ms) if apply_ms else None
    out["undo_ms"] = _ms(undo_ms) if undo_ms else None
    if not undo_ms:
        notes.append("undo: nothing could be undone at the measured position")
    return out


def _midgame(notes: list[str]):
    """A 4-spirit game at the start of turn 8, played by the greedy bot (the random bot loses
    by turn 5); else at the start of the latest turn any seed reached."""
    from .bots import make_bot
    from .content.catalog import SPIRITS
    from .engine import Game
    spirits = sorted(SPIRITS.ids())[:4]
    best = None
    for seed in range(1, 11):
        config = {"spirits": spirits, "boards": ["A", "B", "C", "D"], "seed": seed}
        game, bot = Game(config, keep_undo=False), make_bot("greedy", seed)
        while not game.state.result and game.state.turn < MIDGAME_TURN:
            game.apply(bot.choose(game))
        if best is None or game.state.turn > best[0].state.turn:
            best = (game, seed, config)
        if game.state.turn >= MIDGAME_TURN:
            break
    game, seed, config = best
    turn = game.state.turn
    if turn < MIDGAME_TURN:
        notes.append(f"midgame: no greedy-bot 4-spirit game reached turn {MIDGAME_TURN} (seeds 1-10); "
                     f"undo/save/load measured at turn {turn} (seed {seed}), the latest reached")
    again = Game(config)
    for cmd in game.log:
        if again.state.turn >= turn:
            break
        again.apply(cmd)
    return again, seed


def _ms(seconds: list[float]) -> float:
    return round(statistics.median(seconds) * 1000, 3)


def _percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * pct // 100))
    return ordered[int(rank) - 1]


def _peak_rss_mb() -> float | None:
    """Peak resident memory of this process and of the table children it ran, in MB."""
    try:
        import resource
    except ImportError:
        return None
    peak = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
               resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return round(peak / (2**20 if sys.platform == "darwin" else 1024), 1)


def _machine() -> dict:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"cpu": model, "cores": os.cpu_count(), "python": platform.python_version(),
            "platform": platform.platform()}


if __name__ == "__main__" and sys.argv[1:2] == ["--ui"]:
    print(json.dumps(_ui_child(int(sys.argv[2]))))
