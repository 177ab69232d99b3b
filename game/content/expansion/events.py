"""The expansion's event deck: what befalls the island at each invader phase (003 CARTES ÉVÉNEMENT).

Each card has a harmful part chosen by its reference, read when it resolves (the island's health,
the terror level or the invader stage), then a token event (beasts, disease or strife), then a
Dahan event; some put a dilemma to the spirits, some costs are "aided by" an element or cost the
spirits a presence, some upgrade or downgrade invaders (003 Amélioré/Dégradé), and many act
on each board, where each board's spirit chooses for its own. The names and words are this
project's own; the mechanics follow the rules documents. The deck is played by the games whose
settings name the expansion (engine.setup deals a named pack's events; engine.event_cards plays
them).

Token letters (game.engine.testing notation): Beasts "A", Wilds "W", Disease "Z", Badlands "H",
Vitality "V"; Strife "S" rides on its invader ("1Es").
"""
from __future__ import annotations

from game import kinds as K
from game.content import ops as o
from game.content.spec import EventCard

BEASTS, WILDS, DISEASE, BADLANDS, VITALITY, STRIFE = "A", "W", "Z", "H", "V", "S"
PACK = "expansion"


def _p(text: str, *effect: dict) -> tuple:
    """One part of a card: its words and what it does."""
    return (text, tuple(effect))


def _per_board(cond, *then: dict) -> dict:
    """On each board, in a land of that board meeting `cond` (its spirit chooses which): `then`."""
    return o.each_board((o.choose_land(cond, tuple(then)),))


def _everywhere(cond, *then: dict) -> dict:
    return o.each_land(cond, tuple(then))


_REFS = {"health": ("Healthy island", "Blighted island"),
         "terror": ("Terror I", "Terror II", "Terror III"),
         "stage": ("Stage I", "Stage II", "Stage III")}


def _card(cid: str, name: str, harm_by: str, harm: tuple, token: tuple = (), dahan: tuple = (),
          dilemma: bool = False, incompatible: tuple = ()) -> EventCard:
    """An event card of the expansion's shape; its whole text is made from its parts' words."""
    lines = [f"{ref}: {words}" for ref, (words, _e) in zip(_REFS[harm_by], harm)]
    if token:
        lines.append(f"Then, tokens: {token[0]}")
    if dahan:
        lines.append(f"Then, the Dahan: {dahan[0]}")
    return EventCard(id=cid, name=name, effect=(), text=" / ".join(lines), pack=PACK, harm_by=harm_by,
                     harm=harm, token=token, dahan=dahan, dilemma=dilemma, incompatible=incompatible)


# --- token events (beasts, disease, strife) ----------------------------------------------------

BEASTS_GATHER = _p("On each board, add 1 Beast to a land without invaders.",
                   _per_board("noinvaders", o.add(1, BEASTS)))
BEASTS_HUNT = _p("In each land with Beasts and Explorers, destroy 1 Explorer.",
                 _everywhere(("A>=1", "explorers"), o.destroy(1, K.EXPLORER)))
BEASTS_HOWL = _p("Each land with Beasts and invaders: 1 Fear.",
                 _everywhere(("A>=1", "invaders"), o.fear(1)))
BEASTS_ROAM = _p("On each board, add 1 Beast to a jungle or a sand.",
                 _per_board("jungle|sand", o.add(1, BEASTS)))
DISEASE_SPREADS = _p("On each board, add 1 Disease to a land with a Town.",
                     _per_board("towns", o.add(1, DISEASE)))
DISEASE_COAST = _p("Add 1 Disease to each coastal land with a City.",
                   _everywhere(("coastal", "cities"), o.add(1, DISEASE)))
DISEASE_RAGES = _p("In each land with Disease and a Town: 1 Fear.",
                   _everywhere(("Z>=1", "towns"), o.fear(1)))
STRIFE_SOWN = _p("On each board, add 1 Strife to an invader in a land with a Town.",
                 _per_board("towns", o.attach(STRIFE, 1)))
