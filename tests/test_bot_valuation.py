"""The greedy bot's valuation of the newer effect primitives (a revised card's `since`, a card
played by an effect, a power's damage to Dahan) and its score's reading of this turn's effects
whatever their shape."""
from types import SimpleNamespace

import pytest

from game.bots.evaluate import Scorer, fast_clone, score
from game.bots.greedy import GreedyBot
from game.bots.valuation import PresencePromise, Promise, _op_value, card_static_value, distinct_lands, power_worth, quick_pick
from game.content import catalog, ops
from game.engine import pieces as P
from game.engine.flow import run
from game.engine.state import Option
from game.engine.testing import land, position, resolve, run_effect

FIG = "strangler-fig-runners"
FRUIT = "fruit-for-all"
L = "A5"


def _bot_answers(bot: GreedyBot, st):
    """The bot's answer to each decision of a resolving effect."""
    return lambda d: bot.choose(SimpleNamespace(state=st)).option


def _fig_in_its_fast_phase(hand_slow: bool = True):
    """Strangler Fig after its spirit phase with Fruit for All played; a slow card (worth
    playing: it adds a presence) left in hand, or an empty hand."""
    st = position({L: "2E 1T"}, spirits=[FIG], energy=5)
    s = st.spirits[0]
    slow = "creeping-tendrils"
    s.hand = [slow] if hand_slow else []
    s.played = [FRUIT]
    st.phase = "fast"
    return st, slow


def test_since_is_valued_by_the_branch_the_games_legacy_rules_take():
    op = ops.since("fruit-for-all-as-first-printed", (ops.energy(2),), (ops.fear(3),))
    old = frozenset({"fruit-for-all-as-first-printed"})
    assert _op_value(op, frozenset()) == _op_value(ops.energy(2))
    assert _op_value(op, old) == _op_value(ops.fear(3))
    assert card_static_value(FRUIT, old) != card_static_value(FRUIT, frozenset())


def test_fruit_for_all_is_worth_more_with_a_playable_card_in_hand_than_with_none():
    cheap = min(catalog.POWERS.ids(), key=lambda c: (catalog.POWERS[c].cost, -card_static_value(c)))
    assert card_static_value(FRUIT, frozenset(), [cheap]) > card_static_value(FRUIT, frozenset(), [])
    st, _slow = _fig_in_its_fast_phase(True)
    empty, _ = _fig_in_its_fast_phase(False)
    with_card = GreedyBot(1)._power_value(st, 0, FRUIT, False)
    without = GreedyBot(1)._power_value(empty, 0, FRUIT, False)
    assert with_card > without


def test_the_greedy_bot_plays_a_worthwhile_card_when_fruit_for_all_lets_it():
    st, slow = _fig_in_its_fast_phase()
    s = st.spirits[0]
    bot = GreedyBot(3)
    resolve(st, [{"op": "resolve_power", "spirit": 0, "power": FRUIT, "innate": False,
                  "repeated": False, "land": "", "target_spirit": 0}], on_decision=_bot_answers(bot, st))
    assert slow in s.played and slow not in s.hand


def test_the_greedy_bot_plays_no_card_when_none_in_hand_is_worth_its_cost():
    st, _ = _fig_in_its_fast_phase(False)
    st.spirits[0].hand = ["creeping-tendrils"]
    st.phase = "time"            # too late: a slow card played now is never used
    bot = GreedyBot(3)
    resolve(st, [{"op": "resolve_power", "spirit": 0, "power": FRUIT, "innate": False,
                  "repeated": False, "land": "", "target_spirit": 0}], on_decision=_bot_answers(bot, st))
    assert st.spirits[0].hand == ["creeping-tendrils"]


def test_the_greedy_bot_splits_a_powers_damage_to_dahan_to_spare_them():
    st = position({L: "2D"})
    bot = GreedyBot(5)
    resolve(st, [{"op": "ops", "ops": [ops.damage_dahan(2)], "ctx": {"spirit": 0, "land": L}}],
            on_decision=_bot_answers(bot, st))
    assert land(st, L) == "2D1"              # 1 and 1: none destroyed


def test_the_greedy_bot_loses_as_few_dahan_as_the_damage_allows():
    st = position({L: "1D1 2D"})
    bot = GreedyBot(5)
    resolve(st, [{"op": "ops", "ops": [ops.damage_dahan(3)], "ctx": {"spirit": 0, "land": L}}],
            on_decision=_bot_answers(bot, st))
    assert land(st, L) == "2D1"              # one lost of three, the fewest 3 damage allows


