"""The setup screen says why a game cannot start in the player's language (issue 31): a pair of
adversaries the rules refuse, chosen at a French table, is refused in French."""
from __future__ import annotations

from game import words as W
from game.ui import bridge
from game.ui.program import App


def test_a_refused_pair_of_adversaries_is_said_in_french_at_a_french_table(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path))
    from game.content.adversaries import ADVERSARIES
    from game.ui.scenes.menus import NewGame
    from tests.ui.test_setup_score_history import _pick, _run as run
    lead = next(a for a in ADVERSARIES.items.values() if a.refuses)
    other = ADVERSARIES[next(iter(lead.refuses))]
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False, language="fr"))
    try:
        app.replace_all(NewGame(app))
        run(app)
        form = app.scenes[-1]
        _pick(app, form.adv_rows[0][0], W.tr(lead.name))
        _pick(app, form.adv_rows[1][0], W.tr(other.name))
        said = form.status.text
        assert said.startswith(W._("This game cannot be set up: {why}.").split("{")[0]), said
        assert W.tr(lead.refuses[other.id]) in said, said
        assert lead.refuses[other.id] not in said, said          # not the English
    finally:
        app.close()
        W.set_language("en")
