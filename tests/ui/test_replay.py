"""The replay (issue 31, "A replay"): a saved or finished game watched read-only, step by step,
by phase and by turn, with a scrubber; an older save replays from where it can."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.bots.greedy import GreedyBot
from game.engine import Game
from game.persist.saves import load_game, write_save

HERE = Path(__file__).resolve().parent.parent


@pytest.fixture
def finished_save(tmp_path):
    g = Game({"spirits": ["falling-cinder-rain", "mending-moss"], "boards": ["A", "B"], "seed": 3})
    bot = GreedyBot(3)
    while not g.state.result and g.state.turn < 4:
        g.apply(bot.choose(g))
    return write_save(g, tmp_path / "game.json"), g


@pytest.fixture
def replay_of(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    from game.ui import bridge
    from game.ui.program import App
    from game.ui.scenes.replay import open_replay
    apps = []

    def make(path, size=(1600, 900)):
        app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
        apps.append(app)
        assert open_replay(app, path) == ""
        scene = app.scenes[-1]
        scene.update(0.0)
        scene.seen(scene.draw(app.screen))
        return scene
    yield make
    for app in apps:
        app.close()


def key(scene, k, mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    scene.update(0.0)
    scene.seen(scene.draw(scene.app.screen))


def test_the_replays_last_step_is_the_saved_position(finished_save):
    from game.ui.scenes.replay import History
    path, g = finished_save
    h = History(load_game(path))
    assert h.states[h.last].state_hash() == g.state.state_hash()
    assert h.states[0].turn <= 1 and h.last > 20


def test_steps_go_forward_and_back_by_decision_phase_and_turn(finished_save, replay_of):
    path, _ = finished_save
    scene = replay_of(path)
    h = scene.history
    assert scene.step == h.start
    key(scene, pygame.K_RIGHT)
    assert scene.step == h.start + 1
    key(scene, pygame.K_LEFT)
    assert scene.step == h.start
    key(scene, pygame.K_RIGHT, pygame.KMOD_CTRL)            # the next turn
    turn = h.where(scene.step)[0]
    assert turn == h.where(h.start)[0] + 1 and h.where(scene.step - 1)[0] == turn - 1
    key(scene, pygame.K_RIGHT, pygame.KMOD_SHIFT)           # the next phase
    assert h.where(scene.step) != h.where(scene.step - 1)
    phase_start = scene.step
    key(scene, pygame.K_RIGHT)
    key(scene, pygame.K_LEFT, pygame.KMOD_SHIFT)            # back to this phase's start
    assert scene.step == phase_start
    key(scene, pygame.K_LEFT, pygame.KMOD_CTRL)
    key(scene, pygame.K_LEFT, pygame.KMOD_CTRL)
    assert scene.step == h.start
    assert scene.game.state.state_hash() == h.states[scene.step].state_hash()


def test_a_replay_changes_nothing_and_saves_nothing(finished_save, replay_of, tmp_path):
    path, g = finished_save
    before = path.read_bytes()
    scene = replay_of(path)
    key(scene, pygame.K_RIGHT)
    hashed = scene.game.state.state_hash()
    legal = scene.game.legal_commands()
    assert scene.perform(legal[:1]) is False
    assert scene.game.state.state_hash() == hashed and scene.toast_text
    key(scene, pygame.K_SPACE, 0)       # play, not "done"
    assert scene.playing
    assert path.read_bytes() == before
    saves = tmp_path / "home" / "saves"
    assert not saves.exists() or not any(saves.iterdir())


def test_the_scrubber_jumps_to_where_it_is_clicked_and_shows_the_steps_log_line(finished_save, replay_of):
    path, _ = finished_save
    scene = replay_of(path)
    track = scene._track()
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.centerx, track.centery), button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.centery), button=1))
    h = scene.history
    assert abs(scene.step - (h.start + h.last) / 2) <= 1
    assert h.line(scene.step) and h.line(scene.step) != h.line(h.start)


def test_a_version_one_save_replays_and_says_its_first_moves_came_from_an_older_table(replay_of):
    scene = replay_of(HERE / "saves_v1" / "one-spirit-turn-with-undo.json")
    assert scene.history.migrated == 25 and "older version" in scene.toast_text


def test_a_game_whose_moves_do_not_reach_its_position_replays_from_the_position_it_holds(finished_save):
    from game.ui.scenes.replay import History
    path, _ = finished_save
    g = load_game(path)
    g.migrated = {"from": 1, "commands": len(g.log)}
    next(iter(g.state.lands.values()))["E"] = 9       # an early history that no longer leads here
    h = History(g)
    assert h.last == 0 and h.start == 0 and not h.shown_migrated
    assert h.states[0].state_hash() == g.state.state_hash()


def test_the_command_line_writes_a_picture_per_turn(finished_save, tmp_path):
    path, g = finished_save
    out = tmp_path / "shots"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SPIRIT_TABLE_HOME=str(tmp_path / "home"))
    res = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--screenshots", str(out),
                          "--size", "1280x720"], env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    assert len(list(out.glob("*.png"))) >= g.state.turn
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    res = subprocess.run([sys.executable, "-m", "game", "replay", str(bad), "--screenshots", str(out)],
                         env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 2 and "Traceback" not in res.stderr and "cannot be replayed" in res.stderr


def test_replays_on_the_main_menu_lists_finished_games_and_watch_opens_one(finished_save, tmp_path, monkeypatch):
    import pygame_gui
    from game.persist.saves import write_save
    from game.ui import bridge
    from game.ui.program import App
    path, g = finished_save
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    unfinished = Game({"spirits": ["mending-moss"], "seed": 2})
    write_save(unfinished, Path(bridge.saves_dir()) / "unfinished.json")
    assert bridge.finished_games() == []        # an unfinished game is not a replay's
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        done = Game({"spirits": ["falling-cinder-rain"], "seed": 5})
        bot = GreedyBot(5)
        while not done.state.result:
            done.apply(bot.choose(done))
        write_save(done, Path(bridge.saves_dir()) / "done.json")
        assert [e.path.name for e in bridge.finished_games()] == ["done.json"]
        app.open_main_menu()
        menu = app.scenes[-1]
        menu.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=menu.buttons["replays"]))
        screen = app.scenes[-1]
        assert type(screen).__name__ == "ReplaysScreen" and len(screen.entries) == 1
        screen._picked = lambda: 0                  # the list's first line, picked
        screen._watch()
        assert type(app.scenes[-1]).__name__ == "ReplayScene"
        assert app.scenes[-1].history.states[-1].result
    finally:
        app.close()


def test_learn_to_play_on_the_main_menu_opens_the_lesson(tmp_path, monkeypatch):
    import pygame_gui
    from game.ui import bridge
    from game.ui.program import App
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_main_menu()
        menu = app.scenes[-1]
        menu.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=menu.buttons["learn"]))
        assert type(app.scenes[-1]).__name__ == "LessonScene"
    finally:
        app.close()


def test_a_game_that_ends_is_kept_with_its_history_line_and_listed_for_replays(tmp_path, monkeypatch):
    from game.ui import bridge
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    done = Game({"spirits": ["falling-cinder-rain"], "seed": 5})
    bot = GreedyBot(5)
    while not done.state.result:
        done.apply(bot.choose(done))
    assert bridge.record_finished(done) == "" and bridge.keep_replay(done) == ""
    assert bridge.keep_replay(done) == ""                      # kept once
    games = bridge.finished_games()
    assert len(games) == 1 and games[0].result == done.state.result
    assert games[0].path.parent.name == "replays" and games[0].path.stem == done.state.state_hash()
    from game.ui.scenes.replay import History
    h = History(load_game(games[0].path))
    assert h.states[h.last].state_hash() == done.state.state_hash()
