"""The closed set of effect primitives a card, innate, fear or blight effect is built from.

Each constructor returns a plain dict. The interpreter is `game.engine.effects`. An effect
runs with a context: the acting spirit, the target land (if any) and the target spirit.

Kinds are strings of piece letters (game.kinds: K.EXPLORER, K.TOWN, K.CITY, K.DAHAN,
K.BLIGHT); "ETC" (K.INVADERS) means any invader.

Land conditions (used for targeting, `if_` and `each_land`), all of which must hold:
  a terrain ("mountain", "wetland", "jungle", "sand") or several joined by "|" ("jungle|sand");
  "coastal", "inland", "invaders", "noinvaders", "dahan", "nodahan", "blight", "noblight",
  "buildings" (a Town or City), "explorers", "towns", "cities", "presence" (acting spirit's),
  "nopresence", "sacred" (acting spirit's sacred site), "nobuildings",
  and counts "KINDS>=N", "KINDS<=N", "KINDS>N", "KINDS<N", "KINDS==N" where KINDS are piece
  letters or K.PRESENCE for the acting spirit's presence there (e.g. "D>=2", "TC>=1", "P>=2"),
  and "KINDS>KINDS" comparisons such as "D>TC" (more Dahan than Towns and Cities).
"""
from __future__ import annotations

LAND_CONDITIONS = (
    "coastal", "inland", "invaders", "noinvaders", "dahan", "nodahan", "blight", "noblight",
    "buildings", "nobuildings", "explorers", "towns", "cities", "presence", "nopresence", "sacred",
)


def damage(n: int, kinds: str = "ETC", per: str = "") -> dict:
    """Deal n damage to invaders (of `kinds`) in the land, divided as the acting spirit chooses.
    With `per` (piece letters, or K.PRESENCE for own presence) the damage is n for each such piece."""
    return {"op": "damage", "n": n, "kinds": kinds, "per": per}


def invaders_fight(kinds: str = "ETC") -> dict:
    """The invaders in the land deal their damage to the other invaders (of `kinds`) there, all
    at once (003 DÉGÂTS: invaders damaging each other do it simultaneously): each its own ravage
    damage (strife does not stop it: 003 DISCORDE), never to itself, assigned as efficiently as
    invader damage is (the land's Badlands add to it)."""
    return {"op": "invaders_fight", "kinds": kinds}


def damage_dahan(n: int, per: str = "", kinds: str = "") -> dict:
    """Deal n damage to the Dahan in the land (or pieces of `kinds`), split among them as the
    acting spirit chooses: it may spread the damage to spare them (invader damage may not)."""
    return {"op": "damage_dahan", "n": n, "kinds": kinds, "per": per}


def damage_each(n: int, kinds: str = "ETC") -> dict:
    """Deal n damage to each piece of `kinds` in the land (Dahan may be among kinds)."""
    return {"op": "damage_each", "n": n, "kinds": kinds}


def destroy(n: int, kinds: str, up_to: bool = False) -> dict:
    """Destroy n pieces of `kinds` (n=0: all of them). Towns and Cities destroyed give fear."""
    return {"op": "destroy", "n": n, "kinds": kinds, "up_to": up_to}


def remove(n: int, kinds: str, up_to: bool = False) -> dict:
    """Remove n pieces of `kinds` to the supply (no fear). Blight goes back to the blight card."""
    return {"op": "remove", "n": n, "kinds": kinds, "up_to": up_to}


def downgrade(n: int, kinds: str = "TC", up_to: bool = False) -> dict:
    """Replace a City with a Town or a Town with an Explorer (damage and strife kept; no fear);
    a downgraded Explorer is removed (name the Explorer among the kinds)."""
    return {"op": "downgrade", "n": n, "kinds": kinds, "up_to": up_to}


def upgrade(n: int, kinds: str = "ET", up_to: bool = False) -> dict:
    """Replace an Explorer with a Town or a Town with a City (the kind that downgrades to it),
    keeping its damage and what it carries (strife); a City cannot be upgraded. No fear."""
    return {"op": "upgrade", "n": n, "kinds": kinds, "up_to": up_to}


def replace(n: int, kinds: str, by: str, up_to: bool = False) -> dict:
    """Replace n pieces of `kinds` with pieces of the kind `by` (one letter), as the acting
    spirit chooses: an invader replaced by an invader keeps its damage and strife, by another
    kind of piece (Dahan, Beasts) it leaves both behind. No fear."""
    return {"op": "replace", "n": n, "kinds": kinds, "by": by, "up_to": up_to}


def push(n: int, kinds: str, up_to: bool = False) -> dict:
    """Move n pieces of `kinds` from the land to adjacent lands, each where the spirit chooses."""
    return {"op": "push", "n": n, "kinds": kinds, "up_to": up_to}


def gather(n: int, kinds: str, up_to: bool = False) -> dict:
    """Move n pieces of `kinds` from adjacent lands into the land."""
    return {"op": "gather", "n": n, "kinds": kinds, "up_to": up_to}


