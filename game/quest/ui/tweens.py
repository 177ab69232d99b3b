"""The quest table's animations: what each event of the engine looks like while it plays (a line of
the log, a figure sliding to its new area, dice tumbling then settling, a banner, a card turned up),
and the view's small changes as each one's turn comes (game.shell.tweens plays them in order)."""
from __future__ import annotations

import copy
import math
import random

import pygame

from ...shell import text
from ...shell.palette import BAD, GOLD, GOOD, INK
from ...shell.tweens import Tween, ease
from .say import _


class Said(Tween):
    """A line of the log, written when its turn comes (a short hold keeps steps apart)."""

    def __init__(self, ev, words: str, hold: float = 0.0, combat: bool = False):
        super().__init__(ev)
        self.words, self.duration, self.combat = words, hold, combat

    def begin(self, view, table):
        if self.words:
            table.log_lines.append(self.words)
            if self.combat:
                table.combat["lines"].append(self.words)


class Patch(Tween):
    """A change of the view that takes no time (a door opens, a wound is marked)."""

    def __init__(self, ev, patch):
        super().__init__(ev)
        self.patch = patch

    def begin(self, view, table):
        self.patch(table)


class Slide(Tween):
    """A figure carried from one area to another."""

    duration = 0.35

    def __init__(self, ev, ref: str, frm: str, to: str):
        super().__init__(ev)
        self.ref, self.frm, self.to = ref, frm, to

    def begin(self, view, table):
        table.moving[self.ref] = self

    def end(self, view, table):
        table.moving.pop(self.ref, None)
        table.place(self.ref, self.to)

    def draw(self, surf, table, t):
        mv = table.mapview
        if self.frm not in mv.areas or self.to not in mv.areas:
            return
        a, b = mv.mark(self.frm), mv.mark(self.to)
        k = ease(t)
        at = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - math.sin(math.pi * k) * mv.figure_size() * 0.6)
        table.draw_figure(surf, self.ref, at, lifted=True)


class Roll(Tween):
    """Dice rolled: they tumble in the dice panel, then settle on what the engine rolled."""

    duration = 0.8

    def __init__(self, ev, stage: str, dice: list, who: str):
        super().__init__(ev)
        self.stage, self.dice, self.who = stage, list(dice), who
        self._rng = random.Random(hash((stage, tuple(self.dice))))

    def begin(self, view, table):
        if self.stage == "hit":             # a new attack: its stages start afresh
            table.combat.update(hit=[], defence=[], lines=[], who=self.who, target="")
        table.rolling[self.stage] = self

    def end(self, view, table):
        table.rolling.pop(self.stage, None)
        table.combat["defence" if self.stage == "def" else self.stage if self.stage == "hit" else "other"] = self.dice

    def faces(self, t: float, table=(0, 0, 1, 1, 1, 2)) -> list[int]:
        """The values shown at time t: tumbling through the die's faces, then what was rolled."""
        if t >= 1:
            return self.dice
        return [self._rng.choice(table) for _ in self.dice]


