"""The heroes (ours): five hired souls of the harbour town of Saltmarrow. Each has a card (health,
armour, defence-dice limit, base movement, activities, inventory), a starting weapon and items, and a
soul gem of four powers (Soulranks I, III, V, VII: 002's "Soulrank/2") and seven talents (one per
Soulrank I-VII: 002's "Soulrank")."""
from __future__ import annotations

from game.quest.content.spec import Attack, Effect, Hero, Power, TARGET_AREA, Talent


def _stat(name: str, amount: int = 1) -> tuple:
    return (Effect("stat", name, who="self", amount=amount),)


BRANNOC = Hero(
    "brannoc", "Brannoc Tallowmere",
    "Sergeant of the harbour watch, wide as a door and about as easy to move. He stands where the "
    "blows fall so that the others do not have to.",
    health=10, armour=2, defence=2, movement=2, combat=1, actions=2, slots=5,
    weapon="watch_halberd", items=("ship_biscuit",),
    powers=(
        Power("shield_wall", "Shield Wall", "Brace behind the halberd's haft: gain 2 magic shields.", 1,
              activity="action", effects=(Effect("shield", 2, who="self"),), target="self", refresh=True),
        Power("harbour_sweep", "Harbour Sweep", "A wide swing that catches everything near: 2 dice, AoE 1.", 3,
              attack=Attack(2, marks=("aoe1",)), cooldown=2),
        Power("stand_fast", "Stand Fast", "Every hero in your area gains 1 magic shield.", 5,
              activity="action", effects=(Effect("shield", 1, who="heroes_here"),), target="self", cooldown=2),
        Power("gate_breaker", "Gate Breaker", "3 dice and 1 hit more, 1 lethal hit; the target is shoved.", 7,
              attack=Attack(3, hits=1, marks=("bash",), lethal=1), cooldown=3),
    ),
    talents=(
        Talent("thick_hide", "Thick Hide", "1 health more.", 1, _stat("health")),
        Talent("drilled", "Drilled", "1 defence die more.", 2, _stat("defence")),
        Talent("steady_hands", "Steady Hands", "Reroll 1 die in each roll.", 3,
               (Effect("reroll", who="self", amount=1),)),
        Talent("iron_stomach", "Iron Stomach", "Resists poison.", 4, (Effect("resist", "poison", who="self"),)),
        Talent("broad_shoulders", "Broad Shoulders", "1 inventory slot more.", 5, _stat("slots")),
        Talent("veterans_eye", "Veteran's Eye", "Your attacks gain the critical mark.", 6,
               (Effect("mark", "critical", who="self"),)),
        Talent("unbreakable", "Unbreakable", "1 armour more.", 7, _stat("armour")),
    ),
    ghost_text="Even dead, Brannoc bellows orders.",
)

MIRELLE = Hero(
    "mirelle", "Mirelle Quickfinger",
    "A cutpurse who owes Captain Ann a life. Fast, quiet, and never where the blow lands.",
    health=8, armour=0, defence=2, movement=4, combat=1, actions=2, slots=6,
    weapon="twin_knives", items=("smoke_pellet",),
    powers=(
        Power("slip_away", "Slip Away", "Become hidden.", 1, activity="free",
              effects=(Effect("condition", "hidden", who="self"),), target="self", cooldown=2),
        Power("backstab", "Backstab", "2 dice and 1 hit more, 1 of them lethal; draw a critical token.", 3,
              attack=Attack(2, hits=1, lethal=1), effects=(Effect("critical", who="self"),), cooldown=2),
        Power("knife_fan", "Knife Fan", "Knives thrown up to 2 areas: 2 dice, AoE 1.", 5,
              attack=Attack(2, range=2, marks=("aoe1",)), range=2, cooldown=2),
        Power("cut_the_purse", "Cut the Purse", "3 dice with the critical mark, and 10 crowns from the target.", 7,
              attack=Attack(3, marks=("critical",)), effects=(Effect("crowns", 10, who="self"),), refresh=True),
    ),
    talents=(
        Talent("quick_reflexes", "Quick Reflexes", "Reroll 1 die in each roll.", 1,
               (Effect("reroll", who="self", amount=1),)),
        Talent("nimble", "Nimble", "1 defence die more.", 2, _stat("defence")),
        Talent("deep_pockets", "Deep Pockets", "1 inventory slot more.", 3, _stat("slots")),
        Talent("antidote_habit", "Antidote Habit", "Resists poison.", 4, (Effect("resist", "poison", who="self"),)),
        Talent("keen_edge", "Keen Edge", "1 hit more in each attack.", 5, _stat("hits")),
        Talent("fleet", "Fleet", "1 movement more.", 6, _stat("movement")),
        Talent("shadow_step", "Shadow Step", "1 action more each turn.", 7, _stat("actions")),
    ),
    ghost_text="Mirelle's ghost still picks pockets; it just cannot hold what it takes.",
)

