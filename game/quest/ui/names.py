"""The quest table's words: names of heroes, enemies, areas, items and cards, what is asked now, an
answer's words and a log line, from game.quest.words (through .say) with plain English of our own
where it has none. A mixin of the table: it reads `view`, `state`, `data` and `anim`."""
from __future__ import annotations

from .offers import DIE_KINDS
from .say import _, words_for


class _Both:
    """The quest as the words look it up while an animation plays: the heroes of now, and an enemy
    of now or of the view (one that came out this command, or one just slain)."""

    def __init__(self, now, view):
        self.heroes, self._now, self._view = now.heroes, now, view

    def enemy(self, uid):
        return self._now.enemy(uid) or self._view.enemy(uid)

    def __getattr__(self, name):
        return getattr(self._now, name)


class Names:
    """The words of the table (see module doc)."""

    def hero_name(self, i) -> str:
        try:
            h = self.view.heroes[int(i)]
        except (ValueError, IndexError, TypeError):
            return str(i)
        card = self.data.heroes.get(h.id)
        return _(card.name) if card is not None else h.id

    def figure_name(self, ref: str) -> str:
        ref = str(ref)
        if ref.startswith("h") and ref[1:].isdigit():
            return self.hero_name(ref[1:])
        if ref.isdigit():
            return self.hero_name(ref)
        e = self.view.enemy(ref) or self.state.enemy(ref)
        if e is not None:
            card = self.data.enemies.get(e.kind)
            return _(card.name) if card is not None else e.kind
        return ref

    def area_name(self, aid: str) -> str:
        a = self.data.areas.get(aid)
        return _(a.name) if a is not None else aid

    def item_name(self, item: str) -> str:
        card = self.data.items.get(str(item).split("#", 1)[0])
        return _(card.name) if card is not None else str(item)

    def phase_words(self, phase: str) -> str:
        return {"time": _("Time phase"), "battle": _("Battle phase"), "event": _("Event phase"),
                "setup": _("Setting up"), "end": _("The end"), "over": _("The quest is over")}.get(phase, phase)

    def event_words(self, ev) -> str:
        """A line of the log for an event: the quest's words, else our plain English."""
        got = words_for("log_words", ev, _Both(self.state, self.view))
        if got:
            return got
        d = ev.data
        name = {k: self.figure_name(d[k]) for k in ("hero", "enemy", "figure", "attacker", "target", "who", "by")
                if k in d and d[k] not in ("", None, -1)}
        plain = {
            "HeroMoved": "{hero} moves to {to}.", "EnemyMoved": "{enemy} moves to {to}.",
            "EnemySpawned": "{kind} appears in {area}.", "EnemyDied": "{enemy} dies.",
            "HeroDied": "{hero} falls and becomes a Ghost Soul.", "Wounded": "{figure} is wounded ({wounds}).",
            "Healed": "{figure} heals {amount}.", "DoorOpened": "{door} opens.",
            "DiceRolled": "{who} rolls {dice}.", "Hits": "HIT stage: {target} is hit ({hits}).",
            "ArmourBlocked": "Armour blocks {blocked}.", "ShieldsSpent": "Magic shields spent: {shields}.",
            "DefenceResult": "DEF stage: {saved} saved, {damage} damage.", "AttackDeclared": "{attacker} attacks {target}.",
            "ReactionAttack": "{enemy} makes a reaction attack on {hero}.", "EventRevealed": "Event: {card}.",
            "EncounterDrawn": "Encounter: {card}.", "TrapDrawn": "Trap: {card}.", "PhaseStarted": "{phase}.",
            "RoundStarted": "Round {round} begins.", "TurnStarted": "{hero}'s turn.", "TurnEnded": "{hero} ends the turn.",
            "QuestWon": "The heroes win the quest!", "QuestLost": "The quest is lost.", "BookRead": "The Book of Secrets: section {section}.",
            "Searched": "{hero} searches.", "ConditionGiven": "{figure} is {condition}.", "FlagSet": "{flag}.",
        }.get(ev.kind)
        data = dict(d)
        data.update(name)
        for key in ("to", "frm", "area"):
            if key in d:
                data[key] = self.area_name(d[key])
        if "card" in d:
            data["card"] = self.card_name(d["card"])
        if "kind" in d and ev.kind == "EnemySpawned":
            card = self.data.enemies.get(d["kind"])
            data["kind"] = _(card.name) if card is not None else d["kind"]
        if "door" in d:
            door = self.data.doors.get(d["door"])
            data["door"] = _(door.name) if door is not None and door.name else d["door"]
        if "phase" in d:
            data["phase"] = self.phase_words(d["phase"])
        if "dice" in d:
            data["dice"] = " ".join(str(x) for x in d["dice"])
        if plain is not None:
            try:
                return _(plain).format(**data)
            except (KeyError, IndexError, ValueError):
                pass
        return ""

    def card_name(self, cid) -> str:
        if isinstance(cid, int):
            section = self.data.book.get(cid)
            return _(section.title) if section is not None else str(cid)
        for table in (self.data.events, self.data.encounters, self.data.traps, self.data.treasures, self.data.enemies):
            c = table.get(cid)
            if c is not None:
                return _(c.name)
        return cid

    def option_words(self, option) -> str:
        """An answer in words: the quest's words, else the kind and what it names."""
        got = words_for("option_words", self.state.decision, option, self.state)
        if got:
            return got[:1].upper() + got[1:]
        if got:
            return got
        kind = option.kind.replace("_", " ")
        parts = [kind[:1].upper() + kind[1:]]
        if option.area:
            parts.append(self.area_name(option.area))
        if option.target:
            parts.append(self.figure_name(option.target) if option.target[:1] in "eh" or option.target.isdigit()
                         else self.card_name(option.target) if option.target in self.data.doors else option.target)
        if option.item:
            parts.append(self.item_name(option.item))
        if option.index >= 0 and not option.area:
            parts.append(str(option.index + 1 if option.kind in DIE_KINDS else option.index))
        return " · ".join(parts)

    def question(self) -> str:
        """What the rules ask now, in words."""
        st = self.state
        d = st.decision
        if self.anim.busy:          # what is asked next shows once the board has caught up with it
            return _("…")
        if st.result:
            return _("The quest is won.") if st.result == "victory" else _("The quest is lost.")
        if d is None:
            return ""
        got = words_for("prompt_words", d, st)
        if got:
            return got
        who = self.hero_name(d.hero) if d.hero >= 0 else _("The party")
        plain = {"hero_turn": _("{who}: your turn. Drag your hero to a glowing area, or choose."),
                 "hit_reroll": _("{who}, HIT stage: click dice to reroll them, or keep them."),
                 "def_reroll": _("{who}, DEF stage: click defence dice to reroll them, or keep them."),
                 "spend_shields": _("{who}, DEF stage: spend magic shields?"),
                 "souls": _("Time phase: raise a hero's Soulrank?"),
                 "gremlina": _("Gremlina's fate: the party decides.")}.get(d.kind)
        return (plain or _("{who}: choose.")).format(who=who)
