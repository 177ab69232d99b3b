"""The expansion's fear cards: each acts on the tokens or isolates, with all three terror levels.
They join a game's fear deck only when its settings name the expansion. Every name and text is
our own."""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FearCard, Registry

FEAR = Registry("fear")

BEASTS, WILDS, DISEASE, BADLANDS, STRIFE = "A", "W", "Z", "H", "S"


def _f(id, name, one, two, three) -> FearCard:
    return FEAR.add(FearCard(id=id, name=name, levels=(
        (one[0], tuple(one[1])), (two[0], tuple(two[1])), (three[0], tuple(three[1])))))


def _each_spirit_in(cond, then):
    return (o.each_spirit((o.choose_land(cond, tuple(then)),)),)


_f("beasts-in-the-night", "Beasts in the Night",
   ("Each spirit adds 1 Beasts to a land with its presence.",
    _each_spirit_in("presence", (o.add(1, BEASTS),))),
   ("Each spirit deals 2 Damage in a land with Beasts and Invaders.",
    _each_spirit_in((f"{BEASTS}>=1", "invaders"), (o.damage(2),))),
   ("Each spirit destroys 1 Town in a land with Beasts.",
    _each_spirit_in((f"{BEASTS}>=1", "towns"), (o.destroy(1, K.TOWN),))))
_f("sickness-in-the-camps", "Sickness in the Camps",
   ("Each spirit adds 1 Disease to a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.add(1, DISEASE),))),
   ("Each spirit adds 1 Disease to a land with its presence and Invaders and removes 1 Explorer there.",
    _each_spirit_in(("presence", "invaders"), (o.add(1, DISEASE), o.remove(1, K.EXPLORER)))),
   ("Add 1 Disease to each land with a Town.",
    (o.each_land("towns", (o.add(1, DISEASE),)),)))
_f("neighbours-turn-on-neighbours", "Neighbours Turn on Neighbours",
   ("Each spirit adds 1 Strife in a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.attach(STRIFE, 1),))),
   ("Each spirit adds 2 Strife in a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.attach(STRIFE, 2),))),
   ("Each spirit adds 2 Strife and removes 1 Explorer in a land with Invaders.",
    _each_spirit_in("invaders", (o.attach(STRIFE, 2), o.remove(1, K.EXPLORER)))))
_f("the-land-turns-hostile", "The Land Turns Hostile",
   ("Each spirit adds 1 Badlands to a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.add(1, BADLANDS),))),
   ("Each spirit adds 1 Badlands and deals 1 Damage in a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.add(1, BADLANDS), o.damage(1)))),
   ("Add 1 Badlands to each land with Blight and Invaders.",
    (o.each_land(("blight", "invaders"), (o.add(1, BADLANDS),)),)))
_f("paths-vanish-in-the-green", "Paths Vanish in the Green",
   ("Each spirit adds 1 Wilds to a land with its presence.",
    _each_spirit_in("presence", (o.add(1, WILDS),))),
   ("Each spirit adds 1 Wilds to a land with its presence and pushes 1 Explorer from it.",
    _each_spirit_in("presence", (o.add(1, WILDS), o.push(1, K.EXPLORER)))),
   ("Add 1 Wilds to each land with Explorers and no Town or City.",
    (o.each_land(("explorers", "nobuildings"), (o.add(1, WILDS),)),)))
_f("roads-go-quiet", "The Roads Go Quiet",
   ("Each spirit isolates a land with its presence and Invaders.",
    _each_spirit_in(("presence", "invaders"), (o.isolate(),))),
   ("Each spirit isolates a land with its presence and Invaders and removes 1 Explorer there.",
    _each_spirit_in(("presence", "invaders"), (o.isolate(), o.remove(1, K.EXPLORER)))),
   ("Each spirit isolates a land with Invaders and downgrades 1 Town there.",
    _each_spirit_in("towns", (o.isolate(), o.downgrade(1, K.TOWN)))))


def register(pack) -> None:
    """Hand the expansion's fear cards to `pack`."""
    for card in FEAR.items.values():
        pack.fear(card)
