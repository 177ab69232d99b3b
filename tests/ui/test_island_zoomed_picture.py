"""Zoomed in, the island's picture covers only the window's part of the island and a margin
round it: it shows there what the whole island's picture shows (the terrain's patterns laid
from the same corner, the same borders and name plates), in a picture of that part's size."""
import pygame
import pytest

from game.content.layouts import build_island
from game.ui.render.geometry import IslandGeometry
from game.ui.render.island import IslandLayer


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("zoomed, view", [((-1000, -300, 3850, 1625), (-385, 0, 2310, 975)),
                                          ((-333, -211, 1500, 1000), (-140, -90, 900, 600))])
def test_a_zoomed_picture_is_the_whole_islands_picture_cut_to_the_window(zoomed, view):
    geo = IslandGeometry(build_island(("A", "B", "C", "D")), zoomed)
    whole, part = IslandLayer(geo, False), IslandLayer(geo, False, view=pygame.Rect(view))
    area = pygame.Rect(zoomed).clip(view)
    assert part.surface.get_size() == area.size and part.offset == area.topleft
    assert part.rel == (area.x - zoomed[0], area.y - zoomed[1])
    cut = pygame.image.tobytes(whole.surface.subsurface(pygame.Rect(part.rel, area.size)), "RGB")
    got = pygame.image.tobytes(part.surface, "RGB")
    differ = sum(cut[i:i + 3] != got[i:i + 3] for i in range(0, len(got), 3))
    # only where a border line crosses the picture's edge may SDL clip it a pixel differently
    assert differ < 0.005 * area.w * area.h, differ


def test_an_island_picture_without_a_view_or_with_one_past_it_is_the_whole_island():
    geo = IslandGeometry(build_island(("A", "B")), (10, 20, 640, 400))
    for view in (None, pygame.Rect(0, 0, 2000, 2000)):
        layer = IslandLayer(geo, False, view=view)
        assert layer.surface.get_size() == (640, 400) and layer.rel == (0, 0) and layer.offset == (10, 20)
