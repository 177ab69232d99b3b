"""The main menu with the mouse: New game, then Start, lands on the table; Esc opens the pause
menu, which goes back to the main menu; Settings saves through the persistence room."""
import pygame

from game.ui import bridge
from game.ui.program import App
from menu_clicks import press as _press, run_frames as _run  # tests/ui/menu_clicks.py


def test_new_game_from_the_main_menu_and_back_through_the_pause_menu():
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_main_menu()
        _run(app)
        _press(app, app.scenes[-1].buttons["new"])
        new_game = app.scenes[-1]
        assert type(new_game).__name__ == "NewGame"
        _press(app, new_game.start)
        table = app.scenes[-1]
        assert getattr(table, "is_table", False) and len(table.game.state.spirits) == 2
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        _run(app)
        pause = app.scenes[-1]
        assert type(pause).__name__ == "PauseMenu"
        _press(app, pause.buttons["menu"])
        assert type(app.scenes[-1]).__name__ == "MainMenu"
        _press(app, app.scenes[-1].buttons["settings"])
        settings = app.scenes[-1]
        assert type(settings).__name__ == "SettingsScreen"
        _press(app, settings.save)
        assert type(app.scenes[-1]).__name__ == "MainMenu"
        assert bridge.load_settings()["anim_speed"] == "instant"
    finally:
        app.close()


def test_continue_resumes_the_autosave_and_load_lists_saves():
    from game.bots import make_bot
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.start_game(app.quick_config(1, 11))
        table = app.scenes[-1]
        bot = make_bot("greedy", 11)
        while table.game.state.phase != "slow":
            table.perform([bot.choose(table.game)])
        saved = table.game.state.state_hash()
        app.open_main_menu()
        _run(app)
        assert app.scenes[-1].buttons["continue"].is_enabled
        _press(app, app.scenes[-1].buttons["continue"])
        resumed = app.scenes[-1]
        assert getattr(resumed, "is_table", False)
        assert resumed.game.state.phase == "slow" and resumed.game.state.state_hash() == saved
        app.open_main_menu()
        _run(app)
        _press(app, app.scenes[-1].buttons["load"])
        load = app.scenes[-1]
        assert type(load).__name__ == "LoadScreen" and load.entries
        assert any("Autosave" in line or "autosave" in line.lower() for line in load.lines)
    finally:
        app.close()
