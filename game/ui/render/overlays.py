"""Things drawn over the table: glows on legal targets, invader-action badges on lands, the
land tooltip (with predicted ravage damage), card zoom, the card choice strip, the tabletop
tray, toasts and the help sheet."""
from __future__ import annotations


from functools import lru_cache

import pygame

from ...content import catalog
from ... import words as W
from ... import kinds as K
from ...engine import pieces as P
from ...engine import query
from .. import piece_kinds, sprites
from ...shell import resources, text
from ...shell.hotspots import Target
from ..palette import ACTION_COLOURS, BAD, GLOW, GOLD, INK, INK_DIM, PANEL_EDGE
from . import cards



@lru_cache(maxsize=24)
def _land_fill(geo_id, polys: tuple, bbox: tuple, colour: tuple, width: int, alpha: int = 255) -> pygame.Surface:
    """A land's tint and outline, faded to `alpha` in its own pixels (one blending blit; a surface
    alpha on top of per-pixel alpha blits at half the speed). The last few are kept: making one
    takes ~0.1 ms, and every land's tint in one colour is 4.7 MB on a 4-board island at
    1920x1080 (kept by hundreds, they grew with every colour used)."""
    x0, y0, x1, y1 = bbox
    surf = pygame.Surface((int(x1 - x0) + 2 * width + 2, int(y1 - y0) + 2 * width + 2), pygame.SRCALPHA)
    for poly in polys:
        pts = [(px - x0 + width, py - y0 + width) for px, py in poly]
        pygame.draw.polygon(surf, colour + (round(90 * alpha / 255),), pts)
        pygame.draw.lines(surf, colour + (alpha,), True, pts, width)
    return surf


def glow_land(surf, geo, land: str, colour, alpha: int = 255) -> pygame.Rect | None:
    """A land tinted and outlined in a colour (legal target, hover, action flash); returns where."""
    shape = geo.shapes.get(land)
    if shape is None:
        return None
    width = max(2, int(geo.size * 0.14))
    img = _land_fill(id(geo), tuple(tuple(p) for p in shape.polygons), shape.bbox, tuple(colour[:3]), width, alpha)
    at = (shape.bbox[0] - width, shape.bbox[1] - width)
    surf.blit(img, at)
    return img.get_rect(topleft=(int(at[0]), int(at[1]))).inflate(2, 2)


def glow_rect(surf, rect: pygame.Rect, colour=GLOW, width: int = 3) -> None:
    """A bright frame around a clickable thing on a panel."""
    pygame.draw.rect(surf, colour, rect.inflate(width * 2, width * 2), width, border_radius=6)


SKIPPED_MARKER = (70, 70, 70)
SKIPPED = " skipped"     # an action a power stops: "build skipped" (its marker is struck through)


def action_lands(state) -> dict[str, list[str]]:
    """land -> invader actions its cards will take there next invader phase ("build skipped"
    where a power stops it)."""
    acts, left = query.acting_lands(state), query.skips(state)
    if not left:
        return acts
    out = {}
    for land, names in acts.items():
        marked = []
        for a in names:
            n = left.get(a, {}).get(land, 0)
            if n:
                left[a][land] = n - 1
                a += SKIPPED
            marked.append(a)
        out[land] = marked
    return out


EFFECT = "effect:"         # a mark naming a turn effect ("effect:defend:5"), not an invader action
EFFECT_COLOURS = {"defend": (70, 120, 215), "isolate": (130, 80, 170)}
EFFECT_INK = {"defend": (150, 190, 255), "isolate": (200, 160, 240)}     # the same, as words on a tooltip
EFFECT_LABELS = {"defend": "Defend {n}", "isolate": "Isolated"}


def effect_label(name: str, n: int) -> str:
    """A turn effect's badge words: "Defend 5", "Isolated", "No build" (a skipped action)."""
    if name.startswith("skip_"):
        return W._(NO_ACTION.get(name[5:], "No {action}")).format(action=name[5:]) + (f" ×{n}" if n > 1 else "")
    return W._(EFFECT_LABELS.get(name, name.replace("_", " ").capitalize() + (" {n}" if n > 1 else ""))).format(n=n)


NO_ACTION = {"ravage": "No ravage", "build": "No build", "explore": "No explore"}
# Words the tooltips translate where they show them (actions and terrains by name).
TERMS = ("Ravage", "Build", "Explore", "ravage", "build", "explore", "Mountain", "Wetland", "Jungle", "Sand", "Ocean",
         "Minor", "Major", "Unique")


def effect_words(name: str, n: int) -> str:
    """A turn effect in a land's tooltip, saying what it does."""
    if name == "defend":
        return W._("Defend {n}: a ravage here deals {n} less damage this turn").format(n=n)
    if name == "isolate":
        return W._("Isolated: no Explorers come in or go out this turn")
    if name.startswith("skip_"):
        return W._("The invaders skip their next {action} here").format(action=W._(name[5:])) + (f" (×{n})" if n > 1 else "")
    return W._("{effect}: until the end of the turn").format(effect=effect_label(name, n))


def land_marks(state) -> dict[str, list[str]]:
    """land -> what its name plate shows: the invaders' actions (action_lands) and the turn
    effects on it ("effect:defend:5"; a skip is a pill of words too, "No build", beside the
    action marker it strikes through)."""
    out = {land: list(a) for land, a in action_lands(state).items()}
    for land in state.turn_effects and state.lands or ():
        for name, n in query.land_effects(state, land):
            out.setdefault(land, []).append(f"{EFFECT}{name}:{n}")
    return out


def _pills(geo, land: str, effects: list[str], state=None) -> list:
    """(effect name, its picture, its badge's rect) for a land's turn effects, in one row inside
    the land where no piece of `state` is drawn and off its name plate (`_pill_row`). Words
    ("Defend 4", "Isolated", "No build") while they fit at a legible size; else compact chips (a
    shield with its number, a barred ring, the struck action's letter), in a row or a column, whose
    words the land's tooltip gives; and where not even those fit, the chips take the end of the name plate's
    marker row (`plate_chips`), which lies in the land and holds no piece."""
    return _placed(geo, land, tuple(effects), _piece_rects(geo, land, state), _acts_count(state, land))


