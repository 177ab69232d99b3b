"""The rules at hand (issue 31): F1 opens a searchable rules reference whose pages go by phase and
concept (the controls one of them) with an icon legend; keywords in prompts and cards show a
one-line definition and a click opens their page; a land's tooltip says why the invaders act there."""
from __future__ import annotations

import pygame

from game.guide import reference as R
from game.ui.input.hotspots import Target


def test_every_keyword_has_a_definition_and_a_page_and_every_page_a_group():
    ids = {p["id"] for p in R.PAGES}
    assert "controls" in ids and "legend" in ids
    for k, (line, page) in R.KEYWORDS.items():
        assert line and page in ids, k
    assert all(p["group"] in R.GROUPS and p["text"] for p in R.PAGES)
    for word in ("push", "gather", "defend", "isolate", "sacred site", "range", "fast", "slow", "strife"):
        assert word in R.KEYWORDS


def test_a_search_finds_the_pages_that_mention_its_words_titles_first():
    found = R.search("cascade")
    assert found and found[0]["id"] == "blight"
    assert all("cascade" in (p["title"] + " ".join(p["text"])).lower() for p in found)
    assert R.search("no such word anywhere") == []


def test_f1_opens_the_reference_at_the_controls_and_esc_brings_back_the_table(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    before = table.game.state.state_hash()
    hand.key(pygame.K_F1)
    ref = table.app.scenes[-1]
    assert type(ref).__name__ == "ReferenceScene" and ref.page["id"] == "controls"
    for ch in "gather":
        ref.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert ref.page["id"] == "push-gather"
    ref.draw(table.app.screen)
    r, k = next((r, k) for r, k in ref.word_spots if k == "push")
    ref.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
    assert ref.page["id"] == "push-gather"
    ref.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert table.app.scenes[-1] is table and table.game.state.state_hash() == before


def test_a_keyword_in_the_prompt_shows_its_definition_and_a_click_opens_its_page(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1600, 900))
    hand.click(Target("growth", spirit=0, index=2))      # "take the presence from where?" asks of presence
    spots = [(r, t) for r, t in table.hotspots.items if t.kind == "keyword"]
    assert spots, "no keyword in the prompt panel"
    r, t = spots[0]
    plain = pygame.image.tobytes(table.app.screen, "RGB")
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.machine.hover == t
    assert pygame.image.tobytes(table.app.screen, "RGB") != plain
    hand.click(t)
    ref = table.app.scenes[-1]
    assert type(ref).__name__ == "ReferenceScene" and ref.page["id"] == R.KEYWORDS[t.name][1]


def test_a_card_shown_large_lists_the_meaning_of_its_keywords(table_for):
    from game.ui.scenes.table_overlays import keyword_box
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1600, 900))
    screen = table.app.screen
    box = keyword_box(screen, "sudden-squall", pygame.Rect(800, 400, 200, 300), table.layout.u, table.layout)
    assert box is not None and box.width > 0


def test_a_lands_tooltip_says_which_invader_card_makes_it_act(table_for):
    from game.ui.scenes.table_overlays import forecast_why
    table, hand = table_for(["scattering-gale"], ["A"], seed=1)
    st = table.game.state
    from game.engine import query
    acting = query.acting_lands(st)
    land = next(iter(acting))
    why = forecast_why(st, land)
    assert why and all("Why:" in w for w, _, _ in why)
    quiet = next(l for l in st.lands if l not in acting)
    assert forecast_why(st, quiet) == ()


def test_the_legend_page_draws_elements_pieces_and_lands(table_for):
    from game.ui.scenes.reference import ReferenceScene
    table, hand = table_for(["scattering-gale"], ["A"], seed=1, size=(1280, 720))
    ref = ReferenceScene(table.app, "legend")
    from game.ui import text
    with text.recording() as notes:
        ref.draw(table.app.screen)
    words = {n.words for n in notes}
    assert {"Explorer", "Dahan", "Mountain"} <= words
