"""The window's size: the first window fits the screen, SDL keeps it from getting smaller than
the table can be laid out in, and a window that is still too small (a window manager that
ignores the hint) shows one line asking to make it larger instead of a broken table."""
from __future__ import annotations

import logging
import warnings

import pygame

from . import text

log = logging.getLogger(__name__)

MIN_WINDOW = (1024, 600)     # asked of SDL: the window manager does not let the window get smaller
SMALLEST = (800, 450)        # below this the table is not shown (the screens are laid out from here up)
DEFAULT = (1600, 900)
TITLE_BAR = 48               # room left on the screen for the window's title bar
PANELS = 64                  # ... and for a task bar or a dock
TOO_SMALL_TEXT = "Make the window larger"


def desktop() -> tuple[int, int] | None:
    """The size of the first screen, or None when the video system cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and sizes[0][0] > 0 and sizes[0][1] > 0 else None


def usable(screen: tuple[int, int] | None) -> tuple[int, int] | None:
    """The part of a screen a window may take, leaving room for the title bar and panels."""
    if screen is None:
        return None
    return max(1, screen[0] - 16), max(1, screen[1] - TITLE_BAR - PANELS)


def first_size(wanted, screen: tuple[int, int] | None) -> tuple[int, int]:
    """The size to open the window at: the remembered (or default) size, shrunk to fit the
    screen's usable area, never below the minimum unless the screen itself is smaller."""
    try:
        w, h = int(wanted[0]), int(wanted[1])
    except (TypeError, ValueError, IndexError):
        w, h = DEFAULT
    room = usable(screen)
    if room is not None:
        if w > room[0] or h > room[1]:
            k = min(room[0] / w, room[1] / h)        # keep the shape of the window
            w, h = int(w * k), int(h * k)
        lo = minimum(screen)
        w, h = max(w, min(lo[0], room[0])), max(h, min(lo[1], room[1]))
    return max(w, 1), max(h, 1)


def minimum(screen: tuple[int, int] | None) -> tuple[int, int]:
    """The smallest window to ask SDL for: MIN_WINDOW, or the usable screen when that is smaller."""
    room = usable(screen)
    if room is None:
        return MIN_WINDOW
    return min(MIN_WINDOW[0], max(SMALLEST[0], room[0])), min(MIN_WINDOW[1], max(SMALLEST[1], room[1]))


def enforce_minimum(screen: tuple[int, int] | None):
    """Tell SDL (and through it the window manager) how small the window may get. Returns the
    pygame Window handle, which the caller drops (release()) before the display closes."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            win = pygame.Window.from_display_module()
        win.minimum_size = minimum(screen)
        return win
    except (AttributeError, pygame.error, ValueError) as e:   # an older pygame, or no window
        log.info("could not set the window's minimum size: %s", e)
        return None


def too_small(size) -> bool:
    """True when the table and menus cannot be laid out in a window of this size."""
    return size[0] < SMALLEST[0] or size[1] < SMALLEST[1]


def working_size(size) -> tuple[int, int]:
    """The size the screens are laid out at: the window's, or the smallest workable one."""
    return max(size[0], SMALLEST[0]), max(size[1], SMALLEST[1])


def draw_too_small(screen: pygame.Surface) -> None:
    """"Make the window larger" in the middle of a window too small for the table (on one line
    when it fits, else a word a line)."""
    screen.fill((20, 26, 23))
    w, h = screen.get_size()
    size = text.fit(TOO_SMALL_TEXT, 22, max(1, w - 8), True, min_size=text.resources.MIN_SIZE)
    lines = text.wrap(TOO_SMALL_TEXT, size, max(1, w - 8), True)
    imgs = [text.render(line, size, (239, 230, 207), True) for line in lines]
    y = (h - sum(i.get_height() for i in imgs)) // 2
    for img in imgs:
        screen.blit(img, ((w - img.get_width()) // 2, y))
        y += img.get_height()
