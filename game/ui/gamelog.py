"""The game log in words: each engine event becomes a line, card names kept as links so the
log can zoom a card on hover. A line is a list of segments (text, ref), ref = (kind, card id)
(a fear card's also with the terror level it resolved at), a style name ("phase", "table", ...)
or None. Names everywhere, never ids.

`GameLog` is the log a table shows: it can be rebuilt whole from a game's commands (after
Continue or Load), and an undone command's lines leave it, replaced by "Undid: ...".
`describe_command` says in words what a command does (the words of the Undo button)."""
from __future__ import annotations

import re

from ..content import catalog
from .. import kinds as K
from ..engine import query
from .. import words as W
from . import piece_kinds

PHASES = {"spirit": "Spirit Phase", "fast": "Fast Power Phase", "invader": "Invader Phase",
          "slow": "Slow Power Phase", "time": "Time Passes"}


def _spirit(state, i) -> str:
    try:
        return W.shown(catalog.SPIRITS[state.spirits[i].spirit_id]).name
    except (IndexError, KeyError, TypeError):
        return "A spirit"


def _power(pid):
    if pid in catalog.POWERS:
        return (W.shown(catalog.POWERS[pid]).name, ("power", pid))
    return (W.tr(catalog.name_of(pid) or pid), None)


def _piece(k: str) -> str:
    return W.tr(K.name(k, k))


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
    E = EVENT_ENTRIES["Ravage"]
    if not defend:
        return _fmt(W._(E[0]), {"land": land, "damage": damage})
    if raw is None and damage:
        raw = damage + defend
    if raw is not None:
        return _fmt(W._(E[1]), {"land": land, "damage": damage, "defend": defend, "total": raw})
    return _fmt(W._(E[2]), {"land": land, "defend": defend})


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
            why[land] = W._(BANNER_WHY["skipped"])
        elif e.kind == "ActionPrevented" and e.data.get("action") == action:
            why[land] = W._(BANNER_WHY["stopped_by"]).format(piece=W.a_or_an(K.name(e.data.get("piece", ""), "")))
        elif e.kind == "PieceAdded" and e.data.get("cause") == action == "build":
            why[land] = W.a_or_an(K.name(e.data["piece"], e.data["piece"]))     # the English noun: "une Ville"
        elif e.kind == "Ravage" and action == "ravage":
            why[land] = ""
    parts = []
    if action == "build" and not any(e.kind in ("GameWon", "GameLost") for e in own):
        finished = True            # a build asks nothing: its events are all there
    idle = W._(BANNER_WHY["idle"]) if finished else ""      # a question or the game's end came first: not known
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
        parts += [f"{l} ({W._(BANNER_WHY['no_invaders'])})" for l in quiet]
    elif action == "explore":
        for l in [l for l in card_lands if l not in lands or l in why]:
            reason = why.get(l) or W._(BANNER_WHY["isolated"] if _effect(states, "isolate", l)
                                       else BANNER_WHY["no_source"])
            parts.append(f"{l} ({reason})")
    E = EVENT_ENTRIES["InvaderAction"]
    return _fmt(W._(_by_action("InvaderAction", action, -2)), {"action": action, "lands": ", ".join(parts) or W._(E[-1])})


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
        parts.append(W._(BANNER_WHY["blight_cascade"]).format(lands=", ".join(cascade)) if cascade
                     else W._(BANNER_WHY["blight"]))
    if lost:
        names = [f"{n} {K.KINDS[k].plural_name if n > 1 and k in K.KINDS else _piece(k)}" for k, n in lost.items()]
        both = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
        parts.append(W._(BANNER_WHY["destroyed"]).format(pieces=both))
    if presence:
        parts.append(W.say(BANNER_WHY["presence"], {"n": presence}))
    return "; ".join(parts)


# What an invader action's banner says of a land, and what a ravage went on to do (whole entries
# of the catalogs: they showed in English in a French game, playtest 36).
BANNER_WHY = {
    "skipped": "skipped: a power stops it",
    "stopped_by": "stopped by {piece}",
    "idle": "no invaders left",
    "no_invaders": "no invaders",
    "isolated": "isolated",
    "no_source": "no Town, City or ocean next to it",
    "blight": "Blight added",
    "blight_cascade": "Blight added, cascading to {lands}",
    "destroyed": "{pieces} destroyed",
    "presence": W.plural(("{n} presence destroyed", "{n} presence destroyed")),
}


