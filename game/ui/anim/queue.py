"""The queue of animations: batches of events (one batch per command) played in order.

Consecutive piece events of one kind play together (an explore adds its explorers at once).
When a batch ends the view snaps to the engine state that followed it, so the picture is
always right once the animations are done, whatever a tween did or did not patch.

A batch that runs through the invader phase plays it step by step: each step (a fear card,
ravage, build, the card revealed and the explore, the next phase) is shown on the island with
its log line as a caption, then held for a moment at the player's speed. A click or Space ends
the step (and its hold) at once and the next one begins."""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from ...content import catalog
from ... import words as W
from ...words import cause_log_words
from . import tweens as T
from ...shell.tweens import SPEED_FACTORS
from .. import gamelog
from ..piece_kinds import presence_token
from ..palette import ACTION_COLOURS, BAD, FEAR, GOLD, GOOD

PARALLEL = {"PieceAdded", "PieceMoved", "Damaged", "Destroyed", "Removed", "Defended", "PresenceDestroyed"}
PHASE_TITLES = {"spirit": "Spirit Phase", "fast": "Fast Powers", "invader": "Invader Phase",
                "slow": "Slow Powers", "time": "Time Passes"}
# Events that begin a step of the invader phase (an explore right after its card is one step;
# each land's ravage is a step of its own).
STEP_EVENTS = ("FearCardRevealed", "InvaderAction", "Ravage", "InvaderCardRevealed", "PhaseStarted")
HOLD_SECONDS = 1.2          # the pause after a step, at normal speed
WAIT = float("inf")         # the pause at the end of a turn: until Space or a click
PHASE_HINTS = {"spirit": "grow, then play power cards", "fast": "use fast powers and innates",
               "invader": "fear, ravage, build, explore", "slow": "use slow powers and innates",
               "time": "played cards are discarded, damage heals"}


# The banners' and flashes' words: whole entries (the catalog's English).
SAID = {
    "damage": "{n} damage",
    "no_target_sub": "{reason}: the card is spent and does nothing",
    "no_target": "{card}: no target",
    "did_nothing": "did nothing",
    "defend": "Defend {n}",
    "turn": "Turn {turn} · {phase}",
    "fear": "+{n} Fear",
    "fear_card": "Fear: {card}",
    "explore": "Invaders explore: {card}",
    "terror": "Terror Level {level}",
    "all_fear": "All fear cards earned",
    "resolve": "the invaders' resolve weakens",
    "blighted": "The island is blighted",
    "victory": "Victory!",
    "defeat": "Defeat",
    "turn_end": "End of turn {turn}: {words}",
    "turn_end_band": "End of turn {turn}: played cards discarded, damage healed, this turn's effects end",
    "next_turn": "Space or click: on to the next turn",
    "next_step": "next step in a moment · Space or click: now",
}


def _s(code: str, **data) -> str:
    return W._(SAID[code]).format(**data)


def reading_time(words: str) -> float:
    """Seconds to read a rule shown in passing: about 25 characters a second, and a second at least."""
    return max(1.0, 0.6 + len(words) / 25)


