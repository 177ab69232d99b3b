"""What a game needs from this install, and what it sees of it.

A game sees the content of the built-in packs, of the packs its settings name
(``{"packs": [...]}``), and whatever was registered outside every loaded pack (by a test or a
script, straight into a registry); not the kinds, rule changes and event cards of another
installed pack (`seen`, `unseen_content`): two games in one process, with different packs, each
see only their own. A pack's rules are in its games' rulesets only (game.ruleset,
engine.rulebook); the optional built-in pack's (the expansion's) are in every game's, and are
told apart here.

A saved game needs the packs its settings name, and every kind of piece, invader step, end
condition, rule change and event card its settings or position name.

A save made with a pack that is not installed here (or no longer registers what it did) cannot
be played on: a piece of an unknown kind would fail at the next ravage. `missing(data)` says
why in one sentence before anything is replayed; loading a save asks it (engine.save) and so
does `python -m game check-save`.
"""
from __future__ import annotations

from ..content import catalog
from .. import kinds as K


def installed_packs() -> list[str]:
    """The names of the packs this install has loaded (the built-in ones first)."""
    return [p["name"] for p in catalog.PACKS.packs]


def missing_packs(names) -> list[str]:
    """Those of `names` that this install has not loaded (not installed, or refused)."""
    have = set(installed_packs())
    return [n for n in names if n not in have]


def _why_absent(what: str, named: list[str]) -> str:
    if named:
        return f"{what}, which none of its packs ({', '.join(named)}) registers in this install"
    return f"{what}, which no installed pack registers (is the pack that brought it installed?)"


def _names(value) -> list[str]:
    """The strings of a list of names; nothing when it is not a list (left to the save's checks)."""
    return [v for v in value if isinstance(v, str)] if isinstance(value, (list, tuple)) else []


def missing(data) -> str:
    """Why this install cannot play the save `data` (a dict of the current format) on, as a
    sentence naming the missing pack when the save's settings name it; "" when nothing is
    missing. Parts of the save that are not well formed are left to the save's own checks."""
    if not isinstance(data, dict):
        return ""
    config = data.get("config") if isinstance(data.get("config"), dict) else {}
    named = _names(config.get("packs"))
    absent = missing_packs(named)
    if absent:
        versions = data.get("packs") if isinstance(data.get("packs"), dict) else {}
        version = versions.get(absent[0])
        pack = f"{absent[0]!r} (version {str(version)[:40]})" if isinstance(version, str) and version else repr(absent[0])
        refused = [line for line in catalog.PACKS.refused if line.startswith(f"pack {absent[0]!r} refused")]
        if refused:
            return f"the save needs the pack {pack}, which is installed here but was refused ({refused[0]})"
        return f"the save needs the pack {pack}, which is not installed here"
    rs = catalog.ruleset_of(named)        # what a game of these packs is played with here
    rules, steps, ends, kinds = rs.table("rules"), rs.table("steps"), rs.table("ends"), rs.table(K.TABLE)
    for rule in _names(config.get("rules")):
        if rule not in rules:
            return "the save's game " + _why_absent(f"plays the rule change {rule!r}", named)
    for card in _names(config.get("events")):
        if card not in catalog.EVENTS:
            return "the save's game " + _why_absent(f"has the event card {card!r}", named)
    snap = data.get("snapshot") if isinstance(data.get("snapshot"), dict) else {}
    lands = snap.get("lands") if isinstance(snap.get("lands"), dict) else {}
    for land, pieces in lands.items():
        for token in pieces if isinstance(pieces, dict) else ():
            if isinstance(token, str) and token and token[0] not in kinds:
                return "the save " + _why_absent(f"has pieces of the kind {token[0]!r} (in {land})", named)
    for name in _names(snap.get("invader_steps")):
        if name not in steps:
            return "the save's game " + _why_absent(f"has the invader step {name!r}", named)
    for cause in _names(snap.get("end_conditions")):
        if cause not in ends:
            return "the save's game " + _why_absent(f"has the end condition {cause!r}", named)
    return ""


def seen(config: dict, pack: str) -> bool:
    """Whether a game with these settings sees what `pack` registered: a built-in pack's (but an
    optional one's, the expansion's, only when named), a named pack's, and what no loaded pack
    brought (a test's or a script's registrations)."""
    if pack in catalog._BUILT_IN or pack in _names(config.get("packs")):
        return True
    return pack not in installed_packs()


def kind_seen(config: dict, letter: str) -> bool:
    """Whether a game with these settings has the kind of piece `letter`."""
    packs = config.get("packs") if isinstance(config, dict) else None
    kind = catalog.ruleset_of(packs if isinstance(packs, (list, tuple)) else ()).table(K.TABLE).get(
        letter[:1]) if letter else None
    return kind is not None and seen(config, catalog.PACKS.pack_of.get(("kind", kind.id), kind.pack))


def kind_elsewhere(letter: str) -> str:
    """The first installed pack that brings a kind of piece of this letter ("" when none does)."""
    for name, entries in catalog.load().rules.items():
        if any(table == K.TABLE and key == letter[:1] for table, key, _v in entries):
            return name
    return ""


def unseen_content(config: dict) -> tuple[str, dict] | None:
    """Why a game with these settings cannot be set up as they say, as a setup refusal (code,
    data): a rule change or event card they name comes from an installed pack they do not name;
    None when all is seen."""
    for rule in _names(config.get("rules")):
        pack = catalog.PACKS.pack_of.get(("rule", rule), "")
        if pack and not seen(config, pack):
            return "rule_pack_unnamed", {"rule": rule, "pack": pack}
    for card in _names(config.get("events")):
        pack = catalog.PACKS.pack_of.get(("event", card), "")
        if pack and not seen(config, pack):
            return "event_pack_unnamed", {"event": card, "pack": pack}
    return None
