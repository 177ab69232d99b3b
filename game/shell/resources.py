"""Where the table finds its fonts, images and theme, in every way the game can be installed.

Search order for a bundled file ("fonts/NotoSans-Regular.ttf", "assets/terrain/sand.png"):
1. a PyInstaller bundle (``sys._MEIPASS``),
2. the source checkout (the repository root, two folders above this package),
3. package data next to this module (``game/ui/...``), through ``importlib.resources``.
Fonts fall back to the Noto Sans that pygame-gui ships (also OFL). ``Font(None)`` is never used.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pygame

_HERE = Path(__file__).resolve().parent
_REPO = _HERE.parent.parent
MIN_SIZE = 10   # smallest readable text, whatever the window size
FONT_FILES = {(False, False): "NotoSans-Regular.ttf", (True, False): "NotoSans-Bold.ttf",
              (False, True): "NotoSans-Italic.ttf", (True, True): "NotoSans-BoldItalic.ttf"}


def _roots() -> list[Path]:
    roots = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        roots.append(Path(meipass))
    roots += [_REPO, _HERE]
    return roots


@lru_cache(maxsize=256)
def find(relative: str) -> Path | None:
    """The path of a bundled file, or None when no install location holds it."""
    for root in _roots():
        p = root / relative
        if p.is_file():
            return p
    return None


@lru_cache(maxsize=8)
def font_path(bold: bool = False, italic: bool = False) -> str:
    """Path of the bundled Noto Sans face (pygame-gui's copy as a last resort)."""
    name = FONT_FILES[(bold, italic)]
    p = find(f"fonts/{name}")
    if p is not None:
        return str(p)
    data = resources.files("pygame_gui.data").joinpath(name)
    with resources.as_file(data) as real:
        return str(real)


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """A font of the given pixel size, loaded by path (cached)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold, italic), max(MIN_SIZE, int(size)))


def theme_text() -> str:
    """The pygame-gui theme JSON shipped in the package, with font paths filled in. Its face is
    named "table_sans", not pygame-gui's own "noto_sans": under that name pygame-gui ignores the
    theme's paths and loads its full Noto Sans (580 KB a file, read again for every size and
    style), where ours is cut down to the letters the program writes (see `fonts/`)."""
    text = resources.files("game.shell").joinpath("theme.json").read_text(encoding="utf-8")
    for mark, bold, italic in (("@REGULAR@", False, False), ("@BOLD@", True, False),
                               ("@ITALIC@", False, True), ("@BOLD_ITALIC@", True, True)):
        text = text.replace(mark, font_path(bold, italic).replace("\\", "/"))
    return text


def image(relative: str) -> pygame.Surface | None:
    """A bundled image (converted for fast blitting when a display exists), or None. Read from
    disk once (for the window of the time): the same surface is handed out again, never to be
    drawn on."""
    return _image(relative, pygame.display.get_init() and pygame.display.get_surface() is not None)


@lru_cache(maxsize=256)
def _image(relative: str, converted: bool) -> pygame.Surface | None:
    p = find(relative)
    if p is None:
        return None
    surf = pygame.image.load(str(p))
    return surf.convert_alpha() if converted else surf


def preload_images() -> None:
    """Read every bundled picture now (a menu does it while it waits, so the first table's frame
    does not)."""
    if not (pygame.display.get_init() and pygame.display.get_surface() is not None):
        return
    for root in _roots():
        if (root / "assets").is_dir():
            for p in sorted((root / "assets").rglob("*.png")):
                image(p.relative_to(root).as_posix())
            return
