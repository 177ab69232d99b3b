"""Adversaries: levels 0-6, escalation, fear decks, losses of their own, two together, and each
kind of rule a level changes. Each test is named after the rule sentence it checks (the issue's
and the rules documents': 001 "If the card has a flag icon and you are playing with an
Adversary, first perform the Escalation effect"; 003 "L'effet ESCALADE ... est résolu avant
l'action Explorer ... Si vous jouez sans adversaire, ignorez l'Escalade")."""
from __future__ import annotations

import pytest

from game import kinds as K
from game.content import changes as C
from game.content.adversaries import ADVERSARIES, LEVELS, combined_difficulty
from game.content.catalog import catalog_summary
from game.content.difficulty import total
from game.content.invaders import INVADER_CARDS
from game.engine import Game, from_save, to_save
from game.engine import pieces as P
from game.engine.fear import DIVIDERS, generate_fear
from game.engine.invaders import ravage_damage
from game.engine.invariants import violations
from game.engine.setup import SetupError, new_game
from game.engine.testing import kinds_of, land, position, resolve
from game.engine.turn import end_check  # noqa: F401  (the end-of-action check the steps name)
from game.engine.variant import kind
from game.words import cause_words

SPIRITS = ["falling-cinder-rain", "mending-moss"]


def game(adversary=None, level=0, adversary2=None, level2=0, seed=5, spirits=SPIRITS, **more):
    cfg = {"spirits": list(spirits), "seed": seed, **more}
    if adversary:
        cfg["adversary"] = [adversary, level]
    if adversary2:
        cfg["adversary2"] = [adversary2, level2]
    return Game(cfg, keep_undo=False).state


def explore_card(state, card):
    """Put `card` on top of the invader deck and explore (the invader phase's explore step)."""
    state.invader_deck = [card] + [c for c in state.invader_deck if c != card]
    state.explore = [c for c in state.explore if c != card]
    return resolve(state, [{"op": "explore"}])


# --- escalation ----------------------------------------------------------------------------------

def test_the_escalation_resolves_when_a_stage_ii_card_with_the_escalation_mark_is_revealed_before_the_explore():
    st = position({"A1": "1T", "A3": "1T"}, settings={"adversary": ["salt-crown", 0]})
    assert INVADER_CARDS["II-jungle"].escalation
    events = explore_card(st, "II-jungle")
    kinds = kinds_of(events)
    assert kinds.index("InvaderCardRevealed") < kinds.index("Escalation")
    explore_at = next(i for i, e in enumerate(events) if e.kind == "InvaderAction" and e.data["action"] == "explore")
    assert kinds.index("Escalation") < explore_at, "the escalation comes first, then the explore"
    # New Warehouses: 1 Explorer in each coastal land with a Town (A1, A3); then A3 (jungle) explores
    assert land(st, "A1") == "1E 1T" and land(st, "A3") == "2E 1T"


def test_a_card_without_the_escalation_mark_does_not_escalate():
    st = position({"A1": "1T"}, settings={"adversary": ["salt-crown", 0]})
    assert not INVADER_CARDS["II-coastal"].escalation
    events = explore_card(st, "II-coastal")
    assert "Escalation" not in kinds_of(events)
    st = position({"A1": "1T"}, settings={"adversary": ["salt-crown", 0]})
    assert "Escalation" not in kinds_of(explore_card(st, "I-mountain"))


def test_without_an_adversary_the_escalation_mark_is_ignored():
    st = position({"A1": "1T", "A3": "1T"})
    events = explore_card(st, "II-jungle")
    assert "Escalation" not in kinds_of(events) and not st.on_reveal
    assert land(st, "A1") == "1T" and land(st, "A3") == "1E 1T"


def test_with_two_adversaries_both_escalate_the_leading_one_first():
    st = position({"A1": "1T 1C"}, settings={"adversary": ["hollow-crown", 0], "adversary2": ["ashen-legion", 0]})
    events = explore_card(st, "II-mountain")
    said = [e.data["adversary"] for e in events if e.kind == "Escalation"]
    assert said == ["hollow-crown", "ashen-legion"]


