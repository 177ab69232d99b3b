"""The expansion's spirits: four panels with their unique cards, built around the expansion's
tokens (Beasts "A", Wilds "W", Badlands "H", Strife "S" riding on an invader), one with an
Incarna and one that takes two growth options a turn.

Every name and text is our own. The tokens' rules are the tokens part's (expansion.tokens); the
Incarna's are game.engine.incarna (its effects: ops.incarna_here, ops.empower_incarna).
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, GrowthOption, InnateLevel, InnatePower, PowerCard, Registry, Spirit

SPIRITS = Registry("spirit")
UNIQUES = Registry("unique")

BEASTS, WILDS, BADLANDS, STRIFE = "A", "W", "H", "S"


def _g(text, *actions, cost=0) -> GrowthOption:
    return GrowthOption(actions=tuple(actions), text=text, cost=cost)


def _lvl(elements: dict, effect, text) -> InnateLevel:
    return InnateLevel(elements=tuple(elements.items()), effect=tuple(effect), text=text)


def _stats(attack, control, fear, defense, support) -> dict:
    return {"attack": attack, "control": control, "fear": fear, "defense": defense, "support": support}


def _u(id, name, cost, speed, elements, effect, text, **kw) -> PowerCard:
    return UNIQUES.add(PowerCard(id=id, name=name, kind="unique", cost=cost, speed=speed,
                                 elements=tuple(elements), effect=tuple(effect), text=text, **kw))


# --- 1. Stag Who Walks the Old Trails: an Incarna that roams, and the herds behind it ------------
INCARNA_HERE = o.incarna_here()
EMPOWER = o.empower_incarna()

SPIRITS.add(Spirit(
    id="stag-of-the-old-trails",
    name="Stag Who Walks the Old Trails",
    short="Stag",
    summary=("A pale stag seen at the edge of the firelight, older than the paths it walks. Where "
             "it goes the herds follow: it walks the island in person (its Incarna, which counts "
             "as its presence), calls Beasts together and sends them against the invaders."),
    stats=_stats(2, 3, 2, 2, 2),
    growth=(
        _g("Reclaim all cards and gain 1 energy.", ("reclaim",), ("energy", 1)),
        _g("Add a presence within 2 and gain a power card.", ("presence", 2, ""), ("card",)),
        _g("Add a presence within 1 in a jungle or mountain, and gain 2 energy.",
           ("presence", 1, "jungle|mountain"), ("energy", 2)),
    ),
    energy_track=({"energy": 1}, {"element": "animal"}, {"energy": 2}, {"energy": 3},
                  {"element": "plant"}, {"energy": 4}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "animal"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="where-the-stag-leads", name="Where the Stag Leads", speed=FAST, range=1,
            levels=(
                _lvl({"animal": 1, "plant": 1}, (INCARNA_HERE,), "Your Incarna moves here."),
                _lvl({"animal": 2, "plant": 1}, (o.push(2, K.EXPLORER, up_to=True),),
                     "Push up to 2 Explorers."),
                _lvl({"animal": 3, "plant": 2, "earth": 1}, (EMPOWER,), "Empower your Incarna."),
            )),
        InnatePower(
            id="the-herd-stampedes", name="The Herd Stampedes", speed=SLOW, range=1,
            levels=(
                _lvl({"animal": 2}, (o.add(1, BEASTS),), "Add 1 Beasts."),
                _lvl({"animal": 3, "earth": 1}, (o.damage(1, per=BEASTS),), "1 Damage per Beasts here."),
                _lvl({"animal": 4, "earth": 2}, (o.fear(1, per=BEASTS),), "1 Fear per Beasts here."),
            )),
    ),
    uniques=("antlers-lowered", "call-the-herd", "trail-through-the-thicket", "the-pale-stag-watches"),
    setup=(("terrain", "jungle", "highest", 1), ("terrain", "mountain", "lowest", 1)),
    colour=(73, 57, 53),
    shape="diamond",
    complexity="High",
    play_style=("Walk with the herd. Move your Incarna to where the invaders will ravage (it is a presence "
                "there, and ranges are counted from it), add Beasts where they gather and stampede them "
                "into the invaders. Empower the Incarna once you have animal and plant: it then counts "
                "as a sacred site."),
    rules=(("The Pale Stag (Incarna)",
            "Your Incarna starts in your jungle land. It counts as your presence for range and keeps "
            "you on the island, but never as two presence; it is a sacred site only while empowered. "
            "When Blight lands where it stands alone, you may spare it. Once empowered it stays "
            "empowered, even after leaving the island and coming back."),),
    incarna=("The Pale Stag", "empowered"),
))

_u("antlers-lowered", "Antlers Lowered", 1, FAST, ("animal", "earth"),
   (o.damage(2), o.if_(f"{BEASTS}>=1", (o.damage(1),))),
   "2 Damage, and 1 more if Beasts are here.", range=1, conditions=("invaders",))
_u("call-the-herd", "Call the Herd", 1, SLOW, ("animal", "plant"),
   (o.gather(2, BEASTS, up_to=True), o.add(1, BEASTS)), "Gather up to 2 Beasts, then add 1 Beasts.",
   range=1)
_u("trail-through-the-thicket", "Trail Through the Thicket", 1, FAST, ("plant", "air"),
   (INCARNA_HERE, o.push(1, K.EXPLORER)), "Your Incarna moves here. Push 1 Explorer.", range=2)
_u("the-pale-stag-watches", "The Pale Stag Watches", 2, SLOW, ("moon", "animal"),
   (o.fear(2), o.push(1, "ET")), "2 Fear. Push 1 Explorer or Town.", range=1, conditions=("invaders",))


# --- 2. Thicket That Closes Behind: wilds and isolation, two growths a turn ----------------------
SPIRITS.add(Spirit(
    id="thicket-that-closes-behind",
    name="Thicket That Closes Behind",
    short="Thicket",
    summary=("The green that grows back over every path the moment the walkers have passed. It "
             "fills lands with Wilds that turn the Explorers away, cuts lands off from their "
             "neighbours and frightens those caught inside. It grows twice each turn."),
    stats=_stats(1, 4, 2, 3, 1),
    growth=(
        _g("Reclaim all cards.", ("reclaim",)),
        _g("Gain a power card.", ("card",)),
        _g("Add a presence within 1 and gain 1 energy.", ("presence", 1, ""), ("energy", 1)),
        _g("Pay 2 energy: add a presence within 3 in a jungle or wetland.",
           ("presence", 3, "jungle|wetland"), cost=2),
    ),
    energy_track=({"energy": 1}, {"energy": 2}, {"element": "plant"}, {"energy": 3},
                  {"energy": 4}, {"element": "air"}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "moon"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="paths-grow-over", name="Paths Grow Over", speed=FAST, range=1,
            levels=(
                _lvl({"plant": 1, "air": 1}, (o.add(1, WILDS),), "Add 1 Wilds."),
                _lvl({"plant": 2, "air": 1}, (o.isolate(),), "Isolate this land."),
                _lvl({"plant": 3, "air": 2, "moon": 1}, (o.add(1, WILDS),), "Add 1 more Wilds."),
            )),
        InnatePower(
            id="lost-in-the-green", name="Lost in the Green", speed=SLOW, range=1,
            conditions=("invaders",),
            levels=(
                _lvl({"plant": 1, "moon": 1}, (o.fear(1, per=WILDS),), "1 Fear per Wilds here."),
                _lvl({"plant": 2, "moon": 1}, (o.damage(1, per=WILDS),), "1 Damage per Wilds here."),
                _lvl({"plant": 3, "moon": 2}, (o.damage(2),), "2 more Damage."),
            )),
    ),
    uniques=("brambles-underfoot", "the-way-back-is-gone", "roots-drink-the-road", "green-walls-rise"),
    setup=(("terrain", "jungle", "highest", 2),),
    colour=(12, 0, 73),
    shape="hexagon",
    complexity="Moderate",
    play_style=("Close the island. Every turn choose two different growths: reclaim and a card, or "
                "presence and energy. Fill the lands the Explorers are coming to with Wilds, isolate "
                "the lands that would spread them, and let the fear of the green do the rest."),
    rules=(("Grows twice", "Each turn this spirit chooses two different growth options; one that "
            "costs energy can only be chosen with the energy to pay it."),),
    growth_picks=2,
))

_u("brambles-underfoot", "Brambles Underfoot", 0, FAST, ("plant",),
   (o.add(1, WILDS),), "Add 1 Wilds.", range=1)
_u("the-way-back-is-gone", "The Way Back Is Gone", 1, FAST, ("plant", "moon"),
   (o.isolate(), o.fear(1)), "Isolate this land. 1 Fear.", range=1, conditions=("invaders",))
_u("roots-drink-the-road", "Roots Drink the Road", 2, SLOW, ("plant", "earth", "water"),
   (o.add(1, WILDS), o.damage(1, per=WILDS)), "Add 1 Wilds, then 1 Damage per Wilds here.", range=1,
   conditions=("invaders",))
_u("green-walls-rise", "Green Walls Rise", 1, SLOW, ("plant", "air"),
   (o.push(2, K.EXPLORER, up_to=True), o.add(1, WILDS)), "Push up to 2 Explorers. Add 1 Wilds.", range=1)


# --- 3. Murmur in the Campfire Smoke: strife and fear -------------------------------------------
SPIRITS.add(Spirit(
    id="murmur-in-the-smoke",
    name="Murmur in the Campfire Smoke",
    short="Murmur",
    summary=("The voice in the smoke that tells each settler what his neighbour said about him. "
             "It sows Strife among the invaders, so that the ones carrying it deal no damage "
             "in their next ravage, and feeds on the fear that follows."),
    stats=_stats(1, 3, 4, 2, 1),
    growth=(
        _g("Reclaim all cards and gain 1 energy.", ("reclaim",), ("energy", 1)),
        _g("Add a presence within 2 and gain a power card.", ("presence", 2, ""), ("card",)),
        _g("Add a presence within 1 and gain 2 energy.", ("presence", 1, ""), ("energy", 2)),
    ),
    energy_track=({"energy": 1}, {"element": "moon"}, {"energy": 2}, {"element": "fire"},
                  {"energy": 3}, {"any": True}, {"energy": 4}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "air"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="whispered-grudges", name="Whispered Grudges", speed=FAST, range=1,
            conditions=("invaders",),
            levels=(
                _lvl({"moon": 1, "air": 1}, (o.attach(STRIFE, 1),), "Add 1 Strife."),
                _lvl({"moon": 2, "air": 2}, (o.fear(2),), "2 Fear."),
                _lvl({"moon": 3, "air": 2, "fire": 1}, (o.attach(STRIFE, 1),), "Add 1 more Strife."),
            )),
        InnatePower(
            id="neighbours-come-to-blows", name="Neighbours Come to Blows", speed=SLOW, range=1,
            conditions=("invaders",),
            levels=(
                _lvl({"fire": 1, "air": 1}, (o.damage(1),), "1 Damage."),
                _lvl({"fire": 2, "air": 2}, (o.damage_each(1, K.TOWN),), "1 Damage to each Town."),
                _lvl({"fire": 3, "air": 2, "moon": 2}, (o.destroy(1, K.TOWN),), "Destroy 1 Town."),
            )),
    ),
    uniques=("a-word-in-the-wrong-ear", "old-debts-remembered", "smoke-stings-the-eyes", "quarrel-at-the-well"),
    setup=(("terrain", "wetland", "highest", 1), ("terrain", "sand", "lowest", 1)),
    colour=(123, 86, 98),
    shape="ring",
    complexity="Moderate",
    play_style=("Turn the invaders on themselves. Put Strife on the Towns and Cities of the lands that "
                "ravage next (each deals no damage in its next ravage), frighten them while they "
                "quarrel, and leave the killing to an ally."),
))

_u("a-word-in-the-wrong-ear", "A Word in the Wrong Ear", 0, FAST, ("moon", "air"),
   (o.attach(STRIFE, 1),), "Add 1 Strife.", range=1, conditions=("invaders",))
_u("old-debts-remembered", "Old Debts Remembered", 1, SLOW, ("moon", "fire"),
   (o.fear(1), o.attach(STRIFE, 1, "TC")), "1 Fear. Add 1 Strife to a Town or City.", range=1,
   conditions=("buildings",))
_u("smoke-stings-the-eyes", "Smoke Stings the Eyes", 1, FAST, ("air", "fire"),
   (o.push(1, K.EXPLORER), o.fear(1)), "Push 1 Explorer. 1 Fear.", range=2)
_u("quarrel-at-the-well", "Quarrel at the Well", 2, SLOW, ("moon", "fire", "water"),
   (o.attach(STRIFE, 2), o.fear(1)), "Add 2 Strife. 1 Fear.", range=1, conditions=("invaders",))


# --- 4. Salt Scar of the Burning Plain: badlands and damage -------------------------------------
SPIRITS.add(Spirit(
    id="salt-scar-of-the-burning-plain",
    name="Salt Scar of the Burning Plain",
    short="Salt Scar",
    summary=("A white wound across the dry country where nothing grows and the ground bites "
             "back. It lays Badlands, which add to every damage dealt in their land (the "
             "Dahan's too), then burns what stands on them."),
    stats=_stats(4, 1, 2, 1, 1),
    growth=(
        _g("Reclaim all cards and gain a power card.", ("reclaim",), ("card",)),
        _g("Add a presence within 2 in a sand or mountain, and gain 2 energy.",
           ("presence", 2, "sand|mountain"), ("energy", 2)),
        _g("Add a presence within 1 and gain a power card.", ("presence", 1, ""), ("card",)),
    ),
    energy_track=({"energy": 1}, {"energy": 2}, {"element": "fire"}, {"energy": 3},
                  {"element": "earth"}, {"energy": 4}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "earth"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="cracked-ground", name="Cracked Ground", speed=SLOW, range=1,
            conditions=("invaders",),
            levels=(
                _lvl({"fire": 1, "earth": 1}, (o.damage(1),), "1 Damage."),
                _lvl({"fire": 2, "earth": 2}, (o.add(1, BADLANDS),), "Add 1 Badlands."),
                _lvl({"fire": 3, "earth": 2, "sun": 1}, (o.damage(2),), "2 more Damage."),
            )),
        InnatePower(
            id="heat-haze-over-the-salt", name="Heat Haze over the Salt", speed=FAST, range=1,
            levels=(
                _lvl({"sun": 1, "fire": 1}, (o.fear(1),), "1 Fear."),
                _lvl({"sun": 2, "fire": 2}, (o.push(1, "ET"),), "Push 1 Explorer or Town."),
            )),
    ),
    uniques=("salt-crust-spreads", "glass-sand", "the-plain-drinks-deep", "bitter-springs"),
    setup=(("terrain", "sand", "highest", 1), ("terrain", "mountain", "highest", 1)),
    colour=(37, 0, 15),
    shape="star",
    complexity="Low",
    play_style=("Make the ground itself a weapon. Add Badlands where the invaders ravage and build, then "
                "deal damage there: every Badlands adds 1 to an action's damage once it deals any, "
                "and the Dahan fighting back get it too."),
))

_u("salt-crust-spreads", "Salt Crust Spreads", 1, SLOW, ("earth", "fire"),
   (o.add(1, BADLANDS), o.damage(1)), "Add 1 Badlands. 1 Damage.", range=1, conditions=("invaders",))
_u("glass-sand", "Glass Sand", 0, FAST, ("fire",),
   (o.damage(1),), "1 Damage.", range=1, conditions=("sand|mountain", "invaders"))
_u("the-plain-drinks-deep", "The Plain Drinks Deep", 2, SLOW, ("fire", "earth", "animal"),
   (o.damage(2), o.if_(f"{BADLANDS}>=1", (o.fear(1),))), "2 Damage. 1 Fear if Badlands are here.",
   range=1, conditions=("invaders",))
_u("bitter-springs", "Bitter Springs", 1, FAST, ("water", "earth"),
   (o.add(1, BADLANDS), o.defend(1)), "Add 1 Badlands. Defend 1.", range=1)


def register(pack) -> None:
    """Hand the expansion's spirits and their unique cards to `pack`."""
    for spirit in SPIRITS.items.values():
        pack.spirit(spirit)
    for card in UNIQUES.items.values():
        pack.power(card)
