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
        """The table, once nothing moves, and as long after as a player takes to look: once the
        invaders' steps or the end of a turn leave the screen, presses are taken as hurrying them
        for a moment (table.CALM_SECONDS), so that a press meant for them does not also choose."""
        for _ in range(5):      # the end of a turn waits for the players: a player presses Space
            d = self.wait_for(lambda d: d.get("scenes") == ["TableScene"] and not d["table"]["autoplay"]
                              and (not d["table"]["busy"] or d["table"].get("waiting")), why=why)
            if not d["table"].get("waiting"):
                break
            self.key("space")
            self.wait_for(lambda d: not d.get("table", {}).get("waiting"), why="the next turn")
        from game.ui.scenes.table import CALM_SECONDS
        time.sleep(CALM_SECONDS + 0.2)
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

    # 1. Esc -> Main menu -> Continue (Esc first steps back out of a half-made choice, as a growth
    # option's next action: then the game is as it was before that decision, and Esc again pauses)
    for _ in range(4):
        screen.key("Escape")
        d = screen.wait_for(lambda d: d["scenes"][-1:] == ["PauseMenu"] or
                            d.get("table", {}).get("commands", 0) > played["commands"], why="Esc")
        if d["scenes"][-1:] == ["PauseMenu"]:
            break
        played = screen.settled_table("the step back")
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


# --- issue 29: the gestures of a turn, with the real pointer and keys -------------------------------

def _inside(p, poly) -> bool:
    x, y = p
    inside = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _land_of(p, island) -> str:
    return next((land for land, sh in island.items() if sum(_inside(p, poly) for poly in sh["polygons"]) % 2), "")


def _just_inside(island, land, towards, px=4):
    """A point of `land` `px` pixels inside its border, on the way from its name to `towards`'s."""
    (x0, y0), (x1, y1) = island[land]["label"], island[towards]["label"]
    steps = int(max(abs(x1 - x0), abs(y1 - y0)))
    last = k_last = 0
    for k in range(steps):
        if _land_of((x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps), island) != land:
            break
        k_last = k
    k = max(0, k_last - px)
    last = (round(x0 + (x1 - x0) * k / steps), round(y0 + (y1 - y0) * k / steps))
    assert _land_of(last, island) == land
    return last


class Table:
    """The issue-29 gestures on a Screen: what the table shows, and the pointer used on it."""

    def __init__(self, screen: Screen):
        self.s = screen

    def now(self, why: str) -> dict:
        time.sleep(0.6)         # past the table's guard against a press on what just changed
        return self.s.settled_table(why)

    def spot(self, t: dict, **want) -> list:
        found = [sp for sp in t["spots"] if all(sp.get(k) == v for k, v in want.items())]
        assert found, f"{want} not on screen"
        return found[0]["rect"]

    def drag(self, frm, to) -> None:
        x0, y0 = frm
        self.s.xdo("mousemove", str(x0), str(y0))
        time.sleep(0.2)
        self.s.xdo("mousedown", "1")
        time.sleep(0.15)
        for k in range(1, 9):
            self.s.xdo("mousemove", str(round(x0 + (to[0] - x0) * k / 8)), str(round(y0 + (to[1] - y0) * k / 8)))
            time.sleep(0.06)
        time.sleep(0.3)
        self.s.xdo("mouseup", "1")

    def moved_on(self, before: dict, why: str) -> dict:
        self.s.wait_for(lambda d: d.get("table", {}).get("commands", 0) > before["commands"], why=why)
        return self.now(why)


def _moss_game(home: Path) -> None:
    """A new game of Falling Cinder Rain and Moss That Mends the Scars (boards A, B, seed 7),
    saved as the autosave the main menu continues."""
    code = ("from game.engine import Game\nfrom game.persist.saves import autosave\n"
            "autosave(Game({'spirits': ['falling-cinder-rain', 'mending-moss'], 'boards': ['A', 'B'], 'seed': 7}))")
    env = dict(os.environ, SPIRIT_TABLE_HOME=str(home), PYTHONPATH=str(REPO))
    subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, check=True, timeout=120)


