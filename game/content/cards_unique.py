"""Unique power cards: four for each spirit, in the order of `game.content.spirits`.

Every name and text is our own. Texts say exactly what the ops do.
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, PowerCard, Registry

UNIQUES = Registry("unique")


def _u(id, name, cost, speed, elements, effect, text, **kw) -> PowerCard:
    return UNIQUES.add(PowerCard(id=id, name=name, kind="unique", cost=cost, speed=speed,
                                 elements=tuple(elements), effect=tuple(effect), text=text, **kw))


# --- Falling Cinder Rain (damage) -------------------------------------------------------------
_u("pelting-embers", "Pelting Embers", 1, FAST, ("fire", "air"),
   (o.damage(2),), "2 Damage.", range=1)
_u("kindle-the-thatch", "Kindle the Thatch", 3, SLOW, ("fire", "plant"),
   (o.destroy(1, K.TOWN), o.fear(1)), "Destroy 1 Town. 1 Fear.", range=1, conditions=("buildings",))
_u("smoke-over-the-fields", "Smoke Over the Fields", 1, FAST, ("air", "sun"),
   (o.fear(1), o.push(1, K.EXPLORER)), "1 Fear. Push 1 Explorer.", range=2)
_u("burning-wind-walks", "Burning Wind Walks", 3, SLOW, ("fire", "air", "sun"),
   (o.damage_each(1, "ETC"), o.damage(1)),
   "1 Damage to each Invader, then 1 more Damage.", range=1, source="sacred")

# --- Gale That Scatters the Landing (push / control) -----------------------------------------
_u("turn-the-boats-aside", "Turn the Boats Aside", 1, FAST, ("air", "water"),
   (o.push(1, "ET"),), "Push 1 Explorer or Town.", range=1, conditions=("coastal",))
_u("sudden-squall", "Sudden Squall", 0, FAST, ("air",),
   (o.push(2, K.EXPLORER, up_to=True),), "Push up to 2 Explorers.", range=2)
_u("whirling-grit", "Whirling Grit", 2, FAST, ("air", "earth"),
   (o.skip("build"), o.push(1, K.EXPLORER)),
   "This turn, Invaders skip their next Build here. Push 1 Explorer.", range=1)
_u("storm-funnels-the-lost", "Storm Funnels the Lost", 2, SLOW, ("air", "water", "moon"),
   (o.gather(2, "ET", up_to=True), o.fear(2)),
   "Gather up to 2 Explorers or Towns. 2 Fear.", range=1)

# --- Dread That Walks the Marsh Mist (fear) ---------------------------------------------------
_u("eyes-in-the-reeds", "Eyes in the Reeds", 1, FAST, ("moon", "water"),
   (o.fear(2),), "2 Fear.", range=1, conditions=("invaders",))
_u("whispers-before-dawn", "Whispers Before Dawn", 0, SLOW, ("moon", "air"),
   (o.fear(1), o.if_("dahan", (o.fear(1),))),
   "1 Fear, and 1 more if Dahan are here.", range=2)
_u("the-marsh-remembers", "The Marsh Remembers", 2, SLOW, ("moon", "water", "animal"),
   (o.fear(1, per="TC"), o.push(1, K.TOWN)), "1 Fear per Town and City here. Push 1 Town.",
   range=1, conditions=("buildings",))
_u("lanterns-that-lead-astray", "Lanterns That Lead Astray", 1, FAST, ("moon", "fire", "air"),
   (o.isolate(), o.fear(1)), "Isolate this land. 1 Fear.", range=1)

# --- Moss That Mends the Scars (defend / heal) ------------------------------------------------
_u("soft-green-carpet", "Soft Green Carpet", 0, FAST, ("plant", "earth"),
   (o.defend(3),), "Defend 3.", range=2)
_u("rain-washes-the-ash", "Rain Washes the Ash", 0, SLOW, ("water", "plant"),
   (o.remove(1, K.BLIGHT),), "Remove 1 Blight.", range=1, conditions=("blight",))
_u("sheltering-canopy", "Sheltering Canopy", 0, FAST, ("plant", "sun", "water"),
   (o.defend(3), o.if_("D>=2", (o.defend(1),))),
   "Defend 3, and 1 more if 2 or more Dahan are here.", range=1, conditions=("dahan",))
_u("seed-the-barren-ground", "Seed the Barren Ground", 2, SLOW, ("plant", "earth", "water"),
   (o.remove(1, K.BLIGHT), o.presence_here()), "Remove 1 Blight. Add one of your presence here.",
   range=1, conditions=("blight",))

# --- Drumbeat of the Old Villages (Dahan ally) -----------------------------------------------
_u("rally-the-hunters", "Rally the Hunters", 0, FAST, ("animal", "sun"),
   (o.gather(2, K.DAHAN, up_to=True), o.defend(2)), "Gather up to 2 Dahan. Defend 2.", range=1)
_u("songs-of-old-victories", "Songs of Old Victories", 1, FAST, ("sun", "fire"),
   (o.if_("D>TC", (o.destroy(1, K.TOWN),), (o.damage(2),)),),
   "If Dahan outnumber Towns and Cities here, destroy 1 Town; otherwise 2 Damage.",
   range=2, conditions=("dahan",))
_u("new-homes-in-the-valley", "New Homes in the Valley", 1, SLOW, ("earth", "animal", "plant"),
   (o.add(2, K.DAHAN),), "Add 2 Dahan.", range=1, conditions=("noinvaders",))
_u("hunters-strike-at-dusk", "Hunters Strike at Dusk", 1, SLOW, ("animal", "fire", "moon"),
   (o.damage(1, per=K.DAHAN),), "1 Damage per Dahan here.", range=2, conditions=("dahan",))

# --- Runners of the Strangler Fig (spreads presence) -----------------------------------------
_u("creeping-tendrils", "Creeping Tendrils", 1, SLOW, ("plant", "earth"),
   (o.presence_here(),), "Add one of your presence here.", range=1,
   conditions=("nopresence",))
_u("strangling-vines", "Strangling Vines", 1, FAST, ("plant", "animal"),
   (o.destroy(3, K.EXPLORER, up_to=True),), "Destroy up to 3 Explorers.", range=2,
   conditions=("jungle|wetland",))
_u("canopy-closes-over", "Canopy Closes Over", 0, FAST, ("plant", "water"),
   (o.skip("build"),), "This turn, Invaders skip their next Build here.", range=1, conditions=("P>=2",))
_u("fruit-for-all", "Fruit for All", 1, FAST, ("plant", "sun", "animal"),
   (o.since("fruit-for-all-as-first-printed", (o.energy(2), o.play_card("hand", pay=True)), (o.energy(3),)),),
   "Target spirit gains 2 Energy, and may play a card from its hand, paying its cost; it does "
   "not count against its card plays.", target="spirit")

# --- Prism of the Shattered Lagoon (any element) ---------------------------------------------
_u("scattered-reflections", "Scattered Reflections", 0, FAST, ("sun", "moon", "water"),
   (o.damage(1),), "1 Damage.", range=2)
_u("shards-of-lagoon-glass", "Shards of Lagoon Glass", 1, SLOW, ("fire", "earth", "water"),
   (o.damage_each(1, K.EXPLORER),), "1 Damage to each Explorer.", range=1, conditions=("explorers",))
_u("omen-of-many-colours", "Omen of Many Colours", 1, FAST, ("air", "animal", "sun"),
   (o.element("sun"), o.element("moon")), "Target spirit gains 1 Sun and 1 Moon this turn.",
   target="spirit")
_u("tide-of-colours", "Tide of Colours", 2, SLOW, ("water", "plant", "moon"),
   (o.push(2, "ET", up_to=True), o.fear(2)), "Push up to 2 Explorers or Towns. 2 Fear.",
   range=1, conditions=("sand|wetland",))

# --- Old Basalt Giant Stirring (slow, heavy) -------------------------------------------------
_u("the-slope-gives-way", "The Slope Gives Way", 2, SLOW, ("earth", "moon"),
   (o.damage(4),), "4 Damage.", range=1, conditions=("mountain",))
_u("heart-of-molten-rock", "Heart of Molten Rock", 4, SLOW, ("fire", "earth"),
   (o.destroy(1, K.CITY), o.damage(2)), "Destroy 1 City. 2 Damage.", range=1, source="sacred",
   conditions=("buildings",))
_u("slow-grinding-weight", "Slow Grinding Weight", 2, SLOW, ("earth",),
   (o.damage(2, "TC"), o.fear(1)), "2 Damage to Towns and Cities. 1 Fear.", range=1)
_u("rumbling-below", "Rumbling Below", 1, FAST, ("earth", "fire"),
   (o.fear(2),), "2 Fear.", range=2, conditions=("buildings",))
