"""A choice list that changes under a still pointer: the press that follows at once was meant for
the list before (a double click, a press that left as a step resolved itself), so it chooses
nothing and says why; a press after the pointer moved, or a moment later, chooses."""
from game.ui.autoplay import click_events
from game.ui.input.hotspots import Target
from game.ui.scenes.table import CHANGED_UNDER_POINTER, OPTION_SETTLE, SETTLE_MOVE

GALE = "scattering-gale"


def _table(table_for):
    """A table at its spirit's card plays (growth and presence chosen by the first option each
    time), with a clock of its own and the guard on (the hand turns it off)."""
    table, hand = table_for([GALE], ["A"], seed=1)
    while not any(label.startswith("play ") for label in _labels(table)):
        hand.click(Target("option", index=0))
    table.option_settle = OPTION_SETTLE
    clock = [table.now() + 1000.0]
    table.now = lambda: clock[0]
    return table, hand, clock


def _labels(table):
    return [label for label, _ in table.offer.options]


def test_a_second_click_where_the_list_changed_chooses_nothing(table_for):
    table, hand, clock = _table(table_for)
    pos = hand.point(Target("option", index=0))
    hand.send(click_events(pos))                 # a card played: its only play, so the list is "done"
    assert _labels(table) == ["done playing cards"]
    assert [t.kind for t in table.hotspots.at(pos)] == ["option"]    # ... under the still pointer
    n, after = len(table.game.log), _labels(table)
    clock[0] += 0.1
    hand.send(click_events(pos))                 # the double click's second press, on the new list
    assert len(table.game.log) == n and _labels(table) == after
    assert table.pointer_note is not None and table.pointer_note[0] == CHANGED_UNDER_POINTER
    assert table.notice == CHANGED_UNDER_POINTER


def test_the_same_click_a_moment_later_chooses(table_for):
    table, hand, clock = _table(table_for)
    pos = hand.point(Target("option", index=0))
    hand.send(click_events(pos))
    n = len(table.game.log)
    clock[0] += OPTION_SETTLE + 0.01
    hand.send(click_events(pos))
    assert len(table.game.log) == n + 1


def test_a_click_after_the_pointer_moved_chooses_at_once(table_for):
    table, hand, clock = _table(table_for)
    pos = hand.point(Target("option", index=1))
    hand.send(click_events(pos))                 # the second card played: "done" comes up above it
    n = len(table.game.log)
    clock[0] += 0.05
    done = hand.point(Target("option", index=0))
    assert _far(done, pos)
    hand.send(click_events(done))
    assert len(table.game.log) == n + 1


def _far(a, b) -> bool:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= SETTLE_MOVE ** 2


def test_the_same_list_offered_again_does_not_hold_a_click_back(table_for):
    table, hand, clock = _table(table_for)
    pos = hand.point(Target("option", index=0))
    hand.send(click_events(pos))
    clock[0] += OPTION_SETTLE + 0.01
    table.refresh()                              # the same choices offered again, the pointer still
    n = len(table.game.log)
    hand.send(click_events(pos))
    assert len(table.game.log) == n + 1