def add(n: int, kinds: str) -> dict:
    """Add n pieces of one kind (a Dahan, Explorer, Town or City letter) from the supply to the land."""
    return {"op": "add", "n": n, "kinds": kinds}


def add_blight(n: int = 1) -> dict:
    """Add blight to the land (from the blight card; destroys presence, may cascade)."""
    return {"op": "add_blight", "n": n}


def defend(n: int) -> dict:
    """Defend n in the land this turn: ravage damage there is reduced by n."""
    return {"op": "defend", "n": n}


def fear(n: int, per: str = "") -> dict:
    """Generate n fear (n for each piece of `per` in the land, if given)."""
    return {"op": "fear", "n": n, "per": per}


def energy(n: int) -> dict:
    """The spirit (target spirit if any, else the acting spirit) gains n energy."""
    return {"op": "energy", "n": n}


def element(name: str) -> dict:
    """The target (or acting) spirit has one more of an element this turn."""
    return {"op": "element", "name": name}


def isolate() -> dict:
    """Isolate the land to the end of the turn (003 "Effet ISOLER"): invaders do not explore into
    it and it is no source of explorers; the invaders in it are adjacent to no land (see
    `engine.island.invader_neighbours`), though the players' own actions still count its
    neighbours. A blight cascade ignores it; a coastal land stays coastal."""
    return {"op": "isolate"}


def skip(action: str) -> dict:
    """Invaders skip their next `action` ("ravage", "build", "explore") in the land this turn
    (one skip per effect: a second invader card acting there the same turn still acts). Like
    every one-turn effect it ends at Time Passes; card texts say "this turn"."""
    return {"op": "skip", "action": action}


def presence_here() -> dict:
    """The acting spirit adds a presence from one of its tracks to the land."""
    return {"op": "presence_here"}


def gain_power(kind: str = "minor") -> dict:
    """The target (or acting) spirit gains a power card of that kind (draw 4, keep 1)."""
    return {"op": "gain_power", "kind": kind}


def reclaim_one() -> dict:
    """The target (or acting) spirit returns one discarded card to hand."""
    return {"op": "reclaim_one"}


def if_(cond: str | tuple[str, ...], then: tuple[dict, ...], else_: tuple[dict, ...] = ()) -> dict:
    """Do `then` if the land meets the condition(s) now, else `else_`."""
    conds = (cond,) if isinstance(cond, str) else tuple(cond)
    return {"op": "if", "cond": conds, "then": tuple(then), "else": tuple(else_)}


def if_elements(elements: dict[str, int], then: tuple[dict, ...]) -> dict:
    """Do `then` if the acting spirit has these elements."""
    return {"op": "if_elements", "elements": dict(elements), "then": tuple(then)}


def each_land(cond: str | tuple[str, ...], then: tuple[dict, ...]) -> dict:
    """For fear and blight cards: do `then` in every land meeting the condition(s) ("" or (): every
    land); choices there are made by the spirit whose home board holds the land."""
    conds = ((cond,) if cond else ()) if isinstance(cond, str) else tuple(cond)
    return {"op": "each_land", "cond": conds, "then": tuple(then)}


def each_spirit(then: tuple[dict, ...]) -> dict:
    """Each spirit in turn acts as the acting spirit for `then` (land-less effects)."""
    return {"op": "each_spirit", "then": tuple(then)}


def choose_land(cond: str | tuple[str, ...], then: tuple[dict, ...], range_: int = -1) -> dict:
    """The acting spirit picks one land meeting the condition(s) (within `range_` of its
    presence if >= 0, else anywhere) and `then` happens there. Nothing if none qualifies.
    "" or () is any land."""
    conds = ((cond,) if cond else ()) if isinstance(cond, str) else tuple(cond)
    return {"op": "choose_land", "cond": conds, "then": tuple(then), "range": range_}


def repeat() -> dict:
    """Use this power once more (a new target; repeats inside the repeat are ignored)."""
    return {"op": "repeat"}


def play_card(from_: str = "hand", pay: bool = False) -> dict:
    """The target (or acting) spirit plays a card as part of the effect: one from its hand, its
    choice or none (paying its cost if `pay`), or the top card of the "minor" or "major" deck,
    played free. Played after the spirit phase it does not count against its card plays; it is
    used in its speed's phase if that phase is now or still to come, and then discarded."""
    return {"op": "play_card", "from": from_, "pay": pay}


def since(legacy_rule: str, then: tuple[dict, ...], before: tuple[dict, ...] = ()) -> dict:
    """A card's revised effect: `then`, except in games that name the legacy rule `legacy_rule`
    (begun before the revision, their saves replay as they were played): `before`."""
    return {"op": "since", "legacy": legacy_rule, "then": tuple(then), "before": tuple(before)}


def fast_now(n: int = 1) -> dict:
    """The target (or acting) spirit may use up to n of its slow powers (cards played, innates) in
    this turn's fast phase; one so used is used, so it is not used again in the slow phase."""
    return {"op": "fast_now", "n": n}


