"""Issue 29, point 11: cards readable. A hand of 5 and of 10 cards, the cards played and the
discard pile, at 1024x600, 1280x720 and 1920x1080, with each of the eight spirits' panels in
front: no card's name or cost and no innate power's effect is cut short ("…") or left out, and
nothing is drawn over another card's words (a fanned hand overlapped its neighbours' text)."""
from dataclasses import replace

import pygame
import pytest

from game.content import catalog
from game.engine import Game
from game.ui import text
from game.ui.render import cards, spirit_panel

from screens import draw, make_app  # tests/ui/screens.py

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
SPIRIT_SETS = [["falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss"],
               ["old-village-drumbeat", "strangler-fig-runners", "shattered-lagoon-prism", "stirring-basalt-giant"]]
# the longest names first: they are the ones that were cut short
LONG_FIRST = sorted((c for c, p in catalog.POWERS.items.items() if p.kind in ("minor", "major")),
                    key=lambda c: -len(catalog.POWERS[c].name))


class Cuts:
    """Every text the drawing cut short, whole (text.elide and text.fit_para are wrapped)."""

    def __init__(self, monkeypatch):
        self.cut: set[str] = set()
        elide, fit_para = text.elide, text.fit_para

        def noting_elide(words, *a, **k):
            out = elide(words, *a, **k)
            if out != words:
                self.cut.add(words)
            return out

        def noting_fit_para(words, *a, **k):
            size, lines = fit_para(words, *a, **k)
            if " ".join(lines).split() != words.split():
                self.cut.add(words)
            return size, lines

        monkeypatch.setattr(text, "elide", noting_elide)
        monkeypatch.setattr(text, "fit_para", noting_fit_para)


def _clear():
    for f in (cards.power_card, cards.card_tile):
        f.cache_clear()


def _with_cards(table, n: int, played: int = 0):
    """Every spirit holds `n` cards (its own first, then the longest names), has played `played`
    and has six in its discard pile."""
    st = table.game.state
    spirits = []
    for s in st.spirits:
        pool = list(s.hand) + [c for c in LONG_FIRST if c not in s.hand]
        spirits.append(replace(s, hand=tuple(pool[:n]), played=tuple(pool[n:n + played]),
                               discard=tuple(pool[n + played:n + played + 6])))
    table.game.state = replace(st, spirits=spirits)
    table.view.snap(table.game.state)
    table.model.clear()
    table.refresh()


def _drawn_words(notes) -> list[str]:
    """The words drawn whole inside the picture they were drawn on."""
    return [d.words for d in notes if d.surface.get_rect().contains(d.ink)]


@pytest.mark.parametrize("size", SIZES)
def test_every_power_card_shows_its_whole_name_and_cost_in_a_hand_of_10(size, monkeypatch, tmp_path):
    """All the power cards, ten at a time, in a hand and then as played cards."""
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    cuts = Cuts(monkeypatch)
    app = make_app(size, 1.0)
    ids = list(catalog.POWERS.items)
    problems = []
    try:
        app.open_table(Game({"spirits": SPIRIT_SETS[0][:2], "boards": list("AB"), "seed": 3}))
        t = app.scenes[-1]
        st = t.game.state
        for k in range(0, len(ids), 10):
            for hand, played in ((ids[k:k + 10], ()), (ids[k:k + 5], ids[k + 5:k + 8])):
                s0 = replace(st.spirits[0], hand=tuple(hand), played=tuple(played), discard=tuple(ids[k:k + 3]))
                t.game.state = replace(st, spirits=[s0] + list(st.spirits[1:]))
                t.view.snap(t.game.state)
                t.model.clear()
                t.refresh()
                _clear()
                cuts.cut.clear()
                with text.recording() as notes:
                    draw(app)
                shown = set(" ".join(_drawn_words(notes)).split())
                for cid in ids[k:k + 3]:        # the discard pile's list
                    if catalog.POWERS[cid].name in cuts.cut:
                        problems.append(f"{size} discard: {catalog.POWERS[cid].name!r} cut short")
                for cid in tuple(hand) + tuple(played):
                    p = catalog.POWERS[cid]
                    if p.name in cuts.cut or str(p.cost) in cuts.cut or not set(p.name.split()) <= shown:
                        problems.append(f"{size} hand {len(hand)} played {len(played)}: {p.name!r} cut short")
    finally:
        app.close()
        _clear()
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])