def test_a_turn_played_by_the_real_pointer_as_a_player_expects_it(screen):
    """Issue 29: growth by dragging straight from the track once the option is chosen; a card with
    no target asks before it is paid for; Esc during a target choice steps back out of it (no
    menu); a pushed Explorer dropped just inside a land's edge goes into that land."""
    _moss_game(Path(screen.env["SPIRIT_TABLE_HOME"]))
    screen.start("--size", f"{SIZE[0]}x{SIZE[1]}")
    menu = screen.wait_for(lambda d: d.get("scenes") == ["MainMenu"] and d["buttons"], why="the main menu")
    screen.press_button("Continue", menu)
    tb = Table(screen)
    t = tb.now("the table")
    assert t["decision"] == "spirit_action" and t["turn"] == 1

    # 1. growth in one gesture: the option, then a drag straight from the plays track
    screen.click(tb.spot(t, kind="growth", spirit=0, index=1))
    t = tb.moved_on(t, "the growth option")
    assert t["decision"] == "growth_action" and t["glow"], "the lands in reach glow at once"
    land = t["glow"][0]
    placed = t["presence"][0].get(land, 0)
    track = tb.spot(t, kind="track", spirit=0, name="plays", index=-1)
    tb.drag((track[0] + track[2] // 2, track[1] + track[3] // 2), t["island"][land]["label"])
    t = tb.moved_on(t, "the presence dragged off the track")
    assert t["presence"][0].get(land, 0) == placed + 1 and not t["notice"], t["notice"]
    assert t["decision"] == "spirit_action"

    # Cinder Rain plays Smoke Over the Fields and is done (the confirmation of what it gives up: Enter)
    screen.click(tb.spot(t, kind="card", name="hand", card="smoke-over-the-fields"))
    t = tb.moved_on(t, "Smoke Over the Fields played")
    screen.key("space")
    d = screen.wait_for(lambda d: d.get("dialogs") or d.get("table", {}).get("commands", 0) > t["commands"],
                        why="Cinder Rain done")
    if d.get("dialogs"):
        screen.key("Return")
    t = tb.moved_on(t, "Cinder Rain done")

    # Moss grows the same way (its option's presence, dropped on B6), then its Rain Washes the Ash
    # has no blighted land in range: marked, and asked about before it is paid for
    assert t["active"] == 1
    screen.click(tb.spot(t, kind="growth", spirit=1, index=0))
    t = tb.moved_on(t, "Moss's growth option")
    track = tb.spot(t, kind="track", spirit=1, name="energy", index=-1)
    tb.drag((track[0] + track[2] // 2, track[1] + track[3] // 2), t["island"]["B6"]["label"])
    t = tb.moved_on(t, "Moss's presence dragged off the track")
    assert t["presence"][1].get("B6") == 1 and t["decision"] == "spirit_action"
    assert t["marks"].get("rain-washes-the-ash") == "futile"
    energy_log = t["commands"]
    screen.click(tb.spot(t, kind="card", name="hand", card="rain-washes-the-ash"))
    asked = screen.wait_for(lambda d: d.get("dialogs"), why="the question")
    assert "no land in range meets its target now: play it anyway?" in asked["dialogs"][0]
    screen.key("Escape")                                    # No
    t = screen.wait_for(lambda d: not d.get("dialogs") and d.get("scenes") == ["TableScene"], why="the answer")["table"]
    assert t["commands"] == energy_log and "rain-washes-the-ash" in t["hands"][1], "not played, nothing paid"
    screen.key("space")
    d = screen.wait_for(lambda d: d.get("dialogs") or d.get("table", {}).get("commands", 0) > t["commands"],
                        why="Moss done")
    if d.get("dialogs"):
        screen.key("Return")
    t = screen.wait_for(lambda d: d.get("table", {}).get("decision") == "power_action", why="the fast phase")["table"]
    t = tb.now("the fast phase")

    # 5. Esc during a target choice steps back out of it, and opens no menu
    screen.click(tb.spot(t, kind="card", name="played", card="smoke-over-the-fields"))
    t = tb.moved_on(t, "Smoke Over the Fields used")
    assert t["decision"] == "target"
    screen.key("Escape")
    t = screen.wait_for(lambda d: d.get("table", {}).get("decision") == "power_action", why="the step back")["table"]
    assert screen.read()["scenes"] == ["TableScene"], "no pause menu"
    assert t["toast"].startswith("Stepped back")

    # 7. a pushed Explorer dropped just inside B5's edge (next to B4's name) goes into B5
    t = tb.now("the powers again")
    screen.click(tb.spot(t, kind="card", name="played", card="smoke-over-the-fields"))
    t = tb.moved_on(t, "Smoke Over the Fields used again")
    screen.click([*t["island"]["B4"]["label"], 1, 1])
    t = tb.moved_on(t, "B4 targeted")
    assert t["decision"] == "push"
    e = tb.spot(t, kind="piece", land="B4", token="E")
    to = _just_inside(t["island"], "B5", "B4")
    before = t["lands"]["B5"].get("E", 0)
    tb.drag((e[0] + e[2] // 2, e[1] + e[3] // 2), to)
    t = tb.moved_on(t, "the Explorer pushed")
    assert t["lands"]["B5"].get("E", 0) == before + 1, t["notice"]
