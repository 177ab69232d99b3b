"""Drawing never changes the table: the table's draw returns the frame (its hotspots, anchors and
what the pointer is on) and writes nothing, neither the game nor the table nor its parts. The
pictures it needs are kept by update(); a frame drawn before update ran makes them for itself."""
import pygame

from game.ui.input.hotspots import Target
from game.ui.scenes.table_model import Frame

PARTS = ("machine", "model", "view", "anim", "zoom", "log", "offer", "layout", "stage", "saves")


def _print(v, depth=2):
    """A fingerprint of a value: what it holds (by identity past the first levels)."""
    if isinstance(v, (int, float, str, bool, type(None))):
        return v
    if isinstance(v, tuple):
        return tuple(_print(x, 0) for x in v)
    if isinstance(v, pygame.Rect):
        return tuple(v)
    if isinstance(v, dict):
        return (id(v), tuple((k, _print(x, depth - 1) if depth > 0 else id(x)) for k, x in v.items()))
    if isinstance(v, list):
        return (id(v), len(v), tuple(id(x) for x in v[:50]))
    if depth > 0 and hasattr(v, "__dict__"):
        return (id(v), tuple((k, _print(x, depth - 1)) for k, x in sorted(vars(v).items())))
    return id(v)


def _snapshot(table):
    """The table's own attributes and its parts', and the game's and the view's positions."""
    return {
        "table": {k: _print(v, 1) for k, v in vars(table).items()},
        "parts": {p: _print(getattr(table, p), 2) for p in PARTS},
        "game": table.game.state.state_hash(),
        "view": table.view.state.state_hash(),
        "view_version": table.view.version,
    }


def _draws_change_nothing(table, times=3):
    screen = table.app.screen
    before = _snapshot(table)
    frames = [table.draw(screen) for _ in range(times)]
    frames += [table.draw(screen, kept=True) for _ in range(times)]     # only the pointer's things again
    assert _snapshot(table) == before
    for f in frames:
        assert isinstance(f, Frame)
        assert f.hotspots.items and f.anchors
    return frames[-1]


def _move(table, pos):
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_drawing_the_table_changes_neither_the_table_nor_the_game(table_for):
    table, hand = table_for(["scattering-gale", "falling-cinder-rain"], ["A", "B"], seed=3)
    hand.frame()
    assert table.frame.base is not None, "a still table keeps its base picture"
    assert table.draw(table.app.screen, kept=True).dirty is not None
    frame = _draws_change_nothing(table)
    kinds = {t.kind for _, t in frame.hotspots.items}
    assert {"card", "option", "tab", "info", "piece"} <= kinds
    assert "fear" in frame.anchors and any(k.startswith("track:") for k in frame.anchors)

    card = next(t for _, t in frame.hotspots.items if t.kind == "card" and t.name == "hand")
    hand.click(card)                           # refused during growth: the card shakes, a note by the pointer
    assert table.shake and table.pointer_note
    _draws_change_nothing(table)
    _move(table, hand.point(card))             # the hand's refusal in the card's tooltip
    table.update(0.0)
    frame = _draws_change_nothing(table)
    assert frame.hover == card

    innate = next(t for _, t in table.hotspots.items if t.kind == "innate")
    _move(table, hand.point(innate))           # the whole words of an innate power, unwrapped once
    _draws_change_nothing(table)               # drawn straight after the event: nothing kept yet
    table.update(0.0)
    _draws_change_nothing(table)

    hand.key(pygame.K_t)                       # tabletop: the tray of pieces
    frame = _draws_change_nothing(table)
    assert frame.tray is not None
    hand.key(pygame.K_F1, pygame.KMOD_SHIFT)                      # the help sheet
    assert _draws_change_nothing(table).help_pages >= 1


def test_what_a_frame_shows_is_handed_back_to_the_table(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    frame = table.draw(table.app.screen)
    assert table.frame is not frame
    table.seen(frame)
    assert table.frame is frame and table.hotspots is frame.hotspots
    land = Target("land", land=sorted(table.geo.shapes)[0])
    assert table.hotspots.point_of(land)


def test_update_keeps_what_drawing_reads(table_for):
    """After update, a frame makes no panel picture of its own: every one it reads is kept."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    table.update(0.0)
    kept = {k: id(v[1]) for k, v in table.model.kept.items()}
    assert {"pieces", "top", "spirit", "hand", "prompt", "refusals"} <= set(kept)
    table.draw(table.app.screen)
    assert {k: id(v[1]) for k, v in table.model.kept.items()} == kept