@pytest.mark.parametrize("size", SIZES)
def test_every_card_name_cost_and_innate_effect_shows_whole_with_a_hand_of_5_and_of_10(size, monkeypatch, tmp_path):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    cuts = Cuts(monkeypatch)
    app = make_app(size, 1.0)
    problems = []
    try:
        for spirits in SPIRIT_SETS:
            app.open_table(Game({"spirits": spirits, "boards": list("ABCD"), "seed": 3}))
            t = app.scenes[-1]
            for n, played in ((5, 0), (10, 0), (5, 2)):
                _with_cards(t, n, played)
                for i in range(len(spirits)):
                    t._show_spirit(i)
                    _clear()
                    t.model.clear()         # every panel drawn again, its words noted
                    cuts.cut.clear()
                    with text.recording() as notes:
                        draw(app)
                    s = t.game.state.spirits[i]
                    spec = catalog.SPIRITS[s.spirit_id]
                    shown = " ".join(_drawn_words(notes)).split()
                    where = f"{size} {spec.name} hand {n} played {played}"
                    for cid in s.hand + s.played:
                        p = catalog.POWERS[cid]
                        if p.name in cuts.cut or str(p.cost) in cuts.cut:
                            problems.append(f"{where}: {p.name!r} (or its cost) cut short")
                        if not set(p.name.split()) <= set(shown):
                            problems.append(f"{where}: {p.name!r} not drawn whole")
                    cuts.cut.clear()        # the spirit panel alone: a card's text may say what a level says
                    with text.recording() as notes:
                        spirit_panel.draw(t.game.state, i, t.layout.spirit, t.layout.u)
                    shown = " ".join(d.words for d in notes if d.surface.get_rect().contains(d.ink)).split()
                    for p in spec.innates:
                        for lv in p.levels:
                            if lv.text in cuts.cut or not set(lv.text.split()) <= set(shown):
                                problems.append(f"{where}: innate {p.name} level {lv.text!r} cut short or missing")
                    shown_discard = [c for c in s.discard if catalog.POWERS[c].name in cuts.cut]
                    if shown_discard:
                        problems.append(f"{where}: discarded {shown_discard} cut short")
    finally:
        app.close()
        _clear()
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])


def test_the_check_sees_a_name_cut_short(monkeypatch):
    """The wrapped drawing notes a cut: a card name in a box too narrow for it."""
    pygame.font.init()
    cuts = Cuts(monkeypatch)
    surf = pygame.Surface((60, 20))
    text.line(surf, "Lanterns That Lead Astray", 12, (255, 255, 255), pygame.Rect(0, 0, 60, 20))
    text.para(surf, "Destroy 1 Town. 1 Fear. Push 1 Explorer.", 12, (255, 255, 255), pygame.Rect(0, 0, 60, 20))
    assert cuts.cut == {"Lanterns That Lead Astray", "Destroy 1 Town. 1 Fear. Push 1 Explorer."}


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "1280x720", "1920x1080"])
def test_the_island_view_button_leaves_the_discards_heading_whole(monkeypatch, size):
    """At 1280x720 the hand panel's "Island view (I)" button sat in the discard's heading and cut
    it to "DIS…" (seen after issue 29's layout work)."""
    from game.ui.render import hand as hand_panel
    from game.ui.input.hotspots import Target
    cuts = Cuts(monkeypatch)
    app = make_app(size, 1.0)
    try:
        app.open_table(Game({"spirits": SPIRIT_SETS[0], "boards": list("ABCD"), "seed": 7}))
        table = app.scenes[-1]
        L, st = table.layout, table.game.state
        surf, spots = hand_panel.draw(st, 0, L.hand, L.u, fold=True)
        heading = f"DISCARD ({len(st.spirits[0].discard)})"
        assert heading not in cuts.cut
        button = next(r for r, t in spots if t == Target("button", name="panel"))
        assert L.hand.contains(button) and "Island view (I)" not in cuts.cut
    finally:
        app.close()