# What the end of a turn cleans up, entry by entry (turn_end_words joins them with "; ").
TURN_END = {
    "unknown": "Played cards go to the discard and damage heals.",
    "discards": "{spirit} discards {cards}",
    "none_played": "no cards were played",
    "heals": "damage heals in {lands}",
    "no_damage": "no damage to heal",
    "effect_on": "{effect} on {lands}",
    "ends": W.plural(("{effects} ends", "{effects} end")),
    "defend": "Defend", "isolate": "Isolation",
    "skip_ravage": "skipped ravage", "skip_build": "skipped build", "skip_explore": "skipped explore",
}


def turn_end_words(before, events=()) -> str:
    """What Time Passes cleans up, from the state before the command that ended the turn and
    its events: each spirit's played cards going to its discard, damage healing, the turn's
    effects ending ("Moss discards Gift of Living Energy; damage heals on 3 pieces; Defend on A1
    ends.")."""
    T = TURN_END
    if before is None:
        return W._(T["unknown"])
    parts = []
    for i, s in enumerate(before.spirits):
        played = list(s.played)
        played += [e.data["card"] for e in events if e.kind == "CardPlayed" and e.data.get("spirit") == i]
        if played:
            names = ", ".join(_power(c)[0] for c in played)
            parts.append(W._(T["discards"]).format(spirit=_spirit(before, i), cards=names))
    if not parts:
        parts.append(W._(T["none_played"]))
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
    parts.append(W._(T["heals"]).format(lands=", ".join(healed)) if healed else W._(T["no_damage"]))
    ends = []
    for name, held in (before.turn_effects or {}).items():
        lands = sorted(held) if isinstance(held, (dict, list)) else []
        if lands:
            what = W._(T.get(name, "")) if name in ("defend", "isolate") or name.startswith("skip_") and name in T \
                else name.replace("skip_", "skipped ").replace("_", " ")
            ends.append(W._(T["effect_on"]).format(effect=what, lands=", ".join(dict.fromkeys(lands))))
    if ends:
        parts.append(W.say(T["ends"], {"effects": "; ".join(ends), "n": len(ends)}))
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


def _fmt(chunk: str, data: dict) -> str:
    try:
        return chunk.format(**data)
    except (KeyError, IndexError, ValueError, AttributeError):
        return chunk


def said(template: str, links: dict | None = None, style=None, **data) -> list:
    """A whole sentence (a catalog entry, translated) as log segments: the placeholders named in
    `links` become their (name, ref) segments (a card the log can zoom), the others are filled
    from `data`; every other segment carries `style`."""
    text = W._(template)
    if not links:
        return [(_fmt(text, data), style)]
    out, pos = [], 0
    for m in re.finditer(r"\{(\w+)\}", text):
        if m.group(1) not in links:
            continue
        if m.start() > pos:
            out.append((_fmt(text[pos:m.start()], data), style))
        out.append(links[m.group(1)])
        pos = m.end()
    if pos < len(text):
        out.append((_fmt(text[pos:], data), style))
    return out


