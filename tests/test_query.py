"""The engine's query module: fast clone, preview, forecast and legal targets (issue 10 §3)."""
from __future__ import annotations

import pathlib
import pickle
import re
from dataclasses import fields, is_dataclass

import pytest

from game.bots import make_bot
from game.engine import Game, newest
from game.engine import kinds as K
from game.engine import lookahead
from game.engine import query as Q
from game.engine.flow import emit
from game.engine.island import island
from game.engine.powers import power_spec, target_lands
from game.engine.state import GameState, Option
from game.engine.testing import land, position, resolve

L = "A5"
GAME = pathlib.Path(__file__).resolve().parent.parent / "game"


def card_on(st, land_id: str) -> str:
    """A stage I invader card whose lands include `land_id`."""
    from game.content import catalog
    terrain = island(st).lands[land_id].terrain
    return next(c.id for c in catalog.INVADER_CARDS.items.values()
                if c.stage == 1 and not c.coastal and terrain in c.terrains)


# --- clone ---------------------------------------------------------------------------------

def rich_state() -> GameState:
    """A game mid-turn with something in every kind of field: a pending decision, steps on the
    stack, turn effects of both shapes (land lists and land -> number)."""
    g = Game(newest({"spirits": ["falling-cinder-rain", "mending-moss"], "seed": 5}), keep_undo=False)
    bot = make_bot("greedy", 5)
    while g.state.turn < 2 or not g.state.stack:
        g.apply(bot.choose(g))
    st = g.state
    st.turn_effects = {"skip_ravage": [L], "defend": {L: 2}, "isolate": [L]}
    st.spirits[0].bonus_elements["sun"] = 1
    st.spirits[0].any_elements.append("moon")
    return st


def poke(v, shallow: bool = False):
    """Change a value in place at every level it has (a step only at its top level: the engine
    never edits a step's nested values, see query). Returns the value to store instead when
    the value itself cannot change (a number, a string)."""
    if isinstance(v, dict):
        for k in list(v):
            if not shallow:
                v[k] = poke(v[k])
        v["poked"] = 1
        return v
    if isinstance(v, list):
        for j, x in enumerate(v):
            v[j] = poke(x, shallow=shallow or isinstance(x, dict) and "op" in x)
        v.append("poked")
        return v
    if is_dataclass(v) and not v.__dataclass_params__.frozen:
        for f in fields(v):
            setattr(v, f.name, poke(getattr(v, f.name), shallow=f.name == "then"))
        return v
    return ("poked", v)


_FIXED = [f.name for f in fields(GameState) if f.metadata.get("fixed")]


@pytest.mark.parametrize("name", [f.name for f in fields(GameState) if f.name not in _FIXED])
def test_changing_a_clone_in_any_field_never_changes_the_original(name):
    st = rich_state()
    before = pickle.dumps(st)
    sim = Q.clone(st)
    assert sim == st and sim.state_hash() == st.state_hash()
    setattr(sim, name, poke(getattr(sim, name)))
    assert getattr(sim, name) != getattr(st, name)
    assert pickle.dumps(st) == before


def test_the_setup_is_shared_by_a_clone_and_a_whole_game_never_changes_it():
    """The config is marked fixed: a look-ahead's copy shares it instead of copying it, which
    holds only while no rule changes it in play. A seeded greedy game (every step a bot takes,
    its look-aheads too) ends with the config it started with."""
    assert _FIXED == ["config"]
    st = rich_state()
    assert Q.clone(st).config is st.config and Q.clone(st, idle=True).config is st.config
    for seed in (1, 2):
        g = Game(newest({"spirits": ["falling-cinder-rain", "mending-moss"], "seed": seed}), keep_undo=False)
        before = pickle.dumps(g.state.config)
        bot = make_bot("greedy", seed)
        while not g.state.result:
            g.apply(bot.choose(g))
        assert pickle.dumps(g.state.config) == before


