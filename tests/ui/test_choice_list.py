"""The choice list: every choice written at nearly the list's size, a long one on two lines in a
taller button (the playtest at 1920x1080: "Add a presence within 3 in a jungle or wetland, and
gain 1 energy." was shrunk to small letters among the others)."""
import pytest

from game.ui.input.hotspots import Target

FIG = "strangler-fig-runners"
LONG = "Add a presence within 3 in a jungle or wetland, and gain 1 energy."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_choice_takes_two_lines_in_a_taller_button(table_for, size):
    table, hand = table_for([FIG, "scattering-gale"], ["A", "B"], seed=1, size=size)
    labels = [label for label, _ in table.offer.options]
    assert LONG in labels
    rects = {k: table.hotspots.rect_of(Target("option", index=k).key()) for k in range(len(labels))}
    long_k = labels.index(LONG)
    short = [r.height for k, r in rects.items() if k != long_k]
    assert rects[long_k].height > max(short) and len(set(short)) == 1
    column = sorted(rects.values(), key=lambda r: r.y)
    assert all(b.y >= a.bottom for a, b in zip(column, column[1:]))        # none overlaps the next
    hand.click(Target("option", index=long_k))                 # and the taller button chooses it
    assert table.game.log[-1].option.label == LONG


def test_a_choice_that_fits_at_nearly_the_lists_size_keeps_one_line():
    from game.ui.render.sidebar import OPTION_SHRINK, _option_rows
    from game.ui import text
    assert _option_rows("push Explorer to A2", 14, 300) == ("push Explorer to A2",)
    two = _option_rows(LONG, 14, 300)
    assert len(two) == 2 and " ".join(two) == LONG
    assert text.fit(LONG, 14, 300, False, 1) < round(14 * OPTION_SHRINK)    # it would have shrunk below
