"""One look for every dialog (issue 29 point 14): a confirmation's buttons are sized for a mouse
in a box no emptier than its words need, and Settings opened from the table is framed like the
menus' (it was a bare panel)."""
import pygame

from game.engine import Game
from game.ui import bridge
from game.ui.program import App


def _app(size=(1280, 720)):
    return App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))


def test_a_confirmation_has_mouse_sized_buttons_and_a_box_fitted_to_its_words():
    app = _app()
    try:
        app.start_game({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 1})
        app.confirm("End this spirit's actions while it still has choices left?", lambda: None)
        box = app.scenes[-1].dialog
        app.manager.update(0.01)
        for b in (box.confirm_button, box.cancel_button):
            assert b.rect.height >= 36 and b.rect.width >= 110, b.rect
            assert box.rect.contains(b.rect)
        assert box.confirm_button.rect.right <= box.cancel_button.rect.left      # Yes, then Cancel
        words = box.confirmation_text.rect
        assert box.rect.height <= words.height + box.confirm_button.rect.height + 120   # not mostly empty
    finally:
        app.close()


def test_settings_opened_from_the_table_are_framed_like_the_menus():
    from game.ui.scenes.settings import SettingsScreen
    app = _app()
    try:
        app.open_table(Game({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 1}))
        app.push(SettingsScreen(app, back_to_table=True))
        scene = app.scenes[-1]
        app.manager.update(0.01)
        app._draw()
        r = scene.panel_rect
        edge = [app.screen.get_at((r.centerx, y))[:3] for y in range(r.top - 1, r.top + 4)]
        assert (138, 122, 74) in edge              # the menus' gold frame
    finally:
        app.close()


def test_a_long_confirmation_shows_its_words_whole():
    """Playtest 29 (S/64b): "could still: play …, play …, play …. End its actions now?" ran to the
    box's right edge and its last line was cut: the box is as tall as its words laid out."""
    long = ("Moss That Mends the Scars could still: play Rain Washes the Ash, play Seed the Barren Ground, "
            "play Rushing Floodwater. End its actions now?")
    for size in ((1280, 720), (1920, 1080), (1024, 600)):
        app = _app(size)
        try:
            app.start_game({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 1})
            app.confirm(long, lambda: None)
            app.manager.update(0.01)
            box = app.scenes[-1].dialog
            words = box.confirmation_text
            assert getattr(words, "scroll_bar", None) is None, f"{size}: the words need a scroll bar"
            assert words.text_box_layout.layout_rect.height <= words.rect.height, f"{size}: the last line is cut"
            assert box.rect.contains(words.rect) and box.rect.bottom <= size[1]
        finally:
            app.close()
