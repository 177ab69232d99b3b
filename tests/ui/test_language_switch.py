"""Switching the language in Settings words the open question's choices anew (playtest 36: they
stayed English until the next decision), and a question with no hint of its own says so in the
language spoken ("Choose an option below." was not in the catalog)."""
from game import words as W
from game.ui.render import sidebar


def test_the_open_questions_choices_are_worded_in_the_language_just_chosen(table_for):
    table, hand = table_for(["falling-cinder-rain"], ["A"], seed=1)
    english = [label for label, _ in table.offer.options]
    try:
        table.app.apply_settings(dict(table.app.settings, language="fr"))
        french = [label for label, _ in table.offer.options]
        assert len(french) == len(english) and all(f != e for f, e in zip(french, english)), (french, english)
        hand.frame()
    finally:
        table.app.apply_settings(dict(table.app.settings, language="en"))


def test_a_question_without_a_hint_of_its_own_is_hinted_in_the_language_spoken():
    try:
        W.set_language("fr")
        assert W._(sidebar.ANY_HINT) == "Choisissez une option ci-dessous."
    finally:
        W.set_language("en")
