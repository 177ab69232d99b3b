"""The expansion's switch and setup (issue 26): a game plays the expansion when its settings name
it (``"packs": ["expansion"]``, written only when given); its setup puts one Beasts on each
board's lowest-numbered land without a setup symbol and one Disease on land 2 (003 "F)
Extensions"); base games are set up, dealt and seeded as before."""
from __future__ import annotations

import contextlib
import io
import json
from argparse import Namespace
from dataclasses import replace

from game import __main__ as cli
from game.app import quick_packs
from game.content import catalog
from game.content.boards import BOARDS
from game.engine import Adjust, Game, Rejection, from_save, to_save
from game.engine import pieces as P
from game.sim import play_one

SPIRITS = ["falling-cinder-rain", "scattering-gale"]
TOKENS = "AWZHV"


def _tokens(game) -> dict[str, str]:
    return {l: "".join(sorted(t for t in p if t in TOKENS)) for l, p in game.state.lands.items()
            if any(t in TOKENS for t in p)}


def _by_the_balanced_boards_rule(boards: str) -> dict[str, str]:
    """Where 003's rule puts the expansion's tokens on these balanced boards: one Beasts on each
    board's lowest-numbered land without a setup symbol, one Disease on its land 2."""
    want = {}
    for board in boards:
        bare = min(s.number for s in BOARDS[board].lands if not s.start)
        want[f"{board}{bare}"] = "A"
        want[f"{board}2"] = want.get(f"{board}2", "") + "Z"
    return want


def test_expansion_setup_adds_1_beast_on_each_boards_lowest_numbered_land_without_a_setup_symbol_and_1_disease_on_land_2():
    game = Game({"spirits": SPIRITS, "boards": ["A", "C"], "seed": 5, "packs": ["expansion"]})
    want = _by_the_balanced_boards_rule("AC")
    assert _tokens(game) == want
    assert want == {"A1": "A", "A2": "Z", "C4": "A", "C2": "Z"}, "board C's lands 1-3 have setup symbols"


def test_on_the_thematic_island_the_expansions_tokens_go_where_its_boards_print_them():
    """003 F) Extensions: the thematic boards print where the expansion's tokens go (Vitality on
    Northwest 1, 5, 6 and East 7; Badlands on Northwest 7, East 6 and West 9), in place of the
    balanced boards' rule (one Beasts on the lowest bare land, one Disease on land 2)."""
    game = Game({"spirits": SPIRITS + ["marsh-mist-dread", "mending-moss"], "layout": "thematic", "seed": 5,
                 "packs": ["expansion"]})
    got = _tokens(game)
    boards = game.state.config["boards"]
    assert sorted(boards) == ["A", "B", "C", "D"]
    for land in ("C1", "C5", "C6", "B7"):
        assert "V" in got.get(land, ""), land
    for land in ("C7", "B6"):
        assert "H" in got.get(land, ""), land
    assert game.state.lands["D9"].get("H") == 2 and game.state.lands["B2"].get("Z") == 2
    assert got == {"A2": "W", "A9": "AZ", "B2": "Z", "B3": "Z", "B6": "H", "B7": "V", "C1": "V", "C3": "Z", "C5": "V",
                   "C6": "V", "C7": "H", "D3": "W", "D4": "A", "D9": "H", "D10": "A"}


def test_a_thematic_game_saved_before_its_boards_printed_tokens_keeps_the_balanced_boards_rule():
    """A format-4 thematic game (its layout kept as drawn then) was set up by the balanced boards'
    rule: it still is, so its replay does not move."""
    game = Game({"spirits": SPIRITS, "layout": "thematic-as-drawn-in-format-4", "boards": ["D", "B"], "seed": 5,
                 "packs": ["expansion"]})
    assert _tokens(game) == _by_the_balanced_boards_rule("DB")


def test_a_game_without_the_expansion_is_set_up_as_before_and_names_no_pack():
    base = Game({"spirits": SPIRITS, "seed": 5})
    assert "packs" not in base.state.config and not _tokens(base)
    exp = Game({"spirits": SPIRITS, "seed": 5, "packs": ["expansion"]})
    assert exp.state.config["packs"] == ["expansion"]
    strip = {l: {t: n for t, n in p.items() if t not in TOKENS} for l, p in exp.state.lands.items()}
    assert strip == base.state.lands, "the same island but for the tokens"


