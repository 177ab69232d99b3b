"""A refused drop's words leave the prompt panel (and the pointer) when the next drag begins:
they told why the last drop failed, not why this one will."""
import pygame

from game.ui.autoplay import drag_events
from game.ui.input.hotspots import Target


def test_the_next_drag_takes_the_last_refused_drops_words_away(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    hand.click(Target("growth", spirit=0, index=2))
    if table.game.state.decision.kind == "growth_action":
        k = next(k for k, (label, _) in enumerate(table.offer.options) if "presence" in label)
        hand.click(Target("option", index=k))
    assert table.game.state.decision.kind == "presence_source"
    src = Target("track", spirit=0, name="energy")
    start, nowhere = hand.point(src), table.layout.log.center
    hand.send(drag_events(start, nowhere))                            # dropped on no land
    assert table.notice and table.pointer_note is not None          # refused, and said why
    events = drag_events(start, hand.point(Target("land", land="A5")))
    assert events[-1].type == pygame.MOUSEBUTTONUP
    hand.send(events[:-1])                                             # the presence in hand again
    assert table.machine.state == "dragging"
    assert table.notice == "" and table.pointer_note is None
