"""The input state machine of the table.

    Idle ──hover──> Hovering ──press on a piece──> Pressed ──move──> Dragging ──drop──> (command
      ^                                              │ release            │ illegal: snap back
      └──────────── Esc / command done ──────────────┴──> ChoosingTarget ─┘ + one-line reason)

Clicks act on release. A piece that can only be dragged can also be clicked, then a glowing
destination clicked (ChoosingTarget). The machine never touches the engine: it hands lists of
commands to `table.perform`, which applies them through `Game.apply`."""
from __future__ import annotations

import pygame

from ... import words as W
from .affordances import aim_drop, confirm_commands, drop_reason, grabbed
from ...shell.hotspots import Target

DRAG_THRESHOLD = 6


class InputMachine:
    """Turns pygame events into commands for the table (see module doc)."""

    def __init__(self, table):
        self.table = table
        self.state = "idle"
        self.hover: Target | None = None
        self.pos = (0, 0)
        self.pointer_in = False                # the pointer is over the window (it has moved there)
        self.source: Target | None = None      # piece being pressed / dragged / chosen
        self.press_pos = (0, 0)
        self.press_at = float("-inf")          # when (the table's clock) the button went down
        self.snapback = None                   # (token picture key, from, to, start time)

    # --- helpers -----------------------------------------------------------------------------
    def _targets(self, pos):
        return self.table.hotspots.at(pos)

    def _actionable(self, targets):
        """The topmost target the current offer lets us click or drag."""
        off = self.table.offer
        for t in targets:
            t = grabbed(self.table.game.state, t)       # a covered track slot: the track's next presence
            if off.click(t) or off.drag(t):
                return t
        return None

    def destinations(self) -> dict:
        """Where the piece in hand may go: land -> commands."""
        if self.source is None:
            return {}
        return self.table.offer.drag(self.source) or {}

    def hover_in(self, hotspots) -> Target | None:
        """What the pointer is on among a frame's hotspots (the table may have changed under a
        still pointer); None when the pointer is outside the window."""
        if not self.pointer_in:
            return None
        targets = hotspots.at(self.pos)
        return targets[0] if targets else None

    def reset(self) -> None:
        """Let go of whatever was held."""
        self.state = "hovering" if self.hover else "idle"
        self.source = None

    # --- events ------------------------------------------------------------------------------
    def handle(self, ev) -> bool:
        """Feed one pygame event; True when it mattered to the table."""
        if ev.type == pygame.WINDOWLEAVE:
            self.pointer_in, self.hover = False, None
            return True
        if ev.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer_in = True
        if ev.type == pygame.MOUSEMOTION:
            return self._motion(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return self._down(ev.pos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            return self._up(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self.cancel()
            return True
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        return False

    def _motion(self, pos) -> bool:
        self.pos = pos
        targets = self._targets(pos)
        self.hover = targets[0] if targets else None
        if self.state == "pressed" and self.source is not None:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD ** 2 and self.table.offer.drag(self.source):
                self.state = "dragging"
                self.table.forget_refusal()      # the last refused drop's words go with the new drag
        elif self.state in ("idle", "hovering"):
            self.state = "hovering" if self.hover else "idle"
        return True

    def _down(self, pos) -> bool:
        self.pos = pos
        self.press_at = self.table.now()
        if self.table.anim.stepping or self.table.calm():  # the invader phase on screen: a click only goes on
            self.reset()
            self.table.skip_animation()
            return True
        self.table.skip_animation()
        targets = self._targets(pos)
        if self.state == "choosing":
            land = self.table.drop_land(pos)
            if land is not None:
                self._finish(land, pos)
                return True
            self.cancel()            # a click off the island: let go, then treat it as a fresh click
        t = self._actionable(targets)
        if t is not None and t.kind == "card" and t.name == "hand" and self.table.settling(pos, self.press_at):
            self.reset()                # the hand slid along under a still pointer: not the card meant
            self.table.refuse_changed(pos)
            return True
        if t is None:
            self.state = "pressed"
            self.source = None
            self.press_pos = pos
            return bool(targets)
        self.state, self.source, self.press_pos = "pressed", t, pos
        return True

    def _up(self, pos) -> bool:
        self.pos = pos
        if self.state == "dragging":
            land = self.table.drop_land(pos)
            self._finish(land, pos)
            return True
        if self.state != "pressed":
            return False
        t, self.source = self.source, None
        self.state = "hovering" if self.hover else "idle"
        if t is None:
            return False
        cmds = self.table.offer.click(t)
        if cmds:
            self.table.act(cmds)
        elif self.table.offer.drag(t):
            self.state, self.source = "choosing", t
        return True

    def _finish(self, land, pos) -> None:
        """Drop (or click a destination for) the piece in hand."""
        src = self.source
        dests = self.destinations()
        self.reset()
        if src is None:
            return
        if land in dests:       # strife from the tray goes onto the invader under the pointer
            self.table.perform(aim_drop(dests[land], self.table.hotspots.at(pos)))
            return
        self.table.refuse(drop_reason(self.table.game.state, src, land or ""), pos)
        self.snapback = (src, pos, self.table.source_point(src), self.table.now())

    def cancel(self) -> None:
        """Esc / right click: drop whatever is held, back to idle."""
        if self.state in ("dragging", "choosing") and self.source is not None:
            self.snapback = (self.source, self.pos, self.table.source_point(self.source), self.table.now())
        self.reset()

    def confirm(self, space: bool = True) -> None:
        """Done (Space, Enter or the Done button): the invader phase's next step while it plays
        (or a press meant for it), else the choice that says "done" now, else the game's result
        again once it is over, else why there is nothing to confirm."""
        if self.table.anim.stepping or self.table.calm() or space and self.table.anim.busy:
            self.table.skip_animation()
            return
        cmds = confirm_commands(self.table.game.state, self.table.active)
        if cmds:
            self.table.perform(cmds)
        elif self.table.game.state.result:
            self.table.show_result()
        else:
            self.table.refuse(W._("Nothing to confirm: choose one of the options."))

    def _key(self, ev) -> bool:
        k, mods = ev.key, getattr(ev, "mod", 0)
        if k == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.reset()
            self.table.undo()
        elif k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm(space=k == pygame.K_SPACE)
        elif k == pygame.K_ESCAPE:
            # Esc steps back first: out of a piece in hand, a press, then a half-made choice of the
            # game (a power's target, a presence's land ...); the menu only with nothing to step back from
            if self.state in ("dragging", "choosing", "pressed"):
                self.cancel()
            elif not self.table.step_back():
                self.table.open_menu()
        elif k == pygame.K_TAB:
            self.table.next_spirit(-1 if mods & pygame.KMOD_SHIFT else 1)
        elif k == pygame.K_F1 and mods & pygame.KMOD_SHIFT:
            self.table.toggle_help()        # the sheet of controls in brief, over the table
        elif k == pygame.K_F1:
            self.table.open_reference()
        elif k == pygame.K_t:
            self.table.toggle_tabletop()
        elif k == pygame.K_i:
            self.table.toggle_panel()       # the island view: the spirit panel and the hand folded away, or back
        elif k == pygame.K_h:
            self.table.toggle_hint()
        elif k == pygame.K_l:
            self.table.toggle_log(compact=bool(mods & pygame.KMOD_SHIFT))
        else:
            return False
        return True
