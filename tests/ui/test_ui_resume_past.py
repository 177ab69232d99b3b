"""A resumed game is on the table at once; its earlier moves are read a little each frame, and
the log and undo are whole as soon as they are (or at once, when the player moves first)."""
import json

from game.bots import make_bot
from game.engine import Game
from game.persist import saves
from game.ui import bridge, gamelog
from game.ui.program import App
from game.words import rejection_words

CONFIG = {"spirits": ["scattering-gale", "mending-moss"], "boards": ["A", "B"], "seed": 4}


def text(lines) -> list[str]:
    return ["".join(t for t, _ in line) for line in lines]


def _saved(commands: int, tmp_path, damage: bool = False):
    game, bot = Game(CONFIG), make_bot("greedy", 4)
    for _ in range(commands):
        game.apply(bot.choose(game))
    while not game.can_undo() and not game.state.result:     # saved where a move can be taken back
        game.apply(bot.choose(game))
    path = tmp_path / "resume.json"
    saves.write_save(game, path)
    if damage:
        data = json.loads(path.read_text())
        data["commands"][3] = data["commands"][20]      # well formed, but not what was played
        path.write_text(json.dumps(data))
    return game, path


def _table(game):
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    app.open_table(game)
    return app, app.scenes[-1]


def test_the_table_opens_before_the_earlier_moves_are_read_and_then_shows_the_whole_log(tmp_path):
    game, path = _saved(70, tmp_path)
    app, table = _table(bridge.load_game(path))
    try:
        assert table.working and text(table.log.lines)[-1].startswith("Reading this game")
        frames = 0
        while table.working:
            table.update(0.0)
            frames += 1
            assert frames < 500
        whole = gamelog.GameLog.of_game(table.game)
        assert text(table.log.lines) == text(whole.lines)
        assert table.undo_words() and table.game.can_undo()
        assert table.game.past is None          # nothing of the replay is kept once it is read
        table.undo()
        assert table.game.state.state_hash() != game.state.state_hash()
    finally:
        app.close()


def test_a_move_made_before_the_earlier_moves_are_read_comes_after_them_in_the_log(tmp_path):
    # saved where the bot's next move reveals nothing, so that move can be taken back (at 70 the
    # greedy bot's move turns over a card since it learned to value every card)
    game, path = _saved(72, tmp_path)
    app, table = _table(bridge.load_game(path))
    try:
        assert table.working
        cmd = make_bot("greedy", 4).choose(table.game)
        table.perform([cmd])
        assert table.game.can_undo(), "the move chosen must reveal nothing (choose another save point)"
        assert not table.working
        lines = text(table.log.lines)
        resumed = next(i for i, l in enumerate(lines) if l.startswith("— Game resumed"))
        assert resumed > 10 and not any(l.startswith("Reading this game") for l in lines)
        table.undo()
        assert table.game.state.state_hash() == game.state.state_hash()
    finally:
        app.close()


def test_a_save_whose_earlier_moves_do_not_replay_plays_on_and_the_log_says_why_undo_is_gone(tmp_path):
    game, path = _saved(70, tmp_path, damage=True)
    app, table = _table(bridge.load_game(path))
    try:
        while table.working:
            table.update(0.0)
        lines = text(table.log.lines)
        assert any("could not be read again" in l for l in lines) and lines[-1].startswith("— Game resumed")
        assert table.game.state.state_hash() == game.state.state_hash()
        table.undo()
        assert table.game.state.state_hash() == game.state.state_hash()
        assert table.notice or table.toast_text
        assert rejection_words("nothing_to_undo", {}) in (table.notice + table.toast_text)
    finally:
        app.close()


def test_the_undo_line_comes_once_the_earlier_moves_are_read_with_no_move_made(tmp_path):
    """The playtest: a game saved mid-power and resumed showed no Undo line (the prompt's picture
    was kept from before the earlier moves were read) until the next move."""
    from game.ui import text as T
    from game.ui.scenes import table_draw
    game, path = _saved(70, tmp_path)
    app, table = _table(bridge.load_game(path))
    try:
        assert table.working and not table.undo_words()
        table_draw.keep_up(table)               # the prompt's picture while the moves are read: no Undo
        with T.recording() as notes:
            while table.working:
                table.update(0.0)               # the frames' update keeps the pictures up to date
        assert table.undo_words()
        assert any(n.words.startswith("Undo") for n in notes), "the prompt was drawn again with its Undo line"
    finally:
        app.close()
