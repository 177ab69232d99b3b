"""The table never takes SDL's software-GL window path: the plain framebuffer is chosen before
the display starts, and a player's own setting is kept."""
from game.ui import window_path


def test_the_plain_framebuffer_is_chosen_when_the_player_set_nothing(monkeypatch):
    monkeypatch.delenv(window_path.HINT, raising=False)
    assert window_path.choose_window_path() == "framebuffer without GL"
    import os
    assert os.environ[window_path.HINT] == "0"


def test_a_players_own_choice_of_window_path_is_kept(monkeypatch):
    monkeypatch.setenv(window_path.HINT, "opengl")
    assert "opengl" in window_path.choose_window_path()
    import os
    assert os.environ[window_path.HINT] == "opengl"
