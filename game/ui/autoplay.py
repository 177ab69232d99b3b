"""Autoplay through the real UI: a bot picks each command, and the command is performed as
synthetic mouse events (click a glowing land, drag a piece, press an option button) posted to
pygame's queue, so it goes through the input state machine exactly like a player's hand."""
from __future__ import annotations

import logging

import pygame

from ..bots import make_bot
from .input.affordances import PER_SPIRIT_MENUS
from ..shell.hotspots import Target

log = logging.getLogger(__name__)


def _target_from_key(key) -> Target:
    kind, land, token, card, index, spirit, name = key
    return Target(kind, land, token, card, index, spirit, name)


def click_events(pos) -> list:
    """Move there, press, release."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def drag_events(a, b, steps: int = 4) -> list:
    """Press at a, move in steps to b, release."""
    evs = [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]
    for k in range(1, steps + 1):
        p = (round(a[0] + (b[0] - a[0]) * k / steps), round(a[1] + (b[1] - a[1]) * k / steps))
        evs.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    evs.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    return evs


def gesture_for(table, cmds) -> list | None:
    """The pointer events that make the table perform `cmds` (None if it has no way on screen)."""
    off, hs = table.offer, table.hotspots
    for key, c in off.clicks.items():
        if c == cmds:
            pos = hs.point_of(_target_from_key(key))
            if pos:
                return click_events(pos)
    for key, dests in off.drags.items():
        for land, c in dests.items():
            if c == cmds and land:
                a = hs.point_of(_target_from_key(key))
                if a:
                    return drag_events(a, hs.point_of(Target("land", land=land)))
    return button_gesture(table, cmds)


def button_gesture(table, cmds) -> list | None:
    """Press the option's button in the choice list (scrolling the list to it first)."""
    hs = table.hotspots
    for k, (_, c) in enumerate(table.offer.options):
        if c == cmds:
            r = hs.rect_of(Target("option", index=k).key())
            if r is not None:
                return click_events(r.center)
            inside = table.layout.prompt.center
            visible = [t.index for _, t in hs.items if t.kind == "option"]
            down = not visible or k > max(visible)
            notches = max(1, abs(k - (max(visible) if down else min(visible))) if visible else 1)
            wheel = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1 if down else 1, precise_x=0.0,
                                        precise_y=-1.0 if down else 1.0, flipped=False)] * notches
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))] + wheel
    return None


class Autoplayer:
    """Plays the table with a bot, one gesture per settled frame."""

    def __init__(self, bot: str = "greedy", seed: int = 1, wait_for_animations: bool = True):
        self.bot = make_bot(bot or "greedy", seed)
        self.wait = wait_for_animations
        self.expect = None           # (log length before, command, tries)
        self.fallbacks = 0

    def step(self, table) -> None:
        """Post the next gesture, or check that the last one worked."""
        game = table.game
        top = table.app.scenes[-1] if table.app.scenes else None
        if not game.state.result and hasattr(top, "autoplay_gesture"):    # a dialog that asks a game question
            g = top.autoplay_gesture(self.bot.choose(game))
            if g:
                _post(g)
            return
        if game.state.result or table.app.modal_open():
            return
        if table.anim.waiting:          # the end of a turn waits for a press: the bot goes on
            table.skip_animation()
            return
        if self.wait and table.anim.busy or table.calm():   # presses right after the invader steps are
            return                                         # taken as hurrying them (see Table.calm)
        if table.machine.state not in ("idle", "hovering"):
            table.machine.reset()
        if self.expect is not None:
            n, cmd, tries = self.expect
            if len(game.log) > n:
                self.expect = None
            else:
                g = button_gesture(table, [cmd]) if tries < 12 else None
                if g is None:
                    raise RuntimeError(f"autoplay could not perform {cmd} through the UI")
                self.fallbacks += tries == 0
                self.expect = (n, cmd, tries + 1)
                _post(g)
                return
        cmd = self.bot.choose(game)
        d = game.state.decision
        if d is not None and d.spirit < 0 and d.kind in PER_SPIRIT_MENUS and cmd.spirit != table.active:
            pos = table.hotspots.point_of(Target("tab", spirit=cmd.spirit))
            if pos:
                _post(click_events(pos))
                return
        g = gesture_for(table, [cmd])
        if g is None:
            raise RuntimeError(f"no way on screen to perform {cmd}")
        self.expect = (len(game.log), cmd, 0)
        _post(g)


def _post(events) -> None:
    for ev in events:
        pygame.event.post(ev)
