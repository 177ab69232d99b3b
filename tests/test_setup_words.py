"""Why a game cannot be set up is a code and its data (engine.setup.SetupError), worded by
game/words.py in the language spoken (issue 31: the table's refusals in the player's language;
before, the engine wrote them in English and the French setup screen showed them so)."""
from __future__ import annotations

import pytest

from game import words as W
from game.engine.setup import SetupError, normalise_config


@pytest.fixture
def french():
    before = W.language()
    W.set_language("fr")
    yield
    W.set_language(before)


BAD = [
    ({"spirits": []}, "spirit_count"),
    ({"spirits": ["no-such-spirit"]}, "unknown_spirit"),
    ({"spirits": ["scattering-gale"], "layout": "no-such-layout"}, "unknown_layout"),
    ({"spirits": ["scattering-gale"], "layout": "archipelago"}, "layout_spirits"),
    ({"spirits": ["scattering-gale"], "adversary": ["no-such", 1]}, "unknown_adversary"),
    ({"spirits": ["scattering-gale"], "adversary2": ["salt-crown", 1]}, "support_without_lead"),
    ({"spirits": ["scattering-gale"], "adversary": ["salt-crown", 1], "adversary2": ["tide-kings", 1]},
     "adversaries_refuse"),
    ({"spirits": ["scattering-gale"], "packs": ["nowhere"]}, "pack_missing"),
    ({"spirits": ["scattering-gale"], "rules": ["no-such-rule"]}, "unknown_rule"),
    ({"spirits": ["scattering-gale"], "rules": "no-such-rule"}, "rules_not_list"),
    ({"spirits": ["scattering-gale"], "events": ["no-such-event"]}, "unknown_event"),
    ({"spirits": ["scattering-gale"], "events": ["swollen-rivers", "swollen-rivers"], "packs": ["base", "expansion"]},
     "event_twice"),
    ({"spirits": ["scattering-gale"], "events": ["swollen-rivers"], "packs": ["base"]}, "event_pack_unnamed"),
]


@pytest.mark.parametrize("config, code", BAD, ids=[c for _, c in BAD])
def test_a_setup_refusal_is_a_code_worded_in_the_language_spoken(config, code, french):
    with pytest.raises(SetupError) as got:
        normalise_config(config)
    e = got.value
    assert e.code == code
    french_words = W.setup_words(e.code, e.data)
    W.set_language("en")
    english = W.setup_words(e.code, e.data)
    assert str(e) == english
    assert french_words and french_words != english, (french_words, english)


def test_every_setup_refusal_code_has_its_sentence_and_the_engine_raises_only_those():
    """Each code the setup and the challenges raise has an entry (so the catalog words it)."""
    import re
    from pathlib import Path
    root = Path(__file__).resolve().parents[1] / "game"
    raised = set()
    for path in ("engine/setup.py", "engine/challenges.py", "content/adversaries.py", "content/layouts.py",
                 "engine/needs.py"):
        raised |= set(re.findall(r'(?:SetupError|ChallengeError)\("([a-z_]+)"', (root / path).read_text()))
        raised |= set(re.findall(r'return "([a-z_]+)", \{', (root / path).read_text()))
    for path in ("engine/variant.py", "engine/event_cards.py"):      # a check_rules / check_events refusal
        raised |= set(re.findall(r'(?:RuleChangeError|EventError)\(f?"[^"]*", "([a-z_]+)"', (root / path).read_text()))
    raised |= {"spirits_not_list", "boards_not_list", "boards_apart"}
    assert raised and raised <= set(W.SETUP_REFUSALS), raised - set(W.SETUP_REFUSALS)
