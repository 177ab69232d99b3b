"""What a rule change (an adversary, a scenario) adds at setup: pieces, blight from the blight
card, effects resolved before the first explore; after them every invariant holds (issue 32,
fault 3)."""
import pytest

from game.content import ops
from game.engine import Game, from_save, newest, to_save, variant
from game.engine import kinds as K
from game.engine import pieces as P
from game.engine.invariants import violations

SPIRIT = "falling-cinder-rain"
LAND = "A5"


@pytest.fixture
def rule():
    """Register a rule change for one test: rule(fn) gives its id."""
    ids = []

    def make(fn):
        rid = f"test-setup-{len(ids)}"
        variant.register_rule(rid, fn, pack="test")
        ids.append(rid)
        return rid
    yield make
    for rid in ids:
        variant.unregister_rule(rid)


def _game(*rules):
    return Game(newest({"spirits": [SPIRIT], "seed": 3, "rules": list(rules)}))


def test_blight_a_rule_change_adds_at_setup_is_taken_from_the_blight_card_and_every_invariant_holds(rule):
    control = _game()
    game = _game(rule(lambda st: variant.setup_blight(st, LAND)))
    assert P.count(game.state.lands[LAND], K.BLIGHT) == P.count(control.state.lands[LAND], K.BLIGHT) + 1
    assert game.state.blight_on_card == control.state.blight_on_card - 1
    assert game.state.blight_total == control.state.blight_total
    assert violations(game.state) == []
    assert from_save(to_save(game)).state.state_hash() == game.state.state_hash()


def test_blight_a_rule_change_puts_on_the_island_by_hand_is_counted_and_every_invariant_holds(rule):
    def by_hand(st):
        st.lands[LAND][K.BLIGHT] = st.lands[LAND].get(K.BLIGHT, 0) + 1
    game = _game(rule(by_hand))
    assert violations(game.state) == []


def test_a_rule_change_adds_a_town_at_setup_and_every_invariant_holds(rule):
    control = _game()
    game = _game(rule(lambda st: variant.setup_add(st, LAND, K.TOWN)))
    assert P.count(game.state.lands[LAND], K.TOWN) == P.count(control.state.lands[LAND], K.TOWN) + 1
    assert violations(game.state) == []


def test_an_effect_a_rule_change_gives_at_setup_resolves_before_the_first_explore(rule):
    control = _game()
    game = _game(rule(lambda st: variant.setup_effect(st, (ops.add(2, K.DAHAN),), land=LAND)))
    assert P.count(game.state.lands[LAND], K.DAHAN) == P.count(control.state.lands[LAND], K.DAHAN) + 2
    assert game.state.turn == control.state.turn and game.state.phase == control.state.phase
    assert game.state.invader_discard == control.state.invader_discard
    assert game.state.build == control.state.build, "the first explore happened as in the base game"
    assert violations(game.state) == []
    assert from_save(to_save(game)).state.state_hash() == game.state.state_hash()


def test_blight_at_setup_beyond_what_the_blight_card_holds_is_refused(rule):
    with pytest.raises(variant.RuleChangeError, match="blight card holds"):
        _game(rule(lambda st: variant.setup_blight(st, LAND, 99)))


def test_a_piece_at_setup_in_a_land_not_on_the_island_is_refused(rule):
    with pytest.raises(variant.RuleChangeError, match="no land"):
        _game(rule(lambda st: variant.setup_add(st, "Z9", K.TOWN)))
