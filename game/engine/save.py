"""Saves as data: format version, config, seed, the command log and a snapshot with its hash.

Loading replays the log from the config and checks the result against the snapshot's hash,
so an edited save is caught. This module is pure (dicts in, dicts out); files are game.persist's.
"""
from __future__ import annotations

from .api import Game, _apply_in_place
from .commands import Rejection, Undo, command_from_dict
from .flow import take_events
from .flow import RuleError
from .setup import SetupError

FORMAT = "spirit-island-table-save"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why, for the player."""


def to_save(game: Game) -> dict:
    """The save of a game in progress."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": game.config,
        "seed": game.config["seed"],
        "commands": [c.to_dict() for c in game.log],
        "turn": game.state.turn,
        "phase": game.state.phase,
        "snapshot": game.state.to_dict(),
        "hash": game.state.state_hash(),
    }


def from_save(data) -> Game:
    """Rebuild a game from a save, replaying its commands. Raises SaveError with the reason."""
    if not isinstance(data, dict):
        raise SaveError("not a save file (the JSON is not an object)")
    if data.get("format") != FORMAT:
        raise SaveError("not a save file of this game")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(f"the save is from a newer version of the game (format {version}, this game reads {VERSION})")
    if version < VERSION:
        raise SaveError(f"the save format {version} is too old to read")
    for key in ("config", "commands", "hash"):
        if key not in data:
            raise SaveError(f"the save is incomplete (no {key})")
    if not isinstance(data["commands"], list) or not isinstance(data["config"], dict):
        raise SaveError("the save is damaged (wrong structure)")
    try:
        game = Game(data["config"], keep_undo=False)     # no undo snapshot per replayed command
    except (SetupError, KeyError, TypeError, ValueError) as e:
        raise SaveError(f"the save's game settings are invalid: {e}") from None
    since = _Since(game)
    for n, raw in enumerate(data["commands"]):
        try:
            cmd = command_from_dict(raw)
        except ValueError as e:
            raise SaveError(f"the save is damaged at command {n + 1}: {e}") from None
        try:
            if isinstance(cmd, Undo):
                res = since.undo()
            else:
                since.before()
                res = game.apply(cmd)
        except (RuleError, KeyError, ValueError, TypeError, IndexError) as e:
            raise SaveError(f"the save is damaged at command {n + 1}: {e}") from None
        if isinstance(res, Rejection):
            raise SaveError(f"the save does not replay (command {n + 1} was refused: {res.reason})")
        if not isinstance(cmd, Undo):
            since.applied(cmd, res)
    if game.state.state_hash() != data["hash"]:
        raise SaveError("the save was edited or damaged (its check hash does not match the replay)")
    game.history = since.history()
    game.keep_undo = True
    return game


class _Since:
    """What undo needs while a save replays, without a snapshot per command: the position just
    after the last reveal (copied only once a command follows it), and the commands since
    (undo can go no further back)."""

    def __init__(self, game: Game):
        self.game = game
        self.base = None            # None: the base is the game's position as it is now
        self.commands: list = []

    def before(self) -> None:
        """A command is about to change the position: keep the base first."""
        if self.base is None:
            self.base = self.game.state.clone()

    def applied(self, cmd, events) -> None:
        if any(e.reveal for e in events):
            self.base, self.commands = None, []
        else:
            self.commands.append(cmd)

    def undo(self):
        """An Undo in the log: the position before the last command still standing."""
        g = self.game
        if not self.commands:
            return Rejection("nothing to undo since the last card was revealed")
        if g.state.result:
            return Rejection("the game is over")
        self.commands.pop()
        state = self.base.clone()
        for cmd in self.commands:
            _apply_in_place(state, cmd)
            take_events(state)
        g.state = state
        g.log.append(Undo())
        return []

    def history(self) -> "_History":
        """Game.history as a game played without a break would have it: the position before
        each command since the last reveal (built when first needed)."""
        base, commands = self.base, list(self.commands)

        def build() -> list:
            out, state = [], base.clone()
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
