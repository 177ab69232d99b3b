"""The quest's words: every refusal, question, answer, log line and ending of the Spittlesnot quest's
rules, as whole English sentences with named placeholders (the engine says codes and data; this is
the one place they become words).

Each table is a catalog source (babel.cfg's "module" extractor reads REJECTIONS, PROMPTS, OPTIONS,
LOG and CAUSES; a dict {"one", "other"} is an entry with plural forms, counted by COUNTED); `set_translator` puts a language's gettext in place (English by default). Names of
heroes, enemies, items, cards and areas come from the quest's content.
"""
from __future__ import annotations

from typing import Callable

_translate: list = [lambda s: s, None]


def set_translator(fn: Callable[[str], str] | None, plural: Callable[[str, str, int], str] | None = None) -> None:
    """Speak through `fn` (a gettext) and `plural` (its ngettext), or English again with None."""
    _translate[0] = fn or (lambda s: s)
    _translate[1] = plural


def _(msgid: str) -> str:
    return _translate[0](msgid)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a sentence for the number n, in the language spoken."""
    if _translate[1] is None:
        return _(singular if n == 1 else plural)
    return _translate[1](singular, plural, n)


def _entry(entry, data: dict, key: str = "") -> str:
    """An entry's sentence: a msgid, or the form of {"one": ..., "other": ...} for the count it names."""
    if isinstance(entry, dict):
        n = data.get(COUNTED.get(key, ""), 1)
        return ngettext(entry["one"], entry["other"], n if isinstance(n, int) else 1)
    return _(entry)


REJECTIONS = {
    "bad_command": "That is not a move of the quest.",
    "quest_over": "The quest is over ({result}).",
    "game_over": "The quest is over ({result}).",
    "undo_needs_a_quest": "Undo takes back a move of a quest in progress.",
    "nothing_to_decide": "Nothing is waiting for a choice now.",
    "not_a_choice": "That is not one of the choices now ({decision}).",
    "not_your_choice": "It is not {hero}'s choice now but {chooser}'s.",
    "cannot_check": "That move could not be checked ({error}).",
    "engine_error": "The rules stumbled on that move and nothing changed ({error}).",
    "nothing_to_undo": "There is nothing to undo since the last roll or card.",
    "not_your_turn": "It is {active}'s turn, not {hero}'s.",
    "ghost_cannot": "{hero} is a Ghost Soul: only soul shout, recall and flight.",
    "no_such_area": "There is no area {area} on the map.",
    "not_next_to": "{area} is not next to {hero}'s area.",
    "door_closed": "A closed door stands in the way to {area}: open it first.",
    "knocked_out": "{hero} is knocked out: dash to stand up first.",
    "no_movement_left": "{hero} has no movement left this turn.",
    "action_used": "{hero} has already used {action} this round.",
    "no_action_left": "{hero} has no action left this turn.",
    "engaged": "{hero} cannot {action} while engaged by enemies.",
    "no_combat_left": "{hero} has no combat activity left this turn.",
    "no_such_enemy": "There is no such enemy ({target}).",
    "engaged_attack_here": "Engaged, {hero} can only attack in its own area.",
    "not_in_sight": "{hero} cannot see {target}.",
    "out_of_reach": "{target} is out of {hero}'s reach.",
}

PROMPTS = {
    "hero_turn": "{hero}: what now? Move, fight, act, or end the turn.",
    "hit_reroll": {"one": "{hero}: reroll a missed attack die? ({rerolls} reroll left)",
                   "other": "{hero}: reroll a missed attack die? ({rerolls} rerolls left)"},
    "def_reroll": {"one": "{hero}: reroll a defence die that blocked nothing? ({rerolls} reroll left)",
                   "other": "{hero}: reroll a defence die that blocked nothing? ({rerolls} rerolls left)"},
    "spend_shields": {"one": "{hero}: spend magic shields against {hits} hit ({lethal} lethal)? Shields held: {shields}.",
                      "other": "{hero}: spend magic shields against {hits} hits ({lethal} lethal)? Shields held: {shields}."},
    "souls": "Time phase: raise a Soulrank or resurrect a Ghost Soul?",
    "book_choice": "The Book of Secrets asks the party to choose.",
}

