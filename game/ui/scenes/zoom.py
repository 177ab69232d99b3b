"""Zooming and panning the island: the wheel over the island zooms about the pointer, a
middle-button drag or the arrow keys pan, 0 shows the whole island again. Only the island
moves; the panels stay. While the zoom changes, the island's picture is stretched; it is drawn
again at its new size once the zoom rests, and shifted when panned (drawn again once the pan
rests, if it shows past the margin drawn round the window's part of the island)."""
from __future__ import annotations

import math

import pygame

from ..render.geometry import IslandGeometry
from ..render.island import SERIALS, IslandLayer
from .table_island import picture_rect
from .table_model import blank_frame

MAX_ZOOM = 2.5
READABLE_PIECE = 36     # pixels: a big island (5-6 boards, a small window) zooms in at least this far


class IslandZoom:
    """The rectangle the whole island is fitted into; the window shows `viewport` of it."""

    def __init__(self, viewport: pygame.Rect):
        self.viewport = pygame.Rect(viewport)
        self.rect = pygame.Rect(viewport)
        self.most = MAX_ZOOM        # how far it zooms in: more for an island whose pieces are small

    @property
    def factor(self) -> float:
        """How far the island is zoomed in (1 = all of it)."""
        return self.rect.width / self.viewport.width

    def zoom_at(self, point, step: float) -> bool:
        """Zoom by `step` (e.g. 1.25 or 0.8) keeping the point under the pointer; False if unchanged."""
        f = min(self.most, max(1.0, self.factor * step)) / self.factor
        if abs(f - 1.0) < 1e-6:
            return False
        px, py = point
        r = before = self.rect
        self.rect = pygame.Rect(round(px - (px - r.x) * f), round(py - (py - r.y) * f), round(r.width * f), round(r.height * f))
        if self.factor < 1.001:
            self.rect = pygame.Rect(self.viewport)
        self._clamp()
        return self.rect != before      # at the closest zoom a step may round back to where it was

    def pan(self, dx: int, dy: int) -> bool:
        """Slide the island; False when it cannot move further."""
        before = self.rect.topleft
        self.rect.move_ip(dx, dy)
        self._clamp()
        return self.rect.topleft != before

    def reset(self) -> bool:
        """Show the whole island again; True if that changed anything."""
        changed = self.rect != self.viewport
        self.rect = pygame.Rect(self.viewport)
        return changed

    def refit(self, viewport: pygame.Rect) -> "IslandZoom":
        """The same zoom for a new place on screen (the window resized): as far zoomed in, the
        point of the island at the middle of the window's island area still there."""
        out = IslandZoom(viewport)
        out.most = self.most
        f = self.factor
        if f < 1.001:
            return out
        v, r = self.viewport, self.rect
        fx, fy = (v.centerx - r.x) / r.w, (v.centery - r.y) / r.h
        w, h = round(out.viewport.w * f), round(out.viewport.h * f)
        out.rect = pygame.Rect(round(out.viewport.centerx - fx * w), round(out.viewport.centery - fy * h), w, h)
        out._clamp()
        return out

    def _clamp(self) -> None:
        v, r = self.viewport, self.rect
        r.x = min(v.x, max(v.right - r.width, r.x))
        r.y = min(v.y, max(v.bottom - r.height, r.y))


SETTLE = 0.2       # seconds the zoom rests before the island is drawn again at its new size
MARGIN = 0.25      # of the island's window area on each side: drawn around what shows, to pan into


class Stretched:
    """The window's part of the island at a new zoom, stretched from a picture drawn at another,
    shown while the wheel turns or a pan goes past the margin: drawing the island again takes
    10-50 ms at 1920x1080 (more zoomed in), stretching a window's part 1-5. It is cut from the
    last picture drawn at its size (`crisp`, drawn only round what the window showed) where that
    holds the whole part, else from the whole island unzoomed (`overview()`, asked only then):
    zooming out or panning far then shows no bare table where the last picture ended."""

    def __init__(self, zoom: IslandZoom, crisp, overview):
        self.crisp = crisp          # the last picture drawn at its size (an IslandLayer): each step stretches it
        self.serial = next(SERIALS)
        self.zoom_size = zoom.rect.size
        want = zoom.viewport.move(-zoom.rect.x, -zoom.rect.y)      # in the zoomed island's pixels
        cut = _cut(crisp, zoom.rect.size, want)
        from_overview = cut is None
        if from_overview:
            cut = _cut(overview(), zoom.rect.size, want, anyway=True)
        part, self.rel, size = cut
        self.surface = pygame.transform.scale(part, size)
        if from_overview and tuple(crisp.zoom_size) == tuple(zoom.rect.size):
            # panned past the margin: the crisp picture where it holds, the unzoomed one round it
            self.surface.blit(crisp.surface, (crisp.rel[0] - self.rel[0], crisp.rel[1] - self.rel[1]))


