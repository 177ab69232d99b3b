"""The choice list: every choice written at nearly the list's size, a long one on two lines in a
taller button (the playtest at 1920x1080: "Add a presence within 3 in a jungle or wetland, and
gain 1 energy." was shrunk to small letters among the others)."""
import pytest

from game.ui.input.hotspots import Target

FIG = "strangler-fig-runners"
LONG = "Add a presence within 3 in a jungle or wetland, and gain 1 energy."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_choice_takes_two_lines_in_a_taller_button(table_for, size):
    table, hand = table_for([FIG, "scattering-gale"], ["A", "B"], seed=1, size=size)
    labels = [label for label, _ in table.offer.options]
    assert LONG in labels
    rects = {k: table.hotspots.rect_of(Target("option", index=k).key()) for k in range(len(labels))}
    long_k = labels.index(LONG)
    short = [r.height for k, r in rects.items() if k != long_k]
    assert rects[long_k].height > max(short) and len(set(short)) == 1
    column = sorted(rects.values(), key=lambda r: r.y)
    assert all(b.y >= a.bottom for a, b in zip(column, column[1:]))        # none overlaps the next
    chosen = table.offer.options[long_k][1][0].option
    hand.click(Target("option", index=long_k))                 # and the taller button chooses it
    assert table.game.log[-1].option == chosen and chosen.kind == "growth"


def test_a_choice_that_fits_at_nearly_the_lists_size_keeps_one_line():
    from game.ui.render.sidebar import OPTION_SHRINK, _option_rows
    from game.ui import text
    assert _option_rows("push Explorer to A2", 14, 300) == ("push Explorer to A2",)
    two = _option_rows(LONG, 14, 300)
    assert len(two) == 2 and " ".join(two) == LONG
    assert text.fit(LONG, 14, 300, False, 1) < round(14 * OPTION_SHRINK)    # it would have shrunk below


def test_the_log_scrolled_back_says_how_many_newer_lines_are_below():
    """The playtest: with the log scrolled back, nothing showed that newer lines were below."""
    import pygame
    from game.ui import text
    from game.ui.layout import compute
    from game.ui.render.sidebar import draw_log
    pygame.font.init()
    L = compute((1280, 720))
    lines = [[(f"line {k}", None)] for k in range(60)]
    with text.recording() as notes:
        draw_log(lines, L.log, L.u, 0)
    assert not [n for n in notes if "newer" in n.words]
    with text.recording() as notes:
        draw_log(lines, L.log, L.u, 5)
    assert [n.words for n in notes if "newer" in n.words] == ["5 newer lines below · wheel down"]
    assert "line 59" not in [n.words for n in notes] and "line 54" in " ".join(n.words for n in notes)


def test_newer_lines_below_counts_entries_not_rows():
    """A long entry wraps into several rows; scrolled back past it, it is one newer line."""
    import pygame
    from game.ui import text
    from game.ui.layout import compute
    from game.ui.render.sidebar import draw_log
    pygame.font.init()
    L = compute((1280, 720))
    long = [("Scattering Gale pushes every Explorer and Town it can from the windswept hills "
             "into the lowlands beyond, and the Dahan there stand their ground against them", None)]
    lines = [[(f"line {k}", None)] for k in range(40)] + [long]
    from game.ui import resources
    from game.ui.render.sidebar import _layout
    fs = max(resources.MIN_SIZE, int(13 * L.u))
    rows, owner = _layout(lines, fs, L.log.width - 2 * int(8 * L.u))
    assert owner.count(40) >= 3                         # the long entry takes three rows or more
    with text.recording() as notes:
        draw_log(lines, L.log, L.u, 3)                  # its last three rows below
    said = [n.words for n in notes if "newer" in n.words]
    assert said == ["1 newer line below · wheel down"], said


def test_a_card_named_in_the_log_shows_beside_the_side_panel_not_over_the_choices():
    """The playtest: a card hovered in the log covered the choice list and the Undo button."""
    import pygame
    from game.ui.input.hotspots import Target
    from game.ui.layout import compute
    from game.ui.render.overlays import card_zoom
    pygame.font.init()
    for size in ((1280, 720), (1920, 1080)):
        L = compute(size)
        surf = pygame.Surface(size)
        pos = (L.log.x + 40, L.log.y + 30)
        r = card_zoom(surf, Target("log", card="sudden-squall", name="power"), pos, L)
        assert r is not None and not r.colliderect(L.side) and r.height > 200


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_at_a_large_ui_scale_a_1280x720_table_still_shows_three_choices(table_for, scale):
    """The second playtest: at UI scale 1.5 and 1280x720 the choice list showed one option and
    "scroll for more"."""
    table, _ = table_for([FIG, "scattering-gale"], ["A", "B"], seed=1, size=(1280, 720), ui_scale=scale)
    L = table.layout
    assert L.top.height + L.bottom.height <= L.size[1] // 2
    shown = [t.index for _, t in table.hotspots.items if t.kind == "option"]
    assert len(table.offer.options) >= 3 and shown[:3] == [0, 1, 2]