OPTIONS = {
    "move": "move to {area}",
    "evade": "evade to {area}",
    "attack": "attack {target} with {item}",
    "power": "use the power {item}",
    "use": "use {item}",
    "dash": "dash",
    "focus": "focus the next attack",
    "provoke": "provoke {target}",
    "bash": "bash {target}",
    "reorganise": "equip {item}",
    "exchange": "give {item} to {target}",
    "exchange_crowns": {"one": "give {index} crown to {target}", "other": "give {index} crowns to {target}"},
    "search": "search {target}",
    "open": "open {target}",
    "pick_up": "pick up {item}",
    "pick_up_crowns": {"one": "pick up {index} crown", "other": "pick up {index} crowns"},
    "drop": "drop {item}",
    "drop_crowns": {"one": "drop {index} crown", "other": "drop {index} crowns"},
    "soul_shout": "soul shout to {target}",
    "recall": "recall to the shrine in {area}",
    "fly": "fly to {area}",
    "companion_move": "{item} goes to {area}",
    "companion_attack": "{item} attacks {target}",
    "end_turn": "end the turn",
    "reroll": "reroll die {index}",
    "keep": "keep the dice",
    "shields": {"one": "spend {index} magic shield", "other": "spend {index} magic shields"},
    "enhance": "raise {hero}'s Soulrank",
    "resurrect": "resurrect {hero}",
    "done": "done",
    "book": "read section {index}",
    "bare_hands": "bare hands",
}

LOG = {
    "RoundStarted": "Round {round} begins.",
    "PhaseStarted": "Round {round}: {phase}.",
    "TurnStarted": "{hero}'s turn.",
    "TurnEnded": "{hero} ends the turn.",
    "HeroMoved": "{hero} goes from {frm} to {to}.",
    "Engaged": "{hero} is engaged in {area}.",
    "AttackDeclared": "{attacker} attacks {target}.",
    "ReactionAttack": "{enemy} strikes at {target} as it leaves.",
    "CompanionJoined": "{companion} joins {hero}.",
    "CompanionDied": "{companion} is slain.",
    "DiceRolled": "{who} rolls {dice}.",
    "DieRerolled": "{who} rerolls a die: {old} becomes {new}.",
    "Hits": {"one": "{hits} hit, {lethal} of it lethal.", "other": "{hits} hits, {lethal} of them lethal."},
    "ArmourBlocked": {"one": "Armour blocks {blocked} hit.", "other": "Armour blocks {blocked} hits."},
    "ShieldsSpent": {"one": "{target} spends {shields} magic shield.", "other": "{target} spends {shields} magic shields."},
    "DefenceResult": {"one": "{target} saves {saved} and takes {damage} damage.",
                      "other": "{target} saves {saved} and takes {damage} damage."},
    "Wounded": {"one": "{figure} suffers {wounds} wound ({health} health left).",
                "other": "{figure} suffers {wounds} wounds ({health} health left)."},
    "Healed": {"one": "{figure} recovers {amount} health.", "other": "{figure} recovers {amount} health."},
    "ConditionGiven": "{figure} is {condition}.",
    "ConditionDuplicated": "{figure} is already {condition}: one wound instead.",
    "ConditionEnded": "{figure} is no longer {condition}.",
    "HeroDied": "{hero} falls and rises as a Ghost Soul.",
    "HeroResurrected": "{hero} is resurrected at the shrine.",
    "EnemyDied": "{enemy} is slain.",
    "EnemySpawned": "{enemy} comes out in {area}.",
    "EnemyMoved": "{enemy} moves to {to}.",
    "EncounterDrawn": "Encounter: {card}.",
    "EventRevealed": "Event: {card}.",
    "EventDiscarded": "{card} is discarded.",
    "EventSetAside": "{card} is set beside the deck.",
    "TrapDrawn": "Trap: {card}.",
    "TreasureDrawn": "Treasure: {card}.",
    "DoorOpened": "A door opens.",
    "BookRead": "The Book of Secrets, section {section}.",
    "PeachFound": "Peach is found!",
    "SoulrankRaised": "{hero} reaches Soulrank {soulrank}.",
    "Reinforcements": "The event deck has run out: reinforcements arrive.",
    "QuestWon": "Victory: the quest is won.",
    "QuestLost": "Defeat: {cause}",
    "QuestStarted": "The quest begins.",
    "ActionTaken": "{hero} takes an action.",
    "BookChoice": "The party chooses section {chosen}.",
    "ChestOpened": "{hero} opens a chest.",
    "CompanionMoved": "{companion} goes to {to}.",
    "ConditionChanged": "{figure}'s condition burns lower.",
    "CriticalDrawn": "{who} draws a critical token.",
    "CrownsGained": {"one": "{hero} gains {amount} crown.", "other": "{hero} gains {amount} crowns."},
    "CrownsPassed": {"one": "{hero} gives {amount} crown to {to}.", "other": "{hero} gives {amount} crowns to {to}."},
    "CrownsDropped": {"one": "{hero} drops {amount} crown.", "other": "{hero} drops {amount} crowns."},
    "EnemyPowerDrawn": "The enemies draw an enemy power.",
    "EnemySkipped": "{enemy} is stunned and does nothing.",
    "FirePlaced": "Fire in {area}.",
    "FlagSet": "The quest moves on.",
    "GateMoved": "The spawn gates move.",
    "ItemDropped": "{hero} drops {item}.",
    "ItemEquipped": "{hero} equips {item}.",
    "ItemTaken": "{hero} takes {item}.",
    "ItemUsed": "{hero} uses {item}.",
    "ItemUsedUp": "{item} is used up.",
    "LootCollected": "{hero} collects the loot.",
    "LootPlaced": "Loot in {area}.",
    "PowerReady": "{hero}'s power {power} is ready again.",
    "PowerUsed": "{hero} uses the power {power}.",
    "Provoked": "{hero} provokes {enemy}.",
    "Pushed": "{figure} is pushed to {to}.",
    "Resisted": "{target} resists the attack.",
    "Weakness": "{target} is weak against the attack.",
    "Rewards": "The rewards are shared out.",
    "SaveRolled": "{figure} rolls {die} (needs {need}).",
    "Searched": "{hero} searches.",
    "ShieldsGained": {"one": "{hero} gains {amount} magic shield.", "other": "{hero} gains {amount} magic shields."},
    "ShrineActive": "The shrine in {area} is active.",
    "SoulPointsGained": {"one": "{hero} gains {amount} soul point.", "other": "{hero} gains {amount} soul points."},
    "SoulShout": "{hero}'s Ghost Soul shouts to {to}.",
    "StoodUp": "{hero} stands up.",
    "TreasureGained": "{hero} gains a treasure.",
    "WaypointReached": "{hero} reaches waypoint {number}.",
    "WaypointsDealt": "The waypoint letters are dealt face down.",
    "Told": "The Book of Secrets speaks.",
}

