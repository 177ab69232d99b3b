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

Format 2 (before words left the game's identity): its hash fingerprints the position with the
pending decision's words in it (the prompt, each option's label), so a reworded question moved
it. It is checked as format 2 computed it; the save then carries the fingerprint of the same
snapshot without its words (`words_free`), which its replay must reach exactly as before. Its
commands may carry labels: they are read and ignored (a label is not part of an option). Its
configuration's prompt set becomes table options and legacy rules (`from_prompt_set`,
engine.legacy), in the configuration and in the snapshot alike.

Format 3 (before content that had grown was told apart): a game that played the expansion dealt
its event deck as it then was, and a thematic game laid the thematic boards with the terrains
first drawn. Its settings now say so (`as_format_3_played`): the legacy rule
"expansion-events-as-first-dealt", the layout "thematic-as-first-drawn", in the configuration and
in the snapshot alike, after the old check hash is checked; the hash is then taken again.

Format 4 (before the thematic boards' printed adjacency was found): a thematic game laid the four
boards of the base game on shapes of our own, the sea along two sides of each. Its settings now
say so (`as_format_4_played`): the layout "thematic-as-drawn-in-format-4", in the configuration
and in the snapshot alike, the hash checked and taken again the same way.
"""
from __future__ import annotations


from ..core.savefile import SaveError, fingerprint, upgrade as _upgrade


FORMAT = "spirit-island-table-save"
VERSION = 5
OLDEST = 1      # the oldest format this game reads (every format it ever wrote)


# A save that cannot be loaded, and the check hash of a snapshot as its own format computed it
# (sha256 of canonical JSON), are the rules core's (game.core.savefile).
snapshot_hash = fingerprint


# The fields of a position added after format 2 was first written ("later" fields, state.py):
# each counts in the hash only once it leaves its default.
_LATER_DEFAULTS = {"invader_steps": ["blighted_island", "event", "fear", "ravage", "build", "explore", "advance"],
                   "kind_numbers": {}, "event_deck": [], "event_discard": [], "incarna": {}, "growth_taken": {},
                   "event_unresolved_turns": [], "end_conditions": [], "on_reveal": [], "sizes": {}}


def _canonical(snapshot: dict) -> dict:
    d = dict(snapshot)
    for name, default in _LATER_DEFAULTS.items():
        if name in d and d[name] == default:
            del d[name]
    return d


def words_hash(snapshot: dict) -> str:
    """The check hash a format-2 save holds: its snapshot's fingerprint, the pending decision's
    words included (as `GameState.state_hash` took it before format 3)."""
    return snapshot_hash(_canonical(snapshot))


def words_free(snapshot: dict) -> str:
    """The check hash of a snapshot as format 3 takes it (`GameState.state_hash`): the same
    fingerprint without the pending decision's prompt and its options' labels."""
    d = _canonical(snapshot)
    decision = d.get("decision")
    if isinstance(decision, dict):
        decision = {k: v for k, v in decision.items() if k not in ("prompt", "data")}
        options = decision.get("options")
        if isinstance(options, list):
            decision["options"] = [{k: v for k, v in o.items() if k != "label"} if isinstance(o, dict) else o
                                   for o in options]
        d["decision"] = decision
    return snapshot_hash(d)


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


# The prompt sets of formats 1-2 in format 3's terms (engine.legacy says why): the table
# options each set asked from, and the legacy rules each set fixed. Copied here as data, as
# every migration keeps what its format meant.
TABLE_OPTIONS_SINCE = {"pause_before_invaders": 2, "confirm_futile_powers": 2}
LEGACY_RULES_BEFORE = {"blight-lands-before-the-flip": 3, "fruit-for-all-as-first-printed": 3}
LAST_PROMPT_SET = 6
# How games of prompt sets 1-2 wrote a victory's cause into their state (a sentence, not a code).
_LEGACY_VICTORY = {"terror level 1: no invaders on the island": "terror_1",
                   "terror level 2: no Towns or Cities on the island": "terror_2",
                   "terror level 3: no Cities on the island": "terror_3",
                   "terror level 4: every fear card earned": "terror_4"}


def from_prompt_set(config: dict) -> dict:
    """A configuration of format 1 or 2 in format 3's terms: its prompt set ("prompts", 1 when
    absent) becomes the table options it asked and the legacy rules it played."""
    out = {k: v for k, v in config.items() if k != "prompts"}
    ps = config.get("prompts", 1)
    if type(ps) is not int or not 1 <= ps <= LAST_PROMPT_SET:
        return config       # refused with its reason where the configuration is checked
    for name, since in TABLE_OPTIONS_SINCE.items():
        if ps >= since:
            out[name] = True
    rules = out.get("rules", [])
    legacy = [r for r, fixed in LEGACY_RULES_BEFORE.items() if ps < fixed]
    if legacy and isinstance(rules, list):
        out["rules"] = rules + [r for r in legacy if r not in rules]
    return out


def _snapshot_of_format_3(snap: dict) -> dict:
    """A format-2 snapshot as format 3 writes it: its configuration in format 3's terms, and a
    victory's cause as its code."""
    snap = dict(snap)
    if isinstance(snap.get("config"), dict):
        snap["config"] = from_prompt_set(snap["config"])
    if isinstance(snap.get("cause"), str):
        snap["cause"] = _LEGACY_VICTORY.get(snap["cause"], snap["cause"])
    return snap


