"""Issue 29: the gestures of a turn as a player expects them (growth in one gesture, no card paid
for nothing, Esc steps back first, drops where the eye says, a done spirit's tab says so)."""
import pygame

from game.engine import Choose
from game.ui.input.hotspots import Target


def _choose(table, hand, spirit, pred):
    d = table.game.state.decision
    o = next(o for o in d.options if pred(o))
    table.perform([Choose(spirit, o)])
    hand.frame()
    return o


def _grow(table, hand, spirit=0, index=1):
    """Spirit `spirit` chooses its growth option `index` (Cinder Rain's 1: a presence within 2 and 2 energy)."""
    _choose(table, hand, spirit, lambda o: o.kind == "growth" and o.spirit == spirit and o.index == index)
    assert table.game.state.decision.kind in ("growth_action", "presence_source")


# --- 1. growth in one gesture -------------------------------------------------------------------

def test_once_a_growth_option_that_places_presence_is_chosen_dragging_from_a_track_places_it(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand)
    s = table.game.state.spirits[0]
    before = (s.energy_revealed, s.plays_revealed, dict(s.presence))
    land = next(iter(table.offer.drag(Target("track", spirit=0, name="plays"))))
    hand.drag(Target("track", spirit=0, name="plays"), land)
    s = table.game.state.spirits[0]
    assert s.presence.get(land, 0) == before[2].get(land, 0) + 1
    assert (s.energy_revealed, s.plays_revealed) == (before[0], before[1] + 1), "from the plays track"
    assert table.notice == "", "nothing refused"


def test_once_a_growth_option_that_places_presence_is_chosen_clicking_a_glowing_land_places_it(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand)
    assert table.offer.glow_lands, "the lands in reach glow before any drag"
    land = sorted(table.offer.glow_lands)[0]
    before = table.game.state.spirits[0].presence.get(land, 0)
    hand.click(Target("land", land=land))
    assert table.game.state.spirits[0].presence.get(land, 0) == before + 1
    assert table.notice == ""


def test_ctrl_z_after_a_presence_dragged_in_one_gesture_takes_back_the_whole_gesture(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand)
    decision = table.game.state.decision
    s = table.game.state.spirits[0]
    before = (s.energy_revealed, s.plays_revealed, dict(s.presence), len(table.game.log))
    land = next(iter(table.offer.drag(Target("track", spirit=0, name="plays"))))
    hand.drag(Target("track", spirit=0, name="plays"), land)
    assert len(table.game.log) - before[3] >= 2, "one gesture, several commands"
    hand.key(pygame.K_z, pygame.KMOD_CTRL)
    s = table.game.state.spirits[0]
    assert (s.energy_revealed, s.plays_revealed, dict(s.presence)) == before[:3]
    assert table.game.state.decision.kind == decision.kind, "back where the gesture began, not halfway"
    hand.key(pygame.K_z, pygame.KMOD_CTRL)      # the next undo takes back the growth option, one command
    assert table.game.state.decision.kind == "spirit_action", "the growth option is to choose again"


