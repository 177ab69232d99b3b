"""What the invaders did and why, in the log and the step banners (issue 29 points 3, 6, 12):
a build names what it built in each land and why nothing was built where nothing was; a ravage
shows Defend's part; the energy of growth and the energy track's income are told apart."""
from game.engine import query
from game.engine.events import Event
from game.engine.testing import position, resolve
from game.ui import gamelog
from game.ui.anim.queue import caption_of


def text(line):
    return "".join(seg for seg, _ in line)


def lines_of(events, before, after):
    log = gamelog.GameLog()
    log.add(None, events, before, after, "x")
    return [text(l) for l in log.lines]


def test_invaders_build_in_a_land_without_invaders_says_no_invaders_left_there():
    st = position({"A1": "1E", "A6": ""}, boards=["A"])
    before = query.clone(st)
    events = resolve(st, [{"op": "build_card", "card": "I-mountain"}])
    words = lines_of(events, before, st)
    assert "Invaders build: A1 (a Town), A6 (no invaders left)." in words


def test_invaders_build_that_a_power_skips_says_so_in_the_banner():
    st = position({"A1": "1E", "A6": "1T"}, boards=["A"])
    st.turn_effects["skip_build"] = ["A6"]
    before = query.clone(st)
    events = resolve(st, [{"op": "build_card", "card": "I-mountain"}])
    i = next(k for k, e in enumerate(events) if e.kind == "InvaderAction")
    assert caption_of(events[i], st, (events, i), before) == \
        "Invaders build: A1 (a Town), A6 (skipped: a power stops it)."


def test_invaders_ravage_names_the_card_lands_without_invaders():
    st = position({"A1": "1E"}, boards=["A"])
    events = resolve(st, [{"op": "ravage_card", "card": "I-mountain"}])
    assert "Invaders ravage: A1, A6 (no invaders)." in lines_of(events, None, st)


def test_a_ravage_against_defend_shows_the_damage_less_defend():
    st = position({"A1": "2T 2D"}, boards=["A"])
    st.turn_effects["defend"] = {"A1": 1}
    before = query.clone(st)
    events = resolve(st, [{"op": "ravage_land", "land": "A1"}])
    assert "Ravage in A1: 4 damage − Defend 1 = 3 damage." in lines_of(events, before, st)


def test_a_ravage_defend_stops_whole_says_defend_is_why_there_is_no_damage():
    st = position({"A1": "2T 2D"}, boards=["A"])
    st.turn_effects["defend"] = {"A1": 5}
    before = query.clone(st)
    events = resolve(st, [{"op": "ravage_land", "land": "A1"}])
    assert "Ravage in A1: 4 damage − Defend 5 = 0 damage." in lines_of(events, before, st)
    ravage = next(e for e in events if e.kind == "Ravage")
    assert (ravage.data["raw"], ravage.data["defend"], ravage.data["damage"]) == (4, 5, 0)


def test_a_ravage_event_without_its_raw_damage_still_names_defend():
    """An event recorded before the Ravage event told its damage before Defend."""
    from game.ui.gamelog import ravage_words
    assert ravage_words("A1", 0, 5) == "Ravage in A1: Defend 5 stops all the invaders' damage (0 damage)."
    assert ravage_words("A1", 3, 1) == "Ravage in A1: 4 damage − Defend 1 = 3 damage."


def test_the_forecast_holds_the_damage_before_defend_and_the_defend():
    st = position({"A1": "2T 2D"}, boards=["A"])
    st.turn_effects["defend"] = {"A1": 5}
    rv = query.ravage_outcome(st, "A1")
    assert (rv.raw, rv.defend, rv.damage) == (4, 5, 0)
    st.turn_effects["defend"] = {"A1": 1}
    rv = query.ravage_outcome(st, "A1")
    assert (rv.raw, rv.defend, rv.damage) == (4, 1, 3)


def test_land_effects_name_every_turn_effect_on_a_land():
    st = position({"A1": "1E"}, boards=["A"])
    st.turn_effects = {"defend": {"A1": 5, "A2": 1}, "isolate": ["A1"], "skip_build": ["A1", "A1"]}
    assert query.land_effects(st, "A1") == [("defend", 5), ("isolate", 1), ("skip_build", 2)]
    assert query.land_effects(st, "A3") == []


def test_growth_energy_and_the_energy_track_income_are_told_apart():
    from game.engine import Game
    from game.bots import make_bot
    game, bot = Game({"spirits": ["mending-moss"], "boards": ["A"], "seed": 2}), make_bot("greedy", 2)
    log = gamelog.GameLog(game.initial_events, game.state)
    for _ in range(40):
        cmd = bot.choose(game)
        before = game.state
        log.add(cmd, game.apply(cmd), before, game.state, "x")
    words = [text(l) for l in log.lines]
    gains = [w for w in words if " gains " in w and "energy" in w]
    assert gains and all(w.endswith("energy (growth).") or w.endswith("energy from its energy track.") for w in gains)
    assert any(w.endswith("from its energy track.") for w in gains)


def _island(st):
    import pygame
    from game.content.layouts import build_island
    from game.ui.render.geometry import IslandGeometry
    pygame.font.init()
    return IslandGeometry(build_island(tuple(st.config["boards"])), (0, 0, 1200, 700))


