"""The expansion's minor and major powers: cards that add, move and count the tokens (Beasts "A",
Wilds "W", Disease "Z", Badlands "H", Vitality "V", Strife "S" on an invader), isolate lands and
downgrade invaders. They join a game's power decks only when its settings name the expansion.

Every name and text is our own. Texts say exactly what the ops do.
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, PowerCard, Registry

MINORS = Registry("minor")
MAJORS = Registry("major")

BEASTS, WILDS, DISEASE, BADLANDS, VITALITY, STRIFE = "A", "W", "Z", "H", "V", "S"


def _m(id, name, cost, speed, elements, effect, text, **kw) -> PowerCard:
    return MINORS.add(PowerCard(id=id, name=name, kind="minor", cost=cost, speed=speed,
                                elements=tuple(elements), effect=tuple(effect), text=text, **kw))


def _M(id, name, cost, speed, elements, effect, text, threshold, threshold_effect, threshold_text, **kw) -> PowerCard:
    return MAJORS.add(PowerCard(
        id=id, name=name, kind="major", cost=cost, speed=speed, elements=tuple(elements),
        effect=tuple(effect), text=text, threshold=tuple(threshold.items()),
        threshold_effect=tuple(threshold_effect), threshold_text=threshold_text, **kw))


# --- minor powers ------------------------------------------------------------------------------
_m("scent-of-the-burrow", "Scent of the Burrow", 0, FAST, ("animal",),
   (o.gather(2, BEASTS, up_to=True),), "Gather up to 2 Beasts.", range=1)
_m("wolves-at-the-treeline", "Wolves at the Treeline", 1, SLOW, ("animal", "moon"),
   (o.add(1, BEASTS), o.fear(1)), "Add 1 Beasts. 1 Fear.", range=1, conditions=("jungle|mountain",))
_m("stampede-through-the-camp", "Stampede Through the Camp", 1, SLOW, ("animal", "earth"),
   (o.damage(1, per=BEASTS),), "1 Damage per Beasts here.", range=1, conditions=(f"{BEASTS}>=1", "invaders"))
_m("lure-of-the-wild", "Lure of the Wild", 1, SLOW, ("animal", "plant"),
   (o.gather(1, BEASTS, up_to=True), o.push(1, K.EXPLORER)), "Gather up to 1 Beasts. Push 1 Explorer.", range=1)
_m("creepers-close-the-trail", "Creepers Close the Trail", 0, FAST, ("plant",),
   (o.add(1, WILDS), o.fear(1)), "Add 1 Wilds. 1 Fear.", range=1, conditions=("invaders",))
_m("overgrown-ruins", "Overgrown Ruins", 1, SLOW, ("plant", "earth"),
   (o.add(1, WILDS), o.push(1, K.EXPLORER)), "Add 1 Wilds. Push 1 Explorer.", range=1, conditions=("explorers",))
_m("fever-in-the-wells", "Fever in the Wells", 1, SLOW, ("water", "animal"),
   (o.add(1, DISEASE),), "Add 1 Disease.", range=1, conditions=("buildings",))
_m("marsh-ague", "Marsh Ague", 2, FAST, ("water", "moon"),
   (o.add(1, DISEASE), o.fear(1)), "Add 1 Disease. 1 Fear.", range=1, conditions=("wetland|jungle", "invaders"))
_m("bitter-quarrel", "Bitter Quarrel", 0, FAST, ("moon", "fire"),
   (o.attach(STRIFE, 1), o.fear(1)), "Add 1 Strife. 1 Fear.", range=1, conditions=("invaders",))
_m("stolen-rations", "Stolen Rations", 0, SLOW, ("moon", "air"),
   (o.attach(STRIFE, 1, "TC"),), "Add 1 Strife to a Town or City.", range=1, conditions=("buildings",))
_m("sulphur-vents", "Sulphur Vents", 1, SLOW, ("fire", "earth"),
   (o.add(1, BADLANDS), o.damage(1)), "Add 1 Badlands. 1 Damage.", range=1, conditions=("mountain|sand", "invaders"))
_m("thirsting-dust", "Thirsting Dust", 1, FAST, ("fire", "air"),
   (o.damage(1), o.if_("blight", (o.add(1, BADLANDS),))), "1 Damage. Add 1 Badlands if Blight is here.",
   range=1, conditions=("invaders",))
_m("spring-of-plenty", "Spring of Plenty", 1, SLOW, ("water", "plant"),
   (o.add(1, VITALITY),), "Add 1 Vitality.", range=1, conditions=("noblight",))
_m("moss-on-the-stones", "Moss on the Stones", 1, FAST, ("plant", "water"),
   (o.defend(1), o.add(1, VITALITY)), "Defend 1. Add 1 Vitality.", range=1, conditions=("noblight",))
_m("walls-of-fog", "Walls of Fog", 1, FAST, ("water", "air"),
   (o.isolate(), o.push(1, K.EXPLORER)), "Isolate this land. Push 1 Explorer.", range=1, conditions=("explorers",))
_m("quickening-gust", "Quickening Gust", 0, FAST, ("air",),
   (o.energy(1), o.fast_now(1)),
   "Target spirit gains 1 Energy. This turn, it may use one of its slow powers in the fast phase.",
   target="spirit")
_m("crumbling-palisade", "Crumbling Palisade", 1, SLOW, ("earth", "moon"),
   (o.downgrade(1, K.CITY),), "Downgrade 1 City.", range=1, conditions=("cities",))

# --- major powers ------------------------------------------------------------------------------
_M("the-herds-return", "The Herds Return", 3, SLOW, ("animal", "earth", "plant"),
   (o.add(2, BEASTS), o.damage(1, per=BEASTS)), "Add 2 Beasts, then 1 Damage per Beasts here.",
   {"animal": 3}, (o.fear(1, per=BEASTS),), "Also 1 Fear per Beasts here.", range=1, conditions=("invaders",))
_M("forest-swallows-the-road", "The Forest Swallows the Road", 4, FAST, ("plant", "earth", "moon"),
   (o.add(2, WILDS), o.isolate()), "Add 2 Wilds. Isolate this land.",
   {"plant": 3, "earth": 1}, (o.destroy(0, K.EXPLORER),), "Also destroy every Explorer.", range=1)
_M("plague-winds", "Plague Winds", 5, SLOW, ("water", "air", "animal"),
   (o.add(2, DISEASE), o.damage(2, K.TOWN)), "Add 2 Disease. 2 Damage to Towns.",
   {"water": 2, "animal": 2}, (o.downgrade(1, K.CITY),), "Also downgrade 1 City.", range=1,
   conditions=("buildings",))
_M("war-among-the-settlers", "War Among the Settlers", 5, FAST, ("moon", "fire", "air"),
   (o.attach(STRIFE, 2), o.fear(3)), "Add 2 Strife. 3 Fear.",
   {"moon": 3, "fire": 2}, (o.attach(STRIFE, 2),), "Also add 2 more Strife.", range=1, conditions=("invaders",))
_M("the-earth-turns-to-salt", "The Earth Turns to Salt", 5, SLOW, ("fire", "earth", "sun"),
   (o.add(2, BADLANDS), o.damage(3)), "Add 2 Badlands. 3 Damage.",
   {"fire": 3, "earth": 2}, (o.damage(2),), "Also 2 more Damage.", range=1, conditions=("invaders",))
_M("a-tide-of-green-life", "A Tide of Green Life", 3, SLOW, ("plant", "water", "sun"),
   (o.remove(1, K.BLIGHT), o.add(1, VITALITY)), "Remove 1 Blight. Add 1 Vitality.",
   {"plant": 3, "water": 2}, (o.add(1, VITALITY), o.add(1, K.DAHAN)), "Also add 1 more Vitality and 1 Dahan.",
   range=1, conditions=("blight",))
_M("the-village-forgets-its-name", "The Village Forgets Its Name", 4, SLOW, ("moon", "water", "earth"),
   (o.downgrade(1, K.CITY), o.downgrade(1, K.TOWN), o.fear(2)), "Downgrade 1 City and 1 Town. 2 Fear.",
   {"moon": 3, "water": 2}, (o.downgrade(1, K.TOWN),), "Also downgrade 1 more Town.", range=1,
   conditions=("buildings",))
_M("a-roar-shakes-the-valley", "Roar in the Valley", 2, FAST, ("animal", "air"),
   (o.push(3, "ET", up_to=True), o.fear(2)), "Push up to 3 Explorers or Towns. 2 Fear.",
   {"animal": 3}, (o.add(1, BEASTS),), "Also add 1 Beasts.", range=1, conditions=("invaders",))
_M("walls-of-thorn", "Walls of Thorn", 3, FAST, ("plant", "earth"),
   (o.defend(4), o.add(1, WILDS), o.isolate()), "Defend 4. Add 1 Wilds. Isolate this land.",
   {"plant": 3}, (o.skip("ravage"),), "Also, this turn, Invaders skip their next Ravage here.", range=1)


def register(pack) -> None:
    """Hand the expansion's minor and major powers to `pack`."""
    for reg in (MINORS, MAJORS):
        for card in reg.items.values():
            pack.power(card)
