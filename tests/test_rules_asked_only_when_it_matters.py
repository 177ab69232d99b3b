"""Questions asked only when the answer matters (issue 29 point 4 and its kin, playtest 29):
three table options, on in a new game at the table and off in a bare configuration or an older
save, which replays the questions it was asked.

- "innates_use_every_level_met": 003 POUVOIRS INNES, "tous les seuils correspondant aux éléments
  que vous utilisez sont obligatoirement déclenchés" and "vous pouvez utiliser moins d'éléments
  ... afin d'activer seulement un ou deux seuils": every level met resolves unasked; fewer levels
  is the power menu's own option.
- "spirits_end_when_nothing_left": a spirit with nothing left it could do ends its actions.
- "assignments_asked_only_when_they_matter": damage is divided by the player only when the way
  it is divided can change what ends destroyed or damaged (000: the players divide their damage)."""
from game.bots import make_bot
from game.content import ops
from game.engine import Game, newest
from game.engine.leftover import left_to_do, nothing_left
from game.engine.testing import give_elements, kinds_of, land, position, resolve, run_effect, use_power
from game.engine.turn import power_options

L = "A5"
LEVELS = "innates_use_every_level_met"
NOTHING = "spirits_end_when_nothing_left"
ASSIGN = "assignments_asked_only_when_they_matter"
ROOTS = "roots-hold-the-soil"      # Moss's innate: 1 plant 1 earth Defend 3; 2 plant 1 earth Defend 2 more


def test_a_new_game_at_the_table_turns_the_three_options_on():
    cfg = newest({"spirits": ["mending-moss"], "seed": 1})
    assert cfg[LEVELS] and cfg[NOTHING] and cfg[ASSIGN]


# --- innate powers: every level met, unasked ----------------------------------------------------

def _moss(at_table=True, **elements):
    st = position({L: "1E 1T"}, spirits=["mending-moss"], presence={L: 1},
                  settings={LEVELS: True} if at_table else {})
    give_elements(st, 0, **elements)
    return st


def _roots(st, choose=None):
    asked = []

    def decide(d):
        asked.append(d.prompt)
        return d.options[0]
    resolve(st, [{"op": "use_power", "spirit": 0, "power": ROOTS, "innate": True}],
            choose=choose, on_decision=None if choose else decide)
    return asked


def test_every_level_of_an_innate_whose_elements_are_met_resolves_without_a_question():
    st = _moss(plant=2, earth=1)                # levels 1 and 2 met
    asked = []
    resolve(st, [{"op": "use_power", "spirit": 0, "power": ROOTS, "innate": True}],
            on_decision=lambda d: asked.append(d.prompt) or next(o for o in d.options if o.land == L))
    assert "threshold_levels" not in asked
    assert st.turn_effects["defend"][L] == 5    # Defend 3 + Defend 2 more


def test_a_spirit_may_use_fewer_elements_the_menu_offers_fewer_levels_and_asks_which():
    st = _moss(plant=2, earth=1)
    st.phase = "fast"
    kinds = [o.kind for o in power_options(st, "fast") if o.card == ROOTS]
    assert kinds == ["innate", "innate_fewer"]
    asked = []

    def decide(d):
        asked.append(d.prompt)
        if d.kind == "threshold":
            return d.options[0]
        return next(o for o in d.options if o.land == L)
    resolve(st, [{"op": "use_power", "spirit": 0, "power": ROOTS, "innate": True, "fewer": True}],
            on_decision=decide)
    assert "threshold_levels" not in asked      # one way fewer than both: level 1 alone, unasked
    assert st.turn_effects["defend"][L] == 3


def test_an_innate_with_one_level_met_offers_no_fewer_levels():
    st = _moss(plant=1, earth=1)
    st.phase = "fast"
    assert [o.kind for o in power_options(st, "fast") if o.card == ROOTS] == ["innate"]


def test_a_game_without_the_option_asks_which_levels_at_every_use():
    st = _moss(at_table=False, plant=2, earth=1)
    st.phase = "fast"
    assert [o.kind for o in power_options(st, "fast") if o.card == ROOTS] == ["innate"]
    asked = []
    resolve(st, [{"op": "use_power", "spirit": 0, "power": ROOTS, "innate": True}],
            on_decision=lambda d: asked.append(d.prompt) or next(o for o in d.options if o.land == L or o.kind == "threshold"))
    assert "threshold_levels" in asked


# --- a spirit with nothing left ends its actions ----------------------------------------------

def _spirit_phase(at_table=True, plays_left=False, energy=5):
    """Spirit 0 grown, its card plays used (or one left), spirit 1 not grown yet."""
    st = position({L: "1E"}, spirits=["mending-moss", "scattering-gale"], settings={NOTHING: True} if at_table else {})
    st.phase = "spirit"
    s = st.spirits[0]
    s.grown, s.energy = True, energy
    s.played = [] if plays_left else list(s.hand[:2])
    s.hand = [c for c in s.hand if c not in s.played]
    events = resolve(st, [{"op": "spirit_menu"}])
    return st, events


