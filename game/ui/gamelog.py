"""The game log in words: each engine event becomes a line, card names kept as links so the
log can zoom a card on hover. A line is a list of segments (text, ref), ref = (kind, card id)
(a fear card's also with the terror level it resolved at), a style name ("phase", "table", ...)
or None. Names everywhere, never ids.

`GameLog` is the log a table shows: it can be rebuilt whole from a game's commands (after
Continue or Load), and an undone command's lines leave it, replaced by "Undid: ...".
`describe_command` says in words what a command does (the words of the Undo button)."""
from __future__ import annotations

from ..content import catalog
from .. import kinds as K
from ..engine import query
from .. import words as W
from . import piece_kinds

PHASES = {"spirit": "Spirit Phase", "fast": "Fast Power Phase", "invader": "Invader Phase",
          "slow": "Slow Power Phase", "time": "Time Passes"}


def _spirit(state, i) -> str:
    try:
        return catalog.SPIRITS[state.spirits[i].spirit_id].name
    except (IndexError, KeyError, TypeError):
        return "A spirit"


def _power(pid):
    if pid in catalog.POWERS:
        return (catalog.POWERS[pid].name, ("power", pid))
    return (catalog.name_of(pid) or pid, None)


def _piece(k: str) -> str:
    return K.name(k, k)


def _growth(state, d) -> str:
    """The words of the growth option a GrowthChosen event names (older events carried them)."""
    try:
        return W.growth_words(state.spirits[d["spirit"]].spirit_id, d["option"])
    except (AttributeError, IndexError, KeyError, TypeError):
        return d.get("text", "")


def name_of(thing: str) -> str:
    """The name players know for an id (a power, innate, spirit, fear, blight or invader card);
    any other text is returned as it is, hyphens read as spaces when it looks like an id."""
    if not thing:
        return ""
    name = catalog.name_of(thing)
    if name:
        return name
    if "-" in thing and " " not in thing and thing == thing.lower():
        return thing.replace("-", " ")
    return thing


def _effect(states, name: str, land: str) -> int:
    """The largest amount of a turn effect on a land in any of these states (the state before a
    command and after it: a fear card's Defend comes mid-command, Time Passes ends them all)."""
    out = 0
    for st in states:
        held = (getattr(st, "turn_effects", None) or {}).get(name) if st is not None else None
        if isinstance(held, dict):
            out = max(out, held.get(land, 0))
        elif isinstance(held, list):
            out = max(out, held.count(land))
    return out


def ravage_words(land: str, damage: int, defend: int, raw: int | None = None) -> str:
    """A ravage's line, with Defend's part in it: "Ravage in B7: 6 damage − Defend 2 = 4 damage.".
    `raw`: the damage before Defend, as the engine's Ravage event tells it (a ravage that Defend
    stops whole reads "4 damage − Defend 5 = 0 damage"; older events lack it)."""
    if not defend:
        return f"Ravage in {land}: {damage} damage."
    if raw is None and damage:
        raw = damage + defend
    if raw is not None:
        return f"Ravage in {land}: {raw} damage − Defend {defend} = {damage} damage."
    return f"Ravage in {land}: Defend {defend} stops all the invaders' damage (0 damage)."


_STEP_KINDS = ("InvaderAction", "Ravage", "FearCardRevealed", "InvaderCardRevealed", "PhaseStarted")