# Events the log leaves out on purpose: the table shows them another way (a figure's own animation).
SILENT = ("EnemyActs", "Undone")

# Entries with plural forms ({"one": ..., "other": ...}: a catalog entry with msgid_plural, chosen by
# ngettext) and the field of the data that counts for each.
COUNTED = {"hit_reroll": "rerolls", "def_reroll": "rerolls", "spend_shields": "hits",
           "exchange_crowns": "index", "pick_up_crowns": "index", "drop_crowns": "index", "shields": "index",
           "Hits": "hits", "ArmourBlocked": "blocked", "ShieldsSpent": "shields", "DefenceResult": "damage",
           "Wounded": "wounds", "Healed": "amount", "CrownsGained": "amount", "CrownsPassed": "amount",
           "CrownsDropped": "amount", "ShieldsGained": "amount", "SoulPointsGained": "amount"}

# Answers that name a die: the player counts dice from 1 (the engine's index is from 0).
DIE_OPTIONS = ("reroll",)

# The phases of a round (002), as the log names them.
PHASES = {"time": "Time phase", "battle": "Battle phase", "event": "Event phase"}

CAUSES = {
    "day_discarded_without": "the Day card was discarded before Peach was found.",
    "all_heroes_dead": "every hero has fallen.",
    "not_peach_found": "reinforcements came but Peach was never found.",
    "too_long": "the quest went on far too long.",
    "reinforcements": "reinforcements arrived with Peach safe.",
}


def _fill(template, data: dict, key: str = "") -> str:
    """An entry (a msgid or plural forms, see _entry) filled with names for the data's ids."""
    words = _entry(template, data, key)
    try:
        return words.format(**{k: _name(k, v) for k, v in data.items()})
    except (KeyError, IndexError, ValueError):
        return words.split("{", 1)[0].strip()


