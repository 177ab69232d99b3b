"""The shapes of content: spirits, power cards, innate powers, fear, blight and invader cards.

Content is data with stable string ids; effects are tuples of primitive operations built with
`game.content.ops`. The engine (game.engine.effects) is the only interpreter of those ops.
"""
from __future__ import annotations

from dataclasses import dataclass, field

FAST, SLOW = "fast", "slow"


@dataclass(frozen=True)
class PowerCard:
    """A power card. `target` is "land" or "spirit"; `conditions` filter target lands
    (see ops.LAND_CONDITIONS); `range` counts land steps from `source` ("presence" or
    "sacred" = a sacred site). A major's `threshold` (elements) adds or replaces the effect."""

    id: str
    name: str
    kind: str                      # "minor" | "major" | "unique"
    cost: int
    speed: str                     # FAST | SLOW
    elements: tuple[str, ...]
    effect: tuple[dict, ...]
    text: str
    target: str = "land"
    range: int = 1
    source: str = "presence"
    conditions: tuple[str, ...] = ()
    threshold: tuple[tuple[str, int], ...] = ()
    threshold_effect: tuple[dict, ...] = ()
    threshold_text: str = ""
    threshold_replaces: bool = False


@dataclass(frozen=True)
class InnateLevel:
    """One threshold of an innate power: elements needed, what it does."""

    elements: tuple[tuple[str, int], ...]
    effect: tuple[dict, ...]
    text: str


@dataclass(frozen=True)
class InnatePower:
    """An innate power printed on a spirit panel; its levels resolve top to bottom."""

    id: str
    name: str
    speed: str
    levels: tuple[InnateLevel, ...]
    target: str = "land"
    range: int = 1
    source: str = "presence"
    conditions: tuple[str, ...] = ()


@dataclass(frozen=True)
class GrowthOption:
    """One growth choice: actions done in any order. Action tuples:
    ("presence", range, condition-or-"")  add a presence from a track (or move one) within range
    ("energy", n)                         gain n energy
    ("card",)                             gain a power card (draw 4 minor or major, keep 1)
    ("reclaim",)                          return all discarded cards to hand
    ("reclaim_one",)                      return one discarded card to hand
    """

    actions: tuple[tuple, ...]
    text: str
    cost: int = 0


@dataclass(frozen=True)
class Spirit:
    """A spirit panel. Track slots are dicts: {"energy": n} / {"plays": n} / {"element": "sun"}
    / {"reclaim_one": True} / {"any": True}; a slot may combine a number with an element.
    The first slot of each track starts uncovered. `setup` lists where starting presence goes:
    ("terrain", terrain, "highest"|"lowest", count) or ("land", number, count)."""

    id: str
    name: str
    summary: str
    stats: dict
    growth: tuple[GrowthOption, ...]
    energy_track: tuple[dict, ...]
    plays_track: tuple[dict, ...]
    innates: tuple[InnatePower, ...]
    uniques: tuple[str, ...]
    setup: tuple[tuple, ...]
    colour: tuple[int, int, int] = (240, 240, 240)
    shape: str = "circle"
    short: str = ""                 # the name where little room is left (a tab); "" = the name
    complexity: str = ""            # "Low" / "Moderate" / "High": how much a new player must plan
    play_style: str = ""            # how the spirit is played, in a few sentences (the spirit board)
    rules: tuple[tuple[str, str], ...] = ()   # special rules (name, words) the engine applies
    growth_picks: int = 1           # how many different growth options it takes each turn
    # An Incarna (003 INCARNATION): (its name, where it is a sacred site: "never", "empowered" or
    # "always"); () for none. It starts on the land of the first `setup` entry (engine.incarna).
    incarna: tuple[str, str] = ()


@dataclass(frozen=True)
class FearCard:
    """A fear card: one effect per terror level (I, II, III)."""

    id: str
    name: str
    levels: tuple[tuple[str, tuple[dict, ...]], ...]   # ((text, effect), x3)


@dataclass(frozen=True)
class BlightCard:
    """A blight card. Healthy side holds 2 per spirit (+1 at setup); when it empties the card
    flips and adds `blighted_per_spirit` x spirits; `immediate` runs once on flip,
    `each_phase` at every invader phase after. `still_healthy` cards draw a new card instead."""

    id: str
    name: str
    text: str
    blighted_per_spirit: int
    immediate: tuple[dict, ...] = ()
    each_phase: tuple[dict, ...] = ()
    still_healthy: bool = False
    healthy_per_spirit: int = 2


@dataclass(frozen=True)
class InvaderCard:
    """An invader card: the lands it acts on are those of `terrains`, or coastal lands."""

    id: str
    stage: int
    terrains: tuple[str, ...]
    coastal: bool = False
    escalation: bool = False
    name: str = ""


@dataclass(frozen=True)
class EventCard:
    """An event card (the expansion's event deck), resolved when it is revealed at the invader
    phase, with the first spirit choosing (as for a fear card) unless a part asks each board.

    A card of the expansion's shape (003 CARTES ÉVÉNEMENT) has three parts, resolved in order:
    - its harmful part, one of `harm` chosen by the reference `harm_by`, read when it resolves:
      "health" (the blight card: healthy, blighted), "terror" (terror level I, II, III) or
      "stage" (the invader stage of the card on the invader deck: I, II, III); each entry is
      (words, effect);
    - its token event `token` (beasts, disease or strife), then its Dahan event `dahan`, each
      (words, effect) or () when the card has none.
    `effect` is a card's effect as a whole (a card of another shape, run after the parts).
    `dilemma` marks a card that offers the spirits a choice (its words say which);
    `incompatible` names the adversaries, scenarios and rule changes it is not played with: such
    a card is discarded when drawn and the next one drawn in its place."""

    id: str
    name: str
    effect: tuple[dict, ...] = ()
    text: str = ""
    pack: str = "base"
    harm_by: str = ""                                           # "" | "health" | "terror" | "stage"
    harm: tuple[tuple[str, tuple[dict, ...]], ...] = ()
    token: tuple = ()                                           # (words, effect) or ()
    dahan: tuple = ()                                           # (words, effect) or ()
    dilemma: bool = False
    incompatible: tuple[str, ...] = ()

    def __post_init__(self):
        if self.harm_by and len(self.harm) != HARM_LEVELS.get(self.harm_by, -1):
            raise ValueError(f"event {self.id!r}: a harmful part by {self.harm_by!r} needs one effect per "
                             f"level of {sorted(HARM_LEVELS)} ({HARM_LEVELS.get(self.harm_by, 'unknown reference')})")
        if self.harm and not self.harm_by:
            raise ValueError(f"event {self.id!r}: a harmful part needs its reference (health, terror or stage)")

    def parts(self) -> list[tuple[str, tuple[dict, ...]]]:
        """Every effect the card may run, with its words (the harmful part's every level)."""
        out = list(self.harm)
        out += [p for p in (self.token, self.dahan) if p]
        if self.effect:
            out.append((self.text, self.effect))
        return out


HARM_LEVELS = {"health": 2, "terror": 3, "stage": 3}     # how many harmful parts each reference reads


@dataclass
class Registry:
    """Content of one kind by stable id."""

    kind: str
    items: dict = field(default_factory=dict)

    def add(self, item):
        if item.id in self.items:
            raise ValueError(f"duplicate {self.kind} id {item.id!r}")
        self.items[item.id] = item
        return item

    def __getitem__(self, key):
        return self.items[key]

    def __contains__(self, key):
        return key in self.items

    def ids(self) -> list[str]:
        return list(self.items)