def test_the_playout_spares_the_dahan_too():
    st = position({L: "1D 1D1"})
    st.stack = [{"op": "ops", "ops": [ops.damage_dahan(1)], "ctx": {"spirit": 0, "land": L}}]
    run(st)
    assert quick_pick(st, st.decision).kind == "spare"


def test_damage_to_dahan_is_valued_by_the_dahan_it_destroys():
    assert _op_value(ops.damage_dahan(1)) == 0.0              # a wound heals; nobody is lost
    assert _op_value(ops.damage_dahan(5)) < _op_value(ops.damage_dahan(3)) < 0.0


def _odd_effects(st):
    """This turn's effects in today's shapes plus a pack's of other shapes."""
    st.turn_effects = {"defend": {L: 2}, "skip_build": [L], "tide": {L: 1}, "mist": 3,
                       "bonds": [(0, 1)], "marks": [["x"]]}


def test_the_score_reads_turn_effects_of_any_shape_without_failing():
    st = position({L: "2E 1T 2D"})
    st.ravage = list(catalog.INVADER_CARDS.ids())[:1]
    _odd_effects(st)
    base = score(st)
    sim = position({L: "1E 1T 2D"})
    sim.ravage = st.ravage
    _odd_effects(sim)
    sim.turn_effects["mist"] = 4
    sim.turn_effects["bonds"] = [(1, 0)]
    assert Scorer(st)(sim) == score(sim)
    assert isinstance(base, float)
    assert distinct_lands(st, list(st.lands), False, 0)


def test_turn_effects_of_other_shapes_leave_the_score_of_todays_shapes_as_it_was():
    st = position({L: "2E 1T 2D"})
    st.ravage = list(catalog.INVADER_CARDS.ids())[:1]
    st.turn_effects = {"defend": {L: 2}, "skip_build": [L]}
    today = score(st)
    _odd_effects(st)
    assert score(st) == today


def test_the_greedy_bot_chooses_with_turn_effects_of_other_shapes():
    st = position({L: "2E 1T"}, spirits=[FIG], energy=3)
    _odd_effects(st)
    st.stack = [{"op": "ops", "ops": [ops.damage(1)], "ctx": {"spirit": 0, "land": L}}]
    run(st)
    assert st.decision is not None
    bot = GreedyBot(1)
    bot.choose(SimpleNamespace(state=st))
    st.decision, st.stack, st.phase = None, [], "spirit"
    for pcs in st.lands.values():
        pcs.update(P.parse_land("2E"))
    _odd_effects(st)
    vines = "strangling-vines"              # fast: it acts on the island as it is, effects and all
    assert bot._power_value(st, 0, vines, False) > 0


def test_the_greedy_bot_values_an_innate_power_by_the_levels_that_fire():
    st = position({L: "2E 1T"}, spirits=["falling-cinder-rain"])
    one = power_worth(st, 0, "rain-of-sparks", True, (0,))
    two = power_worth(st, 0, "rain-of-sparks", True, (0, 1))
    assert 0 < one < two


def test_the_greedy_bot_plays_no_card_that_has_no_land_to_target_however_much_it_would_do():
    # both cost 1; Embers: a land with 2+ Towns/Cities. (Thorny Hedge was the cheap card here until
    # the bot valued Isolate as stopping explores both ways: with this spirit's plant innates it
    # is now worth more than Embers.)
    hedge, embers = "camp-fever", "drifting-embers"
    assert card_static_value(embers, 1) > card_static_value(hedge, 1)
    plays = [Option("play", spirit=0, card=c) for c in (hedge, embers)]
    st = position({"A5": "2E 1T"}, spirits=[FIG], energy=9)
    st.phase = "spirit"
    st.spirits[0].hand = [hedge, embers]
    assert GreedyBot(1)._best_play(st, 0, plays).card == hedge
    st.lands["A5"] = P.parse_land("2E 2T")                 # now Embers has a land in range
    assert GreedyBot(1)._best_play(st, 0, plays).card == embers


def _ravage_card_for(st, land, not_land):
    """An invader card whose lands include `land` and not `not_land`."""
    from game.bots.evaluate import state_geo
    cards = state_geo(st)[3]
    return next(c for c, ls in cards.items() if land in ls and not_land not in ls)


def test_a_damage_power_looks_most_promising_where_the_invaders_ravage_next():
    st = position({"A5": "2E 1T", "A6": "2E 1T"})
    st.ravage = [_ravage_card_for(st, "A5", "A6")]
    promise = Promise(st, [ops.damage(2)])
    assert promise("A5") > promise("A6")


