"""Composing one frame of the table from kept pictures: island, pieces, glows, animations,
panels, overlays. `draw` returns the frame's hotspots and anchors (a `Frame`) and writes nothing:
not the game, not the table. `keep_up` (called by the table's update) makes the pictures the next
frame will need and keeps them in the table's model."""
from __future__ import annotations

import math
import pickle
import pygame

from ...content import catalog
from ... import kinds as K
from ...engine import query
from ..palette import BAD, BG, HOVER
from ..render import cards, fold_bar, hand, invader_board, overlays, sidebar, spirit_panel
from ..render.pieces import layout_pieces
from ..input.affordances import confirm_commands, spirits_to_act
from ...shell.hotspots import Hotspots
from . import table_island as I
from . import table_overlays as O
from .table_model import Base, Frame

def keep_up(table) -> None:
    """Make and keep what the next frame shows (the table's update calls this; drawing only reads)."""
    m = table.model
    m.keep(*_seen_key(table.view))
    m.keep(*O.refusals_key(table))
    for name, (key, make) in _wanted(table).items():
        m.keep(key, make, recycle=name in PANELS)
    h = table.machine.hover
    if h is not None and h.kind in O.WORDS_ON_HOVER:
        m.keep(*O.words_key(table, h, table.hotspots.rect_of(h.key())))
    if table.shake and _is_card(table.shake[0]):
        r = table.hotspots.rect_of(table.shake[0].key())
        if r is not None:
            m.keep(*_shaken_card(table, table.shake[0], r))


def _seen_key(view) -> tuple:
    """(key, make) of what each picture of the view shows, as bytes, worked out once per version
    of the view: a piece that moves changes the pieces' places but not the spirit panel, so only
    the pictures whose part of the view changed are drawn again."""
    vs = view.state

    def make() -> dict:
        board = (vs.turn, vs.phase, vs.terror, vs.fear_pool, vs.fear_generated, vs.fear_earned, vs.fear_deck,
                 vs.ravage, vs.build, vs.explore, vs.invader_deck, vs.invader_discard, vs.blighted,
                 getattr(vs, "blight_flipped", None), vs.blight_card, vs.blight_on_card,
                 sum(p.get(K.BLIGHT, 0) for p in vs.lands.values()))
        return {"pieces": _bytes(vs.lands, [s.presence for s in vs.spirits], sorted(view.hidden.items())),
                "board": _bytes(board), "spirits": [_bytes(s) for s in vs.spirits],
                "ids": tuple(s.spirit_id for s in vs.spirits)}
    return ("seen", view.version, id(vs)), make


def _bytes(*parts) -> bytes:
    """The parts as bytes: equal bytes, equal parts (plain data: dicts, lists, dataclasses)."""
    return pickle.dumps(parts, protocol=5)


def _hand_held(table, me) -> tuple | None:
    """The hand's cards as they were laid out, while the pointer stays over the hand's cards
    after one left it (played): (played, hand) of that layout, so that the others keep their
    places and the next click falls on the card the player aims at (playtests 29 and 36: the hand
    re-laid at the first move off the played card's place, and the next click hit the played card
    or a gap). None once the pointer leaves the hand's cards (the played card then shows among the
    played ones, where a click uses it), or cards come into the hand, or another spirit's hand
    shows, or the phase changes: the hand is laid out anew."""
    if me is None:
        table.hand_layout = None
        return None
    now = (tuple(me.played), tuple(me.hand), (table.active, table.view.state.phase))
    old = getattr(table, "hand_layout", None)
    pos = getattr(table.machine, "pos", None)
    if (pos is not None and old is not None and old[2] == now[2] and old[1] != now[1]
            and set(now[1]) <= set(old[1]) and set(now[0]) >= set(old[0])):
        places = old[3] if len(old) > 3 else _cards_area(table, set(old[1]))
        if any(pygame.Rect(r).collidepoint(pos) for r in places):
            table.hand_layout = old[:3] + (places,)
            return old[:2]
    table.hand_layout = now
    return None


