"""Decisions, commands, rejections, undo and saves (DESIGN.md §3, issue 2 items 9-10)."""
import json

import pytest

from game.engine import Adjust, Choose, Game, Option, Rejection, SaveError, Undo, apply, from_save, to_save
from game.bots import make_bot, play
from game.engine.save import VERSION

FIRE = "falling-cinder-rain"


def new(seed=4, spirits=(FIRE,)):
    return Game({"spirits": list(spirits), "seed": seed})


def test_every_choice_is_a_pending_decision_with_its_legal_options():
    g = new()
    d = g.state.decision
    assert d is not None and d.kind == "spirit_action"
    assert {c.option for c in g.legal_commands() if isinstance(c, Choose)} == set(d.options)


def test_a_command_that_is_not_offered_is_rejected_with_a_reason_and_changes_nothing():
    g = new()
    h = g.state.state_hash()
    res = g.apply(Choose(0, Option("deck", 0, piece="minor")))
    assert isinstance(res, Rejection) and "not one of the choices" in res.reason
    assert g.state.state_hash() == h and g.log == []


def test_a_card_played_before_growth_is_refused_because_a_spirit_grows_first():
    """The refusal names the rule (engine.why), with the code the table shows in words too."""
    g = new()
    h = g.state.state_hash()
    res = g.apply(Choose(0, Option("play", 0, card="pelting-embers")))
    assert isinstance(res, Rejection) and res.code == "grow_first"
    assert g.state.state_hash() == h and g.log == []


def test_a_choice_made_by_the_wrong_spirit_is_rejected():
    g = new(spirits=(FIRE, "scattering-gale"))
    opt = next(o for o in g.state.decision.options if o.spirit == 0)
    res = g.apply(Choose(1, opt))
    assert isinstance(res, Rejection) and "another spirit" in res.reason


def test_pure_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    g = new()
    st = g.state
    h = st.state_hash()
    new_state, events = apply(st, g.legal_commands()[0])
    assert st.state_hash() == h and new_state.state_hash() != h and events


def test_undo_takes_back_one_decision_at_a_time():
    g = new()
    h0 = g.state.state_hash()
    g.apply(next(c for c in g.legal_commands() if c.option.kind == "growth"))
    h1 = g.state.state_hash()
    assert g.can_undo()
    g.apply(g.legal_commands()[0])
    g.apply(Undo())
    assert g.state.state_hash() == h1
    g.apply(Undo())
    assert g.state.state_hash() == h0


def test_undo_is_refused_across_a_reveal_of_hidden_information():
    g = new()
    bot = make_bot("random", 3)
    after_reveal = None
    while g.state.phase != "slow" and not g.state.result:   # the invader phase reveals a card
        events = g.apply(bot.choose(g))
        if any(e.reveal for e in events):
            after_reveal = g.state.state_hash()
    if g.state.result:
        pytest.skip("game ended before the first explore")
    assert after_reveal is not None
    # Undo is offered exactly when there is something to undo
    assert any(isinstance(c, Undo) for c in g.legal_commands()) == bool(g.history)
    # whatever is left to undo reaches back to the state just after the reveal, never before it
    while g.can_undo():
        assert not isinstance(g.apply(Undo()), Rejection)
    assert g.state.state_hash() == after_reveal
    res = g.apply(Undo())
    assert isinstance(res, Rejection) and "since the last card was revealed" in res.reason
    assert g.state.state_hash() == after_reveal


def test_tabletop_adjustments_are_recorded_and_undoable():
    g = new()
    h = g.state.state_hash()
    land = next(l for l, p in g.state.lands.items() if p.get("E"))
    ev = g.apply(Adjust("E", frm=land, to=""))
    assert ev[-1].kind == "ManualAdjustment" and g.state.adjustments == 1
    g.apply(Undo())
    assert g.state.state_hash() == h


def test_an_illegal_adjustment_gets_a_reason():
    g = new()
    empty = next(l for l, p in g.state.lands.items() if not p)
    res = g.apply(Adjust("C", frm=empty))
    assert isinstance(res, Rejection) and "no City" in res.reason


def played(n=60, seed=5, spirits=(FIRE, "scattering-gale")):
    return play(new(seed, spirits), make_bot("random", seed), n)


def test_a_save_replays_to_the_same_state():
    g = played()
    data = json.loads(json.dumps(to_save(g)))
    assert data["format"] and data["version"] == VERSION and data["commands"]
    assert from_save(data).state.state_hash() == g.state.state_hash()


def test_a_save_with_undos_replays_to_the_same_state():
    g = played(10)
    g.apply(Undo()) if g.can_undo() else None
    assert from_save(json.loads(json.dumps(to_save(g)))).state.state_hash() == g.state.state_hash()


