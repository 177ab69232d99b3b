"""The rule hooks a kind of piece takes part in (issue 10 item 1, DESIGN §3): "instead of adding
blight here", "adds to the damage of an action here", "is moved with". Each is shown by a
test-only kind, registered for the test and taken out after it."""
import pytest

from game.content import ops
from game.engine import kinds as K
from game.engine.testing import kinds_of, land, position, resolve, run_effect
from rules_helpers import neighbours

L = "A5"
MOSS, THORN, HOUND = "M", "X", "Y"


def _register(kind):
    K.register(kind)
    yield kind
    K.unregister(kind.letter)


@pytest.fixture
def moss():
    """A token that takes the place of one blight added to its land (and is removed)."""
    yield from _register(K.Kind("test-moss", MOSS, "Moss", token=True,
                                hooks={"instead_of_blight": K.stops_one(MOSS, "blight")}))


@pytest.fixture
def thorn():
    """A token that adds 1 to each damage action in its land (per thorn there)."""
    yield from _register(K.Kind("test-thorn", THORN, "Thorn", token=True,
                                hooks={"adds_damage": lambda st, l, n: st.lands[l].get(THORN, 0)}))


@pytest.fixture
def hound():
    """A token that follows a Dahan moved out of its land (one hound per Dahan moved)."""
    def follows(st, frm, to, tok):
        return [HOUND] if tok[0] == K.DAHAN else []
    yield from _register(K.Kind("test-hound", HOUND, "Hound", token=True, hooks={"moved_with": follows}))


def add_blight(st, land_id=L, choose=None):
    return resolve(st, [{"op": "add_blight", "land": land_id, "cause": "test"}], choose)


# -- instead of blight -------------------------------------------------------------------------

def test_a_piece_that_stands_in_for_blight_takes_its_place_and_no_blight_leaves_the_card(moss):
    st = position({L: "1B 1M"}, presence={L: 1, "A1": 1})
    before = st.blight_on_card
    ev = add_blight(st)
    assert land(st, L) == "1B"                       # the moss went instead; no second blight
    assert st.blight_on_card == before
    assert st.spirits[0].presence == {L: 1, "A1": 1}  # no blight landed: no presence destroyed
    assert "BlightAdded" not in kinds_of(ev) and "ActionPrevented" in kinds_of(ev)


def test_blight_stopped_by_a_piece_in_a_blighted_land_does_not_cascade(moss):
    st = position({L: "1B 1M"})
    ev = add_blight(st)
    assert land(st, L) == "1B"
    assert all(land(st, n) == "" for n in neighbours(st, L))
    assert kinds_of(ev).count("BlightAdded") == 0


def test_a_cascade_into_a_land_with_a_stand_in_piece_stops_there(moss):
    st = position({L: "1B"})
    target = neighbours(st, L)[0]
    st.lands[target] = {MOSS: 1, "B": 1}             # blighted: without the moss it would cascade on
    before = st.blight_on_card
    add_blight(st, choose=[target])
    assert land(st, L) == "2B" and land(st, target) == "1B"
    assert st.blight_on_card == before - 1           # only the first blight left the card


def test_each_stand_in_piece_takes_the_place_of_one_blight_only(moss):
    st = position({L: "1M"})
    run_effect(st, (ops.add_blight(2),), land=L)
    assert land(st, L) == "1B"


# -- adds to damage ----------------------------------------------------------------------------

def test_a_piece_that_adds_damage_adds_to_a_powers_damage_in_its_land(thorn):
    st = position({L: "1T 1X"})
    run_effect(st, (ops.damage(1),), land=L)
    assert land(st, L) == "1X"                       # 1 + 1 damage destroys the Town


def test_added_damage_counts_once_per_damage_action_not_per_point(thorn):
    st = position({L: "1C 1X"})
    run_effect(st, (ops.damage(1), ops.damage(1)), land=L)
    assert land(st, L) == "1X"                       # (1+1) + (1+1) = 4 >= 3: the City falls


def test_a_damage_action_that_deals_none_gets_nothing_added(thorn):
    st = position({L: "1E 1X"})
    run_effect(st, (ops.damage(1, per="D"),), land=L)     # no Dahan: 0 damage
    assert land(st, L) == "1E 1X"


def test_damage_in_another_land_gets_nothing_added(thorn):
    st = position({L: "1T", "A1": "1X"})
    run_effect(st, (ops.damage(1),), land=L)
    assert land(st, L) == "1T1"


def test_damage_to_each_invader_gets_what_the_pieces_there_add_once_assigned_efficiently(thorn):
    st = position({L: "2E 1T 1X"})
    run_effect(st, (ops.damage_each(1),), land=L)
    assert land(st, L) == "1X"                       # 1 to each, then the thorn's 1 finishes the Town


def test_damage_to_each_invader_where_there_is_none_gets_nothing_added(thorn):
    st = position({L: "1D 1X"})
    run_effect(st, (ops.damage_each(1),), land=L)
    assert land(st, L) == "1D 1X"


@pytest.fixture
def witness():
    """A token whose `adds_damage` hook adds nothing and writes down the source of each action."""
    seen = []
    K.register(K.Kind("test-witness", "J", "Witness", token=True,
                      hooks={"adds_damage": lambda st, l, n, source: seen.append(source) or 0}))
    yield seen
    K.unregister("J")