def action_words(d: dict, around, states) -> str:
    """What an invader action does land by land, and why nothing happens where nothing does:
    "Invaders build: A1 (a Town), A6 (no invaders left), B7 (skipped: a power stops it)." The
    events of the action follow it in `around` = (events, index) (an explore's skips come just
    before its own event)."""
    action, lands = d["action"], list(d.get("lands", []))
    events, i = around if around else ((), -1)
    own, finished = [], False      # the events of this action: after it, up to the next step
    for e in events[i + 1:]:       # (a ravage card's own steps are its lands' ravages)
        if e.kind in _STEP_KINDS and not (action == "ravage" and e.kind == "Ravage"):
            finished = True        # the action is over: a land it left alone had nothing to act on
            break
        own.append(e)
    if action == "explore":       # its skips and stops are decided before the event says where
        for e in reversed(events[:max(i, 0)]):
            if e.kind != "ActionSkipped" and e.kind != "ActionPrevented":
                break
            own.append(e)
    why: dict = {}
    for e in own:
        land = e.data.get("land")
        if e.kind == "ActionSkipped" and e.data.get("action") == action:
            why[land] = "skipped: a power stops it"
        elif e.kind == "ActionPrevented" and e.data.get("action") == action:
            why[land] = f"stopped by {W.a_or_an(_piece(e.data.get('piece', '')))}"
        elif e.kind == "PieceAdded" and e.data.get("cause") == action == "build":
            why[land] = W.a_or_an(_piece(e.data["piece"]))
        elif e.kind == "Ravage" and action == "ravage":
            why[land] = ""
    parts = []
    if action == "build" and not any(e.kind in ("GameWon", "GameLost") for e in own):
        finished = True            # a build asks nothing: its events are all there
    idle = "no invaders left" if finished else ""      # a question or the game's end came first: not known
    if action == "build":
        parts = [f"{l} ({why.get(l) or idle})" if why.get(l) or idle else l for l in lands]
    elif action == "ravage":
        parts = [f"{l} ({why.get(l) or idle})" if why.get(l) or (idle and l not in why) else l for l in lands]
    else:
        parts = [l for l in lands if l not in why] if action == "explore" else list(lands)
    card_lands = []
    if d.get("card"):
        try:
            from ..engine import query
            card_lands = query.card_lands(states[-1], d["card"])
        except Exception:  # words must never stop the table
            card_lands = []
    quiet = [l for l in card_lands if l not in lands]
    if action == "ravage":
        parts += [f"{l} (no invaders)" for l in quiet]
    elif action == "explore":
        for l in [l for l in card_lands if l not in lands or l in why]:
            reason = why.get(l) or ("isolated" if _effect(states, "isolate", l)
                                    else "no Town, City or ocean next to it")
            parts.append(f"{l} ({reason})")
    return f"Invaders {action}: {', '.join(parts) or 'no land'}."


