"""The language is chosen in Settings and the table speaks it at once, without restarting
(issue 31): the menu's buttons are made anew, a table already open draws its words afresh."""
from __future__ import annotations

from game import words as W
from game.ui import bridge
from game.ui.program import App


def test_choosing_french_in_the_settings_relabels_the_open_screens_without_restarting(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = App((1280, 720), dict(bridge.DEFAULTS, language="en", confirm=False, anim_speed="instant"))
    try:
        app.open_main_menu()
        app.run(max_frames=2, force_draw=True)
        menu = app.scenes[-1]
        assert menu.buttons["settings"].text == "Settings"
        app.apply_settings(dict(app.settings, language="fr"))
        app.run(max_frames=2, force_draw=True)
        assert W.language() == "fr"
        assert app.scenes[-1].buttons["settings"].text == "Réglages"
        app.apply_settings(dict(app.settings, language="en"))
        assert app.scenes[-1].buttons["settings"].text == "Settings"
    finally:
        W.set_language("en")
        app.close()
