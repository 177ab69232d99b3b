"""The guided first game ("Learn to play"): its game and its script, as data.

One spirit (Gale That Scatters the Landing) on board A, seed 3, with a few pieces placed so that
the second turn shows a ravage where the Dahan fight back, blight and its cascade. The script is a
list of steps, in order. A step is either

- a move step: it waits for a decision of its `decision` kind (and `phase`, `turn` when given) and
  asks for a move matching `expect` (the option's fields: kind, card, piece, index, land); the
  table lights that move, and any other move gets the step's `wrong` words instead of being played.
  When no legal move matches `expect` the step asks for any move (the lesson never gets stuck);
- a reading step (`read`): words to read; Next (or Space) goes on. It comes when its `decision`
  kind is pending, or right after its `event` kind happened (`event`), or at its `turn` and `phase`.

Decisions that no step names are the player's own, with the prompt's words. Every sentence is a
whole sentence (a catalog entry to be), kept here."""
from __future__ import annotations

CONFIG = {"spirits": ["scattering-gale"], "boards": ["A"], "seed": 3}

# pieces placed before the first move (the land notation of game.engine.testing), so that the
# lesson's second turn shows a ravage with the Dahan fighting back, blight and a cascade
PLACED = {"A6": "1E 2D 1B"}

LAST_TURN = 3       # the lesson ends once this turn's spirit phase begins and its last words are read

