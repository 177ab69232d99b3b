"""The engine's seams, shown by test-only extensions (tests/extending/): each one is added by a
single module through the public API, then a seeded game shows its rule working, with undo and
save -> load. Nothing in game/ knows about them."""
import pytest

from game.engine import Adjust, Choose, Game, Rejection, Undo, from_save, newest, to_save
from game.engine import pieces as P
from game.engine.invaders import card_lands

from game.engine.invariants import violations

from extending import dilemma_event, ford_event, lantern_pack, muster_question, omen_event, reinforcements_step, \
    river_tales, settlers_rule, strife_token, tithe_rule, ward_token, warlord_rule


@pytest.fixture
def ward():
    ward_token.install()
    yield ward_token.WARD
    ward_token.uninstall()


@pytest.fixture
def reinforcements():
    reinforcements_step.install()
    yield reinforcements_step.RULE
    reinforcements_step.uninstall()


@pytest.fixture
def omen():
    omen_event.install()
    yield omen_event.OMEN.id
    omen_event.uninstall()


@pytest.fixture
def discord():
    strife_token.install()
    yield strife_token.SOW.id
    strife_token.uninstall()


@pytest.fixture
def toll():
    dilemma_event.install()
    yield dilemma_event.TOLL.id
    dilemma_event.uninstall()


@pytest.fixture
def ford():
    ford_event.install()
    yield ford_event.FORD.id
    ford_event.uninstall()


@pytest.fixture
def settlers():
    settlers_rule.install()
    yield settlers_rule.RULE
    settlers_rule.uninstall()


@pytest.fixture
def warlord():
    warlord_rule.install()
    yield warlord_rule.RULE
    warlord_rule.uninstall()


@pytest.fixture
def tithe():
    tithe_rule.install()
    yield tithe_rule.RULE
    tithe_rule.uninstall()


@pytest.fixture
def river():
    river_tales.install()
    yield
    river_tales.uninstall()


def test_the_guides_own_examples_register_and_play(river):
    """docs/extending.md's Ward, Flood Tide and Explore First, as the guide writes them: a game
    naming the rule change explores before it ravages and its Towns have 3 health; the step
    adds a Dahan to each coastal land once a rule puts it in a game; a Ward stops a build."""
    from game.engine import phase, variant
    from game.engine.testing import land, position, resolve
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 4, "rules": ["explore-first"]}))
    steps = g.state.invader_steps
    assert steps.index("explore") < steps.index("ravage") and steps.count("explore") == 1
    assert variant.kind(g.state, "T").health == 3 and variant.kind(Game({"spirits": ["falling-cinder-rain"],
                                                                         "seed": 4}).state, "T").health == 2
    from game.engine.island import is_coastal
    st = position({})
    resolve(st, phase.STEPS["flood-tide"].steps(st))
    coastal = [l for l in st.lands if is_coastal(st, l)]
    assert coastal and all(land(st, l) == "1D" for l in coastal)
    assert all(land(st, l) == "" for l in st.lands if l not in coastal)
    ward = position({"A4": "1E 1G"})
    resolve(ward, [{"op": "build_land", "land": "A4"}])
    assert land(ward, "A4") == "1E"


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
    assert isinstance(game.apply(Adjust("G", "", land)), list), "a pack's token can be placed by hand"
    game.apply(Undo())
    assert game.state.state_hash() == start and "G" not in game.state.lands[land]
    game.apply(Adjust("G", "", land))
    _to_decision(game, "start_invaders")
    assert game.state.lands[land].get("G") == 1
    before = game.state.state_hash()
    events = _start_invaders(game)
    assert P.count(game.state.lands[land], "T") == 0, "the ward stopped the build"
    assert game.state.lands[land].get("G", 0) == 0, "the ward was removed instead"
    assert any(e.kind == "ActionPrevented" and e.data["land"] == land for e in events)

    assert isinstance(game.apply(Undo()), Rejection), "the reveal in the same phase ends undo"
    assert before != game.state.state_hash()
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.lands[land].get("G", 0) == 0 and P.count(again.state.lands[land], "T") == 0


