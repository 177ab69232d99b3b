"""Players that choose among legal commands: used by sim, tests and autoplay."""
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name ("random" or "greedy")."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    return BOTS[name](seed)


def play(game, bot, commands: int):
    """Let a bot make up to `commands` moves in a game (fewer if the game ends); returns the game."""
    for _ in range(commands):
        if game.state.result:
            break
        game.apply(bot.choose(game))
    return game


__all__ = ["BOTS", "make_bot", "play", "GreedyBot", "RandomBot"]