STEPS: list[dict] = [
    {"id": "welcome", "read": True, "decision": "spirit_action", "turn": 1,
     "title": "The island and its invaders",
     "text": "This is one board of the island. Explorers, Towns and Cities are the invaders; the round "
             "figures are the Dahan, who live here; your presence is the spirit's mark on the land.",
     "why": "You win by driving the invaders away and scaring them off before the island is covered in blight."},
    {"id": "growth", "decision": "spirit_action", "turn": 1, "expect": {"kind": "growth", "index": 2},
     "title": "Growth",
     "text": "Every turn begins with growth. Click the third growth option: add a presence within 1 and gain 2 energy.",
     "why": "Presence lets your powers reach further, and energy pays for power cards.",
     "wrong": "this step is about growth: click the growth option that adds a presence and gives 2 energy."},
    {"id": "source", "decision": "presence_source", "turn": 1, "expect": {"kind": "presence_source", "piece": "energy"},
     "title": "Presence and energy",
     "text": "Drag the glowing presence off the energy track.",
     "why": "Each presence taken from the energy track uncovers a bigger number: you gain more energy every turn.",
     "wrong": "take the presence from the energy track this time, to see your income grow."},
    {"id": "land", "decision": "presence_land", "turn": 1,
     "title": "Where presence goes",
     "text": "Drop it on a glowing land: within range 1 of your presence.",
     "why": "Two of your presence in one land make a sacred site, which some powers need."},
    {"id": "buy", "decision": "spirit_action", "turn": 1, "expect": {"kind": "play", "card": "sudden-squall"},
     "title": "Playing a power card",
     "text": "Click Sudden Squall in your hand to play it. It costs 0 energy and uses your one card play this turn.",
     "why": "A card is paid for with energy and played now; its power acts later, in its own phase.",
     "wrong": "play Sudden Squall: it is free and pushes Explorers."},
    {"id": "elements", "read": True, "decision": "spirit_action", "turn": 1,
     "title": "Elements and innate powers",
     "text": "The card gave you its elements, air and water. Your innate power Wall of Wind needs 1 air for its "
             "first level: it will act in the slow phase without a card.",
     "why": "Choosing cards for their elements unlocks the levels of your innate powers."},
    {"id": "done", "decision": "spirit_action", "turn": 1, "expect": {"kind": "done"},
     "title": "Fast and slow",
     "text": "Press Done (Space): you have no card plays left.",
     "why": "Fast powers act before the invaders, slow powers after them.",
     "wrong": "you have played your card: press Done (Space) to go on."},
    {"id": "fast", "decision": "power_action", "turn": 1, "expect": {"kind": "power", "card": "sudden-squall"},
     "title": "The fast phase",
     "text": "Use Sudden Squall now: click it.",
     "why": "A fast power acts before the invaders: the Explorers it pushes will not build this turn.",
     "wrong": "use Sudden Squall first."},
    {"id": "target", "decision": "target", "turn": 1, "expect": {"kind": "target", "land": "A1"},
     "title": "Range and targets",
     "text": "Click A1, the coastal mountain with an Explorer: it is within range 2 of your presence.",
     "why": "The Town card on the invader board will build in the mountains: an Explorer left there becomes a Town.",
     "wrong": "target A1: its Explorer is about to build a Town."},
    {"id": "push", "decision": "push", "turn": 1,
     "title": "A push",
     "text": "Drag the Explorer out of A1 into a glowing neighbouring land.",
     "why": "A push moves an invader to an adjacent land: A1 will have no invaders when they build."},
    {"id": "invaders", "read": True, "event": "InvaderCardRevealed", "turn": 1,
     "title": "The invader phase",
     "text": "The invaders ravage, build and explore in the lands their cards on the invader board show. "
             "A new card was revealed: it shows where they explore next.",
     "why": "Point at a land to read what will happen there next: the cards move one space each turn."},
    {"id": "innate", "decision": "power_action", "turn": 1, "phase": "slow", "expect": {"kind": "innate"},
     "title": "Your innate power",
     "text": "Use Wall of Wind: your air element meets its first level.",
     "why": "An innate power needs no card, only the elements you have this turn.",
     "wrong": "use Wall of Wind, your innate power."},
    {"id": "time", "read": True, "event": "PhaseStarted", "phase": "spirit", "turn": 2,
     "title": "Time passes",
     "text": "At the end of the turn, played cards go to your discard, damage heals and the elements are gone.",
     "why": "Cards come back when you reclaim them in growth."},
    {"id": "reclaim", "decision": "spirit_action", "turn": 2, "expect": {"kind": "growth", "index": 0},
     "title": "Reclaiming cards",
     "text": "Click the first growth option: reclaim all your cards and add a presence.",
     "why": "Your discarded cards return to your hand.",
     "wrong": "choose the growth that reclaims your cards."},
    {"id": "gather_card", "decision": "spirit_action", "turn": 2, "expect": {"kind": "play", "card": "storm-funnels-the-lost"},
     "title": "A card that gathers",
     "text": "Play Storm Funnels the Lost (2 energy): it gathers invaders and generates 2 fear.",
     "why": "Fear fills the fear pool; each full pool earns a fear card that weakens the invaders.",
     "wrong": "play Storm Funnels the Lost: you have the energy for it."},
    {"id": "done2", "decision": "spirit_action", "turn": 2, "expect": {"kind": "done"},
     "title": "Done",
     "text": "Press Done (Space).",
     "why": "Your slow card will act after the invaders.",
     "wrong": "press Done (Space) to go on."},
    {"id": "ravage", "read": True, "event": "Ravage", "turn": 2,
     "title": "A ravage",
     "text": "The invaders ravaged: each deals damage to the land and the Dahan there (Explorer 1, Town 2, City 3). "
             "The Dahan who survive fight back, 2 damage each.",
     "why": "Defend, pushes and destruction before the ravage keep the damage down."},
    {"id": "blight", "read": True, "event": "BlightAdded", "turn": 2,
     "title": "Blight",
     "text": "2 damage or more to a land adds a blight there, taken from the blight card. A land that already "
             "had blight cascades: one more blight goes into an adjacent land.",
     "why": "When the blight card runs out the island is lost, so blight is worth preventing."},
    {"id": "cascade", "decision": "cascade", "turn": 2,
     "title": "A cascade",
     "text": "Choose where the cascading blight goes: one of the glowing adjacent lands.",
     "why": "A cascade can chain on: blight into a blighted land cascades again."},
    {"id": "gather", "decision": "gather", "turn": 2,
     "title": "A gather",
     "text": "Drag invaders from a neighbouring land into the target land: a gather.",
     "why": "Gathering brings the invaders where your powers or the Dahan can deal with them."},
    {"id": "fear", "read": True, "decision": "spirit_action", "turn": 3,
     "title": "Fear cards and terror",
     "text": "The fear your powers generate fills the fear pool at the top. Each time it fills you earn a fear "
             "card, revealed in the next invader phase, which weakens the invaders.",
     "why": "As fear cards are earned the terror level rises, and winning gets easier: at terror level I every "
            "invader must go, at II only Towns and Cities, at III only Cities."},
    {"id": "end", "read": True, "decision": "spirit_action", "turn": 3,
     "title": "Winning and losing",
     "text": "You win when the island meets the terror level's condition. You lose if the blight card runs out, "
             "if a spirit has no presence left, or if the invader deck runs out.",
     "why": "That is the whole game: grow, play powers, and read the invader board to stay ahead."},
    {"id": "finish", "read": True, "decision": "spirit_action", "turn": 3, "last": True,
     "title": "Lesson finished",
     "text": "You have played two turns. Leave the lesson and start a real game from the main menu.",
     "why": "F1 opens the rules reference at any time, and H shows a hint."},
]

# what the lesson's panel says around the steps
WORDS = {
    "free": "Make this choice yourself: {prompt}",
    "free_why": "Any of the glowing choices will do; the lesson goes on after it.",
    "wrong": "Not quite: {why}",
    "no_undo": "In the lesson, moves are not taken back: Start again to begin anew.",
    "next": "Next (Space)",
    "leave": "Leave",
    "again": "Start again",
    "step": "Lesson, step {step} of {count}",
    "title": "Learn to play",
}
