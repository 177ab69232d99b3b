"""Victory and defeat (rules 000 §6, 003 "Victoire et Défaite", issue 2 items 6-7)."""
import pytest

from game.content import ops
from game.engine.testing import position, resolve, run_effect

L = "A5"


def end(st):
    resolve(st, [{"op": "check_end"}])
    return st.result


@pytest.mark.parametrize("terror, pieces, won", [
    (1, "1E", False), (1, "", True),
    (2, "1E", True), (2, "1T", False),
    (3, "1T", True), (3, "1C", False),
])
def test_the_victory_condition_follows_the_terror_level(terror, pieces, won):
    st = position({L: pieces})
    st.terror = terror
    assert (end(st) == "victory") == won


def test_a_spirit_with_no_presence_on_the_island_loses():
    st = position({L: "1E"}, presence={})
    assert end(st) == "defeat" and st.cause == "spirit"


def test_when_one_action_causes_both_victory_and_defeat_the_players_win():
    # Given the last invader and the spirit's only presence in one land, a power destroys the
    # invader and blight destroys the presence in the same action
    st = position({L: "1E"}, presence={L: 1})
    run_effect(st, (ops.destroy(1, "E"), ops.add_blight(1)), land=L)
    assert st.spirits[0].presence == {}
    assert end(st) == "victory"


def test_win_and_loss_wait_until_the_action_and_what_it_triggered_are_done():
    st = position({L: "1E"}, presence={L: 1})
    # the blight destroys the last presence mid-effect; the effect still finishes, and only then
    # is the end checked: the island is clear, so the players win
    effect = {"op": "ops", "ops": [ops.add_blight(1), ops.destroy(1, "E")], "ctx": {"spirit": 0, "land": L}}
    resolve(st, [effect, {"op": "check_end"}])
    assert st.spirits[0].presence == {}
    assert st.lands[L].get("E", 0) == 0
    assert st.result == "victory"


# -- results are typed: victory or defeat with a cause from a closed set (issue 10 item 4) -------

@pytest.mark.parametrize("terror", [1, 2, 3, 4])
def test_a_victory_names_the_terror_level_whose_condition_was_met(terror):
    from game.engine import results as R
    from game.words import cause_words
    st = position({})
    st.terror = terror
    assert end(st) == R.VICTORY and st.cause == R.TERROR[terror] and st.cause in R.VICTORY_CAUSES
    assert R.outcome(st) == R.Outcome(R.VICTORY, R.TERROR[terror]) and R.outcome(st).won
    assert cause_words(st.cause).startswith(f"terror level {terror}: ")


def test_every_defeat_has_a_cause_from_the_closed_set():
    from game.engine import results as R
    st = position({L: "1E"}, presence={})
    assert end(st) == R.DEFEAT and st.cause == R.SPIRIT_DESTROYED
    assert set(R.CAUSES) == set(R.VICTORY_CAUSES) | {R.BLIGHT, R.SPIRIT_DESTROYED, R.TIME}


def test_a_victory_recorded_in_words_by_an_older_save_reads_as_its_cause_code():
    """Games of prompt sets 1-2 wrote a victory's cause into their state as a sentence; save
    format 3 reads it back as the cause's code (migrate), so the engine writes codes only."""
    from game.engine import migrate
    from game.engine import results as R
    snapshot = {"config": {"spirits": ["falling-cinder-rain"], "seed": 1}, "result": "victory",
                "cause": "terror level 3: no Cities on the island", "decision": None}
    old = {"format": migrate.FORMAT, "version": 2, "config": dict(snapshot["config"]), "commands": [],
           "snapshot": snapshot, "hash": migrate.words_hash(snapshot)}
    new, _ = migrate.upgrade(old, migrate.VERSION)
    assert new["snapshot"]["cause"] == R.TERROR_3 and new["hash"] == migrate.words_free(new["snapshot"])
    st = position({})
    st.terror = 3
    assert end(st) == "victory" and st.cause == R.TERROR_3


# -- end conditions a pack adds (issue 32, 'end conditions') -----------------------------------

@pytest.fixture
def overrun():
    """A loss condition of a pack: three Towns or more in one land."""
    from game.engine import results as R

    @R.end_condition("test-overrun", R.DEFEAT, "the invaders overran a land (three Towns in it)", pack="tests")
    def overrun(state):
        return any(p.get("T", 0) >= 3 for p in state.lands.values())

    yield "test-overrun"
    R.unregister_end("test-overrun")


def test_a_loss_condition_a_rule_change_adds_ends_the_game_with_its_own_cause_and_words(overrun):
    from game.engine import results as R
    from game.words import cause_log_words, cause_words
    st = position({L: "3T"})
    assert end(st) == "", "not turned on in this game, the condition is not checked"
    R.add_end(st, overrun)
    assert end(st) == R.DEFEAT and st.cause == overrun
    assert R.outcome(st) == R.Outcome(R.DEFEAT, overrun)
    assert cause_words(st.cause) == cause_log_words(st.cause) == "the invaders overran a land (three Towns in it)"


def test_a_victory_met_in_the_same_action_as_a_pack_s_loss_condition_is_still_a_victory(overrun):
    # Given terror level 3 and "3T": no City is left (a victory) and three Towns stand (the loss)
    from game.engine import results as R
    st = position({L: "3T"})
    st.config["prompts"] = 3
    st.terror = 3
    R.add_end(st, overrun)
    assert end(st) == R.VICTORY and st.cause == R.TERROR_3


def test_a_pack_s_victory_condition_wins_with_its_own_cause():
    from game.engine import results as R
    R.register_end("test-peace", R.VICTORY, lambda st: st.fear_generated >= 3, "the invaders sued for peace", "tests")
    try:
        st = position({L: "1E"})
        R.add_end(st, "test-peace")
        assert end(st) == ""
        st.fear_generated = 3
        assert end(st) == R.VICTORY and st.cause == "test-peace" and R.outcome(st).won
    finally:
        R.unregister_end("test-peace")


def test_an_end_condition_needs_a_cause_of_its_own_a_result_and_words():
    from game.engine import results as R
    for cause, result, words in (("blight", R.DEFEAT, "x"), ("test-x", "draw", "x"), ("test-x", R.DEFEAT, " ")):
        with pytest.raises(R.EndError):
            R.register_end(cause, result, lambda st: False, words)
    with pytest.raises(R.EndError, match="no end condition"):
        R.add_end(position({}), "test-never-registered")


def test_the_sim_counts_a_pack_s_defeat_by_its_own_cause(overrun):
    from game.sim import _cause_key
    assert _cause_key(overrun) == overrun and _cause_key("time") == "time"
    assert _cause_key("test-nobody-registered-this") == "other"
