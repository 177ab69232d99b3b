"""Babel extractors for the sentences that are data, not `_("...")` calls in code.

- ``words``: game/words.py's tables (every dict of sentences: rejections, prompts, options, notes,
  causes...; a (singular, plural) pair is a plural entry) and its sentence constants.
- ``content``: the names and texts of every registered pack's content (spirits, growth, powers,
  innates, fear, blight, invader and event cards), the kinds of piece, and the words of rule
  changes and end conditions. A pack added later is extracted with nothing more to write: its
  registered content is read, whatever the pack.

babel.cfg maps game/words.py and game/content/catalog.py to them. Each yields
(line, function, message, comments) as Babel wants; the line is 0 (the messages are data).
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass

# Fields (and dict keys) whose strings are words a player reads.
TEXTY = frozenset({"name", "text", "summary", "short", "play_style", "threshold_text", "complexity", "label",
                   "prompt", "words", "plural", "levels", "rules", "growth", "flavour", "title", "escalation_name",
                   "escalation_text", "loss_text", "setup_text", "rules_text", "end_text"})
# Fields holding (words, effect) pairs, or tuples of them (an event card's harmful parts, its
# token and Dahan events): their words are sentences, their effects are not.
WORDS_FIRST = frozenset({"harm", "token", "dahan", "incarna"})     # incarna: (its name, where it is a sacred site)
# Fields holding {id: sentence} (an adversary's reasons to refuse another): their values are words.
DICT_OF_WORDS = frozenset({"refuses"})
# Content classes whose `name` is a code (an invader step's), not words.
NAMED_BY_CODE = frozenset({"Step", "MoveStep"})
# Tables of words.py that are not sentences to translate.
NOT_SENTENCES = frozenset({"_OLD_CAUSES", "LANGUAGES", "_TRANSLATIONS", "_now", "_TERROR_LEVEL", "_FIELDS_NOT_WORDS"})
NOT_CONSTANTS = frozenset({"LOCALE_DIR", "DOMAIN"})


def _entry(value):
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) and v for v in value):
        return value
    return None


def words_messages():
    """Every sentence of game/words.py: the values of its tables, then its sentence constants."""
    from game import words
    seen = []
    for name, value in vars(words).items():
        if name in NOT_SENTENCES or name.startswith("__"):
            continue
        if isinstance(value, dict) and value and all(isinstance(k, (str, int)) for k in value):
            entries = [_entry(v) for v in value.values()]
            if all(e is not None for e in entries):
                seen.extend(entries)
        elif name.isupper() and name not in NOT_CONSTANTS and _entry(value) is not None:
            seen.append(_entry(value))
    return _unique(seen)


def _walk(obj, texty: bool, out: list, depth: int = 0) -> None:
    if depth > 12:
        return
    if isinstance(obj, str):
        if texty and obj.strip():
            out.append(obj)
    elif is_dataclass(obj) and not isinstance(obj, type):
        coded = type(obj).__name__ in NAMED_BY_CODE
        for f in fields(obj):
            value = getattr(obj, f.name)
            if f.name in WORDS_FIRST and isinstance(value, tuple):
                pairs = value if value and isinstance(value[0], tuple) else (value,)
                out.extend(p[0] for p in pairs if p and isinstance(p[0], str) and p[0].strip())
                for p in pairs:          # the effects: only their own words (a choice's label)
                    _walk(p[1:], False, out, depth + 1)
                continue
            if f.name in DICT_OF_WORDS and isinstance(value, dict):
                out.extend(v for v in value.values() if isinstance(v, str) and v.strip())
                continue
            _walk(value, f.name in TEXTY and not coded, out, depth + 1)
    elif isinstance(obj, (tuple, list)):
        for x in obj:
            _walk(x, texty, out, depth + 1)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _walk(v, isinstance(k, str) and k in TEXTY, out, depth + 1)


def content_messages():
    """Every name and text of the registered content, the kinds of piece and the rules' words."""
    _import_all("game.content", "game.engine")     # what registers rule changes and end conditions, with words
    from game import kinds, seams
    from game.content import catalog
    out: list = []
    for reg in catalog.PACKS.registries.values():
        for item in reg.items.values():
            _walk(item, False, out)
    from game.words import a_or_an
    for k in kinds.KINDS.values():
        out.extend([k.name, k.plural_name, a_or_an(k.name)])
    for item in _content_registries():       # adversaries, scenarios, layouts...: registries of their own
        _walk(item, False, out)
    for reg in (seams.RULES, seams.ENDS):
        for item in reg.values():
            _walk(item, False, out)
    return _unique(out)


