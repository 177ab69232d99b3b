"""An adversary-like rule change that adds to the island at setup: Eager Settlers.

Each spirit's home board starts with one more Town in its land 1, and one blight (taken from
the blight card) in its land 2. The whole extension is one rule change using the setup helpers
of `game.engine.variant`; after it every invariant of the game holds.
"""
from game.engine import kinds as K
from game.engine import variant

RULE = "test-eager-settlers"


def eager_settlers(state) -> None:
    for board in state.config["boards"]:
        variant.setup_add(state, f"{board}1", K.TOWN)
        variant.setup_blight(state, f"{board}2")


def install() -> None:
    variant.register_rule(RULE, eager_settlers, pack="tests", text="One more Town and one blight on each board.")


def uninstall() -> None:
    variant.unregister_rule(RULE)