# The catalog entries of each event kind's line (a test finds an event kind without them).
EVENT_ENTRIES: dict[str, tuple[str, ...]] = {
    "PhaseStarted": ("— Turn {turn}: {phase} —",),
    "IncarnaMoved": ("{spirit}'s Incarna moves to {land}.", "{spirit}'s Incarna leaves the island."),
    "IncarnaEmpowered": ("{spirit}'s Incarna is empowered.",),
    "MadeFast": (W.plural(("{spirit} may use {n} slow power in the fast phase this turn.",
                           "{spirit} may use {n} slow powers in the fast phase this turn.")),),
    "GrowthChosen": ("{spirit} grows: {growth}",),
    "CardPlayed": ("{spirit} plays {card} ({cost} energy).",),
    "PowerUsed": ("{spirit} uses {power} on {land}.", "{spirit} uses {power} on {target}.", "{spirit} uses {power}."),
    "PowerSkipped": ("{spirit} skips {power}.",),
    "NothingLeft": ("{spirit} has nothing left to do in this phase: its actions end.",),
    "PowerDidNothing": ("{power} did nothing in {land}: there was nothing there for it to act on.",
                        "{power} did nothing: there was nothing there for it to act on."),
    "PowerFizzled": ("{power} has no target: {reason}.",),
    "PowerGained": ("{spirit} gains {card}.",),
    "PowerForgotten": ("{spirit} forgets {card}.",),
    "PowersDrawn": ("{spirit} draws {n} minor powers.", "{spirit} draws {n} major powers.", "{spirit} draws {n} {kind} powers."),
    "CardsReclaimed": (W.plural(("{spirit} reclaims {n} card.", "{spirit} reclaims {n} cards.")),),
    "EnergyGained": ("{spirit} gains {n} energy (growth).", "{spirit} gains {n} energy from its energy track.",
                     "{spirit} gains {n} energy."),
    "PresenceAdded": ("{spirit} adds a presence to {land} (from the energy track).",
                      "{spirit} adds a presence to {land} (from the plays track).",
                      "{spirit} adds a presence to {land} (moved from {source})."),
    "PresenceDestroyed": ("{spirit} loses a presence in {land}.",),
    "PieceMoved": ("{piece} pushed from {frm} to {to}.", "{piece} gathered from {frm} to {to}.", "{piece} moved from {frm} to {to}."),
    "PieceAdded": ("{piece} explores into {land}.", "{piece} is built in {land}.", "{piece} is added to {land}."),
    "Damaged": ("{piece} in {land} takes damage ({damage}).",),
    "Destroyed": ("{piece} destroyed in {land}.",),
    "Removed": ("{piece} removed from {land}.",),
    "Attached": ("{piece} in {land} now carries {attached}.",),
    "Detached": ("{piece} in {land} no longer carries {attached}.",),
    "Replaced": ("{piece} in {land} becomes {by}.",),
    "BlightAdded": ("Blight added to {land} (cascade).", "Blight added to {land}."),
    "FearGenerated": ("{n} fear generated ({why}).", "{n} fear generated."),
    "FearCardEarned": ("A fear card is earned.",),
    "FearCardRevealed": ("Fear card {card}: {text}",),
    "TerrorLevelChanged": ("Terror level is now {level}.", "Every fear card is earned."),
    "InvaderCardRevealed": ("Invader card revealed: {card}.",),
    "InvaderAction": ("Invaders ravage: {lands}.", "Invaders build: {lands}.", "Invaders explore: {lands}.",
                      "Invaders {action}: {lands}.", "no land"),
    "Ravage": ("Ravage in {land}: {damage} damage.", "Ravage in {land}: {total} damage − Defend {defend} = {damage} damage.",
               "Ravage in {land}: Defend {defend} stops all the invaders' damage (0 damage)."),
    "Defended": ("{land} is defended ({amount}).",),
    "Isolated": ("{land} is isolated.",),
    "ActionSkipped": ("Invaders skip their ravage in {land}.", "Invaders skip their build in {land}.",
                      "Invaders skip their explore in {land}.", "Invaders skip their {action} in {land}."),
    "BlightCardFlipped": ("The blight card flips: {card}.",),
    "GameWon": ("VICTORY — {cause}",),
    "GameLost": ("DEFEAT — {cause}",),
    "ManualAdjustment": ("Tabletop: {piece} moved from {frm} to {to}.", "the supply",
                         "Tabletop: {piece} put on a {carrier} in {land}.",
                         "Tabletop: {piece} taken off a {carrier} in {land}."),
    "Note": (),
    "ActionPrevented": ("{piece} stops the ravage in {land} and is removed.", "{piece} stops the build in {land} and is removed.",
                        "{piece} stops the explore in {land} and is removed.", "{piece} stops the {action} in {land} and is removed."),
    "EventCardRevealed": ("Event card revealed: {card}: {text}", "Event card revealed: {card}.",
                          "Event card drawn: {card}. On the first turn it is set aside without resolving."),
    "BlightCardDrawn": ("A new blight card is drawn: {card} ({n} blight on it).",),
    "BlightCardEmpty": ("No blight is left to take from the blight card.",),
    "InvaderCardsAdvanced": ("The invader cards move on one space.",),
    "EventPart": ("{card}: {part}.", "{card}, {part}: {text}", "harm"),
    "CardDiscarded": ("{spirit} discards {card}.",),
    "EventCardDiscarded": ("Event card {card} is not played with this adversary or scenario: discarded, the next one drawn.",),
    "EventCardResolved": ("{card} has resolved.",),
    # an adversary's escalation is worded by the adversary's own content (content.adversaries.escalation_words)
    "Escalation": (),
    "WillSkip": ("{land} will skip its next ravage.", "{land} will skip its next build.", "{land} will skip its next explore.",
                 "{land} will skip its next {action}."),
}
_ACTIONS = ("ravage", "build", "explore")


