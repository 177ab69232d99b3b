"""Nothing clipped or overlapping at 1280x720 and 1920x1080, at UI scale 1.0 and 1.25 (issue 9,
point 17). Every screen is laid out (the table in each phase with a full hand, with a card
preview, the help sheet and tabletop mode; the menus, dialogs and the end screen). The text
drawing notes where each text's ink landed and the box it was meant for (game.ui.text's
recorder); pygame-gui's labels and buttons are measured in their own fonts."""
import pygame
import pygame_gui
import pytest

from game.ui import text
from game.ui.render import cards

from screens import _gen, make_app  # tests/ui/screens.py

# the two sizes, the first window on a 1280x720 screen, and the smallest SDL allows
SIZES = [(1280, 720), (1920, 1080), (1080, 608), (1024, 600)]
SCALES = [1.0, 1.25, 1.5]
SLACK = 1          # antialiasing may spill a pixel


def _clear_picture_caches():
    for f in (cards.power_card, cards.card_back, cards.invader_card, cards.fear_card):
        f.cache_clear()


def text_problems(notes) -> list[str]:
    """Texts whose ink leaves their box or the surface, or overlaps another text on the same surface."""
    out = []
    by_surface: dict[int, list] = {}
    for d in notes:
        box = d.box.clip(d.surface.get_rect())
        if not box.inflate(2 * SLACK, 2 * SLACK).contains(d.ink):
            out.append(f"{d.words!r} ink {tuple(d.ink)} leaves its box {tuple(d.box)} on a {d.surface.get_size()} surface")
        by_surface.setdefault(id(d.surface), []).append(d)
    for group in by_surface.values():
        seen = {}
        for d in group:                      # the same text drawn twice at one place is one text
            seen[(tuple(d.ink), d.words)] = d
        group = list(seen.values())
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                o = a.ink.inflate(-2 * SLACK, -2 * SLACK).clip(b.ink.inflate(-2 * SLACK, -2 * SLACK))
                if o.width > 0 and o.height > 0:
                    out.append(f"{a.words!r} {tuple(a.ink)} overlaps {b.words!r} {tuple(b.ink)}")
    return out


def gui_problems(app) -> list[str]:
    """pygame-gui labels and buttons whose text is wider than they are, or that leave the window."""
    out = []
    window = pygame.Rect(0, 0, *app.size)
    for el in app.manager.get_sprite_group().sprites():
        if not el.visible or isinstance(el, pygame_gui.core.UIContainer):
            continue
        r = el.get_abs_rect() if hasattr(el, "get_abs_rect") else el.rect
        if r.width > 0 and not window.contains(r):
            out.append(f"{type(el).__name__} {getattr(el, 'text', '')!r} at {tuple(r)} leaves the window")
        words = getattr(el, "text", None)
        if isinstance(words, str) and words.startswith("pygame-gui."):
            words = words.split(".", 1)[1]     # a translation key: the English word is shown
        font = getattr(el, "font", None)
        if isinstance(el, (pygame_gui.elements.UILabel, pygame_gui.elements.UIButton)) and words and font:
            tw = font.size(words)[0]
            if tw > r.width - 4:
                out.append(f"{type(el).__name__} {words!r} is {tw} px wide in a {r.width} px box")
    return out


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_no_text_leaves_its_box_or_overlaps_another_on_any_screen(size, scale, monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    _clear_picture_caches()
    app = make_app(size, scale)
    problems, screens = [], 0
    try:
        with text.recording() as notes:
            for name, _ in _gen(app):
                screens += 1
                problems += [f"{name}: {p}" for p in text_problems(notes) + gui_problems(app)]
                notes.clear()
    finally:
        app.close()
        _clear_picture_caches()
    assert screens >= 18
    assert not problems, f"{len(problems)} problems at {size} scale {scale}:\n" + "\n".join(problems[:40])


def test_the_recorder_catches_text_out_of_its_box_and_overlapping():
    pygame.font.init()
    surf = pygame.Surface((200, 100))
    with text.recording() as notes:
        text.put(surf, text.render("far too long for this", 16), (0, 0), pygame.Rect(0, 0, 40, 30), "far too long")
        text.put(surf, text.render("over", 16), (5, 5), pygame.Rect(0, 0, 200, 100), "over")
    found = text_problems(notes)
    assert any("leaves its box" in p for p in found) and any("overlaps" in p for p in found)
    with text.recording() as notes:
        text.line(surf, "far too long for this box by a mile", 16, (255, 255, 255), pygame.Rect(0, 0, 80, 30))
        text.para(surf, "a paragraph that wraps over several lines " * 4, 16, (255, 255, 255), pygame.Rect(0, 40, 120, 50))
    assert text_problems(notes) == []


def test_an_innate_power_and_a_cut_short_spirit_name_open_whole_on_hover(monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from screens import _hover, _table
    app = make_app((1280, 720), 1.0)
    try:
        t = _table(app, 4)
        t.seen(t.draw(app.screen))
        with text.recording() as notes:
            assert _hover(t, "innate")
            t.seen(t.draw(app.screen))
            shown = {d.words for d in notes if d.surface is app.screen}
        assert shown, "hovering an innate power shows its levels"
        with text.recording() as notes:
            r = next(r for r, tg in t.hotspots.items if tg.kind == "tab" and tg.spirit == 1)   # "Gale That Scatters th…"
            t.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
            t.seen(t.draw(app.screen))
            assert any(d.surface is app.screen for d in notes)
    finally:
        app.close()
