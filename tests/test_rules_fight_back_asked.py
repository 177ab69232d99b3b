"""The Dahan's damage back asked only when the answer matters (issue 29 point 4; rules 000 §5
"Ravage": the surviving Dahan fight back, and the players divide their damage among the invaders).
With the table option "fight_back_asked_only_when_it_matters" (a new game at the table) the
engine assigns it efficiently without asking when no other way could be worth choosing: every
other way destroys no more pieces, and none more dangerous; a game without it (a bare
configuration, a save from before it) asks every time, as it was played."""
from game.engine import newest
from game.engine.testing import land, position, resolve

L = "A5"
OPTION = "fight_back_asked_only_when_it_matters"


def _fight_back(spec, at_table=True):
    """Ravage L (Defend 9: the invaders hurt no Dahan) and let the Dahan fight back; the kinds of
    the questions asked (each answered "assign efficiently")."""
    st = position({L: spec})
    st.turn_effects["defend"] = {L: 9}
    if at_table:
        st.config[OPTION] = True
    asked = []

    def decide(d):
        asked.append(d.kind)
        return next(o for o in d.options if o.kind == "auto")

    resolve(st, [{"op": "ravage_land", "land": L}], on_decision=decide)
    return asked, land(st, L)


def test_a_new_game_at_the_table_turns_the_option_on():
    assert newest({"spirits": ["falling-cinder-rain"], "seed": 1})[OPTION] is True


def test_dahan_damage_back_that_destroys_every_invader_is_dealt_without_a_question():
    asked, after = _fight_back("1E 1T 2D")        # 4 damage, 3 health in all
    assert "damage" not in asked
    assert after == "2D"


def test_dahan_damage_back_that_can_destroy_the_town_or_the_explorer_destroys_the_town_unasked():
    asked, after = _fight_back("1E 1T 1D")        # 2 damage: the Town, or the Explorer and 1 on the Town
    assert "damage" not in asked
    assert after == "1E 1D"


def test_dahan_damage_back_that_can_destroy_two_explorers_or_one_town_is_still_asked():
    asked, after = _fight_back("2E 1T 1D")        # 2 damage: two Explorers, or the Town
    assert "damage" in asked


def test_a_game_without_the_option_asks_the_dahan_damage_back_every_time():
    asked, after = _fight_back("1E 1T 1D", at_table=False)
    assert "damage" in asked
    assert after == "1E 1D"
