"""The animation layer: replays engine events as tweens, then hands the view the new state.
Input never waits for it; a click skips what is playing."""
from .queue import AnimQueue, SPEED_FACTORS
from .view import TableView

__all__ = ["AnimQueue", "SPEED_FACTORS", "TableView"]
