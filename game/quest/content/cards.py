"""The quest's decks and tokens (rules document 002): the event deck (6 cards, Night and Day among
them), the encounter deck (drawn in the enemies' turn), the trap deck (doors, chests, locked doors), the
treasure deck, the critical tokens, and the red die's search faces."""
from __future__ import annotations

from game.quest.content.spec import (CriticalToken, Effect, EncounterCard, EventCard, SearchResult,
                                     TrapCard, TreasureCard)

EVENTS = (
    EventCard("night", "Night", "The harbour bells ring midnight above the tunnels. Read §5.",
              (Effect("section", 5),), marker="night"),
    EventCard("day", "Day", "A grey light creeps down the smugglers' stair. Read §6.",
              (Effect("section", 6),), marker="day"),
    EventCard("war_drums", "War Drums", "Somewhere below, pans are beaten like drums. Gremlins answer: "
              "fodder at every spawn gate, one for every two heroes.",
              (Effect("spawn", "fodder", amount="half_heroes"),)),
    EventCard("rising_tide", "Rising Tide", "Sea water floods the low tunnels. Every hero saves on 3 or more, "
              "or is slowed.",
              (Effect("save", 3, who="all_heroes", then=(Effect("condition", "slowed"),)),)),
    EventCard("captains_signal", "Captain Ann's Signal", "A lantern swings three times at the top of the "
              "stair: she is still waiting. Every hero heals 1.",
              (Effect("heal", 1, who="all_heroes"),)),
    EventCard("royal_summons", "Royal Summons", "Spittlesnot calls his guard: a minion at every spawn gate.",
              (Effect("spawn", "minion"),)),
)

ENCOUNTERS = (
    EncounterCard("charge", "Charge!", "Every enemy acts.", (Effect("activate", "all"),)),
    EncounterCard("charge_2", "Screeching Charge", "Every enemy acts.", (Effect("activate", "all"),)),
    EncounterCard("skulk", "Skulking", "Fodder and minions act.",
                  (Effect("activate", "fodder"), Effect("activate", "minion"))),
    EncounterCard("big_ones", "The Big Ones", "Elites, then the champion and shadow act.",
                  (Effect("activate", "elite"), Effect("activate", "champion"), Effect("activate", "shadow"))),
    EncounterCard("reinforce", "More of Them", "Fodder at every spawn gate; then every enemy acts.",
                  (Effect("spawn", "fodder"), Effect("activate", "all"))),
    EncounterCard("frenzy", "Frenzy", "Fodder act twice.", (Effect("activate", "fodder", amount=2),)),
    EncounterCard("regroup", "Lick Your Wounds", "Every enemy heals 1; the master acts.",
                  (Effect("heal", 1, who="all_enemies"), Effect("activate", "master"))),
    EncounterCard("ambush", "Ambush", "A minion at every spawn gate; minions act.",
                  (Effect("spawn", "minion"), Effect("activate", "minion"))),
    EncounterCard("bicker", "Bickering", "The gremlins squabble over loot. Only elites act.",
                  (Effect("activate", "elite"),)),
    EncounterCard("stink_cloud", "Stink Cloud", "Every hero saves on 3 or more, or is poisoned; then "
                  "every enemy acts.",
                  (Effect("save", 3, who="all_heroes", then=(Effect("condition", "poisoned"),)),
                   Effect("activate", "all"))),
    EncounterCard("cheap_shots", "Cheap Shots", "Minions act, then fodder.",
                  (Effect("activate", "minion"), Effect("activate", "fodder"))),
    EncounterCard("kings_orders", "The King's Orders", "The master acts, then every enemy acts.",
                  (Effect("activate", "master"), Effect("activate", "all"))),
)

