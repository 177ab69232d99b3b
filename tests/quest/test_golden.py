"""Golden transcripts of two seeded quests played by the greedy bot: each decision, the answer in
words, and at each round's start where everyone stands. A rules or content change shows up as a
diff; regenerate deliberately with UPDATE_GOLDEN=1 and say why in the commit."""
import os
import pathlib

import pytest

from game.quest.bots import make_bot
from game.quest.engine import Quest
from game.quest.engine.data import content
from game.quest.words import option_words

HERE = pathlib.Path(__file__).parent.parent / "golden"
CASES = [(("brannoc", "mirelle", "osgar"), 3), (("wenna", "dunstan"), 7)]


def board(state) -> str:
    heroes = " ".join(f"{h.id}@{h.area}:{h.health}{'G' if h.ghost else ''}" for h in state.heroes)
    enemies = " ".join(f"{e.kind}@{e.area}:{e.health}" for e in state.enemies)
    return f"{heroes} | {enemies or '-'} | flags {','.join(state.flags) or '-'}"


def transcript(heroes, seed: int) -> str:
    q = Quest({"heroes": list(heroes), "seed": seed})
    bot = make_bot("greedy", seed)
    lines = [f"== round {q.state.round}: {board(q.state)}"]
    while not q.state.result:
        s = q.state
        d = s.decision
        cmd = bot.choose(q)
        lines.append(f"R{s.round} {s.phase:<6} {d.kind:<13} [{len(d.options)}] -> h{cmd.hero} "
                     f"{option_words(d, cmd.option, s)}")
        for e in q.apply(cmd):
            if e.kind == "RoundStarted":
                lines.append(f"== round {e.data['round']}: {board(q.state)}")
            elif e.kind in ("EventRevealed", "EncounterDrawn", "BookRead", "HeroDied", "EnemyDied"):
                lines.append(f"   {e.kind} {' '.join(f'{k}={v}' for k, v in sorted(e.data.items()))}")
    s = q.state
    lines.append(f"RESULT {s.result} ({s.cause}) round {s.round} hash {s.state_hash()}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("heroes, seed", CASES, ids=lambda c: "+".join(c) if isinstance(c, tuple) else str(c))
def test_a_seeded_quest_plays_exactly_as_its_golden_transcript(heroes, seed):
    path = HERE / ("quest-" + "-".join(heroes) + f"-{seed}.txt")
    text = transcript(heroes, seed)
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text)
    assert path.exists(), f"no golden transcript {path.name}: run once with UPDATE_GOLDEN=1 and review it"
    assert text == path.read_text()


def test_the_golden_quests_end_both_ways():
    """One golden quest is won and one lost, so the transcripts cover an ending of each kind."""
    ends = {(HERE / ("quest-" + "-".join(h) + f"-{s}.txt")).read_text().splitlines()[-1].split()[1] for h, s in CASES}
    assert ends == {"victory", "defeat"}, ends
    assert content().quest.id == "spittlesnot"