def test_a_defend_looks_most_promising_where_the_ravage_comes_and_a_push_where_there_is_something_to_push():
    st = position({"A5": "1E 1T", "A6": "1E 1T", "A7": "2D"})
    st.ravage = [_ravage_card_for(st, "A5", "A6")]
    defend = Promise(st, [ops.defend(3)])
    assert defend("A5") > defend("A6")
    push = Promise(st, [ops.push(1, "E")])
    assert push("A6") > push("A7")


def test_a_new_presence_looks_best_where_it_brings_invaders_within_reach():
    st = position({"A7": "1E"}, presence={"A3": 1})
    promise = PresencePromise(st, 0)
    assert promise("A5") > promise("A2")           # A5 borders A7; A2 reaches nothing new


def test_a_new_presence_looks_worst_where_the_coming_ravage_will_blight():
    st = position({"A8": "1T"}, presence={"A3": 1})
    st.ravage = [_ravage_card_for(st, "A8", "A6")]
    promise = PresencePromise(st, 0)
    assert promise("A8") < 0 < promise("A6")      # both bring A8 within reach; A8 is about to be blighted


def _moves_on(change):
    """A position, a Scorer of it, then the position after `change` (the game moving on)."""
    st = position({"A5": "2E 1T 2D", "A6": "1E", "A7": "1B 1C"}, presence={"A4": 1})
    st.ravage = [_ravage_card_for(st, "A5", "A6")]
    st.turn_effects = {"defend": {"A5": 1}}
    before = Scorer(st)
    change(st)
    return st, before


def _ravage_elsewhere(st):
    st.ravage = [_ravage_card_for(st, "A6", "A5")]


CHANGES = {
    "pieces": lambda st: st.lands.__setitem__("A6", P.parse_land("2E 1D")),
    "presence in the ravaged land": lambda st: st.spirits[0].presence.__setitem__("A5", 1),
    "the Ravage card": _ravage_elsewhere,
    "a Defend": lambda st: st.turn_effects.__setitem__("defend", {"A5": 3}),
    "a Ravage skipped": lambda st: st.turn_effects.__setitem__("skip_ravage", ["A5"]),
    "the turn's effects ending": lambda st: st.turn_effects.clear(),
    "a Defend and an effect of another shape": lambda st: st.turn_effects.update(defend={"A5": 4}, tally=3),
}


@pytest.mark.parametrize("what", CHANGES)
def test_a_scorer_started_from_the_last_decisions_scores_exactly_as_a_fresh_one(what):
    st, before = _moves_on(CHANGES[what])
    lent = Scorer(st, before)
    assert before.value != score(st)                    # the change matters to the score
    assert lent.value == Scorer(st).value == score(st)
    sim = fast_clone(st)                                 # a look-ahead from there
    sim.lands["A5"] = P.parse_land("1T 2D")
    # lent and fresh alike; the incremental sum may differ from a whole one in the last bit
    assert lent(sim) == Scorer(st)(sim) == pytest.approx(score(sim), abs=1e-9)


def test_a_scorer_lent_to_a_copy_of_the_position_reads_the_copys_presence():
    """A game with undo moves on to a new state object: the lands' context the next Scorer
    takes over (same invader cards, terror and turn effects) reads the new state's spirits."""
    st, before = _moves_on(lambda st: None)
    new = fast_clone(st)
    new.spirits[0].presence["A5"] = 1        # the ravaged land: its blight would destroy it
    lent = Scorer(new, before)
    assert lent.ctx is before.ctx            # taken over, not worked out again
    assert lent.value == Scorer(new).value == score(new) != before.value


def test_the_worth_of_a_card_that_plays_another_follows_the_hand_when_only_the_hand_changes():
    st = position({L: "2E 1T"}, spirits=[FIG], energy=3)
    st.phase = "spirit"
    s = st.spirits[0]
    s.hand = [FRUIT]
    bot = GreedyBot(1)
    bot._next_decision()
    alone = bot._power_value(st, 0, FRUIT, False)
    major = max((c for c in catalog.POWERS.ids() if catalog.POWERS[c].kind == "major"),
                key=lambda c: card_static_value(c, 3))
    s.hand.append(major)                    # a card gained at growth: the island is as it was
    bot._next_decision()
    assert bot._power_value(st, 0, FRUIT, False) > alone


def test_the_innate_levels_the_bot_counts_follow_elements_given_after_it_first_asked():
    """Its memo of the innate levels met hangs on the elements: a bonus element given later
    (here Fire and Air, by effects) counts at once."""
    st = position({L: "2E 1T"}, spirits=["falling-cinder-rain"])
    bot = GreedyBot(1)
    s = st.spirits[0]
    assert all(p.id != "rain-of-sparks" for p, _ in bot._innates_met(st, 0, ()))
    s.bonus_elements.update(fire=3, air=1)
    met = dict((p.id, lv) for p, lv in bot._innates_met(st, 0, ()))
    assert met["rain-of-sparks"] == (0, 1)
    s.used.append("rain-of-sparks")
    assert "rain-of-sparks" not in dict((p.id, lv) for p, lv in bot._innates_met(st, 0, ()))