@pytest.mark.parametrize("damage, words", [
    (lambda d: d.update(hash="0" * 32), "edited"),
    (lambda d: d.update(version=99), "newer version"),
    (lambda d: d.update(format="other"), "not a save"),
    (lambda d: d["commands"].append({"type": "choose", "spirit": 0, "option": {"kind": "bogus"}}), "refused"),
    (lambda d: d["commands"].append({"nonsense": 1}), "damaged"),
    (lambda d: d.pop("commands"), "incomplete"),
    (lambda d: d["config"].update(spirits=["nobody"]), "invalid"),
])
def test_a_bad_save_gets_a_clear_reason(damage, words):
    data = json.loads(json.dumps(to_save(played(20))))
    damage(data)
    with pytest.raises(SaveError, match=words):
        from_save(data)


def test_a_save_that_is_not_an_object_is_refused():
    with pytest.raises(SaveError, match="not a save"):
        from_save([1, 2, 3])


def test_the_engine_opens_no_file():
    """What the engine imports is the import contracts' (pyproject.toml, tests/test_layers.py):
    no pygame, files, clock or random there. A built-in `open(` needs no import: looked for here."""
    import pathlib
    import re
    root = pathlib.Path(__file__).resolve().parents[1] / "game" / "engine"
    for f in root.glob("*.py"):
        assert not re.search(r"\bopen\(", f.read_text()), f.name


def test_an_option_that_only_looks_equal_is_rejected_and_changes_nothing():
    # a JSON 1.0 must not pass for the growth option 1
    from dataclasses import replace
    g = new()
    legal = next(c for c in g.legal_commands() if isinstance(c, Choose) and c.option.index == 1)
    h = g.state.state_hash()
    res = g.apply(Choose(0, replace(legal.option, index=1.0)))
    assert isinstance(res, Rejection) and g.state.state_hash() == h
    with pytest.raises(ValueError):
        from game.engine import command_from_dict
        command_from_dict({"type": "choose", "spirit": 0, "option": {"kind": "growth", "spirit": 0, "index": 1.0}})


def test_an_option_equal_to_one_already_accepted_but_not_well_formed_is_still_rejected():
    # the form check remembers the option objects it passed: a lookalike (True for the
    # growth option 1, equal and of equal hash) must not ride on that
    from dataclasses import replace
    first = new()
    legal = next(c for c in first.legal_commands() if isinstance(c, Choose) and c.option.index == 1)
    assert not isinstance(first.apply(legal), Rejection)
    g = new()
    h = g.state.state_hash()
    lookalike = replace(legal.option, index=True)
    assert lookalike == legal.option and hash(lookalike) == hash(legal.option)
    res = g.apply(Choose(0, lookalike))
    assert isinstance(res, Rejection) and g.state.state_hash() == h
    from game.engine.commands import malformation
    assert malformation(legal) is None
    assert malformation(Choose(0, lookalike)) is not None


def test_tabletop_moves_wait_until_the_current_choice_is_finished():
    g = new()
    bot = make_bot("random", 2)
    while g.state.decision.kind in ("spirit_action", "power_action"):
        g.apply(bot.choose(g))
    land = next(l for l, p in g.state.lands.items() if p)
    piece = next(iter(g.state.lands[land]))[0]
    res = g.apply(Adjust(piece, frm=land))
    assert isinstance(res, Rejection) and "finish the current choice" in res.reason


@pytest.mark.parametrize("adjust, words", [
    (Adjust("P-1", frm="", to="A1"), "no such spirit"),
    (Adjust("P7", frm="", to="A1"), "no such spirit"),
    (Adjust(5, frm="A1"), "piece must be text"),
    (Adjust("X", to="A1"), "unknown piece"),
    (Adjust("C2", to="A1"), "undamaged"),
])
def test_a_malformed_tabletop_move_is_rejected(adjust, words):
    g = new()
    res = g.apply(adjust)
    assert isinstance(res, Rejection) and words in res.reason


def test_a_tabletop_move_onto_the_land_it_came_from_is_refused_and_changes_nothing():
    g = new()
    g.state.lands["A5"] = {"E": 1}
    before, moves = g.state.state_hash(), g.state.adjustments
    res = g.apply(Adjust("E", frm="A5", to="A5"))
    assert isinstance(res, Rejection) and res.code == "same_land" and "already in A5" in res.reason
    assert g.state.state_hash() == before and g.state.adjustments == moves and not g.log


def test_a_tabletop_move_takes_the_exact_piece_dragged():
    g = new()
    g.state.lands["A5"] = {"C": 1, "C2": 1}
    g.apply(Adjust("C2", frm="A5", to="A6"))
    assert g.state.lands["A5"] == {"C": 1} and g.state.lands["A6"].get("C2") == 1


def test_victory_is_checked_after_a_tabletop_move():
    g = new()
    for pcs in g.state.lands.values():
        for t in [t for t in pcs if t[0] in "ETC"]:
            del pcs[t]
    g.state.lands["A5"] = {"E": 1}
    g.apply(Adjust("E", frm="A5"))
    assert g.state.result == "victory"
