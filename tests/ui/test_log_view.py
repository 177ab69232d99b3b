"""L opens the whole game log, large and searchable, over the table; the compact log stays
(issue 29 point 12: L hid the log and left an empty area, with no larger view)."""
import pygame

from game.engine import Choose
from game.ui.scenes.log_view import LogView, line_text


def _key(scene, key, unicode="", mod=0):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))


def _type(scene, words, text_input=False):
    """Letters as SDL sends them: a key press and, with text input on, the letter's TEXTINPUT."""
    for ch in words:
        _key(scene, pygame.key.key_code(ch) if ch != " " else pygame.K_SPACE, ch)
        if text_input:
            scene.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        scene.update(0.0)


def _played(table, n=40):      # a new game asks fewer questions (ask29): 60 first answers end it
    for _ in range(n):
        cmd = next(c for c in table.game.legal_commands() if isinstance(c, Choose))
        table.perform([cmd])
        table.anim.skip_all()


def test_l_opens_a_large_searchable_log_and_the_compact_log_stays(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, size=(1280, 720))
    _played(table)
    hand.frame()
    hand.key(pygame.K_l)
    view = table.app.scenes[-1]
    assert isinstance(view, LogView) and table.log_open          # the compact log is still there
    everything = view.shown()
    assert len(everything) == len(table.log.lines) > 20
    view.draw(table.app.screen)
    assert view._rect().width >= 0.75 * 1280 and view._rect().height >= 0.8 * 720
    _type(view, "explores into")
    found = view.shown()
    assert found and len(found) < len(everything)
    assert all("explores into" in line_text(l).lower() for l in found)
    view.draw(table.app.screen)                                     # the filtered view draws
    _key(view, pygame.K_ESCAPE)                                     # Esc: the search cleared first
    assert view.query == "" and table.app.scenes[-1] is view
    _key(view, pygame.K_l)                                          # L closes it (nothing typed)
    assert table.app.scenes[-1] is table


def test_an_l_inside_a_search_is_typed_and_shift_l_hides_the_compact_log(table_for):
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, size=(1280, 720))
    _played(table, 20)
    hand.frame()
    hand.key(pygame.K_l)
    view = table.app.scenes[-1]
    _type(view, "gale")
    assert view.query == "gale" and table.app.scenes[-1] is view
    _key(view, pygame.K_ESCAPE)
    _key(view, pygame.K_ESCAPE)
    assert table.app.scenes[-1] is table
    hand.key(pygame.K_l, pygame.KMOD_SHIFT)
    assert not table.log_open and table.app.scenes[-1] is table


def test_a_letter_that_comes_with_its_text_input_event_is_typed_once(table_for):
    """Under a real X server each letter comes as a key press and a TEXTINPUT: 'ravage' was
    typed 'rraavvaaggee'."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, size=(1280, 720))
    hand.frame()
    hand.key(pygame.K_l)
    view = table.app.scenes[-1]
    view.handle(pygame.event.Event(pygame.TEXTINPUT, text="l"))     # the L that opened it: not typed
    _type(view, "ravage", text_input=True)
    assert view.query == "ravage"


def test_a_searchs_lines_come_under_the_turn_and_phase_they_belong_to(table_for):
    """Playtest 29: the filtered lines did not show which turn they were from."""
    table, hand = table_for(["scattering-gale"], ["A"], seed=3, size=(1280, 720))
    _played(table)
    hand.frame()
    hand.key(pygame.K_l)
    view = table.app.scenes[-1]
    _type(view, "explores into")
    found = view.shown()
    rows = [words for words, _colour in view._rows(800)]
    assert len(rows) > len(found), "headings among the found lines"
    texts = {line_text(l) for l in found}
    under = [k for k in range(1, len(rows)) if rows[k - 1].startswith("— Turn") and rows[k] in texts]
    assert under, "a turn's heading right over its found lines"
    assert all(not r.startswith("— Turn") or k + 1 < len(rows) and rows[k + 1] in texts
               for k, r in enumerate(rows)), "a heading only over lines found"
