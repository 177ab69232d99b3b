"""The scenarios: a story for one game, told through its setup, its rules and sometimes its own
way to win or lose. Names, stories and texts are our own (003: "Choisir un Adversaire et/ou un
Scénario (peut modifier la mise en place)").

A scenario is data (`Scenario`): its difficulty, the words a player reads (`text`: what it
changes; `setup_text`, `rules_text`, `end_text`), its rule changes (game.content.changes),
optionally its own fear deck, and `covers`, the kinds of rule it is an example of (victory,
invader-step, dahan, blight, island, fast). An event card that does not fit a scenario names it
(the expansion's event cards carry the field; the game replaces such a card, 003: "Une carte
Événement incompatible avec un scénario ... est défaussée et remplacée par la suivante").
"""
from __future__ import annotations

from dataclasses import dataclass

from game import kinds as K, seams
from game.content import ops as o
from game.content.changes import (BlightCard, Everywhere, InvaderDeck, Loss, Numbers, Pieces, Step,
                                  Victory)
from game.content.spec import Registry


@dataclass(frozen=True)
class Scenario:
    """A scenario: its difficulty, texts, rule changes and the kinds of rule it covers."""

    id: str
    name: str
    flavour: str
    difficulty: int
    text: str
    setup_text: str
    rules_text: str
    changes: tuple
    covers: tuple[str, ...]
    end_text: str = ""
    fear: tuple = ()


SCENARIOS = Registry("scenario")


def _count(pieces: dict, letters: str) -> int:
    return sum(n for t, n in pieces.items() if t[0] in letters)


def _coastal(state) -> list[str]:
    from game.content.layouts import build_island, island_key
    lands = build_island(island_key(state.config)).lands
    return [l for l, info in lands.items() if info.coastal and l in state.lands]


# --- ends of their own --------------------------------------------------------------------------

QUIET_SHORES, UPRISING_CRUSHED, BARREN = "quiet-shores-won", "dahan-uprising-crushed", "withering-year-barren"


def shores_quiet(state) -> bool:
    """From the third turn on, no coastal land holds invaders."""
    return state.turn >= 3 and not any(_count(state.lands[l], K.INVADERS) for l in _coastal(state))


def uprising_crushed(state) -> bool:
    """Fewer Dahan on the island than four per spirit."""
    return sum(_count(p, K.DAHAN) for p in state.lands.values()) < 4 * len(state.spirits)


def barren(state) -> bool:
    """Half the island's lands or more hold blight."""
    lands = list(state.lands.values())
    return sum(1 for p in lands if p.get(K.BLIGHT, 0)) * 2 >= len(lands)


# --- invader steps of their own -----------------------------------------------------------------

MUSTER, SEA_MISTS = "muster", "sea-mists"


def muster(state) -> list[dict]:
    """Each land with Explorers and no Town or City builds (before the explore)."""
    lands = [l for l, p in state.lands.items() if _count(p, K.EXPLORER) and not _count(p, K.BUILDINGS)]
    return [s for l in lands for s in ({"op": "build_land", "land": l}, {"op": "check_end"})]


def sea_mists(state) -> list[dict]:
    """The mists close the sea: coastal lands with no Town or City are isolated for the explore."""
    return [{"op": "ops", "ops": [o.each_land(("coastal", "nobuildings"), (o.isolate(),))],
             "ctx": {"spirit": 0, "land": ""}}]


for _cause, _result, _met, _words in (
        (QUIET_SHORES, seams.VICTORY, shores_quiet, "The shores are quiet: from the third turn on, no coastal land "
                                                    "holds invaders."),
        (UPRISING_CRUSHED, seams.DEFEAT, uprising_crushed, "The Dahan uprising is crushed: fewer than four Dahan "
                                                           "per spirit are left."),
        (BARREN, seams.DEFEAT, barren, "The withering year has won: half the island's lands hold blight.")):
    seams.register_end(_cause, _result, _met, _words, pack="scenarios")
seams.register_step(MUSTER, muster, pack="scenarios")
seams.register_step(SEA_MISTS, sea_mists, pack="scenarios")