OSGAR = Hero(
    "osgar", "Osgar Emberlung",
    "A fire-eater from the harbour fairs who swallowed one flame too many and kept it. Gremlins hate fire; "
    "Osgar loves it.",
    health=8, armour=0, defence=2, movement=3, combat=1, actions=2, slots=5,
    weapon="ember_staff", items=("ship_biscuit",),
    powers=(
        Power("spit_fire", "Spit Fire", "2 fire dice up to 2 areas; the target catches Fire I.", 1,
              attack=Attack(2, range=2, element="fire"), effects=(Effect("condition", "fire1", who="target"),),
              range=2, refresh=True),
        Power("wall_of_flame", "Wall of Flame", "Set an area up to 2 away ablaze: Fire II on the map.", 3,
              activity="action", effects=(Effect("fire_area", "fire2", TARGET_AREA),), target="area",
              range=2, cooldown=2),
        Power("fireball", "Fireball", "3 fire dice and 1 hit more, up to 3 areas, AoE 1.", 5,
              attack=Attack(3, hits=1, range=3, marks=("aoe1",), element="fire"), range=3, cooldown=3),
        Power("phoenix_breath", "Phoenix Breath", "Breathe in your own fire: heal 3 and end every condition.", 7,
              activity="action", effects=(Effect("heal", 3, who="self"), Effect("cure", "all", who="self")),
              target="self", cooldown=4),
    ),
    talents=(
        Talent("smouldering_strike", "Smouldering Strike", "Your attacks that wound set Fire I.", 1,
               (Effect("on_hit", "fire1", who="self"),)),
        Talent("soot_skin", "Soot Skin", "1 armour more.", 2, _stat("armour")),
        Talent("long_breath", "Long Breath", "1 range more for ranged attacks.", 3, _stat("range")),
        Talent("warm_blood", "Warm Blood", "Resists frost.", 4, (Effect("resist", "frost", who="self"),)),
        Talent("hardy", "Hardy", "2 health more.", 5, _stat("health", 2)),
        Talent("focused_flame", "Focused Flame", "Reroll 1 die in each roll.", 6,
               (Effect("reroll", who="self", amount=1),)),
        Talent("inferno", "Inferno", "1 die more in each attack.", 7, _stat("dice")),
    ),
    resist=("fire",), weak=("frost",),
    ghost_text="Osgar's ghost smells of lamp oil and burnt sugar.",
)

