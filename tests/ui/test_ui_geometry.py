"""Hit-testing the island: the hex lookup and the polygon test agree, labels sit in their land,
and the table is laid out without overlapping panels from 1280x720 to 3840x2160."""
import itertools

import pytest

from game.content.layouts import build_island
from game.ui.layout import compute
from game.ui.render.geometry import IslandGeometry, point_in_polygon



def _wheel(y):
    """A notch of the wheel: 1 in, -1 out."""
    import pygame
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, precise_x=0.0, precise_y=float(y), flipped=False)

def test_point_in_polygon_inside_outside_and_concave():
    square = [(0, 0), (10, 0), (10, 10), (0, 10)]
    assert point_in_polygon((5, 5), square)
    assert not point_in_polygon((15, 5), square)
    ell = [(0, 0), (10, 0), (10, 4), (4, 4), (4, 10), (0, 10)]
    assert point_in_polygon((2, 8), ell)
    assert not point_in_polygon((8, 8), ell)


@pytest.mark.parametrize("boards", ["A", "AB", "ABC", "ABCD", "ABCDE", "ABCDEF"])
def test_every_pixel_lands_in_the_same_land_by_hex_lookup_and_by_polygon(boards):
    geo = IslandGeometry(build_island(list(boards)), (0, 100, 1500, 650))
    x0, y0, w, h = geo.rect
    mismatches = 0
    for x, y in itertools.product(range(x0 + 3, x0 + w, 23), range(y0 + 3, y0 + h, 19)):
        a, b = geo.land_at((x, y)), geo.land_at_polygon((x, y))
        mismatches += a != b
    assert mismatches <= 2     # only points exactly on a shared edge may differ
    for land, shape in geo.shapes.items():
        if land in geo.island.lands:
            assert geo.land_at(shape.label_at) == land
            assert shape.contains(shape.label_at)


def test_ocean_is_not_a_land():
    geo = IslandGeometry(build_island(["A"]), (0, 0, 800, 400))
    ocean = geo.shapes["A0"]
    assert geo.land_at(ocean.label_at) == ""


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.0), ((3840, 2160), 1.0),
                                        ((1280, 720), 2.0), ((3840, 2160), 0.75), ((1600, 1200), 1.0)])
def test_layout_panels_fill_the_window_without_overlapping(size, scale):
    lay = compute(size, scale)
    window = (0, 0, *size)
    panels = lay.panels()
    for name, r in panels.items():
        assert r.width > 0 and r.height > 0, name
        assert r.clip(window) == r, f"{name} leaves the window"
    for (a, ra), (b, rb) in itertools.combinations(panels.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"
    assert sum(r.width * r.height for r in panels.values()) == size[0] * size[1]
    assert lay.island.height >= 0.5 * size[1] - 1


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_table_draws_at_small_and_4k_sizes(table_for, size):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain", "mending-moss", "marsh-mist-dread"],
                            ["A", "B", "C", "D"], size=size)
    screen = table.app.screen
    assert screen.get_size() == size
    rects = [r for r, _ in table.hotspots.items]
    assert rects and all(r.clip((0, 0, *size)).width > 0 for r in rects)
    kinds = {t.kind for _, t in table.hotspots.items}
    assert {"piece", "growth", "card", "tab", "option", "button"} <= kinds


def test_zooming_the_island_keeps_clicks_on_the_right_land(table_for):
    import pygame
    from game.ui.input.hotspots import Target
    table, hand = table_for(["scattering-gale", "falling-cinder-rain", "mending-moss"], ["A", "B", "C"])
    centre = table.layout.island.center
    before = table.geo.size
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)),
               _wheel(1)])
    assert table.geo.size > before * 1.2
    land = table.geo.land_at(centre)
    assert land and table.hotspots.at(centre)[-1] == Target("land", land=land)
    hand.key(pygame.K_LEFT)
    hand.key(pygame.K_0)
    assert abs(table.geo.size - before) < 1e-6
    for r, t in table.hotspots.items:       # no island piece is clickable outside the island
        if t.kind == "piece":
            assert table.layout.island.collidepoint(r.center)