@pytest.mark.parametrize("here", ["1E 1T", "2E 1T", "1T1 1C", "1C 2E 2D", "3E", "1C2 1T 1E", "2D 1B"])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_promise_reads_damage_as_the_engine_assigns_it_on_its_own(here, n):
    """"n damage in 1C 2E 2D": the pieces and fear the target order reads from the steps are the
    engine's own after "assign the damage efficiently" (auto_damage)."""
    from game.bots.estimate import after_steps
    st = position({"A5": here})
    fear0 = st.fear_generated
    pcs, fear, _, _ = after_steps(dict(st.lands["A5"]), [("damage", n, "ETC")])
    run_effect(st, [ops.damage(n)], land="A5", choose=["auto"] * 3)
    assert P.format_land(pcs) == land(st, "A5")
    assert fear == st.fear_generated - fear0


@pytest.mark.parametrize("step,here,after", [
    (("destroy", 1, "ETC"), "2E 1C", "2E"), (("destroy", 0, "E"), "2E 1T", "1T"),
    (("downgrade", 1, "TC"), "1C1 1T", "1T 1T1"), (("push", 2, "E"), "3E 1D", "1E 1D"),
    (("add", 2, "D"), "1E", "1E 2D"), (("damage_each", 1, "ET"), "2E 1T", "1T1")])
def test_the_promise_reads_what_a_step_leaves_in_the_land(step, here, after):
    """"destroy 1 in 2E 1C" leaves "2E": the most dangerous piece goes first; a downgrade keeps
    its damage; a push's pieces leave the land."""
    from game.bots.estimate import after_steps
    pcs = after_steps(P.parse_land(here), [step])[0]
    assert P.format_land(pcs) == P.format_land(P.parse_land(after))


def test_a_damage_power_is_estimated_to_gain_more_where_it_destroys_a_town_than_where_it_only_hurts_a_city():
    """"2 damage": in 1T 1E, ravaged next, it gains more than in 1C 1E, ravaged next, where it
    leaves a damaged City that heals at night (the rules of thumb alone put the City first)."""
    st = position({"A5": "1T 1E", "A6": "1C 1E"})
    st.ravage = [_ravage_card_for(st, "A5", "Z"), _ravage_card_for(st, "A6", "Z")]
    promise = Promise(st, [ops.damage(2)], Scorer(st))
    assert promise.thumb("A6") > promise.thumb("A5")
    assert promise._gain("A5", st.lands["A5"]) > promise._gain("A6", st.lands["A6"]) > 0


# --- no dead cards: the bot values what every card does (issue 26) ---------------------------

def test_destroying_an_explorer_is_worth_at_least_the_damage_it_would_take():
    assert _op_value(ops.destroy(2, "E")) >= _op_value(ops.damage(2, "E"))
    assert _op_value(ops.remove(1, "E")) >= _op_value(ops.damage(1, "E"))


def test_gathered_dahan_are_worth_more_than_gathered_explorers_and_isolate_more_than_a_skipped_explore():
    assert _op_value(ops.gather(2, "D")) > _op_value(ops.gather(2, "E")) > 0
    assert _op_value(ops.isolate()) > _op_value(ops.skip("explore"))


def test_damage_per_dahan_counts_the_dahan_that_strike_not_a_flat_double():
    assert _op_value(ops.damage(1, per="D")) > _op_value(ops.damage(1, per="T"))


def test_a_push_that_may_move_a_city_is_worth_more_than_one_that_moves_explorers_and_towns():
    assert _op_value(ops.push(1, "ETC")) > _op_value(ops.push(1, "ET")) > _op_value(ops.push(1, "E"))


def _keep(st, cards):
    st.decision = SimpleNamespace(kind="keep_power", options=[Option("keep", spirit=0, card=c) for c in cards])
    return GreedyBot(1)._on_keep_power(st, st.decision).card


