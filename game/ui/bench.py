"""The UI's hooks for `python -m game bench` (game/bench.py calls them in a child process under
the dummy video driver): what a frame of a busy 4-board island costs, how much CPU the table
burns when nobody touches it, and how long the program takes to show its main menu.

Nothing here asserts on time; the numbers are only reported."""
from __future__ import annotations

import os
import time

BENCH_SIZE = (1920, 1080)
PLAYERS = 4
TURN = 3            # "a few turns into" the game: the island has invaders, blight, presence
WARMUP_FRAMES = 10  # first frames fill font and glyph caches; not counted
IDLE_SECONDS = 1.0


def _settings() -> dict:
    """The defaults, windowed, no confirmations (never the player's own settings file)."""
    from . import bridge
    return dict(bridge.DEFAULTS, fullscreen=False, confirm=False, anim_speed="normal",
                window=list(BENCH_SIZE))


def _midgame(app, bot: str = "random", players: int = PLAYERS):
    """A game of `players` spirits (4: boards A-D) that a bot played to the start of turn TURN
    (the first seed whose game is still going then; else the furthest one)."""
    from ..bots import make_bot
    from ..engine import Game
    best = None
    for seed in range(1, 11):
        game, player = Game(app.quick_config(players, seed)), make_bot(bot, seed)
        if len(game.state.spirits) != players:
            raise RuntimeError(f"the table cannot seat {players} spirits yet")
        while not game.state.result and game.state.turn < TURN:
            game.apply(player.choose(game))
        if not game.state.result and game.state.turn >= TURN:
            return game
        if best is None or game.state.turn > best.state.turn:
            best = game
    return best


def open_midgame_table(size=BENCH_SIZE, bot: str = "random", players: int = PLAYERS):
    """An App showing an island of `players` boards mid-game on its table; returns (app, table).
    Close the app."""
    import pygame
    from .program import App
    app = _open_app(App, size)
    try:
        app.open_table(_midgame(app, bot, players))
        table = app.scenes[-1]
        app.run(max_frames=2)       # settle: first update and draw
        pygame.event.clear()
    except Exception:
        app.close()
        raise
    return app, table


def _open_app(App, size):
    """The App, retried for a moment when the X server is not ready: a server started without
    -noreset (xvfb-run's) resets when its last client leaves, as the previous run's window just
    did, and refuses connections meanwhile."""
    import pygame
    for attempt in range(20):
        try:
            return App(size, dict(_settings(), window=list(size)))
        except pygame.error as e:
            if "not available" not in str(e) or attempt == 19:
                raise
            pygame.display.quit()
            time.sleep(0.1)


def continue_ms(save_path: str, size=BENCH_SIZE) -> float:
    """Milliseconds from Continue on the main menu (a saved game resumed) to the first frame of
    its table, in a process whose first table this is: what a player waits for at the start of
    a session (the bytecode and the disk caches warm, as from the second session on)."""
    from . import bridge
    from .program import App
    app = _open_app(App, size)
    try:
        app.run(max_frames=2)       # the main menu on screen
        t0 = time.perf_counter()
        app.open_table(bridge.load_game(save_path))
        app.run(max_frames=1)
        return (time.perf_counter() - t0) * 1000
    finally:
        app.close()


def _island_points(table, n: int) -> list:
    """Pointer positions that sweep over the lands (hover glow + land tooltip every frame)."""
    r = table.layout.island
    pts, k = [], 0
    while len(pts) < n:
        fx, fy = (k * 0.618034) % 1.0, (k * 0.414214) % 1.0
        k += 1
        p = (int(r.x + r.w * (0.1 + 0.8 * fx)), int(r.y + r.h * (0.1 + 0.8 * fy)))
        if table.geo.land_at(p) or k > 50 * n:
            pts.append(p)
    return pts


def _step(app, table, events=()) -> None:
    """One turn of the main loop: feed events, update, draw every screen and flip."""
    for ev in events:
        if not app.manager.process_events(ev):
            table.handle(ev)
    app.manager.update(1 / 60)
    table.update(1 / 60)
    app._draw()                 # the scenes, pygame-gui, and the flip


def _motion(pos, buttons=(0, 0, 0)):
    import pygame
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons, touch=False)


def _timed(app, table, points, events_at) -> list[float]:
    out = []
    for i, pos in enumerate(points):
        t0 = time.perf_counter()
        _step(app, table, events_at(pos))
        if i >= WARMUP_FRAMES:
            out.append((time.perf_counter() - t0) * 1000.0)
    return out