def _by_action(kind: str, action: str, last: int = -1) -> str:
    """The entry of an event kind for an action (ravage, build, explore), else its general one."""
    entries = EVENT_ENTRIES[kind]
    return entries[_ACTIONS.index(action)] if action in _ACTIONS else entries[last]


def describe(ev, state, around=None, before=None) -> list | None:
    """The log line for an event (None for events the log leaves out). `around` is (the
    command's events, this one's index) and `before` the state before the command, when the
    caller has them: an invader action then says what it did in each land, a ravage Defend's part.
    Each line is one catalog entry (EVENT_ENTRIES), in the language spoken."""
    k, d = ev.kind, ev.data
    E = EVENT_ENTRIES.get(k, ())
    sp = lambda: _spirit(state, d.get("spirit", -1))  # noqa: E731
    if k == "PhaseStarted":
        return said(E[0], None, "phase", turn=d["turn"], phase=W._(PHASES.get(d["phase"], d["phase"])))
    if k == "GrowthChosen":
        return said(E[0], spirit=sp(), growth=_growth(state, d))
    if k == "CardPlayed":
        return said(E[0], {"card": _power(d["card"])}, spirit=sp(), cost=d.get("cost", 0))
    if k == "PowerUsed":
        links = {"power": _power(d["power"])}
        if d.get("land"):
            return said(E[0], links, spirit=sp(), land=d["land"])
        if d.get("target_spirit", -1) >= 0:
            return said(E[1], links, spirit=sp(), target=_spirit(state, d["target_spirit"]))
        return said(E[2], links, spirit=sp())
    if k == "NothingLeft":
        return said(E[0], spirit=sp())
    if k in ("PowerSkipped",):
        return said(E[0], {"power": _power(d["power"])}, spirit=sp())
    if k == "PowerDidNothing":
        return said(E[0] if d.get("land") else E[1], {"power": _power(d["power"])}, land=d.get("land", ""))
    if k == "PowerFizzled":
        return said(E[0], {"power": _power(d["power"])}, reason=W.fizzle_words(d.get("reason", "")))
    if k in ("PowerGained", "PowerForgotten"):
        return said(E[0], {"card": _power(d["card"])}, spirit=sp())
    if k == "PowersDrawn":
        kind = d.get("kind", "")
        entry = E[0] if kind == "minor" else E[1] if kind == "major" else E[2]
        return said(entry, spirit=sp(), n=len(d.get("cards", [])), kind=kind)
    if k == "CardsReclaimed":
        n = len(d.get("cards", []))
        return [(W.say(E[0], {"spirit": sp(), "n": n}), None)] if n else None
    if k == "EnergyGained":
        if not d.get("amount"):
            return None
        entry = {"growth": E[0], "track": E[1]}.get(d.get("source", ""), E[2])
        return said(entry, spirit=sp(), n=d["amount"])
    if k == "PresenceAdded":
        src = d["source"]
        entry = E[0] if src == "energy" else E[1] if src == "plays" else E[2]
        return said(entry, spirit=sp(), land=d["land"], source=src)
    if k == "PresenceDestroyed":
        return said(E[0], spirit=sp(), land=d["land"])
    if k == "PieceMoved":
        entry = {"push": E[0], "gather": E[1]}.get(d.get("cause", ""), E[2])
        return said(entry, piece=_piece(d["piece"]), frm=d["frm"], to=d["to"])
    if k == "PieceAdded":
        entry = {"explore": E[0], "build": E[1]}.get(d.get("cause", ""), E[2])
        return said(entry, piece=_piece(d["piece"]), land=d["land"])
    if k == "Damaged":
        return said(E[0], piece=_piece(d["piece"]), land=d["land"], damage=d["damage"])
    if k in ("Destroyed", "Removed"):
        return said(E[0], piece=_piece(d["piece"]), land=d["land"])
    if k in ("Attached", "Detached"):
        return said(E[0], piece=_piece(d["piece"]), land=d["land"], attached=W.a_or_an(K.name(d["attached"], d["attached"])))
    if k == "Replaced":
        return said(E[0], piece=_piece(d["piece"]), land=d["land"], by=W.a_or_an(K.name(d["by"], d["by"])))
    if k == "BlightAdded":
        return said(E[0] if d.get("cause") == "cascade" else E[1], land=d["land"])
    if k == "FearGenerated":
        why = W._("{piece} destroyed").format(piece=_piece(d["piece"])) if d.get("cause") == "destroyed" \
            else W.tr(name_of(d.get("cause", "")))
        return said(E[0] if why else E[1], n=d["amount"], why=why)
    if k == "FearCardEarned":
        return said(E[0])
    if k == "FearCardRevealed":
        return said(E[0], {"card": (W.shown(catalog.FEAR[d["card"]]).name, ("fear", d["card"], d.get("level", 1)))},
                    text=W.fear_level_words(d["card"], d.get("level", 1)))
    if k == "TerrorLevelChanged":
        return said(E[0], level=d["level"]) if d["level"] < 4 else said(E[1])
    if k == "InvaderCardRevealed":
        return said(E[0], {"card": (W.tr(catalog.INVADER_CARDS[d["card"]].name), ("invader", d["card"]))})
    if k == "InvaderAction":
        return [(action_words(d, around, (before, state)), None)]
    if k == "Ravage":
        defend = d["defend"] if "defend" in d else _effect((before, state), "defend", d["land"])
        return [(ravage_words(d["land"], d["damage"], defend, d.get("raw")), None)]
    if k in ("Defended", "Isolated"):
        return said(E[0], land=d["land"], amount=d.get("amount", ""))
    if k == "ActionSkipped":
        return said(_by_action(k, d["action"]), action=d["action"], land=d["land"])
    if k == "BlightCardFlipped":
        return said(E[0], {"card": (W.shown(catalog.BLIGHT[d["card"]]).name, None)})
    if k == "GameWon":
        return said(E[0], None, "win", cause=W.cause_log_words(d.get("cause", "")))
    if k == "GameLost":
        return said(E[0], None, "loss", cause=W.cause_log_words(d.get("cause", "")))
    if k == "ManualAdjustment" and d.get("onto"):       # an attached piece put on a piece, or taken off
        return said(E[2] if d.get("to") else E[3], None, "table", piece=W.tr(piece_kinds.name(d["piece"])),
                    carrier=W.tr(piece_kinds.name(d["onto"][:1])), land=d.get("to") or d.get("frm"))
    if k == "ManualAdjustment":
        supply = W._(E[1])
        return said(E[0], None, "table", piece=W.tr(piece_kinds.name(d["piece"])), frm=d.get("frm") or supply,
                    to=d.get("to") or supply)
    if k == "Undone":
        return None             # GameLog writes "Undid: ..." in its place
    if k == "Note":
        return [(W.note_words(d, sp() if "spirit" in d else ""), None)]
    return more_words(ev, state)


