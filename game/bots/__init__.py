"""Players that choose among legal commands: used by sim, tests and autoplay."""
from ..core.bots import play     # up to n moves of a bot (the rules core's)
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name ("random" or "greedy")."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    return BOTS[name](seed)


__all__ = ["BOTS", "make_bot", "play", "GreedyBot", "RandomBot"]
