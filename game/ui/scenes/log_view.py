"""The whole game log, large and searchable, over the table (L; the compact log stays in its
panel). Lines are shown as the log panel shows them (the invader steps still to come wait for
their step), newest at the bottom; typing filters them to the lines holding the words typed.

Keys: letters type into the search (L closes while nothing is typed, so a search begins with any
other key, "/" or a click on the search line); Backspace takes a letter back; Esc clears the
search, or closes the view when it is empty; the wheel, arrows, Page Up/Down, Home and End scroll."""
from __future__ import annotations

import pygame

from ... import words
from ...shell import text
from ..palette import GOLD, INK, INK_DIM, PANEL_DARK, PANEL_EDGE
from ..render.sidebar import LINE_COLOURS
from .dialogs import Overlay

SCROLL_KEYS = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 10, pygame.K_PAGEDOWN: -10}


def line_text(line) -> str:
    """A log line's words (its segments joined)."""
    return "".join(seg[0] for seg in line)


def matching(lines, query: str) -> list:
    """The lines holding every word of `query` (any case), in order; all of them for no query."""
    words = query.lower().split()
    if not words:
        return list(lines)
    return [l for l in lines if all(w in line_text(l).lower() for w in words)]


def style_of(line) -> str | None:
    """A log line's style name ("phase" for a turn's and a phase's heading)."""
    return next((seg[1] for seg in line if isinstance(seg[1], str)), None)


def with_headings(lines, query: str) -> list:
    """The lines `query` keeps, each group under the turn and phase heading it came in (a search's
    lines said nothing of their turn, in playtest 29); all the lines for no query."""
    if not query.split():
        return list(lines)
    keep = set(map(id, matching(lines, query)))
    out, heading, given = [], None, None
    for line in lines:
        if style_of(line) == "phase":
            heading = line
        if id(line) in keep:
            if heading is not None and given is not heading and line is not heading:
                out.append(heading)
                given = heading
            out.append(line)
    return out


