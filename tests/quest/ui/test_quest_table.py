"""The quest at its table (rules document 002 at the table): figures dragged from area to area onto
the legal destinations, a reaction attack warned before the drop, dice rerolled by clicking them,
undo back to the last roll or card (Ctrl+Z), a save after every decision, hover zoom on the cards,
and drawing that changes nothing."""
import json

import pygame
import pytest

from game.shell import text


@pytest.fixture
def quest_table(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    from game.quest.ui.table import open_quest_table
    from game.ui import bridge
    from game.ui.program import App
    apps = []

    def make(size=(1600, 900), seed=1, players=3, language="en"):
        app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language=language))
        apps.append(app)
        table = open_quest_table(app, seed=seed, players=players)
        frame(table)
        return table

    yield make
    from game.quest.ui.say import speak
    for app in apps:
        app.speak("en")              # the languages are the process's: English again for the next test
        app.close()
    speak("en")


def frame(table):
    table.update(0.0)
    table.draw(table.app.screen)


def send(table, *events):
    for ev in events:
        table.handle(ev)
    frame(table)


def mouse(kind, pos):
    if kind == "motion":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP, pos=pos, button=1)


def drag(table, frm, to, hold=None):
    send(table, mouse("down", frm))
    send(table, mouse("motion", to))
    if hold is not None:
        hold(table)
    send(table, mouse("up", to))


def hero_spot(table, i):
    return next(r.center for r, k, p in table.spots if k == "hero" and p == i)


def play_until(table, want, limit=400):
    """Let the greedy bot answer until `want(table)` holds (the table's own do(), as a click gives)."""
    from game.quest.bots import make_bot
    bot = make_bot("greedy", 3)
    for _ in range(limit):
        frame(table)
        if want(table):
            return True
        if table.state.result:
            return False
        table.do(bot.choose(table.session.quest))
    return False


def test_a_hero_dragged_to_a_glowing_area_moves_there_and_the_quest_is_saved(quest_table):
    table = quest_table()
    hero = table.draggable()
    assert hero >= 0, "the first decision lets the first hero move"
    targets = table.map_targets()
    assert targets
    area = sorted(targets)[0]
    drag(table, hero_spot(table, hero), table.mapview.mark(area))
    assert table.state.heroes[hero].area == area
    from game.quest.ui.session import autosave_path, load
    saved = json.loads(autosave_path().read_text())
    assert len(saved["commands"]) == len(table.session.quest.log) >= 1
    assert load().state.state_hash() == table.state.state_hash()


def test_a_drop_on_an_area_that_does_not_glow_is_refused_in_words_and_changes_nothing(quest_table):
    table = quest_table()
    hero = table.draggable()
    far = next(a for a in table.mapview.areas if a not in table.map_targets() and a != table.state.heroes[hero].area)
    before = table.state.state_hash()
    drag(table, hero_spot(table, hero), table.mapview.mark(far))
    assert table.state.state_hash() == before
    assert table.toast and table.area_name(far) in table.toast            # the rule it breaks, in words
    assert "is not next to" in table.toast or "door" in table.toast or "cannot go to" in table.toast


