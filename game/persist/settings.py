"""The player's settings: window, scale, animation speed, prompts, colour-blind aids.

`load_settings()` always returns every key: the defaults, overlaid with whatever valid
values the settings file holds. A damaged file gives the defaults and a logged warning,
and is left alone until the player saves settings again.
"""
from __future__ import annotations

import copy
import json
import logging

from .atomic import write_json_atomic
from .paths import settings_file

log = logging.getLogger(__name__)

ANIM_SPEEDS = ("slow", "normal", "fast", "instant")
DEFAULTS: dict = {
    "fullscreen": False,
    "ui_scale": 1.0,
    "anim_speed": "normal",
    "confirm_prompts": True,
    "colourblind": False,
    "window_size": [1600, 900],
    # the new-game screen's last choices, offered again: spirit ids ("" for Random) and boards
    "new_game": {"spirits": [], "boards": []},
    # the language spoken: "system" (the system's locale) or one of game.words.LANGUAGES
    "language": "system",
}


def load_settings() -> dict:
    """The settings in force: defaults merged with the valid values found in the file."""
    out = load_defaults()
    path = settings_file()
    if not path.exists():
        return out
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as e:
        log.warning("settings file %s is damaged (%s); using the defaults", path, type(e).__name__)
        return out
    if not isinstance(data, dict):
        log.warning("settings file %s is not a JSON object; using the defaults", path)
        return out
    for key, value in data.items():
        if key not in DEFAULTS:
            continue
        good = _valid(key, value)
        if good is None:
            log.warning("setting %s=%r is not valid; using %r", key, value, DEFAULTS[key])
        else:
            out[key] = good
    return out


def save_settings(settings: dict) -> dict:
    """Write the settings over the ones in force (unknown keys dropped, an invalid value refused
    with ValueError before anything is written); returns everything written."""
    out = load_settings()
    for key, value in settings.items():
        if key in DEFAULTS:
            good = _valid(key, value)
            if good is None:
                raise ValueError(f"setting {key}={value!r} is not valid")
            out[key] = good
    write_json_atomic(settings_file(), out, indent=1)
    return out


def load_defaults() -> dict:
    """A fresh copy of the default settings."""
    return {k: copy.deepcopy(v) for k, v in DEFAULTS.items()}


def _valid(key: str, value):
    """The value made canonical when valid for the key, else None."""
    if key in ("fullscreen", "confirm_prompts", "colourblind"):
        return value if isinstance(value, bool) else None
    if key == "ui_scale":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 0.5 <= value <= 3.0:
            return float(value)
        return None
    if key == "anim_speed":
        return value if value in ANIM_SPEEDS else None
    if key == "new_game":
        return _new_game(value)
    if key == "language":
        from ..words import LANGUAGES
        return value if value == "system" or value in LANGUAGES else None
    if key == "window_size":
        if (isinstance(value, (list, tuple)) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384 for v in value)):
            return [int(value[0]), int(value[1])]
        return None
    return None


def _new_game(value):
    """The new-game screen's last choices made canonical, else None: as many spirits (ids, or ""
    for Random) as boards, 1 to 6 of them, short words each (what they name is checked when
    offered: a spirit or board this game no longer has is simply not offered). The rest of the
    screen's choices, each optional (a file from before them offers the screen's defaults; a
    key this game does not know is left out): the layout, the scenario (ids, "" for none), the
    leading and supporting adversaries ([id, level 0-6], or [] for none), the expansion (on or
    off) and the seed typed (digits, or "")."""
    if not isinstance(value, dict) or not {"spirits", "boards"} <= set(value):
        return None
    spirits, boards = value["spirits"], value["boards"]
    if not (isinstance(spirits, list) and isinstance(boards, list) and len(spirits) == len(boards) <= 6):
        return None
    if not all(isinstance(v, str) and len(v) <= 64 for v in spirits + boards):
        return None
    out = {"spirits": list(spirits), "boards": list(boards)}
    for key, good in _NEW_GAME_MORE.items():
        if key in value:
            if not good(value[key]):
                return None
            out[key] = list(value[key]) if isinstance(value[key], list) else value[key]
    return out


def _short_id(v) -> bool:
    return isinstance(v, str) and len(v) <= 64


def _adversary(v) -> bool:
    return isinstance(v, list) and (v == [] or len(v) == 2 and _short_id(v[0]) and type(v[1]) is int and 0 <= v[1] <= 6)


def _seed_text(v) -> bool:
    return isinstance(v, str) and len(v) <= 19 and (v == "" or v.lstrip("-").isdecimal() and v.isascii())


# the new-game screen's choices besides the spirits and boards: what each must be when given
_NEW_GAME_MORE = {"layout": _short_id, "scenario": _short_id, "adversary": _adversary, "adversary2": _adversary,
                  "expansion": lambda v: isinstance(v, bool), "seed": _seed_text}