# --- the scenarios ------------------------------------------------------------------------------

SCENARIOS.add(Scenario(
    id="quiet-shores", name="Quiet Shores", difficulty=2,
    flavour="The fishing villages ask only for an empty beach.",
    text="Win as soon as no coastal land holds invaders, from the third turn on.",
    setup_text="1 more Explorer in every coastal land.",
    rules_text="No other rule changes.",
    end_text="Victory: from the third turn on, no coastal land holds invaders.",
    changes=(Everywhere((o.add(1, K.EXPLORER),), ("coastal",)), Victory(QUIET_SHORES)),
    covers=("victory",)))

SCENARIOS.add(Scenario(
    id="muster-drums", name="Muster Drums", difficulty=3,
    flavour="Drums in the interior call every wandering scout to settle where they stand.",
    text="Before they explore, the invaders build in every land with Explorers and no Town or City.",
    setup_text="No change.",
    rules_text="An extra invader step, Muster, before the explore.",
    changes=(Step(MUSTER, before="explore"),),
    covers=("invader-step",)))

SCENARIOS.add(Scenario(
    id="dahan-uprising", name="Dahan Uprising", difficulty=3,
    flavour="The Dahan have taken up arms; the spirits must keep them alive to the end.",
    text="The Dahan are tougher, but you lose if fewer than four Dahan per spirit are left.",
    setup_text="1 Explorer in every land with Dahan: the invaders hunt the rebels.",
    rules_text="The Dahan have 3 health.",
    end_text="Defeat: fewer than four Dahan per spirit on the island.",
    changes=(Everywhere((o.add(1, K.EXPLORER),), ("dahan",)), Numbers(K.DAHAN, {"health": 3}),
             Loss(UPRISING_CRUSHED)),
    covers=("dahan",)))

SCENARIOS.add(Scenario(
    id="withering-year", name="The Withering Year", difficulty=3,
    flavour="A dry year: the land sickens faster than it heals.",
    text="Less blight on the blight card, blight from the start, and you lose when half the island is blighted.",
    setup_text="Each board has 1 blight (from the box) in its lowest-numbered sand land.",
    rules_text="The blight card holds 1 fewer blight per spirit.",
    end_text="Defeat: half the island's lands hold blight.",
    changes=(Pieces(K.BLIGHT, 1, "sand"), BlightCard(-1), Loss(BARREN)),
    covers=("blight",)))

SCENARIOS.add(Scenario(
    id="sea-mists", name="Sea Mists", difficulty=0,
    flavour="A wall of mist hides the island's coast; the invaders must move overland.",
    text="The sea gives the invaders no way in: they explore only from their Towns and Cities.",
    setup_text="Each board has 1 more Town in its lowest-numbered inland land, and 1 Explorer is in every "
               "inland land.",
    rules_text="Before the explore, every coastal land with no Town or City is isolated.",
    changes=(Pieces(K.TOWN, 1, "inland"), Everywhere((o.add(1, K.EXPLORER),), ("inland",)),
             Step(SEA_MISTS, before="explore")),
    covers=("island",)))

SCENARIOS.add(Scenario(
    id="short-season", name="Short Season", difficulty=1,
    flavour="The invaders' ships must sail before the storms: one short, hard season decides it.",
    text="A short game: a smaller invader deck and a smaller fear deck.",
    setup_text="Invader deck: 2 stage I, 3 stage II, 4 stage III cards. Fear deck: 2 cards per terror level.",
    rules_text="No other rule changes.",
    changes=(InvaderDeck("11-222-3333"),),
    fear=(2, 2, 2),
    covers=("fast",)))


def summary(sc: Scenario) -> dict:
    """What the catalog and the setup screen show of a scenario."""
    return {"name": sc.name, "flavour": sc.flavour, "difficulty": sc.difficulty, "text": sc.text,
            "setup": sc.setup_text, "rules": sc.rules_text, "end": sc.end_text, "covers": list(sc.covers),
            "fear": list(sc.fear)}
