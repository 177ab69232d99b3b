"""Issue 29, point 9: a spirit board. B or a click on the shown spirit's tab opens the whole
board (both tracks and what each slot gives, special rules and setup, innate powers whole,
complexity and play style); every track slot on the panel has a tooltip; the new-game screen
shows every spirit's board, complexity and play style."""
import pygame
import pytest

from game.content import catalog
from game.ui import text
from game.ui.input.hotspots import Target
from game.ui.render import spirit_board
from game.ui.scenes.spirit_board import SpiritBoardScene

from screens import draw, make_app  # tests/ui/screens.py
from test_cards_readable import Cuts
from test_layout_fits import text_problems

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _key(scene, key, mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def _move(scene, pos):
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_every_spirit_has_a_complexity_and_a_play_style_of_its_own():
    styles = set()
    for spec in catalog.SPIRITS.items.values():
        assert spec.complexity in ("Low", "Moderate", "High"), spec.id
        assert len(spec.play_style.split()) >= 15, spec.id
        styles.add(spec.play_style)
    assert len(styles) == len(catalog.SPIRITS.items)
    assert {s.complexity for s in catalog.SPIRITS.items.values()} == {"Low", "Moderate", "High"}


def test_b_opens_the_shown_spirits_board_and_esc_closes_it_changing_nothing(table_for):
    t, _ = table_for(["falling-cinder-rain", "scattering-gale"], ["A", "B"])
    app = t.app
    t._show_spirit(1)
    draw(app)
    before = len(t.game.log)
    _key(t, pygame.K_b)
    board = app.scenes[-1]
    assert isinstance(board, SpiritBoardScene) and board.spirit_id == "scattering-gale"
    assert board.states[1] is t.game.state.spirits[1]
    draw(app)
    _key(board, pygame.K_RIGHT)
    assert board.spirit_id == "falling-cinder-rain"          # the others a key away
    _key(board, pygame.K_ESCAPE)
    assert app.scenes[-1] is t and len(t.game.log) == before


def test_a_click_on_the_shown_spirits_tab_opens_its_board_on_another_tab_shows_that_panel(table_for):
    from game.ui.autoplay import click_events
    t, _ = table_for(["falling-cinder-rain", "scattering-gale"], ["A", "B"])
    app = t.app
    draw(app)
    t.click_settle = 0.0
    other = t.hotspots.point_of(Target("tab", spirit=1))
    for ev in click_events(other):
        t.handle(ev)
    draw(app)
    assert t.active == 1 and app.scenes[-1] is t
    for ev in click_events(t.hotspots.point_of(Target("tab", spirit=1))):
        t.handle(ev)
    assert isinstance(app.scenes[-1], SpiritBoardScene) and app.scenes[-1].spirit_id == "scattering-gale"
    app.scenes[-1].handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    assert app.scenes[-1] is t


def test_every_track_slot_on_the_panel_tells_what_it_gives_on_hover(table_for):
    from game.ui.scenes import table_overlays as O
    t, _ = table_for(["shattered-lagoon-prism"], ["A"])
    draw(t.app)
    spec = catalog.SPIRITS["shattered-lagoon-prism"]
    s = t.game.state.spirits[0]
    seen = 0
    for r, tg in list(t.hotspots.items):
        if tg.kind != "track":
            continue
        _move(t, r.center)
        draw(t.app)
        assert t.frame.hover == tg
        lines = t.model.get(*O.words_key(t, tg, r))
        slots = spec.energy_track if tg.name == "energy" else spec.plays_track
        k = tg.index if tg.index >= 0 else (s.energy_revealed if tg.name == "energy" else s.plays_revealed)
        words = " ".join(w for w, _, _ in lines)
        assert f"slot {k + 1}" in words
        slot = slots[k]
        if "energy" in slot:
            assert f"gain {slot['energy']} each turn" in words
        if "plays" in slot:
            assert f"play {slot['plays']} power card" in words
        if slot.get("any"):
            assert "Any element" in words
        if slot.get("reclaim_one"):
            assert "Reclaim one" in words
        seen += 1
    assert seen == len(spec.energy_track) + len(spec.plays_track)


def test_every_tab_says_how_to_see_its_board(table_for):
    from game.ui.scenes import table_overlays as O
    t, _ = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"])
    draw(t.app)
    for r, tg in list(t.hotspots.items):
        if tg.kind == "tab":
            lines = t.model.get(*O.words_key(t, tg, r))
            assert lines and "spirit board" in lines[-1][0]


@pytest.mark.parametrize("size", SIZES)
def test_the_board_shows_tracks_rules_and_every_innate_level_whole_at_each_size(size, monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    cuts = Cuts(monkeypatch)
    app = make_app(size, 1.0)
    problems = []
    try:
        ids = catalog.SPIRITS.ids()
        board = SpiritBoardScene(app, ids, 0, opaque=True)
        app.replace_all(board)
        for k, sid in enumerate(ids):
            board.index = k
            spec = catalog.SPIRITS[sid]
            cuts.cut.clear()
            with text.recording() as notes:
                draw(app)
            problems += [f"{sid}: {p}" for p in text_problems(notes)]
            shown = " ".join(d.words for d in notes if d.surface.get_rect().contains(d.ink))
            words = set(shown.split())
            wanted = [lv.text for p in spec.innates for lv in p.levels] + [p.name for p in spec.innates]
            wanted += [g.text for g in spec.growth] + [spec.play_style, spec.name, f"Complexity: {spec.complexity}"]
            wanted += [spirit_board.slot_caption(sl) for sl in spec.energy_track + spec.plays_track]
            wanted += [w for _, w in spirit_board.rule_lines(spec)]
            wanted += [catalog.POWERS[c].name for c in spec.uniques]
            for w in wanted:
                if w in cuts.cut or not set(w.split()) <= words:
                    problems.append(f"{size} {sid}: {w!r} cut short or missing")
            assert len(board.slots) == len(spec.energy_track) + len(spec.plays_track)
    finally:
        app.close()
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])


