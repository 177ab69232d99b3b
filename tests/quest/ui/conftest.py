"""The quest's table tests run without a screen: the dummy SDL video driver, synthetic events."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SPIRIT_TABLE_STRICT", "1")
