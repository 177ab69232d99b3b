"""Enter confirms and Esc cancels in every dialog and menu (the yes/no question, the pause menu,
settings, load, new game, the end screen, message boxes); the new-game form offers each spirit
and board once and shows what it still refuses on a line of its own."""
import pygame
import pygame_gui
import pytest

from game.ui import bridge
from game.ui.program import App
from menu_clicks import run_frames as _run  # tests/ui/menu_clicks.py


def _key(app, key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    _run(app)


def _top(app):
    return type(app.scenes[-1]).__name__


@pytest.fixture
def app():
    a = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=True))
    yield a
    a.close()


@pytest.mark.parametrize("key, answered", [(pygame.K_RETURN, True), (pygame.K_KP_ENTER, True),
                                            (pygame.K_ESCAPE, False)])
def test_please_confirm_answers_enter_with_yes_and_esc_with_no(app, key, answered):
    app.start_game(app.quick_config(1, 3))
    _run(app)
    said = []
    app.confirm("End this spirit's actions while it still has choices left?", lambda: said.append("yes"))
    _run(app)
    assert _top(app) == "Confirm"
    _key(app, key)
    assert said == (["yes"] if answered else [])
    assert getattr(app.scenes[-1], "is_table", False)


def test_pause_menu_esc_resumes_and_enter_picks_the_highlighted_item(app):
    app.start_game(app.quick_config(1, 3))
    _run(app)
    table = app.scenes[-1]
    before = table.game.state.state_hash()
    _key(app, pygame.K_ESCAPE)
    assert _top(app) == "PauseMenu"
    _key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is table
    _key(app, pygame.K_ESCAPE)
    _key(app, pygame.K_RETURN)                    # Resume is highlighted first
    assert app.scenes[-1] is table
    _key(app, pygame.K_ESCAPE)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_DOWN)                      # Resume, Save game, Settings
    _key(app, pygame.K_RETURN)
    assert _top(app) == "SettingsScreen"
    _key(app, pygame.K_ESCAPE)                    # settings cancelled: back at the table
    assert app.scenes[-1] is table
    assert table.game.state.state_hash() == before


def test_main_menu_new_game_and_back_by_keys(app):
    app.open_main_menu()
    _run(app)
    menu = app.scenes[-1]
    if menu.buttons["continue"].is_enabled:
        assert menu.keys.current is menu.buttons["continue"]
    else:
        assert menu.keys.current is menu.buttons["new"]
    while menu.keys.current is not menu.buttons["new"]:
        _key(app, pygame.K_UP)
    _key(app, pygame.K_RETURN)
    assert _top(app) == "NewGame"
    _key(app, pygame.K_ESCAPE)
    assert _top(app) == "MainMenu"
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    menu = app.scenes[-1]
    while menu.keys.current is not menu.buttons["new"]:
        _key(app, pygame.K_UP)
    _key(app, pygame.K_RETURN)
    _key(app, pygame.K_RETURN)                    # Start the game
    assert getattr(app.scenes[-1], "is_table", False)


def test_load_and_settings_go_back_on_esc_and_a_message_closes_on_enter(app):
    from pygame_gui.windows import UIMessageWindow
    from game.ui.scenes.keys import top_box
    from game.ui.scenes.load import LoadScreen
    from game.ui.scenes.settings import SettingsScreen
    app.replace_all(LoadScreen(app))
    _run(app)
    load = app.scenes[-1]
    _key(app, pygame.K_RETURN)                    # nothing picked: Enter waits for a save
    assert app.scenes[-1] is load
    UIMessageWindow(pygame.Rect(100, 100, 400, 240), "A message", app.manager, window_title="Load")
    _run(app)
    _key(app, pygame.K_RETURN)                    # Enter closes the message, the screen stays
    assert top_box(app.manager) is None and app.scenes[-1] is load
    UIMessageWindow(pygame.Rect(100, 100, 400, 240), "Another", app.manager, window_title="Load")
    _run(app)
    _key(app, pygame.K_ESCAPE)                    # so does Esc, and only the message goes
    assert top_box(app.manager) is None and app.scenes[-1] is load
    _key(app, pygame.K_ESCAPE)
    assert _top(app) == "MainMenu"
    app.replace_all(SettingsScreen(app))
    _run(app)
    _key(app, pygame.K_ESCAPE)
    assert _top(app) == "MainMenu"


