"""The quest's map as the table draws it, from the content's tiles and areas (game/quest/content:
polygons in map units, sight marks, links, doors, blocking terrain, features).

`MapView(tiles, areas, doors, rect)` fits the map into a rectangle of the window and answers where
things are: an area's outline and sight mark on screen, the area under the pointer, the spot of a
door on the wall two areas share, and where the figures of an area stand. `picture()` is the map
without what changes (tiles, floors, walls and passages, blocking terrain, printed features, sight
marks, names): drawn once per size, then blitted; doors, tokens and figures are drawn over it."""
from __future__ import annotations

import math

import pygame

from ...shell import text
from ...shell.palette import INK, INK_DIM, shade

FLOOR = (92, 84, 70)            # a plain floor
FLOOR_ALT = (104, 95, 78)       # every other tile, so tiles read apart
HINDER = (56, 92, 104)          # water, rubble: entering costs 2 (also hatched)
WALL = (24, 20, 17)
PASSAGE = (170, 156, 120)
BLOCKER = (58, 46, 34)
DOOR = (150, 96, 44)
LOCKED = (120, 120, 132)
MAGIC = (120, 200, 110)
SIGHT = (245, 238, 210)
MARGIN = 0.4                    # map units around the map


def _edges(poly):
    return [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]


def shared_edge(poly_a, poly_b, tol: float = 1e-6):
    """The longest stretch of boundary two polygons share, as ((x0, y0), (x1, y1)) in map units, or
    None when they only touch at a corner or not at all (collinear overlapping edges)."""
    best, best_len = None, tol
    for p, q in _edges(poly_a):
        dx, dy = q[0] - p[0], q[1] - p[1]
        length = math.hypot(dx, dy)
        if length <= tol:
            continue
        ux, uy = dx / length, dy / length
        for r, s in _edges(poly_b):
            # both ends of r-s on the line p-q?
            if abs((r[0] - p[0]) * uy - (r[1] - p[1]) * ux) > tol or abs((s[0] - p[0]) * uy - (s[1] - p[1]) * ux) > tol:
                continue
            t0 = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy
            t1 = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy
            lo, hi = max(0.0, min(t0, t1)), min(length, max(t0, t1))
            if hi - lo > best_len:
                best_len = hi - lo
                best = ((p[0] + ux * lo, p[1] + uy * lo), (p[0] + ux * hi, p[1] + uy * hi))
    return best


def _centroid(poly):
    xs, ys = zip(*poly)
    return sum(xs) / len(xs), sum(ys) / len(ys)


def inside(p, poly) -> bool:
    """Whether point p lies inside the polygon (even-odd rule)."""
    x, y = p
    hit = False
    for (x0, y0), (x1, y1) in _edges(poly):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


