"""The menus' backdrop (a whole window of pixels) is let go when a table opens, and read back
from the cache folder when the menu comes back: the table never shows it."""
from game.ui import bridge
from game.ui.program import App
from game.ui.scenes import menus


def test_the_menu_backdrop_is_let_go_when_a_table_opens_and_comes_back_with_the_menu():
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_main_menu()
        app.run(max_frames=2, force_draw=True)
        assert menus.backdrop.cache_info().currsize == 1
        app.start_game({"spirits": ["mending-moss"], "boards": ["A"], "seed": 2})
        assert menus.backdrop.cache_info().currsize == 0
        app.open_main_menu()
        app.run(max_frames=2, force_draw=True)
        assert menus.backdrop.cache_info().currsize == 1
    finally:
        app.close()
