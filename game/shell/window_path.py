"""How the table's pictures reach the screen: SDL's plain framebuffer, never its software-GL path.

Every picture of the table is drawn on the CPU into pygame surfaces; the window only has to
show the finished frame. SDL2 has two ways to do that for `pygame.display.set_mode`:

- its "framebuffer acceleration": the frame is uploaded as a GL (or GLES) texture and drawn
  by a renderer every flip. On a machine without a working GPU driver - a virtual machine, a
  remote desktop, Xvfb, many laptops on a fallback driver - that renderer is Mesa's llvmpipe,
  i.e. software GL: measured under Xvfb at 1920x1080 on the bench's 4-board table, a frame
  took 15.9 ms instead of 5.2 ms, a redraw with nothing new 12.7 ms instead of 3.0 ms, moving
  the pointer over the island kept a core ~93 % busy instead of ~20 %, and the process
  weighed 240 MB instead of 126 MB (the GL stack's memory).
- the plain framebuffer (`SDL_FRAMEBUFFER_ACCELERATION=0`): the frame goes to the window as
  an image (XShmPutImage on X11, a shared buffer on Wayland, a DIB on Windows). It is what a
  2D game that composes its frames in software wants everywhere: with a real GPU the texture
  round trip buys nothing for a finished frame either.

pygame-ce's `Window`/`Renderer` API would move drawing to textures, but the table, its art
and pygame-gui all draw on surfaces; that path would add an upload per frame, so it was not
taken. `choose_window_path()` must run before `pygame.display.init()`; the program
(`game.ui.program.App`) and the installed bundle's launcher both call it. A player who sets
the variable themselves keeps their choice.
"""
from __future__ import annotations

import os

HINT = "SDL_FRAMEBUFFER_ACCELERATION"
NAME = "framebuffer without GL"


def choose_window_path() -> str:
    """Make SDL show frames through its plain framebuffer (see the module doc); returns a
    short description of the path in use, for the log."""
    os.environ.setdefault(HINT, "0")
    value = os.environ[HINT]
    return NAME if value in ("0", "false") else f"{HINT}={value} (set by the player)"
