"""Ordering questions only when the answer matters (issue 29 point 4; rules 003 "RAVAGER": the
players choose the order in which the lands of one ravage card ravage). With the table option
"orders_only_when_they_matter" (a new game at the table) the engine tries each order on a copy
and asks only when they end in different positions; a game without it (a bare configuration, a
save from before it) asks every order, as it was played."""
import pytest

from game.engine import kinds as K
from game.engine import pieces as P
from game.engine.testing import land, position, resolve

CARD = "I-mountain"          # board A's mountains: A1 and A6, next to each other (A6's first neighbour is A1)
ASH = "K"


OPTION = "orders_only_when_they_matter"


def _set(st, at_table=True):
    """The position as a game at the table plays it (the table option on), or a bare game."""
    if at_table:
        st.config[OPTION] = True
    else:
        st.config.pop(OPTION, None)
    return st


def _ravage(st, answer=None):
    """Ravage the mountains; the kinds of the questions asked, and the order the lands ravaged in.
    `answer`: the land to ravage first when the order is asked (else the first offered)."""
    asked = []

    def decide(d):
        asked.append(d.kind)
        if d.kind == "ravage_order" and answer:
            return next(o for o in d.options if o.land == answer)
        return d.options[0]

    ev = resolve(st, [{"op": "ravage_card", "card": CARD}], on_decision=decide)
    return asked, [e.data["land"] for e in ev if e.kind == "Ravage"]


@pytest.fixture
def ash():
    """A test-only token: each invader in its land deals 1 more damage while the land has blight
    (so blight that cascades into the land before it ravages changes its ravage)."""
    def more(st, l, tok, dmg):
        return dmg + (1 if P.count(st.lands[l], K.BLIGHT) else 0)
    K.register(K.Kind("test-ash", ASH, "Ash", token=True, hooks={"invader_damage": more}))
    yield
    K.unregister(ASH)


def test_lands_whose_ravages_cannot_reach_each_other_ravage_in_board_order_without_a_question():
    st = _set(position({"A1": "1E", "A6": "1E"}))
    asked, order = _ravage(st)
    assert "ravage_order" not in asked
    assert order == ["A1", "A6"]
    assert land(st, "A1") == "1E" and land(st, "A6") == "1E"


def test_a_cascade_into_a_land_that_ravages_later_is_not_asked_when_every_order_ends_the_same():
    # A6's blight cascades into A1 (its first neighbour); either way A1 ends with 2 blight and
    # cascades once into A2: the order changes nothing
    st = _set(position({"A1": "1T", "A6": "1T 1B"}))
    asked, order = _ravage(st)
    assert "ravage_order" not in asked and "cascade" in asked
    assert order == ["A1", "A6"]
    assert (land(st, "A1"), land(st, "A2"), land(st, "A6")) == ("1T 2B", "1B", "1T 2B")


def test_a_cascade_into_a_land_that_ravages_later_is_asked_when_it_changes_that_ravage(ash):
    # with ash in A1, blight cascaded there first makes its Explorer deal 2 and blight A1 again
    start = {"A1": "1E 1K", "A6": "1T 1B"}
    st = _set(position(start))
    asked, order = _ravage(st, answer="A6")
    assert asked[0] == "ravage_order" and order == ["A6", "A1"]
    assert (land(st, "A1"), land(st, "A2")) == ("1E 2B 1K", "1B")
    st = _set(position(start))
    asked, order = _ravage(st, answer="A1")
    assert asked[0] == "ravage_order" and order == ["A1", "A6"]
    assert (land(st, "A1"), land(st, "A2")) == ("1E 1B 1K", "")


def test_a_land_that_skips_its_ravage_leaves_the_order_unasked():
    st = _set(position({"A1": "1T", "A6": "1T"}))
    st.turn_effects["skip_ravage"] = ["A6"]
    asked, order = _ravage(st)
    assert "ravage_order" not in asked
    assert order == ["A1"] and land(st, "A6") == "1T" and st.turn_effects["skip_ravage"] == []


def test_a_game_without_the_table_option_keeps_asking_the_ravage_order():
    st = _set(position({"A1": "1E", "A6": "1E"}), at_table=False)
    asked, order = _ravage(st, answer="A6")
    assert asked == ["ravage_order"] and order == ["A6", "A1"]


def test_a_save_from_a_prompt_set_replays_with_every_order_asked_and_a_new_game_asks_only_what_matters():
    from game.engine import newest
    from game.engine.setup import normalise_config
    for ps in (1, 6):
        assert OPTION not in normalise_config({"spirits": ["falling-cinder-rain"], "prompts": ps})
    assert normalise_config(newest({"spirits": ["falling-cinder-rain"]}))[OPTION] is True


