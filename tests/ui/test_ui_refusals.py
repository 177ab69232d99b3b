"""Every refusal says why, where the player looks: a click the pending decision does not allow
changes nothing in the game, and its reason shows by the pointer and in the prompt panel (the
card refused shakes); cards that cannot be played are dimmed with the reason on hover; legal
lands glow as soon as the choice is asked."""
from game.words import prompt_words
import pygame

from game.ui.input.hotspots import Target

GALE = "scattering-gale"


def _grow(table, hand):
    """Gale grows (a presence within 1, 2 energy) and drags the presence off its energy track."""
    hand.click(Target("growth", spirit=0, index=2))
    if table.game.state.decision.kind == "growth_action":
        k = next(k for k, (label, _) in enumerate(table.offer.options) if "presence" in label)
        hand.click(Target("option", index=k))
    src = Target("track", spirit=0, name="energy")
    hand.drag(src, sorted(table.offer.drag(src))[0])
    assert table.game.state.decision.kind == "spirit_action"


def _refused(table, hand, target):
    """Click `target`; the game must not change. Returns the reason given."""
    before, n_log = table.game.state.state_hash(), len(table.game.log)
    hand.click(target)
    assert table.game.state.state_hash() == before
    assert len(table.game.log) == n_log
    assert table.notice, f"a click on {target} was refused without a reason"
    assert table.pointer_note is not None and table.pointer_note[0] == table.notice
    return table.notice


def _older_game(table_for):
    """Gale's game at the table as one begun before "spirits_end_when_nothing_left" (an older
    save): its one card play made, it still chooses "done" itself. (In a new game its actions end
    by themselves and the fast phase comes: tests/ui/test_ui_nothing_left.py.)"""
    from game.engine import Game, newest
    from tests.ui.conftest import Hand
    table, hand = table_for([GALE], ["A"], seed=1)
    cfg = newest(dict(table.game.config))
    del cfg["spirits_end_when_nothing_left"]
    table.app.open_table(Game(cfg))
    table = table.app.scenes[-1]
    return table, Hand(table)


def test_a_card_clicked_with_no_card_plays_left_is_refused_with_the_count(table_for):
    table, hand = _older_game(table_for)
    _grow(table, hand)
    hand.click(Target("card", card="sudden-squall", name="hand"))
    assert "sudden-squall" in table.game.state.spirits[0].played
    card = Target("card", card="turn-the-boats-aside", name="hand")
    reason = _refused(table, hand, card)
    assert reason == "No card plays left this turn (1 of 1 used)."
    assert table.shake is not None and table.shake[0] == card
    # every card left in the hand is dimmed, for the same reason
    assert table.hand_refusals == {c: reason for c in table.game.state.spirits[0].hand}
    # the reason is in the prompt panel too: the panel was redrawn for it
    assert table.model.kept["prompt"][0][-1] == reason


def test_a_refused_growth_option_innate_or_track_slot_shakes_its_frame_and_play_goes_on(table_for):
    """A click the decision does not allow on a growth option (growth already chosen), an innate
    power or a presence track (nothing to take from it now) is refused with its reason and
    shakes, framed in red; only a card's picture shakes with it. (Until stop 21 the table
    looked for a card's picture for any of them and the game closed.)"""
    from game.content import catalog
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    innate = catalog.SPIRITS[GALE].innates[0].id
    for target in (Target("growth", spirit=0, index=0), Target("innate", spirit=0, card=innate),
                   Target("track", spirit=0, name="energy")):
        _refused(table, hand, target)
        assert table.shake is not None and table.shake[0] == target
        hand.frame()                        # the shake is drawn over the next frames too
    card = Target("card", card=table.game.state.spirits[0].hand[0], name="hand")
    hand.click(card)                        # and the game goes on: the card is played
    assert card.card in table.game.state.spirits[0].played


def test_a_track_slot_that_is_not_the_next_says_why_when_clicked(table_for):
    """A click on a covered slot further along a presence track is the track's (its next presence
    leaves: playtest 29), refused as the track is; one already uncovered is refused with its
    reason (a playtest: it did nothing and said nothing)."""
    table, hand = table_for([GALE], ["A"], seed=1)
    nxt = table.game.state.spirits[0].energy_revealed
    far = _refused(table, hand, Target("track", spirit=0, name="energy", index=nxt + 1))
    assert far and far == _refused(table, hand, Target("track", spirit=0, name="energy"))
    done = _refused(table, hand, Target("track", spirit=0, name="energy", index=0))
    assert done == "This slot is uncovered already: it gives what it shows every turn."