def _content_registries():
    """The entries of every other registry of the content: a module-level registry of game.content
    (ADVERSARIES, SCENARIOS: a `spec.Registry`) or dict (BUILT_IN_LAYOUTS, ...) whose values are
    content specs (dataclasses): an adversary's name, flavour, levels' titles and texts,
    escalation and loss; a scenario's texts; a layout's name and text."""
    import sys
    from game.content.spec import Registry
    for name, module in sorted(sys.modules.items()):
        if not name.startswith("game.content") or module is None:
            continue
        for attr, value in vars(module).items():
            if isinstance(value, Registry):
                value = value.items
            if attr.isupper() and isinstance(value, dict) and value and \
                    all(is_dataclass(v) and not isinstance(v, type) for v in value.values()):
                yield from value.values()


def _import_all(*packages: str) -> None:
    """Import every module of these packages: a module that registers a rule change, an end
    condition or a kind when it is imported is then in the registries read here."""
    import importlib
    import pkgutil
    for name in packages:
        package = importlib.import_module(name)
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            try:
                importlib.import_module(info.name)
            except Exception:  # noqa: BLE001 - a module that cannot be imported alone has no words to give
                pass


def _unique(messages):
    seen, out = set(), []
    for m in messages:
        if m not in seen:
            seen.add(m)
            out.append(m)
    return out


def _yield(messages):
    for m in messages:
        if isinstance(m, tuple):
            yield 0, "ngettext", m, []
        else:
            yield 0, "_", m, []


def extract_words(fileobj, keywords, comment_tags, options):
    """Babel extractor for game/words.py."""
    return _yield(words_messages())


def extract_content(fileobj, keywords, comment_tags, options):
    """Babel extractor for game/content/catalog.py (all content, every pack)."""
    return _yield(content_messages())


def _sentences(value, fields=frozenset(), row=False):
    """The sentences of a table of a module: a string, the values of a dict, the strings of a
    tuple or list (nested), each a whole sentence. A dict {"one": ..., "other": ...} is an entry
    with plural forms. A dict that is a row of a list (a page, a lesson's step) gives only its
    `fields` when they are named (its id, kinds and codes are not words)."""
    from game.words import plural
    if isinstance(value, plural):
        yield tuple(value)
    elif isinstance(value, str):
        if value.strip():
            yield value
    elif isinstance(value, dict):
        if set(value) == {"one", "other"}:
            yield (value["one"], value["other"])
            return
        for k, v in value.items():
            if row and fields and k not in fields:
                continue
            yield from _sentences(v, fields)
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _sentences(v, fields, row=isinstance(value, list))


def extract_module(fileobj, keywords, comment_tags, options):
    """Babel extractor for a module of the table: its `_("...")` calls as the python extractor
    reads them, and the sentences of its tables named in babel.cfg (``module = game.ui.x`` and
    ``tables = HINTS PHASES``), dicts of words the table translates where it shows them;
    ``fields = title text`` keeps only these fields of a table's rows (dicts in a list);
    ``definitions = KEYWORDS``: {keyword: (definition, page)}, each keyword an entry of context
    "keyword" (the words that name it in the language spoken) and its definition."""
    import importlib
    from babel.messages.extract import extract_python
    yield from extract_python(fileobj, keywords, comment_tags, options)
    module = importlib.import_module(options["module"])
    fields = frozenset(options.get("fields", "").split())
    for name in options.get("tables", "").split():
        yield from _yield(_unique(list(_sentences(getattr(module, name), fields))))
    for name in options.get("definitions", "").split():     # {keyword: (definition, page id)}
        table = getattr(module, name)
        for k, v in table.items():
            yield 0, "pgettext", ("keyword", k), []
            yield from _yield([v[0]])


# The quest's words (game/quest/content): the fields of its dataclasses a player reads.
QUEST_TEXTY = frozenset({"name", "text", "title", "label", "ghost_text"})


def quest_messages():
    """Every name and text of the Spittlesnot quest's content: tiles, areas and doors of the map,
    heroes with their powers and talents, items, enemies and enemy powers, every card and token,
    conditions, and the Book of Secrets' titles, texts and choices. Ids and effects are not words."""
    from game.quest.content.quest import SPITTLESNOT
    out: list = []

    def walk(obj, depth=0):
        if depth > 12:
            return
        if is_dataclass(obj) and not isinstance(obj, type):
            for f in fields(obj):
                value = getattr(obj, f.name)
                if f.name in QUEST_TEXTY and isinstance(value, str):
                    if value.strip():
                        out.append(value)
                else:
                    walk(value, depth + 1)
        elif isinstance(obj, (tuple, list)):
            for x in obj:
                walk(x, depth + 1)

    walk(SPITTLESNOT)
    return _unique(out)


def extract_quest(fileobj, keywords, comment_tags, options):
    """Babel extractor for game/quest/content/quest.py (the quest's whole content)."""
    return _yield(quest_messages())
