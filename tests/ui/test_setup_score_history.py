"""The setup screen, the end screen's score and the history screen (issue 27). The adversaries',
scenarios' and layouts' registries hold their content's own dataclasses: the screen is tested
here with registrations of its own (a module in the real one's place) and with the real ones."""
from __future__ import annotations

import sys
import types

import pygame
import pygame_gui
import pytest

from game.ui import bridge
from game.ui.program import App
from menu_clicks import run_frames as _run  # tests/ui/menu_clicks.py


def _fake_registries(monkeypatch):
    """Two adversaries (levels 0-6 with their difficulty and words) and two scenarios, of the
    content's own dataclasses, registered as their modules hold them (in a module of their own in
    the real one's place; the layouts are the real registry's); the difficulty adds them up."""
    from game.content.adversaries import Adversary, Level
    from game.content.scenarios import Scenario
    from game.content.spec import Registry
    adv = types.ModuleType("game.content.adversaries")
    adv.ADVERSARIES = Registry("adversary")
    iron = ["Builds come ashore twice."] + [f"iron rule {k}" for k in range(1, 7)]
    adv.ADVERSARIES.add(Adversary("iron-tide", "The Iron Tide", "Iron.", tuple(
        Level([1, 2, 3, 5, 6, 7, 9][k], (3, 3, 3), "", iron[k]) for k in range(7)), "", "A Town on each coast.", ()))
    salt = ["Explorers trade before they build."] + [f"salt rule {k}" for k in range(1, 7)]
    adv.ADVERSARIES.add(Adversary("salt-guild", "The Salt Guild", "Salt.", tuple(
        Level(k, (3, 3, 3), "", salt[k]) for k in range(7)), "", "", ()))
    sc = types.ModuleType("game.content.scenarios")
    sc.SCENARIOS = Registry("scenario")
    sc.SCENARIOS.add(Scenario("long-night", "The Long Night", "Night.", 2, "Dahan hide at night.", "", "", (), ()))
    sc.SCENARIOS.add(Scenario("fast-tide", "Fast Tide", "Tide.", 0, "A short game.", "", "", (), ()))
    monkeypatch.setitem(sys.modules, "game.content.adversaries", adv)
    monkeypatch.setitem(sys.modules, "game.content.scenarios", sc)
    from game.content import difficulty

    def total(config):
        n = 0
        for key in ("adversary", "adversary2"):
            if config.get(key):
                a = config[key]
                n += adv.ADVERSARIES[a[0]].levels[a[1]].difficulty
        if config.get("scenario") == "long-night":
            n += 2
        if config.get("layout") == "archipelago":
            n += 1
        return n

    monkeypatch.setattr(difficulty, "total", total)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    return tmp_path


def _app(size=(1280, 720), ui_scale=1.0):
    return App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, ui_scale=ui_scale))


def _pick(app, dd, option):
    dd.selected_option = (option, option)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=dd, text=option))
    _run(app)


def _names(dd):
    return [o[0] if isinstance(o, tuple) else o for o in dd.options_list]


def _setup(app):
    from game.ui.scenes.menus import NewGame
    app.replace_all(NewGame(app))
    _run(app)
    return app.scenes[-1]


def test_without_adversary_or_scenario_chosen_the_setup_offers_none_first_and_difficulty_0(home):
    app = _app()
    try:
        form = _setup(app)
        assert _names(form.adv_rows[0][0])[0] == "None" and _names(form.scenario_dd)[0] == "None"
        assert _names(form.layout_dd)[0] == "Standard island"
        assert form.difficulty_label.text == "Difficulty: 0"
        cfg = form.config()
        assert not {"adversary", "adversary2", "scenario", "layout"} & set(cfg)
        assert cfg["packs"] == ["expansion"]                 # on by default for a new game
    finally:
        app.close()


def test_the_setup_reads_adversaries_levels_and_scenarios_from_their_registries_and_shows_the_difficulty_live(
        home, monkeypatch):
    _fake_registries(monkeypatch)
    app = _app()
    try:
        form = _setup(app)
        lead, lead_level = form.adv_rows[0]
        assert _names(lead) == ["None", "The Iron Tide", "The Salt Guild"]
        assert _names(form.scenario_dd) == ["None", "The Long Night", "Fast Tide"]
        from game.content.layouts import all_layouts
        assert _names(form.layout_dd) == ["Standard island"] + [l.name for i, l in all_layouts().items()
                                                                if not i.startswith("standard") and l.offered]
        assert not lead_level.visible
        _pick(app, lead, "The Iron Tide")
        assert lead_level.visible
        _pick(app, lead_level, "3")
        assert form.difficulty_label.text == "Difficulty: 5"
        about = form.about.html_text
        assert "Builds come ashore twice." in about and "Escalation: A Town on each coast." in about
        assert "iron rule 3" in about and "iron rule 1" in about and "iron rule 4" not in about   # levels up to 3
        _pick(app, form.adv_rows[1][0], "The Salt Guild")
        _pick(app, form.adv_rows[1][1], "2")
        _pick(app, form.scenario_dd, "The Long Night")
        _pick(app, form.layout_dd, "Archipelago")
        assert form.difficulty_label.text == "Difficulty: 10"
        from game.content.layouts import layout_of
        assert "Dahan hide at night." in form.about.html_text
        assert layout_of("archipelago").text.split(".")[0] in form.about.html_text
        cfg = form.config()
        assert (cfg["adversary"], cfg["adversary2"], cfg["scenario"], cfg["layout"]) == \
            (["iron-tide", 3], ["salt-guild", 2], "long-night", "archipelago")
    finally:
        app.close()


