"""An adversary-like pack, from one module through its Pack: the Warlord.

Its rule change makes the invaders build twice each invader phase, and adds a loss condition of
its own: the game is lost when a land holds three buildings or more, Towns and Cities together
("the invaders overran a land"),
shown to the players in the pack's own words."""
from game.content import catalog
from game.engine import kinds as K
from game.engine import pieces as P
from game.engine import phase, results

NAME = "tests-warlord"
RULE = "test-warlord"
OVERRUN = "test-overrun"
WORDS = "the invaders overran a land (three Towns and Cities in one land)"


def overrun(state) -> bool:
    """Three buildings or more in one land."""
    return any(P.count(pcs, K.BUILDINGS) >= 3 for pcs in state.lands.values())


def warlord(state) -> None:
    """The rule change, at setup: build twice, and check the overrun after every action."""
    phase.insert_step(state, "build", after="build")
    results.add_end(state, OVERRUN)


def register(pack) -> None:
    pack.end_condition(OVERRUN, results.DEFEAT, overrun, WORDS)
    pack.rule(RULE, warlord, text="The invaders build twice; three Towns and Cities in one land lose the game.")


def install() -> None:
    catalog.install(register, NAME)


def uninstall() -> None:
    catalog.forget(NAME)
