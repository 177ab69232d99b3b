"""The Book of Secrets of the Spittlesnot quest: our own words, numbered as rules document 002 numbers
the sections it names (§3 the gate, §6 Day, §9 Peach found, §10 the waypoints, §14-16 Gremlina's
choice); the others are ours, read by the places, searches and events that trigger them."""
from __future__ import annotations

from game.quest.content.spec import HERE, BookSection, Choice, Effect, Trigger

BOOK = (
    BookSection(
        1, "Down the Smugglers' Stair",
        "Captain Ann's daughter Peach was snatched from the quay at dusk, and the trail of green slime "
        "leads down the old smugglers' stair into the Snotwarren, where Spittlesnot, king of the "
        "gremlins, keeps his court. Find Peach before daybreak, and hold on until the harbour watch "
        "comes down in force. The gremlins already know you are here.",
        Trigger("start"), (Effect("spawn", "fodder", amount="half_heroes"),)),
    BookSection(
        2, "The Latrine",
        "The smell arrives before the room does. Behind a curtain of old sailcloth, something squeals "
        "and runs to warn the others.",
        Trigger("enter", "8B.b"), (Effect("spawn", "fodder"),)),
    BookSection(
        3, "The Bone Gate",
        "The gate is made of ribs and barrel hoops, and it was never locked: gremlins cannot count "
        "well enough to make keys. It swings open without a sound. Beyond, drums start to beat, and the "
        "gremlins pour their spawn into the Grand Cavern instead. The spawn gate moves to the Stalactite "
        "Hall (18A). A minion comes through it. Read §10.",
        Trigger("open", "gate"),
        (Effect("move_gate", area="18A.a"), Effect("spawn", "minion"), Effect("section", 10))),
    BookSection(
        4, "Something in the Water",
        "The flood is knee deep and warm. Bubbles rise beside you; a gremlin rises after them.",
        Trigger("enter", "3B.b"), (Effect("spawn", "fodder", HERE),)),
    BookSection(
        5, "Midnight",
        "Midnight. The old cistern's water begins to glow from below, and the Drowned Lantern walks out "
        "of it. The gremlins open a second spawn gate in the Sewer Mouth (11B). Set the Night card beside "
        "the deck.",
        effects=(Effect("add_gate", area="11B.a"), Effect("summon", "drowned_lantern", "15B.a"))),
    BookSection(
        6, "Daybreak",
        "Grey light falls down the stair. Set the Day card beside the deck: it is discarded at the next "
        "event phase that discards a card, or when the deck runs out. If Peach is not found by then, "
        "the gremlins carry her off to the deep tunnels and the quest is lost. If she is already with "
        "you, every hero takes heart (1 soul point); if not, the gremlins send an elite to every gate.",
        effects=(Effect("if_flag", "peach_found", then=(Effect("soul", 1, who="all_heroes"),),
                        otherwise=(Effect("spawn", "elite"),)),)),
    BookSection(
        7, "The Scribblers' Nook",
        "Gremlin drawings cover the walls: a girl with a ribbon, a spoon crown, many little skulls. Under "
        "the scribbles, someone has hidden their savings. Draw a treasure card and gain 1 soul point.",
        Trigger("search", "S.E.1"), (Effect("treasure", 1), Effect("soul", 1))),
    BookSection(
        8, "The Key Warden",
        "The Key Warden sleeps on a heap of keys, all of them fake but one: a key of warm green glass. "
        "You take it; the Warden wakes. Gain the Snot-Sealed Key; a minion appears here.",
        Trigger("search", "S.E.2"), (Effect("item", "magic_key"), Effect("spawn", "minion", HERE))),
    BookSection(
        9, "Peach!",
        "Tied to a barrel and chewing through the rope herself, Peach looks up and says: about time. She "
        "stays at your side from now on. Peach is found: now hold on until the watch arrives. Every hero "
        "heals 2.",
        Trigger("waypoint", "A"), (Effect("flag", "peach_found"), Effect("heal", 2, who="all_heroes"))),
    BookSection(
        10, "Slime Trails",
        "From the gate, three fresh slime trails lead off into the dark toward the waypoints. Shuffle "
        "the letters A, B and C face down onto three of the six waypoints at random. Enter a waypoint to "
        "turn its letter up: A is where Peach is held.",
        effects=(Effect("waypoints"),)),
    BookSection(
        11, "Spittlesnot's Larder",
        "A cave stacked with stolen pickles and ship's cheese, and the king himself having supper. He is "
        "not pleased. The champion comes here if the reserve holds one; draw a treasure card.",
        Trigger("waypoint", "C"), (Effect("spawn", "champion", HERE), Effect("treasure", 1))),
    BookSection(
        12, "A False Trail",
        "The slime trail ends at a puddle and a giggling snotling who led you here on purpose. It was paid "
        "for it: 5 crowns lie in the puddle.",
        Trigger("waypoint", ""), (Effect("spawn", "fodder", HERE), Effect("loot", 5, HERE))),
    BookSection(
        13, "Gremlina",
        "In a cage of spoons sits a small gremlin girl with a bandaged ear: Gremlina, who let Peach "
        "out once and was caged for it. She looks at you and does not squeal. What do you do?",
        Trigger("waypoint", "B"),
        choices=(Choice("Carry her out with you (§14).", 14), Choice("Untie her and let her run (§15).", 15),
                 Choice("Leave her in the cage (§16).", 16))),
    BookSection(
        14, "Rescued",
        "You lift her out of the cage and onto your shoulders. She weighs next to nothing but wriggles a "
        "great deal: the hero carrying her is slowed. If the quest is won, every hero gains 2 soul points "
        "more.",
        effects=(Effect("flag", "gremlina_rescued"), Effect("condition", "slowed"))),
    BookSection(
        15, "Untied",
        "You cut the ropes. Gremlina bows, sticks out her tongue, and is gone into a crack in the wall. "
        "If the quest is won, every hero gains 1 soul point more.",
        effects=(Effect("flag", "gremlina_untied"),)),
    BookSection(
        16, "Left Behind",
        "You walk on. Behind you Gremlina starts to wail, and every gremlin purse-cutter in the warren "
        "hears it. Every hero saves on 4 or more, or loses 20 crowns to quick little fingers.",
        effects=(Effect("flag", "gremlina_abandoned"),
                 Effect("save", 4, who="all_heroes", then=(Effect("crowns", -20),)))),
    BookSection(
        17, "Captain Ann's Logbook",
        "A soggy logbook, stolen from the captain's own cabin. Between the pages, a pressed sea-rose still "
        "smells of home. Every hero here heals 2; gain 1 soul point.",
        Trigger("search", "S.E.3"), (Effect("heal", 2, who="heroes_here"), Effect("soul", 1))),
    BookSection(
        18, "The Broken Shrine",
        "An old tide shrine, cracked but not dead. You light its lamp: from now on it is the active "
        "shrine (resurrection and recall).",
        Trigger("enter", "6A.b"), (Effect("shrine", area="6A.b"),)),
    BookSection(
        19, "The King Falls",
        "Spittlesnot topples off his spoon crown with a wet noise. The gremlins wail; somewhere a purse "
        "splits open, and his guards drop the key of the Iron Door as they run. Every hero gains 20 crowns; "
        "the Iron Door (9B to 10A) opens.",
        Trigger("kill", "spittlesnot"), (Effect("crowns", 20, who="all_heroes"), Effect("open", "l3"))),
    BookSection(
        20, "The Vault",
        "The green seal melts from the key's warmth. Behind it: the gremlins' hoard, every shiny thing "
        "stolen from Saltmarrow in ten years. Draw a treasure card and gain 30 crowns.",
        Trigger("open", "vault"), (Effect("treasure", 1), Effect("crowns", 30))),
)
