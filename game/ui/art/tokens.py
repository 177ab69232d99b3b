"""Token silhouettes: Explorer (pawn), Town (house), City (castle), Dahan (figure with raised
arms), Blight (thorny blot), and each spirit's Presence in its own colour and shape; the
expansion's tokens, each on a disc of its own colour: Beasts (a paw), Wilds (a thorny sprig),
Disease (a spotted spore), Badlands (a cracked crag), Vitality (a sprouting leaf) and Strife
(crossed blades, small, on the invader that carries it).
Damage shows as red pips under the piece."""
from __future__ import annotations

import math

from ... import kinds as K
from ..palette import BLIGHT_PIECE, DAHAN, INVADER
from .common import Canvas, regular, star_points

INVADER_FILL = INVADER + (255,)
INVADER_EDGE = (70, 45, 25, 255)
DAHAN_FILL = DAHAN + (255,)
DAHAN_EDGE = (50, 25, 10, 255)
BLIGHT_FILL = BLIGHT_PIECE + (255,)
BLIGHT_EDGE = (222, 100, 190, 255)
DAMAGE = (230, 40, 30, 255)
PLAIN_FILL = (214, 204, 178, 255)       # a kind with no silhouette of its own (a pack's)
PLAIN_EDGE = (60, 52, 40, 255)


def token_image(kind: str, size: int, damage: int = 0, colour=(240, 240, 240), shape: str = "circle"):
    """The picture of one piece, `size` pixels square, by its kind's letter: a silhouette of its own
    (see `has_art`), a spirit's presence, or a plain disc for any other kind."""
    c = Canvas(size, size)
    s = size / 40.0
    w = max(1.2, 2.0 * s)
    if kind == K.PRESENCE:
        _presence(c, s, tuple(colour[:3]) + (255,), shape)
    elif kind in SILHOUETTES:
        SILHOUETTES[kind](c, s, w)
    elif _by_id(kind) is not None:
        _by_id(kind)(c, s, w)
    else:
        c.circle(20 * s, 19 * s, 16 * s, PLAIN_FILL, PLAIN_EDGE, w)
    if damage:
        for k in range(damage):
            x = 20 * s + (k - (damage - 1) / 2) * 8 * s
            c.circle(x, 36 * s, 3.6 * s, DAMAGE, (255, 255, 255, 255), 1.2 * s)
        c.line([(11 * s, 15 * s), (18 * s, 21 * s), (15 * s, 24 * s), (24 * s, 31 * s)], DAMAGE, 1.8 * s)
    return c.image()


def has_art(letter: str) -> bool:
    """Whether a kind of piece has a silhouette of its own."""
    return letter in SILHOUETTES or _by_id(letter) is not None


def _by_id(letter: str):
    """The silhouette of a pack's kind known by its id (the expansion's tokens), or None."""
    if letter not in K.KINDS:
        from ...content import catalog
        catalog.load()      # the packs register their kinds on the catalog's first use
    k = K.KINDS.get(letter)
    return TOKEN_SILHOUETTES.get(k.id) if k is not None else None


def _explorer(c: Canvas, s: float, w: float):
    c.polygon([(12 * s, 36 * s), (16 * s, 20 * s), (24 * s, 20 * s), (28 * s, 36 * s)], INVADER_FILL, INVADER_EDGE, w)
    c.circle(20 * s, 13 * s, 7.5 * s, INVADER_FILL, INVADER_EDGE, w)


def _town(c: Canvas, s: float, w: float):
    c.polygon([(7 * s, 35 * s), (7 * s, 19 * s), (20 * s, 7 * s), (33 * s, 19 * s), (33 * s, 35 * s)],
              INVADER_FILL, INVADER_EDGE, w)
    c.rect((17 * s, 25 * s, 23 * s, 35 * s), fill=INVADER_EDGE)


def _city(c: Canvas, s: float, w: float):
    pts = [(4 * s, 36 * s), (4 * s, 14 * s), (9 * s, 14 * s), (9 * s, 18 * s), (13 * s, 18 * s), (13 * s, 6 * s),
           (18 * s, 6 * s), (18 * s, 10 * s), (22 * s, 10 * s), (22 * s, 6 * s), (27 * s, 6 * s), (27 * s, 18 * s),
           (31 * s, 18 * s), (31 * s, 14 * s), (36 * s, 14 * s), (36 * s, 36 * s)]
    c.polygon(pts, INVADER_FILL, INVADER_EDGE, w)
    c.rect((16.5 * s, 26 * s, 23.5 * s, 36 * s), fill=INVADER_EDGE, radius=3 * s)


