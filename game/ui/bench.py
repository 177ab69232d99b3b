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


def _midgame(app, bot: str = "random"):
    """A 4-spirit game on boards A-D that a bot played to the start of turn TURN (the first seed
    whose game is still going then; else the furthest one)."""
    from ..bots import make_bot
    from ..engine import Game
    best = None
    for seed in range(1, 11):
        game, player = Game(app.quick_config(PLAYERS, seed)), make_bot(bot, seed)
        while not game.state.result and game.state.turn < TURN:
            game.apply(player.choose(game))
        if not game.state.result and game.state.turn >= TURN:
            return game
        if best is None or game.state.turn > best.state.turn:
            best = game
    return best


def open_midgame_table(size=BENCH_SIZE, bot: str = "random"):
    """An App showing a 4-board island mid-game on its table; returns (app, table). Close the app."""
    import pygame
    from .program import App
    app = App(size, _settings())
    try:
        app.open_table(_midgame(app, bot))
        table = app.scenes[-1]
        app.run(max_frames=2)       # settle: first update and draw
        pygame.event.clear()
    except Exception:
        app.close()
        raise
    return app, table


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


def _frames(n_frames: int, animate: bool) -> list[float]:
    import pygame
    app, table = open_midgame_table()
    try:
        points = _island_points(table, n_frames + WARMUP_FRAMES)
        out = []
        for i, pos in enumerate(points):
            t0 = time.perf_counter()
            if animate:
                table.view.touch()      # what a frame costs when a piece moved: the cached
                ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0),
                                        touch=False)     # pictures of pieces and panels redraw
                if not app.manager.process_events(ev):
                    table.handle(ev)
            app.manager.update(1 / 60)
            table.update(1 / 60)
            app._draw()                 # the scenes, pygame-gui, and the flip
            if i >= WARMUP_FRAMES:
                out.append((time.perf_counter() - t0) * 1000.0)
        return out
    finally:
        app.close()


def frame_times(n_frames: int) -> list[float]:
    """Milliseconds per frame of a 4-board island mid-game at 1920x1080, full redraw every frame:
    the pointer moves over a new land (hover glow, tooltip) and the view changed (pieces and the
    invader, spirit and hand panels are drawn again, as when a piece moves), then pygame-gui
    draws and the display flips. The honest cost of a frame while something animates."""
    return _frames(n_frames, animate=True)


def cached_frame_times(n_frames: int) -> list[float]:
    """Milliseconds per redraw of the same table when nothing changed (every cache hit)."""
    return _frames(n_frames, animate=False)


def idle_cpu_pct(seconds: float = IDLE_SECONDS) -> float:
    """CPU percent (process CPU time / wall time) of the real main loop on the mid-game table
    with no input for `seconds` (the loop should sleep in `pygame.event.wait`)."""
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