def test_a_kind_registered_by_a_pack_is_read_in_the_land_notation(ward):
    assert P.parse_land("1E 2G") == {"E": 1, "G": 2}
    assert P.format_land({"G": 1, "E": 1, "D": 2}) == "1E 2D 1G"


def _cities(game: Game) -> dict:
    return {l: P.count(p, "C") for l, p in game.state.lands.items() if P.count(p, "C")}


def test_a_step_inserted_after_build_adds_an_explorer_to_every_land_with_a_city(reinforcements):
    control = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    _to_decision(control, "start_invaders")
    _start_invaders(control)

    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "rules": [reinforcements]}))
    steps = game.state.invader_steps
    assert steps.index("reinforcements") == steps.index("build") + 1
    _to_decision(game, "start_invaders")
    events = _start_invaders(game)
    cities = _cities(control)
    assert cities and _cities(game) == cities
    for l in game.state.lands:
        extra = 1 if l in cities else 0
        assert P.count(game.state.lands[l], "E") == P.count(control.state.lands[l], "E") + extra, l
    assert sum(1 for e in events if e.kind == "PieceAdded" and e.data.get("cause", "") != "explore"
               and e.data.get("piece") == "E") >= len(cities)

    assert isinstance(game.apply(Undo()), Rejection), "the explore's reveal in the same phase ends undo"
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.invader_steps == steps


def test_an_event_card_revealed_in_the_invader_phase_resolves_its_effect(omen):
    control = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    _to_decision(control, "start_invaders")
    _start_invaders(control)

    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "events": [omen]}))
    assert game.state.event_deck == [omen]
    _to_decision(game, "start_invaders")
    before = game.state.state_hash()
    events = _start_invaders(game)
    assert [e.data["card"] for e in events if e.kind == "EventCardRevealed"] == [omen]
    assert game.state.fear_generated == control.state.fear_generated + 2
    assert game.state.event_deck == [] and game.state.event_discard == [omen]

    assert isinstance(game.apply(Undo()), Rejection), "a revealed event card ends undo"
    assert game.state.state_hash() != before
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.event_discard == [omen]


def _play_to(game: Game, kind: str) -> list:
    """Play the first legal option until the game asks `kind`; the events on the way."""
    events = []
    for _ in range(1000):
        d = game.state.decision
        if d.kind == kind:
            return events
        o = d.options[0]
        events += game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))
    raise AssertionError(f"the game never asked {kind!r}")


def test_discord_on_one_of_two_explorers_makes_it_deal_no_damage_and_travels_with_it(discord):
    ravaged = {}
    for events in ([], [discord]):
        game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "events": events}))
        game.apply(Adjust("E", "", "A5"))              # two identical Explorers in A5
        assert P.format_land(game.state.lands["A5"]) == "2E"
        _play_to(game, "start_invaders")
        _start_invaders(game)                          # turn 1: Sow Discord is revealed
        _play_to(game, "spirit_action")                # turn 2's spirit phase
        if events:
            assert P.format_land(game.state.lands["A5"]) == "1E 1Eu 1T", "one Explorer of the two carries it"
            before = game.state.state_hash()
            assert isinstance(game.apply(Adjust("Eu", "A5", "A4")), list), "a tabletop move names it"
            assert game.state.lands["A4"].get("Eu") == 1 and P.format_land(game.state.lands["A5"]) == "1E 1T"
            game.apply(Undo())
            assert game.state.state_hash() == before
            again = from_save(to_save(game))
            assert again.state.state_hash() == before and again.state.lands["A5"] == {"E": 1, "Eu": 1, "T": 1}
        _play_to(game, "start_invaders")
        turn2 = _start_invaders(game) + _play_to(game, "spirit_action")     # turn 2: A5 ravages
        ravaged[bool(events)] = [e.data["damage"] for e in turn2 if e.kind == "Ravage" and e.data["land"] == "A5"]
        if events:
            assert P.format_land(game.state.lands["A5"]) == "2E 1T 1B", "the ravage over, the Discord is shed"
            assert from_save(to_save(game)).state.state_hash() == game.state.state_hash()
    assert ravaged == {False: [4], True: [3]}, "the Explorer carrying Discord dealt no damage"


