"""An adversary at its level, a supporting one at its own, and a scenario: the rule changes a
game's settings name (``"adversary": [id, level]``, ``"adversary2": [id, level]``,
``"scenario": id``, each written only when given), checked, then applied at setup through the
seams every rule change uses (engine.phase, engine.variant, engine.results).

What each is lives in the content (game.content.adversaries, game.content.scenarios); each rule
change there is a record of game.content.changes, and `APPLY` holds, per kind of record, the
function that applies it. Nothing here, nor anywhere in the invader code, asks which adversary
or scenario a game has.

Order at setup: the leading adversary's levels 0 to N, the supporting adversary's, the
scenario's; then the fear deck (per terror level, the most cards of the two adversaries' levels,
changed by the scenario's own fear deck against the base game's 3-3-3) and the escalation (a
reaction to a reveal, engine.variant.react_to_reveal).
"""
from __future__ import annotations

from ..content import changes as C
from ..content.adversaries import ADVERSARIES, ESCALATION, LEVELS, fear_deck, refusal
from ..content.scenarios import SCENARIOS
from .. import kinds as K
from ..content import catalog
from .flow import emit, push, step
from .island import island
from .phase import insert_step, remove_step
from .results import add_end
from .state import GameState
from . import variant

KEYS = ("adversary", "adversary2", "scenario")
BASE_FEAR = (3, 3, 3)


class ChallengeError(ValueError):
    """Settings naming an adversary or scenario that cannot be played: a setup refusal's `code`
    and `data` (game.words.SETUP_REFUSALS); `str()` is its sentence."""

    def __init__(self, code: str, data: dict | None = None):
        super().__init__(code)
        self.code, self.data = code, dict(data or {})

    def __str__(self) -> str:
        from ..words import setup_words
        return setup_words(self.code, self.data)


def check(config: dict) -> dict:
    """The adversary, supporting adversary and scenario settings, checked: {key: value} for those
    given (an adversary as [id, level]). ChallengeError saying what is wrong."""
    out = {}
    for key in ("adversary", "adversary2"):
        if key not in config or config[key] in (None, [], ()):
            continue
        value = config[key]
        if not isinstance(value, (list, tuple)) or len(value) != 2 or not isinstance(value[0], str) \
                or type(value[1]) is not int:
            raise ChallengeError("adversary_form", {"example": ADVERSARIES.ids()[0]})
        aid, level = value
        if aid not in ADVERSARIES:
            raise ChallengeError("unknown_adversary", {"adversary": aid, "known": ", ".join(ADVERSARIES.ids())})
        if level not in LEVELS:
            raise ChallengeError("adversary_level", {"most": LEVELS[-1], "level": level})
        out[key] = [aid, level]
    if "adversary2" in out and "adversary" not in out:
        raise ChallengeError("support_without_lead")
    if "adversary2" in out:
        why = refusal(tuple(out["adversary"]), tuple(out["adversary2"]))
        if why:
            raise ChallengeError(*why)
    if config.get("scenario"):
        sid = config["scenario"]
        if not isinstance(sid, str) or sid not in SCENARIOS:
            raise ChallengeError("unknown_scenario", {"scenario": str(sid)[:30], "known": ", ".join(SCENARIOS.ids())})
        out["scenario"] = sid
        decks = [key for key in ("adversary", "adversary2") if key in out
                 and any(isinstance(c, C.InvaderDeck) for c in ADVERSARIES[out[key][0]].changes(out[key][1]))]
        if decks and any(isinstance(c, C.InvaderDeck) for c in SCENARIOS[sid].changes):
            aid, level = out[decks[0]]
            raise ChallengeError("scenario_deck", {"scenario": SCENARIOS[sid].name,
                                                   "adversary": ADVERSARIES[aid].name, "level": level})
    return out


def changes_of(config: dict) -> list:
    """Every rule change the settings' adversaries and scenario make, in the order they apply."""
    out = []
    for key in ("adversary", "adversary2"):
        if key in config:
            aid, level = config[key]
            out += ADVERSARIES[aid].changes(level)
    if config.get("scenario"):
        out += SCENARIOS[config["scenario"]].changes
    return out


def fear_counts(config: dict) -> tuple[int, int, int]:
    """The fear deck's cards per terror level for these settings (3-3-3 without adversary or scenario)."""
    levels = [ADVERSARIES[config[k][0]].levels[config[k][1]] for k in ("adversary", "adversary2") if k in config]
    counts = fear_deck(*levels) if levels else BASE_FEAR
    if config.get("scenario") and SCENARIOS[config["scenario"]].fear:
        counts = tuple(max(1, n + s - b) for n, s, b in zip(counts, SCENARIOS[config["scenario"]].fear, BASE_FEAR))
    return tuple(counts)


