"""Pictures kept for reuse stay within a budget of bytes (ui.memory.kept): a long game shows
hundreds of different card faces and text lines, and counting entries let them grow without end."""
from __future__ import annotations

import pygame

from game.ui import memory, text
from game.ui.render import cards


def test_pictures_kept_stay_within_their_budget_and_the_latest_are_kept():
    memory.fit_window((1920, 1080))          # budgets as set (another test's window may be larger)
    drawn = []

    @memory.kept(megabytes=1)
    def square(side: int, colour: int) -> pygame.Surface:
        drawn.append((side, colour))
        return pygame.Surface((side, side), pygame.SRCALPHA)

    for c in range(40):                       # 40 pictures of 100 KB: 4 MB drawn, 1 MB kept
        square(160, c)
    info = square.cache_info()                # sizes in bytes: as many as fit, and no more
    one = memory.picture_bytes(pygame.Surface((160, 160), pygame.SRCALPHA))
    assert info.maxsize == 2**20 and info.maxsize - one < info.currsize <= info.maxsize
    square(160, 39)                           # the latest is still there: not drawn again
    assert drawn.count((160, 39)) == 1
    square(160, 0)                            # the first went long ago
    assert drawn.count((160, 0)) == 2


def test_a_picture_bigger_than_the_budget_is_drawn_each_time_and_never_kept():
    @memory.kept(megabytes=0.01)
    def big() -> pygame.Surface:
        return pygame.Surface((200, 200))
    assert big() is not big()
    assert big.cache_info().currsize == 0


def test_card_faces_and_text_lines_are_kept_by_bytes():
    pygame.font.init()
    for fn in (cards.power_card, cards.fear_card, text.render):
        assert fn.cache_info().maxsize >= 2**20      # a budget in bytes, not a count of entries
    a = text.render("Ravage", 14)
    assert text.render("Ravage", 14) is a


def _kept_count(side: int) -> int:
    @memory.kept(megabytes=1)
    def square(colour: int) -> pygame.Surface:
        return pygame.Surface((side, side), pygame.SRCALPHA)
    for c in range(80):
        square(c)
    return len(square.cache)


def test_a_larger_window_keeps_as_many_pictures_as_at_1920x1080():
    """Cards and words are drawn larger in a larger window: the budget holds as many of them
    (at 3840x2160, four times the bytes), and a smaller window keeps the budget as set."""
    try:
        assert memory.fit_window((1280, 720)) == 1.0
        at_1080 = _kept_count(160)
        assert 0 < at_1080 < 80
        assert memory.fit_window((3840, 2160)) == 4.0
        assert _kept_count(320) == at_1080           # four times the pixels each, as many kept
        assert _kept_count(160) > 3 * at_1080
    finally:
        memory.fit_window((1920, 1080))
