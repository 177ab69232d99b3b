"""What the pending decision lets the pointer do: which hotspots may be clicked and which pieces
may be dragged where, each mapped to the command(s) it stands for.

Every command here comes from `legal_commands()` (a presence dragged off a track is two of
them: the track, then the land, previewed on a copy of the state with the pure `apply`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Adjust, Choose
from ...engine import apply as pure_apply
from ...engine import pieces as P
from ...engine.powers import futile_targets
from .hotspots import Target

LAND_KINDS = {"presence_land", "cascade", "ravage_order", "choose_land"}
PIECE_KINDS = {"damage", "destroy", "remove", "downgrade"}
CARD_CHOICE_KINDS = {"keep_power", "forget", "reclaim"}
CONFIRM_KINDS = ("done", "stop", "auto")
PER_SPIRIT_MENUS = {"spirit_action", "power_action", "start_invaders"}


@dataclass
class Offer:
    """Clicks: target key -> commands; drags: source key -> {land: commands} ("" = supply)."""

    clicks: dict = field(default_factory=dict)
    drags: dict = field(default_factory=dict)
    options: list = field(default_factory=list)     # (label, commands) for the choice list
    glow_lands: set = field(default_factory=set)
    focus_land: str = ""            # the land the pending choice is about (damage, push ...)
    tabletop: bool = False

    def click(self, target: Target):
        """Commands a click on this target performs (None if none)."""
        return self.clicks.get(target.key())

    def drag(self, target: Target):
        """Where this piece may be dragged: land -> commands (None if it cannot be)."""
        return self.drags.get(target.key())


def _cmd(state, o) -> Choose:
    d = state.decision
    return Choose(o.spirit if d.spirit < 0 else d.spirit, o)


def visible_options(state, active: int) -> list:
    """The options the choice list shows: a spirit menu shows the active spirit's only."""
    d = state.decision
    if d is None or state.result:
        return []
    if d.kind in PER_SPIRIT_MENUS and d.spirit < 0:
        return [o for o in d.options if o.spirit == active]
    return list(d.options)


def spirits_to_act(state) -> list[int]:
    """Spirits that have something to choose now."""
    d = state.decision
    if d is None or state.result:
        return []
    if d.spirit >= 0:
        return [d.spirit]
    return sorted({o.spirit for o in d.options})


def build_offer(state, active: int, tabletop: bool = False) -> Offer:
    """Everything the pointer may do now for the active spirit."""
    off = Offer(tabletop=tabletop)
    if tabletop:
        return _tabletop(state, off)
    d = state.decision
    if d is None or state.result:
        return off
    futile = futile_targets(state)
    for o in visible_options(state, active):
        label = o.label or o.kind
        if o.land in futile:
            label += " (nothing there to act on)"
        off.options.append((label, [_cmd(state, o)]))
    for o in d.options:
        cmd = [_cmd(state, o)]
        mine = d.spirit >= 0 or o.spirit == active or d.kind not in PER_SPIRIT_MENUS
        if not mine:
            continue
        _spatial(state, d.kind, o, cmd, off)
    return off


def _click(off: Offer, target: Target, cmds) -> None:
    off.clicks.setdefault(target.key(), cmds)


def _spatial(state, kind: str, o, cmd, off: Offer) -> None:
    i = cmd[0].spirit
    if kind == "spirit_action":
        if o.kind == "growth":
            _click(off, Target("growth", spirit=i, index=o.index), cmd)
        elif o.kind == "play":
            _click(off, Target("card", card=o.card, name="hand"), cmd)
    elif kind == "power_action":
        if o.kind == "power":
            _click(off, Target("card", card=o.card, name="played"), cmd)
        elif o.kind == "innate":
            _click(off, Target("innate", spirit=i, card=o.card), cmd)
    elif kind in CARD_CHOICE_KINDS:
        _click(off, Target("card", card=o.card, name="choice"), cmd)
    elif kind == "target" and o.kind == "target":
        if o.land:
            _click(off, Target("land", land=o.land), cmd)
            off.glow_lands.add(o.land)
        elif o.index >= 0:
            _click(off, Target("tab", spirit=o.index), cmd)
    elif kind in LAND_KINDS and o.land:
        _click(off, Target("land", land=o.land), cmd)
        off.glow_lands.add(o.land)
    elif kind in PIECE_KINDS and o.piece:
        _click(off, Target("piece", land=o.land, token=o.piece), cmd)
        off.focus_land = o.land
    elif kind in ("push", "gather") and o.kind == "move":
        off.drags.setdefault(Target("piece", land=o.land, token=o.piece).key(), {})[o.to] = cmd
        off.focus_land = o.land if kind == "push" else o.to
    elif kind == "presence_source":
        src = Target("track", spirit=i, name=o.piece) if o.piece else Target("piece", land=o.land, token=f"P{i}")
        _click(off, src, cmd)
        after = pure_apply(state, cmd[0])
        if not isinstance(after, tuple):
            return
        nxt = after[0].decision
        if nxt is not None and nxt.kind == "presence_land":
            off.drags[src.key()] = {lo.land: cmd + [Choose(i, lo)] for lo in nxt.options}


def _tabletop(state, off: Offer) -> Offer:
    """Tabletop mode: any piece to any land or back to the supply; anything from the supply."""
    lands = list(state.lands)
    for land, pcs in state.lands.items():
        for tok, n in pcs.items():
            if n > 0:
                off.drags[Target("piece", land=land, token=tok).key()] = {
                    to: [Adjust(P.kind(tok), land, to)] for to in lands + [""] if to != land}
        for i, s in enumerate(state.spirits):
            if s.presence.get(land):
                off.drags[Target("piece", land=land, token=f"P{i}").key()] = {
                    to: [Adjust(f"P{i}", land, to)] for to in lands + [""] if to != land}
    for tok in ("E", "T", "C", "D", "B") + tuple(f"P{i}" for i in range(len(state.spirits))):
        off.drags[Target("supply", token=tok).key()] = {to: [Adjust(tok, "", to)] for to in lands}
    return off


def confirm_commands(state, active: int):
    """What Space / Enter does: the active spirit's done / stop / auto, if offered."""
    opts = visible_options(state, active)
    for kind in CONFIRM_KINDS:
        for o in opts:
            if o.kind == kind:
                return [_cmd(state, o)]
    return None


def drop_reason(state, source: Target, land: str) -> str:
    """One line saying why a piece cannot be dropped there."""
    d = state.decision
    name = "presence" if source.token.startswith("P") or source.kind == "track" else \
        P.NAMES.get(source.token[:1], "piece")
    if not land:
        return f"Drop the {name} on a land."
    if source.land and land == source.land:
        return f"The {name} is already in {land}."
    if d is not None and d.kind == "push":
        return f"A pushed {name} must go to a land next to {source.land}; {land} is not."
    if d is not None and d.kind == "gather":
        target = d.options[0].to if d.options else "the target land"
        return f"Gather brings pieces into {target} only."
    if d is not None and d.kind in ("presence_source", "presence_land"):
        return f"{land} is out of range (or not allowed) for this presence."
    return f"The {name} cannot go to {land} now."