def test_where_two_presence_actions_are_open_each_drop_places_one_and_the_other_stays_open(table_for):
    """Strangler Fig's "add a presence within 1, twice": the first drop takes one of the two
    actions, the second drop the other, without a click in the panel."""
    table, hand = table_for(["strangler-fig-runners", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand, index=0)
    placed = sum(table.game.state.spirits[0].presence.values())
    for n in (1, 2):
        d = table.game.state.decision
        assert d.kind in ("growth_action", "presence_source"), d.kind
        src = Target("track", spirit=0, name="energy")
        land = sorted(table.offer.drag(src))[0]
        hand.drag(src, land)
        assert sum(table.game.state.spirits[0].presence.values()) == placed + n
        assert table.notice == ""
    assert table.game.state.decision.kind == "spirit_action", "the growth is over"


def test_a_land_out_of_reach_of_the_presence_says_so_and_changes_nothing(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand, index=2)       # a presence within 1
    far = next(l for l in table.game.state.lands if l not in table.offer.glow_lands and l[0] == "B")
    h = table.game.state_hash() if hasattr(table.game, "state_hash") else table.game.state.state_hash()
    hand.click(Target("land", land=far))
    assert table.game.state.state_hash() == h
    assert f"{far} is out of reach for this presence" in table.notice


# --- 5. Esc cancels first -----------------------------------------------------------------------

def _to_fast_phase_with(table, hand, card):
    """Cinder Rain grows, plays `card` and ends its plays; the bot plays the other spirit to the
    fast phase, where Cinder Rain's panel is shown."""
    from game.bots import make_bot
    g = table.game
    _grow(table, hand)      # the presence, then the energy (asked no order at the table)
    while g.state.decision.kind != "spirit_action":
        table.perform([Choose(0, g.state.decision.options[0])])
    _choose(table, hand, 0, lambda o: o.kind == "play" and o.card == card)
    if not g.state.spirits[0].done:     # a spirit with nothing left ends by itself in a new game (ask29)
        _choose(table, hand, 0, lambda o: o.kind == "done" and o.spirit == 0)
    bot = make_bot("greedy", 1)
    while g.state.phase != "fast":
        table.perform([bot.choose(g)])
    table.active = 0
    table.refresh()


def _to_fast_target(table, hand):
    """Cinder Rain grows, plays Pelting Embers, both spirits end their plays; in the fast phase
    it uses Pelting Embers: the target choice is pending."""
    g = table.game
    _to_fast_phase_with(table, hand, "pelting-embers")
    hand.frame()
    hand.click(Target("card", card="pelting-embers", name="played"))
    assert g.state.decision.kind == "target"


def test_esc_during_a_target_choice_steps_back_out_of_it_and_opens_no_menu(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _to_fast_target(table, hand)
    hand.key(pygame.K_ESCAPE)
    assert table.game.state.decision.kind == "power_action", "back to the powers to use"
    assert any(o.kind == "power" and o.card == "pelting-embers" for o in table.game.state.decision.options)
    assert [type(s).__name__ for s in table.app.scenes] == ["TableScene"], "no pause menu"
    assert table.toast_text.startswith("Stepped back")
    hand.key(pygame.K_ESCAPE)                   # nothing left to step back from: the menu
    assert type(table.app.scenes[-1]).__name__ == "PauseMenu"


def test_esc_with_a_piece_in_hand_lets_it_go_and_keeps_the_choice(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand)
    src = Target("track", spirit=0, name="energy")
    x, y = hand.point(src)
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y - 40), rel=(40, -40), buttons=(1, 0, 0))])
    assert table.machine.state == "dragging"
    hand.key(pygame.K_ESCAPE)
    assert table.machine.state in ("idle", "hovering") and table.machine.source is None
    assert table.game.state.decision.kind == "presence_source", "the growth's choice is still there"
    assert [type(s).__name__ for s in table.app.scenes] == ["TableScene"]


def test_f1_help_says_esc_steps_back_before_the_menu():
    from game.ui.render.overlays import HELP
    keys = dict(HELP)["Keys"]
    assert "Esc: step back out of a half-made choice" in keys and "cancel / menu" not in keys


# --- 10. a spirit done for the phase says whom the table waits for ------------------------------

def test_tab_to_a_spirit_done_for_the_phase_says_it_is_done_and_whom_the_table_waits_for(table_for):
    from game.ui.render.sidebar import prompt_words
    table, hand = table_for(["falling-cinder-rain", "mending-moss", "scattering-gale"], ["A", "B", "C"], seed=7)
    g = table.game
    _grow(table, hand)
    while g.state.decision.kind != "spirit_action":
        table.perform([Choose(0, g.state.decision.options[0])])
    _choose(table, hand, 0, lambda o: o.kind == "done" and o.spirit == 0)
    assert table.active != 0, "the table moves on to a spirit still to act"
    hand.key(pygame.K_TAB)
    hand.key(pygame.K_TAB)
    assert table.active == 0
    head, _col, prompt, _hint = prompt_words(g.state, table.active, False)
    assert prompt == ("Falling Cinder Rain is done for this phase; waiting for Moss That Mends the Scars and "
                      "Gale That Scatters the Landing.")
    assert not table.offer.options


