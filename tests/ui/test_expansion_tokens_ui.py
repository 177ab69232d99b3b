"""The table shows the expansion's tokens (issue 26, "The ui shows each token with its own
silhouette and a number badge, draws strife on its invader"): in a game played with the
expansion every land has a place for each token and for each invader carrying strife, the
pieces are drawn there with their count, and the land's tooltip names them. A base game's
island is laid out as before."""
import pygame
import pytest

from game.ui import piece_kinds, sprites
from game.ui.input.hotspots import Target
from game.ui.render import overlays
from game.ui.render.slots import kinds

LAND = "A5"
CROWD = "2E 1Cs 1T 1Ess 2D 2A 2W 1Z 1H 3V 1B"


@pytest.fixture
def expansion_table():
    """A table of a 2-spirit game played with the expansion, at 1280x720; closed afterwards."""
    from game.ui import bridge
    from game.ui.program import App
    apps = []

    def make(size=(1280, 720), pieces=CROWD):
        from game.engine import pieces as P
        from conftest import Hand
        app = App(size, dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
        app.start_game({"spirits": ["scattering-gale", "falling-cinder-rain"], "boards": ["A", "B"], "seed": 4,
                        "packs": ["expansion"]})
        apps.append(app)
        table = app.scenes[-1]
        table.game.state.lands[LAND] = P.parse_land(pieces)
        table.view.snap(table.game.state)
        table.model.clear()
        table.refresh()
        return table, Hand(table)

    yield make
    for app in apps:
        app.close()


def test_each_expansion_token_has_its_own_silhouette():
    pictures = [pygame.image.tobytes(sprites.token(letter, 40), "RGBA") for letter in "AWZHVS"]
    assert len(set(pictures)) == 6
    assert all(p != pygame.image.tobytes(sprites.plain_token(letter, 40), "RGBA")
               for p, letter in zip(pictures, "AWZHVS")), "none is the plain disc of a kind without art"


def test_strife_is_drawn_on_the_invader_that_carries_it():
    city, with_strife = sprites.token("C", 40), sprites.token("Cs", 40)
    assert with_strife.get_size() == (40, 40)
    assert pygame.image.tobytes(city, "RGBA") != pygame.image.tobytes(with_strife, "RGBA")
    two = sprites.token("Css", 40)
    assert pygame.image.tobytes(two, "RGBA") != pygame.image.tobytes(with_strife, "RGBA"), "its number shows"


def test_a_base_game_has_no_place_for_the_expansions_tokens():
    assert not set("AWZHV") & set(kinds(2)) and not piece_kinds.carrying_tokens(piece_kinds.game_kinds({}))
    with_it = kinds(2, piece_kinds.game_kinds({"packs": ["expansion"]}))
    assert set("AWZHV") <= set(with_it) and {"Es", "Ts", "Cs"} <= set(with_it)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_land_with_every_token_and_strife_on_a_city_draws_each_in_a_place_of_its_own(expansion_table, size, monkeypatch):
    table, hand = expansion_table(size)
    rects = {}
    for tok in ("E", "Cs", "T", "Ess", "D", "A", "W", "Z", "H", "V", "B"):
        r = table.hotspots.rect_of(Target("piece", land=LAND, token=tok).key())
        assert r is not None, f"{tok} is drawn in {LAND}"
        assert table.geo.land_at(r.center) == LAND, tok
        rects[tok] = r
    toks = list(rects)
    for i, a in enumerate(toks):
        for b in toks[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (a, b)
    shown = []
    monkeypatch.setattr(overlays, "tooltip", lambda surf, lines, *a, **k: shown.append([w for w, _, _ in lines]))
    hand.send([pygame.event.Event(pygame.MOUSEMOTION, pos=rects["A"].center, rel=(0, 0), buttons=(0, 0, 0))])
    words = next(lines for lines in shown if any(LAND in w for w in lines))
    for said in ("1 City with Strife", "1 Explorer with 2 Strife", "2 Beasts", "2 Wilds", "1 Disease", "1 Badlands",
                 "3 Vitality"):
        assert said in words, (said, words)