def test_in_random_games_every_ravage_order_asked_has_answers_that_end_differently():
    from game.bots.random_bot import RandomBot
    from game.engine import Choose, Game, apply, newest

    def play_on(st):        # the first option of every later question, to the slow phase's menu
        for _ in range(3000):
            d = st.decision
            if d is None or st.result or (d.kind == "power_action" and st.phase == "slow"):
                break
            o = d.options[0]
            st = apply(st, Choose(o.spirit if d.spirit < 0 else d.spirit, o))[0]
        return repr(sorted(st.lands.items())), repr([(s.presence, s.energy) for s in st.spirits]), st.result

    asked = 0
    for seed in range(1, 9):
        g = Game(newest({"spirits": ["falling-cinder-rain", "scattering-gale"], "seed": seed}))
        bot = RandomBot(seed)
        while g.state.decision is not None and not g.state.result:
            st, d = g.state, g.state.decision
            if d.kind == "ravage_order":
                asked += 1
                ends = {play_on(apply(st, Choose(o.spirit, o))[0]) for o in d.options}
                assert len(ends) > 1, f"seed {seed}: every answer to {d.prompt!r} ends the same"
            g.apply(bot.choose(g))
    assert asked > 0, "these games meet orders that matter (blight cascading between lands)"


def test_one_copy_that_keeps_the_ravages_apart_agrees_with_trying_every_order():
    # engine.ordering.kept_apart (one copy) stands in for trying each order (one copy each):
    # wherever it says the ravages stay apart, every order must indeed end the same
    import itertools

    from game.engine.invaders import _ravage_next
    from game.engine.ordering import kept_apart, order_matters
    texts = ["1E", "1T", "1T 1B", "1E 2D", "1C 1D", "1T 1B 2D"]
    seen = {True: 0, False: 0}
    for a1, a6, a2, on_card in itertools.product(texts, texts, ["", "1B"], [1, 2, 9]):
        st = _set(position({"A1": a1, "A6": a6, "A2": a2}, presence={"A6": 1, "A8": 1}))
        st.blight_on_card = on_card
        left = ["A1", "A6"]
        apart = kept_apart(st, [(l, _ravage_next(CARD, [l], l)) for l in left])
        seen[apart] += 1
        if apart:
            assert not order_matters(st, [_ravage_next(CARD, left, l, fixed=True) for l in left]), (a1, a6, a2, on_card)
    assert seen[True] and seen[False]


def _every_order(st, left):
    """The positions every order of the lands' ravages ends in (each land's ravage and the end
    check, the questions on the way answered with their first option), as `_position` reads them."""
    import itertools

    from game.engine.flow import mute, push
    from game.engine.invaders import _ravage_next
    from game.engine.lookahead import clone
    from game.engine.ordering import _position, _resolve
    ends = set()
    for order in itertools.permutations(left):
        sim = clone(st)
        mute(sim)
        for l in order:
            push(sim, *_ravage_next(CARD, [l], l))
            if not _resolve(sim, len(st.stack)):
                break
        ends.add(repr(_position(sim)))
    return ends


@pytest.mark.parametrize("card, flipped, apart", [
    ("scorched-soil-draws-settlers", False, True),      # turns over, does nothing more
    ("the-island-holds-on", True, True),                # emptied again: the next card is drawn
    ("a-second-spring", False, False),                  # its flip gives energy: the orders are tried
])
def test_a_blight_card_turning_over_during_ravages_kept_apart_leaves_the_order_unasked(card, flipped, apart):
    # the blight card turns over at the same blight taken whichever land ravages first: when its
    # flip does nothing more, one copy says no order matters (where each order took a copy)
    from game.engine.invaders import _ravage_next
    from game.engine.ordering import kept_apart
    st = _set(position({"A1": "1T", "A6": "1T 1E"}))
    st.blight_card, st.blight_flipped, st.blight_on_card = card, flipped, 1
    st.blight_deck = ["towns-swell-on-dead-ground", "choking-dust"]
    st.blight_total = st.blight_on_card
    assert kept_apart(st, [(l, _ravage_next(CARD, [l], l)) for l in ["A1", "A6"]]) is apart
    assert len(_every_order(st, ["A1", "A6"])) == 1
    total = st.blight_total
    asked, order = _ravage(st)
    assert "ravage_order" not in asked and order == ["A1", "A6"]
    assert (land(st, "A1"), land(st, "A6")) == ("1T 1B", "1E 1T 1B")
    assert st.blight_flipped and st.blight_card == (card if not flipped else "towns-swell-on-dead-ground")
    assert st.blight_total > total


def test_in_random_games_ravages_one_copy_keeps_apart_end_the_same_in_every_order():
    # wherever the engine resolves a ravage card's lands in board order on the word of one copy
    # (the blight card turning over among them too), every order of them ends the same
    import game.engine.ordering as O
    from game.engine.lookahead import clone
    from game.sim import play_one
    found = []
    real = O._apart

    def watched(state, tries, record):
        verdict, sim, kept = real(state, tries, record)
        if verdict in ("apart", "asked"):
            turned = any(getattr(sim, n) != getattr(state, n) for n in O._CARD)
            found.append((clone(state), [l for l, _ in tries], turned))
        return verdict, sim, kept

    O._apart = watched
    try:
        for seed in range(1, 13):      # 2 spirits: cards of 3-4 lands (4 spirits: 8, too many orders)
            assert not play_one(seed, 2, "random", check=True)["error"]
    finally:
        O._apart = real
    assert sum(turned for *_, turned in found) >= 3 and any(len(left) >= 3 for _, left, _t in found)
    for st, left, _turned in found:
        assert len(_every_order(st, left)) == 1, left


