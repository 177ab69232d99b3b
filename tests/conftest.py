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


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_game_s_ruleset_in_play():
    """Each test starts with the ruleset of no pack in play (game.ruleset): code that reads the
    kinds outside any game reads the island's own and the built-in packs', whatever game with
    other packs a test before it played."""
    from game import kinds, ruleset
    ruleset.play_default(kinds.GAME)
    yield