def _cards_area(table, cards: set) -> tuple:
    """Where the hand's cards lay in the last frame: the box round their tiles (the gaps between
    them too), as one rectangle in a tuple (none when none of them was drawn)."""
    rects = [pygame.Rect(r) for r, t in table.hotspots.items if t.kind == "card" and t.name == "hand" and t.card in cards]
    if not rects:
        return ()
    return (tuple(rects[0].unionall(rects[1:])),)


def _wanted(table) -> dict:
    """name -> (key, make) of each kept picture of this frame: the pieces' places and the panels.
    Each picture's key holds what it shows of the view (see _seen_key), not the view's version."""
    L, view, u = table.layout, table.view, table.layout.u
    vs, gs = view.state, table.game.state
    seen = table.model.get(*_seen_key(view))
    to_act = tuple(spirits_to_act(gs))
    waiting = tuple(query.waiting_spirits(gs))
    cb = bool(table.settings.get("colourblind"))
    dim = frozenset(O.refusals_of_hand(table))
    step = table.panel_words()
    me = vs.spirits[table.active] if table.active < len(vs.spirits) else None
    # the hand shows the cards only: energy or presence changing leaves its picture as it was
    held = _hand_held(table, me)
    cards_of = (tuple(me.played), tuple(me.hand), tuple(me.discard), held) if me is not None else None
    grew = table.growth_chosen(table.active) if me is not None and me.grown else -1
    marks = tuple(sorted(table.card_marks().items())) if me is not None else ()
    out = {
        "pieces": (("pieces", seen["pieces"], table.geo.serial), lambda: layout_pieces(vs, table.geo, view.hidden)),
        "top": (("top", seen["board"], L.top.size, cb), lambda: invader_board.draw(vs, L.top, u, cb)),
        # the panel shows one spirit (and the others' tabs): another spirit's move leaves it as it was
        "spirit": (("spirit", seen["spirits"][table.active] if me is not None else None, seen["ids"], table.active,
                    to_act, waiting, L.spirit.size, grew),
                   lambda: spirit_panel.draw(vs, table.active, L.spirit, u, to_act, grew, waiting)),
        "hand": (("hand", cards_of, table.active, L.hand.size, dim, marks, hand.hand_note(vs.phase)),
                 lambda: hand.draw(vs, table.active, L.hand, u, dim, dict(marks), held=held)),
        # `working`: a resumed game's Undo line comes once its earlier moves are read, with no new offer
        "prompt": (("prompt", table.offer_serial, table.active, table.prompt_scroll, table.tabletop, gs.result,
                    L.prompt.size, step, table.working, table.notice),
                   lambda: sidebar.draw_prompt(gs, table.active, table.offer, L.prompt, u, table.prompt_scroll,
                                               table.tabletop, table.undo_words() or table.game.can_undo(),
                                               confirm_commands(gs, table.active) is not None, notice=table.notice,
                                               step=step)),
    }
    if L.folded:        # the island first: the spirit panel and the hand folded into a bar (I opens them)
        out["spirit"] = (("bar", seen["spirits"][table.active] if me is not None else None, seen["ids"], table.active,
                          to_act, waiting, L.spirit.size),
                         lambda: fold_bar.draw(vs, table.active, L.spirit, u, to_act, waiting))
        del out["hand"]
    elif table.fold_offered(L.size):    # the hand's heading has the button that folds them away
        out["hand"] = (out["hand"][0] + ("fold",), lambda: hand.draw(vs, table.active, L.hand, u, dim, dict(marks), True, held))
    if table.log_open:
        lines = table.log_lines
        # the log's own version: an undo that takes one line out and notes one keeps the length; its
        # first and last lines shown: an invader step shown reveals a line and, once the log holds
        # more than it shows, takes the oldest out (the version and the length stay)
        ends = (id(lines[0]), id(lines[-1])) if lines else ()
        out["log"] = (("log", table.log.version, len(lines), ends, table.log_scroll, L.log.size),
                      lambda: sidebar.draw_log(lines, L.log, u, table.log_scroll))
    return out