STRIFE_CITIES = _p("Add 1 Strife to a Town or City in each land with a City.",
                   _everywhere("cities", o.attach(STRIFE, 1, "TC")))
STRIFE_QUARREL = _p("In each land with Strife: 1 damage to the invaders there.",
                    _everywhere("S>=1", o.damage(1)))

# --- Dahan events ----------------------------------------------------------------------------

DAHAN_GROW = _p("On each board, add 1 Dahan to a land with Dahan.",
                _per_board("dahan", o.add(1, K.DAHAN)))
DAHAN_STRIKE = _p("In each land with 2 Dahan or more and invaders: 1 damage.",
                  _everywhere(("D>=2", "invaders"), o.damage(1)))
DAHAN_STAND = _p("Defend 2 in each land with Dahan and a Town or City.",
                 _everywhere(("dahan", "buildings"), o.defend(2)))
DAHAN_MOVE = _p("On each board, push up to 1 Dahan from a land with invaders.",
                _per_board(("dahan", "invaders"), o.push(1, K.DAHAN, up_to=True)))
DAHAN_RAID = _p("On each board, in a land with Dahan: destroy 1 Explorer.",
                _per_board(("dahan", "explorers"), o.destroy(1, K.EXPLORER)))
DAHAN_RETURN = _p("On each board, gather up to 1 Dahan into a land without invaders.",
                  _per_board("noinvaders", o.gather(1, K.DAHAN, up_to=True)))
DAHAN_FEAR = _p("Each land with Dahan and a City: 1 Fear.",
                _everywhere(("dahan", "cities"), o.fear(1)))

# --- dilemmas ------------------------------------------------------------------------------------


def _dilemma(*choices: dict) -> dict:
    """The spirits choose; with no choice made (or the cost of the one chosen not paid) the first
    applies, so a dilemma's first choice is the one the invaders would have."""
    return o.dilemma(*choices)


