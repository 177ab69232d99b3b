"""Events say codes and data, never sentences: the words come from game.words, in one place
(issue 10 item 4). The English the log shows stays what it was."""
from game.engine.testing import position, resolve
from game.engine.flow import emit, take_events
from game.ui.gamelog import describe
from game import words as W


def _line(ev, st):
    return "".join(seg[0] for seg in describe(ev, st))


def test_a_note_carries_a_code_and_the_log_says_it_in_words():
    st = position({})
    st.spirits[0].energy = 0
    emit(st, "Note", note="no_powers_left", spirit=0, kind="minor")
    ev = take_events(st)[0]
    assert "text" not in ev.data and ev.data["note"] in W.NOTES
    assert _line(ev, st) == "no minor powers left"


def test_the_no_presence_note_names_the_spirit():
    st = position({})
    emit(st, "Note", note="no_presence_to_place", spirit=0)
    assert _line(take_events(st)[0], st) == "Falling Cinder Rain has no presence left to place"


def test_growth_chosen_names_the_option_and_the_log_reads_its_words_from_the_spirit():
    from game.engine import Choose, Game
    from game.content import catalog
    g = Game({"spirits": ["falling-cinder-rain"], "seed": 1})
    o = next(o for o in g.state.decision.options if o.kind == "growth")
    ev = next(e for e in g.apply(Choose(0, o)) if e.kind == "GrowthChosen")
    assert set(ev.data) == {"spirit", "option"}
    text = catalog.SPIRITS["falling-cinder-rain"].growth[o.index].text
    assert _line(ev, g.state) == f"Falling Cinder Rain grows: {text}"


def test_a_fear_card_revealed_carries_its_level_not_its_text():
    from game.engine.fear import generate_fear
    st = position({"A1": "3C"})
    generate_fear(st, 4)
    ev = next(e for e in resolve(st, [{"op": "resolve_fear"}]) if e.kind == "FearCardRevealed")
    assert set(ev.data) == {"card", "level"}
    assert _line(ev, st).endswith(": " + W.fear_level_words(ev.data["card"], ev.data["level"]))


def test_a_power_with_no_target_says_why_by_a_code():
    st = position({})
    emit(st, "PowerFizzled", spirit=0, power="pelting-embers", reason="no_land_in_range")
    assert _line(take_events(st)[0], st) == "Pelting Embers has no target: no land in range meets its target."


def test_the_end_lines_read_the_same_as_before():
    st = position({})
    emit(st, "GameWon", cause="terror_2")
    emit(st, "GameLost", cause="blight")
    won, lost = take_events(st)
    assert _line(won, st) == "VICTORY — terror level 2: no Towns or Cities on the island"
    assert _line(lost, st) == "DEFEAT — blight"


def test_fear_from_a_destroyed_piece_names_the_piece_by_its_letter():
    from game.engine.damage import destroy_piece
    st = position({"A1": "1T"})
    destroy_piece(st, "A1", "T")
    ev = next(e for e in take_events(st) if e.kind == "FearGenerated")
    assert ev.data == {"amount": 1, "cause": "destroyed", "piece": "T",
                       "pool": st.fear_pool, "generated": st.fear_generated}     # where the pool ends
    assert _line(ev, st) == "1 fear generated (Town destroyed)."
