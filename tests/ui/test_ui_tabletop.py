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


def test_the_supply_tray_lies_where_it_hides_the_least_of_the_island(table_for):
    """A drop on the tray removes the piece, so the tray must not sit on lands where another
    place would do (a playtester lost an explorer dropping it inside its own land)."""
    from game.ui.render import overlays
    table, hand = table_for(["scattering-gale", "falling-cinder-rain", "mending-moss", "marsh-mist-dread"],
                            ["A", "B", "C", "D"], seed=1)
    hand.key(pygame.K_t)
    hand.frame()
    tray = table.frame.tray
    geo, area, gap = table.geo, pygame.Rect(table.layout.island), int(8 * table.layout.u)

    def covered(x, y):
        return sum(1 for i in range(24) for j in range(4)
                   if geo.land_at((x + (i + 0.5) * tray.w / 24, y + (j + 0.5) * tray.h / 4)))
    places = [(x, y) for y in (area.y + gap, area.bottom - gap - tray.h)
              for x in (area.centerx - tray.w // 2, area.x + gap, area.right - gap - tray.w)]
    assert covered(*tray.topleft) == min(covered(*p) for p in places)
    assert covered(*tray.topleft) < covered(*places[0]) or tray.topleft == places[0]
    overlays._tray_spot.cache_clear()
