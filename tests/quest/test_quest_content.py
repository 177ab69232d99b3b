"""The quest's data holds together (rules document 002's setup, and our own consistency rules): the map
is one connected dungeon of the 14 tiles of the setup list, neighbours are symmetric, every effect is of
a kind the engine implements, every id is unique, every section referenced exists, setups for 1-5."""
import math
from dataclasses import fields, is_dataclass

from game.quest.content import spec
from game.quest.content.quest import (AREAS, CONDITIONS_BY_ID, DOORS, ENEMIES_BY_ID, HEROES_BY_ID, ITEMS_BY_ID,
                                      SECTIONS, SETUPS, SPITTLESNOT)
from game.quest.content.sight import bounds, convex, distances, edge_between, inside
from game.quest.content.spec import Effect

Q = SPITTLESNOT


def _effects(obj, depth=0):
    """Every Effect anywhere in obj (nested in dataclasses, tuples, and effects' then/otherwise)."""
    if isinstance(obj, Effect):
        yield obj
        for e in obj.then + obj.otherwise:
            yield from _effects(e, depth + 1)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            yield from _effects(getattr(obj, f.name), depth + 1)
    elif isinstance(obj, tuple):
        for x in obj:
            yield from _effects(x, depth + 1)


ALL_EFFECTS = list(_effects(Q))


def test_map_tiles_are_the_setup_list_of_002():
    """002 Setup: "Map Tiles: 1B, 7B, 8B, 14B, 16B, 3B, 17B, 15B, 6A, 2B, 18A, 9B, 10A, 11B"."""
    assert [t.id for t in Q.tiles] == ["1B", "7B", "8B", "14B", "16B", "3B", "17B", "15B", "6A", "2B", "18A",
                                       "9B", "10A", "11B"]
    for t in Q.tiles:
        assert 2 <= len(t.areas) <= 4
        assert all(AREAS[a].tile == t.id for a in t.areas)
    assert sorted(a for t in Q.tiles for a in t.areas) == sorted(AREAS)


def test_every_area_is_reachable_with_every_door_open():
    assert set(distances(Q, Q.start_areas[0], open_doors=DOORS)) == set(AREAS)


def test_every_neighbour_is_symmetric_and_touches():
    """A link back with the same kind and door; linked areas share a stretch of edge (walls elsewhere)."""
    for a in Q.areas:
        assert len({link.to for link in a.neighbours}) == len(a.neighbours), a.id
        for link in a.neighbours:
            assert link.kind in spec.LINKS
            back = [l for l in AREAS[link.to].neighbours if l.to == a.id]
            assert back == [spec.Link(a.id, link.kind, link.door)], (a.id, link)
            edge = edge_between(Q, a.id, link.to)
            assert edge is not None and math.dist(*edge) >= 1, (a.id, link.to)


def test_doors_match_their_links():
    """Each door joins its two areas with its own kind; the §3 gate opens without a trap card (002 FAQ:
    "Opening always requires Trap card draw unless specified otherwise (e.g., §3 gate)"); one magic lock."""
    for d in Q.doors:
        a, b = d.between
        assert spec.Link(b, d.kind, d.id) in AREAS[a].neighbours
        assert d.kind in ("door", "locked", "magic")
    assert DOORS["gate"].trap is False and DOORS["gate"].section == 3
    assert [d.kind for d in Q.doors].count("magic") == 1
    assert any(d.kind == "locked" for d in Q.doors)
    linked = {(a.id, l.to) for a in Q.areas for l in a.neighbours if l.door}
    assert linked == {p for d in Q.doors for p in (d.between, d.between[::-1])}


def test_door_sections_match_the_books_open_triggers():
    for d in Q.doors:
        opened = [s.number for s in Q.book if s.trigger == spec.Trigger("open", d.id)]
        assert opened == ([d.section] if d.section else []), d.id


def test_sight_marks_and_blockers_lie_inside_their_areas():
    for a in Q.areas:
        assert convex(a.polygon), a.id            # sight clips lines against convex areas
        assert inside(a.sight, a.polygon), a.id
        for seg in a.blockers:
            assert all(inside(p, a.polygon) for p in seg), a.id


