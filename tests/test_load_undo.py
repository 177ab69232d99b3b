"""A loaded game undoes exactly as the game that was saved: loading replays the log without an
undo snapshot per command, then rebuilds the undo history back to the last reveal."""
import json
import random

import pytest

from game.bots import make_bot
from game.engine import Game, Rejection, Undo, from_save, to_save


def _played(seed: int, commands: int, players: int = 2) -> Game:
    """A game where a bot plays and now and then takes back one or two of its moves."""
    rng = random.Random(seed)
    game = Game({"spirits": ["falling-cinder-rain", "mending-moss", "scattering-gale",
                             "marsh-mist-dread"][:players], "boards": list("ABCD"[:players]), "seed": seed})
    bot = make_bot("random", seed)
    for _ in range(commands):
        if game.state.result:
            break
        if game.can_undo() and rng.random() < 0.15:
            for _ in range(rng.randint(1, 2)):
                if game.can_undo():
                    assert not isinstance(game.apply(Undo()), Rejection)
        else:
            game.apply(bot.choose(game))
    return game


def _hashes(game: Game) -> list[str]:
    return [s.state_hash() for s in game.history]


@pytest.mark.parametrize("seed,commands", [(1, 40), (2, 90), (3, 150), (5, 230), (8, 61)])
def test_undo_after_a_load_goes_back_exactly_as_far_as_before(seed, commands):
    game = _played(seed, commands)
    assert any(isinstance(c, Undo) for c in game.log)
    loaded = from_save(json.loads(json.dumps(to_save(game))))
    assert loaded.state.state_hash() == game.state.state_hash()
    assert _hashes(loaded) == _hashes(game)
    assert loaded.can_undo() == game.can_undo() and loaded.keep_undo
    while game.can_undo():
        game.apply(Undo())
        loaded.apply(Undo())
        assert loaded.state.state_hash() == game.state.state_hash()
    assert not loaded.can_undo()
    assert isinstance(loaded.apply(Undo()), Rejection)


def test_a_loaded_game_goes_on_with_undo_as_before():
    game = _played(4, 120)
    loaded = from_save(json.loads(json.dumps(to_save(game))))
    bot_a, bot_b = make_bot("random", 9), make_bot("random", 9)
    for _ in range(30):
        if game.state.result:
            break
        cmd = bot_a.choose(game)
        assert bot_b.choose(loaded) == cmd
        game.apply(cmd)
        loaded.apply(cmd)
        assert _hashes(loaded) == _hashes(game)


def test_an_undo_with_nothing_left_to_undo_in_a_save_is_refused():
    game = _played(6, 30)
    data = to_save(game)
    data["commands"] = data["commands"][:1] + [Undo().to_dict()] * 3 + data["commands"][1:]
    from game.engine import SaveError
    with pytest.raises(SaveError, match="refused"):
        from_save(data)

