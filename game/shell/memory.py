"""The window's memory: big pictures go back to the system when they are dropped, and the
pictures kept for reuse are kept within a budget of bytes (`kept`).

Building the island's picture makes and drops several window-sized work surfaces (the sea's and
each terrain's masks and textures). glibc's malloc serves a big block with its own mapping, but
after the first such block is freed it raises that threshold to the block's size, so the next
ones come from the heap and stay there once freed: about 20 MB of a 1920x1080 table that the
process held for nothing. Fixing the threshold keeps every picture of 256 KB or more in a
mapping of its own, returned when the surface is dropped. Elsewhere (Windows, macOS, musl)
nothing is changed.

pygame-gui keeps the shapes its menus draw (buttons' rounded boxes) on atlas pictures of
1024x1024 (4 MB each) and makes the first with its manager; the table draws with none of them.
`shapes_let_go` empties that cache when no element is left on screen (a new manager, the table
opened, a dialog over it closed): the atlas goes back to the system, and pygame-gui makes one
again with the next shape it keeps (as it does when its atlases are full)."""
from __future__ import annotations

import ctypes
import ctypes.util
import sys

import cachetools

M_MMAP_THRESHOLD = -3          # glibc's mallopt parameter
BIG = 256 * 1024


def return_big_pictures() -> bool:
    """Fix glibc's mmap threshold at BIG bytes (see module doc); True when it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, BIG))
    except (OSError, AttributeError, TypeError):
        return False


def picture_bytes(surf) -> int:
    """The memory of a picture's pixels (and a little for the object)."""
    return surf.get_width() * surf.get_height() * surf.get_bytesize() + 256


REFERENCE_PIXELS = 1920 * 1080      # the window the budgets are set for
_window_scale = 1.0


def fit_window(size) -> float:
    """Budgets for a window of `size`: a larger window than REFERENCE_PIXELS draws its cards and
    words larger, so the same budget held fewer of them and drew them again and again (at
    5000x3000, 826 of 1011 card faces and 40 % of the lines). Pictures kept from now on count
    their bytes in proportion, so a budget holds as many of them as at 1920x1080; a smaller
    window keeps the budget as set. Returns the scale."""
    global _window_scale
    _window_scale = max(1.0, size[0] * size[1] / REFERENCE_PIXELS)
    return _window_scale


def _budget_bytes(surf) -> float:
    return picture_bytes(surf) / _window_scale


def kept(megabytes: float):
    """A decorator: remember the pictures a function draws, by its arguments, up to `megabytes`
    of pixels; the least recently used go first. A count of entries (functools.lru_cache) does
    not bound memory here: a picture may be a word or a card face, and a game shows hundreds of
    different cards and lines. Counted by entries, the text lines and card faces held 72 MB
    after 9 turns of a 4-spirit game at 1920x1080, and kept growing. Drawing one again is cheap:
    with 8 MB of card faces and 4 MB of lines, 8 turns drew twice as many again and took the
    same CPU time. The wrapper has `cache_info()` and `cache_clear()` like lru_cache's (sizes
    in bytes, as at 1920x1080: see `fit_window`)."""
    return cachetools.cached(cachetools.LRUCache(maxsize=int(megabytes * 2**20), getsizeof=_budget_bytes),
                             info=True)


def shapes_let_go(manager) -> bool:
    """When no pygame-gui element is left (only the root container), empty the manager's cache
    of drawn shapes, atlases and all (see module doc); pygame-gui makes an atlas again for the
    next shape it keeps. Emptied in place, no new cache made: a new one would draw its first
    atlas at once. True when there was an atlas to let go."""
    cache = manager.get_theme().shape_cache
    if not cache.cache_surfaces or len(manager.get_sprite_group().sprites()) > 1:
        return False
    cache.cache_surfaces.clear()
    cache.cache_long_term_lookup.clear()
    cache.cache_short_term_lookup.clear()
    cache.consider_purging_list.clear()
    cache.low_on_space = False
    return True