def test_every_effect_kind_is_in_the_specs_documented_list():
    assert ALL_EFFECTS
    doc = spec.__doc__
    for kind in spec.EFFECT_KINDS:
        assert f'"{kind}"' in doc, kind
    for e in ALL_EFFECTS:
        assert e.kind in spec.EFFECT_KINDS, e


def test_every_effect_kind_is_used_by_the_content():
    """The list the engine implements is no longer than the content needs: each kind is played somewhere."""
    assert {e.kind for e in ALL_EFFECTS} == set(spec.EFFECT_KINDS)


def test_effects_name_things_that_exist():
    areas = set(AREAS) | {spec.HERE, spec.TARGET_AREA, None}
    whos = set(spec.WHO) | {"green", "blue"}
    for e in ALL_EFFECTS:
        assert e.area in areas, e
        assert e.who in whos, e
        if e.kind in ("condition", "on_hit"):
            assert e.value in CONDITIONS_BY_ID, e
        if e.kind == "cure":
            assert e.value in CONDITIONS_BY_ID or e.value == "all", e
        if e.kind == "fire_area":
            assert e.value in ("fire1", "fire2") and e.area is not None, e
        if e.kind == "spawn":
            assert e.value in spec.TIERS and (isinstance(e.amount, int) or e.amount in ("heroes", "half_heroes")), e
        if e.kind == "summon":
            assert e.value in ENEMIES_BY_ID and e.area in AREAS, e
        if e.kind in ("move_gate", "add_gate", "shrine"):
            assert e.area in AREAS, e
        if e.kind == "item":
            assert e.value in ITEMS_BY_ID, e
        if e.kind == "activate":
            assert e.value in spec.TIERS + ("all", "master"), e
        if e.kind in ("move_toward", "attack"):
            assert e.value in spec.TARGETS, e
        if e.kind == "open":
            assert e.value in DOORS, e
        if e.kind in ("flag", "if_flag"):
            assert e.value in Q.flags, e
        if e.kind == "stat":
            assert e.value in spec.STATS and isinstance(e.amount, int), e
        if e.kind in ("resist", "weak"):
            assert e.value in spec.ELEMENTS, e
        if e.kind == "mark":
            assert e.value in spec.MARKS, e


def test_every_flag_the_quest_reads_is_set_somewhere():
    set_flags = {e.value for e in ALL_EFFECTS if e.kind == "flag"}
    assert set(Q.flags) == set_flags
    read = {c.value for c in Q.victory + Q.defeat if c.value} | {b.flag for b in Q.rewards.bonuses}
    assert read <= set_flags


def test_every_section_referenced_exists_and_every_section_is_reached():
    referenced = {e.value for e in ALL_EFFECTS if e.kind == "section"}
    referenced |= {c.section for s in Q.book for c in s.choices}
    referenced |= {d.section for d in Q.doors if d.section}
    referenced |= {n for _, n in Q.waypoint_sections} | {s.section for s in Q.search_events}
    assert referenced <= set(SECTIONS)
    for s in Q.book:
        assert s.trigger.kind in spec.TRIGGERS
        assert s.trigger.kind or s.number in referenced, s.number
    assert [s.number for s in Q.book] == sorted(SECTIONS) and len(SECTIONS) == len(Q.book)


def test_the_book_has_the_sections_002_names():
    """002: §3 gate, §6 Day, §9 Peach found, §10 waypoints, §14-16 Gremlina's choice."""
    assert SECTIONS[3].trigger == spec.Trigger("open", "gate")
    assert any(e.kind == "section" and e.value == 6 for e in _effects(next(c for c in Q.events if c.marker == "day")))
    assert spec.Effect("flag", "peach_found") in SECTIONS[9].effects
    assert spec.Effect("waypoints") in SECTIONS[10].effects
    gremlina = [s for s in Q.book if s.choices]
    assert [[c.section for c in s.choices] for s in gremlina] == [[14, 15, 16]]
    assert dict(Q.waypoint_sections)["A"] == 9