def _cut(src, zoom_size, want: pygame.Rect, anyway: bool = False):
    """(the part of `src`'s picture that holds `want`, where it goes in the island zoomed to
    `zoom_size`, its size there), covering `want` whole; None when `src` does not hold all of
    it (unless `anyway`: then what it holds)."""
    kx, ky = src.zoom_size[0] / zoom_size[0], src.zoom_size[1] / zoom_size[1]     # source pixels a pixel
    w, h = src.surface.get_size()
    x0, y0 = want.x * kx - src.rel[0], want.y * ky - src.rel[1]
    x1, y1 = want.right * kx - src.rel[0], want.bottom * ky - src.rel[1]
    if not anyway and (x0 < -0.5 or y0 < -0.5 or x1 > w + 0.5 or y1 > h + 0.5):
        return None
    sub = pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1) - math.floor(x0),
                      math.ceil(y1) - math.floor(y0)).clip(src.surface.get_rect())
    if not sub.w or not sub.h:
        sub = src.surface.get_rect()
    # outward: the part's edges are each rounded away from it, so it leaves no pixel of `want` out
    left, top = math.floor((sub.x + src.rel[0]) / kx), math.floor((sub.y + src.rel[1]) / ky)
    right, bottom = math.ceil((sub.right + src.rel[0]) / kx), math.ceil((sub.bottom + src.rel[1]) / ky)
    return src.surface.subsurface(sub), (left, top), (max(1, right - left), max(1, bottom - top))


def stretch(table) -> None:
    """A zoom step: the pieces and lands follow at once (new geometry) over the island's picture
    stretched; the picture is drawn again at its new size once the zoom rests (`settle`). Back
    to the whole island, its unzoomed picture shows at once."""
    crisp = _crisp(table)
    rebuild(table, False)
    if table.zoom.rect == table.zoom.viewport:
        table.island_layer, table.island_due = _overview(table), None
        return
    _show_stretched(table, crisp)


def _crisp(table):
    """The last island picture drawn at its own zoom (what a stretched one was cut from)."""
    return getattr(table.island_layer, "crisp", table.island_layer)


def _show_stretched(table, crisp) -> None:
    """Show the window's part of the island stretched from `crisp` (or the unzoomed picture),
    to be drawn again once the zoom or the pan has rested."""
    table.island_layer = Stretched(table.zoom, crisp, lambda: _overview(table))
    table.island_due = table.now() + SETTLE


def _island_geometry(table, rect) -> IslandGeometry:
    """The table's island fitted into `rect` (the zoomed island's rectangle on screen), turned as
    it is unzoomed in the window's island area (a zoom never turns it)."""
    from ...content.layouts import build_island, island_key
    from ..piece_kinds import game_kinds
    from ..render.geometry import best_turn
    from ..render.slots import kinds, piece_size
    config = table.game.state.config
    letters = game_kinds(config) if config.get("packs") else None     # a base game's island as it was
    island = build_island(island_key(config))
    geo = IslandGeometry(island, tuple(rect), letters=letters, turn=best_turn(island, tuple(table.zoom.viewport)))
    n = len(geo.island.boards)
    side = piece_size(n) if letters is None else piece_size(n, len(kinds(n, letters)))
    unzoomed = geo.size * side / max(1.0, table.zoom.factor)
    table.zoom.most = max(MAX_ZOOM, READABLE_PIECE / max(1.0, unzoomed))   # zoom until the pieces read
    return geo


FOLD_OFFERED = 1.05     # the island view is offered (I) for pieces this much larger, in any window
FOLD_GAIN = 1.2        # folding the panel is worth it for pieces this much larger (or readable at last)
FOLD_READABLE = 24     # pixels: pieces this big read well on the island as a whole (issue 29)
FOLD_LEAST_U = 0.5     # the UI unit (1 at 1920x1080; 0.56 in the 1080x608 window a 1280x720 screen opens) from which folding is worth it for larger pieces only


def fold_grows_pieces(table, open_layout, folded_layout) -> bool:
    """Whether the island's pieces are smaller than FOLD_READABLE with the spirit panel open and
    grow to be readable, or FOLD_GAIN times larger in a window of FOLD_LEAST_U or more (in a
    smaller one the bar would be cramped for pieces that still do not read: the zoom is the way
    there), with it folded (layout.compute)."""
    wide, tall = _piece_sizes(table, open_layout, folded_layout)
    if wide >= FOLD_READABLE:
        return False
    return tall >= FOLD_READABLE or (tall >= wide * FOLD_GAIN and folded_layout.u >= FOLD_LEAST_U)