def test_a_defended_land_shows_a_defend_badge_and_its_tooltip_names_it_and_the_ravage_reason():
    import pygame
    from game.ui.render import overlays
    st = position({"A1": "2T 2D"}, boards=["A"])
    st.ravage = ["I-mountain"]
    st.turn_effects = {"defend": {"A1": 5}, "isolate": ["A6"], "skip_build": ["A3"]}
    geo = _island(st)
    words = [w for w, _, _ in overlays.land_lines(st, geo, "A1")]
    assert "Defend 5: a ravage here deals 5 less damage this turn" in words
    assert any(w.startswith("Ravage: 4 damage − Defend 5 = 0 ") for w in words)
    assert "Isolated: no Explorers come in or go out this turn" in [w for w, _, _ in overlays.land_lines(st, geo, "A6")]
    marks = overlays.land_marks(st)
    assert "effect:defend:5" in marks["A1"] and "effect:isolate:1" in marks["A6"] and "effect:skip_build:1" in marks["A3"]
    surf = pygame.Surface((1200, 700))
    overlays.draw_effects(surf, st, geo)
    x0, y0, x1, y1 = geo.shapes["A1"].bbox       # the badge lies in A1 (where, tests/ui/test_effect_badges.py)
    seen = [(x, y) for y in range(int(y0), int(y1)) for x in range(int(x0), int(x1))
            if surf.get_at((x, y))[:3] == overlays.EFFECT_COLOURS["defend"]]
    assert seen and all(geo.land_at(p) == "A1" for p in seen)
    assert overlays.effect_label("defend", 5) == "Defend 5"
    assert overlays.effect_label("skip_build", 1) == "No build"


def test_invaders_ravage_that_a_power_skips_says_so_in_the_ravage_banner():
    st = position({"A1": "1T", "A6": "1E"}, boards=["A"])
    st.turn_effects["skip_ravage"] = ["A6"]
    events = resolve(st, [{"op": "ravage_card", "card": "I-mountain"}], choose=["A1"])
    i = next(k for k, e in enumerate(events) if e.kind == "InvaderAction")
    assert caption_of(events[i], st, (events, i), None) == "Invaders ravage: A1, A6 (skipped: a power stops it)."


def test_a_ravage_banner_cut_short_by_a_question_claims_nothing_of_the_lands_still_to_ravage():
    st = position({"A1": "1T", "A6": "1E"}, boards=["A"])
    ev = Event("InvaderAction", {"action": "ravage", "card": "I-mountain", "lands": ["A1", "A6"]})
    ravage = Event("Ravage", {"land": "A1", "damage": 2})
    assert caption_of(ev, st, ([ev, ravage], 0), None) == "Invaders ravage: A1, A6."
    nxt = Event("InvaderAction", {"action": "build", "card": "I-sand", "lands": []})
    assert caption_of(ev, st, ([ev, ravage, nxt], 0), None) == "Invaders ravage: A1, A6 (no invaders left)."


def test_a_ravage_step_says_what_the_ravage_went_on_to_do_in_its_land():
    st = position({"A1": "1C 2D"}, boards=["A"])
    events = resolve(st, [{"op": "ravage_land", "land": "A1"}])
    i = next(k for k, e in enumerate(events) if e.kind == "Ravage")
    assert caption_of(events[i], st, (events, i), None) == "Ravage in A1: 3 damage. Blight added; 1 Dahan destroyed."


def test_a_redrawn_patch_over_a_pills_end_past_the_name_plate_draws_the_pill_there():
    """A pill wider than its name plate: a frame redrawing only the land next to it cut the pill
    short (the playtest's frame check found two columns of an old picture)."""
    import pygame
    from game.ui.render import overlays
    st = position({"A1": "1E"}, boards=["A"])
    st.turn_effects = {"skip_explore": ["A1"], "defend": {"A1": 12}}
    geo = _island(st)
    marks = overlays.land_marks(st)
    drawn = [r for _, _, r in overlays._pills(geo, "A1", [m for m in marks["A1"] if m.startswith("effect:")], st)]
    pills = drawn[0].unionall(drawn[1:])
    x0, _, x1, _ = geo.shapes["A1"].plate
    assert pills.width > x1 - x0 + 6                # wider than the plate
    assert overlays.effects_rect(geo, "A1", marks["A1"]).contains(pills)   # a frame redraws it whole
    end = pygame.Rect(pills.right - 4, pills.y, 4, pills.height)
    surf = pygame.Surface((1200, 700))
    surf.set_clip(end)
    overlays.draw_effects(surf, st, geo, within=end, acts=marks)
    assert any(surf.get_at((x, pills.centery))[:3] != (0, 0, 0) for x in range(end.x, end.right))


def test_a_build_banner_is_told_whole_in_french_what_was_built_and_why_not():
    """Playtest 36: the French banner said "(a Village)" and "(no invaders left)": the article and
    the reasons were English words around a French noun."""
    from game import words as W
    st = position({"A1": "1E", "A6": ""}, boards=["A"])
    before = query.clone(st)
    events = resolve(st, [{"op": "build_card", "card": "I-mountain"}])
    try:
        W.set_language("fr")
        words = " ".join(lines_of(events, before, st))
    finally:
        W.set_language("en")
    assert "A1 (un Village)" in words and "A6 (plus d'Envahisseurs)" in words, words
