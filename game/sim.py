"""Headless games between bots: `python -m game sim --games N --players P --seed S --bot B --json`,
optionally of a variant: `--rules ID... --events ID... --packs NAME...` (the game settings'
"rules", "events" and "packs"), `--adversary ID --level N`, `--adversary2 ID --level2 N` and
`--scenario ID`, so balance runs cover adversaries, scenarios, events and packs."""
from __future__ import annotations

import json
import os
import random
import time
import traceback
from collections import Counter

from .bots import make_bot
from .content import catalog
from .engine import Choose, Game, Rejection, from_save, newest, to_save
from .engine.invariants import violations
from .engine.setup import boards_to_deal

MAX_COMMANDS = 20000


VARIANT_KEYS = ("rules", "events", "packs", "adversary", "adversary2", "scenario")
SETTING_KEYS = ("layout",)      # variant settings given as one id, not a list


def check_variant(variant: dict | None) -> dict:
    """The variant settings of a run ({"rules": [...], "events": [...], "packs": [...],
    "adversary": [id, level], "adversary2": [id, level], "scenario": id}, the empty ones left
    out), checked as a game's setup checks them: SetupError naming what is wrong."""
    from .engine.setup import normalise_config
    given = variant or {}
    variant = {k: (v if isinstance(v, str) else list(v)) for k, v in given.items() if k in VARIANT_KEYS and v}
    variant.update({k: v for k, v in given.items() if k in SETTING_KEYS and v})
    if variant:
        probe = {k: v for k, v in variant.items() if k not in SETTING_KEYS}
        if probe:
            normalise_config({"spirits": [sorted(catalog.spirit_ids(variant.get("packs", ())))[0]], **probe})
        if variant.get("layout"):
            from .content.layouts import layout_of
            from .engine.setup import SetupError
            try:
                layout_of(variant["layout"])
            except KeyError as e:
                raise SetupError(str(e.args[0])) from None
    return variant


def play_one(seed: int, players: int, bot_name: str, check: bool = True, spirits: list[str] | None = None,
             roundtrip: bool = False, variant: dict | None = None) -> dict:
    """Play one game to its end; returns result, cause, turns, commands, cards played, error.
    `variant`: the rule changes, event cards and packs the game is played with (check_variant)."""
    pick = random.Random(seed * 7919 + players)
    spirits = spirits or pick.sample(sorted(catalog.spirit_ids((variant or {}).get("packs", ()))), players)
    boards = pick.sample(list(boards_to_deal(players)), players)
    if (variant or {}).get("layout"):
        boards = _layout_boards(pick, variant["layout"], players)
    out = {"seed": seed, "spirits": spirits, "result": "", "cause": "", "turns": 0, "commands": 0,
           "cards": Counter(), "error": "", "events": []}
    game = None
    try:
        game = Game(newest({"spirits": spirits, "boards": boards, "seed": seed, **(variant or {})}),
                    keep_undo=False, events=False)
        bot = make_bot(bot_name, seed)
        while not game.state.result:
            if out["commands"] >= MAX_COMMANDS:
                raise RuntimeError("game did not end")
            cmd = bot.choose(game)
            if isinstance(cmd, Choose) and cmd.option.kind == "play":
                out["cards"][cmd.option.card] += 1
            res = game.apply(cmd)
            if isinstance(res, Rejection):
                raise RuntimeError(f"bot's legal command rejected: {res.reason}")
            out["commands"] += 1
            if check:
                bad = violations(game.state)
                if bad:
                    raise RuntimeError(f"invariant broken after {cmd}: {bad[0]}")
        if roundtrip:
            again = from_save(json.loads(json.dumps(to_save(game))))
            if again.state.state_hash() != game.state.state_hash():
                raise RuntimeError("save/load round trip changed the state")
        out.update(result=game.state.result, cause=game.state.cause, turns=game.state.turn)
    except Exception as e:  # a sim reports broken games instead of dying
        tb = traceback.extract_tb(e.__traceback__)[-1]
        out["error"] = f"{type(e).__name__}: {e} (at {tb.filename.rsplit('/', 1)[-1]}:{tb.lineno})"
    if game is not None and game.state.event_discard:
        from .engine.event_cards import resolved
        out["events"] = resolved(game.state)
    return out


