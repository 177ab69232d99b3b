"""Enter and Esc on every dialog and menu. Enter does what the highlighted button does (a
confirmation's Yes, a message's OK, a menu's first choice unless the arrows moved the
highlight); Esc cancels, closes or goes back. Up / Down / Tab move the highlight."""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.windows import UIConfirmationDialog, UIMessageWindow

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
NEXT = (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB)
PREVIOUS = (pygame.K_UP, pygame.K_LEFT)


def is_enter(ev) -> bool:
    """A key press meaning yes / go on."""
    return ev.type == pygame.KEYDOWN and ev.key in ENTER


def is_escape(ev) -> bool:
    """A key press meaning no / back."""
    return ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE


def _press_event(button) -> pygame.event.Event:
    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED,
                              {"ui_element": button, "ui_object_id": button.most_specific_combined_id})


def top_box(manager):
    """The pygame-gui window in front, if any."""
    stack = manager.get_window_stack()
    alive = [w for w in list(stack.stack) + list(stack.top_stack) if w.alive() and w.visible]
    return alive[-1] if alive else None


def answer_box(manager, ev) -> bool:
    """Enter / Esc for a yes-no question or a message box in front: Enter says yes (or OK), Esc
    says no (or closes it). True when the key was used."""
    if not (is_enter(ev) or is_escape(ev)):
        return False
    box = top_box(manager)
    if isinstance(box, UIConfirmationDialog):
        button = box.confirm_button if is_enter(ev) else box.cancel_button
    elif isinstance(box, UIMessageWindow):
        button = box.dismiss_button
    else:
        return False
    box.process_event(_press_event(button))     # the box's own handling: events posted, then closed
    return True


class KeyNav:
    """Keyboard for a screen's buttons: a highlight that Up / Down / Tab move, Enter presses the
    highlighted button (through the screen's own button handling), Esc runs `back`, or first
    folds up a drop-down menu that is open (`menus`: a function giving the screen's menus)."""

    def __init__(self, scene, buttons, default=None, back=None, menus=None):
        self.scene, self.back, self.menus = scene, back, menus
        self.buttons = [b for b in buttons if b is not None]
        self.index = self.buttons.index(default) if default in self.buttons else 0
        self._skip(-1)                 # a default that is greyed out: the item above it
        self._show()

    def _usable(self, b) -> bool:
        return b.alive() and b.visible and b.is_enabled

    def _skip(self, step: int) -> None:
        for _ in range(len(self.buttons)):
            if self._usable(self.buttons[self.index]):
                return
            self.index = (self.index + step) % len(self.buttons)

    def _show(self) -> None:
        for k, b in enumerate(self.buttons):
            if k == self.index and self._usable(b):
                b.select()
            elif b.is_selected:
                b.unselect()

    def focus(self, button) -> None:
        """Highlight this button (say, Load once a sound save is picked)."""
        if button in self.buttons:
            self.index = self.buttons.index(button)
            self._show()

    @property
    def current(self):
        """The highlighted button."""
        return self.buttons[self.index] if self.buttons else None

    def handle(self, ev) -> bool:
        """One event; True when the keyboard did something."""
        if ev.type != pygame.KEYDOWN or not self.buttons:
            return False
        if is_escape(ev):
            open_menus = [m for m in (self.menus() if self.menus else ()) if m.alive()
                          and m.current_state is m.menu_states.get("expanded")]
            for m in open_menus:
                m.unfocus()          # folds it up on pygame-gui's next update
            if open_menus:
                return True
            if self.back is not None:
                self.back()
                return True
            return False
        if is_enter(ev):
            b = self.current
            if b is not None and self._usable(b):
                self.scene.handle(_press_event(b))
            return True
        step = 1 if ev.key in NEXT and not (ev.key == pygame.K_TAB and getattr(ev, "mod", 0) & pygame.KMOD_SHIFT) \
            else -1 if ev.key in PREVIOUS or ev.key == pygame.K_TAB else 0
        if not step:
            return False
        self.index = (self.index + step) % len(self.buttons)
        self._skip(step)
        self._show()
        return True
