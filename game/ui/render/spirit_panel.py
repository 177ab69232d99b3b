"""The active spirit's panel: spirit tabs, growth options, the two presence tracks (covered
slots hold presence, uncovered ones give energy / card plays / elements), energy and elements
this turn, and the innate powers with their met thresholds lit."""
from __future__ import annotations

import pygame

from ... import words as W
from ...content import catalog
from ...engine.spirits import can_meet, card_plays, elements, energy_income
from ...engine.state import ELEMENTS
from .. import sprites
from ...shell import text
from ...shell.hotspots import Target
from ..palette import GOLD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, shade
from .cards import range_words
from ...shell import canvas


def draw(state, active: int, rect: pygame.Rect, u: float, to_act=(), grew: int = -1, waiting=()):
    """The panel picture, its hotspots (screen coordinates) and anchor points; `grew`: the growth
    option the spirit chose this turn (-1: none, or not known). A tab's gold dot marks a spirit
    that may choose now, a gold ring one that waits while another answers its own choice."""
    surf = canvas.panel(rect.size)
    surf.fill(PANEL)
    pygame.draw.line(surf, PANEL_EDGE, (0, 0), (rect.width, 0), max(1, int(2 * u)))
    spots: list = []
    anchors: dict = {}
    pad = int(10 * u)
    y = _tabs(surf, state, active, rect, u, spots, to_act, anchors, waiting)
    s = state.spirits[active]
    spec = W.shown(catalog.SPIRITS[s.spirit_id])
    growth_h, inline = panel_plan(spec, rect, u, y)
    y = _growth(surf, s, spec, active, rect, u, spots, y + int(4 * u), active in to_act, grew, growth_h)
    y = _tracks(surf, s, spec, active, rect, u, spots, anchors, y + int(4 * u), inline)
    _elements_and_innates(surf, state, s, spec, active, rect, u, spots, y + int(4 * u), pad)
    return surf, [(r.move(rect.topleft), t) for r, t in spots], {k: (x + rect.x, y_ + rect.y) for k, (x, y_) in anchors.items()}


