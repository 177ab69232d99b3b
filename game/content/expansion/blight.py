"""The expansion's blight cards, acting on the tokens. They join a game's blight deck only when its
settings name the expansion. Every name and text is our own."""
from __future__ import annotations

from game.content import ops as o
from game.content.spec import BlightCard, Registry

BLIGHT = Registry("blight")

BEASTS, WILDS, BADLANDS, VITALITY, STRIFE = "A", "W", "H", "V", "S"

BLIGHT.add(BlightCard(
    id="wild-things-retreat", name="Wild Things Retreat",
    text="Blighted island: 4 blight per spirit. At every invader phase, remove 1 Beasts from each "
         "land with Blight and Beasts.",
    blighted_per_spirit=4,
    each_phase=(o.each_land(("blight", f"{BEASTS}>=1"), (o.remove(1, BEASTS),)),),
))
BLIGHT.add(BlightCard(
    id="barren-ground-hardens", name="Barren Ground Hardens",
    text="Blighted island: 5 blight per spirit. Each spirit adds 1 Badlands to a land with Blight "
         "and Invaders.",
    blighted_per_spirit=5,
    immediate=(o.each_spirit((o.choose_land(("blight", "invaders"), (o.add(1, BADLANDS),)),)),),
))
BLIGHT.add(BlightCard(
    id="the-wilds-burn-away", name="The Wilds Burn Away",
    text="Blighted island: 4 blight per spirit. At every invader phase, remove 1 Wilds from each land "
         "with Blight and Wilds.",
    blighted_per_spirit=4,
    each_phase=(o.each_land(("blight", f"{WILDS}>=1"), (o.remove(1, WILDS),)),),
))
BLIGHT.add(BlightCard(
    id="quarrels-are-forgotten", name="Quarrels Are Forgotten",
    text="Blighted island: 5 blight per spirit. At every invader phase, take 1 Strife off the "
         "Invaders of each land with Blight.",
    blighted_per_spirit=5,
    each_phase=(o.each_land(("blight", "invaders"), (o.detach(STRIFE, 1),)),),
))
BLIGHT.add(BlightCard(
    id="green-shoots-hold", name="Green Shoots Hold",
    text="Still healthy: 2 blight per spirit. Each spirit adds 1 Vitality to a land with its "
         "presence. When this card empties, draw a new blight card.",
    blighted_per_spirit=2,
    immediate=(o.each_spirit((o.choose_land("presence", (o.add(1, VITALITY),)),)),),
    still_healthy=True,
))


def register(pack) -> None:
    """Hand the expansion's blight cards to `pack`."""
    for card in BLIGHT.items.values():
        pack.blight(card)
