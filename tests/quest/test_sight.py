"""Line of sight on the quest's map, named after rules document 002's sentences ("Line of Sight (LoS)":
"Trace line from source area's Sight Mark to target's without crossing: Blocking terrain, External map
edge, Non-target areas with enemy figures (only if source is hero), Limited to 5 spaces") and our
readings of what it leaves open (docs/quest.md: walls, doors, what a space is)."""
from dataclasses import replace

from game.quest.content.quest import AREAS, DOORS, SPITTLESNOT
from game.quest.content.sight import distance, inside, sees, sight

ALL_DOORS = frozenset(DOORS)


def _without_blockers(quest):
    return replace(quest, areas=tuple(replace(a, blockers=()) for a in quest.areas))


def test_trace_line_from_source_areas_sight_mark_to_targets():
    """Neighbours joined by a passage see each other, one space apart; a sight mark lies inside its area."""
    assert all(inside(a.sight, a.polygon) for a in SPITTLESNOT.areas)
    look = sight(SPITTLESNOT, "1B.a", "1B.b")
    assert look.clear and look.spaces == 1 and look.crossed == ("1B.b",)
    assert sight(SPITTLESNOT, "1B.a", "1B.a").clear


def test_without_crossing_blocking_terrain():
    """The bone heap in the Bone Pile (8B.a) hides the Lookout Ledge (8B.c), though a passage joins them;
    without the heap the line is clear."""
    assert "8B.c" in {link.to for link in AREAS["8B.a"].neighbours}
    look = sight(SPITTLESNOT, "8B.a", "8B.c")
    assert not look and look.reason == "terrain"
    assert sees(_without_blockers(SPITTLESNOT), "8B.a", "8B.c")


def test_without_crossing_the_external_map_edge():
    """From the Coal Heap (2B.b) to the Sewer Mouth (11B.a) the line runs outside the map (no tile
    south of 2B), even with every door open."""
    look = sight(SPITTLESNOT, "2B.b", "11B.a", open_doors=ALL_DOORS, max_spaces=99)
    assert not look and look.reason == "edge"


def test_without_crossing_non_target_areas_with_enemy_figures_if_source_is_hero():
    """A hero in the Rust Stair (16B.a) sees across the Flooded Hall East (3B.b) to the West (3B.a),
    unless enemies stand in the East; enemies in the target's own area or the source's do not block."""
    assert sees(SPITTLESNOT, "16B.a", "3B.a")
    look = sight(SPITTLESNOT, "16B.a", "3B.a", blocked={"3B.b"})
    assert not look and look.reason == "enemies"
    assert sees(SPITTLESNOT, "16B.a", "3B.a", blocked={"3B.a", "16B.a"})


def test_enemy_figures_do_not_block_an_enemy_source():
    """The engine passes no enemy-held areas when the source is an enemy: the same line is clear."""
    assert sees(SPITTLESNOT, "3B.a", "16B.a", blocked=())


def test_limited_to_5_spaces():
    """From the Tar Barrels (1B.b) the Ladle Kitchen (14B.b) is 5 spaces away, in sight; the Gate Hall
    (14B.c) on the same line is 6 spaces away, out of sight; with a longer limit it would be seen."""
    near = sight(SPITTLESNOT, "1B.b", "14B.b", open_doors=ALL_DOORS)
    assert near.clear and near.spaces == 5
    far = sight(SPITTLESNOT, "1B.b", "14B.c", open_doors=ALL_DOORS)
    assert not far and far.reason == "far" and far.spaces == 6
    assert sees(SPITTLESNOT, "1B.b", "14B.c", open_doors=ALL_DOORS, max_spaces=6)


def test_a_wall_between_areas_not_joined_blocks_sight():
    """Ours: the Ladle Kitchen (14B.b) and the Rust Stair (16B.a) touch, but no passage joins them."""
    look = sight(SPITTLESNOT, "14B.b", "16B.a")
    assert not look and look.reason == "wall"


def test_a_closed_door_blocks_sight_until_opened():
    """Ours: the Bone Gate hides the Cage Row (16B.b) from the Gate Hall (14B.c) until it is opened."""
    look = sight(SPITTLESNOT, "14B.c", "16B.b")
    assert not look and look.reason == "door"
    assert sees(SPITTLESNOT, "14B.c", "16B.b", open_doors={"gate"})


def test_sight_is_mutual():
    """Ours: whoever is seen sees back (same doors, no enemies)."""
    for a in SPITTLESNOT.areas:
        for b in SPITTLESNOT.areas:
            assert sees(SPITTLESNOT, a.id, b.id, open_doors=ALL_DOORS) == \
                sees(SPITTLESNOT, b.id, a.id, open_doors=ALL_DOORS), (a.id, b.id)


def test_distance_counts_moves_through_open_ways_only():
    """Closed doors stop movement: the Bone Gate closes the way from the start to the Cage Row."""
    assert distance(SPITTLESNOT, "1B.a", "16B.b") is None
    assert distance(SPITTLESNOT, "1B.a", "14B.c", open_doors={"d1"}) == 7
    assert distance(SPITTLESNOT, "1B.a", "16B.b", open_doors={"d1", "gate"}) == 8


def test_a_line_through_a_corner_passes_if_either_side_is_open():
    """Ours: from the Mushroom Cellar (6A.a) to the Soot Corridor (6A.d), which meet only at a corner, the
    line grazes the Broken Shrine (6A.b) on one side and the Warden's Den (6A.c) on the other. Clear by the
    shrine's side; with enemies there, only by the den's side, whose door to the corridor must be open."""
    look = sight(SPITTLESNOT, "6A.a", "6A.d")
    assert look.clear and look.crossed == ("6A.b", "6A.d")
    assert not sees(SPITTLESNOT, "6A.a", "6A.d", blocked={"6A.b"})
    look = sight(SPITTLESNOT, "6A.a", "6A.d", blocked={"6A.b"}, open_doors={"d7"})
    assert look.clear and look.crossed == ("6A.c", "6A.d")


def test_a_line_along_an_edge_passes_if_either_side_is_open():
    """Ours: from the Sewer Mouth (11B.a) to the Throne Alcove (10A.c) the line runs along the edge between
    the Rat Market and the Pickle Vats, then between the Hoard Hall and the Counting Room. Below it a wall
    (11B.c to 10A.b); above it the vault's magic lock: clear once the vault is open, not before."""
    assert not sees(SPITTLESNOT, "11B.a", "10A.c")
    look = sight(SPITTLESNOT, "11B.a", "10A.c", open_doors={"vault"})
    assert look.clear and look.crossed == ("11B.b", "10A.a", "10A.c")


def test_a_corner_grazed_for_a_hair_still_counts():
    """Ours: from the Hoard Hall (10A.a) to the Pickle Vats (11B.c) the line passes the corner where four
    areas meet; by the Rat Market's side (11B.b) through the open vault it is clear. (A sampled line missed
    that hair's breadth and read a wall: the crossing is now clipped exactly.)"""
    look = sight(SPITTLESNOT, "10A.a", "11B.c", open_doors={"vault"})
    assert look.clear and look.crossed == ("11B.b", "11B.c")
    assert not sees(SPITTLESNOT, "10A.a", "11B.c")
