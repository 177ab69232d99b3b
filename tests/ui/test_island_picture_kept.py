"""The island's picture a table opens with is kept in the cache folder and read back, pixel for
pixel with the same name plates, by the next table of that layout and size; a damaged or missing
copy is painted again. Zooming and resizing paint without keeping."""
import pygame
import pytest

from game.content.layouts import build_island
from game.persist.paths import cache_dir
from game.ui.render.geometry import IslandGeometry
from game.ui.render.island import IslandLayer


@pytest.fixture
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    pygame.init()
    yield


def _geo(boards="AB", rect=(0, 0, 640, 400)):
    return IslandGeometry(build_island(tuple(boards)), rect)


def test_the_island_picture_is_read_back_pixel_for_pixel_by_the_next_table(home, monkeypatch):
    painted = IslandLayer(_geo(), False, keep=True)
    assert len(list(cache_dir().glob("island-*"))) == 1

    def not_again(self):
        raise AssertionError("painted again instead of read from the cache")
    monkeypatch.setattr(IslandLayer, "_draw", not_again)
    kept = IslandLayer(_geo(), False, keep=True)
    assert pygame.image.tobytes(kept.surface, "RGB") == pygame.image.tobytes(painted.surface, "RGB")
    assert kept.label_rects == painted.label_rects and kept.label_rects


def test_a_damaged_kept_island_picture_is_painted_again(home):
    painted = IslandLayer(_geo(), False, keep=True)
    for path in cache_dir().glob("labels-island-*"):
        path.write_bytes(b"[not, json")
    again = IslandLayer(_geo(), False, keep=True)
    assert again.label_rects == painted.label_rects
    for path in cache_dir().glob("island-*"):
        path.write_bytes(b"short")
    again = IslandLayer(_geo(), False, keep=True)
    assert pygame.image.tobytes(again.surface, "RGB") == pygame.image.tobytes(painted.surface, "RGB")


def test_a_picture_not_kept_writes_nothing(home):
    IslandLayer(_geo("A", (0, 0, 500, 300)), True)
    assert not list(cache_dir().glob("island-*"))


def test_only_the_picture_a_table_opens_with_is_kept_not_its_zooms(table_for):
    from game.ui.scenes import zoom
    table, hand = table_for(["mending-moss"], ["A"], seed=2)
    before = sorted(p.name for p in cache_dir().glob("island-*"))
    assert before
    table.zoom.zoom_at(table.layout.island.center, 1.25)
    zoom.rebuild(table, True)
    assert sorted(p.name for p in cache_dir().glob("island-*")) == before
