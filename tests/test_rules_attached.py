"""Pieces that carry something (a kind registered with attached=True, such as a strife-like
token): the land notation, damage per piece, and the hooks on a piece's moments."""
import pytest

from game.content import ops
from game.engine import Adjust, Game, Rejection, Undo, newest
from game.engine import api
from game.engine import kinds as K
from game.engine import pieces as P
from game.engine.conditions import all_hold
from game.engine.effects import replace_piece
from game.engine.invariants import violations
from game.engine.invaders import ravage_damage
from game.engine.testing import land, position, resolve, run_effect

HEARD: list = []


def _deals_nothing(state, land_, token, damage):
    return 0 if P.carries(token, "Q") else damage


QUARREL = K.Kind("quarrel", "Q", "Quarrel", token=True, attached=True, pack="tests",
                 hooks={"invader_damage": _deals_nothing,
                        "destroyed": lambda state, l, tok, cause: HEARD.append(("destroyed", l, tok)),
                        "replaced": lambda state, l, old, new, cause: HEARD.append(("replaced", l, old, new, cause)),
                        "after_action": lambda state, l, action: HEARD.append(
                            ("after", l, action, P.count(state.lands[l], K.BLIGHT), P.count(state.lands[l], K.TOWN)))})


@pytest.fixture
def quarrel():
    K.register(QUARREL)
    HEARD.clear()
    yield QUARREL
    K.unregister("Q")
    HEARD.clear()


def test_a_piece_carrying_an_attached_kind_is_written_with_its_lower_case_letter_after_its_damage(quarrel):
    assert P.parse_land("1E 1Eq 1T1q 1Cqq") == {"E": 1, "Eq": 1, "T1q": 1, "Cqq": 1}
    assert P.format_land(P.parse_land("1T1q 1Eq 2D 1E")) == "1E 1Eq 1T1q 2D"
    assert P.damage_of("T1q") == 1 and P.carried("T1q") == "q" and P.carries("Cqq", "Q") == 2


def test_the_notation_refuses_an_attached_kind_standing_alone_or_an_unknown_one(quarrel):
    for bad in ("1Q", "1Ex", "1E1q", "1Eqx"):
        with pytest.raises(ValueError):
            P.parse_land(bad)


def test_an_attached_kind_is_no_piece_of_its_own_in_a_land(quarrel):
    assert "Q" not in K.ON_LAND and "Q" in K.KINDS
    assert not [t for t in api.piece_tokens() if "Q" in t.upper()]


def test_identical_pieces_carrying_the_same_group_together(quarrel):
    st = position({"A5": "2E"})
    run_effect(st, [ops.attach("Q", 2, "E")], land="A5", choose=["E", "E"])
    assert land(st, "A5") == "2Eq"


def test_an_attached_token_on_one_of_two_identical_explorers_makes_that_one_deal_no_ravage_damage(quarrel):
    st = position({"A5": "2E"})
    run_effect(st, [ops.attach("Q", 1, "E")], land="A5")
    assert land(st, "A5") == "1E 1Eq"
    assert ravage_damage(st, "A5") == 1
    resolve(st, [{"op": "ravage_land", "land": "A5"}])
    assert land(st, "A5") == "1E 1Eq", "1 damage does not blight the land"


def test_a_pushed_explorer_takes_what_it_carries_along(quarrel):
    st = position({"A5": "1E 1Eq"})
    run_effect(st, [ops.push(1, "E")], land="A5", choose=[lambda o: o.piece == "Eq" and o.to == "A4"])
    assert land(st, "A5") == "1E" and land(st, "A4") == "1Eq"


def test_the_attached_token_goes_when_the_explorer_carrying_it_is_destroyed(quarrel):
    st = position({"A5": "1E 1Eq"})
    run_effect(st, [ops.destroy(1, "E")], land="A5", choose=["Eq"])
    assert land(st, "A5") == "1E"
    assert HEARD == [("destroyed", "A5", "Eq")], "the destroyed hook of what it carried is told"


def test_damage_healing_and_a_downgrade_keep_what_a_piece_carries(quarrel):
    st = position({"A5": "1Tq"})
    run_effect(st, [ops.damage(1, "T")], land="A5")
    assert land(st, "A5") == "1T1q"
    P.heal(st.lands["A5"])
    assert land(st, "A5") == "1Tq"
    run_effect(st, [ops.downgrade(1, "T")], land="A5")
    assert land(st, "A5") == "1Eq"
    assert HEARD == [("replaced", "A5", "Tq", "Eq", "downgrade")]


def test_an_upgraded_piece_keeps_what_it_carries_and_the_replaced_hook_is_told(quarrel):
    st = position({"A5": "1Eq"})
    replace_piece(st, "A5", "Eq", K.TOWN, "upgrade")
    assert land(st, "A5") == "1Tq"
    assert HEARD == [("replaced", "A5", "Eq", "Tq", "upgrade")]


def test_the_after_action_hook_runs_once_a_ravage_there_is_over(quarrel):
    st = position({"A5": "1Eq 1T 2D"})
    resolve(st, [{"op": "ravage_land", "land": "A5"}], choose=["auto"])
    assert land(st, "A5") == "1Eq 1D 1B"
    assert HEARD == [("destroyed", "A5", "D"), ("destroyed", "A5", "T"), ("after", "A5", "ravage", 1, 0)], \
        "every piece destroyed there is told to the kinds present; the ravage is over after the blight and the fighting back"


def test_a_tabletop_move_may_name_a_piece_that_carries_something(quarrel):
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}), keep_undo=True)
    game.state.lands["A5"] = P.parse_land("1E 1Eq")
    before = game.state.state_hash()
    assert isinstance(game.apply(Adjust("Eq", "A5", "A4")), list)
    assert game.state.lands["A4"].get("Eq") == 1 and game.state.lands["A5"] == {"E": 1}
    game.apply(Undo())
    assert game.state.state_hash() == before
    assert isinstance(game.apply(Adjust("Ex", "A5", "A4")), Rejection)
    assert isinstance(game.apply(Adjust("Q", "", "A4")), Rejection), "an attached kind does not stand alone"


def test_a_count_condition_on_an_attached_kind_counts_the_pieces_carrying_it(quarrel):
    st = position({"A5": "1E 2Eq 1Tqq", "A4": "2E"})
    assert all_hold(st, "A5", ("Q>=4",)) and not all_hold(st, "A5", ("Q>=5",))
    assert all_hold(st, "A4", ("Q==0",))


def test_a_piece_carrying_a_kind_nobody_registered_breaks_an_invariant(quarrel):
    st = position({"A5": "1Eq"})
    assert not [v for v in violations(st) if "A5" in v]
    st.lands["A5"] = {"Ex": 1}
    assert [v for v in violations(st) if "Ex" in v]
