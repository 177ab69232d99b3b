"""Driving the program's menus as a player does: run a few frames, click a pygame-gui button
(pointer moved onto it, pressed, released). Shared by the menu, resume and dialog-key tests."""
import pygame


def run_frames(app, frames=3):
    """Let the program run a few frames (events handled, screens updated and drawn)."""
    app.run(max_frames=frames, force_draw=True)


def press(app, button):
    """Click a menu button with the mouse, then let the program react."""
    pos = button.rect.center
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(ev)
    run_frames(app)