# --- 2. no card paid for nothing ----------------------------------------------------------------

MOSS = "mending-moss"
ASH = "rain-washes-the-ash"         # targets a blighted land: none is in range at the start


def _moss_grown(table_for):
    table, hand = table_for([MOSS], ["A"], seed=1)
    g = table.game
    _choose(table, hand, 0, lambda o: o.kind == "growth" and o.index == 1)     # a power card and 2 energy
    while g.state.decision.kind != "spirit_action":
        table.perform([Choose(0, g.state.decision.options[0])])
    hand.frame()
    return table, hand


def test_a_card_with_no_legal_target_is_marked_in_the_hand_at_play_time(table_for):
    table, hand = _moss_grown(table_for)
    assert table.card_marks().get(ASH) == "futile"
    playable = [c for c in table.game.state.spirits[0].hand if c != ASH and c != "seed-the-barren-ground"]
    assert all(table.card_marks().get(c) != "futile" for c in playable)


def test_playing_a_card_with_no_legal_target_asks_play_it_anyway_and_no_changes_nothing(table_for):
    table, hand = _moss_grown(table_for)
    g = table.game
    energy, log = g.state.spirits[0].energy, len(g.log)
    hand.click(Target("card", card=ASH, name="hand"))
    top = table.app.scenes[-1]
    assert type(top).__name__ == "Confirm"
    assert "no land in range meets its target now: play it anyway?" in top.message
    assert len(g.log) == log and g.state.spirits[0].energy == energy, "nothing paid before the answer"
    table.app.pop()                                  # No
    assert ASH in g.state.spirits[0].hand and len(g.log) == log
    hand.click(Target("card", card=ASH, name="hand"))
    table.app.scenes[-1]._yes()                       # Yes: played as asked
    assert ASH in g.state.spirits[0].played


def _ash_to_be_used(table_for):
    """Moss plays Rain Washes the Ash with no target, and the game goes on to its phase, where
    it is to be used: (table, game)."""
    from game.bots import make_bot
    from game.content import catalog
    table, hand = _moss_grown(table_for)
    g = table.game
    table.perform([Choose(0, next(o for o in g.state.decision.options if o.card == ASH))])
    table.perform([Choose(0, next(o for o in g.state.decision.options if o.kind == "done"))])
    speed = catalog.POWERS[ASH].speed
    bot = make_bot("greedy", 1)
    while not (g.state.phase == speed and g.state.decision.kind == "power_action"):
        table.perform([bot.choose(g)])
    return table, g


def test_a_card_used_with_no_target_fizzles_on_the_table_a_banner_and_a_mark_on_the_card(table_for):
    from game.ui.anim.queue import tweens_for
    table, g = _ash_to_be_used(table_for)
    n = len(g.log)
    before = g.state
    events = g.apply(Choose(0, next(o for o in g.state.decision.options if o.card == ASH)))
    fizzles = [e for e in events if e.kind == "PowerFizzled"]
    assert fizzles, "the island did not change: no target when used"
    table._record(events, before, None, "")
    table.refresh()
    assert table.card_marks().get(ASH) == "fizzled"
    banners = [t for t in tweens_for(fizzles[0], table.stage) if type(t).__name__ == "Banner"]
    assert banners and "no target" in banners[0].title
    table.undo()
    assert ASH not in g.state.spirits[0].used and len(g.log) == n + 2
    assert table.card_marks().get(ASH) is None, "an undone use takes its mark with it"


def test_a_fizzled_card_is_still_marked_on_the_table_after_the_game_is_saved_and_resumed(table_for, tmp_path):
    from game.persist import saves
    from game.ui import bridge
    from game.ui.program import App
    table, g = _ash_to_be_used(table_for)
    table.perform([Choose(0, next(o for o in g.state.decision.options if o.card == ASH))])
    assert table.card_marks().get(ASH) == "fizzled"
    path = tmp_path / "fizzled.json"
    saves.write_save(g, path)
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        app.open_table(bridge.load_game(path))
        again = app.scenes[-1]
        again.read_past()
        assert again.card_marks().get(ASH) == "fizzled", "the mark is read again from the game's moves"
    finally:
        app.close()


