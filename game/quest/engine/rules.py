"""Every module that registers resolution steps, effects and activities (importing this is enough)."""
from . import book, combat, effects, enemies, ending, items, rounds, turn  # noqa: F401
from .book import trigger
from .flow import step


@step("start")
def _start(state, s):
    """The Book's opening sections (trigger "start")."""
    trigger(state, "start", "", {"hero": -1, "area": ""})
