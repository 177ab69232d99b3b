"""The game log reads truly: names, never ids; an undone move leaves the log and the log says
what was undone; after Continue the whole log is back, with a line saying where it resumed."""
import re

from game.bots import make_bot
from game.content import catalog
from game.engine import Choose, Game, Undo
from game.persist import saves
from game.ui import gamelog

CONFIG = {"spirits": ["scattering-gale", "mending-moss"], "boards": ["A", "B"], "seed": 4}
IDS = set(catalog.POWERS.items) | set(catalog.FEAR.items) | set(catalog.BLIGHT.items) | {
    i.id for s in catalog.SPIRITS.items.values() for i in s.innates}


def text(lines):
    return ["".join(seg for seg, _ in line) for line in lines]


def played(n, seed=4):
    game, bot = Game(CONFIG), make_bot("greedy", seed)
    log = gamelog.GameLog(game.initial_events, game.state)
    for _ in range(n):
        if game.state.result:
            break
        cmd = bot.choose(game)
        before = game.state.clone()         # as the table keeps it for each command
        words = gamelog.describe_command(cmd, before)
        log.add(cmd, game.apply(cmd), before, game.state, words)
    return game, log


def test_the_log_names_powers_and_causes_never_ids():
    game, log = played(400)
    words = " ".join(text(log.lines))
    assert "fear generated" in words
    leaked = {i for i in IDS if re.search(rf"\b{re.escape(i)}\b", words)}
    assert not leaked


def test_fear_from_a_power_is_credited_to_the_power_by_name():
    from game.engine.events import Event
    line = gamelog.describe(Event("FearGenerated", {"amount": 2, "cause": "kindle-the-thatch"}), None)
    assert line[0][0] == f"2 fear generated ({catalog.POWERS['kindle-the-thatch'].name})."


def test_an_undone_move_leaves_the_log_and_the_log_says_what_was_undone():
    game, log = played(3)
    cmd = next(c for c in game.legal_commands() if type(c).__name__ == "Choose")
    before_lines = text(log.lines)
    words = gamelog.describe_command(cmd, game.state)
    log.add(cmd, game.apply(cmd), None, game.state, words)
    assert log.next_undo() == words
    before = game.state
    log.add(Undo(), game.apply(Undo()), before, game.state)
    assert text(log.lines) == before_lines + [f"Undid: {words}."]
    assert words.startswith(catalog.SPIRITS[game.state.spirits[cmd.spirit].spirit_id].name + "'")


def test_undoing_a_phase_end_leaves_one_phase_header():
    game, bot = Game(CONFIG), make_bot("greedy", 4)
    log = gamelog.GameLog(game.initial_events, game.state)
    while True:
        cmd = bot.choose(game)
        words = gamelog.describe_command(cmd, game.state)
        events = game.apply(cmd)
        log.add(cmd, events, None, game.state, words)
        if any(e.kind == "PhaseStarted" and e.data["phase"] == "fast" for e in events):
            break
    before = game.state
    log.add(Undo(), game.apply(Undo()), before, game.state)
    log.add(cmd, game.apply(cmd), None, game.state, words)
    headers = [t for t in text(log.lines) if t.startswith("— Turn 1: Fast")]
    assert len(headers) == 1


def test_the_log_rebuilt_from_a_save_is_the_whole_log_with_a_resume_line():
    game, log = played(60)
    game.apply(Undo())
    log.add(Undo(), [], None, game.state)
    path = saves.save_game(game, "half way")
    rebuilt = gamelog.GameLog.of_game(saves.load_game(path))
    st = game.state
    assert text(rebuilt.lines)[:-1] == text(log.lines)
    assert text(rebuilt.lines)[-1] == f"— Game resumed at turn {st.turn}, {gamelog.PHASES[st.phase]} —"


def test_the_table_log_says_what_ctrl_z_undid_in_the_undo_buttons_words(table_for):
    table, hand = table_for(["scattering-gale", "mending-moss"], ["A", "B"], seed=4)
    bot = make_bot("greedy", 4)
    for _ in range(4):
        table.perform([bot.choose(table.game)])
    shown = table.undo_words()
    lines = text(table.log_lines)
    assert shown
    table.undo()
    assert text(table.log_lines)[-1] == f"Undid: {shown}."
    assert len(text(table.log_lines)) <= len(lines)


