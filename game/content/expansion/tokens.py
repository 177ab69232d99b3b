"""The six tokens of the expansion as kinds of piece, with their hooks (003 JETONS DANGERS,
DISCORDE, TERRE HOSTILE, VITALITÉ).

Each is a `Kind` in the land notation's registry, with one capital letter:

| letter | token | what it does on its own |
| --- | --- | --- |
| A | Beasts | nothing: powers and events move and count them |
| W | Wilds | one is removed instead of an explore into its land |
| Z | Disease | one is removed instead of a build in its land |
| H | Badlands | +1 damage each to an action's damage in its land, when it deals at least 1 |
| V | Vitality | one is removed instead of a blight added to its land while the land has none |
| S | Strife | rides on an invader ("1Es"): in its next ravage that invader deals 0 damage, then one goes |

The hooks are asked only where the tokens are: a game that is not played with the expansion
never has one on its island, so its rules are the base game's. The pack's effects that add,
remove, move and count them are the ops of `game.content.ops` (see docs/extending.md, "The
expansion's tokens").
"""
from __future__ import annotations

from game import kinds as K
from game.content.boards import BOARDS

BEASTS, WILDS, DISEASE, BADLANDS, VITALITY, STRIFE = "A", "W", "Z", "H", "V", "S"
LETTERS = (BEASTS, WILDS, DISEASE, BADLANDS, VITALITY, STRIFE)
_STRIFE_MARK = STRIFE.lower()      # how a piece carrying strife is written ("Es")


def _no_blight(state, land: str) -> bool:
    """Vitality stands in for blight only in a land that has none (003 VITALITÉ)."""
    return state.lands[land].get(K.BLIGHT, 0) == 0


def badlands_damage(state, land: str, n: int, source: str) -> int:
    """adds_damage: each Badlands in the land adds 1 to an action's damage there (a power's, the
    ravage's, the Dahan fighting back); asked only for an action that deals at least 1."""
    return state.lands[land].get(BADLANDS, 0)


def strife_damage(state, land: str, token: str, damage: int) -> int:
    """invader_damage: an invader carrying strife deals 0 damage to the land and the Dahan in
    its ravage (whatever it dealt before: other modifiers of its own damage come first), and one
    strife leaves it (even when it already dealt 0)."""
    if _STRIFE_MARK not in token[1:]:
        return damage
    pieces = state.lands[land]
    n = pieces.get(token, 0)
    if n > 0:
        shed = token.replace(_STRIFE_MARK, "", 1)      # the attached letters follow the kind and its damage
        if n > 1:
            pieces[token] = n - 1
        else:
            del pieces[token]
        pieces[shed] = pieces.get(shed, 0) + 1
        K.record(state, "Detached", land=land, piece=token[0], attached=STRIFE, token=shed)
    return 0


KINDS = (
    K.Kind("beasts", BEASTS, "Beast", plural="Beasts", token=True),
    K.Kind("wilds", WILDS, "Wilds", plural="Wilds", token=True,
           hooks={"instead_of_explore": K.stops_one(WILDS, "explore")}),
    K.Kind("disease", DISEASE, "Disease", plural="Disease", token=True,
           hooks={"instead_of_build": K.stops_one(DISEASE, "build")}),
    K.Kind("badlands", BADLANDS, "Badlands", plural="Badlands", token=True,
           hooks={"adds_damage": badlands_damage}),
    K.Kind("vitality", VITALITY, "Vitality", plural="Vitality", token=True,
           hooks={"instead_of_blight": K.stops_one(VITALITY, "blight", when=_no_blight)}),
    # asked after every other kind's modifier of an invader's damage (003 DISCORDE)
    K.Kind("strife", STRIFE, "Strife", plural="Strife", token=True, attached=True, hook_rank=1,
           hooks={"invader_damage": strife_damage}),
)


def setup_lands(boards) -> dict[str, str]:
    """Where the expansion's setup puts its tokens on an island of these boards (003 "F)
    Extensions"): one Beasts on each board's lowest-numbered land without a setup symbol (no
    starting pieces printed on it), one Disease on each board's land 2 (the City's)."""
    out: dict[str, str] = {}
    for board in boards:
        bare = [spec.number for spec in BOARDS[board].lands if not spec.start.strip()]
        if bare:
            out[f"{board}{min(bare)}"] = BEASTS
        out.setdefault(f"{board}2", "")
        out[f"{board}2"] += DISEASE
    return {land: letters for land, letters in out.items() if letters}


def printed_lands(boards, sides) -> dict[str, str]:
    """The tokens the boards' sides print (``BoardSpec.tokens``, the thematic boards'), as
    setup_lands gives them: land -> letters, one letter per token."""
    out: dict[str, str] = {}
    for board in boards:
        for number, notation in sides[board].tokens:
            for part in notation.split():
                out[f"{board}{number}"] = out.get(f"{board}{number}", "") + part[-1] * int(part[:-1])
    return out


def setup(state) -> None:
    """The expansion's setup, in every game that names the pack: its tokens on each board. A
    layout whose sides print the tokens (the thematic island, 003 "F) Extensions": its boards
    show where they go) has them where they are printed; the balanced boards follow the rule."""
    boards = state.config["boards"]
    sides = _sides_of(state.config.get("layout"))
    printing = [b for b in boards if sides is not None and b in sides and sides[b].tokens]
    lands = setup_lands([b for b in boards if b not in printing])
    lands.update(printed_lands(printing, sides))
    for land, letters in lands.items():
        pieces = state.lands[land]
        for letter in letters:
            pieces[letter] = pieces.get(letter, 0) + 1


def _sides_of(layout_id):
    """The board sides a game's layout lays (None for the standard island's balanced boards)."""
    if not layout_id:
        return None
    from game.content.layouts import layout_of
    try:
        return layout_of(layout_id).sides
    except KeyError:
        return None


def register(pack) -> None:
    """Hand the six tokens and the setup that places them to `pack` (the expansion's other
    parts name them)."""
    for kind in KINDS:
        pack.kind(kind)
    pack.setup(setup)
