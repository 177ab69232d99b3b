"""What goes over the table's panels and island: the cards to choose from, the tabletop tray, the
glow of clickable things on the panels, and what the pointer shows (the piece in hand, tooltips,
the whole words of a thing cut short), then notes, toasts and the help sheet. Drawing only:
nothing here changes the table."""
from __future__ import annotations

from functools import lru_cache

import pygame

from ... import words as W
from ...shell import text
from ...content import catalog
from ...engine import query
from ..palette import GLOW, GOLD, INK, INK_DIM
from ..render import overlays
from ..render.pieces import token_surface
from ..input.affordances import hand_refusals
from ..input.hotspots import Target
from ..piece_kinds import presence_token
from .table_model import Frame

BAD_TEXT = (255, 190, 170)      # a refusal's words (on the dark tooltip)


def refusals_key(table):
    """Why each card of the hand cannot be played now (none in tabletop mode)."""
    gs = table.game.state
    key = ("refusals", table.offer_serial, table.tabletop, table.active, id(gs))
    return key, lambda: {} if table.tabletop else hand_refusals(gs, table.active, table.offer)


def refusals_of_hand(table) -> dict:
    """card id -> why it cannot be played now (read from the model when kept)."""
    return table.model.get(*refusals_key(table))


PANEL_GLOWING = ("growth", "card", "track", "innate", "tab")


def panel_glow_width(table) -> int:
    """How wide a panel glow's frame is (it reaches twice this far out of its thing)."""
    return max(2, int(3 * table.layout.u))


def panel_glows(table, screen, hs, within=None) -> None:
    """Clickable things on the panels glow: growth options, cards, the track slot, innates."""
    width = panel_glow_width(table)
    for r, t in list(hs.items):
        if t.kind not in PANEL_GLOWING:
            continue
        if within is not None and not within.colliderect(r.inflate(2 * width + 2, 2 * width + 2)):
            continue
        if table.offer.click(t) or table.offer.drag(t):
            overlays.glow_rect(screen, r, GLOW, width)


@lru_cache(maxsize=64)
def _land_lines(view, version: int, geo, land: str, acting: bool = False) -> tuple:
    """A land's tooltip words for one version of the view: the pointer moving inside a land
    redraws the tooltip every frame, and its ravage forecast runs the rules on a copy. Every land
    of a 6-board island fits, so a pointer going back and forth over the island finds them all.
    While the invaders are `acting` (the invader phase's steps on screen) nothing is forecast: a
    land that has just ravaged is not told it will ravage."""
    lines = overlays.land_lines(view.state, geo, land, forecast=not acting)
    return tuple(lines) + (() if acting else forecast_why(view.state, land))


def forecast_why(state, land: str) -> tuple:
    """Why the invaders act in a land next: the card on the invader board that names it (the
    engine's own reading of the cards, query.card_lands), one line per action."""
    from ...guide.reference import FORECAST
    from ...guide.words import say
    out = []
    for action, ids in (("ravage", state.ravage), ("build", state.build), ("explore", state.explore)):
        for cid in ids:
            card = catalog.INVADER_CARDS.items.get(cid)
            if card is None or land not in query.card_lands(state, cid):
                continue
            code = "why_coastal" if card.coastal else "why_card"
            out.append((say(FORECAST, code, action=W._(FORECAST[action]), card=W.tr(card.name),
                            terrain=" / ".join(W._(t).capitalize() for t in card.terrains)), INK_DIM, False))
    return tuple(out)


def tray(table, screen, spots):
    vs = table.view.state
    return overlays.tray(screen, vs, table.layout, spots, lambda tok, size: token_surface(tok, vs.spirits, size),
                         table.geo, tray_avoids(table))


def tray_avoids(table) -> tuple:
    """The rectangles of the pieces on the island as the view shows them: the tray lies off them."""
    return _piece_rects(table.view, table.view.version, table.geo, table.geo.serial)


@lru_cache(maxsize=4)
def _piece_rects(view, version: int, geo, serial) -> tuple:
    from ..render.pieces import layout_pieces
    return tuple(tuple(s.rect()) for s in layout_pieces(view.state, geo, view.hidden))


def tray_rect(table) -> pygame.Rect:
    """Where the tabletop tray lies now."""
    return overlays.tray_rect(table.view.state, table.layout, table.geo, tray_avoids(table))


