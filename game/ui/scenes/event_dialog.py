"""An event card's choice as a dialog over the table (pygame-gui): the card revealed, with its
words, the question it asks (a dilemma, "you may", a cost to pay), one button per answer, and
what the cost is for each spirit: the Energy it has, and for an "aided by" cost its elements in
play and the cards it could give up. The same answers stay in the choice list beside the island;
the dialog closes once the question is answered either way (or with its x, to look at the island)."""
from __future__ import annotations

import html

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox, UIWindow

from ... import words as Wd
from ...words import option_words
from ...content import catalog
from ...engine import Choose
from ...engine.effects import aid_cards, aid_in_play, cost_of, payers
from ...engine.spirits import elements
from .dialogs import Overlay
from ...shell.keys import KeyNav

ASKS = ("one_of", "pay")        # the questions an event card asks through this dialog


def event_of(state) -> str:
    """The id of the event card whose question is pending ("" when the question is not an event's)."""
    d = state.decision
    if d is None or d.kind not in ASKS:
        return ""
    source = (d.then.get("ctx") or {}).get("source", "")
    return source if source in catalog.EVENTS else ""


def spirit_name(state, i: int) -> str:
    sid = state.spirits[i].spirit_id
    sp = Wd.shown(catalog.SPIRITS[sid]) if sid in catalog.SPIRITS else None
    return (sp.short or sp.name) if sp else sid


# The dialog's words: whole entries with named placeholders (the catalog's English).
WORDS = {
    "no_cost": "no cost",
    "cost": "{cost} Energy {who}",
    "cost_per": "{cost} Energy ({each} per spirit) {who}",
    "cost_aided": "{cost} Energy {who}, aided by {element}",
    "cost_per_aided": "{cost} Energy ({each} per spirit) {who}, aided by {element}",
    "shared": "between the spirits, as they like",
    "chooser": "by the choosing spirit",
    "energy": "{n} Energy",
    "in_play": "{n} {element} in play (takes {n} off)",
    "to_give": "cards with {element} to give up: {n} (up to {off} off)",
    "spirit_line": "<b>{spirit}</b>: {what}",
    "part": "{reference}: {text}",
    "then_tokens": "Then, tokens: {text}",
    "then_dahan": "Then, the Dahan: {text}",
    "chooses": "<b>{spirit}</b> chooses for the spirits:",
    "choice": "• {label} — {cost}",
    "cost_by_spirit": "The cost, spirit by spirit:",
    "default_first": "With no choice made (or the cost not paid), the first applies.",
    "picked": "<b>{label}</b>: {cost}.",
    "pledged_energy": "{spirit} {n} Energy",
    "pledged_discard": "{spirit} discards {card} ({n})",
    "pledged_forget": "{spirit} forgets {card} ({n})",
    "pledged": "Pledged so far: {pledges}.",
    "still_to_pay": "Still to pay: <b>{n} Energy</b>. <b>{spirit}</b>, what do you give?",
    "the_card": "<b>The card</b>:",
    "title": "Event: {card}",
}


def _cost_words(state, c: dict) -> str:
    """A choice's cost in words: how much, shared or not, per spirit or not, aided by what."""
    cost = cost_of(state, c)
    if cost <= 0:
        return Wd._(WORDS["no_cost"])
    code = "cost" + ("_per" if c.get("per_spirit") else "") + ("_aided" if c.get("aided_by") else "")
    return Wd._(WORDS[code]).format(cost=cost, each=c.get("energy", 0),
                                    who=Wd._(WORDS["shared" if c["shared"] else "chooser"]),
                                    element=Wd._(c.get("aided_by", "")).capitalize())


def _spirit_lines(state, c: dict, ctx: dict, cards=()) -> list[str]:
    """For each spirit who may pay the cost: what it has towards it."""
    e = c.get("aided_by", "")
    out = []
    for j in payers(state, c, ctx):
        s = state.spirits[j]
        bits = [Wd._(WORDS["energy"]).format(n=s.energy)]
        if e:
            bits.append(Wd._(WORDS["in_play"]).format(n=elements(s)[e], element=Wd._(e).capitalize()))
            give = aid_cards(state, j, e, cards)
            best = {}
            for card, how, n in give:
                best[card] = max(best.get(card, 0), n)
            if best:
                bits.append(Wd._(WORDS["to_give"]).format(element=Wd._(e).capitalize(), n=len(best),
                                                          off=sum(best.values())))
        out.append(Wd._(WORDS["spirit_line"]).format(spirit=html.escape(spirit_name(state, j)), what=", ".join(bits)))
    return out


def card_words_now(state, card) -> list[str]:
    """What the card says as it resolves: the harmful part its reference reads now (not every
    level), then its token and Dahan events; a card of another shape, its whole text."""
    card = Wd.shown(card)
    if not card.harm_by:
        return [card.text]
    from ...engine.event_cards import harm_level
    from ..gamelog import HARM_REFERENCES
    level = harm_level(state, card.harm_by)
    ref = HARM_REFERENCES[card.harm_by][level]
    ref = Wd._(ref)
    out = [Wd._(WORDS["part"]).format(reference=ref[:1].upper() + ref[1:], text=Wd.tr(card.harm[level][0]))]
    if card.token:
        out.append(Wd._(WORDS["then_tokens"]).format(text=Wd.tr(card.token[0])))
    if card.dahan:
        out.append(Wd._(WORDS["then_dahan"]).format(text=Wd.tr(card.dahan[0])))
    return out


