"""The shapes of the quest's data (rules document 002), read by game/quest/engine (q-rules) and drawn by
game/quest/ui (q-table). Everything is a frozen dataclass of strings, numbers and tuples: no behaviour
here except small lookups. Ids are stable (saves and catalogs use them); the English words in `name`
and `text` are catalogued later (game/locale extracts them).

Map units: the map is a plane measured in map units, x to the right, y downwards; a tile is a rectangle
of them, an area a polygon inside its tile. A "space" (line of sight, ranges) is an area: see sight.py.

EFFECTS
=======
An effect is `Effect(kind, value, area, who=..., amount=..., then=..., otherwise=...)`. The engine
implements exactly the kinds in `EFFECT_KINDS` below (tests check that every effect in the content has
one of them). Unless a kind says otherwise `who` chooses whom it touches (see `WHO`) and `area` is an
area id, or `HERE` (the area of whoever/whatever caused the effect), or `TARGET_AREA` (the area a
power is aimed at), or None (the kind's default).

Harm and help
- "damage"     value=n: `who` suffers n wounds directly (no armour, no defence dice, no shields).
- "hits"       value=n: `who` suffers an attack of n hits that skips the HIT stage: its DEF stage is
               played in full (armour, magic shields, defence dice). A trap's dart, a falling beam.
- "heal"       value=n: `who` recovers n health, never above its maximum. Healing also ends "poisoned".
- "condition"  value=condition id (CONDITIONS): `who` gains it. A duplicate is discarded and costs
               1 wound instead (002 "Conditions").
- "cure"       value=condition id, or "all": `who` loses it.
- "fire_area"  value="fire1"|"fire2", area: a Fire token on the map area; every character there
               suffers it in the time phase like its own (002 "Fire").
- "shield"     value=n: `who` gains n magic shields (spent in a DEF stage after armour, 002).
- "push"       value=n: `who` is pushed n areas away from the source (toward no hero; by a passage or
               an open door; the engine picks the area farthest from the pusher, ties by area id).

Treasure and soul
- "soul"       value=n: `who` gains n soul points.
- "crowns"     value=n: `who` gains n crowns (negative: loses them, never below 0).
- "treasure"   value=n: `who` draws n treasure cards (an item goes to the inventory; with no room it is
               dropped in the hero's area as loot).
- "item"       value=item id: `who` gains that item (same rule when there is no room).
- "loot"       value=n crowns, area: a loot token worth n crowns is put in the area (HERE by default).

Cards and dice
- "trap"       : `who` (the active hero) draws the top trap card and resolves it.
- "save"       value=t: each hero of `who` rolls the red die; a roll below t fails: `then` effects
               apply to that hero; otherwise `otherwise` effects (both tuples of Effects, may be empty).
- "critical"   : the attacker draws a critical token (used by items and powers that force one).

Enemies
- "spawn"      value=tier (TIERS), area (None: at every active spawn gate), amount (int, or "heroes":
               one per hero in play, or "half_heroes": one per two heroes, rounded up): takes figures of
               that tier from the shadow reserve (none left: nothing); each figure is of the next enemy
               card of that tier in the enemy deck (the deck is a queue per tier: the card goes to the
               bottom and comes back later; several figures may share a card).
- "summon"     value=enemy card id, area: puts one figure of that card there, outside the reserve.
- "activate"   value=tier, or "all", or "master": those enemies take their turn now, each playing its
               card's `behaviour` effects in order (below); `amount` > 1: they do it that many times.
- "move_toward" value=target (TARGETS), amount=extra movement (0 usually): an enemy's behaviour step:
               it moves up to its movement (+amount) along the shortest path toward the target and stops
               as soon as its attack could reach it (the target's area for range 0; for a ranged attack
               within range and in line of sight); enemies do not evade; hindering areas cost 2.
- "attack"     value=target (TARGETS): an enemy's behaviour step: it attacks that hero if it can (same
               area for range 0, else within range with line of sight); hidden heroes are never chosen.
- "hold"       : an enemy's behaviour step: it does not move this activation (guards, the stunned).

The quest
- "section"    value=n: read section n of the Book of Secrets now (after the effects before it).
- "flag"       value=name: the quest flag is set (flags are only ever set, never cleared).
- "if_flag"    value=name: if the flag is set apply `then`, else `otherwise`.
- "move_gate"  area: the active spawn gates become this one area only.
- "add_gate"   area: one more active spawn gate.
- "open"       value=door id: the door opens, with no trap card (002: "unless specified otherwise").
- "shrine"     area: this shrine becomes the active shrine (the only one: resurrection, recall).
- "waypoints"  : (§10) the quest's letters (`Quest.waypoint_letters`) go at random onto that many of
               the waypoints 1-6, one letter each, face down; entering a waypoint's area with a hidden
               letter turns it up and reads `Quest.waypoint_sections[letter]` (a waypoint with no
               letter reads `Quest.waypoint_sections[""]`); each waypoint is read once.

Passive (the effects of talents, enemy power cards, the Night, and items while equipped; they hold as
long as their source does; `who` is "self", or a tier/colour for enemy powers: see EnemyPower)
- "stat"       value=stat name (STATS), amount=+n or -n.
- "on_hit"     value=condition id: when this one's attack deals at least 1 damage, the target gains it.
- "reroll"     amount=n: in each of its attacks or defences this one may reroll up to n dice (no die
               more than once, 002 FAQ).
- "resist"     value=element: as a printed resistance (one hit fewer of that element, before armour).
- "weak"       value=element: as a printed weakness (one hit more of that element).
- "mark"       value=mark (MARKS): its attacks gain that mark (critical, bash, lethal, aoe1...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Tuple, Union

Point = Tuple[float, float]
Segment = Tuple[Point, Point]

HERE = "here"
TARGET_AREA = "target"

EFFECT_KINDS = (
    "damage", "hits", "heal", "condition", "cure", "fire_area", "shield", "push",
    "soul", "crowns", "treasure", "item", "loot",
    "trap", "save", "critical",
    "spawn", "summon", "activate", "move_toward", "attack", "hold",
    "section", "flag", "if_flag", "move_gate", "add_gate", "open", "shrine", "waypoints",
    "stat", "on_hit", "reroll", "resist", "weak", "mark",
)

# Whom an effect touches.
WHO = (
    "hero",          # the hero who caused it: the active hero, the one who opened, searched, entered
    "all_heroes",    # every hero in play (not ghosts)
    "heroes_here",   # every hero in the area where it happens
    "target",        # the target of the attack or power
    "self",          # the figure whose card, power or talent it is
    "enemies_here",  # every enemy figure in the area where it happens
    "all_enemies",   # every enemy figure on the map
)

# Whom an enemy moves toward or attacks (behaviour). Hidden heroes are never chosen (002 FAQ).
TARGETS = (
    "closest_hero",    # fewest areas away (ties: lowest health, then hero order)
    "weakest_hero",    # lowest health among the heroes it could reach this turn, else the closest
    "menace",          # the hero holding the menace token (provoke), else the closest
    "gate",            # the nearest active spawn gate (retreat)
)

TIERS = ("fodder", "minion", "elite", "champion", "shadow")
COLOURS = ("", "green", "blue")          # an enemy's colour: who killed a hero draws that enemy power
ELEMENTS = ("physical", "fire", "poison", "frost", "arcane")
# Attack marks (002 "HIT stage"): only one of each counts per attack (002 "Critical/Bash/AoE"):
# critical: at least one hit rolled (even if blocked) draws a critical token; bash: at least one hit
# landed pushes the defender 1 area; lethal: if at least one hit is rolled, one of them is lethal;
# aoe1/aoe2: AoE {X}, the primary target and every figure of its faction in its area and in areas up
# to X spaces away (in sight of the target's area) suffer the attack.
MARKS = ("critical", "bash", "lethal", "aoe1", "aoe2")
STATS = ("health", "armour", "defence", "movement", "combat", "actions", "dice", "hits", "range",
         "sight", "slots")
# Activities a power or item use spends (002 "Hero Turn").
ACTIVITIES = ("combat", "action", "free", "reaction")
# Item slots: equipped in hands/body/trinket, or only carried (pack, bag, backpack: 002 FAQ).
SLOTS = ("hand", "two_hands", "body", "trinket", "pack", "bag", "backpack")
# How many items of each slot a hero has equipped at most; a "two_hands" item takes both hands.
EQUIPPED = (("hand", 2), ("body", 1), ("trinket", 1))
# Link kinds between two areas.
LINKS = ("passage", "door", "locked", "magic")
# How a condition ends (Condition.ends).
ENDINGS = ("time", "skip", "turn", "heal", "attack", "never")
# Events that trigger a Book section by themselves (BookSection.trigger.kind).
TRIGGERS = ("start", "enter", "open", "search", "waypoint", "kill", "")
# What ends the quest (Quest.victory / Quest.defeat, EndCondition.kind).
ENDS = ("flag", "deck_empty", "day_discarded_without", "all_heroes_dead")


@dataclass(frozen=True)
class Effect:
    """One thing that happens: see the module docstring for every kind and its fields."""
    kind: str
    value: Any = None
    area: Optional[str] = None
    who: str = "hero"
    amount: Union[int, str] = 1
    then: Tuple["Effect", ...] = ()
    otherwise: Tuple["Effect", ...] = ()


# ----------------------------------------------------------------------------------------------- map

@dataclass(frozen=True)
class Link:
    """A way from one area to a neighbour. `kind` is LINKS: "passage" (always open, no door), "door"
    (closed at first; opening is a free action that draws a trap card unless the Door says not),
    "locked" (opened only by bashing it: an action, not while engaged, with a trap card), "magic"
    (opened only as a free action by a hero carrying the magic key). `door` is the Door's id ("" for
    a passage). Links are symmetric: the neighbour lists the same kind and door back."""
    to: str
    kind: str = "passage"
    door: str = ""


@dataclass(frozen=True)
class Door:
    """A door token between two areas. `trap`: opening it draws a trap card (002: always, unless
    specified otherwise). `section`: the Book section read when it opens (0: none)."""
    id: str
    kind: str                 # "door", "locked" or "magic" (as its links)
    between: Tuple[str, str]
    name: str = ""
    trap: bool = True
    section: int = 0


@dataclass(frozen=True)
class Area:
    """A space of the map: figures stand in areas and move from area to neighbour area.

    id        "<tile>.<letter>", e.g. "14B.a"
    tile      the tile's id
    name      a short name for the log and tooltips
    polygon   its outline in map units (clockwise, convex), for drawing and for line of sight
    sight     the sight mark (x, y): lines of sight start and end there; inside the polygon
    neighbours the Links to the areas one move away
    hindering entering it costs 2 movement instead of 1 (rubble, water, 002 "terrain")
    blockers  blocking terrain pieces inside it, as segments in map units: they stop lines of sight
              (and are drawn); figures still stand in the area
    features  tokens printed or placed at setup: "shrine", "chest", "search" (an ordinary search
              token), "pillar" (drawn only)
    """
    id: str
    tile: str
    name: str
    polygon: Tuple[Point, ...]
    sight: Point
    neighbours: Tuple[Link, ...] = ()
    hindering: bool = False
    blockers: Tuple[Segment, ...] = ()
    features: Tuple[str, ...] = ()


@dataclass(frozen=True)
class Tile:
    """A map tile of 002's setup list: a rectangle of map units (origin = top-left corner) holding
    2-4 areas. `name` is ours."""
    id: str
    name: str
    origin: Point
    size: Point
    areas: Tuple[str, ...]


# ------------------------------------------------------------------------------------------- combat

@dataclass(frozen=True)
class Attack:
    """How something attacks. `dice` blue dice (002: 1 when unarmed or with a non-weapon), `hits`
    flat hits added to the roll, `range` in spaces (0: only its own area, the engaged area; more:
    needs line of sight and at most that many areas away), `marks` (MARKS: critical, bash, lethal,
    aoe1, aoe2), `lethal` hits that are lethal (resolved first, skip armour and defence dice),
    `element` (ELEMENTS) for resistances and weaknesses."""
    dice: int = 1
    hits: int = 0
    range: int = 0
    marks: Tuple[str, ...] = ()
    lethal: int = 0
    element: str = "physical"


@dataclass(frozen=True)
class CriticalToken:
    """Drawn when an attack with the critical mark rolls at least one hit (even if blocked)."""
    id: str
    name: str
    text: str
    effects: Tuple[Effect, ...]       # applied to "target" (or "self" for the attacker)


@dataclass(frozen=True)
class Condition:
    """A condition (002: at most one of each on a character; a duplicate costs 1 wound).
    `time_effects` apply to its bearer in the time phase's clean-up (after damage first);
    then it becomes `becomes` ("" for nothing: it is removed) if `ends` is "time".
    `ends`: "time" after its time-phase effects; "skip" after its bearer's next skipped activation
    (stunned: an enemy finishes its current move, then skips the rest of its turn; a hero skips its
    next turn's combat and actions); "turn" at the end of its bearer's next turn or activation;
    "heal" when healed; "attack" when its bearer attacks (or at the end of the round it was engaged);
    "never"."""
    id: str
    name: str
    text: str
    time_effects: Tuple[Effect, ...] = ()
    becomes: str = ""
    ends: str = "time"
    passive: Tuple[Effect, ...] = ()     # while it lasts ("stat" etc. on its bearer)


# ------------------------------------------------------------------------------------ heroes, items

@dataclass(frozen=True)
class Item:
    """An item or weapon. `attack` None: not a weapon (attacking with it rolls 1 die, 002). `slot`
    (SLOTS): where it is equipped; "pack" items are carried only. `use`: what using it does (on
    `activity`; `uses` 0: unlimited, else discarded after that many uses). `passive`: effects while
    equipped (bags: "stat" slots). `value`: crowns it sells for (loot scoring, emporium later)."""
    id: str
    name: str
    text: str
    slot: str = "pack"
    attack: Optional[Attack] = None
    use: Tuple[Effect, ...] = ()
    activity: str = "action"
    uses: int = 0
    passive: Tuple[Effect, ...] = ()
    value: int = 10


@dataclass(frozen=True)
class Power:
    """A hero's power card. `activity` (ACTIVITIES) is what using it spends ("combat": the red fist,
    an attack). `attack`: the attack it makes (None: no attack). `effects`: what it does besides, to
    `WHO` each effect says ("target": the attacked or chosen figure; "self"; "heroes_here"...).
    `target`: whom it may be aimed at: "self", "ally" (a hero in sight within range), "enemy",
    "area". Once used it is spent until: `refresh` True: the next time phase's refresh (002 "flip used
    powers with refresh icon"); else after `cooldown` cooldown rotations (90 degrees each time phase,
    002 "Powers Cooldown"). `rank`: the Soulrank at which the soul gem gives it."""
    id: str
    name: str
    text: str
    rank: int
    activity: str = "combat"
    attack: Optional[Attack] = None
    effects: Tuple[Effect, ...] = ()
    target: str = "enemy"
    range: int = 0
    refresh: bool = False
    cooldown: int = 2


@dataclass(frozen=True)
class Talent:
    """A hero's talent: always on from its `rank` (passive effects, "self")."""
    id: str
    name: str
    text: str
    rank: int
    passive: Tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Hero:
    """A hero card. `health` (max), `armour`, `defence` (the most defence dice it rolls in one DEF
    stage), `movement` (its base movement: areas per movement activity), `combat` and `actions`
    (activities per turn), `slots` (inventory: items carried, equipped ones included), `weapon` and
    `items` (item ids it starts with: equipped if a slot is free), `crowns` it starts with.
    `powers` and `talents`: in rank order; the soul gem gives powers_at(rank) powers and
    talents_at(rank) talents (see below). `resist` / `weak`: elements."""
    id: str
    name: str
    text: str
    health: int
    armour: int
    defence: int
    movement: int
    combat: int
    actions: int
    slots: int
    weapon: str
    items: Tuple[str, ...]
    powers: Tuple[Power, ...]
    talents: Tuple[Talent, ...]
    resist: Tuple[str, ...] = ()
    weak: Tuple[str, ...] = ()
    crowns: int = 20
    ghost_text: str = ""


