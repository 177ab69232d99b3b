"""Players of the quest that choose among its legal commands: the sim, the tests and autoplay use them."""
from .greedy import GreedyBot
from .random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str, seed: int = 0):
    """A bot by name ("random" or "greedy")."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r} (choose from {', '.join(BOTS)})")
    return BOTS[name](seed)


def play(quest, bot, commands: int):
    """Let a bot make up to `commands` moves (fewer if the quest ends); returns the quest."""
    for _ in range(commands):
        if quest.state.result:
            break
        quest.apply(bot.choose(quest))
    return quest


__all__ = ["BOTS", "make_bot", "play", "GreedyBot", "RandomBot"]
