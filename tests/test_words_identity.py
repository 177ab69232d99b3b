"""Words are not identity (issue 32): an option is its kind and data, a decision its kind,
chooser, options and what follows. The words a player reads (the prompt, each option's label)
take no part in a command's legality, in the state hash or in a saved command, so a rewording,
an edited content text or a translation never refuses a command nor breaks a save."""
from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from game.bots import make_bot
from game.content import catalog
from game.engine import Choose, Game, Option, apply, from_save, newest, to_save
from game.engine.commands import command_from_dict

HERE = Path(__file__).resolve().parent
SAVES = sorted((HERE / "saves_v2").glob("*.json")) + sorted((HERE / "saves_v1").glob("*.json"))


def relabelled(o: Option, words: str = " ") -> Option:
    return Option(**{**vars(o), "label": o.label + words})


def played(seed: int = 5, moves: int = 120, spirits=("mending-moss", "scattering-gale")):
    g = Game(newest({"spirits": list(spirits), "seed": seed}))
    bot = make_bot("random", seed)
    for _ in range(moves):
        if g.state.result or g.state.decision is None:
            break
        g.apply(bot.choose(g))
    return g, bot


def test_a_legal_command_whose_label_differs_is_accepted_to_the_same_position():
    g, bot = played(moves=0)
    for _ in range(150):
        if g.state.result:
            break
        cmd = bot.choose(g)
        plain = apply(g.state, cmd)
        worded = apply(g.state, Choose(cmd.spirit, relabelled(cmd.option, " (reworded)")))
        assert isinstance(worded, tuple), worded.reason
        assert worded[0].state_hash() == plain[0].state_hash()
        g.apply(cmd)


def test_an_option_equal_but_for_its_label_is_the_same_option():
    a = Option("growth_option", 0, index=1, label="gain 2 energy")
    b = Option("growth_option", 0, index=1, label="gagner 2 énergie")
    assert a == b and hash(a) == hash(b) and a != replace(a, index=2)


def test_the_state_hash_does_not_move_when_a_prompts_words_change():
    g, _ = played(moves=40)
    st = g.state
    assert st.decision is not None
    twin = copy.deepcopy(st)
    twin.decision.prompt += " (worded otherwise)"
    twin.decision.options[:] = [relabelled(o, " (otherwise)") for o in twin.decision.options]
    assert twin.state_hash() == st.state_hash()


def test_the_state_hash_still_moves_when_what_is_asked_changes():
    """The fingerprint leaves out only the words: a different option is a different position."""
    g, _ = played(moves=40)
    twin = copy.deepcopy(g.state)
    twin.decision.options.pop()
    assert twin.state_hash() != g.state.state_hash()


def test_a_saved_command_carries_no_words():
    g, _ = played(moves=60)
    data = to_save(g)
    assert data["commands"] and not any("label" in c.get("option", {}) for c in data["commands"])
    assert all(command_from_dict(c).to_dict() == c for c in data["commands"])


@pytest.fixture
def reworded_content():
    """Every growth option's text and every power card's name reworded for one test (the content
    specs are frozen: their words are set aside and put back after)."""
    kept = []
    for spirit in (catalog.SPIRITS[sid] for sid in catalog.SPIRITS.ids()):
        kept.append((spirit, "growth", spirit.growth))
        object.__setattr__(spirit, "growth", tuple(replace(o, text=o.text + " (reworded)") for o in spirit.growth))
    for card in (catalog.POWERS[cid] for cid in catalog.POWERS.ids()):
        kept.append((card, "name", card.name))
        object.__setattr__(card, "name", card.name + " (reworded)")
    yield
    for spec, name, value in kept:
        object.__setattr__(spec, name, value)


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_a_growth_text_edited_in_content_leaves_older_saves_loading(path, reworded_content):
    """Saves made before the words changed (their commands carry the old labels) load to their
    own position: the replay's options are worded otherwise and name the same choices."""
    data = json.loads(path.read_text(encoding="utf-8"))
    reworded = [c for c in data["commands"] if c.get("option", {}).get("kind") in ("growth", "play")]
    assert reworded and all("label" in c["option"] for c in reworded)   # each names the old words
    game = from_save(data)
    assert (game.state.turn, game.state.phase) == (data["turn"], data["phase"])
