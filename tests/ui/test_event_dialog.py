"""An event card's question as a dialog over the table: the card revealed with its choice, one
button per answer, the cost named spirit by spirit; a button answers it, and the payment that
follows is asked in the same dialog."""
import pytest

from game.words import option_words
from game.engine import Choose, Game, newest
from game.ui import bridge
from game.ui.program import App
from game.ui.scenes.event_dialog import EventDialog, body_words
from menu_clicks import press, run_frames

SPIRITS = ["falling-cinder-rain", "scattering-gale"]


@pytest.fixture
def app():
    a = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=True))
    yield a
    a.close()


def _to_event_question(game: Game) -> None:
    for _ in range(400):
        d = game.state.decision
        if d.kind == "one_of":
            return
        o = d.options[0]
        game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))
    raise AssertionError("the event card never asked")


def test_an_event_dilemma_is_shown_as_a_dialog_naming_the_cost_per_spirit_and_its_buttons_answer_it(app):
    game = Game(newest({"spirits": SPIRITS, "seed": 3, "packs": ["expansion"], "events": ["the-ferry-toll"]}))
    _to_event_question(game)
    app.open_table(game)
    run_frames(app, 6)
    dialog = app.scenes[-1]
    assert isinstance(dialog, EventDialog)
    title, body = body_words(game.state)
    assert title == "Event: The Ferry Toll"
    assert "The cost, spirit by spirit" in body and "Water in play" in body
    assert all(name in body for name in ("Cinder Rain", "Gale")), "each spirit's part of the cost is named"
    d = game.state.decision
    assert [b.text for b in dialog.buttons] == [option_words(d, o, game.state) for o in d.options]
    press(app, dialog.buttons[1])               # the spirits would pay for the good option
    run_frames(app, 6)
    assert game.state.decision.kind == "pay"
    top = app.scenes[-1]
    assert isinstance(top, EventDialog) and top is not dialog, "the payment is asked in a dialog of its own"
    assert "Still to pay" in body_words(game.state)[1]
    assert any(b.text.startswith("refuse") or b.text.startswith("pay") for b in top.buttons)


def test_the_event_dialog_speaks_the_language_chosen():
    """Its sentences are catalog entries (issue 31): in French, the title, the cost and the
    card's own words come in French, and back in English."""
    from game import words as W
    game = Game(newest({"spirits": SPIRITS, "seed": 3, "packs": ["expansion"], "events": ["the-ferry-toll"]}))
    _to_event_question(game)
    try:
        W.set_language("fr")
        title, body = body_words(game.state)
        assert title.startswith("Événement : ") and "Le coût, Esprit par Esprit" in body and "La carte" in body
        assert "Energy" not in body and "The cost" not in body
    finally:
        W.set_language("en")
    assert body_words(game.state)[0] == "Event: The Ferry Toll"