SOULRANKS = (1, 2, 3, 4, 5, 6, 7)
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")


def rank_cost(new_rank: int) -> int:
    """Soul points to reach this Soulrank: (new Soulrank) squared (002)."""
    return new_rank * new_rank


def half_rank(rank: int) -> int:
    """002's "Soulrank/2": I/II=1, III/IV=2, V/VI=3, VII=4."""
    return (rank + 1) // 2


def powers_at(rank: int) -> int:
    """Powers the soul gem gives at this Soulrank: Soulrank/2 (our reading of 002's soul gem)."""
    return half_rank(rank)


def talents_at(rank: int) -> int:
    """Talents the soul gem gives at this Soulrank: the Soulrank itself."""
    return rank


# -------------------------------------------------------------------------------------------- enemies

@dataclass(frozen=True)
class Enemy:
    """An enemy card (the enemy deck holds 9). `tier` (TIERS) is the reserve it is taken from,
    `colour` (COLOURS: "green"/"blue" or ""): a hero killed by it draws an enemy power of that
    colour. `health`, `armour`, `defence` (defence-dice limit), `attack`, `movement` (areas per
    activation). `behaviour`: the effects it plays when activated, in order ("move_toward",
    "attack", "hold", or any other kind with who="self"). `death`: effects when it dies (area HERE is
    where it died). `soul` and `crowns`: the killer's soul points, and loot crowns left where it
    died. `master`: the master enemy (provoke moves its menace token)."""
    id: str
    name: str
    text: str
    tier: str
    health: int
    armour: int
    defence: int
    attack: Attack
    movement: int
    behaviour: Tuple[Effect, ...]
    colour: str = ""
    resist: Tuple[str, ...] = ()
    weak: Tuple[str, ...] = ()
    death: Tuple[Effect, ...] = ()
    soul: int = 1
    crowns: int = 5
    master: bool = False
    passive: Tuple[Effect, ...] = ()     # always on ("on_hit", "stat", "reroll"...: who="self")


