"""The words for the engine's codes: every refusal the rules can give, as an English sentence
with named placeholders. The engine says codes and data (`Rejection.code`, `.data`); this is
the one place they become words, for the table, the bots' logs and the tests alike.

Each template is a whole sentence (a catalog entry to be, never a fragment to glue), so a
language catalog can later translate them one by one; placeholders are filled from the
rejection's data, after `_readable` has named the ids in it (a piece letter, a field).
"""
from __future__ import annotations

import gettext as _gettext
from importlib.resources import files

from . import seams

# --- the languages: gettext catalogs whose English source is this module -----------------------
# Every template below is a msgid (English, named placeholders); game/locale/<lang>/LC_MESSAGES/
# game.po translates it (extraction reads this module's tables and the content's names and texts
# through game.locale.extract; see the README's developer part). No os or pathlib here: the
# engine reads these words (Rejection.reason), and the engine touches no files itself.
LOCALE_DIR = str(files(__package__) / "locale")
DOMAIN = "game"
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
_TRANSLATIONS: dict[str, _gettext.NullTranslations] = {}
_now = {"language": "en", "t": _gettext.NullTranslations()}


def system_language() -> str:
    """The language the system's locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext
    reads them), among ours: English when it asks for none we have a catalog of."""
    found = _gettext.find(DOMAIN, LOCALE_DIR, all=True)
    for path in found:
        parts = path.replace("\\", "/").split("/")
        code = parts[-3] if len(parts) >= 3 else ""
        if code.split("_")[0] in LANGUAGES:
            return code.split("_")[0]
    return "en"


def set_language(code: str | None) -> str:
    """Speak `code` from now on ("en", "fr"; None or "system" = the system's locale; an unknown
    one = English). Everything asked of this module afterwards comes in it, so the table switches
    without restarting. Returns the language now spoken."""
    if not code or code == "system":
        code = system_language()
    if code not in LANGUAGES:
        code = "en"
    t = _TRANSLATIONS.get(code)
    if t is None:
        t = (_gettext.NullTranslations() if code == "en"
             else _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True))
        _TRANSLATIONS[code] = t
    _now.update(language=code, t=t)
    return code


def language() -> str:
    """The language spoken now."""
    return _now["language"]


