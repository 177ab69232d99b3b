"""UI tests run without a screen: the dummy SDL video driver, synthetic pygame events."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a fault in the table is a test failure here, never survived quietly (game.ui.program.App._survive)
os.environ.setdefault("SPIRIT_TABLE_STRICT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


class Hand:
    """A player's hand on the mouse and keyboard: every gesture is a pygame event fed to the
    table, followed by a frame (so hotspots are where they are drawn)."""

    def __init__(self, table):
        self.table = table
        # a hand's clicks come at machine speed, each where the last left the pointer: the guard
        # against a list that changed under a still pointer is tested on its own (test_option_settle)
        table.click_settle = 0.0
        table.zoom_wait = 0.0       # likewise the card zoom's wait for a resting pointer (test_smooth_gestures)
        self.frame()

    def frame(self):
        self.table.update(0.0)
        self.table.seen(self.table.draw(self.table.app.screen))

    def send(self, events):
        for ev in events:
            self.table.handle(ev)
        self.frame()

    def point(self, target):
        pos = self.table.hotspots.point_of(target)
        assert pos is not None, f"{target} is not on screen"
        return pos

    def click(self, target):
        from game.ui.autoplay import click_events
        self.send(click_events(self.point(target)))

    def drag(self, source, land):
        from game.ui.autoplay import drag_events
        from game.ui.input.hotspots import Target
        self.send(drag_events(self.point(source), self.point(Target("land", land=land))))

    def key(self, key, mod=0):
        self.send([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])


@pytest.fixture
def table_for():
    """Make a table for a game config; closes the window afterwards."""
    from game.ui import bridge
    from game.ui.program import App
    apps = []

    def make(spirits, boards, seed=1, size=(1600, 900), speed="instant", **extra):
        settings = dict(bridge.DEFAULTS, anim_speed=speed, confirm=False, **{"language": "en", **extra})
        app = App(size, settings)
        app.start_game({"spirits": list(spirits), "boards": list(boards), "seed": seed})
        apps.append(app)
        table = app.scenes[-1]
        return table, Hand(table)

    yield make
    for app in apps:
        app.close()