def tweens_for(ev, stage) -> list:
    """The tweens that show one event (none for bookkeeping events)."""
    k, d = ev.kind, ev.data
    if k == "PieceMoved":
        return [T.Slide(ev, d.get("token", d["piece"]), d["frm"], d["to"])]
    if k == "PieceAdded":
        frm = stage.ocean_point(d["land"]) if d.get("cause") == "explore" else stage.above(d["land"])
        return [T.Slide(ev, d["piece"], "", d["land"], from_point=frm)]
    if k in ("Destroyed", "Removed"):
        return [T.Fade(ev, d["piece"], d["land"], red=k == "Destroyed")]
    if k == "PresenceDestroyed":
        return [T.Fade(ev, presence_token(d['spirit']), d["land"], red=True)]
    if k == "PresenceAdded":
        src = d["source"]
        if src in ("energy", "plays"):
            def uncover(view, i=d["spirit"], track=src):
                s = view.state.spirits[i]
                if track == "energy":
                    s.energy_revealed += 1
                else:
                    s.plays_revealed += 1
            t = T.Slide(ev, presence_token(d['spirit']), "", d["land"], from_point=stage.anchor(f"track:{d['spirit']}:{src}"))
            t.begin_patch = uncover
            return [t]
        return [T.Slide(ev, presence_token(d['spirit']), src, d["land"])]
    if k == "Damaged":
        return [T.Flash(ev, d["land"], BAD, patch=lambda v, d=d: v.damage(d["land"], d["piece"], d["damage"]))]
    if k == "BlightAdded":
        return [T.Drop(ev)]
    if k == "Ravage":
        return [T.Flash(ev, d["land"], ACTION_COLOURS["ravage"], _s("damage", n=d["damage"]))]
    if k == "PowerFizzled":         # a power with no target: said across the island, not only in the log
        name = W.tr(catalog.name_of(d["power"]) or d["power"])
        sub = _s("no_target_sub", reason=W.fizzle_words(d.get("reason", "")))
        return [T.Banner(ev, _s("no_target", card=name), sub, BAD, duration=reading_time(sub))]
    if k == "PowerDidNothing" and d.get("land"):
        return [T.Flash(ev, d["land"], BAD, _s("did_nothing"))]
    if k == "Defended":
        return [T.Flash(ev, d["land"], (120, 170, 255), _s("defend", n=d.get("amount", "")))]
    if k == "InvaderAction" and d.get("lands"):
        return T.lands_pulse(ev, d["action"])
    if k == "PhaseStarted":
        def patch(view, d=d):
            view.board(phase=d["phase"], turn=d["turn"])
        return [T.Banner(ev, _s("turn", turn=d["turn"], phase=W._(PHASE_TITLES.get(d["phase"], d["phase"]))),
                         W._(PHASE_HINTS.get(d["phase"], "")), patch=patch)]
    if k == "FearGenerated" and d.get("amount"):
        return [T.FloatText(ev, "fear", _s("fear", n=d["amount"]), FEAR),
                T.Patch(ev, lambda v, d=d: v.board(fear_pool=d["pool"], fear_generated=d["generated"]))]
    if k == "FearCardEarned":
        return [T.Patch(ev, lambda v, d=d: v.fear_card_earned(d["card"]))]
    if k == "FearCardRevealed":
        return [T.ShowCard(ev, lambda h, d=d: stage.card_image("fear", d["card"], h, d.get("level", 1)),
                           _s("fear_card", card=W.shown(catalog.FEAR[d["card"]]).name)),
                T.Patch(ev, lambda v, d=d: v.fear_card_revealed(d["card"]))]
    if k == "InvaderCardRevealed":
        card = catalog.INVADER_CARDS[d["card"]]
        return [T.ShowCard(ev, lambda h, d=d: stage.card_image("invader", d["card"], int(h * 0.75)),
                           _s("explore", card=W.tr(card.name)))]
    if k == "TerrorLevelChanged":
        return [T.Banner(ev, _s("terror", level=d["level"]) if d["level"] < 4 else _s("all_fear"),
                         _s("resolve"), FEAR, patch=lambda v, d=d: v.board(terror=d["level"]))]
    if k == "BlightCardFlipped":
        def flipped(view, d=d):
            view.board(blight_flipped=True, blighted=not d["still_healthy"], blight_on_card=d["on_card"])
        rule = W.shown(catalog.BLIGHT[d["card"]]).text
        return [T.Banner(ev, _s("blighted"), rule, BAD, patch=flipped, duration=reading_time(rule))]
    if k == "BlightCardDrawn":
        return [T.Patch(ev, lambda v, d=d: v.board(blight_card=d["card"], blight_on_card=d["on_card"],
                                                   blighted=not d["still_healthy"]))]
    if k == "GameWon":
        return [T.Banner(ev, _s("victory"), cause_log_words(d.get("cause", "")), GOOD)]
    if k == "GameLost":
        return [T.Banner(ev, _s("defeat"), cause_log_words(d.get("cause", "")), BAD)]
    return []


class Step(T.Tween):
    """The start of a step of the invader phase: its caption shows until the next step.
    `index` is its event's place in the batch (the log shows lines up to the step on screen)."""

    def __init__(self, ev, caption: str, index: int = 0):
        super().__init__(ev)
        self.caption, self.index = caption, index


