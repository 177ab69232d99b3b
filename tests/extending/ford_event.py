"""An event card of the expansion's shape with a dilemma whose cost the spirits share, "aided by"
an element: The Flooded Ford. Its harmful part is keyed on the island's health; then the spirits
choose: the invaders wade across (1 Explorer in each wetland), or they pay 2 Energy per spirit
between them, as unevenly as they like, aided by Water, and the ford holds (Defend 2 in each
wetland). With no choice made, the first option applies. One module, the public seams only."""
from game.content import ops as o
from game.content.events import EventCard, register_event, unregister_event
from game.engine import kinds as K

WADE = o.effect_choice("The invaders wade across: 1 Explorer in each wetland",
                       (o.each_land("wetland", (o.add(1, K.EXPLORER),)),))
HOLD = o.effect_choice("Pay 2 Energy per spirit, aided by Water: Defend 2 in each wetland",
                       (o.each_land("wetland", (o.defend(2),)),),
                       energy=2, per_spirit=True, shared=True, aided_by="water")
FORD = EventCard("test-flooded-ford", "The Flooded Ford", harm_by="health",
                 harm=(("The invaders wade across, unless the spirits hold the ford.", (o.dilemma(WADE, HOLD),)),
                       ("On each board, 1 Explorer comes to a wetland.",
                        (o.each_board((o.choose_land("wetland", (o.add(1, K.EXPLORER),)),)),))),
                 pack="tests", dilemma=True)


def install() -> None:
    register_event(FORD)


def uninstall() -> None:
    unregister_event(FORD.id)
