"""The files the island's pictures are drawn from (the menus' backdrop, a table's first island):
a picture kept in the cache folder is keyed by their sizes and times (see persist.pictures), so a
changed drawing is never shown from an old cache. Light on purpose: the menu asks it at start-up,
before any drawing code is imported."""
from __future__ import annotations

from pathlib import Path


def picture_sources() -> tuple[str, ...]:
    """The files an island's picture is drawn from: a picture kept on disk is keyed by them."""
    here = Path(__file__).resolve().parent                 # game/ui
    return tuple(map(str, [
        here / "render" / "island.py", here / "render" / "geometry.py", here / "render" / "slots.py",
        here / "sprites.py", here / "palette.py", here / "text.py", *sorted((here / "art").glob("*.py")),
        here.parent / "content" / "boards.py", here.parent / "content" / "layouts.py",
        *sorted((here.parent.parent / "assets").rglob("*.png")), *sorted((here.parent.parent / "fonts").rglob("*.ttf"))]))