def ravage_after_words(events, i: int) -> str:
    """What a ravage (the event at `i`) went on to do in its land, up to the next step: "Blight
    added (it cascades); 2 Dahan and 1 Town destroyed; Moss That Mends the Scars loses a presence"
    ("" when nothing followed)."""
    land = events[i].data.get("land")
    lost: dict = {}
    blight, cascade, presence = False, [], 0
    for e in events[i + 1:]:
        if e.kind in _STEP_KINDS:
            break
        d = e.data
        if e.kind == "BlightAdded":
            if d.get("land") == land and d.get("cause") != "cascade":
                blight = True
            elif d.get("cause") == "cascade":
                cascade.append(d.get("land", ""))
        elif e.kind == "Destroyed" and d.get("land") == land:
            lost[d["piece"]] = lost.get(d["piece"], 0) + 1
        elif e.kind == "PresenceDestroyed" and d.get("land") == land:
            presence += 1
    parts = []
    if blight:
        parts.append("Blight added" + (f", cascading to {', '.join(cascade)}" if cascade else ""))
    if lost:
        names = [f"{n} {K.KINDS[k].plural_name if n > 1 and k in K.KINDS else _piece(k)}" for k, n in lost.items()]
        parts.append(" and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names) + " destroyed")
    if presence:
        parts.append(f"{presence} presence destroyed")
    return "; ".join(parts)


def turn_end_words(before, events=()) -> str:
    """What Time Passes cleans up, from the state before the command that ended the turn and
    its events: each spirit's played cards going to its discard, damage healing, the turn's
    effects ending ("Moss discards Gift of Living Energy; damage heals on 3 pieces; Defend on A1
    ends.")."""
    if before is None:
        return "Played cards go to the discard and damage heals."
    parts = []
    for i, s in enumerate(before.spirits):
        played = list(s.played)
        played += [e.data["card"] for e in events if e.kind == "CardPlayed" and e.data.get("spirit") == i]
        if played:
            names = ", ".join(_power(c)[0] for c in played)
            parts.append(f"{_spirit(before, i)} discards {names}")
    if not parts:
        parts.append("no cards were played")
    from ..engine import pieces as P
    hurt = {land: sum(n for t, n in pcs.items() if P.damage_of(t)) for land, pcs in before.lands.items()}
    for e in events:                # the command's own damage, before Time Passes heals it
        if e.kind == "PhaseStarted":
            break
        land = e.data.get("land")
        if e.kind == "Damaged" and land in hurt:
            hurt[land] += 1
        elif e.kind == "Destroyed" and hurt.get(land):
            hurt[land] -= 1
    healed = [land for land, n in hurt.items() if n > 0]
    parts.append(f"damage heals in {', '.join(healed)}" if healed else "no damage to heal")
    ends = []
    for name, held in (before.turn_effects or {}).items():
        lands = sorted(held) if isinstance(held, (dict, list)) else []
        if lands:
            what = {"defend": "Defend", "isolate": "Isolation"}.get(name, name.replace("skip_", "skipped ").replace("_", " "))
            ends.append(f"{what} on {', '.join(dict.fromkeys(lands))}")
    if ends:
        parts.append("; ".join(ends) + " end" + ("s" if len(ends) == 1 else ""))
    text = "; ".join(parts) + "."
    return text[0].upper() + text[1:]


def event_lines(ev, state, around=None, before=None) -> list:
    """The log lines of an event (none, one, or for Time Passes its heading and what it cleans up)."""
    line = describe(ev, state, around, before)
    if line is None:
        return []
    if ev.kind == "PhaseStarted" and ev.data.get("phase") == "time":
        return [line, [(turn_end_words(before, around[0] if around else ()), None)]]
    return [line]


def describe(ev, state, around=None, before=None) -> list | None:
    """The log line for an event (None for events the log leaves out). `around` is (the
    command's events, this one's index) and `before` the state before the command, when the
    caller has them: an invader action then says what it did in each land, a ravage Defend's part."""
    k, d = ev.kind, ev.data
    sp = lambda: _spirit(state, d.get("spirit", -1))  # noqa: E731
    if k == "PhaseStarted":
        return [(f"— Turn {d['turn']}: {PHASES.get(d['phase'], d['phase'])} —", "phase")]
    if k == "GrowthChosen":
        return [(f"{sp()} grows: {_growth(state, d)}", None)]
    if k == "CardPlayed":
        return [(f"{sp()} plays ", None), _power(d["card"]), (f" ({d.get('cost', 0)} energy).", None)]
    if k == "PowerUsed":
        where = f" on {d['land']}" if d.get("land") else (
            f" on {_spirit(state, d['target_spirit'])}" if d.get("target_spirit", -1) >= 0 else "")
        return [(f"{sp()} uses ", None), _power(d["power"]), (f"{where}.", None)]
    if k == "PowerSkipped":
        return [(f"{sp()} skips ", None), _power(d["power"]), (".", None)]
    if k == "PowerDidNothing":
        where = f" in {d['land']}" if d.get("land") else ""
        return [_power(d["power"]), (f" did nothing{where}: there was nothing there for it to act on.", None)]
    if k == "PowerFizzled":
        return [_power(d["power"]), (f" has no target: {W.fizzle_words(d.get('reason', ''))}.", None)]
    if k == "PowerGained":
        return [(f"{sp()} gains ", None), _power(d["card"]), (".", None)]
    if k == "PowerForgotten":
        return [(f"{sp()} forgets ", None), _power(d["card"]), (".", None)]
    if k == "PowersDrawn":
        return [(f"{sp()} draws {len(d.get('cards', []))} {d.get('kind', '')} powers.", None)]
    if k == "CardsReclaimed":
        n = len(d.get("cards", []))
        return [(f"{sp()} reclaims {n} card{'' if n == 1 else 's'}.", None)] if n else None
    if k == "EnergyGained":
        how = {"growth": " (growth)", "track": " from its energy track"}.get(d.get("source", ""), "")
        return [(f"{sp()} gains {d['amount']} energy{how}.", None)] if d.get("amount") else None
    if k == "PresenceAdded":
        src = d["source"]
        frm = f"from the {src} track" if src in ("energy", "plays") else f"moved from {src}"
        return [(f"{sp()} adds a presence to {d['land']} ({frm}).", None)]
    if k == "PresenceDestroyed":
        return [(f"{sp()} loses a presence in {d['land']}.", None)]
    if k == "PieceMoved":
        verb = {"push": "pushed", "gather": "gathered"}.get(d.get("cause", ""), "moved")
        return [(f"{_piece(d['piece'])} {verb} from {d['frm']} to {d['to']}.", None)]
    if k == "PieceAdded":
        how = {"explore": "explores into", "build": "is built in"}.get(d.get("cause", ""), "is added to")
        return [(f"{_piece(d['piece'])} {how} {d['land']}.", None)]
    if k == "Damaged":
        return [(f"{_piece(d['piece'])} in {d['land']} takes damage ({d['damage']}).", None)]
    if k == "Destroyed":
        return [(f"{_piece(d['piece'])} destroyed in {d['land']}.", None)]
    if k == "Removed":
        return [(f"{_piece(d['piece'])} removed from {d['land']}.", None)]
    if k == "Attached" or k == "Detached":
        how = "now carries" if k == "Attached" else "no longer carries"
        return [(f"{_piece(d['piece'])} in {d['land']} {how} {W.a_or_an(_piece(d['attached']))}.", None)]
    if k == "Replaced":
        return [(f"{_piece(d['piece'])} in {d['land']} becomes {W.a_or_an(_piece(d['by']))}.", None)]
    if k == "BlightAdded":
        return [(f"Blight added to {d['land']}" + (" (cascade)." if d.get("cause") == "cascade" else "."), None)]
    if k == "FearGenerated":
        why = f"{_piece(d['piece'])} destroyed" if d.get("cause") == "destroyed" else name_of(d.get("cause", ""))
        return [(f"{d['amount']} fear generated" + (f" ({why})." if why else "."), None)]
    if k == "FearCardEarned":
        return [("A fear card is earned.", None)]
    if k == "FearCardRevealed":
        return [("Fear card ", None), (catalog.FEAR[d["card"]].name, ("fear", d["card"], d.get("level", 1))), (f": {W.fear_level_words(d['card'], d.get('level', 1))}", None)]
    if k == "TerrorLevelChanged":
        return [(f"Terror level is now {d['level']}." if d["level"] < 4 else "Every fear card is earned.", None)]
    if k == "InvaderCardRevealed":
        return [("Invader card revealed: ", None), (catalog.INVADER_CARDS[d["card"]].name, ("invader", d["card"])), (".", None)]
    if k == "InvaderAction":
        return [(action_words(d, around, (before, state)), None)]
    if k == "Ravage":
        defend = d["defend"] if "defend" in d else _effect((before, state), "defend", d["land"])
        return [(ravage_words(d["land"], d["damage"], defend, d.get("raw")), None)]
    if k == "Defended":
        return [(f"{d['land']} is defended ({d.get('amount', '')}).", None)]
    if k == "Isolated":
        return [(f"{d['land']} is isolated.", None)]
    if k == "ActionSkipped":
        return [(f"Invaders skip their {d['action']} in {d['land']}.", None)]
    if k == "BlightCardFlipped":
        return [("The blight card flips: ", None), (catalog.BLIGHT[d["card"]].name, None), (".", None)]
    if k == "GameWon":
        return [(f"VICTORY — {W.cause_log_words(d.get('cause', ''))}", "win")]
    if k == "GameLost":
        return [(f"DEFEAT — {W.cause_log_words(d.get('cause', ''))}", "loss")]
    if k == "ManualAdjustment":
        frm, to = d.get("frm") or "the supply", d.get("to") or "the supply"
        return [(f"Tabletop: {piece_kinds.name(d['piece'])} moved from {frm} to {to}.", "table")]
    if k == "Undone":
        return None             # GameLog writes "Undid: ..." in its place
    if k == "Note":
        return [(W.note_words(d, sp() if "spirit" in d else ""), None)]
    return more_words(ev, state)


# --- the other events: a table, so a test can find an event kind without words ------------------

def _prevented(d, state) -> str:
    piece = W.a_or_an(_piece(d.get("piece", "")))
    piece = piece[:1].upper() + piece[1:]
    return f"{piece} stops the {d.get('action', 'action')} in {d.get('land', '?')} and is removed."


def _event_card(d, state) -> str:
    card = d.get("card", "")
    name = catalog.name_of(card) or d.get("name") or card
    if d.get("resolves") is False:
        return f"Event card drawn: {name}. On the first turn it is set aside without resolving."
    if card in catalog.EVENTS and catalog.EVENTS[card].harm_by:    # its parts are told as they resolve
        return f"Event card revealed: {name}."
    text = catalog.EVENTS[card].text if card in catalog.EVENTS else d.get("text", "")
    return f"Event card revealed: {name}" + (f": {text}" if text else ".")


# The parts of an event card, as the log names them (003 CARTES ÉVÉNEMENT).
EVENT_PARTS = {"harm": "its harm", "token": "its token event", "dahan": "its Dahan event"}
HARM_REFERENCES = {"health": ("the island is healthy", "the island is blighted"),
                   "terror": ("terror level I", "terror level II", "terror level III"),
                   "stage": ("invader stage I", "invader stage II", "invader stage III")}


def _event_part(d, state) -> str:
    card = catalog.EVENTS[d["card"]] if d.get("card") in catalog.EVENTS else None
    name = card.name if card else d.get("card", "?")
    part = d.get("part", "")
    if card is None:
        return f"{name}: {EVENT_PARTS.get(part, part)}."
    if part == "harm":
        words, level = card.harm[d.get("level", 0)][0], d.get("level", 0)
        why = HARM_REFERENCES.get(card.harm_by, ())
        return f"{name}, {why[level] if level < len(why) else 'harm'}: {words}"
    words = (card.token if part == "token" else card.dahan or ("",))[0]
    return f"{name}, {EVENT_PARTS.get(part, part)}: {words}"


def _spirit_name(state, i) -> str:
    try:
        return catalog.name_of(state.spirits[i].spirit_id) or "A spirit"
    except (AttributeError, IndexError, TypeError):
        return "A spirit"


def _event_discarded(d, state) -> str:
    name = catalog.name_of(d.get("card", "")) or d.get("name") or d.get("card", "")
    return f"Event card {name} is not played with this adversary or scenario: discarded, the next one drawn."


def _blight_drawn(d, state) -> str:
    name = catalog.name_of(d.get("card", "")) or d.get("card", "")
    return f"A new blight card is drawn: {name} ({d.get('blight', 0)} blight on it)."


def _escalation(d, state) -> str:
    from ..content.adversaries import escalation_words
    return escalation_words(d, state)


MORE: dict = {
    "ActionPrevented": _prevented,
    "Escalation": _escalation,
    "EventCardRevealed": _event_card,
    "EventPart": _event_part,
    "CardDiscarded": lambda d, state: f"{_spirit_name(state, d.get('spirit', 0))} discards "
                                      f"{catalog.name_of(d.get('card', '')) or d.get('card', '')}.",
    "EventCardDiscarded": _event_discarded,
    "EventCardResolved": lambda d, state: f"{catalog.name_of(d.get('card', '')) or d.get('card', '')} has resolved.",
    "BlightCardDrawn": _blight_drawn,
    "BlightCardEmpty": lambda d, state: "No blight is left to take from the blight card.",
    "InvaderCardsAdvanced": lambda d, state: "The invader cards move on one space.",
    "WillSkip": lambda d, state: f"{d.get('land', '?')} will skip its next {d.get('action', 'action')}.",
}
# Events the log leaves out on purpose, and why.
SILENT = {"Undone": "GameLog writes 'Undid: ...' in its place"}


def more_words(ev, state) -> list | None:
    """The line of an event the chain above does not name: the base game's others (MORE), then
    a pack's (game.words.EVENT_WORDS, registered with Pack.event_words); None for SILENT ones."""
    say = MORE.get(ev.kind) or W.EVENT_WORDS.get(ev.kind)
    if say is None:
        return None
    try:
        return [(say(ev.data, state), None)]
    except Exception:   # noqa: BLE001 - a pack's words must never break the log
        return [(ev.kind, None)]


def describe_command(cmd, before) -> str:
    """What a command does, in words, for the state just before it ("Marsh Mist Dread's card
    pick"): the same words the Undo button shows (game.ui.undo_words)."""
    from .undo_words import describe as words
    try:
        return words(cmd, before)
    except Exception:  # words must never stop the table
        return "the last move"


class GameLog:
    """The lines a table shows. Each accepted command adds its events' lines; Undo takes the
    last undoable command's lines out and says "Undid: ..." instead (undo, like the engine's,
    stops at a reveal). `lines` is what to draw."""

    KEEP = 2000                 # lines kept (the oldest go first)

    def __init__(self, setup_events=(), state=None):
        self.lines: list = [l for l in (describe(e, state) for e in setup_events) if l]
        self._undoable: list = []      # (first line, end line, words) of commands undo may take back
        self._started, self._words = True, ""      # see before(): a log watching a replay
        self.version = 0                # changes with every change of `lines` (the picture's key)
        self.fizzled: set = set()       # (spirit, card): powers used with no target since the spirit phase

    def add(self, cmd, events, before, after, words: str | None = None) -> None:
        """A command was accepted: `before`/`after` are the states around it; `words` say what it
        did (describe_command of the state before it, which the engine has changed in place since)."""
        if type(cmd).__name__ == "Undo":
            self._undo()
            return
        self.version += 1
        start = len(self.lines)
        events = self._sourced(list(events), after)
        for i, e in enumerate(events):
            self.lines.extend(event_lines(e, after, (events, i), before))
            if e.kind == "PowerFizzled":       # a resumed table marks the cards again (fizzles_now)
                self.fizzled.add((e.data.get("spirit", -1), e.data.get("power", "")))
            elif e.kind == "PhaseStarted" and e.data.get("phase") == "spirit":
                self.fizzled.clear()
        if any(getattr(e, "reveal", False) for e in events):
            self._undoable.clear()
        else:
            self._undoable.append((start, len(self.lines), words or describe_command(cmd, before)))
        self._trim()

    def _sourced(self, events: list, state) -> list:
        """The events with each spirit's energy told apart: the energy a growth option gives,
        then, once its growth is done, the energy track's income (the engine says "gains" for
        both). A growth spans commands (a presence to place), so the log keeps count."""
        growing = self.__dict__.setdefault("_growing", {})     # spirit -> growth energy still to come
        out = []
        for e in events:
            d = e.data
            if e.kind == "GrowthChosen":
                try:
                    actions = catalog.SPIRITS[state.spirits[d["spirit"]].spirit_id].growth[d["option"]].actions
                    growing[d["spirit"]] = sum(1 for a in actions if a[0] == "energy")
                except (AttributeError, IndexError, KeyError, TypeError):
                    growing.pop(d.get("spirit"), None)
            elif e.kind == "EnergyGained" and d.get("spirit") in growing and "source" not in d:
                left = growing[d["spirit"]]
                if left:
                    growing[d["spirit"]] = left - 1
                else:
                    del growing[d["spirit"]]
                e = type(e)(e.kind, dict(d, source="growth" if left else "track"), e.reveal)
            elif e.kind == "PhaseStarted":
                growing.clear()
            out.append(e)
        return out

    def note(self, text: str, style: str = "table") -> None:
        """A line of the table's own ("— Resumed at turn 3 —")."""
        self.version += 1
        self.lines.append([(text, style)])
        self._trim()

    def next_undo(self) -> str:
        """What Undo would take back, in words ("" when the log knows of nothing)."""
        return self._undoable[-1][2] if self._undoable else ""

    def _undo(self) -> None:
        if not self._undoable:
            self.note("Undid the last move.")
            return
        start, end, words = self._undoable.pop()
        self.version += 1
        del self.lines[start:end]
        self.note(f"Undid: {words}.")

    def _trim(self) -> None:
        cut = len(self.lines) - self.KEEP
        if cut > 0:
            del self.lines[:cut]
            self._undoable = [(a - cut, b - cut, w) for a, b, w in self._undoable if a >= cut]

    # --- rebuilt from a save: the log watches the engine replay it (engine.save.from_save) -----
    def before(self, cmd, game) -> None:
        """The replay is about to apply `cmd` (the log keeps its words for undo)."""
        try:
            if not self._started:
                self._started = True
                self.version += 1
                self.lines[:0] = [l for l in (describe(e, game.state) for e in game.initial_events or ()) if l]
            self._words = "" if type(cmd).__name__ == "Undo" else describe_command(cmd, game.state)
            # the position before it, as the table keeps one for each command played: the lines
            # that tell of Defend, isolation and the end of a turn read it (same words after a load)
            self._before = None if type(cmd).__name__ == "Undo" else query.clone(game.state)
        except Exception:  # the log must never stop a game from loading
            self._words, self._before = "", None

    def after(self, cmd, events, game) -> None:
        """The replay applied `cmd`, giving `events`."""
        try:
            self.add(cmd, events, getattr(self, "_before", None), game.state, self._words)
        except Exception:
            pass

    def fizzles_now(self, state) -> set:
        """The powers used this turn with no target that are still used now (an undone use takes
        its mark with it): what a table resumed from a save marks on their cards."""
        return {(i, c) for i, c in self.fizzled if 0 <= i < len(state.spirits) and c in state.spirits[i].used}

    def resumed(self, game) -> None:
        """The line saying where the game was picked up again."""
        st = game.state
        where = f"game over ({st.result})" if st.result else f"turn {st.turn}, {PHASES.get(st.phase, st.phase)}"
        self.note(f"— Game resumed at {where} —", "phase")

    @classmethod
    def replaying(cls) -> "GameLog":
        """An empty log to hand to the loader as the replay's observer."""
        out = cls()
        out._started = False
        return out

    @classmethod
    def of_game(cls, game) -> "GameLog":
        """The whole log of a game, rebuilt by replaying its commands from the start (when the
        loader could not watch its own replay), ending with the line saying where it resumed."""
        from ..engine import Game
        replay = Game(game.config)
        out = cls.replaying()
        for cmd in game.log:
            out.before(cmd, replay)
            events = replay.apply(cmd)
            if isinstance(events, list):
                out.after(cmd, events, replay)
        if not out._started:
            out.before(None, replay)
        out.resumed(game)
        return out
