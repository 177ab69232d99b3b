"""Colours that must never be mistaken for one another: the eight spirits' presence, the Dahan,
the invaders, Blight and the four terrains. Measured in CAM02-UCS (colorspacious), for normal
sight and for simulated protanopia, deuteranopia and tritanopia (full severity), in the normal
and in the colour-blind terrain palette.

Threshold: a CAM02-UCS distance of 12 between any two of them (about five times a just-noticeable
difference: two small pieces side by side are told apart at a glance, not only on close study).
Invaders share one colour on purpose (explorer, town and city differ by shape), as do the pieces
of one kind; shapes are checked below too."""
import itertools

import colorspacious
import numpy as np
import pytest

from game.content.catalog import SPIRITS
from game.ui import palette

MIN_DISTANCE = 12.0
SIGHTS = [None, "protanomaly", "deuteranomaly", "tritanomaly"]


def named_colours(colourblind: bool) -> dict[str, tuple]:
    out = {f"presence of {s.name}": s.colour for s in SPIRITS.items.values()}
    out.update({"Dahan": palette.DAHAN, "invaders": palette.INVADER, "Blight": palette.BLIGHT_PIECE})
    terrains = palette.terrain_colours(colourblind)
    out.update({t: terrains[t][0] for t in ("mountain", "wetland", "jungle", "sand")})
    return out


def seen(rgb, sight):
    """Colours as CAM02-UCS points, as someone with this sight sees them."""
    rgb = np.asarray(rgb, float) / 255
    if sight:
        cvd = {"name": "sRGB1+CVD", "cvd_type": sight, "severity": 100}
        rgb = np.clip(colorspacious.cspace_convert(rgb, cvd, "sRGB1"), 0, 1)
    return colorspacious.cspace_convert(rgb, "sRGB1", "CAM02-UCS")


@pytest.mark.parametrize("sight", SIGHTS, ids=lambda s: s or "normal")
@pytest.mark.parametrize("colourblind", [False, True], ids=["normal palette", "colour-blind palette"])
def test_pieces_and_terrains_keep_their_colours_apart(sight, colourblind):
    colours = named_colours(colourblind)
    names = list(colours)
    pts = seen([colours[n] for n in names], sight)
    close = [(round(float(np.linalg.norm(pts[a] - pts[b])), 1), names[a], names[b])
             for a, b in itertools.combinations(range(len(names)), 2)
             if np.linalg.norm(pts[a] - pts[b]) < MIN_DISTANCE]
    assert not close, f"too close for {sight or 'normal'} sight: {sorted(close)}"


def test_six_spirits_at_one_table_have_six_presence_colours_none_a_pieces():
    """A game of 6 spirits: every choice of six has six different presence colours, none of them
    the Dahan's, the invaders' or Blight's (the distances themselves are measured above, for all
    eight spirits together)."""
    pieces = {palette.DAHAN, palette.INVADER, palette.BLIGHT_PIECE}
    for six in itertools.combinations(SPIRITS.items.values(), 6):
        colours = [s.colour for s in six]
        assert len(set(colours)) == 6 and not pieces & set(colours)


def test_the_dahan_are_not_a_spirits_colour():
    assert palette.DAHAN not in {s.colour for s in SPIRITS.items.values()}


def test_a_near_miss_is_caught():
    """The measure tells the old Dahan orange from Falling Cinder Rain's orange by too little."""
    pts = seen([(196, 104, 58), (255, 120, 30)], "tritanomaly")
    assert np.linalg.norm(pts[0] - pts[1]) < MIN_DISTANCE


def _mask(kind: str, size: int):
    from game.ui.art.tokens import token_image
    return np.asarray(token_image(kind, size))[:, :, 3] > 127


@pytest.mark.parametrize("size", [20, 64])
def test_explorer_and_dahan_differ_by_shape_alone(size):
    """Their silhouettes overlap by well under two thirds (intersection over union), and the
    Dahan's raised arms make it much wider at shoulder height."""
    e, d = _mask("E", size), _mask("D", size)
    iou = (e & d).sum() / (e | d).sum()
    assert iou < 0.6, iou
    row = slice(int(size * 0.2), int(size * 0.4))
    assert d[row].any(axis=0).sum() > 1.8 * e[row].any(axis=0).sum()


@pytest.mark.parametrize("size", [10, 12])
def test_a_small_presence_keeps_an_edge_that_reads_on_a_land_of_its_own_colour(size):
    """A playtest: Drumbeat's cream presence on sand and Moss's green on jungle were hard to see
    on a six-board island, where pieces are 10-12 pixels. Every presence keeps a drawn edge
    there (dark round a light piece, light round a dark one): until stop 21 a piece was shrunk from
    its 128-pixel stored picture, and a 10-pixel cream square kept no dark pixel of its edge."""
    import pygame
    from game.ui import sprites
    pygame.display.init()
    for sp in SPIRITS.items.values():
        img = sprites.presence(sp.id, size)                  # what the island shows
        light_piece = sum(sp.colour[:3]) > 200
        pixels = [tuple(img.get_at((x, y))) for x in range(img.get_width()) for y in range(img.get_height())]
        edge = [p for p in pixels if p[3] > 200 and
                ((sum(p[:3]) / 3 < 90) if light_piece else (sum(p[:3]) / 3 > 200))]
        assert len(edge) >= 12, (sp.id, size, len(edge))
