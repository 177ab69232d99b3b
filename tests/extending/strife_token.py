"""A token that rides on a piece: Discord, like the expansion's Strife, and the event that sows it.

An invader carrying Discord deals no damage when its land ravages; once that ravage is over,
each piece there sheds one Discord. It travels with the piece that carries it and goes when that
piece is destroyed. The event Sow Discord puts one on an Explorer in every land with Explorers.
One module, the public seams only: a kind registered with ``attached=True`` and hooks, and an
event card built from the primitives.
"""
from game.content import ops as o
from game.content.events import EventCard, register_event, unregister_event
from game.engine import kinds as K
from game.engine import pieces as P


def deals_nothing(state, land, token, damage):
    """invader_damage: an invader carrying Discord deals no damage."""
    return 0 if P.carries(token, "U") else damage


def shed_after_ravage(state, land, action):
    """after_action: once the land's ravage is over, each piece there sheds one Discord."""
    if action != "ravage":
        return
    pieces = state.lands[land]
    for token in [t for t in pieces if P.carries(t, "U")]:
        n = pieces.pop(token)
        P.add(pieces, P.detach(token, "U"), n)


DISCORD = K.Kind("discord", "U", "Discord", token=True, attached=True, pack="tests",
                 hooks={"invader_damage": deals_nothing, "after_action": shed_after_ravage})
SOW = EventCard("test-sow-discord", "Sow Discord", (o.each_land("explorers", (o.attach("U", 1, "E"),)),),
                "In every land with Explorers, 1 Explorer gains Discord.", pack="tests")


def install() -> None:
    K.register(DISCORD)
    register_event(SOW)


def uninstall() -> None:
    unregister_event(SOW.id)
    K.unregister(DISCORD.letter)