def test_triggers_name_things_that_exist():
    for s in Q.book:
        t = s.trigger
        if t.kind == "enter":
            assert t.value in AREAS
        if t.kind == "open":
            assert t.value in DOORS
        if t.kind == "search":
            assert t.value in {e.token for e in Q.search_events}
        if t.kind == "waypoint":
            assert t.value in Q.waypoint_letters + ("",)
        if t.kind == "kill":
            assert t.value in ENEMIES_BY_ID


def test_every_card_id_is_unique():
    groups = [Q.heroes, Q.items, Q.enemies, Q.enemy_powers, Q.events, Q.encounters, Q.traps, Q.treasures,
              Q.criticals, Q.conditions, Q.doors, Q.tiles, Q.areas]
    for group in groups:
        ids = [x.id for x in group]
        assert len(ids) == len(set(ids)), ids
    powers = [p.id for h in Q.heroes for p in h.powers] + [t.id for h in Q.heroes for t in h.talents]
    assert len(powers) == len(set(powers))


def test_setup_decks_have_the_sizes_002_says():
    """002: "Shuffle Enemy Deck (9 cards) and Event Deck (6 cards)", Night and Day among the events."""
    assert len(Q.enemies) == 9 and len(Q.events) == 6
    assert sorted(c.marker for c in Q.events if c.marker) == ["day", "night"]
    assert {e.tier for e in Q.enemies} == set(spec.TIERS)
    assert sum(e.master for e in Q.enemies) == 1
    for deck in (Q.encounters, Q.traps, Q.treasures):
        assert 10 <= len(deck) <= 16
    assert [f.face for f in Q.search_faces] == [1, 2, 3, 4, 5, 6]
    assert len(Q.blue_hits) == len(Q.blue_blocks) == 6


def test_search_areas_and_waypoints_of_the_setup():
    """002 Setup: "Search Areas: S.E.1, S.E.2, S.E.3"; "Waypoints: 3, 1, 2, 4, 5, 6"; "Spawn Gates: Active at
    14B initially"."""
    assert [s.token for s in Q.search_events] == ["S.E.1", "S.E.2", "S.E.3"]
    assert [w.number for w in Q.waypoints] == [3, 1, 2, 4, 5, 6]
    assert len({w.area for w in Q.waypoints}) == 6
    assert all(AREAS[g].tile == "14B" for g in Q.gates)
    assert {s.area for s in Q.search_events} <= set(AREAS) and set(Q.start_areas) <= set(AREAS)
    assert "shrine" in AREAS[Q.shrine].features


def test_the_magic_key_can_be_found():
    """The magic lock opens only with the key: a section gives it."""
    assert any(e.kind == "item" and e.value == "magic_key" for e in ALL_EFFECTS)


def test_shadow_reserve_per_player_count():
    """002: "2-3 Players: 1 Champion, 3 Fodder, 2 Minions, 2 Elites, 0 Shadows"; "4-5 Players: 0 Champions,
    3 Fodder, 2 Minions, 2 Elites, 0 Shadows"; 1 player is ours (docs/quest.md)."""
    assert sorted(SETUPS) == [1, 2, 3, 4, 5]
    for n in (2, 3):
        assert SETUPS[n].reserve == spec.Reserve(fodder=3, minion=2, elite=2, champion=1, shadow=0)
    for n in (4, 5):
        assert SETUPS[n].reserve == spec.Reserve(fodder=3, minion=2, elite=2, champion=0, shadow=0)
    for n, s in SETUPS.items():
        assert len(s.heroes) == n == len(set(s.heroes)) and set(s.heroes) <= set(HEROES_BY_ID)


