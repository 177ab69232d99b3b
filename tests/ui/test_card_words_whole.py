"""A card's target line and threshold are whole where the card has room for them (playtest 29:
"sacred site · any …" and "Also 1 Fear per Town …" in the hand at 1280x720, S/218, S/238; the
Majors' thresholds cut in the keep-a-power choice at 1280x720, S/210): the target takes two
lines, the threshold the room the card's text leaves."""
import pytest

from game.content import catalog
from game.ui.render import cards
from game.ui.powerwords import range_words, target_words

from test_cards_readable import Cuts

POWERS = sorted(c for c, p in catalog.POWERS.items.items() if p.kind in ("minor", "major", "unique"))


@pytest.mark.parametrize("height", [220, 260, 330], ids=["choice-1280x720", "choice-mid", "choice-1920x1080"])
def test_a_power_cards_target_and_threshold_are_whole_on_a_card_with_room(monkeypatch, height):
    cuts = Cuts(monkeypatch)
    cards.power_card.cache_clear()
    for c in POWERS:
        cards.power_card(c, height)
    p = catalog.POWERS
    cut_targets = sorted(c for c in POWERS if target_words(p[c]) in cuts.cut or range_words(p[c]) in cuts.cut)
    assert not cut_targets, cut_targets
    cut_thresholds = sorted(c for c in POWERS if p[c].threshold and p[c].threshold_text in cuts.cut
                            and len(p[c].text) < 60)        # a short text leaves the threshold its room
    assert not cut_thresholds, cut_thresholds
    cards.power_card.cache_clear()


def test_a_hand_tiles_range_and_target_are_whole_at_1280x720(monkeypatch):
    cuts = Cuts(monkeypatch)
    cards.card_tile.cache_clear()
    for c in POWERS:
        cards.card_tile(c, 110, 185, 12)
    p = catalog.POWERS
    cut = sorted(c for c in POWERS if range_words(p[c]) + " · " + target_words(p[c]) in cuts.cut)
    assert not cut, cut
    cards.card_tile.cache_clear()