def _dahan(c: Canvas, s: float, w: float):
    body = [(8 * s, 36 * s), (12 * s, 22 * s), (4 * s, 12 * s), (8 * s, 9 * s), (16 * s, 18 * s), (24 * s, 18 * s),
            (32 * s, 9 * s), (36 * s, 12 * s), (28 * s, 22 * s), (32 * s, 36 * s)]
    c.polygon(body, DAHAN_FILL, DAHAN_EDGE, w)
    c.circle(20 * s, 11 * s, 5.5 * s, DAHAN_FILL, DAHAN_EDGE, w)


def _blight(c: Canvas, s: float, w: float):
    pts = []
    for k in range(22):
        r = (17 if k % 2 == 0 else 10 + 3 * ((k * 7) % 3) / 2) * s
        a = math.radians(-90 + 360 * k / 22)
        pts.append((20 * s + r * math.cos(a), 20 * s + r * math.sin(a)))
    c.polygon(pts, BLIGHT_FILL, BLIGHT_EDGE, w)
    c.circle(15.5 * s, 18 * s, 2.6 * s, fill=BLIGHT_EDGE)
    c.circle(24.5 * s, 18 * s, 2.6 * s, fill=BLIGHT_EDGE)
    c.line([(15 * s, 26 * s), (20 * s, 23 * s), (25 * s, 26 * s)], BLIGHT_EDGE, 1.6 * s)


#: The kinds with a silhouette of their own, by letter (a pack's kind without one is a plain disc).
SILHOUETTES = {K.EXPLORER: _explorer, K.TOWN: _town, K.CITY: _city, K.DAHAN: _dahan, K.BLIGHT: _blight}

# The expansion's tokens: a disc of the token's own colour, edged, with its sign in a pale ink.
TOKEN_INK = (250, 244, 226, 255)
BEASTS_FILL, BEASTS_EDGE = (176, 98, 36, 255), (70, 36, 10, 255)
WILDS_FILL, WILDS_EDGE = (38, 120, 62, 255), (10, 48, 20, 255)
DISEASE_FILL, DISEASE_EDGE = (150, 170, 40, 255), (60, 70, 10, 255)
BADLANDS_FILL, BADLANDS_EDGE = (120, 60, 50, 255), (45, 20, 15, 255)
VITALITY_FILL, VITALITY_EDGE = (90, 200, 120, 255), (20, 80, 40, 255)
STRIFE_FILL, STRIFE_EDGE = (205, 40, 40, 255), (70, 0, 0, 255)


def _beasts(c: Canvas, s: float, w: float):
    """A paw print on a russet disc."""
    c.circle(20 * s, 20 * s, 17 * s, BEASTS_FILL, BEASTS_EDGE, w)
    c.ellipse((12 * s, 19 * s, 28 * s, 32 * s), fill=TOKEN_INK)
    for x, y in ((10.5, 15), (16, 10.5), (24, 10.5), (29.5, 15)):
        c.ellipse(((x - 3.2) * s, (y - 4) * s, (x + 3.2) * s, (y + 4) * s), fill=TOKEN_INK)


def _wilds(c: Canvas, s: float, w: float):
    """A thorny sprig on a deep green, jagged disc."""
    c.polygon(star_points(20 * s, 20 * s, 18.5 * s, 15 * s, 14), WILDS_FILL, WILDS_EDGE, w)
    c.line([(20 * s, 33 * s), (20 * s, 8 * s)], TOKEN_INK, 2.2 * s)
    for y, d in ((13, -1), (18, 1), (23, -1), (28, 1)):
        c.polygon([(20 * s, y * s), ((20 + d * 9) * s, (y - 4) * s), ((20 + d * 5) * s, (y + 1) * s)], fill=TOKEN_INK)


def _disease(c: Canvas, s: float, w: float):
    """A spotted spore with stubby spikes on a sickly yellow-green disc."""
    c.circle(20 * s, 20 * s, 17 * s, DISEASE_FILL, DISEASE_EDGE, w)
    c.polygon(star_points(20 * s, 20 * s, 13 * s, 9 * s, 9), fill=TOKEN_INK)
    for x, y, r in ((17, 17, 2.4), (23.5, 19, 1.9), (19, 24, 1.7)):
        c.circle(x * s, y * s, r * s, fill=DISEASE_EDGE)


