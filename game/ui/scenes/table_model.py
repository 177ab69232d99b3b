"""What the table's picture is made from, and what one drawn frame gives back.

`TableModel` keeps the pictures and words that cost something to make (the panels, the pieces'
places, the hand's refusals, the whole words of a thing cut short, the picture of a refused card
that shakes), each under a key that says everything it depends on. `TableScene.update` keeps it
up to date; drawing only reads it ("draw never changes the game": it changes nothing at all).
When drawing finds a key that update has not made yet (a frame drawn straight after an event),
it makes that picture for this frame only and keeps nothing.

`Frame` is what a draw returns: the hotspots the pointer can touch, the named anchor points of
the panels, what is under the pointer in this picture, the tabletop tray and how far the prompt,
the log and the help sheet can scroll. The app hands it back to the table (`TableScene.seen`)."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...shell.hotspots import Hotspots, Target
from ...shell import canvas


class TableModel:
    """Pictures and words kept by key (see module doc)."""

    def __init__(self):
        self.kept: dict = {}          # key[0] -> (key, value)

    def keep(self, key: tuple, make, recycle: bool = False) -> None:
        """Make the value for `key` unless it is already kept (update's side). `recycle`: the
        value is a panel's (picture, ...), drawn on the surface of the picture it replaces
        (`shell.canvas`), which is dropped first and read by nothing else."""
        hit = self.kept.get(key[0])
        if hit is not None and hit[0] == key:
            return
        if not recycle or hit is None:
            self.kept[key[0]] = (key, make())
            return
        del self.kept[key[0]]
        canvas.recycle(hit[1][0])
        try:
            self.kept[key[0]] = (key, make())
        finally:
            canvas.forget()

    def get(self, key: tuple, make):
        """The value kept for `key`, or one made now and not kept (drawing's side)."""
        hit = self.kept.get(key[0])
        if hit is not None and hit[0] == key:
            return hit[1]
        return make()

    def clear(self) -> None:
        """Forget every picture (the layout changed: the window's size, the palette, the scale)."""
        self.kept.clear()


@dataclass(frozen=True)
class Base:
    """The picture under the pointer's things, kept while only the pointer moves: the whole frame
    without them (`full`) and what the frame found drawing it. `key` says everything it depends on.
    When only what it shows changed (pieces, panels, glows), the next base is this one with the
    places that changed drawn again: it takes over `full` (the older base is not drawn from again)."""

    key: tuple
    full: pygame.Surface
    spots: list
    items: tuple
    blockers: tuple
    anchors: dict
    tray: pygame.Rect | None
    prompt_max: int
    log_max: int
    markers: dict | None = None     # the invaders' badges it shows (land -> actions)
    n_pieces: int = 0               # the first n_pieces of `items` are the pieces'
    n_panels: int = 0               # then the panels' up to n_panels, then what lies over the island
    marks: tuple = ()               # what glows: (land -> its tints, pieces that glow, panel rects that glow)


@dataclass
class Frame:
    """One drawn frame of the table (see module doc). `base` is kept for the next frames while
    only the pointer moves; `pointer_rects` are where the pointer's things were drawn; `dirty` the
    rectangles that changed since the last frame (None: all of it)."""

    hotspots: Hotspots
    anchors: dict = field(default_factory=dict)
    hover: Target | None = None
    tray: pygame.Rect | None = None
    prompt_max: int = 0
    log_max: int = 0
    help_pages: int = 1
    key: tuple | None = None        # what its base depends on (None: more than the pointer moves)
    base: Base | None = None
    pointer_rects: list = field(default_factory=list)
    dirty: list | None = None
    card_pin: dict | None = None    # a card shown large, held still for the pointer to go onto (see table_overlays)


def blank_frame(geo, island_rect) -> Frame:
    """The frame before the first draw: only the lands can be pointed at."""
    hs = Hotspots()
    hs.geometry, hs.island_rect = geo, island_rect
    return Frame(hs)
