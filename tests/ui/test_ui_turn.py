"""A whole spirit turn played with synthetic mouse and key events through the input state
machine: growth, a presence dragged off its track, a card played, Space to finish, a fast
power targeted on a land, an Explorer pushed by dragging, undo, and an illegal drop."""
import pygame

from game.engine import pieces as P
from game.ui.input.hotspots import Target

GALE = "scattering-gale"


def _decision(table):
    return table.game.state.decision


def _grow_and_play(table, hand):
    assert _decision(table).kind == "spirit_action"
    hand.click(Target("growth", spirit=0, index=2))           # add a presence within 1, gain 2 energy
    assert table.game.state.spirits[0].grown
    if _decision(table).kind == "growth_action":                # which growth action first: a button
        k = next(k for k, (label, _) in enumerate(table.offer.options) if "presence" in label)
        hand.click(Target("option", index=k))
    assert _decision(table).kind == "presence_source"
    src = Target("track", spirit=0, name="energy")
    dests = table.offer.drag(src)
    assert dests, "the energy track's presence can be dragged"
    land = sorted(dests)[0]
    before = table.game.state.spirits[0].presence.get(land, 0)
    hand.drag(src, land)
    s = table.game.state.spirits[0]
    assert s.presence.get(land, 0) == before + 1 and s.energy_revealed == 2
    assert _decision(table).kind == "spirit_action"
    before = table.game.state.state_hash()
    hand.click(Target("card", card="sudden-squall", name="hand"))
    assert "sudden-squall" in table.game.state.spirits[0].played
    hand.key(pygame.K_z, pygame.KMOD_CTRL)                       # undo the card play ...
    assert table.game.state.state_hash() == before
    assert "sudden-squall" in table.game.state.spirits[0].hand
    hand.click(Target("card", card="sudden-squall", name="hand"))  # ... and play it again
    if table.game.state.phase == "spirit":      # Gale's one play made: its actions end by themselves
        hand.key(pygame.K_SPACE)                # in a new game (ask29); else Space: done playing cards
    assert table.game.state.phase == "fast"


def _target_explorers(table, hand):
    hand.click(Target("card", card="sudden-squall", name="played"))
    d = _decision(table)
    assert d.kind == "target"
    with_explorers = [o.land for o in d.options if o.land and P.count(table.game.state.lands[o.land], "E")]
    assert with_explorers, "some land in range has an Explorer"
    land = with_explorers[0]
    assert land in table.offer.glow_lands
    hand.click(Target("land", land=land))
    assert _decision(table).kind == "push"
    return land


def test_a_whole_turn_by_mouse_growth_presence_card_target_push_undo_confirm(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow_and_play(table, hand)
    land = _target_explorers(table, hand)
    piece = Target("piece", land=land, token="E")
    dests = table.offer.drag(piece)
    assert dests
    to = sorted(dests)[0]
    hand.drag(piece, to)
    pushes = [c for c in table.game.log if getattr(c, "option", None) is not None and c.option.kind == "move"]
    assert pushes and (pushes[-1].option.land, pushes[-1].option.to) == (land, to)
    assert any(line and f"pushed from {land} to {to}" in line[0][0] for line in table.log_lines)
    for _ in range(3):                                           # stop pushing, done with fast powers
        if table.game.state.phase != "fast":
            break
        hand.key(pygame.K_SPACE)
    assert table.game.state.phase in ("slow", "spirit", "time", "invader")


def test_an_illegal_drop_snaps_back_with_a_reason_and_changes_nothing(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow_and_play(table, hand)
    land = _target_explorers(table, hand)
    piece = Target("piece", land=land, token="E")
    legal = table.offer.drag(piece)
    far = next(l for l in table.game.state.lands if l not in legal and l != land)
    before = table.game.state.state_hash()
    n_log = len(table.game.log)
    hand.drag(piece, far)
    assert table.game.state.state_hash() == before
    assert len(table.game.log) == n_log
    assert table.notice and far in table.notice and "next to" in table.notice
    assert table.pointer_note and table.pointer_note[0] == table.notice
    assert table.machine.snapback is not None
    assert table.machine.state in ("idle", "hovering")
    # the Explorer is still drawn where it was
    assert table.hotspots.rect_of(piece.key()) is not None


def test_clicking_a_piece_then_a_land_pushes_too(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow_and_play(table, hand)
    land = _target_explorers(table, hand)
    piece = Target("piece", land=land, token="E")
    to = sorted(table.offer.drag(piece))[0]
    hand.click(piece)
    assert table.machine.state == "choosing"
    hand.click(Target("land", land=to))
    assert table.machine.state in ("idle", "hovering")
    assert P.count(table.game.state.lands[to], "E") >= 1


def test_escape_cancels_a_chosen_piece_and_tab_switches_spirit(table_for):
    table, hand = table_for([GALE, "falling-cinder-rain"], ["A", "B"], seed=1)
    assert table.active == 0
    hand.key(pygame.K_TAB)
    assert table.active == 1
    hand.click(Target("tab", spirit=0))
    assert table.active == 0


def test_option_buttons_choose_non_spatial_options(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    labels = [label for label, _ in table.offer.options]
    assert labels[0].startswith("Reclaim")
    hand.click(Target("option", index=2))
    assert table.game.state.spirits[0].grown


def test_done_with_cards_left_asks_first_when_prompts_are_on(table_for):
    import pygame_gui
    table, hand = table_for([GALE], ["A"], seed=1, )
    table.settings["confirm"] = True
    app = table.app
    hand.click(Target("option", index=2))
    while table.game.state.decision.kind != "spirit_action":
        hand.click(Target("option", index=0))
    n = len(table.game.log)
    hand.key(pygame.K_SPACE)                                     # cards still playable: a dialog asks
    assert len(table.game.log) == n and app.modal_open()
    dialog = app.scenes[-1].dialog
    app.scenes[-1].handle(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED, ui_element=dialog))
    assert not app.modal_open() and len(table.game.log) == n + 1
    assert table.game.state.phase != "spirit"


def test_hovering_a_card_name_in_the_log_zooms_the_card(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    hand.click(Target("option", index=2))
    while table.game.state.decision.kind != "spirit_action":
        hand.click(Target("option", index=0))
    hand.click(Target("card", card="sudden-squall", name="hand"))
    link = next(r for r, t in table.hotspots.items if t.kind == "log" and t.card == "sudden-squall")
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=link.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.machine.hover.kind == "log" and table.machine.hover.card == "sudden-squall"


def test_the_window_can_be_resized(table_for):
    table, hand = table_for([GALE, "falling-cinder-rain"], ["A", "B"], seed=1)
    table.app._resized((1280, 720))
    hand.frame()
    assert table.layout.size == (1280, 720)
    assert table.hotspots.point_of(Target("land", land="B3"))