def _name(key: str, value):
    """A content id or a figure reference as a name a player reads."""
    if not isinstance(value, str) and not (isinstance(value, int) and key in ("hero", "to", "chooser")):
        return value
    from game.quest.engine.data import content
    c = content()
    if isinstance(value, int):
        return f"hero {value + 1}"
    if value.startswith("door:"):
        value = value[5:]
    if value.startswith("chest:") and value[6:] in c.areas:
        return _("the chest in {area}").format(area=_(c.areas[value[6:]].name))
    for table in (c.heroes, c.enemies, c.items, c.events, c.encounters, c.traps, c.treasures, c.areas, c.companions,
                  c.doors, c.conditions):
        if value in table and hasattr(table[value], "name"):
            return _(table[value].name)
    if "#" in value and value.split("#")[0] in c.items:
        return _(c.items[value.split("#")[0]].name)
    if key in ("power", "item"):
        for h in c.heroes.values():
            for p in h.powers:
                if p.id == value:
                    return _(p.name)
    return value


def rejection_words(code: str, data: dict | None = None) -> str:
    """A refusal's sentence."""
    return _fill(REJECTIONS.get(code, "That move is refused ({code})."), {"code": code, **(data or {})})


def prompt_words(decision, state=None) -> str:
    """What a decision asks."""
    data = dict(decision.data)
    data.setdefault("hero", _figure_name(state, decision.hero))
    return _fill(PROMPTS.get(decision.kind, "Choose."), data, decision.kind)


def _figure_name(state, ref) -> str:
    if state is None:
        return f"hero {ref + 1}" if isinstance(ref, int) else str(ref)
    from game.quest.engine.data import content
    if isinstance(ref, int):
        return _(content().heroes[state.heroes[ref].id].name) if 0 <= ref < len(state.heroes) else _("the party")
    if ref.startswith("h") and ref[1:].isdigit():
        return _figure_name(state, int(ref[1:]))
    c = state.companion(ref) if ref.startswith("c") else None
    if c is not None:
        return _(content().companions[c.kind].name)
    e = state.enemy(ref)
    return _(content().enemies[e.kind].name) if e is not None else ref


def option_words(decision, option, state=None) -> str:
    """An answer's words."""
    kind = option.kind
    if kind in ("exchange", "pick_up", "drop") and not option.item:
        kind += "_crowns"
    data = {"area": _name("area", option.area), "index": option.index, "hero": _figure_name(state, option.hero),
            "target": _figure_name(state, option.target) if option.target[:1] in ("h", "e", "c") and state is not None
            and (option.target[1:].isdigit()) else _name("target", option.target),
            "item": _name("item", option.item[6:] if option.item.startswith("power:") else option.item)
            if option.item else _(OPTIONS["bare_hands"])}
    if kind.startswith("companion") and state is not None:
        data["item"] = _figure_name(state, option.item)
    if kind in DIE_OPTIONS:
        data["index"] = option.index + 1
    return _fill(OPTIONS.get(kind, kind), data, kind)


def log_words(event, state=None) -> str:
    """An event's line in the log ("" for events the log does not show)."""
    template = LOG.get(event.kind)
    if template is None:
        return ""
    data = dict(event.data)
    for k in ("hero", "figure", "attacker", "target", "enemy", "who", "companion"):
        if k in data and state is not None:
            try:
                data[k] = _figure_name(state, data[k])
            except (IndexError, AttributeError):
                pass
    if event.kind in ("Wounded", "EnemyDied") and state is not None:    # a slain enemy is gone from the state
        card = data.get("card") or data.get("kind")
        key = "figure" if event.kind == "Wounded" else "enemy"
        if card and str(data.get(key, "")).startswith("e"):
            data[key] = _name("kind", card)
    if event.kind == "PhaseStarted" and data.get("phase") in PHASES:
        data["phase"] = _(PHASES[data["phase"]])
    if "cause" in data:
        data["cause"] = cause_words(data["cause"])
    for k in ("dice",):                  # the faces rolled, as a player reads them
        if isinstance(data.get(k), (list, tuple)):
            data[k] = ", ".join(str(x) for x in data[k])
    return _fill(template, data, event.kind)


def cause_words(cause: str) -> str:
    return _(CAUSES.get(cause, cause))
