"""A tooltip's see-through background is one surface for every size (a corner of it is the
smaller box): drawn at any size it gives the same pixels as a box made for that size."""
import pygame

from game.ui.render import overlays


def _drawn(size, u=1.0):
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    surf.fill((200, 100, 50, 255))
    overlays._panel(surf, pygame.Rect((10, 20), size), u)
    return pygame.image.tobytes(surf, "RGBA")


def _expected(size, u=1.0):
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    surf.fill((200, 100, 50, 255))
    box = pygame.Surface(size, pygame.SRCALPHA)
    box.fill((14, 18, 16, 235))
    r = pygame.Rect((10, 20), size)
    surf.blit(box, r)
    pygame.draw.rect(surf, overlays.GOLD, r, 1, border_radius=int(4 * u))
    return pygame.image.tobytes(surf, "RGBA")


def test_a_tooltip_background_of_any_size_is_a_corner_of_one_kept_surface():
    overlays._BOX[0] = None
    for size in [(120, 60), (300, 200), (90, 250), (120, 60)]:
        assert _drawn(size) == _expected(size)
    assert overlays._BOX[0].get_size() == (300, 250)


def test_a_lands_tooltip_covers_none_of_that_lands_pieces():
    """Playtest 29 (S/41, S/35): the land tooltip opened beside the pointer and hid the pieces of
    the land being targeted or pushed from. It goes off the land, inside the island's rect."""
    import pygame
    from game.content.layouts import build_island
    from game.engine.testing import position
    from game.ui.render import overlays
    from game.ui.render.geometry import IslandGeometry
    from game.ui.render.pieces import layout_pieces
    pygame.font.init()
    boards = ["A", "B", "C", "D"]
    st = position({land: "2E 1T 1C 2D 1B" for land in ("A1", "A5", "B4", "C6", "D6", "A8", "B1", "D1")}, boards=boards,
                  spirits=("falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss"))
    for bounds in (pygame.Rect(0, 90, 980, 410), pygame.Rect(0, 130, 1580, 770)):
        geo = IslandGeometry(build_island(tuple(boards)), tuple(bounds))
        surf = pygame.Surface((bounds.right, bounds.bottom))
        pieces = {}
        for spot in layout_pieces(st, geo):
            pieces.setdefault(spot.land, []).append(spot.rect())
        for land, rects in pieces.items():
            for pos in [geo.shapes[land].centre] + [r.center for r in rects]:
                pos = (round(pos[0]), round(pos[1]))
                r = overlays.land_tooltip(surf, st, geo, land, pos, 1.0, bounds)
                assert bounds.contains(r)
                assert r.collidelist(rects) < 0, f"{land}'s tooltip at {pos} covers one of its pieces"


def test_a_lands_tooltip_wraps_its_long_forecast_to_stay_narrow():
    """Playtest 36 (S/83): one long ravage forecast ("... Blight follows, and cascades (the land
    has Blight already)!") made the tooltip 740 px wide, over two or three neighbouring lands."""
    from game.content.layouts import build_island
    from game.engine.testing import position
    from game.ui.render.geometry import IslandGeometry
    pygame.font.init()
    st = position({"A5": "3E 1T 2D 1B"}, boards=["A", "B"], spirits=("falling-cinder-rain", "scattering-gale"))
    bounds = pygame.Rect(0, 130, 1580, 770)
    geo = IslandGeometry(build_island(("A", "B")), tuple(bounds))
    forecast = overlays.RAVAGE_FORECAST["cascade_defend"].format(raw=6, defend=2, damage=4)
    lines = overlays.land_lines(st, geo, "A5") + [(forecast, overlays.BAD, True)]   # as a ravage card naming it says
    plain = overlays.tooltip(pygame.Surface(bounds.bottomright), lines, (600, 400), 1.0, bounds)
    assert plain.width > overlays.LAND_TIP_WIDTH + 16          # unwrapped, the line is that long
    r = overlays.land_tooltip(pygame.Surface(bounds.bottomright), st, geo, "A5", (600, 400), 1.0, bounds, lines)
    assert r.width <= overlays.LAND_TIP_WIDTH + 16