def apply(state: GameState) -> None:
    """Set up the game's adversaries and scenario (a game without them is left as it is)."""
    cfg = state.config
    if not any(k in cfg for k in KEYS):
        return
    for change in changes_of(cfg):
        APPLY[type(change)](state, change)
    counts = fear_counts(cfg)
    if counts != BASE_FEAR:
        variant.shape_fear_deck(state, counts)
    if "adversary" in cfg:
        variant.react_to_reveal(state, ESCALATION)


# --- the escalation: a reaction to a reveal -------------------------------------------------------

def escalation(state: GameState, card_id: str) -> list[dict]:
    """When a stage II card with the escalation mark is revealed, before the explore: the leading
    adversary's escalation, then the supporting one's (001: "If the card has a flag icon and you
    are playing with an Adversary, first perform the Escalation effect"; 003: "résolu avant
    l'action Explorer")."""
    if not catalog.INVADER_CARDS[card_id].escalation:
        return []
    return [{"op": "escalate", "adversary": key} for key in ("adversary", "adversary2") if key in state.config]


@step("escalate")
def _escalate(state: GameState, st: dict) -> None:
    """One adversary's escalation: its effect, then the end-of-action check."""
    adv = ADVERSARIES[state.config[st["adversary"]][0]]
    emit(state, "Escalation", adversary=adv.id)
    push(state, {"op": "ops", "ops": list(adv.escalation_effect), "ctx": {"spirit": 0, "land": ""}}, {"op": "check_end"})


variant.register_reaction(ESCALATION, escalation)


# --- each kind of rule change ------------------------------------------------------------------

def _step(state: GameState, c: C.Step) -> None:
    insert_step(state, c.name, before=c.before, after=c.after)


def _move_step(state: GameState, c: C.MoveStep) -> None:
    remove_step(state, c.name)
    insert_step(state, c.name, before=c.before, after=c.after)


def _numbers(state: GameState, c: C.Numbers) -> None:
    variant.change_kind(state, c.letter, **c.numbers)


def _pieces(state: GameState, c: C.Pieces) -> None:
    for board in island(state).boards:
        land = where(state, board, c.where)
        if land:
            if c.letter == K.BLIGHT:
                variant.setup_blight(state, land, c.n, from_box=True)
            else:
                variant.setup_add(state, land, c.letter, c.n)


def where(state: GameState, board: str, name: str) -> str:
    """The land of a board a setup change names: its number ("4"), or the lowest-numbered land of
    a terrain, "coastal" or "inland" ("" when the board has none)."""
    lands = sorted((l for l in island(state).lands.values() if l.board == board), key=lambda l: l.number)
    if name.isdigit():
        found = [l for l in lands if l.number == int(name)]
    elif name in ("coastal", "inland"):
        found = [l for l in lands if l.coastal == (name == "coastal")]
    else:
        found = [l for l in lands if l.terrain == name]
    return found[0].id if found else ""


def _everywhere(state: GameState, c: C.Everywhere) -> None:
    from ..content import ops
    variant.setup_effect(state, [ops.each_land(tuple(c.cond), tuple(c.ops))])


def _invader_deck(state: GameState, c: C.InvaderDeck) -> None:
    variant.shape_invader_deck(state, c.stages)


def _fear_per_card(state: GameState, c: C.FearPerCard) -> None:
    """The fear a card takes: a change sets it; where two do, the larger wins."""
    if "fear_per_card" not in state.sizes or c.per_spirit * len(state.spirits) > state.sizes["fear_per_card"]:
        variant.fear_per_card(state, c.per_spirit)


def _blight_card(state: GameState, c: C.BlightCard) -> None:
    variant.blight_on_card(state, c.per_spirit)


def _end(state: GameState, c) -> None:
    add_end(state, c.cause)


def _rule(state: GameState, c: C.Rule) -> None:
    if c.id not in variant.RULES:
        raise variant.RuleChangeError(f"unknown rule change {c.id!r}")
    variant.RULES[c.id].apply(state)


APPLY = {C.Step: _step, C.MoveStep: _move_step, C.Numbers: _numbers, C.Pieces: _pieces, C.Everywhere: _everywhere,
         C.InvaderDeck: _invader_deck, C.FearPerCard: _fear_per_card, C.BlightCard: _blight_card,
         C.Loss: _end, C.Victory: _end, C.Rule: _rule}
assert set(APPLY) == set(C.CHANGES)
