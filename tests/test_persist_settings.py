"""Settings: defaults when there is no file, a round trip, and a damaged file that gives the
defaults with a warning and is left alone until the player saves again. Logging goes to a file."""
from __future__ import annotations

import json
import logging
import sys

import pytest

from game.persist import logs, paths
from game.persist.settings import DEFAULTS, load_defaults, load_settings, save_settings


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def log_cleanup():
    """Take the table's file handler off the root logger after a logging test."""
    yield
    if logs._handler is not None:
        logging.getLogger().removeHandler(logs._handler)
        logs._handler.close()
        logs._handler = None


def test_without_a_settings_file_the_defaults_hold():
    assert load_settings() == {"fullscreen": False, "ui_scale": 1.0, "anim_speed": "normal",
                               "confirm_prompts": True, "colourblind": False, "window_size": [1600, 900],
                               "new_game": {"spirits": [], "boards": []}, "language": "system"}
    assert not paths.settings_file().exists()


def test_settings_round_trip():
    wanted = {"fullscreen": True, "ui_scale": 1.5, "anim_speed": "instant", "confirm_prompts": False,
              "colourblind": True, "window_size": [2560, 1440],
              "new_game": {"spirits": ["scattering-gale", ""], "boards": ["B", "A"]}, "language": "fr"}
    assert save_settings(wanted) == wanted
    assert load_settings() == wanted
    assert json.loads(paths.settings_file().read_text(encoding="utf-8")) == wanted


def test_saving_some_settings_keeps_the_others():
    save_settings({"anim_speed": "fast"})
    save_settings({"colourblind": True, "someone_elses_key": 3})
    got = load_settings()
    assert got["anim_speed"] == "fast" and got["colourblind"] and "someone_elses_key" not in got


def test_loaded_settings_are_a_fresh_copy():
    got = load_settings()
    got["window_size"].append(7)
    got["new_game"]["spirits"].append("x")
    assert DEFAULTS["window_size"] == [1600, 900] and DEFAULTS["new_game"] == {"spirits": [], "boards": []}


@pytest.mark.parametrize("bad", [[], {"spirits": ["a"]}, {"spirits": ["a"], "boards": []},
                                 {"spirits": ["a"] * 7, "boards": ["A"] * 7}, {"spirits": [3], "boards": ["A"]},
                                 {"spirits": ["a"], "boards": ["A"], "seed": 4}])
def test_a_new_game_choice_of_the_wrong_shape_is_refused(bad):
    with pytest.raises(ValueError, match="new_game"):
        save_settings({"new_game": bad})


def test_invalid_setting_is_refused_before_anything_is_written():
    save_settings({"ui_scale": 2.0})
    with pytest.raises(ValueError, match="anim_speed"):
        save_settings({"ui_scale": 1.25, "anim_speed": "ludicrous"})
    assert load_settings()["ui_scale"] == 2.0


def test_damaged_settings_file_gives_defaults_with_a_warning_and_is_left_alone(caplog):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{\"fullscreen\": tr")
    with caplog.at_level(logging.WARNING):
        assert load_settings() == load_defaults()
    assert "damaged" in caplog.text
    assert path.read_bytes() == b"{\"fullscreen\": tr"


def test_damaged_settings_file_is_rewritten_only_on_an_explicit_save():
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe not text")
    load_settings()
    assert path.read_bytes() == b"\xff\xfe not text"
    save_settings({"fullscreen": True})
    assert load_settings()["fullscreen"] is True


def test_bad_values_in_settings_fall_back_one_by_one(caplog):
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"fullscreen": "yes", "ui_scale": 40, "anim_speed": "slow",
                                "window_size": [100], "colourblind": True}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        got = load_settings()
    assert got["anim_speed"] == "slow" and got["colourblind"] is True
    assert got["fullscreen"] is False and got["ui_scale"] == 1.0 and got["window_size"] == [1600, 900]
    assert "fullscreen" in caplog.text


def test_settings_file_that_is_not_an_object_gives_defaults():
    path = paths.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2]", encoding="utf-8")
    assert load_settings()["window_size"] == [1600, 900]