def _explorers(game: Game) -> dict:
    """Explorers per land, where there are some."""
    return {l: P.count(p, "E") for l, p in game.state.lands.items() if P.count(p, "E")}


def test_a_dilemma_whose_first_choice_costs_energy_a_spirit_may_refuse(toll):
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "events": [toll]}))
    _to_decision(game, "start_invaders")
    d = game.state.decision
    game.apply(Choose(d.spirit if d.spirit >= 0 else d.options[0].spirit, d.options[0]))
    d = game.state.decision
    assert d.kind == "one_of" and [o.index for o in d.options] == [0, 1]
    dilemma = game.state.state_hash()
    game.apply(Choose(0, d.options[0]))                 # turn the Explorers back...
    assert game.state.decision.kind == "pay"
    game.apply(Undo())
    assert game.state.state_hash() == dilemma, "undo goes back to the dilemma"
    game.apply(Choose(0, d.options[0]))
    d = game.state.decision
    assert d.kind == "pay" and d.spirit == 0 and [o.kind for o in d.options] == ["pay", "refuse"]
    energy, explorers = game.state.spirits[0].energy, _explorers(game)
    towns = sorted(l for l, p in game.state.lands.items() if P.count(p, "T"))
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash() and again.state.decision.options == d.options

    refuse = next(o for o in d.options if o.kind == "refuse")
    events = game.apply(Choose(0, refuse))              # ...but nobody pays: the invaders take the road
    assert game.state.spirits[0].energy == energy
    assert towns and sorted(e.data["land"] for e in events if e.kind == "PieceAdded" and e.data["cause"] == toll) == towns
    assert not [e for e in events if e.kind == "Removed" and e.data["cause"] == toll]

    events = again.apply(Choose(0, next(o for o in d.options if o.kind == "pay")))     # the loaded game pays
    assert again.state.spirits[0].energy == energy - 1
    assert sorted(e.data["land"] for e in events if e.kind == "Removed" and e.data["cause"] == toll) == sorted(explorers)
    assert not [e for e in events if e.kind == "PieceAdded" and e.data["cause"] == toll]
    assert from_save(to_save(again)).state.state_hash() == again.state.state_hash()


def test_a_rule_change_adds_a_town_and_blight_from_the_blight_card_at_setup(settlers):
    control = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "rules": [settlers]}))
    st, was = game.state, control.state
    assert P.count(st.lands["A1"], "T") == P.count(was.lands["A1"], "T") + 1
    assert P.count(st.lands["A2"], "B") == P.count(was.lands["A2"], "B") + 1
    assert st.blight_on_card == was.blight_on_card - 1 and st.blight_total == was.blight_total
    assert violations(st) == []

    start = st.state_hash()
    d = st.decision
    game.apply(Choose(d.spirit if d.spirit >= 0 else d.options[0].spirit, d.options[0]))
    assert game.state.state_hash() != start
    game.apply(Undo())
    assert game.state.state_hash() == start, "undo goes back to the position the rule change set up"
    _to_decision(game, "start_invaders")
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash()
    assert violations(again.state) == []


def _builds(events) -> list:
    return [e.data["card"] for e in events if e.kind == "InvaderAction" and e.data["action"] == "build"]


