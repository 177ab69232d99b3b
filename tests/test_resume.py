"""A game resumed from its save plays on exactly as the game that was saved: its position comes
from the save's snapshot (checked by the hash and the invariants) and its moves are replayed later,
for undo and the log. A save the snapshot cannot be trusted for is replayed in full at once."""
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.bots import make_bot
from game.engine import Rejection, legal_commands, SaveError, Undo, from_save, resume, to_save
from game.engine.save import Replay
from game.engine.state import GameState
from test_load_undo import _hashes, _played


def _save(game) -> dict:
    return json.loads(json.dumps(to_save(game)))


def _same_from_here(a, b, moves: int, seed: int) -> None:
    """Both games offer the same rules commands and reach the same positions and events."""
    bot = make_bot("random", seed)
    for _ in range(moves):
        if a.state.result:
            break
        cmd = bot.choose(a)
        assert sorted(map(repr, legal_commands(a.state))) == sorted(map(repr, legal_commands(b.state)))
        ea, eb = a.apply(cmd), b.apply(cmd)
        assert ea == eb
        assert a.state.state_hash() == b.state.state_hash()


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(1, 10_000), commands=st.integers(0, 160))
def test_a_resumed_game_plays_on_exactly_as_the_game_it_was_saved_from(seed, commands):
    game = _played(seed, commands)
    resumed = resume(_save(game))
    assert resumed.past is not None and resumed.past.done == 0     # nothing replayed yet
    assert resumed.state.state_hash() == game.state.state_hash()
    assert len(resumed.history) == len(game.history) and resumed.can_undo() == game.can_undo()
    _same_from_here(game, resumed, 40, seed)
    assert to_save(resumed)["commands"] == to_save(game)["commands"]


@pytest.mark.parametrize("seed,commands", [(1, 40), (2, 90), (3, 150), (8, 61)])
def test_undo_after_a_resume_goes_back_exactly_as_far_as_before(seed, commands):
    game = _played(seed, commands)
    resumed = resume(_save(game))
    assert len(resumed.history) == len(game.history)
    while game.can_undo():
        assert not isinstance(game.apply(Undo()), Rejection)
        assert not isinstance(resumed.apply(Undo()), Rejection)
        assert resumed.state.state_hash() == game.state.state_hash()
    assert not resumed.can_undo() and isinstance(resumed.apply(Undo()), Rejection)
    assert resumed.past.over and not resumed.past.problem


def test_the_past_replays_a_little_at_a_time_and_tells_the_log_what_happened():
    game = _played(3, 150)
    resumed = resume(_save(game))
    seen = []

    class Watch:
        def before(self, cmd, g):
            seen.append(cmd)

        def after(self, cmd, events, g):
            pass

    resumed.past.observer = Watch()
    steps = 0
    while not resumed.past.step(25):
        steps += 1
    assert steps >= len(game.log) // 25 - 1
    assert seen == game.log and not resumed.past.problem
    assert _hashes(resumed) == _hashes(game)


def test_a_save_whose_moves_were_damaged_plays_on_from_its_position_without_undo():
    game = _played(2, 90)
    assert game.can_undo()
    data = _save(game)
    data["commands"][5] = data["commands"][40]      # well formed, but not what was played
    with pytest.raises(SaveError):
        from_save(json.loads(json.dumps(data)))
    resumed = resume(data)
    assert resumed.state.state_hash() == game.state.state_hash()
    assert resumed.past.step(10_000) and resumed.past.problem
    assert not resumed.can_undo() and not resumed.history
    assert isinstance(resumed.apply(Undo()), Rejection)      # refused, nothing changed
    assert resumed.state.state_hash() == game.state.state_hash()
    _same_from_here(game, resumed, 20, 2)


@pytest.mark.parametrize("damage", ["snapshot_edited", "hash_edited", "no_undo_depth", "undo_depth_wrong_type",
                                    "snapshot_not_a_position", "invariant_broken"])
def test_a_save_whose_snapshot_cannot_be_trusted_is_replayed_in_full_at_once(damage):
    game = _played(5, 120)
    data = _save(game)
    if damage == "snapshot_edited":
        data["snapshot"]["fear_pool"] += 1
    elif damage == "hash_edited":
        data["hash"] = "0" * 32
    elif damage == "no_undo_depth":
        del data["undo"]
    elif damage == "undo_depth_wrong_type":
        data["undo"] = "3"
    elif damage == "snapshot_not_a_position":
        data["snapshot"] = {"lands": 7}
    else:   # and the hash made to match it, so only the invariants can tell
        land = next(iter(data["snapshot"]["lands"]))
        data["snapshot"]["lands"][land]["E"] = -1
        data["hash"] = GameState.from_dict(json.loads(json.dumps(data["snapshot"]))).state_hash()
    if damage in ("hash_edited", "invariant_broken"):
        with pytest.raises(SaveError, match="check hash"):
            resume(data)
        return
    resumed = resume(data)
    assert resumed.past is None                     # replayed now, as a load always was
    assert resumed.state.state_hash() == game.state.state_hash()
    assert _hashes(resumed) == _hashes(game)


def test_a_replay_refuses_a_damaged_save_with_the_same_words_one_step_at_a_time_or_at_once():
    data = _save(_played(4, 100))
    data["commands"][30] = {"type": "Choose", "spirit": 0, "option": {"kind": "nothing-like-this"}}
    with pytest.raises(SaveError) as at_once:
        Replay(json.loads(json.dumps(data))).finish()
    stepped = Replay(json.loads(json.dumps(data)))
    while not stepped.step(7):
        pass
    assert stepped.problem == str(at_once.value) and "command 31" in stepped.problem


def test_a_snapshot_edited_with_its_hash_to_match_is_played_on_but_its_past_says_it_was_edited():
    game = _played(6, 110)
    data = _save(game)
    data["snapshot"]["spirits"][0]["energy"] += 5
    data["hash"] = GameState.from_dict(json.loads(json.dumps(data["snapshot"]))).state_hash()
    resumed = resume(data)
    assert resumed.state.spirits[0].energy == game.state.spirits[0].energy + 5
    assert resumed.past.step(10_000) and "check hash does not match" in resumed.past.problem
    assert not resumed.history and isinstance(resumed.apply(Undo()), Rejection)
