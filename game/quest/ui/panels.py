"""The quest table's drawing: the top line, the map with its doors, tokens and figures, the cards,
the event deck with the Night and Day marker, the question and its answers, the dice, the log and
the end. A mixin of the table: drawing reads the table and the quest and changes neither; it
returns the hotspots of the frame in `spots`."""
from __future__ import annotations

import pygame

from ...shell import text
from ...shell.palette import BAD, BG, GLOW, GOLD, GOOD, INK, INK_DIM, PANEL, PANEL_DARK, PANEL_EDGE, shade
from . import pieces
from .board import draw_door
from .offers import LISTED_ONLY_ON_MAP, PINNED
from .say import _, ngettext, words_for


class Panels:
    """How the table is drawn (see module doc)."""

    def tier_words(self, tier: str) -> str:
        """An enemy's tier (002: fodder, minion, elite, champion, shadow) in the language spoken."""
        return {"fodder": _("fodder"), "minion": _("minion"), "elite": _("elite"), "champion": _("champion"),
                "shadow": _("shadow")}.get(tier, tier)

    def draw(self, screen, kept: bool = False):
        """The whole table (drawing changes nothing of the quest)."""
        L = self.layout
        spots: list = []
        screen.fill(BG)
        self._draw_top(screen, spots)
        self._draw_map(screen, spots)
        self._draw_cards(screen, spots)
        self._draw_deck(screen, spots)
        self._draw_prompt(screen, spots)
        self._draw_dice(screen, spots)
        self._draw_log(screen)
        self.spots = spots
        self._draw_sight(screen)
        self.anim.draw(screen)
        if self.drag is not None:
            self._draw_drag(screen)
        if self.zoom is not None and self.drag is None:
            pic = self.card_face(*self.zoom, big=True)
            if pic is not None:
                surf_rect = pic.get_rect(center=L.map.center)
                screen.blit(pic, surf_rect)
                text.note_block(screen, surf_rect, self.card_title(*self.zoom))
        if self.toast:
            r = pygame.Rect(L.map.x + L.px(40), L.map.bottom - L.px(70), L.map.width - L.px(80), L.px(50))
            pygame.draw.rect(screen, PANEL_DARK, r, border_radius=8)
            pygame.draw.rect(screen, BAD, r, 2, border_radius=8)
            text.line(screen, self.toast, L.px(22), INK, r.inflate(-16, -8), align="centre", valign="centre")
        if self.state.result and not self.anim.busy:
            self._draw_end(screen, spots)
        self.spots = spots
        return None

    def _panel(self, screen, rect, title: str = "") -> pygame.Rect:
        L = self.layout
        inner = rect.inflate(-L.px(12), -L.px(10))
        pygame.draw.rect(screen, PANEL, inner, border_radius=8)
        pygame.draw.rect(screen, PANEL_EDGE, inner, 1, border_radius=8)
        if title:
            text.line(screen, title, L.px(20), GOLD, pygame.Rect(inner.x + L.px(10), inner.y + L.px(4),
                                                                   inner.width - L.px(20), L.px(26)), bold=True)
        return inner

    def _draw_top(self, screen, spots) -> None:
        L, v = self.layout, self.view
        r = L.top
        pygame.draw.rect(screen, PANEL_DARK, r)
        turn = ""
        if 0 <= v.active < len(v.heroes) and v.phase == "battle":
            turn = _(" · {hero}'s turn").format(hero=self.hero_name(v.active))
        words = _("Spittlesnot · Round {round} · {phase}").format(round=v.round, phase=self.phase_words(v.phase)) + turn
        text.line(screen, words, L.px(24), INK, pygame.Rect(L.px(14), 0, r.width * 0.6, r.height), valign="centre", bold=True)
        bw = L.px(150)
        for k, (kind, label) in enumerate((("menu", _("Menu (Esc)")), ("undo", _("Undo (Ctrl+Z)")))):
            b = pygame.Rect(r.right - (k + 1) * (bw + L.px(10)), r.y + L.px(6), bw, r.height - L.px(12))
            can = kind == "menu" or self.session.can_undo()
            pygame.draw.rect(screen, PANEL if can else PANEL_DARK, b, border_radius=6)
            pygame.draw.rect(screen, PANEL_EDGE if can else shade(PANEL_EDGE, 0.5), b, 1, border_radius=6)
            text.line(screen, label, L.px(18), INK if can else INK_DIM, b.inflate(-8, -4), align="centre", valign="centre")
            if can:
                spots.append((b, kind, None))

    def _draw_map(self, screen, spots) -> None:
        L, mv, v = self.layout, self.mapview, self.view
        pygame.draw.rect(screen, (16, 13, 11), L.map)
        screen.blit(mv.picture({aid: self.area_name(aid) for aid in self.data.areas}), mv.rect)
        targets = self.map_targets()
        hovered = mv.area_at(self.drag["pos"]) if self.drag is not None else mv.area_at(self.pointer)
        for aid in targets:                  # legal destinations glow
            pts = mv.outline(aid)
            glow = pygame.Surface(L.map.size, pygame.SRCALPHA)
            pygame.draw.polygon(glow, (*GLOW, 70 if aid != hovered else 120),
                                [(x - L.map.x, y - L.map.y) for x, y in pts])
            screen.blit(glow, L.map.topleft)
            pygame.draw.polygon(screen, GLOW, pts, max(2, L.px(4)))
        for door in self.data.quest.doors:
            draw_door(screen, mv, door, door.id in v.doors)
        for aid in getattr(v, "gates", []) or []:
            if aid in mv.areas:
                box = mv.bounds(aid)
                r = pygame.Rect(box.right - L.px(34), box.y + L.px(26), L.px(26), L.px(26))
                pygame.draw.ellipse(screen, (120, 30, 120), r)
                pygame.draw.ellipse(screen, (230, 140, 240), r, 2)
        for aid, level in (getattr(v, "fire", {}) or {}).items():
            if aid in mv.areas:
                box = mv.bounds(aid)
                c = (box.x + L.px(22), box.y + L.px(40))
                pygame.draw.circle(screen, (240, 120, 30), c, L.px(10) + level * 2)
                pygame.draw.circle(screen, (255, 220, 80), c, L.px(5) + level)
        for aid, crowns in (getattr(v, "loot", {}) or {}).items():
            if crowns and aid in mv.areas:
                box = mv.bounds(aid)
                c = (box.right - L.px(22), box.bottom - L.px(22))
                pygame.draw.circle(screen, GOLD, c, L.px(9))
                text.shadowed(screen, str(crowns), c, L.px(14), (40, 30, 0), bold=True)
        self._draw_tokens(screen)
        self._draw_contested(screen)
        drag_hero = self.drag["hero"] if self.drag is not None else -1
        can_drag = self.draggable()
        aims = self.enemy_targets()
        for aid, refs in self.figures_by_area().items():
            if aid not in mv.areas:
                continue
            shown = [r for r in refs if r not in self.moving and r != f"h{drag_hero}"]
            d = mv.fit_size(aid, len(shown))
            for ref, at in zip(shown, mv.stands(aid, len(shown))):
                rect = self.draw_figure(screen, ref, at, glow=ref in aims, d=d)
                if ref.startswith("h"):
                    i = int(ref[1:])
                    if i == can_drag:
                        pygame.draw.circle(screen, GLOW, at, d // 2 + L.px(7), 2)
                    spots.append((rect, "hero", i))
                else:
                    spots.append((rect, "enemy", ref))

    def _draw_tokens(self, screen) -> None:
        """Waypoints 1-6 (their letter once read), the quest's search tokens (S.E.1-3) not yet
        searched, opened chests crossed out."""
        L, mv, v, q = self.layout, self.mapview, self.view, self.data.quest
        size = max(text.resources.MIN_SIZE, L.px(15))
        r = L.px(13)
        for w in getattr(q, "waypoints", ()):
            if w.area not in mv.areas:
                continue
            box = mv.bounds(w.area)
            c = (box.right - r - L.px(8), box.bottom - r - L.px(8))
            read = str(w.number) in (getattr(v, "waypoints_read", []) or [])
            pygame.draw.circle(screen, (70, 60, 110), c, r)
            pygame.draw.circle(screen, (190, 170, 255), c, r, 2)
            label = (v.waypoints.get(str(w.number), "") or "–") if read else str(w.number)
            text.shadowed(screen, label, c, size, (235, 225, 255))
        for k, se in enumerate(getattr(q, "search_events", ())):
            if se.area not in mv.areas or se.token in (getattr(v, "searched", []) or []):
                continue
            box = mv.bounds(se.area)
            tag = pygame.Rect(box.right - L.px(58), box.y + L.px(24), L.px(50), text.line_step(size) + 4)
            pygame.draw.rect(screen, (40, 90, 70), tag, border_radius=4)
            pygame.draw.rect(screen, (140, 230, 180), tag, 1, border_radius=4)
            text.line(screen, se.token, size, (220, 255, 235), tag.inflate(-4, 0), align="centre", valign="centre")

    def _draw_contested(self, screen) -> None:
        """Areas where heroes stand with enemies they do not dominate: outlined red (leaving one
        draws reaction attacks, 002 "Engagement")."""
        v = self.view
        for aid in {h.area for h in v.heroes if not getattr(h, "ghost", False)}:
            if aid not in self.mapview.areas:
                continue
            heroes = sum(1 for h in v.heroes if h.area == aid and not getattr(h, "ghost", False))
            enemies = sum(1 for e in v.enemies if e.area == aid)
            if enemies and heroes < 2 * enemies:
                pygame.draw.polygon(screen, BAD, self.mapview.outline(aid), max(2, self.layout.px(3)))

    def _draw_sight(self, screen) -> None:
        """The line from the active hero to the enemy under the pointer that it may aim at."""
        v = self.view
        spot = next((p for r, k, p in self.spots if k == "enemy" and r.collidepoint(self.pointer)), None)
        if spot is None or spot not in self.enemy_targets() or not 0 <= v.active < len(v.heroes):
            return
        e = v.enemy(spot)
        if e is None:
            return
        a = self.mapview.mark(v.heroes[v.active].area)
        b = next((r.center for r, k, p in self.spots if k == "enemy" and p == spot), self.mapview.mark(e.area))
        pygame.draw.line(screen, GLOW, a, b, max(2, self.layout.px(3)))
        pygame.draw.circle(screen, GLOW, a, max(3, self.layout.px(5)))

    def _draw_drag(self, screen) -> None:
        L, mv = self.layout, self.mapview
        i = self.drag["hero"]
        pos = self.drag["pos"]
        self.draw_figure(screen, f"h{i}", pos, lifted=True)
        over = mv.area_at(pos)
        targets = self.map_targets()
        lines = []
        if over is not None and over != self.drag["from"]:
            lines.append((_("Move to {area}").format(area=self.area_name(over)) if over in targets
                          else _("{area}: not reachable now").format(area=self.area_name(over)),
                          INK if over in targets else BAD))
        warn = self.reaction_warning(i) if over != self.drag["from"] else ""
        if warn:
            lines.append((warn, BAD))
        if not lines:
            return
        w = L.px(380)
        box = pygame.Rect(pos[0] + L.px(24), pos[1] + L.px(10), w, L.px(30) * len(lines) + L.px(10))
        box.clamp_ip(L.map)
        pygame.draw.rect(screen, PANEL_DARK, box, border_radius=6)
        pygame.draw.rect(screen, BAD if warn else PANEL_EDGE, box, 2, border_radius=6)
        for k, (words, colour) in enumerate(lines):
            text.line(screen, words, L.px(19), colour, pygame.Rect(box.x + 8, box.y + L.px(6) + k * L.px(30),
                                                                   box.width - 16, L.px(28)))

    def card_title(self, kind: str, cid) -> str:
        """A card's name (what its picture says first)."""
        return self.hero_name(cid) if kind == "hero" else self.card_name(cid)

    def card_face(self, kind: str, cid, big: bool = False):
        """A card's picture (hero, enemy, event, encounter, trap), or None when it is not known."""
        L = self.layout
        size = (L.px(300), L.px(420)) if big else (L.px(190), L.px(176))
        if kind == "hero":
            h = self.view.heroes[cid]
            card = self.data.heroes.get(h.id)
            if card is None:
                return None
            nums = _("Health {h}/{m}\nArmour {a} · Defence {d}\nMove {mv}").format(
                h=h.health, m=h.max_health, a=card.armour, d=card.defence, mv=card.movement)
            roman = ("I", "II", "III", "IV", "V", "VI", "VII")[max(0, min(6, h.soulrank - 1))]
            body = _(card.text) if big else ""
            if big:
                items = ", ".join(self.item_name(x) for x in getattr(h, "equipped", []))
                conds = ", ".join(_(self.data.conditions[c].name) if c in self.data.conditions else str(c)
                                  for c in getattr(h, "conditions", []))
                body = "\n".join(x for x in (_(card.text), _("Items: {items}").format(items=items) if items else "",
                                             _("Conditions: {c}").format(c=conds) if conds else "") if x)
            footer = " · ".join((ngettext("{n} soul point", "{n} soul points", h.sp).format(n=h.sp),
                                 ngettext("{n} crown", "{n} crowns", h.crowns).format(n=h.crowns)))
            kind = (_("Ghost Soul · Soulrank {r}") if h.ghost else _("Hero · Soulrank {r}")).format(r=roman)
            return pieces.card_picture(kind, _(card.name), nums, body, size,
                                       pieces.hero_colour(cid), footer)
        if kind == "enemy":
            card = self.data.enemies.get(cid)
            if card is None:
                return None
            a = card.attack
            nums = _("Health {h} · Armour {a}\nDefence {d} · Move {m}").format(
                h=card.health, a=card.armour, d=card.defence, m=card.movement) + "\n" + ngettext(
                "Attack {dice} die, range {r}", "Attack {dice} dice, range {r}", a.dice).format(dice=a.dice, r=a.range)
            return pieces.card_picture(_("Enemy · {tier}").format(tier=self.tier_words(card.tier)), _(card.name), nums,
                                       _(card.text) if big else "", size, pieces.ENEMY_EDGE)
        if kind == "book":              # a section of the Book of Secrets, read
            section = self.data.book.get(cid)
            if section is None:
                return None
            return pieces.card_picture(_("The Book of Secrets · section {n}").format(n=section.number), _(section.title),
                                       "", _(section.text), size if big else (L.px(150), L.px(200)), (200, 170, 110))
        table = {"event": self.data.events, "encounter": self.data.encounters, "trap": self.data.traps}.get(kind, {})
        card = table.get(cid)
        if card is None:
            return None
        label = {"event": _("Event"), "encounter": _("Encounter"), "trap": _("Trap")}[kind]
        marker = getattr(card, "marker", "")
        if marker:
            label = _("Event · Night") if marker == "night" else _("Event · Day")
        accent = {"event": (120, 150, 230), "encounter": (200, 90, 60), "trap": (160, 160, 170)}[kind]
        return pieces.card_picture(label, _(card.name), "", _(card.text), size if big else (L.px(150), L.px(200)), accent)

    def _draw_cards(self, screen, spots) -> None:
        L, v = self.layout, self.view
        r = L.cards
        pygame.draw.rect(screen, PANEL_DARK, r)
        gap = L.px(8)
        shown = len(v.heroes) + min(4, len(set(e.kind for e in v.enemies)))
        w = max(L.px(120), min(L.px(220), (r.width - gap) // max(1, shown) - gap))
        h = r.height - 2 * gap
        x = r.x + gap
        for i, hero in enumerate(v.heroes):
            pic = self.card_face("hero", i)
            if pic is None:
                continue
            pic = pygame.transform.smoothscale(pic, (w, h)) if pic.get_size() != (w, h) else pic
            rect = pygame.Rect(x, r.y + gap, w, h)
            screen.blit(pic, rect)
            text.note_block(screen, rect, self.card_title("hero", i))
            if v.active == i:
                pygame.draw.rect(screen, GOLD, rect.inflate(4, 4), 2, border_radius=8)
            spots.append((rect, "card", ("hero", i)))
            x += w + gap
        kinds = []
        for e in v.enemies:
            if e.kind not in kinds:
                kinds.append(e.kind)
        for kind in kinds:
            if x + w > r.right:
                break
            pic = self.card_face("enemy", kind)
            if pic is None:
                continue
            pic = pygame.transform.smoothscale(pic, (w, h))
            rect = pygame.Rect(x, r.y + gap, w, h)
            screen.blit(pic, rect)
            n = sum(1 for e in v.enemies if e.kind == kind)
            text.shadowed(screen, f"×{n}", (rect.right - L.px(18), rect.bottom - L.px(16)), L.px(18), GOLD)
            spots.append((rect, "card", ("enemy", kind)))
            x += w + gap

    def _draw_deck(self, screen, spots) -> None:
        L, v = self.layout, self.view
        inner = self._panel(screen, L.deck, _("Event deck"))
        top = inner.y + L.px(32)
        h = inner.bottom - top - L.px(6)
        w = round(h * 0.72)
        back = pygame.Rect(inner.x + L.px(12), top, w, h)
        pieces.draw_card_back(screen, back, _("Events"), len(v.events), (120, 150, 230))
        x = back.right + L.px(16)
        shown = []
        if v.top_revealed and v.events:
            shown.append(("event", v.events[0], _("revealed")))
        for cid in v.beside:
            card = self.data.events.get(cid)
            marker = getattr(card, "marker", "") if card is not None else ""
            shown.append(("event", cid, _("Night") if marker == "night" else _("Day") if marker == "day" else _("beside")))
        if self.last_card is not None and self.last_card[0] != "event":
            shown.append((*self.last_card, _("last drawn")))
        for kind, cid, note in shown:
            if x + w > inner.right:
                break
            pic = self.card_face(kind, cid)
            if pic is None:
                continue
            rect = pygame.Rect(x, top, w, h)
            size = max(text.resources.MIN_SIZE, L.px(16))
            label_h = text.line_step(size) + 2
            screen.blit(pygame.transform.smoothscale(pic, (w, h - label_h)), rect)
            night_day = note in (_("Night"), _("Day"))
            text.line(screen, note, size, GOLD if night_day else INK_DIM,
                      pygame.Rect(x - 4, rect.bottom - label_h, w + 8, label_h), align="centre", bold=night_day)
            if night_day:      # the Night and Day marker: a sun or a moon on the card
                c = (rect.right - L.px(14), rect.y + L.px(14))
                if note == _("Day"):
                    pygame.draw.circle(screen, (250, 210, 60), c, L.px(10))
                else:
                    pygame.draw.circle(screen, (200, 210, 240), c, L.px(10))
                    pygame.draw.circle(screen, PANEL, (c[0] + L.px(5), c[1] - L.px(3)), L.px(9))
            spots.append((rect, "card", (kind, cid)))
            x += w + L.px(10)
        flags = []
        if "peach_found" in (getattr(v, "flags", []) or []):
            flags.append(_("Peach is found"))
        if flags:
            text.line(screen, " · ".join(flags), L.px(18), GOOD,
                      pygame.Rect(x, top, max(10, inner.right - x - L.px(8)), L.px(24)))

    def _draw_prompt(self, screen, spots) -> None:
        L = self.layout
        inner = self._panel(screen, L.prompt, "")
        y = text.para(screen, self.question(), L.px(22), INK, pygame.Rect(inner.x + L.px(12), inner.y + L.px(8),
                                                                           inner.width - L.px(24), L.px(62)), bold=True)
        listed = [(o, c) for o, c in self.options() if not (o.kind in LISTED_ONLY_ON_MAP and o.area)]
        moves = len(self.map_targets())
        if moves:
            text.line(screen, ngettext("{n} area glows: drag the hero there (or click it).",
                                         "{n} areas glow: drag the hero there (or click one).", moves).format(n=moves), L.px(17),
                      INK_DIM, pygame.Rect(inner.x + L.px(12), y + 2, inner.width - L.px(24), L.px(22)))
            y += L.px(26)
        cols = 2
        bw = (inner.width - L.px(12) * (cols + 1)) // cols
        bh = L.px(38)
        pinned = [(o, c) for o, c in listed if o.kind in PINNED]
        listed = [(o, c) for o, c in listed if o.kind not in PINNED]
        bottom = inner.bottom - L.px(8)
        for k, (o, c) in enumerate(reversed(pinned)):      # End the turn, Keep the dice, Done: always in view
            b = pygame.Rect(inner.right - L.px(12) - (k + 1) * bw - k * L.px(12), bottom - bh, bw, bh)
            self._answer(screen, spots, b, o, c, strong=True)
        if pinned:
            bottom -= bh + L.px(10)
        rows = max(1, (bottom - y) // (bh + L.px(6)))
        if len(listed) > rows * cols and rows > 1:
            rows -= 1                   # a line under them says there are more
        per_page = rows * cols
        self.option_scroll = min(self.option_scroll, max(0, (len(listed) - per_page + cols - 1) // cols))
        start = self.option_scroll * cols
        for k, (o, c) in enumerate(listed[start:start + per_page]):
            row, col = divmod(k, cols)
            b = pygame.Rect(inner.x + L.px(12) + col * (bw + L.px(12)), y + L.px(6) + row * (bh + L.px(6)), bw, bh)
            self._answer(screen, spots, b, o, c)
        if len(listed) > start + per_page or start:
            size = max(text.resources.MIN_SIZE, L.px(15))
            text.line(screen, _("more answers: scroll the wheel ({a}-{b} of {n})").format(
                a=start + 1, b=min(len(listed), start + per_page), n=len(listed)), size, INK_DIM,
                pygame.Rect(inner.x + L.px(12), y + L.px(8) + rows * (bh + L.px(6)), 2 * bw, text.line_step(size) + 2))

    def _answer(self, screen, spots, b, o, c, strong: bool = False) -> None:
        """One answer's button."""
        L = self.layout
        hot = b.collidepoint(self.pointer)
        pygame.draw.rect(screen, shade(PANEL, 1.4) if hot else shade(PANEL, 1.15), b, border_radius=6)
        pygame.draw.rect(screen, GOLD if hot or strong else PANEL_EDGE, b, 2 if strong else 1, border_radius=6)
        text.line(screen, self.option_words(o), L.px(18), INK, b.inflate(-12, -6), valign="centre", bold=strong)
        spots.append((b, "option", c))

    def _draw_dice(self, screen, spots) -> None:
        L = self.layout
        inner = self._panel(screen, L.dice, _("Dice"))
        c = self.combat
        who = ""
        if c.get("who"):
            who = self.figure_name(c["who"])
            if c.get("target"):
                who = _("{a} against {t}").format(a=who, t=self.figure_name(c["target"]))
        text.line(screen, who, L.px(18), INK_DIM, pygame.Rect(inner.x + L.px(100), inner.y + L.px(4),
                                                              inner.width - L.px(110), text.line_step(L.px(18)) + 2),
                  align="right")
        die = L.px(46)
        rerolls = self.die_targets()
        d = self.state.decision
        stage_now = "def" if d is not None and "def" in d.kind else "hit"
        rows = (("hit", _("HIT"), c.get("hit", []), pieces.BLUE_DIE), ("def", _("DEF"), c.get("defence", []), pieces.BLUE_DIE))
        y = inner.y + L.px(34)
        label_w = max([L.px(60)] + [text.render(r[1], L.px(18), bold=True).get_width() + 4 for r in rows])
        for stage, label, dice, colour in rows:
            roll = self.rolling.get(stage)
            q = self.data.quest
            table = q.blue_blocks if stage == "def" else q.blue_hits
            faces = roll.faces(self.anim.t if self.anim.current is roll else 0.0, table) if roll is not None else dice
            text.line(screen, label, L.px(18), GOLD, pygame.Rect(inner.x + L.px(12), y + die // 4, label_w, L.px(24)),
                      bold=True)
            for k, face in enumerate(faces):
                r = pygame.Rect(inner.x + L.px(16) + label_w + k * (die + L.px(24)), y, die, die)
                mark = roll is None and stage == stage_now and k in rerolls
                value = face if isinstance(face, int) else 0
                note = "" if roll is not None else (
                    (ngettext("{n} hit", "{n} hits", value) if stage != "def" else ngettext("{n} block", "{n} blocks", value)).format(n=value) if value else _("miss"))
                pieces.draw_die(screen, r, value, colour,
                                tilt=((k * 37 + self.anim.t * 720) % 40 - 20) if roll is not None else 0.0,
                                marked=mark, note=note, symbol="block" if stage == "def" else "hit")
                if mark:
                    spots.append((r, "die", rerolls[k]))
            y += die + max(L.px(34), text.line_step(max(10, die // 3)) + 8)
        lines = c.get("lines", [])[-3:]
        size = max(text.resources.MIN_SIZE, L.px(16))
        step = text.line_step(size) + 1
        ly = y
        room = max(0, (inner.bottom - y - 2) // step)
        for words in lines[len(lines) - room:] if room else []:
            text.line(screen, words, size, INK, pygame.Rect(inner.x + L.px(12), ly, inner.width - L.px(24), step))
            ly += step

    def _draw_log(self, screen) -> None:
        L = self.layout
        inner = self._panel(screen, L.log, _("Log"))
        size = L.px(17)
        step = text.line_step(size)
        top = inner.y + L.px(32)
        room = max(1, (inner.bottom - top - L.px(4)) // step)
        lines = []
        for words in reversed(self.log_lines):
            wrapped = text.wrap(words, size, inner.width - L.px(24))
            lines = list(wrapped) + lines
            if len(lines) >= room:
                break
        for k, words in enumerate(lines[-room:]):
            text.line(screen, words, size, INK if k >= len(lines[-room:]) - 3 else INK_DIM,
                      pygame.Rect(inner.x + L.px(12), top + k * step, inner.width - L.px(24), step))

    def _draw_end(self, screen, spots) -> None:
        L, st = self.layout, self.state
        won = st.result == "victory"
        box = pygame.Rect(0, 0, L.px(640), L.px(300))
        box.center = L.map.center
        pygame.draw.rect(screen, PANEL_DARK, box, border_radius=12)
        pygame.draw.rect(screen, GOOD if won else BAD, box, 3, border_radius=12)
        text.line(screen, _("Victory!") if won else _("Defeat"), L.px(52), GOOD if won else BAD,
                  pygame.Rect(box.x, box.y + L.px(20), box.width, L.px(64)), align="centre", bold=True)
        cause = words_for("cause_words", st.cause, default=st.cause.replace("_", " "))
        text.para(screen, cause, L.px(22), INK, pygame.Rect(box.x + L.px(30), box.y + L.px(96), box.width - L.px(60),
                                                             L.px(90)), align="centre")
        b = pygame.Rect(box.centerx - L.px(150), box.bottom - L.px(70), L.px(300), L.px(48))
        pygame.draw.rect(screen, PANEL, b, border_radius=8)
        pygame.draw.rect(screen, GOLD, b, 2, border_radius=8)
        text.line(screen, _("Back to the quest menu"), L.px(20), INK, b.inflate(-10, -6), align="centre", valign="centre")
        spots.append((b, "menu", None))