def test_an_adversary_like_rule_builds_twice_and_loses_the_game_on_its_own_condition_in_its_own_words(warlord):
    from game.engine import results as R
    from game.ui.gamelog import describe
    from game.words import cause_words
    control = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
    land = _build_land(control)
    control.apply(Adjust("T", "", land))
    _to_decision(control, "start_invaders")
    assert len(_builds(_start_invaders(control))) == 1 and not control.state.result, "the base game builds once"

    game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "rules": [warlord],
                        "packs": [warlord_rule.NAME]}))
    assert game.state.invader_steps.count("build") == 2 and game.state.end_conditions == [warlord_rule.OVERRUN]
    game.apply(Adjust("T", "", land))
    _to_decision(game, "start_invaders")
    events = _start_invaders(game)
    assert len(_builds(events)) == 2, "the same card builds twice"
    assert any(P.count(pcs, "TC") >= 3 for pcs in game.state.lands.values())
    assert game.state.result == R.DEFEAT and game.state.cause == warlord_rule.OVERRUN
    lost = [e for e in events if e.kind == "GameLost"]
    assert [e.data["cause"] for e in lost] == [warlord_rule.OVERRUN]
    assert cause_words(game.state.cause) == warlord_rule.WORDS
    assert any(warlord_rule.WORDS in text for text, _tag in describe(lost[0], game.state))

    assert isinstance(game.apply(Undo()), Rejection), "the game is over"
    again = from_save(to_save(game))
    assert again.state.state_hash() == game.state.state_hash() and again.state.cause == warlord_rule.OVERRUN


def _quake_pack(pack) -> None:
    """A pack with a token, an event card and a rule change of its own (for two games)."""
    from game.content import ops
    from game.content.spec import FAST, EventCard, PowerCard
    from game.engine import kinds as K
    from game.engine import phase
    pack.kind(K.Kind("test-quake", "Q", "Quake", token=True))
    pack.power(PowerCard(id="test-split-the-stone", name="Split the Stone", kind="minor", cost=1, speed=FAST,
                         elements=("earth",), effect=(ops.fear(1),), text="1 Fear."))
    pack.event(EventCard("test-aftershock", "Aftershock", (ops.fear(1),), "1 Fear."))
    pack.rule("test-quake-first", lambda state: phase.insert_step(state, "fear", before="blighted_island"))


def test_a_kind_and_cards_from_one_game_s_pack_are_absent_from_another_game_in_the_same_process():
    from game.content import catalog
    from game.engine import SetupError
    before = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11})).state.state_hash()
    catalog.install(_quake_pack, "tests-quake")
    try:
        quake = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "packs": ["tests-quake"],
                             "events": ["test-aftershock"], "rules": ["test-quake-first"]}))
        base = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11}))
        assert base.state.state_hash() == before, "an installed pack changes no base game"
        assert isinstance(quake.apply(Adjust("Q", "", "A5")), list) and quake.state.lands["A5"]["Q"] == 1
        refused = base.apply(Adjust("Q", "", "A5"))
        assert isinstance(refused, Rejection) and refused.code == "kind_not_in_this_game"
        assert "Q" not in base.state.lands["A5"] and base.state.state_hash() == before
        assert quake.state.event_deck == ["test-aftershock"] and quake.state.invader_steps[0] == "fear"
        assert "test-split-the-stone" in quake.state.minor_deck and "test-split-the-stone" not in base.state.minor_deck
        for extra, what in (({"events": ["test-aftershock"]}, "event card 'test-aftershock'"),
                            ({"rules": ["test-quake-first"]}, "rule change 'test-quake-first'")):
            with pytest.raises(SetupError, match=f"{what} is from the pack 'tests-quake'"):
                Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, **extra}))
        quake.apply(Undo())
        assert "Q" not in quake.state.lands["A5"]
        quake.apply(Adjust("Q", "", "A5"))
        again = from_save(to_save(quake))
        assert again.state.state_hash() == quake.state.state_hash() and again.state.lands["A5"]["Q"] == 1
    finally:
        catalog.forget("tests-quake")


