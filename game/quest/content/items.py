"""Items and weapons of the quest: the heroes' starting gear, the magic key, and the items the treasure
deck gives (rules document 002: weapons roll their dice, anything else 1 blue die; bags and backpacks
take one slot each, at most one of each per hero)."""
from __future__ import annotations

from game.quest.content.spec import Attack, Effect, Item

ITEMS = (
    # Starting weapons.
    Item("watch_halberd", "Watch Halberd", "The harbour watch's long axe: it shoves what it strikes.",
         slot="two_hands", attack=Attack(2, marks=("bash",)), value=20),
    Item("twin_knives", "Twin Knives", "Two thin blades that find the gaps in any hide.",
         slot="hand", attack=Attack(2, marks=("critical",)), value=15),
    Item("ember_staff", "Ember Staff", "A blackened staff that spits sparks as far as two areas.",
         slot="two_hands", attack=Attack(1, hits=1, range=2, element="fire"), value=20),
    Item("tide_mace", "Tide Mace", "A mace of grey driftwood bound in salt-crusted iron.",
         slot="hand", attack=Attack(2), value=15),
    Item("harpoon_gun", "Harpoon Gun", "A whaler's spring gun: far reach, and a barb that drags.",
         slot="two_hands", attack=Attack(2, range=3, marks=("bash",)), value=25),
    # Starting items.
    Item("ship_biscuit", "Ship's Biscuit", "Hard as a brick, but it keeps you standing. Heals 1.",
         use=(Effect("heal", 1, who="self"),), activity="free", uses=1, value=2),
    Item("smoke_pellet", "Smoke Pellet", "A crack, a cloud, and you are gone: become hidden.",
         use=(Effect("condition", "hidden", who="self"),), activity="free", uses=2, value=8),
    Item("healing_draught", "Healing Draught", "A bitter green brew. Heals 3.",
         use=(Effect("heal", 3, who="self"),), activity="action", uses=1, value=10),
    # The quest's key.
    Item("magic_key", "Snot-Sealed Key", "A key of green glass, warm and sticky. It opens the magic lock "
         "of Spittlesnot's vault.", slot="pack", value=0),
    # Treasures.
    Item("captains_cutlass", "Captain's Cutlass", "A fine curved blade with a brass guard.",
         slot="hand", attack=Attack(2, hits=1, marks=("critical",)), value=35),
    Item("boarding_axe", "Boarding Axe", "Made for cutting ropes, and whatever holds them.",
         slot="hand", attack=Attack(2, marks=("lethal",)), value=30),
    Item("frost_wand", "Frost Wand", "A rod of sea ice that never melts. Reaches three areas.",
         slot="hand", attack=Attack(1, hits=1, range=3, element="frost"), value=30),
    Item("spitfire_bomb", "Spitfire Bomb", "A gremlin firepot, turned against its makers. Thrown two "
         "areas; it burns the target and its neighbours.", slot="pack",
         attack=Attack(2, range=2, marks=("aoe1",), element="fire"), activity="combat", uses=1, value=15),
    Item("barnacle_mail", "Barnacle Mail", "A coat of shells grown on old chain: 1 armour.",
         slot="body", passive=(Effect("stat", "armour", who="self", amount=1),), value=30),
    Item("lucky_button", "Lucky Button", "Off the captain's own coat. Reroll 1 die in each roll.",
         slot="trinket", passive=(Effect("reroll", who="self", amount=1),), value=25),
    Item("shark_tooth_charm", "Shark-Tooth Charm", "Your attacks gain the critical mark.",
         slot="trinket", passive=(Effect("mark", "critical", who="self"),), value=25),
    Item("spoon_crown", "Spoon Crown", "A gremlin crown of bent spoons: 1 hit more in each attack, but "
         "the wearer is weak to fire (it smells of lamp oil).", slot="trinket",
         passive=(Effect("stat", "hits", who="self", amount=1), Effect("weak", "fire", who="self")), value=40),
    Item("warding_charm", "Warding Charm", "A ring of knotted seaweed. Gain 2 magic shields.",
         use=(Effect("shield", 2, who="self"),), activity="free", uses=2, value=20),
    Item("smelling_salts", "Smelling Salts", "Wakes the stunned and clears a poisoned head.",
         use=(Effect("cure", "stunned", who="self"), Effect("cure", "poisoned", who="self")),
         activity="free", uses=2, value=10),
    Item("gremlin_sack", "Gremlin Sack", "A bag of stitched rat hides: two more slots (it takes one).",
         slot="bag", passive=(Effect("stat", "slots", who="self", amount=2),), value=10),
    Item("sea_chest_pack", "Sea-Chest Pack", "A sailor's backpack: three more slots (it takes one).",
         slot="backpack", passive=(Effect("stat", "slots", who="self", amount=3),), value=15),
)
