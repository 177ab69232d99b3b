"""The game log in words: each engine event becomes a line, card names kept as links so the
log can zoom a card on hover. Returns segments: (text, ref) with ref = (kind, card id) or None."""
from __future__ import annotations

from ..content import catalog
from ..engine import pieces as P

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
    for sp in catalog.SPIRITS.items.values():
        for inn in sp.innates:
            if inn.id == pid:
                return (inn.name, None)
    return (pid, None)


def _piece(k: str) -> str:
    return P.NAMES.get(k[:1], k)


def describe(ev, state) -> list | None:
    """The log line for an event (None for events the log leaves out)."""
    k, d = ev.kind, ev.data
    sp = lambda: _spirit(state, d.get("spirit", -1))  # noqa: E731
    if k == "PhaseStarted":
        return [(f"— Turn {d['turn']}: {PHASES.get(d['phase'], d['phase'])} —", "phase")]
    if k == "GrowthChosen":
        return [(f"{sp()} grows: {d.get('text', '')}", None)]
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
        return [_power(d["power"]), (f" has no target: {d.get('reason', '')}.", None)]
    if k == "PowerGained":
        return [(f"{sp()} gains ", None), _power(d["card"]), (".", None)]
    if k == "PowerForgotten":
        return [(f"{sp()} forgets ", None), _power(d["card"]), (".", None)]
    if k == "PowersDrawn":
        return [(f"{sp()} draws {len(d.get('cards', []))} {d.get('kind', '')} powers.", None)]
    if k == "CardsReclaimed":
        return [(f"{sp()} reclaims {len(d.get('cards', []))} card(s).", None)]
    if k == "EnergyGained":
        return [(f"{sp()} gains {d['amount']} energy.", None)] if d.get("amount") else None
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
    if k == "Replaced":
        return [(f"{_piece(d['piece'])} in {d['land']} becomes a {_piece(d['by'])}.", None)]
    if k == "BlightAdded":
        return [(f"Blight added to {d['land']}" + (" (cascade)." if d.get("cause") == "cascade" else "."), None)]
    if k == "FearGenerated":
        return [(f"{d['amount']} fear generated" + (f" ({d['cause']})." if d.get("cause") else "."), None)]
    if k == "FearCardEarned":
        return [("A fear card is earned.", None)]
    if k == "FearCardRevealed":
        return [("Fear card ", None), (catalog.FEAR[d["card"]].name, ("fear", d["card"])), (f": {d.get('text', '')}", None)]
    if k == "TerrorLevelChanged":
        return [(f"Terror level is now {d['level']}." if d["level"] < 4 else "Every fear card is earned.", None)]
    if k == "InvaderCardRevealed":
        return [("Invader card revealed: ", None), (catalog.INVADER_CARDS[d["card"]].name, ("invader", d["card"])), (".", None)]
    if k == "InvaderAction":
        lands = ", ".join(d.get("lands", [])) or "no land"
        return [(f"Invaders {d['action']}: {lands}.", None)]
    if k == "Ravage":
        return [(f"Ravage in {d['land']}: {d['damage']} damage.", None)]
    if k == "Defended":
        return [(f"{d['land']} is defended ({d.get('amount', '')}).", None)]
    if k == "Isolated":
        return [(f"{d['land']} is isolated.", None)]
    if k == "ActionSkipped":
        return [(f"Invaders skip their {d['action']} in {d['land']}.", None)]
    if k == "BlightCardFlipped":
        return [("The blight card flips: ", None), (catalog.BLIGHT[d["card"]].name, None), (".", None)]
    if k == "GameWon":
        return [(f"VICTORY — {d.get('cause', '')}", "win")]
    if k == "GameLost":
        return [(f"DEFEAT — {d.get('cause', '')}", "loss")]
    if k == "ManualAdjustment":
        frm, to = d.get("frm") or "the supply", d.get("to") or "the supply"
        return [(f"Tabletop: {_piece(d['piece']) if not d['piece'].startswith('P') else 'presence'} moved from {frm} to {to}.", "table")]
    if k == "Undone":
        return [("Undone.", "table")]
    if k == "Note":
        return [(d.get("text", ""), None)]
    return None