def _ford_position(ford):
    """Two spirits (boards A and B) and the Flooded Ford on top of the event deck, turn 2."""
    from game.content import catalog
    from game.engine.event_cards import deal
    from game.engine.testing import position
    spirits = sorted(catalog.SPIRITS.ids())[:2]
    st = position({}, spirits=spirits, boards=["A", "B"])
    deal(st, [ford])
    st.turn = 2
    st.spirits[0].energy, st.spirits[1].energy = 3, 3
    st.spirits[0].bonus_elements = {"water": 1}
    card = next(c.id for c in catalog.POWERS.items.values() if c.kind == "minor" and c.elements.count("water") == 1)
    st.spirits[1].hand = [card]
    return st, card


def test_a_joint_cost_aided_by_water_is_paid_unevenly_with_a_card_discarded(ford):
    from game.engine.testing import resolve
    st, card = _ford_position(ford)
    # 2 Energy per spirit = 4; spirit 0's Water in play takes 1 off; spirit 0 pays 1, spirit 1
    # discards a card with 1 Water (2): paid, and the ford holds
    resolve(st, [{"op": "event_card"}], choose=[1, lambda o: o.kind == "pay" and o.index == 1,
                                                 lambda o: o.kind == "discard_card" and o.card == card])
    assert (st.spirits[0].energy, st.spirits[1].energy) == (2, 3)
    assert st.spirits[1].discard == [card] and st.spirits[1].hand == []
    wet = [l for l in st.lands if l[0] in "AB" and _terrain(st, l) == "wetland"]
    assert wet and all(st.turn_effects["defend"][l] == 2 for l in wet)
    assert not any(P.count(st.lands[l], "E") for l in wet)


def test_a_shared_cost_refused_by_every_spirit_is_not_paid_and_the_first_option_applies(ford):
    from game.engine.testing import resolve
    st, card = _ford_position(ford)
    resolve(st, [{"op": "event_card"}], choose=[1, "refuse", "refuse"])
    assert (st.spirits[0].energy, st.spirits[1].energy) == (3, 3) and st.spirits[1].hand == [card]
    wet = [l for l in st.lands if _terrain(st, l) == "wetland"]
    assert all(P.count(st.lands[l], "E") == 1 for l in wet) and "defend" not in st.turn_effects


def _terrain(st, l):
    from game.engine.island import terrain
    return terrain(st, l)


@pytest.fixture
def lanterns():
    lantern_pack.install()
    yield lantern_pack.NAME
    lantern_pack.uninstall()


def test_a_packs_own_setup_runs_in_the_games_that_name_the_pack_and_only_there(lanterns):
    lit = Game(newest({"spirits": ["falling-cinder-rain", "scattering-gale"], "seed": 3, "packs": [lanterns]}))
    assert {l for l, p in lit.state.lands.items() if p.get("L")} == {"A1", "B1"}
    again = from_save(to_save(lit))
    assert again.state.state_hash() == lit.state.state_hash() and again.state.lands["A1"].get("L") == 1
    dark = Game(newest({"spirits": ["falling-cinder-rain", "scattering-gale"], "seed": 3}))
    assert not any(p.get("L") for p in dark.state.lands.values())
    assert {l: {t: n for t, n in p.items() if t != "L"} for l, p in lit.state.lands.items()} == dark.state.lands
