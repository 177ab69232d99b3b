"""The engine asks before it acts, in words a player understands (issue 9 points 4, 6, 7, 11).

The pause and the question before a futile power are the table's own questions: table options
("pause_before_invaders", "confirm_futile_powers"), on in a new game at the table
(`engine.newest`), off in a bare configuration and in saves made before they were asked (their
prompt set 1 reads so, engine.legacy). The words are today's in every game: words are not a
position, so a save made with other words loads at its own question, worded today."""
import pytest

from game.bots import make_bot
from game.content import catalog
from game.engine import Choose, Game, SetupError, Undo, newest
from game.words import option_words, prompt_words
from game.engine.testing import give_elements, kinds_of, land, position, resolve

FIRE = "falling-cinder-rain"


def _v2(st):
    """The position, with the table's own questions on (as a new game at the table has them)."""
    st.config.update(pause_before_invaders=True, confirm_futile_powers=True)
    return st


def _to_fast_phase_end(game):
    """Play the spirit phase and the fast phase (every spirit done), answering with the first
    option; stops at the first decision after the fast powers. Returns the position's hash
    before the last command (as it is, when none was needed)."""
    before = game.state.state_hash()
    while game.state.phase in ("spirit", "fast", "setup") and not game.state.result:
        d = game.state.decision
        if d.kind == "start_invaders":
            return before
        done = [c for c in game.legal_commands() if isinstance(c, Choose) and c.option.kind == "done"]
        cmd = done[0] if done and d.kind in ("spirit_action", "power_action") and game.state.spirits[done[0].spirit].grown \
            else next(c for c in game.legal_commands() if isinstance(c, Choose))
        before = game.state.state_hash()
        game.apply(cmd)
    return before


# -- 4: the pause before the invader phase ------------------------------------------------------

def test_after_the_fast_phase_the_table_is_asked_to_start_the_invader_phase_before_any_card_is_revealed():
    g = Game(newest({"spirits": [FIRE, "mending-moss"], "seed": 4}))
    explore_before = list(g.state.explore)
    deck_before = list(g.state.invader_deck)
    _to_fast_phase_end(g)
    d = g.state.decision
    assert d.kind == "start_invaders"
    assert prompt_words(d).startswith("Fast phase done — start the invader phase?")
    assert g.state.phase == "fast"
    assert (g.state.invader_deck, g.state.explore) == (deck_before, explore_before)
    assert sorted(o.spirit for o in d.options) == [0, 1]      # either spirit may say go


def test_undo_at_the_pause_takes_back_the_last_fast_phase_choice():
    g = Game(newest({"spirits": [FIRE], "seed": 4}))
    before_last = _to_fast_phase_end(g)
    assert g.can_undo()
    events = g.apply(Undo())
    assert kinds_of(events) == ["Undone"]
    assert g.state.state_hash() == before_last and g.state.decision.kind in ("spirit_action", "power_action")


def test_the_pause_is_asked_even_for_a_single_spirit_and_starting_it_runs_the_invader_phase():
    g = Game(newest({"spirits": [FIRE], "seed": 4}))
    _to_fast_phase_end(g)
    d = g.state.decision
    assert d.kind == "start_invaders" and len(d.options) == 1
    events = g.apply(Choose(0, d.options[0]))
    assert "InvaderCardRevealed" in kinds_of(events)
    assert not g.can_undo()                      # the reveal is the line undo cannot cross


def test_a_game_without_the_tables_pause_goes_straight_from_the_fast_phase_into_the_invader_phase():
    g = Game({"spirits": [FIRE], "seed": 4})
    assert "pause_before_invaders" not in g.state.config    # a bare configuration asks nothing more
    _to_fast_phase_end(g)
    assert g.state.phase != "fast"
    assert all(d != "start_invaders" for d in [g.state.decision.kind])


def test_an_unknown_set_of_prompts_is_refused_with_a_reason():
    with pytest.raises(SetupError, match="unknown set of prompts"):
        Game({"spirits": [FIRE], "seed": 1, "prompts": 99})


