"""Saves as data: format version, config, seed, the command log and a snapshot with its hash.

Loading replays the log from the config and checks the result against the snapshot's hash,
so an edited save is caught. A save of an older format is first brought to this one by the
migrations of engine.migrate (the only place that knows old formats); it is then checked by the
position its replay must reach. This module is pure (dicts in, dicts out); files are game.persist's.

Format 2 added to format 1 the invader phase's steps, kinds' numbers and the event deck in the
snapshot, and `migrated` ({"from": 1, "commands": n}) on a game first saved in an older format:
its first n commands were replayed under newer rules, so undo stops there. Format 3 (this one)
takes words out of the game's identity: a saved command names its option by kind and data, no
label, and the check hash leaves out the pending question's prompt and labels.
"""
from __future__ import annotations

import pickle

from . import needs, rulebook
from .api import Game, _apply_in_place
from .commands import Rejection, Undo, command_from_dict
from .flow import take_events
from .flow import RuleError
from ..core.savefile import check_envelope, describe, short
from .migrate import FORMAT, OLDEST, VERSION, SaveError, differences, position, upgrade
from .setup import SetupError
from .invariants import violations
from .state import GameState

__all__ = ["FORMAT", "VERSION", "OLDEST", "SaveError", "to_save", "from_save", "resume", "Replay"]


