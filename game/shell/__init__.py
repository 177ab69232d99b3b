"""The desktop shell both games run in: the App (window, pygame-gui manager, stack of screens and
the loop), the window's size, text and fonts, resources and the theme, hotspots, panel surfaces,
the animation's tweens, the menus' keys and boxes, and the registry of games the main menu offers.

It names no game: a game's package imports the shell, never the reverse (only the registry's
lazy strings, game.shell.games, say where a game's entries are)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