# --- 7. drops go where the eye says -------------------------------------------------------------

import pytest  # noqa: E402


@pytest.mark.parametrize("boards", ["AB", "ABCD"])
def test_a_land_name_sits_inside_its_land_with_its_own_land_all_round_it(boards):
    """A drop just beside a land's name falls in that land: round the name plate of every land
    of 7 cells or more, a band 0.4 of a hex wide is that land (the playtest's Explorer dropped
    just below "B4" went into B5; smaller lands need the room round their name for the pieces)."""
    from game.content.layouts import build_island
    from game.ui.render.geometry import IslandGeometry
    geo = IslandGeometry(build_island(list(boards)), (0, 100, 1500, 650))
    checked = 0
    for land, cells in geo.island.cells.items():
        if land not in geo.island.lands or len(cells) < 7:
            continue
        checked += 1
        x0, y0, x1, y1 = geo.shapes[land].plate
        m = geo.size * 0.4
        ring = [(x, y) for x in (x0 - m, (x0 + x1) / 2, x1 + m) for y in (y0 - m, (y0 + y1) / 2, y1 + m)]
        assert all(geo.land_at(p) == land for p in ring), f"{land}'s name is at its edge"
    assert checked >= 3 * len(boards)


def _to_push_from_b4(table, hand):
    """Cinder Rain plays Smoke Over the Fields and uses it on B4 in the fast phase: push its Explorer."""
    g = table.game
    _to_fast_phase_with(table, hand, "smoke-over-the-fields")
    _choose(table, hand, 0, lambda o: o.kind == "power" and o.card == "smoke-over-the-fields")
    _choose(table, hand, 0, lambda o: o.land == "B4")
    assert g.state.decision.kind == "push"


def just_inside(geo, land, towards, px=3):
    """A point of `land` `px` pixels from its border, on the way from its name to `towards`'s."""
    (x0, y0), (x1, y1) = geo.shapes[land].label_at, geo.shapes[towards].label_at
    steps = int(max(abs(x1 - x0), abs(y1 - y0)))
    last = (x0, y0)
    for k in range(steps):
        p = (x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
        if geo.land_at(p) != land:
            break
        last = p
    back = [(last[0] - (x1 - x0) * j / steps, last[1] - (y1 - y0) * j / steps) for j in range(px + 1)]
    assert all(geo.land_at(p) == land for p in back)
    return round(back[-1][0]), round(back[-1][1])


def test_during_a_drag_the_land_under_the_pointer_is_outlined_and_named_and_the_drop_goes_there(table_for):
    from game.ui.scenes.table_overlays import DROP_NO, DROP_OK
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _to_push_from_b4(table, hand)
    geo = table.geo
    src = hand.point(Target("piece", land="B4", token="E"))
    to = just_inside(geo, "B5", "B4")
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=src, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0))])
    assert table.machine.state == "dragging"
    corner = geo.shapes["B5"].polygons[0][0]
    screen = table.app.screen
    near = [tuple(screen.get_at((round(corner[0]) + dx, round(corner[1]) + dy)))[:3]
            for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert DROP_OK in near, "B5 outlined: the drop is taken there"
    hand.send([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1)])
    assert table.game.state.lands["B5"].get("E", 0) == 1, "the Explorer went where the pointer was"
    assert DROP_NO != DROP_OK


def test_a_refused_drop_s_words_leave_the_panel_when_the_next_drag_begins(table_for):
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _to_push_from_b4(table, hand)
    src = hand.point(Target("piece", land="B4", token="E"))
    far = hand.point(Target("land", land="A7"))
    hand.drag(Target("piece", land="B4", token="E"), "A7")
    assert table.notice == "A pushed Explorer must go to a land next to B4; A7 is not."
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=src, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(1, 1), buttons=(1, 0, 0))])
    assert table.machine.state == "dragging" and table.notice == "" and table.pointer_note is None


