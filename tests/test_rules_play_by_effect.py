"""A card played by an effect (003: "Les cartes jouées APRÈS la phase Esprit (par un Pouvoir ou un
effet) ne comptent pas dans la limite"): the `play_card` primitive, used by Fruit for All."""
from game.content import catalog, ops
from game.engine.spirits import card_plays, elements
from game.engine.testing import begun_with_prompt_set, kinds_of, position, run_effect, use_power
from game.engine.turn import power_options

FIG = "strangler-fig-runners"


def _fig_after_its_spirit_phase(prompt_set=3):
    """Strangler Fig in the fast phase: its card plays used up, a slow card left in hand."""
    st = begun_with_prompt_set(position({}, spirits=[FIG], energy=5), prompt_set)
    s = st.spirits[0]
    slow = next(c for c in s.hand if catalog.POWERS[c].speed == "slow")
    fast_played = [c for c in s.hand if c != slow and c != "fruit-for-all"][: card_plays(s) - 1]
    s.played = ["fruit-for-all"] + fast_played
    s.hand = [c for c in s.hand if c not in s.played]
    st.phase = "fast"
    return st, slow


def test_a_card_played_by_an_effect_after_the_spirit_phase_does_not_count_against_card_plays():
    st, slow = _fig_after_its_spirit_phase()
    s = st.spirits[0]
    assert len(s.played) == card_plays(s)               # every card play is spent
    energy = s.energy
    ev = use_power(st, "fruit-for-all", target_spirit=0, choose=[slow])
    assert slow in s.played and slow not in s.hand
    assert len(s.played) == card_plays(s) + 1            # one more than the limit, and allowed
    assert s.energy == energy + 2 - catalog.POWERS[slow].cost
    assert kinds_of(ev).count("CardPlayed") == 1


def test_a_card_played_by_an_effect_gives_its_elements_at_once_and_is_used_in_its_phase():
    st, slow = _fig_after_its_spirit_phase()
    before = dict(elements(st.spirits[0]))
    use_power(st, "fruit-for-all", target_spirit=0, choose=[slow])
    after = elements(st.spirits[0])
    for e in catalog.POWERS[slow].elements:
        assert after.get(e, 0) == before.get(e, 0) + catalog.POWERS[slow].elements.count(e)
    assert any(o.card == slow for o in power_options(st, "slow"))


def test_the_spirit_may_play_no_card():
    st, slow = _fig_after_its_spirit_phase()
    hand = list(st.spirits[0].hand)
    use_power(st, "fruit-for-all", target_spirit=0, choose=["none"])
    assert st.spirits[0].hand == hand


def test_only_cards_it_can_pay_for_are_offered_when_the_effect_asks_for_the_cost():
    st, slow = _fig_after_its_spirit_phase()
    st.spirits[0].energy = 0                # 2 after Fruit for All's energy
    st.spirits[0].hand.append("heart-of-molten-rock")      # costs 4
    affordable = {c for c in st.spirits[0].hand if catalog.POWERS[c].cost <= 2}
    assert affordable != set(st.spirits[0].hand), "the position needs a card it cannot pay for"
    seen = []
    use_power(st, "fruit-for-all", target_spirit=0, choose=[lambda o: seen.append(o) or o.kind == "none"])
    assert {o.card for o in seen if o.kind == "play"} == affordable


def test_a_card_played_from_a_deck_is_its_top_card_played_free():
    st = position({}, spirits=[FIG], energy=0)
    top = st.minor_deck[0]
    ev = run_effect(st, (ops.play_card("minor"),), spirit=0)
    assert st.spirits[0].played == [top] and st.minor_deck[0] != top
    assert st.spirits[0].energy == 0
    assert any(e.kind == "PowersDrawn" and e.reveal for e in ev)


def test_games_of_older_prompt_sets_keep_fruit_for_all_as_it_was():
    st, slow = _fig_after_its_spirit_phase(prompt_set=2)
    energy = st.spirits[0].energy
    use_power(st, "fruit-for-all", target_spirit=0)
    assert st.spirits[0].energy == energy + 3 and slow in st.spirits[0].hand
