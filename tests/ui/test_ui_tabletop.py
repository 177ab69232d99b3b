"""Tabletop mode: any piece dragged anywhere, added from the supply or removed to it, through
Adjust commands that the log shows and undo takes back."""
import pygame
import pytest

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


@pytest.mark.parametrize("boards,size", [("ABCD", (1280, 720)), ("ABCD", (1920, 1080)), ("AB", (1280, 720)),
                                         ("ABCDEF", (1280, 720)), ("ABCDE", (1920, 1080)),
                                         ("ABC", (1600, 900)), ("A", (1280, 720))])
def test_the_supply_tray_lies_where_it_hides_no_land(table_for, boards, size):
    """A drop on the tray removes the piece, so the tray must not sit on lands (a playtester lost
    an explorer dropping it inside its own land; on 4 boards at 1280x720 a row of the tray
    covered a corner of A4): a row along the island's edge, else a block in the sea beside it."""
    from game.ui.render import overlays
    spirits = ["scattering-gale", "falling-cinder-rain", "mending-moss", "marsh-mist-dread",
               "old-village-drumbeat", "strangler-fig-runners"][:len(boards)]
    table, hand = table_for(spirits, list(boards), seed=1, size=size)
    hand.key(pygame.K_t)
    hand.frame()
    tray, geo = table.frame.tray, table.geo
    assert pygame.Rect(table.layout.island).contains(tray)
    on_land = [(x, y) for x in range(tray.left, tray.right, 2) for y in range(tray.top, tray.bottom, 2)
               if geo.land_at((x, y))]
    assert on_land == []
    supply = [r for r, t in table.hotspots.items if t.kind == "supply"]
    assert len(supply) == len(table.game.state.spirits) + len(overlays.piece_kinds.land_kinds())
    assert all(tray.contains(r) for r in supply)
    if boards == "A":
        assert len({r.y for r in supply}) == 1        # a row where a row hides nothing (two boards
        # fill the width since the island is fitted by its lands: their tray is a block in the sea)
    overlays._tray_spot.cache_clear()


@pytest.fixture
def expansion_tabletop():
    """A tabletop at 1600x900 in a game played with the expansion: A5 holds an Explorer carrying
    strife, a bare Explorer and a Town."""
    from conftest import Hand
    from game.ui import bridge
    from game.ui.program import App
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="en"))
    app.start_game({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 1, "packs": ["expansion"]})
    table = app.scenes[-1]
    hand = Hand(table)
    table.game.state.lands["A5"] = P.parse_land("1E 1Es 1T")
    table.view.snap(table.game.state)
    table.model.clear()
    table.refresh()
    hand.key(pygame.K_t)
    assert table.tabletop
    yield table, hand
    app.close()


def test_a_tabletop_drag_of_a_piece_carrying_strife_moves_it_with_its_strife(expansion_tabletop):
    """Issue 26: the drag moved the bare kind (the Explorer without strife)."""
    table, hand = expansion_tabletop
    hand.drag(Target("piece", land="A5", token="Es"), "A4")
    lands = table.game.state.lands
    assert lands["A5"] == {"E": 1, "T": 1} and lands["A4"].get("Es") == 1


def test_strife_dragged_from_the_tray_goes_onto_the_invader_under_the_pointer(expansion_tabletop):
    """Issue 26: the tabletop could not put strife on a piece."""
    from game.ui.autoplay import drag_events
    table, hand = expansion_tabletop
    hand.send(drag_events(hand.point(Target("supply", token="S")), hand.point(Target("piece", land="A5", token="T"))))
    assert table.game.state.lands["A5"] == {"E": 1, "Es": 1, "Ts": 1}
    assert any(line and "put on" in "".join(seg[0] for seg in line) for line in table.log_lines)
    hand.click(Target("piece", land="A5", token="Ts"))              # a click takes it off again
    assert table.game.state.lands["A5"] == {"E": 1, "Es": 1, "T": 1}
    hand.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.game.state.lands["A5"] == {"E": 1, "Es": 1, "Ts": 1}
