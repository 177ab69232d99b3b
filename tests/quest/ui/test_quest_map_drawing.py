"""The quest's map is drawn from the content's data (areas as polygons with sight marks, links,
doors, blocking terrain): doors sit on the wall two areas share, figures stand inside their own
area, the pointer finds the area it is over, at 1280x720 and 1920x1080."""
import pygame
import pytest

from game.quest.content.spec import Area, Door, Link, Tile
from game.quest.ui.board import MapView, draw_door, shared_edge
from game.quest.ui.layout import compute


def _map():
    """Two 6x6 tiles side by side: tile A cut in two floors, tile B one room with a blocker."""
    tiles = (Tile("A", "Tile A", (0, 0), (6, 6), ("A.a", "A.b")), Tile("B", "Tile B", (6, 0), (6, 6), ("B.a",)))
    areas = (
        Area("A.a", "A", "Upper", ((0, 0), (6, 0), (6, 3), (0, 3)), (3, 1.5), (Link("A.b"),)),
        Area("A.b", "A", "Lower", ((0, 3), (6, 3), (6, 6), (0, 6)), (3, 4.5), (Link("A.a"), Link("B.a", "door", "d1")),
             hindering=True, features=("search",)),
        Area("B.a", "B", "Hall", ((6, 0), (12, 0), (12, 6), (6, 6)), (9, 3), (Link("A.b", "door", "d1"),),
             blockers=(((8, 1), (10, 1)),), features=("shrine", "chest")),
    )
    doors = (Door("d1", "door", ("A.b", "B.a"), "Oak Door"),)
    return tiles, areas, doors


def test_shared_edge_is_the_wall_two_areas_have_in_common():
    _, areas, _ = _map()
    a, b, c = areas
    assert shared_edge(a.polygon, b.polygon) in (((6, 3), (0, 3)), ((0, 3), (6, 3)))
    edge = shared_edge(b.polygon, c.polygon)
    assert sorted(edge) == [(6, 3), (6, 6)]          # only where the lower floor meets the hall
    assert shared_edge(a.polygon, ((20, 20), (21, 20), (21, 21), (20, 21))) is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_figures_stand_inside_their_area_and_the_pointer_finds_it(size):
    pygame.display.init()
    tiles, areas, doors = _map()
    view = MapView(tiles, areas, doors, compute(size).map)
    assert compute(size).map.contains(view.bounds("B.a"))
    for a in areas:
        assert view.area_at(view.mark(a.id)) == a.id
        for n in range(1, 7):
            for p in view.stands(a.id, n):
                assert view.area_at(p) == a.id, (a.id, n, p)
    assert view.area_at((view.rect.x - 50, view.rect.y - 50)) is None


def test_a_door_is_drawn_on_the_wall_between_its_two_areas():
    pygame.display.init()
    tiles, areas, doors = _map()
    view = MapView(tiles, areas, doors, pygame.Rect(0, 0, 1200, 600))
    (cx, cy), (hx, hy) = view.door_spot("d1")
    assert (cx, cy) == view.to_screen((6, 4.5))          # the middle of the shared wall x=6, y 3..6
    assert hx == 0 and hy != 0                            # along the wall
    surf = pygame.Surface((1200, 600))
    surf.blit(view.picture(), view.rect)
    before = surf.get_at((cx, cy))
    draw_door(surf, view, doors[0], opened=False)
    assert surf.get_at((cx, cy)) != before


def test_the_still_picture_shows_floors_hindering_terrain_and_blockers_apart():
    pygame.display.init()
    tiles, areas, doors = _map()
    view = MapView(tiles, areas, doors, pygame.Rect(0, 0, 1200, 600))
    pic = view.picture()
    plain = pic.get_at(view.to_screen((5.5, 2)))
    hinder = [pic.get_at(view.to_screen((x / 10, 5.2))) for x in range(5, 55)]
    assert any(c != plain for c in hinder)               # water / rubble is told apart
    blocker = pic.get_at(view.to_screen((9, 1)))
    assert blocker != pic.get_at(view.to_screen((9, 4)))
