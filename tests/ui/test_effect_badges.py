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


BUSY = {"A1": "2E 1T 1D 1B", "A2": "1E 2T 1C 2D", "A3": "3E 1D", "A4": "1E 1T", "A5": "2D 1B", "A6": "1C 1T 1E",
        "A7": "2E 2T", "A8": "1T 2D", "B1": "1E 1T 1C 1D", "B2": "2E", "B3": "1C 3D 1B", "B4": "1T 1E 2D",
        "B5": "2E 1T", "B6": "2E 1T", "B7": "1C 1T 1E 1D 1B", "B8": "3E 2T 1D", "C1": "1E 1D", "C2": "2T 2D",
        "C3": "1C 1E", "C4": "2E 1T 1D", "C5": "1T 1B", "C6": "3D", "C7": "1E 1T 1C", "C8": "2E 2D 1B",
        "D1": "1T 2E", "D2": "1C 1D 1B", "D3": "2E 1T 1D", "D4": "1E", "D5": "1T 1C 2D", "D6": "1E 1D",
        "D7": "2E 1T", "D8": "1C 2D"}


@pytest.mark.parametrize("window", [(0, 0, 660, 440), (0, 0, 880, 620), (0, 0, 1500, 960)],
                         ids=["1024x600", "1280x720", "1920x1080"])
def test_no_effects_badge_covers_a_piece_or_leaves_its_land_in_a_busy_four_spirit_game(window):
    """Every land of a busy 4-spirit island under three effects at once (Defend, Isolated, a
    skipped Build) and its spirits' presence: each badge lies inside its land, touches no piece
    (nor the land's name plate but where it takes the end of the marker row), and stays legible."""
    pygame.font.init()
    presence = {land: 1 + k % 3 for k, land in enumerate(sorted(BUSY)) if k % 2}
    st = position(BUSY, boards=BOARDS,
                  spirits=("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss"),
                  presence=presence)
    st.turn_effects = {"defend": {land: 3 + k % 6 for k, land in enumerate(BUSY)}, "isolate": list(BUSY),
                       "skip_build": list(BUSY)}
    geo = IslandGeometry(build_island(tuple(BOARDS)), window)
    pieces = {}
    for spot in layout_pieces(st, geo):
        pieces.setdefault(spot.land, []).append(spot.rect())
    badges = overlays.badge_rects(st, geo)
    assert set(badges) == set(BUSY)
    for land, rects in badges.items():
        assert len(rects) == 3
        for r in rects:
            assert r.height >= overlays.CHIP_FLOOR or _in_marker_row(geo, land, r), f"{land}'s badge {r} is too small"
            e = r.height // 2 - 1
            for p in [(x, y) for x in range(r.left + e, r.right - e) for y in (r.top, r.bottom - 1)]:
                assert geo.land_at(p) == land, f"{land}'s badge {r} reaches {geo.land_at(p) or 'the sea'} at {p}"
            for other, prs in pieces.items():
                assert r.collidelist(prs) < 0, f"{land}'s badge {r} covers a piece of {other}"


def _in_marker_row(geo, land, r) -> bool:
    x0, y0, x1, y1 = geo.shapes[land].plate
    return pygame.Rect(int(x0), int(y0), int(x1 - x0) + 1, int((y1 - y0) * 0.46) + 2).contains(r)


def test_a_lands_tooltip_names_a_skipped_explore_before_the_explore_card_is_revealed():
    """Playtest 29 (S/32): B4 showed a "No explore" badge but its tooltip said nothing of it (the
    Explore card was not yet revealed, so no action line told the skip)."""
    st = position({"B4": "1E 1T"}, boards=BOARDS[:2], spirits=("falling-cinder-rain", "scattering-gale"))
    st.turn_effects = {"skip_explore": ["B4"]}
    geo = IslandGeometry(build_island(tuple(BOARDS[:2])), (0, 0, 880, 620))
    words = [w for w, _c, _b in overlays.land_lines(st, geo, "B4")]
    assert overlays.effect_words("skip_explore", 1) in words
