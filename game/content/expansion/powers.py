"""The expansion's minor and major powers."""
from __future__ import annotations


def register(pack) -> None:
    """Hand this part of the expansion to `pack`."""
