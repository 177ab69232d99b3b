"""A pack with a spirit that has an Incarna: the Mist Walker, whose Incarna (the Grey Shape) is a
sacred site wherever it stands, and whose card moves it.

The Incarna is a field of the spirit's panel, `incarna=(name, where it is a sacred site)`; the
engine (game.engine.incarna) does the rest: the Incarna counts as presence for range and for
"spirit destroyed", once and never twice, blight may spare it, and it stays empowered.
"""
from game.content import ops
from game.content.spec import FAST, GrowthOption, InnateLevel, InnatePower, PowerCard, Spirit

WALKER = Spirit(
    id="mist-walker", name="Mist Walker", summary="A grey shape that walks where the fog goes, "
    "and the island's fear walks with it: an example of a spirit with an Incarna.",
    stats={"attack": 1, "control": 2, "fear": 3, "defense": 1, "support": 1},
    growth=(GrowthOption((("reclaim",), ("card",)), "Reclaim all cards and gain a power card."),
            GrowthOption((("presence", 2, ""), ("energy", 2)), "Add a presence within 2 and gain 2 energy.")),
    energy_track=({"energy": 1}, {"energy": 2}, {"energy": 3}, {"energy": 4}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"plays": 3}, {"plays": 3}, {"plays": 4}),
    innates=(InnatePower("grey-shape-drifts", "The Grey Shape Drifts", FAST, (
        InnateLevel((("air", 1),), (ops.incarna_here(),), "Your Incarna moves here."),
        InnateLevel((("air", 2),), (ops.fear(1),), "1 Fear.")), range=1),),
    uniques=("fog-on-the-road",),
    setup=(("terrain", "wetland", "highest", 1),),
    incarna=("The Grey Shape", "always"),       # a sacred site wherever it stands
)

FOG = PowerCard(id="fog-on-the-road", name="Fog on the Road", kind="unique", cost=0, speed=FAST,
                elements=("air",), effect=(ops.incarna_here(), ops.fear(1)),
                text="Your Incarna moves here. 1 Fear.", range=2)


def register(pack) -> None:
    pack.spirit(WALKER)
    pack.power(FOG)
