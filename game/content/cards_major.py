"""Major power cards: cost 2-7, with an element threshold that makes them stronger.

Every name and text is our own. Texts say exactly what the ops do.
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import FAST, SLOW, PowerCard, Registry

MAJORS = Registry("major")


def _M(id, name, cost, speed, elements, effect, text, threshold, threshold_effect,
       threshold_text, **kw) -> PowerCard:
    return MAJORS.add(PowerCard(
        id=id, name=name, kind="major", cost=cost, speed=speed, elements=tuple(elements),
        effect=tuple(effect), text=text, threshold=tuple(threshold.items()),
        threshold_effect=tuple(threshold_effect), threshold_text=threshold_text, **kw))


_M("earth-swallows-the-fort", "Earth Swallows the Fort", 5, SLOW, ("earth", "fire", "moon"),
   (o.destroy(1, K.CITY), o.fear(3)), "Destroy 1 City. 3 Fear.",
   {"earth": 3, "fire": 1}, (o.destroy(0, K.TOWN),), "Also destroy every Town.",
   range=1, conditions=("cities",))
_M("tidal-reckoning", "Tidal Reckoning", 6, SLOW, ("water", "moon", "earth"),
   (o.damage(4),), "4 Damage.",
   {"water": 3, "moon": 2}, (o.damage_each(2, "ETC"), o.damage(2)),
   "Instead, 2 Damage to each Invader, then 2 more Damage.",
   range=1, conditions=("coastal",), threshold_replaces=True)
_M("forest-takes-back", "Forest Takes Back the Clearing", 4, SLOW, ("plant", "earth", "water"),
   (o.remove(1, K.BLIGHT), o.destroy(1, K.EXPLORER)), "Remove 1 Blight. Destroy 1 Explorer.",
   {"plant": 3, "earth": 1}, (o.remove(1, K.BLIGHT), o.add(1, K.DAHAN)),
   "Also remove 1 more Blight and add 1 Dahan.", range=1, conditions=("blight",))
_M("the-long-night-hunts", "The Long Night Hunts", 3, FAST, ("moon", "air", "animal"),
   (o.fear(3), o.push(2, K.EXPLORER, up_to=True)), "3 Fear. Push up to 2 Explorers.",
   {"moon": 3, "animal": 2}, (o.fear(1, per="TC"),), "Also 1 Fear per Town and City here.",
   range=1, conditions=("invaders",))
_M("crown-of-wildfire", "Crown of Wildfire", 5, FAST, ("fire", "plant", "air"),
   (o.damage(3), o.fear(2)), "3 Damage. 2 Fear.",
   {"fire": 4, "air": 2}, (o.damage_each(2, "ETC"),), "Also 2 Damage to each Invader.",
   range=1, source="sacred")
_M("bounty-of-deep-soil", "Bounty of the Deep Soil", 3, FAST, ("plant", "earth", "sun", "water"),
   (o.energy(3), o.gain_power("minor")), "Target spirit gains 3 Energy and a Minor Power.",
   {"sun": 2, "plant": 2}, (o.energy(2), o.reclaim_one()),
   "Target spirit also gains 2 Energy and reclaims one card.", target="spirit")
_M("the-island-shrugs", "The Island Shrugs", 6, SLOW, ("earth", "fire", "water", "moon"),
   (o.damage(6),), "6 Damage.",
   {"earth": 4, "fire": 2}, (o.repeat(),), "Use this power once more.",
   range=1, source="sacred")
_M("flood-tide-rises", "Flood Tide Rises", 4, SLOW, ("water", "moon"),
   (o.damage(2), o.push(2, K.EXPLORER, up_to=True)), "2 Damage. Push up to 2 Explorers.",
   {"water": 3}, (o.damage(3),), "Also 3 more Damage.", range=1, conditions=("wetland",))
_M("the-pack-runs-down-its-prey", "The Pack Runs Down Its Prey", 4, FAST,
   ("animal", "moon", "fire"),
   (o.destroy(2, K.EXPLORER), o.fear(2)), "Destroy 2 Explorers. 2 Fear.",
   {"animal": 3}, (o.destroy(1, K.TOWN),), "Also destroy 1 Town.",
   range=1, conditions=("explorers",))
_M("sky-turns-to-flame", "Sky Turns to Flame", 6, SLOW, ("sun", "fire", "air"),
   (o.damage(5),), "5 Damage.",
   {"sun": 3, "fire": 3}, (o.damage(3),), "Also 3 more Damage.", range=2, source="sacred")
_M("verdant-song", "Verdant Song", 3, SLOW, ("plant", "water", "sun", "animal"),
   (o.remove(1, K.BLIGHT), o.add(1, K.DAHAN)), "Remove 1 Blight. Add 1 Dahan.",
   {"plant": 3, "water": 2}, (o.presence_here(),), "Also add one of your presence here.",
   range=1, conditions=("inland",))
_M("cliffs-rise-overnight", "Cliffs Rise Overnight", 4, FAST, ("earth", "air", "sun"),
   (o.defend(4), o.isolate()), "Defend 4. Isolate this land.",
   {"earth": 3, "sun": 1}, (o.skip("ravage"),), "Also, this turn, Invaders skip their next Ravage here.",
   range=1)
_M("ships-of-bone-and-mist", "Ships of Bone and Mist", 5, FAST, ("moon", "water", "air"),
   (o.fear(4), o.remove(1, K.EXPLORER)), "4 Fear. Remove 1 Explorer.",
   {"moon": 3, "water": 2}, (o.remove(1, K.TOWN),), "Also remove 1 Town.",
   range=2, conditions=("coastal",))
_M("locust-cloud", "Locust Cloud", 4, SLOW, ("animal", "air", "fire"),
   (o.damage_each(1, "ETC"), o.fear(2)), "1 Damage to each Invader. 2 Fear.",
   {"animal": 3, "air": 2}, (o.damage_each(2, "ETC"), o.fear(3)),
   "Instead, 2 Damage to each Invader and 3 Fear.", range=1, threshold_replaces=True)
_M("dragging-undertow", "Dragging Undertow", 3, FAST, ("water", "moon"),
   (o.destroy(1, K.TOWN),), "Destroy 1 Town.",
   {"water": 3, "moon": 2}, (o.destroy(1, K.CITY),), "Also destroy 1 City.",
   range=1, conditions=("coastal", "buildings"))
_M("the-forest-is-watching", "The Forest Is Watching", 3, FAST, ("plant", "moon", "animal"),
   (o.fear(3), o.skip("explore")), "3 Fear. This turn, Invaders skip their next Explore here.",
   {"plant": 2, "moon": 2}, (o.fear(1, per=K.EXPLORER),), "Also 1 Fear per Explorer here.",
   range=2, conditions=("jungle",))
_M("legend-wakes-the-villages", "Legend Wakes the Villages", 5, SLOW, ("sun", "animal", "earth"),
   (o.gather(2, K.DAHAN, up_to=True), o.damage(1, per=K.DAHAN)),
   "Gather up to 2 Dahan, then 1 Damage per Dahan here.",
   {"sun": 3, "animal": 2}, (o.add(2, K.DAHAN),), "Also add 2 Dahan.",
   range=1, conditions=("dahan",))
_M("elders-share-their-wisdom", "Elders Share Their Wisdom", 3, FAST, ("sun", "moon", "plant"),
   (o.gain_power("major"),), "Target spirit gains a Major Power.",
   {"sun": 2, "moon": 2}, (o.energy(3),), "Target spirit also gains 3 Energy.",
   target="spirit")
_M("the-ground-opens", "The Ground Opens", 7, SLOW, ("earth", "moon", "fire"),
   (o.destroy(0, "ET"),), "Destroy every Explorer and Town.",
   {"earth": 3, "moon": 2, "fire": 1}, (o.destroy(0, K.CITY),), "Also destroy every City.",
   range=0, conditions=("sacred",))
_M("washing-monsoon", "Washing Monsoon", 3, SLOW, ("water", "sun", "plant"),
   (o.remove(1, K.BLIGHT), o.push(1, K.EXPLORER)), "Remove 1 Blight. Push 1 Explorer.",
   {"water": 2, "sun": 2}, (o.remove(1, K.BLIGHT),), "Also remove 1 more Blight.",
   range=2, conditions=("blight",))
_M("thunder-answers-thunder", "Thunder Answers Thunder", 5, FAST, ("air", "fire", "sun"),
   (o.damage(2), o.fear(2)), "2 Damage. 2 Fear.",
   {"air": 3, "fire": 2}, (o.repeat(),), "Use this power once more.",
   range=3, conditions=("invaders",))
_M("time-slows-in-the-valley", "Time Slows in the Valley", 2, FAST, ("moon", "earth"),
   (o.skip("build"), o.skip("explore")),
   "This turn, Invaders skip their next Build and Explore here.",
   {"moon": 2, "earth": 2}, (o.skip("ravage"),), "Also, this turn, Invaders skip their next Ravage here.",
   range=1, conditions=("inland",))