# -- 6: a power with nothing to act on ----------------------------------------------------------

def _floodwater(st, answers):
    return resolve(st, [{"op": "use_power", "spirit": 0, "power": "rushing-floodwater", "innate": False}], answers)


def test_a_push_power_on_a_land_with_only_dahan_asks_before_it_is_spent_on_nothing():
    st = _v2(position({"A2": "1D"}, presence={"A2": 1}))
    seen = []
    resolve(st, [{"op": "use_power", "spirit": 0, "power": "rushing-floodwater", "innate": False}],
            ["A2"], on_decision=lambda d: seen.append((d.kind, prompt_words(d))) or d.options[-1])
    kind, prompt = seen[0]
    assert kind == "futile_power"
    assert prompt.startswith("Rushing Floodwater would do nothing in A2")


def test_a_power_used_anyway_on_nothing_changes_nothing_and_the_log_says_it_did_nothing():
    st = _v2(position({"A2": "1D"}, presence={"A2": 1}))
    events = _floodwater(st, ["A2", "use_anyway"])
    assert land(st, "A2") == "1D"
    assert kinds_of(events)[-1] == "PowerDidNothing"
    assert events[-1].data == {"spirit": 0, "power": "rushing-floodwater", "land": "A2"}


def test_choosing_another_target_asks_for_the_target_again():
    st = _v2(position({"A2": "1D", "A3": "1E 2D"}, presence={"A2": 1}))
    events = _floodwater(st, ["A2", "retarget", "A3", "A2"])   # push the Explorer from A3 to A2
    assert land(st, "A3") == "2D" and land(st, "A2") == "1E 1D"
    assert "PowerDidNothing" not in kinds_of(events)


def test_a_power_with_something_to_act_on_is_used_without_a_question():
    st = _v2(position({"A2": "1E 1D"}, presence={"A2": 1}))
    seen = []
    resolve(st, [{"op": "use_power", "spirit": 0, "power": "rushing-floodwater", "innate": False}],
            ["A2"], on_decision=lambda d: seen.append(d.kind) or d.options[0])
    assert "futile_power" not in seen


def test_without_the_table_option_a_power_on_nothing_resolves_without_a_question():
    st = position({"A2": "1D"}, presence={"A2": 1})
    events = _floodwater(st, ["A2"])
    assert land(st, "A2") == "1D" and "PowerDidNothing" not in kinds_of(events)


# -- 7: innate levels, named with their effects ---------------------------------------------------

def _sparks_levels(st):
    p = next(i for i in catalog.SPIRITS[FIRE].innates if i.id == "rain-of-sparks")
    give_elements(st, 0, **dict(p.levels[1].elements))
    seen = []
    resolve(st, [{"op": "resolve_power", "spirit": 0, "power": p.id, "innate": True, "repeated": False,
                  "land": "A5", "target_spirit": 0}], on_decision=lambda d: seen.append(d) or d.options[0])
    return p, next(d for d in seen if d.kind == "threshold")


def test_an_innate_offers_its_levels_with_what_each_level_does_not_fire_level_numbers():
    p, d = _sparks_levels(_v2(position({"A5": "5C"}, presence={"A5": 1})))
    labels = [option_words(d, o) for o in d.options]
    assert labels[0] == f"levels 1, 2: {p.levels[0].text} {p.levels[1].text}"
    assert labels[1] == f"level 1: {p.levels[0].text}"
    assert prompt_words(d).startswith(f"{p.name}: which of its levels do you use?")
    assert not any(l.startswith("fire level") for l in labels)


def test_a_game_begun_with_prompt_set_1_reads_the_innate_levels_in_todays_words():
    st = position({"A5": "5C"}, presence={"A5": 1})
    st.config.update(Game({"spirits": [FIRE], "seed": 1, "prompts": 1}).state.config)
    p, d = _sparks_levels(st)
    assert [option_words(d, o) for o in d.options] == [f"levels 1, 2: {p.levels[0].text} {p.levels[1].text}",
                                            f"level 1: {p.levels[0].text}"]


