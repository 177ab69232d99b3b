"""Fear and terror (rules 000 "Fear Generation", 003 "Peur", issue 2 item 6)."""
from game.content import ops
from game.engine.fear import generate_fear
from game.engine.testing import kinds_of, land, position, resolve, run_effect

L = "A5"


def test_destroying_a_town_gives_1_fear_and_a_city_2():
    st = position({L: "1T 1C"})
    run_effect(st, (ops.destroy(0, "TC"),), land=L)
    assert st.fear_generated == 3


def test_removing_or_replacing_invaders_gives_no_fear():
    st = position({L: "1T 1C"})
    run_effect(st, (ops.remove(1, "T"), ops.downgrade(1, "C")), land=L)
    assert st.fear_generated == 0
    assert land(st, L) == "1T"


def test_when_the_pool_empties_a_fear_card_is_earned_and_the_pool_refills_with_the_excess_carrying_over():
    st = position({})
    top = st.fear_deck[0]
    generate_fear(st, 6)   # one spirit: pool of 4
    assert st.fear_earned == [top]
    assert st.fear_pool == 2 and st.fear_generated == 2


def test_the_fear_generated_event_says_where_the_pool_ends_before_the_card_earned_is_told():
    """6 fear with a pool of 4: the event carries the pool and the fear generated as they end
    (the table's fear track shows them as the event plays), and comes before the card earned."""
    from game.engine.flow import take_events
    st = position({})
    take_events(st)
    generate_fear(st, 6)
    ev = take_events(st)
    assert [e.kind for e in ev][:2] == ["FearGenerated", "FearCardEarned"]
    assert (ev[0].data["pool"], ev[0].data["generated"]) == (st.fear_pool, st.fear_generated) == (2, 2)


def test_a_revealed_terror_divider_raises_the_terror_level_at_once():
    st = position({})
    generate_fear(st, 4 * 3)
    assert st.terror == 2
    assert st.fear_deck[0] != "TL2"


def test_earning_every_fear_card_is_victory():
    st = position({"A1": "1C"})
    generate_fear(st, 4 * 9)
    assert st.terror == 4
    resolve(st, [{"op": "check_end"}])
    assert st.result == "victory"


def test_earned_fear_cards_resolve_in_the_order_earned_at_the_current_terror_level():
    st = position({"A1": "3C", "A5": "3C", "A8": "3C"})
    first, second = st.fear_deck[0], st.fear_deck[1]
    generate_fear(st, 8)
    st.terror = 2
    ev = resolve(st, [{"op": "resolve_fear"}])
    revealed = [(e.data["card"], e.data["level"]) for e in ev if e.kind == "FearCardRevealed"]
    assert revealed == [(first, 2), (second, 2)]
    assert st.fear_earned == [] and st.fear_discard == [first, second]


def test_fear_effect_runs_for_the_current_level():
    from game.content import catalog
    st = position({"A1": "3C"})
    cid = st.fear_deck[0]
    generate_fear(st, 4)
    st.terror = 3
    ev = resolve(st, [{"op": "resolve_fear"}])
    shown = next(e.data for e in ev if e.kind == "FearCardRevealed")
    assert (shown["card"], shown["level"]) == (cid, 3)
    from game.words import fear_level_words
    assert fear_level_words(shown["card"], shown["level"]) == catalog.FEAR[cid].levels[2][0]


def test_fear_cards_earned_while_the_stack_resolves_wait_for_the_next_invader_phase():
    # "pick up the whole facedown stack ... resolve the cards one at a time"
    st = position({"A1": "3C", "A5": "3C"})
    generate_fear(st, 4)
    first = st.fear_earned[0]
    nxt = st.fear_deck[0]
    from game.content import ops
    from game.content.spec import FearCard
    from game.content import catalog
    real = catalog.FEAR.items[first]
    catalog.FEAR.items[first] = FearCard(first, real.name, tuple(("4 fear", (ops.fear(4),)) for _ in range(3)))
    try:
        ev = resolve(st, [{"op": "resolve_fear"}])
    finally:
        catalog.FEAR.items[first] = real
    revealed = [e.data["card"] for e in ev if e.kind == "FearCardRevealed"]
    assert revealed == [first]
    assert st.fear_earned == [nxt]
