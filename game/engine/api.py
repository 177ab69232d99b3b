"""The engine's front door: legal commands, applying a command, undo, and the Game session.

`apply(state, command)` is pure: it returns a new state and the events, or a Rejection.
`Game` keeps the command log (for saves) and the undo history back to the last reveal.
"""
from __future__ import annotations

from dataclasses import fields
from operator import attrgetter

from .. import kinds as K
from . import pieces as P
from ..core.session import Session, engine_error
from .commands import Adjust, Choose, Command, Rejection, Undo, malformation
from .events import Event
from .flow import answer, emit, mute, run, take_events
from .needs import kind_elsewhere, kind_seen
from .rulebook import play
from .setup import new_game
from .spirits import track_len
from .turn import end_check
from .state import GameState, Option

# Importing the step modules registers their handlers.
from . import blight, effects, event_cards, fear, growth, incarna, invaders, phase, powers, spirits, turn  # noqa: F401,E402


def legal_commands(state: GameState) -> list[Choose]:
    """Exactly the rules commands that may be applied now (Undo and Adjust aside)."""
    d = state.decision
    if d is None or state.result:
        return []
    return [Choose(o.spirit if d.spirit < 0 else d.spirit, o) for o in d.options]


def check(state: GameState, cmd: Command) -> str:
    """Why a command is illegal now, in English words ("" when it is legal); `refusal` gives
    the Rejection itself, with its code."""
    why = refusal(state, cmd)
    return why.reason if why is not None else ""


def refusal(state: GameState, cmd: Command) -> Rejection | None:
    """The Rejection a command gets now (None when it is legal). Never raises: a command from
    outside may be anything at all, and whatever passes is exactly what a save reproduces."""
    why = _refusal_or_option(state, cmd, True)
    return why if type(why) is Rejection else None


def _refusal_or_option(state: GameState, cmd: Command, check_form: bool) -> Rejection | Option | None:
    """`refusal`, and for a legal choice the decision's own option it names (found once, so
    applying the command does not search the options again). `check_form` False: the command's
    form was checked already (a command read back from a save by `command_from_dict`)."""
    try:
        play(state)     # the game's ruleset (another game's may be in play)
        if check_form:
            why = malformation(cmd)
            if why is not None:
                return why
        if state.result:
            return Rejection("game_over", {"result": state.result})
        if isinstance(cmd, Undo):
            return Rejection("undo_needs_a_game")
        if isinstance(cmd, Adjust):
            if not -1 <= cmd.spirit < len(state.spirits):
                return Rejection("no_such_spirit")
            return _check_adjust(state, cmd)
        return _check_choice(state, cmd)
    except Exception as e:  # a hole in the checks must still come back as a refusal
        return Rejection("cannot_check", {"error": type(e).__name__})


def _check_choice(state: GameState, cmd: Choose) -> Rejection | Option:
    """Why a well-formed choice is refused, else the decision's own option it names."""
    d = state.decision
    if d is None:
        return Rejection("nothing_to_decide")
    offered = _offered(d, cmd.option)
    if offered is None:
        from .why import why_not      # a card, power or growth the rules stand against: say which rule
        why = why_not(state, cmd.option) if cmd.option.kind in ("play", "power", "innate", "growth") else None
        if why is not None:
            return why
        return Rejection("not_a_choice", {"prompt": d.prompt, "decision": d.kind, "data": d.data})
    who = cmd.option.spirit if d.spirit < 0 else d.spirit
    if cmd.spirit != who:
        return Rejection("not_your_choice", {"spirit": cmd.spirit, "chooser": who})
    return offered


def _offered(d, option):
    """The decision's own copy of an option equal to `option` (same field types too: 1.0 is not 1).
    The label is words, not identity: an option worded otherwise names the same choice."""
    options = d.options
    for o in options:
        if o is option:     # a bot or the table hands back the decision's own option
            return o
    want, kind = _identity(option), type(option)
    types = list(map(type, want))
    for o in options:       # equal fields but the label (as the dataclass's ==), of the same types
        if type(o) is kind and _identity(o) == want and list(map(type, _identity(o))) == types:
            return o
    return None


_identity = attrgetter(*[f.name for f in fields(Option) if f.compare])


MENUS = ("spirit_action", "power_action")