def to_save(game: Game) -> dict:
    """The save of a game in progress."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "config": game.config,
        "seed": game.config["seed"],
        "commands": [c.to_dict() for c in game.log],
        "turn": game.state.turn,
        "phase": game.state.phase,
        "snapshot": game.state.to_dict(),
        "hash": game.state.state_hash(),
        "undo": len(game.history),      # how far undo goes back (see resume)
    }
    if game.migrated:
        data["migrated"] = dict(game.migrated)
    named = game.config.get("packs")
    if named:   # the versions of the packs it is played with, beside its settings (not in them: a
        # base game's save, seed and hash stay as they were)
        versions = dict(rulebook.of(game.state).packs)
        data["packs"] = {name: versions.get(name, "") for name in named}
    return data


def from_save(data, observer=None) -> Game:
    """Rebuild a game from a save, replaying its commands. Raises SaveError with the reason.
    An optional `observer` watches the replay: `observer.before(cmd, game)` and
    `observer.after(cmd, events, game)` around each command (the table rebuilds its log so)."""
    return Replay(data, observer).finish()


def resume(data, observer=None) -> Game:
    """A saved game ready to play on at once: its position is the save's snapshot, checked by its
    hash and the invariants, and its moves (the undo history and what the log tells) are replayed
    later by `game.past`, a little at a time or all at once when undo first needs them.

    The position is the save's own: a save whose snapshot is sound plays on even if its moves
    were damaged (progress is never lost); `game.past.problem` then says why undo and the log
    start at the save. A save this cannot trust that way (an older format, no undo depth, a
    snapshot that does not match its hash or breaks an invariant) is replayed in full now, as
    `from_save` does, with the same refusals and the observer watching."""
    replay = Replay(data)
    snap, depth = data.get("snapshot"), data.get("undo")
    if replay.expected is not None or type(depth) is not int or not 0 <= depth <= len(data["commands"]) \
            or not isinstance(snap, dict):
        replay.observer = observer
        return replay.finish()
    try:
        state = GameState.from_dict(snap)
        sound = (state.state_hash() == data["hash"] and state.config == replay.game.config
                 and not violations(state) and not summary_problem(data, state))
    except Exception:   # noqa: BLE001 - a snapshot that does not even build: the replay will say why
        sound = False
    if not sound:
        replay.observer = observer
        return replay.finish()
    game = Game.__new__(Game)
    game.__dict__.update(vars(replay.fresh()))
    game.keep_undo = True
    game.state, game.log, game.migrated, game.past = state, replay.commands(), replay.migrated, replay
    game.history = replay.waiting = _History(replay.undo_history, depth)
    return game


class Replay:
    """A save's moves replayed from its settings, one command at a time (`step`) or all at once
    (`finish`), with the same checks and refusals (SaveError) whichever way."""

    def __init__(self, data, observer=None):
        data, self.expected = _checked(data)
        lacking = needs.missing(data)       # a pack's kind, step, rule... not in this install
        if lacking:
            raise SaveError(lacking)
        self.data, self.observer = data, observer
        self.migrated = _migrated(data)
        self.game = self.fresh()
        if "seed" in data and (type(data["seed"]) is not int or data["seed"] != self.game.config["seed"]):
            raise SaveError(f"the save was edited: its seed {_short(data['seed'])} is not the seed of its game "
                            f"settings ({_short(self.game.config['seed'])})")
        self.since = _Since(self.game)
        self.done = 0               # commands replayed
        self.problem = ""           # why the replay failed, once it has
        self.waiting = None         # the resumed game's undo history, still to be filled by this replay
        self._parsed: list | None = None

    def fresh(self) -> Game:
        """The game at its setup, from the save's settings."""
        try:
            return Game(self.data["config"], keep_undo=False)     # no undo snapshot per replayed command
        except (SetupError, KeyError, TypeError, ValueError) as e:
            raise SaveError(f"the save's game settings are invalid: {_short(str(e))}") from None

    @property
    def over(self) -> bool:
        """Every command has been replayed (or the replay failed)."""
        return bool(self.problem) or self.done > len(self.data["commands"])

    def commands(self) -> list:
        """The save's commands, each checked for its form (SaveError at the first bad one)."""
        if self._parsed is None:
            out = []
            for n, raw in enumerate(self.data["commands"]):
                try:
                    out.append(command_from_dict(raw))
                except ValueError as e:
                    raise SaveError(f"the save is damaged at command {n + 1}: {_short(str(e))}") from None
            self._parsed = out
        return self._parsed

    def step(self, count: int = 1) -> bool:
        """Replay up to `count` more commands (the last step also checks where they led); True once
        the replay is over. A failure is kept in `problem` instead of raised."""
        try:
            for _ in range(count):
                if self.over:
                    break
                self._next()
        except SaveError as e:
            self._fail(str(e))
        except Exception as e:  # noqa: BLE001 - a damaged save must never crash the table
            self._fail(f"the save is damaged ({type(e).__name__} while replaying it)")
        return self.over

    def finish(self) -> Game:
        """Replay what is left; the replayed game, or SaveError saying why not."""
        while not self.over:
            try:
                self._next()
            except SaveError as e:
                self._fail(str(e))
                raise
            except Exception as e:  # a damaged save must never crash the table
                self._fail(f"the save is damaged ({type(e).__name__} while replaying it)")
                raise SaveError(self.problem) from None
        if self.problem:
            raise SaveError(self.problem)
        return self.game

    def _fail(self, problem: str) -> None:
        """The moves do not replay: say why, and the resumed game cannot undo past its save."""
        self.problem = problem
        if self.waiting is not None and self.waiting._build is not None:
            self.waiting.clear()

    def undo_history(self) -> list:
        """The undo history the replay rebuilt (empty if the moves did not replay)."""
        try:
            return list(self.finish().history)
        except SaveError:
            return []

    def _next(self) -> None:
        commands, n, game, since = self.data["commands"], self.done, self.game, self.since
        self.done += 1
        if n == len(commands):
            self._end()
            return
        if self.migrated and n == self.migrated["commands"]:
            since.cut()
        cmd = self.commands()[n] if self._parsed is not None else _command(commands[n], n)
        observer = self.observer
        try:
            if observer is not None:
                observer.before(cmd, game)
            if type(cmd) is Undo:
                res = since.undo(cmd)
            else:
                since.before()
                res = game.replay(cmd)      # its form was checked by command_from_dict
        except (RuleError, KeyError, ValueError, TypeError, IndexError) as e:
            raise SaveError(f"the save is damaged at command {n + 1}: {_short(str(e))}") from None
        if isinstance(res, Rejection):
            raise SaveError(f"the save does not replay (command {n + 1} was refused: {_short(res.reason)})")
        if type(cmd) is not Undo:
            since.applied(cmd, res)
        if observer is not None:
            observer.after(cmd, res, game)

    def _end(self) -> None:
        game, data, migrated = self.game, self.data, self.migrated
        if migrated and migrated["commands"] == len(data["commands"]):
            self.since.cut()
        if self.expected is not None:
            wrong = differences(self.expected, position(game.state.to_dict()))
            if wrong:
                raise SaveError(f"the format-{migrated['from']} save cannot be migrated: replayed under this "
                                f"version's rules it does not reach its own position ({_short(', '.join(wrong), 80)})")
        elif game.state.state_hash() != data["hash"]:
            raise SaveError("the save was edited or damaged (its check hash does not match the replay)")
        wrong = summary_problem(data, game.state)
        if wrong:
            raise SaveError(wrong)
        game.history = self.since.history()
        game.keep_undo = True
        game.migrated = migrated