def test_adds_damage_is_told_what_deals_the_damage_a_power_the_ravage_or_the_dahan_fighting_back(witness):
    st = position({L: "1E 2D 1J"})
    run_effect(st, (ops.damage(1),), land=L, source="test-power")
    assert witness == ["test-power"]
    st = position({L: "1C 2D 1J"})
    resolve(st, [{"op": "ravage_land", "land": L}])
    assert witness[1:] == ["ravage", "dahan"]        # the City's 3 damage, then the survivor's 2 back


def test_a_ravage_gets_what_the_pieces_there_add_even_from_a_hook_written_without_the_source(thorn):
    st = position({L: "1E 1X"})
    resolve(st, [{"op": "ravage_land", "land": L}])
    assert land(st, L) == "1E 1B 1X"                 # 1 + the thorn's 1 = 2 damage blights the land


# -- an invader's own damage -------------------------------------------------------------------

@pytest.fixture
def blinding():
    """A token that takes the ravage damage of one invader in its land, and is then taken away."""
    def takes_one(st, l, tok, dmg):
        if st.lands[l].get("X", 0) <= 0:
            return dmg
        st.lands[l]["X"] -= 1
        if not st.lands[l]["X"]:
            del st.lands[l]["X"]
        return 0
    yield from _register(K.Kind("test-blinding", "X", "Blinding", token=True,
                                hooks={"invader_damage": takes_one}))


def test_an_invader_damage_hook_may_take_a_piece_away_while_the_land_ravages(blinding):
    st = position({L: "1T 1X"})
    resolve(st, [{"op": "ravage_land", "land": L}])
    assert land(st, L) == "1T"                       # the Town dealt 0: no blight, the token is gone


def test_a_piece_taken_away_by_an_invader_damage_hook_answers_for_one_invader_only(blinding):
    st = position({L: "2E 1X 2D"})
    resolve(st, [{"op": "ravage_land", "land": L}])
    assert land(st, L) == "1D 1D1"                   # 0 + 1 damage: one Dahan hurt, both fight back


# -- moved with --------------------------------------------------------------------------------

def test_a_piece_moved_with_another_follows_it_when_pushed(hound):
    st = position({L: "1D 1Y"})
    to = neighbours(st, L)[0]
    ev = run_effect(st, (ops.push(1, "D"),), land=L, choose=[lambda o: o.to == to])
    assert land(st, L) == "" and land(st, to) == "1D 1Y"
    assert kinds_of(ev).count("PieceMoved") == 2


def test_a_piece_moved_with_another_follows_it_when_gathered(hound):
    st = position({})
    frm = neighbours(st, L)[0]
    st.lands[frm] = {"D": 2, HOUND: 1}
    run_effect(st, (ops.gather(2, "D"),), land=L)
    assert land(st, L) == "2D 1Y" and land(st, frm) == ""     # the one hound followed the first Dahan


def test_a_piece_moves_with_another_only_when_that_one_moves(hound):
    st = position({L: "1E 1D 1Y"})
    to = neighbours(st, L)[0]
    run_effect(st, (ops.push(1, "E"),), land=L, choose=[lambda o: o.to == to])
    assert land(st, L) == "1D 1Y" and land(st, to) == "1E"


def test_a_land_may_hold_each_kind_whole_and_with_each_damage_it_can_carry_before_it_is_destroyed():
    """The tokens a tabletop move may name and the damaged pieces the table draws come from one
    list: "E", "T" "T1", "C" "C1" "C2", "D" "D1", "B" in the base game, then the expansion's
    standing tokens, which take no damage (its Strife rides on pieces: it is no land's token)."""
    from game.engine import api
    from game.engine import pieces as P
    from game.ui import piece_kinds
    assert P.land_tokens() == ("E", "T", "T1", "C", "C1", "C2", "D", "D1", "B", "A", "W", "Z", "H", "V")
    assert api.piece_tokens() == frozenset(P.land_tokens())
    assert piece_kinds.damaged_tokens() == ("T1", "C1", "C2", "D1")


def test_the_kinds_asked_for_a_hook_are_those_standing_or_carried_in_the_land_and_no_other(moss, thorn):
    # `kinds.hooked` first looks at the land's tokens end to end for a hooked kind's letter (a
    # base game's land has none); what it answers must be what reading every token gives
    import itertools
    import random

    from game import kinds as registry
    registry.register(registry.Kind("test-burr", "Q", "Burr", token=True, attached=True,
                                    hooks={"adds_damage": lambda st, l, n: 0}))
    try:
        def every_token(pieces, hook, also=()):
            out = []
            for t in [t for t, n in pieces.items() if n > 0] + list(also):
                for letter in t[0] + t[1:].lstrip("0123456789").upper():
                    k = registry.KINDS.get(letter)
                    if k is not None and hook in k.hooks and k not in [x for x, _ in out]:
                        out.append((k, k.hooks[hook]))
            return sorted(out, key=lambda kh: registry.HOOK_ORDER[kh[0].letter])

        tokens = ["E", "T", "T1", "C", "C2", "D", "D1", "B", MOSS, THORN, "Eq", "T1q", "Cq", "Dq"]
        pick = random.Random(5)
        found = 0
        for hook, size, n in itertools.product(registry.HOOKS, range(4), (1, 0)):
            for _ in range(30):
                pieces = {t: pick.choice((n, 1, 2)) for t in pick.sample(tokens, size)}
                also = tuple(pick.sample(tokens, pick.choice((0, 0, 1))))
                want = every_token(pieces, hook, also)
                assert registry.hooked(pieces, hook, also) == want, (hook, pieces, also)
                found += bool(want)
        assert found > 100      # the walk was asked where hooked kinds stand, ride or just left
    finally:
        registry.unregister("Q")
