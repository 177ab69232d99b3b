"""While the invader phase plays step by step, a land's tooltip tells what is on it but forecasts
nothing: the view still holds the invader cards of the phase being shown, so a land that has just
ravaged would be told it will ravage. Once the invaders are done, the forecast is back."""
import pygame

from game.bots import make_bot
from game.engine import Choose
from game.ui.render import overlays

ACTIONS = ("Ravage:", "Build:", "Explore:")


def _lines_shown(table, monkeypatch, land):
    seen = []
    real = overlays.land_tooltip

    def spy(surf, state, geo, land_, pos, u, bounds, lines=None):
        seen.append(list(lines))
        return real(surf, state, geo, land_, pos, u, bounds, lines)
    monkeypatch.setattr(overlays, "land_tooltip", spy)
    pos = tuple(round(v) for v in table.geo.shapes[land].label_at)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False))
    table.update(0.0)
    table.app._draw()
    monkeypatch.setattr(overlays, "land_tooltip", real)
    return [w for w, _, _ in seen[-1]] if seen else []


def test_a_land_tooltip_forecasts_nothing_while_the_invaders_act(table_for, monkeypatch):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=2, size=(1280, 720),
                            speed="normal")
    game, bot = table.game, make_bot("random", 5)
    while game.state.decision.kind != "start_invaders" or game.state.turn < 2:
        table.perform([bot.choose(game)])
        table.anim.skip_all()
    acting = overlays.action_lands(table.view.state)
    land = sorted(acting)[0]
    before = _lines_shown(table, monkeypatch, land)
    assert any(w.startswith(ACTIONS) for w in before), before
    option = game.state.decision.options[0]
    table.perform([Choose(option.spirit, option)])
    table.update(0.05)
    assert table.anim.stepping
    during = _lines_shown(table, monkeypatch, land)
    assert during and during[0].startswith(land) and not any(w.startswith(ACTIONS) for w in during), during
    table.anim.skip_all()
    table.update(0.0)
    after = _lines_shown(table, monkeypatch, land)
    assert after and after[0].startswith(land)


def test_after_a_dialog_closes_no_tooltip_stays_where_the_pointer_was(table_for, monkeypatch):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    land = sorted(table.view.state.lands)[0]
    assert _lines_shown(table, monkeypatch, land)            # hovering a land: its tooltip
    table.app.open_pause_menu(table)
    table.app._draw()
    table.app.pop()                                          # e.g. after Save: back to the table
    table.update(0.0)
    frame = table.draw(table.app.screen)
    assert frame.hover is None and table.machine.hover is None
    pos = tuple(round(v) for v in table.geo.shapes[land].label_at)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False))
    assert table.machine.hover is not None                   # the next motion brings it back
