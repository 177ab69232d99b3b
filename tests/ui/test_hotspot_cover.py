"""A card shown large over the table hides what lies below it where it lies, not elsewhere: the
card it was shown for, partly under it, still answers a click beside it (the real-input test's
click on a played card found no card there when every hotspot touching the large card was
taken out)."""
from game.shell.hotspots import Hotspots, Target


def test_a_cover_hides_what_is_below_it_inside_and_nothing_outside():
    hs = Hotspots()
    card = Target("card", card="smoke-over-the-fields", name="played")
    hs.add((0, 0, 100, 40), card)
    hs.add_cover((60, 0, 200, 200), Target("info", name="card_held"))
    hs.add((70, 10, 20, 10), Target("keyword", name="push"))        # drawn on the large card
    assert hs.at((30, 20)) == [card]                                   # beside the large card
    assert hs.at((65, 20)) == [Target("info", name="card_held")]       # under it: the large card only
    assert hs.at((75, 15))[0] == Target("keyword", name="push")        # what is drawn on it answers first
    assert hs.rect_of(card.key()) is not None


def test_clearing_forgets_the_covers():
    hs = Hotspots()
    hs.add_cover((0, 0, 10, 10), Target("info", name="card_held"))
    hs.clear()
    hs.add((0, 0, 10, 10), Target("card", card="x", name="hand"))
    hs.add((0, 0, 10, 10), Target("card", card="y", name="hand"))
    assert len(hs.at((5, 5))) == 2
