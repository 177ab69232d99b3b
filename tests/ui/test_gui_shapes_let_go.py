"""The window's memory: pygame-gui keeps the shapes its menus draw on 4 MB atlas pictures. The
table draws none, so a table opened from the menus (or a dialog over it closed) holds no atlas
(game.shell.memory.shapes_let_go); the menus make theirs again when they come back."""
from game.ui import bridge
from game.ui.program import App


def _atlases(app) -> int:
    return len(app.manager.get_theme().shape_cache.cache_surfaces)


def _frames(app, n=3):
    app.run(max_frames=n)


def test_a_table_opened_from_the_menus_holds_no_shape_atlas_and_the_menus_make_theirs_again():
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=True, language="en"))
    try:
        assert _atlases(app) == 0            # a new manager: none until a shape is kept
        app.open_main_menu()
        _frames(app)
        assert _atlases(app) == 1            # the menu's buttons are kept on one
        app.start_game({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 1})
        _frames(app)
        assert getattr(app.scenes[-1], "is_table", False)
        assert _atlases(app) == 0
        app.confirm("Leave the table?", lambda: None)       # a dialog over the table
        _frames(app)
        assert _atlases(app) == 1
        app.pop()
        _frames(app)
        assert getattr(app.scenes[-1], "is_table", False) and _atlases(app) == 0
        app.open_main_menu()
        _frames(app)
        assert _atlases(app) == 1
        kept = app.manager.get_theme().shape_cache.cache_long_term_lookup
        assert kept, "the menu's shapes are kept again"
    finally:
        app.close()
