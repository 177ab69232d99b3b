"""A new piece kind with a hook: the Ward, a token that stops one build in its land.

When invaders would build in a land with a Ward, one Ward is removed instead. This is the
whole extension: one registration of data and a hook; no engine file knows about it.
"""
from game.engine import kinds as K

WARD = K.Kind("ward", "G", "Ward", token=True, pack="tests",
              hooks={"instead_of_build": K.stops_one("G", "build")})


def install() -> None:
    K.register(WARD)


def uninstall() -> None:
    K.unregister(WARD.letter)