def test_an_adversary_like_rule_reshapes_the_decks_puts_blight_from_the_box_and_reacts_to_a_reveal(tithe):
    """tests/extending/tithe_rule.py: the invader deck loses a stage I card, the fear deck has 4
    cards at terror level 2, a fear card takes 5 fear per spirit, each board starts with 1 blight
    (from the box) on land 2 with 1 fewer per spirit on the blight card, and a stage II card
    brings an Explorer to every land with a Town before the explore; saved and loaded."""
    from game.content.invaders import INVADER_CARDS
    from game.engine.fear import DIVIDERS
    from game.engine.testing import kinds_of, land, position, resolve
    base = Game({"spirits": ["falling-cinder-rain"], "seed": 6})
    g = Game({"spirits": ["falling-cinder-rain"], "seed": 6, "rules": [tithe], "packs": [tithe_rule.NAME]})
    st = g.state
    cards = st.ravage + st.build + st.explore + st.invader_deck
    assert [INVADER_CARDS[c].stage for c in cards] == [1] * 2 + [2] * 4 + [3] * 5
    deck = st.fear_deck
    assert deck.index(DIVIDERS[1]) - deck.index(DIVIDERS[0]) == 5 and len(deck) == 12
    assert st.fear_pool == 5 and st.blight_on_card == base.state.blight_on_card - 1
    assert P.count(st.lands["A2"], "B") == P.count(base.state.lands["A2"], "B") + 1 and not violations(st)
    again = from_save(to_save(g))
    assert again.state.state_hash() == st.state_hash()
    pos = position({"A5": "1T", "A6": "1E"}, rules=[tithe], settings={"packs": [tithe_rule.NAME]})
    pos.invader_deck = ["II-mountain"] + [c for c in pos.invader_deck if c != "II-mountain"]
    pos.explore = []
    events = resolve(pos, [{"op": "explore"}])
    assert land(pos, "A5") == "1E 1T", "the reaction brought an Explorer to the Town's land"
    kinds = kinds_of(events)
    reacted = next(i for i, e in enumerate(events) if e.kind == "PieceAdded" and e.data["land"] == "A5")
    explored = next(i for i, e in enumerate(events) if e.kind == "InvaderAction" and e.data["action"] == "explore")
    assert kinds.index("InvaderCardRevealed") < reacted < explored, "revealed, the reaction, then the explore"


def test_a_question_a_pack_asks_is_worded_by_the_pack_and_its_words_are_not_its_identity():
    """A pack's rules ask by a prompt code with data; the pack registers the words (as the
    base game's are in game/words.py). Save -> load and undo keep the question; its words
    take no part in the state hash."""
    from game.content import catalog
    from game.words import option_words, prompt_words
    catalog.install(muster_question.register, muster_question.PACK)
    try:
        game = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 11, "packs": [muster_question.PACK],
                            "rules": [muster_question.RULE]}))
        _to_decision(game, "start_invaders")
        _start_invaders(game)
        _to_decision(game, "muster")
        d = game.state.decision
        n = len(d.options)
        assert prompt_words(d, game.state) == \
            f"The Dahan muster: {n} lands have Dahan. Where does one more join them?"
        assert [option_words(d, o, game.state) for o in d.options] == [f"muster in {o.land}" for o in d.options]
        again = from_save(to_save(game))
        assert again.state.state_hash() == game.state.state_hash()
        assert prompt_words(again.state.decision, again.state) == prompt_words(d, game.state)
        before = P.count(game.state.lands[d.options[0].land], "D")
        game.apply(Choose(0, d.options[0]))
        assert P.count(game.state.lands[d.options[0].land], "D") == before + 1
    finally:
        catalog.forget(muster_question.PACK)


# --- a spirit with an Incarna (tests/extending/mist_walker.py) --------------------------------

@pytest.fixture
def mist_walker():
    from game.content import catalog
    from extending import mist_walker
    catalog.install(mist_walker.register, "tests-mist")
    yield mist_walker.WALKER
    catalog.forget("tests-mist")


def test_a_packs_spirit_with_an_incarna_ranges_from_it_and_has_it_as_a_sacred_site(mist_walker):
    from game.engine.incarna import land_of, sacred_sites
    from game.engine.testing import position, use_power
    st = position({"A8": "1E 1T"}, spirits=[mist_walker.id])
    start = land_of(st, 0)
    assert start and start in sacred_sites(st, 0)           # "always": a sacred site by itself
    st.spirits[0].presence = {}
    use_power(st, "fog-on-the-road", land="A8")
    assert land_of(st, 0) == "A8" and sacred_sites(st, 0) == ["A8"] and st.fear_generated == 1
