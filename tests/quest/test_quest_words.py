"""The quest's names and texts are extractable for the catalogs (game/locale/extract.py, babel.cfg): every
player-facing string of the content, and none of its ids or effect codes."""
import configparser
import pathlib

from game.locale.extract import extract_quest, quest_messages
from game.quest.content.quest import SPITTLESNOT

ROOT = pathlib.Path(__file__).parents[2]


def test_the_quests_names_and_texts_are_messages():
    messages = set(quest_messages())
    for card in SPITTLESNOT.heroes + SPITTLESNOT.enemies + SPITTLESNOT.events + SPITTLESNOT.traps:
        assert card.name in messages and card.text in messages
    for s in SPITTLESNOT.book:
        assert s.title in messages and s.text in messages
        assert all(c.label in messages for c in s.choices)
    for a in SPITTLESNOT.areas:
        assert a.name in messages
    assert SPITTLESNOT.heroes[0].powers[0].text in messages


def test_ids_and_codes_are_not_messages():
    messages = set(quest_messages())
    codes = {a.id for a in SPITTLESNOT.areas} | {h.id for h in SPITTLESNOT.heroes} | {"spawn", "fodder", "peach_found"}
    assert not messages & codes


def test_babel_cfg_extracts_the_quest_with_the_quest_extractor():
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "babel.cfg", encoding="utf-8")
    assert cfg["extractors"]["quest"] == "game.locale.extract:extract_quest"
    assert cfg.has_section("quest: game/quest/content/quest.py")
    assert len(list(extract_quest(None, (), (), {}))) == len(quest_messages())


def test_every_quest_name_and_text_has_a_french_entry():
    """The quest speaks French too (issue 28: "both languages"): the catalog translates every message of
    the quest's content."""
    from babel.messages.pofile import read_po
    with (ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "game.po").open("rb") as f:
        cat = read_po(f)
    missing = [m for m in quest_messages() if cat.get(m) is None or not cat.get(m).string or cat.get(m).fuzzy]
    assert not missing, missing[:5]


def _quest_msgids():
    """Every msgid extracted from game/quest as babel.cfg extracts it: the rules' word tables
    (game/quest/words.py) and the `_`/`ngettext` calls of the quest's table and engine."""
    from babel.messages.extract import extract
    from game.locale.extract import extract_module
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "babel.cfg", encoding="utf-8")
    out = []
    words = ROOT / "game" / "quest" / "words.py"
    with words.open("rb") as f:
        out += [m for _, _, m, _ in extract_module(f, ("_", "ngettext"), (), dict(cfg["module: game/quest/words.py"]))]
    for path in sorted((ROOT / "game" / "quest").rglob("*.py")):
        if path == words or "content" in path.parts:
            continue
        with path.open("rb") as f:
            out += [m for _, m, _, _ in extract("python", f)]
    # a call of `_` on a variable (not a literal) is no msgid: the raw extractor gives None for it
    return [m for m in out if m and (isinstance(m, str) or all(m[:2]))]


def test_every_word_of_the_quests_rules_and_table_has_a_french_entry():
    """Issues 28 and 31, "both languages": every sentence the quest's rules and table say (refusals,
    questions, answers, log lines, the table's labels) is translated, with every French plural form."""
    from babel.messages.pofile import read_po
    with (ROOT / "game" / "locale" / "fr" / "LC_MESSAGES" / "game.po").open("rb") as f:
        cat = read_po(f)
    ids = _quest_msgids()
    assert "Log" in ids and ("{n} crown", "{n} crowns") in ids and "dash" in ids, "the extraction finds the quest's words"
    missing = []
    for m in ids:
        key = m if isinstance(m, str) else tuple(m[:2])
        entry = cat.get(key)
        forms = entry.string if entry is not None else ""
        if entry is None or entry.fuzzy or not (all(forms) if isinstance(forms, tuple) else forms):
            missing.append(m)
    assert not missing, missing[:5]
