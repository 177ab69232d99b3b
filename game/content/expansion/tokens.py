"""The six tokens of the expansion as kinds of piece, with their hooks."""
from __future__ import annotations


def register(pack) -> None:
    """Hand this part of the expansion to `pack`."""
