"""Players of the quest that choose among its legal commands: the sim, the tests and autoplay use them."""
from .greedy import GreedyBot
from .random_bot import RandomBot
from game.core.bots import play

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name ("random" or "greedy")."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    return BOTS[name](seed)




__all__ = ["BOTS", "make_bot", "play", "GreedyBot", "RandomBot"]
