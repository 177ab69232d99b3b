"""French runs about 20 % longer than English (issue 31): at 1280x720 nothing is clipped or
overlapping in French either, on every screen of the layout test and on the screens that speak
the catalog since (setup with adversaries and a scenario, history, replays, the reference, the
lesson, the log view, the island's picture, the quest's menu and table)."""
import pytest

from game import words as W
from game.ui import bridge, text
from game.ui.program import App

from screens import _gen, _table, draw  # tests/ui/screens.py
from test_layout_fits import _clear_picture_caches, gui_problems, text_problems


def _more_screens(app):
    from game.ui.scenes.history import HistoryScreen
    from game.ui.scenes.island_preview import IslandPreview
    from game.ui.scenes.lesson import LessonScene
    from game.ui.scenes.log_view import LogView
    from game.ui.scenes.menus import NewGame
    from game.ui.scenes.reference import ReferenceScene
    from game.ui.scenes.replays import ReplaysScreen
    app.settings["new_game"] = {"spirits": ["scattering-gale", "falling-cinder-rain"], "boards": ["A", "B"],
                                "adversary": ["salt-crown", 3], "adversary2": ["ashen-legion", 2],
                                "scenario": "quiet-shores", "layout": "archipelago", "expansion": True, "seed": ""}
    for name, make in (("new-game-adversaries", NewGame), ("history", HistoryScreen), ("replays", ReplaysScreen),
                       ("reference", ReferenceScene), ("lesson", LessonScene)):
        app.replace_all(make(app))
        draw(app)
        yield name
    t = _table(app, 2)
    app.push(LogView(app, t))
    draw(app)
    yield "log-view"
    app.pop()
    app.push(IslandPreview(app, "archipelago", W._("Archipelago"), ("A", "B"), 2))
    draw(app)
    yield "island-preview"
    # the second game's menu and table, five heroes some way into the quest (its words run long)
    from game.quest.bots import make_bot
    from game.quest.ui.menu import QuestMenu
    from game.quest.ui.table import open_quest_table
    app.replace_all(QuestMenu(app))
    draw(app)
    yield "quest-menu"
    table = open_quest_table(app, seed=4, players=5)
    bot = make_bot("greedy", 4)
    for _ in range(30):
        if table.state.result:
            break
        table.do(bot.choose(table.session.quest))
    table.anim.skip_all()
    draw(app)
    yield "quest-table"


def test_no_french_text_leaves_its_box_or_overlaps_another_at_1280x720(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    _clear_picture_caches()
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, ui_scale=1.0, language="fr"))
    problems, screens = [], 0
    try:
        assert W.language() == "fr"
        with text.recording() as notes:
            for name, _ in _gen(app):
                screens += 1
                problems += [f"{name}: {p}" for p in text_problems(notes) + gui_problems(app)]
                notes.clear()
            for name in _more_screens(app):
                screens += 1
                problems += [f"{name}: {p}" for p in text_problems(notes) + gui_problems(app)]
                notes.clear()
    finally:
        app.close()
        W.set_language("en")
        _clear_picture_caches()
    assert screens >= 25
    assert not problems, f"{len(problems)} problems in French:\n" + "\n".join(problems[:40])