def test_end_screen_esc_shows_the_island(app):
    from game.ui.scenes.dialogs import EndScreen
    app.start_game(app.quick_config(1, 3))
    _run(app)
    table = app.scenes[-1]
    app.push(EndScreen(app, table))
    _run(app)
    assert app.scenes[-1].keys.current is app.scenes[-1].buttons["new"]
    _key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is table


def _pick(app, dd, option):
    dd.selected_option = (option, option)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": dd, "text": option}))
    _run(app)


def _names(dd):
    return [o[0] if isinstance(o, tuple) else o for o in dd.options_list]


def test_new_game_does_not_offer_a_spirit_or_board_taken_by_another_slot(app):
    from game.ui.scenes.menus import NewGame
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    first = form.names[0]
    _pick(app, form.slots[0][1], first)
    assert first not in _names(form.slots[1][1])
    assert first in _names(form.slots[0][1])
    assert _names(form.slots[0][2]) == ["A", "C", "D", "E", "F"]     # slot 2 holds B
    _pick(app, form.slots[0][2], "C")
    assert _names(form.slots[1][2]) == ["A", "B", "D", "E", "F"]     # A is free again, C is taken
    _pick(app, form.count, "4")
    picks = [NewGame._sel(row[2]) for row in form.slots[:4]]
    assert sorted(picks) == ["A", "B", "C", "D"]
    _pick(app, form.count, "6")
    assert sorted(NewGame._sel(row[2]) for row in form.slots) == list("ABCDEF")
    spirits = [NewGame._sel(row[1]) for row in form.slots]
    named = [s for s in spirits if s != "Random"]
    assert len(named) == len(set(named))
    assert isinstance(form.config(), dict)


def test_new_game_shows_a_bad_seed_on_its_own_line_overlapping_nothing(app):
    from game.ui.scenes.menus import NewGame
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    form.seed.set_text("twelve")
    form._start()
    _run(app)
    assert _top(app) == "NewGame"
    assert "whole number" in form.status.text
    line = form.status.rect
    for e in [form.summary, form.start, form.back, form.seed] + [x for row in form.slots for x in row if x.visible]:
        assert not line.colliderect(e.rect), f"the refusal overlaps {e}"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_ESCAPE, "click"])
def test_the_resume_prompt_after_a_kill_answers_enter_esc_and_a_click(tmp_path, monkeypatch, key):
    import json
    import os
    from game.bots import make_bot
    from game.persist import session
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    a = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        a.start_game(a.quick_config(2, 5))
        table = a.scenes[-1]
        bot = make_bot("greedy", 5)
        for _ in range(5):
            table.perform([bot.choose(table.game)])
        wanted = table.game.state.state_hash()
    finally:
        a.scenes.clear()                 # as a kill leaves it: the lock stays
        a.close()
    session.lock_path().write_text(json.dumps({"pid": 2 ** 22 + os.getpid()}))   # a process that is gone
    a = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        a.open_main_menu()
        _run(a)
        dialog = a.scenes[-1].dialog
        assert dialog is not None
        if key == "click":
            pos = dialog.confirm_button.rect.center
            for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
                pygame.event.post(ev)
            _run(a)
        else:
            _key(a, key)
        _run(a)
        if key != pygame.K_ESCAPE:
            assert getattr(a.scenes[-1], "is_table", False)
            assert a.scenes[-1].game.state.state_hash() == wanted
        else:
            assert _top(a) == "MainMenu" and a.scenes[-1].dialog is None
    finally:
        a.close()


def test_esc_folds_an_open_menu_before_it_leaves_the_form(app):
    from game.ui.scenes.menus import NewGame
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    dd = form.slots[0][1]
    pos = dd.rect.center
    for ev in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(ev)
    _run(app)
    assert dd.current_state is dd.menu_states["expanded"]
    _key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is form and dd.current_state is dd.menu_states["closed"]
    _key(app, pygame.K_ESCAPE)
    assert _top(app) == "MainMenu"


