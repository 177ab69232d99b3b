"""The table reads the kinds registry: a kind of piece that a pack registers and the table has no
art for still has a slot in every land, draws as a plain token showing its letter, is named in
the land's tooltip and the log, and sits in the tabletop supply tray."""
import pygame
import pytest

from game.engine import kinds as K
from game.engine.events import Event
from game.ui import gamelog, piece_kinds, sprites
from game.ui.input.hotspots import Target
from game.ui.render import overlays
from game.ui.render.slots import kinds

QUARTZ = K.Kind("quartz", "Q", "Quartz", plural="Quartzes", token=True, pack="ui-tests")


@pytest.fixture
def quartz():
    K.register(QUARTZ)
    yield QUARTZ
    K.unregister(QUARTZ.letter)


def test_a_kind_a_pack_registers_has_a_slot_in_every_land(quartz):
    assert quartz.letter in kinds(2)
    assert piece_kinds.draw_order(quartz.letter) > piece_kinds.draw_order(K.DAHAN)


def test_a_kind_with_no_art_draws_a_plain_token_with_its_letter(quartz):
    img = sprites.token(quartz.letter, 40)
    assert img.get_size() == (40, 40)
    assert img.get_at((20, 20)).a == 255                 # a solid disc, not an empty picture
    assert sprites.token(quartz.letter + "1", 40).get_size() == (40, 40)     # damaged: pips too


def test_a_land_with_a_new_kind_draws_it_in_its_own_slot_and_names_it(quartz, table_for, monkeypatch):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    land = sorted(table.geo.island.lands)[3]
    assert quartz.letter in table.geo.shapes[land].slots
    screen = table.app.screen
    before = screen.copy()
    table.game.state.lands[land][quartz.letter] = 2
    table.view.snap(table.game.state)
    table.model.clear()
    table.refresh()
    hand.frame()
    piece = Target("piece", land=land, token=quartz.letter)
    r = table.hotspots.rect_of(piece.key())
    assert r is not None, "the new kind is drawn (and can be pointed at) in its land"
    assert table.geo.land_at(r.center) == land
    assert any(screen.get_at(p) != before.get_at(p) for p in ((r.centerx, r.centery), (r.centerx, r.y + r.h // 4)))
    others = [rr for rr, t in table.hotspots.items if t.kind == "piece" and t.land == land and t != piece]
    assert all(not rr.colliderect(r) for rr in others), "its slot is its own"

    shown = []
    monkeypatch.setattr(overlays, "tooltip", lambda surf, lines, *a, **k: shown.append([w for w, _, _ in lines]))
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert any("2 Quartzes" in lines for lines in shown)

    ev = Event("PieceAdded", {"piece": quartz.letter, "land": land})
    assert gamelog.describe(ev, table.game.state)[0][0] == f"Quartz is added to {land}."

    hand.key(pygame.K_t)                       # tabletop: the supply has it too
    assert table.hotspots.rect_of(Target("supply", token=quartz.letter).key()) is not None