def _tabs(surf, state, active, rect, u, spots, to_act, anchors, waiting=()):
    h = int(34 * u)
    x = int(8 * u)
    n = len(state.spirits)
    w = min(int(330 * u), (rect.width - int(16 * u)) // n)
    for i, s in enumerate(state.spirits):
        spec = W.shown(catalog.SPIRITS[s.spirit_id])
        r = pygame.Rect(x, int(4 * u), w - int(6 * u), h - int(6 * u))
        on = i == active
        pygame.draw.rect(surf, shade(spec.colour, 0.45) if on else PANEL_DARK, r, border_radius=int(6 * u))
        pygame.draw.rect(surf, spec.colour if on else PANEL_EDGE, r, max(1, int(2 * u)), border_radius=int(6 * u))
        icon = sprites.presence(s.spirit_id, int(22 * u))
        surf.blit(icon, (r.x + int(5 * u), r.centery - icon.get_height() // 2))
        box = pygame.Rect(r.x + int(30 * u), r.y, r.width - int(48 * u), r.height)
        text.line(surf, tab_name(spec, int(15 * u), box.width), int(15 * u), INK if on else INK_DIM, box, True,
                  valign="centre")
        if i in to_act:
            pygame.draw.circle(surf, GOLD, (r.right - int(9 * u), r.centery), int(5 * u))
        elif i in waiting:
            pygame.draw.circle(surf, GOLD, (r.right - int(9 * u), r.centery), int(5 * u), max(1, int(1.5 * u)))
        spots.append((r, Target("tab", spirit=i)))
        anchors[f"track:{i}:energy"] = anchors[f"track:{i}:plays"] = r.center   # the active panel overrides
        x += w
    return h


TAB_SHRINK = 0.85     # the least a tab's words are shrunk to keep a spirit's whole name


def tab_name(spec, size: int, width: int) -> str:
    """A spirit's name on its tab: whole if it fits at nearly the tabs' size, else its short
    name (six tabs at 1280×720 leave about 60 pixels for a name): a row of tabs in one size, not
    one long name in small letters beside short names (the playtest at 1920×1080, six spirits)."""
    floor = text.resources.MIN_SIZE
    least = max(floor, round(size * TAB_SHRINK))
    fitted = text.fit(spec.name, max(floor, size), width, True, least)
    if not spec.short or text.resources.font(fitted, True).size(spec.name)[0] <= width:
        return spec.name
    return spec.short


TRACK_TITLES = ("ENERGY  99  (+9/turn)", "CARD PLAYS  9/9")     # the widest a track's title gets


def _inline_width(spec, rect, u: float) -> int:
    """The width of the track titles when they fit beside their slots on one row (0 if not)."""
    half = (rect.width - int(20 * u)) // 2
    step = 2 * int(17 * u) + int(8 * u)
    f = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True)
    titles = (W._("ENERGY  {n}  (+{income}/turn)").format(n=99, income=9),
              W._("CARD PLAYS  {n}/{most}").format(n=9, most=9))
    tw = max(f.size(t)[0] for t in TRACK_TITLES + titles) + int(8 * u)
    slots = max(len(spec.energy_track), len(spec.plays_track))
    return tw if tw + slots * step <= half - int(10 * u) else 0


def panel_plan(spec, rect, u: float, tabs_h: int) -> tuple[int, int]:
    """How the panel makes room for the innate powers' whole effects in a short window: the
    growth options' height (62 units, less as far as needed while their words still fit) and
    the width of the track titles put beside their slots (0: above them, as in a tall panel)."""
    h = int(62 * u)
    lh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    x0 = int(10 * u) + int(184 * u)
    w = (rect.width - x0 - int(10 * u)) // max(1, len(spec.innates)) - int(6 * u)
    need = max((innate_height(p, w, u) for p in spec.innates), default=0)
    room = rect.height - tabs_h - 3 * int(4 * u) - lh - h - _tracks_height(u, 0) - int(6 * u)  # the innates' boxes
    if need <= room:
        return h, 0
    inline = _inline_width(spec, rect, u)
    room += _tracks_height(u, 0) - _tracks_height(u, inline)
    if need <= room:
        return h, inline
    n = len(spec.growth)
    gw = (rect.width - int(20 * u)) // n - int(6 * u) - int(12 * u)
    words = [g.text + (f" (costs {g.cost} energy)" if g.cost else "") for g in spec.growth]
    floor = text.resources.MIN_SIZE
    lines = max(len(text.wrap(wd, floor, gw)) for wd in words)
    least = (lines - 1) * text.line_step(floor, 0.92) + text.resources.font(floor).get_height() + int(6 * u) + 2
    return min(h, max(least, h - (need - room))), inline


def _tracks_height(u: float, inline: int) -> int:
    """The height of the two tracks' row: titles above the slots, or beside them."""
    lh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    r = int(17 * u)
    return (max(lh, 2 * r) + int(8 * u)) if inline else lh + 2 * r + int(8 * u)


def innate_height(p, width: int, u: float) -> int:
    """The least height of an innate power's box that shows every level's whole effect."""
    head = max(int(22 * u), text.resources.font(max(text.resources.MIN_SIZE, int(14 * u)), True).get_height())
    _, rows = innate_rows(None, p, width, 0, u)
    return head + int(2 * u) + sum(h for h, _ in rows) + int(4 * u)


def _growth(surf, s, spec, i, rect, u, spots, y, may_act: bool = True, grew: int = -1, h: int = 0):
    """The growth options; the heading asks for one only while this spirit may choose now (not
    while another spirit's choice comes first). Once grown, the option chosen stands out."""
    lh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    heading = W._("GROWTH (chosen)") if s.grown else W._("GROWTH – choose one") if may_act else W._("GROWTH – after the choice under way")
    text.line(surf, heading, int(12 * u), GOLD if may_act or s.grown else INK_DIM,
              pygame.Rect(int(10 * u), y, rect.width - int(20 * u), lh), True)
    y += lh
    n = len(spec.growth)
    h = h or int(62 * u)
    w = (rect.width - int(20 * u)) // n
    for k, g in enumerate(spec.growth):
        r = pygame.Rect(int(10 * u) + k * w, y, w - int(6 * u), h)
        chosen = s.grown and k == grew
        pygame.draw.rect(surf, (48, 62, 52) if not s.grown or chosen else (40, 46, 42), r, border_radius=int(6 * u))
        pygame.draw.rect(surf, GOLD if chosen else PANEL_EDGE, r, max(1, int(2 * u)) if chosen else 1,
                         border_radius=int(6 * u))
        words = g.text + (f" (costs {g.cost} energy)" if g.cost else "")
        text.para(surf, words, int(13 * u), INK if not s.grown or chosen else INK_DIM, r.inflate(-int(12 * u), -int(6 * u)),
                  gap=0.92)
        spots.append((r, Target("growth", spirit=i, index=k)))
    return y + h


def slot_picture(surf, slot: dict, centre, r: int, u: float):
    """What an uncovered track slot gives: energy, card plays, an element, reclaim, any element."""
    x, y = centre
    pygame.draw.circle(surf, (232, 222, 196), centre, r)
    pygame.draw.circle(surf, (60, 50, 35), centre, r, max(1, int(2 * u)))
    if "element" in slot:
        icon = sprites.element(slot["element"], int(r * (1.2 if ("energy" in slot or "plays" in slot) else 1.8)))
        surf.blit(icon, (x - icon.get_width() // 2 + (r // 2 if "plays" in slot or "energy" in slot else 0),
                         y - icon.get_height() // 2 + (r // 3 if "plays" in slot or "energy" in slot else 0)))
    num = slot.get("energy", slot.get("plays"))
    if num is not None:
        col = (150, 100, 10) if "energy" in slot else (40, 60, 120)
        img = text.render(str(num), int(r * 1.1), col, True)
        dx = -r // 3 if "element" in slot else 0
        surf.blit(img, (x - img.get_width() // 2 + dx, y - img.get_height() // 2 + (dx // 2)))
    if slot.get("reclaim_one"):   # a circling arrow round a 1: reclaim one card
        col = (90, 60, 140)
        box = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
        box.center = centre
        pygame.draw.arc(surf, col, box, 0.6, 5.6, max(2, int(2 * u)))
        tip = (box.right - 1, box.centery - int(r * 0.15))
        pygame.draw.polygon(surf, col, [tip, (tip[0] - int(r * 0.35), tip[1] - int(r * 0.3)), (tip[0] + int(r * 0.25), tip[1] - int(r * 0.35))])
        img = text.render("1", int(r * 0.8), col, True)
        surf.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2))
    if slot.get("any"):
        for k, e in enumerate(("sun", "water", "plant", "fire")):
            icon = sprites.element(e, int(r * 0.8))
            surf.blit(icon, (x - r * 0.8 + (k % 2) * r * 0.8, y - r * 0.8 + (k // 2) * r * 0.8))


def _tracks(surf, s, spec, i, rect, u, spots, anchors, y, inline: int = 0):
    """The two presence tracks side by side, each under its title (or after it, `inline` wide)."""
    r = int(17 * u)
    half = (rect.width - int(20 * u)) // 2
    lh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    for col, (track, slots, revealed, title) in enumerate((
            ("energy", spec.energy_track, s.energy_revealed, W._("ENERGY  {n}  (+{income}/turn)").format(n=s.energy, income=energy_income(s))),
            ("plays", spec.plays_track, s.plays_revealed, W._("CARD PLAYS  {n}/{most}").format(n=len(s.played), most=card_plays(s))))):
        x0 = int(10 * u) + col * half
        if inline:
            cy = y + max(lh, 2 * r) // 2 + int(2 * u)
            text.line(surf, title, int(12 * u), GOLD, pygame.Rect(x0, cy - lh // 2, inline - int(8 * u), lh), True)
            x0 += inline
        else:
            text.line(surf, title, int(12 * u), GOLD, pygame.Rect(x0, y, half - int(10 * u), lh), True)
            cy = y + lh + r + int(2 * u)
        step = min(2 * r + int(8 * u), (half - int(10 * u) - inline) // max(1, len(slots)))
        for k, slot in enumerate(slots):
            c = (x0 + r + k * step, cy)
            slot_picture(surf, slot, c, r, u)
            if k >= revealed:   # still covered by presence: the value shows dimmed under it
                veil = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
                pygame.draw.circle(veil, (20, 24, 22, 120), (r, r), r)
                surf.blit(veil, (c[0] - r, c[1] - r))
                p = sprites.presence(s.spirit_id, int(r * 1.15))
                surf.blit(p, (c[0] + r - p.get_width() * 0.75, c[1] + r - p.get_height() * 0.8))
            box = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
            box.center = c
            if k == revealed:       # presence leaves from here (the track's own target)
                spots.append((box, Target("track", spirit=i, name=track)))
                anchors[f"track:{i}:{track}"] = c
            else:                   # any other slot: a click on it is told why not
                spots.append((box, Target("track", spirit=i, name=track, index=k)))
        if revealed >= len(slots):
            anchors[f"track:{i}:{track}"] = (x0 + r + max(0, len(slots) - 1) * step, cy)
    return y + _tracks_height(u, inline)


def _elements_and_innates(surf, state, s, spec, i, rect, u, spots, y, pad):
    have = elements(s)
    lh = text.resources.font(max(text.resources.MIN_SIZE, int(12 * u)), True).get_height()
    text.line(surf, W._("ELEMENTS"), int(12 * u), GOLD, pygame.Rect(pad, y, int(180 * u), lh), True)
    isz = int(26 * u)
    for k, e in enumerate(ELEMENTS):
        x = pad + (k % 4) * int(44 * u)
        yy = y + lh + (k // 4) * int(34 * u)
        surf.blit(sprites.element(e, isz, dim=not have[e]), (x, yy))
        text.line(surf, str(have[e]), int(14 * u), INK if have[e] else INK_DIM,
                  pygame.Rect(x + isz + int(2 * u), yy, int(44 * u) - isz - int(2 * u), isz), True, valign="centre")
    x0 = pad + int(184 * u)
    n = max(1, len(spec.innates))
    w = (rect.width - x0 - pad) // n
    h = rect.height - y - int(6 * u)
    for k, p in enumerate(spec.innates):
        r = pygame.Rect(x0 + k * w, y, w - int(6 * u), h)
        _innate(surf, s, p, r, u)
        spots.append((r, Target("innate", spirit=i, card=p.id)))


def _innate(surf, s, p, r, u):
    pygame.draw.rect(surf, PANEL_DARK, r, border_radius=int(6 * u))
    pygame.draw.rect(surf, PANEL_EDGE, r, 1, border_radius=int(6 * u))
    sp = sprites.speed(p.speed, int(18 * u))
    surf.blit(sp, (r.x + int(4 * u), r.y + int(4 * u)))
    head = max(int(22 * u), text.resources.font(max(text.resources.MIN_SIZE, int(14 * u)), True).get_height())
    rng = range_words(p)
    rw = min(text.resources.font(max(text.resources.MIN_SIZE, int(11 * u))).size(rng)[0], r.width // 3)
    text.line(surf, rng, int(11 * u), INK_DIM, pygame.Rect(r.right - rw - int(6 * u), r.y + int(2 * u), rw, head),
              align="right", valign="centre")
    text.line(surf, p.name, int(14 * u), INK, pygame.Rect(r.x + int(26 * u), r.y + int(2 * u),
                                                          r.width - int(26 * u) - rw - int(12 * u), head), True, valign="centre")
    y = r.y + head + int(2 * u)
    size, heights = innate_rows(s, p, r.width, r.bottom - y - int(4 * u), u)
    f = text.resources.font(size)
    for lv, (row_h, under) in zip(p.levels, heights):
        lit = can_meet(s, lv.elements)
        row = pygame.Rect(r.x + int(3 * u), y, r.width - int(6 * u), row_h - int(2 * u))
        if lit:
            pygame.draw.rect(surf, (96, 82, 36), row, border_radius=int(4 * u))
            pygame.draw.rect(surf, GOLD, row, 1, border_radius=int(4 * u))
        x = row.x + int(4 * u)
        isz = min(int(16 * u), f.get_height() - 2)
        need_h = f.get_height() if under else row.height
        for e, n in lv.elements:
            nr = text.line(surf, str(n), size, INK if lit else INK_DIM, pygame.Rect(x, row.y, int(20 * u), need_h),
                           True, valign="centre")
            x = nr.right + 1
            surf.blit(sprites.element(e, isz, dim=not lit), (x, row.y + (need_h - isz) // 2))
            x += isz + int(3 * u)
        if under:           # long words: under the elements, across the row
            words = pygame.Rect(row.x + int(4 * u), row.y + need_h, row.width - int(8 * u), row.height - need_h - 1)
        else:
            words = pygame.Rect(x + int(4 * u), row.y + 1, row.right - x - int(8 * u), row.height - 2)
        if words.width > 0:
            text.para(surf, lv.text, size, INK if lit else INK_DIM, words, gap=0.9, valign="centre", min_size=size)
        y += row_h


def _needs_width(lv, size: int, u: float) -> int:
    """The width a level's element needs take on its row (numbers and icons)."""
    f = text.resources.font(size, True)
    isz = min(int(16 * u), text.resources.font(size).get_height() - 2)
    return int(4 * u) + sum(f.size(str(n))[0] + 1 + isz + int(3 * u) for _, n in lv.elements) + int(4 * u)


def innate_rows(s, p, width: int, room: int, u: float) -> tuple[int, list[tuple[int, bool]]]:
    """The font size, and each level's row height and whether its words go under its elements,
    of an innate power `width` wide with `room` pixels for its levels: the largest size at which
    every level's whole effect fits (a row is as tall as its words need, beside the elements or
    under them, whichever is lower; what is left is shared out), down to the readable floor (at
    1024x600 the effects were lost: rows shared equally were too short for them)."""
    floor = text.resources.MIN_SIZE
    for size in range(max(floor, int(12 * u)), floor - 1, -1):
        f = text.resources.font(size)

        def tall(words_w: int) -> int:
            lines = text.wrap(lv.text, size, max(1, words_w))
            if any(f.size(ln)[0] > words_w for ln in lines):
                return 10 ** 6
            return (len(lines) - 1) * text.line_step(size, 0.9) + f.get_height()
        need = []
        for lv in p.levels:
            beside = tall(width - int(6 * u) - _needs_width(lv, size, u) - int(8 * u)) + 2
            under = f.get_height() + tall(width - int(6 * u) - int(8 * u)) + 1
            need.append((min(beside, under) + int(2 * u), under < beside))
        if sum(n for n, _ in need) <= room or size == floor:
            spare = max(0, room - sum(n for n, _ in need)) // max(1, len(need))
            return size, [(n + spare, under) for n, under in need]
    return floor, []
