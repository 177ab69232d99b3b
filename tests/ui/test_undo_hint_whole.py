"""What Undo takes back is said whole over the Undo button (it was cut short with "…" at 1600x900
and 1280x720): on two lines where one is not enough."""
import pytest

from game.ui import text
from game.ui.render import sidebar

LONG = "Dread That Walks the Marsh Mist's target for Nightmares Walk Among Them (B8)"


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_the_undo_hint_is_whole_at_every_window_size(table_for, monkeypatch, size):
    table, hand = table_for(["marsh-mist-dread"], ["A"], seed=1, size=size)
    drawn, real = [], text.render
    monkeypatch.setattr(text, "render", lambda words, *a, **kw: drawn.append(words) or real(words, *a, **kw))
    L = table.layout
    sidebar.draw_prompt(table.game.state, 0, table.offer, L.prompt, L.u, 0, False, LONG)
    first = next(k for k, w in enumerate(drawn) if w.startswith("Undo (Ctrl+Z)"))
    said = [" ".join(drawn[first:first + n]) for n in (1, 2)]
    assert f"Undo (Ctrl+Z): {LONG}" in said, drawn[first:first + 2]
