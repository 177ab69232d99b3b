"""The Incarna at the table (issue 26: "The table does not draw the Incarna"): a spirit's
Incarna is drawn on its land as a piece of its own, unlike its presence, empowered or not; the
land's tooltip names it; and where a power moves it to its target land ("Your Incarna moves
here"), dragging it onto a land the power may target chooses that land."""
from __future__ import annotations

import pygame
import pytest

from game.ui import sprites
from game.ui.input.hotspots import Target
from game.ui.piece_kinds import incarna_token

STAG = "stag-of-the-old-trails"


@pytest.fixture
def stag_table(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from conftest import Hand
    from game.ui import bridge
    from game.ui.program import App
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="en"))
    app.start_game({"spirits": [STAG, "scattering-gale"], "boards": ["A", "B"], "seed": 3, "packs": ["expansion"]})
    table = app.scenes[-1]
    yield table, Hand(table)
    app.close()


def _redraw(table, hand):
    table.view.snap(table.game.state)
    table.model.clear()
    table.refresh()
    hand.frame()


def test_the_incarna_is_drawn_on_its_land_unlike_its_presence(stag_table):
    table, hand = stag_table
    land = table.game.state.incarna["0"]["land"]
    spot = hand.point(Target("piece", land=land, token=incarna_token(0)))
    assert table.geo.land_at(spot) == land
    plain, strong = sprites.incarna(STAG, 30, False), sprites.incarna(STAG, 30, True)
    presence = pygame.transform.smoothscale(sprites.presence(STAG, 30), (30, 30))
    assert len({pygame.image.tobytes(s, "RGBA") for s in (plain, strong, presence)}) == 3
    from game.ui.render import overlays
    lines = [w for w, *_ in overlays.land_lines(table.view.state, table.geo, land, forecast=False)]
    assert any("Incarna" in w for w in lines), lines


def test_an_empowered_incarna_is_drawn_as_empowered(stag_table):
    table, hand = stag_table
    st = table.game.state
    st.incarna["0"]["empowered"] = True
    _redraw(table, hand)
    land = st.incarna["0"]["land"]
    assert table.hotspots.point_of(Target("piece", land=land, token=incarna_token(0, True)))
    assert not table.hotspots.point_of(Target("piece", land=land, token=incarna_token(0)))


def test_the_incarna_is_dragged_to_the_land_a_power_that_moves_it_targets(stag_table):
    """Trail Through the Thicket: "Your Incarna moves here. Push 1 Explorer." (range 2): its
    target question is answered by dragging the Incarna onto a land it may target."""
    from game.engine import Choose
    table, hand = stag_table
    g = table.game
    from game.bots.greedy import GreedyBot
    bot = GreedyBot(0)
    for _ in range(400):        # to a target question of a power that moves the Incarna
        d = g.state.decision
        if d is not None and d.kind == "target" and d.data.get("power") in ("trail-through-the-thicket",
                                                                          "where-the-stag-leads"):
            break
        if d is not None and d.kind == "power_action":
            mover = next((o for o in d.options if o.card in ("trail-through-the-thicket", "where-the-stag-leads")
                          and o.spirit == 0), None)
            if mover is not None:
                g.apply(Choose(0, mover))
                continue
        g.apply(bot.choose(g))
    else:
        pytest.fail("no target question of a power that moves the Incarna")
    _redraw(table, hand)
    here = g.state.incarna["0"]["land"]
    lands = [o.land for o in g.state.decision.options if o.land and o.land != here]
    hand.drag(Target("piece", land=here, token=incarna_token(0, g.state.incarna["0"]["empowered"])), lands[0])
    assert g.state.decision is None or g.state.decision.kind != "target"      # the drop chose the land
    if g.state.decision is not None and g.state.decision.kind == "threshold":   # an innate: which levels
        hand.key(pygame.K_SPACE)
    assert g.state.incarna["0"]["land"] == lands[0]
