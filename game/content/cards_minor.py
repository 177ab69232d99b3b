"""Minor power cards: cost 0-2, one to three elements, one clear effect each.

Every name and text is our own. Texts say exactly what the ops do.
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, PowerCard, Registry

MINORS = Registry("minor")


def _m(id, name, cost, speed, elements, effect, text, **kw) -> PowerCard:
    return MINORS.add(PowerCard(id=id, name=name, kind="minor", cost=cost, speed=speed,
                                elements=tuple(elements), effect=tuple(effect), text=text, **kw))


_m("stinging-nettles", "Stinging Nettles", 0, FAST, ("plant",),
   (o.damage(1),), "1 Damage.", range=1, conditions=("jungle",))
_m("startled-herons", "Startled Herons", 0, FAST, ("air", "water", "animal"),
   (o.fear(2), o.push(1, K.EXPLORER)), "2 Fear. Push 1 Explorer.", range=1, conditions=("wetland",))
_m("tremor-in-the-scree", "Tremor in the Scree", 1, SLOW, ("earth",),
   (o.destroy(2, K.EXPLORER),), "Destroy 2 Explorers.", range=1, conditions=("mountain",))
_m("quicksand-hollows", "Quicksand Hollows", 1, FAST, ("earth", "water"),
   (o.defend(2),), "Defend 2.", range=1, conditions=("sand",))
_m("night-howls", "Night Howls", 1, SLOW, ("moon", "animal"),
   (o.fear(2), o.if_("buildings", (o.fear(1),))),
   "2 Fear, and 1 more if a Town or City is here.", range=1, conditions=("invaders",))
_m("call-of-the-elders", "Call of the Elders", 1, SLOW, ("sun", "animal"),
   (o.gather(2, K.DAHAN, up_to=True),), "Gather up to 2 Dahan.", range=1)
_m("green-regrowth", "Green Regrowth", 2, SLOW, ("plant", "water", "sun"),
   (o.remove(1, K.BLIGHT),), "Remove 1 Blight.", range=1, conditions=("blight",))
_m("warm-stones", "Warm Stones", 0, FAST, ("sun", "earth"),
   (o.energy(1), o.element("sun")), "Target spirit gains 1 Energy and 1 Sun.",
   target="spirit")
_m("drifting-seeds", "Drifting Seeds", 1, SLOW, ("plant", "air"),
   (o.gain_power("minor"),), "Target spirit gains a Minor Power.", target="spirit")
_m("glare-off-the-salt-flats", "Glare Off the Salt Flats", 1, FAST, ("sun", "fire"),
   (o.isolate(),), "Isolate this land.", range=2, source="sacred")
_m("camp-fever", "Camp Fever", 1, SLOW, ("water", "animal"),
   (o.damage_each(1, K.TOWN),), "1 Damage to each Town.", range=1, conditions=("towns",))
_m("rushing-floodwater", "Rushing Floodwater", 2, FAST, ("water", "earth"),
   (o.push(1, K.EXPLORER), o.push(1, K.TOWN)), "Push 1 Explorer and 1 Town.", range=1,
   conditions=("coastal",))
_m("sudden-downpour", "Sudden Downpour", 1, FAST, ("water", "air"),
   (o.skip("explore"),), "This turn, Invaders skip their next Explore here.", range=1,
   conditions=("wetland|sand",))
_m("shifting-dunes", "Shifting Dunes", 1, SLOW, ("earth", "air"),
   (o.push(2, K.EXPLORER, up_to=True),), "Push up to 2 Explorers.", range=1, conditions=("sand",))
_m("loose-boulders", "Loose Boulders", 1, FAST, ("earth",),
   (o.damage(2, K.TOWN),), "2 Damage to Towns.", range=1, conditions=("mountain", "towns"))
_m("swarm-of-midges", "Swarm of Midges", 0, SLOW, ("animal", "air"),
   (o.push(2, K.EXPLORER),), "Push 2 Explorers.", range=1, conditions=("explorers",))
_m("adder-in-the-grass", "Adder in the Grass", 1, FAST, ("animal", "plant"),
   (o.destroy(2, K.EXPLORER),), "Destroy 2 Explorers.", range=1, conditions=("jungle|sand",))
_m("stampede-of-wild-goats", "Stampede of Wild Goats", 2, SLOW, ("animal", "earth"),
   (o.damage(3),), "3 Damage.", range=1, conditions=("invaders",))
_m("moonlit-mirage", "Moonlit Mirage", 1, SLOW, ("moon", "water"),
   (o.gather(2, K.EXPLORER, up_to=True),), "Gather up to 2 Explorers.", range=2,
   conditions=("nodahan",))
_m("echoing-cries", "Echoing Cries", 0, SLOW, ("moon", "air"),
   (o.fear(2),), "2 Fear.", range=1, conditions=("buildings",))
_m("tales-by-the-fire", "Tales by the Fire", 1, FAST, ("sun", "fire"),
   (o.gather(1, K.DAHAN), o.defend(2)), "Gather 1 Dahan. Defend 2.", range=1,
   conditions=("dahan",))
_m("salt-in-the-wells", "Salt in the Wells", 1, SLOW, ("water", "earth"),
   (o.downgrade(1, K.TOWN),), "Downgrade 1 Town.", range=1, conditions=("towns",))
_m("thorny-hedge", "Thorny Hedge", 1, FAST, ("plant",),
   (o.isolate(),), "Isolate this land.", range=1, conditions=("noinvaders",))
_m("warm-current", "Warm Current", 1, FAST, ("water", "sun"),
   (o.reclaim_one(),), "Target spirit reclaims one card.", target="spirit")
_m("rats-in-the-grain-stores", "Rats in the Grain Stores", 1, SLOW, ("animal",),
   (o.damage(2, K.CITY),), "2 Damage to Cities.", range=1, conditions=("cities",))
_m("sucking-bog", "Sucking Bog", 2, FAST, ("water", "earth", "plant"),
   (o.damage_each(1, K.EXPLORER),), "1 Damage to each Explorer.", range=1, conditions=("wetland",))
_m("blight-fed-thorns", "Blight-Fed Thorns", 1, SLOW, ("plant", "fire"),
   (o.damage(2),), "2 Damage.", range=1, conditions=("blight",))
_m("heat-shimmer", "Heat Shimmer", 1, FAST, ("sun", "fire", "air"),
   (o.fear(2),), "2 Fear.", range=1, conditions=("inland", "invaders"))
_m("sap-rises", "Sap Rises", 1, SLOW, ("plant", "water"),
   (o.remove(1, K.BLIGHT),), "Remove 1 Blight.", range=0, conditions=("presence", "blight"))
_m("hidden-sinkholes", "Hidden Sinkholes", 2, SLOW, ("earth", "moon"),
   (o.destroy(1, "ET"),), "Destroy 1 Explorer or Town.", range=1, source="sacred",
   conditions=("invaders",))
_m("quiet-glade", "Quiet Glade", 0, FAST, ("plant", "moon"),
   (o.skip("build"),), "This turn, Invaders skip their next Build here.", range=1,
   conditions=("nobuildings", "noblight"))
_m("flocking-crows", "Flocking Crows", 1, FAST, ("air", "animal"),
   (o.remove(2, K.EXPLORER),), "Remove 2 Explorers.", range=2, conditions=("E>=2",))
_m("hunting-party", "Hunting Party", 1, SLOW, ("animal", "sun"),
   (o.damage(2),), "2 Damage.", range=1, conditions=("D>=2",))
_m("the-river-bends", "The River Bends", 1, SLOW, ("water",),
   (o.push(1, "ETC"),), "Push 1 Invader.", range=1, conditions=("wetland",))
_m("early-frost", "Early Frost", 1, FAST, ("moon", "water", "air"),
   (o.defend(2),), "Defend 2.", range=1, conditions=("nopresence", "dahan"))
_m("drifting-embers", "Drifting Embers", 1, SLOW, ("fire", "air"),
   (o.damage(3, "TC"),), "3 Damage to Towns and Cities.", range=1, conditions=("TC>=2",))
