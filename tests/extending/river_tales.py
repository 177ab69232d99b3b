"""The guide's own examples (docs/extending.md), as a pack author would write them in one module:
the Ward (a token that stops a build), Flood Tide (an invader step) and Explore First (a rule
change that also gives Towns 3 health in its games). Each registers when `install` runs; the
tests of tests/test_extending.py play them."""
from game.content import ops
from game.engine import kinds as K, phase, variant


def install() -> None:
    WARD = K.Kind("ward", "G", "Ward", token=True, pack="river-tales",
                  hooks={"instead_of_build": K.stops_one("G", "build")})
    K.register(WARD)

    @phase.invader_step("flood-tide", pack="river-tales")
    def flood_tide(state):
        return [{"op": "ops", "ops": [ops.each_land("coastal", (ops.add(1, K.DAHAN),))],
                 "ctx": {"spirit": 0, "land": ""}}, {"op": "check_end"}]

    @variant.rule_change("explore-first", pack="river-tales", text="The invaders explore before they ravage.")
    def explore_first(state):
        phase.remove_step(state, "explore")
        phase.insert_step(state, "explore", before="ravage")
        variant.change_kind(state, K.TOWN, health=3)       # for this game only


def uninstall() -> None:
    variant.unregister_rule("explore-first")
    phase.unregister_step("flood-tide")
    K.unregister("G")
