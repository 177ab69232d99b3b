"""Issue 29: "prompt options move up a row when a gather or push option is used": within one
question (a gather of up to 2 pieces asks again after the first), the options left keep their
rows, the one used stays as a dimmed line, and a new question lays its list out afresh."""
from __future__ import annotations

from game.ui.input.hotspots import Target
from game.ui.input.option_rows import steady_rows




def _gather_game():
    """The lesson's seeded game, played by the greedy bot to its first gather of up to 2 pieces
    from two lands (three pieces to choose from, and Stop)."""
    from game.bots.greedy import GreedyBot
    from game.ui.scenes.lesson import lesson_game
    g, bot = lesson_game(), GreedyBot(0)
    for _ in range(600):
        d = g.state.decision
        if d is not None and d.prompt == "gather_up_to" and len(d.options) >= 4:
            return g
        g.apply(bot.choose(g))
    raise AssertionError("no gather of several pieces in the lesson's game")


def _rows(table):
    return {table.offer.options[t.index][0]: r for r, t in table.hotspots.items if t.kind == "option"}


def test_a_gathers_second_step_leaves_the_options_left_on_their_rows(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game.ui import bridge
    from game.ui.program import App
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="en"))
    try:
        from conftest import Hand
        app.open_table(_gather_game())
        table = app.scenes[-1]
        hand = Hand(table)
        before = _rows(table)
        first = table.offer.options[0][0]
        hand.click(Target("option", index=0))
        assert table.game.state.decision.prompt == "gather_more_up_to"
        after = _rows(table)
        assert first not in after and len(after) == len(before) - 1
        for label, rect in after.items():
            assert rect == before[label], (label, before, after)
        assert table.offer.rows[0] == first             # the used one: its words, a dimmed line
    finally:
        app.close()


def test_a_new_question_lays_its_rows_out_afresh():
    class O:
        def __init__(self, **kw):
            self.__dict__.update(dict(kind="move", spirit=0, land="", to="", piece="", card="", index=-1), **kw)

    class C:
        def __init__(self, o):
            self.option = o
    a, b, c = (("a", [C(O(land="A1"))]), ("b", [C(O(land="A2"))]), ("c", [C(O(land="A3"))]))
    rows, memory = steady_rows(None, (("gather", "A5"), False), [a, b, c])
    assert rows == [0, 1, 2]
    rows, after = steady_rows(memory, (("gather", "A5"), True), [b, c])       # "gather 1 more"
    assert rows == ["a", 0, 1]
    rows, _ = steady_rows(memory, (("push", "A5"), True), [b, c])             # another question
    assert rows == [0, 1]
    rows, _ = steady_rows(memory, (("gather", "A5"), False), [b, c])          # the same, asked anew
    assert rows == [0, 1]
    rows, _ = steady_rows(memory, (("gather", "A5"), True), [a, b])     # the last one gone: no row after it
    assert rows == [0, 1]
