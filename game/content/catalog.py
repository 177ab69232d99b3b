"""All game content in one place: the registries the engine and UI look content up in.

Registries: SPIRITS, POWERS (unique + minor + major power cards), FEAR, BLIGHT, INVADER_CARDS.
Helper lists: MINOR_IDS, MAJOR_IDS (the decks to shuffle), UNIQUE_IDS.

Custom ops (`ops.custom(name, **args)`) used by the content, for the engine to implement:
  (none so far)
"""
from __future__ import annotations

from game.content.blight import BLIGHT
from game.content.cards_major import MAJORS
from game.content.cards_minor import MINORS
from game.content.cards_unique import UNIQUES
from game.content.fear import FEAR
from game.content.invaders import INVADER_CARDS
from game.content.spec import Registry
from game.content.spirits import SPIRITS

__all__ = ["SPIRITS", "POWERS", "FEAR", "BLIGHT", "INVADER_CARDS", "MINOR_IDS", "MAJOR_IDS",
           "UNIQUE_IDS", "catalog_summary"]

POWERS = Registry("power")
for _reg in (UNIQUES, MINORS, MAJORS):
    for _card in _reg.items.values():
        POWERS.add(_card)

MINOR_IDS: list[str] = MINORS.ids()
MAJOR_IDS: list[str] = MAJORS.ids()
UNIQUE_IDS: list[str] = UNIQUES.ids()


def _entry(ids) -> dict:
    ids = list(ids)
    return {"count": len(ids), "ids": ids}


def catalog_summary() -> dict:
    """What content the game holds: for each kind, how many and their ids (spirits also list
    their four unique cards). Used by `python -m game catalog` and by tests."""
    try:
        from game.content.boards import BOARDS  # written separately; may not exist yet
        board_ids = list(BOARDS.ids() if hasattr(BOARDS, "ids") else BOARDS)
    except ImportError:
        board_ids = []
    spirits = _entry(SPIRITS.ids())
    spirits["unique_cards"] = {s.id: list(s.uniques) for s in SPIRITS.items.values()}
    return {
        "spirits": spirits,
        "minor": _entry(MINOR_IDS),
        "major": _entry(MAJOR_IDS),
        "fear": _entry(FEAR.ids()),
        "blight": _entry(BLIGHT.ids()),
        "boards": _entry(board_ids),
        "invader": _entry(INVADER_CARDS.ids()),
    }
