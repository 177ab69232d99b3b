"""Each spirit's tab names it in words that fit: its whole name where there is room, its short
name where six tabs share the panel at 1280×720 (never a name cut off with "…")."""
import pytest

from game.content import catalog
from game.ui import text
from game.ui.render.spirit_panel import tab_name

SIX = ["falling-cinder-rain", "scattering-gale", "marsh-mist-dread", "mending-moss", "old-village-drumbeat",
       "strangler-fig-runners"]


def _tab_words(table):
    """(the words on each tab, the room for them), as the panel lays its tabs out."""
    L, u = table.layout, table.layout.u
    n = len(table.game.state.spirits)
    w = min(int(330 * u), (L.spirit.width - int(16 * u)) // n)
    room = w - int(6 * u) - int(48 * u)
    return [(tab_name(catalog.SPIRITS[s.spirit_id], int(15 * u), room), room) for s in table.game.state.spirits]


def _fits(words, size, room):
    fitted = text.fit(words, size, room, True)
    return text.resources.font(fitted, True).size(words)[0] <= room


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_six_spirit_tabs_name_every_spirit_in_words_that_fit(table_for, size):
    table, _ = table_for(SIX, list("ABCDEF"), seed=3, size=size)
    u = table.layout.u
    for words, room in _tab_words(table):
        assert _fits(words, int(15 * u), room), (words, room)


def test_six_spirit_tabs_at_1920x1080_are_written_in_nearly_one_size(table_for):
    """No long name in small letters beside short names: a whole name only where it fits at
    nearly the tabs' size (the playtest saw "Falling Cinder Rain" shrunk beside "Gale")."""
    from game.ui.render.spirit_panel import TAB_SHRINK
    table, _ = table_for(SIX, list("ABCDEF"), seed=3, size=(1920, 1080))
    size = int(15 * table.layout.u)
    for words, room in _tab_words(table):
        assert text.fit(words, size, room, True) >= round(size * TAB_SHRINK), words
    assert "Cinder Rain" in [w for w, _ in _tab_words(table)]


def test_two_spirit_tabs_keep_the_whole_names(table_for):
    table, _ = table_for(SIX[:2], ["A", "B"], seed=3, size=(1280, 720))
    assert [w for w, _ in _tab_words(table)] == [catalog.SPIRITS[s].name for s in SIX[:2]]


def test_every_spirit_of_the_game_has_a_short_name_shorter_than_its_name():
    for sid in catalog.PACKS.ids_from("spirit", catalog._BUILT_IN):
        sp = catalog.SPIRITS[sid]
        assert sp.short and len(sp.short) < len(sp.name), sp.id
