"""The history of finished games, kept with the saves (`history.jsonl` in the saves folder).

One line per game, written once when the game ends: its date, spirits, boards, layout,
adversaries and levels, scenario, packs, result, cause, score (and its sheet), turns, seed,
and `id` (the final position's hash), so a finished game loaded again is not counted twice.

The file is JSON Lines, not one JSON document, so that one damaged line (a crash in the middle
of a write on a disk that does not honour renames, an edit by hand) loses that line only: the
others load, and the history screen says which lines it skipped and why. A damaged file is
never rewritten, cleaned or moved: a new game is added after its bytes, exactly as they were,
with an atomic write of the whole (the old bytes, then the new line), so nothing is lost.
"""
from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import write_bytes_atomic
from .paths import saves_dir

log = logging.getLogger(__name__)

FILE = "history.jsonl"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024        # far beyond a lifetime of games; a larger file is not ours
RESULTS = ("victory", "defeat")


def history_file() -> Path:
    """Where the history is kept: beside the saves."""
    return saves_dir() / FILE


@dataclass
class History:
    """The games found in the history file, oldest first, and what could not be read."""

    games: list[dict] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)     # one sentence each, in our words

    def message(self) -> str:
        """One paragraph for the player about the lines skipped ("" when the file is sound)."""
        if not self.problems:
            return ""
        shown = "; ".join(self.problems[:3]) + (f"; and {len(self.problems) - 3} more" if len(self.problems) > 3 else "")
        return (f"Some of the history could not be read and is not shown ({shown}). "
                f"The file {history_file()} is left exactly as it is.")


def load_history(path: Path | None = None) -> History:
    """Every sound game of the history file; the damaged lines are named in `problems`."""
    path = path or history_file()
    out = History()
    try:
        if not path.exists():
            return out
        if path.stat().st_size > MAX_BYTES:
            out.problems.append(f"the file is larger than {MAX_BYTES // (1024 * 1024)} MB, so it was not read")
            return out
        data = path.read_bytes()
    except OSError as e:
        out.problems.append(f"the file could not be read ({type(e).__name__})")
        return out
    for n, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        entry, why = _entry_of(raw)
        if why:
            out.problems.append(f"line {n}: {why}")
        else:
            out.games.append(entry)
    return out


def _entry_of(raw: bytes) -> tuple[dict | None, str]:
    """A line read back as a game, or why not."""
    try:
        entry = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        return None, "not text"
    except (ValueError, RecursionError):
        return None, "cut short or not a game's record"
    if not isinstance(entry, dict):
        return None, "not a game's record"
    v = entry.get("v")
    if type(v) is not int or v < 1:
        return None, "not a game's record"
    if v > VERSION:
        return None, "written by a newer version of the game"
    why = _check(entry)
    return (None, why) if why else (entry, "")


def _check(e: dict) -> str:
    """Why a record cannot be shown, or "" (each field of the kind the screen reads)."""
    if e.get("result") not in RESULTS:
        return "its result is missing"
    if type(e.get("score")) is not int:
        return "its score is missing"
    if type(e.get("turns")) is not int:
        return "its number of turns is missing"
    if not isinstance(e.get("date"), str):
        return "its date is missing"
    sp = e.get("spirits")
    if not isinstance(sp, list) or not sp or not all(isinstance(s, str) for s in sp):
        return "its spirits are missing"
    for key in ("adversary", "adversary2"):
        a = e.get(key)
        if a is not None and not (isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and type(a[1]) is int):
            return "its adversary is not readable"
    for key in ("scenario", "layout", "cause", "id"):
        if not isinstance(e.get(key, ""), str):
            return f"its {key} is not readable"
    return ""


def game_record(config: dict, state_result: str, cause: str, turns: int, score: int, sheet: dict,
                final_hash: str, when: float | None = None) -> dict:
    """A finished game as the history keeps it (plain data; the settings named only when given,
    as the game's configuration names them)."""
    rec = {"v": VERSION, "id": final_hash,
           "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(time.time() if when is None else when)),
           "spirits": list(config.get("spirits") or []), "boards": list(config.get("boards") or []),
           "result": state_result, "cause": cause or "", "score": int(score), "turns": int(turns),
           "seed": config.get("seed"), "sheet": dict(sheet)}
    for key in ("adversary", "adversary2"):
        a = config.get(key)
        if isinstance(a, (list, tuple)) and len(a) == 2:
            rec[key] = [str(a[0]), int(a[1])]
    for key in ("scenario", "layout"):
        if config.get(key):
            rec[key] = str(config[key])
    if config.get("packs"):
        rec["packs"] = list(config["packs"])
    return rec


def record_game(rec: dict, path: Path | None = None) -> str:
    """Add a finished game to the history, once (a game whose `id` is there already is not added
    again). Returns "" or, when it could not be written, why (in our words). The lines already
    in the file are kept byte for byte, sound or not."""
    path = path or history_file()
    if _check(rec):
        return f"the game's record is incomplete ({_check(rec)})"
    try:
        old = path.read_bytes() if path.exists() else b""
    except OSError as e:
        return f"the history file could not be read ({type(e).__name__}), so it was left alone"
    if len(old) > MAX_BYTES:
        return "the history file is too large, so it was left alone"
    if rec.get("id") and any(g.get("id") == rec["id"] for g in load_history(path).games):
        return ""
    line = json.dumps(rec, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8")
    sep = b"" if not old or old.endswith(b"\n") else b"\n"
    try:
        write_bytes_atomic(path, old + sep + line + b"\n")
    except OSError as e:
        log.warning("history not written: %s", e)
        return f"the history file could not be written ({type(e).__name__})"
    return ""


# --- what the history screen shows ------------------------------------------------------------
def adversaries_of(rec: dict) -> tuple:
    """The game's adversaries as ((id, level), ...): leading first, then supporting."""
    return tuple(tuple(rec[k]) for k in ("adversary", "adversary2") if rec.get(k))


def combination(rec: dict) -> tuple:
    """What a best score is kept for: the spirits (in any order) and the adversaries at their levels."""
    return (tuple(sorted(rec["spirits"])), adversaries_of(rec))


def best_scores(games: list[dict]) -> dict:
    """The best game of each combination of spirits and adversaries: {combination: record}."""
    best: dict = {}
    for g in games:
        key = combination(g)
        if key not in best or g["score"] > best[key]["score"]:
            best[key] = g
    return best


def select(games: list[dict], spirit: str = "", adversary: str = "", order: str = "date") -> list[dict]:
    """The games played with `spirit` (an id, "" for any) against `adversary` (an id, leading or
    supporting; "none" for games without one; "" for any), newest first, or by score (best
    first), or by turns (shortest first)."""
    out = [g for g in games if (not spirit or spirit in g["spirits"])
           and (not adversary or (adversary == "none" and not adversaries_of(g))
                or any(a[0] == adversary for a in adversaries_of(g)))]
    if order == "score":
        return sorted(out, key=lambda g: (-g["score"], g["date"]))
    if order == "turns":
        return sorted(out, key=lambda g: (g["turns"], g["date"]))
    newest = sorted(enumerate(out), key=lambda kg: (kg[1]["date"], kg[0]), reverse=True)
    return [g for _, g in newest]