def incarna_here() -> dict:
    """The acting spirit's Incarna moves to the target land (or comes back onto the island there);
    see game.engine.incarna. Nothing for a spirit without one."""
    return {"op": "incarna_here"}


def empower_incarna() -> dict:
    """The acting spirit's Incarna is empowered, for good (it stays so off the island and back)."""
    return {"op": "empower_incarna"}


def custom(name: str, **args) -> dict:
    """Escape hatch for the rare effect the primitives cannot say; see engine.effects.CUSTOM."""
    return {"op": "custom", "name": name, "args": args}


def attach(letter: str, n: int = 1, kinds: str = "") -> dict:
    """Put n pieces of the attached kind `letter` (a kind registered with ``attached=True``, such
    as a strife-like token) on pieces of `kinds` in the land (default: any invader, as the game
    has them when the effect runs), one at a time, each on the piece the acting spirit chooses.
    The piece carries it from then on ("1Es" in the land notation)."""
    return {"op": "attach", "letter": letter, "n": n, "kinds": kinds}


def detach(letter: str, n: int = 1, kinds: str = "") -> dict:
    """Take n pieces of the attached kind `letter` off pieces of `kinds` in the land that carry
    it (default: any piece), one at a time, as the acting spirit chooses; as many as there are."""
    return {"op": "detach", "letter": letter, "n": n, "kinds": kinds}


def effect_choice(label: str, then: tuple[dict, ...], cond: str | tuple[str, ...] = (), energy: int = 0,
                  shared: bool = False, aided_by: str = "", per_spirit: bool = False, presence: int = 0) -> dict:
    """One of the effects `one_of` offers: its words (a card's own text), what it does, the land
    condition(s) it needs (as `if_`; a choice with a condition is never open without a land) and
    its cost in Energy, paid before it happens by the choosing spirit, or when `shared` by any
    spirits together, as unevenly as they like (the chooser is asked first, then the others in
    turn). A cost may be refused. `per_spirit`: the cost is `energy` for each spirit in the game.
    `aided_by` (an element): "Aided by <element>" (003): each paying spirit's elements of that kind
    in play lower the cost by 1 each, and a payer may discard a card with it from hand (2 per
    element on the card) or forget a card with it from hand, play or discard (4 per element); one
    card never counts both ways. `presence`: the cost also destroys that many presence of the
    payers (003: an event's cost, "Présence détruite"), each payer giving up one of its own at a
    time in a land it chooses, asked before the Energy; it is destroyed only once the whole cost
    is pledged, and a spirit left with none on the island has lost the game as by blight. Effects
    paid for are the spirits' own: fear they cause is spirit fear."""
    conds = (cond,) if isinstance(cond, str) else tuple(cond)
    out = {"label": label, "then": tuple(then), "cond": conds, "energy": energy, "shared": shared}
    if aided_by:            # written only when given: the base game's effects keep their data
        out["aided_by"] = aided_by
    if per_spirit:
        out["per_spirit"] = True
    if presence:
        out["presence"] = presence
    return out


def one_of(*choices: dict, default: int = -1, prompt: str = "") -> dict:
    """The acting spirit chooses one of these effects (`effect_choice`) among those whose condition
    holds and whose cost can be paid; then the cost is asked and, once paid in full, the effect
    happens. When no choice is open, or the cost of the one chosen is refused, the choice numbered
    `default` happens instead (its condition must hold and its cost be paid; -1: nothing). For
    events' dilemmas, fear cards and powers; `you_may` is the one-choice case."""
    return {"op": "one_of", "choices": tuple(choices), "default": default, "prompt": prompt}


def you_may(label: str, then: tuple[dict, ...], energy: int = 0, shared: bool = False,
            cond: str | tuple[str, ...] = (), aided_by: str = "", per_spirit: bool = False,
            presence: int = 0) -> dict:
    """"You may (pay ...) to ...; if you do, ...": `then` happens only if the acting spirit takes
    it (and pays its cost); declining, or refusing the cost, does nothing."""
    return one_of(effect_choice(label, then, cond, energy, shared, aided_by, per_spirit, presence),
                  effect_choice("do nothing", ()), default=1)


def dilemma(*choices: dict, prompt: str = "") -> dict:
    """An event's dilemma (003): the spirits choose one of the effects; when no choice is made
    (none open, or the chosen one's cost refused) the first applies. Its costs are the spirits'
    together (`effect_choice(..., shared=True)`), paid as unevenly as they like."""
    return one_of(*choices, default=0, prompt=prompt)


def each_board(then: tuple[dict, ...]) -> dict:
    """For events and fear cards: `then` once for each board of the island, with the spirit whose
    home board it is acting (spirit 0 for a board with none), so each board may choose
    differently. Inside it, `choose_land` and `each_land` keep to that board."""
    return {"op": "each_board", "then": tuple(then)}
