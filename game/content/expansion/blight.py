"""The expansion's blight cards."""
from __future__ import annotations


def register(pack) -> None:
    """Hand this part of the expansion to `pack`."""