@dataclass(frozen=True)
class EnemyPower:
    """An enemy power card of a colour: drawn when an enemy of that colour kills a hero (unless the
    colour already has `Quest.enemy_power_max` of them). Its `passive` effects then hold for every
    enemy of that colour for the rest of the quest."""
    id: str
    name: str
    text: str
    colour: str
    passive: Tuple[Effect, ...]


# ---------------------------------------------------------------------------------------------- cards

@dataclass(frozen=True)
class EventCard:
    """An event card (6 in the deck). Resolved when revealed in the event phase: its `effects`.
    `marker`: "night" or "day" for the two cards that go beside the deck after resolution (002);
    "" for the others (placed revealed on top of the deck, discarded at the next event phase)."""
    id: str
    name: str
    text: str
    effects: Tuple[Effect, ...]
    marker: str = ""


@dataclass(frozen=True)
class EncounterCard:
    """Drawn in the enemies' turn when enemies are on the map (002): its effects, usually
    "activate" ones, sometimes "spawn" first."""
    id: str
    name: str
    text: str
    effects: Tuple[Effect, ...]


@dataclass(frozen=True)
class TrapCard:
    """Drawn on opening a door or bashing a chest or locked door; its effects touch "hero"."""
    id: str
    name: str
    text: str
    effects: Tuple[Effect, ...]