def _(msgid: str) -> str:
    """A sentence (a catalog's msgid: English) in the language spoken now."""
    return _now["t"].gettext(msgid) if msgid else msgid


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a sentence for the number n, in the language spoken now."""
    return _now["t"].ngettext(singular, plural, n)


def pgettext(context: str, msgid: str) -> str:
    """A word in the language spoken where the same English means something else elsewhere
    (the catalog's entry of that context)."""
    return _now["t"].pgettext(context, msgid) if msgid else msgid


def N_(msgid: str) -> str:
    """Marks a sentence for the catalogs where it is written, translated later where it is shown."""
    return msgid


def tr(text: str) -> str:
    """Content's own words (a card's name or text, a spirit's, a fear card's...) in the language
    spoken now: the content's English is the msgid (game.locale.extract reads it from the catalog)."""
    return _now["t"].gettext(text) if isinstance(text, str) and text else text


class plural(tuple):
    """A catalog entry with plural forms where a table holds other tuples: (singular, plural)."""


def say(entry, data: dict | None = None, count: str = "n") -> str:
    """An entry filled from data: a msgid, or (singular, plural) chosen by data[count]. Never
    raises: a placeholder missing gives the sentence up to it."""
    data = data or {}
    if isinstance(entry, tuple):
        n = data.get(count, 1)
        template = ngettext(entry[0], entry[1], n if isinstance(n, int) else 1)
    else:
        template = _(entry)
    try:
        return template.format(**data)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template.split("{", 1)[0].strip()

REJECTIONS: dict[str, str] = {
    # the command itself is not well formed
    "not_a_command": "not a command",
    "choice_without_option": "a choice must carry one of the offered options",
    "field_missing": "{field} is missing",
    "field_not_whole_number": "{field} must be a whole number",
    "field_not_text": "{field} must be text",
    "field_out_of_range": "{field} {value} is out of range",
    "field_far_out_of_range": "{field} of that size is out of range",
    "field_not_writable": "{field} is not writable text",
    # when it may be given
    "game_over": "the game is over ({result})",
    "undo_needs_a_game": "undo belongs to a game in progress (Game.apply), not to a bare state",
    "nothing_to_undo": "nothing to undo since the last card was revealed",
    "nothing_to_decide": "nothing to decide now",
    "not_a_choice": "that is not one of the choices for: {prompt}",
    "not_your_choice": "it is another spirit's choice",
    "no_such_spirit": "no such spirit",
    # tabletop moves
    "finish_the_choice_first": "finish the current choice first (tabletop moves wait for a phase menu)",
    "no_land_named": "no land {land!r}",
    "no_such_land": "no such land",
    "nothing_to_move": "nothing to move",
    "same_land": "the piece is already in {land}",
    "no_presence_there": "no presence of that spirit in {land}",
    "no_presence_left": "no presence left to add",
    "unknown_piece_named": "unknown piece {piece!r}",
    "kind_not_in_this_game": "this game is not played with the pack that brings the piece {piece!r}",
    "unknown_piece": "unknown piece",
    "no_piece_there": "no {piece} in {land}",
    "damaged_from_supply": "pieces come from the supply undamaged",
    "not_attached_kind": "only a piece that rides on another (strife) is put on a piece, not {piece!r}",
    "attached_one_piece": "{piece} goes onto a piece from the supply, or off it back to the supply",
    "rides_invaders_only": "{piece} rides on an invader, not on a {carrier}",
    "carries_none": "that {carrier} in {land} carries no {piece}",
    "no_blight_on_card": "no blight left on the blight card",
    # why a card, a power or a growth is not legal now (engine.why: the table's refusals too)
    "cards_in_the_spirit_phase": "Cards are played from the hand in the spirit phase; this is the {phase}.",
    "card_not_in_hand": "{card} is not in the hand.",
    "grow_first": "Grow first: choose a growth option on the spirit panel, then play cards.",
    "done_playing_cards": "This spirit is done playing cards this turn.",
    "no_card_plays_left": "No card plays left this turn ({used} of {plays} used).",
    "not_enough_energy": "{card} costs {cost} energy; {spirit} has {energy}.",
    "card_not_played": "{card} has not been played this turn.",
    "fast_power_in_its_phase": "{card} is a fast power: it is used in the fast powers phase.",
    "slow_power_in_its_phase": "{card} is a slow power: it is used in the slow powers phase.",
    "fast_power_not_now": "{card} is a fast power: use it in the fast powers phase, not now.",
    "slow_power_not_now": "{card} is a slow power: use it in the slow powers phase, not now.",
    "already_used": "{card} was already used this turn.",
    "elements_short": "{card} needs {short} (its first level).",
    "growth_in_the_spirit_phase": "Growth is chosen in the spirit phase; this is the {phase}.",
    "grown_already": "This spirit has already grown this turn.",
    "growth_costs_more": "This growth costs {cost} energy; there is only {energy}.",
    # the engine itself
    "cannot_check": "that command cannot be checked ({error})",
    "engine_error": "the rules engine could not apply that ({error})",
}

# How a command's field is named in a sentence (data["field"] holds the field's own name).
_FIELDS = {"spirit": "the spirit", "piece": "the piece", "frm": "the frm", "to": "the to"}


MORE_ELEMENT = "{n} more {element}"
# A phase named in a refusal ("this is the Fast Power Phase").
PHASE_NAMES: dict[str, str] = {"setup": "setup", "spirit": "Spirit Phase", "fast": "Fast Power Phase",
                               "invader": "Invader Phase", "slow": "Slow Power Phase", "time": "Time Passes"}


def _readable(code: str, data: dict, state=None) -> dict:
    """The rejection's data with its ids put in words (a piece letter becomes its name, a card
    id its name, a spirit's seat its name, a phase its name)."""
    out = dict(data)
    if isinstance(out.get("card"), str):
        out["card"] = _content_name(out["card"])
    if isinstance(out.get("spirit"), int) and code == "not_enough_energy":
        out["spirit"] = _spirit_name(state, out["spirit"])
    if isinstance(out.get("phase"), str):
        out["phase"] = _(PHASE_NAMES.get(out["phase"], out["phase"]))
    if isinstance(out.get("short"), dict):
        out["short"] = ", ".join(_(MORE_ELEMENT).format(n=n, element=element_words(e)) for e, n in out["short"].items())
    f = out.get("field")
    if isinstance(f, str):
        out["field"] = f"option field {f[7:]}" if f.startswith("option.") else _FIELDS.get(f, f)
    if code == "not_a_choice" and isinstance(out.get("prompt"), str):
        out["prompt"] = prompt_text(out["prompt"], out.get("data") if isinstance(out.get("data"), dict) else None)
    if code == "no_piece_there":
        from . import kinds
        out["piece"] = kinds.name(str(out.get("piece", "")), str(out.get("piece")))
    if code in ("attached_one_piece", "rides_invaders_only", "carries_none"):
        from . import kinds
        for key in ("piece", "carrier"):
            if key in out:
                out[key] = tr(kinds.name(str(out[key]), str(out[key])))
    return out


def rejection_words(code: str, data: dict | None = None, state=None) -> str:
    """A refusal in words: the template of `code` filled from `data` (and `state`, for the names
    of the spirits it names by seat). Never raises (an unknown code or a missing particular
    still gives a line, for a pack's or a newer engine's codes)."""
    template = REJECTIONS.get(code)
    if template is None:
        return code.replace("_", " ")
    template = _(template)
    try:
        return template.format(**_readable(code, data or {}, state))
    except (KeyError, IndexError, ValueError, AttributeError):
        return template.split("{", 1)[0].strip() or code.replace("_", " ")


# --- why a game cannot be set up (engine.setup.SetupError: a code and its data) ------------------
SETUP_REFUSALS: dict[str, str] = {
    "settings_not_named": "the game settings must be a set of named settings (spirits, boards, seed ...)",
    "spirits_not_list": "the spirits are given as a list of spirit ids",
    "boards_not_list": "the boards are given as a list of board letters",
    "blight_not_id": "the blight card is given by its id",
    "spirit_count": "choose 1 to {most} spirits",
    "spirit_twice": "each spirit can be chosen once",
    "unknown_spirit": "unknown spirit {spirit!r}",
    "board_per_spirit": "give one distinct board ({first}-{last}) per spirit",
    "unknown_blight": "unknown blight card {card!r}",
    "unknown_prompts": "unknown set of prompts (this game knows sets 1 to {most})",
    "seed_not_whole": "the seed must be a whole number, not {seed!r}",
    "layout_not_id": "the layout is given by its id",
    "unknown_layout": "unknown layout {layout!r}",
    "layout_spirits": "the layout {layout!r} is for {counts} spirits",
    "layout_board_twice": "each board may be used once",
    "layout_no_board": "the layout {layout!r} has no board {board!r} (it has {boards})",
    "layout_boards": "the layout {layout!r} takes one board per spirit",
    "layout_boards_more": "the layout {layout!r} takes one board per spirit and {more} more",
    "boards_apart": "these thematic boards do not touch: choose boards that make one island",
    "packs_not_list": "packs are given as a list of pack names",
    "pack_twice": "each pack can be named once",
    "pack_missing": "the pack {pack!r} is not installed",
    "adversary_form": "an adversary is given as its id and its level, e.g. [{example!r}, 3]",
    "unknown_adversary": "unknown adversary {adversary!r} (this game knows {known})",
    "adversary_level": "an adversary's level is 0 to {most}, not {level}",
    "support_without_lead": "a supporting adversary needs a leading adversary",
    "adversary_supports_itself": "{adversary} cannot support itself: choose another supporting adversary.",
    "adversaries_refuse": "{why}",
    "adversary_decks": "{lead} (level {lead_level}) and {support} (level {support_level}) both change the "
                       "invader deck: lower one of them.",
    "unknown_scenario": "unknown scenario {scenario!r} (this game knows {known})",
    "scenario_deck": "{scenario} and {adversary} (level {level}) both change the invader deck: choose another "
                     "scenario or a lower level.",
    "packs_clash": "the game's packs cannot be played together ({detail})",
    "rules_not_list": "rule changes are given as a list of ids",
    "unknown_rule": "unknown rule change {rule!r}",
    "rule_twice": "each rule change can be named once",
    "events_not_list": "events are given as a list of event card ids",
    "unknown_event": "unknown event card {event!r}",
    "event_twice": "each event card can be in the deck once",
    "rule_pack_unnamed": "the rule change {rule!r} is from the pack {pack!r}, which the game's settings do not name",
    "event_pack_unnamed": "the event card {event!r} is from the pack {pack!r}, which the game's settings do not name",
}
# data of a setup refusal that are content's own words (names, a pair's reason): shown in the language spoken
_SETUP_NAMED = frozenset({"layout", "adversary", "lead", "support", "scenario", "why"})


def setup_words(code: str, data: dict | None = None) -> str:
    """Why a game cannot be set up, in the language spoken: the sentence of `code` filled from
    `data`. A code without an entry is words already (a pack's check, an older caller's
    sentence), shown as the catalog has them. Never raises."""
    template = SETUP_REFUSALS.get(code)
    if template is None:
        return tr(code)
    data = {k: tr(v) if k in _SETUP_NAMED and isinstance(v, str) else v for k, v in (data or {}).items()}
    try:
        return _(template).format(**data)
    except (KeyError, IndexError, ValueError, AttributeError):
        return _(template).split("{", 1)[0].strip() or code.replace("_", " ")


# --- how a game ends (engine.results: result and cause codes) -------------------------------------
VICTORY_CONDITIONS: dict[int, str] = {1: "no invaders on the island", 2: "no Towns or Cities on the island",
                                      3: "no Cities on the island", 4: "every fear card earned"}
_TERROR_LEVEL = {"terror_1": 1, "terror_2": 2, "terror_3": 3, "terror_4": 4}
DEFEAT_CAUSES: dict[str, str] = {
    "blight": "the blight overran the island (no blight left on the blight card)",
    "spirit": "a spirit has no presence left on the island",
    "time": "time ran out (the invader deck was empty when a card was needed)",
}


# How games of prompt sets 1-2 wrote a victory's cause into their state (a sentence, not a code);
# save format 3 reads them back as codes (engine.migrate), and an older position in memory too.
_OLD_CAUSES = {"terror level 1: no invaders on the island": "terror_1",
               "terror level 2: no Towns or Cities on the island": "terror_2",
               "terror level 3: no Cities on the island": "terror_3",
               "terror level 4: every fear card earned": "terror_4"}


def _cause_code(cause: str) -> str:
    return _OLD_CAUSES.get(cause, cause)


TERROR_VICTORY = "terror level {n}: {condition}"


def cause_words(cause: str) -> str:
    """Why a game ended, as a whole sentence (the end-of-game dialog): a terror level's victory
    condition, what lost the game, or the words of a pack's end condition (engine.results.ENDS).
    An unknown code is given back as it is."""
    from .seams import ENDS
    code = _cause_code(cause)
    if code in _TERROR_LEVEL:
        n = _TERROR_LEVEL[code]
        return _(TERROR_VICTORY).format(n=n, condition=_(VICTORY_CONDITIONS[n]))
    if code in ENDS:
        return tr(ENDS[code].words)
    return _(DEFEAT_CAUSES[code]) if code in DEFEAT_CAUSES else code


def cause_log_words(cause: str) -> str:
    """Why a game ended, in the game log's "VICTORY — ..." / "DEFEAT — ..." line (a base defeat
    there is named by its short word: blight, spirit, time; a pack's by its own words)."""
    code = _cause_code(cause)
    return _(DEFEAT_SHORT[code]) if code in DEFEAT_SHORT else cause_words(code)


# A defeat's short word in the game log's "DEFEAT — ..." line.
DEFEAT_SHORT: dict[str, str] = {"blight": "blight", "spirit": "spirit", "time": "time"}


# --- a pack's events: their words, registered with the pack (game.seams) --------------------------
# kind -> fn(data, state) -> a whole sentence for the game log (game.ui.gamelog.more_words).
EVENT_WORDS = seams.EVENT_WORDS
event_words = seams.event_words


# --- events whose particulars are codes ---------------------------------------------------------
NOTES: dict[str, str] = {
    "no_blight_to_take": "no blight left to take",
    "no_presence_to_place": "{spirit} has no presence left to place",
    "no_land_for_presence": "no land in range for the presence",
    "no_powers_left": "no {kind} powers left",
    "energy_paid": "{spirit} pays {amount} energy",
    "cost_refused": "the cost is not paid: {text}",
}
FIZZLES: dict[str, str] = {"no_land_in_range": "no land in range meets its target"}


def note_words(data: dict, spirit: str = "") -> str:
    """A Note event in words (data["note"] is its code; `spirit` the name of data["spirit"])."""
    template = NOTES.get(str(data.get("note", "")))
    if template is None:
        return str(data.get("text") or data.get("note", "")).replace("_", " ")
    template = _(template)
    try:
        return template.format(**dict(data, spirit=spirit, text=tr(data.get("text", ""))))
    except (KeyError, IndexError, ValueError):
        return template.split("{", 1)[0].strip()


def fizzle_words(reason: str) -> str:
    """Why a power had no target (PowerFizzled's reason code)."""
    return _(FIZZLES[reason]) if reason in FIZZLES else reason.replace("_", " ")


def growth_words(spirit_id: str, option: int) -> str:
    """The words of a spirit's growth option (GrowthChosen: the spirit's id and the option)."""
    from .content import catalog
    try:
        return tr(catalog.SPIRITS[spirit_id].growth[option].text)
    except (KeyError, IndexError, TypeError):
        return ""


def fear_level_words(card: str, level: int) -> str:
    """What a fear card does at a terror level (FearCardRevealed: the card and its level)."""
    from .content import catalog
    try:
        return tr(catalog.FEAR[card].levels[level - 1][0])
    except (KeyError, IndexError, TypeError):
        return ""


def a_or_an(noun: str) -> str:
    """The noun with its indefinite article: "a Town", "an Explorer" (an entry of the catalogs for
    each kind of piece: "une Ville", "un Explorateur"; the English noun is given)."""
    return _(("an " if noun[:1].lower() in "aeiou" and noun else "a ") + noun)


# --- the questions of the rules: decisions' prompts and options' labels ----------------------------
# The engine asks a question by its prompt code with data (`Decision.prompt`, `.data`) and offers
# options by kind and data; these are their words. A pack's questions register theirs in
# game.seams (`prompt_words`, `option_words`). Placeholders: {land}, {to}, {left}, {n}; ids in the
# data are named here first: {card}/{power}/{source} a card or innate's name, {piece} a piece,
# {spirit}/{target} a spirit's name, {kinds} kinds of piece, {text} content's own words.
PROMPTS: dict[str, object] = {
    "spirit_phase": "Spirit phase: grow, then play cards",
    "fast_powers": "Fast powers: use them in any order",
    "slow_powers": "Slow powers: use them in any order",
    "start_invaders": ("Fast phase done — start the invader phase? It reveals an invader card, and undo "
                       "cannot go back past that."),
    "presence_source": ("Take the presence from where? Each space a presence leaves on a track shows what "
                        "you gain from now on (more energy, more card plays, an element)."),
    "presence_land": "Add presence to which land?",
    "cascade": ("Blight cascades from {land}: into which adjacent land? A land that already has blight "
                "cascades again, and blight destroys presence there."),
    "incarna_blighted": ("Blight lands in {land}, where your Incarna stands alone. Count it as your presence "
                         "there (it is destroyed and leaves the island), or spare it?"),
    "damage": ("{n} damage to assign in {land}", "{n} damage to assign in {land}"),
    "damage_dahan": ("{n} damage to the Dahan in {land}: how is it split?",
                     "{n} damage to the Dahan in {land}: how is it split?"),
    "pick_destroy": "Destroy which piece in {land}? ({left} left)",
    "pick_remove": "Remove which piece in {land}? ({left} left)",
    "pick_downgrade": "Downgrade which piece in {land}? ({left} left)",
    "pick_upgrade": "Upgrade which piece in {land}? ({left} left)",
    "pick_replace": "Replace which piece in {land}? ({left} left)",
    "push": ("Push {n} {kinds} from {land}", "Push {n} {kinds} from {land}"),
    "push_more": ("Push {n} more {kinds} from {land}", "Push {n} more {kinds} from {land}"),
    "push_up_to": ("Push {n} {kinds} from {land} (you may stop)", "Push {n} {kinds} from {land} (you may stop)"),
    "push_more_up_to": ("Push {n} more {kinds} from {land} (you may stop)",
                        "Push {n} more {kinds} from {land} (you may stop)"),
    "gather": ("Gather {n} {kinds} into {land}", "Gather {n} {kinds} into {land}"),
    "gather_more": ("Gather {n} more {kinds} into {land}", "Gather {n} more {kinds} into {land}"),
    "gather_up_to": ("Gather {n} {kinds} into {land} (you may stop)",
                     "Gather {n} {kinds} into {land} (you may stop)"),
    "gather_more_up_to": ("Gather {n} more {kinds} into {land} (you may stop)",
                          "Gather {n} more {kinds} into {land} (you may stop)"),
    "choose_land": "{source}: choose a land",
    "choose_land_on_board": "{source}: choose a land on board {board}",
    "play_card": "{source}: play a card from your hand? It does not count against your card plays.",
    "play_card_paying": ("{source}: play a card from your hand, paying its cost? It does not count against "
                         "your card plays."),
    "attach": "{source}: add {what} to which piece in {land}? ({left} left)",
    "detach": "{source}: take {what} off which piece in {land}? ({left} left)",
    "one_of": "{source}: choose one",
    "one_of_text": "{text}",
    "pay": ("{text}: {n} Energy still to pay. Pay?", "{text}: {n} Energy still to pay. Pay?"),
    "pay_aided": ("{text}: {n} Energy still to pay (aided by {element}). Pay?",
                  "{text}: {n} Energy still to pay (aided by {element}). Pay?"),
    "pay_presence": ("{text}: {n} presence still to destroy towards the cost. Destroy one of yours? Choose where.",
                     "{text}: {n} presence still to destroy towards the cost. Destroy one of yours? Choose where."),
    "power_deck": ("Gain a Minor or a Major power? A Major is stronger and costs more, and taking one makes "
                   "you forget a power card."),
    "keep_power": "Keep which power?",
    "forget": "Forget which power card?",
    "reclaim": "Reclaim which card?",
    "growth_action": "Which growth action next?",
    "futile_power_land": ("{power} would do nothing in {land}: there is nothing there for it to act on. "
                          "Use it anyway?"),
    "futile_power_spirit": ("{power} would do nothing on {target}: there is nothing there for it to act on. "
                            "Use it anyway?"),
    "target": "{power}: choose a target",
    "threshold_levels": ("{power}: which of its levels do you use? Each level needs its elements; the levels "
                         "used resolve top to bottom."),
    "threshold_met": "{power}: its element threshold is met",
    "ravage_order": ("Which land ravages next? Order matters: blight added by one ravage can cascade into a "
                     "land that ravages later, whose own blight then cascades again."),
    "halt": "test finished",
}

OPTIONS: dict[str, object] = {
    "play": "play {card}",
    "spirit_action.done": "done playing cards",
    "reclaim_one": "reclaim one card",
    "power": "use {card}",
    "innate": "use {card}",
    "innate_fewer": "use {card} with fewer levels (choose which)",
    "fast_powers.done": "done with fast powers",
    "slow_powers.done": "done with slow powers",
    "start_invaders.done": "start the invader phase",
    "presence_source.energy": "from the energy track (uncovers {gains})",
    "presence_source.plays": "from the plays track (uncovers {gains})",
    "presence_source.lift": "move the presence in {land}",
    "presence_land.land": "add presence to {land}",
    "cascade": "cascade into {land}",
    "incarna_blighted.spare": "spare the Incarna",
    "incarna_blighted.destroy": "count it as presence (it is destroyed)",
    "damage": "1 damage to {piece}",
    "damage.damaged": "1 damage to {piece} (damaged {damage})",
    "auto": ("assign the {n} damage efficiently", "assign the {n} damage efficiently"),
    "spare": ("deal the {n} damage sparing as many as you can", "deal the {n} damage sparing as many as you can"),
    "pick_destroy.piece": "destroy {piece}",
    "pick_remove.piece": "remove {piece}",
    "pick_downgrade.piece": "downgrade {piece}",
    "pick_upgrade.piece": "upgrade {piece}",
    "pick_replace.piece": "replace {piece}",
    "attach.piece": "add {what} to {piece}",
    "detach.piece": "take {what} off {piece}",
    "stop": "stop",
    "push.stop": "stop (push no more)",
    "gather.stop": "stop (gather no more)",
    "push.move": "push {piece} to {to}",
    "gather.move": "gather {piece} from {land}",
    "none": "play no card",
    "pay": ("pay {n} Energy", "pay {n} Energy"),
    "refuse": "refuse to pay",
    "give_presence": "destroy your presence in {land}",
    "give_incarna": "destroy your Incarna in {land} (it leaves the island)",
    "discard_card": "discard {card} (counts {index})",
    "forget_card": "forget {card} (counts {index})",
    "deck.minor": "draw minor powers",
    "deck.major": "draw major powers (forget a card)",
    "keep": "{card}",
    "forget": "{card}",
    "reclaim": "{card}",
    "growth_action.presence": "add a presence",
    "growth_action.energy": "gain energy",
    "growth_action.card": "gain a power card",
    "growth_action.reclaim": "reclaim all cards",
    "growth_action.reclaim_one": "reclaim one card",
    "use_anyway.land": "use it in {land} anyway",
    "use_anyway.spirit": "use it on {target} anyway",
    "retarget": "choose another target",
    "target.land": "target {land}",
    "target.spirit": "target {target}",
    "skip": "skip this power's effect",
    "threshold.level": ("level {levels}: {text}", "levels {levels}: {text}"),
    "threshold.elements": "use the elements: {text}",
    "threshold.fewer": "use fewer elements (base effect only)",
    "ravage_order": "ravage {land} next",
    "land": "{land}",
    "halt": "halt",
}

# What a presence track's slot gives, each part a whole entry (listed with ", ").
SLOT_PARTS: dict[str, object] = {
    "energy": ("{n} energy", "{n} energy"),
    "plays": ("{n} card plays", "{n} card plays"),
    "any": "any element",
    "reclaim_one": "reclaim one",
    "nothing": "nothing",
}

PAY_NO_MORE = "pay no more"     # a payer who has given cards already refuses to give more

# Kinds of piece in a question: "Explorer or Town" ("{a} or {b}", chained).
EITHER = "{a} or {b}"
NO_KINDS = "pieces"
THE_EFFECT = "The effect"
A_SPIRIT = "a spirit"
PIECE_CARRYING = "{piece} with {carried}"
CARRIED_AND = "{a} and {b}"


def piece_words(token: str) -> str:
    """A piece in words from its token ("T1" a Town, "Es" an Explorer with Strife)."""
    from . import kinds
    if not token:
        return _(NO_KINDS)
    k = kinds.KINDS.get(token[0])
    name = tr(k.name) if k is not None else token
    carried = "".join(c for c in token[1:] if c.isalpha() and c.islower())
    if not carried:
        return name
    parts = []
    for c in sorted(set(carried)):
        n = carried.count(c)
        ck = kinds.KINDS.get(c.upper())
        one = tr(ck.name) if ck is not None else c
        parts.append(one if n == 1 or ck is None else f"{n} {tr(ck.plural_name)}")
    out = parts[0]
    for p in parts[1:]:
        out = _(CARRIED_AND).format(a=out, b=p)
    return _(PIECE_CARRYING).format(piece=name, carried=out)


def kinds_words(letters: str, n: int = 1) -> str:
    """Kinds of piece by their letters: "Explorer or Town" (n = 1), "Explorers or Towns"."""
    from . import kinds
    names = [tr(kinds.KINDS[k].name) if n == 1 else tr(kinds.KINDS[k].plural_name)
             for k in letters if k in kinds.KINDS]
    if not names:
        return _(NO_KINDS)
    out = names[0]
    for name in names[1:]:
        out = _(EITHER).format(a=out, b=name)
    return out


def slot_words(slot: dict) -> str:
    """What a presence track's slot gives, in words ("2 energy, fire")."""
    parts = []
    if "energy" in slot:
        parts.append(say(SLOT_PARTS["energy"], {"n": slot["energy"]}))
    if "plays" in slot:
        parts.append(say(SLOT_PARTS["plays"], {"n": slot["plays"]}))
    if "element" in slot:
        parts.append(element_words(slot["element"]))
    if slot.get("any"):
        parts.append(_(SLOT_PARTS["any"]))
    if slot.get("reclaim_one"):
        parts.append(_(SLOT_PARTS["reclaim_one"]))
    return ", ".join(parts) or _(SLOT_PARTS["nothing"])


ELEMENT_NAMES = {"sun": "sun", "moon": "moon", "fire": "fire", "air": "air", "water": "water",
                 "earth": "earth", "plant": "plant", "animal": "animal"}


def element_words(element: str) -> str:
    """An element's name."""
    return _(ELEMENT_NAMES.get(element, element))


def _spirit_name(state, i) -> str:
    from .content import catalog
    try:
        return tr(catalog.SPIRITS[state.spirits[i].spirit_id].name)
    except (AttributeError, IndexError, KeyError, TypeError):
        return _(A_SPIRIT)


def _content_name(cid) -> str:
    from .content import catalog
    if not cid:
        return ""
    return tr(catalog.name_of(cid) or str(cid))


def _named(data: dict, state) -> dict:
    """The data of a question with its ids put in words: cards and powers by name, pieces and
    kinds, spirits (by their seat, from the state), content's own text in the language spoken."""
    out = dict(data)
    for key in ("card", "power"):
        if key in out:
            out[key] = _content_name(out[key])
    if "source" in out:
        out["source"] = _content_name(out["source"]) or _(THE_EFFECT)
    elif "power" not in out:
        out["source"] = _(THE_EFFECT)
    if "piece" in out:
        out["damage"] = sum(int(c) for c in str(out["piece"])[1:] if c.isdigit()) if out["piece"] else 0
        out["piece"] = piece_words(str(out["piece"]))
    if "kinds" in out:
        out["kinds"] = kinds_words(str(out["kinds"]), out.get("n", 1) if isinstance(out.get("n", 1), int) else 1)
    if "what" in out:
        out["what"] = piece_words(str(out["what"]))
    if isinstance(out.get("element"), str):
        out["element"] = element_words(out["element"])
    for key in ("spirit", "target"):
        if isinstance(out.get(key), int):
            out[key] = _spirit_name(state, out[key])
    if isinstance(out.get("text"), str):
        out["text"] = tr(out["text"])
    return out


def _entry_words(entry, data: dict, state) -> str:
    if callable(entry):
        try:
            return str(entry(data, state))
        except Exception:  # a pack's words must never stop the table
            return ""
    return say(entry, _named(data, state))


def has_prompt(code: str) -> bool:
    """Whether a question's prompt code has words (ours or a pack's)."""
    return code in PROMPTS or code in seams.PROMPT_WORDS


def prompt_text(code: str, data: dict | None = None, state=None) -> str:
    """A question's words from its prompt code and data. A prompt with no words (a save made
    before prompts were codes holds the English sentence itself) is given back as it is."""
    entry = PROMPTS.get(code) or seams.PROMPT_WORDS.get(code)
    if entry is None:
        return code.replace("_", " ") if code and " " not in code and code.islower() else code
    return _entry_words(entry, {k: v for k, v in (data or {}).items() if k not in ("choices", "each")}, state)


def prompt_words(decision, state=None) -> str:
    """The words of a pending decision's question (the table's prompt panel)."""
    return prompt_text(decision.prompt, getattr(decision, "data", None), state)


_OPTION_FIELDS = (("spirit", -1), ("land", ""), ("to", ""), ("piece", ""), ("card", ""), ("index", -1))


def option_key(decision, option) -> str:
    """Where an option's words are looked up: "<prompt>.<kind>", "<decision kind>.<kind>", "<kind>"."""
    prompt = getattr(decision, "prompt", "") if decision is not None else ""
    kind = getattr(decision, "kind", "") if decision is not None else ""
    for key in (f"{prompt}.{option.kind}", f"{kind}.{option.kind}", option.kind):
        if key in OPTIONS or key in seams.OPTION_WORDS:
            return key
    return ""


def _option_data(decision, option) -> dict:
    data = {k: v for k, v in (getattr(decision, "data", None) or {}).items() if k not in ("choices", "each")}
    data.pop("spirit", None)
    for name, default in _OPTION_FIELDS:
        value = getattr(option, name, default)
        if value != default:
            data[name] = value
    each = (getattr(decision, "data", None) or {}).get("each")
    if isinstance(each, list):
        try:
            k = decision.options.index(option)
            if k < len(each) and isinstance(each[k], dict):
                data.update(each[k])
        except (ValueError, AttributeError):
            pass
    return data


def _special_option(decision, option, state) -> str | None:
    """The options whose words need more than their data: a growth choice (the spirit's own
    text), a track's slot, the chosen growth action, an innate's levels, a target spirit."""
    kind = option.kind
    dkind = getattr(decision, "kind", "")
    data = getattr(decision, "data", None) or {}
    from .content import catalog
    try:
        if kind == "growth":
            return tr(catalog.SPIRITS[state.spirits[option.spirit].spirit_id].growth[option.index].text)
        if dkind == "presence_source" and kind == "presence_source":
            if option.piece in ("energy", "plays"):
                s = state.spirits[option.spirit]
                sp = catalog.SPIRITS[s.spirit_id]
                slots, revealed = ((sp.energy_track, s.energy_revealed) if option.piece == "energy"
                                   else (sp.plays_track, s.plays_revealed))
                return say(OPTIONS[f"presence_source.{option.piece}"], {"gains": slot_words(slots[revealed])})
            return say(OPTIONS["presence_source.lift"], {"land": option.land})
        if dkind == "growth_action" and kind == "growth_action":
            action = data["actions"][option.index]
            return _(OPTIONS.get(f"growth_action.{action}", action.replace("_", " ")))
        if kind == "deck":
            return _(OPTIONS[f"deck.{option.piece}"])
        if kind == "damage":
            dmg = sum(int(c) for c in option.piece[1:] if c.isdigit())
            key = "damage.damaged" if dmg else "damage"
            return say(OPTIONS[key], {"piece": piece_words(option.piece), "damage": dmg})
        if kind == "use_anyway":
            if option.land:
                return say(OPTIONS["use_anyway.land"], {"land": option.land})
            return say(OPTIONS["use_anyway.spirit"], {"target": _spirit_name(state, option.index)})
        if kind == "target" and dkind == "target":
            if option.land:
                return say(OPTIONS["target.land"], {"land": option.land})
            return say(OPTIONS["target.spirit"], {"target": _spirit_name(state, option.index)})
        if kind == "effect":
            return tr(data["choices"][option.index])
        if kind == "pay":
            return say(OPTIONS["pay"], {"n": option.index})
        if kind == "refuse" and data.get("gave"):
            return _(PAY_NO_MORE)
        if kind == "threshold":
            if data.get("innate"):
                inn = _innate(data.get("power", ""))
                ks = [j for j in range(len(inn.levels)) if option.index >> j & 1]
                text = " ".join(tr(inn.levels[j].text) for j in ks)
                return say(OPTIONS["threshold.level"], {"n": len(ks), "levels": ", ".join(str(j + 1) for j in ks),
                                                        "text": text})
            if option.index == 1:
                return say(OPTIONS["threshold.elements"], {"text": tr(catalog.POWERS[data["power"]].threshold_text)})
            return _(OPTIONS["threshold.fewer"])
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None
    return None


def _innate(pid: str):
    from .content import catalog
    for sp in catalog.SPIRITS.items.values():
        for inn in sp.innates:
            if inn.id == pid:
                return inn
    raise KeyError(pid)


def option_words(decision, option, state=None) -> str:
    """The words of one option of a decision (a choice's button, the transcripts, the log): from
    its kind and data, never from the option itself. An option of a save made before (its
    label kept) falls back on that label."""
    special = _special_option(decision, option, state)
    if special:
        return special
    key = option_key(decision, option)
    if key:
        entry = OPTIONS.get(key) or seams.OPTION_WORDS.get(key)
        words = _entry_words(entry, _option_data(decision, option), state)
        if words:
            return words
    return getattr(option, "label", "") or option.kind.replace("_", " ")


def has_option_words(decision, option) -> bool:
    """Whether an option has words of its own (ours or a pack's)."""
    return bool(option_key(decision, option)) or option.kind in _SPECIAL_KINDS


_SPECIAL_KINDS = frozenset({"growth", "presence_source", "growth_action", "deck", "damage", "use_anyway",
                            "target", "effect", "pay", "threshold"})


# --- content shown in the language spoken ----------------------------------------------------------
# A card, spirit, fear or blight card as the table shows it: the same content with its names and
# texts in the language spoken (its English is each catalog entry's msgid; game.locale.extract
# reads the same fields). Made once per language and object.
SHOWN_FIELDS = frozenset({"name", "text", "summary", "short", "play_style", "threshold_text", "complexity", "innates",
                          "levels", "rules", "growth", "plural"})
_SHOWN: dict = {}


def _shown_value(value, texty: bool):
    from dataclasses import fields, is_dataclass, replace
    if isinstance(value, str):
        return tr(value) if texty else value
    if is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in fields(value):
            if f.name in SHOWN_FIELDS:
                v = getattr(value, f.name)
                new = _shown_value(v, True)
                if new is not v and new != v:
                    changes[f.name] = new
        return replace(value, **changes) if changes else value
    if isinstance(value, tuple) and texty:
        return tuple(_shown_value(v, True) if isinstance(v, (str, tuple)) or hasattr(v, "__dataclass_fields__")
                     else v for v in value)
    return value


def shown(spec):
    """`spec` (a PowerCard, Spirit, FearCard, BlightCard, EventCard...) with its words in the
    language spoken; the object itself in English."""
    if _now["language"] == "en" or spec is None:
        return spec
    key = (_now["language"], id(spec))
    hit = _SHOWN.get(key)
    if hit is not None and hit[0] is spec:
        return hit[1]
    try:
        out = _shown_value(spec, False)
    except (TypeError, ValueError):
        out = spec
    _SHOWN[key] = (spec, out)
    return out
