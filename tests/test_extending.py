"""The engine's seams, shown by test-only extensions (tests/extending/): each one is added by a
single module through the public API, then a seeded game shows its rule working, with undo and
save -> load. Nothing in game/ knows about them."""
import pytest

from game.engine import Adjust, Choose, Game, Rejection, Undo, from_save, newest, to_save
from game.engine import pieces as P
from game.engine.invaders import card_lands

from extending import ward_token


@pytest.fixture
def ward():
    ward_token.install()
    yield ward_token.WARD
    ward_token.uninstall()


def _to_decision(game: Game, kind: str) -> None:
    """Play the first legal option until the game asks `kind`."""
    for _ in range(200):
        d = game.state.decision
        if d.kind == kind:
            return
        o = d.options[0]
        game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))
    raise AssertionError(f"the game never asked {kind!r}")


def _start_invaders(game: Game):
    d = game.state.decision
    assert d.kind == "start_invaders"
    return game.apply(Choose(d.spirit if d.spirit >= 0 else d.options[0].spirit, d.options[0]))


def _build_land(game: Game) -> str:
    """A land the build card acts on this turn that has invaders but no building (it builds a Town)."""
    st = game.state
    lands = [l for c in st.build for l in card_lands(st, c) if P.count(st.lands[l], "ETC") and not P.count(st.lands[l], "TC")]
    assert lands, "the seeded game has no land that builds a Town this turn"
    return lands[0]


def test_a_ward_in_a_land_stops_one_build_there_and_is_removed_instead(ward):
    control = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    land = _build_land(control)
    _to_decision(control, "start_invaders")
    _start_invaders(control)
    assert P.count(control.state.lands[land], "T") == 1, "without a ward the land builds a Town"

    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    start = game.state.state_hash()
    assert isinstance(game.apply(Adjust("W", "", land)), list), "a pack's token can be placed by hand"
    game.apply(Undo())
    assert game.state.state_hash() == start and "W" not in game.state.lands[land]
    game.apply(Adjust("W", "", land))
    _to_decision(game, "start_invaders")
    assert game.state.lands[land].get("W") == 1
    before = game.state.state_hash()
    events = _start_invaders(game)
    assert P.count(game.state.lands[land], "T") == 0, "the ward stopped the build"
    assert game.state.lands[land].get("W", 0) == 0, "the ward was removed instead"
    assert any(e.kind == "ActionPrevented" and e.data["land"] == land for e in events)

    assert isinstance(game.apply(Undo()), Rejection), "the reveal in the same phase ends undo"
    assert before != game.state.state_hash()
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.lands[land].get("W", 0) == 0 and P.count(again.state.lands[land], "T") == 0


def test_a_kind_registered_by_a_pack_is_read_in_the_land_notation(ward):
    assert P.parse_land("1E 2W") == {"E": 1, "W": 2}
    assert P.format_land({"W": 1, "E": 1, "D": 2}) == "1E 2D 1W"