POINTER_STATES = ("idle", "hovering", "dragging")


def draw(table, screen, kept: bool = False) -> Frame:
    """Draw the whole table; returns the frame (its hotspots, anchors, what the pointer is on).

    When `kept` says the screen still shows the last frame, only what changed is drawn again:
    what the pointer shows (the hovered land's glow under its pieces, the tooltip, the piece in
    hand) and, after a command, the lands, panels and glows whose pictures changed; `frame.dirty`
    lists the rectangles that changed. The cost of such a frame follows what changed, not the
    window's size."""
    wanted = _wanted(table)
    key = _base_key(table, wanted) if _pointer_only(table) else None
    last = table.frame
    if key is not None and kept and last is not None and last.base is not None:
        base, changed = last.base, []
        if base.key != key:
            base, changed = _patched(table, base, key, wanted)
        if base is not None:
            frame = _frame_on(table, base)
            redrawn = _hover_rect(table, frame)         # drawn again whole from the island's layers
            for r in last.pointer_rects + changed:       # last frame's pointer things, lands that changed
                if not redrawn.contains(r):
                    screen.blit(base.full, r, r)
            _pointer_layer(table, screen, frame)
            frame.dirty = _distinct(last.pointer_rects + changed + frame.pointer_rects)
            return frame
    # keep the base from now on when the picture held still a frame, or only what it shows changed
    steady = key is not None and last is not None and last.key is not None and (
        last.key == key or last.key[1] == key[1])
    frame = _full(table, screen, wanted, key, keep=steady)
    frame.key = key
    return frame


def _patched(table, old: Base, key: tuple, wanted: dict):
    """(the base with the places that changed drawn again, those rectangles) when only what the
    picture shows changed since `old` was made: pieces, the invaders' badges, glows, panels (a
    command, a tabletop move, an animation's step), or the island zoomed or panned (the island's
    area is drawn again, the panels stay); (None, []) when its ground changed (the window, the
    panels shown, a piece in hand)."""
    if old.markers is None or old.key[1][1:] != key[1][1:] or tuple(wanted) != tuple(n for n, _ in old.key[0]):
        return None, []
    moved = old.key[1][0] != key[1][0]         # the island zoomed or panned
    if moved and table.tabletop:
        return None, []         # the tray lies in the island's sea: it moved, and its hotspots with it
    if table.tabletop and old.tray is not None and O.tray_rect(table) != old.tray:
        return None, []         # a piece went under the tray: it moves off it, its hotspots with it
    vs, geo, L = table.view.state, table.geo, table.layout
    spots = table.model.get(*wanted["pieces"])
    markers = overlays.land_marks(vs)
    hs = Hotspots()
    hs.geometry, hs.island_rect = geo, L.island
    lit = I.draw_pieces(table, None, spots, hs)
    n = len(hs.items)
    values = _panel_values(table, wanted)
    for value in values.values():
        _add(hs, value[1])
    n_panels = len(hs.items)
    hs.items += list(old.items[old.n_panels:])         # what lies over the island (the tray) stays
    marks = (I.tints(table), lit, _lit_panels(table, hs))
    o_tints, o_lit, o_panels = old.marks
    lands = {m for m in set(markers) | set(old.markers) if markers.get(m) != old.markers.get(m)}
    lands |= {land for land in set(marks[0]) | set(o_tints) if marks[0].get(land) != o_tints.get(land)}
    lands |= {land for land, _ in lit ^ o_lit}
    before, after = I.by_land(old.spots), I.by_land(spots)
    lands |= {land for land in set(before) | set(after) if before.get(land) != after.get(land)}
    rects = [pygame.Rect(L.island)] if moved else []
    for land in sorted(lands):
        r = I.glow_rect(geo, land)
        for plate in (markers.get(land), old.markers.get(land)):     # its turn effects' pills
            pills = overlays.effects_rect(geo, land, plate)
            r = r.union(pills) if pills is not None else r
        for spot in before.get(land, []) + after.get(land, []):
            r = r.union(spot.rect().inflate(spot.size, spot.size))
        rects.append(r.clip(L.island))
    reach = 2 * O.panel_glow_width(table) + 2       # a panel's glow frames reach this far out of it
    window = pygame.Rect((0, 0), L.size)
    for (name, k), (_, new) in zip(old.key[0], wanted.items()):
        if name != "pieces" and k != new[0]:
            rects.append(_panel_rect(L, name).inflate(reach, reach).clip(window))
    rects += [pygame.Rect(r).inflate(reach, reach).clip(window) for r in sorted(set(marks[2]) ^ set(o_panels))]
    rects = _merged(rects)
    for r in rects:
        _region(table, old.full, r, spots, hs, markers, values)
    anchors, got = dict(old.anchors), _measures(values)
    for name in ("top", "spirit"):
        anchors.update(values[name][2])
    return Base(key, old.full, spots, tuple(hs.items), old.blockers, anchors, old.tray, got[0], got[1],
                markers, n, n_panels, marks), rects