# --- levels ----------------------------------------------------------------------------------

def test_every_adversary_has_levels_0_to_6_each_with_a_difficulty_that_rises_and_words_for_the_player():
    assert len(ADVERSARIES.ids()) >= 6
    for adv in ADVERSARIES.items.values():
        assert len(adv.levels) == len(LEVELS) == 7
        diffs = [lv.difficulty for lv in adv.levels]
        assert diffs == sorted(diffs) and len(set(diffs)) == 7 and diffs[0] >= 1, adv.id
        assert all(lv.title and lv.text and lv.changes for lv in adv.levels), adv.id
        assert adv.escalation_effect and adv.escalation_text and adv.flavour and adv.text


def test_level_n_includes_every_rule_of_the_levels_below():
    for adv in ADVERSARIES.items.values():
        for n in LEVELS[1:]:
            assert adv.changes(n)[:len(adv.changes(n - 1))] == adv.changes(n - 1)
            assert adv.changes(n)[len(adv.changes(n - 1)):] == adv.levels[n].changes


def test_a_game_at_level_n_plays_what_the_game_at_level_n_minus_1_plays():
    for adv in ADVERSARIES.items.values():
        below = game(adv.id, 0)
        for n in LEVELS[1:]:
            st = game(adv.id, n)
            assert set(below.end_conditions) <= set(st.end_conditions), (adv.id, n)
            assert set(below.sizes) <= set(st.sizes) and below.on_reveal == st.on_reveal == ["escalation"]
            for letter, numbers in below.kind_numbers.items():
                assert set(numbers) <= set(st.kind_numbers.get(letter, {})), (adv.id, n, letter)
            extra = [s for s in below.invader_steps if below.invader_steps.count(s) > st.invader_steps.count(s)]
            assert not extra, (adv.id, n, extra)
            assert not violations(st), (adv.id, n, violations(st))
            below = st


def test_the_level_0_rule_always_applies_when_the_adversary_is_chosen():
    st, base = game("salt-crown", 0), game()
    assert sum(P.count(p, K.TOWN) for p in st.lands.values()) == sum(P.count(p, K.TOWN) for p in base.lands.values()) + 2
    ashen, base = game("ashen-legion", 0), game()
    assert sum(P.count(p, K.EXPLORER) for p in ashen.lands.values()) > sum(P.count(p, K.EXPLORER) for p in base.lands.values())
    assert game("grey-synod", 0).fear_pool == 5 * len(SPIRITS)


def test_the_fear_deck_holds_each_levels_fear_cards_per_terror_level():
    for adv in ADVERSARIES.items.values():
        for n in LEVELS:
            st = new_game({"spirits": SPIRITS, "seed": 2, "adversary": [adv.id, n]})
            deck = st.fear_deck
            a, b = deck.index(DIVIDERS[0]), deck.index(DIVIDERS[1])
            assert (a, b - a - 1, len(deck) - b - 1) == adv.levels[n].fear, (adv.id, n)
            cards = [c for c in deck if c not in DIVIDERS]
            assert len(set(cards)) == len(cards) == sum(adv.levels[n].fear)


def test_the_fear_deck_grows_with_the_level():
    for adv in ADVERSARIES.items.values():
        sizes = [sum(lv.fear) for lv in adv.levels]
        assert sizes == sorted(sizes) and sizes[-1] > sizes[0] == 9, adv.id


# --- a loss of its own ---------------------------------------------------------------------------

def test_an_adversarys_own_loss_ends_the_game_with_its_own_cause_in_its_own_words():
    st = position({"A2": "1T"}, settings={"adversary": ["grey-synod", 5]})
    assert "grey-synod-silence" in st.end_conditions
    resolve(st, [{"op": "check_end"}])
    assert (st.result, st.cause) == ("defeat", "grey-synod-silence")
    assert "Dahan" in cause_words("grey-synod-silence")


