"""Headless quests between bots: `python -m game sim --game spittlesnot --games N --players P --seed S
--bot random|greedy --json`. Every command is checked by the invariants (unless told not to); a quest
is capped at MAX_COMMANDS commands, past which it counts as an error."""
from __future__ import annotations

import json
import random
import time
import traceback
from collections import Counter

from .bots import make_bot
from .engine import Quest
from .engine.data import content
from .engine.invariants import violations
from .engine.save import from_save, to_save

MAX_COMMANDS = 6000


def heroes_for(seed: int, players: int) -> list[str]:
    """The heroes of a sim quest: drawn from the quest's heroes by the seed."""
    pick = random.Random(seed * 7919 + players)
    return pick.sample(sorted(content().heroes), players)


def play_one(seed: int, players: int, bot_name: str, check: bool = True, roundtrip: bool = False) -> dict:
    """Play one quest to its end: result, cause, rounds, commands, error."""
    heroes = heroes_for(seed, players)
    out = {"seed": seed, "heroes": heroes, "result": "", "cause": "", "rounds": 0, "commands": 0, "error": "",
           "peach": False}
    quest = None
    try:
        quest = Quest({"heroes": heroes, "seed": seed}, keep_undo=roundtrip)
        bot = make_bot(bot_name, seed)
        while not quest.state.result:
            if out["commands"] >= MAX_COMMANDS:
                raise RuntimeError("the quest did not end")
            cmd = bot.choose(quest)
            res = quest.apply(cmd)
            if not isinstance(res, list):
                raise RuntimeError(f"the bot's legal command was refused: {res.reason}")
            out["commands"] += 1
            if check:
                bad = violations(quest.state)
                if bad:
                    raise RuntimeError(f"invariant broken after {cmd}: {bad[0]}")
        if roundtrip:
            again = from_save(json.loads(json.dumps(to_save(quest))))
            if again.state.state_hash() != quest.state.state_hash():
                raise RuntimeError("save/load round trip changed the state")
        s = quest.state
        out.update(result=s.result, cause=s.cause, rounds=s.round, peach="peach_found" in s.flags)
    except Exception as e:  # a sim reports broken quests instead of dying
        tb = traceback.extract_tb(e.__traceback__)[-1]
        out["error"] = f"{type(e).__name__}: {e} (at {tb.filename.rsplit('/', 1)[-1]}:{tb.lineno})"
    return out


def simulate(games: int, players: int, seed: int, bot: str, check: bool = True) -> dict:
    """`games` quests of `players` heroes (0: 1..5 in turn) from seed `seed` on; the summary."""
    t0 = time.perf_counter()
    results = []
    for g in range(games):
        p = players or (g % 5) + 1
        results.append(play_one(seed + g, p, bot, check))
    dt = max(time.perf_counter() - t0, 1e-9)
    errors = [r for r in results if r["error"]]
    done = [r for r in results if not r["error"]]
    commands = sum(r["commands"] for r in results)
    return {
        "game": "spittlesnot", "games": games, "players": players, "seed": seed, "bot": bot,
        "victories": sum(r["result"] == "victory" for r in done),
        "defeats": sum(r["result"] == "defeat" for r in done),
        "errors": len(errors),
        "causes": dict(Counter(r["cause"] for r in done)),
        "peach_found": sum(r["peach"] for r in done),
        "mean_rounds": round(sum(r["rounds"] for r in done) / max(1, len(done)), 2),
        "mean_commands": round(commands / max(1, games), 1),
        "games_per_s": round(games / dt, 2), "commands_per_s": round(commands / dt),
        "first_errors": [{"seed": r["seed"], "error": r["error"]} for r in errors[:5]],
    }