def apply(state: GameState, cmd: Command) -> tuple[GameState, list[Event]] | Rejection:
    """Apply a rules or tabletop command to a copy of the state."""
    why = _refusal_or_option(state, cmd, True)
    if type(why) is Rejection:
        return why
    new = state.clone()
    take_events(new)
    try:
        _apply_in_place(new, cmd, why)      # the option's copy in `state` answers as well (as data)
    except Exception as e:  # the caller's state was never touched
        return _engine_error(e)
    return new, take_events(new)


def _engine_error(e: Exception) -> Rejection:
    """The refusal for an engine error: one line, bounded, whatever the error says."""
    return engine_error(e)


def _apply_in_place(state: GameState, cmd: Command, offered: Option | None = None) -> None:
    """Apply a legal command to the state itself; `offered` is the decision's own option a
    choice names, when the checks have found it already."""
    if isinstance(cmd, Adjust):
        _adjust(state, cmd)
        return
    answer(state, offered if offered is not None else _offered(state.decision, cmd.option))
    run(state)


def _check_adjust(state: GameState, a: Adjust) -> Rejection | None:
    lands = state.lands
    if state.decision is not None and state.decision.kind not in MENUS:
        return Rejection("finish_the_choice_first")
    for land in (a.frm, a.to):
        if land and land not in lands:
            return Rejection("no_land_named", {"land": land}) if len(land) <= 20 else Rejection("no_such_land")
    if not a.frm and not a.to:
        return Rejection("nothing_to_move")
    if a.frm == a.to:
        return Rejection("same_land", {"land": a.frm})
    if a.onto:
        return _check_attaching(state, a)
    if a.piece.startswith(K.PRESENCE):
        # exactly "P0", "P1"...: not "P00", not other scripts' digits
        if a.piece not in [f"P{i}" for i in range(len(state.spirits))]:
            return Rejection("no_such_spirit")
        s = state.spirits[int(a.piece[1:])]
        if a.frm and s.presence.get(a.frm, 0) == 0:
            return Rejection("no_presence_there", {"spirit": int(a.piece[1:]), "land": a.frm})
        if not a.frm and not s.destroyed_presence and s.energy_revealed >= track_len(s, "energy"):
            return Rejection("no_presence_left", {"spirit": int(a.piece[1:])})
        return None
    if not kind_seen(state.config, a.piece) and kind_elsewhere(a.piece):    # a pack's this game is not played with
        return Rejection("kind_not_in_this_game", {"piece": a.piece[0]})
    if a.piece not in piece_tokens(state) and P.token_problem(a.piece, state):
        return Rejection("unknown_piece_named", {"piece": a.piece}) if len(a.piece) <= 20 else Rejection("unknown_piece")
    if a.frm and lands[a.frm].get(a.piece, 0) == 0 and (len(a.piece) > 1 or P.count(lands[a.frm], a.piece) == 0):
        return Rejection("no_piece_there", {"piece": a.piece[0], "land": a.frm})
    if not a.frm and len(a.piece) > 1:
        return Rejection("damaged_from_supply")
    if a.piece == K.BLIGHT and not a.frm and state.blight_on_card == 0:
        return Rejection("no_blight_on_card")
    return None


def _check_attaching(state: GameState, a: Adjust) -> Rejection | None:
    """Why an attached kind cannot be put on (or taken off) the piece `a.onto` names: it is put
    on an invader in `to` from the supply, or taken off one in `frm` back to it."""
    if len(a.piece) != 1 or a.piece not in P.attached_letters() or not kind_seen(state.config, a.piece):
        return Rejection("not_attached_kind", {"piece": a.piece[:20]})
    if bool(a.frm) == bool(a.to):
        return Rejection("attached_one_piece", {"piece": a.piece})
    land = a.to or a.frm
    if P.token_problem(a.onto, state) or state.lands[land].get(a.onto, 0) == 0:
        return Rejection("no_piece_there", {"piece": a.onto[:1], "land": land})
    if a.to and a.onto[0] not in K.INVADERS:
        return Rejection("rides_invaders_only", {"piece": a.piece, "carrier": a.onto[0]})
    if a.frm and not P.carries(a.onto, a.piece):
        return Rejection("carries_none", {"piece": a.piece, "carrier": a.onto[0], "land": land})
    return None


