"""The shared rules core as the quest uses it: the seeded random source, events and rejections.

Until game.core is on this branch, stand-ins with the same names and behaviour (removed at the merge)."""
from __future__ import annotations

try:
    from game.core.rng import Rng  # noqa: F401
    from game.core.events import Event  # noqa: F401
    from game.core.rejection import Rejection as _Rejection
    from game.core.savefile import SaveError  # noqa: F401
except ImportError:     # pragma: no cover - the core is not merged yet
    from dataclasses import dataclass, field

    MASK = (1 << 64) - 1

    class Rng:
        def __init__(self, state: int):
            self.state = state & MASK

        def _next(self) -> int:
            self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
            z = self.state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            return z ^ (z >> 31)

        def below(self, n: int) -> int:
            return self._next() % n

        def shuffle(self, items: list) -> None:
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]

        def choice(self, items):
            return items[self.below(len(items))]

    @dataclass(frozen=True)
    class Event:
        kind: str
        data: dict = field(default_factory=dict)
        reveal: bool = False

    class SaveError(Exception):
        pass

    class _Rejection:
        def __init__(self, code: str, data: dict | None = None, words: str = "game.words"):
            self.code, self.data, self.words = code, dict(data or {}), words

        def __bool__(self):
            return False

        @property
        def reason(self) -> str:
            import importlib
            return importlib.import_module(self.words).rejection_words(self.code, self.data)

        def __repr__(self):
            return f"Rejection({self.code!r}, {self.data!r})"


def Rejection(code: str, data: dict | None = None):
    """A refusal in the quest's words (game.quest.words)."""
    return _Rejection(code, data or {}, words="game.quest.words")