EVENTS: tuple[EventCard, ...] = (
    _card("swollen-rivers", "Rivers Over Their Banks", "health",
          (_p("On each board, add 1 Explorer to a wetland.", _per_board("wetland", o.add(1, K.EXPLORER))),
           _p("Each wetland with invaders gains 1 Explorer.", _everywhere(("wetland", "invaders"), o.add(1, K.EXPLORER)))),
          BEASTS_GATHER, DAHAN_RAID),
    _card("new-road-inland", "A Road Cut Inland", "stage",
          (_p("On each board, add 1 Explorer to an inland land with no invaders.",
              _per_board(("inland", "noinvaders"), o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to an inland land.", _per_board("inland", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Town to an inland land with Explorers.",
              _per_board(("inland", "explorers"), o.add(1, K.TOWN)))),
          DISEASE_SPREADS, DAHAN_GROW),
    _card("settlers-quarrel", "The Settlers Fall Out", "terror",
          (_p("On each board, add 1 Explorer to a land with a Town.", _per_board("towns", o.add(1, K.EXPLORER))),
           _p("Nothing harmful: the settlers argue among themselves.",),
           _p("On each board, remove 1 Explorer from a land with a Town.",
              _per_board(("towns", "explorers"), o.remove(1, K.EXPLORER)))),
          STRIFE_SOWN, DAHAN_STAND),
    _card("fever-in-the-camps", "Fever in the Camps", "health",
          (_p("Each land with a City gains 1 Explorer.", _everywhere("cities", o.add(1, K.EXPLORER))),
           _p("Each land with a City gains 1 Explorer; on each board, add 1 blight to a land with a City.",
              _everywhere("cities", o.add(1, K.EXPLORER)), _per_board("cities", o.add_blight(1)))),
          DISEASE_RAGES, DAHAN_FEAR),
    _card("herds-on-the-move", "Herds on the Move", "stage",
          (_p("On each board, add 1 Explorer to a sand.", _per_board("sand", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a sand and 1 to a jungle.",
              _per_board("sand", o.add(1, K.EXPLORER)), _per_board("jungle", o.add(1, K.EXPLORER))),
           _p("Each sand and jungle with invaders gains 1 Explorer.",
              _everywhere(("jungle|sand", "invaders"), o.add(1, K.EXPLORER)))),
          BEASTS_ROAM, DAHAN_MOVE),
    _card("wolves-at-the-edge", "Wolves at the Edge of the Fields", "terror",
          (_p("On each board, add 1 Town to a land with 2 Explorers or more.",
              _per_board("E>=2", o.add(1, K.TOWN))),
           _p("On each board, add 1 Explorer to a land with a Town.", _per_board("towns", o.add(1, K.EXPLORER))),
           _p("1 Fear.", o.fear(1))),
          BEASTS_HUNT, DAHAN_RETURN),
    _card("ships-in-the-bay", "Sails in the Bay", "stage",
          (_p("On each board, add 1 Explorer to a coastal land.", _per_board("coastal", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a coastal land with a Town.",
              _per_board(("coastal", "towns"), o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Town to a coastal land with invaders.",
              _per_board(("coastal", "invaders"), o.add(1, K.TOWN)))),
          DISEASE_COAST, DAHAN_STRIKE),
    _card("sickness-among-the-dahan", "A Cough Among the Villages", "health",
          (_p("On each board, 1 damage to the Dahan in a land with Dahan.",
              _per_board("dahan", o.damage_dahan(1))),
           _p("On each board, destroy 1 Dahan in a land with Dahan.", _per_board("dahan", o.destroy(1, K.DAHAN)))),
          DISEASE_SPREADS, DAHAN_GROW,
          incompatible=("dahan-uprising",)),     # the scenario is lost on the Dahan's count: no plague of ours
    _card("bickering-governors", "Governors at Odds", "terror",
          (_p("On each board, add 1 Explorer to a land with a City.", _per_board("cities", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a land with invaders.", _per_board("invaders", o.add(1, K.EXPLORER))),
           _p("Nothing harmful: orders never come.",)),
          STRIFE_CITIES, DAHAN_FEAR),
    _card("feud-over-water", "A Feud over the Wells", "stage",
          (_p("On each board, add 1 Explorer to a land with a Town.", _per_board("towns", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a land with invaders.", _per_board("invaders", o.add(1, K.EXPLORER))),
           _p("Each land with a City gains 1 Explorer.", _everywhere("cities", o.add(1, K.EXPLORER)))),
          STRIFE_QUARREL, DAHAN_RAID),
    _card("the-thorn-spreads", "The Thorn Spreads", "health",
          (_p("On each board, add 1 Explorer to a jungle.", _per_board("jungle", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a jungle with invaders.",
              _per_board(("jungle", "invaders"), o.add(1, K.EXPLORER)))),
          _p("On each board, add 1 Wilds and 1 Beast to a jungle.",
             _per_board("jungle", o.add(1, WILDS), o.add(1, BEASTS))),
          DAHAN_STAND),
    _card("scorched-earth", "The Earth Turns Hard", "terror",
          (_p("On each board, add 1 Badlands to a land with blight.", _per_board("blight", o.add(1, BADLANDS))),
           _p("On each board, add 1 Badlands to a land with blight; 1 Fear.",
              _per_board("blight", o.add(1, BADLANDS)), o.fear(1)),
           _p("On each board, add 1 Badlands to a land with invaders; 2 Fear.",
              _per_board("invaders", o.add(1, BADLANDS)), o.fear(2))),
          BEASTS_HOWL, DAHAN_STRIKE),
    _card("green-returns", "Green Returns to the Scars", "health",
          (_p("On each board, add 1 Explorer to a land with blight.", _per_board("blight", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer and 1 Town to a land with blight.",
              _per_board("blight", o.add(1, K.EXPLORER), o.add(1, K.TOWN)))),
          _p("On each board, add 1 Vitality and 1 Beast to a land without blight.",
             _per_board("noblight", o.add(1, VITALITY), o.add(1, BEASTS))),
          DAHAN_GROW),
    _card("mapmakers", "The Mapmakers Arrive", "stage",
          (_p("On each board, add 1 Explorer to a mountain.", _per_board("mountain", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a mountain and 1 to a wetland.",
              _per_board("mountain", o.add(1, K.EXPLORER)), _per_board("wetland", o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Town to a land with 2 Explorers or more.", _per_board("E>=2", o.add(1, K.TOWN)))),
          BEASTS_HUNT, DAHAN_MOVE),
    _card("lean-harvest", "A Lean Harvest", "health",
          (_p("Each spirit loses 1 Energy.", o.each_spirit((o.energy(-1),))),
           _p("Each spirit loses 2 Energy.", o.each_spirit((o.energy(-2),)))),
          DISEASE_RAGES, DAHAN_RETURN),
    _card("garrison-arrives", "The Garrison Lands", "terror",
          (_p("On each board, add 1 Town to a coastal land with invaders.",
              _per_board(("coastal", "invaders"), o.add(1, K.TOWN))),
           _p("On each board, add 1 Explorer to a coastal land with invaders.",
              _per_board(("coastal", "invaders"), o.add(1, K.EXPLORER))),
           _p("1 Fear.", o.fear(1))),
          STRIFE_SOWN, DAHAN_STAND),
    _card("smoke-over-the-hills", "Smoke over the Hills", "stage",
          (_p("On each board, add 1 blight to a land with a City and blight.",
              _per_board(("cities", "blight"), o.add_blight(1))),
           _p("On each board, add 1 blight to a land with a City.", _per_board("cities", o.add_blight(1))),
           _p("On each board, add 1 blight to a land with a Town or City.", _per_board("buildings", o.add_blight(1)))),
          BEASTS_GATHER, DAHAN_FEAR),
    _card("trade-fair", "The Trading Fair", "terror",
          (_p("On each board, add 1 Town to a land with a City.", _per_board("cities", o.add(1, K.TOWN))),
           _p("On each board, add 1 Explorer to a land with a City.", _per_board("cities", o.add(1, K.EXPLORER))),
           _p("Nothing harmful: the fair is cancelled.",)),
          DISEASE_COAST, DAHAN_RAID),
    _card("lost-patrol", "A Patrol Goes Missing", "terror",
          (_p("On each board, add 1 Explorer to a land with Dahan.", _per_board("dahan", o.add(1, K.EXPLORER))),
           _p("1 Fear.", o.fear(1)),
           _p("2 Fear.", o.fear(2))),
          BEASTS_HOWL, DAHAN_RETURN),
    _card("stone-quarries", "Quarries in the Hills", "stage",
          (_p("On each board, add 1 Explorer to a mountain with no invaders.",
              _per_board(("mountain", "noinvaders"), o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Town to a mountain with Explorers.",
              _per_board(("mountain", "explorers"), o.add(1, K.TOWN))),
           _p("On each board, add 1 City to a mountain with a Town.", _per_board(("mountain", "towns"), o.add(1, K.CITY)))),
          STRIFE_QUARREL, DAHAN_STRIKE),
    _card("rumours-of-gold", "Rumours of Gold in the Hills", "terror",
          (_p("On each board, add 1 Explorer to a mountain.", _per_board("mountain", o.add(1, K.EXPLORER))),
           _p("Each mountain with invaders gains 1 Explorer.", _everywhere(("mountain", "invaders"), o.add(1, K.EXPLORER))),
           _p("On each board, add 1 Explorer to a mountain with a Town.",
              _per_board(("mountain", "towns"), o.add(1, K.EXPLORER)))),
          STRIFE_SOWN, DAHAN_RAID),
    _card("a-hard-winter", "A Hard Winter", "health",
          (_p("On each board, 1 damage to the Dahan in a land with Dahan and a Town.",
              _per_board(("dahan", "towns"), o.damage_dahan(1))),
           _p("On each board, destroy 1 Dahan in a land with Dahan and invaders.",
              _per_board(("dahan", "invaders"), o.destroy(1, K.DAHAN)))),
          DISEASE_RAGES, DAHAN_RETURN),

    # --- dilemmas: the spirits choose; with no choice made, the first option applies ----------
    _card("the-ferry-toll", "The Ferry Toll", "health",
          (_p("Each coastal land with a Town gains 1 Explorer, unless the spirits pay 1 Energy per spirit "
              "between them (aided by water): then 1 Explorer leaves each coastal land instead.",
              _dilemma(o.effect_choice("Each coastal land with a Town gains 1 Explorer",
                                       (_everywhere(("coastal", "towns"), o.add(1, K.EXPLORER)),)),
                       o.effect_choice("Pay 1 Energy per spirit (aided by water): 1 Explorer leaves each coastal land",
                                       (_everywhere(("coastal", "explorers"), o.remove(1, K.EXPLORER)),),
                                       energy=1, shared=True, aided_by="water", per_spirit=True))),
           _p("Each coastal land with invaders gains 1 Explorer, unless the spirits pay 2 Energy per spirit "
              "between them (aided by water): then 1 Explorer leaves each coastal land instead.",
              _dilemma(o.effect_choice("Each coastal land with invaders gains 1 Explorer",
                                       (_everywhere(("coastal", "invaders"), o.add(1, K.EXPLORER)),)),
                       o.effect_choice("Pay 2 Energy per spirit (aided by water): 1 Explorer leaves each coastal land",
                                       (_everywhere(("coastal", "explorers"), o.remove(1, K.EXPLORER)),),
                                       energy=2, shared=True, aided_by="water", per_spirit=True)))),
          DISEASE_SPREADS, DAHAN_GROW, dilemma=True),
    _card("offerings-at-the-stones", "Offerings at the Standing Stones", "terror",
          tuple(_p(f"On each board 1 Explorer comes to a land with Dahan, unless the spirits pay {n} Energy "
                   f"between them (aided by earth): then {f} Fear instead.",
                   _dilemma(o.effect_choice("On each board, 1 Explorer comes to a land with Dahan",
                                            (_per_board("dahan", o.add(1, K.EXPLORER)),)),
                            o.effect_choice(f"Pay {n} Energy (aided by earth): {f} Fear", (o.fear(f),),
                                            energy=n, shared=True, aided_by="earth")))
                for n, f in ((2, 2), (3, 2), (4, 3))),
          BEASTS_GATHER, DAHAN_STAND, dilemma=True),
    _card("wardens-bargain", "The Warden's Bargain", "stage",
          tuple(_p(f"On each board, its spirit chooses: that board gains 1 Explorer in a land with a Town, or "
                   f"the spirit pays {n} Energy to add 1 Wilds to a land of that board instead.",
                   o.each_board((_dilemma(
                       o.effect_choice("This board gains 1 Explorer in a land with a Town",
                                       (o.choose_land("towns", (o.add(1, K.EXPLORER),)),)),
                       o.effect_choice(f"Pay {n} Energy: add 1 Wilds to a land of this board",
                                       (o.choose_land("", (o.add(1, WILDS),)),), energy=n)),)))
                for n in (1, 2, 3)),
          STRIFE_SOWN, DAHAN_MOVE, dilemma=True),
    _card("fire-in-the-granary", "Fire in the Granary", "health",
          (_p("Each land with a City gains 1 Explorer, unless the spirits pay 2 Energy between them "
              "(aided by fire): then 1 damage to the invaders in each land with a City instead.",
              _dilemma(o.effect_choice("Each land with a City gains 1 Explorer", (_everywhere("cities", o.add(1, K.EXPLORER)),)),
                       o.effect_choice("Pay 2 Energy (aided by fire): 1 damage in each land with a City",
                                       (_everywhere("cities", o.damage(1)),), energy=2, shared=True, aided_by="fire"))),
           _p("On each board 1 blight comes to a land with a City, unless the spirits pay 3 Energy between "
              "them (aided by fire): then 1 damage to the invaders in each land with a City instead.",
              _dilemma(o.effect_choice("On each board, 1 blight comes to a land with a City",
                                       (_per_board("cities", o.add_blight(1)),)),
                       o.effect_choice("Pay 3 Energy (aided by fire): 1 damage in each land with a City",
                                       (_everywhere("cities", o.damage(1)),), energy=3, shared=True, aided_by="fire")))),
          DISEASE_RAGES, DAHAN_FEAR, dilemma=True),
    _card("council-of-elders", "The Elders' Council", "terror",
          tuple(_p("The Dahan ask the spirits: let them fight (1 damage to the invaders in each land with Dahan "
                   "and invaders, and 1 damage to the Dahan there), or shelter them (Defend 1 in each land with "
                   "Dahan, and on each board 1 Explorer comes to a land without Dahan).",
                   _dilemma(o.effect_choice("Let them fight: 1 damage to invaders and 1 to the Dahan where both are",
                                            (_everywhere(("dahan", "invaders"), o.damage(1), o.damage_dahan(1)),)),
                            o.effect_choice("Shelter the Dahan: Defend 1 where they are; on each board 1 Explorer comes "
                                            "to a land without Dahan",
                                            (_everywhere("dahan", o.defend(1)), _per_board("nodahan", o.add(1, K.EXPLORER))))))
                for _ in range(3)),
          BEASTS_HUNT, DAHAN_GROW, dilemma=True),
    _card("a-plea-for-rain", "A Plea for Rain", "stage",
          tuple(_p(f"The drought brings 1 Badlands to a sand on each board, unless the spirits pay {n} Energy "
                   f"between them (aided by water): then on each board 1 Vitality comes to a land with Dahan instead.",
                   _dilemma(o.effect_choice("The drought: on each board 1 Badlands comes to a sand",
                                            (_per_board("sand", o.add(1, BADLANDS)),)),
                            o.effect_choice(f"Pay {n} Energy (aided by water): on each board 1 Vitality comes to a "
                                            "land with Dahan",
                                            (_per_board("dahan", o.add(1, VITALITY)),), energy=n, shared=True,
                                            aided_by="water")))
                for n in (1, 2, 3)),
          BEASTS_ROAM, DAHAN_RETURN, dilemma=True),
    _card("the-smugglers-offer", "The Smugglers' Offer", "health",
          (_p("On each board 1 Explorer comes to a coastal land, unless the spirits pay 1 Energy per spirit "
              "between them: then the smugglers turn on their own (on each board, 1 Strife on an invader) instead.",
              _dilemma(o.effect_choice("On each board, 1 Explorer comes to a coastal land",
                                       (_per_board("coastal", o.add(1, K.EXPLORER)),)),
                       o.effect_choice("Pay 1 Energy per spirit: on each board, 1 Strife on an invader",
                                       (_per_board("invaders", o.attach(STRIFE, 1)),), energy=1, shared=True,
                                       per_spirit=True))),
           _p("On each board 1 Town comes to a coastal land with invaders, unless the spirits pay 2 Energy per "
              "spirit between them: then on each board 1 Strife goes on an invader instead.",
              _dilemma(o.effect_choice("On each board, 1 Town comes to a coastal land with invaders",
                                       (_per_board(("coastal", "invaders"), o.add(1, K.TOWN)),)),
                       o.effect_choice("Pay 2 Energy per spirit: on each board, 1 Strife on an invader",
                                       (_per_board("invaders", o.attach(STRIFE, 1)),), energy=2, shared=True,
                                       per_spirit=True)))),
          STRIFE_CITIES, DAHAN_RAID, dilemma=True),
    _card("hunting-season", "The Hunting Season", "terror",
          tuple(_p("On each board, its spirit chooses: the Beasts there are hunted (1 Explorer comes to a land of "
                   "that board with Beasts), or they hide (remove 1 Beast from a land of that board).",
                   o.each_board((_dilemma(
                       o.effect_choice("They are hunted: 1 Explorer comes to a land of this board with Beasts",
                                       (o.choose_land("A>=1", (o.add(1, K.EXPLORER),)),)),
                       o.effect_choice("The Beasts hide: remove 1 Beast from a land of this board",
                                       (o.choose_land("A>=1", (o.remove(1, BEASTS),)),))),)))
                for _ in range(3)),
          BEASTS_GATHER, DAHAN_STRIKE, dilemma=True),
    _card("tithe-of-the-grove", "The Grove's Tithe", "stage",
          tuple(_p(f"On each board 1 Explorer comes to a jungle, unless the spirits pay {n} Energy between them "
                   f"(aided by plant): then on each board 1 blight leaves a land instead.",
                   _dilemma(o.effect_choice("On each board, 1 Explorer comes to a jungle",
                                            (_per_board("jungle", o.add(1, K.EXPLORER)),)),
                            o.effect_choice(f"Pay {n} Energy (aided by plant): on each board, 1 blight leaves a land",
                                            (_per_board("blight", o.remove(1, K.BLIGHT)),), energy=n, shared=True,
                                            aided_by="plant")))
                for n in (2, 3, 4)),
          DISEASE_COAST, DAHAN_GROW, dilemma=True),
    _card("storm-warning", "A Storm Warning", "health",
          (_p("Each spirit may pay 1 Energy for Defend 1 in a land of its board (paid for by the spirits: "
              "spirit effects); otherwise nothing.",
              o.each_board((o.you_may("Pay 1 Energy: Defend 1 in a land of this board",
                                      (o.choose_land("invaders", (o.defend(1),)),), energy=1),))),
           _p("On each board, add 1 Explorer to a coastal land; each spirit may pay 1 Energy for 1 Fear.",
              _per_board("coastal", o.add(1, K.EXPLORER)),
              o.each_board((o.you_may("Pay 1 Energy: 1 Fear", (o.fear(1),), energy=1),)))),
          BEASTS_HOWL, DAHAN_STAND),

    # --- invaders upgraded and downgraded (003 Amélioré/Dégradé), a cost in presence ---------------
    _card("the-camps-take-root", "The Camps Take Root", "stage",
          (_p("On each board, upgrade 1 Explorer in a land with a Town (it becomes a Town).",
              _per_board(("towns", "explorers"), o.upgrade(1, K.EXPLORER))),
           _p("In each land with 2 Explorers or more, upgrade 1 Explorer (it becomes a Town).",
              _everywhere("E>=2", o.upgrade(1, K.EXPLORER))),
           _p("On each board, upgrade 1 Town in a land with a City (it becomes a City).",
              _per_board(("cities", "towns"), o.upgrade(1, K.TOWN)))),
          STRIFE_SOWN, DAHAN_RAID),
    _card("a-price-in-roots", "A Price in Roots", "health",
          (_p("On each board 1 Explorer in a land with a Town is upgraded, unless the spirits destroy 1 of "
              "their presence between them: then on each board 1 Town or City is downgraded instead.",
              _dilemma(o.effect_choice("On each board, upgrade 1 Explorer in a land with a Town",
                                       (_per_board(("towns", "explorers"), o.upgrade(1, K.EXPLORER)),)),
                       o.effect_choice("Destroy 1 presence between you: on each board, downgrade 1 Town or City",
                                       (_per_board("buildings", o.downgrade(1, "TC")),), presence=1, shared=True))),
           _p("On each board 1 Explorer or Town in a land with invaders is upgraded, unless the spirits destroy "
              "1 of their presence and pay 1 Energy per spirit between them: then on each board 1 Town or "
              "City is downgraded instead.",
              _dilemma(o.effect_choice("On each board, upgrade 1 Explorer or Town",
                                       (_per_board("invaders", o.upgrade(1, "ET")),)),
                       o.effect_choice("Destroy 1 presence and pay 1 Energy per spirit between you: on each "
                                       "board, downgrade 1 Town or City",
                                       (_per_board("buildings", o.downgrade(1, "TC")),), energy=1, presence=1,
                                       shared=True, per_spirit=True)))),
          DISEASE_SPREADS, DAHAN_STAND, dilemma=True),
)


def register(pack) -> None:
    """Hand the event deck to `pack`."""
    for card in EVENTS:
        pack.event(card)