def _badlands(c: Canvas, s: float, w: float):
    """A cracked crag on a dark rust hexagon."""
    c.polygon(regular(20 * s, 20 * s, 18 * s, 6, rot=0), BADLANDS_FILL, BADLANDS_EDGE, w)
    c.polygon([(7 * s, 30 * s), (15 * s, 12 * s), (20 * s, 19 * s), (25 * s, 10 * s), (33 * s, 30 * s)], fill=TOKEN_INK)
    c.line([(25 * s, 12 * s), (22 * s, 20 * s), (26 * s, 24 * s), (23 * s, 30 * s)], BADLANDS_EDGE, 1.6 * s)


def _vitality(c: Canvas, s: float, w: float):
    """A sprouting pair of leaves on a bright green disc."""
    c.circle(20 * s, 20 * s, 17 * s, VITALITY_FILL, VITALITY_EDGE, w)
    c.line([(20 * s, 33 * s), (20 * s, 17 * s)], TOKEN_INK, 2.2 * s)
    c.polygon([(20 * s, 19 * s), (10 * s, 16 * s), (8 * s, 8 * s), (16 * s, 10 * s)], fill=TOKEN_INK)
    c.polygon([(20 * s, 16 * s), (29 * s, 11 * s), (33 * s, 4 * s), (24 * s, 6 * s)], fill=TOKEN_INK)


def _strife(c: Canvas, s: float, w: float):
    """Two crossed blades on a red disc (drawn small on the invader that carries it)."""
    c.circle(20 * s, 20 * s, 17 * s, STRIFE_FILL, STRIFE_EDGE, w)
    for (x0, y0, x1, y1) in ((10, 30, 30, 10), (30, 30, 10, 10)):
        c.line([(x0 * s, y0 * s), (x1 * s, y1 * s)], TOKEN_INK, 3.2 * s)
    for x, y in ((12.5, 24.5), (27.5, 24.5)):
        c.circle(x * s, y * s, 2.4 * s, fill=TOKEN_INK)


#: The expansion's tokens' silhouettes, by kind id (game/content/expansion/tokens.py).
TOKEN_SILHOUETTES = {"beasts": _beasts, "wilds": _wilds, "disease": _disease, "badlands": _badlands,
                     "vitality": _vitality, "strife": _strife}


def _presence(c: Canvas, s: float, fill, shape: str):
    edge = (15, 15, 15, 255) if sum(fill[:3]) > 200 else (235, 235, 235, 255)
    w = max(1.4, 2.2 * s)       # a small piece keeps an edge that reads on a land of its own colour
    cx = cy = 20 * s
    r = 15 * s
    if shape == "star":
        c.polygon(star_points(cx, cy + 1 * s, r + 2 * s, r * 0.5, 5), fill, edge, w)
    elif shape == "triangle":
        c.polygon(regular(cx, cy + 3 * s, r + 3 * s, 3), fill, edge, w)
    elif shape == "ring":
        c.circle(cx, cy, r, fill, edge, w)
        c.circle(cx, cy, r * 0.42, (0, 0, 0, 0), edge, w)
    elif shape == "square":
        c.rect((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill, edge, w, radius=3 * s)
    elif shape == "diamond":
        c.polygon(regular(cx, cy, r + 2 * s, 4), fill, edge, w)
    elif shape == "drop":
        pts = [(cx + r * math.cos(math.radians(a)), cy + 4 * s + r * 0.8 * math.sin(math.radians(a))) for a in range(-30, 211, 10)]
        pts.append((cx, cy - r - 1 * s))
        c.polygon(pts, fill, edge, w)
    elif shape == "hexagon":
        c.polygon(regular(cx, cy, r + 1 * s, 6, rot=0), fill, edge, w)
    else:
        c.circle(cx, cy, r, fill, edge, w)
    hi = tuple(min(255, v + (255 - v) // 2) for v in fill[:3]) + (255,)
    c.circle(cx - 4 * s, cy - 5 * s, 2.6 * s, fill=hi)


def sacred_ring(size: int, colour):
    """A glowing double ring drawn under a stack of 2+ presence: a sacred site."""
    c = Canvas(size, size)
    col = tuple(colour[:3])
    c.circle(size / 2, size / 2, size / 2 - 2, fill=col + (60,), outline=col + (255,), width=size / 18)
    c.circle(size / 2, size / 2, size / 2 - size / 7, outline=(255, 245, 200, 230), width=size / 30)
    return c.image()
