"""All game content in one place: the registries the engine and UI look content up in.

Registries: SPIRITS, POWERS (unique + minor + major power cards), FEAR, BLIGHT, INVADER_CARDS,
EVENTS (none in the base game; see game.content.events),
filled by the content packs (game.content.packs; the base game is game.content.base).
Helper lists: MINOR_IDS, MAJOR_IDS, FEAR_IDS, BLIGHT_IDS, INVADER_IDS (the decks a new game
shuffles: built-in packs only), UNIQUE_IDS.

Custom ops (`ops.custom(name, **args)`) used by the content, for the engine to implement:
  (none so far)
"""
from __future__ import annotations

from game import kinds, ruleset
from game.content import packs

__all__ = ["SPIRITS", "POWERS", "FEAR", "BLIGHT", "INVADER_CARDS", "EVENTS", "MINOR_IDS", "MAJOR_IDS",
           "UNIQUE_IDS", "FEAR_IDS", "BLIGHT_IDS", "INVADER_IDS", "PACKS", "catalog_summary", "name_of",
           "install", "forget", "load", "spirit_ids", "optional_packs"]

# The catalog is filled on its first use, not when this module is imported: a pack's code may
# import any module of the game (the engine's phase imports this one), so no pack runs while a
# module is half imported. `load()` fills it; reading any name below does it for you.
_LAZY = ("PACKS", "SPIRITS", "POWERS", "FEAR", "BLIGHT", "INVADER_CARDS", "EVENTS", "MINOR_IDS", "MAJOR_IDS",
         "UNIQUE_IDS", "FEAR_IDS", "BLIGHT_IDS", "INVADER_IDS", "_BUILT_IN")


def load() -> "packs.Catalog":
    """Register every pack once (the built-in ones, then the installed ones) and give the
    catalog's names their content. The registries are in place before any pack runs, so a pack
    may read them (or register an event) while it registers."""
    g = globals()
    if "PACKS" in g:
        return g["PACKS"]
    cat = packs.Catalog()
    packs.GAME_CATALOG[:] = [cat]
    g.update(PACKS=cat, SPIRITS=cat.registries["spirit"], POWERS=cat.registries["power"],
             FEAR=cat.registries["fear"], BLIGHT=cat.registries["blight"],
             INVADER_CARDS=cat.registries["invader"], EVENTS=cat.registries["event"],
             MINOR_IDS=[], MAJOR_IDS=[], UNIQUE_IDS=[], FEAR_IDS=[], BLIGHT_IDS=[], INVADER_IDS=[],
             _BUILT_IN=set())
    try:
        packs.load(into=cat)
    except BaseException:
        for name in _LAZY:
            g.pop(name, None)
        raise
    # The decks a new game shuffles: the built-in packs' cards. A third-party pack's cards are in
    # the registries (its spirits can be chosen) but never slip into the base game's decks, so an
    # installed pack changes no seed and no save. (Filled in place: a module may hold the lists.)
    built_in = g["_BUILT_IN"]
    built_in.update(p["name"] for p in cat.packs
                    if p["origin"].startswith("built-in") and not p["origin"].startswith("built-in optional"))
    powers = cat.registries["power"]
    g["MINOR_IDS"][:] = [i for i in cat.ids_from("power", built_in) if powers[i].kind == "minor"]
    g["MAJOR_IDS"][:] = [i for i in cat.ids_from("power", built_in) if powers[i].kind == "major"]
    g["UNIQUE_IDS"][:] = [i for i in powers.ids() if powers[i].kind == "unique"]
    g["FEAR_IDS"][:] = cat.ids_from("fear", built_in)
    g["BLIGHT_IDS"][:] = cat.ids_from("blight", built_in)
    g["INVADER_IDS"][:] = cat.ids_from("invader", built_in)
    # the island's rulesets are built from these packs from now on (game.ruleset)
    ruleset.provide(kinds.GAME, cat.source)
    return cat


def optional_packs() -> set[str]:
    """The built-in packs a game plays only when its settings name them (the expansion)."""
    load()
    return {p["name"] for p in PACKS.packs if p["origin"].startswith("built-in optional")}


def spirit_ids(named=()) -> list[str]:
    """The spirits a game naming the packs `named` may deal at random, in registration order:
    every spirit but those of the optional built-in packs it does not name (so a base game's
    random spirits, and the seeds that pick them, stay as they were)."""
    load()
    left_out = optional_packs() - set(named)
    return [i for i in SPIRITS.ids() if PACKS.pack_of.get(("spirit", i)) not in left_out]


def install(register, name: str, version: str = "") -> "packs.Pack":
    """Join a pack to the game now, from its register function (a script, a test, a tool; the
    game finds installed packs through their entry points): all it registers, or nothing and the
    error raised. Its rules are in the rulesets of the games that name it. `forget(name)` takes
    it out again."""
    return packs.install(register, name, load(), version)


def ruleset_of(names=()) -> "ruleset.Ruleset":
    """The island's ruleset of a game naming the packs `names`: its own rules, the built-in
    packs' and those of the named packs installed here."""
    return ruleset.of(kinds.GAME, load().key_of(names))


def forget(name: str) -> None:
    """Take a pack joined with `install` out of the game again."""
    packs.forget(load(), name)


def __getattr__(name: str):
    if name in _LAZY:
        load()
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def name_of(content_id: str) -> str | None:
    """The player-facing name of a card, innate power, spirit, fear, blight or invader card by its
    id, or None when no pack registered that id. The one place ids become names."""
    load()
    for reg in (POWERS, SPIRITS, FEAR, BLIGHT, INVADER_CARDS, EVENTS):
        if content_id in reg.items:
            return reg.items[content_id].name
    for sp in SPIRITS.items.values():
        for inn in sp.innates:
            if inn.id == content_id:
                return inn.name
    return None


