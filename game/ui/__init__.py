"""Everything pygame of the island: the table (scenes, render/, input/, anim/) and the menus.

What is not the island's (the window, text, resources, the scene stack's loop, hotspots, the
theme) lives in the desktop shell, game.shell. The modules that moved there keep their old
names here for the tests and tools that use them (`from game.ui import text` is game.shell.text,
the same module, so a test that patches one patches the other)."""
import importlib
import importlib.abc
import importlib.util
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

MOVED_TO_SHELL = {
    "game.ui.text": "game.shell.text", "game.ui.resources": "game.shell.resources",
    "game.ui.memory": "game.shell.memory", "game.ui.window": "game.shell.window",
    "game.ui.window_path": "game.shell.window_path", "game.ui.render.canvas": "game.shell.canvas",
    "game.ui.input.hotspots": "game.shell.hotspots", "game.ui.scenes.keys": "game.shell.keys",
    "game.ui.scenes.boxes": "game.shell.boxes", "game.ui.scenes.base": "game.shell.scene",
}


class _OldName(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports an old name of a moved module as the module itself (no copy, no second state)."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname in MOVED_TO_SHELL:
            return importlib.util.spec_from_loader(fullname, self)
        return None

    def create_module(self, spec):
        return importlib.import_module(MOVED_TO_SHELL[spec.name])

    def exec_module(self, module):
        pass


if not any(isinstance(f, _OldName) for f in sys.meta_path):
    sys.meta_path.insert(0, _OldName())
