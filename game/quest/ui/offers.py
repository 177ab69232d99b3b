"""Which of the engine's answers the quest's table offers how."""
from __future__ import annotations

MAP_KINDS = ("move", "evade", "fly", "recall")      # answers that name an area to go to (dragged or clicked)
LISTED_ONLY_ON_MAP = ("move",)                        # ... of which these are not also listed as buttons
PINNED = ("end_turn", "keep", "done")                 # answers always in view, at the panel's foot
DIE_KINDS = ("reroll",)                               # answers that name a die (clicked)
