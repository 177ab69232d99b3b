"""A prompt's choices fit its panel (playtest 29: Gale's growth needed "scroll for more" at
1920x1080 and 1280x720 (S/09), and at 1280x720 "scroll for more" lay over the last target
(S/224)): compact rows, then two columns, then the how-to hint's room; a list that still scrolls
says so on a line of its own, under its last row."""
import pygame
import pytest

from game.engine import Choose
from game.ui.input.hotspots import Target
from game.ui.render import sidebar

SIZES = [(1280, 720), (1920, 1080)]


def _gale_takes_presence_from_where(table_for, size, language):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=7, size=size, language=language)
    d = table.game.state.decision
    o = next(o for o in d.options if o.kind == "growth" and o.spirit == 0 and o.index == 2)
    table.perform([Choose(0, o)])
    hand.frame()
    return table, hand


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_gales_growth_choices_show_whole_without_scrolling(table_for, size, language):
    table, hand = _gale_takes_presence_from_where(table_for, size, language)
    n = len(table.offer.options)
    assert n >= 4
    shown = {t.index for r, t in table.hotspots.items if t.kind == "option"}
    assert shown == set(range(n)), f"{n - len(shown)} of {n} choices are scrolled out of sight"
    assert table.frame.prompt_max == 0


@pytest.mark.parametrize("size", SIZES, ids=["1280x720", "1920x1080"])
def test_a_list_that_scrolls_says_so_under_its_last_row_not_over_it(table_for, size):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=7, size=size)
    offer = table.offer
    many = [(f"target the land numbered {k}", None) for k in range(40)]
    offer.options, offer.rows = many, list(range(len(many)))
    L = table.layout
    surf, spots, max_scroll, list_rect = sidebar.draw_prompt(table.game.state, 0, offer, L.prompt, L.u, 0, False)
    assert max_scroll > 0, "forty choices scroll"
    rows = [r for r, t in spots if t.kind == "option"]
    assert rows and all(list_rect.contains(r) for r in rows)
    from game.ui.palette import GOLD
    at = L.prompt.topleft
    for r in rows:          # "scroll for more" is drawn in gold: none of it on a choice
        local = r.move(-at[0], -at[1])
        gold = [(x, y) for x in range(local.left, local.right) for y in range(local.top, local.bottom)
                if tuple(surf.get_at((x, y))[:3]) == tuple(GOLD[:3])]
        assert not gold, f"'scroll for more' lies over the choice at {r}"
