"""Small helpers for rule tests: find lands with the geography a rule needs."""
from game.engine.island import island


def lands_where(state, coastal=None, terrain=None, board="A"):
    """Land ids on a board with the given coastal flag / terrain."""
    out = []
    for lid, info in island(state).lands.items():
        if info.board != board:
            continue
        if coastal is not None and info.coastal != coastal:
            continue
        if terrain is not None and info.terrain != terrain:
            continue
        out.append(lid)
    return out


def neighbours(state, land):
    """The lands adjacent to a land, sorted."""
    return sorted(island(state).lands[land].adjacent)


def inland_pair(state):
    """Two adjacent inland lands (a, b)."""
    for a in lands_where(state, coastal=False):
        for b in neighbours(state, a):
            if not island(state).lands[b].coastal:
                return a, b
    raise AssertionError("board has no two adjacent inland lands")