def test_a_field_added_to_the_state_is_copied_too():
    """The copy is written from the dataclass fields: a new list field is not shared."""
    import dataclasses
    Extended = dataclasses.make_dataclass("Extended", [("omen_deck", list[str], dataclasses.field(default_factory=list)),
                                                       ("steps", list[dict], dataclasses.field(default_factory=list))],
                                          bases=(GameState,))
    st = rich_state()
    ext = Extended(**{f.name: getattr(st, f.name) for f in fields(GameState)}, omen_deck=["x"], steps=[{"op": "y"}])
    copy_ = lookahead._copy_fn(Extended)(ext)
    copy_.omen_deck.append("z")
    copy_.steps[0]["op"] = "z"
    assert ext.omen_deck == ["x"] and ext.steps == [{"op": "y"}]


def test_a_look_ahead_without_events_reaches_the_same_position_and_records_none():
    """"1 damage in 1E 1T": a preview told that nobody reads its events (a bot's look-ahead)
    records none, and reaches exactly the position one that records them reaches."""
    from game.content import ops
    st = position({L: "1E 1T"})
    steps = [{"op": "ops", "ops": [ops.damage(1)], "ctx": {"spirit": 0, "land": L, "source": ""}}]
    pick = lambda s, d: next(o for o in d.options if o.kind == "auto")     # noqa: E731
    loud = Q.preview(st, steps, pick=pick)
    quiet = Q.preview(st, steps, pick=pick, events=False)
    assert loud == quiet and loud.lands[L] == {"T": 1}
    assert [e.kind for e in Q.events_of(loud)] == ["Destroyed"]
    assert Q.events_of(quiet) == []
    taken = Q.events_of(quiet)               # what a caller does with it never reaches another copy
    taken += ["x"]
    taken.extend(["y"])
    assert Q.events_of(Q.preview(st, steps, pick=pick, events=False)) == []
    again = Q.clone(quiet)                   # a copy of a muted position records again
    emit(again, "Destroyed", land=L, piece="E")
    assert [e.kind for e in Q.events_of(again)] == ["Destroyed"]


def test_a_headless_game_plays_the_same_game_and_records_no_events():
    """A game nobody watches (a bot's game in a balance run or the bench) returns no events and
    reaches exactly the positions a watched game reaches."""
    cfg = newest({"spirits": ["scattering-gale", "falling-cinder-rain"], "boards": ["A", "B"], "seed": 5})
    watched, headless = Game(cfg, keep_undo=False), Game(cfg, keep_undo=False, events=False)
    bot, heard = make_bot("greedy", 5), []
    while not watched.state.result and watched.state.turn < 4:
        cmd = bot.choose(watched)
        heard += watched.apply(cmd)
        assert headless.apply(cmd) == []
        assert headless.state.state_hash() == watched.state.state_hash()
    assert heard and watched.state.turn == 4


def test_a_game_that_records_no_events_keeps_no_undo():
    """Undo stops at a reveal, which only the events say: a muted game cannot keep undo."""
    cfg = newest({"spirits": ["scattering-gale"], "boards": ["A"], "seed": 5})
    with pytest.raises(ValueError, match="keep_undo"):
        Game(cfg, events=False)


def test_a_clone_starts_with_no_events():
    st = position({L: "2C"})
    resolve(st, [])
    st.__dict__["_events"] = ["pending"]
    assert "_events" not in Q.clone(st).__dict__
    assert st.__dict__["_events"] == ["pending"]


# --- preview -------------------------------------------------------------------------------

def test_a_previewed_ravage_ends_where_the_ravage_resolved_for_real_ends():
    st = position({L: "1T 1E 2D"})
    before = pickle.dumps(st)
    sim = Q.preview(st, [{"op": "ravage_land", "land": L}], stop_at="resolution",
                    pick=lambda s, d: next((o for o in d.options if o.kind == "auto"), d.options[0]))
    assert Q.ended(sim)
    assert pickle.dumps(st) == before
    real = position({L: "1T 1E 2D"})
    resolve(real, [{"op": "ravage_land", "land": L}], on_decision=lambda d: next(
        (o for o in d.options if o.kind == "auto"), d.options[0]))
    assert land(sim, L) == land(real, L) == "1E 1D1 1B"