def base_overlays(table, screen, frame: Frame):
    """What lies over the island and stays while the pointer moves: the cards to choose from,
    the tabletop tray. Returns the card choice's box (None when there is none)."""
    hs = frame.hotspots
    spots: list = []
    box = overlays.card_choice(screen, table.game.state, table.offer, table.layout, spots)
    if box is not None:
        hs.blockers.append(box)
    if table.tabletop:
        frame.tray = tray(table, screen, spots)
        hs.blockers.append(frame.tray)
    for r, t in spots:
        hs.add(r, t)
    frame.hover = hover_of(table, hs)                 # what is under the pointer now, not when it last moved
    return box


def hover_of(table, hs):
    """What the pointer is over on the table; nothing while a dialog lies over it (a card shown
    large stayed behind "Please confirm" while the pointer moved on the dialog)."""
    return None if table.app.modal_open() else table.machine.hover_in(hs)


DROP_OK, DROP_NO = (255, 250, 235), (255, 110, 90)


def drop_target(table, screen, m) -> list:
    """Where the piece in hand would go if let go now, unmistakable: the land under the pointer
    outlined boldly (white where the drop is taken, red where it would be refused) and named by
    the pointer ("into B5"), whatever the pointer is over in it (a piece, a name plate). Returns the
    rectangles drawn."""
    land = table.drop_land(m.pos) if table.frame is not None else None
    if not land:
        return []
    shape = table.geo.shapes.get(land)
    if shape is None:
        return []
    ok = land in m.destinations()
    colour = DROP_OK if ok else DROP_NO
    width = max(3, int(table.geo.size * 0.12))
    clip = screen.get_clip()
    screen.set_clip(table.layout.island)
    for poly in shape.polygons:
        pygame.draw.lines(screen, (20, 20, 20), True, poly, width + 2)
        pygame.draw.lines(screen, colour, True, poly, width)
    screen.set_clip(clip)
    x0, y0, x1, y1 = shape.bbox
    out = [pygame.Rect(int(x0) - width, int(y0) - width, int(x1 - x0) + 2 * width + 2, int(y1 - y0) + 2 * width + 2)]
    u = table.layout.u
    words = (W._("into {land}") if ok else W._("{land}: not here")).format(land=land)
    img = text.render(words, max(text.resources.MIN_SIZE, int(15 * u)), colour, True)
    off = int(table.geo.token_size() * 0.8)
    box = img.get_rect(topleft=(m.pos[0] + off, m.pos[1] + off)).inflate(int(10 * u), int(4 * u))
    box.clamp_ip(pygame.Rect(0, 0, *table.layout.size))
    pygame.draw.rect(screen, (20, 22, 20), box, border_radius=int(4 * u))
    pygame.draw.rect(screen, colour, box, 1, border_radius=int(4 * u))
    screen.blit(img, img.get_rect(center=box.center))
    out.append(box)
    return out


def keyword_box(screen, card: str, zoomed, u: float, L):
    """Beside a card shown large, a line for each keyword its words use (push, gather, defend,
    fast or slow, ...): what the word means; F1 has the whole page. Returns where it went."""
    from .. import keywords
    p = catalog.POWERS.items.get(card)
    if p is None or zoomed is None:
        return None
    shown = W.shown(p)          # the card's words in the language spoken (the keywords are found in them)
    words = " ".join([shown.text, W._(getattr(p, "speed", "") or "")] + [str(getattr(shown, "threshold_text", "") or "")])
    found = keywords.named(words)
    if not found:
        return None
    lines = [(keywords.keyword_line(k), INK, False) for k in found[:6]]
    width = int(300 * u)
    pos = (max(0, zoomed.x - width - int(40 * u)), zoomed.y - int(18 * u))
    return overlays.tooltip(screen, lines, pos, u, pygame.Rect(0, 0, *L.size), width=width)


def _last_pin(table, frame):
    """The card shown large in the frame on screen before this one (None: none)."""
    last = table.frame
    return getattr(last, "card_pin", None) if last is not None and last is not frame else None


