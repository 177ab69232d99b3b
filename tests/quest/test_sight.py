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