def summary_problem(data: dict, state: GameState) -> str:
    """Why a save's summary of its game (the top-level "turn" and "phase" a list of saves shows)
    is not that of the position it holds, "" when it is (or the save has none)."""
    for key, value in (("turn", state.turn), ("phase", state.phase)):
        if key in data and (type(data[key]) is not type(value) or data[key] != value):
            return f"the save was edited: its {key} ({_short(str(data[key]), 30)}) is not that of its position ({value})"
    return ""


def _command(raw, n: int):
    try:
        return command_from_dict(raw)
    except ValueError as e:
        raise SaveError(f"the save is damaged at command {n + 1}: {_short(str(e))}") from None


def _checked(data) -> tuple[dict, dict | None]:
    """The save brought to this format, after the checks of its outer shape (SaveError if not a
    save this game can read), and the position an older format's replay must reach (or None)."""
    check_envelope(data, FORMAT, OLDEST, VERSION)
    data, expected = upgrade(data, VERSION)
    if not isinstance(data["commands"], list) or not isinstance(data["config"], dict):
        raise SaveError("the save is damaged (wrong structure)")
    return data, expected


def _migrated(data: dict) -> dict | None:
    """The save's mark of a migration ({"from": format, "commands": n}), checked, or None."""
    mark = data.get("migrated")
    if mark is None:
        return None
    ok = (isinstance(mark, dict) and set(mark) == {"from", "commands"}
          and type(mark["from"]) is int and OLDEST <= mark["from"] < VERSION
          and type(mark["commands"]) is int and 0 <= mark["commands"] <= len(data["commands"]))
    if not ok:
        raise SaveError("the save is damaged (its mark of an older format is not readable)")
    return {"from": mark["from"], "commands": mark["commands"]}


_kind, _short = describe, short     # a wrong value and a bounded message part, in words (core)


class _Since:
    """What undo needs while a save replays, without a snapshot per command: the position just
    after the last reveal (copied only once a command follows it), and the commands since
    (undo can go no further back)."""

    def __init__(self, game: Game):
        self.game = game
        self.base = None            # None: the base is the game's position as it is now
        self.commands: list = []

    def cut(self) -> None:
        """Undo goes no further back than here (a migration from an older format)."""
        self.base, self.commands = None, []

    def before(self) -> None:
        """A command is about to change the position: keep the base first (pickled: most bases
        are never needed, a later reveal replaces them, so only the one undo needs is unpickled)."""
        if self.base is None:
            self.base = pickle.dumps(self.game.state, protocol=pickle.HIGHEST_PROTOCOL)

    def applied(self, cmd, events) -> None:
        if any(e.reveal for e in events):
            self.base, self.commands = None, []
        else:
            self.commands.append(cmd)

    def undo(self, cmd):
        """An Undo in the log, taken by the game itself (same checks, same refusals) with the
        history since the last reveal rebuilt for it."""
        g = self.game
        g.history = self.history()
        res = g.apply(cmd)
        g.history = []
        if not isinstance(res, Rejection):
            self.commands.pop()
        return res

    def history(self) -> "_History":
        """Game.history as a game played without a break would have it: the position before
        each command since the last reveal (built when first needed)."""
        base, commands = self.base, list(self.commands)

        def build() -> list:
            out, state = [], pickle.loads(base)
            for cmd in commands:
                out.append(state.clone())
                _apply_in_place(state, cmd)
                take_events(state)
            return out
        return _History(build, len(commands))


class _History(list):
    """An undo history filled in on first use; its length (all `Game` asks before an undo)
    is known without building it."""

    def __init__(self, build, length: int):
        super().__init__()
        self._build, self._length = (build, length) if length else (None, 0)

    def _fill(self) -> None:
        if self._build is not None:
            build, self._build = self._build, None
            list.extend(self, build())

    def __len__(self) -> int:
        return self._length if self._build is not None else list.__len__(self)

    def clear(self) -> None:
        self._build = None
        list.clear(self)

    def __iter__(self):
        self._fill()
        return list.__iter__(self)

    def __getitem__(self, i):
        self._fill()
        return list.__getitem__(self, i)

    def __eq__(self, other):
        self._fill()
        return list.__eq__(self, other)

    def pop(self, *args):
        self._fill()
        return list.pop(self, *args)

    def append(self, item) -> None:
        self._fill()
        list.append(self, item)

    def extend(self, items) -> None:
        self._fill()
        list.extend(self, items)
