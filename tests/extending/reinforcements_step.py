"""A new invader-phase step, and the rule change that puts it into a game: Reinforcements.

After the invaders build, every land with a City gains 1 Explorer. The step is registered by
name; a game plays it when its configuration names the rule change (as an adversary would).
"""
from game.engine import kinds as K
from game.engine import pieces as P
from game.engine import phase, variant

STEP = "reinforcements"
RULE = "test-reinforcements"


def reinforcements(state) -> list[dict]:
    """Resolution steps: one explorer added to each land with a City, in the island's order."""
    lands = [l for l, pcs in state.lands.items() if P.count(pcs, K.CITY)]
    return [{"op": "fx", "fx": {"op": "add", "n": 1, "kinds": K.EXPLORER},
             "ctx": {"spirit": 0, "land": l, "source": RULE}} for l in lands]


def install() -> None:
    phase.register_step(STEP, reinforcements, pack="tests")
    variant.register_rule(RULE, lambda state: phase.insert_step(state, STEP, after="build"), pack="tests")


def uninstall() -> None:
    variant.unregister_rule(RULE)
    phase.unregister_step(STEP)