# -- 11: prompts that say why ---------------------------------------------------------------------

def test_the_ravage_order_prompt_says_why_the_order_matters():
    st = _v2(position({"A1": "1E", "A6": "1E"}))
    seen = []
    resolve(st, [{"op": "ravage_card", "card": "I-mountain"}], on_decision=lambda d: seen.append(d) or d.options[0])
    assert seen[0].kind == "ravage_order"
    assert prompt_words(seen[0]).startswith("Which land ravages next? Order matters: blight added by one ravage "
                                     "can cascade into a land that ravages later")


def test_a_push_prompt_names_the_pieces_in_words():
    st = _v2(position({"A2": "1E 1T"}, presence={"A2": 1}))
    seen = []
    resolve(st, [{"op": "use_power", "spirit": 0, "power": "rushing-floodwater", "innate": False}], ["A2"],
            on_decision=lambda d: seen.append(d) or d.options[0])
    assert seen[0].kind == "push" and prompt_words(seen[0]) == "Push 1 Explorer from A2"


def _push_prompts():
    from game.content import ops
    st = position({"A2": "2E 1T"}, presence={"A2": 1})
    seen = []
    resolve(st, [{"op": "ops", "ops": [ops.push(2, "ET")], "ctx": {"spirit": 0, "land": "A2"}}],
            on_decision=lambda d: seen.append(prompt_words(d)) or d.options[0])
    return seen[:2]


def test_a_push_prompt_says_more_only_once_a_piece_has_moved_and_counts_in_plural():
    """"Push 2 Explorers or Towns from A2" (nothing moved yet: not "2 more"), then "Push 1 more
    Explorer or Town from A2"."""
    assert _push_prompts() == ["Push 2 Explorers or Towns from A2", "Push 1 more Explorer or Town from A2"]


def _move_prompts(pieces, op):
    st = position(pieces, presence={"A2": 1})
    seen = []
    resolve(st, [{"op": "ops", "ops": [op], "ctx": {"spirit": 0, "land": "A2"}}],
            on_decision=lambda d: seen.append(prompt_words(d)) or d.options[0])
    return seen


def test_a_push_of_2_where_1_explorer_stands_asks_to_push_1_explorer():
    """"Push 1 Explorer from A2" for "Push 2 Explorers" where one Explorer stands
    (the playtest read "Push 2" and looked for a second)."""
    from game.content import ops
    assert _move_prompts({"A2": "1E 2D"}, ops.push(2, "E")) == ["Push 1 Explorer from A2"]
    assert _move_prompts({"A2": "2E 1T"}, ops.push(2, "ET")) == ["Push 2 Explorers or Towns from A2",
                                                                   "Push 1 more Explorer or Town from A2"]


def test_a_gather_of_2_with_1_dahan_beside_asks_to_gather_1_dahan():
    from game.content import ops
    assert _move_prompts({"A2": "", "A1": "1D"}, ops.gather(2, "D", up_to=True)) == \
        ["Gather 1 Dahan into A2 (you may stop)"]


def test_a_push_of_explorers_or_towns_where_no_town_stands_names_the_explorers_only():
    """"Push 1 Explorer from A2" for "Push up to 2 Explorers or Towns" where one
    Explorer and a City stand (the playtest looked for a Town)."""
    from game.content import ops
    assert _move_prompts({"A2": "1E 1C"}, ops.push(2, "ET", up_to=True)) == \
        ["Push 1 Explorer from A2 (you may stop)"]
    assert _move_prompts({"A2": "1E 1T"}, ops.push(2, "ET")) == ["Push 2 Explorers or Towns from A2",
                                                                   "Push 1 more Town from A2"]


