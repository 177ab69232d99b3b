"""A position's copy (an undo step, a replayed save's base) is the position: equal, sharing nothing
that changes with it, and holding the same list or dict twice wherever the position does (a step
on the stack and the pending decision may hold the same effect)."""
from __future__ import annotations

import random

from game.engine import Game, legal_commands
from game.engine.state import Option
from game.ruleset import Ruleset

SPIRITS = ["falling-cinder-rain", "mending-moss", "scattering-gale", "marsh-mist-dread"]
# a game's ruleset is read-only and shared by reference by every copy of its state (engine.rulebook)
IMMUTABLE = (str, int, bool, float, type(None), Option, Ruleset)


def _walk(value, seen: dict, again: list, path: str) -> None:
    """Every list, dict and dataclass reachable from `value`: `seen` by id (with the path it was
    first reached by), `again` the paths reaching one already seen (with that first path)."""
    if isinstance(value, IMMUTABLE):
        return
    if isinstance(value, tuple):
        for i, x in enumerate(value):
            _walk(x, seen, again, f"{path}[{i}]")
        return
    if id(value) in seen:
        again.append((path, seen[id(value)]))
        return
    seen[id(value)] = path
    items = (value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list)
             else vars(value).items())
    for k, x in items:
        _walk(x, seen, again, f"{path}.{k}")


def _positions(games: int):
    """Every position of a few random games, two to four spirits."""
    for seed in range(games):
        rng, players = random.Random(seed), 2 + seed % 3
        g = Game({"spirits": SPIRITS[:players], "boards": list("ABCD"[:players]), "seed": seed}, keep_undo=False)
        for _ in range(300):
            yield g.state
            cmds = legal_commands(g.state)
            if not cmds:
                break
            g.apply(rng.choice(cmds))


def test_a_copy_of_a_position_equals_it_and_shares_nothing_that_changes():
    for state in _positions(3):
        copy = state.clone()
        assert copy == state and copy.state_hash() == state.state_hash()
        mine, theirs, mine_again, theirs_again = {}, {}, [], []
        _walk(state, mine, mine_again, "")
        _walk(copy, theirs, theirs_again, "")
        assert not set(mine) & set(theirs)
        assert theirs_again == mine_again


def test_a_copy_changed_leaves_the_position_as_it_was():
    state = next(s for s in _positions(1) if s.turn == 2)
    before = state.state_hash()
    copy = state.clone()
    copy.lands[next(iter(copy.lands))]["zz"] = 1
    copy.spirits[0].hand.append("zz")
    copy.stack.append({"op": "zz"})
    copy.stack[0]["zz"] = 1
    assert state.state_hash() == before
