"""Panels are drawn again on the surface of the picture they replace.

A new panel picture used to be a new surface each time: at 3840x2160 a panel's fresh surface
costs about 0.7 ms (the system maps and clears new memory for it) where filling a kept one costs
0.12 ms, and a command draws three or four panels again. The table's model hands the surface of
the picture it drops to the panel drawn in its place (`TableModel.keep(..., recycle=True)`), for
that one drawing only: nothing else holds a dropped picture, and nothing is kept here after it."""
from __future__ import annotations

import pygame

_spare: list[pygame.Surface] = []


def recycle(surf: pygame.Surface) -> None:
    """A picture no longer shown: its surface may be drawn on by the next panel of its size."""
    _spare.append(surf)


def forget() -> None:
    """The drawing that could use them is over: hold none."""
    _spare.clear()


def panel(size) -> pygame.Surface:
    """A surface for a panel's picture of `size` (one given back for it, or a new one); the
    caller covers it whole."""
    size = tuple(size)
    for k, surf in enumerate(_spare):
        if surf.get_size() == size:
            del _spare[k]
            surf.set_clip(None)
            return surf
    return pygame.Surface(size)