def test_the_same_adversary_leading_and_supporting_is_refused_on_its_own_line(home, monkeypatch):
    _fake_registries(monkeypatch)
    app = _app()
    try:
        form = _setup(app)
        _pick(app, form.adv_rows[1][0], "The Salt Guild")
        assert "leading adversary before" in form.config()
        _pick(app, form.adv_rows[0][0], "The Salt Guild")
        form._start()
        _run(app)
        assert type(app.scenes[-1]).__name__ == "NewGame"
        assert "two different adversaries" in form.status.text
    finally:
        app.close()


def test_every_choice_is_remembered_for_the_next_game_and_an_old_settings_file_still_loads(home, monkeypatch):
    _fake_registries(monkeypatch)
    from game.persist.paths import settings_file
    settings_file().parent.mkdir(parents=True, exist_ok=True)
    settings_file().write_text('{"new_game": {"spirits": ["scattering-gale", ""], "boards": ["B", "A"]}}')
    app = _app()
    try:
        app.settings = bridge.load_settings()                 # a file from before this screen's new choices
        form = _setup(app)
        assert form.expansion and form._sel(form.adv_rows[0][0]) == "None" and form._n() == 2
        _pick(app, form.adv_rows[0][0], "The Iron Tide")
        _pick(app, form.adv_rows[0][1], "4")
        _pick(app, form.scenario_dd, "Fast Tide")
        _pick(app, form.layout_dd, "Archipelago")
        form.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=form.expansion_button))
        form.seed.set_text("77")
        form._remember()
        app.settings = bridge.load_settings()                 # as a restarted program reads them
        again = _setup(app)
        assert again._sel(again.adv_rows[0][0]) == "The Iron Tide" and again._sel(again.adv_rows[0][1]) == "4"
        assert again._sel(again.scenario_dd) == "Fast Tide" and again._sel(again.layout_dd) == "Archipelago"
        assert again.expansion is False and again.seed.get_text() == "77"
        cfg = again.config()
        assert "packs" not in cfg and cfg["seed"] == 77
    finally:
        app.close()


def test_with_the_expansion_off_its_spirits_are_not_offered(home, monkeypatch):
    from game.content import catalog
    gale = catalog.SPIRITS["scattering-gale"]
    monkeypatch.setitem(catalog.PACKS.pack_of, ("spirit", "scattering-gale"), "expansion")
    app = _app()
    try:
        form = _setup(app)
        assert gale.name in form.names
        form.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=form.expansion_button))
        assert gale.name not in form.names and gale.name not in _names(form.slots[0][1])
        for _ in range(20):                                    # Random never deals it either
            cfg = form.config()
            assert "scattering-gale" not in cfg["spirits"]
            form.seed.set_text(str(len(cfg["spirits"]) + _))
    finally:
        app.close()


def _finished_game(result="victory"):
    from game.engine import Game
    g = Game({"spirits": ["falling-cinder-rain", "scattering-gale"], "boards": ["A", "B"], "seed": 4})
    g.state.result, g.state.cause = result, "terror_1" if result == "victory" else "blight"
    return g


def test_the_end_screen_shows_the_score_sheet_line_by_line_and_the_game_joins_the_history_once(home):
    from game.persist.history import load_history
    from game.ui.score import score
    app = _app()
    try:
        app.open_table(_finished_game())
        _run(app, 10)
        end = app.scenes[-1]
        assert type(end).__name__ == "EndScreen"
        text = end.body.html_text
        sc = score(app.scenes[0].game.state)
        assert f"Score: {sc['total']}" in text
        assert "Difficulty 0 × 5" in text and "Victory: <b>+10</b>" in text and "invader cards left in the deck × 2" in text
        assert "Dahan on the island ÷ 2 spirits" in text and "blight on the island ÷ 2 spirits" in text
        (g,) = load_history().games
        assert g["score"] == sc["total"] and g["result"] == "victory" and g["spirits"] == ["falling-cinder-rain",
                                                                                           "scattering-gale"]
        app.open_table(app.scenes[0].game)                      # the finished game seen again (loaded)
        _run(app, 10)
        assert len(load_history().games) == 1
    finally:
        app.close()


