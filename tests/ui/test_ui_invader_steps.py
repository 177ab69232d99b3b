"""At the table: the pause before the invader phase, the invader phase played step by step with
its log line (Space or a click goes on), and an Undo that says what it takes back (issue 9
points 4 and 9)."""
import pygame

from game.engine import Choose
from game.ui.input.hotspots import Target


def _to_pause(table, hand):
    """Answer everything with the first option / Done until the table asks to start the invaders."""
    for _ in range(200):
        d = table.game.state.decision
        if d.kind == "start_invaders":
            return
        spirit_done = d.kind in ("spirit_action", "power_action") and any(
            o.kind == "done" for o in d.options) and all(s.grown for s in table.game.state.spirits)
        cmd = next(c for c in table.game.legal_commands() if isinstance(c, Choose)
                   and (c.option.kind == "done" or not spirit_done))
        table.perform([cmd])
        table.anim.skip_all()
    raise AssertionError("the invader phase never asked to start")


def test_after_the_fast_phase_the_table_waits_and_space_starts_the_invader_phase(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3)
    _to_pause(table, hand)
    hand.frame()
    assert table.game.state.phase == "fast"
    assert [label for label, _ in table.offer.options] == ["start the invader phase"]
    deck = list(table.game.state.invader_deck)
    hand.key(pygame.K_SPACE)
    assert table.game.state.invader_deck != deck          # Space started it: a card was revealed


