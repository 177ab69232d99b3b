"""The whole quest as plain data: heroes, enemies, the map's changing parts, the decks, the Book of
Secrets' progress and the resolution stack.

Everything here is JSON-serialisable (`to_dict` / `from_dict`), so a save or an undo is a faithful
copy. Resolution steps on `stack` are plain dicts ({"op": name, ...}); the pending `decision` says
what the players must choose before the stack can go on.
"""
from __future__ import annotations

import hashlib
import json
import pickle
from dataclasses import asdict, dataclass, field, fields

PHASES = ("setup", "time", "battle", "event", "end", "over")
CONDITIONS = ("fire2", "fire1", "poisoned", "stunned", "slowed", "hidden")


@dataclass(frozen=True)
class Option:
    """One legal answer to a Decision. Its identity is its kind and data; its words are made by
    game.quest.words (`option_words`), never stored here.

    kind: what the answer does ("move", "attack", "dash", "reroll", "shields", "end_turn", ...);
    hero: the hero it concerns (-1: none); area: an area id; target: an enemy uid or hero index
    as text; item: an item instance id; index: a number (a die's index, a count of shields...)."""

    kind: str
    hero: int = -1
    area: str = ""
    target: str = ""
    item: str = ""
    index: int = -1

    def to_dict(self) -> dict:
        d = {"kind": self.kind}
        for f in fields(self)[1:]:
            v = getattr(self, f.name)
            if v != f.default:
                d[f.name] = v
        return d

    @staticmethod
    def from_dict(d: dict) -> "Option":
        return Option(**d)


@dataclass
class Decision:
    """A choice the rules give the players: `hero` answers (-1: any hero, each option names its
    own), `kind` is the question's code, `options` the legal answers, `data` what the question
    shows (dice rolled, hits left...), `then` the step that receives the answer."""

    kind: str
    hero: int
    options: list[Option]
    data: dict = field(default_factory=dict)
    then: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "hero": self.hero, "options": [o.to_dict() for o in self.options],
                "data": self.data, "then": self.then}

    @staticmethod
    def from_dict(d: dict) -> "Decision":
        return Decision(d["kind"], d["hero"], [Option.from_dict(o) for o in d["options"]], d["data"], d["then"])


@dataclass
class Hero:
    """A hero at the table. `health` is what is left of `max_health`; a dead hero is a Ghost Soul
    (`ghost`) until resurrected. The turn fields (`moves`, `combat`, ...) are reset at its turn."""

    id: str
    area: str
    health: int
    max_health: int
    soulrank: int = 1
    sp: int = 0
    crowns: int = 0
    equipped: list[str] = field(default_factory=list)     # item instance ids, a subset of those it carries
    conditions: list[str] = field(default_factory=list)
    ghost: bool = False
    ko: bool = False
    powers: dict[str, int] = field(default_factory=dict)  # spent powers: id -> cooldown rotations left (-1: until refresh)
    shields: int = 0          # magic shields it holds
    uses: dict[str, int] = field(default_factory=dict)    # item instance -> uses spent
    # this turn
    moves: int = 0
    moved: bool = False
    combat: int = 0
    action_count: int = 0     # action activities left this turn
    actions: list[str] = field(default_factory=list)      # actions used this round (each once per round)
    free: list[str] = field(default_factory=list)         # once-a-turn things used this turn (evade, ghost abilities)
    focus: bool = False


@dataclass
class Enemy:
    """An enemy figure on the map: `uid` is unique for the quest ("e1", "e2"...), `kind` its enemy card."""

    uid: str
    kind: str
    area: str
    health: int
    conditions: list[str] = field(default_factory=list)
    summoned: bool = False    # put on the map by a "summon", outside the reserve


@dataclass
class QuestState:
    config: dict
    rng: int
    heroes: list[Hero] = field(default_factory=list)
    enemies: list[Enemy] = field(default_factory=list)
    next_enemy: int = 1
    reserve: dict[str, int] = field(default_factory=dict)        # tier -> figures left in the shadow reserve
    enemy_deck: list[str] = field(default_factory=list)          # enemy cards, a queue per tier
    items: dict[str, str] = field(default_factory=dict)          # item instance id -> where ("hero:0", "area:X", "treasure:T", "out")
    made: int = 0                                                 # item instances ever made (the invariants count them)
    loot: dict[str, int] = field(default_factory=dict)           # area -> crowns lying there
    doors: list[str] = field(default_factory=list)               # the doors open now
    chests: list[str] = field(default_factory=list)              # areas whose chest is opened
    searched: list[str] = field(default_factory=list)            # search tokens taken (area ids and S.E. tokens)
    fire: dict[str, int] = field(default_factory=dict)           # area -> fire token (2: Fire II, 1: Fire I)
    gates: list[str] = field(default_factory=list)               # the active spawn gates
    shrine: str = ""                                             # the active shrine
    menace: int = -1                                             # the hero holding the master enemy's menace token
    waypoints: dict[str, str] = field(default_factory=dict)      # waypoint number (as text) -> its hidden letter
    waypoints_read: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)              # the event deck, top first
    top_revealed: bool = False
    beside: list[str] = field(default_factory=list)              # Night and Day set aside
    event_discard: list[str] = field(default_factory=list)
    encounters: list[str] = field(default_factory=list)
    encounter_discard: list[str] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)
    trap_discard: list[str] = field(default_factory=list)
    treasures: list[str] = field(default_factory=list)           # the treasure deck, top first
    criticals: list[str] = field(default_factory=list)
    enemy_powers: list[str] = field(default_factory=list)        # drawn enemy power cards
    enemy_power_deck: list[str] = field(default_factory=list)
    book: list[int] = field(default_factory=list)                # sections read, in order
    flags: list[str] = field(default_factory=list)               # quest flags set ("peach_found", ...)
    round: int = 0
    phase: str = "setup"
    active: int = -1                                             # the hero whose turn it is
    stack: list[dict] = field(default_factory=list)
    decision: Decision | None = None
    result: str = ""                                             # "" | "victory" | "defeat"
    cause: str = ""
    rewards: dict = field(default_factory=dict)
    commands: int = 0

    # -- copies, dicts, hash ------------------------------------------------------------------
    def clone(self) -> "QuestState":
        new = pickle.loads(pickle.dumps(self, pickle.HIGHEST_PROTOCOL))
        new.__dict__.pop("_events", None)
        return new

    def to_dict(self) -> dict:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["heroes"] = [asdict(h) for h in self.heroes]
        d["enemies"] = [asdict(e) for e in self.enemies]
        d["decision"] = self.decision.to_dict() if self.decision else None
        return json.loads(json.dumps(d))

    @staticmethod
    def from_dict(d: dict) -> "QuestState":
        d = dict(d)
        d["heroes"] = [Hero(**h) for h in d["heroes"]]
        d["enemies"] = [Enemy(**e) for e in d["enemies"]]
        d["decision"] = Decision.from_dict(d["decision"]) if d["decision"] else None
        return QuestState(**d)

    def state_hash(self) -> str:
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    # -- lookups ------------------------------------------------------------------------------
    def enemy(self, uid: str) -> Enemy | None:
        for e in self.enemies:
            if e.uid == uid:
                return e
        return None

    def carried(self, hero: int) -> list[str]:
        """The item instances hero `hero` carries, in id order."""
        where = f"hero:{hero}"
        return sorted(i for i, w in self.items.items() if w == where)

    def lying(self, area: str) -> list[str]:
        where = f"area:{area}"
        return sorted(i for i, w in self.items.items() if w == where)
