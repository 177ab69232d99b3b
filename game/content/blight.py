"""Blight cards. The healthy side holds 2 blight per spirit (+1 at setup); when it empties the
card flips: `blighted_per_spirit` more per spirit, `immediate` once, `each_phase` at every
invader phase after. A `still_healthy` card is replaced by a new blight card instead of the game
being lost when it empties. Every name and text is our own."""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import BlightCard, Registry

BLIGHT = Registry("blight")

BLIGHT.add(BlightCard(
    id="scorched-soil-draws-settlers", name="Scorched Soil Draws Settlers",
    text="Blighted island: 5 blight per spirit. At every invader phase, add 1 Explorer to "
         "each land with Blight.",
    blighted_per_spirit=5,
    each_phase=(o.each_land("blight", (o.add(1, K.EXPLORER),)),),
))
BLIGHT.add(BlightCard(
    id="the-island-holds-on", name="The Island Holds On",
    text="Still healthy: 2 blight per spirit. Each spirit gains a Minor Power. When this card "
         "empties, draw a new blight card.",
    blighted_per_spirit=2,
    immediate=(o.each_spirit((o.gain_power("minor"),)),),
    still_healthy=True,
))
BLIGHT.add(BlightCard(
    id="choking-dust", name="Choking Dust",
    text="Blighted island: 5 blight per spirit. Each spirit adds 1 Blight to a land with its "
         "presence.",
    blighted_per_spirit=5,
    immediate=(o.each_spirit((o.choose_land("presence", (o.add_blight(1),)),)),),
))
BLIGHT.add(BlightCard(
    id="towns-swell-on-dead-ground", name="Towns Swell on Dead Ground",
    text="Blighted island: 4 blight per spirit. At every invader phase, add 1 Town to each "
         "land with Blight and Explorers.",
    blighted_per_spirit=4,
    each_phase=(o.each_land(("blight", "explorers"), (o.add(1, K.TOWN),)),),
))
BLIGHT.add(BlightCard(
    id="dahan-flee-the-ruin", name="The Dahan Flee the Ruin",
    text="Blighted island: 4 blight per spirit. At every invader phase, remove 1 Dahan from "
         "each land with Blight and Dahan.",
    blighted_per_spirit=4,
    each_phase=(o.each_land(("blight", "dahan"), (o.remove(1, K.DAHAN),)),),
))
BLIGHT.add(BlightCard(
    id="a-second-spring", name="A Second Spring",
    text="Still healthy: 2 blight per spirit. Each spirit gains 2 Energy. When this card "
         "empties, draw a new blight card.",
    blighted_per_spirit=2,
    immediate=(o.each_spirit((o.energy(2),)),),
    still_healthy=True,
))
