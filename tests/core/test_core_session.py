"""The rules core's Session, on a game of its own: a die-rolling race with nothing of the island in it.

What both games rely on: a refusal leaves the position as it was, undo goes back one command,
never across a reveal (a die roll), and an error inside the rules rolls the position back."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.events import Event
from game.core.rejection import Rejection
from game.core.rng import Rng
from game.core.session import Session
from game.core.bots import play


@dataclass
class Race:
    """A runner at `at` on a track of 10 spaces; a roll moves it 1-6 spaces."""
    at: int = 0
    seed: int = 1
    events: list = field(default_factory=list)

    def clone(self) -> "Race":
        return replace(self, events=[])


class RaceGame(Session):
    words = __name__        # this module words its refusals (rejection_words below)

    def __init__(self):
        super().__init__(Race())

    def refusal(self, cmd, check_form):
        if cmd not in ("step", "roll", "crash"):
            return Rejection("no_such_move", {"move": cmd}, words=self.words)
        return cmd

    def act(self, cmd, offered):
        if cmd == "crash":
            self.state.at = 99
            raise RuntimeError("a rule went wrong")
        if cmd == "step":
            self.state.at += 1
            self.state.events.append(Event("Stepped"))
        else:
            rng = Rng(self.state.seed)
            self.state.at += 1 + rng.below(6)
            self.state.seed = rng.state
            self.state.events.append(Event("Rolled", {"at": self.state.at}, reveal=True))

    def take_events(self):
        events, self.state.events = self.state.events, []
        return events

    def is_undo(self, cmd):
        return cmd == "undo"

    def finished(self):
        return "won" if self.state.at >= 10 else ""


def rejection_words(code, data):
    return {"no_such_move": "there is no move {move}"}.get(code, code).format(**data)


def test_a_refused_command_changes_nothing_and_says_why_in_its_game_s_words():
    game = RaceGame()
    why = game.apply("fly")
    assert not why and why.code == "no_such_move"
    assert why.reason == "there is no move fly"
    assert game.state.at == 0 and game.log == []


def test_undo_takes_back_the_last_command():
    game = RaceGame()
    game.apply("step"), game.apply("step")
    assert game.apply("undo") == [Event("Undone")]
    assert game.state.at == 1 and len(game.log) == 3


def test_undo_never_goes_back_across_a_reveal_a_die_roll():
    game = RaceGame()
    game.apply("step")
    game.apply("roll")
    rolled = game.state.at
    why = game.apply("undo")
    assert not why and why.code == "nothing_to_undo"
    assert game.state.at == rolled


def test_an_error_inside_the_rules_rolls_the_position_back():
    game = RaceGame()
    game.apply("step")
    why = game.apply("crash")
    assert not why and why.code == "engine_error" and "a rule went wrong" in why.data["error"]
    assert game.state.at == 1 and game.log == ["step"]


def test_a_finished_game_refuses_undo():
    game = RaceGame()
    for _ in range(10):
        game.apply("step")
    assert game.finished() == "won"
    assert game.apply("undo").code == "game_over"


def test_a_bot_plays_until_the_game_ends():
    class Stepper:
        def choose(self, session):
            return "step"
    game = play(RaceGame(), Stepper(), 50)
    assert game.state.at == 10 and len(game.log) == 10
