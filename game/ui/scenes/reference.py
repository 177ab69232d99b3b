"""The rules reference (F1): a searchable book of pages by phase and concept, the table's controls
one of them, and an icon legend. Typing searches; Up / Down go through the pages found; a keyword
in a page shows its definition under the pointer and a click opens its own page; Esc or F1 closes.

Its words are game.guide.reference's; this screen only lays them out."""
from __future__ import annotations

import pygame

from ... import words as W
from ...guide import reference as R
from ...guide.words import say
from .. import keywords, sprites
from ...shell import text
from ..palette import GOLD, INK, INK_DIM
from ..render import overlays
from ...shell.scene import Scene

BG = (18, 24, 20)
SELECTED = (60, 84, 64)


class ReferenceScene(Scene):
    """The rules reference over whatever screen opened it (see module doc)."""

    opaque = True

    def __init__(self, app, page_id: str = "turn"):
        super().__init__(app)
        self.query = ""
        self.found = list(R.PAGES)
        self.page = R.page(page_id) or R.PAGES[0]
        self.pos = (0, 0)
        self.list_spots: list = []       # (rect, page id)
        self.word_spots: list = []       # (rect, keyword)
        self.dirty = True

    # --- moving about ---------------------------------------------------------------------------
    def open_page(self, page_id: str) -> None:
        p = R.page(page_id)
        if p is not None:
            self.page = p
            if p not in self.found:
                self.query, self.found = "", list(R.PAGES)
        self.dirty = True

    def set_query(self, query: str) -> None:
        self.query = query
        self.found = R.search(query)
        if self.found and query.strip():
            self.page = self.found[0]       # the best match: a page titled by the words first
        self.dirty = True

    def turn(self, step: int) -> None:
        pages = self.found or R.PAGES
        k = pages.index(self.page) if self.page in pages else -1
        self.page = pages[(k + step) % len(pages)]
        self.dirty = True

    def close(self) -> None:
        self.app.pop()

    # --- events ---------------------------------------------------------------------------------
    def enter(self) -> None:
        pygame.key.start_text_input()

    def leave(self) -> None:
        pygame.key.stop_text_input()

    def handle(self, ev) -> bool:
        self.dirty = True
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif ev.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.turn(1)
            elif ev.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.turn(-1)
            elif ev.key == pygame.K_BACKSPACE:
                self.set_query(self.query[:-1])
            return True
        if ev.type == pygame.TEXTINPUT:
            self.set_query((self.query + ev.text)[:40])
            return True
        if ev.type == pygame.MOUSEMOTION:
            self.pos = ev.pos
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.turn(-1 if ev.y > 0 else 1)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for r, pid in self.list_spots:
                if r.collidepoint(ev.pos):
                    self.open_page(pid)
                    return True
            for r, k in self.word_spots:
                if r.collidepoint(ev.pos):
                    self.open_page(R.KEYWORDS[k][1])
                    return True
        return True

    def update(self, dt: float) -> bool:
        d, self.dirty = self.dirty, False
        return d

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, screen):
        w, h = self.app.size
        u = min(w / 1920, h / 1080) * float(self.app.settings.get("ui_scale", 1.0))
        u = max(0.75, u)
        screen.fill(BG)
        pad = int(24 * u)
        text.line(screen, say(R.WORDS, "title"), int(30 * u), GOLD, pygame.Rect(pad, pad, w // 2, int(42 * u)), True)
        text.line(screen, say(R.WORDS, "keys"), int(14 * u), INK_DIM,
                  pygame.Rect(w // 2, pad + int(12 * u), w // 2 - pad, int(20 * u)), False, "right")
        y = pad + int(50 * u)
        shown = self.query or say(R.WORDS, "search_hint")
        box = pygame.Rect(pad, y, int(420 * u), int(36 * u))
        pygame.draw.rect(screen, (30, 40, 33), box, border_radius=int(5 * u))
        pygame.draw.rect(screen, GOLD, box, 1, border_radius=int(5 * u))
        text.line(screen, f"{say(R.WORDS, 'search')} {shown}", int(16 * u), INK if self.query else INK_DIM,
                  box.inflate(-int(16 * u), -int(6 * u)), False, "left", "centre")
        top = box.bottom + int(14 * u)
        self._draw_list(screen, pygame.Rect(pad, top, int(420 * u), h - top - pad), u)
        self._draw_page(screen, pygame.Rect(pad + int(450 * u), top - int(64 * u), w - int(474 * u) - 2 * pad,
                                            h - top + int(64 * u) - pad), u)
        self._draw_tooltip(screen, u)
        return None

    def _draw_list(self, screen, r: pygame.Rect, u: float) -> None:
        self.list_spots = []
        y = r.y
        fs = int(16 * u)
        step = text.line_step(fs, 1.25)
        if not self.found:
            text.para(screen, say(R.WORDS, "no_match", query=self.query), fs, INK_DIM, r)
            return
        for group in R.GROUPS:
            pages = [p for p in self.found if p["group"] == group]
            if not pages or y + 2 * step > r.bottom:
                continue
            text.line(screen, W._(group), int(14 * u), GOLD, pygame.Rect(r.x, y, r.width, step), True)
            y += step
            for p in pages:
                if y + step > r.bottom:
                    break
                row = pygame.Rect(r.x, y, r.width, step)
                if p is self.page:
                    pygame.draw.rect(screen, SELECTED, row, border_radius=int(4 * u))
                text.line(screen, W._(p["title"]), fs, INK, row.inflate(-int(16 * u), 0), p is self.page, "left", "centre")
                self.list_spots.append((row, p["id"]))
                y += step
            y += int(6 * u)

    def _draw_page(self, screen, r: pygame.Rect, u: float) -> None:
        overlays._panel(screen, r, u)
        pad = int(20 * u)
        inner = r.inflate(-2 * pad, -2 * pad)
        p = self.page
        text.line(screen, W._(p["title"]), int(26 * u), GOLD, pygame.Rect(inner.x, inner.y, inner.width, int(36 * u)), True)
        y = inner.y + int(48 * u)
        fs = int(18 * u)
        self.word_spots = []
        for para in (W._(t) for t in p["text"]):
            lines = text.wrap(para, fs, inner.width)
            box = pygame.Rect(inner.x, y, inner.width, len(lines) * text.line_step(fs) + 4)
            if box.bottom > inner.bottom:
                break
            text.para(screen, para, fs, INK, box)
            found = keywords.spots(para, fs, box)
            keywords.underline(screen, found, GOLD)
            self.word_spots += found
            y = box.bottom + int(12 * u)
        if p["id"] == "legend":
            self._draw_legend(screen, pygame.Rect(inner.x, y, inner.width, inner.bottom - y), u)

    def _draw_legend(self, screen, r: pygame.Rect, u: float) -> None:
        """Pieces, land types and elements, each with its name."""
        from ...content import catalog
        spirits = catalog.SPIRITS.ids()[:1]
        y = r.y + overlays._legend(screen, r.x, r.right, r.y, u, tuple(spirits))
        size = int(36 * u)
        x = r.x
        symbols = [(sprites.element(e, size), W._(e).capitalize())
                   for e in ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")]
        symbols += [(sprites.speed(sp, size), say(R.WORDS, "legend_" + sp)) for sp in ("fast", "slow")]
        for img, name in symbols:
            label = text.render(name, int(13 * u), INK)
            cell = max(size, label.get_width()) + int(14 * u)
            if x + cell > r.right:
                x, y = r.x, y + size + int(26 * u)
            screen.blit(img, (x + (cell - int(14 * u) - size) // 2, y))
            screen.blit(label, (x + (cell - int(14 * u) - label.get_width()) // 2, y + size + int(2 * u)))
            x += cell

    def _draw_tooltip(self, screen, u: float) -> None:
        for r, k in self.word_spots:
            if r.collidepoint(self.pos):
                line, title = keywords.definition(k)
                overlays.tooltip(screen, [(keywords.shown_name(k), GOLD, True), (line, INK, False),
                                          (say(R.WORDS, "see", page=title), INK_DIM, False)],
                                 self.pos, u, pygame.Rect(0, 0, *self.app.size), width=int(380 * u))
                return
