"""Everything pygame: the table (scenes, render/, input/, anim/), menus and the theme."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