def _merged(rects) -> list:
    """The rectangles to draw again, two joined where the rectangle round both holds no more
    pixels than the two (neighbouring lands' rectangles overlap: their shared pixels once)."""
    out = _distinct(rects)
    joined = True
    while joined:
        joined = False
        for i, a in enumerate(out):
            for j in range(i + 1, len(out)):
                b = out[j]
                u = a.union(b)
                if u.width * u.height <= a.width * a.height + b.width * b.height:
                    out[i] = u
                    del out[j]
                    joined = True
                    break
            if joined:
                break
    return out


def _region(table, surf, r, spots, hs, markers, values) -> None:
    """Draw the base again inside `r` as a whole frame draws it there: the island, the panels,
    the panels' glows, the tray."""
    L = table.layout
    ri = r.clip(L.island)
    if ri.width and ri.height:
        I.draw_region(table, surf, ri, spots, hs, markers, glows=False)
    clip = surf.get_clip()
    surf.set_clip(r)
    for name, value in values.items():
        rect = _panel_rect(L, name)
        if rect.colliderect(r):
            surf.blit(value[0], rect)
    if "log" not in values and L.log.colliderect(r):
        pygame.draw.rect(surf, LOG_SHUT, L.log)
    O.panel_glows(table, surf, hs, within=r)
    if table.tabletop:
        O.tray(table, surf, [])
    surf.set_clip(clip)


def _pointer_only(table) -> bool:
    """Whether the frame is its base (which stays while only the pointer moves) plus what the
    pointer shows and what the animations draw over the island: nothing else moves, blinks or
    waits on a timer, no overlay covers the island (the tabletop tray lies over animations)."""
    m = table.machine
    d = table.game.state.decision
    return (m.state in POINTER_STATES and not (table.anim.busy and table.tabletop) and not table.shake
            and not m.snapback and not table.show_help and not (d is not None and d.kind in overlays.CARD_CHOICES))


def _base_key(table, wanted) -> tuple:
    """Everything the base picture depends on (what stays while only the pointer moves): the
    panels' keys by name, its ground (the island's picture, zoom and pan, which a patched base
    draws again in the island's area; the window, a piece in hand and the palette, which it
    keeps) and what else it shows (the offer, the game, the view)."""
    m, L = table.machine, table.layout
    island = (table.island_layer.serial, tuple(table.zoom.rect), table.geo.serial)     # zoomed or panned: drawn again
    ground = (island, table.tabletop, L.size, L.u, (m.state, m.source) if m.state == "dragging" else None,
              bool(table.settings.get("colourblind")))
    return (tuple((name, k) for name, (k, _) in wanted.items()), ground,
            (table.offer_serial, id(table.game.state), table.view.version))