TRAPS = (
    TrapCard("dart", "Dart Trap", "Save on 3 or more, or suffer 2 hits.",
             (Effect("save", 3, then=(Effect("hits", 2),)),)),
    TrapCard("needle", "Poison Needle", "Save on 4 or more, or be poisoned.",
             (Effect("save", 4, then=(Effect("condition", "poisoned"),)),)),
    TrapCard("snot_bucket", "Snot Bucket", "A bucket of something green: slowed.",
             (Effect("condition", "slowed"),)),
    TrapCard("rat_alarm", "Rat on a String", "A bell rings: fodder at every spawn gate.",
             (Effect("spawn", "fodder"),)),
    TrapCard("firepot", "Firepot", "Save on 3 or more, or catch Fire II.",
             (Effect("save", 3, then=(Effect("condition", "fire2"),)),)),
    TrapCard("rusty_blade", "Rusty Blade", "A blade springs from the frame: 1 wound.",
             (Effect("damage", 1),)),
    TrapCard("boot_spring", "Boot on a Spring", "Save on 4 or more, or be stunned.",
             (Effect("save", 4, then=(Effect("condition", "stunned"),)),)),
    TrapCard("false_alarm", "Nothing At All", "A gremlin drew a skull on the door. That is all.", ()),
    TrapCard("giggle", "Giggling Behind", "Only a giggle in the dark. Nothing happens.", ()),
    TrapCard("falling_net", "Falling Net", "Save on 3 or more, or be slowed.",
             (Effect("save", 3, then=(Effect("condition", "slowed"),)),)),
    TrapCard("loose_stone", "Loose Stone", "A stone drops from the ceiling: 1 hit.", (Effect("hits", 1),)),
    TrapCard("sneezing_powder", "Sneezing Powder", "Save on 2 or more, or be stunned.",
             (Effect("save", 2, then=(Effect("condition", "stunned"),)),)),
)

TREASURES = (
    TreasureCard("t_cutlass", "Captain's Cutlass", "A weapon.", item="captains_cutlass"),
    TreasureCard("t_axe", "Boarding Axe", "A weapon.", item="boarding_axe"),
    TreasureCard("t_wand", "Frost Wand", "A weapon.", item="frost_wand"),
    TreasureCard("t_bomb", "Spitfire Bomb", "A throwing pot.", item="spitfire_bomb"),
    TreasureCard("t_mail", "Barnacle Mail", "Armour.", item="barnacle_mail"),
    TreasureCard("t_button", "Lucky Button", "A trinket.", item="lucky_button"),
    TreasureCard("t_tooth", "Shark-Tooth Charm", "A trinket.", item="shark_tooth_charm"),
    TreasureCard("t_crown", "Spoon Crown", "A trinket, and a risk.", item="spoon_crown"),
    TreasureCard("t_ward", "Warding Charm", "A charm.", item="warding_charm"),
    TreasureCard("t_salts", "Smelling Salts", "A remedy.", item="smelling_salts"),
    TreasureCard("t_draught", "Healing Draught", "A remedy.", item="healing_draught"),
    TreasureCard("t_sack", "Gremlin Sack", "A bag.", item="gremlin_sack"),
    TreasureCard("t_pack", "Sea-Chest Pack", "A backpack.", item="sea_chest_pack"),
    TreasureCard("t_purse", "Fat Purse", "A gremlin's savings: 25 crowns.", effects=(Effect("crowns", 25),)),
    TreasureCard("t_pearl", "Soul Pearl", "A pearl with a soul's glow: 1 soul point.", effects=(Effect("soul", 1),)),
)

CRITICALS = (
    CriticalToken("c_hit", "Deep Cut", "1 hit more.", (Effect("hits", 1, who="target"),)),
    CriticalToken("c_hit_2", "Deep Cut", "1 hit more.", (Effect("hits", 1, who="target"),)),
    CriticalToken("c_double", "Brutal Blow", "2 hits more.", (Effect("hits", 2, who="target"),)),
    CriticalToken("c_bleed", "Bleeding", "1 wound, whatever its armour.", (Effect("damage", 1, who="target"),)),
    CriticalToken("c_stagger", "Stagger", "The target is stunned.", (Effect("condition", "stunned", who="target"),)),
    CriticalToken("c_hobble", "Hobble", "The target is slowed.", (Effect("condition", "slowed", who="target"),)),
    CriticalToken("c_knock", "Knock Back", "The target is pushed 1 area.", (Effect("push", 1, who="target"),)),
    CriticalToken("c_second_wind", "Second Wind", "The attacker heals 1.", (Effect("heal", 1, who="self"),)),
)

SEARCH_FACES = (
    SearchResult(1, "Trap!", "A tripwire: draw a trap card.", (Effect("trap"),)),
    SearchResult(2, "Dust", "Nothing but dust and gremlin droppings.", ()),
    SearchResult(3, "Loose Change", "10 crowns.", (Effect("crowns", 10),)),
    SearchResult(4, "Gremlin Snack", "A pickled egg, surprisingly good: heal 2.", (Effect("heal", 2),)),
    SearchResult(5, "Soul Spark", "A glimmer of a lost soul: 1 soul point.", (Effect("soul", 1),)),
    SearchResult(6, "Hidden Cache", "Draw a treasure card.", (Effect("treasure", 1),)),
)
