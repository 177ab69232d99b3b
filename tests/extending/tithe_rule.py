"""An adversary-like pack in one module: the Tithe. It uses the seams a rule change has for an
adversary's setup and escalation:

- the invader deck's make-up (one stage I card fewer) and the fear deck's (a fourth fear card at
  terror level 2), and the fear that earns a card (5 per spirit);
- blight from the box at setup (1 on each board's land 2) and 1 blight fewer per spirit on the
  blight card;
- a reaction to a reveal: when a stage II card is revealed, before the explore, 1 Explorer comes
  to every land with a Town (an escalation)."""
from game.content import catalog, ops
from game.content.invaders import INVADER_CARDS
from game.engine import kinds as K
from game.engine import variant

NAME = "tests-tithe"
RULE = "test-tithe"
ALARM = "test-tithe-alarm"


def alarm(state, card_id) -> list[dict]:
    """When a stage II card is revealed: 1 Explorer to every land with a Town, before the explore."""
    if INVADER_CARDS[card_id].stage != 2:
        return []
    return [{"op": "ops", "ops": [ops.each_land("towns", (ops.add(1, K.EXPLORER),))],
             "ctx": {"spirit": 0, "land": ""}}]


def tithe(state) -> None:
    """The rule change, at setup."""
    variant.shape_invader_deck(state, "11-2222-33333")
    variant.shape_fear_deck(state, (3, 4, 3))
    variant.fear_per_card(state, 5)
    variant.blight_on_card(state, -1)
    for board in state.config["boards"]:
        variant.setup_blight(state, f"{board}2", from_box=True)
    variant.react_to_reveal(state, ALARM)


def register(pack) -> None:
    pack.reaction(ALARM, alarm)
    pack.rule(RULE, tithe, text="A shorter invader deck, more fear cards, blight at setup; stage II cards "
                                "bring Explorers to every Town.")


def install() -> None:
    catalog.install(register, NAME)


def uninstall() -> None:
    catalog.forget(NAME)