WENNA = Hero(
    "wenna", "Sister Wenna Saltbough",
    "A priestess of the tide chapel. She blesses the nets, buries the drowned, and hits very hard with "
    "a mace for someone so calm.",
    health=8, armour=1, defence=2, movement=3, combat=1, actions=2, slots=5,
    weapon="tide_mace", items=("healing_draught",),
    powers=(
        Power("tides_mercy", "Tide's Mercy", "A hero up to 2 areas away (or you) heals 2.", 1,
              activity="action", effects=(Effect("heal", 2, who="target"),), target="ally", range=2, refresh=True),
        Power("salt_ward", "Salt Ward", "A hero up to 2 areas away (or you) gains 2 magic shields.", 3,
              activity="action", effects=(Effect("shield", 2, who="target"),), target="ally", range=2, cooldown=2),
        Power("undertow", "Undertow", "2 frost dice up to 2 areas; the wave shoves the target.", 5,
              attack=Attack(2, range=2, marks=("bash",), element="frost"), range=2, cooldown=2),
        Power("high_tide", "High Tide", "Every hero heals 2 and is no longer poisoned.", 7,
              activity="action", effects=(Effect("heal", 2, who="all_heroes"),
                                          Effect("cure", "poisoned", who="all_heroes")),
              target="self", cooldown=4),
    ),
    talents=(
        Talent("blessed", "Blessed", "1 health more.", 1, _stat("health")),
        Talent("calm_waters", "Calm Waters", "Reroll 1 die in each roll.", 2, (Effect("reroll", who="self", amount=1),)),
        Talent("salt_blood", "Salt Blood", "Resists poison.", 3, (Effect("resist", "poison", who="self"),)),
        Talent("steady_faith", "Steady Faith", "1 defence die more.", 4, _stat("defence")),
        Talent("pilgrims_pace", "Pilgrim's Pace", "1 movement more.", 5, _stat("movement")),
        Talent("armoured_habit", "Armoured Habit", "1 armour more.", 6, _stat("armour")),
        Talent("devout", "Devout", "1 action more each turn.", 7, _stat("actions")),
    ),
    ghost_text="Wenna's ghost hums the drowned sailors' hymn.",
)

DUNSTAN = Hero(
    "dunstan", "Dunstan Hookhand",
    "An old harpooner who left a hand in a whale and his temper nowhere. He shoots from the back and "
    "complains from the front.",
    health=8, armour=1, defence=2, movement=3, combat=1, actions=2, slots=5,
    weapon="harpoon_gun", items=("ship_biscuit",),
    powers=(
        Power("barbed_shot", "Barbed Shot", "2 dice and 1 hit more, up to 3 areas.", 1,
              attack=Attack(2, hits=1, range=3), range=3, cooldown=2),
        Power("hook_and_haul", "Hook and Haul", "2 dice with bash; the target is slowed.", 3,
              attack=Attack(2, marks=("bash",)), effects=(Effect("condition", "slowed", who="target"),), cooldown=2),
        Power("chain_shot", "Chain Shot", "3 dice up to 3 areas, AoE 1.", 5,
              attack=Attack(3, range=3, marks=("aoe1",)), range=3, cooldown=3),
        Power("whale_killer", "Whale Killer", "3 dice and 1 hit more up to 4 areas, 2 of them lethal.", 7,
              attack=Attack(3, hits=1, range=4, lethal=2), range=4, cooldown=4),
    ),
    talents=(
        Talent("salt_cured", "Salt-Cured", "Resists frost.", 1, (Effect("resist", "frost", who="self"),)),
        Talent("sea_legs", "Sea Legs", "1 movement more.", 2, _stat("movement")),
        Talent("keen_sight", "Keen Sight", "1 range more for ranged attacks.", 3, _stat("range")),
        Talent("tough_old_tar", "Tough Old Tar", "2 health more.", 4, _stat("health", 2)),
        Talent("gunners_luck", "Gunner's Luck", "Reroll 1 die in each roll.", 5,
               (Effect("reroll", who="self", amount=1),)),
        Talent("iron_hook", "Iron Hook", "1 armour more.", 6, _stat("armour")),
        Talent("two_harpoons", "Two Harpoons", "1 combat activity more each turn.", 7, _stat("combat")),
    ),
    ghost_text="Dunstan's ghost still keeps one eye on the horizon.",
)

HEROES = (BRANNOC, MIRELLE, OSGAR, WENNA, DUNSTAN)
