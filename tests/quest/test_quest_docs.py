"""docs/quest.md stays true to the content: every section of the Book, every hero and enemy is in it, and the
one-player reserve it gives is the one in tuning.py."""
import pathlib

from game.quest.content.quest import SETUPS, SPITTLESNOT

DOC = (pathlib.Path(__file__).parents[2] / "docs" / "quest.md").read_text(encoding="utf-8")


def test_the_book_table_lists_every_section():
    for s in SPITTLESNOT.book:
        assert f"| {s.number} | {s.title} |" in DOC, s.number


def test_the_cast_names_every_hero_and_enemy():
    for card in SPITTLESNOT.heroes + SPITTLESNOT.enemies:
        assert card.name in DOC, card.name


def test_the_one_player_reserve_is_the_documented_one():
    r = SETUPS[1].reserve
    assert (r.fodder, r.minion, r.elite, r.champion) == (3, 2, 1, 0)
    assert "3 fodder, 2 minions, 1 elite, no champion" in DOC
