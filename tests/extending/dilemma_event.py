"""An event card with a dilemma: The Toll Road. The spirits may pay 1 Energy between them to
turn the Explorers back (1 Explorer removed from every land with Explorers); if nobody pays,
the invaders take the road (1 Explorer added to every land with a Town). One module, the
public seams only: an event card whose effect is the primitive `one_of`."""
from game.content import ops as o
from game.content.events import EventCard, register_event, unregister_event
from game.engine import kinds as K

TURN_BACK = o.effect_choice("Pay 1 Energy: 1 Explorer leaves every land with Explorers",
                            (o.each_land("explorers", (o.remove(1, K.EXPLORER),)),), energy=1, shared=True)
TAKE_THE_ROAD = o.effect_choice("1 Explorer comes to every land with a Town",
                                (o.each_land("towns", (o.add(1, K.EXPLORER),)),))
TOLL = EventCard("test-toll-road", "The Toll Road", (o.one_of(TURN_BACK, TAKE_THE_ROAD, default=1),),
                 "Either the spirits pay 1 Energy between them and 1 Explorer leaves every land with "
                 "Explorers, or 1 Explorer comes to every land with a Town.", pack="tests")


def install() -> None:
    register_event(TOLL)


def uninstall() -> None:
    unregister_event(TOLL.id)
