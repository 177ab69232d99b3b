"""Leaving the table by any route keeps the game, and the next start picks it up: Esc -> Main
menu -> Continue resumes the last decision; Continue names what it resumes and prefers a newer
manual save; after a kill (a lock whose process is gone) the menu offers the interrupted game."""
import json
import os
import signal
import subprocess
import sys

import pygame
import pytest
import pygame_gui

from game.bots import make_bot
from game.persist import saves, session
from game.ui import bridge
from game.ui.program import App
from menu_clicks import press as _press, run_frames as _run  # tests/ui/menu_clicks.py


def _app():
    return App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))


def _play(table, n, seed=5):
    bot = make_bot("greedy", seed)
    for _ in range(n):
        table.perform([bot.choose(table.game)])


def test_esc_main_menu_continue_resumes_the_last_decision(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        table = app.scenes[-1]
        assert saves.latest_autosave() is not None and session.lock_path().exists()
        _play(table, 9)
        for _ in range(4):      # Esc first steps back out of a half-made choice, then pauses
            before, log = table.game.state.state_hash(), list(table.game.log)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            _run(app)
            if type(app.scenes[-1]).__name__ == "PauseMenu":
                break
        assert table.game.state.state_hash() == before, "the menu opened changes nothing"
        _press(app, app.scenes[-1].buttons["menu"])
        menu = app.scenes[-1]
        assert type(menu).__name__ == "MainMenu" and menu.dialog is None
        assert not session.lock_path().exists()
        st = table.game.state
        assert menu.buttons["continue"].text == f"Continue: turn {st.turn}, {st.phase.capitalize()} phase"
        _press(app, menu.buttons["continue"])
        resumed = app.scenes[-1]
        assert resumed.game.state.state_hash() == before and resumed.game.log == log
    finally:
        app.close()
    assert not session.lock_path().exists()


def test_continue_opens_a_newer_manual_save(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        table = app.scenes[-1]
        _play(table, 4)
        path = saves.save_game(table.game, "Before the storm")
        saved = table.game.state.state_hash()
        os.utime(path, (os.path.getmtime(path) + 60,) * 2)
        app.open_main_menu()
        _run(app)
        menu = app.scenes[-1]
        assert "Before the storm" in menu.resume.path.name
        _press(app, menu.buttons["continue"])
        assert app.scenes[-1].game.state.state_hash() == saved
    finally:
        app.close()


def test_after_a_kill_the_menu_offers_the_interrupted_game(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        _play(app.scenes[-1], 7)
        game = app.scenes[-1].game
    finally:
        app.scenes.clear()          # as a kill leaves it: no clean exit, the lock stays
        app.close()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    session.lock_path().write_text(json.dumps({"pid": int(dead.stdout)}))
    app = _app()
    try:
        app.open_main_menu()
        _run(app)
        menu = app.scenes[-1]
        st = game.state
        assert menu.dialog is not None
        assert menu.offer[0].startswith(f"Resume the game interrupted at turn {st.turn}, {st.phase.capitalize()} phase (")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=menu.dialog))
        _run(app)
        resumed = app.scenes[-1]
        assert resumed.game.state.state_hash() == game.state.state_hash()
        app.open_main_menu()
        assert app.scenes[-1].offer is None      # asked once
    finally:
        app.close()


def test_sigterm_leaves_like_quit_and_drops_the_lock(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        _play(app.scenes[-1], 3)
        os.kill(os.getpid(), signal.SIGTERM)
        assert app.run(max_frames=50) == 0 and app.exit_code == 0
    finally:
        app.close()
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
    assert not session.lock_path().exists()
    assert len(saves.load_game(saves.latest_autosave()).log) == 3


def test_after_a_crash_the_menu_offers_the_game_where_it_stood(tmp_path, monkeypatch):
    from game.persist import paths
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        _play(app.scenes[-1], 6)
        st = app.scenes[-1].game.state
        where = f"turn {st.turn}, {st.phase.capitalize()} phase"
    finally:
        app.close()                 # an error unwinds through close(): the lock goes, the report stays
    paths.crash_dir().mkdir(parents=True, exist_ok=True)
    (paths.crash_dir() / "crash-20260101-000000-1.txt").write_text("Traceback ...")
    app = _app()
    try:
        app.open_main_menu()
        _run(app)
        menu = app.scenes[-1]
        assert menu.offer[0].startswith(f"The table stopped on an error last time. Resume the game at {where} (")
    finally:
        app.close()


def _finished_autosave():
    """A one-spirit game played to its end by the random bot, autosaved."""
    from game.bots import play
    from game.engine import Game
    game = Game({"spirits": ["mending-moss"], "boards": ["A"], "seed": 2})
    bot = make_bot("random", 2)
    while not game.state.result:
        play(game, bot, 1)
    session.Autosaver().save(game)
    return game


def test_continue_names_a_finished_game_as_finished(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    game = _finished_autosave()
    assert session.newest_game().where() == f"game over ({game.state.result}, turn {game.state.turn})"


def test_opening_another_game_over_the_table_keeps_the_lock(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        _play(app.scenes[-1], 3)
        path = saves.save_game(app.scenes[-1].game, "earlier")
        app.open_table(saves.load_game(path))      # the new table opens before the old one closes
        assert session.lock_path().exists()
    finally:
        app.close()
    assert not session.lock_path().exists()


def test_a_load_failure_message_goes_away_when_a_table_opens(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        app.start_game(app.quick_config(2, 5))
        app.open_main_menu()
        _run(app)
        menu = app.scenes[-1]
        real = bridge.load_game
        monkeypatch.setattr(bridge, "load_game", lambda path: (_ for _ in ()).throw(bridge.LoadFailed("the file is damaged")))
        _press(app, menu.buttons["continue"])
        boxes = [w for w in app.manager.get_window_stack().get_full_stack() if w.window_display_title == "Load failed"]
        assert len(boxes) == 1 and boxes[0].alive()
        monkeypatch.setattr(bridge, "load_game", real)
        _press(app, menu.buttons["continue"])
        assert getattr(app.scenes[-1], "is_table", False)
        assert not boxes[0].alive()
    finally:
        app.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="zombies are read from /proc")
def test_a_killed_table_not_yet_reaped_by_its_parent_counts_as_gone(tmp_path, monkeypatch):
    """kill -9 leaves a zombie until the launcher reaps it; its lock is stale all the same."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert session._alive(child.pid)
        os.kill(child.pid, signal.SIGKILL)
        for _ in range(200):                       # until the kernel has made it a zombie
            try:
                with open(f"/proc/{child.pid}/stat") as f:
                    if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                        break
            except OSError:
                break
            import time
            time.sleep(0.01)
        assert not session._alive(child.pid)
    finally:
        child.kill()
        child.wait()


def test_continue_to_a_finished_game_fits_its_button_at_1280x720(tmp_path, monkeypatch):
    """The playtest: "Continue: the end of the game (defeat, t" was cut off in its button."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game.ui import bridge
    from game.ui.program import App
    _finished_autosave()
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_main_menu()
        app.run(max_frames=2)
        button = app.scenes[-1].buttons["continue"]
        assert button.text.startswith("Continue: game over (")
        assert button.font.size(button.text)[0] <= button.rect.width - 8
    finally:
        app.close()


def _finished_on_the_table(speed: str, frames: int):
    """An App with a finished game opened on its table, `frames` frames run (its end screen up)."""
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed=speed, confirm=False))
    app.open_table(_finished_autosave())
    app.run(max_frames=frames)
    return app


def _look_at_the_island(app):
    """The end screen put away ("Look at the island"): the table under it."""
    app.pop()
    app.run(max_frames=2)
    return app.scenes[-1]


def _click_button(app, table, name: str, frames: int) -> None:
    from game.ui.autoplay import click_events
    from game.ui.input.hotspots import Target
    for ev in click_events(table.hotspots.point_of(Target("button", name=name))):
        pygame.event.post(ev)
    app.run(max_frames=frames)


def test_a_finished_game_on_the_table_offers_its_result_again_and_a_new_game(tmp_path, monkeypatch):
    """The second playtest: after "Look at the island" only Esc and the main menu led on."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _finished_on_the_table("instant", 3)
    try:
        assert type(app.scenes[-1]).__name__ == "EndScreen"
        table = _look_at_the_island(app)
        names = {t.name for _, t in table.hotspots.items if t.kind == "button"}
        assert {"result", "new_game"} <= names and "undo" not in names
        _click_button(app, table, "result", 2)
        assert type(app.scenes[-1]).__name__ == "EndScreen"
        app.pop()
        app.run(max_frames=2)
        _click_button(app, table, "new_game", 2)
        assert type(app.scenes[-1]).__name__ == "NewGame"
    finally:
        app.close()


def test_the_result_asked_for_while_the_last_animation_plays_opens_once_and_space_asks_it_too(tmp_path, monkeypatch):
    """The review: a click on "The result" while the game's last animation played opened the
    end screen, and the table's own update opened a second one."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _finished_on_the_table("normal", 2)
    try:
        table = _look_at_the_island(app)
        table.game_over_shown = False                     # as while the game's last animation plays
        _click_button(app, table, "result", 5)
        assert [type(s).__name__ for s in app.scenes].count("EndScreen") == 1
        app.pop()
        app.run(max_frames=2)
        assert type(app.scenes[-1]).__name__ == "TableScene"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        app.run(max_frames=3)
        assert type(app.scenes[-1]).__name__ == "EndScreen"
    finally:
        app.close()


def test_autoplay_to_a_later_turn_leaves_the_end_screen_to_the_player_if_the_game_ends_first(tmp_path, monkeypatch):
    """The second playtest: `--autoplay --autoplay-turns 99` closed the window as the game ended;
    the player who was to take over never saw the end screen. Plain autoplay still stops there."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game.ui import bridge
    from game.ui.autoplay import Autoplayer
    from game.ui.program import App
    game = _finished_autosave()
    for turns, exits in ((99, False), (0, True)):
        app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
        try:
            app.autoplayer, app.autoplay_turns = Autoplayer("random", 2), turns
            app.open_table(game)
            app.run(max_frames=3)
            assert type(app.scenes[-1]).__name__ == "EndScreen"
            assert (app.exit_code == 0) == exits and (app.autoplayer is None) == (not exits)
        finally:
            app.close()