def _frame_on(table, base: Base) -> Frame:
    """A new frame over a kept base: its hotspots, anchors and measures."""
    hs = Hotspots()
    hs.geometry, hs.island_rect = table.geo, table.layout.island
    hs.items = list(base.items)
    hs.blockers = list(base.blockers)
    frame = Frame(hs, dict(base.anchors), tray=base.tray, prompt_max=base.prompt_max, log_max=base.log_max,
                  base=base, key=base.key)
    frame.hover = O.hover_of(table, hs)
    return frame


def _full(table, screen, wanted, key, keep: bool = True) -> Frame:
    """Draw everything. With a `key` (only the pointer's things lie over the base), the base is
    drawn first and kept aside when `keep` says so, then the pointer's things are drawn as a
    kept frame draws them: the hovered land's glow and the tooltip both follow what is under the
    pointer in this picture (the first frame after a card choice closed glowed the land the
    pointer was over before it, and told of the land under it now)."""
    L, vs = table.layout, table.view.state
    hs = Hotspots()
    hs.geometry, hs.island_rect = table.geo, L.island
    frame = Frame(hs, dict(table.frame.anchors))     # anchors of panels not shown now stay where they were
    _fill_uncovered(table, screen)
    clip = screen.get_clip()
    screen.set_clip(L.island)
    screen.blit(table.island_layer.surface, I.picture_rect(table))
    overlays.draw_markers(screen, vs, table.geo)
    I.land_glows(table, screen)
    if key is None:
        h = table.machine.hover
        if h is not None and h.kind == "land":
            table.glow_land(screen, h.land, HOVER, 110)
    spots = table.model.get(*wanted["pieces"])
    lit = I.draw_pieces(table, screen, spots, hs)
    overlays.draw_effects(screen, vs, table.geo)
    n_pieces = len(hs.items)
    if key is None:             # else the animations go over the kept base, with the pointer's things
        table.anim.draw(screen)
    screen.set_clip(clip)
    _panels(table, screen, frame, wanted)
    n_panels = len(hs.items)
    box = O.base_overlays(table, screen, frame)
    if key is None:
        O.pointer_overlays(table, screen, frame, box)
        return frame
    frame.base = Base(key, screen.copy() if keep else None, spots, tuple(hs.items), tuple(hs.blockers),
                      dict(frame.anchors), frame.tray, frame.prompt_max, frame.log_max, overlays.land_marks(vs),
                      n_pieces, n_panels, (I.tints(table), lit, _lit_panels(table, hs)))
    _pointer_layer(table, screen, frame)
    if not keep:
        frame.base = None
    return frame


def _fill_uncovered(table, screen) -> None:
    """Fill with the table's background what a whole frame's pictures will not cover. The panels
    tile the window (`layout.compute`) and are opaque, so that is at most the island's rectangle,
    when the island's picture does not span it or has see-through pixels: a whole frame at
    5000×3000 no longer fills 15 million pixels only to cover them. A screen of another size than
    the layout (a resize not yet laid out) is filled whole."""
    L = table.layout
    if screen.get_size() != L.size:
        screen.fill(BG)
    elif not I.island_covers(table, L.island):
        screen.fill(BG, L.island)


def _pointer_layer(table, screen, frame: Frame) -> None:
    """What the pointer shows over a kept base: the hovered land's glow (drawn again under its
    pieces, in its own rectangle), then the piece in hand or the tooltip."""
    base, rects, h = frame.base, frame.pointer_rects, frame.hover
    r = _hover_rect(table, frame)
    if r.width and r.height:
        I.draw_region(table, screen, r, base.spots, frame.hotspots, base.markers, h.land)
        rects.append(r)
    if table.anim.busy:         # pieces in flight, flashes, banners, cards: over the island only
        island = table.layout.island
        clip = screen.get_clip()
        screen.set_clip(island)
        drawn = _Drawn(screen)
        table.anim.draw(drawn)
        screen.set_clip(clip)
        rects += [r.clip(island) for r in drawn.rects]
    O.pointer_overlays(table, screen, frame, None, rects)


