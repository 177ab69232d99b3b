"""Build the desktop program: a PyInstaller one-folder bundle in dist/spirit-island/.

    python build_scripts/build.py            build
    python build_scripts/build.py --smoke    build, then prove the bundle works
    python build_scripts/build.py --smoke-only   check an existing bundle

The smoke run uses a throwaway SPIRIT_TABLE_HOME and, without a DISPLAY, the dummy video
driver. It checks the bundled files, `spirit-island check-save` on a sound and a bad save,
`spirit-island --smoke` (the table opens, draws and closes), and that the windowed program
wrote its log file, which names the window path it chose (never SDL's software GL). Exits
non-zero on the first failure.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "spirit-island.spec"
DIST = ROOT / "dist"
BUNDLE = DIST / "spirit-island"
WORK = ROOT / "build" / "pyinstaller"


def build(clean: bool = False) -> None:
    """Run PyInstaller on the spec."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("PyInstaller is not installed: pip install '.[build]'")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(WORK), str(SPEC)]
    if clean:
        cmd.insert(3, "--clean")
    print("building:", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=True)
    print(f"built {BUNDLE}", flush=True)


def program() -> Path:
    """The bundle's program file."""
    return BUNDLE / ("spirit-island.exe" if os.name == "nt" else "spirit-island")


def smoke() -> list[str]:
    """Run the bundle's checks; returns the failures (empty when all is well)."""
    exe = program()
    if not exe.is_file():
        return [f"no program at {exe} (build first)"]
    failures: list[str] = []
    internal = BUNDLE / "_internal"
    for rel in ("fonts", "assets", "game/shell/theme.json", "pygame_gui/data"):
        if (ROOT / rel).exists() or rel.startswith("pygame_gui"):
            if not (internal / rel).exists():
                failures.append(f"the bundle lacks {rel}")
    with tempfile.TemporaryDirectory(prefix="spirit-smoke-") as home:
        env = smoke_env(home)
        failures += _check_saves(exe, env, Path(home))
        res = _run([str(exe), "--smoke"], env, timeout=300)
        if res.returncode != 0:
            failures.append(f"`spirit-island --smoke` exited {res.returncode}: {_tail(res)}")
        log = Path(home) / "logs" / "spirit-island.log"
        if not log.is_file() or not log.stat().st_size:
            failures.append("the program wrote no log file")
        elif "window path: framebuffer without GL" not in log.read_text(encoding="utf-8", errors="replace"):
            failures.append("the bundle did not choose the plain framebuffer (game/shell/window_path.py)")
    return failures


def smoke_env(home: str) -> dict:
    """The smoke run's environment: throwaway home; the dummy driver unless there is a screen."""
    env = dict(os.environ, SPIRIT_TABLE_HOME=home)
    if sys.platform.startswith("linux") and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def _check_saves(exe: Path, env: dict, home: Path) -> list[str]:
    """The bundled engine and content can verify a save written by the source tree's engine."""
    sys.path.insert(0, str(ROOT))
    from game.bots import make_bot
    from game.engine import Game
    from game.persist.saves import write_save
    game, bot = Game({"spirits": ["mending-moss"], "boards": ["A"], "seed": 1}), make_bot("random", 1)
    for _ in range(30):
        if not game.state.result:
            game.apply(bot.choose(game))
    good = write_save(game, home / "smoke-good.json")
    bad = home / "smoke-bad.json"
    bad.write_text(good.read_text(encoding="utf-8")[:200], encoding="utf-8")
    failures = []
    res = _run([str(exe), "check-save", str(good)], env)
    if res.returncode != 0:
        failures.append(f"check-save of a sound save exited {res.returncode}: {_tail(res)}")
    res = _run([str(exe), "check-save", str(bad)], env)
    if res.returncode != 2:
        failures.append(f"check-save of a cut-short save exited {res.returncode}, not 2: {_tail(res)}")
    return failures


def _run(cmd: list[str], env: dict, timeout: float = 120) -> subprocess.CompletedProcess:
    print("running:", " ".join(cmd), flush=True)
    try:
        return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(cmd, -1, e.stdout or "", f"timed out after {timeout} s")


def _tail(res: subprocess.CompletedProcess) -> str:
    lines = (str(res.stderr or "") + str(res.stdout or "")).strip().splitlines()
    return lines[-1][:300] if lines else "(no output)"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--smoke", action="store_true", help="after building, run the bundle's checks")
    p.add_argument("--smoke-only", action="store_true", help="only check an existing bundle")
    p.add_argument("--clean", action="store_true", help="clear PyInstaller's cache first")
    args = p.parse_args(argv)
    if not args.smoke_only:
        build(args.clean)
    if args.smoke or args.smoke_only:
        failures = smoke()
        for f in failures:
            print("SMOKE FAILED:", f, file=sys.stderr)
        if failures:
            return 1
        print("smoke: the bundle works", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
