"""The desktop program: window, pygame-gui manager, a stack of screens and the main loop.

    python -m game                      main menu
    python -m game --smoke              open a window, draw 120 frames of a game, exit 0
    python -m game play --seed S --players P          a new game straight away, played by hand
    python -m game play --autoplay --seed S --players P [--screenshots DIR] [--bot NAME]
    python -m game --autoplay ... [--speed instant] [--size 1280x720]   same, with speed and size
    python -m game --bench-startup      print READY <seconds since process start> at the menu's first frame

The loop sleeps when nothing moves, looking for events once a frame (`ui.program.wait_for_events`:
a board game should not burn a laptop's battery) and runs at up to 60 frames a second while
something animates."""
from __future__ import annotations

import argparse
import logging
import os
import sys
import time

_T0 = time.perf_counter()     # the earliest point in this module (--bench-startup falls back to it)

log = logging.getLogger("game.app")


def at_least_the_smallest(size: tuple[int, int]) -> tuple[int, int]:
    """An explicit --size smaller than the window SDL is told it may get (see ui.window.minimum)
    opens at that smallest size instead, and says so: asked smaller, the window manager grows the
    window from where SDL centred the small one, partly off the screen."""
    import pygame

    from .shell import window
    pygame.display.init()
    lo = window.minimum(window.desktop())
    if size[0] >= lo[0] and size[1] >= lo[1]:
        return size
    new = (max(size[0], lo[0]), max(size[1], lo[1]))
    words = f"The table needs a window of at least {lo[0]}x{lo[1]}; opening at {new[0]}x{new[1]}."
    print(words, file=sys.stderr)
    log.warning(words)
    return new