class _Drawn:
    """A surface that notes where each blit landed (what an animation frame drew)."""

    def __init__(self, surf):
        self._surf, self.rects = surf, []

    def blit(self, source, dest, area=None, special_flags=0):
        r = self._surf.blit(source, dest, area, special_flags)
        self.rects.append(r)
        return r

    def __getattr__(self, name):
        return getattr(self._surf, name)


def _hover_rect(table, frame) -> pygame.Rect:
    """Where the hovered land's glow is drawn (an empty rectangle when no land is hovered)."""
    h = frame.hover
    if h is None or h.kind != "land":
        return pygame.Rect(0, 0, 0, 0)
    return I.glow_rect(table.geo, h.land).clip(table.layout.island)


def _distinct(rects) -> list:
    """The rectangles to send, each once (the pointer staying in one land redraws the same one)."""
    out: list = []
    for r in rects:
        if r.width and r.height and r not in out:
            out.append(r)
    return out


LOG_SHUT = (25, 31, 28)
PANELS = ("top", "spirit", "hand", "prompt", "log")


def _panels(table, screen, frame: Frame, wanted: dict) -> None:
    L, hs = table.layout, frame.hotspots
    values = _panel_values(table, wanted)
    for name, value in values.items():
        screen.blit(value[0], _panel_rect(L, name))
        _add(hs, value[1])
    for name in ("top", "spirit"):
        frame.anchors.update(values[name][2])
    frame.prompt_max, frame.log_max = _measures(values)
    if "log" not in values:
        pygame.draw.rect(screen, LOG_SHUT, L.log)
    O.panel_glows(table, screen, hs)
    _shake(table, screen, hs)


def _panel_values(table, wanted: dict) -> dict:
    """name -> the kept picture of each panel shown, in the order drawn: (surface, hotspots, ...)."""
    get = table.model.get
    return {name: get(*wanted[name]) for name in PANELS if name in wanted}


def _panel_rect(L, name: str) -> pygame.Rect:
    return getattr(L, name)


def _measures(values: dict) -> tuple:
    """(how far the prompt can scroll, how far the log can)."""
    return values["prompt"][2], values["log"][2] if "log" in values else 0


def _lit_panels(table, hs) -> tuple:
    """The rectangles of the panels' things that glow as clickable (as `panel_glows` draws them)."""
    off = table.offer
    return tuple(tuple(r) for r, t in hs.items if t.kind in O.PANEL_GLOWING and (off.click(t) or off.drag(t)))


def _is_card(target) -> bool:
    """Whether a refused thing is a power card, whose picture shakes (a growth option, an innate,
    a track slot or a land shakes as its frame only)."""
    return target.kind == "card" and target.card in catalog.POWERS


def _shaken_card(table, target, r):
    """The picture of a refused card of the hand, greyed when it cannot be played."""
    dimmed = target.card in O.refusals_of_hand(table)

    def make():
        img = cards.power_card(target.card, r.height)
        if dimmed:
            img = img.copy()
            img.fill((90, 90, 90, 0), special_flags=pygame.BLEND_RGB_SUB)
        return img
    return ("shake", target.card, r.height, dimmed), make


def _shake(table, screen, hs) -> None:
    """The thing just refused shakes side to side, framed in red (a card is redrawn on top)."""
    if not table.shake:
        return
    target, t0 = table.shake
    r = hs.rect_of(target.key())
    if r is None:
        return
    t = table.now() - t0
    dx = round(math.sin(t * 48) * 7 * table.layout.u * max(0.0, 1 - t / 0.45))
    if _is_card(target):
        img = table.model.get(*_shaken_card(table, target, r))
        r = img.get_rect(topleft=r.topleft)
        screen.blit(img, r.move(dx, 0))
    overlays.glow_rect(screen, r.move(dx, 0), BAD, max(2, int(3 * table.layout.u)))


def _add(hs, spots) -> None:
    for r, t in spots:
        hs.add(r, t)
