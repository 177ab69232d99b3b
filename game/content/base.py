"""The base game as a pack: its eight spirits, power cards, fear, blight and invader cards and
the six island boards (the content itself lives in the neighbouring modules)."""
from __future__ import annotations

from game.content.blight import BLIGHT
from game.content.boards import BOARDS
from game.content.cards_major import MAJORS
from game.content.cards_minor import MINORS
from game.content.cards_unique import UNIQUES
from game.content.fear import FEAR
from game.content.invaders import INVADER_CARDS
from game.content.spirits import SPIRITS

PACK_NAME = "base"


def register(pack) -> None:
    """Hand the base game's content to `pack` (uniques, minors, majors: the catalog's order)."""
    for spirit in SPIRITS.items.values():
        pack.spirit(spirit)
    for reg in (UNIQUES, MINORS, MAJORS):
        for card in reg.items.values():
            pack.power(card)
    for card in FEAR.items.values():
        pack.fear(card)
    for card in BLIGHT.items.values():
        pack.blight(card)
    for card in INVADER_CARDS.items.values():
        pack.invader(card)
    for board_id in BOARDS:
        pack.board(board_id)
