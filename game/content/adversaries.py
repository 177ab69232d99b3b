"""The adversaries: who leads the invasion, and how hard they push, levels 0 to 6. Names,
flavour and texts are our own; the mechanics are of the kinds the rules documents name
(003: "Choisir un Adversaire ... (peut modifier la mise en place)"; 001/003: the escalation of
stage II cards, "résolu avant l'action Explorer").

An adversary is data (`Adversary`): seven `Level`s, each with its difficulty, its fear deck
(fear cards per terror level), the words a player reads and its rule changes
(game.content.changes). Level N plays the changes of levels 0 to N, in order: level 0's rule
always applies. Its escalation is an effect (ops, `escalation_effect`) that resolves when a stage II card with the
escalation mark is revealed, before the explore (the reaction `escalation`, registered below).
Some add a loss of their own, registered here by its cause code with its words.

Fields the setup screen reads (see also `summary`): `name`, `flavour`, `text` (level 0's rule),
`levels[n].title`, `levels[n].text` (what level n adds), `levels[n].difficulty`,
`levels[n].fear`, `escalation` ({"name", "text"}), `loss_text`, `refuses`. The effect of the
escalation is `escalation_effect` (ops).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game import kinds as K, seams
from game.content import ops as o
from game.content.changes import (BlightCard, FearPerCard, InvaderDeck, Loss, MoveStep, Numbers, Pieces, Step,
                                  Everywhere)
from game.content.spec import Registry

LEVELS = tuple(range(7))


@dataclass(frozen=True)
class Level:
    """One level of an adversary: what it adds to the level below."""

    difficulty: int
    fear: tuple[int, int, int]
    title: str
    text: str
    changes: tuple = ()


@dataclass(frozen=True)
class Adversary:
    """An adversary: seven levels (0-6), an escalation, maybe a loss of its own, and the
    adversaries it will not play alongside (id -> the reason, in our words)."""

    id: str
    name: str
    flavour: str
    levels: tuple[Level, ...]
    escalation_name: str
    escalation_text: str
    escalation_effect: tuple
    loss_text: str = ""
    refuses: dict = field(default_factory=dict)

    @property
    def text(self) -> str:
        """What choosing it changes at once: its level 0's rule (the setup screen's short text)."""
        return self.levels[0].text

    @property
    def escalation(self) -> dict:
        """Its escalation as the players read it: {"name", "text"}."""
        return {"name": self.escalation_name, "text": self.escalation_text}

    def changes(self, level: int) -> tuple:
        """The rule changes of a level: every level's from 0 up to it, in order."""
        return tuple(c for lv in self.levels[:level + 1] for c in lv.changes)


ADVERSARIES = Registry("adversary")


def _board(land: str) -> str:
    return land.rstrip("0123456789")


def _count(pieces: dict, letters: str) -> int:
    return sum(n for t, n in pieces.items() if t[0] in letters)


# --- losses of their own ---------------------------------------------------------------------

MONOPOLY, SCORCHED, TIDE, SILENCE, CROWN_CLAIM = ("salt-crown-monopoly", "ashen-legion-scorched",
                                                  "tide-kings-coast", "grey-synod-silence", "hollow-crown-claim")


def monopoly(state) -> bool:
    """Nine or more Towns and Cities on one board."""
    per: dict[str, int] = {}
    for land, pcs in state.lands.items():
        per[_board(land)] = per.get(_board(land), 0) + _count(pcs, K.BUILDINGS)
    return any(n >= 9 for n in per.values())


def scorched(state) -> bool:
    """A land holds 3 blight or more."""
    return any(pcs.get(K.BLIGHT, 0) >= 3 for pcs in state.lands.values())


def coast_held(state) -> bool:
    """Every coastal land of the island holds a Town or a City."""
    from game.content.layouts import build_island, island_key
    lands = build_island(island_key(state.config)).lands
    coast = [l for l, info in lands.items() if info.coastal and l in state.lands]
    return bool(coast) and all(_count(state.lands[l], K.BUILDINGS) for l in coast)


def silence(state) -> bool:
    """No Dahan left on the island."""
    return not any(_count(pcs, K.DAHAN) for pcs in state.lands.values())


def crown_claim(state) -> bool:
    """Three Cities per spirit, and three more, stand on the island."""
    return sum(_count(pcs, K.CITY) for pcs in state.lands.values()) >= 3 * len(state.spirits) + 3


_LOSSES = (
    (MONOPOLY, monopoly, "The Salt Crown Company holds a monopoly: nine Towns and Cities stand on one board."),
    (SCORCHED, scorched, "The Ashen Legion has scorched the island: a land holds three blight."),
    (TIDE, coast_held, "The Tide Kings hold the whole coast: every coastal land has a Town or a City."),
    (SILENCE, silence, "The Grey Synod has silenced the island: no Dahan are left."),
    (CROWN_CLAIM, crown_claim, "The Hollow Crown claims the island: three Cities per spirit, and three more, stand on it."),
)


