"""Content comes in packs: the base game is the built-in one, a third-party pack is found through
the entry point group `spirit_island.packs`, and a broken pack is refused with one line while the
game goes on (issue 10, point 7)."""
from __future__ import annotations

import importlib.metadata
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.content import catalog, packs

ROOT = Path(__file__).resolve().parent.parent

RIVER = '''
from game.content import ops
from game.content.spec import FAST, PowerCard

def register(pack):
    pack.power(PowerCard(id="song-of-the-quiet-river", name="Song of the Quiet River", kind="minor",
                         cost=1, speed=FAST, elements=("water", "moon"), effect=(ops.defend(3),),
                         text="Defend 3."))
'''
BROKEN = {
    "cannot_import": "import no_such_module_anywhere\n",
    "raises": "def register(pack):\n    raise RuntimeError('the river ran dry')\n",
    "clashes": f"""
from game.content.catalog import POWERS
def register(pack):
    pack.power(POWERS[{catalog.MINOR_IDS[0]!r}])
""",
    "wrong_shape": "def register(pack):\n    pack.power('a card in name only')\n",
}


def _install(where: Path, dist: str, entries: dict[str, str], modules: dict[str, str]) -> None:
    """A tiny installed distribution in `where`: its modules and a dist-info naming its packs."""
    for name, text in modules.items():
        (where / f"{name}.py").write_text(text, encoding="utf-8")
    info = where / f"{dist.replace('-', '_')}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 0.1\n", encoding="utf-8")
    lines = "".join(f"{k} = {v}\n" for k, v in entries.items())
    (info / "entry_points.txt").write_text(f"[{packs.GROUP}]\n{lines}", encoding="utf-8")


def _entry_points(where: Path, monkeypatch):
    """Read the packs installed in `where` exactly as the game does, through importlib.metadata."""
    monkeypatch.syspath_prepend(str(where))
    return importlib.metadata.entry_points(group=packs.GROUP)


def test_the_base_game_is_the_built_in_pack_and_brings_every_card():
    cat = packs.load(entry_points=())
    assert [p["name"] for p in cat.packs] == ["base", "expansion"] and not cat.refused
    assert [p["origin"].startswith("built-in optional") for p in cat.packs] == [False, True]
    assert catalog._BUILT_IN == {"base"}     # the expansion's cards join a game's decks only when it is named
    assert set(cat.registries["power"].ids()) == set(catalog.POWERS.ids())
    assert cat.boards == ["A", "B", "C", "D", "E", "F"]
    assert all(catalog.PACKS.pack_of[("power", c)] == "base" for c in catalog.MINOR_IDS)


def test_a_pack_found_through_its_entry_point_adds_a_power_card_named_with_its_pack(tmp_path, monkeypatch):
    _install(tmp_path, "river-tales", {"river-tales": "river_tales:register"}, {"river_tales": RIVER})
    cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
    assert not cat.refused
    assert cat.registries["power"]["song-of-the-quiet-river"].cost == 1
    assert cat.pack_of[("power", "song-of-the-quiet-river")] == "river-tales"
    river = next(p for p in cat.packs if p["name"] == "river-tales")
    assert river["count"] == 1 and "river_tales:register" in river["origin"]
    assert "song-of-the-quiet-river" not in cat.ids_from("power", {"base"})   # not in the base decks


@pytest.mark.parametrize("broken", sorted(BROKEN))
def test_a_broken_pack_is_refused_with_one_line_and_the_others_still_load(broken, tmp_path, monkeypatch, caplog):
    _install(tmp_path, "mixed-bag", {"river-tales": "river_tales:register", broken: f"pack_{broken}:register"},
             {"river_tales": RIVER, f"pack_{broken}": BROKEN[broken]})
    cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
    assert len(cat.refused) == 1
    line = cat.refused[0]
    assert "\n" not in line and f"pack {broken!r} refused" in line and f"pack_{broken}:register" in line
    assert line in caplog.text
    assert [p["name"] for p in cat.packs] == ["base", "expansion", "river-tales"]
    assert len(cat.registries["power"].ids()) == len(catalog.POWERS.ids()) + 1


def test_a_clashing_pack_adds_nothing_at_all(tmp_path, monkeypatch):
    text = RIVER + BROKEN["clashes"].replace("def register", "def register_too") + \
        "\n_first = register\ndef register(pack):\n    _first(pack)\n    register_too(pack)\n"
    _install(tmp_path, "half-river", {"half": "half_river:register"}, {"half_river": text})
    cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
    assert "already in pack 'base'" in cat.refused[0]
    assert "song-of-the-quiet-river" not in cat.registries["power"]