def test_a_spirit_that_has_played_every_card_it_may_has_nothing_left_and_its_actions_end():
    st, events = _spirit_phase()
    assert st.spirits[0].done
    assert "NothingLeft" in kinds_of(events)
    assert all(o.spirit == 1 for o in st.decision.options)


def test_a_spirit_with_a_card_play_left_and_energy_to_pay_still_chooses_when_it_is_done():
    st, events = _spirit_phase(plays_left=True)
    assert not st.spirits[0].done
    assert "NothingLeft" not in kinds_of(events)


def test_a_spirit_with_card_plays_left_but_no_energy_for_any_card_has_nothing_left():
    st, events = _spirit_phase(plays_left=True, energy=-1)
    assert st.spirits[0].done


def test_a_game_without_the_option_asks_the_spirit_to_choose_done():
    st, events = _spirit_phase(at_table=False)
    assert not st.spirits[0].done
    assert [o.kind for o in st.decision.options if o.spirit == 0] == ["done"]


def _fast_menu(lands):
    st = position(lands, spirits=["scattering-gale"], presence={L: 1})
    st.phase = "fast"
    st.spirits[0].played = ["sudden-squall"]        # push up to 2 Explorers, range 2
    resolve(st, [{"op": "power_menu", "speed": "fast"}])
    return st


def test_a_power_that_would_do_nothing_on_every_land_in_range_is_nothing_left():
    st = _fast_menu({L: "1T"})
    assert st.decision.kind == "power_action"
    assert nothing_left(st, 0)


def test_a_power_with_an_explorer_to_push_in_range_is_something_left():
    st = _fast_menu({L: "1E"})
    assert [o.card for o in left_to_do(st, 0)] == ["sudden-squall"]


# --- damage divided only when the way can matter ------------------------------------------------

def _damage(spec, n, at_table=True, dahan=False):
    st = position({L: spec}, settings={ASSIGN: True} if at_table else {})
    asked = []

    def decide(d):
        asked.append(d.kind)
        return next(o for o in d.options if o.kind in ("auto", "spare"))
    op = ops.damage_dahan(n) if dahan else {"op": "damage", "n": n, "kinds": "ETC"}
    resolve(st, [{"op": "ops", "ops": [op], "ctx": {"spirit": 0, "land": L}}], on_decision=decide)
    return asked, land(st, L)


def test_a_powers_damage_that_destroys_every_invader_whichever_way_is_not_asked():
    asked, after = _damage("1E 1T", 3)
    assert asked == [] and after == ""


def test_a_powers_2_damage_to_a_town_and_a_damaged_town_leaves_one_damaged_town_whichever_way():
    asked, after = _damage("1T 1T1", 2)
    assert asked == [] and after == "1T1"


def test_a_powers_2_damage_to_an_explorer_and_a_town_can_end_two_ways_and_is_asked():
    asked, after = _damage("1E 1T", 2)
    assert asked == ["damage"]


def test_a_powers_1_damage_to_two_dahan_damages_one_whichever_is_chosen_and_is_not_asked():
    asked, after = _damage("2D", 1, dahan=True)
    assert asked == [] and after == "1D 1D1"


def test_a_powers_1_damage_to_a_dahan_and_a_damaged_dahan_can_destroy_one_or_not_and_is_asked():
    asked, after = _damage("1D 1D1", 1, dahan=True)
    assert asked == ["damage_dahan"]


def test_a_game_without_the_option_asks_every_division_of_damage():
    assert _damage("1E 1T", 3, at_table=False)[0] == ["damage"]
    assert _damage("2D", 1, at_table=False, dahan=True)[0] == ["damage_dahan"]


# --- the bot plays the same games, asked fewer questions --------------------------------------

def test_the_greedy_bot_plays_the_same_game_with_fewer_questions_at_the_table():
    def play(cfg):
        g, b, asked = Game(cfg, keep_undo=False), make_bot("greedy", 11), 0
        while not g.state.result:
            asked += 1
            g.apply(b.choose(g))
        return asked, g.state.result, g.state.turn, g.state.lands
    cfg = newest({"spirits": ["scattering-gale", "mending-moss"], "seed": 11})
    before = {k: v for k, v in cfg.items() if k not in (LEVELS, NOTHING, ASSIGN)}
    n_now, *now = play(cfg)
    n_before, *then = play(before)
    assert now == then
    assert n_now < n_before


def test_ways_of_using_an_innate_where_one_fires_every_level_another_does_need_no_question():
    from game.engine.powers import every_level_at_once
    assert every_level_at_once((0b111, 0b011, 0b001))       # levels 1-3, or fewer: use them all


def test_ways_where_a_wildcard_meets_one_level_or_another_but_not_both_are_the_players_choice():
    from game.engine.powers import every_level_at_once
    assert not every_level_at_once((0b101, 0b011, 0b001))   # levels 1+3 or 1+2: asked

