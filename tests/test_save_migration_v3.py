"""Saves are forever, format 3 -> 4: games saved by stop 26's table (tests/saves_v3, written by that
version of this program) keep loading after content they played grew or was corrected: the
expansion's event deck gained two upgrade events, and the thematic boards' terrains were set to
the published ones. Such a game names the content as it was dealt and drawn (engine.migrate
`as_format_3_played`; engine.legacy), so it replays to its own position."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.bots import make_bot, play
from game.engine import Game, from_save, to_save
from game.engine import migrate
from game.engine.save import VERSION
from game.persist import paths, saves

HERE = Path(__file__).resolve().parent
V3 = sorted((HERE / "saves_v3").glob("*.json"))
LATER_EVENTS = {"the-camps-take-root", "a-price-in-roots"}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))


def _data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_there_are_version_3_fixtures_of_the_expansion_the_thematic_island_and_neither():
    configs = [_data(p)["config"] for p in V3]
    assert all(_data(p)["version"] == 3 for p in V3)
    assert any("expansion" in c.get("packs", ()) for c in configs)
    assert any(c.get("layout") == "thematic" for c in configs)
    assert any("packs" not in c and "layout" not in c for c in configs)


@pytest.mark.parametrize("path", V3, ids=lambda p: p.stem)
def test_a_version_3_save_loads_at_the_position_its_hash_fingerprints(path):
    data = _data(path)
    assert migrate.words_free(data["snapshot"]) == data["hash"]     # format 3's own fingerprint
    game = saves.load_game(path)
    upgraded, _ = migrate.upgrade(json.loads(json.dumps(data)), VERSION)
    assert game.state.state_hash() == upgraded["hash"]
    assert migrate.position(game.state.to_dict()) == migrate.position(data["snapshot"])
    assert saves.check_save(path)["ok"]


@pytest.mark.parametrize("path", V3, ids=lambda p: p.stem)
def test_a_version_3_expansion_game_deals_the_event_deck_as_it_was_without_the_later_events(path):
    data = _data(path)
    game = from_save(data)
    if "expansion" not in data["config"].get("packs", ()):
        assert "expansion-events-as-first-dealt" not in game.config.get("rules", ())
        return
    assert "expansion-events-as-first-dealt" in game.config["rules"]
    dealt = set(game.state.event_deck) | set(game.state.event_discard)
    assert dealt and not dealt & LATER_EVENTS


@pytest.mark.parametrize("path", V3, ids=lambda p: p.stem)
def test_a_version_3_thematic_game_lays_the_thematic_boards_as_first_drawn(path):
    data = _data(path)
    game = from_save(data)
    expected = "thematic-as-first-drawn" if data["config"].get("layout") == "thematic" else data["config"].get("layout")
    assert game.config.get("layout") == expected


def test_a_new_expansion_game_deals_the_later_events_and_names_no_legacy_rule():
    game = Game({"spirits": ["falling-cinder-rain", "scattering-gale"], "boards": ["A", "B"], "seed": 5,
                 "packs": ["expansion"]})
    assert LATER_EVENTS <= set(game.state.event_deck) | set(game.state.event_discard)
    assert "rules" not in game.config


@pytest.mark.parametrize("path", [p for p in V3 if "in-play" in p.stem], ids=lambda p: p.stem)
def test_a_migrated_version_3_game_plays_on_and_saves_as_this_format(path):
    game = saves.load_game(path)
    play(game, make_bot("random", 7), 25)
    data = json.loads(json.dumps(to_save(game)))
    assert data["version"] == VERSION == 5
    again = from_save(data)
    assert again.state.state_hash() == game.state.state_hash()


@pytest.mark.parametrize("path", [p for p in V3 if not p.stem.startswith("base")], ids=lambda p: p.stem)
def test_a_version_3_save_whose_snapshot_was_edited_is_refused_before_its_content_is_named_as_it_was(path):
    data = _data(path)
    data["snapshot"]["fear_pool"] += 1
    with pytest.raises(migrate.SaveError, match="edited or damaged"):
        from_save(data)


def test_the_layout_kept_for_old_thematic_saves_is_never_offered_for_a_new_game():
    from game.content.layouts import layouts_for, layouts_summary
    from game.ui.choices import layouts
    assert "thematic-as-first-drawn" not in layouts_summary()["ids"]
    assert all(l.id != "thematic-as-first-drawn" for n in range(1, 7) for l in layouts_for(n))
    assert all(c.id != "thematic-as-first-drawn" for c in layouts())