@lru_cache(maxsize=256)
def _placed(geo, land: str, effects: tuple, taken: tuple, n_acts: int) -> list:
    """_pills' work, kept by what it depends on (a frame draws every land's badges)."""
    x0, y0, x1, y1 = geo.shapes[land].plate
    top = max(WORDS_FLOOR, round((y1 - y0) * 0.62))
    names = [(name, int(n)) for name, n in (mark[len(EFFECT):].rsplit(":", 1) for mark in effects)]
    for h in range(top, WORDS_FLOOR - 1, -2):          # words, shrinking to a legible floor
        imgs = [(name, text.render(effect_label(name, n), max(9, round(h * 0.72)), (255, 255, 255), True))
                for name, n in names]
        pad = max(2, h // 4)
        widths = [img.get_width() + 2 * pad for _, img in imgs]
        at = _pill_row(geo, land, sum(widths) + 2 * (len(imgs) - 1), h, taken)
        if at is not None:
            return _in_row(at, imgs, widths, h)
    for h in range(max(CHIP_FLOOR, min(top, 22)), CHIP_FLOOR - 1, -1):     # compact chips
        imgs = [(name, effect_chip(name, n, h)) for name, n in names]
        widths = [img.get_width() for _, img in imgs]
        at = _pill_row(geo, land, sum(widths) + 2 * (len(imgs) - 1), h, taken)
        if at is not None:
            return _in_row(at, imgs, widths, h)
        if len(imgs) > 1:       # a column of chips, where the free room is narrow and tall
            at = _pill_row(geo, land, max(widths), len(imgs) * (h + 2) - 2, taken, h // 2 - 1)
            if at is not None:
                return _in_row(at, imgs, widths, h, down=True)
    return plate_chips(geo, land, names, n_acts)


WORDS_FLOOR = 14     # a word badge's least height in pixels (its words are then 10 pt, bold)
CHIP_FLOOR = 11      # a compact chip's least height


def _in_row(at, imgs, widths, h, down: bool = False) -> list:
    """The chips laid from `at` side by side, 2 px apart (or one under another, `down`):
    (name, picture, where) each."""
    x, y = at
    out = []
    for (name, img), w in zip(imgs, widths):
        out.append((name, img, pygame.Rect(x, y, w, h)))
        if down:
            y += h + 2
        else:
            x += w + 2
    return out


def _acts_count(state, land: str) -> int:
    """How many invader-action markers the land's name plate shows."""
    return len(action_lands(state).get(land, ())) if state is not None else 0


def plate_chips(geo, land: str, names, n_acts: int) -> list:
    """The chips of a land's turn effects at the end of its name plate's marker row, after its
    `n_acts` invader-action markers (which then share the row with them: `marker_slots`)."""
    centres, r = geo.marker_centres(land, n_acts + len(names))
    h = max(4, round(2 * r))
    out = []
    for (name, n), (cx, cy) in zip(names, centres[n_acts:]):
        img = effect_chip(name, n, h, numbered=False)      # its number is the tooltip's
        out.append((name, img, img.get_rect(center=(round(cx), round(cy)))))
    return out


def effect_chip(name: str, n: int, h: int, numbered: bool = True) -> pygame.Surface:
    """A turn effect as a compact chip h pixels high: Defend as a shield with its number (when
    `numbered`), Isolated as a barred ring, a skipped action as its letter struck through."""
    fs = max(7, round(h * 0.78))
    num = text.render(str(n), fs, (255, 255, 255), True) if name == "defend" and numbered else None
    w = h + (num.get_width() + 1 if num else 0)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    fill = EFFECT_COLOURS.get(name, SKIPPED_MARKER)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, (240, 240, 240), surf.get_rect(), 1, border_radius=h // 2)
    c, s = h / 2, h * 0.3
    ink, lw = (255, 255, 255), max(1, round(h / 9))
    if name == "defend":        # a shield
        pts = [(c - s, c - s), (c + s, c - s), (c + s, c + s * 0.1), (c, c + s * 1.15), (c - s, c + s * 0.1)]
        pygame.draw.polygon(surf, ink, pts)
        if num:
            surf.blit(num, (h - 1, round(c - num.get_bounding_rect().centery)))
    elif name == "isolate":     # a ring barred across: nothing comes in or goes out
        pygame.draw.circle(surf, ink, (round(c), round(c)), round(s * 1.05), lw)
        pygame.draw.line(surf, ink, (c - s * 0.75, c + s * 0.75), (c + s * 0.75, c - s * 0.75), lw)
    else:                       # a skipped action: its letter, struck through
        letter = text.render((name[5:] if name.startswith("skip_") else name)[:1].upper(), fs, (235, 235, 235), True)
        b = letter.get_bounding_rect()
        surf.blit(letter, (round(c - b.centerx), round(c - b.centery)))
        pygame.draw.line(surf, ink, (c - s, c + s), (c + s, c - s), lw)
    return surf


def _piece_rects(geo, land: str, state) -> tuple:
    """The rects of the pieces drawn in a land (with their count badges) and of its name plate."""
    from .pieces import layout_land
    x0, y0, x1, y1 = geo.shapes[land].plate
    out = [pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))]
    if state is not None:
        for spot in layout_land(state, geo, land):
            out.append(spot.rect().inflate(2, 2))       # its count badge lies within its side
    return tuple(tuple(r) for r in out)


