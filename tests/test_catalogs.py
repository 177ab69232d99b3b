"""The language catalogs (game/locale): game/words.py and the content are their English source,
fr translates every entry, the shipped .mo is the .po compiled, and the table speaks the
language chosen (issue 31, "French and English")."""
from __future__ import annotations

import gettext
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from game import words as W
from game.engine import Choose, Game, from_save, newest, to_save

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "game.po"
MO = PO.with_suffix(".mo")
FIELD = re.compile(r"\{(\w+)(?:![rsa])?\}")


def _catalog():
    from babel.messages.pofile import read_po
    with PO.open("rb") as f:
        return read_po(f)


def _translated(cat, msgid) -> bool:
    m = cat.get(msgid)
    if m is None or m.fuzzy:
        return False
    return all(m.string) if isinstance(m.string, tuple) else bool(m.string)


def _msgid(entry):
    return entry[0] if isinstance(entry, tuple) else entry


@pytest.fixture
def french():
    W.set_language("fr")
    yield
    W.set_language("en")


def test_msgfmt_finds_no_untranslated_or_fuzzy_entry_in_french():
    if shutil.which("msgfmt") is None:
        pytest.skip("msgfmt (gettext) is not installed")
    out = subprocess.run(["msgfmt", "--check-format", "--statistics", "-o", "/dev/null", str(PO)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "untranslated" not in out.stderr and "fuzzy" not in out.stderr, out.stderr


def test_the_shipped_mo_is_the_po_compiled():
    """The .mo installed with the game says what the .po says (compile it again: same messages)."""
    from babel.messages.mofile import write_mo
    buf = io.BytesIO()
    write_mo(buf, _catalog())
    buf.seek(0)
    fresh, shipped = gettext.GNUTranslations(buf), gettext.GNUTranslations(MO.open("rb"))
    assert fresh._catalog == shipped._catalog, "run: python -m babel.messages.frontend compile -d game/locale -D game"


def test_every_rejection_code_and_every_event_code_has_a_french_entry():
    from game.ui import gamelog
    cat = _catalog()
    missing = [t for t in W.REJECTIONS.values() if not _translated(cat, t)]
    missing += [t for t in list(W.NOTES.values()) + list(W.FIZZLES.values()) if not _translated(cat, t)]
    assert not missing, missing
    from tests.test_event_words import emitted_kinds
    kinds = emitted_kinds() - set(gamelog.SILENT)
    without = sorted(k for k in kinds if k not in gamelog.EVENT_ENTRIES and k not in W.EVENT_WORDS)
    assert not without, f"event kinds with no catalog entry in gamelog.EVENT_ENTRIES: {without}"
    untranslated = [t for ts in gamelog.EVENT_ENTRIES.values() for t in ts if not _translated(cat, t)]
    assert not untranslated, untranslated


def test_every_question_and_option_has_a_french_entry():
    cat = _catalog()
    missing = [_msgid(e) for table in (W.PROMPTS, W.OPTIONS, W.SLOT_PARTS) for e in table.values()
               if not callable(e) and not _translated(cat, _msgid(e))]
    assert not missing, missing


def test_every_name_and_text_of_the_base_game_has_a_french_entry():
    """Cards, spirits (growth, innates, play style), fear, blight and invader cards, pieces."""
    cat = _catalog()
    missing = [m for m in _content_messages() if not _translated(cat, m)]
    assert not missing, missing[:10]


def _content_messages() -> list:
    """extract.content_messages() as the extraction sees it, in a process of its own: it imports
    every content module (adversaries and scenarios register themselves), which the tests that
    run after this one in this process must not see."""
    import json
    import sys
    code = "import json; from game.locale import extract; print(json.dumps(extract.content_messages()))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.splitlines()[-1])


def test_a_translation_keeps_its_sentence_s_placeholders():
    for m in _catalog():
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        want = set(FIELD.findall(ids[-1]))
        for s in strings:
            assert set(FIELD.findall(s)) <= want | set(FIELD.findall(ids[0])), (m.id, s)


def test_the_words_come_in_the_language_chosen_and_switch_back(french):
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    d = g.state.decision
    assert W.prompt_words(d, g.state) == "Phase des Esprits : Croissance, puis jouez des cartes"
    assert W.rejection_words("no_land_named", {"land": "Z9"}) == "pas de terre 'Z9'"
    assert W.tr("Explorer") == "Explorateur" and W.a_or_an("Town") == "un Village"
    W.set_language("en")
    assert W.prompt_words(d, g.state) == "Spirit phase: grow, then play cards"


def test_plural_forms_follow_the_number(french):
    assert W.say(W.PROMPTS["damage"], {"n": 1, "land": "A5"}) == "1 Dégât à répartir en A5"
    assert W.say(W.PROMPTS["damage"], {"n": 3, "land": "A5"}) == "3 Dégâts à répartir en A5"


def test_the_system_locale_chooses_the_language_by_default(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert W.system_language() == "fr"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert W.system_language() == "en"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert W.system_language() == "en"


def _play(game: Game, n: int) -> None:
    for _ in range(n):
        d = game.state.decision
        o = d.options[0]
        game.apply(Choose(o.spirit if d.spirit < 0 else d.spirit, o))


def test_a_french_player_s_save_loads_in_english_and_the_reverse():
    """The save holds codes, never words: made while French was spoken it loads while English is
    (same position, same hash) and asks the same question in English, and the reverse."""
    try:
        W.set_language("fr")
        game = Game(newest({"spirits": ["falling-cinder-rain", "scattering-gale"], "seed": 5}))
        _play(game, 12)
        saved = to_save(game)
        fr_words = W.prompt_words(game.state.decision, game.state)
        W.set_language("en")
        loaded = from_save(saved)
        assert loaded.state.state_hash() == game.state.state_hash()
        en_words = W.prompt_words(loaded.state.decision, loaded.state)
        assert en_words != fr_words and en_words == W.prompt_text(loaded.state.decision.prompt,
                                                                  loaded.state.decision.data, loaded.state)
        _play(loaded, 6)
        back = to_save(loaded)
        W.set_language("fr")
        again = from_save(back)
        assert again.state.state_hash() == loaded.state.state_hash()
        assert W.prompt_words(again.state.decision, again.state) != W.prompt_text("x_no_words")
    finally:
        W.set_language("en")
    assert "Phase" not in str(saved) or "Phase des Esprits" not in str(saved)


def test_the_rules_say_why_a_card_cannot_be_played_with_a_refusal_s_code_in_either_language():
    """engine.why: the table's refusal of a card is the rules' own (issue 31), worded by the catalog."""
    from game.engine.state import Option
    from game.engine.why import why_not
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    why = why_not(g.state, Option("play", 0, card=g.state.spirits[0].hand[0]))
    assert why is not None and why.code == "grow_first"
    assert W.rejection_words(why.code, why.data, g.state).startswith("Grow first")
    try:
        W.set_language("fr")
        assert W.rejection_words(why.code, why.data, g.state).startswith("D'abord la Croissance")
    finally:
        W.set_language("en")


def test_the_adversaries_and_scenarios_are_in_the_catalog_in_french():
    """Their registries (spec.Registry, not dicts) are read by the extraction: names, flavour,
    levels' titles and texts, escalations and losses; an invader step's code is not a sentence."""
    messages = set(_content_messages())
    for m in ("The Salt Crown Company", "Trade Roads", "Towns have 3 health.", "New Warehouses",
              "You lose if nine Towns and Cities stand on one board.", "Quiet Shores",
              "Victory: from the third turn on, no coastal land holds invaders."):
        assert m in messages, m
    assert "raiders-landing" not in messages and "muster" not in messages


def test_the_setup_screen_offers_adversaries_scenarios_and_layouts_in_french(french):
    from game.ui import choices
    advs = {c.id: c for c in choices.adversaries()}
    if not advs:
        pytest.skip("no adversary registered")
    salt = advs["salt-crown"]
    assert salt.name == "La Compagnie du Sel Royal"
    assert salt.level_text(1).startswith("Dépôts fortifiés : ")
    assert all(c.name != W.tr(c.name) or c.name for c in choices.scenarios())


# The player-facing modules whose sentences are catalog entries: no literal English sentence is
# handed to a widget (a label, a button, a text box, a tooltip, set_text) without W._ around it.
SHOWN_THROUGH_CATALOG = ("game/ui/scenes/menus.py", "game/ui/scenes/history.py", "game/ui/scenes/load.py",
                         "game/ui/scenes/dialogs.py", "game/ui/scenes/island_preview.py", "game/ui/scenes/log_view.py",
                         "game/ui/scenes/table.py", "game/ui/score.py", "game/ui/scenes/lesson.py",
                         "game/ui/scenes/reference.py", "game/ui/scenes/replay.py", "game/ui/scenes/replays.py",
                         "game/ui/program.py", "game/ui/scenes/spirit_board.py",
                         "game/ui/input/affordances.py")
WIDGETS = {"UILabel", "UIButton", "UITextBox", "UIMessageWindow", "UIConfirmationDialog"}
SETTERS = {"set_text", "set_tooltip", "append_html_text", "say", "render", "_message"}
NOT_SENTENCES = {"Spirit Island"}          # the game's name is not translated


def _literal_english(node) -> bool:
    import ast
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and re.search(r"[A-Za-z]{2}", str(v.value)) for v in node.values)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(re.search(r"[A-Za-z]{2}", node.value)) and node.value not in NOT_SENTENCES
    if isinstance(node, ast.IfExp):
        return _literal_english(node.body) or _literal_english(node.orelse)
    if isinstance(node, ast.BinOp):
        return _literal_english(node.left) or _literal_english(node.right)
    return False


@pytest.mark.parametrize("path", SHOWN_THROUGH_CATALOG)
def test_a_player_facing_module_shows_no_literal_english_sentence(path):
    import ast
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        shown = []
        if name in WIDGETS:
            shown = [a for a in node.args if not isinstance(a, ast.Call)]
        elif name in SETTERS:
            shown = list(node.args[:1])
        shown += [k.value for k in node.keywords if k.arg in ("tool_tip_text", "window_title", "html_message",
                                                                "action_short_name", "text")]
        found += [f"{path}:{a.lineno}" for a in shown if _literal_english(a)]
    assert not found, f"English shown without the catalog (wrap it in W._): {found}"


def test_the_teacher_speaks_french_lesson_reference_keywords_hint_and_replay(french):
    """game.guide's tables are the catalog's English: shown through it, every line is French."""
    from game.guide import lesson as L, reference as R
    from game.guide.words import HINT, REPLAY, say
    from game.ui import keywords
    step = L.STEPS[0]
    assert W._(step["title"]) == "L'île et ses envahisseurs"
    assert say(L.WORDS, "step", step=2, count=9) == "Leçon, étape 2 sur 9"
    assert W._(R.page("turn")["title"]) == "Un tour en bref"
    assert R.search("Repousser") and R.search("Repousser")[0]["id"] == "push-gather"
    assert keywords.definition("push")[0].startswith("Déplacer des pièces")
    assert [k for _, _, k in keywords.found("Repoussez 1 Explorateur vers un Site sacré.")] == ["push", "sacred site"]
    assert keywords.shown_name("sacred site") == "Site sacré"
    assert say(HINT, "invaders_destroyed", count=2) == "Il détruit 2 envahisseurs."
    assert say(REPLAY, "step_of_invader", step=3, count=40, turn=2) == "Étape 3 sur 40, tour 2, phase des Envahisseurs"
    W.set_language("en")
    assert [k for _, _, k in keywords.found("Push 1 Explorer into a sacred site.")] == ["push", "sacred site"]


def test_every_row_of_the_lesson_and_the_reference_is_a_french_entry():
    from game.guide import lesson as L, reference as R
    cat = _catalog()
    words = [s[f] for s in L.STEPS for f in ("title", "text", "why", "wrong") if f in s]
    words += [p["title"] for p in R.PAGES] + [t for p in R.PAGES for t in p["text"]]
    words += [d for d, _ in R.KEYWORDS.values()] + list(R.GROUPS)
    missing = [w for w in words if not _translated(cat, w)]
    assert not missing, missing[:5]
    assert all(cat.get(k, context="keyword") is not None and cat.get(k, context="keyword").string for k in R.KEYWORDS)


def test_every_plural_entry_in_french_has_all_its_forms():
    """fr has three plural forms in Babel's rules (0-1, millions, others): an entry with the
    third left empty shows English for most numbers, and msgfmt --statistics does not say so."""
    cat = _catalog()
    empty = [m.id for m in cat if m.id and isinstance(m.id, tuple) and not all(m.string)]
    assert not empty, empty[:5]


def test_the_spirit_board_and_a_carried_token_are_worded_in_french(french):
    from game.content import catalog
    from game.ui.piece_kinds import carried_words
    from game.ui.render import spirit_board
    spec = catalog.SPIRITS["mending-moss"]
    words = " ".join(w for k, sl in enumerate(spec.plays_track) for w in spirit_board.slot_words("plays", sl, k, 1))
    assert "Piste de cartes jouées, case 1 : découverte" in words and "Card plays" not in words
    assert spirit_board.rule_lines(spec)[0][0] == "Mise en place"
    assert spirit_board.slot_caption({"plays": 2}) == "2 cartes"
    assert carried_words("Ts").startswith(" avec ") and carried_words("Ts", 2).startswith(" chacun avec ")


def test_the_log_s_incarna_and_made_fast_lines_come_from_the_catalog(french):
    """They were English f-strings (a French player read English there); now entries, plural and all."""
    from game.ui import gamelog
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    assert gamelog.MORE["MadeFast"]({"spirit": 0, "n": 2}, g.state).endswith("pouvoirs lents dans la phase rapide ce tour-ci.")
    assert gamelog.MORE["IncarnaMoved"]({"spirit": 0, "land": "A5"}, g.state).startswith("L'Incarna de ")
    assert gamelog.MORE["IncarnaEmpowered"]({"spirit": 0}, g.state).endswith("est renforcé.")
    W.set_language("en")
    assert gamelog.MORE["MadeFast"]({"spirit": 0, "n": 1}, g.state).endswith("may use 1 slow power in the fast phase this turn.")


def test_the_table_s_refusals_are_worded_in_french(french):
    """affordances' own refusals (a drop, a click that does nothing) are catalog entries."""
    from game.ui.input import affordances as A
    from game.ui.input.hotspots import Target
    g = Game(newest({"spirits": ["falling-cinder-rain"], "seed": 3}))
    said = A.drop_reason(g.state, Target("piece", land="A5", token="E"), "")
    assert said.startswith("Déposez la pièce (Explorateur)"), said
    assert A._r("invaders_acting") == "Un instant : les envahisseurs agissent."