def test_where_two_presence_actions_of_different_reach_are_open_a_drop_takes_the_narrower_that_reaches(
        table_for, monkeypatch):
    """Two "add a presence" actions, within 1 (lands X, Y) and within 2 (X, Y, Z): a drop on X or Y
    takes the range-1 action, a drop on Z the range-2 one (the previews are stood in for here:
    no spirit's growth has two presence actions of different reach)."""
    from game.engine.state import Decision, Option
    from game.ui.input import affordances as A
    narrow, wide = Option("growth_action", 0, index=0, label="add a presence"), \
        Option("growth_action", 0, index=1, label="add a presence")
    track = Option("presence_source", 0, piece="energy")
    lands = {0: ["X", "Y"], 1: ["X", "Y", "Z"]}
    reach = {}

    def after(state, cmd):
        option = cmd.option
        if option.kind == "growth_action":
            reach["now"] = option.index
            return Decision("presence_source", "", 0, [track], {}), state
        return Decision("presence_land", "", 0, [Option("land", 0, land=l) for l in lands[reach["now"]]], {}), state
    monkeypatch.setattr(A, "_after", after)
    off = A.Offer()
    A._presence_drops(None, off, [(wide, [Choose(0, wide)]), (narrow, [Choose(0, narrow)])])
    drops = off.drag(Target("track", spirit=0, name="energy"))
    assert drops["X"][0].option is narrow and drops["Y"][0].option is narrow
    assert drops["Z"][0].option is wide
    assert off.glow_lands == {"X", "Y", "Z"}


def test_a_power_that_adds_a_presence_in_its_own_land_glows_that_land_and_takes_a_drag_from_a_track(table_for):
    """Seed the Barren Ground: "add one of your presence here". Its land glows (the step said "onto
    a glowing land" and none glowed) and a presence dragged from a track onto it is placed."""
    from game.bots import make_bot
    table, hand = table_for([MOSS], ["A"], seed=1)
    g = table.game
    land = next(iter(g.state.spirits[0].presence))
    g.state.lands[land]["B"] = 1              # a blight beside Moss: Seed has a target
    _choose(table, hand, 0, lambda o: o.kind == "growth" and o.index == 1)
    while g.state.decision.kind != "spirit_action":
        table.perform([Choose(0, g.state.decision.options[0])])
    g.state.spirits[0].energy = 5
    _choose(table, hand, 0, lambda o: o.card == "seed-the-barren-ground")
    bot = make_bot("greedy", 1)
    while not (g.state.phase == "slow" and g.state.decision.kind == "power_action"):
        table.perform([bot.choose(g)])
    table.refresh()
    _choose(table, hand, 0, lambda o: o.card == "seed-the-barren-ground")
    _choose(table, hand, 0, lambda o: o.land == land)
    assert g.state.decision.kind == "presence_source"
    assert table.offer.glow_lands == {land}
    before = g.state.spirits[0].presence[land]
    hand.drag(Target("track", spirit=0, name="energy"), land)
    assert g.state.spirits[0].presence[land] == before + 1 and table.notice == ""


def test_a_presence_dragged_from_a_covered_slot_beyond_the_next_one_leaves_from_the_tracks_next_slot(table_for):
    """Playtest 29 (S/205): grabbing the plays track one slot right of its next covered slot was
    refused ("Presence leaves a track from its next covered slot"); the player grabbed the track."""
    table, hand = table_for(["falling-cinder-rain", "mending-moss"], ["A", "B"], seed=7)
    _grow(table, hand)
    s = table.game.state.spirits[0]
    before = (s.energy_revealed, s.plays_revealed, dict(s.presence))
    beyond = Target("track", spirit=0, name="plays", index=s.plays_revealed + 1)
    assert table.hotspots.point_of(beyond) is not None, "the covered slot is on screen"
    land = next(iter(table.offer.drag(Target("track", spirit=0, name="plays"))))
    hand.drag(beyond, land)
    s = table.game.state.spirits[0]
    assert s.presence.get(land, 0) == before[2].get(land, 0) + 1
    assert (s.energy_revealed, s.plays_revealed) == (before[0], before[1] + 1), "the plays track's next presence"
    assert table.notice == "" and table.pointer_note is None, "nothing refused"
