"""Where pieces sit in each land shape is worked out once and kept in the cache folder, so the
next run's first table opens without working it out again; a damaged cache is worked out anew."""
import pytest

from game.content.layouts import build_island
from game.persist import pictures
from game.persist.paths import cache_dir
from game.ui.render import slots


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(slots, "_KEPT", {"plans": None, "new": False})
    slots._plan.cache_clear()
    yield
    slots._plan.cache_clear()


def _plans(boards: str, spirits: int):
    island = build_island(tuple(boards))
    return {land: slots.plan(island.cells[land], spirits) for land in island.lands}


def _new_run(monkeypatch):
    monkeypatch.setattr(slots, "_KEPT", {"plans": None, "new": False})
    slots._plan.cache_clear()


def test_slot_plans_worked_out_once_are_read_back_the_same_in_the_next_run(fresh, monkeypatch):
    first = _plans("ABCD", 4)
    slots.keep()
    assert list(cache_dir().glob("slot-plans-*"))
    _new_run(monkeypatch)

    def not_again(*args):
        raise AssertionError("worked out again instead of read from the cache")
    monkeypatch.setattr(slots, "_work_out", not_again)
    assert _plans("ABCD", 4) == first


def test_a_damaged_slot_plan_cache_is_worked_out_again(fresh, monkeypatch):
    first = _plans("AB", 2)
    slots.keep()
    for path in cache_dir().glob("slot-plans-*"):
        path.write_bytes(b'{"not": "a plan"')
    _new_run(monkeypatch)
    assert _plans("AB", 2) == first
    (path,) = cache_dir().glob("slot-plans-*")
    entry = next(iter(pictures.load(path.name).decode()))
    assert entry == "{"             # written again whole
    _new_run(monkeypatch)
    monkeypatch.setattr(slots, "_KEPT", {"plans": {k: "nonsense" for k in slots._kept()}, "new": False})
    assert _plans("AB", 2) == first
