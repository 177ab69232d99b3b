"""Rule changes as data: what an adversary's level or a scenario does to a game, each a small
record the engine applies at setup through its seams (game.engine.challenges, which calls
engine.phase, engine.variant and engine.results). Content says *what* changes; it never
imports the engine.

The kinds of change, each one line in an adversary's level or a scenario:

- ``Step(name, before=..., after=...)``: run an invader step once more (or a pack's own step)
  in the invader phase: ``Step("build", after="build")`` is "the invaders build twice";
- ``MoveStep(name, after=...)``: take a step out of its place and run it elsewhere
  (``MoveStep("ravage", after="build")``: the invaders ravage after they build);
- ``Numbers(letter, health=..., ravage_damage=..., fear=..., fights_back=...)``: a kind's
  numbers in this game (Towns with 3 health, Explorers that deal 2 damage, Dahan that fight
  back for 1);
- ``Pieces(letter, n, where)``: pieces added at setup on each board, `where` a land's number
  ("1"), a terrain ("mountain": the board's lowest-numbered one), "coastal" or "inland" (the
  lowest-numbered such land); the letter "B" is blight from the box;
- ``Everywhere(ops, cond)``: at setup, an effect in every land meeting the condition(s);
- ``InvaderDeck(stages)``: the invader deck's make-up and order, stages top first
  ("11-2222-33333");
- ``FearPerCard(per_spirit)``: the fear that earns a fear card, per spirit (4 in the base game);
- ``BlightCard(per_spirit)``: more (or fewer) blight per spirit on the blight card;
- ``Loss(cause)`` / ``Victory(cause)``: turn on an end condition registered by its cause code;
- ``Rule(id)``: apply a rule change registered by id (a pack's own, for what the above cannot say).

The fear deck per terror level is not a change but a level's `fear`, and an escalation is the
adversary's (game.content.adversaries).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Step:
    """Run the invader step `name` once more, before or after another step."""

    name: str
    before: str = ""
    after: str = ""


@dataclass(frozen=True)
class MoveStep:
    """Move the invader step `name` (its last appearance) before or after another step."""

    name: str
    before: str = ""
    after: str = ""


@dataclass(frozen=True)
class Numbers:
    """A kind's numbers in this game: ``Numbers("T", {"health": 3})``."""

    letter: str
    numbers: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Pieces:
    """At setup, `n` pieces of a kind on each board, in the land `where` names."""

    letter: str
    n: int
    where: str


@dataclass(frozen=True)
class Everywhere:
    """At setup, an effect (ops) in every land meeting the condition(s), before the first explore."""

    ops: tuple
    cond: tuple = ()


@dataclass(frozen=True)
class InvaderDeck:
    """The invader deck's make-up, stages top first ("11-2222-33333")."""

    stages: str


@dataclass(frozen=True)
class FearPerCard:
    """The fear that earns a fear card, per spirit (4 in the base game)."""

    per_spirit: int


@dataclass(frozen=True)
class BlightCard:
    """Blight per spirit added to (or, negative, taken from) the blight card."""

    per_spirit: int


@dataclass(frozen=True)
class Loss:
    """A loss condition of its own (a cause code registered with seams.register_end)."""

    cause: str


@dataclass(frozen=True)
class Victory:
    """A victory condition of its own (a cause code registered with seams.register_end)."""

    cause: str


@dataclass(frozen=True)
class Rule:
    """A rule change registered by id (seams.register_rule)."""

    id: str


CHANGES = (Step, MoveStep, Numbers, Pieces, Everywhere, InvaderDeck, FearPerCard, BlightCard, Loss, Victory, Rule)
