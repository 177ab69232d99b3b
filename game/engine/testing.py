"""Helpers for rule tests: set up a small position in compact notation, run a rule on it,
and answer its decisions by a script. Pure, like the rest of the engine.

    st = position({"A2": "1T 1E 2D"}, spirits=["falling-cinder-rain"])
    resolve(st, [{"op": "ravage_land", "land": "A2"}])
    assert land(st, "A2") == "1T 1E 1B"          # compact notation, stable order E T C D B

`choose` may be a list of answers (each a predicate on Option, a land id, a piece token, or an
Option kind such as "auto"/"stop"/"skip"), consumed in order; unanswered decisions take the
first legal option.
"""
from __future__ import annotations

from typing import Callable, Iterable

from .. import kinds as K
from . import pieces as P
from .api import Game
from .flow import answer, push, run, step, take_events
from .state import Decision, GameState, Option
from .events import Event


def position(lands: dict[str, str] | None = None, spirits: Iterable[str] = ("falling-cinder-rain",),
             boards: Iterable[str] | None = None, seed: int = 1, clear: bool = True,
             presence: dict[str, int] | None = None, energy: int | None = None,
             rules: Iterable[str] = (), layout: str | None = None, settings: dict | None = None) -> GameState:
    """A fresh game's state with the island's pieces replaced by `lands` (every other land
    emptied when `clear`), optionally spirit 0's presence replaced by `presence`. The game is
    set up with the rule changes `rules`, and `lands` is read with its numbers ("1T2" where a
    rule gives Towns 3 health). Pieces carrying attached ones are written "1Es" (see `pieces`).
    `layout` names the island's layout (content.layouts), as a game's settings do."""
    spirits = list(spirits)
    cfg = {"spirits": spirits, "seed": seed}
    if rules:
        cfg["rules"] = list(rules)
    if boards is not None:
        cfg["boards"] = list(boards)
    if layout:
        cfg["layout"] = layout
    cfg.update(settings or {})
    st = Game(cfg, keep_undo=False).state
    if clear:
        for pcs in st.lands.values():
            pcs.clear()
    for lid, text in (lands or {}).items():
        st.lands[lid] = P.parse_land(text, st)
    st.blight_total = st.blight_on_card + sum(P.count(p, K.BLIGHT) for p in st.lands.values())
    if presence is not None:
        st.spirits[0].presence = dict(presence)
    if energy is not None:
        st.spirits[0].energy = energy
    st.decision = None
    st.stack = []
    take_events(st)
    return st


@step("halt")
def _halt(state: GameState, st: dict) -> None:
    state.decision = Decision("halt", "halt", 0, [Option("halt")], {"op": "halt"})


def _matches(ans, o: Option) -> bool:
    if callable(ans):
        return bool(ans(o))
    return ans in (o.kind, o.land, o.to, o.piece, o.card) or (isinstance(ans, int) and ans == o.index)


TOP_LEVEL = ("spirit_action", "power_action")


def resolve(state: GameState, steps: list[dict], choose: list | None = None,
            on_decision: Callable[[Decision], Option] | None = None) -> list[Event]:
    """Run resolution steps to the end, answering decisions from `choose` (in order) or with
    `on_decision`, else the first option. Stops when the steps are done, or when the game
    reaches a phase menu (spirit or power phase) once the answers are used up, so a phase step
    does not play the rest of the game. Returns the events. Raises if an answer fits no option."""
    answers = list(choose or [])
    state.decision = None
    state.stack = [{"op": "halt"}]
    push(state, *steps)
    run(state)
    seen = 0
    while state.decision is not None and state.decision.kind != "halt" and not state.result:
        seen += 1
        if seen > 10000:
            raise RuntimeError("decisions never end")
        d = state.decision
        if d.kind in TOP_LEVEL and not answers:
            break
        if answers:
            ans = answers.pop(0)
            pick = next((o for o in d.options if _matches(ans, o)), None)
            if pick is None:
                raise AssertionError(f"answer {ans!r} fits no option of {d.kind}: {d.options}")
        elif on_decision is not None:
            pick = on_decision(d)
        else:
            pick = d.options[0]
        answer(state, pick)
        run(state)
    if state.decision is not None and state.decision.kind == "halt":
        state.decision = None
    return take_events(state)


def run_effect(state: GameState, ops, land: str = "", spirit: int = 0, choose: list | None = None,
               **ctx) -> list[Event]:
    """Resolve an effect (tuple of op dicts) in a land for a spirit."""
    return resolve(state, [{"op": "ops", "ops": list(ops), "ctx": {"spirit": spirit, "land": land, **ctx}}], choose)


def use_power(state: GameState, power_id: str, land: str = "", spirit: int = 0, choose: list | None = None,
              innate: bool = False, target_spirit: int = 0) -> list[Event]:
    """Resolve a played power card or an innate power on a target land (or target spirit)."""
    return resolve(state, [{"op": "resolve_power", "spirit": spirit, "power": power_id, "innate": innate,
                            "repeated": False, "land": land, "target_spirit": target_spirit}], choose)


def land(state: GameState, lid: str) -> str:
    """A land's pieces in compact notation."""
    return P.format_land(state.lands[lid])


def give_elements(state: GameState, spirit: int, **elements: int) -> None:
    """Grant a spirit elements for this turn (as if from played cards)."""
    s = state.spirits[spirit]
    for e, n in elements.items():
        s.bonus_elements[e] = s.bonus_elements.get(e, 0) + n


def kinds_of(events: list[Event]) -> list[str]:
    """The event kinds, in order."""
    return [e.kind for e in events]


def begun_with_prompt_set(state: GameState, prompt_set: int) -> GameState:
    """The position, played as a game begun with an older prompt set (save formats 1-2): the
    table options that set asked and the legacy rules it played (engine.legacy)."""
    from .migrate import from_prompt_set
    state.config = from_prompt_set(dict(state.config, prompts=prompt_set))
    return state
