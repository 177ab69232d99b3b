"""The guided first game (issue 31, "A guided first game"): the steps wait for the move they ask
for, made with the table's own controls; a wrong move is explained and not played; the player can
leave or start again; the lesson's bot plays it to the end."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game.guide import lesson as L
from game.ui.input.hotspots import Target


@pytest.fixture
def lesson(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIRIT_TABLE_HOME", str(tmp_path / "home"))
    from game.ui import bridge
    from game.ui.program import App
    from game.ui.scenes.lesson import open_lesson
    app = App((1600, 900), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    scene = open_lesson(app)
    scene.click_settle = 0.0
    frame(scene)
    yield scene
    app.close()


def frame(scene):
    scene.update(0.0)
    scene.seen(scene.draw(scene.app.screen))


def click(scene, pos):
    from game.ui.autoplay import click_events
    for ev in click_events(pos):
        scene.handle(ev)
    frame(scene)


def test_the_lesson_opens_on_its_first_step_and_waits_for_next(lesson):
    assert lesson.reading["id"] == "welcome"
    assert "next" in lesson.buttons
    moves = len(lesson.game.log)
    growth = lesson.hotspots.point_of(Target("growth", index=0, spirit=0))
    if growth:
        click(lesson, growth)
    assert len(lesson.game.log) == moves and lesson.reading["id"] == "welcome"
    click(lesson, lesson.buttons["next"].center)
    assert lesson.reading is None and lesson.current["id"] == "growth"


def test_a_wrong_move_is_explained_and_not_played_and_the_asked_move_is(lesson):
    click(lesson, lesson.buttons["next"].center)
    wrong = next(o for o in lesson.game.state.decision.options if o.kind == "growth" and o.index == 0)
    from game.engine import Choose
    assert lesson.perform([Choose(0, wrong)]) is False
    assert lesson.notice.startswith("Not quite") and not lesson.game.log
    asked = lesson.asked()
    assert asked is not None and asked.option.index == 2
    from game.ui.autoplay import gesture_for
    for ev in gesture_for(lesson, [asked]):        # the player's own click on the lit growth
        lesson.handle(ev)
    frame(lesson)
    assert len(lesson.game.log) == 1
    assert lesson.k > [s["id"] for s in lesson.steps].index("growth")


def test_start_again_opens_the_lesson_anew_and_leave_goes_to_the_main_menu(lesson):
    click(lesson, lesson.buttons["next"].center)
    app = lesson.app
    click(lesson, lesson.buttons["again"].center)
    again = app.scenes[-1]
    assert again is not lesson and again.reading["id"] == "welcome"
    frame(again)
    click(again, again.buttons["leave"].center)
    assert type(app.scenes[-1]).__name__ == "MainMenu"


def test_the_lessons_steps_teach_every_part_the_issue_names():
    ids = {s["id"] for s in L.STEPS}
    for part in ("growth", "source", "buy", "elements", "innate", "push", "gather", "ravage", "blight",
                 "cascade", "fear", "end"):
        assert part in ids
    for s in L.STEPS:
        assert s["title"] and s["text"] and s["why"]
        assert "expect" not in s or s.get("wrong")


def test_the_lesson_autoplays_to_its_end_with_a_picture_per_step(tmp_path):
    out = tmp_path / "shots"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SPIRIT_TABLE_HOME=str(tmp_path / "home"))
    res = subprocess.run([sys.executable, "-m", "game", "tutorial", "--autoplay", "--screenshots", str(out)],
                         env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr[-2000:]
    names = sorted(p.name for p in out.glob("*.png"))
    assert len(names) >= 10
    for step in ("push", "ravage", "blight", "gather", "finished"):
        assert any(step in n for n in names), (step, names)
    assert not (tmp_path / "home" / "saves").exists() or not any((tmp_path / "home" / "saves").iterdir())


def test_the_step_count_is_true_when_a_drag_answers_two_steps_at_once(lesson):
    """Issue 31: "step n of 23" is the step's own number, so a presence dragged straight from its
    track onto a land (the source and the land steps answered by one gesture) leaves no gap and
    the lesson still ends on its last number."""
    import copy
    from game.engine import Choose
    click(lesson, lesson.buttons["next"].center)                 # welcome read
    assert lesson.perform([lesson.asked()])                        # growth
    d = lesson.game.state.decision
    if d.kind == "growth_action":                                  # the presence first
        assert lesson.perform([Choose(d.spirit, d.options[d.data["actions"].index("presence")])])
    frame(lesson)
    assert lesson.current["id"] == "source"
    source = lesson.asked()
    ahead = copy.deepcopy(lesson.game)
    ahead.apply(source)
    d = ahead.state.decision
    land = Choose(d.spirit, d.options[0])
    assert lesson.perform([source, land])                          # one drag: source and land
    frame(lesson)
    assert lesson.current["id"] == "buy"
    number = getattr(lesson, "step_number", lambda: lesson.shown_count)     # before: the steps shown
    assert number() == [s["id"] for s in L.STEPS].index("buy") + 1
    lesson.finished = True
    assert number() == len(L.STEPS)