def test_the_end_screen_says_when_the_game_could_not_join_a_damaged_history_and_the_file_is_kept(home, monkeypatch):
    from game.persist import history
    monkeypatch.setattr(history, "MAX_BYTES", 10)
    history.history_file().parent.mkdir(parents=True, exist_ok=True)
    history.history_file().write_bytes(b"not a history at all")
    app = _app()
    try:
        app.open_table(_finished_game("defeat"))
        _run(app, 10)
        assert "not in the history" in app.scenes[-1].body.html_text
        assert history.history_file().read_bytes() == b"not a history at all"
    finally:
        app.close()


def _history(*games):
    from game.persist import history as H
    for k, (spirits, adv, score) in enumerate(games):
        cfg = {"spirits": spirits, "boards": ["A"], "seed": k}
        if adv:
            cfg["adversary"] = adv
        H.record_game(H.game_record(cfg, "victory", "terror_1", 8, score, {}, f"g{k}", when=1_700_000_000 + k * 60))


def test_the_history_screen_lists_the_games_filtered_by_spirit_and_adversary_with_the_best_per_combination(
        home, monkeypatch):
    _fake_registries(monkeypatch)
    _history((["falling-cinder-rain"], ["iron-tide", 2], 20), (["falling-cinder-rain"], ["iron-tide", 2], 31),
             (["scattering-gale"], None, 12))
    app = _app()
    try:
        app.open_main_menu()
        _run(app)
        from menu_clicks import press
        press(app, app.scenes[-1].buttons["history"])
        screen = app.scenes[-1]
        assert type(screen).__name__ == "HistoryScreen"
        assert screen.count.text == "3 of 3 games"
        assert "The Iron Tide 2" in screen.list_box.html_text
        assert [g["id"] for g in screen.shown()] == ["g2", "g1", "g0"]
        _pick(app, screen.order_dd, "Best score first")
        assert [g["id"] for g in screen.shown()] == ["g1", "g0", "g2"]
        _pick(app, screen.adv_dd, "The Iron Tide")
        assert [g["id"] for g in screen.shown()] == ["g1", "g0"]
        best = screen.best_box.html_text
        assert "<b>31</b>" in best and "<b>20</b>" not in best
        _pick(app, screen.adv_dd, "No adversary")
        _pick(app, screen.spirit_dd, screen._spirit("scattering-gale"))
        assert [g["id"] for g in screen.shown()] == ["g2"]
        assert not screen.problem.visible
    finally:
        app.close()


def test_the_history_screen_says_the_file_is_damaged_and_shows_what_it_can(home):
    from game.persist import history as H
    _history((["falling-cinder-rain"], None, 9))
    path = H.history_file()
    path.write_bytes(path.read_bytes() + b"{broken\n")
    app = _app()
    try:
        from game.ui.scenes.history import HistoryScreen
        app.replace_all(HistoryScreen(app))
        _run(app)
        screen = app.scenes[-1]
        assert screen.problem.visible and "line 2" in screen.problem.html_text
        assert screen.count.text == "1 of 1 games"
    finally:
        app.close()


@pytest.mark.parametrize("size, ui_scale", [((1024, 600), 1.0), ((1280, 720), 1.0), ((1920, 1080), 1.0),
                                           ((1280, 720), 1.25), ((1920, 1080), 1.25)])
def test_the_setup_and_history_screens_fit_the_window_without_overlaps(home, monkeypatch, size, ui_scale, recwarn):
    """Every element inside the window, none over another, and no label too small for its words
    (pygame-gui warns of those)."""
    _fake_registries(monkeypatch)
    _history((["falling-cinder-rain"], ["iron-tide", 2], 20))
    app = _app(size, ui_scale)
    try:
        form = _setup(app)
        _pick(app, form.count, "6")
        _pick(app, form.adv_rows[0][0], "The Iron Tide")
        from game.ui.scenes.history import HistoryScreen
        for screen in (form, None):
            if screen is None:
                app.replace_all(HistoryScreen(app))
                _run(app)
                screen = app.scenes[-1]
            window = pygame.Rect((0, 0), app.size)
            assert window.contains(screen.panel_rect), (size, screen.panel_rect)
            shown = [e for e in app.manager.get_root_container().elements if e.visible]
            for e in shown:
                assert window.contains(e.rect), (size, e)
            for k, a in enumerate(shown):
                for b in shown[k + 1:]:
                    assert not a.rect.colliderect(b.rect), (size, a, b)
        clipped = [str(w.message) for w in recwarn if "too small" in str(w.message)]
        assert not clipped, clipped
    finally:
        app.close()