# Every token a tabletop move may name: a kind, or a kind with the damage it can carry ("C2").
def piece_tokens(state: GameState | None = None) -> frozenset:
    """Every token of the kinds registered now that a tabletop move may name, carrying nothing,
    with the damage each can carry in this game (given its state: a Town of 3 health may be
    "T2"), else under the registry's numbers. A piece carrying attached pieces ("Es") may be
    named too when `P.token_problem` finds nothing wrong with it."""
    letters = K.ON_LAND
    numbers = state.kind_numbers if state is not None else None
    if numbers:
        return frozenset(P.land_tokens(state))
    if _TOKENS[0] != letters:
        _TOKENS[:] = [letters, frozenset(P.land_tokens())]
    return _TOKENS[1]


_TOKENS: list = ["", frozenset()]


def _adjust(state: GameState, a: Adjust) -> None:
    """Tabletop move outside the rules; blight comes from / returns to the card, presence
    from / to destroyed presence, so the totals stay honest."""
    state.adjustments += 1
    if a.onto:          # an attached kind put on a piece, or taken off it
        land = a.to or a.frm
        P.take(state.lands[land], a.onto)
        P.add(state.lands[land], P.attach(a.onto, a.piece) if a.to else P.detach(a.onto, a.piece))
        emit(state, "ManualAdjustment", piece=a.piece, frm=a.frm, to=a.to, onto=a.onto)
        end_check(state)
        return
    if a.piece.startswith(K.PRESENCE):
        s = state.spirits[int(a.piece[1:])]
        if a.frm:
            s.presence[a.frm] -= 1
            if not s.presence[a.frm]:
                del s.presence[a.frm]
            if not a.to:
                s.destroyed_presence += 1
        elif s.destroyed_presence:
            s.destroyed_presence -= 1
        else:
            s.energy_revealed += 1
        if a.to:
            s.presence[a.to] = s.presence.get(a.to, 0) + 1
    else:
        if a.frm:
            tok = a.piece if state.lands[a.frm].get(a.piece) else P.tokens_of(state.lands[a.frm], a.piece)[0]
            P.take(state.lands[a.frm], tok)
        else:
            tok = a.piece
            if a.piece == K.BLIGHT:
                state.blight_on_card -= 1
        if a.to:
            P.add(state.lands[a.to], tok)
        elif a.piece == K.BLIGHT:
            state.blight_on_card += 1
    emit(state, "ManualAdjustment", piece=a.piece, frm=a.frm, to=a.to)
    end_check(state)


class Game(Session):
    """A game of the island in progress: the state, the command log, and undo back to the last
    reveal (the rules core's Session, given the island's rules)."""

    def __init__(self, config: dict, keep_undo: bool = True, events: bool = True):
        """`events` False: a headless game whose events nobody reads (a bot's game in a balance
        run or the bench): its commands return none and none are recorded. Such a game keeps no
        undo (`keep_undo` False): undo stops at a reveal, which the events say."""
        if not events and keep_undo:
            raise ValueError("a game that records no events keeps no undo (keep_undo=False)")
        super().__init__(new_game(config), keep_undo)
        self.config = dict(self.state.config)
        # A game first saved in an older format: {"from": format, "commands": n}. Its first n
        # commands were replayed under newer rules; undo does not go back across them (engine.save).
        self.migrated: dict | None = None
        self.initial_events = take_events(self.state)
        if not events:
            mute(self.state)
        # A game resumed from a save's snapshot: the replay of its moves still to come (engine.save.resume)
        self.past = None

    def legal_commands(self) -> list[Command]:
        """Rules commands now, plus Undo when there is something to undo."""
        cmds: list[Command] = legal_commands(self.state)
        if self.history and not self.state.result:
            cmds.append(Undo())
        return cmds

    # -- the island's rules, as the Session asks them -------------------------------------------
    def refusal(self, cmd: Command, check_form: bool) -> Rejection | Option | None:
        return _refusal_or_option(self.state, cmd, check_form)

    def act(self, cmd: Command, offered: Option | None) -> None:
        _apply_in_place(self.state, cmd, offered)

    def take_events(self) -> list[Event]:
        return take_events(self.state)

    def is_undo(self, cmd: Command) -> bool:
        return type(cmd) is Undo

    def undo_refusal(self, cmd: Undo) -> Rejection | None:
        why = malformation(cmd)
        if why is not None:
            return why
        if not -1 <= cmd.spirit < len(self.state.spirits):
            return Rejection("no_such_spirit")
        return None

    def finished(self) -> str:
        return self.state.result
