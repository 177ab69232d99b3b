"""The island as a frame draws it: its picture, the invaders' badges, the glows the offer puts
on lands and pieces, the pieces themselves; whole (`table_draw._full`) or inside one rectangle
(a kept frame patched where something changed, the hovered land's glow under its pieces)."""
from __future__ import annotations

from dataclasses import replace

import pygame

from ... import words as W
from ..palette import BG, GLOW, HOVER
from ..render import overlays
from ..render.pieces import draw_spot
from ...shell.hotspots import Target
from . import table_overlays as O


PIECE_GLOW = (255, 236, 120)


def by_land(spots) -> dict:
    """land -> the spots of its pieces."""
    out: dict = {}
    for spot in spots:
        out.setdefault(spot.land, []).append(spot)
    return out


def picture_rect(table) -> pygame.Rect:
    """Where the island's picture lies on screen: its part of the whole island, where the zoom
    and the pan put the island now."""
    layer, at = table.island_layer, table.zoom.rect
    return pygame.Rect((at.x + layer.rel[0], at.y + layer.rel[1]), layer.surface.get_size())


def island_covers(table, r) -> bool:
    """Whether the island's picture, where the zoom puts it, covers the rectangle `r` with
    opaque pixels (else what lies under it must be filled first)."""
    return picture_rect(table).contains(r) and not table.island_layer.surface.get_flags() & pygame.SRCALPHA


def draw_pieces(table, screen, spots, hs=None, within=None) -> frozenset:
    """The pieces on the island (those touching `within` only, when given; none without a
    `screen`); hotspots into `hs`. Returns the (land, piece) that glow as things to click or drag."""
    vs, L = table.view.state, table.layout
    colours = [_colour(s) for s in vs.spirits]
    held = table.machine.source if table.machine.state == "dragging" else None
    held_key = held.key() if held is not None else None
    if within is not None:      # a spot and its glow reach `size` from its centre; one more pixel for rounding
        left, top, right, bottom = within.left - 1, within.top - 1, within.right + 1, within.bottom + 1
    lit = set()
    for spot in spots:
        if within is not None:
            (x, y), reach = spot.pos, spot.size
            if x + reach < left or x - reach > right or y + reach < top or y - reach > bottom:
                continue
        target = Target("piece", land=spot.land, token=spot.token)
        mine = held_key is not None and held_key == target.key()
        glows = (table.offer.click(target) or table.offer.drag(target)) and not (mine and spot.count <= 1)
        if glows:
            lit.add((spot.land, spot.token))
        if screen is not None:
            if not mine:
                draw_spot(screen, spot, vs.spirits, colours)
            elif spot.count > 1:
                draw_spot(screen, replace(spot, count=spot.count - 1), vs.spirits, colours)
            if glows:
                pygame.draw.circle(screen, PIECE_GLOW, (round(spot.pos[0]), round(spot.pos[1])), int(spot.size * 0.62),
                                   max(2, spot.size // 12))
        if hs is not None and L.island.collidepoint(spot.pos):
            hs.add(spot.rect(), target)
    return frozenset(lit)


def draw_region(table, surf, r, spots, hotspots, markers, hover_land=None, glows=True) -> None:
    """Draw the island again inside `r` as a whole frame shows it there (the hovered land's glow
    under its pieces, when given; the panels' glows and the tray over it unless `glows` is off)."""
    clip = surf.get_clip()
    surf.set_clip(r)
    if not island_covers(table, r):
        surf.fill(BG, r)            # else the island's picture covers it all
    surf.blit(table.island_layer.surface, picture_rect(table))
    overlays.draw_markers(surf, table.view.state, table.geo, within=r, acts=markers)
    land_glows(table, surf, within=r)
    if hover_land is not None:
        table.glow_land(surf, hover_land, HOVER, 110)
    draw_pieces(table, surf, spots, within=r)
    overlays.draw_effects(surf, table.view.state, table.geo, within=r, acts=markers)
    if not glows:
        surf.set_clip(clip)
        return
    O.panel_glows(table, surf, hotspots, within=r)
    surf.set_clip(clip)
    if table.tabletop:          # the supply tray lies over the island
        surf.set_clip(r)
        O.tray(table, surf, [])
        surf.set_clip(clip)


def _colour(s):
    from ...content import catalog
    return W.shown(catalog.SPIRITS[s.spirit_id]).colour


def land_glows(table, screen, within=None) -> None:
    """The lands the offer points at glow (only those touching `within`, when given)."""
    for land, colour, alpha in glow_list(table):
        if within is None or within.colliderect(glow_rect(table.geo, land)):
            table.glow_land(screen, land, colour, alpha)


def glow_list(table) -> list:
    """(land, colour, alpha) of each glow the offer puts on the island, in the order drawn."""
    m, off = table.machine, table.offer
    out = [(off.focus_land, (255, 140, 90), 150)] if off.focus_land else []
    if m.state in ("dragging", "choosing"):
        out += [(land, GLOW, 200) for land in m.destinations() if land]
    else:       # where the power would do nothing, a grey glow
        out += [(land, (150, 150, 150), 110) if land in off.futile_lands else (land, GLOW, 200)
                for land in off.glow_lands]
    return out


def tints(table) -> dict:
    """land -> the glows drawn on it, in order (what a patched base compares)."""
    out: dict = {}
    for land, colour, alpha in glow_list(table):
        out.setdefault(land, []).append((colour, alpha))
    return {land: tuple(v) for land, v in out.items()}


def glow_rect(geo, land) -> pygame.Rect:
    """Where a land's glow can reach (its outline is drawn this wide round it)."""
    shape = geo.shapes.get(land)
    if shape is None:
        return pygame.Rect(0, 0, 0, 0)
    x0, y0, x1, y1 = shape.bbox
    pad = max(2, int(geo.size * 0.14)) + 2
    return pygame.Rect(int(x0) - pad, int(y0) - pad, int(x1 - x0) + 2 * pad + 1, int(y1 - y0) + 2 * pad + 1)
