"""Every screen of the program, laid out at a window size and UI scale: the table in each phase
with a full hand (and with a card preview, the help sheet, tabletop mode), the menus, the
dialogs and the end screen. Used by the layout test; run it to look at them:

    SDL_VIDEODRIVER=dummy python tests/ui/screens.py OUT_DIR 1280x720 1.0
"""
from __future__ import annotations

import os
import sys

import pygame

SPIRITS = ("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss")


def _table(app, spirits=2, seed=4):
    from game.engine import Game
    app.open_table(Game({"spirits": list(SPIRITS[:spirits]), "boards": list("ABCD"[:spirits]), "seed": seed}))
    app.scenes[-1].zoom_wait = 0.0      # a card hovered is shown large in the first frame (the preview's screens)
    return app.scenes[-1]


def _advance(table, until, bot, limit=400):
    """Let a bot play until `until(state)` holds (the table snaps to the new state)."""
    g = table.game
    for _ in range(limit):
        if until(g.state) or g.state.result:
            break
        g.apply(bot.choose(g))
    table.view.snap(g.state)
    table.anim.skip_all()
    table.model.clear()
    table.refresh()


def _full_hand(table):
    """Every spirit holds many cards (more than a real hand, to test the fan)."""
    from dataclasses import replace
    from game.content import catalog
    st = table.game.state
    minors = [c for c, p in catalog.POWERS.items.items() if p.kind in ("minor", "major")]
    spirits = tuple(replace(s, hand=tuple(s.hand) + tuple(minors[:5]), discard=tuple(minors[5:9]))
                    for s in st.spirits)
    table.game.state = replace(st, spirits=spirits)
    table.view.snap(table.game.state)
    table.model.clear()
    table.refresh()


def _hover(table, target_kind, zone=None):
    """Move the pointer over the first hotspot of a kind (a card in the hand ...)."""
    for r, t in table.hotspots.items:
        if t.kind == target_kind and (zone is None or t.name == zone):
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
            return True
    return False


def table_screens(app):
    """(name, draw) for the table: each phase, with and without a preview, help and tabletop."""
    from game.bots import make_bot
    bot = make_bot("greedy", 4)
    t = _table(app, 4)
    yield "table-setup-4-spirits", t
    _full_hand(t)
    yield "table-spirit-full-hand", t
    _hover(t, "card", "hand")
    yield "table-card-preview", t
    t.show_help = True
    yield "table-help-with-pointer-on-card", t
    t.show_help = False
    _hover(t, "innate")
    yield "table-innate-zoom", t
    _hover(t, "tab")
    yield "table-tab-zoom", t
    t.tabletop = True
    t.refresh()
    yield "table-tabletop", t
    t.tabletop = False
    t.refresh()
    t = _table(app, 4)                     # the fast phase of 4 boards: the island view where it helps
    _advance(t, lambda s: s.phase == "fast" and s.decision is not None, bot)
    t.update(0.0)
    yield "table-island-view-4-spirits", t
    for phase, turn in (("fast", 1), ("invader", 1), ("slow", 2), ("time", 2), ("spirit", 3)):
        t = _table(app, 2)                 # a fresh game each time: the full hand is for the picture only
        _advance(t, lambda s, p=phase, n=turn: s.phase == p and s.turn >= n and s.decision is not None, bot)
        _full_hand(t)
        yield f"table-turn{t.game.state.turn}-{t.game.state.phase}", t
    _hover(t, "info", "build") or _hover(t, "info", "ravage")
    yield "table-invader-card-preview", t
    t = _table(app, 2)
    _advance(t, lambda s: bool(s.result), bot, limit=5000)
    t.update(0.0)
    yield "end-screen", t


def menu_screens(app):
    """(name, scene) for the menus and dialogs."""
    from game.ui.scenes.load import LoadScreen
    from game.ui.scenes.menus import MainMenu, NewGame
    from game.ui.scenes.settings import SettingsScreen
    for name, make in (("main-menu", MainMenu), ("new-game", NewGame), ("settings", SettingsScreen),
                       ("load", LoadScreen)):
        app.replace_all(make(app))
        yield name, app.scenes[-1]
    t = _table(app, 2)
    app.open_pause_menu(t)
    yield "pause-menu", app.scenes[-1]
    app.pop()
    app.confirm("End this spirit's actions while it still has choices left?", lambda: None)
    yield "confirm", app.scenes[-1]
    app.pop()
    t.open_board()                      # B on the table: the shown spirit's whole board
    yield "spirit-board", app.scenes[-1]
    app.pop()
    app.replace_all(NewGame(app))       # Details on the new-game screen
    app.scenes[-1].show_board(0)
    yield "new-game-spirit-board", app.scenes[-1]
    app.pop()


def all_screens(app):
    """Every screen, drawn: yields its name once the frame is on `app.screen`."""
    for name, _ in list_screens(app):
        yield name


def list_screens(app):
    for name, scene in list(_gen(app)):
        yield name, scene


def _gen(app):
    for gen in (table_screens(app), menu_screens(app)):
        for name, scene in gen:
            draw(app)
            yield name, scene


def draw(app):
    """One frame of everything on the stack, hotspots and all."""
    app.manager.update(0.01)
    for s in list(app.scenes):
        s.update(0.0)
    app.manager.update(0.01)
    app._draw()


def make_app(size, scale):
    from game.ui import bridge
    from game.ui.program import App
    return App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, ui_scale=scale))


if __name__ == "__main__":
    out, size, scale = sys.argv[1], tuple(int(v) for v in sys.argv[2].split("x")), float(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    app = make_app(size, scale)
    for k, (name, _) in enumerate(_gen(app)):
        pygame.image.save(app.screen, os.path.join(out, f"{k:02d}-{name}.png"))
    app.close()