def fold_offered(table, open_layout, folded_layout) -> bool:
    """Whether the island view (I: the spirit panel and the hand folded into a bar) makes the
    island's pieces larger in this window, by FOLD_OFFERED at least, where they are smaller than
    FOLD_READABLE with the panel open: then the player may have it, whatever the window's size
    (at 1280x720 pieces of 11 px grow to 16 with 4 boards; it was refused there)."""
    wide, tall = _piece_sizes(table, open_layout, folded_layout)
    return wide < FOLD_READABLE and tall >= wide * FOLD_OFFERED


def _piece_sizes(table, open_layout, folded_layout) -> tuple[int, int]:
    """The island's pieces' size in pixels with the panels open and folded."""
    from ...content.layouts import build_island, island_key
    from ..piece_kinds import game_kinds
    from ..render.geometry import hex_size_in, token_size_of
    config = table.game.state.config
    letters = game_kinds(config) if config.get("packs") else None
    island = build_island(island_key(config))
    return (token_size_of(island, hex_size_in(island, tuple(open_layout.island)), letters),
            token_size_of(island, hex_size_in(island, tuple(folded_layout.island)), letters))


def _overview(table):
    """The whole island's picture unzoomed, at this window's size and palette: the one the
    table drew, or drawn now (a window resized while zoomed in has none yet)."""
    cb, v = bool(table.settings.get("colourblind")), table.zoom.viewport
    got = table.island_overview
    if got is None or got.colourblind != cb or tuple(got.geo.rect) != tuple(v):
        got = table.island_overview = IslandLayer(_island_geometry(table, v), cb)
    return got


def pan(table, dx: int, dy: int) -> None:
    """Slide the island: its picture moves with it at once. Past the margin drawn round the
    window's part of it, the unzoomed island's picture, stretched, shows round it (no bare
    table), and the island is drawn again once the pan rests."""
    if not table.zoom.pan(dx, dy):
        return
    crisp = _crisp(table)
    rebuild(table, False)
    if not picture_rect(table).contains(table.zoom.viewport):
        _show_stretched(table, crisp)


def settle(table) -> bool:
    """Draw the island again at its zoom once the zoom has rested; True when it did."""
    due = table.island_due                  # set by a stretched picture, cleared by a drawn one
    if due is None or table.now() < due:
        return False
    rebuild(table, True)
    return True


def rebuild(table, redraw: bool) -> None:
    """New island geometry for the table's zoom (and a new island picture when `redraw`: the
    part of the island the window shows, and a margin round it)."""
    table.geo = _island_geometry(table, table.zoom.rect)
    if redraw or getattr(table, "island_layer", None) is None:
        table.island_due = None
        v = table.zoom.viewport
        view = v.inflate(round(2 * MARGIN * v.w), round(2 * MARGIN * v.h))
        # the picture a table opens with is kept on disk for the next table (not every size a
        # window passes through while it is resized, nor every zoom)
        table.island_layer = IslandLayer(table.geo, bool(table.settings.get("colourblind")),
                                         keep=getattr(table, "opening", False), view=view)
        if table.zoom.rect == v:        # the whole island unzoomed: what a zoom out stretches
            table.island_overview = table.island_layer
    if table.frame is None:
        table.frame = blank_frame(table.geo, table.layout.island)
    else:                # the frame on screen points at lands through the new geometry until redrawn
        table.frame.hotspots.geometry, table.frame.hotspots.island_rect = table.geo, table.layout.island


def handle(table, ev) -> bool:
    """Zoom / pan events for the island; True when used."""
    L = table.layout
    if ev.type == pygame.MOUSEWHEEL and L.island.collidepoint(table.machine.pos):
        if table.zoom.zoom_at(table.machine.pos, 1.25 if ev.y > 0 else 0.8):
            stretch(table)
        return True
    if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 2:
        table.panning = L.island.collidepoint(ev.pos)       # a drag begun on a panel leaves the island be
        return table.panning
    if ev.type == pygame.MOUSEBUTTONUP and ev.button == 2:
        table.panning = False
        return False
    if ev.type == pygame.MOUSEMOTION and getattr(ev, "buttons", (0, 0, 0))[1] and table.panning:
        pan(table, *ev.rel)
        table.machine.handle(ev)        # what the pointer is over, and where the wheel zooms, follow it
        return True
    if ev.type == pygame.KEYDOWN:
        step = int(80 * L.u)
        moves = {pygame.K_LEFT: (step, 0), pygame.K_RIGHT: (-step, 0), pygame.K_UP: (0, step), pygame.K_DOWN: (0, -step)}
        if ev.key in moves:
            pan(table, *moves[ev.key])
            return True
        if ev.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            grow = ev.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            if table.zoom.zoom_at(L.island.center, 1.25 if grow else 0.8):
                stretch(table)
            return True
        if ev.key in (pygame.K_0, pygame.K_KP0):
            if table.zoom.reset():
                stretch(table)
            return True
    return False