class Banner(Tween):
    """A title across the map (a phase, a round, the quest's end)."""

    duration = 1.0

    def __init__(self, ev, title: str, sub: str = "", colour=GOLD, duration: float = 1.0):
        super().__init__(ev)
        self.title, self.sub, self.colour, self.duration = title, sub, colour, duration

    def draw(self, surf, table, t):
        r = table.layout.map
        h = table.layout.px(110)
        band = pygame.Surface((r.width, h), pygame.SRCALPHA)
        alpha = round(220 * min(1.0, 4 * min(t, 1 - t) + 0.2))
        band.fill((10, 12, 10, alpha))
        surf.blit(band, (r.x, r.centery - h // 2))
        text.line(surf, self.title, table.layout.px(46), self.colour,
                  pygame.Rect(r.x + 10, r.centery - h // 2 + table.layout.px(8), r.width - 20, table.layout.px(56)),
                  align="centre", bold=True)
        if self.sub:
            text.line(surf, self.sub, table.layout.px(22), INK,
                      pygame.Rect(r.x + 10, r.centery + table.layout.px(14), r.width - 20, table.layout.px(30)),
                      align="centre")


class ShowCard(Tween):
    """A card turned up: shown large over the map for a moment, then kept as the last card."""

    duration = 1.1

    def __init__(self, ev, kind: str, card, duration: float = 1.1):
        super().__init__(ev)
        self.kind, self.card, self.duration = kind, card, duration

    def end(self, view, table):
        table.last_card = (self.kind, self.card)

    def draw(self, surf, table, t):
        pic = table.card_face(self.kind, self.card, big=True)
        if pic is None:
            return
        k = ease(min(1.0, t * 3))
        w, h = max(1, round(pic.get_width() * (0.6 + 0.4 * k))), max(1, round(pic.get_height() * (0.6 + 0.4 * k)))
        img = pygame.transform.smoothscale(pic, (w, h))
        surf.blit(img, img.get_rect(center=table.layout.map.center))


def tweens_for(table, ev) -> list:
    """The animations that show one event, with its line of the log."""
    k, d = ev.kind, dict(ev.data)
    said = table.event_words(ev)
    fast = table.settings.get("anim_speed") == "instant"
    hold = 0.0 if fast else 0.45
    if k in ("HeroMoved",):
        return [Said(ev, said), Slide(ev, f"h{d['hero']}", d.get("frm", ""), d.get("to", ""))]
    if k in ("EnemyMoved", "Pushed", "Bashed"):
        ref = d.get("enemy") or d.get("figure", "")
        return [Said(ev, said), Slide(ev, ref, d.get("frm", ""), d.get("to", ""))]
    if k == "DiceRolled":
        stage = d.get("stage", "")
        return [Roll(ev, stage, d.get("dice", []), str(d.get("who", ""))), Said(ev, said, hold, combat=True)]
    if k == "DieRerolled":
        def reroll(table, d=d):
            key = "defence" if d.get("stage") == "def" else "hit"
            dice = list(table.combat.get(key) or [])
            if 0 <= d.get("index", -1) < len(dice):
                dice[d["index"]] = d.get("new", dice[d["index"]])
            table.combat[key] = dice
        return [Patch(ev, reroll), Said(ev, said, hold, combat=True)]
    if k in ("Hits", "ArmourBlocked", "ShieldsSpent", "DefenceResult", "AttackDeclared", "ReactionAttack",
             "CriticalDrawn"):
        if k == "AttackDeclared":
            def declare(table, d=d):
                table.combat.update(hit=[], defence=[], lines=[], who=str(d.get("attacker", "")),
                                    target=str(d.get("target", "")))
            return [Patch(ev, declare), Said(ev, said, hold, combat=True)]
        return [Said(ev, said, hold, combat=True)]
    if k in ("Wounded", "Healed"):
        def hurt(table, d=d):
            f = table.figure_of(table.view, d.get("figure", ""))
            if f is not None and "health" in d:
                f.health = d["health"]
        return [Patch(ev, hurt), Said(ev, said, hold * 0.6, combat=k == "Wounded")]
    if k == "EnemySpawned":
        def spawn(table, d=d):
            if table.view.enemy(d["enemy"]) is None:
                e = table.state.enemy(d["enemy"])
                if e is not None:
                    e = copy.deepcopy(e)
                    e.area = d.get("area", e.area)
                    table.view.enemies.append(e)
        return [Patch(ev, spawn), Said(ev, said, hold * 0.6)]
    if k == "EnemyDied":
        def die(table, d=d):
            table.view.enemies = [e for e in table.view.enemies if e.uid != d.get("enemy")]
        return [Said(ev, said, hold, combat=True), Patch(ev, die)]
    if k == "DoorOpened":
        def opened(table, d=d):
            if d.get("door") not in table.view.doors:
                table.view.doors.append(d.get("door"))
        return [Patch(ev, opened), Said(ev, said)]
    if k in ("EventRevealed",):
        return [Said(ev, said), ShowCard(ev, "event", d.get("card", ""))]
    if k in ("EncounterDrawn",):
        return [Said(ev, said), ShowCard(ev, "encounter", d.get("card", ""))]
    if k == "BookRead":         # its words are read: on screen as long as reading them takes (a click goes on)
        section = table.data.book.get(d.get("section"))
        words = len(section.text) if section is not None else 0
        return [Said(ev, said), ShowCard(ev, "book", d.get("section"), duration=min(6.0, 1.0 + words / 30))]
    if k in ("TrapDrawn",):             # its hits skip the HIT stage: the dice shown are its own from here
        def trap(table, d=d):
            table.combat.update(hit=[], defence=[], lines=[], who="", target=str(d.get("hero", "")))
        return [Patch(ev, trap), Said(ev, said), ShowCard(ev, "trap", d.get("card", ""))]
    if k == "PhaseStarted":
        title = _("Round {round} · {phase}").format(round=d.get("round", ""), phase=table.phase_words(d.get("phase", "")))
        return [Said(ev, said), Banner(ev, title, duration=0.0 if fast else 0.9)]
    if k in ("QuestWon", "QuestLost"):
        won = k == "QuestWon"
        return [Said(ev, said), Banner(ev, _("Victory!") if won else _("Defeat"), said, GOOD if won else BAD,
                                       duration=0.0 if fast else 1.6)]
    return [Said(ev, said)]