class Hold(T.Tween):
    """The pause after a step: the island stays as the step left it (Space or a click goes on;
    at the end of a turn only they do: `seconds` is WAIT)."""

    def __init__(self, ev, seconds: float):
        super().__init__(ev)
        self.duration = seconds

    def draw(self, surf, stage, t) -> None:
        pass


def caption_of(ev, state, around=None, before=None) -> str:
    """A step's caption: its log line (`around`, `before`: see gamelog.describe); at Time
    Passes, what the end of the turn cleans up."""
    if turn_ends(ev):
        return _s("turn_end", turn=ev.data.get("turn", ""), words=gamelog.turn_end_words(before, around[0] if around else ()))
    line = gamelog.describe(ev, state, around, before) or []
    words = "".join(seg[0] for seg in line).strip("— ").strip()
    if ev.kind == "Ravage" and around:          # and what it went on to do there
        after = gamelog.ravage_after_words(*around)
        words = f"{words} {after}." if after else words
    return words


def turn_ends(ev) -> bool:
    """Is this the event of Time Passes (the end of a turn, held until the players go on)?"""
    return ev.kind == "PhaseStarted" and ev.data.get("phase") == "time"


def steps_of(events) -> bool:
    """Does this batch run through the invader phase or the end of a turn (so it plays step by step)?"""
    return any(e.kind in ("InvaderAction", "Ravage") or turn_ends(e) for e in events)


@dataclass
class _Batch:
    groups: deque
    state_after: object
    running: list = field(default_factory=list)
    clock: float = 0.0
    length: float = 0.0
    caption: str = ""
    step: object = None                          # the event of the step on screen
    said: list = field(default_factory=list)     # per event: does it have a log line?
    stepped: bool = False                        # the invader phase, played step by step