def _held_card(table, screen, frame, h, shown) -> bool:
    """A card shown large stays while the pointer goes from its card onto it (the gap between
    them included), so its words can be pointed at: each keyword of its text is underlined, its
    one-line meaning shows on hover and a click opens its page of the rules reference (issue 31).
    Nothing under it counts meanwhile. True when it is held."""
    pin = _last_pin(table, frame)
    if pin is None or table.show_help or table.zoom_quiet is not None or table.app.modal_open() or (h is not None and h.kind in ("card", "log") and h.card and h != pin["target"]):
        return False
    m, L, u, hs = table.machine, table.layout, table.layout.u, frame.hotspots
    area = pin["rect"].union(pin["from"]) if pin["from"] is not None else pin["rect"]
    if h == pin["target"] or not area.collidepoint(m.pos):
        return False
    vs = table.view.state
    zoomed = overlays.card_zoom(screen, pin["target"], pin["anchor"], L, zoom_terror(pin["target"], vs),
                                bool(table.settings.get("colourblind")))
    if zoomed is None:
        return False
    frame.card_pin = pin
    shown.append(zoomed)
    shown.append(keyword_box(screen, pin["target"].card, zoomed, u, L))
    hs.add_cover(area, Target("info", name=HELD_CARD))      # nothing under it answers there
    under = None
    for r, k in card_keywords(pin["target"].card, zoomed):
        _keywords().underline(screen, [(r, k)], (150, 100, 20))
        hs.add(r, Target("keyword", name=k))
        if r.collidepoint(m.pos):
            under = k
    if under is not None:
        kw = _keywords()
        line, title = kw.definition(under)
        shown.append(overlays.tooltip(screen, [(kw.shown_name(under), GOLD, True), (line, INK, False),
                                               (kw.see_words(title), INK_DIM, False)],
                                      m.pos, u, pygame.Rect(0, 0, *L.size), width=int(360 * u)))
    return True


HELD_CARD = "card_held"     # a card shown large that the pointer went onto (its hotspot: nothing under it counts)


def _keywords():
    """game.ui.keywords, asked when a card is shown large (read the rules reference then only)."""
    from .. import keywords
    return keywords


def card_keywords(card: str, zoomed: pygame.Rect) -> list:
    """(rect on screen, keyword) of each keyword in the text of a power card shown large in `zoomed`."""
    from ..render import cards
    p = catalog.POWERS.items.get(card)
    at = cards.text_at(card, zoomed.height) if p is not None else None
    if at is None:
        return []
    (x, y, w, h), size = at
    return _keywords().spots(W.shown(p).text, size, pygame.Rect(zoomed.x + x, zoomed.y + y, w, h))


def zoom_terror(h, vs) -> int:
    """The terror level a card shown large lights: a fear card named in the log, the level it
    resolved at; anything else, the level now."""
    return h.index if h.kind == "log" and h.name == "fear" and h.index > 0 else min(vs.terror, 3)


def _zoom_card(table, screen, frame, h, shown) -> None:
    """The card under the pointer shown large, with its keywords' box (and why a card in the hand
    cannot be played now)."""
    L, u, hs, m, vs = table.layout, table.layout.u, frame.hotspots, table.machine, table.view.state
    last = _last_pin(table, frame)
    anchor = last["anchor"] if last is not None and last["target"] == h else m.pos   # it stays put
    zoomed = overlays.card_zoom(screen, h, anchor, L, zoom_terror(h, vs), bool(table.settings.get("colourblind")))
    if zoomed is not None:
        frame.card_pin = {"target": h, "anchor": anchor, "rect": zoomed, "from": hs.rect_of(h.key())}
    shown.append(zoomed)
    shown.append(keyword_box(screen, h.card, zoomed, u, L))
    why = refusals_of_hand(table).get(h.card) if h.kind == "card" and h.name == "hand" else None
    if why:
        shown.append(overlays.tooltip(screen, [(why, BAD_TEXT, True)], m.pos, u, pygame.Rect(0, 0, *L.size),
                                      width=int(300 * u)))


