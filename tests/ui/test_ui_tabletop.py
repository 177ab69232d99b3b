"""Tabletop mode: any piece dragged anywhere, added from the supply or removed to it, through
Adjust commands that the log shows and undo takes back."""
import pygame

from game.engine import pieces as P
from game.ui.input.hotspots import Target


def test_tabletop_moves_adds_and_removes_pieces_and_undo_takes_it_back(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    state = table.game.state
    land = next(l for l, p in state.lands.items() if P.count(p, "D"))
    to = next(l for l in state.lands if l != land)
    before = state.state_hash()
    hand.key(pygame.K_t)
    assert table.tabletop
    hand.drag(Target("piece", land=land, token="D"), to)
    assert P.count(table.game.state.lands[to], "D") >= 1
    assert any(line and line[0][0].startswith("Tabletop") for line in table.log_lines)
    hand.drag(Target("supply", token="C"), to)                     # add a City from the supply
    assert P.count(table.game.state.lands[to], "C") >= 1
    tray = table.frame.tray
    from game.ui.autoplay import drag_events
    hand.send(drag_events(hand.point(Target("piece", land=to, token="C")), tray.center))   # back to the supply
    assert P.count(table.game.state.lands[to], "C") == P.count(state.lands[to], "C")
    for _ in range(3):
        hand.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.game.state.state_hash() == before
    hand.key(pygame.K_t)
    assert not table.tabletop