def _frames(n_frames: int, change: str, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Frame times while the pointer sweeps the island and, each frame, `change` happens:
    "move" (a piece moves to another land), "all" (every kept picture is thrown away and the
    view marked changed: the whole table drawn from nothing) or "none"."""
    app, table = open_midgame_table(size, players=players)
    try:
        points = _island_points(table, n_frames + WARMUP_FRAMES)
        move = _piece_mover(table) if change == "move" else None

        def events_at(pos):
            if move is not None:
                move()
            elif change == "all":
                table.model.clear()
                table.view.touch()
            return [_motion(pos)]
        return _timed(app, table, points, events_at)
    finally:
        app.close()


def _piece_mover(table):
    """A function that moves one Explorer (or Dahan) of the view to another land and back on the
    next call, as a tabletop move or an animation's step does."""
    from ..engine import kinds as K
    vs = table.view.state
    lands = sorted(vs.lands)
    here = next((land, kind) for kind in (K.EXPLORER, K.DAHAN) for land in lands if vs.lands[land].get(kind))
    there = lands[(lands.index(here[0]) + 3) % len(lands)]
    where = [here[0], there]

    def move():
        token = table.view.take(where[0], here[1])
        table.view.put(where[1], token)
        where.reverse()
    return move


def frame_times(n_frames: int, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Milliseconds per frame of a 4-board island mid-game at 1920x1080 when a piece moved: each
    frame one Explorer (or Dahan) goes to another land (the view changes as a tabletop move or an
    animation step changes it; the pictures that show it are drawn again) and the pointer is
    over a new land (hover glow, tooltip); then pygame-gui draws and the display is updated."""
    return _frames(n_frames, "move", size=size, players=players)


def redraw_all_frame_times(n_frames: int, size=BENCH_SIZE) -> list[float]:
    """Milliseconds per frame when every kept picture is thrown away each frame (pieces, invader
    board, spirit panel, hand, prompt, log drawn from nothing): the whole table's cost, as after a
    resize. Reported beside `frame_times` so a cheaper kept picture never hides this cost."""
    return _frames(n_frames, "all", size=size)


def cached_frame_times(n_frames: int) -> list[float]:
    """Milliseconds per redraw of the same table when nothing changed (every cache hit)."""
    return _frames(n_frames, "none")


def hover_frame_times(n_frames: int, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Milliseconds per frame while the pointer sweeps the island and nothing else happens:
    each frame the pointer is over another spot (hover glow and land tooltip follow it)."""
    app, table = open_midgame_table(size, players=players)
    try:
        points = _island_points(table, n_frames + WARMUP_FRAMES)
        return _timed(app, table, points, lambda pos: [_motion(pos)])
    finally:
        app.close()


def command_frame_times(n_frames: int, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Milliseconds of the frame after a command, what a player waits for after each click:
    each frame a bot's command is played at the table (outside the timing, its animations
    skipped: the frame shows the result), then the table is brought up to date and drawn, and
    the display updated. The pointer rests on the island. Fewer frames when the game ends."""
    from ..bots import make_bot
    app, table = open_midgame_table(size, players=players)
    try:
        bot, out = make_bot("random", 7), []
        _step(app, table, [_motion(table.layout.island.center)])
        for i in range(n_frames + WARMUP_FRAMES):
            if table.game.state.result:
                break
            table.perform([bot.choose(table.game)])
            table.anim.skip_all()
            t0 = time.perf_counter()
            _step(app, table)
            if i >= WARMUP_FRAMES:
                out.append((time.perf_counter() - t0) * 1000.0)
        return out
    finally:
        app.close()


ZOOM_STEPS = 12


def zoom_step_times(n_frames: int = 0, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Milliseconds of the frame after a wheel step over the island: in to the closest zoom and
    out again, ZOOM_STEPS steps (what a player waits for at each notch of the wheel)."""
    import pygame
    app, table = open_midgame_table(size, players=players)
    try:
        _step(app, table, [_motion(table.layout.island.center)])
        out = []
        for k in range(ZOOM_STEPS):
            y = 1 if k < ZOOM_STEPS // 2 else -1
            wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                       touch=False)
            t0 = time.perf_counter()
            _step(app, table, [wheel])
            out.append((time.perf_counter() - t0) * 1000.0)
        return out
    finally:
        app.close()


def zoom_settle_times(n_frames: int = 0, size=BENCH_SIZE, players: int = PLAYERS) -> list[float]:
    """Milliseconds of the frame that draws the island again once the wheel has rested, at each
    zoom from the whole island in to the closest and out again (ZOOM_STEPS steps): the one
    wait a player has after zooming."""
    import pygame
    from ..ui.scenes import zoom
    app, table = open_midgame_table(size, players=players)
    clock = [time.monotonic()]
    table.now = lambda: clock[0]
    try:
        _step(app, table, [_motion(table.layout.island.center)])
        out = []
        for k in range(ZOOM_STEPS):
            y = 1 if k < ZOOM_STEPS // 2 else -1
            _step(app, table, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                                  precise_y=float(y), touch=False)])
            if table.island_due is None:
                continue            # at the closest zoom already, or back to the whole island (shown at once)
            clock[0] += zoom.SETTLE
            t0 = time.perf_counter()
            _step(app, table)
            out.append((time.perf_counter() - t0) * 1000.0)
            if table.island_due is not None:
                raise RuntimeError("the island was not drawn again once the zoom rested")
        return out
    finally:
        app.close()


