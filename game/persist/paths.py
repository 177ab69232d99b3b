"""Where the table keeps its things: saves, settings, logs, crash reports and a picture cache.

By default these are the player's own folders (platformdirs, app "spirit-island-table").
When the environment variable SPIRIT_TABLE_HOME is set, all five live under that one
folder instead — tests and CI use it so a real home is never touched.
Nothing here creates a folder; writers make the folders they need.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "spirit-island-table"
HOME_ENV = "SPIRIT_TABLE_HOME"


def _home() -> Path | None:
    root = os.environ.get(HOME_ENV, "").strip()
    return Path(root).expanduser() if root else None


def saves_dir() -> Path:
    """The folder of saved games and autosaves."""
    home = _home()
    return home / "saves" if home else Path(platformdirs.user_data_dir(APP, appauthor=False)) / "saves"


def settings_dir() -> Path:
    """The folder holding settings.json."""
    home = _home()
    return home / "settings" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))


def logs_dir() -> Path:
    """The folder of the table's log files."""
    home = _home()
    return home / "logs" if home else Path(platformdirs.user_log_dir(APP, appauthor=False))


def crash_dir() -> Path:
    """The folder of crash reports (the next start offers to resume after one)."""
    home = _home()
    return home / "crash" if home else Path(platformdirs.user_data_dir(APP, appauthor=False)) / "crash"


def cache_dir() -> Path:
    """The folder of pictures drawn once and kept for the next start (safe to delete)."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def settings_file() -> Path:
    """The settings file itself."""
    return settings_dir() / "settings.json"
