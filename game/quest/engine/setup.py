"""A new quest from its settings (002 §3): heroes at the start with full health and their items, the
shadow reserve for the player count, the enemy, event, encounter, trap, treasure and critical decks
shuffled, the spawn gates and the shrine at their first places."""
from __future__ import annotations

from . import rules  # noqa: F401  (registers every step)
from .data import content
from .figures import free_slot
from .flow import emit, push, run, shuffle
from .items import make
from .rounds import event_deck
from .state import Hero, QuestState

MAX_HEROES = 5


class SetupError(ValueError):
    """Settings a quest cannot be played with (the words say which)."""


def normalise(config: dict) -> dict:
    """The settings as the quest keeps them: {"heroes": [ids], "seed": int}; SetupError when wrong.
    {"players": n} alone takes the content's party for n players."""
    if not isinstance(config, dict):
        raise SetupError("the settings are not a table of names and values")
    heroes = config.get("heroes")
    if heroes is None and type(config.get("players")) is int and 1 <= config["players"] <= MAX_HEROES:
        heroes = list(content().setup(config["players"]).heroes)
    heroes = list(heroes or [])
    if not 1 <= len(heroes) <= MAX_HEROES:
        raise SetupError(f"a quest is played by 1 to {MAX_HEROES} heroes, not {len(heroes)}")
    for h in heroes:
        if h not in content().heroes:
            raise SetupError(f"no hero named {h!r}")
    if len(set(heroes)) != len(heroes):
        raise SetupError("each hero plays once")
    seed = config.get("seed", 1)
    if type(seed) is not int:
        raise SetupError("the seed is a whole number")
    return {"heroes": heroes, "seed": seed}


def new_quest(config: dict) -> QuestState:
    """The quest set up and run to its first decision."""
    config = normalise(config)
    c = content()
    q = c.quest
    state = QuestState(config=config, rng=(config["seed"] * 0x9E3779B97F4A7C15 + 0x5EED) & ((1 << 64) - 1))
    for i, hid in enumerate(config["heroes"]):
        card = c.heroes[hid]
        h = Hero(hid, q.start_areas[0], card.health, card.health, soulrank=q.start_rank, crowns=card.crowns)
        state.heroes.append(h)
        for kind in ([card.weapon] if card.weapon else []) + list(card.items):
            iid = make(state, kind, f"hero:{i}")
            if free_slot(state, i, iid):
                h.equipped.append(iid)
    state.treasures = sorted(c.treasures)
    shuffle(state, state.treasures)
    for t in state.treasures:
        if c.treasures[t].item:
            make(state, c.treasures[t].item, f"treasure:{t}")
    state.gates = list(q.gates)
    state.shrine = q.shrine
    r = c.setup(len(config["heroes"])).reserve
    state.reserve = {t: r.of(t) for t in ("fodder", "minion", "elite", "champion", "shadow")}
    for name in ("enemy_deck", "encounters", "traps", "criticals", "enemy_power_deck"):
        deck = sorted({"enemy_deck": c.enemies, "encounters": c.encounters, "traps": c.traps,
                       "criticals": c.criticals, "enemy_power_deck": c.enemy_powers}[name])
        shuffle(state, deck)
        setattr(state, name, deck)
    state.events = event_deck(state)
    emit(state, "QuestStarted", heroes=list(config["heroes"]))
    push(state, {"op": "start"}, {"op": "round"})
    run(state)
    return state
