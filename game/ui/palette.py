"""Colours of the island's table: terrains (normal and colour-blind safe), invaders, actions; the
panels' and highlights' are the shell's (game.shell.palette), named here too."""
from __future__ import annotations

from ..shell.palette import (BAD, BG, FEAR, GLOW, GOLD, GOOD, HOVER, INK, INK_DIM, PANEL,  # noqa: F401
                             PANEL_DARK, PANEL_EDGE, shade)

TERRAINS = ("mountain", "wetland", "jungle", "sand")

# The pieces' own colours (a spirit's presence has the spirit's colour, in content/spirits.py).
# These, the spirits' and the terrain fills below keep a CAM02-UCS distance of 12 or more from
# each other, also under simulated protanopia, deuteranopia and tritanopia (tests/ui/test_colours.py).
INVADER = (246, 255, 229)
DAHAN = (124, 5, 0)
BLIGHT_PIECE = (148, 3, 146)

# Each terrain: base fill, pattern ink. Told apart by pattern and icon as well as colour.
NORMAL = {
    "mountain": ((133, 124, 114), (90, 82, 76)),
    "wetland": ((71, 181, 158), (36, 116, 110)),
    "jungle": ((42, 119, 0), (22, 74, 8)),
    "sand": ((205, 186, 115), (160, 130, 66)),
    "ocean": ((38, 86, 140), (62, 116, 172)),
}
# Okabe-Ito based: distinct under deuteranopia / protanopia / tritanopia.
COLOURBLIND = {
    "mountain": ((172, 164, 160), (110, 106, 104)),
    "wetland": ((23, 164, 250), (20, 100, 165)),
    "jungle": ((36, 143, 98), (10, 84, 56)),
    "sand": ((214, 155, 40), (160, 104, 10)),
    "ocean": ((20, 50, 100), (45, 85, 140)),
}

TABLE = (30, 33, 30)          # behind the island where there is no sea
SURF = (232, 226, 200)        # foam where a coastal land meets the sea
ISLAND_EDGE = (96, 74, 50)    # the island's earthen edge where it does not meet the sea
BLIGHT = (120, 40, 110)

ACTION_COLOURS = {"ravage": (214, 62, 52), "build": (235, 150, 40), "explore": (90, 170, 235)}
SPEED_COLOURS = {"fast": (226, 92, 60), "slow": (80, 140, 220)}
ELEMENT_COLOURS = {
    "sun": (250, 200, 40), "moon": (190, 200, 230), "fire": (235, 90, 40), "air": (200, 220, 235),
    "water": (60, 140, 220), "earth": (130, 100, 70), "plant": (80, 170, 70), "animal": (200, 70, 70),
}


def terrain_colours(colourblind: bool) -> dict:
    """Terrain (fill, ink) pairs for the chosen palette."""
    return COLOURBLIND if colourblind else NORMAL