@dataclass(frozen=True)
class TreasureCard:
    """A treasure: the item it gives (an Item id), or effects (crowns...)."""
    id: str
    name: str
    text: str
    item: str = ""
    effects: Tuple[Effect, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    """What a face of the red die gives when a hero searches an ordinary search token (face 1-6)."""
    face: int
    name: str
    text: str
    effects: Tuple[Effect, ...]


# ----------------------------------------------------------------------------------- book and quest

@dataclass(frozen=True)
class Trigger:
    """What reads a section by itself (TRIGGERS): "start" (setup), "enter" value=area id (the first
    hero to enter it), "open" value=door id, "search" value=search event token ("S.E.1"),
    "waypoint" value=letter (see Quest.waypoint_sections), "kill" value=enemy card id (its first
    figure killed), "" (read only by a "section" effect, an event, or a choice)."""
    kind: str = ""
    value: str = ""


@dataclass(frozen=True)
class Choice:
    """An option of a section: the party picks one; its section is read."""
    label: str
    section: int


@dataclass(frozen=True)
class BookSection:
    """A numbered section of the Book of Secrets. Read at most once (`once`). Its `effects` apply in
    order ("hero" = the hero who triggered it, else the active hero); then, if it has `choices`, the
    party picks one and that section is read."""
    number: int
    title: str
    text: str
    trigger: Trigger = Trigger()
    effects: Tuple[Effect, ...] = ()
    choices: Tuple[Choice, ...] = ()
    once: bool = True


@dataclass(frozen=True)
class Reserve:
    """The shadow reserve: figures of each tier the spawns can take (002 setup). A killed enemy's
    figure goes back to it."""
    fodder: int
    minion: int
    elite: int
    champion: int = 0
    shadow: int = 0

    def of(self, tier: str) -> int:
        return getattr(self, tier)


@dataclass(frozen=True)
class PartySetup:
    """What a player count plays with: the heroes (ids, one per player) and the shadow reserve."""
    players: int
    heroes: Tuple[str, ...]
    reserve: Reserve


@dataclass(frozen=True)
class SearchEvent:
    """A quest search token (S.E.1-3): searching it (the search action) reads `section` instead of
    rolling the red die."""
    token: str
    area: str
    section: int


@dataclass(frozen=True)
class Waypoint:
    """A waypoint token of the setup (numbers 1-6), on an area."""
    number: int
    area: str


@dataclass(frozen=True)
class EndCondition:
    """ENDS: "flag" value=flag (set), "deck_empty" (the event deck ran out: reinforcements),
    "day_discarded_without" value=flag (the Day card is discarded and the flag is not set),
    "all_heroes_dead" (every hero is a ghost). Victory needs all its conditions; defeat any one."""
    kind: str
    value: str = ""


@dataclass(frozen=True)
class Bonus:
    """A reward on victory for a flag set during the quest (Gremlina's choice): per hero."""
    flag: str
    soul: int = 0
    crowns: int = 0


@dataclass(frozen=True)
class Rewards:
    """On victory, per hero of the party (002; ghosts too: the victory is the party's): crowns, soul
    points, treasure cards, and the bonuses of the flags set; then every living hero collects loot,
    crowns and items within its base movement, up to its inventory (the rest stays)."""
    crowns: int = 50
    soul: int = 2
    treasures: int = 2
    bonuses: Tuple[Bonus, ...] = ()


@dataclass(frozen=True)
class EventSetup:
    """How the event deck is dealt: shuffled (002); then, if `night_before_day`, Night and Day swap
    when Day lies above Night; then if Day lies higher than position `day_not_before` (1 = top), it
    swaps with the card at that position. The Day card, once revealed and beside the deck, is
    discarded at the next event phase that discards a card, or when the deck runs out (§6)."""
    night_before_day: bool = True
    day_not_before: int = 1


@dataclass(frozen=True)
class Quest:
    """The whole quest. Ids everywhere; lookups by id through the `*_by_id` helpers of quest.py."""
    id: str
    name: str
    text: str
    tiles: Tuple[Tile, ...]
    areas: Tuple[Area, ...]
    doors: Tuple[Door, ...]
    start_areas: Tuple[str, ...]
    gates: Tuple[str, ...]                 # active spawn gates at setup
    shrine: str                            # the active shrine at setup
    setups: Tuple[PartySetup, ...]         # players 1-5
    heroes: Tuple[Hero, ...]
    items: Tuple[Item, ...]
    enemies: Tuple[Enemy, ...]             # the enemy deck (9)
    enemy_powers: Tuple[EnemyPower, ...]
    enemy_power_max: int
    events: Tuple[EventCard, ...]          # the event deck (6)
    event_setup: EventSetup
    encounters: Tuple[EncounterCard, ...]
    traps: Tuple[TrapCard, ...]
    treasures: Tuple[TreasureCard, ...]
    criticals: Tuple[CriticalToken, ...]
    search_faces: Tuple[SearchResult, ...]  # red die faces 1-6
    conditions: Tuple[Condition, ...]
    book: Tuple[BookSection, ...]
    search_events: Tuple[SearchEvent, ...]  # S.E.1-3
    waypoints: Tuple[Waypoint, ...]         # 1-6
    waypoint_letters: Tuple[str, ...]       # dealt by §10
    waypoint_sections: Tuple[Tuple[str, int], ...]   # letter ("" none) -> section
    victory: Tuple[EndCondition, ...]
    defeat: Tuple[EndCondition, ...]
    rewards: Rewards
    start_rank: int = 1
    max_sight: int = 5
    blue_hits: Tuple[int, ...] = (0, 0, 1, 1, 1, 2)    # hits of each blue die face, attack
    blue_blocks: Tuple[int, ...] = (0, 0, 0, 1, 1, 1)  # hits a blue defence die face blocks
    flags: Tuple[str, ...] = field(default=())         # every flag the content sets (checked)
