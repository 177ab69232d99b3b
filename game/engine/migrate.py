"""Older save formats, read forever: the chain of migrations, one format to the next, in one place.

A save of format N < VERSION goes through MIGRATIONS[N], MIGRATIONS[N+1], ... Each takes the
data of its format and returns the data of the next, plus (when it can no longer trust the
check hash, which fingerprints a state of its own format) the position the replay must reach:
turn, phase, the pieces on every land, each spirit's energy, hand and presence, and the result.
A save that cannot be migrated is refused with a SaveError saying why; nothing here writes.

Format 1 (before the invader phase's steps, kinds' numbers and event cards were state): its
hash is the sha256 of its snapshot as format 1 wrote it, so an edited save is still caught;
then its commands replay under today's rules and must reach the snapshot's position. The
replayed history before the migration is marked (`"migrated": {"from": 1, "commands": n}`):
undo does not go back across it, and the save keeps the mark.
"""
from __future__ import annotations

import json

from .digest import digest


FORMAT = "spirit-island-table-save"
VERSION = 2
OLDEST = 1      # the oldest format this game reads (every format it ever wrote)


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, for the player."""


def snapshot_hash(snapshot: dict) -> str:
    """The check hash of a snapshot as its own format computed it (sha256 of canonical JSON)."""
    return digest(json.dumps(snapshot, sort_keys=True, separators=(",", ":")))


def position(snapshot: dict) -> dict:
    """Where a game stands, in the terms every format shares: turn, phase, result, the pieces on
    every land, each spirit's energy, hand and presence. Raises SaveError on a malformed one."""
    try:
        return {
            "turn": snapshot["turn"], "phase": snapshot["phase"], "result": snapshot["result"],
            "lands": {lid: {t: n for t, n in pcs.items() if n} for lid, pcs in snapshot["lands"].items()},
            "spirits": [{"energy": s["energy"], "hand": list(s["hand"]),
                         "presence": {lid: n for lid, n in s["presence"].items() if n}}
                        for s in snapshot["spirits"]],
        }
    except (KeyError, TypeError, AttributeError):
        raise SaveError("the save is damaged (its snapshot lacks where the game stands)") from None


def differences(expected: dict, found: dict) -> list[str]:
    """What differs between two positions, in words ("turn", "pieces in A5", "spirit 1's hand")."""
    out = [k for k in ("turn", "phase", "result") if expected[k] != found[k]]
    lands = sorted(set(expected["lands"]) | set(found["lands"]))
    out += [f"pieces in {lid}" for lid in lands if expected["lands"].get(lid) != found["lands"].get(lid)]
    if len(expected["spirits"]) != len(found["spirits"]):
        return out + ["the spirits"]
    for i, (a, b) in enumerate(zip(expected["spirits"], found["spirits"])):
        out += [f"spirit {i + 1}'s {k}" for k in ("energy", "hand", "presence") if a[k] != b[k]]
    return out


def _from_1(data: dict) -> tuple[dict, dict]:
    """Format 1 -> 2: the check hash becomes a position check (see the module doc)."""
    snap, stored = data.get("snapshot"), data.get("hash")
    if not isinstance(snap, dict) or not isinstance(stored, str):
        raise SaveError("this format-1 save cannot be migrated: it has no snapshot and hash to check it by")
    if snapshot_hash(snap) != stored:
        raise SaveError("the save was edited or damaged (its snapshot does not match its check hash)")
    expected = position(snap)
    commands = data.get("commands")
    new = {k: v for k, v in data.items() if k not in ("hash", "snapshot")}
    new["version"] = 2
    new["migrated"] = {"from": 1, "commands": len(commands) if isinstance(commands, list) else 0}
    return new, expected


# format N -> the migration to format N + 1
MIGRATIONS = {1: _from_1}


def upgrade(data: dict, version: int) -> tuple[dict, dict | None]:
    """A save's data brought to format `version`, and the position its replay must reach when
    its hash can no longer be checked (None for a save already of that format)."""
    expected = None
    while data["version"] < version:
        step = MIGRATIONS.get(data["version"])
        if step is None:
            raise SaveError(f"the save format {data['version']} is not one this game can read")
        data, found = step(data)
        expected = expected or found
    return data, expected