def test_the_greedy_bot_keeps_a_card_that_does_what_its_deck_cannot_over_one_of_equal_worth():
    from game.bots.greedy import _can, _deck_can
    st = position({L: "2E 1T 2D"}, spirits=[FIG], energy=3)
    s = st.spirits[0]
    gather = catalog.POWERS["call-of-the-elders"]
    assert _can(gather) - _deck_can(s)              # nothing of Fig's gathers Dahan
    bot = GreedyBot(1)
    base = bot._card_worth(st, 0, "call-of-the-elders") + bot._promise_now(st, 0, "call-of-the-elders")
    s.hand.append("call-of-the-elders")             # once it has one, a second adds nothing new
    assert not (_can(gather) - _deck_can(s))
    assert base == bot._card_worth(st, 0, "call-of-the-elders") + bot._promise_now(st, 0, "call-of-the-elders")


def test_a_card_kept_with_a_land_in_reach_where_it_does_much_is_worth_more_than_with_none():
    st = position({L: "2E 1T"}, spirits=[FIG])
    in_reach = GreedyBot(1)._promise_now(st, 0, "the-pack-runs-down-its-prey")
    for pcs in st.lands.values():
        pcs.pop("E", None), pcs.pop("T", None), pcs.pop("C", None)
    assert GreedyBot(1)._promise_now(st, 0, "the-pack-runs-down-its-prey") < 0 < in_reach


def test_a_token_added_by_a_power_is_worth_what_its_rules_do_and_an_invader_added_is_a_loss():
    from game.bots.valuation import TOKEN_PLAIN, token_value
    from game.engine import kinds as K
    stop = K.Kind("test-thorns", "Q", "Thorn", token=True, pack="tests",
                  hooks={"instead_of_build": K.stops_one("Q", "build")})
    plain = K.Kind("test-feathers", "X", "Feather", token=True, pack="tests")
    K.register(stop)
    K.register(plain)
    try:
        assert _op_value(ops.add(1, "Q")) > _op_value(ops.add(1, "X")) > 0 > _op_value(ops.add(1, "E"))
        assert token_value("Q") == 2.2
        assert token_value("X") == TOKEN_PLAIN < token_value("A"), \
            "a token no rule of its own: worth more when powers count it (Beasts: damage per Beasts)"
    finally:
        K.unregister("Q")
        K.unregister("X")


def _score_with(lands: dict, ravaged: str, elsewhere: str = "A1"):
    """The score of a position with these lands whose Ravage card names `ravaged`."""
    st = position(lands, presence={"A3": 1})
    st.ravage = [_ravage_card_for(st, ravaged, elsewhere)]
    return score(st)


def test_the_score_reads_an_invader_carrying_strife_as_dealing_no_damage_in_the_coming_ravage():
    """003 DISCORDE: an invader with strife deals 0 damage in its next ravage: the bot's score
    asks the engine (the kind's `invader_damage` hook), so strife on the Town spares the land."""
    plain, strifed = _score_with({"A5": "1T 1E"}, "A5"), _score_with({"A5": "1Ts 1E"}, "A5")
    assert strifed - plain > 5          # no blight (the Explorer's 1 damage alone), not only the token's own worth
    away = _score_with({"A5": "1Ts 1E"}, "A6", "A5") - _score_with({"A5": "1T 1E"}, "A6", "A5")
    assert 0 < away < strifed - plain, "away from the ravage strife is worth only what it may stop later"


def test_the_score_reads_badlands_as_adding_to_the_ravage_and_to_the_dahan_fighting_back():
    """003 TERRE HOSTILE: +1 damage to an action dealing at least 1 in the land (the ravage, and
    the Dahan fighting back): 1 Explorer with Badlands blights the land."""
    assert _score_with({"A5": "1E 1H"}, "A5") < _score_with({"A5": "1E"}, "A5") - 5


def test_the_score_reads_vitality_as_sparing_the_blight_of_a_land_that_has_none():
    """003 VITALITÉ: a Vitality stops a blight added to a land without blight."""
    gain_here = _score_with({"A5": "1T 1V"}, "A5") - _score_with({"A5": "1T"}, "A5")
    gain_away = _score_with({"A5": "1T 1V"}, "A6", "A5") - _score_with({"A5": "1T"}, "A6", "A5")
    assert gain_here > gain_away + 5
    blighted_here = _score_with({"A5": "1T 1B 1V"}, "A5") - _score_with({"A5": "1T 1B"}, "A5")
    assert blighted_here == pytest.approx(gain_away), "a land with blight already: Vitality does not stop it"


def test_the_promise_reads_a_token_a_power_adds_or_attaches_in_the_land():
    from game.bots.estimate import after_steps
    pcs = P.parse_land("1T 1E")
    assert after_steps(pcs, [("add", 1, "H")])[0] == {"T": 1, "E": 1, "H": 1}
    assert after_steps(pcs, [("attach", 1, "S")])[0] == {"Ts": 1, "E": 1}, "on the invader that deals most"
