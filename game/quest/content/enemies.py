"""The enemy deck (9 cards) and the enemy power cards: Spittlesnot's gremlins and what lives with them
(rules document 002: tiers Fodder, Minion, Elite, Champion, Shadow; Green and Blue enemies give their
power cards to the heroes they kill). Three fodder, two minions, two elites, one champion (Spittlesnot
himself, the master enemy) and one shadow (called only by the Night, §5: the reserve holds none)."""
from __future__ import annotations

from game.quest.content.spec import HERE, Attack, Effect, Enemy, EnemyPower

CHASE = (Effect("move_toward", "closest_hero"), Effect("attack", "closest_hero"))
BULLY = (Effect("move_toward", "weakest_hero"), Effect("attack", "weakest_hero"))
# The Hag never leaves the place she came to (her vats): she ladles the weakest hero in reach.
HAG = (Effect("hold"), Effect("attack", "weakest_hero"))
MASTER = (Effect("move_toward", "menace"), Effect("attack", "menace"))

ENEMIES = (
    Enemy("snotling", "Snotling", "A gremlin no taller than a boot, all teeth and runny nose.",
          "fodder", health=2, armour=0, defence=1, attack=Attack(1), movement=2, behaviour=CHASE,
          colour="green", soul=1, crowns=2),
    Enemy("bilge_rats", "Bilge Rat Swarm", "A carpet of rats that the gremlins keep as hounds. Their bites "
          "fester.", "fodder", health=2, armour=0, defence=1, attack=Attack(1, element="poison"), movement=3,
          behaviour=CHASE, soul=1, crowns=0, weak=("fire",),
          passive=(Effect("on_hit", "poisoned", who="self"),)),
    Enemy("puddle_gremlin", "Puddle Gremlin", "It hides in puddles and bites ankles.", "fodder",
          health=3, armour=0, defence=1, attack=Attack(1), movement=2, behaviour=CHASE, colour="blue",
          soul=1, crowns=3),
    Enemy("snot_lobber", "Snot Lobber", "It throws what gremlins have most of. Up to 3 areas away.",
          "minion", health=3, armour=0, defence=1, attack=Attack(1, range=3, element="poison"),
          movement=2, behaviour=CHASE, colour="green", soul=2, crowns=5),
    Enemy("gremlin_cutthroat", "Gremlin Cutthroat", "A gremlin with a knife and a grudge; it picks the "
          "weakest.", "minion", health=4, armour=1, defence=1, attack=Attack(2, marks=("critical",)),
          movement=2, behaviour=BULLY, colour="blue", soul=2, crowns=5),
    Enemy("gremlin_bruiser", "Gremlin Bruiser", "Fed on pickles and spite until it outgrew the door.",
          "elite", health=6, armour=1, defence=2, attack=Attack(2, hits=1, marks=("bash",)), movement=2,
          behaviour=CHASE, colour="blue", soul=3, crowns=10, weak=("fire",)),
    Enemy("vat_hag", "Hag of the Vats", "The gremlins' brewer. She never leaves her vats; her ladle reaches "
          "two areas, and the vats burst when she falls.", "elite", health=5, armour=0, defence=2,
          attack=Attack(2, range=2, element="arcane"), movement=2, behaviour=HAG, colour="green", soul=3,
          crowns=10, resist=("poison",), death=(Effect("fire_area", "fire1", HERE),)),
    Enemy("spittlesnot", "Spittlesnot", "King of the Snotwarren, in a crown of bent spoons. He goes after "
          "whoever taunts him.", "champion", health=10, armour=2, defence=3,
          attack=Attack(3, marks=("critical",)), movement=2, behaviour=MASTER, colour="green", soul=5,
          crowns=30, master=True, death=(Effect("flag", "spittlesnot_slain"),)),
    Enemy("drowned_lantern", "The Drowned Lantern", "A cold light that walks under the water of the old "
          "cistern. What it touches freezes.", "shadow", health=7, armour=1, defence=2,
          attack=Attack(2, lethal=1, element="frost"), movement=3, behaviour=CHASE, colour="blue", soul=4,
          crowns=15, resist=("frost", "poison"), weak=("fire",)),
)

ENEMY_POWERS = (
    EnemyPower("green_sneeze", "Gremlin Sneeze", "Green enemies' attacks that wound also poison.", "green",
               (Effect("on_hit", "poisoned", who="green"),)),
    EnemyPower("green_pickled", "Pickled Hides", "Green enemies have 1 health more.", "green",
               (Effect("stat", "health", who="green", amount=1),)),
    EnemyPower("blue_chill", "Damp Chill", "Blue enemies roll 1 defence die more.", "blue",
               (Effect("stat", "defence", who="blue", amount=1),)),
    EnemyPower("blue_tide", "Tide Runners", "Blue enemies move 1 area more.", "blue",
               (Effect("stat", "movement", who="blue", amount=1),)),
)
