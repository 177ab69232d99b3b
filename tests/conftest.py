"""Shared fixtures: rule tests need no display; UI tests set the dummy video driver themselves."""
import atexit
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Saves, settings and logs of every test go to a throwaway home, never the player's: made only
# when none is given, and taken away with what the tests wrote there when the run ends.
if not os.environ.get("SPIRIT_TABLE_HOME"):
    _home = tempfile.mkdtemp(prefix="spirit-test-home-")
    os.environ["SPIRIT_TABLE_HOME"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)
