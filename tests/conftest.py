"""Shared fixtures: rule tests need no display; UI tests set the dummy video driver themselves."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Saves, settings and logs of every test go to a throwaway home, never the player's.
os.environ.setdefault("SPIRIT_TABLE_HOME", tempfile.mkdtemp(prefix="spirit-test-home-"))