def test_random_games_ask_the_same_ravage_orders_as_when_a_turning_blight_card_made_every_order_tried(monkeypatch):
    # one copy that keeps the lands apart with the blight card turning stands in for trying every
    # order: the games go exactly as they went when every order was tried (a cascade on the way,
    # answered otherwise than the copy's first option, may make the rest's order matter: it is
    # looked at again after the first land, as it was)
    import game.engine.ordering as O
    from game.engine import Game
    from game.sim import play_one

    def questions(seeds, players):
        asked = []
        real = Game.apply

        def apply(self, cmd):
            asked.append((self.state.decision.kind, len(self.state.decision.options)))
            return real(self, cmd)
        monkeypatch.setattr(Game, "apply", apply)
        for seed in seeds:
            assert not play_one(seed, players, "random", check=True)["error"]
        monkeypatch.setattr(Game, "apply", real)
        return asked

    now = questions(range(1, 5), 4) + questions(range(1, 9), 2)
    monkeypatch.setattr(O, "_turned_once", lambda before, after: False)
    tried = questions(range(1, 5), 4) + questions(range(1, 9), 2)
    assert now == tried and ("ravage_order", 2) in now
    # nor does leaving untried the orders that begin with lands the board order kept apart
    import game.engine.invaders as I
    real = O.order_matters
    monkeypatch.setattr(I, "order_matters", lambda state, tries, first=None: real(
        state, tries, first.position if isinstance(first, O.BoardOrder) else first))
    assert questions(range(1, 5), 4) + questions(range(1, 9), 2) == now


def test_an_order_that_begins_with_lands_the_board_order_kept_apart_ends_as_the_board_order_untried(monkeypatch):
    # the copy that goes in board order notes how many lands from the first it kept apart; the
    # orders "one of those first, then the others in board order" are not tried: tried here, in
    # random games, each ends where board order does
    import game.engine.invaders as I
    import game.engine.ordering as O
    from game.sim import play_one
    real, skipped = O.order_matters, []

    def checked(state, tries, first=None):
        if isinstance(first, O.BoardOrder):
            for steps in tries[1:first.kept]:
                assert O.outcome(state, steps) == first.position
                skipped.append(len(tries))
        return real(state, tries, first)

    monkeypatch.setattr(I, "order_matters", checked)
    for seed in range(1, 11):
        assert not play_one(seed, 2, "random", check=True)["error"]
    assert len(skipped) >= 10 and max(skipped) >= 4


# -- growth: "Which growth action next?" --------------------------------------------------------

def _grow(st, actions, at_table=True):
    """Do the growth option of spirit 0 with these actions; the kinds of the questions asked."""
    from game.engine.spirits import spec
    _set(st, at_table)
    growth = spec(st.spirits[0]).growth
    index = next(i for i, g in enumerate(growth) if list(g.actions) == actions)
    asked = []
    resolve(st, [{"op": "growth_next", "spirit": 0, "option": index, "left": list(range(len(actions)))}],
            on_decision=lambda d: asked.append(d.kind) or d.options[0])
    return asked


def test_a_growth_option_with_one_action_that_asks_goes_in_its_own_order_without_a_question():
    st = position({"A5": "1E"}, presence={"A5": 1}, energy=0)
    asked = _grow(st, [("presence", 2, ""), ("energy", 2)])
    assert "growth_action" not in asked and "presence_land" in asked
    assert st.spirits[0].energy == 2 and sum(st.spirits[0].presence.values()) == 2


def test_reclaiming_all_cards_and_gaining_energy_need_no_order_beside_a_power_card():
    st = position({"A5": "1E"}, presence={"A5": 1}, energy=0)
    st.spirits[0].discard = list(st.spirits[0].hand)
    st.spirits[0].hand = []
    asked = _grow(st, [("reclaim",), ("card",), ("energy", 1)])
    assert "growth_action" not in asked and "keep_power" in asked
    assert st.spirits[0].discard == [] and st.spirits[0].energy == 1


def test_gaining_a_power_card_and_adding_a_presence_let_the_player_choose_which_first():
    # what is drawn may change where the presence should go
    st = position({"A5": "1E"}, presence={"A5": 1})
    asked = _grow(st, [("card",), ("presence", 1, "")])
    assert asked[0] == "growth_action"


def test_a_game_without_the_table_option_keeps_asking_every_growth_order():
    st = position({"A5": "1E"}, presence={"A5": 1})
    assert _grow(st, [("presence", 2, ""), ("energy", 2)], at_table=False)[0] == "growth_action"


def test_an_energy_loss_beside_an_energy_gain_is_an_order_that_matters():
    # energy stops at 0: losing 1 then gaining 2 leaves 2, gaining first leaves 1
    from game.engine.growth import growth_order_matters
    assert growth_order_matters([("energy", 2), ("energy", -1)])
    assert not growth_order_matters([("energy", 2), ("energy", 1), ("reclaim",), ("presence", 1, "")])
    assert growth_order_matters([("card",), ("presence", 1, "")])
