"""The Spittlesnot quest as one `spec.Quest` (rules document 002), and lookups by id for the engine
and the table."""
from __future__ import annotations

from typing import Dict

from game.quest.content import tuning
from game.quest.content.book import BOOK
from game.quest.content.cards import CRITICALS, ENCOUNTERS, EVENTS, SEARCH_FACES, TRAPS, TREASURES
from game.quest.content.conditions import CONDITIONS
from game.quest.content.dungeon import MAP_AREAS, MAP_DOORS, MAP_TILES
from game.quest.content.enemies import ENEMIES, ENEMY_POWERS
from game.quest.content.heroes import HEROES
from game.quest.content.items import ITEMS
from game.quest.content.spec import EndCondition, Quest, SearchEvent, Waypoint

SPITTLESNOT = Quest(
    id="spittlesnot",
    name="Spittlesnot",
    text="Rescue Peach, Captain Ann's daughter, from the gremlins of the Snotwarren before daybreak, and "
         "hold on until the harbour watch arrives.",
    tiles=MAP_TILES,
    areas=MAP_AREAS,
    doors=MAP_DOORS,
    start_areas=("1B.a", "1B.b"),
    gates=("14B.a",),
    shrine="1B.a",
    setups=tuning.SETUPS,
    heroes=HEROES,
    items=ITEMS,
    enemies=ENEMIES,
    enemy_powers=ENEMY_POWERS,
    enemy_power_max=tuning.ENEMY_POWER_MAX,
    events=EVENTS,
    event_setup=tuning.EVENT_SETUP,
    encounters=ENCOUNTERS,
    traps=TRAPS,
    treasures=TREASURES,
    criticals=CRITICALS,
    search_faces=SEARCH_FACES,
    conditions=CONDITIONS,
    book=BOOK,
    search_events=(SearchEvent("S.E.1", "17B.a", 7), SearchEvent("S.E.2", "6A.c", 8),
                   SearchEvent("S.E.3", "9B.a", 17)),
    # 002's setup order: 3, 1, 2, 4, 5, 6.
    waypoints=(Waypoint(3, "17B.b"), Waypoint(1, "6A.a"), Waypoint(2, "2B.c"), Waypoint(4, "18A.d"),
               Waypoint(5, "9B.b"), Waypoint(6, "11B.b")),
    waypoint_letters=("A", "B", "C"),
    waypoint_sections=(("A", 9), ("B", 13), ("C", 11), ("", 12)),
    victory=(EndCondition("flag", "peach_found"), EndCondition("deck_empty")),
    defeat=(EndCondition("day_discarded_without", "peach_found"), EndCondition("all_heroes_dead")),
    rewards=tuning.REWARDS,
    start_rank=tuning.START_RANK,
    max_sight=tuning.MAX_SIGHT,
    blue_hits=tuning.BLUE_HITS,
    blue_blocks=tuning.BLUE_BLOCKS,
    flags=("peach_found", "spittlesnot_slain", "gremlina_rescued", "gremlina_untied", "gremlina_abandoned"),
)

AREAS: Dict[str, object] = {a.id: a for a in SPITTLESNOT.areas}
TILES = {t.id: t for t in SPITTLESNOT.tiles}
DOORS = {d.id: d for d in SPITTLESNOT.doors}
HEROES_BY_ID = {h.id: h for h in SPITTLESNOT.heroes}
ITEMS_BY_ID = {i.id: i for i in SPITTLESNOT.items}
ENEMIES_BY_ID = {e.id: e for e in SPITTLESNOT.enemies}
EVENTS_BY_ID = {e.id: e for e in SPITTLESNOT.events}
SECTIONS = {s.number: s for s in SPITTLESNOT.book}
CONDITIONS_BY_ID = {c.id: c for c in SPITTLESNOT.conditions}
SETUPS = {s.players: s for s in SPITTLESNOT.setups}