def test_the_log_seen_while_loading_is_the_log_rebuilt_by_a_replay():
    from game.ui import bridge
    game, _ = played(80)
    game.apply(Undo())
    path = saves.save_game(game, "watched")
    loaded = bridge.load_game(path)
    assert loaded.past is not None and loaded.past.done == 0      # resumed from its snapshot
    loaded.past.step(10 ** 9)
    log, replaying = bridge.loaded_log(loaded)
    assert replaying
    log.resumed(loaded)
    assert text(log.lines) == text(gamelog.GameLog.of_game(loaded).lines)
    assert loaded.state.state_hash() == game.state.state_hash()


def test_an_undo_that_swaps_one_line_for_its_note_still_changes_what_the_log_panel_shows():
    """The panel's picture is kept while its key holds: the key must change when an undo takes
    one line out and writes one note, leaving as many lines as before (a player saw the undone
    growth stay in the log)."""
    game = Game(CONFIG)
    log = gamelog.GameLog(game.initial_events, game.state)
    for _ in range(50):
        d = game.state.decision
        o = d.options[-1]
        cmd = Choose(o.spirit if d.spirit < 0 else d.spirit, o)
        n = len(log.lines)
        events = game.apply(cmd)
        log.add(cmd, events, None, game.state, gamelog.describe_command(cmd, game.state))
        if len(log.lines) == n + 1 and log.next_undo():
            break
    else:
        raise AssertionError("no command wrote exactly one undoable line")
    seen = (log.version, len(log.lines))
    log.add(Undo(), game.apply(Undo()), None, game.state)
    assert len(log.lines) == seen[1] and text(log.lines)[-1].startswith("Undid:")
    assert (log.version, len(log.lines)) != seen


def test_a_full_stop_after_a_linked_name_sits_on_the_name_with_no_space():
    import pygame
    pygame.init()
    from game.ui import resources
    from game.ui.render import sidebar
    rows, _ = sidebar._layout([[("Gale gains ", None), ("Scouts in the Crags", ("power", "x")), (".", None)]], 14, 2000)
    words = {w: x for x, w, _, _ in rows[0]}
    font = resources.font(14)
    assert words["."] == words["Crags"] + font.size("Crags")[0]
    assert words["Scouts"] > words["gains"] + font.size("gains")[0], "a space before the name stays"
    assert W_a("Explorer") == "an Explorer" and W_a("Town") == "a Town"


def W_a(noun):
    from game.words import a_or_an
    return a_or_an(noun)


def test_a_new_log_line_is_laid_out_alone_and_the_kept_rows_are_those_laid_out_afresh():
    import pygame
    pygame.init()
    from game.ui.render import sidebar
    lines = [[(f"Gale pushes {k} Explorers from A{k % 8 + 1} to the sea, where the tide takes them. ", None)]
             for k in range(40)]
    sidebar._line_rows.cache_clear()
    fresh, owner = sidebar._layout(lines, 14, 300)
    assert len(fresh) > len(lines) and len(owner) == len(fresh) and owner[-1] == len(lines) - 1              # long lines wrap onto a second row
    laid = sidebar._line_rows.cache_info().misses
    after, _ = sidebar._layout(lines + [[("Moss defends A5.", None)]], 14, 300)
    assert sidebar._line_rows.cache_info().misses == laid + 1
    assert after[:len(fresh)] == fresh and len(after) == len(fresh) + 1
    assert sidebar._layout(lines, 14, 600)[0] != fresh     # another width lays out anew
    assert sidebar._layout(lines, 20, 300)[0] != fresh     # and another font size


def test_a_loaded_game_s_log_tells_defend_and_the_end_of_a_turn_as_the_table_told_them():
    """The table writes each command's lines with the position before it (Defend's part in a
    ravage, what the end of a turn cleans up); the log a load rebuilds by replaying the moves
    must say the same words (after Continue it said 'Played cards go to the discard and damage
    heals.' where the table had named each spirit's cards)."""
    game, bot = Game(CONFIG), make_bot("greedy", 4)
    live = gamelog.GameLog(game.initial_events, game.state)
    while game.state.turn < 4 and not game.state.result:
        cmd = bot.choose(game)
        before = game.state.clone()
        words = gamelog.describe_command(cmd, before)
        live.add(cmd, game.apply(cmd), before, game.state, words)
    told = text(live.lines)
    assert any(" discards " in line for line in told)       # the end of a turn, told in full
    rebuilt = text(gamelog.GameLog.of_game(game).lines)
    assert rebuilt[:-1] == told and rebuilt[-1].startswith("— Game resumed")