def test_a_preview_stopped_at_the_next_decision_leaves_it_unanswered():
    st = position({L: "1E 1T"}, presence={L: 1})
    st.spirits[0].energy = 5
    sim = Q.preview(st, [{"op": "fx", "fx": {"op": "damage", "n": 1, "kinds": K.INVADERS, "per": ""},
                          "ctx": {"spirit": 0, "land": L}}], stop_at="decision")
    assert sim.decision.kind == "damage"
    assert land(sim, L) == land(st, L) == "1E 1T"


def test_previewing_an_option_answers_the_pending_decision_on_the_copy_only():
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 2}), keep_undo=False)
    st = g.state
    opt = st.decision.options[0]
    before = pickle.dumps(st)
    sim = Q.preview(st, opt, stop_at="decision")
    assert pickle.dumps(st) == before
    real = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 2}), keep_undo=False)
    from game.engine import Choose
    real.apply(Choose(opt.spirit if st.decision.spirit < 0 else st.decision.spirit, opt))
    assert sim.state_hash() == real.state.state_hash()


def test_a_preview_stopped_at_the_phase_never_starts_the_next_phase():
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 2}), keep_undo=False)
    bot = make_bot("greedy", 2)
    while g.state.phase != "slow":
        g.apply(bot.choose(g))
    st = g.state
    done = next(o for o in st.decision.options if o.kind == "done")
    sim = Q.preview(st, done, stop_at="phase", pick=lambda s, d: d.options[0])
    assert sim.phase == "slow" and sim.turn == st.turn
    assert sim.stack and sim.stack[-1]["op"] in Q.PHASE_OPS


def test_previewing_with_nothing_to_decide_or_an_option_not_offered_is_refused():
    st = position({L: "1E"})
    with pytest.raises(Q.PreviewError, match="nothing to decide"):
        Q.preview(st, Option("done"))
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 2}), keep_undo=False)
    with pytest.raises(Q.PreviewError, match="not an option"):
        Q.preview(g.state, Option("no-such-choice"))


# --- forecast ------------------------------------------------------------------------------

def test_forecast_a_ravage_of_1T_1E_on_2D_deals_3_blights_and_loses_a_dahan_and_the_town():
    st = position({L: "1T 1E 2D"})
    st.ravage = [card_on(st, L)]
    before = pickle.dumps(st)
    f = Q.forecast(st)
    assert pickle.dumps(st) == before
    r = f.ravages[L]
    assert (r.damage, r.blight, r.cascade, r.skipped) == (3, True, False, False)
    assert r.destroyed == {K.DAHAN: 1, K.TOWN: 1}
    assert r.lost(K.INVADERS) == 1
    assert "ravage" in f.actions[L] and L in f.lands("ravage")


def test_forecast_a_defended_ravage_of_1T_1E_defend_2_deals_1_and_adds_no_blight():
    st = position({L: "1T 1E"})
    st.ravage = [card_on(st, L)]
    st.turn_effects["defend"] = {L: 2}
    r = Q.forecast(st).ravages[L]
    assert (r.damage, r.blight) == (1, False)


def test_forecast_a_ravage_on_a_blighted_land_cascades():
    st = position({L: "1C 1B"})
    st.ravage = [card_on(st, L)]
    r = Q.forecast(st).ravages[L]
    assert r.blight and r.cascade


def test_forecast_a_skipped_ravage_does_nothing():
    st = position({L: "2C"})
    st.ravage = [card_on(st, L)]
    st.turn_effects["skip_ravage"] = [L]
    r = Q.forecast(st).ravages[L]
    assert r.skipped and not r.blight and r.damage == 0
    assert st.turn_effects["skip_ravage"] == [L]      # the original keeps its skip


def test_forecast_a_land_without_invaders_has_no_ravage_and_a_build_adds_a_city_to_more_towns():
    st = position({L: "2T 1C"})
    card = card_on(st, L)
    st.build = [card]
    f = Q.forecast(st)
    assert f.builds[L] == K.CITY
    empty = [l for l in f.lands("build") if not st.lands[l]]
    assert empty and all(l not in f.builds and l not in f.ravages for l in empty)


def test_forecast_explore_lands_are_the_explore_cards_targets():
    from game.engine.invaders import card_lands, explore_targets
    st = position({L: "1T"})
    card = card_on(st, L)
    st.explore = [card]
    f = Q.forecast(st)
    assert f.lands("explore") == card_lands(st, card)
    assert list(f.explores) == explore_targets(st, card) and L in f.explores


