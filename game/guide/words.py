"""The sentences of the hint, the replay and the guided first game.

Each entry is a whole sentence with named placeholders (a catalog entry to be); an entry with
plural forms is a dict {"one": ..., "other": ...} chosen by `count`. `say(code, **data)` fills one
in; nothing here builds a sentence out of fragments.
"""
from __future__ import annotations

from .. import words as W

HINT: dict = {
    # the game itself
    "game_over_victory": "The game is over: the spirits won. There is no move left to suggest.",
    "game_over_defeat": "The game is over: the island was lost. There is no move left to suggest.",
    "nothing_to_decide": "Nothing waits for a choice right now: let the game go on.",
    "only_choice": "This is the only choice there is now.",
    # what a move does to the invaders' next actions (the engine's forecast before and after)
    "ravage_stopped": "It stops the ravage in {land} ({before} damage becomes {after}).",
    "ravage_softened": "It weakens the ravage in {land} ({before} damage becomes {after}).",
    "blight_prevented": "It keeps the blight out of {land}.",
    "cascade_prevented": "It stops a blight cascade out of {land}.",
    "dahan_saved": {"one": "It saves {count} Dahan in {land}.", "other": "It saves {count} Dahan in {land}."},
    "presence_saved": {"one": "It saves {count} of your presence in {land}.",
                       "other": "It saves {count} of your presence in {land}."},
    "build_prevented": "It stops the build in {land}.",
    "invaders_destroyed": {"one": "It destroys {count} invader.", "other": "It destroys {count} invaders."},
    "invaders_moved": {"one": "It moves {count} invader out of {land}.",
                       "other": "It moves {count} invaders out of {land}."},
    "fear_generated": {"one": "It generates {count} fear.", "other": "It generates {count} fear."},
    # what a move does for the spirit
    "innate_reached": "It reaches {elements} for {innate}'s level {level}.",
    "presence_added": "It adds a presence in {land}, which uncovers a slot on your track.",
    "energy_gained": {"one": "It gains {count} energy.", "other": "It gains {count} energy."},
    "card_gained": "It gains a new power card.",
    "cards_reclaimed": {"one": "It takes {count} card back to your hand.",
                        "other": "It takes {count} cards back to your hand."},
    "card_played": "It plays {card}, whose power will be used in the {speed} phase.",
    "growth_chosen": "It grows this way: {growth}.",
    "element_count": "{count} {element}",
    "list_sep": ", ",
    "list_last": "{items} and {last}",
    # when nothing above says it
    "best_of": {"one": "It is the only sensible choice the bot's look-ahead found.",
                "other": "The bot's look-ahead rates it best of the {count} choices."},
    "done_now": "Nothing left is worth doing now: end this step.",
    # the table's words around the hint
    "button": "Hint",
    "shown": "Hint: {move}",
    "none_now": "No hint now: {reason}",
}

REPLAY: dict = {
    "title": "Replay: {name}",
    "step_of": "Step {step} of {count}, turn {turn}, {phase} phase",
    "step_of_setup": "Step {step} of {count}, turn {turn}, setup phase",
    "step_of_spirit": "Step {step} of {count}, turn {turn}, spirit phase",
    "step_of_fast": "Step {step} of {count}, turn {turn}, fast powers phase",
    "step_of_invader": "Step {step} of {count}, turn {turn}, invader phase",
    "step_of_slow": "Step {step} of {count}, turn {turn}, slow powers phase",
    "step_of_time": "Step {step} of {count}, turn {turn}, time passes phase",
    "start": "The start of the game.",
    "migrated": ("This game was saved by an older version of the table and its first {count} moves "
                 "cannot be replayed: the replay starts after them."),
    "migrated_shown": ("This game was first saved by an older version of the table: its first {count} "
                       "moves are shown as today's rules replay them."),
    "cannot_open": "This game cannot be replayed: {reason}",
    "no_finished": "No finished game is kept yet. A game you finish will be listed here.",
    "keys": ("Right / Left: a move   Shift: a phase   Ctrl: a turn   Space: play or pause   "
             "+ / -: speed   Esc: leave"),
    "speed": "Speed: {speed}",
    "playing": "Playing",
    "paused": "Paused",
    "list_title": "Replays",
    "list_line": "{name}: {result}, turn {turn}, {spirits}",
    "won": "won",
    "lost": "lost",
    "unfinished": "unfinished",
    "open": "Watch",
    "back": "Back",
}

TUTORIAL: dict = {
    "title": "Learn to play",
    "leave": "Leave the lesson",
    "again": "Start again",
    "next": "Next",
    "step_of": "Step {step} of {count}",
    "wrong_move": "Not quite: {why}",
    "done": "You have finished the lesson. Start a real game from the main menu when you are ready.",
}


def say(table: dict, code: str, **data) -> str:
    """The sentence `code` of `table` in the language spoken (its English is the catalog's msgid),
    filled from `data` (an entry with plural forms chooses by data["count"]). An unknown code gives the code back in words; a missing particular never raises."""
    entry = table.get(code)
    if entry is None:
        return code.replace("_", " ")
    if isinstance(entry, dict):
        n = data.get("count")
        entry = W.ngettext(entry["one"], entry["other"], n if isinstance(n, int) else 2)
    else:
        entry = W._(entry)
    try:
        return entry.format(**data)
    except (KeyError, IndexError, ValueError):
        return entry.split("{", 1)[0].strip()
