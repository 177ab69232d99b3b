"""One tween per kind of engine event: pieces slide (explorers sail in from the ocean), damage
flashes, destruction fades, blight drops, cards turn face up, phase banners.

A tween `begin`s (patches the view: lifts the piece it carries), is drawn for `duration`
seconds with t going 0 -> 1, then `end`s (sets the piece down)."""
from __future__ import annotations

import math

import pygame

from ...shell import text
from ... import kinds as K
from ..palette import ACTION_COLOURS, BAD, FEAR, GOLD
from ...shell.tweens import Tween, ease  # noqa: F401 (ease: the island's tweens' own name)


class Patch(Tween):
    """A change of the view that takes no time (the fear pool, the blight card): made when the
    event's turn comes, so the board shows it beside the log line that tells it."""

    def __init__(self, ev, patch):
        super().__init__(ev)
        self.patch = patch

    def begin(self, view, stage):
        self.patch(view)


class Slide(Tween):
    """A piece carried from one point to another (pushed, gathered, explored in, presence)."""

    duration = 0.45

    def __init__(self, ev, token: str, frm_land: str, to_land: str, from_point=None):
        super().__init__(ev)
        self.token, self.frm_land, self.to_land, self.from_point = token, frm_land, to_land, from_point

    def begin(self, view, stage):
        if self.frm_land:
            self.token = view.take(self.frm_land, self.token)
        self.a = self.from_point or stage.piece_point(self.frm_land, self.token)
        self.b = stage.piece_point(self.to_land, self.token)
        self.img = stage.token_image(self.token)

    def end(self, view, stage):
        view.put(self.to_land, self.token)

    def draw(self, surf, stage, t):
        e = ease(t)
        x = self.a[0] + (self.b[0] - self.a[0]) * e
        y = self.a[1] + (self.b[1] - self.a[1]) * e - math.sin(math.pi * e) * stage.token_size * 0.8
        surf.blit(self.img, (x - self.img.get_width() / 2, y - self.img.get_height() / 2))


class Fade(Tween):
    """A piece destroyed or removed: it swells, goes red (when destroyed) and fades."""

    duration = 0.45

    def __init__(self, ev, kind: str, land: str, red: bool):
        super().__init__(ev)
        self.kind, self.land, self.red = kind, land, red

    def begin(self, view, stage):
        self.token = view.take(self.land, self.kind)
        self.img = stage.token_image(self.token)
        self.at = stage.piece_point(self.land, self.token)

    def draw(self, surf, stage, t):
        size = int(self.img.get_width() * (1 + 0.5 * t))
        img = pygame.transform.smoothscale(self.img, (size, size))
        if self.red:
            img.fill((255, 80, 60, 0), special_flags=pygame.BLEND_RGBA_ADD)
        img.set_alpha(int(255 * (1 - t)))
        surf.blit(img, (self.at[0] - size / 2, self.at[1] - size / 2))


class Drop(Tween):
    """A blight falls onto a land from above."""

    duration = 0.5

    def begin(self, view, stage):
        self.at = stage.piece_point(self.d["land"], K.BLIGHT)
        self.img = stage.token_image(K.BLIGHT)

    def end(self, view, stage):
        view.put(self.d["land"], K.BLIGHT)
        view.board(blight_on_card=self.d["on_card"])        # the blight left on the card, as the event says

    def draw(self, surf, stage, t):
        y = self.at[1] - (1 - ease(t)) * stage.token_size * 4
        surf.blit(self.img, (self.at[0] - self.img.get_width() / 2, y - self.img.get_height() / 2))


class Flash(Tween):
    """A burst on a land: damage (red), defend (blue), an invader action (its colour)."""

    duration = 0.35

    def __init__(self, ev, land: str, colour, label: str = "", patch=None):
        super().__init__(ev)
        self.land, self.colour, self.label, self.patch = land, colour, label, patch

    def end(self, view, stage):
        if self.patch:
            self.patch(view)

    def draw(self, surf, stage, t):
        stage.glow_land(surf, self.land, self.colour, int(200 * (1 - t)))
        if self.label:
            x, y = stage.land_centre(self.land)
            text.shadowed(surf, self.label, (x, y - stage.token_size * (0.5 + t)), int(stage.token_size * 0.7), self.colour)


class FloatText(Tween):
    """Words rising from a point of the table ("+2 Fear" at the fear pool)."""

    duration = 0.7

    def __init__(self, ev, anchor: str, label: str, colour):
        super().__init__(ev)
        self.anchor, self.label, self.colour = anchor, label, colour

    def draw(self, surf, stage, t):
        x, y = stage.anchor(self.anchor)
        text.shadowed(surf, self.label, (x, y - 30 * stage.u * t), int(24 * stage.u), self.colour)


