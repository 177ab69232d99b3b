"""The table knows the decisions the engine's newer effects ask: a Dahan clicked takes 1 damage
of a split (damage_dahan), and both it and a card played by an effect have a hint and undo words."""
from game.content import ops
from game.engine.flow import run
from game.engine.testing import position
from game.ui.input.affordances import build_offer
from game.ui.input.hotspots import Target
from game.ui.render.sidebar import HINTS
from game.ui.undo_words import NOUNS

L = "A5"


def test_a_dahan_clicked_during_a_split_of_damage_takes_the_next_point():
    st = position({L: "1D 1D1"})
    st.stack = [{"op": "ops", "ops": [ops.damage_dahan(1)], "ctx": {"spirit": 0, "land": L}}]
    run(st)
    assert st.decision.kind == "damage_dahan"
    off = build_offer(st, 0)
    for tok in ("D", "D1"):
        cmds = off.click(Target("piece", land=L, token=tok))
        assert cmds and cmds[0].option.piece == tok
    assert off.focus_land == L


def test_the_newer_choices_have_a_hint_and_undo_words():
    for kind in ("damage_dahan", "play_card"):
        assert kind in HINTS and kind in NOUNS


def test_undoing_the_ravage_order_names_no_spirit_since_any_spirit_may_choose_it():
    from game.engine import Choose
    from game.engine.state import Decision, Option
    from game.ui.undo_words import describe
    st = position({"A1": "1E", "A2": "1E"}, spirits=["falling-cinder-rain", "mending-moss"], boards=["A", "B"])
    o = Option("ravage_order", 0, land="A1", label="ravage A1 next")
    st.decision = Decision("ravage_order", "Which land ravages next?", -1, [o], {"op": "ravage_card"})
    words = describe(Choose(0, o), st)
    assert words == "the choice of which land ravages next" and "'s" not in words


def test_space_at_the_ravage_order_ravages_the_first_land_shown():
    """Two lands ravage and the players may choose the order: Space (the table's "Next") takes
    the first land of the list, so a player stepping through the invader phase is not stopped
    (a playtest: Space answered "Nothing to confirm" and the turn stalled)."""
    from game.engine.state import Decision, Option
    from game.ui.input.affordances import confirm_commands
    st = position({"A1": "1E", "B1": "1E"}, spirits=["falling-cinder-rain", "mending-moss"], boards=["A", "B"])
    first, second = (Option("ravage_order", i, land=l, label=f"ravage {l} next") for i, l in ((0, "A1"), (1, "B1")))
    st.decision = Decision("ravage_order", "Which land ravages next?", -1, [first, second], {"op": "ravage_card"})
    for active in (0, 1):                   # whichever spirit's panel is shown
        cmds = confirm_commands(st, active)
        assert cmds is not None and cmds[0].option is first and cmds[0].spirit == 0