def _run_game(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]),
               SPIRIT_TABLE_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_the_catalog_command_names_the_pack_of_each_id_and_a_broken_pack_never_stops_the_game(tmp_path):
    _install(tmp_path, "river-tales", {"river-tales": "river_tales:register", "raises": "pack_raises:register"},
             {"river_tales": RIVER, "pack_raises": BROKEN["raises"]})
    out = _run_game(tmp_path, "-m", "game", "catalog", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["minor"]["packs"]["song-of-the-quiet-river"] == "river-tales"
    assert data["minor"]["packs"][catalog.MINOR_IDS[0]] == "base"
    assert len(data["refused"]) == 1 and "'raises' refused" in data["refused"][0]
    assert data["refused"][0] in out.stderr       # logged where the player starting it sees it
    # the same seed deals the same game with the pack installed: no pack slips into the base decks
    probe = ("from game.engine import Game; g = Game({'spirits': ['falling-cinder-rain'], 'seed': 3}); "
             "print(g.state.state_hash())")
    with_pack = _run_game(tmp_path, "-c", probe)
    assert with_pack.returncode == 0, with_pack.stderr
    from game.engine import Game
    assert with_pack.stdout.strip() == str(Game({"spirits": ["falling-cinder-rain"], "seed": 3}).state.state_hash())


HALFWAY = {
    "by_hand": """
from game.content.events import EventCard, register_event
from game.content import ops
from game.engine import kinds as K, phase, variant
def register(pack):
    register_event(EventCard("halfway-event", "Halfway", (ops.fear(1),), "1 Fear.", pack="halfway"))
    K.register(K.Kind("quake", "Q", "Quake", token=True, pack="halfway"))
    phase.register_step("halfway-step", lambda state: [], pack="halfway")
    variant.register_rule("halfway-rule", lambda state: None, pack="halfway")
    raise RuntimeError("the ground gave way")
""",
    "through_the_pack": """
from game.content.spec import EventCard
from game.content import ops
from game.engine import kinds as K
def register(pack):
    pack.kind(K.Kind("quake", "Q", "Quake", token=True))
    pack.step("halfway-step", lambda state: [])
    pack.rule("halfway-rule", lambda state: None)
    pack.event(EventCard("halfway-event", "Halfway", (ops.fear(1),), "1 Fear."))
    pack.event_words("HalfwayShook", lambda d, state: "The ground shook.")
    pack.effect("halfway-effect", lambda state, args, ctx: None)
    pack.end_condition("halfway-end", "defeat", lambda state: False, "The ground gave way.")
    pack.kind(K.Kind("explorer-again", "E", "Explorer"))    # the letter is taken: refused
""",
}


@pytest.mark.parametrize("how", sorted(HALFWAY))
def test_a_pack_that_fails_after_registering_a_kind_a_step_and_a_rule_leaves_none_of_them(how, tmp_path, monkeypatch):
    from game.engine import kinds as K, phase, variant
    _install(tmp_path, "halfway", {"halfway": "halfway_pack:register"}, {"halfway_pack": HALFWAY[how]})
    cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
    assert len(cat.refused) == 1 and "'halfway' refused" in cat.refused[0]
    assert "Q" not in K.KINDS and "quake" not in K.BY_ID and "Q" not in K.ON_LAND
    assert "halfway-step" not in phase.STEPS and "halfway-rule" not in variant.RULES
    assert "halfway-event" not in cat.registries["event"] and [p["name"] for p in cat.packs] == ["base", "expansion"]
    from game import words
    from game.engine import results
    assert "HalfwayShook" not in words.EVENT_WORDS and "halfway-end" not in results.ENDS
    assert "halfway-event" not in catalog.EVENTS
    from game.engine import effects
    assert "halfway-effect" not in effects.CUSTOM


WHOLE = """
from game.content.spec import EventCard
from game.content import ops
from game.engine import kinds as K
def register(pack):
    pack.kind(K.Kind("quake", "Q", "Quake", token=True))
    pack.step("quake-step", lambda state: [])
    pack.rule("quake-rule", lambda state: None, text="The ground shakes.")
    pack.event(EventCard("quake-event", "Tremor", (ops.fear(1),), "1 Fear."))
"""


def test_a_pack_registers_kinds_steps_rules_and_events_through_its_pack_object(tmp_path, monkeypatch):
    from game.engine import kinds as K, phase, variant
    _install(tmp_path, "quake", {"quake": "quake_pack:register"}, {"quake_pack": WHOLE})
    try:
        cat = packs.load(entry_points=_entry_points(tmp_path, monkeypatch))
        assert not cat.refused
        rs = cat.ruleset(["quake"])     # a game naming the pack has its rules ...
        assert rs.table("kinds")["Q"].pack == "quake" and dict(rs.packs)["quake"] == "0.1"
        assert rs.table("steps")["quake-step"].pack == "quake" and rs.table("rules")["quake-rule"].pack == "quake"
        assert not {"Q"} & set(cat.ruleset().table("kinds")), "... a game without it has none"
        assert "Q" not in K.KINDS and "quake-step" not in phase.STEPS and "quake-rule" not in variant.RULES
        assert cat.pack_of[("kind", "quake")] == cat.pack_of[("rule", "quake-rule")] == "quake"
        assert cat.registries["event"]["quake-event"].name == "Tremor"
    finally:
        packs.forget(cat, "quake")
    assert "Q" not in cat.ruleset(["quake"]).table("kinds") and "quake-step" not in cat.ruleset(["quake"]).table("steps")


def test_the_catalog_command_lists_the_rules_each_pack_registered(tmp_path):
    _install(tmp_path, "quake", {"quake": "quake_pack:register"}, {"quake_pack": WHOLE})
    out = _run_game(tmp_path, "-m", "game", "catalog", "--json")
    assert out.returncode == 0, out.stderr
    rules = json.loads(out.stdout)["rules"]
    tokens = {k: "expansion" for k in ("beasts", "wilds", "disease", "badlands", "vitality", "strife")}
    assert rules["kinds"] == {"quake": "quake", **tokens} and rules["steps"] == {"quake-step": "quake"}
    assert rules["rule_changes"] == {"quake-rule": "quake"}


SHAKE = """
from game.content import ops
from game.content.spec import FAST, PowerCard
from game.engine.fear import generate_fear

def shake(state, args, ctx):
    generate_fear(state, args["n"] * len(state.lands[ctx["land"]]), cause="test-shake")

def register(pack):
    pack.effect("test-shake", shake)
    pack.power(PowerCard(id="test-shake-the-hills", name="Shake the Hills", kind="minor", cost=1, speed=FAST,
                         elements=("earth",), effect=(ops.custom("test-shake", n=1),), text="1 Fear per kind of piece."))
"""


def test_a_pack_registers_an_effect_its_cards_name_with_a_custom_op(tmp_path, monkeypatch):
    from game.engine import effects
    from game.engine.testing import position, run_effect
    _install(tmp_path, "shake", {"shake": "shake_pack:register"}, {"shake_pack": SHAKE})
    monkeypatch.syspath_prepend(str(tmp_path))
    import shake_pack
    catalog.install(shake_pack.register, "shake")
    try:
        assert catalog.PACKS.pack_of[("effect", "test-shake")] == "shake"
        st = position({"A5": "2E 1T"}, settings={"packs": ["shake"]})
        before = st.fear_generated
        run_effect(st, catalog.POWERS["test-shake-the-hills"].effect, land="A5")
        assert st.fear_generated == before + 2, "1 fear for each kind of piece there (Explorer, Town)"
        assert "test-shake" not in catalog.ruleset_of().table("effects"), "a game without the pack has no such effect"
    finally:
        catalog.forget("shake")
    assert "test-shake" not in effects.CUSTOM and "test-shake" not in catalog.ruleset_of(["shake"]).table("effects")


# A pack's module imports every public module at its top, and its register() uses them.
EVERYWHERE = """
from game.engine import kinds as K, phase, variant, event_cards, results, pieces, api
from game.engine import Game
from game.content import events, ops, catalog, spec

def register(pack):
    pack.kind(K.Kind("beacon", "Y", "Beacon", token=True))
    phase.register_step("beacon-step", lambda state: [], pack="beacon")
    pack.power(spec.PowerCard(id="beacon-song", name="Beacon Song", kind="minor", cost=0, speed=spec.FAST,
                              elements=("fire",), effect=(ops.fear(1),), text="1 Fear."))
"""
FIRST = ["game.engine.phase", "game.content.catalog", "game.content.events", "game.engine",
         "game.engine.event_cards", "game.engine.invaders", "game.content.base", "game.sim", "game.__main__"]


def test_a_pack_may_import_any_public_module_whatever_the_program_imported_first(tmp_path):
    _install(tmp_path, "beacon", {"beacon": "beacon_pack:register"}, {"beacon_pack": EVERYWHERE})
    for first in FIRST:
        probe = (f"import {first}\nfrom game.content import catalog\nfrom game.engine import kinds as K, phase\n"
                 "rs = catalog.ruleset_of(['beacon'])\n"
                 "print(catalog.PACKS.refused, [p['name'] for p in catalog.PACKS.packs], 'Y' in rs.table('kinds'),"
                 " 'beacon-step' in rs.table('steps'), 'beacon-song' in catalog.POWERS, 'Y' in K.KINDS)")
        out = _run_game(tmp_path, "-c", probe)
        assert out.returncode == 0, (first, out.stderr)
        assert out.stdout.split() == ["[]", "['base',", "'expansion',", "'beacon']", "True", "True", "True",
                                      "False"], (first, out.stdout, out.stderr)
