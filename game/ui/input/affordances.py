"""What the pending decision lets the pointer do: which hotspots may be clicked and which pieces
may be dragged where, each mapped to the command(s) it stands for.

Every command here comes from `legal_commands()` (a presence dragged off a track is two of
them: the track, then the land, previewed on a copy of the state with `query.preview`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import Adjust, Choose
from ... import kinds as K
from ...engine import pieces as P
from ...engine import query
from ... import words as W
from ..piece_kinds import game_kinds, incarna_of, incarna_token, is_incarna, is_presence, land_kinds, presence_token
from ...shell.hotspots import Target

LAND_KINDS = {"presence_land", "cascade", "ravage_order", "choose_land"}
PIECE_KINDS = {"damage", "damage_dahan", "destroy", "remove", "downgrade", "upgrade", "replace"}
ASKS_PIECES = PIECE_KINDS | {"push", "gather"}          # decisions answered with a piece of the island
CARD_CHOICE_KINDS = {"keep_power", "forget", "reclaim"}
CONFIRM_KINDS = ("done", "stop", "auto")
PER_SPIRIT_MENUS = {"spirit_action", "power_action", "start_invaders"}


@dataclass
class Offer:
    """Clicks: target key -> commands; drags: source key -> {land: commands} ("" = supply)."""

    clicks: dict = field(default_factory=dict)
    drags: dict = field(default_factory=dict)
    options: list = field(default_factory=list)     # (label, commands) for the choice list
    rows: list = field(default_factory=list)        # the list's rows: an option's index, or a used one's words
    glow_lands: set = field(default_factory=set)
    futile_lands: set = field(default_factory=set)  # targets where the power would do nothing
    focus_land: str = ""            # the land the pending choice is about (damage, push ...)
    presence_moves: list = field(default_factory=list)   # (growth action option or None, commands) that place presence
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
    futile = off.futile_lands = query.futile_targets(state)
    for o in visible_options(state, active):
        label = W.option_words(d, o, state)
        if o.land in futile:
            label += " (nothing there to act on)"
        elif o.kind == "play" and o.card and not query.has_target(state, o.spirit, o.card):
            label += " (no target now)"
        off.options.append((label, [_cmd(state, o)]))
    for o in d.options:
        cmd = [_cmd(state, o)]
        mine = d.spirit >= 0 or o.spirit == active or d.kind not in PER_SPIRIT_MENUS
        if not mine:
            continue
        _spatial(state, d.kind, o, cmd, off)
    _incarna_drag(state, d, off)
    if d.kind == "presence_source":
        off.presence_moves.append((None, []))
    if off.presence_moves:
        _presence_drops(state, off, off.presence_moves)
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
        _click(off, _presence_source(i, o), cmd)
    elif kind == "growth_action":
        off.presence_moves.append((o, cmd))


def _presence_source(i: int, o) -> Target:
    """Where a presence option takes its presence from: a track, or the spirit's presence in a land."""
    return Target("track", spirit=i, name=o.piece) if o.piece else Target("piece", land=o.land, token=presence_token(i))


def _after(state, cmd):
    """The pending decision once `cmd` is answered (on a copy), with that copy; (None, None)
    when the preview fails (then the pointer is offered nothing from it; its option still is)."""
    try:
        sim = query.preview(state, cmd.option, stop_at="decision")
    except Exception:
        return None, None
    return sim.decision, sim


def _presence_drops(state, off: Offer, moves: list) -> None:
    """A presence dragged from a track (or from the island) onto a glowing land, or a glowing land
    clicked, in one gesture: whether the pending choice is where the presence comes from, or a
    growth action still to pick (the chosen growth option places presence). Each drop stands for
    the whole chain of commands: the growth action, the source, the land. Where two presence
    actions are open, the drop decides which: the one of narrower reach that gets there (a drop
    in range 1 keeps a range-2 action for later). A click on a land takes the presence from the
    first track offered (the energy track), as the pointer's note says."""
    chains = []      # (how many lands the action reaches, source option, commands before the land, lands)
    for o, prefix in moves:
        if o is None:
            sources, sim = state.decision, state
        else:
            sources, sim = _after(state, prefix[0])
        if sources is None or sources.kind != "presence_source":
            continue
        i = sources.spirit
        fixed = (sources.then or {}).get("land", "")      # a power's "add a presence here": no land asked
        for so in sources.options:
            head = prefix + [Choose(i, so)]
            if fixed:
                chains.append((1, so, [(fixed, head)]))
                continue
            lands, _sim = _after(sim, head[-1])
            if lands is None or lands.kind != "presence_land":
                continue
            chains.append((len(lands.options), so, [(lo.land, head + [Choose(i, lo)]) for lo in lands.options
                                                    if lo.land]))
    chains.sort(key=lambda c: c[0])      # a stable sort: the engine's order among equals
    for _n, so, drops_of in chains:
        src = _presence_source(drops_of[0][1][-1].spirit, so) if drops_of else None
        drops = off.drags.setdefault(src.key(), {}) if src is not None else {}
        for land, cmds in drops_of:
            drops.setdefault(land, cmds)
            off.glow_lands.add(land)               # glow before any drag starts
            if so.piece:                           # a click on a land: the first track that reaches it
                _click(off, Target("land", land=land), drops[land])


def _incarna_drag(state, d, off: Offer) -> None:
    """A power that moves its spirit's Incarna to its target land (ops.incarna_here): the
    Incarna on the island may be dragged onto any land the power may target, which chooses it."""
    if d.kind != "target" or not getattr(state, "incarna", None) or "power" not in d.data:
        return
    from ...engine import incarna
    from ...engine.powers import power_spec
    then = d.then if isinstance(d.then, dict) else {}
    i = then.get("spirit", d.spirit)
    if not isinstance(i, int) or i < 0 or not incarna.on_island(state, i):
        return
    try:
        p = power_spec(state, i, d.data["power"], bool(then.get("innate")))
    except (KeyError, StopIteration):
        return
    effects = [lv.effect for lv in p.levels] if hasattr(p, "levels") else [p.effect]
    if not any(_has_op(e, "incarna_here") for e in effects):
        return
    src = Target("piece", land=incarna.land_of(state, i), token=incarna_token(i, incarna.empowered(state, i)))
    off.drags[src.key()] = {o.land: [_cmd(state, o)] for o in d.options if o.kind == "target" and o.land}


def _has_op(effect, name: str) -> bool:
    """Whether an effect (a tuple of ops, nested ones too) holds the op `name`."""
    if isinstance(effect, dict):
        return effect.get("op") == name or any(_has_op(v, name) for v in effect.values() if isinstance(v, (tuple, list, dict)))
    if isinstance(effect, (tuple, list)):
        return any(_has_op(x, name) for x in effect)
    return False


def _tabletop(state, off: Offer) -> Offer:
    """Tabletop mode: any piece to any land or back to the supply, as it is (its damage and what
    it carries go with it); anything from the supply; a kind that rides on pieces (strife) from
    the supply onto an invader, and a click on a piece carrying one takes one off."""
    lands = list(state.lands)
    riders = "".join(k.letter for k in K.KINDS.values() if k.attached and k.letter in game_kinds(state.config))
    for land, pcs in state.lands.items():
        for tok, n in pcs.items():
            if n > 0:
                key = Target("piece", land=land, token=tok).key()
                off.drags[key] = {to: [Adjust(tok, land, to)] for to in lands + [""] if to != land}
                on = [r for r in riders if P.carries(tok, r)]
                if on:
                    off.clicks[key] = [Adjust(on[0], land, "", onto=tok)]
        for i, s in enumerate(state.spirits):
            if s.presence.get(land):
                off.drags[Target("piece", land=land, token=presence_token(i)).key()] = {
                    to: [Adjust(presence_token(i), land, to)] for to in lands + [""] if to != land}
    for tok in tuple(land_kinds(state.config)) + tuple(presence_token(i) for i in range(len(state.spirits))):
        off.drags[Target("supply", token=tok).key()] = {to: [Adjust(tok, "", to)] for to in lands}
    for r in riders:
        carriers = {land: _carrier(pcs) for land, pcs in state.lands.items()}
        off.drags[Target("supply", token=r).key()] = {land: [Adjust(r, "", land, onto=tok)]
                                                      for land, tok in carriers.items() if tok}
    return off


def _carrier(pieces) -> str:
    """The invader a piece riding on invaders goes onto when dropped on its land and not on one
    of its pieces: one carrying the fewest such pieces, Explorers first ("" when none stands there)."""
    toks = [t for t, n in pieces.items() if n > 0 and t[0] in K.INVADERS]
    return min(toks, key=lambda t: (len(P.carried(t)), K.INVADERS.index(t[0]), t)) if toks else ""


def aim_drop(cmds, under) -> list:
    """The drop's commands aimed at the piece under the pointer, where the drop puts something on
    a piece (strife from the tray) and the pointer is on an invader of that land."""
    if len(cmds) != 1 or not getattr(cmds[0], "onto", "") or not cmds[0].to:
        return cmds
    for t in under:
        if t.kind == "piece" and t.land == cmds[0].to and t.token[:1] in K.INVADERS:
            return [Adjust(cmds[0].piece, "", cmds[0].to, onto=t.token)]
    return cmds


def confirm_commands(state, active: int):
    """What Space / Enter does: the active spirit's done / stop / auto, if offered; when the
    invaders ask which land ravages next, the first land of the list (the order shown: a player
    stepping through the invader phase with Space is not stopped there); when a power asks which
    of its levels (or its threshold) to use, the first choice, which uses the most (the second
    playtest met that question at every innate use)."""
    opts = visible_options(state, active)
    for kind in CONFIRM_KINDS:
        for o in opts:
            if o.kind == kind:
                return [_cmd(state, o)]
    if opts and state.decision.kind in ("ravage_order", "threshold"):
        return [_cmd(state, opts[0])]
    return None


# The table's refusals: whole entries with named placeholders (the catalog's English).
REFUSALS = {
    "drop_on_land": "Drop the {piece} on a land.",
    "already_there": "The {piece} is already in {land}.",
    "push_next_to": "A pushed {piece} must go to a land next to {source}; {land} is not.",
    "gather_into": "Gather brings pieces into {target} only.",
    "the_target_land": "the target land",
    "presence_out_of_range": "{land} is out of range (or not allowed) for this presence.",
    "cannot_go": "The {piece} cannot go to {land} now.",
    "presence": "presence",
    "game_over": "The game is over.",
    "invaders_acting": "Wait a moment: the invaders are acting.",
    "choose_first": "{spirit} must choose first: {question}",
    "done_waiting": "{spirit} is done for this phase; waiting for {who}.",
    "the_others": "the others",
    "names": "{names} and {last}",
    "only_with": "{land} is out of range: {power} reaches only lands with {spirit}'s {source}.",
    "within": "{land} is out of range: {power} reaches lands within {range} of {spirit}'s {source}.",
    "sacred sites": "sacred sites",
    "not_a_target": "{land} is in range but is not a target for {power}: it targets {target}.",
    "finish_first": "Finish this first: {question}",
    "slot_uncovered": "This slot is uncovered already: it gives what it shows every turn.",
    "top_of_track": "Take the presence from the top of a glowing track (the next uncovered slot).",
    "only_growth": "Presence leaves its track only when a growth option places presence.",
    "out_of_reach": "{land} is out of reach for this presence: drag one from a glowing track onto a glowing land "
                    "(or click a glowing land).",
    "out_of_reach_that": "That is out of reach for this presence: drag one from a glowing track onto a glowing land "
                         "(or click a glowing land).",
    "not_legal": "{land} is not a legal choice (only the glowing lands are): {prompt}",
    "not_legal_there": "There is not a legal choice (only the glowing lands are): {prompt}",
    "not_a_choice_piece": "That piece is not one of the choices (the ringed ones are): {prompt}",
    "pieces_move": "Pieces move only when a power says so (T switches to tabletop mode for free moves).",
    "drag_ringed": "Drag one of the ringed pieces: {prompt}",
    "click_ringed": "Click one of the ringed pieces: {prompt}",
    "nothing_here": "Nothing to do on the island now: {prompt}",
}


def _r(code: str, **data) -> str:
    return W._(REFUSALS[code]).format(**data)


def drop_reason(state, source: Target, land: str) -> str:
    """One line saying why a piece cannot be dropped there."""
    d = state.decision
    name = W._(REFUSALS["presence"]) if is_presence(source.token) or source.kind == "track" else W.tr(K.name(source.token))
    if is_incarna(source.token):
        from ...content import catalog
        name = W.tr(catalog.SPIRITS[state.spirits[incarna_of(source.token)[0]].spirit_id].incarna[0])
    if not land:
        return _r("drop_on_land", piece=name)
    if source.land and land == source.land:
        return _r("already_there", piece=name, land=land)
    if d is not None and d.kind == "push":
        return _r("push_next_to", piece=name, source=source.land, land=land)
    if d is not None and d.kind == "gather":
        target = d.options[0].to if d.options else W._(REFUSALS["the_target_land"])
        return _r("gather_into", target=target)
    if d is not None and d.kind in ("presence_source", "presence_land"):
        return _r("presence_out_of_range", land=land)
    return _r("cannot_go", piece=name, land=land)


# --- why a click does nothing ------------------------------------------------------------------
# Every refusal at the table is worded here, from the state (the engine's options say what may be
# done; these say why something else may not), so the pointer, the prompt line and the dimmed
# cards all give the same reason.

def spirit_name(state, i: int) -> str:
    from ...content import catalog
    return W.shown(catalog.SPIRITS[state.spirits[i].spirit_id]).name


def _waiting(state, active: int) -> str:
    """Why the active spirit cannot act at all now ("" when it can)."""
    d = state.decision
    if state.result:
        return _r("game_over")
    if d is None:
        return _r("invaders_acting")
    if d.spirit >= 0 and d.spirit != active:
        return _r("choose_first", spirit=spirit_name(state, d.spirit), question=_question(W.prompt_words(d, state)))
    if d.kind in PER_SPIRIT_MENUS and d.spirit < 0 and active not in spirits_to_act(state):
        return done_words(state, active)
    return ""


def done_words(state, active: int) -> str:
    """What the panel of a spirit that has finished this phase says: who the table waits for."""
    names = [spirit_name(state, i) for i in spirits_to_act(state) if i != active]
    who = (_r("names", names=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else names[0] if names
           else W._(REFUSALS["the_others"]))
    return _r("done_waiting", spirit=spirit_name(state, active), who=who)


def _not_a_target(state, d, land: str) -> str:
    """Why a land is not a target of the power being used: out of its range, or in range without
    what it targets ("" when neither says it: a land that glows)."""
    from ..powerwords import target_words
    if land in {o.land for o in d.options}:
        return ""
    st = d.then
    i = st.get("spirit", d.spirit)
    p, reach = query.target_reach(state, i, st.get("power", ""), st.get("innate", False))
    name, who = p.name, spirit_name(state, i)
    if land not in reach:
        source = W._(REFUSALS["sacred sites" if p.source == "sacred" else "presence"])
        if p.range == 0:
            return _r("only_with", land=land, power=name, spirit=who, source=source)
        return _r("within", land=land, power=name, range=p.range, spirit=who, source=source)
    return _r("not_a_target", land=land, power=name, target=target_words(p))


def _finish_first(d) -> str:
    return _r("finish_first", question=_question(W.prompt_words(d)))


def _question(prompt: str) -> str:
    """A decision's question without what follows it (the prompt panel says the rest): a refusal
    that names the pending choice fits in two lines."""
    for k, ch in enumerate(prompt):
        if ch == "?" or (ch == "." and prompt[k + 1:k + 2] in ("", " ")):
            return prompt[:k + 1]
    return prompt


def rules_say(state, option) -> str:
    """The rules' own reason against an option (engine.why, a refusal's code in words), or ""."""
    from ...engine.state import Option
    from ...engine.why import why_not
    why = why_not(state, Option(**option) if isinstance(option, dict) else option)
    return W.rejection_words(why.code, why.data, state) if why is not None else ""


def card_refusal(state, active: int, card: str, zone: str) -> str:
    """Why a card of the active spirit cannot be clicked now: play from the hand in the spirit
    phase (growth first, card plays, energy), use a played card in its own speed's phase."""
    from ...content import catalog
    if card not in catalog.POWERS:
        return ""
    p = W.shown(catalog.POWERS[card])
    if zone == "discard":
        return W._("{card} is in the discard pile: reclaiming brings it back to the hand.").format(card=p.name)
    wait = _waiting(state, active)
    if wait:
        return wait
    d = state.decision
    if zone == "hand":
        said = rules_say(state, {"kind": "play", "spirit": active, "card": card})
        if said:
            return said
        if d.kind != "spirit_action":
            return _finish_first(d)
        return W._("{card} cannot be played now.").format(card=p.name)
    if zone == "played":
        said = rules_say(state, {"kind": "power", "spirit": active, "card": card})
        if said:
            return said
        if d.kind != "power_action":
            return _finish_first(d)
        return W._("{card} cannot be used now.").format(card=p.name)
    if zone == "choice":
        return _finish_first(d)
    return ""


def innate_refusal(state, active: int, innate: str) -> str:
    """Why an innate power cannot be used now: speed, used already, or elements short."""
    from ...content import catalog
    s = state.spirits[active]
    p = next((x for x in W.shown(catalog.SPIRITS[s.spirit_id]).innates if x.id == innate), None)
    if p is None:
        return ""
    wait = _waiting(state, active)
    if wait:
        return wait
    d = state.decision
    said = rules_say(state, {"kind": "innate", "spirit": active, "card": innate})
    if said:
        return said
    if d.kind != "power_action":
        return _finish_first(d)
    return W._("{card} cannot be used now.").format(card=p.name)


def growth_refusal(state, active: int, index: int) -> str:
    """Why a growth option cannot be chosen now."""
    wait = _waiting(state, active)
    if wait:
        return wait
    d = state.decision
    said = rules_say(state, {"kind": "growth", "spirit": active, "index": index})
    if said:
        return said
    if d.kind != "spirit_action":
        return _finish_first(d)
    return W._("That growth cannot be chosen now.")


def grabbed(state, target: Target) -> Target:
    """What a press on `target` takes hold of: a covered slot of a presence track beyond the next
    one is the track itself, whose next presence leaves (a player grabbing a small track one slot
    too far right means the track, in playtest 29); anything else is itself."""
    if target.kind != "track" or target.index < 0 or not 0 <= target.spirit < len(state.spirits):
        return target
    s = state.spirits[target.spirit]
    revealed = s.energy_revealed if target.name == "energy" else s.plays_revealed
    return Target("track", spirit=target.spirit, name=target.name) if target.index > revealed else target


def refusal(state, active: int, target: Target) -> str:
    """One line saying why a click on `target` does nothing now, for the player ("" when the
    thing clicked is not a move in the game: buttons, tabs, the log, the invader board)."""
    if target.kind == "card":
        return card_refusal(state, active, target.card, target.name)
    if target.kind == "innate":
        return innate_refusal(state, target.spirit, target.card)
    if target.kind == "growth":
        return growth_refusal(state, target.spirit, target.index)
    if target.kind not in ("track", "land", "piece"):
        return ""
    wait = _waiting(state, active)
    if wait:
        return wait
    d = state.decision
    target = grabbed(state, target)
    if target.kind == "track":
        if target.index >= 0:       # an uncovered slot: its presence left already
            s = state.spirits[target.spirit] if 0 <= target.spirit < len(state.spirits) else None
            revealed = 0 if s is None else s.energy_revealed if target.name == "energy" else s.plays_revealed
            if target.index < revealed:
                return _r("slot_uncovered")
        if d.kind == "presence_source":
            return _r("top_of_track")
        return _r("only_growth")
    actions = d.data.get("actions", ()) if d.kind == "growth_action" else ()
    places = any(0 <= o.index < len(actions) and actions[o.index] == "presence" for o in d.options)  # places presence
    if d.kind == "presence_source" or (d.kind == "growth_action" and target.kind == "land" and places):
        return _r("out_of_reach", land=target.land) if target.land else _r("out_of_reach_that")
    if d.kind == "target" and target.land and any(o.land for o in d.options):
        why = _not_a_target(state, d, target.land)
        if why:
            return why
    if d.kind in LAND_KINDS or (d.kind == "target" and any(o.land for o in d.options)):
        prompt = W.prompt_words(d, state)
        return _r("not_legal", land=target.land, prompt=prompt) if target.land else _r("not_legal_there", prompt=prompt)
    if target.kind == "piece":
        if d.kind in ASKS_PIECES:
            return _r("not_a_choice_piece", prompt=W.prompt_words(d, state))
        return _r("pieces_move")
    if d.kind in ASKS_PIECES:
        # the island is asked about its pieces: a click beside them (they may have moved up as
        # one was destroyed) says which to click
        return _r("drag_ringed" if d.kind in ("push", "gather") else "click_ringed", prompt=W.prompt_words(d, state))
    return _r("nothing_here", prompt=W.prompt_words(d, state))


def hand_refusals(state, active: int, offer: Offer) -> dict:
    """Cards in the active spirit's hand that cannot be played now, each with the reason
    (drawn dimmed; the reason shows on hover). Only in the spirit phase: later, no card is
    played from the hand, and a hand of dimmed cards would only be harder to read."""
    if state.phase != "spirit" or state.result or active >= len(state.spirits):
        return {}
    out = {}
    for card in state.spirits[active].hand:
        if not offer.click(Target("card", card=card, name="hand")):
            out[card] = card_refusal(state, active, card, "hand")
    return out