def _from_2(data: dict) -> tuple[dict, None]:
    """Format 2 -> 3: the check hash without the question's words, the prompt set said as table
    options and legacy rules (see the module doc). A save that came from format 1 has no hash
    left to convert: its replay is checked by position."""
    new = dict(data, version=3)
    if isinstance(data.get("config"), dict):
        new["config"] = from_prompt_set(data["config"])
    if "migrated" in data and "hash" not in data:
        return new, None
    snap, stored = data.get("snapshot"), data.get("hash")
    if not isinstance(snap, dict) or not isinstance(stored, str):
        raise SaveError("the save is damaged (it has no snapshot and hash to check it by)")
    try:
        sound = words_hash(snap) == stored
        new["snapshot"] = _snapshot_of_format_3(snap)
        new["hash"] = words_free(new["snapshot"])
    except (TypeError, ValueError):     # a snapshot JSON cannot write again (deep, odd numbers)
        sound = False
    if not sound:
        raise SaveError("the save was edited or damaged (its snapshot does not match its check hash)")
    return new, None


# What format 3's games played that has changed since, as the settings that keep it (format 4):
# the expansion's event deck as first dealt, and the thematic island as first drawn (see
# engine.legacy). Copied here as data, as the prompt sets are: a migration never changes.
_DECK_AS_FIRST_DEALT = {"expansion": "expansion-events-as-first-dealt"}
_LAYOUT_AS_FIRST_DRAWN = {"thematic": "thematic-as-first-drawn"}


def as_format_3_played(config: dict) -> dict:
    """A format-3 game's settings saying the content it was played with: a pack's deck as it was
    dealt then (a legacy rule) and a layout as it was drawn then (a layout of its own)."""
    out = dict(config)
    packs = config.get("packs")
    legacy = [rule for pack, rule in _DECK_AS_FIRST_DEALT.items()
              if isinstance(packs, list) and pack in packs]
    rules = config.get("rules", [])
    if legacy and isinstance(rules, list):
        out["rules"] = rules + [r for r in legacy if r not in rules]
    layout = config.get("layout")
    if isinstance(layout, str) and layout in _LAYOUT_AS_FIRST_DRAWN:
        out["layout"] = _LAYOUT_AS_FIRST_DRAWN[layout]
    return out


def _from_3(data: dict) -> tuple[dict, None]:
    """Format 3 -> 4: content that grew or was corrected since (the expansion's event deck, the
    thematic island's terrains) is named as it was, in the settings and in the snapshot alike, so
    the game replays as it was played; its check hash is checked first, then taken again."""
    return _named_as_played(data, 4, as_format_3_played)


# What format 4's games played that has changed since (format 5): the thematic island as drawn
# then (content.thematic_as_drawn). Data, as above: a migration never changes.
_LAYOUT_AS_DRAWN_IN_FORMAT_4 = {"thematic": "thematic-as-drawn-in-format-4"}


def as_format_4_played(config: dict) -> dict:
    """A format-4 game's settings saying the layout it was played on, as it was drawn then."""
    layout = config.get("layout")
    if isinstance(layout, str) and layout in _LAYOUT_AS_DRAWN_IN_FORMAT_4:
        return dict(config, layout=_LAYOUT_AS_DRAWN_IN_FORMAT_4[layout])
    return dict(config)


def _from_4(data: dict) -> tuple[dict, None]:
    """Format 4 -> 5: a thematic game names the thematic island as it was drawn then (its boards'
    shapes and adjacency were corrected since), in the settings and in the snapshot alike; its
    check hash is checked first, then taken again."""
    return _named_as_played(data, 5, as_format_4_played)


def _named_as_played(data: dict, version: int, played_by) -> tuple[dict, None]:
    """A save brought to `version` with its settings (and its snapshot's) said by `played_by` as
    the game played them; when they change, the old check hash must hold first, then is taken again."""
    new = dict(data, version=version)
    config = data.get("config")
    if not isinstance(config, dict):
        return new, None                # the envelope's checks say what is wrong
    played = played_by(config)
    if played == config:
        return new, None
    snap, stored = data.get("snapshot"), data.get("hash")
    if not isinstance(snap, dict) or not isinstance(stored, str):
        raise SaveError("the save is damaged (it has no snapshot and hash to check it by)")
    try:
        sound = words_free(snap) == stored
    except (TypeError, ValueError):
        sound = False
    if not sound:
        raise SaveError("the save was edited or damaged (its snapshot does not match its check hash)")
    new["config"] = played
    if isinstance(snap.get("config"), dict):
        new["snapshot"] = dict(snap, config=played_by(snap["config"]))
    new["hash"] = words_free(new["snapshot"])
    return new, None


# format N -> the migration to format N + 1
MIGRATIONS = {1: _from_1, 2: _from_2, 3: _from_3, 4: _from_4}


def upgrade(data: dict, version: int) -> tuple[dict, dict | None]:
    """A save's data brought to format `version`, and the position its replay must reach when
    its hash can no longer be checked (None for a save already of that format)."""
    return _upgrade(data, version, MIGRATIONS)