@lru_cache(maxsize=128)
def _pill_row(geo, land: str, width: int, h: int, taken: tuple, corner: int | None = None) -> tuple[int, int] | None:
    """Where a row of pills width x h goes in a land: its top-left, the nearest to just above the
    name plate whose rect lies inside the land and touches none of `taken` (pieces, the plate);
    None when there is no such place."""
    x0, y0, x1, y1 = geo.shapes[land].plate
    bx0, by0, bx1, by1 = geo.shapes[land].bbox
    cx, want = (x0 + x1) / 2, y0 - h - 2
    step = max(2, h // 3)
    places = [(abs(y - want) + abs(x - (cx - width / 2)) * 0.5, x, y)
              for y in range(int(by0), int(by1) - h + 1, step) for x in range(int(bx0), int(bx1) - width + 1, step)]
    for _cost, x, y in sorted(places):
        r = pygame.Rect(x, y, width, h)
        if r.collidelist(taken) >= 0:
            continue
        e = h // 2 - 1 if corner is None else corner    # a pill's ends are round: its outline's extremes
        ends = [(xx, yy) for xx in (r.left, r.right - 1) for yy in range(r.top + e, max(r.top + e, r.bottom - e) + 1)]
        edge = ends + [(x, y) for x in range(r.left + e, r.right - e) for y in (r.top, r.bottom - 1)]
        inside = all(geo.land_at(p) == land for p in edge)
        if inside:
            return x, y
    return None


def effects_rect(geo, land: str, marks) -> pygame.Rect | None:
    """Where a land's turn-effect badges may lie (None when it has none): the land's box, which
    keeps them (see _pills)."""
    effects = [a for a in marks or () if a.startswith(EFFECT)]
    if not effects or land not in geo.shapes:
        return None
    bx0, by0, bx1, by1 = geo.shapes[land].bbox
    return pygame.Rect(int(bx0) - 1, int(by0) - 1, int(bx1 - bx0) + 3, int(by1 - by0) + 3)


def _effect_badges(surf, geo, land: str, effects: list[str], state=None) -> None:
    """The turn effects on a land, as badges in a row inside it, clear of its pieces."""
    for name, img, r in _pills(geo, land, effects, state):
        if img.get_size() == r.size:        # a compact chip, drawn whole
            surf.blit(img, r)
            continue
        h = r.height
        pygame.draw.rect(surf, EFFECT_COLOURS.get(name, SKIPPED_MARKER), r, border_radius=h // 2)
        pygame.draw.rect(surf, (240, 240, 240), r, 1, border_radius=h // 2)
        ink = img.get_bounding_rect()
        surf.blit(img, (r.centerx - ink.centerx, r.centery - ink.centery))


def badge_rects(state, geo) -> dict[str, list[pygame.Rect]]:
    """land -> the rects of the turn-effect badges drawn on it (what draw_effects draws)."""
    out = {}
    for land, marks in land_marks(state).items():
        effects = [a for a in marks if a.startswith(EFFECT)]
        if effects:
            out[land] = [r for _, _, r in _pills(geo, land, effects, state)]
    return out


def _plate_shared(geo, land: str, marks, state) -> int:
    """How many turn-effect chips share a land's marker row (0 unless they found no room in the
    land: plate_chips)."""
    effects = [a for a in marks if a.startswith(EFFECT)]
    if not effects:
        return 0
    pills = _pills(geo, land, effects, state)
    x0, y0, x1, y1 = geo.shapes[land].plate
    plate = pygame.Rect(int(x0), int(y0), int(x1 - x0) + 1, int(y1 - y0) + 1)
    return len(pills) if plate.contains(pills[0][2]) else 0


def _plates(state, geo, within, acts):
    """(land, its marks) for the name plates touching `within` (all when None)."""
    for land, marks in (land_marks(state) if acts is None else acts).items():
        if within is not None:
            x0, y0, x1, y1 = geo.shapes[land].plate
            if not within.colliderect(pygame.Rect(int(x0) - 2, int(y0) - 2, int(x1 - x0) + 5, int(y1 - y0) + 5)):
                continue
        yield land, marks


def draw_effects(surf, state, geo, within: pygame.Rect | None = None, acts: dict | None = None) -> None:
    """A badge in each land for each turn effect on it (Defend 5, Isolated, No build), where no
    piece is drawn (`within`, `acts`: as draw_markers)."""
    for land, marks in (land_marks(state) if acts is None else acts).items():
        effects = [a for a in marks if a.startswith(EFFECT)]
        if effects and (within is None or effects_rect(geo, land, effects).colliderect(within)):
            _effect_badges(surf, geo, land, effects, state)


def draw_markers(surf, state, geo, within: pygame.Rect | None = None, acts: dict | None = None) -> None:
    """Small R / B / E badges on each land's name plate: what the invaders will do there (only on
    the plates touching `within`, when given; `acts` is land_marks(state) when the caller has it;
    its turn effects are draw_effects')."""
    for land, acts in _plates(state, geo, within, acts):
        shared = _plate_shared(geo, land, acts, state)
        acts = [a for a in acts if not a.startswith(EFFECT)]
        centres, r = geo.marker_centres(land, len(acts) + shared)
        size = max(6, int(r * 1.5))
        for a, (x, y) in zip(acts, centres):
            c = (round(x), round(y))
            skipped = a.endswith(SKIPPED)
            pygame.draw.circle(surf, SKIPPED_MARKER if skipped else ACTION_COLOURS[a], c, round(r))
            pygame.draw.circle(surf, (20, 20, 20), c, round(r), 1)
            img = text.render(a[:1].upper(), size, (150, 150, 150) if skipped else (255, 255, 255), True)
            surf.blit(img, (c[0] - img.get_width() // 2, c[1] - img.get_height() // 2))
            if skipped:         # struck through: a power stops it
                d = round(r * 0.75)
                pygame.draw.line(surf, (235, 235, 235), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), max(1, round(r / 4)))


def land_tooltip(surf, state, geo, land: str, pos, u: float, bounds: pygame.Rect, lines=None) -> pygame.Rect:
    """A land's tooltip by the pointer, off the land itself so that it hides none of the land's
    pieces (playtest 29: it covered them while targeting and pushing); `lines` are its words when
    the caller kept them (see land_lines: working them out runs the land's ravage on a copy of the
    game)."""
    x0, y0, x1, y1 = geo.shapes[land].bbox
    box = pygame.Rect(int(x0), int(y0), int(x1 - x0) + 1, int(y1 - y0) + 1)
    return tooltip(surf, list(lines if lines is not None else land_lines(state, geo, land)), pos, u, bounds,
                   width=int(LAND_TIP_WIDTH * u), avoid=box)


LAND_TIP_WIDTH = 380    # a land tooltip's lines wrap at this width (u = 1): one long forecast line made it
                        # 740 px wide, over two or three neighbouring lands while aiming (playtest 36)


def beside(size, pos, avoid: pygame.Rect, bounds: pygame.Rect, gap: int) -> pygame.Rect:
    """A box of `size` placed next to `avoid` (right, left, below, above it, level with the
    pointer at `pos`), inside `bounds`: the first side where it clears `avoid`, else the side
    where it covers least of it."""
    w, h = size
    tries = [(avoid.right + gap, pos[1] - h // 3), (avoid.left - gap - w, pos[1] - h // 3),
             (pos[0] - w // 3, avoid.bottom + gap), (pos[0] - w // 3, avoid.top - gap - h)]
    best = None
    for x, y in tries:
        r = pygame.Rect(x, y, w, h).clamp(bounds)
        cover = r.clip(avoid)
        score = cover.width * cover.height
        if best is None or score < best[0]:
            best = (score, r)
        if score == 0:
            break
    return best[1]


def land_lines(state, geo, land: str, forecast: bool = True) -> list:
    """The words of a land's tooltip: name, terrain, pieces, presence and (with `forecast`) what
    the invaders will do there, with the ravage's damage."""
    info = geo.island.lands[land]
    lines = [(f"{land} · {W._(info.terrain.capitalize())}" + (" · " + W._("coastal") if info.coastal else ""), GOLD, True)]
    pcs = state.lands.get(land, {})
    words = []
    for tok in P.tokens_of(pcs, K.ON_LAND):
        n = pcs[tok]
        dmg = " " + W._("({n} damage)").format(n=P.damage_of(tok)) if P.damage_of(tok) else ""
        words.append(f"{n} {W.tr(K.of(tok).plural_name if n > 1 else K.of(tok).name)}{dmg}{piece_kinds.carried_words(tok, n)}")
    for s in state.spirits:
        if s.presence.get(land):
            n = s.presence[land]
            name = W.shown(catalog.SPIRITS[s.spirit_id]).name
            words.append((W._("{n} presence of {spirit} (sacred site)") if n >= 2 else W._("{n} presence of {spirit}"))
                          .format(n=n, spirit=name))
    for i, empowered in piece_kinds.incarnas_in(state, land):    # a spirit in person (engine.incarna)
        sp = catalog.SPIRITS[state.spirits[i].spirit_id]
        words.append((W._("{incarna}, the Incarna of {spirit} (empowered)") if empowered
                      else W._("{incarna}, the Incarna of {spirit}"))
                     .format(incarna=W.tr(sp.incarna[0]), spirit=W.shown(sp).name))
    lines += [(w, INK, False) for w in words] or [(W._("no pieces"), INK_DIM, False)]
    acting = action_lands(state).get(land, []) if forecast else []
    for name, n in query.land_effects(state, land):
        if name.startswith("skip_") and name[5:] + SKIPPED in acting:
            continue        # told with the actions below, where its card acts here
        lines.append((effect_words(name, n), EFFECT_INK.get(name, INK), True))
    if not forecast:
        return lines
    fc = query.forecast(state, [land])
    for a in acting:
        if a.endswith(SKIPPED):
            name = a[:-len(SKIPPED)]
            lines.append((W._("{action}: skipped here this turn (a power stops it)").format(action=W._(name.capitalize())),
                          INK_DIM, False))
        elif a == "ravage":
            if land in fc.ravages:
                rv = fc.ravages[land]
                key = ("cascade" if rv.cascade else "blight" if rv.blight else "none") + ("_defend" if rv.defend else "")
                words = W._(RAVAGE_FORECAST[key]).format(raw=rv.raw, defend=rv.defend, damage=rv.damage)
                lines.append((words, BAD if rv.blight else INK, True))
            else:
                lines.append((W._("Ravage: no invaders here (nothing happens)"), INK_DIM, False))
        elif a == "build":
            built = fc.builds.get(land, "")
            words = (W._("Build: {piece} will be built").format(piece=W.a_or_an(K.name(built))) if built
                     else W._("Build: nothing will be built here") if P.count(pcs, K.INVADERS)
                     else W._("Build: no invaders, no build"))
            lines.append((words, ACTION_COLOURS["build"], False))
        else:
            lines.append((W._("Explore: Explorers may arrive"), ACTION_COLOURS["explore"], False))
    return lines


# A ravage's forecast in a land's tooltip, by whether blight follows (and cascades) and Defend's part.
RAVAGE_FORECAST = {
    "none": "Ravage: {damage} damage to the land and Dahan (too little for Blight)",
    "blight": "Ravage: {damage} damage to the land and Dahan: Blight follows!",
    "cascade": "Ravage: {damage} damage to the land and Dahan: Blight follows, and cascades (the land has Blight already)!",
    "none_defend": "Ravage: {raw} damage − Defend {defend} = {damage} to the land and Dahan (too little for Blight)",
    "blight_defend": "Ravage: {raw} damage − Defend {defend} = {damage} to the land and Dahan: Blight follows!",
    "cascade_defend": ("Ravage: {raw} damage − Defend {defend} = {damage} to the land and Dahan: Blight follows, "
                       "and cascades (the land has Blight already)!"),
}


def tooltip(surf, lines, pos, u: float, bounds: pygame.Rect, width: int = 0,
            avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A box of lines (text, colour, bold) by the pointer; long lines wrap at `width`; off
    `avoid` where the bounds leave room (`beside`). Returns where it went."""
    fs = int(14 * u)
    imgs = []
    for t, c, b in lines:
        for part in (text.wrap(t, fs, width, b) if width else (t,)):
            imgs.append(text.render(part, fs, c, b))
    w = max(i.get_width() for i in imgs) + int(16 * u)
    h = sum(i.get_height() for i in imgs) + int(12 * u)
    r = pygame.Rect(pos[0] + int(18 * u), pos[1] + int(18 * u), w, h)
    r.clamp_ip(bounds)
    if avoid is not None and r.colliderect(avoid):
        r = beside(r.size, pos, avoid, bounds, int(8 * u))
    _panel(surf, r, u)
    y = r.y + int(6 * u)
    for img in imgs:
        text.put(surf, img, (r.x + int(8 * u), y), r, "tooltip line")
        y += img.get_height()
    return r


PHASE_WORDS = {"spirit": "Spirit phase: each spirit grows, gains energy, then plays power cards.",
               "fast": "Fast powers: use fast cards and innate powers, before the invaders act.",
               "invader": "Invader phase: fear cards, then Ravage, Build and Explore, then the cards advance.",
               "slow": "Slow powers: use slow cards and innate powers, after the invaders acted.",
               "time": "Time passes: played cards are discarded, damage heals."}


def info_tooltip(surf, state, name: str, pos, u: float, bounds: pygame.Rect) -> pygame.Rect | None:
    """What a part of the invader board means, with its numbers."""
    lines = info_lines(state, name)
    return tooltip(surf, lines, pos, u, bounds, width=int(360 * u)) if lines else None


def info_lines(state, name: str) -> list | None:
    """The lines (words, colour, bold) of an info tooltip (None: nothing to say)."""
    from ...engine.fear import fear_cards_left
    from ...words import VICTORY_CONDITIONS as VICTORY_TEXT
    if name == "fear":
        total = state.fear_pool + state.fear_generated
        lines = [(W._("Fear"), GOLD, True),
                 (W._("{n} of {total} fear generated towards the next fear card.").format(n=state.fear_generated, total=total), INK, False),
                 (W._("{n} earned fear card(s) will be revealed in the invader phase.").format(n=len(state.fear_earned)), INK, False),
                 (W._("{n} fear cards left in the deck.").format(n=fear_cards_left(state)), INK, False)]
    elif name == "terror":
        lines = [(W._("Terror level {n}").format(n=min(state.terror, 3)), GOLD, True),
                 (W._("Victory now: {condition}.").format(condition=W._(VICTORY_TEXT[min(state.terror, 4)])), INK, False),
                 (W._("Earning fear cards raises the terror level, which makes victory easier."), INK_DIM, False)]
    elif name == "blight":
        card = W.shown(catalog.BLIGHT[state.blight_card])
        lines = [(W._("Blight card: {name}").format(name=card.name), GOLD, True), (card.text, INK, False),
                 (W._("{n} blight left on the card. Blight comes from here; if none is left when blight must be added, "
                      "the spirits lose.").format(n=state.blight_on_card), INK_DIM, False)]
    elif name == "deck":
        nxt = catalog.INVADER_CARDS[state.invader_deck[0]].stage if state.invader_deck else 0
        lines = [(W._("Invader deck"), GOLD, True),
                 (W._("{n} cards; the next is stage {stage}.").format(n=len(state.invader_deck), stage=nxt), INK, False),
                 (W._("If a card must be drawn from an empty deck, time runs out and the spirits lose."), INK_DIM, False)]
    elif name == "discard":
        pile = state.invader_discard
        lines = [(W._("Invader discard"), GOLD, True),
                 (W.ngettext("{n} card that has ravaged", "{n} cards that have ravaged", len(pile)).format(n=len(pile))
                  if pile else W._("empty"), INK, False)]
        lines += [(invader_card_words(cid), INK_DIM, False) for cid in reversed(pile[-4:])]
        if len(pile) > 4:
            lines.append((W._("and {n} more").format(n=len(pile) - 4), INK_DIM, False))
    elif name == "phase":
        lines = [(W._("Turn {n}").format(n=state.turn), GOLD, True), (W._(PHASE_WORDS.get(state.phase, state.phase)), INK, False)]
    elif name == "join":
        lines = [(W._("Where the boards meet"), GOLD, True),
                 (W._("Not a land: no piece goes here, and lands are next to each other only across a shared edge."),
                  INK, False)]
    else:
        return None
    return lines


def _panel(surf, r, u):
    surf.blit(_box(r.size), r, pygame.Rect((0, 0), r.size))
    pygame.draw.rect(surf, GOLD, r, 1, border_radius=int(4 * u))


_BOX: list = [None]     # the see-through background, as big as the biggest panel asked so far


def _box(size: tuple) -> pygame.Surface:
    """A tooltip's dark see-through background, at least `size` (one surface for every size: it is
    all one colour, so a corner of it is the smaller box; the pointer redraws one every frame, and
    a surface kept per size held ~5 MB after a sweep over the island)."""
    box = _BOX[0]
    if box is None or box.get_width() < size[0] or box.get_height() < size[1]:
        w, h = (max(size[0], box.get_width()), max(size[1], box.get_height())) if box else size
        box = _BOX[0] = pygame.Surface((w, h), pygame.SRCALPHA)
        box.fill((14, 18, 16, 235))
    return box


def card_zoom(surf, target: Target, pos, layout, terror: int = 1, colourblind: bool = False) -> pygame.Rect | None:
    """A big, readable picture of the card under the pointer; returns where it went."""
    h = int(440 * layout.u)
    if target.kind in ("card", "log") and target.card in catalog.POWERS:
        img = cards.power_card(target.card, h)
    elif target.kind == "log" and target.name == "fear":
        img = cards.fear_card(target.card, h, terror)
    elif target.card in catalog.INVADER_CARDS:
        img = _named_invader_card(target.card, int(h * 0.6), layout.u, colourblind)
    else:
        return None
    r = img.get_rect()
    if target.kind == "log":            # beside the side panel, over the island: the choices and
        r.midright = (layout.side.x - int(12 * layout.u), pos[1])      # their buttons stay in view
        r.clamp_ip(pygame.Rect(0, 0, *layout.size))
        surf.blit(img, r)
        text.note_block(surf, r, "card preview")
        return r
    r.midbottom = (pos[0], pos[1] - int(20 * layout.u))
    if r.top < 0:                       # no room above (the invader board): below the pointer
        r.midtop = (pos[0], pos[1] + int(24 * layout.u))
    r.clamp_ip(pygame.Rect(0, 0, *layout.size))
    if r.collidepoint(pos):
        r.midleft = (pos[0] + int(30 * layout.u), pos[1])
        r.clamp_ip(pygame.Rect(0, 0, *layout.size))
    surf.blit(img, r)
    text.note_block(surf, r, "card preview")
    return r


def invader_card_words(cid: str) -> str:
    """Where an invader card sends the invaders, in words: "Scouts in the Crags: mountain lands"."""
    card = W.shown(catalog.INVADER_CARDS[cid])
    terrains = [W._(t) for t in catalog.INVADER_CARDS[cid].terrains]
    if card.coastal:
        return W._("{card}: coastal lands").format(card=card.name)
    if len(terrains) == 1:
        return W._("{card}: {terrain} lands").format(card=card.name, terrain=terrains[0])
    return W._("{card}: {terrain} and {other} lands").format(card=card.name, terrain=", ".join(terrains[:-1]),
                                                            other=terrains[-1])


def _named_invader_card(cid: str, h: int, u: float, colourblind: bool) -> pygame.Surface:
    """An invader card's picture with its name and lands under it (the picture shows only its
    terrain's sign)."""
    img = cards.invader_card(cid, h, colourblind)
    words = invader_card_words(cid)
    size = max(text.resources.MIN_SIZE, int(15 * u))
    lines = text.wrap(words, size, max(img.get_width() * 2, int(260 * u)), True)
    step = text.line_step(size, 1.0)
    pad = int(8 * u)
    w = max([img.get_width()] + [text.resources.font(size, True).size(l)[0] for l in lines]) + 2 * pad
    out = pygame.Surface((w, img.get_height() + pad * 2 + step * len(lines) + pad), pygame.SRCALPHA)
    _panel(out, out.get_rect(), u)
    out.blit(img, ((w - img.get_width()) // 2, pad))
    y = img.get_height() + 2 * pad
    for line in lines:
        rendered = text.render(line, size, GOLD, True)
        text.put(out, rendered, ((w - rendered.get_width()) // 2, y), out.get_rect(), line)
        y += step
    return out


def toast(surf, message: str, layout, error: bool = True, avoid: pygame.Rect | None = None) -> pygame.Rect:
    """A one-line message over the bottom of the island (why a drop was refused ...); returns where.
    It keeps off `avoid` (the tabletop tray, which a player may be reaching for): above it, or at
    the island's top."""
    u = layout.u
    img = text.render(message, int(18 * u), (255, 235, 220), True)
    r = img.get_rect().inflate(int(28 * u), int(14 * u))
    r.midbottom = (layout.island.centerx, layout.island.bottom - int(12 * u))
    if avoid is not None and r.colliderect(avoid):
        r.bottom = avoid.top - int(8 * u)
        if r.top < layout.island.top or r.colliderect(avoid):
            r.top = layout.island.top + int(12 * u)
    _panel(surf, r, u)
    pygame.draw.rect(surf, BAD if error else GOLD, r, max(1, int(2 * u)), border_radius=int(4 * u))
    text.put(surf, img, (r.x + int(14 * u), r.y + int(7 * u)), r, message)
    return r


HELP = [
    ("Goal", "Keep the island alive: win by the terror level's condition (top bar); lose if blight runs out, a spirit has no presence, or the invader deck runs dry."),
    ("Mouse", "Glowing things can be clicked. Drag pieces to push or gather them, drag presence from a track onto a glowing land. Hover a land to see what the invaders will do there; hover a card to read it. A click that is refused says why by the pointer and in the prompt panel."),
    ("Keys", "Space / Enter: done · Ctrl+Z: undo · Esc: step back out of a half-made choice (a drag, a target, a card picked up), else the menu · Tab: next spirit · T: tabletop mode · L: the whole log, searchable (Shift+L hides the log panel) · H: a hint · F1: the rules reference · Shift+F1: this sheet. In dialogs: Enter says yes, Esc says no."),
    ("Island", "Mouse wheel over the island zooms; middle-drag or the arrow keys pan; 0 shows it all again. "
               "I: the island view, the spirit panel and the hand folded into a bar (a big island does so outside "
               "the spirit phase); I again opens them."),
    ("Badges", "R / B / E over a land's name: it will Ravage / Build / Explore in the next invader phase (struck through: a power stops it). A badge inside a land, clear of its pieces: a turn effect on it (Defend 5, Isolated, No build; where room is short, a shield with its number, a barred ring, a struck letter). The land's tooltip names them all."),
    ("Tabletop", "T switches to tabletop mode: move any piece anywhere, add from the tray, drop on the tray to remove. Logged and undoable."),
    ("Spirit board", "B, or a click on the shown spirit's tab: its whole board (tracks, innate powers, rules, play style). Point at a track slot for what it gives."),
]

# The rules in brief, in our own words, until a full rules reference is in the game.
RULES = [
    ("A turn", "Every turn has five phases, in this order; the top bar shows the one being played."),
    ("1 Spirits", "Each spirit chooses one growth option (presence, energy, cards), gains the energy its energy "
                  "track shows, then plays power cards from its hand: it pays each card's energy cost, and plays no "
                  "more cards than its card-plays track allows. A card played is not used yet."),
    ("2 Fast", "Fast powers take effect: the fast cards played this turn and the fast innate powers whose "
               "elements are met, in the order the spirits like."),
    ("3 Invaders", "Blight card effects, then the fear cards earned are revealed. Then the invaders ravage "
                   "(they damage the land and the Dahan; 2 damage or more adds blight; Dahan left standing fight "
                   "back), build (a town or a city) and explore (explorers arrive) in the lands their cards show, "
                   "and the cards move one space along."),
    ("4 Slow", "Slow powers take effect, the same way as the fast ones, now that the invaders have acted."),
    ("5 Time", "Time passes: played cards go to the discard pile, damage heals, and elements are gone."),
    ("Fast, slow", "Every power has a speed: fast (red frame) or slow (blue frame). Cards of both speeds are "
                   "played in the spirit phase. Fast ones act before the invaders, in time to stop a ravage or "
                   "clear explorers before they build; slow ones act after the invaders, and are often stronger."),
    ("Tracks", "A spirit panel has two presence tracks: energy (the top row) and card plays (the row below). "
               "When growth adds a presence, it comes off either track, next slot first: the slot it uncovers "
               "raises the energy gained each turn or the cards that may be played, and some slots give an "
               "element or a bonus instead. The highest number showing on a track is what counts. On the island, "
               "presence is where powers reach from; two or more of one spirit in a land make a sacred site."),
    ("Elements", "Sun, moon, fire, air, water, earth, plant, animal. A spirit has the elements of the cards it "
                 "played this turn and of the track slots it uncovered. Innate powers on the spirit panel need "
                 "elements: each level works once the spirit has what that level asks for, and every level met "
                 "takes effect. Elements last until time passes."),
    ("Fear", "Many powers frighten the invaders. Fear fills the pool in the top bar; each time it is full, a "
             "fear card is earned and revealed in the next invader phase. Fear cards earned raise the terror "
             "level, which makes the spirits' victory easier."),
]


def _help_blocks(u: float, width: int, spirits):
    """The help sheet's content as blocks (kind, height, payload) for paging."""
    fs, head_w = _help_font(u), _help_head_w(u)
    blocks = []
    for group in (HELP, None, RULES):
        if group is None:
            blocks.append(("legend", _legend(None, 0, width, 0, u, spirits), spirits))
            blocks.append(("break", 0, None))
            continue
        for head, body in group:
            head, body = W._(head), W._(body)
            lines = text.wrap(body, fs, width - head_w)
            blocks.append(("text", len(lines) * round(fs * 1.15 * 1.25) + int(6 * u), (head, lines)))
    return blocks


def _help_font(u: float) -> int:
    """The help sheet's body text size: the table's scale, but never below a readable floor."""
    return max(12, int(14 * u))


def _help_head_w(u: float) -> int:
    """Room for a section's name left of its text."""
    return max(int(110 * u), 8 * _help_font(u))


def _help_pages(blocks, height: int) -> list[tuple[int, list]]:
    """The blocks in pages of at most `height` (a block taller than a page has one of its own),
    a new page at each break, each page with the number of its part (what comes before the first
    break is part 0). Each part takes as few pages as it must, and its blocks are shared out
    evenly among them: no last page with a lone paragraph under a full one."""
    pages, part, n = [], [], 0
    for b in list(blocks) + [("break", 0, None)]:
        if b[0] != "break":
            part.append(b)
            continue
        pages += [(n, page) for page in _even_pages(part, height)] if part else []
        part, n = [], n + 1
    return pages


def _fewest_pages(blocks, height: int) -> list[list]:
    pages, page, used = [], [], 0
    for b in blocks:
        if page and used + b[1] > height:
            pages.append(page)
            page, used = [], 0
        page.append(b)
        used += b[1]
    return pages + [page] if page else pages


def _even_pages(blocks, height: int) -> list[list]:
    """The fewest pages the blocks fit in, in order, with the pages' heights as even as they can
    be (the least sum of squared heights: blocks are a few dozen, pages a few)."""
    k = len(_fewest_pages(blocks, height))
    if k <= 1:
        return [list(blocks)]
    n, hs = len(blocks), [b[1] for b in blocks]
    best = {(0, 0): (0, None)}          # (blocks placed, pages made) -> (cost, where the last page began)
    for j in range(1, k + 1):
        for end in range(1, n + 1):
            for start in range(end - 1, -1, -1):
                h = sum(hs[start:end])
                if h > height and end - start > 1:
                    break
                prev = best.get((start, j - 1))
                if prev is not None and ((end, j) not in best or prev[0] + h * h < best[(end, j)][0]):
                    best[(end, j)] = (prev[0] + h * h, start)
    if (n, k) not in best:
        return _fewest_pages(blocks, height)
    pages, end = [], n
    for j in range(k, 0, -1):
        start = best[(end, j)][1]
        pages.append(list(blocks[start:end]))
        end = start
    return pages[::-1]


def help_sheet(surf, layout, spirits=(), page: int = 0) -> int:
    """The F1 help sheet, in pages: controls and a legend of pieces and terrains, then the rules
    in brief (the five phases, fast and slow, the presence tracks, elements, fear). Draws page
    `page` (wrapping around) and returns how many pages there are."""
    u = layout.u
    r = layout.island.inflate(-int(80 * u), -int(30 * u))
    pad = int(20 * u)
    title_h = max(int(36 * u), text.resources.font(max(text.resources.MIN_SIZE, int(22 * u)), True).get_height() + 4)
    foot_h = max(int(24 * u), text.resources.font(max(text.resources.MIN_SIZE, int(13 * u))).get_height() + 4)
    pages = _help_pages(_help_blocks(u, r.width - 2 * pad, tuple(spirits)), r.height - title_h - foot_h - int(24 * u))
    page %= len(pages)
    part, blocks = pages[page]
    _panel(surf, r, u)
    clip = surf.get_clip()
    surf.set_clip(r)
    y = r.y + int(12 * u)
    title = W._("How to play at this table") if part == 0 else W._("The rules in brief")
    text.put(surf, text.render(title, int(22 * u), GOLD, True), (r.x + pad, y), r, title)
    y += title_h
    for kind, h, payload in blocks:
        if kind == "text":
            head, lines = payload
            text.put(surf, text.render(head, _help_font(u) + 1, GOLD, True), (r.x + pad, y), r, head)
            text.blit_lines(surf, lines, (r.x + pad + _help_head_w(u), y), _help_font(u), INK, box=r)
        elif kind == "legend":
            _legend(surf, r.x + pad, r.right - pad, y, u, payload)
        y += h
    foot = W._("Page {n} of {total} · the Left / Right keys or the wheel turn pages · F1 or Esc closes").format(
        n=page + 1, total=len(pages))
    img = text.render(foot, int(13 * u), INK_DIM)
    text.put(surf, img, (r.right - img.get_width() - pad, r.bottom - foot_h), r, foot)
    surf.set_clip(clip)
    return len(pages)


def _legend(surf, left: int, right: int, top: int, u: float, spirits) -> int:
    """Pictures of the pieces, the spirits' presence and the terrains, with their names, in rows
    from `top` between `left` and `right`; returns the height used (draws nothing if surf is None)."""
    size = int(36 * u)
    x, y = left, top
    legend = [(sprites.token(k, size), W.tr(K.name(k))) for k in piece_kinds.land_kinds()]
    legend += [(sprites.token(t, size), W._("damaged")) for t in piece_kinds.damaged_tokens()[:1]]
    legend += [(sprites.presence(sid, size), W._("{spirit} presence").format(spirit=W.shown(catalog.SPIRITS[sid]).name.split()[0])) for sid in spirits]
    legend += [(sprites.terrain_icon(t, size), W._(t.capitalize())) for t in ("mountain", "wetland", "jungle", "sand")]
    for img, name in legend:
        label = text.render(name, int(13 * u), INK)
        w = max(size, label.get_width()) + int(14 * u)
        if x + w > right and x > left:
            x, y = left, y + size + int(26 * u)
        if surf is not None:
            surf.blit(img, (x + (w - int(14 * u) - size) // 2, y))
            text.put(surf, label, (x + (w - int(14 * u) - label.get_width()) // 2, y + size + int(2 * u)),
                     surf.get_clip(), name)
        x += w
    return y + size + int(30 * u) - top


CARD_CHOICES = ("keep_power", "forget", "reclaim")      # decisions shown as cards across the island


def card_choice(surf, state, offer, layout, spots) -> pygame.Rect | None:
    """Keep / forget / reclaim: the cards to choose from, large, across the island."""
    d = state.decision
    if d is None or d.kind not in CARD_CHOICES:
        return None
    ids = [o.card for o in d.options if o.card]
    u = layout.u
    h = min(int(330 * u), layout.island.height - int(90 * u))
    cw, _ = cards.card_size(h)
    gap = int(14 * u)
    while len(ids) * (cw + gap) > layout.island.width - 40 and h > 80:
        h -= 10
        cw, _ = cards.card_size(h)
    total = len(ids) * (cw + gap) - gap
    r = pygame.Rect(0, 0, total + 2 * gap, h + int(60 * u))
    r.center = layout.island.center
    _panel(surf, r, u)
    text.line(surf, W.prompt_words(d, state), int(18 * u), GOLD, pygame.Rect(r.x + gap, r.y + int(8 * u), r.width - 2 * gap, int(30 * u)),
              True, "centre")
    x = r.x + gap
    for cid in ids:
        cr = pygame.Rect(x, r.y + int(44 * u), cw, h)
        surf.blit(cards.power_card(cid, h), cr)
        spots.append((cr, Target("card", card=cid, name="choice")))
        x += cw + gap
    return r


def tray_tokens(state) -> list[str]:
    """What the tabletop tray holds: a piece of every kind (and of every kind that rides on pieces,
    strife, in a game that has one), then each spirit's presence."""
    return list(piece_kinds.game_kinds(state.config)) + [piece_kinds.presence_token(i) for i in range(len(state.spirits))]


def tray_rect(state, layout, geo=None, avoid: tuple = ()) -> pygame.Rect:
    """Where the tabletop tray lies (see `tray`), off the pieces' rectangles in `avoid` if it can."""
    return _tray_place(state, layout, geo, avoid)[1]


def _tray_place(state, layout, geo, avoid: tuple) -> tuple[int, pygame.Rect]:
    """(columns, rectangle) of the tabletop tray."""
    n, u = len(tray_tokens(state)), layout.u
    cols, (x0, y0) = _tray_spot(geo, tuple(layout.island), n, u, tuple(avoid))
    return cols, pygame.Rect((x0, y0), _tray_size(n, cols, u))


def tray(surf, state, layout, spots, token_surface, geo=None, avoid: tuple = ()) -> pygame.Rect:
    """Tabletop supply tray: drag from it to add a piece, onto it to remove one. It lies where it
    hides the least of the island (a drop on it removes the piece, so it must not sit on lands):
    a row along the island's top or bottom edge, or, where a row would cover land, a block of
    two or three columns in the sea beside the island; never over a piece (`avoid`: the pieces'
    rectangles) where a place without one is left, since a piece under it could not be taken."""
    u = layout.u
    toks = tray_tokens(state)
    size, step = int(44 * u), int(44 * u) + int(10 * u)
    cols, r = _tray_place(state, layout, geo, avoid)
    _panel(surf, r, u)
    pygame.draw.rect(surf, PANEL_EDGE, r, 1)
    if cols >= len(toks):       # one row: the label at its left
        text.line(surf, "SUPPLY", int(13 * u), GOLD, pygame.Rect(r.x + int(8 * u), r.y, int(78 * u), r.height), True,
                  valign="centre")
        left, top = r.x + int(90 * u), r.y + int(10 * u)
    else:                       # a block: the label over it
        head = _tray_head(u)
        text.line(surf, "SUPPLY", int(13 * u), GOLD, pygame.Rect(r.x, r.y + int(4 * u), r.width, head - int(4 * u)),
                  True, align="centre", valign="centre")
        left, top = r.x + int(10 * u), r.y + head
    for k, tok in enumerate(toks):
        cr = pygame.Rect(left + (k % cols) * step, top + (k // cols) * step, size, size)
        surf.blit(token_surface(tok, size), cr)
        spots.append((cr, Target("supply", token=tok)))
    return r


def _tray_size(n: int, cols: int, u: float) -> tuple[int, int]:
    """The tray's width and height with its n pieces in rows of `cols` (label included)."""
    step = int(44 * u) + int(10 * u)
    if cols >= n:
        return n * step + int(110 * u), int(44 * u) + int(20 * u)
    rows = -(-n // cols)
    return cols * step + int(10 * u), _tray_head(u) + rows * step


def _tray_head(u: float) -> int:
    """The height of a block tray's label row (never below what the smallest text needs)."""
    return max(int(26 * u), text.line_step(max(resources.MIN_SIZE, int(13 * u))) + int(8 * u))


@lru_cache(maxsize=8)
def _tray_spot(geo, island: tuple, n: int, u: float, avoid: tuple = ()) -> tuple[int, tuple[int, int]]:
    """(columns, top-left corner) of the tray: of a row along the island's top or bottom edge
    (left, middle or right) and blocks of three or two columns down its left or right edge (top,
    middle or bottom), the one that covers the fewest pieces (rectangles in `avoid`), then the
    fewest land pixels (sampled every few pixels), a row before a block and the top middle first
    when they tie."""
    area, gap = pygame.Rect(island), int(8 * u)
    tries = []
    for cols in (n, 3, 2):
        w, h = _tray_size(n, cols, u)
        if w > area.w - 2 * gap or h > area.h - 2 * gap:
            continue
        if cols >= n:
            xs, ys = (area.centerx - w // 2, area.x + gap, area.right - gap - w), (area.y + gap, area.bottom - gap - h)
            tries += [(cols, (x, y), w, h) for y in ys for x in xs]
        else:
            xs, ys = (area.x + gap, area.right - gap - w), (area.y + gap, area.centery - h // 2, area.bottom - gap - h)
            tries += [(cols, (x, y), w, h) for x in xs for y in ys]
    if not tries:
        w, h = _tray_size(n, n, u)
        return n, (area.centerx - w // 2, area.y + gap)
    if geo is None:
        return tries[0][:2]

    def covered(t) -> int:
        _, (x0, y0), w, h = t
        step = max(4, int(44 * u) // 8)
        return sum(1 for x in range(x0, x0 + w, step) for y in range(y0, y0 + h, step) if geo.land_at((x, y)))
    def hidden(t) -> int:
        _, (x0, y0), w, h = t
        r = pygame.Rect(x0, y0, w, h)
        return sum(1 for a in avoid if r.colliderect(a))
    best = min(tries, key=lambda t: (hidden(t), covered(t)))
    return best[:2]


__all__ = ["glow_land", "glow_rect", "draw_markers", "draw_effects", "land_marks", "land_tooltip", "card_zoom", "toast", "help_sheet",
           "card_choice", "tray", "sprites"]