def test_a_zoom_step_stretches_the_island_at_once_and_draws_it_again_once_the_zoom_rests(table_for):
    """Drawing the island again took 50-300 ms a wheel step: the step now shows the last picture
    stretched (the pieces and lands where they go), and the island is drawn again at its size
    once the wheel has rested for zoom.SETTLE."""
    import pygame
    from game.ui.render.island import IslandLayer
    from game.ui.scenes import zoom
    from game.ui.scenes.table_island import picture_rect
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    centre = table.layout.island.center
    clock = [100.0]
    table.now = lambda: clock[0]
    wheel = _wheel(1)
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)), wheel, wheel])
    layer = table.island_layer
    assert isinstance(layer, zoom.Stretched) and picture_rect(table).contains(table.zoom.viewport)
    assert table.hotspots.at(centre)[-1].land == table.geo.land_at(centre)      # clicks follow at once
    clock[0] += zoom.SETTLE / 2
    table.update(0.0)
    assert isinstance(table.island_layer, zoom.Stretched), "not while the zoom may still move"
    clock[0] += zoom.SETTLE
    assert table.update(0.0), "the island drawn again is a change to show"
    assert isinstance(table.island_layer, IslandLayer)
    v = table.zoom.viewport
    assert picture_rect(table).contains(v), "the window's part of the island is all drawn"
    assert picture_rect(table) == table.zoom.rect.clip(v.inflate(round(v.w / 2), round(v.h / 2))), \
        "... and a margin round it, not the whole zoomed island"
    hand.frame()
    fresh = pygame.Surface(table.app.screen.get_size())
    table.draw(fresh)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(table.app.screen, "RGB")


def test_a_pan_past_the_margin_drawn_round_the_window_draws_the_island_again_once_it_rests(table_for):
    """Zoomed in, only the window's part of the island and a margin round it are drawn: a pan
    moves that picture at once, and past the margin the island is drawn again once the pan has
    rested for zoom.SETTLE, with nothing of the window's island area left undrawn."""
    import pygame
    from game.ui.scenes import zoom
    from game.ui.scenes.table_island import picture_rect
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    clock = [100.0]
    table.now = lambda: clock[0]
    wheel = _wheel(1)
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.island.center, rel=(0, 0), buttons=(0, 0, 0))]
              + [wheel] * 5)
    clock[0] += 2 * zoom.SETTLE
    table.update(0.0)
    v = table.zoom.viewport
    assert picture_rect(table).size < table.zoom.rect.size, "zoomed in, not the whole island"
    for _ in range(2):          # the frame holds still: its base is kept
        table.update(0.0)
        table.app._draw()
    panels = {name: kept[1] for name, kept in table.model.kept.items() if name != "pieces"}
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    table.update(0.0)
    table.app._draw()
    frame = table.frame
    assert frame.dirty and all(table.layout.island.contains(r) for r in frame.dirty), \
        "a pan draws and sends the island's area again, not the window"
    assert panels and all(table.model.kept[name][1] is pic for name, pic in panels.items()), \
        "the panels' pictures are kept through a pan"
    assert picture_rect(table).contains(v) and table.island_due is None, "inside the margin: nothing to draw"
    for _ in range(8):
        hand.key(pygame.K_LEFT)
    assert isinstance(table.island_layer, zoom.Stretched) and table.island_due is not None
    assert picture_rect(table).contains(v), "past the margin, the unzoomed island stretched round it: no bare table"
    layer, crisp = table.island_layer, table.island_layer.crisp
    held = pygame.Rect((table.zoom.rect.x + crisp.rel[0], table.zoom.rect.y + crisp.rel[1]), crisp.surface.get_size()).clip(v)
    assert held.w > 100 and held.h > 100
    at = picture_rect(table).topleft
    shown = layer.surface.subsurface(held.move(-at[0], -at[1]))
    drawn = crisp.surface.subsurface(held.move(-(table.zoom.rect.x + crisp.rel[0]), -(table.zoom.rect.y + crisp.rel[1])))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(drawn, "RGB"), "crisp where it was drawn"
    hand.frame()
    clock[0] += 2 * zoom.SETTLE
    assert table.update(0.0)
    assert picture_rect(table).contains(v)
    hand.frame()
    fresh = pygame.Surface(table.app.screen.get_size())
    table.draw(fresh)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(table.app.screen, "RGB")


def _zoomed_in(table, hand, clock, notches=5):
    """The table zoomed in about the island's centre, the island drawn again at that zoom."""
    import pygame
    from game.ui.scenes import zoom
    wheel = _wheel(1)
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.island.center, rel=(0, 0), buttons=(0, 0, 0))]
              + [wheel] * notches)
    clock[0] += 2 * zoom.SETTLE
    table.update(0.0)
    hand.frame()


