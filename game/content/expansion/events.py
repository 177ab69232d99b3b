"""The expansion's event deck and the invader-phase step that draws it."""
from __future__ import annotations


def register(pack) -> None:
    """Hand this part of the expansion to `pack`."""