def body_words(state) -> tuple[str, str]:
    """The dialog's title and body (pygame-gui's markup) for the pending event question."""
    d = state.decision
    card = catalog.EVENTS[event_of(state)]
    fx, ctx = d.then.get("fx") or {}, d.then.get("ctx") or {}
    lines = []
    if d.kind == "one_of":
        lines.append(Wd._(WORDS["chooses"]).format(spirit=html.escape(spirit_name(state, d.spirit))))
        costly = None
        for o in d.options:
            c = fx["choices"][o.index]
            lines.append(Wd._(WORDS["choice"]).format(label=html.escape(Wd.tr(c["label"])), cost=_cost_words(state, c)))
            if cost_of(state, c) > 0 and costly is None:
                costly = c
        if costly is not None:
            lines += ["", Wd._(WORDS["cost_by_spirit"])] + _spirit_lines(state, costly, ctx)
        if fx.get("default", -1) == 0 and len(fx["choices"]) > 1:
            lines += ["", Wd._(WORDS["default_first"])]
    else:
        c = fx["choices"][d.then["pick"]]
        left = cost_of(state, c) - sum(n for _j, n in d.then.get("paid", ())) \
            - sum(p[3] for p in d.then.get("cards", ())) - aid_in_play(state, c, ctx, d.then.get("cards", ()))
        lines.append(Wd._(WORDS["picked"]).format(label=html.escape(Wd.tr(c["label"])), cost=_cost_words(state, c)))
        pledged = [Wd._(WORDS["pledged_energy"]).format(spirit=html.escape(spirit_name(state, j)), n=n)
                   for j, n in d.then.get("paid", ())]
        pledged += [Wd._(WORDS.get(f"pledged_{p[2]}", WORDS["pledged_discard"])).format(
                        spirit=html.escape(spirit_name(state, p[0])),
                                                       card=html.escape(Wd.tr(catalog.name_of(p[1]) or p[1])), n=p[3])
                    for p in d.then.get("cards", ())]
        if pledged:
            lines.append(Wd._(WORDS["pledged"]).format(pledges="; ".join(pledged)))
        lines += [Wd._(WORDS["still_to_pay"]).format(n=max(0, left), spirit=html.escape(spirit_name(state, d.spirit))),
                  "", Wd._(WORDS["cost_by_spirit"])] + _spirit_lines(state, c, ctx, d.then.get("cards", ()))
    lines += ["", Wd._(WORDS["the_card"])] + [f"<i>{html.escape(line)}</i>" for line in card_words_now(state, card)]
    return Wd._(WORDS["title"]).format(card=Wd.tr(card.name)), "<br>".join(lines)


class EventDialog(Overlay):
    """The pending event question as a dialog; its buttons answer it through the table."""

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.decision = table.game.state.decision
        self.pressed = False
        self.shot = False

    def enter(self) -> None:
        st = self.table.game.state
        title, body = body_words(st)
        W, H = self.app.size
        g = max(0.7, self.app.gui_scale)
        r = pygame.Rect(0, 0, min(int(W * 0.8), max(640, int(900 * g))), min(int(H * 0.9), max(520, int(700 * g))))
        r.center = (W // 2, H // 2)
        self.win = UIWindow(r, self.app.manager, window_display_title=title)
        inner_w, inner_h = self.win.get_container().get_size()
        bh, gap = int(40 * g), int(8 * g)
        n = len(self.decision.options)
        buttons_h = n * (bh + gap) + gap
        UITextBox(body, pygame.Rect(gap, gap, inner_w - 2 * gap, max(60, inner_h - buttons_h - 2 * gap)),
                  self.app.manager, container=self.win)
        self.buttons = []
        top = inner_h - buttons_h
        for k, o in enumerate(self.decision.options):
            words = option_words(self.decision, o, self.table.game.state)
            label = words if len(words) < 110 else words[:107] + "..."
            self.buttons.append(UIButton(pygame.Rect(gap, top + k * (bh + gap), inner_w - 2 * gap, bh), label,
                                         self.app.manager, container=self.win))
        self.keys = KeyNav(self, self.buttons, default=self.buttons[0] if self.buttons else None, back=self.app.pop)

    def leave(self) -> None:
        self.win.kill()

    def _answer(self, k: int) -> None:
        d = self.decision
        o = d.options[k]
        cmd = Choose(o.spirit if d.spirit < 0 else d.spirit, o)
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.pop()
        self.table.perform([cmd])

    def handle(self, ev) -> bool:
        if self.keys.handle(ev):
            return True
        if ev.type == pygame_gui.UI_BUTTON_PRESSED and ev.ui_element in self.buttons:
            self._answer(self.buttons.index(ev.ui_element))
            return True
        return False

    def update(self, dt) -> bool:
        if self.table.game.state.decision is not self.decision:     # answered from the choice list
            if self.app.scenes and self.app.scenes[-1] is self:
                self.app.pop()
            return True
        if not self.shot and getattr(self.app, "screenshots", ""):
            self.shot = True
            self.app.manager.update(0.01)
            self.app._draw()
            self.app._shot(self.table, "event_" + self.decision.kind, with_dialogs=True)
        return super().update(dt)

    def autoplay_gesture(self, cmd) -> list | None:
        """The click a bot at the table makes to give `cmd` (once; None once pressed or not offered)."""
        if self.pressed:
            return None
        for k, o in enumerate(self.decision.options):
            if o == cmd.option:
                self.pressed = True
                from ..autoplay import click_events
                return click_events(self.buttons[k].rect.center)
        return None


def maybe_open(table) -> None:
    """Open the dialog when an event card asks its question and the table is settled."""
    st = table.game.state
    if not event_of(st) or table.anim.busy or table.app.modal_open():
        return
    if getattr(table, "_event_asked", None) is st.decision:
        return
    table._event_asked = st.decision
    table.app.push(EventDialog(table.app, table))
