"""Saves replay to the same position (or are refused in words), and undo goes back one decision at a
time down to the last reveal: a die roll or a card drawn (DESIGN §3, the issue's "undo up to a reveal")."""
import json

import pytest

from game.core.savefile import SaveError
from game.quest.bots import make_bot, play
from game.quest.engine import Choose, Option, Quest, Undo, legal_commands
from game.quest.engine.save import from_save, to_save

from .helpers import choose


def played(n=150, seed=3, heroes=("brannoc", "mirelle", "osgar")) -> Quest:
    return play(Quest({"heroes": list(heroes), "seed": seed}), make_bot("greedy", seed), n)


def test_a_save_replays_its_moves_to_the_same_position():
    q = played()
    data = json.loads(json.dumps(to_save(q)))
    assert data["format"] == "spittlesnot-save" and data["version"] == 1
    again = from_save(data)
    assert again.state.state_hash() == q.state.state_hash() == data["hash"]
    assert legal_commands(again.state) == legal_commands(q.state)


def test_a_save_with_undos_in_its_log_replays():
    q = Quest({"heroes": ["mirelle"], "seed": 2})
    choose(q, "move", area="1B.b")
    assert [e.kind for e in q.apply(Undo())] == ["Undone"] and q.state.heroes[0].area == "1B.a"
    choose(q, "dash")
    again = from_save(json.loads(json.dumps(to_save(q))))
    assert again.state.state_hash() == q.state.state_hash() and again.log == q.log


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(hash="0" * 64), "do not lead to the position"),
    (lambda d: d["commands"].append({"type": "choose", "hero": 0, "option": {"kind": "fly", "area": "1B.a"}}),
     "is refused"),
    (lambda d: d["commands"].append({"type": "choose", "hero": "0"}), "is not a move"),
    (lambda d: d.update(format="spirit-island-save"), "not a save file of this game"),
    (lambda d: d.update(version=2), "newer version"),
    (lambda d: d.update(config={"heroes": ["nobody"]}), "settings are wrong"),
])
def test_a_changed_save_is_refused_in_words(damage, words):
    data = json.loads(json.dumps(to_save(played(40))))
    damage(data)
    with pytest.raises(SaveError, match=words):
        from_save(data)


def test_undo_goes_back_one_decision_at_a_time():
    q = Quest({"heroes": ["mirelle"], "seed": 2})
    start = q.state.state_hash()
    choose(q, "move", area="1B.b")
    choose(q, "dash")
    assert q.can_undo()
    q.apply(Undo())
    q.apply(Undo())
    assert q.state.state_hash() == start and not q.can_undo()


def test_undo_stops_at_a_die_roll():
    q = Quest({"heroes": ["mirelle"], "seed": 2})
    choose(q, "move", area="1B.b")
    events = choose(q, "search", target="1B.b")          # the red die: a reveal
    assert any(e.reveal for e in events)
    assert not q.can_undo()
    refused = q.apply(Undo())
    assert not refused and refused.code == "nothing_to_undo" and "undo" in refused.reason.lower()


def test_undo_stops_at_a_card_drawn():
    q = Quest({"heroes": ["mirelle"], "seed": 2})
    q.state.heroes[0].area = "7B.b"
    choose(q, "open", target="d1")                       # a trap card
    assert not q.can_undo()


def test_a_refused_command_changes_nothing_and_says_why_in_words():
    q = Quest({"heroes": ["mirelle"], "seed": 2})
    before = q.state.state_hash()
    for cmd, code in [(Choose(0, Option("fly", 0, area="9B.a")), "not_a_choice"),
                      (Choose(3, legal_commands(q.state)[0].option), "not_your_choice"),
                      (Choose(0, "move"), "bad_command"), ("undo", "bad_command")]:
        res = q.apply(cmd)
        assert not res and res.code == code and res.reason and "{" not in res.reason
    assert q.state.state_hash() == before and q.log == []


def test_every_refusal_code_of_the_quest_has_its_sentence():
    import pathlib
    import re
    from game.quest import words
    src = "".join(p.read_text() for p in pathlib.Path(words.__file__).parent.glob("engine/*.py"))
    codes = set(re.findall(r'Rejection\("([a-z_]+)"', src)) | {"nothing_to_undo", "game_over", "engine_error"}
    assert codes <= set(words.REJECTIONS), codes - set(words.REJECTIONS)


def test_commands_from_outside_whatever_they_hold_are_refused_in_words_and_change_nothing():
    """A fuzz of malformed and illegal commands: never an exception, never a change."""
    import random as rnd
    q = played(30)
    before = q.state.state_hash()
    pick = rnd.Random(7)
    values = [None, -1, 0, 1, 99, "", "h0", "e1", "1B.a", "x" * 300, 1.5, [], {}, True]
    kinds = ["move", "attack", "end_turn", "reroll", "shields", "souls", "fly", "", "nonsense"]
    for _ in range(300):
        fields = {k: pick.choice(values) for k in ("hero", "area", "target", "item", "index") if pick.random() < 0.5}
        try:
            opt = Option(pick.choice(kinds), **fields)
        except TypeError:
            continue
        res = q.apply(Choose(pick.choice(values), opt))
        if isinstance(res, list):       # a legal command, by chance: put it back
            q.apply(Undo())
            continue
        assert not res and res.reason and "{" not in res.reason
    assert q.state.state_hash() == before


def test_undo_returns_exactly_the_position_before_each_command_and_a_save_keeps_the_undos():
    """Random play with undos mixed in: each accepted undo gives back the very position (hash) before the
    command it takes back; a reveal in between makes undo refuse; the log with its undos replays."""
    import random as rnd
    pick = rnd.Random(3)
    q = Quest({"heroes": ["mirelle", "osgar"], "seed": 8})
    hashes = [q.state.state_hash()]
    undone = 0
    for _ in range(250):
        if q.state.result:
            break
        if q.can_undo() and pick.random() < 0.3:
            assert [e.kind for e in q.apply(Undo())] == ["Undone"]
            hashes.pop()
            assert q.state.state_hash() == hashes[-1]
            undone += 1
            continue
        events = q.apply(pick.choice(legal_commands(q.state)))
        if any(e.reveal for e in events):
            hashes = []
            assert not q.can_undo()
        hashes.append(q.state.state_hash())
    assert undone > 5
    again = from_save(json.loads(json.dumps(to_save(q))))
    assert again.state.state_hash() == q.state.state_hash()
