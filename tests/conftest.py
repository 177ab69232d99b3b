"""Shared fixtures: rule tests need no display; UI tests set the dummy video driver themselves."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