def test_a_card_that_costs_too_much_is_dimmed_and_says_so(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    s = table.game.state.spirits[0]
    s_energy = s.energy
    from game.content import catalog
    dear = [c for c in s.hand if catalog.POWERS[c].cost > s_energy]
    cheap = [c for c in s.hand if catalog.POWERS[c].cost <= s_energy]
    assert cheap, "some card is affordable"
    assert set(table.hand_refusals) == set(dear)
    for c in cheap:
        assert table.offer.click(Target("card", card=c, name="hand"))
    if dear:
        reason = _refused(table, hand, Target("card", card=dear[0], name="hand"))
        assert f"costs {catalog.POWERS[dear[0]].cost} energy" in reason and f"has {s_energy}" in reason


def test_cards_before_growth_are_dimmed_and_ask_for_growth_first(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    hand_cards = table.game.state.spirits[0].hand
    assert set(table.hand_refusals) == set(hand_cards)
    reason = _refused(table, hand, Target("card", card=hand_cards[0], name="hand"))
    assert reason.startswith("Grow first")


def test_a_land_clicked_when_the_island_is_not_asked_about_says_what_is(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    land = sorted(table.game.state.lands)[0]
    reason = _refused(table, hand, Target("land", land=land))
    assert prompt_words(table.game.state.decision, table.game.state) in reason


def test_a_land_clicked_while_its_pieces_take_damage_says_to_click_a_ringed_piece():
    """"2 damage in 1E 1T": the island is asked about its pieces (the one clicked before may have
    moved up as another was destroyed); a click on the land beside them says which to click, not
    that there is nothing to do on the island."""
    from game.content import ops
    from game.engine import query as Q
    from game.engine.testing import position
    from game.ui.input.affordances import refusal
    st = position({"A5": "1E 1T"})
    steps = [{"op": "ops", "ops": [ops.damage(2)], "ctx": {"spirit": 0, "land": "A5", "source": ""}}]
    st = Q.preview(st, steps, stop_at="decision")
    assert st.decision.kind == "damage"
    reason = refusal(st, 0, Target("land", land="A5"))
    assert reason == "Click one of the ringed pieces: 2 damage to assign in A5"


def _off_its_place(table, hand):
    """The pointer leaves the place of the card just played (the hand keeps the others' places
    while it stays there: tests/ui/test_option_settle.py), so the card shows among the played."""
    pos = table.machine.pos
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0], table.layout.hand.top - 4), rel=(0, 0),
                                  buttons=(0, 0, 0))])


def test_a_played_card_clicked_in_the_wrong_phase_names_its_phase(table_for):
    table, hand = _older_game(table_for)
    _grow(table, hand)
    hand.click(Target("card", card="sudden-squall", name="hand"))
    _off_its_place(table, hand)
    reason = _refused(table, hand, Target("card", card="sudden-squall", name="played"))
    assert "fast powers phase" in reason


