"""Tabletop mode and the pieces that ride on others (issue 26: "The tabletop cannot put a token
on a piece; a tabletop drag of a piece carrying strife moves only its bare kind"): an Adjust
puts strife on an invader in a land from the supply, or takes it off back to the supply, and a
piece moved by hand takes its damage and what it carries along."""
import pytest

from game.engine import Adjust, Game, Rejection, Undo, newest
from game.engine.commands import command_from_dict
from game.engine import pieces as P


def _game(packs=("expansion",)):
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "packs": list(packs)}), keep_undo=True)
    game.state.lands["A5"] = P.parse_land("1E 1T 1D")
    return game


def test_strife_is_put_on_an_invader_from_the_supply_and_taken_off_back_to_it():
    game = _game()
    before = game.state.state_hash()
    assert isinstance(game.apply(Adjust("S", "", "A5", onto="T")), list)
    assert game.state.lands["A5"] == {"E": 1, "Ts": 1, "D": 1}
    assert isinstance(game.apply(Adjust("S", "", "A5", onto="Ts")), list)
    assert game.state.lands["A5"].get("Tss") == 1
    assert isinstance(game.apply(Adjust("S", "A5", "", onto="Tss")), list)
    assert game.state.lands["A5"] == {"E": 1, "Ts": 1, "D": 1}
    game.apply(Undo())
    game.apply(Undo())
    game.apply(Undo())
    assert game.state.state_hash() == before


def test_a_tabletop_move_of_a_piece_carrying_strife_moves_it_with_its_strife():
    game = _game()
    game.state.lands["A5"] = P.parse_land("1E 1Es")
    assert isinstance(game.apply(Adjust("Es", "A5", "A4")), list)
    assert game.state.lands["A4"].get("Es") == 1 and game.state.lands["A5"] == {"E": 1}


@pytest.mark.parametrize("cmd, code", [
    (Adjust("S", "", "A5", onto="D"), "rides_invaders_only"),
    (Adjust("S", "", "A5", onto="C"), "no_piece_there"),
    (Adjust("S", "A5", "", onto="E"), "carries_none"),
    (Adjust("S", "A4", "A5", onto="E"), "attached_one_piece"),
    (Adjust("B", "", "A5", onto="E"), "not_attached_kind"),
])
def test_strife_refused_where_it_cannot_ride_changes_nothing(cmd, code):
    game = _game()
    before = game.state.state_hash()
    got = game.apply(cmd)
    assert isinstance(got, Rejection) and got.code == code and got.reason
    assert game.state.state_hash() == before


def test_a_base_game_has_no_strife_to_put_on_a_piece():
    game = _game(packs=())
    assert isinstance(game.apply(Adjust("S", "", "A5", onto="E")), Rejection)


def test_an_adjust_onto_a_piece_is_saved_and_read_back_and_an_older_one_is_written_as_before():
    cmd = Adjust("S", "", "A5", onto="T1")
    assert command_from_dict(cmd.to_dict()) == cmd
    assert "onto" not in Adjust("E", "", "A5").to_dict()