def test_a_land_that_has_ravaged_this_invader_phase_is_not_forecast_to_ravage_again():
    st = position({L: "1E"})
    card = card_on(st, L)
    st.ravage, st.build, st.phase = [card], [card], "invader"
    st.stack = [{"op": "invader_step", "name": "build"}, {"op": "invader_step", "name": "ravage"}]
    assert "ravage" in Q.acting_lands(st)[L] and L in Q.forecast(st).ravages
    resolve(st, [{"op": "invader_step", "name": "ravage"}, {"op": "halt"}, {"op": "invader_step", "name": "build"}])
    assert st.phase == "invader" and st.ravage == [card]       # the ravage is done, its card still on its space
    acts = Q.acting_lands(st)
    assert acts[L] == ["build"] and L not in Q.forecast(st).ravages
    assert L in Q.forecast(st).builds                          # the build still to come is forecast


# --- legal targets -------------------------------------------------------------------------

def test_legal_targets_of_a_land_power_are_its_lands_in_range_meeting_its_conditions():
    st = position({L: "1E"}, presence={L: 1})
    from game.content import catalog
    for pid in catalog.SPIRITS["falling-cinder-rain"].uniques:
        p = power_spec(st, 0, pid, False)
        want = list(range(1)) if p.target == "spirit" else target_lands(st, 0, p)
        assert Q.legal_targets(st, 0, pid) == want


# --- the seam ------------------------------------------------------------------------------

def test_nothing_outside_the_engine_uses_its_step_machinery():
    bad = re.compile(r"engine\.flow|from \.\.?engine\.flow|\bHANDLERS\b")
    found = [f"{p.relative_to(GAME)}:{n}" for p in GAME.rglob("*.py") if "engine" not in p.relative_to(GAME).parts
             for n, line in enumerate(p.read_text().splitlines(), 1) if bad.search(line)]
    assert found == []


def test_a_preview_at_an_unknown_stop_point_is_refused_with_its_name():
    st = position({L: "1E"})
    with pytest.raises(Q.PreviewError, match="nowhere"):
        Q.preview(st, [{"op": "ravage_land", "land": L}], stop_at="nowhere")


def test_a_look_ahead_stops_before_a_step_registered_as_revealing():
    """A pack's step that reveals a card registers itself; previews stop before it."""
    from game.engine.flow import step
    seen = []
    step("test_reveal")(lambda state, st: seen.append(st))
    try:
        Q.stop_before("test_reveal")
        st = position({L: "1E"})
        sim = Q.preview(st, [{"op": "ravage_land", "land": L}, {"op": "test_reveal"}], stop_at="action")
        assert sim.stack[-1]["op"] == "test_reveal" and not seen
        assert sim.lands[L] == {K.EXPLORER: 1}     # 1 damage: no blight, the ravage itself resolved
    finally:
        Q.STOPS["action"].discard("test_reveal")
        from game.engine.flow import HANDLERS
        HANDLERS.pop("test_reveal", None)


def test_an_idle_clone_has_nothing_under_way_and_shares_nothing():
    st = rich_state()
    before = pickle.dumps(st)
    sim = Q.clone(st, idle=True)
    assert sim.stack == [] and sim.decision is None
    sim.stack.append({"op": "x"})
    for name in [f.name for f in fields(GameState) if f.name not in ("stack", "decision", *_FIXED)]:
        assert getattr(sim, name) == getattr(st, name)
        setattr(sim, name, poke(getattr(sim, name)))
    assert pickle.dumps(st) == before


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_forecast_of_the_first_land_to_ravage_is_what_its_ravage_then_does(seed):
    """Seeded greedy games: at the start of each invader phase with no fear card waiting and the
    blight card unflipped, the first land that ravages deals the damage, adds (or not) the
    blight and loses the pieces its forecast said."""
    g = Game(newest({"spirits": ["falling-cinder-rain", "mending-moss"], "seed": seed}), keep_undo=False)
    bot = make_bot("greedy", seed)
    checked = 0
    while not g.state.result and g.state.turn <= 8:
        st = g.state
        fc = None
        if st.decision.kind == "start_invaders" and not st.fear_earned and not st.blight_flipped:
            fc = Q.forecast(st)
        events = g.apply(bot.choose(g))
        while fc is not None and not g.state.result and not any(e.kind == "InvaderCardsAdvanced" for e in events):
            events += g.apply(bot.choose(g))       # the whole invader phase
        rav = [e for e in events if e.kind == "Ravage"] if fc is not None else []
        if rav:
            land_ = rav[0].data["land"]
            r = fc.ravages[land_]
            first = events[events.index(rav[0]):]
            nxt = next((k for k, e in enumerate(first[1:], 1) if e.kind in ("Ravage", "InvaderAction")), len(first))
            mine = [e for e in first[:nxt] if e.data.get("land") == land_]
            assert r.damage == rav[0].data["damage"]
            assert r.blight == any(e.kind == "BlightAdded" for e in mine)
            destroyed = {}
            for e in mine:
                if e.kind == "Destroyed":
                    destroyed[e.data["piece"]] = destroyed.get(e.data["piece"], 0) + 1
            assert r.destroyed == destroyed
            checked += 1
    assert checked >= 1


