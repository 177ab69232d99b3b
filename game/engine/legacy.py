"""Rules as older versions of this program played them, kept so that their saves replay.

Up to save format 2 a game named a numbered "prompt set" (config["prompts"]) that mixed three
things. Format 3 says each as what it is (issue 32):
- a wording needs nothing: words are not part of a position, so every game reads today's;
- an extra question of the table is a table option, as "auto_single" is
  (`TABLE_OPTIONS`, read with `flow.table_asks`): off in a bare configuration, on in a new
  game at the table (`setup.newest`);
- a rule fix is the rule itself, and a game begun before it names the rule as it was, a
  legacy rule change in config["rules"] (`RULES`, read with `flow.plays_legacy`).

`migrate.from_prompt_set` turns a prompt set into these; a configuration that still names
"prompts" (a caller of this program's older API) is read the same way by `setup`.

Content is kept the same way. A card added to a pack's deck after games were saved with that
pack would change their shuffles, so their replays: a game begun before names the deck as it was
dealt, a legacy rule that withholds the later cards (`WITHHELD`, read by `setup` with
`withheld`). Save format 4's migration (engine.migrate) names it in the games of format 3 that
played the pack. A layout whose terrains or shapes were corrected is kept the same way, as a layout
of its own that older saves are moved to (content.layouts, "thematic-as-first-drawn" for format 3,
"thematic-as-drawn-in-format-4" for format 4; content.thematic_as_drawn).
"""
from __future__ import annotations

from .variant import RULES as _REGISTERED, register_rule

# Table options and the first prompt set that asked them.
TABLE_OPTIONS = {
    "pause_before_invaders": 2,     # "start the invader phase?" after the fast powers
    "confirm_futile_powers": 2,     # a power that would do nothing asks before it is spent
    # no question of its own, fewer: an ordering question ("which land ravages next?", "which
    # growth action next?") comes only when its answer can matter (engine.ordering). After the
    # last prompt set (6): no save of format 1 or 2 has it, so they replay every order asked.
    "orders_only_when_they_matter": 7,
    # no question of its own, fewer: the Dahan's damage back is asked only when another way than
    # the efficient one could be worth choosing (engine.effects, issue 29 point 4); after the
    # last prompt set too, so older saves replay every assignment asked.
    "fight_back_asked_only_when_it_matters": 7,
    # no question of its own, fewer (issue 29 point 4, ask29): an innate power resolves every
    # level its elements meet without asking which; using fewer is the power menu's own option
    # (engine.powers, "innate_fewer"). Older saves replay the levels asked at every use.
    "innates_use_every_level_met": 7,
    # no question of its own, fewer: a spirit with nothing left it could do in the spirit phase
    # ends its actions by itself (engine.leftover), with an event the table shows; older saves
    # replay the "done" they chose.
    "spirits_end_when_nothing_left": 7,
    # no question of its own, fewer: a power's damage (to invaders or to the Dahan) is asked only
    # when the way it is divided can change what is destroyed or damaged (engine.damage,
    # `one_outcome`); older saves replay every assignment asked.
    "assignments_asked_only_when_they_matter": 7,
}

# Legacy rules and the prompt set that fixed them (games of an earlier set play the old rule).
RULES = {
    "blight-lands-before-the-flip": 3,   # the blight that empties the card landed before the flip resolved
    "fruit-for-all-as-first-printed": 3,  # Fruit for All gave 3 energy and no card play
}

# Legacy rules that deal a pack's deck as it first was: the cards added since, left out.
WITHHELD = {
    # the expansion's event deck of stop 26 (32 cards): the upgrade events came after
    "expansion-events-as-first-dealt": frozenset({"the-camps-take-root", "a-price-in-roots"}),
}
RULES.update(dict.fromkeys(WITHHELD, 0))     # no prompt set ever fixed them: format 4's migration names them

_WORDS = {
    "blight-lands-before-the-flip": "As first released: the blight that empties the blight card lands "
                                    "before the card's flip resolves.",
    "fruit-for-all-as-first-printed": "As first released: Fruit for All gives 3 energy and plays no card.",
    "expansion-events-as-first-dealt": "As first released: the expansion's event deck without the events "
                                       "that upgrade and downgrade invaders.",
}


def withheld(config: dict) -> frozenset:
    """The content ids a game leaves out of its decks: those its legacy rules withhold."""
    rules = config.get("rules") or ()
    out = frozenset()
    for rule in rules:
        out |= WITHHELD.get(rule, frozenset())
    return out

for _id in RULES:
    if _id not in _REGISTERED:
        register_rule(_id, lambda state: None, pack="base", text=_WORDS[_id])