def parse_size(value: str) -> tuple[int, int]:
    """`--size WxH` as two whole numbers of pixels (argparse reports a bad one in words)."""
    try:
        w, h = (int(v) for v in value.lower().replace("×", "x").split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a size like 1280x720") from None
    if not (1 <= w <= 16384 and 1 <= h <= 16384):
        raise argparse.ArgumentTypeError(f"{value!r}: width and height must be between 1 and 16384")
    return w, h


def add_table_options(p: argparse.ArgumentParser, everything: bool = True) -> None:
    """The options of the table (the window); `python -m game --help` and `play --help` list them
    (`play` leaves out the two that only tools use: --smoke and --bench-startup)."""
    p.add_argument("--game", default="island", choices=("island", "spittlesnot"),
                   help="which game: the island (default) or the Spittlesnot quest")
    p.add_argument("--autoplay", action="store_true", help="a bot plays through the UI")
    p.add_argument("--autoplay-turns", type=int, default=0, metavar="N",
                   help="with --autoplay: the bot plays until turn N begins, then you play")
    if everything:
        p.add_argument("--smoke", action="store_true", help="draw 120 frames of a game and exit")
    p.add_argument("--seed", type=int, default=None, help="start a game with this seed straight away")
    p.add_argument("--players", type=int, default=2, help="spirits in that game (1-6)")
    p.add_argument("--layout", default="", metavar="ID",
                   help="that game's island layout (archipelago, extra-board, thematic, standard-1..6)")
    p.add_argument("--screenshots", default="", metavar="DIR", help="autoplay: save a picture of each phase here")
    p.add_argument("--bot", default="", help="autoplay: which bot plays (greedy, random)")
    p.add_argument("--size", type=parse_size, default=None, metavar="WxH",
                   help="window size, e.g. 1280x720 (default: the last size, fitted to the screen)")
    p.add_argument("--speed", default="", help="animation speed: slow normal fast instant")
    p.add_argument("--max-frames", type=int, default=0, help="stop after this many frames (0 = no limit)")
    p.add_argument("--expansions", action="store_true",
                   help="the game started with --seed or --autoplay is played with the expansion (--packs expansion)")
    p.add_argument("--packs", nargs="+", default=[], metavar="NAME",
                   help="the packs the game started with --seed or --autoplay is played with")
    if everything:
        p.add_argument("--bench-startup", action="store_true",
                       help="print READY <seconds since process start> once the main menu is on screen, and exit")


def _refused_layout(layout_id: str, players: int) -> str:
    """Why a game of `players` spirits cannot be laid out by `layout_id` ("" when it can, or no
    layout is named), in our words."""
    if not layout_id:
        return ""
    from .engine.setup import SetupError, normalise_config
    from .ui.program import SPIRIT_ORDER
    try:
        normalise_config({"spirits": list(SPIRIT_ORDER[:max(1, min(6, players))]), "layout": layout_id})
    except SetupError as e:
        return str(e)
    return ""


def main(argv: list[str] | None = None) -> int:
    """Run the program; returns the process exit code."""
    p = argparse.ArgumentParser(prog="python -m game", description="Spirit Island table")
    add_table_options(p)
    return run(p.parse_args(sys.argv[1:] if argv is None else argv))


def quick_packs(config: dict, args: argparse.Namespace) -> dict:
    """A quick game's configuration with its packs (engine.setup.packs_for_new_game for a quick
    start: the packs `--packs` names, and the expansion with `--expansions`), written only when
    there are some."""
    from .engine.setup import packs_for_new_game
    named = packs_for_new_game(list(getattr(args, "packs", None) or []),
                               True if getattr(args, "expansions", False) else None, quick_start=True)
    return dict(config, packs=named) if named else config


def run(args: argparse.Namespace) -> int:
    """Open the table as the parsed table options say (`main`, and `python -m game play`)."""
    if getattr(args, "game", "island") != "island":
        return run_game(args)
    why = _refused_layout(getattr(args, "layout", ""), args.players)
    if why:
        print(f"--layout: {why}", file=sys.stderr)
        return 2
    named = quick_packs({}, args).get("packs", [])
    if named:
        from .engine.needs import missing_packs
        absent = missing_packs(named)
        if absent:
            print(f"the pack {absent[0]!r} is not installed", file=sys.stderr)
            return 2
    from .ui import bridge
    app = _table_window(args, "fast" if args.autoplay else "normal")
    try:
        if args.bench_startup:               # `python -m game bench`: the first frame of the main menu, flipped
            from .ui.bench import seconds_since_start
            app.open_main_menu()
            app.run(max_frames=1)
            print(f"READY {seconds_since_start(_T0):.3f}", flush=True)
            return 0
        if args.smoke:
            app.start_game(quick_packs(app.quick_config(2, args.seed or 1, getattr(args, "layout", "")), args))
            return app.run(max_frames=120, force_draw=True)
        if args.autoplay:
            from .ui.autoplay import Autoplayer
            seed = 1 if args.seed is None else args.seed
            app.autoplayer = Autoplayer(args.bot or "greedy", seed)
            app.autoplay_turns = args.autoplay_turns
            app.screenshots = args.screenshots
            if args.screenshots:
                os.makedirs(args.screenshots, exist_ok=True)
            app.start_game(quick_packs(app.quick_config(args.players, seed, getattr(args, "layout", "")), args))
            return app.run(max_frames=args.max_frames or None)
        app.remember_window = True           # a player's session: a resized window is saved once it settles
        if args.seed is not None:            # `python -m game play --seed S --players P`: straight to the table
            app.start_game(quick_packs(app.quick_config(args.players, args.seed, getattr(args, "layout", "")), args))
        else:
            app.open_main_menu()
        return app.run(max_frames=args.max_frames or None)
    finally:
        if not (args.autoplay or args.smoke or args.bench_startup):
            bridge.save_settings(app.stored(app.settings))      # every way out remembers the window size
        app.close()


def _table_window(args: argparse.Namespace, unattended_speed: str):
    """The program's window as the table options say, logs and crash reports started: the
    player's settings, with autoplay's and --smoke's own for this session only (no confirmations,
    no full screen, `unattended_speed` unless --speed), at --size or the remembered size."""
    from .ui import bridge
    bridge.start_logging_and_crash_reports()
    settings = bridge.load_settings()
    own = dict(settings)
    if args.autoplay or args.smoke:
        settings.update(confirm=False, fullscreen=False, anim_speed=args.speed or unattended_speed)
    elif args.speed:
        settings["anim_speed"] = args.speed
    from .shell.window import DEFAULT
    size, fit = tuple(settings.get("window") or DEFAULT), True
    if args.size:
        size, fit = at_least_the_smallest(args.size), False
    elif args.autoplay or args.smoke:
        size, fit = (1920, 1080), False
    from .ui.program import App
    app = App(size, settings, fit_screen=fit)
    # what this session runs with that is not the player's own (the player who takes over from
    # autoplay gets their own confirmations; settings saved keep their own values)
    app.session_only = {k: own[k] for k in ("confirm", "fullscreen", "anim_speed") if settings[k] != own[k]}
    return app


def run_game(args: argparse.Namespace) -> int:
    """`python -m game play --game KEY ...`: another game than the island, through the game
    registry (game.shell.games): a new game at its table at once when --seed or --autoplay is
    given, else its menu. The window, settings and logs are the shell's, as the island's."""
    from .shell import games
    if not 1 <= args.players <= 5 and args.game == "spittlesnot":
        print("--players: choose 1 to 5 heroes", file=sys.stderr)
        return 2
    from .ui import bridge
    app = _table_window(args, "fast")
    try:
        if args.autoplay or args.seed is not None or args.smoke:
            games.open_table(app, args.game, seed=1 if args.seed is None else args.seed, players=args.players,
                             autoplay=args.autoplay, bot=args.bot, screenshots=args.screenshots)
        else:
            app.remember_window = True
            games.open_menu(app, args.game)
        return app.run(max_frames=args.max_frames or (120 if args.smoke else None), force_draw=args.smoke)
    finally:
        if not (args.autoplay or args.smoke):
            bridge.save_settings(app.stored(app.settings))
        app.close()


def _scripted_app(args, size=(1920, 1080)):
    """An App for a tool that drives the table itself (replay pictures, the lesson's autoplay):
    no confirmations, the given speed, the given size (1920x1080 by default)."""
    from .ui import bridge
    bridge.start_logging_and_crash_reports()
    settings = bridge.load_settings()
    settings.update(confirm=False, fullscreen=False)
    if args.speed:
        settings["anim_speed"] = args.speed
    from .ui.program import App
    app = App(at_least_the_smallest(args.size) if args.size else size, settings, fit_screen=False)
    app.session_only = {}
    return app


def _picture(app, path: str) -> None:
    """Draw the screens once as they stand and save the window's picture."""
    import pygame
    app.manager.update(0.01)
    app._draw()
    pygame.image.save(app.screen, path)


def run_replay(args) -> int:
    """`python -m game replay SAVE [--screenshots DIR]`: watch a saved game read-only; with
    --screenshots, a picture of the start of each turn and of the end, then exit."""
    app = _scripted_app(args) if args.screenshots else None
    if app is None:
        app = _window(args)
    try:
        from .ui.scenes.replay import open_replay
        why = open_replay(app, args.path, os.path.basename(args.path))
        if why:
            print(why, file=sys.stderr)
            return 2
        if not args.screenshots:
            return app.run()
        os.makedirs(args.screenshots, exist_ok=True)
        scene = app.scenes[-1]
        h = scene.history
        for n, k in enumerate(h.turn_starts() + [h.last], 1):
            scene.go(k)
            scene.update(0.0)
            turn, phase = h.where(k)
            _picture(app, os.path.join(args.screenshots, f"{n:03d}_turn{turn:02d}_{phase}.png"))
        return 0
    finally:
        app.close()


class _LessonAutoplay:
    """Plays the lesson with its bot (scenes.lesson.LessonBot) through the table's controls, with a
    picture of each step once the table has settled on it; ends the program when it is done."""

    def __init__(self, app, shots: str):
        from .ui.scenes.lesson import LessonBot
        self.app, self.shots, self.bot = app, shots, LessonBot()
        self.shot_of = None
        self.count = 0

    def _shoot(self, scene, name: str) -> None:
        if not self.shots:
            return
        self.count += 1
        _picture(self.app, os.path.join(self.shots, f"{self.count:03d}_turn{scene.game.state.turn:02d}_{name}.png"))

    def step(self, scene) -> None:
        if not hasattr(scene, "steps"):         # left the lesson: nothing to play
            self.app.exit_code = 0
            return
        settled = not scene.anim.busy
        key = (scene.shown_count, scene.finished)
        if settled and key != self.shot_of:
            self.shot_of = key
            s = scene.reading or scene.current
            self._shoot(scene, "finished" if scene.finished else (s["id"] if s else "own-choice"))
        if not self.bot.step(scene):
            self.app.exit_code = 0

    def fallbacks(self) -> int:
        return 0


def run_tutorial(args) -> int:
    """`python -m game tutorial [--autoplay] [--screenshots DIR]`: the guided first game; with
    --autoplay its bot plays every step through the table's controls (a picture of each step in
    DIR), and the program ends with the lesson."""
    if args.autoplay:
        if not args.speed:
            args.speed = "instant"
        app = _scripted_app(args)
    else:
        app = _window(args)
    try:
        from .ui.scenes.lesson import open_lesson
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
        open_lesson(app)
        if args.autoplay:
            app.autoplayer = _LessonAutoplay(app, args.screenshots)
            return app.run(max_frames=20000)
        return app.run()
    finally:
        app.close()


if __name__ == "__main__":
    sys.exit(main())


def _window(args: argparse.Namespace):
    """A window for a replay or the lesson: the size given (at least the smallest the table
    fits), else the last one; the animation speed given, else the player's."""
    from .ui import bridge
    from .ui.program import App
    from .shell.window import DEFAULT
    settings = bridge.load_settings()
    if args.speed:
        settings["anim_speed"] = args.speed
    return App(at_least_the_smallest(args.size) if args.size else tuple(settings.get("window") or DEFAULT),
               settings, fit_screen=not args.size)