def _pick_up_a_piece(app, table):
    """Tabletop mode, the pointer pressed on a piece of the island: the next motions drag it.
    Returns False when no piece can be picked up."""
    import pygame
    table.toggle_tabletop()
    _step(app, table)
    for rect, t in reversed(table.hotspots.items):
        if t.kind == "piece" and table.offer.drag(t):
            _step(app, table, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1,
                                                  touch=False)])
            return True
    return False


def drag_frame_times(n_frames: int, size=BENCH_SIZE) -> list[float]:
    """Milliseconds per frame while a piece is dragged across the island (tabletop mode: the
    piece follows the pointer, the lands it may go to glow)."""
    app, table = open_midgame_table(size)
    try:
        if not _pick_up_a_piece(app, table):
            raise RuntimeError("no piece to drag on the benched table")
        points = _island_points(table, n_frames + WARMUP_FRAMES)
        out = _timed(app, table, points, lambda pos: [_motion(pos, (1, 0, 0))])
        if table.machine.state != "dragging":
            raise RuntimeError(f"the piece was not dragged (input state {table.machine.state})")
        return out
    finally:
        app.close()


def mouse_move_cpu_pct(seconds: float = 5.0, size=BENCH_SIZE, players: int = PLAYERS) -> tuple[float, str]:
    """CPU percent of the table's process (its CPU time / wall time) running the real main loop
    while the pointer sweeps the island at 60 moves a second for `seconds`. Under X11 with
    xdotool the moves are real pointer motion warped by the X server; otherwise they are posted
    as pygame events. Returns (percent, how the pointer was moved)."""
    import shutil
    import subprocess
    import threading
    import pygame
    app, table = open_midgame_table(size, players=players)
    try:
        moves = int(seconds * 60)
        points = _island_points(table, moves)
        wid = pygame.display.get_wm_info().get("window") if pygame.display.get_driver() == "x11" else None
        proc = None
        if wid and shutil.which("xdotool"):
            cmd = ["xdotool"]
            for x, y in points:
                cmd += ["mousemove", "--window", str(wid), str(x), str(y), "sleep", "0.0167"]
            how = "xdotool moving the X pointer"
        else:
            cmd, how = None, "motion events posted from a thread"
        pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
        w0, c0 = time.perf_counter(), time.process_time()
        if cmd:
            proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        else:
            def post():
                for p in points:
                    pygame.event.post(_motion(p))
                    time.sleep(1 / 60)
            threading.Thread(target=post, daemon=True).start()
        app.run()
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        pygame.time.set_timer(pygame.QUIT, 0)
        if proc is not None:
            proc.kill()
            proc.wait()
        return (100.0 * cpu / wall if wall > 0 else 0.0), how
    finally:
        app.close()


def play_a_game(turns: int, size=BENCH_SIZE, seed: int = 5) -> float:
    """A 4-spirit game played through the table by the greedy bot (its clicks and drags, the
    animations instant) until turn `turns` begins or the game ends; returns the turn reached.
    The bench reads the process's peak memory afterwards: what a window holds after a game
    (every card face and line of the log it showed), not only on a fresh table."""
    from .autoplay import Autoplayer
    from .program import App
    app = _open_app(App, size)
    try:
        app.settings["anim_speed"] = "instant"
        app.autoplayer, app.autoplay_turns, app.screenshots = Autoplayer("greedy", seed), 0, ""
        app.start_game(app.quick_config(PLAYERS, seed))
        turn = 0
        while app.exit_code is None and app.scenes and getattr(app.scenes[-1], "is_table", False):
            state = app.scenes[-1].game.state
            turn = state.turn
            if state.result or turn >= turns:
                break
            app.run(max_frames=100)
        return float(turn)
    finally:
        app.close()


def idle_cpu_pct(seconds: float = IDLE_SECONDS) -> float:
    """CPU percent (process CPU time / wall time) of the real main loop on the mid-game table
    with no input for `seconds` (the loop should sleep: `program.wait_for_events`)."""
    import pygame
    app, table = open_midgame_table()
    try:
        pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
        w0, c0 = time.perf_counter(), time.process_time()
        app.run()
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        pygame.time.set_timer(pygame.QUIT, 0)
        return 100.0 * cpu / wall if wall > 0 else 0.0
    finally:
        app.close()


def seconds_since_start(fallback_t0: float) -> float:
    """Seconds since this process started: from /proc on Linux (the kernel's start time, in
    clock ticks), else since `fallback_t0` (a `time.perf_counter()` taken early in game.app)."""
    try:
        with open("/proc/self/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])           # field 22 (starttime); fields[0] is field 3
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        age = uptime - start_ticks / os.sysconf("SC_CLK_TCK")
        if 0.0 <= age < 3600.0:
            return age
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    return time.perf_counter() - fallback_t0