class MapView:
    """The map fitted into `rect` (a pygame.Rect of the window): map units to pixels and back."""

    def __init__(self, tiles, areas, doors, rect):
        self.tiles, self.doors = tuple(tiles), tuple(doors)
        self.areas = {a.id: a for a in areas}
        self.rect = pygame.Rect(rect)
        xs = [p[0] for a in areas for p in a.polygon] + [t.origin[0] + t.size[0] for t in tiles] + [t.origin[0] for t in tiles]
        ys = [p[1] for a in areas for p in a.polygon] + [t.origin[1] + t.size[1] for t in tiles] + [t.origin[1] for t in tiles]
        x0, y0, x1, y1 = min(xs) - MARGIN, min(ys) - MARGIN, max(xs) + MARGIN, max(ys) + MARGIN
        self.unit = min(self.rect.width / (x1 - x0), self.rect.height / (y1 - y0))
        self.offset = (self.rect.x + (self.rect.width - (x1 - x0) * self.unit) / 2 - x0 * self.unit,
                       self.rect.y + (self.rect.height - (y1 - y0) * self.unit) / 2 - y0 * self.unit)
        self._door_spots = {d.id: self._door_spot(d) for d in self.doors}

    # --- where things are ---------------------------------------------------------------------
    def to_screen(self, p) -> tuple[int, int]:
        """A point of the map in window pixels."""
        return round(self.offset[0] + p[0] * self.unit), round(self.offset[1] + p[1] * self.unit)

    def to_map(self, pos) -> tuple[float, float]:
        return (pos[0] - self.offset[0]) / self.unit, (pos[1] - self.offset[1]) / self.unit

    def outline(self, area_id: str) -> list[tuple[int, int]]:
        """An area's outline in window pixels."""
        return [self.to_screen(p) for p in self.areas[area_id].polygon]

    def bounds(self, area_id: str) -> pygame.Rect:
        pts = self.outline(area_id)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def mark(self, area_id: str) -> tuple[int, int]:
        """An area's sight mark in window pixels (lines of sight start and end there)."""
        return self.to_screen(self.areas[area_id].sight)

    def area_at(self, pos) -> str | None:
        """The area under a window point, or None (a wall, outside the map)."""
        p = self.to_map(pos)
        for aid, a in self.areas.items():
            if inside(p, a.polygon):
                return aid
        return None

    def door_spot(self, door_id: str):
        """(centre, half-length vector) of a door on its wall, in window pixels."""
        return self._door_spots.get(door_id)

    def _door_spot(self, door):
        a, b = (self.areas.get(x) for x in door.between)
        if a is None or b is None:
            return None
        edge = shared_edge(a.polygon, b.polygon)
        if edge is None:        # not drawn as touching: halfway between their sight marks
            (ax, ay), (bx, by) = a.sight, b.sight
            mid, along = ((ax + bx) / 2, (ay + by) / 2), (-(by - ay), bx - ax)
        else:
            (x0, y0), (x1, y1) = edge
            mid, along = ((x0 + x1) / 2, (y0 + y1) / 2), (x1 - x0, y1 - y0)
        n = math.hypot(*along) or 1.0
        half = min(0.7, n / 2 * 0.8) * self.unit
        return self.to_screen(mid), (along[0] / n * half, along[1] / n * half)

    def figure_size(self) -> int:
        """The diameter of a figure, in pixels."""
        return max(18, round(self.unit * 0.85))

    def fit_size(self, area_id: str, n: int) -> int:
        """The diameter n figures take in an area: the usual one, smaller when they would not fit."""
        box = self.bounds(area_id)
        d = self.figure_size()
        while d > 12:
            step = round(d * 1.08)
            per_row = max(1, min(n, (box.width - d // 2) // step))
            rows = math.ceil(n / per_row)
            if rows * step + d // 2 <= box.height * 0.92:
                break
            d -= 2
        return d

    def stands(self, area_id: str, n: int) -> list[tuple[int, int]]:
        """Where n figures of an area stand (each `fit_size` across): around its sight mark, in
        rows that stay inside it."""
        if n <= 0:
            return []
        box = self.bounds(area_id)
        d = self.fit_size(area_id, n)
        step = round(d * 1.08)
        per_row = max(1, min(n, (box.width - d // 2) // step))
        rows = math.ceil(n / per_row)
        cx, cy = self.mark(area_id)
        top = cy - (rows - 1) * step / 2
        # keep the rows inside the area's box (the mark may be near an edge)
        top = max(box.top + d * 0.6, min(top, box.bottom - d * 0.6 - (rows - 1) * step))
        out = []
        for k in range(n):
            r, c = divmod(k, per_row)
            in_row = min(per_row, n - r * per_row)
            x = cx - (in_row - 1) * step / 2 + c * step
            x = max(box.left + d * 0.6, min(x, box.right - d * 0.6))
            out.append((round(x), round(top + r * step)))
        return out

    # --- drawing ------------------------------------------------------------------------------
    def picture(self, names: dict | None = None) -> pygame.Surface:
        """The map's still picture at this size (see module doc); `names`: area id -> its name
        in the language spoken (else the content's name)."""
        key = (self.rect.size, round(self.unit, 3), tuple(sorted((names or {}).items())))
        return _picture(self, key, names or {})

    def draw_floor(self, surf, names: dict) -> None:
        """Tiles, floors, hatching, walls, passages, blockers, features, sight marks, names."""
        rel = (-self.rect.x, -self.rect.y)
        u = self.unit
        for k, tile in enumerate(self.tiles):
            x, y = self.to_screen(tile.origin)
            r = pygame.Rect(x + rel[0], y + rel[1], round(tile.size[0] * u), round(tile.size[1] * u))
            pygame.draw.rect(surf, shade(FLOOR_ALT if k % 2 else FLOOR, 0.55), r)
        for k, a in enumerate(self.areas.values()):
            pts = [(x + rel[0], y + rel[1]) for x, y in self.outline(a.id)]
            tile_k = next((i for i, t in enumerate(self.tiles) if t.id == a.tile), 0)
            fill = HINDER if a.hindering else (FLOOR_ALT if tile_k % 2 else FLOOR)
            pygame.draw.polygon(surf, fill, pts)
            if a.hindering:         # hatched: told apart by pattern as well as colour
                box = pygame.Rect(min(p[0] for p in pts), min(p[1] for p in pts), 1, 1)
                box.width = max(p[0] for p in pts) - box.x
                box.height = max(p[1] for p in pts) - box.y
                clip = surf.get_clip()
                surf.set_clip(box.clip(clip) if clip else box)
                gap = max(6, round(u * 0.35))
                for off in range(-box.height, box.width, gap):
                    pygame.draw.line(surf, shade(HINDER, 1.25), (box.x + off, box.bottom), (box.x + off + box.height, box.y), 1)
                surf.set_clip(clip)
        wall = max(3, round(u * 0.14))
        for a in self.areas.values():
            pts = [(x + rel[0], y + rel[1]) for x, y in self.outline(a.id)]
            pygame.draw.lines(surf, WALL, True, pts, wall)
        # passages: openings in the walls two linked areas share
        done = set()
        for a in self.areas.values():
            for link in a.neighbours:
                pair = tuple(sorted((a.id, link.to)))
                if link.kind != "passage" or pair in done or link.to not in self.areas:
                    continue
                done.add(pair)
                edge = shared_edge(a.polygon, self.areas[link.to].polygon)
                if edge is None:
                    continue
                (x0, y0), (x1, y1) = edge
                cut = 0.22
                p = self.to_screen((x0 + (x1 - x0) * cut, y0 + (y1 - y0) * cut))
                q = self.to_screen((x1 - (x1 - x0) * cut, y1 - (y1 - y0) * cut))
                p, q = (p[0] + rel[0], p[1] + rel[1]), (q[0] + rel[0], q[1] + rel[1])
                pygame.draw.line(surf, FLOOR, p, q, wall + 2)
                pygame.draw.line(surf, PASSAGE, p, q, max(1, wall // 3))
        for a in self.areas.values():
            for s0, s1 in a.blockers:
                p, q = self.to_screen(s0), self.to_screen(s1)
                p, q = (p[0] + rel[0], p[1] + rel[1]), (q[0] + rel[0], q[1] + rel[1])
                pygame.draw.line(surf, BLOCKER, p, q, max(4, round(u * 0.22)))
                for t in (0.0, 0.5, 1.0):
                    c = (round(p[0] + (q[0] - p[0]) * t), round(p[1] + (q[1] - p[1]) * t))
                    pygame.draw.circle(surf, shade(BLOCKER, 1.5), c, max(2, round(u * 0.1)))
        size = max(11, round(u * 0.26))
        for a in self.areas.values():
            box = self.bounds(a.id).move(rel)
            label = names.get(a.id, a.name)
            room = pygame.Rect(box.x + wall, box.y + wall, box.width - 2 * wall, size + 4)
            if text.resources.font(size).size(label)[0] <= room.width:
                text.line(surf, label, size, shade(INK, 0.92), room, align="centre")
            else:   # a long name (French runs longer) takes two lines, a little smaller, rather than "…"
                small = max(text.resources.MIN_SIZE, size - 1)
                room.height = text.line_step(small, 1.0) + small + 4
                text.para(surf, label, small, shade(INK, 0.92), room, gap=1.0, align="centre")
            mx, my = self.mark(a.id)
            mx, my = mx + rel[0], my + rel[1]
            pygame.draw.circle(surf, SIGHT, (mx, my), max(2, round(u * 0.07)), 1)
            pygame.draw.circle(surf, SIGHT, (mx, my), 1)
            for k, feature in enumerate(a.features):
                at = (box.x + wall + round(u * 0.35) + k * round(u * 0.6), box.bottom - wall - round(u * 0.35))
                draw_feature(surf, feature, at, max(6, round(u * 0.26)))


def draw_feature(surf, feature: str, at, r: int) -> None:
    """A printed feature's sign: shrine (a golden arch), chest (a box), search (a magnifier ring),
    pillar (a grey column)."""
    x, y = at
    if feature == "shrine":
        pygame.draw.polygon(surf, (231, 198, 95), [(x - r, y + r), (x - r, y - r // 3), (x, y - r), (x + r, y - r // 3), (x + r, y + r)])
        pygame.draw.polygon(surf, WALL, [(x - r // 3, y + r), (x - r // 3, y), (x + r // 3, y), (x + r // 3, y + r)])
    elif feature == "chest":
        box = pygame.Rect(x - r, y - r * 2 // 3, 2 * r, r * 4 // 3)
        pygame.draw.rect(surf, (150, 96, 44), box, border_radius=2)
        pygame.draw.rect(surf, (231, 198, 95), box, 2, border_radius=2)
        pygame.draw.line(surf, (231, 198, 95), (box.x, box.centery), (box.right, box.centery), 2)
    elif feature == "search":
        pygame.draw.circle(surf, INK, (x - r // 4, y - r // 4), r * 2 // 3, 2)
        pygame.draw.line(surf, INK, (x + r // 4, y + r // 4), (x + r, y + r), 3)
    elif feature == "pillar":
        pygame.draw.circle(surf, (150, 146, 140), (x, y), r * 2 // 3)
        pygame.draw.circle(surf, WALL, (x, y), r * 2 // 3, 2)
    else:
        pygame.draw.circle(surf, INK_DIM, (x, y), r // 2)


_PICTURES: dict = {}


def _picture(view: MapView, key, names) -> pygame.Surface:
    """The still picture for a view, kept per size (a few at most)."""
    pic = _PICTURES.get(key)
    if pic is None:
        pic = pygame.Surface(view.rect.size)
        pic.fill(WALL)
        view.draw_floor(pic, names)
        if len(_PICTURES) >= 4:
            _PICTURES.pop(next(iter(_PICTURES)))
        _PICTURES[key] = pic
    return pic


def forget_pictures() -> None:
    """Let the kept still pictures go."""
    _PICTURES.clear()


def draw_door(surf, view: MapView, door, opened: bool) -> None:
    """A door on its wall: closed, a bar of its kind's colour (a plain door wood, a locked one
    iron with a keyhole, a magic one green with a rune); open, a thin frame."""
    spot = view.door_spot(door.id)
    if spot is None:
        return
    (cx, cy), (hx, hy) = spot
    p, q = (cx - hx, cy - hy), (cx + hx, cy + hy)
    w = max(5, round(view.unit * 0.24))
    colour = {"locked": LOCKED, "magic": MAGIC}.get(door.kind, DOOR)
    if opened:
        pygame.draw.line(surf, shade(colour, 0.6), p, q, 2)
        for end in (p, q):
            pygame.draw.circle(surf, shade(colour, 0.8), (round(end[0]), round(end[1])), max(2, w // 3))
        return
    pygame.draw.line(surf, shade(colour, 0.5), p, q, w + 4)
    pygame.draw.line(surf, colour, p, q, w)
    c = (round(cx), round(cy))
    if door.kind == "locked":
        pygame.draw.circle(surf, WALL, c, max(2, w // 3))
    elif door.kind == "magic":
        pygame.draw.circle(surf, (220, 255, 200), c, max(3, w // 2), 2)
    if not getattr(door, "trap", True):       # a door read from the Book: a gold stud
        pygame.draw.circle(surf, (231, 198, 95), c, max(2, w // 3))
