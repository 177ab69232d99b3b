"""What a bot is, for both games: a player that chooses among the legal commands.

A bot has `choose(session) -> command`: it reads the session's position and legal commands and
returns one of them. Tests, balance runs (sim) and autoplay at the table drive the same
`session.apply` the mouse does.
"""
from __future__ import annotations

from typing import Protocol


class Bot(Protocol):
    """A player that picks one of the legal commands of a session."""

    def choose(self, session): ...


def play(session, bot: Bot, commands: int):
    """Let a bot make up to `commands` moves in a game (fewer if the game ends); returns the game."""
    for _ in range(commands):
        if session.finished():
            break
        session.apply(bot.choose(session))
    return session
