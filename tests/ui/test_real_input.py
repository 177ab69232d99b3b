"""Nothing a player does is lost, whatever way they leave: the real program in a real X window
(Xvfb), driven by real pointer clicks and key presses (xdotool, XTEST) and a real window-manager
close request (WM_DELETE_WINDOW). A bot plays turn 1, a click makes a decision of turn 2, then:

- Esc -> Main menu -> Continue;
- the window's close button (WM_DELETE_WINDOW), and a new start -> Continue;
- another click, kill -9, and a new start, which offers to resume the interrupted game.

Each time the board, the hands, the phase and the log must be what they were, at most one
decision back. The program tells the test what is on screen through SPIRIT_TABLE_DEBUG_DUMP.
Slow (about a minute): runs only with RUN_SLOW=1."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("RUN_SLOW") != "1", reason="slow: set RUN_SLOW=1"),
    pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"),
]


class Screen:
    """An Xvfb display, and the game running on it."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.dump = tmp / "screen.json"
        r, w = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                                      "-nolisten", "tcp"], pass_fds=(w,), stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            self.display = ":" + f.readline().strip()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
        self.env.update(DISPLAY=self.display, SPIRIT_TABLE_HOME=str(tmp / "home"), SDL_AUDIODRIVER="dummy",
                        SPIRIT_TABLE_DEBUG_DUMP=str(self.dump), PYTHONPATH=str(REPO))
        self.game = None

    def start(self, *args: str) -> None:
        """Start the program (its screen dump starts afresh)."""
        self.dump.unlink(missing_ok=True)
        log = open(self.tmp / "game.log", "a")
        self.game = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=REPO, env=self.env,
                                     stdout=log, stderr=subprocess.STDOUT)

    def close(self) -> None:
        for p in (self.game, self.xvfb):
            if p is not None and p.poll() is None:
                p.kill()
                p.wait(10)

    # --- reading the screen ---------------------------------------------------------------------
    def read(self) -> dict:
        try:
            return json.loads(self.dump.read_text())
        except (OSError, ValueError):
            return {}

    def wait_for(self, what, timeout: float = 60.0, why: str = "") -> dict:
        """Wait until `what(screen)` holds; returns that screen."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            assert self.game.poll() is None, f"the game exited ({self.game.returncode}) waiting for {why}: " \
                                             f"{(self.tmp / 'game.log').read_text()[-2000:]}"
            d = self.read()
            if d and what(d):
                return d
            time.sleep(0.2)
        raise AssertionError(f"timed out waiting for {why}; screen: {json.dumps(self.read())[:1500]}")

    def settled_table(self, why: str) -> dict:
        """The table, once nothing moves."""
        return self.wait_for(lambda d: d.get("scenes") == ["TableScene"] and not d["table"]["busy"]
                             and not d["table"]["autoplay"], why=why)["table"]

    # --- real input -----------------------------------------------------------------------------
    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=20)

    def click(self, rect) -> None:
        x, y = rect[0] + rect[2] // 2, rect[1] + rect[3] // 2
        self.xdo("mousemove", str(x), str(y))
        time.sleep(0.15)
        self.xdo("click", "1")

    def press_button(self, text: str, screen: dict) -> None:
        button = next(b for b in screen["buttons"] if b["text"].startswith(text))
        assert button["enabled"], f"{text} is greyed out"
        self.click(button["rect"])

    def key(self, name: str) -> None:
        self.xdo("mousemove", str(SIZE[0] // 2), str(SIZE[1] // 2))
        self.xdo("key", name)

    def decide(self) -> dict:
        """Click the first choice the table offers; returns the table after it."""
        before = self.settled_table("a choice")
        assert before["options"], "no choice on screen"
        self.click(before["options"][0]["rect"])
        self.wait_for(lambda d: d.get("table", {}).get("commands", 0) > before["commands"], why="the click to count")
        return self.settled_table("the decision to settle")

    def close_window(self) -> None:
        """What the title bar's X does: the window manager's WM_DELETE_WINDOW request."""
        from Xlib import X, display, protocol
        found = subprocess.run(["xdotool", "search", "--pid", str(self.game.pid)], env=self.env,
                               capture_output=True, text=True, timeout=20).stdout.split()
        assert found, "the game's window is not there"
        d = display.Display(self.display)
        try:
            atom = d.intern_atom
            for wid in found:
                w = d.create_resource_object("window", int(wid))
                ev = protocol.event.ClientMessage(window=w, client_type=atom("WM_PROTOCOLS"),
                                                  data=(32, [atom("WM_DELETE_WINDOW"), X.CurrentTime, 0, 0, 0]))
                w.send_event(ev, event_mask=X.NoEventMask)
            d.flush()
        finally:
            d.close()


def assert_same_game(now: dict, then: dict) -> None:
    """Board, hands, phase and log as they were, at most one decision back; the log whole, ending
    with the line that says where the game was resumed."""
    assert then["commands"] - 1 <= now["commands"] <= then["commands"]
    assert now["log"][-1].startswith(f"— Game resumed at turn {now['turn']}")
    lines = [line for line in now["log"] if not line.startswith("— Game resumed")]
    before = [line for line in then["log"] if not line.startswith("— Game resumed")]
    if now["commands"] == then["commands"]:
        assert now["hash"] == then["hash"]
        assert now["lands"] == then["lands"] and now["hands"] == then["hands"]
        assert (now["turn"], now["phase"]) == (then["turn"], then["phase"])
        assert lines == before
    else:
        assert now["turn"] == then["turn"] and before[:len(lines) - 1] == lines[:-1]


@pytest.fixture
def screen(tmp_path):
    s = Screen(tmp_path)
    yield s
    s.close()


def test_nothing_is_lost_by_any_way_out(screen):
    screen.start("--autoplay", "--autoplay-turns", "2", "--seed", "7", "--players", "2", "--speed", "fast",
                 "--size", f"{SIZE[0]}x{SIZE[1]}")
    start = screen.settled_table("the bot to play turn 1")
    assert start["turn"] == 2
    played = screen.decide()                      # a real click: a decision of turn 2

    # 1. Esc -> Main menu -> Continue
    screen.key("Escape")
    paused = screen.wait_for(lambda d: d["scenes"][-1:] == ["PauseMenu"], why="the pause menu")
    screen.press_button("Main menu", paused)
    menu = screen.wait_for(lambda d: d["scenes"] == ["MainMenu"], why="the main menu")
    assert not menu["dialogs"]
    assert any(b["text"] == f"Continue: turn 2, {played['phase'].capitalize()} phase" for b in menu["buttons"])
    screen.press_button("Continue", menu)
    resumed = screen.settled_table("Continue")
    assert_same_game(resumed, played)

    # 2. the window's close button, then a new start -> Continue
    screen.close_window()
    assert screen.game.wait(30) == 0
    assert not (Path(screen.env["SPIRIT_TABLE_HOME"]) / "saves" / "table.lock").exists()
    screen.start("--size", f"{SIZE[0]}x{SIZE[1]}")
    menu = screen.wait_for(lambda d: d.get("scenes") == ["MainMenu"] and d["buttons"], why="the main menu")
    assert not menu["dialogs"], "a clean exit must not be reported as an interruption"
    screen.press_button("Continue", menu)
    reopened = screen.settled_table("Continue after closing the window")
    assert_same_game(reopened, played)

    # 3. one more real decision, kill -9, a new start offers the interrupted game
    last = screen.decide()
    screen.game.send_signal(signal.SIGKILL)
    screen.game.wait(10)
    screen.start("--size", f"{SIZE[0]}x{SIZE[1]}")
    offer = screen.wait_for(lambda d: d.get("dialogs"), why="the resume offer")
    assert offer["dialogs"][0].startswith(f"Resume the game interrupted at turn {last['turn']}, "
                                          f"{last['phase'].capitalize()} phase (")
    screen.press_button("Resume", offer)
    back = screen.settled_table("Resume after the kill")
    assert_same_game(back, last)
