"""The quest's rules speak in words (game/quest/words.py): every question, answer, log line and ending a
played quest meets has a whole sentence with its placeholders filled, names instead of ids, and the
tables are catalog sources (babel.cfg)."""
import configparser
import pathlib

from game.quest import words
from game.quest.bots import make_bot
from game.quest.engine import Quest
from game.quest.engine.data import content

ROOT = pathlib.Path(__file__).parents[2]


def test_every_question_answer_and_log_line_of_played_quests_is_a_filled_sentence():
    seen_decisions, seen_options, seen_events = set(), set(), set()
    for seed, heroes in ((3, ["brannoc", "mirelle", "osgar"]), (4, ["wenna", "dunstan"]), (2, ["mirelle"])):
        q = Quest({"heroes": heroes, "seed": seed})
        bot = make_bot("greedy", seed)
        while not q.state.result:
            d = q.state.decision
            prompt = words.prompt_words(d, q.state)
            assert prompt and "{" not in prompt, (d.kind, prompt)
            seen_decisions.add(d.kind)
            for o in d.options:
                text = words.option_words(d, o, q.state)
                assert text and "{" not in text and "None" not in text, (o, text)
                seen_options.add(o.kind)
            for e in q.apply(bot.choose(q)):
                line = words.log_words(e, q.state)
                assert "{" not in line, (e, line)
                if line:
                    seen_events.add(e.kind)
        assert words.cause_words(q.state.cause) in words.CAUSES.values()
    assert {"hero_turn"} <= seen_decisions and {"move", "attack", "end_turn"} <= seen_options
    assert set(words.PROMPTS) >= seen_decisions
    assert set(words.OPTIONS) >= seen_options


def test_names_not_ids_in_the_words():
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    d = q.state.decision
    move = next(o for o in d.options if o.kind == "move")
    assert content().areas[move.area].name in words.option_words(d, move, q.state)
    assert content().heroes["brannoc"].name in words.prompt_words(d, q.state)


def test_a_translator_speaks_every_table_and_english_comes_back():
    words.set_translator(lambda s: s.upper())
    try:
        assert words.rejection_words("nothing_to_decide") == words.REJECTIONS["nothing_to_decide"].upper()
    finally:
        words.set_translator(None)
    assert words.rejection_words("nothing_to_decide") == words.REJECTIONS["nothing_to_decide"]


def test_babel_cfg_extracts_the_quests_word_tables():
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "babel.cfg")
    section = cfg["module: game/quest/words.py"]
    assert section["module"] == "game.quest.words"
    assert set(section["tables"].split()) == {"REJECTIONS", "PROMPTS", "OPTIONS", "LOG", "PHASES", "CAUSES"}
    sections = cfg.sections()
    assert sections.index("module: game/quest/words.py") < sections.index("python: game/**.py")


def test_every_event_kind_the_quest_emits_has_a_log_line_or_is_silent_on_purpose():
    import re
    src = "".join(p.read_text() for p in (ROOT / "game" / "quest" / "engine").glob("*.py"))
    emitted = set(re.findall(r'emit\(state, "(\w+)"', src))
    assert {"HeroMoved", "DiceRolled", "QuestWon"} <= emitted, "the scan finds the quest's events"
    assert not emitted - set(words.LOG) - set(words.SILENT), sorted(emitted - set(words.LOG) - set(words.SILENT))


def test_one_wound_one_hit_read_in_the_singular():
    from game.core.events import Event
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    one = words.log_words(Event("Wounded", {"figure": "h0", "wounds": 1, "health": 9}), q.state)
    two = words.log_words(Event("Wounded", {"figure": "h0", "wounds": 2, "health": 8}), q.state)
    assert one.endswith("suffers 1 wound (9 health left).") and "2 wounds" in two


def test_doors_chests_and_search_areas_are_named_in_the_answers():
    from game.quest.engine import Option
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    s, d = q.state, q.state.decision
    c = content()
    assert words.option_words(d, Option("open", 0, target="d6"), s) == "open " + c.doors["d6"].name
    assert words.option_words(d, Option("bash", 0, target="door:l2"), s) == "bash " + c.doors["l2"].name
    assert c.areas["8B.d"].name in words.option_words(d, Option("bash", 0, target="chest:8B.d"), s)
    assert words.option_words(d, Option("search", 0, target="1B.b"), s) == "search " + c.areas["1B.b"].name


def test_counted_words_agree_with_their_number_in_every_table():
    """Issue 31, "both languages": one hit, one crown, one reroll left read in the singular, and the
    plural forms go through ngettext (French has its own forms)."""
    from game.core.events import Event
    from game.quest.engine import Decision, Option
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    s = q.state
    assert words.log_words(Event("Hits", {"hits": 1, "lethal": 0}), s) == "1 hit, 0 of it lethal."
    assert words.log_words(Event("Hits", {"hits": 2, "lethal": 1}), s) == "2 hits, 1 of them lethal."
    assert words.log_words(Event("CrownsGained", {"hero": 0, "amount": 1}), s).endswith("gains 1 crown.")
    one = words.prompt_words(Decision("hit_reroll", 0, [], {"rerolls": 1}), s)
    assert one.endswith("(1 reroll left)"), one
    d = s.decision
    assert words.option_words(d, Option("drop", 0, index=1), s) == "drop 1 crown"
    asked = []
    words.set_translator(lambda m: m, lambda one, other, n: asked.append((one, other, n)) or "X {hits}")
    try:
        assert words.log_words(Event("Hits", {"hits": 3, "lethal": 1}), s) == "X 3"
    finally:
        words.set_translator(None)
    assert asked == [("{hits} hit, {lethal} of it lethal.", "{hits} hits, {lethal} of them lethal.", 3)]


def test_the_player_counts_dice_from_one():
    from game.quest.engine import Option
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    assert words.option_words(q.state.decision, Option("reroll", 0, index=0), q.state) == "reroll die 1"


def test_a_condition_is_named_not_given_by_its_id():
    from game.core.events import Event
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    line = words.log_words(Event("ConditionGiven", {"figure": "h0", "condition": "stunned"}), q.state)
    assert line.endswith("is " + content().conditions["stunned"].name + "."), line


def test_a_phase_is_named_in_words_not_by_its_id():
    from game.core.events import Event
    q = Quest({"heroes": ["brannoc"], "seed": 1})
    assert words.log_words(Event("PhaseStarted", {"phase": "event", "round": 7}), q.state) == "Round 7: Event phase."
