"""How big the island's pieces are drawn, measured as a player sees them (issue 29: "pieces are
about 17 px at 1920x1080 with 4 boards"): a table is opened in a window of the given size
(SDL_VIDEODRIVER=dummy), in the spirit phase with the panels open, or in the island view (I:
what the key gives; where it is refused the panels stay open), and the pieces it draws are
measured: the side of a piece's slot (`token`, the size it is drawn at) and the ink of a Town,
an Explorer and a presence at that size (the glyph's own pixels, what the eye reads).

Run it for the table of every case: `SDL_VIDEODRIVER=dummy python tests/ui/piece_sizes.py`."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

SIZES = ((1280, 720), (1920, 1080))
LAYOUTS = ("", "thematic", "archipelago")        # "": the standard island of its number of boards


@dataclass(frozen=True)
class Measure:
    """The pieces of one table as drawn, in pixels."""

    token: int          # a piece's side (its slot holds it with its count badge)
    town: int           # the ink of a Town glyph: its larger side
    explorer: int       # the ink of an Explorer glyph: its larger side
    presence: int       # the ink of the first spirit's presence
    turn: int           # degrees the island was turned to fill its room
    folded: bool        # the island view was on


INK = 128       # alpha from which a pixel is the glyph's (a piece drawn small has a faint halo)


def _ink(surf) -> int:
    r = surf.get_bounding_rect(INK)
    return max(r.width, r.height)


def measure(spirits: int, layout: str = "", size=(1920, 1080), island_view: bool = False) -> Measure | None:
    """The drawn size of the pieces of a new game of `spirits` spirits on `layout`, in a window of
    `size`, in the spirit phase (the panels open) or after pressing I (the island view); None
    when the layout does not take that many spirits."""
    import pygame
    from game.engine import Game
    from game.ui import bridge
    from game.ui.program import App, SPIRIT_ORDER
    from game.ui import sprites
    from game.ui.piece_kinds import presence_token
    from game.ui.render.pieces import layout_pieces, token_surface
    from game.content.layouts import all_layouts
    if layout and spirits not in all_layouts()[layout].spirits:
        return None
    app = App(tuple(size), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="en"))
    try:
        cfg = {"spirits": list(SPIRIT_ORDER[:spirits]), "seed": 7}
        if layout:
            cfg["layout"] = layout
        app.open_table(Game(cfg))
        table = app.scenes[-1]
        if island_view:
            table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i", scancode=0))
        app._draw()
        spots = layout_pieces(table.view.state, table.geo)
        token = max((s.size for s in spots), default=table.geo.token_size())
        presence = token_surface(presence_token(0), table.view.state.spirits, token)
        return Measure(token, _ink(sprites.token("T", token)), _ink(sprites.token("E", token)), _ink(presence),
                       getattr(table.geo, "turn", 0), table.layout.folded)
    finally:
        app.close()


def table_rows():
    """(spirits, layout, size, spirit-phase Measure, island-view Measure) for every case."""
    for n in range(1, 7):
        for layout in LAYOUTS:
            for size in SIZES:
                open_ = measure(n, layout, size)
                if open_ is None:
                    continue
                yield n, layout or "standard", size, open_, measure(n, layout, size, island_view=True)


if __name__ == "__main__":
    sys.path.insert(0, os.getcwd())
    print("| spirits | layout | window | spirit phase: piece / Town / Explorer / presence | island view (I) |")
    print("|---|---|---|---|---|")
    for n, layout, size, a, b in table_rows():
        view = (f"{b.token} / {b.town} / {b.explorer} / {b.presence}" if b.folded else "refused") + (
            f" (turned {b.turn}°)" if b.turn else "")
        print(f"| {n} | {layout} | {size[0]}x{size[1]} | {a.token} / {a.town} / {a.explorer} / {a.presence}"
              + (f" (turned {a.turn}°)" if a.turn else "") + f" | {view} |")
