"""A spirit tab says who may choose now (a gold dot) and who waits while another spirit answers
a choice of its own (a gold ring; hovering it says so). The playtest: while one spirit answered
its growth's next action, every other spirit's dot went, which read as "that spirit is done"."""
import pygame

from game.engine import Choose
from game.ui.input.hotspots import Target
from game.ui.palette import GOLD


def _mark(table, spirit):
    """The colour at the centre of a tab's mark, and on its ring."""
    r = table.hotspots.rect_of(Target("tab", spirit=spirit).key())
    u = table.layout.u
    x, y = r.right - int(9 * u), r.centery
    screen = table.app.screen
    return tuple(screen.get_at((x, y)))[:3], tuple(screen.get_at((x + int(5 * u) - 1, y)))[:3]


def test_a_spirit_yet_to_grow_shows_a_ring_while_another_answers_its_growth(table_for):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain", "mending-moss"], ["A", "B", "C"], seed=3,
                            size=(1600, 900))
    game = table.game
    assert game.state.decision.kind == "spirit_action"
    assert _mark(table, 1)[0] == GOLD and _mark(table, 2)[0] == GOLD        # all may choose: dots
    opt = next(o for o in game.state.decision.options if o.spirit == 0 and o.kind == "growth")
    table.perform([Choose(0, opt)])
    hand.frame()
    assert game.state.decision.spirit == 0, "its growth asks something of it alone"
    for i in (1, 2):
        centre, ring = _mark(table, i)
        assert centre != GOLD and ring == GOLD, f"spirit {i} waits: a ring, not a dot"
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=hand.point(Target("tab", spirit=1)), rel=(1, 1),
                                  buttons=(0, 0, 0))])
    from game.ui.scenes.table_overlays import words_key
    h = Target("tab", spirit=1)
    lines = table.model.get(*words_key(table, h, table.hotspots.rect_of(h.key())))
    assert lines and "waits while Gale That Scatters the Landing chooses" in lines[0][0]
