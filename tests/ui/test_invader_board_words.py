"""The invader board says what will happen, as the rules make it happen (this stop's second
playtest: "next level in 2 fear cards" came with the next card)."""
import pygame

from game.engine import Game, newest
from game.engine.fear import earn_fear_card
from game.ui import text
from game.ui.layout import compute
from game.ui.render import invader_board


def _said_next_level(state) -> int:
    L = compute((1920, 1080))
    with text.recording() as notes:
        invader_board.draw(state, L.top, L.u, False)
    words = next(n.words for n in notes if n.words.startswith("next level in"))
    return int(words.split()[3])


def test_next_level_in_n_fear_cards_is_reached_after_exactly_n_fear_cards():
    pygame.font.init()
    game = Game(newest({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 3}), keep_undo=False)
    st = game.state
    for _ in range(2):                               # through both dividers
        n, terror = _said_next_level(st), st.terror
        for k in range(n):
            assert st.terror == terror, f"terror rose after {k} of the {n} cards said"
            earn_fear_card(st)
        assert st.terror == terror + 1


def test_a_blight_cards_banner_shows_its_whole_rule_wrapped_and_long_enough_to_read():
    """Every blight card's text was cut at 90 characters ("...add 1 Explorer to each land"
    for "... to each land with Blight.")."""
    from types import SimpleNamespace
    from game.content import catalog
    from game.engine.events import Event
    from game.ui.anim.queue import tweens_for
    from game.ui.anim.tweens import Banner
    pygame.font.init()
    stage = SimpleNamespace(island_rect=pygame.Rect(0, 90, 1000, 400), u=0.667)
    for cid, card in catalog.BLIGHT.items.items():
        ev = Event("BlightCardFlipped", {"card": cid, "still_healthy": False, "on_card": 3})
        banner = next(t for t in tweens_for(ev, stage) if isinstance(t, Banner))
        lines = banner.sub_lines(stage)
        assert " ".join(lines) == card.text and len(card.text) > 90
        width = stage.island_rect.width
        assert all(text.resources.font(int(18 * stage.u)).size(line)[0] <= width for line in lines)
        assert banner.duration >= 3.0                # a rule of 90 characters and more, read
    phase = next(t for t in tweens_for(Event("PhaseStarted", {"turn": 2, "phase": "spirit"}), stage)
                 if isinstance(t, Banner))
    assert phase.duration == Banner.duration            # the other banners keep their pace


def _built_land(game):
    """A land the Build card names that has invaders, and the island's geometry."""
    from game.content.layouts import build_island
    from game.engine import kinds as K
    from game.engine import pieces as P
    from game.engine import query
    from game.ui.render.geometry import IslandGeometry
    st = game.state
    acts = query.acting_lands(st)
    land = next(l for l, a in acts.items() if "build" in a and P.count(st.lands[l], K.INVADERS))
    geo = IslandGeometry(build_island(tuple(st.config["boards"])), (0, 0, 1200, 700))
    return st, land, geo


def test_a_land_whose_build_a_power_stops_says_so_and_its_marker_is_struck():
    """The playtest: after "Invaders skip their next Build here" the land still said "a Town or
    City will be built" and kept its B marker."""
    from game.ui.render.overlays import SKIPPED, action_lands, land_lines
    pygame.font.init()
    game = Game(newest({"spirits": ["scattering-gale", "falling-cinder-rain"], "boards": ["A", "B"], "seed": 1}),
                keep_undo=False)
    st, land, geo = _built_land(game)
    words = [w for w, _, _ in land_lines(st, geo, land)]
    assert any(w.startswith("Build: a ") and w.endswith(" will be built") for w in words)
    st.turn_effects.setdefault("skip_build", []).append(land)
    assert "build" + SKIPPED in action_lands(st)[land]
    words = [w for w, _, _ in land_lines(st, geo, land)]
    assert "Build: skipped here this turn (a power stops it)" in words
    assert not any("will be built" in w for w in words)
    from game.ui.render.overlays import SKIPPED_MARKER, draw_markers
    surf = pygame.Surface((1200, 700))
    draw_markers(surf, st, geo)
    centres, _ = geo.marker_centres(land, len(action_lands(st)[land]))
    k = action_lands(st)[land].index("build" + SKIPPED)
    x, y = (round(c) for c in centres[k])
    ring = [surf.get_at((x + dx, y + dy))[:3] for dx, dy in ((-2, 2), (2, -2), (0, 3), (3, 0))]
    assert SKIPPED_MARKER in ring                      # grey, struck through, not the build's colour


def test_the_next_level_is_counted_past_a_divider_still_on_top_while_its_banner_plays():
    """The review: while the Terror Level banner played, the board said "next level in 0"."""
    from types import SimpleNamespace
    pygame.font.init()
    game = Game(newest({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 3}), keep_undo=False)
    st = game.state
    deck = st.fear_deck
    first = next(k for k, c in enumerate(deck) if c in ("TL2", "TL3"))
    view = SimpleNamespace(**{**st.__dict__, "fear_deck": deck[first:]})      # the cards above it earned
    second = next(k for k, c in enumerate(deck) if k > first and c in ("TL2", "TL3"))
    assert _said_next_level(view) == second - first - 1


def test_the_ravage_and_build_names_stay_clear_of_their_cards_in_small_windows():
    """The second playtest at 1024x600: the cards covered half of "RAVAGE" and "BUILD"."""
    from game.bots import make_bot
    pygame.font.init()
    game = Game(newest({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 3}), keep_undo=False)
    bot = make_bot("greedy", 3)
    while game.state.turn < 3 or not (game.state.ravage and game.state.build):
        game.apply(bot.choose(game))
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        L = compute(size)
        with text.recording() as notes:
            _, spots, _ = invader_board.draw(game.state, L.top, L.u, False)
        names = [n.ink for n in notes if n.words in ("RAVAGE", "BUILD")]
        cards = [r for r, t in spots if t.kind == "info" and t.name in ("ravage", "build") and t.card]
        assert len(names) == 2 and cards
        assert not any(a.colliderect(b) for a in names for b in cards), size


def test_an_invader_card_and_the_discard_say_which_lands_in_words():
    """The second playtest: a hovered invader card showed only its terrain's sign, and the
    discard pile said nothing."""
    from game.bots import make_bot
    from game.content import catalog
    from game.ui.input.hotspots import Target
    from game.ui.render.overlays import card_zoom, info_lines, invader_card_words
    pygame.font.init()
    assert invader_card_words("I-mountain") == f"{catalog.INVADER_CARDS['I-mountain'].name}: mountain lands"
    game = Game(newest({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 3}), keep_undo=False)
    bot = make_bot("greedy", 3)
    while not game.state.invader_discard:
        game.apply(bot.choose(game))
    L = compute((1920, 1080))
    surf = pygame.Surface(L.size)
    _, spots, _ = invader_board.draw(game.state, L.top, L.u, False)
    assert any(t.name == "discard" for _, t in spots)
    said = [words for words, _, _ in info_lines(game.state, "discard")]
    assert invader_card_words(game.state.invader_discard[-1]) in said
    with text.recording() as notes:
        card_zoom(surf, Target("info", card="I-mountain", name="build"), (700, 60), L)
    assert invader_card_words("I-mountain") in [n.words for n in notes]
