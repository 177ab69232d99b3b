"""`python -m game [subcommand]`: the table (GUI) by default; sim, catalog, bench, play, check-save."""
from __future__ import annotations

import argparse
import json
import sys


def _sim(args) -> int:
    if args.game != "island":
        return _quest_sim(args)
    from .engine.setup import MAX_SPIRITS
    from .sim import simulate
    if not 0 <= args.players <= MAX_SPIRITS:
        print(f"--players: choose 1 to {MAX_SPIRITS} spirits, or 0 for 1..4 in turn", file=sys.stderr)
        return 2
    from .engine.setup import SetupError, packs_for_new_game
    from .sim import check_variant
    try:
        packs = packs_for_new_game(args.packs, _asks_expansion(args))
        variant = check_variant({"rules": args.rules, "events": args.events, "packs": packs,
                                 "layout": args.layout, **_challenge_flags(args)})
    except SetupError as e:
        print(f"sim: {e}", file=sys.stderr)
        return 2
    res = simulate(args.games, args.players, args.seed, args.bot, check=not args.no_check, jobs=args.jobs,
                   variant=variant)
    if args.json:
        print(json.dumps(res, separators=(",", ":")))
    else:
        print(f"{res['games']} games: {res['victories']} victories, defeats {res['defeats']}, "
              f"{res['errors']} errors; {res['games_per_s']} games/s, {res['commands_per_s']} commands/s, "
              f"mean {res['mean_turns']} turns")
    return 0 if res["errors"] == 0 else 1


def _quest_sim(args) -> int:
    """`sim --game spittlesnot`: the quest's headless games (imported here only: the island never loads it)."""
    island_only = [f"--{k.replace('_', '-')}" for k in ("rules", "events", "packs", "layout", "expansions", "base", "adversary",
                                                        "level", "adversary2", "level2", "scenario", "jobs")
                   if getattr(args, k, None) not in (None, "", [], False, 1)]
    if island_only:
        print(f"sim: {', '.join(island_only)}: the island's settings; the quest is played without them", file=sys.stderr)
        return 2
    from .quest.sim import simulate
    if not 0 <= args.players <= 5:
        print("--players: choose 1 to 5 heroes, or 0 for 1..5 in turn", file=sys.stderr)
        return 2
    res = simulate(args.games, args.players, args.seed, args.bot, check=not args.no_check)
    if args.json:
        print(json.dumps(res, separators=(",", ":")))
    else:
        print(f"{res['games']} quests: {res['victories']} victories, defeats {res['defeats']}, "
              f"{res['errors']} errors; {res['games_per_s']} quests/s, mean {res['mean_rounds']} rounds")
    return 0 if res["errors"] == 0 else 1


def _asks_expansion(args) -> bool | None:
    """What a run's flags say of the expansion: `--expansions` asks for it, `--base` plays the
    base game alone (the seeds, goldens and balance figures of games whose settings name no
    pack), neither leaves it to a new game's default (engine.setup.packs_for_new_game: on, as a
    new game at the table is, so a balance run covers every card and event a player meets)."""
    if getattr(args, "expansions", False):
        return True
    if getattr(args, "base", False):
        return False
    return None


def _challenge_flags(args) -> dict:
    """The adversary, supporting adversary and scenario flags as game settings (SetupError when
    a level is given without its adversary)."""
    from .engine.setup import SetupError
    out = {}
    for key, aid, level in (("adversary", args.adversary, args.level), ("adversary2", args.adversary2, args.level2)):
        if aid:
            out[key] = [aid, 0 if level is None else level]
        elif level is not None:
            raise SetupError(f"--{'level' if key == 'adversary' else 'level2'} needs --{key}")
    if args.scenario:
        out["scenario"] = args.scenario
    return out


def _catalog(args) -> int:
    from .content.catalog import catalog_summary
    data = catalog_summary()
    print(json.dumps(data, separators=(",", ":")) if args.json else json.dumps(data, indent=1))
    return 0


def _check_save(args) -> int:
    """Exit 0 for a sound save, 2 for anything else, with one line saying why (one JSON object
    with --json); never a traceback, whatever the file is."""
    try:
        from .persist.saves import check_save
        answer = check_save(args.path)
    except Exception as e:  # noqa: BLE001 - the promise is one line, always
        answer = {"ok": False, "reason": f"the save could not be checked ({type(e).__name__})"}
    if args.json:
        print(json.dumps(answer, ensure_ascii=True, separators=(",", ":")))
    else:
        line = answer["reason"].encode("ascii", "backslashreplace").decode("ascii") \
            if not _can_print(answer["reason"]) else answer["reason"]
        print(line, file=sys.stdout if answer["ok"] else sys.stderr)
    return 0 if answer["ok"] else 2


def _can_print(text: str) -> bool:
    """Whether the console takes this text as it is (a file name may hold anything)."""
    try:
        text.encode(sys.stdout.encoding or "utf-8")
        return True
    except (UnicodeEncodeError, LookupError):
        return False


def _bench(args) -> int:
    from .bench import run_bench
    res = run_bench()
    print(json.dumps(res, separators=(",", ":")) if args.json else json.dumps(res, indent=1))
    return 0


def _speak_the_player_s_language() -> None:
    """Words printed for the player come in their language: the one chosen in Settings, else the
    system's locale (as the table does)."""
    from . import words
    try:
        from .persist.settings import load_settings
        chosen = (load_settings() or {}).get("language", "system")
    except Exception:   # noqa: BLE001 - unreadable settings: the system's language
        chosen = "system"
    words.set_language(chosen)


