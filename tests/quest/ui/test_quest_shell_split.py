"""DESIGN §1 "Two games, one table": the desktop shell is shared and names no game; the island's table
never loads the quest (its memory is at its limit); old names of the moved modules still work."""
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

ROOT = Path(__file__).resolve().parents[3]


def test_the_shell_imports_no_game_module():
    """Every module of game.shell, read as source: no import of an island package or of the quest."""
    import ast
    forbidden = ("game.engine", "game.content", "game.bots", "game.ui", "game.kinds", "game.seams", "game.words",
                 "game.guide", "game.quest")
    found = []
    for path in (ROOT / "game" / "shell").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom):
                if node.level == 0:
                    names = [node.module or ""]
                elif node.level >= 2:       # from .. import x: a room of game beside the shell
                    names = [f"game.{node.module}" if node.module else f"game.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            found += [f"{path.name}: {n}" for n in names if n.startswith(forbidden)]
    assert not found, found


def test_the_island_s_table_process_never_loads_the_quest():
    """The main menu (with its game picker) and an island game at the table, in a process of their
    own: no module of game.quest is loaded."""
    code = ("import sys, json\n"
            "from game.ui import bridge\n"
            "from game.ui.program import App\n"
            "app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed='instant', confirm=False))\n"
            "app.open_main_menu(); app.run(max_frames=3, force_draw=True)\n"
            "app.start_game(app.quick_config(2, 1)); app.run(max_frames=3, force_draw=True)\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('game.quest'))))\n"
            "app.close()\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == []


def test_old_names_of_the_moved_modules_are_the_shell_s_own_modules():
    from game.shell import hotspots, keys, memory, resources, text, window
    from game.ui import text as old_text
    from game.ui.input import hotspots as old_hotspots
    import game.ui.scenes.keys as old_keys
    import game.ui.memory as old_memory
    import game.ui.resources as old_resources
    import game.ui.window as old_window
    assert (old_text, old_hotspots, old_keys, old_memory, old_resources, old_window) == \
        (text, hotspots, keys, memory, resources, window)


def test_the_registry_names_each_game_lazily_and_refuses_an_unknown_one_in_words():
    from game.shell import games
    keys = [g.key for g in games.games()]
    assert keys[:2] == ["island", "spittlesnot"]
    assert all(":" in g.menu and ":" in g.table for g in games.games())
    with pytest.raises(KeyError, match="no game 'chess'; the games are island, spittlesnot"):
        games.entry("chess")
    with pytest.raises(ValueError):
        games.register(games.GameEntry("bad", "Bad", "no-colon", "x:y"))


@pytest.fixture
def app():
    from game.ui import bridge
    from game.ui.program import App
    a = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="en"))
    yield a
    a.close()


def _press(app, label):
    buttons = [b for b in app.screen_dump()["buttons"] if b["text"] == label]
    assert buttons, f"no button {label!r} on {app.screen_dump()['scenes']}"
    el = next(e for e in _all_buttons(app.manager.get_root_container()) if e.text == label)
    ev = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": el, "ui_object_id": el.most_specific_combined_id})
    app.scenes[-1].handle(ev)
    app.run(max_frames=2, force_draw=True)


def _all_buttons(container):
    from pygame_gui.elements import UIButton
    out = []
    for el in container.elements:
        if isinstance(el, UIButton) and el.alive():
            out.append(el)
        inner = getattr(el, "get_container", None)
        if inner is not None and inner() is not container and hasattr(inner(), "elements"):
            out += _all_buttons(inner())
    return out


def test_the_main_menu_lets_the_player_choose_the_island_or_the_quest_and_come_back(app):
    app.open_main_menu()
    app.run(max_frames=2, force_draw=True)
    labels = [b["text"] for b in app.screen_dump()["buttons"]]
    assert "Spirit Island" in labels and "Spittlesnot quest" in labels and "New game" in labels
    _press(app, "Spittlesnot quest")
    assert app.screen_dump()["scenes"] == ["QuestMenu"]
    labels = [b["text"] for b in app.screen_dump()["buttons"]]
    assert "Begin the quest" in labels and "Spirit Island" in labels
    _press(app, "Spirit Island")
    assert app.screen_dump()["scenes"] == ["MainMenu"]


def test_the_picker_fits_the_menu_at_1280x720_without_overlap(app):
    app.open_main_menu()
    app.run(max_frames=2, force_draw=True)
    rects = [pygame.Rect(b["rect"]) for b in app.screen_dump()["buttons"]]
    screen = pygame.Rect((0, 0), app.size)
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
