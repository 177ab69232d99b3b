"""Pictures as pygame surfaces, cached by name and size.

Each picture is read from assets/<name>.png when it exists (written by
build_scripts/make_assets.py) and otherwise drawn on the spot by the same Pillow code in
`game.ui.art`, so every install looks the same."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from .. import kinds as K
from ..engine import pieces as P
from ..shell import resources
from .art import elements as art_el, terrain as art_ter, tokens as art_tok
from .art.common import to_surface
from .palette import terrain_colours

ASSET_SIZE = 128      # tokens, icons and elements are stored at this size
TILE_SIZE = 96        # terrain pattern tiles


def catalogue() -> dict:
    """Every stored picture: name -> (Pillow generator, stored size). Used by make_assets."""
    from ..content.catalog import SPIRITS
    out = {}
    for kind in K.KINDS.values():          # each kind drawn in its own silhouette, at each damage it can take
        if kind.letter == K.PRESENCE or not art_tok.has_art(kind.letter):
            continue
        for d in range(max(1, kind.health)):
            out[f"tokens/{P.token(kind.letter, d)}"] = (lambda s, k=kind.letter, d=d: art_tok.token_image(k, s, d), ASSET_SIZE)
    for sp in SPIRITS.items.values():
        out[f"tokens/presence_{sp.id}"] = (lambda s, c=sp.colour, sh=sp.shape: art_tok.token_image(K.PRESENCE, s, colour=c, shape=sh),
                                           ASSET_SIZE)
    for t in ("mountain", "wetland", "jungle", "sand", "ocean"):
        out[f"terrain/icon_{t}"] = (lambda s, t=t: art_ter.terrain_icon(t, s), ASSET_SIZE)
        for pal in ("normal", "colourblind"):
            ink = terrain_colours(pal == "colourblind")[t][1]
            out[f"terrain/pattern_{t}_{pal}"] = (lambda s, t=t, ink=ink: art_ter.pattern_tile(t, ink, s), TILE_SIZE)
    for e in ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal"):
        out[f"elements/{e}"] = (lambda s, e=e: art_el.element_icon(e, s), ASSET_SIZE)
        out[f"elements/{e}_dim"] = (lambda s, e=e: art_el.element_icon(e, s, dim=True), ASSET_SIZE)
    for sp in ("fast", "slow"):
        out[f"elements/speed_{sp}"] = (lambda s, sp=sp: art_el.speed_icon(sp, s), ASSET_SIZE)
    return out


# A piece smaller than this is drawn at its own size, not shrunk from its stored picture: the
# drawing keeps its edge a pixel and more wide (a six-board island's pieces are 10-12 pixels).
DRAWN_BELOW = 24


@lru_cache(maxsize=1)
def _catalogue() -> dict:
    return catalogue()


@lru_cache(maxsize=1024)
def picture(name: str, size: int) -> pygame.Surface:
    """The named picture at `size` pixels (square), from assets/ or drawn now."""
    size = max(4, int(size))
    stored = resources.image(f"assets/{name}.png")
    if stored is not None and not (name.startswith("tokens/") and size < DRAWN_BELOW):
        if stored.get_width() == size:
            return stored
        return pygame.transform.smoothscale(stored, (size, size))
    gen, _ = _catalogue()[name]
    return to_surface(gen(size))


def token(tok: str, size: int) -> pygame.Surface:
    """A piece kept in a land (an invader, Dahan, Blight, a pack's token), with its damage, at
    `size`. A kind the game has no picture for (a pack's) is a plain disc showing its letter; a
    piece carrying others (an invader with strife) is its own picture with theirs on it."""
    name = f"tokens/{tok}"
    if name in _catalogue():
        return picture(name, size)
    if len(tok) > 1 and P.carried(tok):
        return carrying(tok, max(4, int(size)))
    return plain_token(tok, max(4, int(size)))


@lru_cache(maxsize=256)
def carrying(tok: str, size: int) -> pygame.Surface:
    """A piece that carries attached ones ("Es", "C1ss"): the piece with its damage, and in its
    top left corner a small picture of each kind it carries, with their number when more than one."""
    from ..shell import text
    kind, dmg, carried = P.split(tok)
    surf = token(P.token(kind, dmg), size).copy()
    small = max(6, round(size * 0.5))
    for i, low in enumerate(sorted(set(carried))):
        letter = low.upper()
        mark = token(letter, small) if letter in K.KINDS else plain_token(letter, small)
        x, y = round(size * 0.02) + i * round(small * 0.8), round(size * 0.02)
        surf.blit(mark, (x, y))
        n = carried.count(low)
        if n > 1:
            img = text.render(str(n), max(6, int(small * 0.6)), (255, 255, 255), True)
            surf.blit(img, img.get_rect(center=(x + small - 2, y + small - 2)))
    return surf


@lru_cache(maxsize=256)
def plain_token(tok: str, size: int) -> pygame.Surface:
    """The picture of a kind with no art of its own: a plain disc with its letter and damage."""
    from ..shell import text
    surf = to_surface(art_tok.token_image(tok[:1], size, P.damage_of(tok)))
    img = text.render(tok[:1], max(6, int(size * 0.5)), (35, 30, 25), True)
    surf.blit(img, img.get_rect(center=(size // 2, round(size * 0.45))))
    return surf


@lru_cache(maxsize=256)
def presence(spirit_id: str, size: int) -> pygame.Surface:
    """A spirit's presence (its colour and shape)."""
    return picture(f"tokens/presence_{spirit_id}", size)


@lru_cache(maxsize=16)
def incarna(spirit_id: str, size: int, empowered: bool) -> pygame.Surface:
    """A spirit's Incarna (engine.incarna): its presence's shape on a light round base ringed in
    its colour, unlike any presence; empowered, a gold ring and four gold points round it."""
    from ..content.catalog import SPIRITS
    size = max(8, int(size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    colour = tuple(SPIRITS[spirit_id].colour)
    r = size * (0.32 if empowered else 0.46)
    if empowered:
        gold = (250, 206, 70)
        for k in range(4):
            a = math.pi / 4 + k * math.pi / 2
            tip = (c + math.cos(a) * size * 0.5, c + math.sin(a) * size * 0.5)
            sides = [(c + math.cos(a + d) * r, c + math.sin(a + d) * r) for d in (-0.5, 0.5)]
            pygame.draw.polygon(surf, gold, (tip, *sides))
            pygame.draw.polygon(surf, (60, 40, 10), (tip, *sides), 1)
        pygame.draw.circle(surf, gold, (c, c), r + max(2, size * 0.07))
    pygame.draw.circle(surf, (20, 18, 16), (c, c), r + 1)
    pygame.draw.circle(surf, (238, 230, 208), (c, c), r - 1)
    pygame.draw.circle(surf, colour, (c, c), r - 1, max(2, round(size * 0.1)))
    inner = presence(spirit_id, max(4, round(r * 1.2)))
    surf.blit(inner, inner.get_rect(center=(round(c), round(c))))
    return surf


@lru_cache(maxsize=64)
def sacred_ring(colour: tuple, size: int) -> pygame.Surface:
    """The ring marking a sacred site."""
    return to_surface(art_tok.sacred_ring(size, colour))


def element(name: str, size: int, dim: bool = False) -> pygame.Surface:
    """An element symbol, greyed when `dim`."""
    return picture(f"elements/{name}{'_dim' if dim else ''}", size)


def speed(name: str, size: int) -> pygame.Surface:
    """The Fast / Slow symbol."""
    return picture(f"elements/speed_{name}", size)


def terrain_icon(terrain: str, size: int) -> pygame.Surface:
    """The round terrain badge."""
    return picture(f"terrain/icon_{terrain}", size)


@lru_cache(maxsize=32)
def terrain_fill(terrain: str, colourblind: bool, tile: int) -> pygame.Surface:
    """A tile of the terrain: colour with its pattern on top (seamless)."""
    fill = terrain_colours(colourblind)[terrain][0]
    surf = pygame.Surface((tile, tile), pygame.SRCALPHA)
    surf.fill(tuple(fill) + (255,))
    surf.blit(picture(f"terrain/pattern_{terrain}_{'colourblind' if colourblind else 'normal'}", tile), (0, 0))
    return surf


def tiled(tile: pygame.Surface, size: tuple[int, int], at: tuple[int, int] = (0, 0)) -> pygame.Surface:
    """A surface of `size` covered with a tile, as the part at `at` of a larger surface tiled
    from its corner."""
    out = pygame.Surface(size, pygame.SRCALPHA)
    tw, th = tile.get_size()
    for x in range(-(at[0] % tw), size[0], tw):
        for y in range(-(at[1] % th), size[1], th):
            out.blit(tile, (x, y))
    return out
