"""A turn effect's badge (Defend, Isolated, a skipped action's "No build") lies inside its land,
where no piece is drawn (issue 29 point 3; playtest 29: "Isolated" hid D6's Explorer, "Defend"
half-hid A8's Town, and at 1280x720 the badges spilled into the neighbouring lands)."""
import pygame
import pytest

from game.content.layouts import build_island
from game.engine.testing import position
from game.ui.render import overlays
from game.ui.render.geometry import IslandGeometry
from game.ui.render.pieces import layout_pieces

BOARDS = ["A", "B", "C", "D"]


@pytest.mark.parametrize("window", [(0, 0, 880, 620), (0, 0, 1500, 960)], ids=["1280x720", "1920x1080"])
def test_an_effects_badge_lies_inside_its_land_and_covers_no_piece(window):
    pygame.font.init()
    st = position({"A8": "1T 2D", "D6": "1E 1D", "B6": "2E 1T", "A4": "1E"}, boards=BOARDS,
                  spirits=("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss"),
                  presence={"A8": 1})
    st.turn_effects = {"defend": {"A8": 4}, "isolate": ["D6"], "skip_build": ["B6"]}
    geo = IslandGeometry(build_island(tuple(BOARDS)), window)
    surf = pygame.Surface((window[2], window[3]))
    overlays.draw_effects(surf, st, geo)
    pieces = {}
    for spot in layout_pieces(st, geo):
        pieces.setdefault(spot.land, []).append(spot.rect())
    colours = {overlays.EFFECT_COLOURS["defend"]: "A8", overlays.EFFECT_COLOURS["isolate"]: "D6",
               overlays.SKIPPED_MARKER: "B6"}
    seen = set()
    for y in range(0, window[3], 2):
        for x in range(0, window[2], 2):
            land = colours.get(tuple(surf.get_at((x, y))[:3]))
            if land is None:
                continue
            seen.add(land)
            assert geo.land_at((x, y)) == land, f"{land}'s badge reaches {geo.land_at((x, y)) or 'the sea'} at {x},{y}"
            for spot_land, rects in pieces.items():
                assert not any(r.collidepoint(x, y) for r in rects), f"{land}'s badge covers a piece in {spot_land}"
    assert seen == {"A8", "D6", "B6"}
