"""The games the main menu offers, registered by lazy strings: a game's package is imported only
when the player picks it (the island's table never loads the quest, whose memory it has no room
for), and the shell names no game but here, in strings.

Each game gives its title (player-facing; the menu says it in the language spoken), the call that
opens its menu or new-game screen, and the call that puts a new game on its table at once
(`python -m game play --game KEY`). A call is "module:function"; the function gets the App first."""
from __future__ import annotations

import importlib
from dataclasses import dataclass


def N_(msgid: str) -> str:
    """Marks a title for the catalogs (pybabel's N_); the menu translates it."""
    return msgid


@dataclass(frozen=True)
class GameEntry:
    """One game of the picker: its key (`--game KEY`), title and two lazy calls."""

    key: str
    title: str
    menu: str           # "module:function"(app): the game's menu / new-game screen
    table: str          # "module:function"(app, seed=, players=, autoplay=, ...): a new game at its table
    open_mark: str = ""     # the file, under the saves folder, that marks the game's table open (a kill leaves it)
    interrupted: str = ""   # "module:function"(app) -> (question, resume()) | None: a game a killed table left


_GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Offer a game on the main menu (a later registration of the same key replaces it)."""
    if ":" not in entry.menu or ":" not in entry.table:
        raise ValueError(f"{entry.key}: a game's calls are 'module:function' strings")
    _GAMES[entry.key] = entry


def games() -> list[GameEntry]:
    """The games, in the order they were registered (the island first)."""
    return list(_GAMES.values())


def entry(key: str) -> GameEntry:
    """The game registered as `key` (KeyError with the known keys when there is none)."""
    try:
        return _GAMES[key]
    except KeyError:
        raise KeyError(f"no game {key!r}; the games are {', '.join(_GAMES)}") from None


def _call(ref: str):
    module, name = ref.split(":", 1)
    return getattr(importlib.import_module(module), name)


def interrupted_offer(app, left_open, but: str = ""):
    """(question, resume) for the first game (other than `but`, which asks its own) whose table was
    killed or crashed, or None. `left_open(relative path)` says whether a game's open mark was left
    by a table no longer running (the caller reads the saves folder); only then is that game's
    module imported and its call asked (once: it forgets the mark). A call that fails offers
    nothing: Continue in that game's menu still finds its game."""
    for e in _GAMES.values():
        if e.key == but or not (e.open_mark and e.interrupted) or not left_open(e.open_mark):
            continue
        try:
            offer = _call(e.interrupted)(app)
        except Exception:  # noqa: BLE001 - an offer is a courtesy, never a stop at the menu
            offer = None
        if offer is not None:
            return offer
    return None


def open_menu(app, key: str) -> None:
    """Show game `key`'s menu (its module is imported now, not before)."""
    _call(entry(key).menu)(app)


def open_table(app, key: str, **options):
    """Put a new game of `key` on its table at once; returns what the game's call returns."""
    return _call(entry(key).table)(app, **options)


register(GameEntry("island", N_("Spirit Island"), "game.ui.program:open_island_menu", "game.ui.program:open_island_table"))
register(GameEntry("spittlesnot", N_("Spittlesnot quest"), "game.quest.ui.menu:open_quest_menu",
                   "game.quest.ui.table:open_quest_table", "quest/table open.lock",
                   "game.quest.ui.table:interrupted_offer"))
