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