# --- the other events: a table, so a test can find an event kind without words ------------------

def _prevented(d, state) -> str:
    piece = W.a_or_an(K.name(d.get("piece", ""), d.get("piece", "")))
    piece = piece[:1].upper() + piece[1:]
    return _fmt(W._(_by_action("ActionPrevented", d.get("action", ""))),
                dict(piece=piece, action=d.get("action", "action"), land=d.get("land", "?")))


def _event_card(d, state) -> str:
    card = d.get("card", "")
    name = W.tr(catalog.name_of(card) or d.get("name") or card)
    entries = EVENT_ENTRIES["EventCardRevealed"]
    if d.get("resolves") is False:
        return _fmt(W._(entries[2]), dict(card=name))
    if card in catalog.EVENTS and catalog.EVENTS[card].harm_by:    # its parts are told as they resolve
        return _fmt(W._(entries[1]), dict(card=name))
    text = W.shown(catalog.EVENTS[card]).text if card in catalog.EVENTS else d.get("text", "")
    return _fmt(W._(entries[0] if text else entries[1]), dict(card=name, text=text))


# The parts of an event card, as the log names them (003 CARTES ÉVÉNEMENT).
EVENT_PARTS = {"harm": "its harm", "token": "its token event", "dahan": "its Dahan event"}
HARM_REFERENCES = {"health": ("the island is healthy", "the island is blighted"),
                   "terror": ("terror level I", "terror level II", "terror level III"),
                   "stage": ("invader stage I", "invader stage II", "invader stage III")}


