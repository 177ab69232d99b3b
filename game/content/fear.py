"""Fear cards: one effect per terror level, each level stronger than the one before.

Every name and text is our own. A fear card has no acting spirit of its own: its effects use
`each_spirit` (each spirit in turn acts, e.g. picking a land with `choose_land`) or `each_land`
(choices made by the spirit whose home board holds the land).
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FearCard, Registry

FEAR = Registry("fear")


def _f(id, name, one, two, three) -> FearCard:
    return FEAR.add(FearCard(id=id, name=name, levels=(
        (one[0], tuple(one[1])), (two[0], tuple(two[1])), (three[0], tuple(three[1])))))


def _each_spirit_in(cond, then):
    return (o.each_spirit((o.choose_land(cond, tuple(then)),)),)


_f("jittery-settlers", "Jittery Settlers",
   ("Each spirit removes 2 Explorers from a land with its presence.",
    _each_spirit_in(("presence", "explorers"), (o.remove(2, K.EXPLORER),))),
   ("Each spirit removes 2 Explorers or Towns from a land with its presence.",
    _each_spirit_in(("presence", "invaders"), (o.remove(2, "ET"),))),
   ("Each spirit removes 3 Explorers or Towns from a land with its presence.",
    _each_spirit_in(("presence", "invaders"), (o.remove(3, "ET"),))))
_f("shuttered-windows", "Shuttered Windows",
   ("This turn, Invaders skip their next Explore in each land with at least 2 Dahan.",
    (o.each_land("D>=2", (o.skip("explore"),)),)),
   ("This turn, Invaders skip their next Explore in each land with Dahan.",
    (o.each_land("dahan", (o.skip("explore"),)),)),
   ("This turn, Invaders skip their next Explore and Build in each land with Dahan.",
    (o.each_land("dahan", (o.skip("explore"), o.skip("build"))),)))
_f("abandoned-outposts", "Abandoned Outposts",
   ("Each spirit downgrades 1 Town in an inland land.",
    _each_spirit_in(("inland", "towns"), (o.downgrade(1, K.TOWN),))),
   ("Each spirit downgrades 1 Town or City in any land.",
    _each_spirit_in("buildings", (o.downgrade(1, "TC"),))),
   ("Downgrade 1 City in each land with a City.",
    (o.each_land("cities", (o.downgrade(1, K.CITY),)),)))
_f("courage-in-the-villages", "Courage in the Villages",
   ("Defend 2 in each land with Dahan.", (o.each_land("dahan", (o.defend(2),)),)),
   ("Defend 3 in each land with Dahan.", (o.each_land("dahan", (o.defend(3),)),)),
   ("Defend 3 and 2 Damage in each land with Dahan.",
    (o.each_land("dahan", (o.defend(3), o.damage(2))),)))
_f("retreat-to-the-shore", "Retreat to the Shore",
   ("In each inland land, push up to 2 Explorers.",
    (o.each_land(("inland", "explorers"), (o.push(2, K.EXPLORER, up_to=True),)),)),
   ("In each inland land, push 1 Explorer or Town.",
    (o.each_land(("inland", "invaders"), (o.push(1, "ET"),)),)),
   ("In each inland land, push up to 2 Explorers or Towns.",
    (o.each_land(("inland", "invaders"), (o.push(2, "ET", up_to=True),)),)))
_f("quarrels-in-camp", "Quarrels in Camp",
   ("Each spirit deals 2 Damage in a land with Invaders.",
    _each_spirit_in("invaders", (o.damage(2),))),
   ("Each spirit deals 3 Damage in a land with Invaders.",
    _each_spirit_in("invaders", (o.damage(3),))),
   ("Each spirit deals 4 Damage in a land with Invaders.",
    _each_spirit_in("invaders", (o.damage(4),))))
_f("empty-granaries", "Empty Granaries",
   ("Each spirit picks a land with Invaders: this turn, Invaders skip their next Build there.",
    _each_spirit_in("invaders", (o.skip("build"),))),
   ("This turn, Invaders skip their next Build in each land with a Town.",
    (o.each_land("towns", (o.skip("build"),)),)),
   ("This turn, Invaders skip their next Build in every land with Invaders.",
    (o.each_land("invaders", (o.skip("build"),)),)))
_f("sleepless-sentries", "Sleepless Sentries",
   ("Each spirit picks a land with its presence: Defend 4 there.",
    _each_spirit_in("presence", (o.defend(4),))),
   ("Each spirit picks a land with its presence: this turn, Invaders skip their next Ravage there.",
    _each_spirit_in("presence", (o.skip("ravage"),))),
   ("Each spirit picks a land with Invaders: this turn, Invaders skip their next Ravage there.",
    _each_spirit_in("invaders", (o.skip("ravage"),))))
_f("lost-on-the-paths", "Lost on the Paths",
   ("Remove 1 Explorer from each coastal land with Explorers.",
    (o.each_land(("coastal", "explorers"), (o.remove(1, K.EXPLORER),)),)),
   ("Remove 1 Explorer from each coastal land, and from each inland land with at least 2 "
    "Explorers.",
    (o.each_land(("coastal", "explorers"), (o.remove(1, K.EXPLORER),)),
     o.each_land(("inland", "E>=2"), (o.remove(1, K.EXPLORER),)))),
   ("Remove 1 Explorer from each land with Explorers.",
    (o.each_land("explorers", (o.remove(1, K.EXPLORER),)),)))
_f("boats-turn-back", "Boats Turn Back",
   ("Each spirit picks a coastal land: this turn, Invaders skip their next Explore there.",
    _each_spirit_in("coastal", (o.skip("explore"),))),
   ("This turn, Invaders skip their next Explore in each coastal land without Towns or Cities.",
    (o.each_land(("coastal", "nobuildings"), (o.skip("explore"),)),)),
   ("This turn, Invaders skip their next Explore in each coastal land.",
    (o.each_land("coastal", (o.skip("explore"),)),)))
_f("ambush-by-moonlight", "Ambush by Moonlight",
   ("Each spirit deals 3 Damage in a land with Dahan and Invaders.",
    _each_spirit_in(("dahan", "invaders"), (o.damage(3),))),
   ("2 Damage in each land with Dahan and Invaders.",
    (o.each_land(("dahan", "invaders"), (o.damage(2),)),)),
   ("1 Damage per Dahan in each land with Dahan and Invaders.",
    (o.each_land(("dahan", "invaders"), (o.damage(1, per=K.DAHAN),)),)))
_f("settlers-pack-up", "Settlers Pack Up",
   ("Each spirit removes 2 Explorers from any land.",
    _each_spirit_in("explorers", (o.remove(2, K.EXPLORER),))),
   ("Each spirit removes 1 Town from any land.",
    _each_spirit_in("towns", (o.remove(1, K.TOWN),))),
   ("Each spirit removes 1 Town or City from any land.",
    _each_spirit_in("buildings", (o.remove(1, "TC"),))))
_f("unease-in-the-highlands", "Unease in the Highlands",
   ("Remove 1 Explorer from each mountain with Explorers.",
    (o.each_land(("mountain", "explorers"), (o.remove(1, K.EXPLORER),)),)),
   ("Remove 1 Explorer from each mountain and jungle with Explorers.",
    (o.each_land(("mountain|jungle", "explorers"), (o.remove(1, K.EXPLORER),)),)),
   ("Remove 1 Explorer or Town from each mountain and jungle with Invaders.",
    (o.each_land(("mountain|jungle", "invaders"), (o.remove(1, "ET"),)),)))
_f("keep-clear-of-the-villages", "Keep Clear of the Villages",
   ("This turn, Invaders skip their next Build in each land where Dahan outnumber Towns and Cities.",
    (o.each_land("D>TC", (o.skip("build"),)),)),
   ("This turn, Invaders skip their next Build and Explore in each land where Dahan outnumber Towns and "
    "Cities.",
    (o.each_land("D>TC", (o.skip("build"), o.skip("explore"))),)),
   ("This turn, Invaders skip their next Ravage in each land where Dahan outnumber Towns and Cities, "
    "and their next Build in each land with Dahan.",
    (o.each_land("D>TC", (o.skip("ravage"),)), o.each_land("dahan", (o.skip("build"),)))))
_f("frozen-in-doubt", "Frozen in Doubt",
   ("Each spirit isolates a land with its presence.",
    _each_spirit_in("presence", (o.isolate(),))),
   ("Each spirit picks a land with Invaders: isolate it and Defend 2 there.",
    _each_spirit_in("invaders", (o.isolate(), o.defend(2)))),
   ("Each spirit picks a land with Invaders: isolate it, and this turn "
    "Invaders skip their next Ravage there.",
    _each_spirit_in("invaders", (o.isolate(), o.skip("ravage")))))