def test_logging_goes_to_a_file_in_the_logs_folder(home, log_cleanup):
    path = logs.setup_logging()
    assert logs.setup_logging() == path and path.parent == paths.logs_dir()
    logging.getLogger("game.test").warning("the invaders explore the coast")
    for h in logging.getLogger().handlers:
        h.flush()
    assert "the invaders explore the coast" in path.read_text(encoding="utf-8")


def test_a_log_past_its_size_is_rotated_at_start_keeping_three_old_ones(home, log_cleanup):
    path = paths.logs_dir() / logs.LOG_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    for k in (1, 2, 3):
        path.with_name(f"{path.name}.{k}").write_text(f"old {k}", encoding="utf-8")
    path.write_text("x" * logs.MAX_BYTES, encoding="utf-8")
    assert logs.setup_logging() == path
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == [logs.LOG_NAME] + [f"{logs.LOG_NAME}.{k}" for k in (1, 2, 3)]
    assert path.with_name(f"{path.name}.1").stat().st_size == logs.MAX_BYTES
    assert path.with_name(f"{path.name}.2").read_text(encoding="utf-8") == "old 1"
    assert path.with_name(f"{path.name}.3").read_text(encoding="utf-8") == "old 2"
    assert path.stat().st_size == 0


def test_a_small_log_is_kept_and_appended_to(home, log_cleanup):
    path = paths.logs_dir() / logs.LOG_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("earlier game\n", encoding="utf-8")
    logs.setup_logging()
    logging.getLogger("game.test").warning("a later game")
    for h in logging.getLogger().handlers:
        h.flush()
    text = path.read_text(encoding="utf-8")
    assert text.startswith("earlier game") and "a later game" in text


def test_windowed_build_without_console_streams_logs_prints_to_the_file(home, monkeypatch, log_cleanup):
    monkeypatch.setattr("sys.stdout", None)
    monkeypatch.setattr("sys.stderr", None)
    path = logs.setup_logging()
    print("printed with no console")
    sys.stderr.write("an error line\n")
    for h in logging.getLogger().handlers:
        h.flush()
    text = path.read_text(encoding="utf-8")
    assert "printed with no console" in text and "an error line" in text


def test_the_setup_screens_choices_round_trip_and_a_file_from_before_them_still_loads():
    """Issue 27: the setup screen remembers the layout, the adversaries and levels, the scenario,
    the expansion and the seed; a settings file written before them offers the screen's defaults."""
    full = {"spirits": ["scattering-gale", ""], "boards": ["B", "A"], "layout": "archipelago", "scenario": "",
            "adversary": ["iron-tide", 6], "adversary2": [], "expansion": False, "seed": "-42"}
    save_settings({"new_game": full})
    assert load_settings()["new_game"] == full
    paths.settings_file().write_text(json.dumps({"new_game": {"spirits": ["scattering-gale"], "boards": ["C"]}}))
    assert load_settings()["new_game"] == {"spirits": ["scattering-gale"], "boards": ["C"]}
    paths.settings_file().write_text(json.dumps({"new_game": {"spirits": [""], "boards": ["C"], "from_the_future": 1}}))
    assert load_settings()["new_game"] == {"spirits": [""], "boards": ["C"]}       # a key it does not know: left out


@pytest.mark.parametrize("bad", [{"adversary": ["iron-tide", 7]}, {"adversary": ["iron-tide"]}, {"expansion": "yes"},
                                 {"seed": "12a"}, {"seed": "٣"}, {"layout": 5}, {"adversary2": ["x", True]}])
def test_a_setup_choice_of_the_wrong_kind_is_refused_on_save_and_gives_the_defaults_on_load(bad):
    value = {"spirits": ["a"], "boards": ["A"], **bad}
    with pytest.raises(ValueError, match="new_game"):
        save_settings({"new_game": value})
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text(json.dumps({"new_game": value, "anim_speed": "fast"}))
    got = load_settings()
    assert got["new_game"] == DEFAULTS["new_game"] and got["anim_speed"] == "fast"


def test_the_language_setting_is_the_system_s_or_one_of_ours_and_anything_else_is_refused():
    import pytest
    from game.persist.settings import save_settings
    assert save_settings({"language": "fr"})["language"] == "fr"
    assert load_settings()["language"] == "fr"
    with pytest.raises(ValueError):
        save_settings({"language": "klingon"})
    assert load_settings()["language"] == "fr"
