"""`python -m game bench`: how fast the table starts, draws, plays, saves and loads, and its memory.

Timings live here and nowhere else (tests never assert on time). The UI parts run in child
processes with a throwaway SPIRIT_TABLE_HOME, so the bench never touches the player's own saves
or settings; a UI hook that does not exist yet reports null.

Two windows side by side: the dummy video driver (what the table costs to compose) and a real
X11 window (what players see: composing plus putting the frame on screen). The X11 keys end in
`_x11` / `_4k`; they use $DISPLAY when it is set, else a private Xvfb server (3840x2160) when
one is installed, else they are null and `bench_notes` says why. Every figure is a median of
several runs (a fresh table each run).
"""
from __future__ import annotations

import json
import os
import platform
import queue
import random
import shutil
import statistics
import importlib
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

STARTUP_RUNS = 3
FRAMES = 120          # frames per run (the UI figures are medians over UI_RUNS runs)
UI_RUNS = 3
FRAMES_4K = 60
ENGINE_GAMES = 20     # random-bot games per run
GREEDY_GAMES = {2: 20, 4: 10}  # greedy-bot games per run, by number of spirits (seeds 1..N: a few
# games are a few trajectories, and one short one moved the 4-spirit figure by half)
SPEED_RUNS = 3
MOUSE_SECONDS = 5.0
GAME_TURNS = 8        # rss_mb_x11_game: a game played at the table up to this turn
MIDGAME_TURN = 8
LATE_TURN = 12
X11 = True            # tests turn the real-window measures off


def run_bench() -> dict:
    """Measure everything; returns the dict `python -m game bench --json` prints."""
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="spirit-bench-") as home:
        env = _child_env(home)
        out: dict = {"startup_s": _startup(env, notes)}
        out.update(_ui_measures(env, notes))
        out.update(_x11_measures(home, notes))
        out["engine_games_per_s"] = _engine_speed(notes)
        out.update(_greedy_speed(notes))
        out.update(_midgame_measures(Path(home), notes))
        out.update(_late_load(Path(home), notes))
    out["rss_mb"] = max(x for x in (_peak_rss_mb(children=False), out.pop("_rss_mb_dummy", None), 0.0)
                        if x is not None) or None
    notes.append("rss_mb: peak resident memory of the bench and of its dummy-driver table process")
    out["machine"] = _machine()
    out["bench_notes"] = notes
    return out