def test_a_pair_the_rules_refuse_is_said_on_the_status_line_as_soon_as_it_is_chosen_and_does_not_start(home):
    """With the adversaries' own registry: a pair one of them refuses shows the rules' reason at
    once (before the fix, only when Start was pressed)."""
    from game.content.adversaries import ADVERSARIES
    lead = next(a for a in ADVERSARIES.items.values() if a.refuses)
    other = ADVERSARIES[next(iter(lead.refuses))]
    app = _app()
    try:
        form = _setup(app)
        _pick(app, form.adv_rows[0][0], lead.name)
        assert form.status.text == ""
        _pick(app, form.adv_rows[1][0], other.name)
        assert form.status.text.startswith("This game cannot be set up: ")
        assert lead.refuses[other.id].split(":")[0] in form.status.text
        form._start()
        _run(app)
        assert type(app.scenes[-1]).__name__ == "NewGame"
    finally:
        app.close()


def test_with_the_real_registries_an_adversary_game_starts_and_its_difficulty_reaches_the_score(home):
    from game.content import difficulty
    from game.content.adversaries import ADVERSARIES
    from game.content.scenarios import SCENARIOS
    from game.ui.score import score
    adv, sc = next(iter(ADVERSARIES.items.values())), next(iter(SCENARIOS.items.values()))
    app = _app()
    try:
        form = _setup(app)
        _pick(app, form.adv_rows[0][0], adv.name)
        _pick(app, form.adv_rows[0][1], "2")
        _pick(app, form.scenario_dd, sc.name)
        cfg = form.config()
        want = difficulty.total(cfg)
        assert want > 0 and form.difficulty_label.text == f"Difficulty: {want}" and form.status.text == ""
        assert adv.levels[2].text.split(".")[0] in form.about.html_text
        form._start()
        _run(app)
        table = app.scenes[-1]
        assert getattr(table, "is_table", False)
        st = table.game.state
        assert st.config["adversary"] == [adv.id, 2] and st.config["scenario"] == sc.id
        st.result = "victory"
        assert score(st)["difficulty"] == want and score(st)["sheet"].difficulty_points == 5 * want
    finally:
        app.close()


def test_the_island_picture_shows_the_chosen_boards_or_a_layouts_own_picture(home, monkeypatch):
    from pygame_gui.elements import UIImage
    from game.ui import choices
    from menu_clicks import press
    drawn = []

    def archipelago(boards, size, colourblind):
        drawn.append((boards, size))
        return pygame.Surface(size)

    app = _app()
    try:
        form = _setup(app)
        press(app, form.picture_button)
        preview = app.scenes[-1]
        assert type(preview).__name__ == "IslandPreview" and isinstance(preview.picture, UIImage)
        assert preview.boards == ("A", "B")
        _key_escape(app)
        assert app.scenes[-1] is form
        _pick(app, form.layout_dd, "Archipelago")
        press(app, form.picture_button)
        assert isinstance(app.scenes[-1].picture, UIImage)           # the layouts' own drawing
        _key_escape(app)
        monkeypatch.setitem(choices.PICTURES, "archipelago", archipelago)
        press(app, form.picture_button)
        assert isinstance(app.scenes[-1].picture, UIImage) and drawn and drawn[0][0] == ("A", "B")
    finally:
        app.close()


def test_a_layout_with_a_board_no_spirit_starts_on_lays_one_more_and_a_thematic_one_its_own(home):
    from game.content.layouts import all_layouts
    from game.engine.setup import normalise_config
    app = _app()
    try:
        form = _setup(app)
        extra = next(l for l in all_layouts().values() if l.extra_boards and 2 in l.spirits)
        _pick(app, form.layout_dd, extra.name)
        cfg = form.config()
        assert cfg["boards"] == ["A", "B", "C"] and cfg["layout"] == extra.id
        assert "No spirit starts on board C." in form.about.html_text
        assert form.status.text == "" and normalise_config(dict(cfg))["boards"] == ["A", "B", "C"]
        own = next(l for l in all_layouts().values() if l.sides is not all_layouts()["standard-2"].sides and l.offered)
        _pick(app, form.layout_dd, own.name)
        assert _names(form.slots[0][2]) == [b for b in own.sides if b != form._sel(form.slots[1][2])]
        cfg = form.config()
        assert cfg["layout"] == own.id and set(cfg["boards"]) <= set(own.sides)
        assert form.status.text == "" and normalise_config(dict(cfg))["layout"] == own.id
        _pick(app, form.layout_dd, "Standard island")
        assert "F" in _names(form.slots[0][2])
    finally:
        app.close()


def _key_escape(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    _run(app)
