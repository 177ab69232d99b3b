"""A refusal is a stable code plus data; the words are the ui's (game.words), one table (issue 10, point 4)."""
import ast
import dataclasses
from pathlib import Path

import pytest

from game.engine import Adjust, Choose, Game, Option, Rejection, Undo, from_save, refusal, to_save
from game.words import REJECTIONS, rejection_words

GAME = Path(__file__).resolve().parent.parent / "game"
# the island's refusals are built in its engine and in the rules core it stands on (undo, errors)
SOURCES = (GAME / "engine", GAME / "core")
FIRE = "falling-cinder-rain"


def _codes_in_engine() -> dict[str, list[str]]:
    """Every code a `Rejection(...)` in the engine's (and the core's) source is built with, and where."""
    found: dict[str, list[str]] = {}
    for path in sorted(p for folder in SOURCES for p in folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Rejection":
                first = node.args[0] if node.args else None
                assert isinstance(first, ast.Constant) and isinstance(first.value, str), \
                    f"{path.name}:{node.lineno} builds a Rejection without a literal code"
                found.setdefault(first.value, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_code_the_engine_can_give_has_words():
    codes = _codes_in_engine()
    assert len(codes) >= 20          # the scan did find the engine's refusals
    missing = {c: where for c, where in codes.items() if c not in REJECTIONS}
    assert not missing


def test_every_sentence_in_the_table_belongs_to_a_code_the_engine_gives():
    assert set(REJECTIONS) - set(_codes_in_engine()) == set()


def test_a_rejection_carries_its_code_as_a_field():
    assert [f.name for f in dataclasses.fields(Rejection)][:2] == ["code", "data"]


def _option_without(name: str) -> Option:
    """An option built field by field, one field left out (as a copy cut short would be)."""
    option = Option.__new__(Option)
    option.__dict__.update({k: v for k, v in vars(Option("done", 0)).items() if k != name})
    return option


@pytest.mark.parametrize("cmd, code, words", [
    (Choose(0, Option("deck", 0, piece="minor")), "not_a_choice", "that is not one of the choices for: "),
    # a card played before growth: the rules say which rule stands against it (engine.why)
    (Choose(0, Option("play", 0, card="pelting-embers")), "grow_first", "Grow first: choose a growth option"),
    (Choose(1.0, Option("done", 0)), "field_not_whole_number", "the spirit must be a whole number"),
    (Choose(0, Option("done", 0, index=10**12)), "field_far_out_of_range", "option field index of that size is out of range"),
    (Choose(0, Option("done", 0, index=20000)), "field_out_of_range", "option field index 20000 is out of range"),
    (Adjust(5, frm="A1"), "field_not_text", "the piece must be text"),
    (Adjust("C", frm="Z9"), "no_land_named", "no land 'Z9'"),
    (Adjust("C", frm="A1" * 20), "no_such_land", "no such land"),
    (Adjust("Q", to="A1"), "unknown_piece_named", "unknown piece 'Q'"),
    (Adjust("C2", to="A1"), "damaged_from_supply", "pieces come from the supply undamaged"),
    (Adjust("P7", to="A1"), "no_such_spirit", "no such spirit"),
    (Undo(), "nothing_to_undo", "nothing to undo since the last card was revealed"),
    ("apply me", "not_a_command", "not a command"),
    (Choose(0, Option.__new__(Option)), "field_missing", "option field kind is missing"),
    (Choose(0, _option_without("index")), "field_missing", "option field index is missing"),
    (Choose.__new__(Choose), "choice_without_option", "a choice must carry one of the offered options"),
    (Adjust.__new__(Adjust), "field_missing", "the piece is missing"),
])
def test_a_refusal_says_its_code_and_the_same_english_words_as_before(cmd, code, words):
    g = Game({"spirits": [FIRE], "seed": 4})
    res = g.apply(cmd)
    assert isinstance(res, Rejection) and res.code == code
    assert res.reason.startswith(words) and rejection_words(res.code, res.data) == res.reason


def test_a_missing_piece_is_named_in_words_not_by_its_letter():
    g = Game({"spirits": [FIRE], "seed": 4})
    land = next(l for l, p in g.state.lands.items() if not p)
    res = g.apply(Adjust("C", frm=land))
    assert res.code == "no_piece_there" and res.data == {"piece": "C", "land": land}
    assert res.reason == f"no City in {land}"


def test_a_rejections_code_and_data_are_the_same_after_save_and_load():
    g = Game({"spirits": [FIRE], "seed": 7})
    for _ in range(3):
        g.apply(g.legal_commands()[0])
    wrong = [Choose(0, Option("play", 0, card="no-such-card")), Adjust("C", frm="Z9"), Choose(1, Option("done", 0))]
    before = [g.apply(c) for c in wrong]
    loaded = from_save(to_save(g))
    after = [loaded.apply(c) for c in wrong]
    assert all(isinstance(r, Rejection) for r in before)
    assert [(r.code, r.data) for r in before] == [(r.code, r.data) for r in after]


def test_words_never_fail_on_an_unknown_code_or_missing_data():
    assert rejection_words("a_packs_own_refusal") == "a packs own refusal"
    assert rejection_words("no_piece_there", {}) == "no"
    assert rejection_words("game_over", {"result": "victory"}) == "the game is over (victory)"


def test_an_event_kind_is_its_code():
    g = Game({"spirits": [FIRE], "seed": 4})
    assert all(e.code == e.kind for e in g.initial_events)


def test_an_option_built_without_its_fields_is_refused_by_its_form_before_the_rules_look():
    g = Game({"spirits": [FIRE], "seed": 4})
    before = g.state.state_hash()
    for cmd in (Choose(0, Option.__new__(Option)), Choose(0, _option_without("kind")),
                Choose(0, _option_without("label"))):
        res = g.apply(cmd)
        assert isinstance(res, Rejection) and res.code == "field_missing" and res.data["field"].startswith("option.")
        assert refusal(g.state, cmd) == res
    assert g.state.state_hash() == before