class LogView(Overlay):
    """The large log over the table (see module doc)."""

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.query = ""
        self.scroll = 0             # rows back from the newest
        self.searching = False      # letters go to the search (L too)
        self._laid = None           # (key, rows): the lines wrapped to the view's width
        self._pending = ""          # letters pressed whose TEXTINPUT has not come (yet)
        self.close_rect = self.search_rect = pygame.Rect(0, 0, 0, 0)

    # --- what it shows ---------------------------------------------------------------------------
    def lines(self) -> list:
        """The log's lines the table has shown so far (the invader steps to come wait)."""
        hidden = self.table.anim.hidden_lines()
        lines = self.table.log.lines
        return lines[:len(lines) - hidden] if hidden else list(lines)

    def shown(self) -> list:
        """The lines the search keeps."""
        return matching(self.lines(), self.query)

    def _rect(self) -> pygame.Rect:
        w, h = self.app.size
        r = pygame.Rect(0, 0, int(w * 0.78), int(h * 0.86))
        r.center = (w // 2, h // 2)
        return r

    def _size(self) -> int:
        return max(13, int(17 * self.app.gui_scale))

    def _rows(self, width: int) -> list:
        """(words, colour) rows: each shown line wrapped to the view's width."""
        key = (self.table.log.version, len(self.table.log.lines), self.table.anim.hidden_lines(), self.query, width)
        if self._laid is None or self._laid[0] != key:
            size, rows = self._size(), []
            keep = set(map(id, self.shown()))
            for line in with_headings(self.lines(), self.query):
                colour = LINE_COLOURS.get(style_of(line), INK) if id(line) in keep else INK_DIM
                for k, part in enumerate(text.wrap(line_text(line), size, width) or ("",)):
                    rows.append(("   " + part if k else part, colour))
            self._laid = (key, rows)
        return self._laid[1]

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, screen) -> None:
        super().draw(screen)
        r, size = self._rect(), self._size()
        pad = int(size * 0.9)
        pygame.draw.rect(screen, PANEL_DARK, r, border_radius=10)
        pygame.draw.rect(screen, PANEL_EDGE, r, 2, border_radius=10)
        title = text.render(words._("Game log"), int(size * 1.3), GOLD, True)
        screen.blit(title, (r.x + pad, r.y + pad))
        hint = text.render(words._("type to search · wheel or arrows: scroll · Esc or L: close"), max(11, int(size * 0.8)), INK_DIM)
        screen.blit(hint, (r.right - pad - hint.get_width(), r.y + pad + (title.get_height() - hint.get_height()) // 2))
        top = r.y + pad + title.get_height() + pad // 2
        self.search_rect = pygame.Rect(r.x + pad, top, r.width - 2 * pad, int(size * 1.9))
        pygame.draw.rect(screen, (14, 18, 16), self.search_rect, border_radius=6)
        pygame.draw.rect(screen, GOLD if self.searching or self.query else PANEL_EDGE, self.search_rect, 1, border_radius=6)
        all_lines, shown = len(self.lines()), len(self.shown())
        said = (words._("Search: {query}").format(query=self.query) + ("|" if self.searching else "")) \
            if self.query or self.searching else words._("Search the log: type a word (a land, a card, a spirit…)")
        img = text.render(said, size, INK if self.query or self.searching else INK_DIM)
        screen.blit(img, (self.search_rect.x + pad // 2, self.search_rect.centery - img.get_height() // 2))
        count = text.render(words.ngettext("{shown} of {n} line", "{shown} of {n} lines", all_lines).format(
            shown=shown, n=all_lines) if self.query else words.ngettext("{n} line", "{n} lines", all_lines).format(n=all_lines),
                            max(11, int(size * 0.8)), INK_DIM)
        screen.blit(count, (self.search_rect.right - pad // 2 - count.get_width(),
                            self.search_rect.centery - count.get_height() // 2))
        body = pygame.Rect(r.x + pad, self.search_rect.bottom + pad // 2, r.width - 2 * pad,
                           r.bottom - pad - self.search_rect.bottom - pad // 2)
        rows = self._rows(body.width - pad)
        step = text.line_step(size)
        fit = max(1, body.height // step)
        self.scroll = max(0, min(self.scroll, len(rows) - fit))
        visible = rows[max(0, len(rows) - fit - self.scroll): len(rows) - self.scroll]
        clip = screen.get_clip()
        screen.set_clip(body)
        y = body.bottom - step * len(visible) if len(rows) >= fit else body.y
        if not rows:
            img = text.render(words._("No line of the log holds these words."), size, INK_DIM)
            screen.blit(img, (body.x, body.y))
        for row, colour in visible:
            screen.blit(text.render(row, size, colour), (body.x, y))
            y += step
        screen.set_clip(clip)
        if len(rows) > fit:         # where in the log the view is
            bar_h = max(20, body.height * fit // len(rows))
            at = body.bottom - bar_h - (body.height - bar_h) * self.scroll // max(1, len(rows) - fit)
            pygame.draw.rect(screen, PANEL_EDGE, (body.right - 4, at, 4, bar_h), border_radius=2)

    # --- input -------------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        if ev.type == pygame.TEXTINPUT:      # the letters typed, as the keyboard's layout gives them
            self._pending = ""
            if self.searching and ev.text.isprintable():
                self._type(ev.text)
            return True
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + ev.y * 3)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if self.search_rect.collidepoint(ev.pos):
                self.searching = True
            elif not self._rect().collidepoint(ev.pos):
                self.app.pop()          # a click outside the view closes it
            return True
        return ev.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYUP)

    def _key(self, ev) -> bool:
        k = ev.key
        if k == pygame.K_ESCAPE:
            if self.query or self.searching:
                self.query, self.searching, self.scroll = "", False, 0
            else:
                self.app.pop()
        elif k == pygame.K_l and not self.searching and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.app.pop()
        elif k == pygame.K_BACKSPACE:
            self.query, self.scroll = self.query[:-1], 0
        elif k in SCROLL_KEYS:
            self.scroll = max(0, self.scroll + SCROLL_KEYS[k])
        elif k == pygame.K_HOME:
            self.scroll = 10 ** 6
        elif k == pygame.K_END:
            self.scroll = 0
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.searching = False
        elif k == pygame.K_SLASH or (ev.key == pygame.K_f and ev.mod & pygame.KMOD_CTRL):
            self.searching = True
        elif getattr(ev, "unicode", "") and ev.unicode.isprintable() and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.searching = True       # a letter begins the search; it is typed by its TEXTINPUT,
            self._pending += ev.unicode     # or at the next update when none came (see update)
        return True

    def update(self, dt) -> bool:
        """A letter whose key came with no TEXTINPUT event (text input off) is typed now."""
        if self._pending:
            self._type(self._pending)
            self._pending = ""
            return True
        return super().update(dt)

    def _type(self, chars: str) -> None:
        self.query, self.scroll = (self.query + chars)[:60], 0