@pytest.mark.parametrize("name, question", [
    ("pushing-kinds-at-prompt-set-5", "Push 1 Explorer from A1"),
    ("pushing-fewer-at-prompt-set-4", "Push 1 Explorer from B7 (you may stop)"),
])
def test_a_save_made_at_a_question_worded_otherwise_loads_at_that_question_in_todays_words(name, question):
    """tests/saves_v2 holds saves made at a push question in the words of their day ("Push 1
    Explorer or Town" where no Town stood; "Push 2 Explorers" where one stood): each loads at
    the same question, at the same position, and asks it in today's words."""
    import json
    from pathlib import Path
    from game.engine import from_save
    data = json.loads((Path(__file__).parent / "saves_v2" / f"{name}.json").read_text())
    game = from_save(data)
    assert prompt_words(game.state.decision) != data["snapshot"]["decision"]["prompt"]
    assert prompt_words(game.state.decision) == question
    assert [o.identity() for o in game.state.decision.options] == \
        [{k: v for k, v in o.items() if k != "label"} for o in data["snapshot"]["decision"]["options"]]


# -- the bots answer the new questions and play the very same game --------------------------------

@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_a_bot_plays_the_same_game_with_and_without_the_tables_own_questions(bot):
    def play(cfg):
        g, b, picks = Game(cfg, keep_undo=False), make_bot(bot, 11), []
        while not g.state.result:
            d, c = g.state.decision, b.choose(g)
            # the Dahan's damage back assigned efficiently is not asked at the table when no other
            # way could be worth choosing ("fight_back_asked_only_when_it_matters"): the efficient
            # answer ("auto") to a damage question is left out of both games
            efficient = (d.kind == "damage" and c.option.kind == "auto") or (
                d.kind == "damage_dahan" and c.option.kind == "spare")
            # every level of an innate met is used unasked ("innates_use_every_level_met"), the
            # bot's own answer; a spirit whose only option is "done" ends by itself
            # ("spirits_end_when_nothing_left")
            levels = d.kind == "threshold" and d.data.get("innate")
            only_done = c.option.kind == "done" and d.kind == "spirit_action" and all(
                o.kind == "done" for o in d.options if o.spirit == c.spirit)
            if d.kind not in ("start_invaders", "futile_power", "ravage_order", "growth_action") and not (
                    efficient or levels or only_done):
                picks.append((c.spirit, c.option.kind, c.option.land, c.option.to, c.option.piece,
                              c.option.card, c.option.index))     # labels aside: their words may differ
            g.apply(c)
        return picks, g.state.result, g.state.turn, g.state.lands
    cfg = {"spirits": ["scattering-gale", "mending-moss"], "seed": 11}
    # at the table an order whose answer cannot matter is not asked, and the first order offered
    # is taken (lands in board order, growth actions in the option's order): the greedy bot's
    # own answer, so its game is the same; the random bot's draws would fall on other
    # questions, so it plays without that option (nor the one that leaves the Dahan's damage back unasked)
    later = newest(cfg)
    if bot == "random":
        del later["orders_only_when_they_matter"]
        del later["fight_back_asked_only_when_it_matters"]
        for name in ("innates_use_every_level_met", "spirits_end_when_nothing_left",
                     "assignments_asked_only_when_they_matter"):
            del later[name]
    assert play(cfg) == play(later)


def _resolve_step(i, pid, innate, land_):
    return {"op": "resolve_power", "spirit": i, "power": pid, "innate": innate, "repeated": False,
            "land": land_, "target_spirit": 0}


# What a land and its neighbour may hold when a power is judged: nothing, each kind alone, all.
_HOLDS = [("", ""), ("1E", ""), ("1T", ""), ("1C", ""), ("2D", ""), ("1B", ""), ("", "1E 1T 2D"),
          ("", "2D"), ("1E 1T 1C 2D 1B", "1E 1D")]
_ALL = ("sun", "moon", "fire", "air", "water", "earth", "plant", "animal")