def _entry(ids, kind: str) -> dict:
    load()
    ids = list(ids)
    return {"count": len(ids), "ids": ids, "packs": {i: PACKS.pack_of.get((kind, i), "") for i in ids}}


def catalog_summary() -> dict:
    """What content the game holds: for each kind, how many, their ids and the pack each came
    from (spirits also list their four unique cards); then the packs loaded and refused, and the
    rules the packs registered ("rules"). Used by `python -m game catalog` and by tests."""
    load()
    spirits = _entry(SPIRITS.ids(), "spirit")
    spirits["unique_cards"] = {s.id: list(s.uniques) for s in SPIRITS.items.values()}
    powers = POWERS.items.values()
    return {
        "spirits": spirits,
        "minor": _entry((c.id for c in powers if c.kind == "minor"), "power"),
        "major": _entry((c.id for c in powers if c.kind == "major"), "power"),
        "unique": _entry((c.id for c in powers if c.kind == "unique"), "power"),
        "fear": _entry(FEAR.ids(), "fear"),
        "blight": _entry(BLIGHT.ids(), "blight"),
        "boards": _entry(PACKS.boards, "board"),
        "invader": _entry(INVADER_CARDS.ids(), "invader"),
        "event": _entry(EVENTS.ids(), "event"),
        "events": _events_summary(),
        "tokens": _tokens(),
        "packs": [dict(p) for p in PACKS.packs],
        "refused": list(PACKS.refused),
        "rules": _rules_of_packs(),
        "layouts": _layouts(),
        "adversaries": _adversaries(),
        "scenarios": _scenarios(),
    }


def _layouts() -> dict:
    """The island's layouts (game.content.layouts): ids, and each one's name and difficulty."""
    from .layouts import layouts_summary
    return layouts_summary()


def _ops_in(effect) -> list[dict]:
    """Every op of an effect, nested ones too (inside if, each_land, one_of's choices, ...)."""
    out = []
    for op in effect:
        out.append(op)
        for key in ("then", "else", "before"):
            if isinstance(op.get(key), tuple):
                out += _ops_in(op[key])
        for c in op.get("choices", ()):
            out += _ops_in(c["then"])
    return out


def _events_summary() -> dict:
    """The event deck's cards with what marks them (the expansion's, and any pack's): "ids" (all,
    with "count" and "packs" as for every kind), "dilemmas", "aided_by" ({id: elements}),
    "each_board" (cards that act board by board), "references" ({id: health | terror | stage}) and
    "tokens" ({id: the token letters it adds or attaches})."""
    out = _entry(EVENTS.ids(), "event")
    out.update(dilemmas=[], aided_by={}, each_board=[], references={}, tokens={})
    for card in EVENTS.items.values():
        ops = [op for _words, effect in card.parts() for op in _ops_in(effect)]
        if card.dilemma:
            out["dilemmas"].append(card.id)
        aided = sorted({c["aided_by"] for op in ops for c in op.get("choices", ()) if c.get("aided_by")})
        if aided:
            out["aided_by"][card.id] = aided
        if any(op["op"] == "each_board" for op in ops):
            out["each_board"].append(card.id)
        if card.harm_by:
            out["references"][card.id] = card.harm_by
        letters = sorted({op["kinds"][0] for op in ops if op["op"] == "add" and op["kinds"][:1] not in ("E", "T", "C", "D")}
                         | {op["letter"] for op in ops if op["op"] == "attach"})
        if letters:
            out["tokens"][card.id] = letters
    return out


def _tokens() -> dict:
    """The kinds of token the packs brought (the expansion's beasts, wilds, disease, badlands,
    vitality and strife), by id: {id: {"letter", "name", "pack"}} (its letter in the land notation)."""
    return {k.id: {"letter": k.letter, "name": k.plural_name, "pack": pack}      # every pack's, in its games
            for pack, entries in PACKS.rules.items() for table, _key, k in entries if table == kinds.TABLE and k.token}


def _adversaries() -> dict:
    """The adversaries: their ids, then per id its name, flavour, levels 0-6, a difficulty per
    level, fear deck per level, each level's title and text, escalation and loss of its own."""
    from game.content.adversaries import ADVERSARIES, summary
    return {"ids": ADVERSARIES.ids(), **{a.id: summary(a) for a in ADVERSARIES.items.values()}}


def _scenarios() -> dict:
    """The scenarios: their ids, then per id its name, difficulty, texts and the rules it covers."""
    from game.content.scenarios import SCENARIOS, summary
    return {"ids": SCENARIOS.ids(), **{s.id: summary(s) for s in SCENARIOS.items.values()}}


def _rules_of_packs() -> dict:
    """The rules the packs registered through their Pack, each with its pack: kinds (by id),
    invader steps, rule changes, end conditions (by cause), event kinds given words, effects,
    setups (by pack) and reactions to a reveal."""
    out: dict = {"kinds": {}, "steps": {}, "rule_changes": {}, "end_conditions": {}, "event_words": {}, "effects": {},
                 "setups": {}, "reactions": {}}
    where = {"kind": "kinds", "step": "steps", "rule": "rule_changes", "end": "end_conditions", "words": "event_words",
             "effect": "effects", "setup": "setups", "reaction": "reactions"}
    for (kind, key), pack in PACKS.pack_of.items():
        if kind in where:
            out[where[kind]][key] = pack
    return out
