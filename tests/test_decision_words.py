"""Every question the rules ask has words, and the engine writes none (issue 32, "words are not
identity"): a decision carries a prompt code and data, an option its kind and data, and
game/words.py (or a pack's registration in game.seams) makes the sentences."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import seams, words as W
from game.bots import make_bot
from game.content import catalog
from game.engine import Game, newest
from game.engine.state import Decision, Option

ROOT = Path(__file__).resolve().parent.parent
# ask(state, who, "kind", "prompt code", ...) with a literal code, in the game's source
ASKED = re.compile(r'\bask\(\s*\w+,\s*[^,]+,\s*(?:"[a-z_]+"|\w+),\s*"([a-z_]+)"')
# codes made from a pattern in the source, with every value the pattern takes
PATTERNS = {"pick_{verb}": ["pick_destroy", "pick_remove", "pick_downgrade"],
            "{speed}_powers": ["fast_powers", "slow_powers"],
            "{verb}{more}{up_to}": [v + m + u for v in ("push", "gather") for m in ("", "_more") for u in ("", "_up_to")]}


def _asked_codes() -> set[str]:
    found = set()
    for path in (ROOT / "game").rglob("*.py"):
        found.update(ASKED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_prompt_code_the_rules_ask_by_name_has_words():
    codes = _asked_codes()
    assert {"spirit_phase", "cascade", "ravage_order", "threshold_met"} <= codes, "the scan finds the rules' questions"
    without = sorted(c for c in codes | {c for v in PATTERNS.values() for c in v} if not W.has_prompt(c))
    assert not without, f"prompt codes with no words in game/words.py: {without}"


def _games(spirits_list, seeds, bot):
    for spirits in spirits_list:
        for seed in seeds:
            g = Game(newest({"spirits": list(spirits), "seed": seed}))
            b = make_bot(bot, seed)
            for _ in range(600):
                if g.state.result:
                    break
                yield g.state
                g.apply(b.choose(g))


def _pairs():
    ids = catalog.SPIRITS.ids()
    return [ids[k:k + 2] for k in range(0, len(ids), 2)]


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_every_question_asked_in_play_and_every_option_offered_has_words_and_no_words_of_the_engine(bot):
    """Games of every spirit: each decision's prompt is a code with words, each option's words
    come from its kind and data (the engine leaves `label` empty)."""
    missing, worded, kinds = set(), [], set()
    for st in _games(_pairs(), (1, 2), bot):
        d = st.decision
        kinds.add(d.kind)
        if not W.has_prompt(d.prompt):
            missing.add(("prompt", d.kind, d.prompt))
        for o in d.options:
            if o.label:
                worded.append((d.kind, o.kind, o.label))
            if not W.has_option_words(d, o):
                missing.add(("option", d.kind, o.kind))
            elif not W.option_words(d, o, st) or "{" in W.option_words(d, o, st):
                missing.add(("option unfilled", d.kind, o.kind))
        text = W.prompt_words(d, st)
        if not text or "{" in text:
            missing.add(("prompt unfilled", d.kind, d.prompt))
    assert len(kinds) >= 8, kinds
    assert not worded, f"the engine wrote words into options: {worded[:5]}"
    assert not missing, f"questions or options without words: {sorted(missing)}"


def test_a_question_without_words_is_found():
    """The check above can fail: a code nobody worded is not `has_prompt`, an option kind nobody
    worded not `has_option_words`."""
    d = Decision("test_kind", "test_code_without_words", 0, [Option("test_option_without_words", 0)], {})
    assert not W.has_prompt(d.prompt) and not W.has_option_words(d, d.options[0])


def test_a_pack_registers_the_words_of_its_question_and_they_are_found():
    seams.prompt_words("test_hail", "Hail falls on {land}: shelter where?")
    seams.option_words("test_hail.shelter", "shelter in {land}")
    try:
        d = Decision("hail", "test_hail", 0, [Option("shelter", 0, land="A2")], {}, {"land": "A5"})
        assert W.has_prompt("test_hail") and W.has_option_words(d, d.options[0])
        assert W.prompt_words(d) == "Hail falls on A5: shelter where?"
        assert W.option_words(d, d.options[0]) == "shelter in A2"
        with pytest.raises(ValueError):
            seams.prompt_words("test_hail", "again")
    finally:
        seams.PROMPT_WORDS.pop("test_hail", None)
        seams.OPTION_WORDS.pop("test_hail.shelter", None)


def test_the_state_hash_does_not_move_when_a_prompt_s_words_change(monkeypatch):
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    before, words = g.state.state_hash(), W.prompt_words(g.state.decision, g.state)
    monkeypatch.setitem(W.PROMPTS, g.state.decision.prompt, "Another wording entirely")
    assert W.prompt_words(g.state.decision, g.state) != words
    assert g.state.state_hash() == before


def test_a_prompt_saved_as_a_sentence_by_an_older_version_is_shown_as_it_was():
    d = Decision("cascade", "Blight cascades from A5: into which adjacent land?", 0, [Option("cascade", 0, land="A4")], {})
    assert W.prompt_words(d) == "Blight cascades from A5: into which adjacent land?"
    assert W.option_words(d, d.options[0]) == "cascade into A4"
