"""A revealed fear card reads at every size the table shows it (playtest 36: at 1280x720 its levels'
lines overlapped: stepped by the size asked for, drawn at the readable floor, larger)."""
import pygame
import pytest

from game.content import catalog
from game.ui import text
from game.ui.render import cards

from test_layout_fits import text_problems


@pytest.mark.parametrize("height", [160, 200, 240, 260, 293, 360, 440])
def test_no_line_of_a_fear_card_overlaps_another_or_leaves_the_card(height):
    pygame.init()
    problems = []
    with text.recording() as notes:
        for cid in catalog.FEAR.items:
            for terror in (1, 2, 3):
                img = cards.fear_card(cid, height, terror)       # 160: the reveal's at 1280x720
                assert img.get_height() == max(height, cards.FEAR_LEAST)
                problems += [f"{cid} at {height} px, terror {terror}: {p}" for p in text_problems(notes)]
                notes.clear()
    assert not problems, "\n".join(problems[:10])