def test_heroes_and_their_soul_gems():
    """At least 4 heroes; the soul gem gives powers for Soulrank/2 and talents for Soulrank (I-VII)."""
    assert len(Q.heroes) >= 4
    assert [spec.half_rank(r) for r in spec.SOULRANKS] == [1, 1, 2, 2, 3, 3, 4]
    assert spec.rank_cost(2) == 4 and spec.rank_cost(7) == 49
    for h in Q.heroes:
        assert len(h.powers) == spec.powers_at(7) and len(h.talents) == spec.talents_at(7), h.id
        assert [p.rank for p in h.powers] == [1, 3, 5, 7]
        assert [t.rank for t in h.talents] == list(spec.SOULRANKS)
        assert h.weapon in ITEMS_BY_ID and ITEMS_BY_ID[h.weapon].attack is not None
        assert set(h.items) <= set(ITEMS_BY_ID)
        gear = [ITEMS_BY_ID[i].slot for i in (h.weapon,) + h.items]
        hands = gear.count("hand") + 2 * gear.count("two_hands")
        assert hands <= dict(spec.EQUIPPED)["hand"] and gear.count("body") <= 1 and gear.count("trinket") <= 1, h.id
        for p in h.powers:
            if p.attack is not None:
                assert p.range == p.attack.range, p.id
            assert p.activity in spec.ACTIVITIES and p.target in ("self", "ally", "enemy", "area")
            assert p.refresh or p.cooldown > 0
            assert (p.attack is not None) == (p.activity == "combat"), p.id
        assert set(h.resist + h.weak) <= set(spec.ELEMENTS)


def test_items_and_attacks_are_well_formed():
    for i in Q.items:
        assert i.slot in spec.SLOTS and i.activity in spec.ACTIVITIES
        if i.attack:
            assert set(i.attack.marks) <= set(spec.MARKS) and i.attack.element in spec.ELEMENTS
    for t in Q.treasures:
        assert (t.item in ITEMS_BY_ID) != bool(t.effects), t.id
    for e in Q.enemies:
        assert e.tier in spec.TIERS and e.colour in spec.COLOURS
        assert set(e.attack.marks) <= set(spec.MARKS) and set(e.resist + e.weak) <= set(spec.ELEMENTS)
        assert e.behaviour and e.health > 0
    for p in Q.enemy_powers:
        assert p.colour in ("green", "blue") and all(x.who == p.colour for x in p.passive)


def test_conditions_of_002():
    """002: Fire I/II ("Fire I deals 1 HP and is removed; Fire II deals 1 HP and flips to Fire I"),
    Poisoned, Stunned, Slowed, Hidden."""
    assert set(CONDITIONS_BY_ID) == {"fire1", "fire2", "poisoned", "stunned", "slowed", "hidden"}
    assert CONDITIONS_BY_ID["fire2"].becomes == "fire1" and CONDITIONS_BY_ID["fire1"].becomes == ""
    assert CONDITIONS_BY_ID["fire1"].time_effects == (Effect("damage", 1, who="self"),)
    assert all(c.ends in spec.ENDINGS for c in Q.conditions)


def test_rewards_of_002():
    """002: "50 Crowns per hero, 2 Soul Points per hero, 2 Treasure cards per hero"; Gremlina "§14: +2 SP",
    "§15: +1 SP", "§16: risk save vs coin loss"."""
    r = Q.rewards
    assert (r.crowns, r.soul, r.treasures) == (50, 2, 2)
    assert {(b.flag, b.soul) for b in r.bonuses} == {("gremlina_rescued", 2), ("gremlina_untied", 1)}
    assert any(e.kind == "save" and any(x.kind == "crowns" and x.value < 0 for x in e.then)
               for e in SECTIONS[16].effects)


def test_victory_and_defeat_of_002():
    """002: victory = Peach located (§9) and the event deck exhausted; failure = Day discarded before Peach
    is found, or all heroes defeated."""
    assert {(c.kind, c.value) for c in Q.victory} == {("flag", "peach_found"), ("deck_empty", "")}
    assert {(c.kind, c.value) for c in Q.defeat} == {("day_discarded_without", "peach_found"),
                                                     ("all_heroes_dead", "")}
    assert all(c.kind in spec.ENDS for c in Q.victory + Q.defeat)


def test_the_map_is_the_4_by_4_grid_of_6_unit_tiles():
    assert bounds(Q) == (0, 0, 24, 24)
    assert edge_between(Q, "14B.c", "16B.b") == ((21, 6), (24, 6))
    assert edge_between(Q, "1B.a", "14B.a") is None
