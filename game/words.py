"""The words for the engine's codes: every refusal the rules can give, as an English sentence
with named placeholders. The engine says codes and data (`Rejection.code`, `.data`); this is
the one place they become words, for the table, the bots' logs and the tests alike.

Each template is a whole sentence (a catalog entry to be, never a fragment to glue), so a
language catalog can later translate them one by one; placeholders are filled from the
rejection's data, after `_readable` has named the ids in it (a piece letter, a field).
"""
from __future__ import annotations

REJECTIONS: dict[str, str] = {
    # the command itself is not well formed
    "not_a_command": "not a command",
    "choice_without_option": "a choice must carry one of the offered options",
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
        from .engine import kinds
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
