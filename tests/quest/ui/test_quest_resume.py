"""A quest whose table was killed is offered again at the next start, as the island's game is: the
quest's table marks itself open (game.persist.lockfile.OpenMark) and removes the mark when it closes
cleanly; a mark nobody holds means the table was killed, and the main menu asks once to resume the
quest where its autosave stands."""
import pygame
import pygame_gui

from game.persist import lockfile as persist
from game.ui import bridge
from game.ui.program import App


def _app():
    return App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))


def _run(app, frames=3):
    for _ in range(frames):
        for ev in pygame.event.get():
            app.manager.process_events(ev)
            if app.scenes:
                app.scenes[-1].handle(ev)
        app.manager.update(0.0)
        if app.scenes:
            app.scenes[-1].update(0.0)


def _quest_played(app, n=6):
    """A 2-hero quest with n decisions by the greedy bot, at its table."""
    from game.quest.bots import make_bot
    from game.quest.ui.table import open_quest_table
    table = open_quest_table(app, seed=3, players=2)
    bot = make_bot("greedy", 3)
    for _ in range(n):
        if table.state.result:
            break
        assert table.do(bot.choose(table.session.quest))
    return table


def _mark():
    from game.quest.ui.session import open_mark_path
    return open_mark_path()


def _killed_quest() -> str:
    """A quest played a little at its table, whose process then dies as a kill leaves it: the
    table's open mark on disk, held by nobody. Returns the quest's state hash."""
    app = _app()
    try:
        table = _quest_played(app)
        played = table.state.state_hash()
        assert _mark().is_file() and not persist.left_open(_mark())   # open here: no interruption
        table.open_mark._hold.let_go(remove=False)
        app.scenes.clear()
    finally:
        app.close()
    return played


def test_a_quest_table_killed_is_offered_again_at_the_next_start_once(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    played = _killed_quest()
    app = _app()
    try:
        app.open_main_menu()
        _run(app)
        menu = app.scenes[-1]
        assert menu.dialog is not None
        assert menu.offer[0].startswith("Resume the Spittlesnot quest interrupted at round ")
        pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=menu.dialog))
        _run(app)
        resumed = app.scenes[-1]
        assert type(resumed).__name__ == "QuestTable"
        assert resumed.state.state_hash() == played
        app.open_main_menu()
        assert app.scenes[-1].offer is None     # asked once
    finally:
        app.close()


def test_a_quest_table_closed_cleanly_leaves_no_mark_and_nothing_is_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    app = _app()
    try:
        _quest_played(app, 2)
        app.open_main_menu()            # the quest's table is put away: it closes cleanly
        assert not _mark().exists()
        assert app.scenes[-1].offer is None
    finally:
        app.close()


def test_the_quest_menu_opened_first_says_a_killed_quest_is_there_to_continue_once(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    _killed_quest()
    from game.quest.ui.menu import QuestMenu
    app = _app()
    try:
        app.replace_all(QuestMenu(app))         # `--game spittlesnot`: the quest's menu is the first screen
        menu = app.scenes[-1]
        assert menu.note.startswith("The quest's table was interrupted last time: Continue takes it up at round ")
        assert menu.resume is not None and "continue" in menu.buttons
        app.replace_all(QuestMenu(app))
        assert app.scenes[-1].note == ""        # said once
    finally:
        app.close()