def test_a_fear_card_named_in_the_log_is_shown_at_the_terror_level_it_resolved_at():
    """The second playtest: a fear card resolved at terror level I showed level II lit up when
    hovered in the log later."""
    import pygame
    from game.content import catalog
    from game.engine.events import Event
    from game.ui import gamelog
    from game.ui.layout import compute
    from game.ui.render.sidebar import draw_log
    pygame.font.init()
    cid = next(iter(catalog.FEAR.ids()))
    from types import SimpleNamespace
    from game.ui.scenes.table_overlays import zoom_terror
    segs = gamelog.describe(Event("FearCardRevealed", {"card": cid, "level": 2}), None)
    L = compute((1280, 720))
    _, spots, _ = draw_log([segs], L.log, L.u, 0)
    fear = [t for _, t in spots if t.name == "fear"]
    assert fear and all(t.card == cid and t.index == 2 for t in fear)
    assert zoom_terror(fear[0], SimpleNamespace(terror=3)) == 2          # resolved at II, now at III
    from game.ui.input.hotspots import Target
    assert zoom_terror(Target("card", card=cid, name="hand"), SimpleNamespace(terror=3)) == 3   # the level now


def test_settings_say_how_far_the_ui_scale_goes_in_this_window():
    """The review: scales 1.5 and 2.0 act as about 1.26 in a 16:9 window, and Settings did not say."""
    from game.ui import bridge
    from game.ui.layout import largest_scale
    from game.ui.program import App
    from game.ui.scenes.settings import SettingsScreen
    assert abs(largest_scale((1280, 720)) - largest_scale((1920, 1080))) < 0.01 < largest_scale((1600, 1200)) - 1.5
    for size, said in (((1280, 720), True), ((1600, 1200), False)):
        app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
        try:
            app.replace_all(SettingsScreen(app))
            app.run(max_frames=1)
            labels = [e.text for e in app.scenes[-1].elements if hasattr(e, "text")]
            assert any(t.startswith("UI scale (up to 1.26") for t in labels) == said, labels
        finally:
            app.close()


def test_lines_arriving_while_the_log_is_scrolled_back_leave_the_lines_read_in_place(table_for):
    """The playtest: scrolled back during the invader phase, the log moved under the reader as
    each step's lines came in, and the newer-lines count stayed the same."""
    import pygame
    from game.ui import text
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    for k in range(30):
        table.log.note(f"an older line {k}")
    hand.frame()
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.log.center, rel=(1, 1), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert table.log_scroll == 3

    def shown():
        from game.ui.render.sidebar import draw_log
        with text.recording() as notes:
            draw_log(table.log_lines, table.layout.log, table.layout.u, table.log_scroll)
        return [n.words for n in notes if "newer" not in n.words], [n.words for n in notes if "newer" in n.words]
    before, said = shown()
    assert said == ["3 newer lines below · wheel down"]
    for k in range(4):
        table.log.note(f"an invader step's line {k}")
    hand.frame()
    after, said = shown()
    assert after == before, "the lines being read stay where they were"
    assert said == ["7 newer lines below · wheel down"]


def test_a_long_log_is_drawn_again_when_an_invader_step_reveals_its_lines(table_for, monkeypatch):
    """The review: past 600 lines the log shows its last 600 whatever the invader steps still
    hide, so its picture's key (version, length) stayed while a step revealed lines."""
    from game.ui.scenes.table_draw import _wanted
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    for k in range(700):
        table.log.note(f"line {k}")
    monkeypatch.setattr(table.anim, "hidden_lines", lambda: 3)      # a step's lines wait for it
    hiding = _wanted(table)["log"][0]
    monkeypatch.setattr(table.anim, "hidden_lines", lambda: 0)      # the step shown
    shown = _wanted(table)["log"][0]
    assert len(table.log_lines) == 600 and hiding != shown
