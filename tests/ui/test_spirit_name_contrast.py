"""A spirit's name heads the prompt panel in the spirit's colour, lightened where needed so it
reads on the dark panel: at least the WCAG 2 contrast ratio of 4.5:1 for normal text, for all
eight spirits."""
import pygame
import pytest

from game.content.catalog import SPIRITS
from game.engine import Game, newest
from game.ui import text
from game.ui.input.affordances import build_offer
from game.ui.palette import PANEL
from game.ui.render import sidebar

MIN_RATIO = 4.5


def _luminance(c):
    def chan(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (chan(v) for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def wcag_ratio(a, b):
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_basalt_giant_colour_alone_would_not_read_on_the_panel():
    assert wcag_ratio(SPIRITS["stirring-basalt-giant"].colour, PANEL) < MIN_RATIO


@pytest.mark.parametrize("spirit", list(SPIRITS.items))
def test_a_spirit_name_on_the_prompt_panel_has_a_contrast_of_at_least_4_5(spirit):
    pygame.font.init()
    game = Game(newest({"spirits": [spirit], "boards": ["A"], "seed": 1}))
    state = game.state
    assert state.decision is not None and sidebar.catalog.SPIRITS[state.spirits[0].spirit_id].id == spirit
    u = 1.0
    surf = sidebar.draw_prompt(state, 0, build_offer(state, 0, False), pygame.Rect(0, 0, 420, 600), u, 0, False)[0]
    head = surf.subsurface(pygame.Rect(int(22 * u), 10, 380, 26))
    best = max(wcag_ratio(head.get_at((x, y)), PANEL) for x in range(head.get_width()) for y in range(head.get_height()))
    assert best >= MIN_RATIO, (SPIRITS[spirit].name, best)
    colour = text.readable_on(SPIRITS[spirit].colour, PANEL)
    assert wcag_ratio(colour, PANEL) >= MIN_RATIO
    # only lightened as far as needed: a colour that already reads keeps its hue and value
    if wcag_ratio(SPIRITS[spirit].colour, PANEL) >= MIN_RATIO:
        assert tuple(colour[:3]) == tuple(SPIRITS[spirit].colour[:3])