def _event_part(d, state) -> str:
    card = W.shown(catalog.EVENTS[d["card"]]) if d.get("card") in catalog.EVENTS else None
    name = card.name if card else d.get("card", "?")
    part = d.get("part", "")
    E = EVENT_ENTRIES["EventPart"]
    what = W._(EVENT_PARTS.get(part, part))
    if card is None:
        return _fmt(W._(E[0]), dict(card=name, part=what))
    if part == "harm":
        words, level = W.tr(card.harm[d.get("level", 0)][0]), d.get("level", 0)
        why = HARM_REFERENCES.get(card.harm_by, ())
        return _fmt(W._(E[1]), dict(card=name, part=W._(why[level]) if level < len(why) else W._("harm"), text=words))
    words = W.tr((card.token if part == "token" else card.dahan or ("",))[0])
    return _fmt(W._(E[1]), dict(card=name, part=what, text=words))


def _spirit_name(state, i) -> str:
    try:
        return W.tr(catalog.name_of(state.spirits[i].spirit_id)) or W._("A spirit")
    except (AttributeError, IndexError, TypeError):
        return W._("A spirit")


def _event_discarded(d, state) -> str:
    name = W.tr(catalog.name_of(d.get("card", "")) or d.get("name") or d.get("card", ""))
    return _fmt(W._(EVENT_ENTRIES["EventCardDiscarded"][0]), dict(card=name))


def _blight_drawn(d, state) -> str:
    name = W.tr(catalog.name_of(d.get("card", "")) or d.get("card", ""))
    return _fmt(W._(EVENT_ENTRIES["BlightCardDrawn"][0]), dict(card=name, n=d.get("blight", 0)))


def _escalation(d, state) -> str:
    from ..content.adversaries import escalation_words
    return escalation_words(d, state)


MORE: dict = {
    "ActionPrevented": _prevented,
    "Escalation": _escalation,
    "EventCardRevealed": _event_card,
    "EventPart": _event_part,
    "CardDiscarded": lambda d, state: _fmt(W._(EVENT_ENTRIES["CardDiscarded"][0]), dict(
        spirit=_spirit_name(state, d.get("spirit", 0)), card=W.tr(catalog.name_of(d.get("card", "")) or d.get("card", "")))),
    "EventCardDiscarded": _event_discarded,
    "EventCardResolved": lambda d, state: _fmt(W._(EVENT_ENTRIES["EventCardResolved"][0]), dict(
        card=W.tr(catalog.name_of(d.get("card", "")) or d.get("card", "")))),
    "BlightCardDrawn": _blight_drawn,
    "BlightCardEmpty": lambda d, state: W._(EVENT_ENTRIES["BlightCardEmpty"][0]),
    "InvaderCardsAdvanced": lambda d, state: W._(EVENT_ENTRIES["InvaderCardsAdvanced"][0]),
    "WillSkip": lambda d, state: _fmt(W._(_by_action("WillSkip", d.get("action", ""))),
                                      dict(land=d.get("land", "?"), action=d.get("action", "action"))),
}
# Events the log leaves out on purpose, and why.
MORE.update({      # the Incarna (engine.incarna) and slow powers made fast (ops.fast_now), whole entries
    "IncarnaMoved": lambda d, state: _fmt(W._(EVENT_ENTRIES["IncarnaMoved"][0 if d.get("land") else 1]),
                                          dict(spirit=_spirit_name(state, d.get("spirit", 0)), land=d.get("land", ""))),
    "IncarnaEmpowered": lambda d, state: _fmt(W._(EVENT_ENTRIES["IncarnaEmpowered"][0]),
                                              dict(spirit=_spirit_name(state, d.get("spirit", 0)))),
    "MadeFast": lambda d, state: W.say(EVENT_ENTRIES["MadeFast"][0], {"spirit": _spirit_name(state, d.get("spirit", 0)),
                                                                       "n": d.get("n", 1)}),
})

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
                    actions = W.shown(catalog.SPIRITS[state.spirits[d["spirit"]].spirit_id]).growth[d["option"]].actions
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
            self.note(W._("Undid the last move."))
            return
        start, end, words = self._undoable.pop()
        self.version += 1
        del self.lines[start:end]
        self.note(W._("Undid: {what}.").format(what=words))

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
        self.note(W._("— Game resumed at {where} —").format(where=where), "phase")

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