def test_the_invader_phase_plays_step_by_step_and_each_space_shows_the_next_step(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    _to_pause(table, hand)
    table.anim.skip_all()
    hand.key(pygame.K_SPACE)
    captions = []
    for _ in range(12):
        if not table.anim.busy:
            break
        for _ in range(3):                 # a few frames: the step begins, its caption shows
            table.update(1 / 30)
        captions.append(table.anim.caption)
        hand.key(pygame.K_SPACE)           # Space during the steps: the next step, not a command
    assert not table.anim.busy
    assert table.view.state.state_hash() == table.game.state.state_hash()
    assert any(c.startswith("Invaders build") for c in captions)
    assert any(c.startswith("Invader card revealed") and "Invaders explore" in c for c in captions)
    assert table.game.state.phase == "slow"                  # Space never skipped a slow decision


def test_a_step_holds_then_goes_on_by_itself_at_the_chosen_speed(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    _to_pause(table, hand)
    table.anim.skip_all()
    hand.key(pygame.K_SPACE)
    held = False
    for _ in range(2000):
        if not table.anim.busy:
            break
        table.update(1 / 30)
        held = held or table.anim.holding
    assert held and not table.anim.busy


def test_undo_says_whose_choice_it_takes_back(table_for):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=3)
    growth = next(c for c in table.game.legal_commands() if isinstance(c, Choose) and c.option.kind == "growth"
                  and c.spirit == 1)
    table.perform([growth])
    assert table.undo_words() == "Moss That Mends the Scars' growth choice"
    hand.frame()
    hand.key(pygame.K_z, pygame.KMOD_CTRL)
    assert table.toast_text == "Undid: Moss That Mends the Scars' growth choice"
    assert table.undo_words() == "" and not table.game.can_undo()


def test_undo_words_follow_the_undos_back_through_the_log(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3)
    gale = "Gale That Scatters the Landing"
    table.perform([next(c for c in table.game.legal_commands() if c.option.kind == "growth")])
    first = table.undo_words()
    assert first == f"{gale}'s growth choice"
    d = table.game.state.decision
    table.perform([Choose(0, d.options[0])])
    assert table.undo_words().startswith(f"{gale}'s ") and table.undo_words() != first
    table.undo()
    assert table.undo_words() == first
    table.undo()
    assert table.undo_words() == ""


def test_a_target_with_nothing_to_act_on_is_marked_in_the_choice_list(table_for):
    from game.engine import pieces as P
    table, hand = table_for(["scattering-gale"], ["A"], seed=3)
    st = table.game.state
    for pcs in st.lands.values():
        pcs.clear()
    st.lands["A2"] = P.parse_land("1D")
    st.lands["A3"] = P.parse_land("1E")
    st.spirits[0].presence = {"A2": 1}
    from game.engine.flow import push, run
    st.decision, st.stack = None, []
    push(st, {"op": "use_power", "spirit": 0, "power": "rushing-floodwater", "innate": False})
    run(st)
    table.refresh()
    labels = dict((label.split(" (")[0], label) for label, _ in table.offer.options)
    assert labels["target A2"] == "target A2 (nothing there to act on)"
    assert labels["target A3"] == "target A3"
    assert table.offer.futile_lands == {"A1", "A2"}      # the coastal lands in range with nothing to push
    assert {"A1", "A2", "A3"} <= table.offer.glow_lands


def _texts(lines):
    return ["".join(seg[0] for seg in line) for line in lines]


def test_the_log_shows_each_invader_step_when_its_step_is_shown_on_the_island(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    _to_pause(table, hand)
    table.anim.skip_all()
    hand.key(pygame.K_SPACE)
    for _ in range(3):
        table.update(1 / 30)
    early = _texts(table.log_lines)
    assert not any(t.startswith("Invaders explore") for t in early[-6:])     # the explore is still to come
    while table.anim.busy:
        table.anim.skip_current()
    late = _texts(table.log_lines)
    assert any(t.startswith("Invaders explore") for t in late[-12:])
    assert late[-1].startswith("— Turn 1: Slow")


def test_while_the_invader_steps_play_the_panel_offers_no_slow_choice_and_enter_or_a_click_only_goes_on(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    _to_pause(table, hand)
    table.anim.skip_all()
    hand.key(pygame.K_SPACE)
    assert table.game.state.phase == "slow" and table.anim.stepping
    before = table.game.state.state_hash()
    caption = table.anim.caption
    assert not [t for _, t in table.hotspots.items if t.kind == "option"]   # no slow menu yet
    assert "Invader phase" in table.panel_words()[0]
    hand.key(pygame.K_RETURN)                      # Enter: the next step, not "done" in the slow phase
    assert table.game.state.state_hash() == before
    hand.click(Target("button", name="confirm"))   # the Done button: also only the next step
    assert table.game.state.state_hash() == before
    for _ in range(40):
        if not table.anim.stepping:
            break
        hand.key(pygame.K_RETURN)
    assert not table.anim.stepping and table.game.state.state_hash() == before
    assert [t for _, t in table.hotspots.items if t.kind == "option"]       # now the slow menu
    assert caption


def test_presses_hurrying_the_last_invader_step_do_not_also_end_the_slow_phase(table_for, monkeypatch):
    """A player taps Space to hurry the invaders: the taps queued after the last step must not
    answer the slow phase's first question (a playtester lost a slow card so)."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    clock = [1000.0]
    monkeypatch.setattr(type(table), "now", lambda self: clock[0])
    _to_pause(table, hand)
    table.anim.skip_all()
    hand.key(pygame.K_SPACE)
    assert table.anim.stepping
    before = table.game.state.state_hash()
    for _ in range(30):                       # all in one burst, as queued key events arrive
        hand.key(pygame.K_SPACE)
    assert not table.anim.stepping, "the taps played every step"
    assert table.game.state.state_hash() == before, "no tap was taken as a slow-phase choice"
    clock[0] += 2.0                            # a moment later, Space is a choice again
    table.update(1 / 30)
    hand.key(pygame.K_SPACE)
    assert table.game.state.state_hash() != before


def _to_last_slow_choice(table):
    """Play on (first options, Done) until the slow phase's menu (one spirit: its Done ends the turn)."""
    for _ in range(300):
        st = table.game.state
        d = st.decision
        if st.phase == "slow" and d.kind == "power_action":
            return
        spirit_done = d.kind in ("spirit_action", "power_action") and any(
            o.kind == "done" for o in d.options) and all(s.grown for s in st.spirits)
        cmd = next(c for c in table.game.legal_commands() if isinstance(c, Choose)
                   and (c.option.kind == "done" or not spirit_done))
        table.perform([cmd])
        table.anim.skip_all()
    raise AssertionError("the slow phase never came to its end")


def test_after_the_last_slow_power_the_table_shows_the_end_of_the_turn_and_waits_for_the_player(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, speed="normal")
    _to_last_slow_choice(table)
    turn = table.game.state.turn
    gale = table.game.state.spirits[0]
    card = gale.hand[0]
    gale.hand.remove(card)
    gale.played.append(card)                   # as if played this turn
    table.perform([next(c for c in table.game.legal_commands() if isinstance(c, Choose) and c.option.kind == "done")])
    assert table.game.state.turn == turn + 1
    for _ in range(600):                        # 20 s of frames: it waits however long
        table.update(1 / 30)
        if table.anim.waiting:
            break
    for _ in range(300):
        table.update(1 / 30)
    assert table.anim.waiting and table.anim.stepping
    assert table.anim.caption.startswith(f"End of turn {turn}: ")
    assert "discards" in table.anim.caption and "heal" in table.anim.caption
    assert table.panel_words()[0] == "End of the turn"
    band = table.anim.band_words()      # over the island: one line (playtest 29: a 3-line wall, S/59)
    assert band.startswith(f"End of turn {turn}") and len(band) < 90 and "discards" not in band
    hand.frame()
    assert not [t for _, t in table.hotspots.items if t.kind == "option"]   # no growth offered yet
    assert any(_texts([l])[0] == table.anim.caption[len(f"End of turn {turn}: "):] for l in table.log.lines)
    hand.key(pygame.K_SPACE)                    # the player goes on
    for _ in range(200):
        if not table.anim.busy:
            break
        table.update(1 / 30)
    assert not table.anim.busy and table.game.state.phase == "spirit"
