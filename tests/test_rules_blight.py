"""Blight (rules 000 "Blight & Presence Destruction", 003 "DÉSOLATION", issue 2 item 4)."""
from game.engine.testing import begun_with_prompt_set, kinds_of, land, position, resolve, run_effect
from game.content import ops
from rules_helpers import neighbours

L = "A5"


def add_blight(st, land_id=L, choose=None):
    return resolve(st, [{"op": "add_blight", "land": land_id, "cause": "test"}], choose)


def test_blight_is_taken_from_the_blight_card():
    st = position({})
    before = st.blight_on_card
    add_blight(st)
    assert st.blight_on_card == before - 1 and land(st, L) == "1B"


def test_each_blight_added_destroys_one_presence_of_every_spirit_in_that_land():
    st = position({}, spirits=["falling-cinder-rain", "scattering-gale"])
    st.spirits[0].presence = {L: 2, "A1": 1}
    st.spirits[1].presence = {L: 1, "B1": 1}
    ev = add_blight(st)
    assert st.spirits[0].presence == {L: 1, "A1": 1}
    assert st.spirits[1].presence == {"B1": 1}
    assert kinds_of(ev).count("PresenceDestroyed") == 2


def test_blight_added_to_a_blighted_land_cascades_into_an_adjacent_land_of_the_players_choice():
    st = position({L: "1B"})
    target = neighbours(st, L)[-1]
    add_blight(st, choose=[target])
    assert land(st, L) == "2B"
    assert land(st, target) == "1B"


def test_a_cascade_continues_when_the_next_land_was_already_blighted():
    st = position({})
    a = L
    b = neighbours(st, a)[0]
    c = next(x for x in neighbours(st, b) if x != a)
    st.lands[a] = {"B": 1}
    st.lands[b] = {"B": 1}
    add_blight(st, a, choose=[b, c])
    assert land(st, a) == "2B" and land(st, b) == "2B" and land(st, c) == "1B"


def test_moving_blight_neither_destroys_presence_nor_cascades():
    st = position({L: "1B"})
    to = neighbours(st, L)[0]
    st.lands[to] = {"B": 1}
    st.spirits[0].presence = {to: 1, "A1": 1}
    run_effect(st, (ops.push(1, "B"),), land=L, choose=[lambda o: o.to == to])
    assert land(st, to) == "2B"
    assert st.spirits[0].presence[to] == 1
    assert sum(n for lid, pcs in st.lands.items() for t, n in pcs.items() if t == "B") == 2


def test_removed_blight_returns_to_the_card():
    st = position({L: "1B"})
    before = st.blight_on_card
    run_effect(st, (ops.remove(1, "B"),), land=L)
    assert st.blight_on_card == before + 1 and land(st, L) == ""


def test_when_the_healthy_card_empties_it_flips_and_adds_blight_per_spirit():
    st = position({}, spirits=["falling-cinder-rain", "scattering-gale"])
    st.blight_card = "scorched-soil-draws-settlers"
    st.blight_deck = []
    from game.content import catalog
    card = catalog.BLIGHT[st.blight_card]
    assert not card.still_healthy
    st.blight_on_card = 1
    st.blight_total = 1
    ev = add_blight(st)
    assert st.blighted
    assert st.blight_on_card == card.blighted_per_spirit * 2
    assert "BlightCardFlipped" in kinds_of(ev)


def test_running_out_of_blight_on_the_blighted_side_is_defeat():
    st = position({"A1": "1E"})
    st.blight_card = "scorched-soil-draws-settlers"
    st.blighted = st.blight_flipped = True
    st.blight_on_card = 1
    st.blight_total = 1
    resolve(st, [{"op": "add_blight", "land": L}, {"op": "check_end"}])
    assert st.result == "defeat" and st.cause == "blight"


def test_a_still_healthy_card_flips_to_its_still_healthy_side_and_the_island_stays_healthy():
    from game.content import catalog
    healthy = next(b for b in catalog.BLIGHT.items.values() if b.still_healthy)
    st = position({"A1": "1E"})
    st.blight_card = healthy.id
    st.blight_on_card = st.blight_total = 1
    ev = add_blight(st)
    assert st.blight_flipped and not st.blighted
    assert st.blight_on_card == healthy.blighted_per_spirit
    assert "BlightCardFlipped" in kinds_of(ev)


def test_an_emptied_still_healthy_side_draws_a_new_blight_card_instead_of_losing():
    from game.content import catalog
    healthy = next(b for b in catalog.BLIGHT.items.values() if b.still_healthy)
    other = next(b for b in catalog.BLIGHT.items.values() if not b.still_healthy)
    st = position({"A1": "1E"})
    st.blight_card, st.blight_deck = healthy.id, [other.id]
    st.blight_flipped = True
    st.blight_on_card = st.blight_total = 1
    ev = add_blight(st)
    assert st.blight_card == other.id and st.blighted
    assert st.blight_on_card == other.blighted_per_spirit
    assert "BlightCardDrawn" in kinds_of(ev)
    assert not st.result


def _choking_dust_with_one_blight_left(prompt_set):
    """Spirit 0 has presence in L and in a far land M; one blight is left on a healthy Choking
    Dust (on flip: each spirit adds 1 blight to a land with its presence)."""
    st = begun_with_prompt_set(position({}), prompt_set)
    far = next(l for l in sorted(st.lands) if l[0] == L[0] and l != L and l not in neighbours(st, L))
    st.spirits[0].presence = {L: 1, far: 1}
    st.lands[next(l for l in sorted(st.lands) if l not in (L, far, *neighbours(st, L)))]["E"] = 1    # the game goes on
    st.blight_card, st.blight_flipped, st.blight_deck = "choking-dust", False, []
    st.blight_on_card, st.blight_total = 1, 1
    return st, far


def test_the_blight_card_flips_and_its_effect_resolves_before_the_blight_that_emptied_it_lands():
    # 003: when the last blight is taken from the card, apply its instructions; 004: "take from
    # the blight card ... and add to land". The flip's blight can go where the first will land,
    # and the presence in the far land is spared
    st, far = _choking_dust_with_one_blight_left(3)
    spare = next(n for n in neighbours(st, L) if n != far)
    ev = resolve(st, [{"op": "add_blight", "land": L, "cause": "test"}, {"op": "check_end"}],
                 choose=[L, spare])
    order = [(e.kind, e.data.get("land")) for e in ev if e.kind in ("BlightCardFlipped", "BlightAdded")]
    assert order == [("BlightCardFlipped", None), ("BlightAdded", L), ("BlightAdded", L), ("BlightAdded", spare)]
    assert st.spirits[0].presence == {far: 1}
    assert not st.result
    assert land(st, L) == "2B" and land(st, spare) == "1B"
    assert st.blight_on_card == st.blight_total - 3


def test_games_of_older_prompt_sets_replay_with_the_blight_landing_before_the_flip():
    st, far = _choking_dust_with_one_blight_left(2)
    ev = resolve(st, [{"op": "add_blight", "land": L, "cause": "test"}, {"op": "check_end"}])
    order = [(e.kind, e.data.get("land")) for e in ev if e.kind in ("BlightCardFlipped", "BlightAdded")]
    assert order == [("BlightCardFlipped", None), ("BlightAdded", L), ("BlightAdded", far)]
    assert st.spirits[0].presence == {}
    assert st.result == "defeat"