# --- an invader step of their own --------------------------------------------------------------

RAIDERS_LANDING = "raiders-landing"


def raiders_landing(state) -> list[dict]:
    """The Tide Kings' raiders: 1 Explorer lands in each coastal land with a Town or City."""
    return [{"op": "ops", "ops": [o.each_land(("coastal", "buildings"), (o.add(1, K.EXPLORER),))],
             "ctx": {"spirit": 0, "land": ""}}, {"op": "check_end"}]


# --- the adversaries -----------------------------------------------------------------------------

ADVERSARIES.add(Adversary(
    id="salt-crown", name="The Salt Crown Company",
    flavour="A chartered trading house that measures the island in barrels of salt and rows of warehouses.",
    escalation_name="New Warehouses",
    escalation_text="In each coastal land with a Town, 1 Explorer arrives.",
    escalation_effect=(o.each_land(("coastal", "towns"), (o.add(1, K.EXPLORER),)),),
    loss_text="You lose if nine Towns and Cities stand on one board.",
    refuses={"tide-kings": "The Salt Crown Company and the Tide Kings fight over the same harbours: "
                           "they never sail together."},
    levels=(
        Level(2, (3, 3, 3), "Trading Post", "At setup, each board has 1 more Town in its lowest-numbered coastal land.",
              (Pieces(K.TOWN, 1, "coastal"),)),
        Level(5, (3, 3, 3), "Fortified Depots", "Cities have 4 health.",
              (Numbers(K.CITY, {"health": 4}),)),
        Level(7, (3, 4, 3), "Trade Roads", "The invader deck: 3 stage I cards, a stage II, a stage III, "
                                            "3 stage II, then 4 stage III.",
              (InvaderDeck("111-2-3-222-3333"),)),
        Level(8, (3, 4, 3), "Stone Warehouses", "Towns have 3 health.",
              (Numbers(K.TOWN, {"health": 3}),)),
        Level(10, (4, 4, 3), "Ledger of Fear", "Earning a fear card takes 5 fear per spirit.",
              (FearPerCard(5),)),
        Level(11, (4, 4, 3), "Monopoly", "You lose if nine Towns and Cities stand on one board.",
              (Loss(MONOPOLY),)),
        Level(12, (4, 5, 3), "Second Charter", "At setup, each board has 1 more Town in its land 4.",
              (Pieces(K.TOWN, 1, "4"),)),
    )))

ADVERSARIES.add(Adversary(
    id="ashen-legion", name="The Ashen Legion",
    flavour="Veteran soldiers who burn what they cannot hold and hold what they burn.",
    escalation_name="Forward Camps",
    escalation_text="In each land with a City, 1 Explorer arrives.",
    escalation_effect=(o.each_land("cities", (o.add(1, K.EXPLORER),)),),
    loss_text="You lose if a land holds three blight.",
    refuses={"grey-synod": "The Ashen Legion will not march under the Grey Synod's banners."},
    levels=(
        Level(1, (3, 3, 3), "Pickets", "At setup, 1 Explorer joins each land with a Town.",
              (Everywhere((o.add(1, K.EXPLORER),), ("towns",)),)),
        Level(2, (3, 3, 3), "Burn Then Build", "The invaders ravage after they build.",
              (MoveStep("ravage", after="build"),)),
        Level(7, (3, 4, 3), "Hardened Scouts", "Explorers deal 2 damage when they ravage.",
              (Numbers(K.EXPLORER, {"ravage_damage": 2}),)),
        Level(8, (3, 4, 3), "Cowed Villages", "The Dahan deal 1 damage when they fight back.",
              (Numbers(K.DAHAN, {"fights_back": 1}),)),
        Level(9, (4, 4, 3), "Siege Towns", "Towns deal 3 damage when they ravage.",
              (Numbers(K.TOWN, {"ravage_damage": 3}),)),
        Level(10, (4, 4, 3), "Scorched Earth", "You lose if a land holds three blight.",
              (Loss(SCORCHED),)),
        Level(11, (4, 5, 4), "Iron Discipline", "Earning a fear card takes 5 fear per spirit.",
              (FearPerCard(5),)),
    )))