def test_leaving_an_area_held_by_enemies_is_warned_before_the_drop(quest_table):
    from game.quest.engine.state import Enemy
    table = quest_table()
    hero = table.draggable()
    here = table.state.heroes[hero].area
    kind = table.data.quest.enemies[0].id
    heroes_here = sum(1 for h in table.state.heroes if h.area == here)
    for k in range(heroes_here):        # enough enemies beside the heroes that they do not dominate the area
        table.session.quest.state.enemies.append(Enemy(f"e9{k}", kind, here, 3))
    table.view = table.state.clone()
    frame(table)
    area = sorted(table.map_targets())[0]
    seen = []

    def look(t):
        with text.recording() as notes:
            t.draw(t.app.screen)
        seen.extend(n.words for n in notes)
    send(table, mouse("down", hero_spot(table, hero)))
    send(table, mouse("motion", table.mapview.mark(area)))
    look(table)
    assert any("reaction attack" in w and str(heroes_here) in w for w in seen), seen
    send(table, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert table.drag is None and table.state.heroes[hero].area == here


def test_ctrl_z_takes_a_move_back_but_not_a_roll(quest_table):
    table = quest_table()
    hero = table.draggable()
    start = table.state.heroes[hero].area
    area = sorted(table.map_targets())[0]
    drag(table, hero_spot(table, hero), table.mapview.mark(area))
    assert table.state.heroes[hero].area == area
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
    send(table, ctrl_z)
    assert table.state.heroes[hero].area == start
    assert table.view.heroes[hero].area == start
    assert play_until(table, lambda t: bool(t.die_targets())), "a fight with a die to reroll comes"
    before = table.state.state_hash()
    send(table, ctrl_z)
    assert table.state.state_hash() == before and table.toast        # undo cannot re-roll


def test_a_die_the_rules_let_the_player_reroll_glows_and_a_click_rerolls_it(quest_table):
    table = quest_table()
    assert play_until(table, lambda t: bool(t.die_targets()))
    spot = next(r for r, k, p in table.spots if k == "die")
    n = len(table.session.quest.log)
    send(table, mouse("down", spot.center))
    assert len(table.session.quest.log) == n + 1
    assert table.session.quest.log[-1].option.kind == "reroll"


def test_hovering_a_card_shows_it_large_and_drawing_changes_nothing(quest_table):
    table = quest_table()
    card = next(r for r, k, p in table.spots if k == "card" and p[0] == "hero")
    before = table.state.state_hash()
    send(table, mouse("motion", card.center))
    assert table.zoom == ("hero", 0)
    with text.recording() as notes:
        table.draw(table.app.screen)
    assert table.state.state_hash() == before
    name = table.data.heroes[table.state.heroes[0].id].name
    assert sum(1 for n in notes if n.words == name) >= 2          # the card below and its zoom


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_fits_the_window_no_text_leaves_its_box(quest_table, size):
    table = quest_table(size=size)
    assert play_until(table, lambda t: bool(t.combat["hit"]) and t.state.round >= 2)
    with text.recording() as notes:
        table.draw(table.app.screen)
    screen = pygame.Rect((0, 0), size)
    bad = [(n.words, n.box, n.ink, n.surface.get_size()) for n in notes
           if not n.box.inflate(2, 2).contains(n.ink) or not screen.contains(n.ink)]
    assert not bad, bad
    panels = list(table.layout.panels().values())
    assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])


def test_autoplay_plays_the_quest_to_its_end_with_pictures(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[3]
    env = dict(__import__("os").environ, SPIRIT_TABLE_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    run = subprocess.run([sys.executable, "-m", "game", "play", "--game", "spittlesnot", "--autoplay", "--seed", "1",
                          "--players", "3", "--speed", "instant", "--screenshots", str(tmp_path / "s")],
                         cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    shots = sorted(p.name for p in (tmp_path / "s").glob("*.png"))
    assert len(shots) >= 5 and shots[-1].endswith(("victory.png", "defeat.png")), shots


def test_the_quest_menu_continues_the_autosaved_quest_where_it_stands(quest_table):
    from game.shell import games
    table = quest_table()
    hero = table.draggable()
    drag(table, hero_spot(table, hero), table.mapview.mark(sorted(table.map_targets())[0]))
    want = table.state.state_hash()
    app = table.app
    games.open_menu(app, "spittlesnot")          # Escape's way out: the quest is on disk
    app.run(max_frames=2, force_draw=True)
    menu = app.scenes[-1]
    assert "continue" in menu.buttons
    import pygame_gui
    b = menu.buttons["continue"]
    menu.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": b, "ui_object_id": "#menu_button"}))
    again = app.scenes[-1]
    assert type(again).__name__ == "QuestTable" and again.state.state_hash() == want


def test_a_damaged_quest_autosave_is_said_in_words_and_offers_no_continue(quest_table):
    from game.quest.ui.session import autosave_path, resumable
    from game.quest.ui.table import open_saved_quest
    table = quest_table()
    app = table.app
    autosave_path().write_text('{"format": "spittlesnot-save", "version": 1, "config": {}, "commands": [{"type": 7}]')
    assert resumable() is None
    assert open_saved_quest(app) is None
    menu = app.scenes[-1]
    assert type(menu).__name__ == "QuestMenu" and "could not be loaded" in menu.problem
    app.run(max_frames=2, force_draw=True)


def test_a_section_of_the_book_of_secrets_read_is_shown_and_kept_to_read_again(quest_table):
    """002: the Book of Secrets' sections are read when their trigger comes (§1 at the start)."""
    table = quest_table()
    assert table.last_card == ("book", 1)
    spot = next(r for r, k, p in table.spots if k == "card" and p == ("book", 1))
    send(table, mouse("motion", spot.center))
    with text.recording() as notes:
        table.draw(table.app.screen)
    assert any(n.words == table.data.book[1].title for n in notes)


def test_the_quest_s_table_speaks_the_language_chosen_where_the_catalog_has_it(quest_table):
    """The quest's names come from the game's catalogs in the player's language (Settings)."""
    table = quest_table(language="fr")
    from game.quest.ui.board import forget_pictures
    forget_pictures()                   # the map's picture is drawn again, its names noted
    with text.recording() as notes:
        table.draw(table.app.screen)
    assert any(n.words == "Le Pied de l'escalier" for n in notes)
    assert table.area_name("1B.a") == "Le Pied de l'escalier"