def test_a_game_played_with_the_expansion_saves_and_reloads_and_a_base_game_takes_none_of_its_tokens():
    game = Game({"spirits": SPIRITS, "seed": 7, "packs": ["expansion"]})
    for letter in "HWV":
        assert isinstance(game.apply(Adjust(letter, "", "A5")), list)
    again = from_save(json.loads(json.dumps(to_save(game))))
    assert again.state.state_hash() == game.state.state_hash()
    assert again.state.config["packs"] == ["expansion"] and P.format_land(again.state.lands["A5"]) == "1W 1H 1V"
    base = Game({"spirits": SPIRITS, "seed": 7})
    refused = base.apply(Adjust("H", "", "A5"))
    assert isinstance(refused, Rejection) and refused.code == "kind_not_in_this_game"


def test_random_spirits_of_a_base_game_never_come_from_an_optional_pack(monkeypatch):
    sp = catalog.SPIRITS["falling-cinder-rain"]
    catalog.install(lambda pack: pack.spirit(replace(sp, id="aaa-test-spirit", name="Test Spirit")), "test-optional")
    try:
        entry = next(p for p in catalog.PACKS.packs if p["name"] == "test-optional")
        monkeypatch.setitem(entry, "origin", "built-in optional (tests)")
        assert "aaa-test-spirit" not in catalog.spirit_ids()
        assert "aaa-test-spirit" in catalog.spirit_ids(["test-optional"])
        picked = [play_one(seed, 4, "random", check=False, variant={"packs": []})["spirits"] for seed in range(1, 4)]
        assert all("aaa-test-spirit" not in s for s in picked)
    finally:
        catalog.forget("test-optional")
    assert picked == [play_one(seed, 4, "random", check=False)["spirits"] for seed in range(1, 4)], \
        "the base game's seeds pick the same spirits"


def _main(*argv) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(list(argv))
    return code, out.getvalue()


def test_the_sim_plays_every_game_with_the_expansion_by_default_as_the_table_does_and_the_base_game_when_asked():
    for flags in (("--expansions",), ()):
        code, out = _main("sim", *flags, "--games", "2", "--players", "2", "--seed", "3", "--json")
        res = json.loads(out)
        assert code == 0 and res["errors"] == 0 and res["variant"] == {"packs": ["expansion"]}
    code, out = _main("sim", "--base", "--games", "1", "--players", "1", "--json")
    assert code == 0 and "variant" not in json.loads(out)


def test_play_with_expansions_names_the_expansion_in_the_new_games_settings():
    cfg = {"spirits": SPIRITS, "seed": 1}
    assert quick_packs(cfg, Namespace(expansions=True, packs=[])) == dict(cfg, packs=["expansion"])
    assert quick_packs(cfg, Namespace(expansions=False, packs=["expansion"])) == dict(cfg, packs=["expansion"])
    assert quick_packs(cfg, Namespace(expansions=False, packs=[])) == cfg


def test_the_catalog_lists_the_six_tokens_by_name():
    code, out = _main("catalog", "--json")
    tokens = json.loads(out)["tokens"]
    assert code == 0 and sorted(tokens) == sorted(["beasts", "wilds", "disease", "strife", "badlands", "vitality"])
    assert {t["pack"] for t in tokens.values()} == {"expansion"}
    assert {k: t["letter"] for k, t in tokens.items()} == {"beasts": "A", "wilds": "W", "disease": "Z",
                                                           "badlands": "H", "vitality": "V", "strife": "S"}


def test_one_function_says_a_new_games_packs_for_the_setup_screen_the_sim_and_a_quick_start(monkeypatch):
    """engine.setup.packs_for_new_game: the expansion on by default at the table and in bot runs,
    off for a quick start from the command line (play --seed/--autoplay), asked for or refused by
    the flags; the packs named stay in their order. The three callers ask it."""
    from game.engine import setup
    from game.ui.scenes import menus
    assert setup.packs_for_new_game() == ["expansion"]
    assert setup.packs_for_new_game(quick_start=True) == []
    assert setup.packs_for_new_game(expansion=True, quick_start=True) == ["expansion"]
    assert setup.packs_for_new_game(["mine"], expansion=False) == ["mine"]
    assert setup.packs_for_new_game(["expansion", "mine"]) == ["expansion", "mine"]
    assert menus._expansion_by_default() and menus._packs(False) == {} and menus._packs(True) == {"packs": ["expansion"]}
    said = []

    def told(named=(), expansion=None, quick_start=False):
        said.append(quick_start)
        return ["told"]
    monkeypatch.setattr(setup, "packs_for_new_game", told)
    assert quick_packs({}, Namespace(expansions=False, packs=[])) == {"packs": ["told"]}
    assert menus._packs(True) == {"packs": ["told"]}
    assert said == [True, False]
