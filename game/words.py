"""The words for the engine's codes: every refusal the rules can give, as an English sentence
with named placeholders. The engine says codes and data (`Rejection.code`, `.data`); this is
the one place they become words, for the table, the bots' logs and the tests alike.

Each template is a whole sentence (a catalog entry to be, never a fragment to glue), so a
language catalog can later translate them one by one; placeholders are filled from the
rejection's data, after `_readable` has named the ids in it (a piece letter, a field).
"""
from __future__ import annotations

from . import seams

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
    "no_blight_on_card": "no blight left on the blight card",
    # the engine itself
    "cannot_check": "that command cannot be checked ({error})",
    "engine_error": "the rules engine could not apply that ({error})",
}

# How a command's field is named in a sentence (data["field"] holds the field's own name).
_FIELDS = {"spirit": "the spirit", "piece": "the piece", "frm": "the frm", "to": "the to"}


def _readable(code: str, data: dict) -> dict:
    """The rejection's data with its ids put in words (a piece letter becomes its name)."""
    out = dict(data)
    f = out.get("field")
    if isinstance(f, str):
        out["field"] = f"option field {f[7:]}" if f.startswith("option.") else _FIELDS.get(f, f)
    if code == "no_piece_there":
        from . import kinds
        out["piece"] = kinds.name(str(out.get("piece", "")), str(out.get("piece")))
    return out


def rejection_words(code: str, data: dict | None = None) -> str:
    """A refusal in words: the template of `code` filled from `data`. Never raises (an unknown
    code or a missing particular still gives a line, for a pack's or a newer engine's codes)."""
    template = REJECTIONS.get(code)
    if template is None:
        return code.replace("_", " ")
    try:
        return template.format(**_readable(code, data or {}))
    except (KeyError, IndexError, ValueError, AttributeError):
        return template.split("{", 1)[0].strip() or code.replace("_", " ")


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


def cause_words(cause: str) -> str:
    """Why a game ended, as a whole sentence (the end-of-game dialog): a terror level's victory
    condition, what lost the game, or the words of a pack's end condition (engine.results.ENDS).
    An unknown code is given back as it is."""
    from .seams import ENDS
    code = _cause_code(cause)
    if code in _TERROR_LEVEL:
        n = _TERROR_LEVEL[code]
        return f"terror level {n}: {VICTORY_CONDITIONS[n]}"
    if code in ENDS:
        return ENDS[code].words
    return DEFEAT_CAUSES.get(code, code)


def cause_log_words(cause: str) -> str:
    """Why a game ended, in the game log's "VICTORY — ..." / "DEFEAT — ..." line (a base defeat
    there is named by its short word: blight, spirit, time; a pack's by its own words)."""
    code = _cause_code(cause)
    return code if code in DEFEAT_CAUSES else cause_words(code)


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
    try:
        return template.format(**dict(data, spirit=spirit))
    except (KeyError, IndexError, ValueError):
        return template.split("{", 1)[0].strip()


def fizzle_words(reason: str) -> str:
    """Why a power had no target (PowerFizzled's reason code)."""
    return FIZZLES.get(reason, reason.replace("_", " "))


def growth_words(spirit_id: str, option: int) -> str:
    """The words of a spirit's growth option (GrowthChosen: the spirit's id and the option)."""
    from .content import catalog
    try:
        return catalog.SPIRITS[spirit_id].growth[option].text
    except (KeyError, IndexError, TypeError):
        return ""


def fear_level_words(card: str, level: int) -> str:
    """What a fear card does at a terror level (FearCardRevealed: the card and its level)."""
    from .content import catalog
    try:
        return catalog.FEAR[card].levels[level - 1][0]
    except (KeyError, IndexError, TypeError):
        return ""


def a_or_an(noun: str) -> str:
    """The noun with its indefinite article: "a Town", "an Explorer"."""
    return ("an " if noun[:1].lower() in "aeiou" and noun else "a ") + noun
