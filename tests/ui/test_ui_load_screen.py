"""The Load screen lists every save, sound or damaged, checks each before offering Load, and
leaves nothing of itself over the table once a game is loaded (issue 9 points 23 and 25)."""
import json

import pygame
import pygame_gui
from pygame_gui.windows import UIMessageWindow

from game.bots import make_bot, play
from game.engine import Game, to_save
from game.persist import paths, saves
from game.ui import bridge
from game.ui.program import App


def _game(seed=3, n=25):
    g = Game({"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": seed})
    return play(g, make_bot("random", seed), n)


def _put(name, text):
    path = paths.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _select(app, screen, i):
    """Click line i of the list with the mouse."""
    app.run(max_frames=2, force_draw=True)
    pos = screen.list.item_list[i]["button_element"].rect.center
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(ev)
    app.run(max_frames=4, force_draw=True)


def _messages(app):
    return [w for w in app.manager.get_window_stack().get_full_stack() if isinstance(w, UIMessageWindow)]


def test_load_screen_lists_every_save_and_offers_load_only_for_a_checked_one(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    good = _game()
    saves.save_game(good, "sound")
    data = json.dumps(to_save(_game(4)))
    _put("huge number.json", data.replace('"seed": 4,', '"seed": ' + "7" * 5000 + ","))
    edited = to_save(_game(5))
    edited["commands"][-1]["spirit"] = 1 - edited["commands"][-1]["spirit"]
    _put("edited.json", json.dumps(edited))
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        from game.ui.scenes.load import LoadScreen
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        names = {e.name: i for i, e in enumerate(screen.entries)}
        assert set(names) == {"sound", "huge number", "edited"}
        assert "5000 digits" in screen.lines[names["huge number"]]
        # the edited one is caught by selecting it, before Load is pressed
        _select(app, screen, names["edited"])
        assert not screen.load.is_enabled and "Cannot be loaded" in screen.status.text
        assert "cannot be loaded" in screen.lines[names["edited"]]
        screen.open(screen.entries[names["edited"]].path)       # as an older click might
        assert len(_messages(app)) == 1
        _select(app, screen, names["sound"])
        assert screen.load.is_enabled and "ready to load" in screen.status.text
        screen.open(screen._selected_path())
        table = app.scenes[-1]
        assert getattr(table, "is_table", False)
        assert table.game.state.state_hash() == good.state.state_hash()
        assert _messages(app) == []                              # no Load message left over the table
    finally:
        app.close()


def test_load_screen_checks_every_save_in_the_background(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    edited = to_save(_game(5))
    edited["hash"] = "0" * 32
    _put("edited.json", json.dumps(edited))
    saves.save_game(_game(), "sound")
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        from game.ui.scenes.load import LoadScreen
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        app.run(max_frames=4)
        assert all(screen.checked)
        line = next(line for line in screen.lines if line.startswith("“edited”"))
        assert "cannot be loaded" in line and "hash" in line
    finally:
        app.close()


def test_a_finished_game_is_listed_as_finished_with_its_result(tmp_path, monkeypatch):
    import pathlib
    from game.ui.scenes.load import describe
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    fixture = pathlib.Path(__file__).parents[1] / "saves_v1" / "one-spirit-finished.json"
    _put("won.json", fixture.read_text())
    saves.save_game(_game(), "going on")
    entries = {e.name: e for e in saves.list_saves()}
    assert entries["won"].result == "victory" and "finished: victory at turn" in describe(entries["won"])
    assert entries["going on"].result == "" and "finished" not in describe(entries["going on"])


def test_load_screen_checks_a_long_save_a_few_commands_a_frame_and_reaches_the_same_verdict(tmp_path, monkeypatch):
    """A save's replay is spread over frames (the list stays smooth): with no time to spare a
    frame replays 8 commands, and the verdicts are those of a check made all at once."""
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    from game.ui.scenes.load import LoadScreen
    monkeypatch.setattr(LoadScreen, "CHECK_SLICE", 0.0)
    sound = _game(n=120)
    saves.save_game(sound, "long")
    broken = to_save(_game(5, 120))
    broken["commands"][60] = broken["commands"][10]
    _put("broken.json", json.dumps(broken))
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        frames = 0
        while not all(screen.checked):
            assert screen.working           # the main loop keeps turning meanwhile
            screen.update(0.0)
            frames += 1
            assert frames < 1000
        assert not screen.working
        assert frames >= (len(sound.log) + 60) // 8
        names = {e.name: e for e in screen.entries}
        assert not getattr(names["long"], "problem", "")
        assert names["broken"].problem == saves.verify_save(names["broken"].path) != ""
        assert "command 61" in names["broken"].problem
    finally:
        app.close()


def test_a_save_of_four_spirits_is_listed_whole_with_their_short_names(tmp_path, monkeypatch):
    """The playtest at 1920x1080: four spirits' whole names cut the line short with "…"."""
    from game.content import catalog
    from game.engine import Game, newest
    from game.ui.scenes.load import LoadScreen, describe
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    four = ["strangler-fig-runners", "scattering-gale", "marsh-mist-dread", "old-village-drumbeat"]
    saves.save_game(Game(newest({"spirits": four, "boards": list("ABCD"), "seed": 2})), "four spirits")
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        line = screen.lines[0]
        assert line == describe(screen.entries[0]) and not line.endswith("…")   # short names always (issue 29 point 13)
        assert all(catalog.SPIRITS[s].short in line for s in four)
    finally:
        app.close()


def test_a_game_saved_during_one_spirits_powers_opens_on_that_spirit(tmp_path, monkeypatch):
    """The second playtest: saved during Dread's slow powers, the game opened on the first
    spirit's panel."""
    from game.engine import Choose, from_save
    from game.ui.input.affordances import spirits_to_act
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    game = Game({"spirits": ["mending-moss", "scattering-gale"], "boards": ["A", "B"], "seed": 3})
    bot = make_bot("greedy", 3)
    while not (game.log and isinstance(game.log[-1], Choose) and game.log[-1].spirit == 1
               and 0 in spirits_to_act(game.state) and 1 in spirits_to_act(game.state)):
        game.apply(bot.choose(game))
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_table(from_save(to_save(game)))
        table = app.scenes[-1]
        assert table.active == 1
    finally:
        app.close()


def test_a_loaded_game_opens_on_the_spirit_of_the_last_choice_still_in_force():
    """An undone choice is not the last one (the review): the spirit before it is."""
    from types import SimpleNamespace
    from game.engine import Choose, Undo
    from game.engine.state import Option
    from game.ui.scenes.table import _last_to_act
    mine = lambda i: Choose(i, Option("done", i))                       # noqa: E731
    assert _last_to_act(SimpleNamespace(log=[mine(0), mine(2), Undo()])) == 0
    assert _last_to_act(SimpleNamespace(log=[mine(0), mine(2), Undo(), mine(1)])) == 1
    assert _last_to_act(SimpleNamespace(log=[mine(2), Undo()])) == 0


def test_each_load_row_names_its_game_and_the_previous_autosave_is_an_earlier_point_of_it(tmp_path, monkeypatch):
    """Issue 29 point 13: the list showed `autosave` and `autosave.prev`, repeated turn and time
    on saves named by the pause menu, and shortened spirit names in some rows only."""
    import os
    import time as clock
    from game.ui.scenes.load import LoadScreen, when_words
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    first = _game(3, 10)
    saves.autosave(first)
    saves.autosave(_game(3, 30))                                   # the first becomes autosave.prev
    st = first.state
    saves.save_game(first, f"Turn {st.turn} {st.phase} 2026-01-02 10-11-12")     # as the pause menu names it
    saves.save_game(first, "before the big ravage")
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        rows = {os.path.basename(str(e.path)): line for e, line in zip(screen.entries, screen.lines)}
        game = "Moss & Gale"
        assert rows["autosave.prev.json"].startswith(f"An earlier point of {game} · turn {st.turn}, ")
        assert rows["autosave.json"].startswith(f"{game} · turn ") and rows["autosave.json"].endswith(" · autosave")
        made_up = next(line for name, line in rows.items() if name.startswith("Turn "))
        assert made_up.startswith(f"{game} · turn {st.turn}, ") and "2026-01-02" not in made_up
        assert rows["before the big ravage.json"].startswith(f"“before the big ravage”: {game} · turn ")
        for line in rows.values():
            assert "autosave.prev" not in line and ".json" not in line and "mending-moss" not in line
            assert line.count("turn ") == 1
        now = clock.time()
        assert when_words(now, now).startswith("today ") and when_words(now - 86400, now).startswith("yesterday ")
    finally:
        app.close()


def test_a_game_set_aside_for_a_new_one_is_listed_as_set_aside_never_by_its_files_name(tmp_path, monkeypatch):
    """Playtest 36: a new game kept the unfinished one as a save named like a file ("Unfinished game
    turn 3 spirit 2026-11-28 13-39"), and the list showed that name, cut short."""
    import os
    from game.persist import session
    from game.ui.scenes.load import LoadScreen
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    first = _game(3, 10)
    saves.autosave(first)
    kept = session.keep_unfinished(_game(2, 5))          # a new game: the one in the autosave is kept aside
    assert kept is not None and kept.stem.startswith("Unfinished game turn ")
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.replace_all(LoadScreen(app))
        screen = app.scenes[-1]
        rows = {os.path.basename(str(e.path)): line for e, line in zip(screen.entries, screen.lines)}
        line = rows[kept.name]
        assert line.startswith("Set aside for a new game: Moss & Gale · turn "), line
        assert "Unfinished" not in line and "“" not in line
    finally:
        app.close()


def test_the_load_lists_rows_are_sized_for_a_mouse(tmp_path, monkeypatch):
    """Playtest 29 (S/92): the rows were about 20 px of small text in a mostly empty box."""
    from game.ui.scenes.load import LoadScreen
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "home"))
    saves.save_game(_game(), "a game")
    saves.save_game(_game(4), "another")
    for size, least in (((1280, 720), 30), ((1920, 1080), 44)):
        app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
        try:
            app.replace_all(LoadScreen(app))
            screen = app.scenes[-1]
            app.run(max_frames=2, force_draw=True)
            rows = [it["button_element"].rect for it in screen.list.item_list if it.get("button_element")]
            assert len(rows) == 2 and all(r.height >= least for r in rows), (size, rows)
            font = screen.list.item_list[0]["button_element"].font
            assert font.size("Hg")[1] >= least * 0.45, "words as large as the rows"
        finally:
            app.close()