def pointer_overlays(table, screen, frame: Frame, box, rects=None) -> None:
    """The pointer's things and what goes over everything (notes, toast, help); the rectangles of
    the pointer's things go into `rects` when given."""
    L, u, hs, m = table.layout, table.layout.u, frame.hotspots, table.machine
    vs = table.view.state
    shown = rects if rects is not None else []
    own = len(shown)        # rectangles given (the hovered land's, clipped to the island) stay as they are
    if box is not None:
        panel_glows(table, screen, hs)
    if m.state in ("dragging", "choosing") and m.source is not None:
        shown.extend(drop_target(table, screen, m))
    if m.state == "dragging" and m.source is not None:   # the piece in hand: bigger, with a shadow
        img, shadow = _held_pictures(table, m.source)
        off = max(3, img.get_width() // 8)
        at = (m.pos[0] - img.get_width() // 2, m.pos[1] - img.get_height() // 2)
        shown.append(screen.blit(shadow, (at[0] + off, at[1] + off)).union(screen.blit(img, at)))
    elif m.state == "choosing" and m.source is not None:
        p = table.source_point(m.source)
        pygame.draw.circle(screen, GOLD, (round(p[0]), round(p[1])), int(table.geo.token_size() * 0.7), 3)
    if m.snapback:
        src, frm, to, t0 = m.snapback
        t = min(1.0, (table.now() - t0) / 0.3)
        img = held_image(table, src)
        x, y = frm[0] + (to[0] - frm[0]) * t, frm[1] + (to[1] - frm[1]) * t
        screen.blit(img, (x - img.get_width() // 2, y - img.get_height() // 2))
    h = frame.hover
    if h is not None and (table.show_help or h not in hs.at(m.pos)):
        h = None            # the help sheet is on top, or what was hovered has gone from under the pointer
    if m.state in ("idle", "hovering") and not table.pointer_note and _held_card(table, screen, frame, h, shown):
        h = None            # the pointer went onto a card shown large: it stays, its keywords answer
    if m.state in ("idle", "hovering") and h is not None and not table.pointer_note:   # the refusal has the pointer
        if h.kind in ("land", "piece"):
            lines = _land_lines(table.view, table.view.version, table.geo, h.land, table.anim.stepping)
            shown.append(overlays.land_tooltip(screen, vs, table.geo, h.land, m.pos, u, L.island, lines))
        elif h.kind in ("card", "log", "info") and h.card:
            if table.zoom_ready(h):      # once the pointer rested on it, not under a click
                _zoom_card(table, screen, frame, h, shown)
        elif h.kind == "keyword":
            from .. import keywords
            line, title = keywords.definition(h.name)
            shown.append(overlays.tooltip(screen, [(keywords.shown_name(h.name), GOLD, True), (line, INK, False),
                                                   (keywords.see_words(title), INK_DIM, False)],
                                          m.pos, u, pygame.Rect(0, 0, *L.size), width=int(360 * u)))
        elif h.kind == "info":
            shown.append(overlays.info_tooltip(screen, vs, h.name, m.pos, u, pygame.Rect(0, 0, *L.size)))
        elif h.kind == "supply":                    # a tray piece: lit, and named (whose presence)
            r = hs.rect_of(h.key())
            if r is not None:
                width = panel_glow_width(table)
                overlays.glow_rect(screen, r, GLOW, width)
                shown.append(r.inflate(4 * width + 2, 4 * width + 2))
            shown.append(overlays.tooltip(screen, supply_words(vs, h.token), m.pos, u, pygame.Rect(0, 0, *L.size),
                                          width=int(320 * u)))
        elif h.kind in WORDS_ON_HOVER:
            lines = table.model.get(*words_key(table, h, hs.rect_of(h.key())))
            if lines:
                shown.append(overlays.tooltip(screen, lines, m.pos, u, pygame.Rect(0, 0, *L.size), width=int(420 * u)))
    if getattr(table, "hint", None) is not None and not table.show_help:
        from . import table_hint
        shown.extend(table_hint.draw(table, screen, hs))
    if table.pointer_note and not table.show_help:      # the help sheet open: the note waits under it
        words, pos, _ = table.pointer_note
        shown.append(overlays.tooltip(screen, [(words, BAD_TEXT, True)], pos, u, pygame.Rect(0, 0, *L.size),
                                      width=int(320 * u)))
    if table.toast_text:
        shown.append(overlays.toast(screen, table.toast_text, L, table.toast_error, frame.tray if table.tabletop else None))
    shown[own:] = [pygame.Rect(r).inflate(2, 2) for r in shown[own:] if r is not None]
    if table.show_help:
        frame.help_pages = overlays.help_sheet(screen, L, [s.spirit_id for s in vs.spirits], table.help_page)
    if table.anim.busy:
        r = text.line(screen, W._("click or Space: the next step now") if table.anim.caption else W._("click to skip"),
                      int(12 * u),
                      (200, 200, 200), pygame.Rect(L.island.x, L.island.y + int(4 * u), L.island.width - int(8 * u),
                                                   int(20 * u)), align="right")
        if r is not None:
            shown.append(pygame.Rect(r).inflate(2, 2))


WORDS_ON_HOVER = ("innate", "growth", "tab", "option", "track")   # things whose words show on hover


def supply_words(vs, token: str) -> list:
    """A tabletop tray piece's tooltip: what it is (a presence says whose) and what a drag does."""
    from ..piece_kinds import is_presence, name, spirit_of
    if is_presence(token):
        i = spirit_of(token)
        who = (W.shown(catalog.SPIRITS[vs.spirits[i].spirit_id]).name if i < len(vs.spirits)
               else W._("spirit {n}").format(n=i + 1))
        head = W._("Presence of {spirit}").format(spirit=who)
    else:
        head = name(token)
    from ... import kinds as K
    kind = K.KINDS.get(token[:1])
    if kind is not None and kind.attached:      # strife: it rides on an invader
        return [(head, GOLD, True), (W._("Drag it onto an invader to put it on that piece. Click a piece carrying "
                                         "it to take one off."), (239, 230, 207), False)]
    return [(head, GOLD, True), (W._("Drag it onto a land to add one there. A piece dropped on the tray is removed."),
                                 (239, 230, 207), False)]


def words_key(table, h, r):
    """(key, make) of the whole words shown on hovering `h`, drawn in `r`."""
    return ("words", h.key(), tuple(r) if r else None, table.offer_serial, table.layout.u), \
        lambda: _words_zoom(table, h, r)


def _words_zoom(table, h, r):
    """The whole words of a thing on a panel whose text had to be cut short ("…"): an innate
    power (always: its levels are read here), a growth option, a spirit tab, an option button."""
    from ..render.cards import range_words
    vs, u = table.view.state, table.layout.u
    if h.kind == "innate":
        spec = W.shown(catalog.SPIRITS[vs.spirits[h.spirit].spirit_id])
        p = next((p for p in spec.innates if p.id == h.card), None)
        if p is None:
            return None
        lines = [(f"{p.name} · {W._(p.speed)} · {range_words(p)}", GOLD, True)]
        for lv in p.levels:
            need = ", ".join(f"{n} {W._(e)}" for e, n in lv.elements)
            lines.append((W._("{elements}: {text}").format(elements=need, text=lv.text), (239, 230, 207), False))
        return lines
    if h.kind == "growth":
        spec = W.shown(catalog.SPIRITS[vs.spirits[h.spirit].spirit_id])
        g = spec.growth[h.index]
        words = W._("{growth} (costs {cost} energy)").format(growth=g.text, cost=g.cost) if g.cost else g.text
        if r is None or not any(l.endswith("…") for l in text.fit_para(words, int(13 * u), r.inflate(-int(12 * u), -int(6 * u)),
                                                                      gap=0.92)[1]):
            return None
        return [(words, (239, 230, 207), False)]
    if h.kind == "track":
        return _slot_words(vs, h)
    room = int(48 * u) if h.kind == "tab" else int(16 * u)
    if h.kind == "tab":
        words = W.shown(catalog.SPIRITS[vs.spirits[h.spirit].spirit_id]).name
        d = table.game.state.decision
        board = W._("Click again or press B: its spirit board.") if h.spirit == table.active \
            else W._("Click: its panel; click again: its spirit board.")
        if h.spirit in query.waiting_spirits(table.game.state):     # its ring: said whatever the name's length
            actor = W.shown(catalog.SPIRITS[vs.spirits[d.spirit].spirit_id]).name
            return [(W._("{spirit} waits while {actor} chooses; it is asked again after.").format(spirit=words, actor=actor),
                     (239, 230, 207), False),
                    (board, GOLD, False)]
        return [(words, GOLD, True), (board, (239, 230, 207), False)]   # every tab says how to see the board
    else:
        opts = table.offer.options
        if h.index >= len(opts):
            return None
        words = opts[h.index][0]
    font = text.resources.font(text.resources.MIN_SIZE)
    if r is None or font.size(words)[0] <= r.width - room:
        return None
    return [(words, (239, 230, 207), False)]


def _held_pictures(table, src):
    """The piece in hand, bigger, and its shadow."""
    return _held_and_shadow(held_image(table, src, 1.35))


@lru_cache(maxsize=32)
def _held_and_shadow(img):
    shadow = img.copy()
    shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MIN)
    return img, shadow


def held_image(table, src, scale: float = 1.0):
    size = int(table.geo.token_size() * scale)
    vs = table.view.state
    if src.kind == "track":
        return token_surface(presence_token(src.spirit), vs.spirits, size)
    return token_surface(src.token, vs.spirits, size)


def _slot_words(vs, h):
    """A presence track slot's tooltip: what it gives, and whether it is uncovered yet."""
    from ..render.spirit_board import slot_words
    s = vs.spirits[h.spirit]
    spec = W.shown(catalog.SPIRITS[s.spirit_id])
    slots, revealed = (spec.energy_track, s.energy_revealed) if h.name == "energy" else (spec.plays_track, s.plays_revealed)
    k = h.index if h.index >= 0 else revealed
    if not 0 <= k < len(slots):
        return None
    words = slot_words(h.name, slots[k], k, revealed)
    return [(words[0], GOLD, True)] + [(w, (239, 230, 207), False) for w in words[1:]]