def _child_env(home: str) -> dict:
    env = dict(os.environ, SPIRIT_TABLE_HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("DISPLAY", None)
    return env


def _startup(env: dict, notes: list[str]) -> float | None:
    """Seconds from spawning `python -m game --bench-startup` to its READY line (median of runs),
    after one start that is not counted: a player's program has its bytecode compiled (pip and
    the bundle do it at install; here it goes to a throwaway folder, even when the environment
    says PYTHONDONTWRITEBYTECODE) and its menu backdrop cached by the first start."""
    env = dict(env, PYTHONPYCACHEPREFIX=os.path.join(env["SPIRIT_TABLE_HOME"], "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs = []
    for k in range(STARTUP_RUNS + 1):
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
        if k:
            runs.append(took)
    notes.append(f"startup: median of {STARTUP_RUNS} runs after one uncounted start (bytecode compiled, "
                 "backdrop cached), dummy video driver, fresh settings")
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


HOOKS = (("frames", "frame_times"), ("frames_all", "redraw_all_frame_times"), ("hover", "hover_frame_times"), ("drag", "drag_frame_times"),
         ("command", "command_frame_times"), ("zoom", "zoom_step_times"), ("zoom_settle", "zoom_settle_times"),
         ("idle_cpu_pct", "idle_cpu_pct"), ("mouse_cpu_pct", "mouse_move_cpu_pct"), ("continue_ms", "continue_ms"),
         ("game_turn", "play_a_game"))


def _run_child(env: dict, spec: dict, notes: list[str], label: str) -> dict | None:
    """Run `_ui_child(**spec)` in a fresh process; its JSON result, or None with a note."""
    try:
        res = subprocess.run([sys.executable, "-m", "game.bench", "--ui", json.dumps(spec)], env=env,
                             capture_output=True, text=True, timeout=600)
        data = json.loads(res.stdout.strip().splitlines()[-1])
    except (subprocess.TimeoutExpired, ValueError, IndexError) as e:
        tail = ""
        if isinstance(e, (ValueError, IndexError)):
            lines = res.stderr.strip().splitlines()
            tail = f": {lines[-1][:160]}" if lines else ""
        notes.append(f"{label}: the measuring child failed ({type(e).__name__}){tail}")
        return None
    notes.extend(f"{label}: {n}" for n in data.get("notes", []))
    return data


def _median_of_runs(runs) -> float | None:
    """The median of each run's median (runs: lists of milliseconds)."""
    meds = [statistics.median(r) for r in runs or [] if r]
    return round(statistics.median(meds), 2) if meds else None


def _ui_measures(env: dict, notes: list[str]) -> dict:
    """Frame, hover and drag times on a 4-board island at 1920x1080 and idle CPU, dummy driver;
    frame and hover on the 6-board island too."""
    out = {"frame_ms_p50": None, "frame_ms_p99": None, "frame_all_ms_p50": None, "hover_frame_ms_p50": None,
           "drag_frame_ms_p50": None, "command_frame_ms_p50": None, "idle_cpu_pct": None, "frame_ms_p50_6b": None,
           "hover_frame_ms_p50_6b": None}
    data = _run_child(env, {"n_frames": FRAMES, "runs": UI_RUNS,
                            "what": ["frames", "frames_all", "hover", "drag", "idle_cpu_pct"]}, notes, "ui")
    if data is None:
        return out
    frames = data.get("frames")
    if frames:
        out["frame_ms_p50"] = _median_of_runs(frames)
        out["frame_ms_p99"] = round(_percentile([x for r in frames for x in r], 99), 2)
    out["frame_all_ms_p50"] = _median_of_runs(data.get("frames_all"))
    out["hover_frame_ms_p50"] = _median_of_runs(data.get("hover"))
    out["drag_frame_ms_p50"] = _median_of_runs(data.get("drag"))
    out["_rss_mb_dummy"] = data.get("rss_mb")
    # in a child of its own: three tables played on to the end of a game each leave the process
    # holding more (pygame-gui's fonts and SDL's pictures of each window), not a player's case
    out["command_frame_ms_p50"], = _frame_and_hover(env, notes, "ui command", what=("command",))
    if data.get("idle_cpu_pct"):
        out["idle_cpu_pct"] = round(statistics.median(data["idle_cpu_pct"]), 1)
    out["frame_ms_p50_6b"], out["hover_frame_ms_p50_6b"] = _frame_and_hover(env, notes, f"ui {BIG}b", players=BIG)
    notes.append(f"ui: dummy video driver, 1920x1080, medians of {UI_RUNS} runs of {FRAMES} frames "
                 "(frame = a piece moved to another land and the pointer over a new land; frame_all = every "
                 f"kept picture drawn again from nothing; the _6b keys: {BIG} boards, {BIG} spirits; "
                 "hover = the pointer sweeping the island; "
                 "drag = a piece dragged across it; command = the frame after a bot's command played at the "
                 "table, its animations skipped)")
    return out


X11_KEYS = ("frame_ms_p50_x11", "frame_all_ms_p50_x11", "hover_frame_ms_p50_x11", "mouse_move_cpu_pct_x11", "idle_cpu_pct_x11",
            "rss_mb_x11", "rss_mb_x11_game", "frame_ms_p50_x11_4k", "hover_frame_ms_p50_4k",
            "command_frame_ms_p50_x11", "command_frame_ms_p50_x11_4k", "zoom_step_ms_p50_x11",
            "zoom_settle_ms_p50_x11", "zoom_settle_ms_max_x11")
# The largest island: 6 boards, 6 spirits (the targets hold there too); null while the table cannot seat them.
BIG = 6
BIG_KEYS = ("frame_ms_p50_6b", "hover_frame_ms_p50_6b")
X11_BIG_KEYS = ("frame_ms_p50_x11_6b", "hover_frame_ms_p50_x11_6b", "mouse_move_cpu_pct_x11_6b", "rss_mb_x11_6b")


def _x11_measures(home: str, notes: list[str]) -> dict:
    """The same table in a real X11 window: frames and hover at 1920x1080 and 3840x2160, CPU
    while the pointer sweeps the island, and the window process's peak memory."""
    out = dict.fromkeys(X11_KEYS + X11_BIG_KEYS)
    if not X11:
        notes.append("x11: not measured (turned off)")
        return out
    display, stop = _x11_display(notes)
    if display is None:
        return out
    try:
        env = dict(_child_env(home), DISPLAY=display, SDL_VIDEODRIVER="x11")
        data = _run_child(env, {"n_frames": FRAMES, "runs": UI_RUNS,
                                "what": ["frames", "frames_all", "hover", "zoom", "zoom_settle", "idle_cpu_pct"]},
                          notes, "x11")
        if data is not None:
            out["frame_ms_p50_x11"] = _median_of_runs(data.get("frames"))
            out["frame_all_ms_p50_x11"] = _median_of_runs(data.get("frames_all"))
            out["hover_frame_ms_p50_x11"] = _median_of_runs(data.get("hover"))
            out["zoom_step_ms_p50_x11"] = _median_of_runs(data.get("zoom"))
            out["zoom_settle_ms_p50_x11"] = _median_of_runs(data.get("zoom_settle"))
            settles = [r for r in data.get("zoom_settle") or [] if r]
            if settles:     # the closest zoom's, the run's median
                out["zoom_settle_ms_max_x11"] = round(statistics.median(max(r) for r in settles), 2)
            if data.get("idle_cpu_pct"):
                out["idle_cpu_pct_x11"] = round(statistics.median(data["idle_cpu_pct"]), 1)
            notes.append(f"x11: a real window on {display}, 1920x1080, medians of {UI_RUNS} runs of {FRAMES} "
                         "frames (zoom_step_ms_p50_x11: the frame after a wheel step over the island, in and out; "
                         "zoom_settle_ms_*_x11: the frame drawing the island again once the wheel rests, at each zoom "
                         "in and out, median and slowest)")
        # the frame after a command in a child of its own, as under the dummy driver
        out["command_frame_ms_p50_x11"], = _frame_and_hover(env, notes, "x11 command", what=("command",))
        # the pointer sweep in a process of its own: one table, as a player's, for its memory too
        data = _run_child(env, {"n_frames": 0, "what": ["mouse_cpu_pct"], "mouse_seconds": MOUSE_SECONDS},
                          notes, "x11 mouse")
        if data is not None:
            if data.get("mouse_cpu_pct"):
                out["mouse_move_cpu_pct_x11"] = round(statistics.median(data["mouse_cpu_pct"]), 1)
            out["rss_mb_x11"] = data.get("rss_mb")
            notes.append(f"x11 mouse: mouse_move_cpu_pct_x11 = the table process's CPU time / wall time while "
                         f"the pointer sweeps the island at 60 moves/s for {MOUSE_SECONDS:g} s "
                         f"({data.get('mouse_how', '?')}); rss_mb_x11 = that process's peak memory")
        # a whole game played at the table, for what the window holds after it, not only at its start
        data = _run_child(env, {"n_frames": 0, "what": ["game_turn"], "turns": GAME_TURNS}, notes, "x11 game")
        if data is not None and data.get("game_turn"):
            out["rss_mb_x11_game"] = data.get("rss_mb")
            notes.append(f"x11 game: rss_mb_x11_game = the peak memory of a window process in which the greedy "
                         f"bot played a 4-spirit game through the table to turn {int(data['game_turn'][0])} "
                         "(animations instant)")
        out.update(_x11_big(env, notes))
        out["frame_ms_p50_x11_4k"], out["hover_frame_ms_p50_4k"], out["command_frame_ms_p50_x11_4k"] = _frame_and_hover(
            env, notes, "x11 4k", n_frames=FRAMES_4K, size=[3840, 2160], what=["frames", "hover", "command"])
        if out["frame_ms_p50_x11_4k"] is not None:
            notes.append(f"x11 4k: the same in a 3840x2160 real window, medians of {UI_RUNS} runs of {FRAMES_4K} "
                         "frames (command_frame_ms_p50_x11_4k: the frame after a command)")
    finally:
        stop()
    return out


def _frame_and_hover(env: dict, notes: list[str], label: str, n_frames: int = 0, what=("frames", "hover"),
                     **spec) -> tuple:
    """The medians of `what` (frame, hover: by default) of one table measured in a child
    (`spec`: size, players), or Nones."""
    data = _run_child(env, {"n_frames": n_frames or FRAMES, "runs": UI_RUNS, "what": list(what), **spec},
                      notes, label)
    if data is None:
        return (None,) * len(what)
    return tuple(_median_of_runs(data.get(key)) for key in what)


def _x11_big(env: dict, notes: list[str]) -> dict:
    """Frames, hover, the pointer's CPU and the window's memory with 6 boards and 6 spirits."""
    out = {}
    out["frame_ms_p50_x11_6b"], out["hover_frame_ms_p50_x11_6b"] = _frame_and_hover(env, notes, f"x11 {BIG}b",
                                                                                  players=BIG)
    data = _run_child(env, {"n_frames": 0, "what": ["mouse_cpu_pct"], "mouse_seconds": MOUSE_SECONDS,
                            "players": BIG}, notes, f"x11 {BIG}b mouse")
    if data is not None and data.get("mouse_cpu_pct"):
        out["mouse_move_cpu_pct_x11_6b"] = round(statistics.median(data["mouse_cpu_pct"]), 1)
        out["rss_mb_x11_6b"] = data.get("rss_mb")
    if out.get("frame_ms_p50_x11_6b") is not None:
        notes.append(f"x11 {BIG}b: the same measures on an island of {BIG} boards with {BIG} spirits (1920x1080)")
    return out


def _x11_display(notes: list[str]):
    """(display name, stop function): $DISPLAY, else a private Xvfb; (None, ...) with a note."""
    if os.environ.get("DISPLAY"):
        return os.environ["DISPLAY"], lambda: None
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        notes.append("x11: no DISPLAY and no Xvfb installed; the real-window keys are null")
        return None, lambda: None
    r, w = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(w), "-screen", "0", "3840x2160x24", "-nolisten", "tcp",
                             "-noreset"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)

    def stop():
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    with os.fdopen(r) as f:
        number = f.readline().strip()
    if not number.isdigit():
        stop()
        notes.append("x11: no DISPLAY and the private Xvfb did not start; the real-window keys are null")
        return None, lambda: None
    return f":{number}", stop


def _ui_child(n_frames: int, runs: int = 1, what=("frames", "idle_cpu_pct"), size=None,
              mouse_seconds: float = MOUSE_SECONDS, save: str = "", turns: int = GAME_TURNS,
              players: int = 0) -> dict:
    """Run inside the child: call game.ui.bench's hooks (each `runs` times) when they exist."""
    res: dict = {key: None for key in what}
    res["notes"] = []
    try:   # import_module consults sys.modules, so a test's stand-in is found even after import
        ui_bench = importlib.import_module("game.ui.bench")
    except ImportError as e:
        res["notes"].append(f"game.ui.bench is not available ({e}); frame and idle numbers are null")
        return res
    kw = {"size": tuple(size)} if size else {}
    if players:
        kw["players"] = players
    for key, fn in HOOKS:
        if key not in what:
            continue
        if not hasattr(ui_bench, fn):
            res["notes"].append(f"game.ui.bench.{fn} is not available yet; {key} is null")
            continue
        args = (n_frames,) if key in ("frames", "frames_all", "hover", "drag", "command", "zoom", "zoom_settle") else ()
        if key == "mouse_cpu_pct":
            args = (mouse_seconds,)
        if key == "continue_ms":
            args = (save,)
        if key == "game_turn":
            args = (turns,)
        try:
            got = [getattr(ui_bench, fn)(*args, **kw) for _ in range(runs if key != "mouse_cpu_pct" else 1)]
        except Exception as e:
            res["notes"].append(f"game.ui.bench.{fn} failed: {type(e).__name__}: {e}")
            continue
        if key == "mouse_cpu_pct":
            got, res["mouse_how"] = [got[0][0]], got[0][1]
        res[key] = [[float(x) for x in g] if isinstance(g, list) else float(g) for g in got]
    res["rss_mb"] = _peak_rss_mb(children=False)
    return res


def _engine_speed(notes: list[str]) -> float:
    """Whole 2-spirit games per second, random bot, invariants checked after every command
    (median of SPEED_RUNS runs of the same seeds)."""
    from .sim import play_one
    rates, errors = [], 0
    for _ in range(SPEED_RUNS):
        t0 = _cpu()
        errors += sum(bool(play_one(seed, 2, "random", check=True)["error"]) for seed in range(1, ENGINE_GAMES + 1))
        rates.append(ENGINE_GAMES / (_cpu() - t0))
    if errors:
        notes.append(f"engine: {errors} of {ENGINE_GAMES * SPEED_RUNS} games ended in an error")
    notes.append(f"engine: random bot, 2 spirits, invariants on, median of {SPEED_RUNS} runs of {ENGINE_GAMES} games "
                 "(games per CPU second, as for the greedy bot, save, load, apply and undo)")
    return round(statistics.median(rates), 2)


def _greedy_speed(notes: list[str]) -> dict:
    """Whole games per second of the greedy bot (2 and 4 spirits, invariant checks off: this is
    the bot's speed), median of SPEED_RUNS runs of the same seeds."""
    from .sim import play_one
    out = {}
    for players in (2, 4):
        games, rates = GREEDY_GAMES.get(players, 0), []
        if not games:
            out[f"greedy_games_per_s_{players}p"] = None
            continue
        for _ in range(SPEED_RUNS):
            t0 = _cpu()
            for seed in range(1, games + 1):
                if play_one(seed, players, "greedy", check=False)["error"]:
                    notes.append(f"greedy: the {players}-spirit game of seed {seed} ended in an error")
            rates.append(games / (_cpu() - t0))
        out[f"greedy_games_per_s_{players}p"] = round(statistics.median(rates), 2)
    notes.append(f"greedy: whole games per second, seeds 1..N ({GREEDY_GAMES} games by spirits), "
                 f"median of {SPEED_RUNS} runs")
    return out


def _midgame_measures(home: Path, notes: list[str]) -> dict:
    """Undo, save and load at turn 8 of a 4-spirit game (or the latest turn the greedy bot reached)."""
    from .engine import Undo, legal_commands
    from .persist.saves import resume_game, write_save
    game, seed = _midgame(notes)
    path = home / "bench-save.json"
    save_ms, load_ms = [], []
    for _ in range(5):
        t0 = _cpu()
        write_save(game, path)
        save_ms.append(_cpu() - t0)
        t0 = _cpu()
        resume_game(path)       # as the table loads it
        load_ms.append(_cpu() - t0)
    out = {"save_ms": _ms(save_ms), "load_ms": _ms(load_ms), "save_kb": round(path.stat().st_size / 1024, 1),
           "midgame_turn": game.state.turn, "undo_ms": None, "apply_ms": None}
    out["hint_ms_worst"] = _hint_worst(game)
    rng, undo_ms, apply_ms = random.Random(seed), [], []
    for _ in range(40):
        cmds = legal_commands(game.state)
        if not cmds:
            break
        t0 = _cpu()
        game.apply(rng.choice(cmds))
        apply_ms.append(_cpu() - t0)
        if game.can_undo():
            t0 = _cpu()
            game.apply(Undo())
            undo_ms.append(_cpu() - t0)
    out["apply_ms"] = _ms(apply_ms) if apply_ms else None
    out["undo_ms"] = _ms(undo_ms) if undo_ms else None
    if not undo_ms:
        notes.append("undo: nothing could be undone at the measured position")
    return out


def _hint_worst(game, decisions: int = 20) -> float | None:
    """The slowest hint (the greedy bot's move and what it achieves) over the next `decisions`
    decisions of the measured game, played on a copy by the hint's own moves (issue 31: within
    a second at turn 8 with 4 spirits)."""
    from .bots.hint import hint
    from .engine import Game, Rejection
    again = Game(game.config)
    for cmd in game.log:
        again.apply(cmd)
    worst = None
    for _ in range(decisions):
        if again.state.result or again.state.decision is None:
            break
        t0 = time.perf_counter()
        h = hint(again)
        dt = time.perf_counter() - t0
        worst = dt if worst is None else max(worst, dt)
        if h.command is None or isinstance(again.apply(h.command), Rejection):
            break
    return None if worst is None else round(worst * 1000, 1)


def _late_load(home: Path, notes: list[str]) -> dict:
    """Loading a 4-spirit save made at the start of turn 12, from its file (median of 5): as the
    table loads it (resumed from its snapshot, its moves read on the table afterwards) and
    replayed in full (as check-save and a save without a usable snapshot are)."""
    from .persist.saves import load_game, resume_game, write_save
    game, seed = _midgame(notes, LATE_TURN)
    path = home / "bench-save-late.json"
    write_save(game, path)
    took, replayed = [], []
    for _ in range(5):
        t0 = _cpu()
        resumed = resume_game(path)
        took.append(_cpu() - t0)
        if resumed.past is None:
            notes.append("load_ms_turn12: the save was replayed in full, not resumed from its snapshot")
        t0 = _cpu()
        load_game(path)
        replayed.append(_cpu() - t0)
    notes.append(f"load_ms_turn12: a 4-spirit save at turn {game.state.turn} (seed {seed}), "
                 f"{len(game.log)} commands, {round(path.stat().st_size / 1024)} KB, median of 5 loads; "
                 "replay_ms_turn12: the same save replayed in full")
    return {"load_ms_turn12": _ms(took), "replay_ms_turn12": _ms(replayed),
            "continue_ms_turn12": _continue(home, path, notes)}


def _continue(home: Path, path: Path, notes: list[str]) -> float | None:
    """Continue with that save to its table's first frame, each time in a fresh process (dummy
    driver), median of STARTUP_RUNS after one uncounted run (bytecode and disk caches warm)."""
    env = dict(_child_env(str(home)), PYTHONPYCACHEPREFIX=str(home / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    runs = []
    for k in range(STARTUP_RUNS + 1):
        data = _run_child(env, {"n_frames": 0, "what": ["continue_ms"], "save": str(path)}, notes, "continue")
        got = (data or {}).get("continue_ms")
        if not got:
            return None
        if k:
            runs.append(got[0])
    notes.append(f"continue_ms_turn12: Continue on the menu to the first frame of that save's table, a fresh "
                 f"process each time (wall clock, dummy driver), median of {STARTUP_RUNS} after one uncounted")
    return round(statistics.median(runs), 1)


def _midgame(notes: list[str], target: int = MIDGAME_TURN):
    """A 4-spirit game at the start of turn `target`, played by the greedy bot (the random bot
    loses by turn 5); else at the start of the latest turn any seed reached."""
    from .bots import make_bot
    from .content.catalog import SPIRITS
    from .engine import Game
    from .engine.setup import DEFAULT_BOARDS
    spirits = sorted(SPIRITS.ids())[:4]
    best = None
    for seed in range(1, 11):
        config = {"spirits": spirits, "boards": list(DEFAULT_BOARDS), "seed": seed}
        game, bot = Game(config, keep_undo=False), make_bot("greedy", seed)
        while not game.state.result and game.state.turn < target:
            game.apply(bot.choose(game))
        if best is None or game.state.turn > best[0].state.turn:
            best = (game, seed, config)
        if game.state.turn >= target:
            break
    game, seed, config = best
    turn = game.state.turn
    if turn < target:
        notes.append(f"midgame: no greedy-bot 4-spirit game reached turn {target} (seeds 1-10); "
                     f"undo/save/load measured at turn {turn} (seed {seed}), the latest reached")
    again = Game(config)
    for cmd in game.log:
        if again.state.turn >= turn:
            break
        again.apply(cmd)
    return again, seed


def _cpu() -> float:
    """This process's CPU seconds: the engine, bot, save and load figures are pure computation
    in one thread, and the machine is shared, so they count the work done, not the wait for a
    core (frames and start-up, which players see on the clock, stay wall time)."""
    return time.process_time()


def _ms(seconds: list[float]) -> float:
    return round(statistics.median(seconds) * 1000, 3)


def _percentile(values: list[float], pct: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * pct // 100))
    return ordered[int(rank) - 1]


def _peak_rss_mb(children: bool = True) -> float | None:
    """Peak resident memory of this process (and of the table children it ran), in MB."""
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if children:
        peak = max(peak, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
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
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):
        load = None
    return {"cpu": model, "cores": os.cpu_count(), "python": platform.python_version(),
            "platform": platform.platform(), "load_average_at_end": load}


if __name__ == "__main__" and sys.argv[1:2] == ["--ui"]:
    print(json.dumps(_ui_child(**json.loads(sys.argv[2]))))