def _layout_boards(pick: random.Random, layout_id: str, players: int) -> list[str]:
    """The boards of a sim game on a layout: its own when it has them, else drawn at random
    (one per spirit and one per board no spirit starts on)."""
    from .content.layouts import layout_of
    layout = layout_of(layout_id)
    if layout.default_boards:
        return list(layout.default_boards(players))
    n = layout.boards_for(players)
    return pick.sample(list(boards_to_deal(n)), n)


def _one_of_many(job: tuple) -> dict:
    """One game of a `simulate` run (a worker process's task)."""
    return play_one(*job)


def _results(games: list[tuple], jobs: int):
    """Each game's result (`play_one`'s arguments in, its answer out), in the order of the list,
    played by `jobs` processes at once."""
    if jobs <= 1 or len(games) <= 1:
        yield from map(_one_of_many, games)
        return
    import multiprocessing
    with multiprocessing.get_context("spawn").Pool(min(jobs, len(games))) as pool:
        yield from pool.imap(_one_of_many, games, chunksize=max(1, len(games) // (8 * jobs)))


def simulate(games: int, players: int, seed: int, bot: str, check: bool = True, jobs: int = 1,
             variant: dict | None = None) -> dict:
    """Play many games; the summary `python -m game sim --json` prints. `jobs` processes play
    them at once (0: one per core); every game is seeded, so the summary is the same for any
    number of jobs, except games_per_s and commands_per_s, which are on the clock. `variant`:
    the rules, events and packs every game is played with (see check_variant; a rule registered
    only in this process, not by an installed pack, needs jobs=1)."""
    variant = check_variant(variant)
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    t0 = time.perf_counter()
    victories, defeats, errors, commands, turns = 0, Counter(), [], 0, 0
    cards, per_spirit, events = Counter(), {}, Counter()
    counts = (1, 2, 3, 4)
    if variant and variant.get("layout"):
        from .content.layouts import layout_of
        counts = layout_of(variant["layout"]).spirits
    todo = [(seed + g, players if players else counts[g % len(counts)], bot, check, None, False, variant or None)
            for g in range(games)]
    for g, r in enumerate(_results(todo, jobs)):
        commands += r["commands"]
        cards.update(r["cards"])
        events.update(r.get("events", ()))
        for sid in r["spirits"]:
            d = per_spirit.setdefault(sid, {"games": 0, "victories": 0})
            d["games"] += 1
            d["victories"] += r["result"] == "victory"
        if r["error"]:
            errors.append({"seed": seed + g, "error": r["error"]})
            continue
        turns += r["turns"]
        if r["result"] == "victory":
            victories += 1
        else:
            defeats[_cause_key(r["cause"])] += 1
    dt = time.perf_counter() - t0
    done = games - len(errors)
    out = {"games": games, "players": players, "bot": bot, "seed": seed, "jobs": jobs, "victories": victories,
            "defeats": dict(defeats), "errors": len(errors), "error_samples": errors[:5],
            "games_per_s": round(games / dt, 2) if dt else 0.0,
            "commands_per_s": round(commands / dt, 1) if dt else 0.0,
            "mean_turns": round(turns / done, 2) if done else 0.0,
            "cards_played": dict(sorted(cards.items())), "spirits": per_spirit}
    out["events_resolved"] = dict(sorted(events.items()))     # by id ({} without an event deck)
    if variant:
        out["variant"] = variant
    return out


def _cause_key(cause: str) -> str:
    """A defeat's cause as the summary counts it: its code, a pack's end condition's included
    (engine.results.known); "other" only for a code no one registered."""
    from .engine.results import known
    return cause if known(cause) else "other"
