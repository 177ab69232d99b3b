"""The ruleset a game is played with (game.ruleset): the island's own rules, the built-in packs'
and those of the packs its settings name, built once per set of packs.

A game's state keeps its ruleset beside its fields (never saved, never in its hash): a copy of
the state shares it, a pickled clone finds the same one again by its packs, and a state read
back from a save finds it from its settings. The engine puts a game's ruleset in play at its
doors (setting the game up, checking and applying a command, running the rules), so the rules'
hot paths read its tables as the plain names game.kinds and game.seams hold: two games with
different packs run side by side in one process, each with its own kinds, steps and rules.
"""
from __future__ import annotations

from .. import ruleset as _ruleset
from ..content import catalog
from ..kinds import GAME
from .state import GameState

_IN_PLAY = _ruleset._IN_PLAY       # the ruleset in play, by game (read at every door: one lookup)


def of_config(config: dict) -> _ruleset.Ruleset:
    """The ruleset of a game with these settings (their "packs"; a name that is no installed
    pack is left to the settings' checks)."""
    packs = config.get("packs") if isinstance(config, dict) else None
    return catalog.ruleset_of(packs if isinstance(packs, (list, tuple)) else ())


def of(state: GameState) -> _ruleset.Ruleset:
    """The ruleset a game is played with, kept on its state."""
    d = state.__dict__
    rs = d.get("_ruleset")
    if rs is None or rs.stale:
        rs = d["_ruleset"] = of_config(state.config)
    return rs


def play(state: GameState) -> None:
    """Put the game's ruleset in play (nothing to do when it is already: one lookup and one
    comparison; the ruleset in play is never stale, game.ruleset.changed replaces it)."""
    if state.__dict__.get("_ruleset") is not _IN_PLAY.get(GAME) or GAME not in _IN_PLAY:
        _ruleset.play(GAME, of(state))


def play_config(config: dict) -> _ruleset.Ruleset:
    """Put the ruleset of a game with these settings in play (a game being set up); it."""
    rs = of_config(config)
    _ruleset.play(GAME, rs)
    return rs


def in_play() -> _ruleset.Ruleset | None:
    """The ruleset in play now."""
    return _IN_PLAY.get(GAME)


def put_back(rs: _ruleset.Ruleset) -> None:
    """Put a ruleset in play again (after settings were checked in theirs)."""
    _ruleset.play(GAME, rs if not rs.stale else _ruleset.of(GAME, rs.key))
