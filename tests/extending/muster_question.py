"""A question a pack's rules ask, with its words: the Dahan Muster.

After the invaders build, the first spirit chooses one land with Dahan, and one more Dahan
joins them there. The rules ask by a prompt code and offer options by kind and data; the pack
gives both their words (an English sentence with named placeholders, a catalog's msgid).
"""
from game.engine import flow, phase
from game.engine import pieces as P
from game.engine.state import option

STEP, RULE, PACK = "test_dahan_muster", "test-muster", "tests-muster"


@flow.step("muster_where")
def _muster_where(state, st):
    """Ask where the Dahan muster, then add one Dahan there."""
    if "choice" in st:
        land = flow.choice(st).land
        P.add(state.lands[land], "D")
        flow.emit(state, "PieceAdded", land=land, piece="D", cause=STEP)
        return
    lands = sorted(l for l, pcs in state.lands.items() if P.count(pcs, "D"))
    if lands:
        flow.ask(state, 0, "muster", "muster_where", [option("muster", 0, land=l) for l in lands], dict(st),
                 {"n": len(lands)})


def register(pack) -> None:
    pack.step(STEP, lambda state: [{"op": "muster_where"}])
    pack.rule(RULE, lambda state: phase.insert_step(state, STEP, after="build"))
    pack.prompt_words("muster_where", ("The Dahan muster: {n} land has Dahan. Where does one more join them?",
                                       "The Dahan muster: {n} lands have Dahan. Where does one more join them?"))
    pack.option_words("muster_where.muster", "muster in {land}")
