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