def _hint(args) -> int:
    """The greedy bot's move for a saved game's pending decision, and what it achieves; one JSON
    object with --json ({"command": ..., "reason": ...}). A save that cannot be read gets a
    null command and the reason in words, never a traceback."""
    from .persist.saves import SaveError, load_game
    _speak_the_player_s_language()
    try:
        from .bots.hint import hint
        answer = hint(load_game(args.path)).to_json()
        ok = True
    except SaveError as e:
        from . import words
        answer, ok = {"command": None, "reason": words._("The save cannot be read: {why}").format(why=e)}, False
    if args.json:
        print(json.dumps(answer, ensure_ascii=True, separators=(",", ":")))
    else:
        print(answer["reason"] if answer["command"] is None else f"{answer.get('move', '')}: {answer['reason']}")
    return 0 if ok else 2


def _replay(args) -> int:
    from .app import run_replay
    return run_replay(args)


def _tutorial(args) -> int:
    from .app import run_tutorial
    return run_tutorial(args)


def _play(args) -> int:
    from .app import run
    return run(args)


def _size(value: str):
    from .app import parse_size
    return parse_size(value)


def _full_help(p, sub) -> str:
    """`python -m game --help`: the table's own options, then every subcommand with all of its options."""
    from .app import add_table_options
    table = argparse.ArgumentParser(prog="python -m game", add_help=False,
                                    description="Without a subcommand: open the table (the main menu).")
    add_table_options(table)
    parts = [p.format_help(), table.format_help()]
    parts += [f"--- {name} ---\n{parser.format_help()}" for name, parser in sub.choices.items()]
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run a subcommand (the GUI when none is given)."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0].startswith("--") and argv[0] not in ("--help", "-h"):
        from .app import main as app_main
        return app_main(argv)
    p = argparse.ArgumentParser(prog="python -m game", description="Spirit Island table")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sim", help="play headless bot games")
    s.add_argument("--game", choices=["island", "spittlesnot"], default="island",
                   help="which game: the island (default) or the Spittlesnot quest")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--players", type=int, default=2, help="1-6, or 0 to cycle 1..4")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bot", choices=["random", "greedy"], default="random")
    s.add_argument("--json", action="store_true")
    s.add_argument("--no-check", action="store_true", help="skip invariant checks (faster)")
    s.add_argument("--jobs", type=int, default=1, help="games played at once, in processes of their own "
                   "(0: one per core); the results do not depend on it")
    s.add_argument("--rules", nargs="+", default=[], metavar="ID", help="rule changes every game is played with")
    s.add_argument("--events", nargs="+", default=[], metavar="ID", help="event cards in every game's event deck")
    s.add_argument("--packs", nargs="+", default=[], metavar="NAME", help="installed packs every game names")
    s.add_argument("--layout", default="", metavar="ID", help="the island's layout in every game "
                   "(python -m game catalog lists them: archipelago, extra-board, thematic, standard-1..6)")
    s.add_argument("--expansions", action="store_true", help="every game is played with the expansion "
                   "(events, tokens, its spirits and cards): the default, as at the table")
    s.add_argument("--base", action="store_true", help="the base game alone, without the expansion "
                   "(the figures of docs/balance.md's base sections)")
    s.add_argument("--adversary", default="", metavar="ID", help="the leading adversary every game is played against")
    s.add_argument("--level", type=int, default=None, metavar="N", help="its level, 0-6 (0 when not given)")
    s.add_argument("--adversary2", default="", metavar="ID", help="a supporting adversary")
    s.add_argument("--level2", type=int, default=None, metavar="N", help="the supporting adversary's level, 0-6")
    s.add_argument("--scenario", default="", metavar="ID", help="the scenario every game is played with")
    s.set_defaults(fn=_sim)
    c = sub.add_parser("catalog", help="list the content")
    c.add_argument("--json", action="store_true")
    c.set_defaults(fn=_catalog)
    k = sub.add_parser("check-save", help="check a save file (exit 0 good, 2 bad)")
    k.add_argument("path")
    k.add_argument("--json", action="store_true", help='one JSON line: {"ok", "reason", "turn", "phase", ...}')
    k.set_defaults(fn=_check_save)
    b = sub.add_parser("bench", help="measure speed and memory")
    b.add_argument("--json", action="store_true")
    b.set_defaults(fn=_bench)
    h = sub.add_parser("hint", help="the bot's suggested move for a saved game, and why")
    h.add_argument("path")
    h.add_argument("--json", action="store_true", help='one JSON line: {"command", "reason", ...}')
    h.set_defaults(fn=_hint)
    r = sub.add_parser("replay", help="watch a saved or finished game, read-only")
    r.add_argument("path")
    r.add_argument("--screenshots", default="", metavar="DIR", help="write a picture of each turn here, then exit")
    r.add_argument("--size", type=_size, default=None, metavar="WxH")
    r.add_argument("--speed", default="", help="animation speed: slow normal fast instant")
    r.set_defaults(fn=_replay)
    t = sub.add_parser("tutorial", help="the guided first game (Learn to play)")
    t.add_argument("--autoplay", action="store_true", help="a bot does each step")
    t.add_argument("--screenshots", default="", metavar="DIR", help="a picture of each step here")
    t.add_argument("--size", type=_size, default=None, metavar="WxH")
    t.add_argument("--speed", default="", help="animation speed: slow normal fast instant")
    t.set_defaults(fn=_tutorial)
    pl = sub.add_parser("play", help="open the table (optionally autoplayed by a bot)")
    from .app import add_table_options
    add_table_options(pl, everything=False)
    pl.set_defaults(fn=_play, seed=1, smoke=False, bench_startup=False)
    if argv[0] in ("--help", "-h"):
        print(_full_help(p, sub))
        return 0
    args = p.parse_args(argv)
    return args.fn(args)


if __name__ == "__main__":
    sys.exit(main())
