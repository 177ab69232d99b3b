"""What every screen offers the app loop."""
from __future__ import annotations


class Scene:
    """A screen: takes events, advances time, draws itself. `update` says if a redraw is due."""

    def __init__(self, app):
        self.app = app

    def handle(self, ev) -> bool:
        """One pygame event (after pygame-gui had it); True when the screen changed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance `dt` seconds; True when something moved and the screen must be redrawn."""
        return False

    def draw(self, screen):
        """Draw the screen; a screen with hotspots returns its frame (see `seen`)."""
        return None

    def seen(self, frame) -> None:
        """The frame `draw` returned is now on screen."""

    def resize(self, size) -> None:
        pass

    def enter(self) -> None:
        """Called when the screen becomes the top of the stack."""

    def uncovered(self) -> None:
        """Called when a screen over this one (a dialog, a menu) went away."""

    def leave(self) -> None:
        """Called when the screen is removed; kill its pygame-gui elements here."""