def _judged(spirit, pid, innate, here, there, elements):
    """(judged surely acting, does nothing when tried) for a power in A2 holding `here`, next to
    A1 holding `there`."""
    from game.engine.powers import power_spec, surely_acts, would_do_nothing
    st = _v2(position({"A2": here, "A1": there}, spirits=[spirit], presence={"A2": 1}))
    give_elements(st, 0, **elements)
    p = power_spec(st, 0, pid, innate)
    return surely_acts(st, 0, p, "A2"), would_do_nothing(st, _resolve_step(0, pid, innate, "A2"))


@pytest.mark.parametrize("pid", sorted(catalog.POWERS.ids()))
def test_a_card_the_engine_judges_surely_acting_never_does_nothing_whatever_the_land_holds(pid):
    """The futility question is skipped for a power with a lasting step (fear, energy, an
    element, Defend, Isolate, a skip, pieces added) or a step acting on pieces the land holds
    (damage, destroy, push..., a gather from a neighbour holding them), in every way it
    resolves: tried on lands holding nothing, each kind alone, or all, such a power always
    changes something."""
    for here, there in _HOLDS:
        surely, idle = _judged(FIRE, pid, False, here, there, {e: 9 for e in _ALL})
        assert not (surely and idle), (here, there)


def test_an_innate_judged_surely_acting_never_does_nothing_whatever_the_land_holds():
    """As for cards, with every element (all levels met) and with its first level's only (the
    ways to use it differ)."""
    judged = 0
    for sid, sp in catalog.SPIRITS.items.items():
        for p in sp.innates:
            for elements in ({e: 9 for e in _ALL}, dict(p.levels[0].elements)):
                for here, there in _HOLDS:
                    surely, idle = _judged(sid, p.id, True, here, there, elements)
                    judged += surely
                    assert not (surely and idle), (p.id, elements, here, there)
    assert judged >= 20


def test_a_damage_card_is_judged_surely_acting_where_invaders_stand_not_on_an_empty_land():
    """"2E" and "" tell apart: a power dealing damage acts on the invaders there and on nothing else."""
    from game.engine.powers import surely_acts
    pid = next(c for c in sorted(catalog.POWERS.ids())
               if [op["op"] for op in catalog.POWERS[c].effect] == ["damage"]
               and not catalog.POWERS[c].effect[0].get("per") and not catalog.POWERS[c].threshold
               and catalog.POWERS[c].target != "spirit")
    for here, expected in (("2E", True), ("", False), ("2D", False)):
        st = _v2(position({"A2": here}, spirits=[FIRE], presence={"A2": 1}))
        assert surely_acts(st, 0, catalog.POWERS[pid], "A2") is expected, here


def test_a_power_with_fear_is_used_without_a_question_and_ends_as_when_tried_first():
    """The quick path (no trial) and the tried one end in the same position, events and all."""
    from game.engine import powers
    from game.engine.query import legal_targets
    st0 = _v2(position({"A2": "1E"}, spirits=[FIRE], presence={"A2": 1}))
    pid, where = next((c, legal_targets(st0, 0, c)[0]) for c in sorted(catalog.POWERS.ids())
                      if catalog.POWERS[c].target != "spirit" and not catalog.POWERS[c].threshold
                      and powers._lasting(catalog.POWERS[c].effect, "A2") and legal_targets(st0, 0, c))
    outcomes = []
    for quick in (True, False):
        st = _v2(position({"A2": "1E"}, spirits=[FIRE], presence={"A2": 1}))
        st.spirits[0].hand = [pid]
        seen = []
        keep = powers.surely_acts
        if not quick:
            powers.surely_acts = lambda *a: False
        try:
            events = resolve(st, [{"op": "use_power", "spirit": 0, "power": pid, "innate": False}],
                             [], on_decision=lambda d: seen.append(d.kind) or
                             next((o for o in d.options if o.land == where), d.options[0]))
        finally:
            powers.surely_acts = keep
        assert seen[0] == "target" and "futile_power" not in seen
        outcomes.append((st.state_hash(), [(e.kind, e.data) for e in events]))
    assert "PowerUsed" in [k for k, _ in outcomes[0][1]]
    assert outcomes[0] == outcomes[1]