class Banner(Tween):
    """Words across the island: a new phase, a terror level, the end of the game."""

    duration = 1.0

    def __init__(self, ev, title: str, sub: str = "", colour=GOLD, patch=None, duration: float | None = None):
        super().__init__(ev)
        self.title, self.sub, self.colour, self.patch = title, sub, colour, patch
        if duration is not None:        # a rule in its words (a blight card's) stays up to be read
            self.duration = duration

    def begin(self, view, stage):
        if self.patch:
            self.patch(view)

    def sub_lines(self, stage) -> tuple[str, ...]:
        """The words under the title, wrapped to the island's width (never cut)."""
        if not self.sub:
            return ()
        return text.wrap(self.sub, int(18 * stage.u), stage.island_rect.width - int(40 * stage.u))

    def draw(self, surf, stage, t):
        r, u = stage.island_rect, stage.u
        alpha = int(255 * min(1.0, 4 * t, 4 * (1 - t)))
        lines = self.sub_lines(stage)
        step = text.line_step(max(text.resources.MIN_SIZE, int(18 * u)), 1.0)
        h = int(90 * u) + max(0, len(lines) - 1) * step
        top = r.centery - h // 2
        band = pygame.Surface((r.width, h), pygame.SRCALPHA)
        band.fill((10, 12, 10, int(alpha * 0.75)))
        surf.blit(band, (r.x, top))
        img = text.render(self.title, int(40 * u), self.colour, True)
        img.set_alpha(alpha)
        surf.blit(img, (r.centerx - img.get_width() // 2, top + int(6 * u)))
        for k, line in enumerate(lines):
            s = text.render(line, int(18 * u), (230, 225, 210))
            s.set_alpha(alpha)
            surf.blit(s, (r.centerx - s.get_width() // 2, top + int(61 * u) + k * step))


class ShowCard(Tween):
    """A card turned face up beside the island's right edge (fear, invader, drawn powers): the
    island stays in sight behind it (a card in the middle over a dimmed island hid it for the
    second or more the card was shown), only a band behind the card and its caption is dimmed."""

    duration = 1.3
    HEIGHT = 240            # the card's height at scale 1

    def __init__(self, ev, make_image, caption: str = ""):
        super().__init__(ev)
        self.make_image, self.caption = make_image, caption

    def begin(self, view, stage):
        self.img = self.make_image(int(self.HEIGHT * stage.u))

    def draw(self, surf, stage, t):
        r, u = stage.island_rect, stage.u
        full = self.img.get_width()
        cap_h = int(44 * u) if self.caption else 0
        words = text.render(self.caption, int(18 * u), GOLD, True).get_width() if self.caption else 0
        box = pygame.Rect(0, 0, full + int(24 * u), self.img.get_height() + cap_h + int(24 * u))
        box.midright = (r.right - int(12 * u), r.centery)
        dim = pygame.Surface(box.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, int(150 * min(1.0, 5 * t, 5 * (1 - t)))))
        surf.blit(dim, box)
        flip = min(1.0, t * 5)
        w = max(1, int(full * abs(math.cos(math.pi * (1 - flip) / 2))))
        img = pygame.transform.smoothscale(self.img, (w, self.img.get_height()))
        surf.blit(img, (box.centerx - w // 2, box.y + int(12 * u)))
        if self.caption:
            cx = min(box.centerx, r.right - int(12 * u) - words // 2)      # the caption whole, inside the island
            text.shadowed(surf, self.caption, (cx, box.y + int(12 * u) + img.get_height() + cap_h // 2),
                          int(18 * u), GOLD)


def caption(surf, stage, line: str, hint: str = "") -> None:
    """The log line of the step being shown, in a band along the bottom of the island."""
    r = stage.island_rect
    size = max(12, int(20 * stage.u))
    words = text.wrap(line, size, r.width - int(40 * stage.u), True)[:4]
    h = int(size * 1.35) * len(words) + (int(size * 0.95) if hint else 0) + int(14 * stage.u)
    band = pygame.Surface((r.width, h), pygame.SRCALPHA)
    band.fill((10, 12, 10, 190))
    top = r.bottom - h - int(10 * stage.u)
    surf.blit(band, (r.x, top))
    y = top + int(7 * stage.u)
    for w in words:
        img = text.render(w, size, GOLD, True)
        surf.blit(img, (r.centerx - img.get_width() // 2, y))
        y += int(size * 1.35)
    if hint:
        img = text.render(hint, max(10, int(size * 0.7)), (215, 210, 195))
        surf.blit(img, (r.centerx - img.get_width() // 2, y))


def lands_pulse(ev, stage_colour_action: str):
    """Invader action: its lands glow in the action's colour."""
    return [Flash(ev, land, ACTION_COLOURS[stage_colour_action]) for land in ev.data.get("lands", [])]


COLOURS = {"bad": BAD, "fear": FEAR}
