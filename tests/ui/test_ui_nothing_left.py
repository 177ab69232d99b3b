"""A spirit with nothing left to do ends its actions by itself, and the table says so (issue 29,
playtest 29: "a spirit with no card plays or energy left must still press Done, and each such
end asks 'could still: use …; end its actions now?'"). The question before "done" names only
what would change something (engine.leftover)."""
from game.ui.input.hotspots import Target

from test_ui_refusals import GALE, _grow  # tests/ui/test_ui_refusals.py: Gale grows by dragging its presence


def _played(table_for, card="sudden-squall"):
    """Gale grown, its one card play made with `card`: the fast phase."""
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    hand.click(Target("card", card=card, name="hand"))
    return table, hand


def test_a_spirit_whose_last_card_play_is_made_ends_by_itself_and_the_table_says_so(table_for):
    table, hand = _played(table_for)
    st = table.game.state
    assert st.phase == "fast"                       # no "done" pressed: the spirit phase is over
    words = [w for line in table.log.lines for w, _link in line]
    assert "Gale That Scatters the Landing has nothing left to do in this phase: its actions end." in words
    assert "nothing left to do" in table.toast_text


def _done_asks(table):
    table.settings["confirm"] = True
    asked = []
    table.app.confirm = lambda words, on_yes: asked.append(words)
    done = next(cmds for label, cmds in table.offer.options if label.startswith("done"))
    table.perform(done)
    return asked


def test_done_with_a_power_that_would_push_explorers_still_asks(table_for):
    table, hand = _played(table_for)
    assert _done_asks(table)[0].startswith("Gale That Scatters the Landing could still: use Sudden Squall")


def test_done_with_only_a_power_that_would_do_nothing_anywhere_asks_nothing(table_for):
    table, hand = _played(table_for)
    for pcs in table.game.state.lands.values():     # no Explorer left for Sudden Squall to push
        for tok in [t for t in pcs if t[0] == "E"]:
            del pcs[tok]
    assert _done_asks(table) == []
    assert table.game.state.phase != "fast" or table.game.state.spirits[0].done
