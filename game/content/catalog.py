"""All game content in one place: the registries the engine and UI look content up in.

Registries: SPIRITS, POWERS (unique + minor + major power cards), FEAR, BLIGHT, INVADER_CARDS,
EVENTS (none in the base game; see game.content.events),
filled by the content packs (game.content.packs; the base game is game.content.base).
Helper lists: MINOR_IDS, MAJOR_IDS, FEAR_IDS, BLIGHT_IDS, INVADER_IDS (the decks a new game
shuffles: built-in packs only), UNIQUE_IDS.

Custom ops (`ops.custom(name, **args)`) used by the content, for the engine to implement:
  (none so far)
"""
from __future__ import annotations

from game.content import packs

__all__ = ["SPIRITS", "POWERS", "FEAR", "BLIGHT", "INVADER_CARDS", "EVENTS", "MINOR_IDS", "MAJOR_IDS",
           "UNIQUE_IDS", "FEAR_IDS", "BLIGHT_IDS", "INVADER_IDS", "PACKS", "catalog_summary", "name_of"]

# Every pack registers here once, when the game starts (game.content.packs).
PACKS = packs.load()
SPIRITS = PACKS.registries["spirit"]
POWERS = PACKS.registries["power"]
FEAR = PACKS.registries["fear"]
BLIGHT = PACKS.registries["blight"]
INVADER_CARDS = PACKS.registries["invader"]
EVENTS = PACKS.registries["event"]

# The decks a new game shuffles: the built-in packs' cards. A third-party pack's cards are in
# the registries (its spirits can be chosen) but never slip into the base game's decks, so an
# installed pack changes no seed and no save.
_BUILT_IN = {p["name"] for p in PACKS.packs if p["origin"].startswith("built-in")}
MINOR_IDS: list[str] = [i for i in PACKS.ids_from("power", _BUILT_IN) if POWERS[i].kind == "minor"]
MAJOR_IDS: list[str] = [i for i in PACKS.ids_from("power", _BUILT_IN) if POWERS[i].kind == "major"]
UNIQUE_IDS: list[str] = [i for i in POWERS.ids() if POWERS[i].kind == "unique"]
FEAR_IDS: list[str] = PACKS.ids_from("fear", _BUILT_IN)
BLIGHT_IDS: list[str] = PACKS.ids_from("blight", _BUILT_IN)
INVADER_IDS: list[str] = PACKS.ids_from("invader", _BUILT_IN)


def name_of(content_id: str) -> str | None:
    """The player-facing name of a card, innate power, spirit, fear, blight or invader card by its
    id, or None when no pack registered that id. The one place ids become names."""
    for reg in (POWERS, SPIRITS, FEAR, BLIGHT, INVADER_CARDS, EVENTS):
        if content_id in reg.items:
            return reg.items[content_id].name
    for sp in SPIRITS.items.values():
        for inn in sp.innates:
            if inn.id == content_id:
                return inn.name
    return None


def _entry(ids, kind: str) -> dict:
    ids = list(ids)
    return {"count": len(ids), "ids": ids, "packs": {i: PACKS.pack_of.get((kind, i), "") for i in ids}}


def catalog_summary() -> dict:
    """What content the game holds: for each kind, how many, their ids and the pack each came
    from (spirits also list their four unique cards); then the packs loaded and refused. Used
    by `python -m game catalog` and by tests."""
    spirits = _entry(SPIRITS.ids(), "spirit")
    spirits["unique_cards"] = {s.id: list(s.uniques) for s in SPIRITS.items.values()}
    powers = POWERS.items.values()
    return {
        "spirits": spirits,
        "minor": _entry((c.id for c in powers if c.kind == "minor"), "power"),
        "major": _entry((c.id for c in powers if c.kind == "major"), "power"),
        "unique": _entry((c.id for c in powers if c.kind == "unique"), "power"),
        "fear": _entry(FEAR.ids(), "fear"),
        "blight": _entry(BLIGHT.ids(), "blight"),
        "boards": _entry(PACKS.boards, "board"),
        "invader": _entry(INVADER_CARDS.ids(), "invader"),
        "event": _entry(EVENTS.ids(), "event"),
        "packs": [dict(p) for p in PACKS.packs],
        "refused": list(PACKS.refused),
    }