def test_zooming_out_from_close_shows_the_whole_window_of_island_at_once_and_0_the_unzoomed_picture(table_for):
    """Zoomed in, only the window's part of the island is drawn: a zoom out stretches the whole
    island's unzoomed picture where that part ends (the playtest saw bare table round a shrunk
    picture for 0.2 s), and 0 shows the unzoomed picture at once, drawn when the table opened."""
    import pygame
    from game.ui.scenes import zoom
    from game.ui.scenes.table_island import picture_rect
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    clock = [100.0]
    table.now = lambda: clock[0]
    whole = table.island_layer
    _zoomed_in(table, hand, clock)
    assert table.island_layer is not whole and table.island_overview is whole
    out = _wheel(-1)
    for _ in range(3):
        hand.send([out])
        assert isinstance(table.island_layer, zoom.Stretched)
        assert picture_rect(table).contains(table.zoom.viewport), "no bare table round the island"
    _zoomed_in(table, hand, clock)
    hand.key(pygame.K_0)
    assert table.island_layer is whole and table.island_due is None


def test_after_a_middle_button_pan_the_pointer_is_where_it_went(table_for):
    """A middle-button drag pans; the land under the pointer glows and the wheel zooms about the
    pointer where the drag left it (the playtest saw both stay where the drag began)."""
    import pygame
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    clock = [100.0]
    table.now = lambda: clock[0]
    _zoomed_in(table, hand, clock, notches=3)
    c = table.layout.island.center
    end = (c[0] - 150, c[1] + 60)
    hand.send([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=2),
               pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(-150, 60), buttons=(0, 1, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=2)])
    assert table.machine.pos == end
    land = table.geo.land_at(end)
    assert land and table.machine.hover is not None and table.machine.hover.land == land
    hand.send([_wheel(1)])
    assert table.geo.land_at(end) == land, "the wheel zooms about the pointer"


def test_a_middle_button_drag_begun_on_a_panel_leaves_the_island_where_it_is(table_for):
    """The middle button pans the island only when pressed on it (the playtest's drag from the
    hand panel moved the island)."""
    import pygame
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    clock = [100.0]
    table.now = lambda: clock[0]
    _zoomed_in(table, hand, clock, notches=3)
    at, start = table.zoom.rect.topleft, table.layout.hand.center
    hand.send([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=2),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 200, start[1] - 300), rel=(200, -300),
                                  buttons=(0, 1, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0] + 200, start[1] - 300), button=2)])
    assert table.zoom.rect.topleft == at
    hand.send([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.layout.island.center, button=2),
               pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.island.center, rel=(40, 0), buttons=(0, 1, 0))])
    assert table.zoom.rect.topleft != at, "begun on the island, it pans"


def test_a_window_resized_while_zoomed_in_keeps_the_zoom_and_the_land_in_the_middle(table_for):
    """Maximising the window, or a setting that lays the table out again, kept nothing of the
    zoom: the island came back whole. It now stays as far zoomed in, about the same point, and
    a zoom out after it shows no bare table (the unzoomed picture is drawn for the new size)."""
    import pygame
    from game.ui.scenes import zoom
    from game.ui.scenes.table_island import picture_rect
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"])
    clock = [100.0]
    table.now = lambda: clock[0]
    _zoomed_in(table, hand, clock, notches=3)
    f, middle = table.zoom.factor, table.geo.land_at(table.layout.island.center)
    table.resize((1600, 900))
    hand.frame()
    assert abs(table.zoom.factor - f) < 0.01 and table.geo.land_at(table.layout.island.center) == middle
    assert picture_rect(table).contains(table.zoom.viewport)
    out = _wheel(-1)
    for _ in range(2):
        hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.island.center, rel=(0, 0),
                                      buttons=(0, 0, 0)), out])
        assert isinstance(table.island_layer, zoom.Stretched)
        assert picture_rect(table).contains(table.zoom.viewport), "no bare table round the island"
    assert table.island_overview.geo.rect == tuple(table.zoom.viewport)


def test_a_stretched_picture_covers_the_window_to_its_last_pixel(table_for):
    """The stretched part's edges are rounded away from it: rounded each to the nearest, a wheel
    step could leave a row of bare table at the island's edge for 0.2 s (the review's case)."""
    import pygame
    from game.ui.scenes import zoom
    from game.ui.scenes.table_island import picture_rect
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], size=(1600, 900))
    table.zoom.rect = pygame.Rect(-266, -91, 2506, 1060)
    zoom.rebuild(table, True)
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=(269, 285), rel=(0, 0), buttons=(0, 0, 0)), _wheel(1)])
    assert isinstance(table.island_layer, zoom.Stretched)
    assert picture_rect(table).contains(table.zoom.viewport), (picture_rect(table), table.zoom.viewport)
