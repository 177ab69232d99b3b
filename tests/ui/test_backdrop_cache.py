"""The menu's backdrop is painted once and kept in the cache folder: the next start shows the
same picture from the cache, and a damaged cache file is painted again, never shown."""
import pygame

from game.persist import pictures
from game.persist.paths import cache_dir
from game.ui.scenes import menus

SIZE = (320, 180)


def _paint():
    return menus.backdrop.__wrapped__(SIZE, False)     # past the in-memory cache: a new start


def _not_painted_again(*args, **kwargs):
    raise AssertionError("the backdrop was painted again instead of read from the cache")


def test_the_backdrop_is_painted_once_then_read_back_the_same(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        first = _paint()
        files = list(cache_dir().glob("menu-backdrop-*.raw"))
        assert len(files) == 1 and files[0].stat().st_size == SIZE[0] * SIZE[1] * 4   # 32-bit pixels
        monkeypatch.setattr("game.ui.render.island.IslandLayer.__init__", _not_painted_again)
        again = _paint()
        assert again.get_size() == SIZE
        assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")
    finally:
        pygame.display.quit()


def test_a_damaged_cache_file_is_painted_again(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        good = pygame.image.tobytes(_paint(), "RGB")
        (path,) = cache_dir().glob("menu-backdrop-*.raw")
        stored = path.stat().st_size
        path.write_bytes(good[:1000])
        assert pygame.image.tobytes(_paint(), "RGB") == good
        assert path.stat().st_size == stored
    finally:
        pygame.display.quit()


def test_the_key_follows_the_size_the_options_and_the_drawing_code(tmp_path):
    src = tmp_path / "island.py"
    src.write_text("a")
    k = pictures.key("menu-backdrop", (100, 50), False, sources=(str(src),))
    assert k != pictures.key("menu-backdrop", (100, 51), False, sources=(str(src),))
    assert k != pictures.key("menu-backdrop", (100, 50), True, sources=(str(src),))
    src.write_text("changed drawing")
    assert k != pictures.key("menu-backdrop", (100, 50), False, sources=(str(src),))


def test_only_a_few_backdrops_are_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    for w in range(pictures.KEEP + 3):
        pictures.store(pictures.key("menu-backdrop", (w, 1), False), b"x")
    assert len(list(cache_dir().glob("menu-backdrop-*.raw"))) == pictures.KEEP