def test_below_its_level_the_adversarys_own_loss_is_not_checked():
    st = position({"A2": "1T"}, settings={"adversary": ["grey-synod", 4]})
    resolve(st, [{"op": "check_end"}])
    assert st.result == ""


def test_the_salt_crown_loses_the_game_when_nine_towns_and_cities_stand_on_one_board():
    st = position({"A2": "4T", "A5": "4C"}, settings={"adversary": ["salt-crown", 5]})
    resolve(st, [{"op": "check_end"}])
    assert st.result == ""
    st = position({"A2": "5T", "A5": "4C"}, settings={"adversary": ["salt-crown", 5]})
    resolve(st, [{"op": "check_end"}])
    assert (st.result, st.cause) == ("defeat", "salt-crown-monopoly")


# --- two adversaries -----------------------------------------------------------------------------

def test_two_adversaries_together_each_keep_their_rules():
    st = game("hollow-crown", 5, "ashen-legion", 2)
    assert st.invader_steps.count("build") == 2, "the Hollow Crown's build twice"
    assert st.invader_steps.index("ravage") > st.invader_steps.index("build"), "the Ashen Legion's ravage after build"
    assert kind(st, K.EXPLORER).health == 2 and kind(st, K.EXPLORER).ravage_damage == 2
    assert not violations(st)


def test_the_combined_difficulty_is_more_than_either_alone():
    for a in ADVERSARIES.items.values():
        for b in ADVERSARIES.items.values():
            for la in (0, 3, 6):
                for lb in (0, 6):
                    da, db = a.levels[la].difficulty, b.levels[lb].difficulty
                    both = combined_difficulty(da, db)
                    assert both > max(da, db)
    cfg = {"adversary": ["hollow-crown", 3], "adversary2": ["ashen-legion", 1]}
    assert total(cfg) == combined_difficulty(ADVERSARIES["hollow-crown"].levels[3].difficulty,
                                             ADVERSARIES["ashen-legion"].levels[1].difficulty)


def test_the_fear_deck_of_two_adversaries_holds_the_most_cards_of_either_per_terror_level():
    st = new_game({"spirits": SPIRITS, "seed": 2, "adversary": ["salt-crown", 6], "adversary2": ["grey-synod", 6]})
    deck = st.fear_deck
    a, b = deck.index(DIVIDERS[0]), deck.index(DIVIDERS[1])
    want = tuple(max(x, y) for x, y in zip(ADVERSARIES["salt-crown"].levels[6].fear,
                                            ADVERSARIES["grey-synod"].levels[6].fear))
    assert (a, b - a - 1, len(deck) - b - 1) == want


@pytest.mark.parametrize("lead, support, words", [
    (["salt-crown", 1], ["tide-kings", 1], "harbours"),
    (["ashen-legion", 2], ["ashen-legion", 1], "cannot support itself"),
    (["tide-kings", 2], ["hollow-crown", 1], "both change the invader deck"),
])
def test_an_incompatible_pair_of_adversaries_is_refused_with_a_reason(lead, support, words):
    with pytest.raises(SetupError, match=words):
        Game({"spirits": SPIRITS, "adversary": lead, "adversary2": support})


@pytest.mark.parametrize("settings, words", [
    ({"adversary": ["nobody", 1]}, "unknown adversary"),
    ({"adversary": ["salt-crown", 7]}, "level is 0 to 6"),
    ({"adversary": "salt-crown"}, "its id and its level"),
    ({"adversary2": ["salt-crown", 1]}, "needs a leading adversary"),
    ({"scenario": "nowhere"}, "unknown scenario"),
])
def test_a_wrong_adversary_setting_is_refused_in_our_words(settings, words):
    with pytest.raises(SetupError, match=words):
        Game({"spirits": SPIRITS, **settings})


def test_a_game_without_an_adversary_writes_none_of_its_settings():
    st = game()
    assert not {"adversary", "adversary2", "scenario"} & set(st.config)
    assert not st.on_reveal and not st.sizes and total(st.config) == 0


# --- each kind of rule ---------------------------------------------------------------------------

