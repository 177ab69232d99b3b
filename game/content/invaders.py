"""The invader deck: 4 stage I cards, 5 stage II cards (4 escalating + 1 coastal) and 6 stage III
cards (every pair of the four terrains). Names are our own."""
from __future__ import annotations

from itertools import combinations

from game.content.spec import InvaderCard, Registry

TERRAINS = ("mountain", "wetland", "jungle", "sand")

_STAGE_I_NAMES = {
    "mountain": "Scouts in the Crags",
    "wetland": "Scouts in the Marsh",
    "jungle": "Scouts in the Thicket",
    "sand": "Scouts on the Dunes",
}
_STAGE_II_NAMES = {
    "mountain": "Quarries Spread",
    "wetland": "Drainage Ditches",
    "jungle": "Clearing Fires",
    "sand": "Salt Works",
}
_STAGE_III_NAMES = {
    ("mountain", "wetland"): "Roads from Ridge to Reed",
    ("mountain", "jungle"): "Timber and Stone",
    ("mountain", "sand"): "Cliffs and Shores Claimed",
    ("wetland", "jungle"): "Paddies in the Green",
    ("wetland", "sand"): "Lagoon Harbours",
    ("jungle", "sand"): "Plantations by the Shore",
}

INVADER_CARDS = Registry("invader")

for _t in TERRAINS:
    INVADER_CARDS.add(InvaderCard(id=f"I-{_t}", stage=1, terrains=(_t,), name=_STAGE_I_NAMES[_t]))
for _t in TERRAINS:
    INVADER_CARDS.add(InvaderCard(id=f"II-{_t}", stage=2, terrains=(_t,), escalation=True,
                                  name=_STAGE_II_NAMES[_t]))
INVADER_CARDS.add(InvaderCard(id="II-coastal", stage=2, terrains=(), coastal=True,
                              name="Landings Along the Coast"))
for _a, _b in combinations(TERRAINS, 2):
    INVADER_CARDS.add(InvaderCard(id=f"III-{_a}-{_b}", stage=3, terrains=(_a, _b),
                                  name=_STAGE_III_NAMES[(_a, _b)]))