def test_a_refusal_by_key_is_explained_too(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    hand.click(Target("card", card="sudden-squall", name="hand"))   # its one play: the fast phase
    assert table.game.state.phase == "fast"            # (its actions end by themselves: ask29)
    _off_its_place(table, hand)
    hand.click(Target("card", card="sudden-squall", name="played"))
    assert table.game.state.decision.kind == "target"
    before = table.game.state.state_hash()
    hand.key(pygame.K_SPACE)                   # nothing to confirm while a land must be chosen
    assert table.game.state.state_hash() == before
    assert "Nothing to confirm" in table.notice


def test_a_refusals_words_leave_the_panel_a_while_after_without_a_move(table_for):
    """Playtest 29 (S/101, S/238): "Nothing to confirm: choose one of the options." stayed under
    the choices until the next move."""
    from game.ui.scenes.table import NOTICE_SECONDS
    table, hand = table_for([GALE], ["A"], seed=1)
    clock = [table.now() + 1000.0]
    table.now = lambda: clock[0]
    _grow(table, hand)
    hand.click(Target("card", card="sudden-squall", name="hand"))   # its one play: the fast phase
    assert table.game.state.phase == "fast"            # (its actions end by themselves: ask29)
    _off_its_place(table, hand)
    hand.click(Target("card", card="sudden-squall", name="played"))
    hand.key(pygame.K_SPACE)                   # nothing to confirm while a land must be chosen
    assert "Nothing to confirm" in table.notice
    clock[0] += NOTICE_SECONDS / 2
    table.update(0.0)
    assert "Nothing to confirm" in table.notice, "read for a while"
    clock[0] += NOTICE_SECONDS
    assert table.update(0.0), "its leaving asks for a frame"
    assert table.notice == ""


def test_a_refusal_clears_after_the_next_move(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _refused(table, hand, Target("card", card=table.game.state.spirits[0].hand[0], name="hand"))
    hand.click(Target("growth", spirit=0, index=2))
    assert table.notice == ""
    assert table.pointer_note is None and table.shake is None     # by the pointer too (a playtest)


def test_presence_destinations_glow_as_soon_as_the_choice_is_asked(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    hand.click(Target("growth", spirit=0, index=2))
    if table.game.state.decision.kind == "growth_action":
        k = next(k for k, (label, _) in enumerate(table.offer.options) if "presence" in label)
        hand.click(Target("option", index=k))
    assert table.game.state.decision.kind == "presence_source"
    assert table.machine.state in ("idle", "hovering")            # nothing is being dragged
    dests = set(table.offer.drag(Target("track", spirit=0, name="energy")))
    assert dests and dests <= table.offer.glow_lands


def test_f1_explains_phases_speeds_tracks_and_elements_in_pages_that_fit(table_for):
    from game.ui.render import overlays
    for size in ((1280, 720), (1920, 1080)):
        table, hand = table_for([GALE, "marsh-mist-dread"], ["A", "B"], seed=1, size=size)
        hand.key(pygame.K_F1, pygame.KMOD_SHIFT)
        assert table.show_help and table.help_pages >= 2
        L = table.layout
        r = L.island.inflate(-int(80 * L.u), -int(30 * L.u))
        room = r.height - int(36 * L.u) - int(24 * L.u) - int(24 * L.u)
        parts = overlays._help_pages(overlays._help_blocks(L.u, r.width - int(40 * L.u), (GALE,)), room)
        pages = [page for _, page in parts]
        heads = [b[2][0] for page in pages for b in page if b[0] == "text"]
        for head in ("A turn", "1 Spirits", "2 Fast", "3 Invaders", "4 Slow", "5 Time", "Fast, slow", "Tracks",
                     "Elements", "Keys"):
            assert head in heads
        for page in pages:
            assert sum(b[1] for b in page) <= room or len(page) == 1
        rules = [page for part, page in parts if part == 1]     # shared out evenly: no lone paragraph
        assert all(len(page) >= 2 for page in rules)
        heights = [sum(b[1] for b in page) for page in rules]
        assert max(heights) - min(heights) <= max(b[1] for page in rules for b in page)
        seen = set()
        for _ in range(table.help_pages):
            seen.add(table.help_page)
            hand.key(pygame.K_RIGHT)
        assert seen == set(range(table.help_pages)) and table.help_page == 0
        before = table.game.state.state_hash()
        hand.key(pygame.K_F1, pygame.KMOD_SHIFT)
        assert not table.show_help and table.game.state.state_hash() == before


def test_help_pages_take_as_few_pages_as_they_must_and_share_the_blocks_evenly():
    from game.ui.render import overlays
    blocks = [("text", 10, k) for k in range(7)]
    pages = [page for _, page in overlays._help_pages(blocks, 30)]
    assert [len(p) for p in pages] == [3, 2, 2] and [b for p in pages for b in p] == blocks
    tall = [("text", 10, 0), ("text", 40, 1), ("break", 0, None), ("text", 10, 2)]
    assert [(n, [b[2] for b in p]) for n, p in overlays._help_pages(tall, 30)] == [(0, [0]), (0, [1]), (1, [2])]


def test_every_help_page_of_the_controls_is_titled_as_the_controls_in_a_small_window(table_for):
    """At 1024x600 and UI scale 1.5 the controls and the legend take two pages: each is titled
    "How to play at this table", not "The rules in brief" (the review found the second so titled)."""
    from game.ui import text
    table, hand = table_for([GALE, "marsh-mist-dread"], ["A", "B"], seed=1, size=(1024, 600), ui_scale=1.5)
    hand.key(pygame.K_F1, pygame.KMOD_SHIFT)
    titles = []
    for _ in range(table.help_pages):
        with text.recording() as notes:
            hand.frame()
        titles.append(next(n.words for n in notes if n.words in ("How to play at this table", "The rules in brief")))
        hand.key(pygame.K_RIGHT)
    first = titles.index("The rules in brief")
    assert first >= 2 and set(titles[:first]) == {"How to play at this table"}
    assert set(titles[first:]) == {"The rules in brief"}


def test_the_hover_follows_the_table_when_the_pointer_stands_still(table_for):
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    card = Target("card", card="sudden-squall", name="hand")
    pos = hand.point(card)
    hand.click(card)                           # the card leaves the hand; the pointer stays put
    assert "sudden-squall" in table.game.state.spirits[0].played
    under = table.hotspots.at(pos)
    assert table.machine.hover == (under[0] if under else None)
    assert table.machine.hover != card


def test_the_help_sheet_open_hides_the_refusal_note_by_the_pointer(table_for):
    """A refusal's note by the pointer is not left beside the help sheet: with help open the frame
    is the same with or without it, and the note is still there once help closes."""
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    hand.click(Target("card", card="sudden-squall", name="hand"))
    _refused(table, hand, Target("card", card="turn-the-boats-aside", name="hand"))
    table.shake = None                      # the refused card's shake moves with the clock
    note = table.pointer_note

    def frame():
        screen = pygame.Surface(table.layout.size)
        table.update(0.0)
        table.draw(screen)
        return pygame.image.tobytes(screen, "RGB")
    with_note_no_help = frame()
    table.pointer_note = None
    without_note_no_help = frame()
    assert with_note_no_help != without_note_no_help        # the note shows while help is closed
    table.pointer_note = note
    hand.key(pygame.K_F1, pygame.KMOD_SHIFT)
    with_note = frame()
    table.pointer_note = None
    assert with_note == frame()
    table.pointer_note = note
    hand.key(pygame.K_F1, pygame.KMOD_SHIFT)
    assert table.pointer_note == note



def test_the_hint_stops_asking_for_growth_once_the_spirit_has_grown(table_for):
    """Before growth the prompt panel says to click a growth option; once grown, only to play
    cards (a playtest: "Click a growth option" stayed after growth was chosen)."""
    from game.ui.render.sidebar import GROWN_HINT, HINTS, prompt_words
    table, hand = table_for([GALE], ["A"], seed=1)
    assert prompt_words(table.game.state, 0, False)[3] == HINTS["spirit_action"]
    _grow(table, hand)
    assert prompt_words(table.game.state, 0, False)[3] == GROWN_HINT


def test_outside_the_spirit_phase_the_hand_says_its_cards_are_played_in_the_spirit_phase(table_for):
    """The hand is not dimmed in the power phases (easier to read), so its heading says why its
    cards are not played now (a playtest took them as playable in the fast phase)."""
    from game.bots import make_bot
    from game.ui.render.hand import hand_note
    assert hand_note("spirit") == "" and hand_note("fast") == " · PLAYED IN THE SPIRIT PHASE"
    table, hand = table_for([GALE], ["A"], seed=1)
    assert table.model.kept["hand"][0][-1] == ""
    bot = make_bot("greedy", 1)
    while table.game.state.decision.kind != "power_action":
        table.perform([bot.choose(table.game)])
    hand.frame()
    assert table.game.state.phase == "fast"
    assert table.model.kept["hand"][0][-1] == hand_note("fast")     # the picture was drawn again for it


def test_a_click_while_a_choice_is_pending_names_the_question_only(table_for):
    """The refusal names the pending question, not the explanation after it (the prompt panel
    has that): the playtest's refusal repeated the whole prompt and took the choices' room."""
    table, hand = table_for([GALE], ["A"], seed=1)
    hand.click(Target("option", index=0))                   # reclaim, then a presence (in that order, unasked at the table)
    d = table.game.state.decision
    assert d.kind == "presence_source" and len(prompt_words(d)) > len("Take the presence from where?")
    assert _refused(table, hand, Target("card", card="sudden-squall", name="hand")) == \
        "Finish this first: Take the presence from where?"


def test_a_refusal_stays_with_the_spirit_it_was_said_to(table_for):
    """The playtest: Gale's "No card plays left" showed on Marsh Mist's panel after its tab was
    clicked."""
    table, hand = table_for([GALE, "marsh-mist-dread"], ["A", "B"], seed=1)
    hand.click(Target("card", card="whirling-grit", name="hand"))     # before growing: refused
    assert table.notice and table.pointer_note
    hand.click(Target("tab", spirit=1))
    assert table.active == 1 and table.notice == "" and table.pointer_note is None


def test_a_land_that_is_not_a_target_says_whether_it_is_out_of_range_or_not_what_the_power_targets(table_for):
    """The playtest: "A7 is not a legal choice (only the glowing lands are)" said no more. Turn
    the Boats Aside reaches coastal lands within 1 of Gale's presence."""
    from game.engine import query
    table, hand = table_for([GALE, "marsh-mist-dread"], ["A", "B"], seed=1)
    while table.game.state.decision.kind != "target":
        labels = [label for label, _ in table.offer.options]
        k = next((k for k, l in enumerate(labels) if "Turn the Boats Aside" in l), 0)
        hand.click(Target("option", index=k))
    d = table.game.state.decision
    assert d.then["power"] == "turn-the-boats-aside"
    targets = {o.land for o in d.options if o.land}
    _, reach = query.target_reach(table.game.state, 0, "turn-the-boats-aside")
    far = sorted(set(table.game.state.lands) - set(reach))[0]
    assert _refused(table, hand, Target("land", land=far)).startswith(f"{far} is out of range: Turn the Boats "
                                                                       "Aside reaches lands within 1 of Gale")
    inland = sorted(set(reach) - targets)
    assert inland, "a land in range that is not coastal"
    assert _refused(table, hand, Target("land", land=inland[0])) == \
        f"{inland[0]} is in range but is not a target for Turn the Boats Aside: it targets coastal."


def test_a_spirits_growth_asks_to_be_chosen_only_while_it_may_be(table_for):
    """The playtest: Gale's panel said "GROWTH – choose one" while Strangler Fig's presence was
    still to place, and a click on Gale's growth was refused."""
    from game.ui import text
    from game.ui.render import spirit_panel
    table, hand = table_for(["strangler-fig-runners", GALE], ["A", "B"], seed=1)
    hand.click(Target("growth", spirit=0, index=0))          # Fig grows: its presence comes next
    d = table.game.state.decision
    assert d.spirit == 0 and d.kind != "spirit_action"

    def heading(to_act):
        with text.recording() as notes:
            spirit_panel.draw(table.view.state, 1, table.layout.spirit, table.layout.u, to_act)
        return [n.words for n in notes if n.words.startswith("GROWTH")]
    from game.ui.input.affordances import spirits_to_act
    assert spirits_to_act(table.game.state) == [0]              # what the table hands the panel
    assert heading([0]) == ["GROWTH – after the choice under way"]
    assert heading([0, 1]) == ["GROWTH – choose one"]


def test_the_growth_chosen_stands_out_once_grown_and_not_once_undone(table_for):
    """The playtest: "GROWTH (chosen)" did not show which option was chosen."""
    import pygame as pg
    table, hand = table_for([GALE], ["A"], seed=1)
    assert table.growth_chosen(0) == -1
    hand.click(Target("growth", spirit=0, index=2))
    assert table.growth_chosen(0) == 2
    from game.ui.palette import GOLD
    screen = table.app.screen
    edge = [screen.get_at((table.hotspots.rect_of(Target("growth", spirit=0, index=k).key()).centerx,
                           table.hotspots.rect_of(Target("growth", spirit=0, index=k).key()).top))[:3]
            for k in range(3)]
    assert [e == GOLD for e in edge] == [False, False, True]
    while table.game.can_undo() and table.game.state.spirits[0].grown:
        hand.key(pg.K_z, pg.KMOD_CTRL)
    assert not table.game.state.spirits[0].grown and table.growth_chosen(0) == -1
    hand.click(Target("growth", spirit=0, index=0))
    assert table.growth_chosen(0) == 0


def test_done_while_cards_could_still_be_played_names_them_in_its_question(table_for):
    """The second playtest: "done" asked to confirm without saying what was left."""
    table, hand = table_for([GALE], ["A"], seed=1)
    _grow(table, hand)
    table.settings["confirm"] = True
    asked = []
    table.app.confirm = lambda words, on_yes: asked.append(words)
    done = next(cmds for label, cmds in table.offer.options if label.startswith("done"))
    assert table.perform(done) is False
    assert asked and asked[0].startswith("Gale That Scatters the Landing could still: play ")
    assert asked[0].endswith("End its actions now?")


def test_space_at_an_innates_level_question_uses_the_most_levels():
    """The second playtest met "levels 1, 2, 3 / 1, 2 / 1" at every innate use: Space now takes
    the first choice, which uses the most."""
    from game.content import catalog
    from game.engine import query
    from game.engine.testing import give_elements, position
    from game.ui.input.affordances import confirm_commands
    st = position({"A5": "2E"}, presence={"A5": 1})
    p = next(i for i in catalog.SPIRITS[st.spirits[0].spirit_id].innates if len(i.levels) > 1)
    give_elements(st, 0, **dict(p.levels[1].elements))
    st = query.preview(st, [{"op": "resolve_power", "spirit": 0, "power": p.id, "innate": True, "repeated": False,
                             "land": "A5", "target_spirit": 0}], stop_at="decision")
    d = st.decision
    assert d.kind == "threshold" and len(d.options) > 1
    most = max(d.options, key=lambda o: bin(o.index).count("1"))
    cmds = confirm_commands(st, 0)
    assert cmds is not None and cmds[0].option is d.options[0] and d.options[0].index == most.index