def test_the_invaders_build_twice_when_a_level_says_so():
    st = position({"A5": "1E"}, settings={"adversary": ["hollow-crown", 5]})
    st.build = ["I-wetland"]
    resolve(st, [{"op": "invader_step", "name": n} for n in reversed(st.invader_steps) if n == "build"])
    assert land(st, "A5") == "1E 1T 1C"


def test_the_invaders_ravage_after_they_build_when_a_level_says_so():
    steps = game("ashen-legion", 1).invader_steps
    assert steps.index("build") < steps.index("ravage") < steps.index("explore")


def test_a_level_changes_the_invader_decks_make_up_and_order():
    for aid, level in (("tide-kings", 1), ("hollow-crown", 0), ("briar-wardens", 2), ("salt-crown", 3)):
        pattern = next(c.stages for c in ADVERSARIES[aid].changes(level) if isinstance(c, C.InvaderDeck))
        st = game(aid, level)
        cards = st.ravage + st.build + st.explore + st.invader_deck
        assert "".join(str(INVADER_CARDS[c].stage) for c in cards) == pattern.replace("-", ""), aid
        assert len(set(cards)) == len(cards) and not violations(st)


def test_towns_with_more_health_take_more_damage_to_destroy():
    from game.content import ops
    from game.engine.testing import run_effect
    below = position({"A5": "1T"}, settings={"adversary": ["salt-crown", 2]})
    st = position({"A5": "1T"}, settings={"adversary": ["salt-crown", 3]})
    for pos in (below, st):
        run_effect(pos, [ops.damage(2, "T")], land="A5")
    assert land(below, "A5") == "" and land(st, "A5") == "1T2"


def test_explorers_that_deal_more_damage_ravage_harder():
    st = position({"A5": "2E"}, settings={"adversary": ["ashen-legion", 2]})
    base = position({"A5": "2E"})
    assert ravage_damage(st, "A5") == 4 and ravage_damage(base, "A5") == 2


def test_a_level_adds_starting_pieces_on_each_board():
    st, base = game("salt-crown", 6), game()
    for board in ("A", "B"):
        towns = sum(P.count(p, K.TOWN) for l, p in st.lands.items() if l[0] == board)
        base_towns = sum(P.count(p, K.TOWN) for l, p in base.lands.items() if l[0] == board)
        assert towns >= base_towns + 2


def test_blight_a_level_adds_at_setup_comes_from_the_box_and_the_blight_card_holds_less():
    st, base = game("briar-wardens", 1), game()
    assert st.blight_on_card == base.blight_on_card - len(SPIRITS)
    on_island = sum(P.count(p, K.BLIGHT) for p in st.lands.values())
    assert on_island == sum(P.count(p, K.BLIGHT) for p in base.lands.values()) + 2
    assert st.blight_total == st.blight_on_card + on_island and not violations(st)


def test_dahan_that_fight_back_for_1_deal_1_damage_each():
    base = position({"A5": "1T 2D"})
    st = position({"A5": "1T 2D"}, settings={"adversary": ["grey-synod", 2]})
    for pos in (base, st):
        resolve(pos, [{"op": "ravage_land", "land": "A5"}])
    assert land(base, "A5") == "1D 1B", "the surviving Dahan deals 2: the Town falls"
    assert land(st, "A5") == "1T1 1D 1B", "the surviving Dahan deals 1: the Town stands, hurt"


def test_a_fear_card_takes_more_fear_to_earn_against_an_adversary_that_resists_fear():
    st = position({}, settings={"adversary": ["grey-synod", 0]})
    n = len(st.spirits)
    generate_fear(st, 4 * n)
    assert not st.fear_earned
    generate_fear(st, n)
    assert len(st.fear_earned) == 1 and not violations(st)


def test_destroying_a_town_gives_no_fear_when_a_level_says_so():
    st = position({"A5": "1T"}, settings={"adversary": ["grey-synod", 4]})
    from game.content import ops
    from game.engine.testing import run_effect
    run_effect(st, [ops.destroy(1, "T")], land="A5")
    assert st.fear_generated == 0


