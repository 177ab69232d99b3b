"""The spirits: panels with growth, presence tracks, innate powers, unique cards and setup.

Every name and text is our own. Stats are the five bars of the rules (attack, control, fear,
defense, support), each 0-5, comparable only within one spirit.
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, GrowthOption, InnateLevel, InnatePower, Registry, Spirit

SPIRITS = Registry("spirit")


def _g(text, *actions, cost=0) -> GrowthOption:
    return GrowthOption(actions=tuple(actions), text=text, cost=cost)


def _lvl(elements: dict, effect, text) -> InnateLevel:
    return InnateLevel(elements=tuple(elements.items()), effect=tuple(effect), text=text)


def _stats(attack, control, fear, defense, support) -> dict:
    return {"attack": attack, "control": control, "fear": fear, "defense": defense,
            "support": support}


# --- 1. Falling Cinder Rain: the damage dealer -------------------------------------------------
SPIRITS.add(Spirit(
    id="falling-cinder-rain",
    name="Falling Cinder Rain",
    short="Cinder Rain",
    summary=("A storm of hot ash that pours out of the high peaks. It burns Explorers and Towns "
             "where its presence lies, and grows hotter as it gathers fire and air: play fire "
             "cards to light up its innate powers, and spend the energy on burning cards."),
    stats=_stats(5, 1, 2, 0, 1),
    growth=(
        _g("Reclaim all cards, gain a power card and 1 energy.",
           ("reclaim",), ("card",), ("energy", 1)),
        _g("Add a presence within 2 and gain 2 energy.", ("presence", 2, ""), ("energy", 2)),
        _g("Gain a power card and add a presence within 1.", ("card",), ("presence", 1, "")),
    ),
    energy_track=({"energy": 1}, {"energy": 2}, {"element": "fire"}, {"energy": 3},
                  {"energy": 4}, {"element": "air"}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"plays": 2, "element": "fire"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="rain-of-sparks", name="Rain of Sparks", speed=FAST, range=1,
            levels=(
                _lvl({"fire": 2, "air": 1}, (o.damage(1),), "1 Damage."),
                _lvl({"fire": 3, "air": 1}, (o.damage(1),), "1 more Damage."),
                _lvl({"fire": 4, "air": 2}, (o.damage(2),), "2 more Damage."),
            )),
        InnatePower(
            id="glowing-ash-settles", name="Glowing Ash Settles", speed=SLOW, range=0,
            levels=(
                _lvl({"sun": 1, "fire": 1}, (o.fear(1),), "1 Fear."),
                _lvl({"sun": 1, "fire": 3}, (o.destroy(0, K.EXPLORER),), "Destroy every Explorer."),
                _lvl({"sun": 2, "fire": 3, "air": 1}, (o.destroy(1, K.TOWN),), "Destroy 1 Town."),
            )),
    ),
    uniques=("pelting-embers", "kindle-the-thatch", "smoke-over-the-fields", "burning-wind-walks"),
    setup=(("terrain", "mountain", "highest", 2),),
    colour=(242, 0, 59),
    shape="star",
    complexity="Low",
    play_style=('Burn where the invaders gather. Grow presence towards the lands with the most Explorers and Towns, gain fire and air every turn so Rain of Sparks strikes in each fast phase, and spend your energy on cards that deal damage.'),
))

# --- 2. Gale That Scatters the Landing: the pusher / controller --------------------------------
SPIRITS.add(Spirit(
    id="scattering-gale",
    name="Gale That Scatters the Landing",
    short="Gale",
    summary=("A restless sea wind that never lets the newcomers settle. It pushes Explorers and "
             "Towns away before they can ravage or build, gathers them where they do little "
             "harm, and can hold a land still so nothing happens there. It deals almost no "
             "damage itself: pair it with a spirit that does."),
    stats=_stats(1, 5, 2, 2, 2),
    growth=(
        _g("Reclaim all cards and add a presence within 1.", ("reclaim",), ("presence", 1, "")),
        _g("Gain a power card and add a presence within 2 in a coastal land.",
           ("card",), ("presence", 2, "coastal")),
        _g("Add a presence within 1 and gain 2 energy.", ("presence", 1, ""), ("energy", 2)),
    ),
    energy_track=({"energy": 1}, {"element": "air"}, {"energy": 2}, {"energy": 3},
                  {"element": "water"}, {"energy": 4}, {"energy": 5}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "moon"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="wall-of-wind", name="Wall of Wind", speed=SLOW, range=1,
            levels=(
                _lvl({"air": 1}, (o.push(1, K.EXPLORER),), "Push 1 Explorer."),
                _lvl({"air": 2, "water": 1}, (o.push(1, K.TOWN),), "Push 1 Town."),
                _lvl({"air": 3, "water": 2}, (o.push(2, "ET", up_to=True),),
                     "Push up to 2 more Explorers or Towns."),
            )),
        InnatePower(
            id="breathless-calm", name="Breathless Calm", speed=FAST, range=1,
            levels=(
                _lvl({"moon": 1, "air": 1}, (o.skip("explore"),),
                     "This turn, Invaders skip their next Explore here."),
                _lvl({"moon": 2, "air": 2}, (o.skip("build"),),
                     "This turn, Invaders skip their next Build here."),
                _lvl({"moon": 2, "air": 3, "water": 1}, (o.skip("ravage"),),
                     "This turn, Invaders skip their next Ravage here."),
            )),
    ),
    uniques=("turn-the-boats-aside", "sudden-squall", "whirling-grit", "storm-funnels-the-lost"),
    setup=(("terrain", "sand", "lowest", 1), ("terrain", "wetland", "highest", 1)),
    colour=(159, 175, 210),
    shape="triangle",
    complexity="Moderate",
    play_style=('Stop the invaders before they act. Push Explorers and Towns out of the lands that ravage or build next, hold a land still with Breathless Calm, and leave the killing to an ally. Read the invader cards a turn ahead.'),
))

# --- 3. Dread That Walks the Marsh Mist: the fear spirit --------------------------------------
SPIRITS.add(Spirit(
    id="marsh-mist-dread",
    name="Dread That Walks the Marsh Mist",
    short="Marsh Mist",
    summary=("A cold shape in the evening fog that settlers swear they saw. It wins by fear "
             "rather than force: nearly every card frightens, its innates chase Explorers off "
             "and shrink Towns. Earn fear cards early to reach the easier terror levels, and "
             "lean on an ally for real damage."),
    stats=_stats(1, 2, 5, 1, 1),
    growth=(
        _g("Reclaim all cards and gain a power card.", ("reclaim",), ("card",)),
        _g("Add a presence within 2 in a wetland or jungle, and gain 1 energy.",
           ("presence", 2, "wetland|jungle"), ("energy", 1)),
        _g("Add a presence within 1 and gain 2 energy.", ("presence", 1, ""), ("energy", 2)),
    ),
    energy_track=({"energy": 0}, {"energy": 1}, {"element": "moon"}, {"energy": 2},
                  {"element": "animal"}, {"energy": 3}, {"energy": 4}),
    plays_track=({"plays": 2}, {"plays": 2, "element": "moon"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="shapes-in-the-fog", name="Shapes in the Fog", speed=SLOW, range=1,
            levels=(
                _lvl({"moon": 1}, (o.fear(1),), "1 Fear."),
                _lvl({"moon": 2, "air": 1}, (o.fear(1), o.push(1, K.EXPLORER)),
                     "1 more Fear. Push 1 Explorer."),
                _lvl({"moon": 3, "air": 2}, (o.if_("buildings", (o.fear(2),)),),
                     "If a Town or City is here, 2 more Fear."),
            )),
        InnatePower(
            id="nightmares-walk-among-them", name="Nightmares Walk Among Them", speed=SLOW,
            range=1, conditions=("invaders",),
            levels=(
                _lvl({"moon": 1, "animal": 1}, (o.remove(1, K.EXPLORER),), "Remove 1 Explorer."),
                _lvl({"moon": 2, "animal": 1, "air": 1}, (o.downgrade(1, K.TOWN),),
                     "Downgrade 1 Town."),
                _lvl({"moon": 3, "animal": 2, "air": 1}, (o.downgrade(1, K.CITY), o.fear(1)),
                     "Downgrade 1 City. 1 Fear."),
            )),
    ),
    uniques=("eyes-in-the-reeds", "whispers-before-dawn", "the-marsh-remembers",
             "lanterns-that-lead-astray"),
    setup=(("terrain", "wetland", "highest", 1), ("terrain", "jungle", "lowest", 1)),
    colour=(146, 44, 255),
    shape="ring",
    complexity="Moderate",
    play_style=('Win by fear. Play a card that frightens nearly every turn, chase lone Explorers off with Nightmares Walk Among Them, and earn fear cards early: each terror level makes the fear cards harsher and the victory easier.'),
))

# --- 4. Moss That Mends the Scars: the defender and healer -------------------------------------
SPIRITS.add(Spirit(
    id="mending-moss",
    name="Moss That Mends the Scars",
    short="Moss",
    summary=("A slow green blanket that covers wounds in the land. It shields lands from "
             "ravage with Defend, washes Blight away and settles new presence where it has "
             "healed. It rarely kills anything: its job is to keep the island alive while "
             "others fight."),
    stats=_stats(1, 1, 0, 5, 3),
    growth=(
        _g("Reclaim all cards and add a presence within 1.", ("reclaim",), ("presence", 1, "")),
        _g("Gain a power card and 2 energy.", ("card",), ("energy", 2)),
        _g("Add a presence within 2 and gain 2 energy.", ("presence", 2, ""), ("energy", 2)),
    ),
    energy_track=({"energy": 1}, {"element": "plant"}, {"energy": 2}, {"element": "earth"},
                  {"energy": 3}, {"energy": 4}),
    plays_track=({"plays": 2}, {"plays": 3}, {"element": "plant"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="roots-hold-the-soil", name="Roots Hold the Soil", speed=FAST, range=2,
            levels=(
                _lvl({"plant": 1, "earth": 1}, (o.defend(3),), "Defend 3."),
                _lvl({"plant": 2, "earth": 1}, (o.defend(2),), "Defend 2 more."),
                _lvl({"plant": 3, "earth": 2, "water": 1}, (o.defend(3),), "Defend 3 more."),
            )),
        InnatePower(
            id="living-salve", name="Living Salve", speed=SLOW, range=1,
            levels=(
                _lvl({"water": 1, "plant": 1}, (o.gather(2, K.DAHAN, up_to=True),),
                     "Gather up to 2 Dahan."),
                _lvl({"water": 2, "plant": 2}, (o.remove(1, K.BLIGHT),), "Remove 1 Blight."),
                _lvl({"water": 2, "plant": 2, "sun": 1}, (o.add(2, K.DAHAN),), "Add 2 Dahan."),
            )),
    ),
    uniques=("soft-green-carpet", "rain-washes-the-ash", "sheltering-canopy",
             "seed-the-barren-ground"),
    setup=(("terrain", "jungle", "highest", 2),),
    colour=(177, 230, 4),
    shape="circle",
    complexity="Low",
    play_style=('Keep the island alive. Defend the lands that ravage next, wash Blight away, and gather Dahan where they can fight back. Play beside a spirit that deals damage and protect its lands.'),
))

# --- 5. Drumbeat of the Old Villages: the Dahan ally ------------------------------------------
SPIRITS.add(Spirit(
    id="old-village-drumbeat",
    name="Drumbeat of the Old Villages",
    short="Drumbeat",
    summary=("The rhythm the Dahan have danced to for a thousand years. It gathers Dahan "
             "together, shields them and turns their numbers into damage: the more Dahan in a "
             "land, the harder it strikes. Keep the Dahan alive and close to the invaders."),
    stats=_stats(3, 3, 1, 3, 2),
    growth=(
        _g("Reclaim all cards and gain 2 energy.", ("reclaim",), ("energy", 2)),
        _g("Add a presence within 1 in a land with Dahan, and gain a power card.",
           ("presence", 1, "dahan"), ("card",)),
        _g("Add a presence within 2 and gain 3 energy.", ("presence", 2, ""), ("energy", 3)),
    ),
    energy_track=({"energy": 2}, {"energy": 3}, {"element": "sun"}, {"energy": 4},
                  {"element": "animal"}, {"energy": 5}, {"energy": 6}),
    plays_track=({"plays": 1}, {"plays": 2}, {"plays": 3, "element": "earth"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="call-to-the-drums", name="Call to the Drums", speed=FAST, range=1,
            levels=(
                _lvl({"sun": 1, "animal": 1}, (o.gather(1, K.DAHAN, up_to=True),),
                     "Gather up to 1 Dahan."),
                _lvl({"sun": 2, "animal": 1}, (o.defend(2),), "Defend 2."),
                _lvl({"sun": 2, "animal": 2, "earth": 1}, (o.damage(1, per=K.DAHAN),),
                     "1 Damage per Dahan here."),
            )),
        InnatePower(
            id="the-dahan-rise", name="The Dahan Rise", speed=SLOW, range=1,
            conditions=("dahan",),
            levels=(
                _lvl({"fire": 1, "animal": 1}, (o.damage(2),), "2 Damage."),
                _lvl({"fire": 2, "animal": 1, "earth": 1}, (o.damage(1, per=K.DAHAN),),
                     "1 Damage per Dahan here."),
                _lvl({"fire": 2, "animal": 2, "earth": 1, "sun": 1}, (o.add(1, K.DAHAN),),
                     "Add 1 Dahan."),
            )),
    ),
    uniques=("rally-the-hunters", "songs-of-old-victories", "new-homes-in-the-valley",
             "hunters-strike-at-dusk"),
    setup=(("terrain", "sand", "highest", 2),),
    colour=(253, 229, 148),
    shape="square",
    complexity="Moderate",
    play_style=('Fight with the Dahan. Gather them where the invaders gather, keep them standing with Defend, and strike with damage that grows with every Dahan in the land. A land without Dahan is one you can barely touch.'),
))

# --- 6. Runners of the Strangler Fig: the fast spreader ---------------------------------------
SPIRITS.add(Spirit(
    id="strangler-fig-runners",
    name="Runners of the Strangler Fig",
    short="Strangler Fig",
    summary=("A tree that grows downward from the branches of others until it owns the whole "
             "forest. It spreads presence faster than any other spirit, from growth and from "
             "its own powers, and hurts invaders in proportion to how much of it is in a land. "
             "Grow wide early; the damage follows."),
    stats=_stats(2, 1, 1, 2, 4),
    growth=(
        _g("Add a presence within 1, twice.", ("presence", 1, ""), ("presence", 1, "")),
        _g("Add a presence within 2 and gain a power card.", ("presence", 2, ""), ("card",)),
        _g("Add a presence within 3 in a jungle or wetland, and gain 1 energy.",
           ("presence", 3, "jungle|wetland"), ("energy", 1)),
        _g("Reclaim all cards and add a presence within 1.", ("reclaim",), ("presence", 1, "")),
    ),
    energy_track=({"energy": 0}, {"energy": 1}, {"element": "plant"}, {"energy": 2},
                  {"energy": 2, "element": "earth"}, {"energy": 3}, {"energy": 4}),
    plays_track=({"plays": 1}, {"plays": 2}, {"element": "sun"}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}, {"plays": 5}),
    innates=(
        InnatePower(
            id="roots-split-the-walls", name="Roots Split the Walls", speed=SLOW, range=1,
            levels=(
                _lvl({"plant": 1}, (o.damage(2),), "2 Damage."),
                _lvl({"plant": 3, "earth": 1}, (o.damage(1, per=K.PRESENCE),),
                     "1 Damage per presence of yours here."),
                _lvl({"plant": 4, "earth": 2}, (o.destroy(1, K.TOWN),), "Destroy 1 Town."),
            )),
        InnatePower(
            id="seeds-on-the-wind", name="Seeds on the Wind", speed=SLOW, range=1,
            conditions=("noblight",),
            levels=(
                _lvl({"plant": 2, "sun": 1}, (o.presence_here(),),
                     "Add one of your presence here."),
                _lvl({"plant": 3, "sun": 2, "water": 1}, (o.presence_here(),),
                     "Add one more of your presence here."),
            )),
    ),
    uniques=("creeping-tendrils", "strangling-vines", "canopy-closes-over", "fruit-for-all"),
    setup=(("terrain", "jungle", "highest", 1), ("terrain", "jungle", "lowest", 1),
           ("terrain", "wetland", "highest", 1)),
    colour=(212, 61, 160),
    shape="diamond",
    complexity="Moderate",
    play_style=('Spread first, hurt later. Add presence twice a turn early on, reach many lands, then let damage per presence grind the invaders down where you are thickest. Blight on a land stops your seeds there.'),
))

# --- 7. Prism of the Shattered Lagoon: the element-flexible spirit -----------------------------
SPIRITS.add(Spirit(
    id="shattered-lagoon-prism",
    name="Prism of the Shattered Lagoon",
    short="Lagoon Prism",
    summary=("Light broken into every colour by a lagoon of glassy shards. Its tracks hold "
             "wildcard elements, so it can reach almost any threshold: on major powers, and on "
             "innates that mix sun, moon, water and fire for damage or help other spirits with "
             "energy, reclaimed cards and new powers."),
    stats=_stats(2, 2, 2, 2, 3),
    growth=(
        _g("Reclaim all cards and gain a power card.", ("reclaim",), ("card",)),
        _g("Add a presence within 1 and gain 2 energy.", ("presence", 1, ""), ("energy", 2)),
        _g("Gain a power card and add a presence within 2 in a sand or wetland.",
           ("card",), ("presence", 2, "sand|wetland")),
    ),
    energy_track=({"energy": 1}, {"any": True}, {"energy": 2}, {"any": True}, {"energy": 3},
                  {"any": True}, {"energy": 4}),
    plays_track=({"plays": 1}, {"plays": 2}, {"any": True}, {"plays": 3},
                 {"reclaim_one": True}, {"plays": 4}),
    innates=(
        InnatePower(
            id="refracted-light", name="Refracted Light", speed=FAST, range=1,
            levels=(
                _lvl({"sun": 1, "moon": 1}, (o.fear(1),), "1 Fear."),
                _lvl({"sun": 1, "moon": 1, "water": 1}, (o.push(1, "ET"),),
                     "Push 1 Explorer or Town."),
                _lvl({"sun": 2, "moon": 1, "water": 1, "fire": 1}, (o.damage(2),),
                     "2 Damage."),
            )),
        InnatePower(
            id="shared-reflection", name="Shared Reflection", speed=FAST, target="spirit",
            range=0,
            levels=(
                _lvl({"water": 1, "plant": 1}, (o.energy(1),), "Target spirit gains 1 Energy."),
                _lvl({"water": 2, "plant": 1, "animal": 1}, (o.reclaim_one(),),
                     "Target spirit reclaims one card."),
                _lvl({"water": 2, "plant": 2, "animal": 1, "earth": 1},
                     (o.gain_power("minor"),), "Target spirit gains a Minor Power."),
            )),
    ),
    uniques=("scattered-reflections", "shards-of-lagoon-glass", "omen-of-many-colours",
             "tide-of-colours"),
    setup=(("terrain", "wetland", "lowest", 2),),
    colour=(119, 250, 255),
    shape="drop",
    complexity="High",
    play_style=('Plan your elements. The any-element slots on both tracks let you reach thresholds others cannot: choose each turn which innate or major power to light, and lend energy, cards and reclaims to your allies.'),
))

# --- 8. Old Basalt Giant Stirring: the slow heavy hitter --------------------------------------
SPIRITS.add(Spirit(
    id="stirring-basalt-giant",
    name="Old Basalt Giant Stirring",
    short="Basalt Giant",
    summary=("A mountain of old lava that is slowly waking. Everything it does is slow and "
             "costly, but it earns plenty of energy and hits harder than anyone: whole Towns "
             "and Cities crushed at once. Plan a turn ahead and let allies hold the line "
             "until it moves."),
    stats=_stats(5, 1, 3, 2, 0),
    growth=(
        _g("Reclaim all cards and gain 2 energy.", ("reclaim",), ("energy", 2)),
        _g("Gain a power card and 1 energy.", ("card",), ("energy", 1)),
        _g("Add a presence within 2 in a mountain or sand, and gain 3 energy.",
           ("presence", 2, "mountain|sand"), ("energy", 3)),
    ),
    energy_track=({"energy": 2}, {"energy": 3}, {"element": "earth"}, {"energy": 4},
                  {"energy": 5}, {"element": "fire"}, {"energy": 7}),
    plays_track=({"plays": 1}, {"plays": 2, "element": "earth"}, {"plays": 2},
                 {"reclaim_one": True}, {"plays": 3}),
    innates=(
        InnatePower(
            id="footfall-that-cracks-stone", name="Footfall That Cracks Stone", speed=SLOW,
            range=1,
            levels=(
                _lvl({"earth": 2}, (o.damage(2),), "2 Damage."),
                _lvl({"earth": 3, "fire": 1}, (o.damage(1),), "1 more Damage."),
                _lvl({"earth": 4, "fire": 2, "moon": 1}, (o.destroy(1, K.CITY),),
                     "Destroy 1 City."),
            )),
        InnatePower(
            id="ash-cloud-hides-the-sun", name="Ash Cloud Hides the Sun", speed=SLOW, range=1,
            source="sacred",
            levels=(
                _lvl({"fire": 2, "moon": 1}, (o.fear(2),), "2 Fear."),
                _lvl({"fire": 3, "moon": 2}, (o.damage_each(1, "ETC"),),
                     "1 Damage to each Invader."),
                _lvl({"fire": 4, "moon": 2, "earth": 2}, (o.damage_each(2, "ETCD"),),
                     "2 Damage to each Invader and each Dahan."),
            )),
    ),
    uniques=("the-slope-gives-way", "heart-of-molten-rock", "slow-grinding-weight",
             "rumbling-below"),
    setup=(("terrain", "mountain", "lowest", 2),),
    colour=(31, 63, 89),
    shape="hexagon",
    complexity="High",
    play_style=('Think a turn ahead. Everything you do is slow and costly but huge: save energy, pick the lands that will ravage after the next, and crush Towns and Cities outright while allies hold the line.'),
))