class AnimQueue:
    """Plays batches of events on the view; `speed` is slow / normal / fast / instant."""

    def __init__(self, view, stage, speed: str = "normal"):
        self.view, self.stage, self.speed = view, stage, speed
        self.batches: deque[_Batch] = deque()

    @property
    def busy(self) -> bool:
        return bool(self.batches)

    def push(self, events, state_after, before=None) -> None:
        """Queue the events of one command and the state they lead to (`before`: the state
        before it, when known: the captions tell of Defend and isolation from it)."""
        groups: deque = deque()
        stepped, shown, prev, ending = steps_of(events), False, "", False
        for i, ev in enumerate(events):
            tw = [t for t in tweens_for(ev, self.stage)]
            if stepped and ev.kind in STEP_EVENTS and not (prev == "InvaderCardRevealed" and ev.kind == "InvaderAction"):
                if shown or ending:
                    groups.append(("Hold", [Hold(ev, WAIT if ending else HOLD_SECONDS)]))
                ending = turn_ends(ev)
                groups.append(("Step", [Step(ev, caption_of(ev, state_after, (events, i), before), i)]))
                shown = False
            elif stepped and ev.kind == "InvaderAction" and prev == "InvaderCardRevealed":
                step = next(t for k, tws in reversed(groups) if k == "Step" for t in tws)
                step.caption = f"{step.caption} {caption_of(ev, state_after, (events, i), before)}"
            if ev.kind in STEP_EVENTS:
                prev = ev.kind
            if not tw:
                continue
            shown = True
            if groups and ev.kind in PARALLEL and groups[-1][0] == ev.kind:
                groups[-1][1].extend(tw)
            else:
                groups.append((ev.kind, tw))
        said = [len(gamelog.event_lines(ev, state_after)) for ev in events]
        self.batches.append(_Batch(groups, state_after, said=said, stepped=stepped))
        if SPEED_FACTORS.get(self.speed, 1.0) == 0.0:
            self.skip_all()

    def update(self, dt: float) -> bool:
        """Advance time; True when anything on screen changed."""
        if not self.batches:
            return False
        factor = SPEED_FACTORS.get(self.speed, 1.0)
        if factor == 0.0:
            self.skip_all()
            return True
        b = self.batches[0]
        b.clock += dt / factor
        while True:
            if not b.running:
                if not b.groups:
                    self.view.snap(b.state_after)
                    self.batches.popleft()
                    if not self.batches:
                        return True
                    b = self.batches[0]
                    continue
                _, b.running = b.groups.popleft()
                for t in b.running:
                    self._begin(t)
                    if isinstance(t, Step):
                        b.caption, b.step = t.caption, t.ev
                b.length = max(t.duration for t in b.running)
                b.clock = 0.0
            if b.clock < b.length:      # (the end of a turn waiting for the players: drawn once)
                return b.length != WAIT or b.clock <= dt / factor
            for t in b.running:
                t.end(self.view, self.stage)
            self.view.touch()
            b.running = []
            b.clock -= b.length

    def _begin(self, t) -> None:
        patch = getattr(t, "begin_patch", None)
        if patch:
            patch(self.view)
        t.begin(self.view, self.stage)
        self.view.touch()

    def skip_current(self) -> None:
        """A click or Space: finish the step that is playing (and its hold), or the whole batch
        when it has no steps; the next step then begins."""
        if not self.batches:
            return
        b = self.batches[0]
        if not any(k == "Step" for k, _ in b.groups):
            self.batches.popleft()
            self.view.snap(b.state_after)
            self.view.touch()
            return
        for t in b.running:
            t.end(self.view, self.stage)
        b.running, b.clock, b.length = [], 0.0, 0.0
        if b.groups and b.groups[0][0] == "Step":        # between two steps: the next one plays out
            _, tws = b.groups.popleft()
            b.caption, b.step = tws[0].caption, tws[0].ev
        while b.groups and b.groups[0][0] != "Step":
            _, tws = b.groups.popleft()
            for t in tws:
                self._begin(t)
                t.end(self.view, self.stage)
        self.view.touch()

    @property
    def stepping(self) -> bool:
        """Are the invader phase's steps on screen (the table shows them, not the next decision)?"""
        return any(b.stepped for b in self.batches)

    @property
    def holding(self) -> bool:
        """Is the table pausing between two steps of the invader phase?"""
        return bool(self.batches) and any(isinstance(t, Hold) for t in self.batches[0].running)

    def hidden_lines(self) -> int:
        """How many of the newest log lines the table has not shown yet: those of the invader
        phase's steps still to come, and of every command queued behind the one playing."""
        n = 0
        for k, b in enumerate(self.batches):
            if k > 0:
                n += sum(b.said)
                continue
            nxt = next((t.index for kind, tws in b.groups if kind == "Step" for t in tws), None)
            if nxt is not None:
                n += sum(b.said[nxt:])
        return n

    @property
    def waiting(self) -> bool:
        """Is the table showing the end of a turn, waiting for Space or a click to go on?"""
        return bool(self.batches) and any(isinstance(t, Hold) and t.duration == WAIT for t in self.batches[0].running)

    @property
    def caption(self) -> str:
        """The log line of the invader phase's step on screen ("" when none)."""
        return self.batches[0].caption if self.batches else ""

    def skip_all(self) -> None:
        """Finish every queued batch at once."""
        if self.batches:
            self.view.snap(self.batches[-1].state_after)
            self.batches.clear()

    def draw(self, surf) -> None:
        """Draw the pieces in flight, flashes, banners and cards of the running group."""
        if not self.batches:
            return
        b = self.batches[0]
        for t in b.running:
            if t.duration > 0:
                t.draw(surf, self.stage, min(1.0, b.clock / t.duration))
        if b.caption:
            hint = _s("next_turn") if self.waiting else _s("next_step") if self.holding else ""
            T.caption(surf, self.stage, self.band_words(), hint)

    def band_words(self) -> str:
        """The step's words in the band over the island: at the end of a turn one line (the
        prompt panel and the log tell every card discarded and effect ended; the band's three
        lines of them lay over the island, in playtest 29), else the step's caption."""
        b = self.batches[0] if self.batches else None
        if b is None:
            return ""
        end = b.step if b.step is not None and turn_ends(b.step) else None
        return _s("turn_end_band", turn=end.data.get("turn", "")) if end is not None else b.caption


__all__ = ["AnimQueue", "SPEED_FACTORS", "tweens_for", "GOLD"]