def test_an_adversary_game_saves_and_loads_with_its_rules():
    g = Game({"spirits": SPIRITS, "seed": 3, "adversary": ["tide-kings", 6], "adversary2": ["grey-synod", 2]})
    again = from_save(to_save(g))
    assert again.state.state_hash() == g.state.state_hash()
    assert again.state.on_reveal == ["escalation"] and again.state.sizes == g.state.sizes


def test_the_catalog_lists_every_adversary_with_levels_difficulty_and_texts():
    cat = catalog_summary()["adversaries"]
    assert cat["ids"] == ADVERSARIES.ids()
    for aid in cat["ids"]:
        entry = cat[aid]
        assert entry["levels"] == list(range(7)) and len(entry["difficulty"]) == 7
        assert len(entry["texts"]) == 7 and entry["name"] and entry["escalation"]["text"]


@pytest.mark.parametrize("aid", ADVERSARIES.ids())
def test_each_adversarys_escalation_resolves_on_a_revealed_stage_ii_card_before_the_explore(aid):
    st = position({"A1": "2E 1T 1D", "A2": "1C 1D 1B", "A5": "2E 1D"}, settings={"adversary": [aid, 0]})
    events = explore_card(st, "II-sand")
    kinds = kinds_of(events)
    explore_at = next(i for i, e in enumerate(events) if e.kind == "InvaderAction" and e.data["action"] == "explore")
    assert kinds.count("Escalation") == 1 and kinds.index("Escalation") < explore_at
    changed = [e for e in events[kinds.index("Escalation"):explore_at] if e.kind in ("PieceAdded", "Damaged")]
    assert changed, f"{aid}'s escalation changed nothing on this island"
    assert not violations(st)


def test_the_layouts_part_of_the_difficulty_is_added_to_the_adversaries_and_the_scenario():
    from game.content.layouts import layout_difficulty, layout_of
    assert total({"layout": "no-such-layout"}) == 0
    assert total({"layout": "archipelago"}) == layout_of("archipelago").difficulty
    cfg = {"layout": "extra-board", "adversary": ["tide-kings", 6], "scenario": "muster-drums"}
    other = ADVERSARIES["tide-kings"].levels[6].difficulty + 3
    assert total(cfg) == other + layout_difficulty(cfg, other) and layout_difficulty(cfg, other) > layout_difficulty(cfg, 0)


def test_a_rule_record_applies_a_rule_change_registered_by_id_and_an_unknown_one_is_refused():
    from game.engine import challenges, variant
    seen = []
    variant.register_rule("test-adv-noted", lambda st: seen.append(st.turn), pack="tests")
    try:
        st = position({})
        challenges.APPLY[C.Rule](st, C.Rule("test-adv-noted"))
        assert seen == [st.turn]
        with pytest.raises(variant.RuleChangeError, match="unknown rule change"):
            challenges.APPLY[C.Rule](st, C.Rule("test-adv-nothing"))
    finally:
        variant.unregister_rule("test-adv-noted")


def test_the_setup_screen_reads_each_adversarys_name_difficulty_level_texts_and_escalation_from_the_registry():
    from game.ui.choices import adversaries, scenarios
    offered = {c.id: c for c in adversaries()}
    assert list(offered) == ADVERSARIES.ids()
    for adv in ADVERSARIES.items.values():
        c = offered[adv.id]
        assert c.name == adv.name and c.difficulty == tuple(lv.difficulty for lv in adv.levels)
        assert c.level_texts == tuple(f"{lv.title}: {lv.text}" for lv in adv.levels)    # each after its title
        assert c.text == adv.levels[0].text
        assert c.escalation == f"{adv.escalation_name}: {adv.escalation_text}"
    from game.content.scenarios import SCENARIOS
    assert [(c.id, c.difficulty) for c in scenarios()] == [(s.id, (s.difficulty,)) for s in SCENARIOS.items.values()]
    for c, s in zip(scenarios(), SCENARIOS.items.values()):     # its text first, then what else it changes
        assert c.text.startswith(s.text)