ADVERSARIES.add(Adversary(
    id="tide-kings", name="The Tide Kings",
    flavour="Raider lords of the outer sea, who come with every tide and leave nothing on the shore.",
    escalation_name="High Tide",
    escalation_text="In each coastal land with invaders, 1 Explorer arrives.",
    escalation_effect=(o.each_land(("coastal", "invaders"), (o.add(1, K.EXPLORER),)),),
    loss_text="You lose if every coastal land holds a Town or a City.",
    refuses={"salt-crown": "The Tide Kings and the Salt Crown Company fight over the same harbours: "
                           "they never sail together."},
    levels=(
        Level(2, (3, 3, 3), "Beachheads", "At setup, 1 Explorer lands in each board's lowest-numbered coastal land.",
              (Pieces(K.EXPLORER, 1, "coastal"),)),
        Level(3, (3, 3, 3), "Early Fleets", "The invader deck: 2 stage I cards, then a stage II card, then the rest.",
              (InvaderDeck("11-2-1-222-33333"),)),
        Level(5, (3, 4, 3), "Frightened Villagers", "The Dahan have 1 health.",
              (Numbers(K.DAHAN, {"health": 1}),)),
        Level(7, (3, 4, 3), "Salted Fields", "The blight card holds 1 fewer blight per spirit.",
              (BlightCard(-1),)),
        Level(8, (4, 4, 3), "Raiders' Landing", "After the explore, 1 Explorer lands in each coastal land "
                                                  "with a Town or City.",
              (Step(RAIDERS_LANDING, after="explore"),)),
        Level(9, (4, 4, 4), "Sea Fortresses", "Cities have 4 health.",
              (Numbers(K.CITY, {"health": 4}),)),
        Level(10, (4, 5, 4), "Rule of the Coast", "You lose if every coastal land holds a Town or a City.",
              (Loss(TIDE),)),
    )))

ADVERSARIES.add(Adversary(
    id="grey-synod", name="The Grey Synod",
    flavour="Preachers of a cold faith who fear nothing the island can show them.",
    escalation_name="Sermons",
    escalation_text="In each land with both Dahan and invaders, the Dahan take 1 damage.",
    escalation_effect=(o.each_land(("dahan", "invaders"), (o.damage_dahan(1),)),),
    loss_text="You lose if no Dahan are left on the island.",
    refuses={"ashen-legion": "The Ashen Legion will not march under the Grey Synod's banners."},
    levels=(
        Level(4, (3, 3, 3), "Unshaken Faith", "Earning a fear card takes 5 fear per spirit.",
              (FearPerCard(5),)),
        Level(5, (3, 3, 3), "Mission Houses", "At setup, each board has 1 more Town in its lowest-numbered inland land.",
              (Pieces(K.TOWN, 1, "inland"),)),
        Level(7, (3, 4, 3), "Doubting Dahan", "The Dahan deal 1 damage when they fight back.",
              (Numbers(K.DAHAN, {"fights_back": 1}),)),
        Level(9, (3, 4, 3), "Cathedral Cities", "Destroying a City gives 1 fear, and Cities have 4 health.",
              (Numbers(K.CITY, {"fear": 1, "health": 4}),)),
        Level(10, (4, 4, 3), "Quiet Towns", "Destroying a Town gives no fear.",
              (Numbers(K.TOWN, {"fear": 0}),)),
        Level(11, (4, 4, 4), "The Silence", "You lose if no Dahan are left on the island.",
              (Loss(SILENCE),)),
        Level(12, (4, 5, 4), "Zeal", "Earning a fear card takes 6 fear per spirit.",
              (FearPerCard(6),)),
    )))

ADVERSARIES.add(Adversary(
    id="briar-wardens", name="The Briar Wardens",
    flavour="Foresters who clear the old growth with fire and axe, and call the ash a harvest.",
    escalation_name="Firebreaks",
    escalation_text="In each blighted land with a Town or City, 1 Explorer arrives.",
    escalation_effect=(o.each_land(("blight", "buildings"), (o.add(1, K.EXPLORER),)),),
    levels=(
        Level(1, (3, 3, 3), "Thin Soil", "The blight card holds 1 fewer blight per spirit.",
              (BlightCard(-1),)),
        Level(2, (3, 3, 3), "Clear-Cut", "At setup, each board has 1 blight (from the box) in its lowest-numbered jungle.",
              (Pieces(K.BLIGHT, 1, "jungle"),)),
        Level(6, (3, 4, 3), "Hasty Felling", "The invader deck loses a stage I card: 2 stage I, 4 stage II, 5 stage III.",
              (InvaderDeck("11-2222-33333"),)),
        Level(9, (3, 4, 3), "Log Forts", "Towns have 3 health.",
              (Numbers(K.TOWN, {"health": 3}),)),
        Level(10, (4, 4, 3), "Fire Lines", "The invaders ravage after they build.",
              (MoveStep("ravage", after="build"),)),
        Level(11, (4, 4, 4), "Axes for All", "Explorers deal 2 damage when they ravage.",
              (Numbers(K.EXPLORER, {"ravage_damage": 2}),)),
        Level(12, (4, 5, 4), "Burnt Hills", "At setup, each board has 1 more blight (from the box) in its "
                                           "lowest-numbered mountain.",
              (Pieces(K.BLIGHT, 1, "mountain"),)),
    )))

