"""A pack with a setup of its own: the Lantern, a token that does nothing, placed at setup.

Every game whose settings name the pack ({"packs": ["tests-lanterns"]}) begins with one Lantern
on each board's land 1; a game that does not name it has none. One module, the public seams
only: a kind and a setup, both through the pack's `Pack`."""
from game.content import catalog
from game.engine import kinds as K
from game.engine import variant

NAME = "tests-lanterns"
LANTERN = K.Kind("lantern", "L", "Lantern", token=True)


def light_the_lanterns(state) -> None:
    """The pack's setup: one Lantern on each board's land 1."""
    for board in state.config["boards"]:
        variant.setup_add(state, f"{board}1", LANTERN.letter)


def register(pack) -> None:
    pack.kind(LANTERN)
    pack.setup(light_the_lanterns)


def install() -> None:
    catalog.install(register, NAME)


def uninstall() -> None:
    catalog.forget(NAME)
