"""Whatever a player clicks on the table, at any point of a turn, the table answers (a move, a
refusal with its reason, a panel opened or closed) and draws the next frames: no click closes
the game. Every thing on screen is clicked in turn at several points of a turn; a click that
changed the game is taken back, so each point is tried as it was. (A refused click on a growth
option, an innate or a track slot closed the game until stop 21: only cards had been tried.)"""

from game.ui.input.hotspots import Target

GALE, RAIN = "scattering-gale", "falling-cinder-rain"


def _click_everything(table, hand) -> int:
    """Click each thing on screen once; returns how many were clicked."""
    clicked = set()
    lands = [Target("land", land=land) for land in table.game.state.lands]     # found by the island's shape
    for target in [t for _, t in table.hotspots.items] + lands:
        if target.key() in clicked or (target.kind, target.name) in (("button", "menu"), ("button", "undo")):
            continue                        # the pause menu is a scene of its own, undo is tried apart
        if table.hotspots.point_of(target) is None:
            continue                        # gone with an earlier click (a panel closed)
        clicked.add(target.key())
        before, tabletop, log, active = table.game.state.state_hash(), table.tabletop, table.log_open, table.active
        hand.click(target)
        hand.frame()                        # a refused thing shakes over the next frames
        if table.show_help:
            table.toggle_help()
        if table.tabletop != tabletop:
            table.toggle_tabletop()
        if table.log_open != log:
            table.toggle_log(compact=True)
        while table.app.scenes[-1] is not table:        # the large log (the Log button) closes
            table.app.pop()
        if table.active != active:
            hand.click(Target("tab", spirit=active))
        for _ in range(3):                  # one gesture may be several commands (a presence: action, track, land)
            if table.game.state.state_hash() != before:
                table.undo()
        assert table.game.state.state_hash() == before, f"{target} could not be taken back"
        hand.frame()
    return len(clicked)


def test_every_thing_on_screen_clicked_at_each_point_of_a_turn_is_answered(table_for):
    table, hand = table_for([GALE, RAIN], ["A", "B"], seed=1)
    kinds = set()
    n = _click_everything(table, hand)                          # growth to choose
    kinds |= {t.kind for _, t in table.hotspots.items}
    hand.click(Target("growth", spirit=0, index=2))             # Gale: presence within 1, 2 energy
    n += _click_everything(table, hand)                         # its growth's actions asked
    while table.game.state.decision.kind != "spirit_action":
        d = table.game.state.decision
        if d.kind == "growth_action":
            k = next(k for k, (label, _) in enumerate(table.offer.options) if "presence" in label)
            hand.click(Target("option", index=k))
        else:
            src = Target("track", spirit=0, name="energy")
            hand.drag(src, sorted(table.offer.drag(src))[0])
    n += _click_everything(table, hand)                         # cards to play
    kinds |= {t.kind for _, t in table.hotspots.items}
    from game.bots import make_bot
    bot = make_bot("greedy", 1)                                 # the rest of the spirit phase
    while table.game.state.decision.kind != "power_action":
        table.perform([bot.choose(table.game)])
    hand.frame()
    n += _click_everything(table, hand)                         # powers to use, targets
    assert {"growth", "innate", "track", "card", "piece", "tab", "button", "option"} <= kinds, " ".join(sorted(kinds))
    assert n > 60