@pytest.mark.parametrize("seed", ["--5", "²", "5²", "1_000", "-", "٣"])
def test_new_game_refuses_a_seed_that_only_looks_like_digits_with_a_message(app, seed):
    from game.ui.scenes.menus import NewGame
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    form.seed.set_text(seed)
    assert "whole number" in form.config()
    form._start()
    _run(app)
    assert _top(app) == "NewGame"


def test_new_game_offers_the_last_games_spirits_and_boards_again(app, tmp_path, monkeypatch):
    """A player's table is set as they left it: the spirits (Random stays Random) and boards of
    the last game started, across a restart (the settings keep them)."""
    from game.persist import paths
    from game.ui import bridge
    from game.ui.scenes.menus import RANDOM, NewGame
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    _pick(app, form.count, "3")
    _pick(app, form.slots[0][1], form.names[2])
    _pick(app, form.slots[2][1], form.names[0])
    _pick(app, form.slots[1][2], "E")
    chosen = [(NewGame._sel(dd), NewGame._sel(b)) for _, dd, b in form.slots[:3]]
    assert chosen[1][0] == RANDOM
    form._start()
    _run(app)
    assert bridge.load_settings()["new_game"]["spirits"][1] == ""          # Random, stored as such
    app.settings = bridge.load_settings()                                  # as a restarted program reads them
    app.replace_all(NewGame(app))
    _run(app)
    again = app.scenes[-1]
    assert again._n() == 3
    assert [(NewGame._sel(dd), NewGame._sel(b)) for _, dd, b in again.slots[:3]] == chosen


def test_new_game_offers_what_it_can_of_stale_or_repeated_remembered_choices(app):
    """A settings file edited by hand, or written by a game with other spirits: a spirit it has
    not, or one named twice, is offered as Random; a board it has not, or one named twice, is
    replaced by a free one; every board differs."""
    from game.ui.scenes.menus import RANDOM, NewGame
    app.settings["new_game"] = {"spirits": ["gone", "scattering-gale", "scattering-gale"], "boards": ["Z", "A", "A"]}
    app.replace_all(NewGame(app))
    _run(app)
    form = app.scenes[-1]
    assert form._n() == 3
    spirits = [NewGame._sel(dd) for _, dd, _ in form.slots[:3]]
    boards = [NewGame._sel(b) for _, _, b in form.slots[:3]]
    gale = form.names[form.names.index(next(n for n in form.names if n.startswith("Gale")))]
    assert spirits == [RANDOM, gale, RANDOM]
    assert boards[1] == "A" and len(set(boards)) == 3
    assert isinstance(form.config(), dict)


def test_settings_saved_during_an_autoplayed_session_keep_the_players_own_speed_and_confirmations(tmp_path, monkeypatch):
    """The playtest: started with --autoplay (fast, no confirmations), then Settings saved with
    only the UI scale changed, wrote "fast" and confirmations off over the player's own."""
    from game.app import run
    from game.persist import paths
    from game.ui.program import App
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    bridge.save_settings(dict(bridge.DEFAULTS, anim_speed="slow", confirm=True))
    seen = {}

    def fake_run(self, max_frames=None, force_draw=False):
        seen["session"] = dict(self.settings)
        self.apply_settings(dict(self.settings, ui_scale=1.25))       # Settings: only the scale changed
        return 0
    monkeypatch.setattr(App, "run", fake_run)
    monkeypatch.setattr(bridge, "start_logging_and_crash_reports", lambda: None)
    import argparse
    from game.app import add_table_options
    p = argparse.ArgumentParser()
    add_table_options(p)
    run(p.parse_args(["--autoplay", "--size", "1280x720"]))
    assert seen["session"]["anim_speed"] == "fast" and seen["session"]["confirm"] is False
    kept = bridge.load_settings()
    assert (kept["anim_speed"], kept["confirm"], kept["ui_scale"]) == ("slow", True, 1.25)