@pytest.mark.parametrize("lands", [{}, {"A5": "1E"}, {"A1": "2D 1B", "A8": "1C"}, {"A3": "1T 1D", "A6": "2E"}])
def test_a_power_has_a_target_exactly_when_its_legal_targets_are_not_none(lands):
    """`has_target` answers as `legal_targets` would, for every card and innate, from presence
    near the pieces and far from them (range, sacred sites, conditions on the land)."""
    from game.content import catalog
    from game.engine.query import has_target, legal_targets
    from game.engine.testing import position
    for presence in ({"A1": 1}, {"A7": 2}, {"A4": 1, "A2": 2}):
        st = position(lands, spirits=["falling-cinder-rain"], presence=presence)
        for cid in sorted(catalog.POWERS.ids()):
            assert has_target(st, 0, cid) == bool(legal_targets(st, 0, cid)), (cid, presence)
        for p in catalog.SPIRITS["falling-cinder-rain"].innates:
            assert has_target(st, 0, p.id, True) == bool(legal_targets(st, 0, p.id, True))


# --- who waits ---------------------------------------------------------------------------------

def test_spirits_yet_to_grow_wait_while_another_answers_its_growths_next_action():
    """The spirit phase's menu asks every spirit at once; a spirit answering its own growth's
    next action has the choice to itself, and the spirits yet to grow wait to be asked again."""
    from game.engine import Choose
    g = Game(newest({"spirits": ["scattering-gale", "falling-cinder-rain", "mending-moss"], "seed": 3}),
             keep_undo=False)
    while g.state.decision.kind != "spirit_action":
        g.apply(make_bot("random", 1).choose(g))
    assert Q.waiting_spirits(g.state) == []                      # all three are asked now
    opt = next(o for o in g.state.decision.options if o.spirit == 1 and o.kind == "growth")
    g.apply(Choose(1, opt))
    assert g.state.decision.spirit == 1                          # its growth asks something of it alone
    assert Q.waiting_spirits(g.state) == [0, 2]
    while g.state.decision.spirit == 1:
        g.apply(Choose(1, g.state.decision.options[0]))
    assert Q.waiting_spirits(g.state) == []


def test_a_spirit_done_with_its_powers_does_not_wait():
    """In a power phase, a spirit that said it is done is not asked again: it does not wait."""
    from game.engine import Choose
    g = Game(newest({"spirits": ["scattering-gale", "falling-cinder-rain"], "seed": 3}), keep_undo=False)
    bot = make_bot("random", 2)
    for _ in range(3000):
        d = g.state.decision
        if d is not None and d.spirit >= 0 and g.state.phase in ("fast", "slow"):
            break
        g.apply(bot.choose(g))
    d = g.state.decision
    assert d.spirit >= 0 and g.state.phase in ("fast", "slow")
    other = 1 - d.spirit
    from game.engine.turn import power_options
    still = any(o.spirit == other for o in power_options(g.state, g.state.phase))
    assert Q.waiting_spirits(g.state) == ([other] if still else [])
    g.state.spirits[other].done = True
    assert Q.waiting_spirits(g.state) == []