ADVERSARIES.add(Adversary(
    id="hollow-crown", name="The Hollow Crown",
    flavour="A failing empire that sends wave after wave of settlers to a land it has never seen.",
    escalation_name="Royal Decree",
    escalation_text="In each land with 2 or more Explorers and no Town or City, 1 Town is built.",
    escalation_effect=(o.each_land(("E>=2", "nobuildings"), (o.add(1, K.TOWN),)),),
    loss_text="You lose if three Cities per spirit, and three more, stand on the island.",
    levels=(
        Level(1, (3, 3, 3), "Settler Waves", "The invader deck: 2 stage I cards, 2 stage II, the last stage I, "
                                              "2 stage II, then stage III.",
              (InvaderDeck("11-22-1-22-33333"),)),
        Level(2, (3, 3, 3), "Land Grants", "At setup, each board has 1 more Town in its land 2.",
              (Pieces(K.TOWN, 1, "2"),)),
        Level(3, (3, 4, 3), "Stubborn Settlers", "Explorers have 2 health.",
              (Numbers(K.EXPLORER, {"health": 2}),)),
        Level(7, (4, 4, 3), "Walled Cities", "Cities have 4 health.",
              (Numbers(K.CITY, {"health": 4}),)),
        Level(10, (4, 4, 4), "Imperial Law", "Earning a fear card takes 5 fear per spirit.",
              (FearPerCard(5),)),
        Level(11, (4, 5, 4), "Boom Towns", "The invaders build twice.",
              (Step("build", after="build"),)),
        Level(12, (5, 5, 4), "Claim of the Crown", "You lose if three Cities per spirit, and three more, stand on the island.",
              (Loss(CROWN_CLAIM),)),
    )))


# --- the escalation ------------------------------------------------------------------------------

ESCALATION = "escalation"   # the reaction to a reveal that resolves it (game.engine.challenges)


def escalation_words(data: dict, state) -> str:
    """The game log's line for an adversary's escalation (the event "Escalation", game.ui.gamelog)."""
    adv = ADVERSARIES[data["adversary"]]
    return f"Escalation of {adv.name}: {adv.escalation_name}. {adv.escalation_text}"


for _cause, _met, _words in _LOSSES:
    seams.register_end(_cause, seams.DEFEAT, _met, _words, pack="adversaries")
seams.register_step(RAIDERS_LANDING, raiders_landing, pack="adversaries")


# --- two adversaries together ----------------------------------------------------------------------

def combined_difficulty(a: int, b: int) -> int:
    """The difficulty of a leading and a supporting adversary together: the higher of the two
    plus two thirds of the lower, rounded up (our own rule; the rules documents give none). Every
    level's difficulty is 1 or more, so the pair is always harder than either alone."""
    hi, lo = max(a, b), min(a, b)
    return hi + (2 * lo + 2) // 3


def refusal(lead: tuple[str, int], support: tuple[str, int]) -> tuple[str, dict] | None:
    """Why a leading and a supporting adversary cannot play together (None when they can), as a
    setup refusal's code and data (game.words.SETUP_REFUSALS): the same adversary twice, a pair
    that refuses each other (its own words, `refuses`), or two that both reshape the invader deck."""
    (a, la), (b, lb) = lead, support
    if a == b:
        return "adversary_supports_itself", {"adversary": ADVERSARIES[a].name}
    why = ADVERSARIES[a].refuses.get(b) or ADVERSARIES[b].refuses.get(a)
    if why:
        return "adversaries_refuse", {"why": why}
    if deck_change(ADVERSARIES[a].changes(la)) and deck_change(ADVERSARIES[b].changes(lb)):
        return "adversary_decks", {"lead": ADVERSARIES[a].name, "lead_level": la,
                                   "support": ADVERSARIES[b].name, "support_level": lb}
    return None


def deck_change(changes) -> bool:
    """Whether rule changes reshape the invader deck."""
    return any(isinstance(c, InvaderDeck) for c in changes)


def fear_deck(*levels: Level) -> tuple[int, int, int]:
    """The fear deck of several levels played together: the most fear cards of any, per terror level."""
    return tuple(max(lv.fear[i] for lv in levels) for i in range(3))


def summary(adv: Adversary) -> dict:
    """What the catalog and the setup screen show of an adversary."""
    return {"name": adv.name, "flavour": adv.flavour, "levels": list(LEVELS),
            "difficulty": [lv.difficulty for lv in adv.levels],
            "fear": [list(lv.fear) for lv in adv.levels],
            "titles": [lv.title for lv in adv.levels],
            "texts": [lv.text for lv in adv.levels],
            "escalation": {"name": adv.escalation_name, "text": adv.escalation_text},
            "loss": adv.loss_text, "refuses": dict(adv.refuses)}
