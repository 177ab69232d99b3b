"""The animation's common ground: a tween (something shown for a time, t going 0 -> 1), the
ease, the player's speeds, and a queue that plays tweens one after another.

A game's tweens subclass Tween (the island's in game/ui/anim/tweens.py, the quest's in
game/quest/ui); its queue may be its own (the island's plays batches of engine events) or
`Sequence`, which plays tweens in order at the player's speed and can be skipped."""
from __future__ import annotations

from collections import deque

# How long an animation lasts at each speed, against normal; instant shows the end at once.
SPEED_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}


def ease(t: float) -> float:
    """Smooth start and stop for t in 0..1."""
    return t * t * (3 - 2 * t)


class Tween:
    """An event that takes no time on screen (its change shows when the batch ends)."""

    duration = 0.0

    def __init__(self, ev):
        self.ev, self.d = ev, getattr(ev, "data", {})

    def begin(self, view, stage) -> None:
        pass

    def end(self, view, stage) -> None:
        pass

    def draw(self, surf, stage, t: float) -> None:
        pass


class Sequence:
    """Tweens played one after another at the player's speed. `begin` and `end` are called on
    each with (view, stage); `draw` draws the current one. A click skips the current tween,
    `skip_all` shows the end of everything at once."""

    def __init__(self, view=None, stage=None, speed: str = "normal"):
        self.view, self.stage, self.speed = view, stage, speed
        self._waiting: deque = deque()
        self.current = None
        self.t = 0.0

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._waiting)

    @property
    def waiting(self) -> bool:
        """Held for the player (the App's loop may sleep): never, a Sequence only plays."""
        return False

    def push(self, tweens) -> None:
        """Play these after the ones already waiting."""
        self._waiting.extend(tweens)

    def _factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    def update(self, dt: float) -> bool:
        """Advance `dt` seconds; True while something moves (the screen is to be drawn)."""
        moved = False
        while True:
            if self.current is None:
                if not self._waiting:
                    return moved
                self.current, self.t = self._waiting.popleft(), 0.0
                self.current.begin(self.view, self.stage)
                moved = True
            length = self.current.duration * self._factor()
            if length <= 0:
                self._finish()
                continue
            self.t += dt / length
            dt = 0.0
            if self.t >= 1.0:
                self._finish()
                continue
            return True

    def _finish(self) -> None:
        t, self.current = self.current, None
        t.end(self.view, self.stage)

    def skip_current(self) -> None:
        """The current tween ends at once."""
        if self.current is not None:
            self._finish()

    def skip_all(self) -> None:
        """Everything waiting ends at once, in order."""
        self.skip_current()
        while self._waiting:
            t = self._waiting.popleft()
            t.begin(self.view, self.stage)
            t.end(self.view, self.stage)

    def draw(self, surf) -> None:
        """The current tween, where it is."""
        if self.current is not None:
            self.current.draw(surf, self.stage, min(1.0, self.t))
