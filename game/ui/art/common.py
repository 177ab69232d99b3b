"""Drawing helpers: supersampled Pillow canvases for smooth edges."""
from __future__ import annotations

import math

from PIL import Image, ImageDraw

SS = 4  # supersampling factor


class Canvas:
    """A transparent RGBA canvas drawn at SS times the size and shrunk for antialiasing.

    Coordinates given to its methods are in final pixels (floats allowed)."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.img = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
        self.d = ImageDraw.Draw(self.img)

    def _p(self, pts):
        return [(x * SS, y * SS) for x, y in pts]

    def polygon(self, pts, fill=None, outline=None, width=1.0):
        self.d.polygon(self._p(pts), fill=fill)
        if outline is not None:
            self.line(list(pts) + [pts[0]], outline, width)

    def line(self, pts, fill, width=1.0):
        w = max(1, round(width * SS))
        self.d.line(self._p(pts), fill=fill, width=w, joint="curve")
        r = w / 2
        for x, y in self._p(pts):  # round caps
            self.d.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def ellipse(self, box, fill=None, outline=None, width=1.0):
        x0, y0, x1, y1 = box
        self.d.ellipse((x0 * SS, y0 * SS, x1 * SS, y1 * SS), fill=fill, outline=outline,
                       width=max(1, round(width * SS)) if outline is not None else 0)

    def circle(self, cx, cy, r, fill=None, outline=None, width=1.0):
        self.ellipse((cx - r, cy - r, cx + r, cy + r), fill, outline, width)

    def arc(self, box, start, end, fill, width=1.0):
        x0, y0, x1, y1 = box
        self.d.arc((x0 * SS, y0 * SS, x1 * SS, y1 * SS), start, end, fill=fill, width=max(1, round(width * SS)))

    def rect(self, box, fill=None, outline=None, width=1.0, radius=0.0):
        x0, y0, x1, y1 = box
        self.d.rounded_rectangle((x0 * SS, y0 * SS, x1 * SS, y1 * SS), radius=radius * SS, fill=fill,
                                 outline=outline, width=max(1, round(width * SS)) if outline is not None else 0)

    def image(self) -> Image.Image:
        return self.img.resize((self.w, self.h), Image.LANCZOS)


def star_points(cx, cy, r_out, r_in, n, rot=-90.0):
    """Corners of an n-pointed star."""
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(rot + 180.0 * k / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def regular(cx, cy, r, n, rot=-90.0):
    """Corners of a regular n-gon."""
    return [(cx + r * math.cos(math.radians(rot + 360.0 * k / n)),
             cy + r * math.sin(math.radians(rot + 360.0 * k / n))) for k in range(n)]


def to_surface(img: Image.Image):
    """A Pillow RGBA image as a pygame Surface (with per-pixel alpha)."""
    import pygame
    img = img.convert("RGBA")
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf
