"""A hint: the greedy bot's move for the pending decision, with what it achieves.

The move is the one the greedy bot would make (`GreedyBot.choose`). What it achieves is read
from the engine, not worked out again here: the position after the move (`query.preview`, the
bot's own look-ahead: up to the next phase menu, invader action or fear card, nothing hidden
revealed) is compared with the position before, through the engine's forecast of the invaders'
next actions (`query.forecast`), the pieces on the island, fear, and the spirit's presence,
energy, cards and innate thresholds. Each thing it achieves is one whole sentence of
`game.guide.words.HINT`; the reason is the most telling of them.

Nothing here changes the game: the bot reads the game and the look-ahead works on copies."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .. import kinds as K
from ..content import catalog
from ..engine import Choose, query as Q
from ..engine import pieces as P
from ..engine.spirits import elements, short_of, spec, wildcards
from ..guide.words import HINT, say
from .. import words as W
from ..words import option_words
from .greedy import GreedyBot
from .valuation import quick_pick

MOST = 3                 # sentences in a reason


@dataclass(frozen=True)
class Hint:
    """A suggested command (None when there is none to make) and why: `parts` the (code, data)
    of each thing the move achieves, most telling first; `reason` their words."""

    command: Choose | None
    parts: tuple = ()
    reason: str = ""
    move: str = ""                       # the option's own words (what the table shows on it)
    focus: dict = field(default_factory=dict)   # what the table makes glow: land, card, spirit

    def to_json(self) -> dict:
        """`python -m game hint --json`: {"command": the command as a save keeps it or null,
        "reason": words, "move": the option's words, "parts": [[code, data], ...]}."""
        return {"command": None if self.command is None else self.command.to_dict(),
                "reason": self.reason, "move": self.move,
                "parts": [[c, d] for c, d in self.parts]}


def _hint(command, parts, move: str = "", focus: dict | None = None) -> Hint:
    parts = tuple(parts[:MOST])
    return Hint(command, parts, " ".join(say(HINT, c, **d) for c, d in parts), move, focus or {})


def hint(game, seed: int = 0) -> Hint:
    """The hint for the game as it stands (see module doc)."""
    st = game.state
    if st.result:
        return _hint(None, [("game_over_victory" if st.result == "victory" else "game_over_defeat", {})])
    d = st.decision
    if d is None or not d.options:
        return _hint(None, [("nothing_to_decide", {})])
    cmd = GreedyBot(seed).choose(game)
    o = cmd.option
    focus = {k: v for k, v in (("land", o.to or o.land), ("card", o.card), ("spirit", cmd.spirit)) if v not in ("", -1)}
    if o.land and o.to:
        focus["from"] = o.land
    if len(d.options) == 1:
        return _hint(cmd, [("only_choice", {})], option_words(d, o, st), focus)
    try:
        after = Q.preview(st, o, "action", quick_pick, events=False)
    except Q.PreviewError:
        after = None
    parts = achieved(st, after, cmd) if after is not None else []
    if not parts:
        if o.kind in ("done", "skip", "stop"):
            parts = [("done_now", {})]
        else:
            parts = [("best_of", {"count": len(d.options)})]
    return _hint(cmd, parts, option_words(d, o, st), focus)


def achieved(before, after, cmd: Choose) -> list:
    """What going from `before` to `after` by `cmd` achieves, as (code, data), most telling first."""
    parts: list = []
    parts += _against_invaders(before, after)
    parts += _for_the_spirit(before, after, cmd)
    return parts


def _against_invaders(before, after) -> list:
    """The invaders' next actions changed (ravages, builds), invaders destroyed or moved, fear."""
    out = []
    fb, fa = Q.forecast(before), Q.forecast(after)
    for land, rb in fb.ravages.items():
        ra = fa.ravages.get(land)
        if ra is None or "ravage" not in fa.actions.get(land, ()) or ra.skipped:
            ra_dmg, ra_blight, ra_cascade, ra_dahan, ra_pres = 0, False, False, 0, 0
        else:
            ra_dmg, ra_blight, ra_cascade = ra.damage, ra.blight, ra.cascade
            ra_dahan, ra_pres = ra.lost(K.HURT_BY_RAVAGE), ra.presence_lost
        if rb.skipped:
            continue
        if ra_dmg < rb.damage:
            code = "ravage_stopped" if ra_dmg == 0 else "ravage_softened"
            out.append((code, {"land": land, "before": rb.damage, "after": ra_dmg}))
        if rb.blight and not ra_blight:
            out.append(("blight_prevented", {"land": land}))
        elif rb.cascade and not ra_cascade:
            out.append(("cascade_prevented", {"land": land}))
        saved = rb.lost(K.HURT_BY_RAVAGE) - ra_dahan
        if saved > 0:
            out.append(("dahan_saved", {"land": land, "count": saved}))
        if rb.presence_lost > ra_pres:
            out.append(("presence_saved", {"land": land, "count": rb.presence_lost - ra_pres}))
    for land, kind in fb.builds.items():
        if kind and not fa.builds.get(land) and "build" in fb.actions.get(land, ()):
            out.append(("build_prevented", {"land": land}))
    inv_b = {l: P.count(p, K.INVADERS) for l, p in before.lands.items()}
    inv_a = {l: P.count(p, K.INVADERS) for l, p in after.lands.items()}
    gone = sum(inv_b.values()) - sum(inv_a.values())
    if gone > 0:
        out.append(("invaders_destroyed", {"count": gone}))
    else:
        for land, n in inv_b.items():
            if inv_a.get(land, 0) < n:
                out.append(("invaders_moved", {"land": land, "count": n - inv_a.get(land, 0)}))
                break
    fear = after.fear_generated - before.fear_generated
    if fear > 0:
        out.append(("fear_generated", {"count": fear}))
    return out


def _for_the_spirit(before, after, cmd: Choose) -> list:
    """What the move does for the spirit that makes it: innate levels reached, presence, energy,
    cards; and, for a card played or a growth chosen, what it is."""
    i = cmd.spirit if cmd.spirit >= 0 else cmd.option.spirit
    if not 0 <= i < len(before.spirits):
        return []
    sb, sa = before.spirits[i], after.spirits[i]
    out = []
    out += _innates_reached(sb, sa)
    added = [l for l, n in sa.presence.items() if n > sb.presence.get(l, 0)]
    if added and (sa.energy_revealed + sa.plays_revealed) > (sb.energy_revealed + sb.plays_revealed):
        out.append(("presence_added", {"land": added[0]}))
    o = cmd.option
    if o.kind == "play" and o.card in catalog.POWERS:
        p = catalog.POWERS[o.card]
        out.append(("card_played", {"card": W.tr(p.name), "speed": W._(p.speed)}))
    new = len(sa.hand) + len(sa.played) + len(sa.discard) - len(sb.hand) - len(sb.played) - len(sb.discard)
    if new > 0:
        out.append(("card_gained", {}))
    back = len(sa.hand) - len(sb.hand) - max(0, new)
    if back > 0 and o.kind != "play":
        out.append(("cards_reclaimed", {"count": back}))
    gain = sa.energy - sb.energy
    if gain > 0:
        out.append(("energy_gained", {"count": gain}))
    if o.kind == "growth" and not out:
        out.append(("growth_chosen", {"growth": option_words(before.decision, o, before)}))
    return out


def _innates_reached(sb, sa) -> list:
    """Innate levels the spirit meets after the move and did not before (its elements: cards
    played, track slots, wildcards)."""
    out = []
    hb, ha = elements(sb), elements(sa)
    wb, wa = wildcards(sb), wildcards(sa)
    for p in spec(sa).innates:
        if p.id in sa.used:
            continue
        for n, lv in enumerate(p.levels, 1):
            if short_of(ha, lv.elements) <= wa and short_of(hb, lv.elements) > wb:
                out.append(("innate_reached", {"innate": W.tr(p.name), "level": n,
                                               "elements": _elements_words(lv.elements)}))
                break
    return out


def _elements_words(need) -> str:
    """A threshold's elements as the hint names them: "2 fire and 1 air" (each count and the
    list's joins are entries of game.guide.words.HINT)."""
    parts = [say(HINT, "element_count", count=n, element=W._(e)) for e, n in need]
    if len(parts) == 1:
        return parts[0]
    return say(HINT, "list_last", items=say(HINT, "list_sep").join(parts[:-1]), last=parts[-1])

