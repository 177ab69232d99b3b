"""The window fits the screen, remembers its size, never gets too small for the table, and a
window that is too small anyway says so in one line and keeps working (issue 9, points 16, 18)."""
import contextlib
import io

import pygame
import pytest

from game.ui import bridge, window


def test_the_first_window_fits_the_usable_part_of_a_small_screen():
    w, h = window.first_size((1600, 900), (1280, 720))
    room = window.usable((1280, 720))
    assert w <= room[0] and h <= room[1]
    assert (w, h) >= window.SMALLEST
    assert abs(w / h - 16 / 9) < 0.02          # the window keeps its shape when it shrinks


def test_a_remembered_size_that_fits_is_kept_and_one_too_small_grows_to_the_minimum():
    assert window.first_size((1400, 800), (2560, 1440)) == (1400, 800)
    assert window.first_size((300, 200), (2560, 1440)) == window.MIN_WINDOW
    assert window.first_size(None, (2560, 1440)) == window.DEFAULT


def test_sdl_keeps_the_window_at_least_the_minimum_size():
    from game.ui.program import App
    app = App((80, 60), dict(bridge.DEFAULTS))
    try:
        assert not app.too_small
        assert app.window.get_size() >= window.minimum(window.desktop())
    finally:
        app.close()


@pytest.fixture
def no_minimum(monkeypatch):
    """A window manager that ignores the minimum size."""
    monkeypatch.setattr(window, "enforce_minimum", lambda screen: None)


def _esc():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("size", [(80, 60), (100, 900), (150, 150)])
def test_a_too_small_window_shows_one_line_and_esc_does_nothing(no_minimum, size):
    from game.ui.program import App
    app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.start_game(app.quick_config(2, 2))
        assert app.too_small and app.window.get_size() == size
        pygame.event.post(_esc())
        app.run(max_frames=3)
        assert [type(s).__name__ for s in app.scenes] == ["TableScene"]     # the player's Esc went nowhere
        colours = {tuple(app.window.get_at((x, y))) for x in range(size[0]) for y in range(0, size[1], 3)}
        assert len(colours) > 2                                             # the line is drawn
    finally:
        app.close()


def test_shrinking_a_running_window_below_the_minimum_and_back(no_minimum):
    from game.ui.program import App
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.start_game(app.quick_config(2, 2))
        app.run(max_frames=2)
        pygame.display.set_mode((80, 60), pygame.RESIZABLE)
        pygame.event.post(_esc())
        app.run(max_frames=3)
        assert app.too_small and len(app.scenes) == 1
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.run(max_frames=2)
        assert not app.too_small and app.size == (1280, 720) and app.settings["window"] == [1280, 720]
        pygame.event.post(_esc())
        app.run(max_frames=2)
        assert type(app.scenes[-1]).__name__ == "PauseMenu"
    finally:
        app.close()


def test_autoplay_finishes_a_game_behind_the_make_it_larger_line(no_minimum):
    from game.ui.autoplay import Autoplayer
    from game.ui.program import App
    app = App((200, 200), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.autoplayer = Autoplayer("greedy", 2)
        app.start_game(app.quick_config(2, 2))
        assert app.run() == 0
        assert type(app.scenes[-1]).__name__ == "EndScreen"
    finally:
        app.close()


def test_the_window_size_is_remembered_on_the_way_out(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game import app as program
    from game.ui.program import App
    made = []
    real_init = App.__init__

    def spy(self, *a, **k):
        real_init(self, *a, **k)
        made.append(self)
    monkeypatch.setattr(App, "__init__", spy)
    assert program.main(["--max-frames", "1"]) == 0
    assert bridge.load_settings()["window"] == list(made[0].size)


def test_settings_offer_the_three_ui_scales():
    from game.ui.scenes.settings import UI_SCALES, scale_choices
    assert UI_SCALES == ("1.0", "1.25", "1.5")
    assert scale_choices(1.25) == (["1.0", "1.25", "1.5"], "1.25")
    assert scale_choices(0.8)[1] == "0.8"            # a scale stored by hand is shown, not lost


def test_help_lists_every_option_of_the_table_and_of_every_subcommand():
    import argparse
    from game import __main__ as cli
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli.main(["--help"]) == 0
    shown = out.getvalue()
    for name in ("sim", "catalog", "check-save", "bench", "play", "--size", "--speed", "--autoplay", "--screenshots"):
        assert name in shown
    p = argparse.ArgumentParser()
    from game.app import add_table_options
    add_table_options(p)
    for action in p._actions:
        for flag in action.option_strings:
            assert flag in shown


def test_a_bad_size_is_refused_in_words():
    from game.app import parse_size
    assert parse_size("1280x720") == (1280, 720)
    for bad in ("abc", "0x10", "99999x10", "12"):
        with pytest.raises(Exception, match="size|between"):
            parse_size(bad)


def test_menus_and_dialogs_follow_the_window_when_it_is_resized(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game.ui.program import App
    app = App((1920, 1080), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_main_menu()
        app.run(max_frames=2)
        count = len(app.manager.get_sprite_group().sprites())
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.run(max_frames=2)
        assert app.size == (1280, 720) and app.gui_scale < 0.7
        assert len(app.manager.get_sprite_group().sprites()) == count      # rebuilt once, not twice
        app.start_game(app.quick_config(2, 1))
        app.open_pause_menu(app.scenes[-1])
        app.run(max_frames=2)
        pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
        app.run(max_frames=2)
        assert type(app.scenes[-1]).__name__ == "PauseMenu" and app.scenes[-1].win.alive()
        assert app.scenes[-1].win.rect.width > 320                          # laid out at the new scale
        before = len(app.manager.get_sprite_group().sprites())
        app.apply_settings(dict(app.settings, ui_scale=1.25))
        assert len(app.manager.get_sprite_group().sprites()) == before     # no second copy of the dialog
    finally:
        app.close()


def test_a_resized_window_is_saved_once_it_settles(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    import time
    from game.ui.program import App
    app = App((1280, 720), dict(bridge.DEFAULTS))
    try:
        app.remember_window = True
        app.open_main_menu()
        app.run(max_frames=1)
        pygame.display.set_mode((1400, 800), pygame.RESIZABLE)
        app.run(max_frames=1)
        assert bridge.load_settings()["window"] != [1400, 800]       # not on every step of a drag
        app._window_save_at = time.monotonic()                       # ... but once it has settled
        app.run(max_frames=1)
        assert bridge.load_settings()["window"] == [1400, 800]       # a kill now would keep it
    finally:
        app.close()


def test_a_size_asked_smaller_than_the_smallest_window_opens_at_the_smallest_and_says_so(monkeypatch, capsys):
    """`--size 320x200`: the window manager would grow it from where SDL centred it, partly off
    the screen (a playtest); it opens at the smallest size the table is laid out in, saying so."""
    from game import app
    from game.ui import window
    monkeypatch.setattr(window, "desktop", lambda: (1280, 720))
    lo = window.minimum((1280, 720))
    assert app.at_least_the_smallest((320, 200)) == lo
    assert f"at least {lo[0]}x{lo[1]}" in capsys.readouterr().err
    assert app.at_least_the_smallest((800, 900)) == (lo[0], 900)
    assert app.at_least_the_smallest((1280, 720)) == (1280, 720)
    assert capsys.readouterr().err.count("opening at") == 1