def test_a_slot_on_the_board_tells_what_it_gives_on_hover(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = make_app((1280, 720), 1.0)
    try:
        board = SpiritBoardScene(app, ["mending-moss"], 0, opaque=True)
        app.replace_all(board)
        draw(app)
        r, (_, track, k) = next(x for x in board.slots if x[1][1] == "plays" and x[1][2] == 4)   # reclaim one
        _move(board, r.center)
        with text.recording() as notes:
            draw(app)
        assert any(d.words == "tooltip line" for d in notes)
        assert "Reclaim one" in " ".join(spirit_board.slot_words(track, catalog.SPIRITS["mending-moss"].plays_track[k], k))
    finally:
        app.close()


def test_new_game_details_shows_the_chosen_spirits_board_and_keeps_the_choices(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    import pygame_gui
    from game.ui.scenes.menus import NewGame
    app = make_app((1280, 720), 1.0)
    try:
        app.replace_all(NewGame(app))
        ng = app.scenes[-1]
        want = "Old Basalt Giant Stirring"
        dd = ng.slots[0][1]
        dd.selected_option = (want, want)
        ng._sync()
        assert "complexity: high" in ng.summary.html_text.lower()
        assert "Play:" in ng.summary.html_text
        ng.seed.set_text("1234")
        ng.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=ng.details[0]))
        board = app.scenes[-1]
        assert isinstance(board, SpiritBoardScene) and board.spirit_id == "stirring-basalt-giant"
        assert board.states is None and len(board.spirits) == len(catalog.SPIRITS.items)
        draw(app)
        _key(board, pygame.K_ESCAPE)
        assert app.scenes[-1] is ng
        assert ng._sel(ng.slots[0][1]) == want and ng.seed.get_text() == "1234"
    finally:
        app.close()
