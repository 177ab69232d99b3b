"""What the setup screen offers besides spirits and boards, read from the content's registries:
the adversaries (each with levels 0-6), the scenarios and the island's layouts, each with its
name, its difficulty and a short text of what it changes.

The registries are other rooms' (the adversaries' and scenarios' work, the layouts'); this
reads them generically and defensively, so the screen works before, while and after they land:
a registry that is not there offers nothing but "none" (or the standard island), and an entry
lacking a field shows its id, difficulty 0 or no text.

Where a registry is looked for (the first found is read), for a kind such as "adversary":
the catalog's registry of that kind (`game.content.catalog.PACKS.registries["adversary"]`),
then a module `game.content.adversaries` with `ADVERSARIES` (or `REGISTRY`), a dict by id, a
list, or a registry with `.items`. An entry is an object or a dict; the fields read are:

- `id`, `name`;
- `difficulty`: a number, or for an adversary a list per level (or each level's `difficulty`);
- the text: the first of `summary`, `text`, `words`, `description`, `rules`, `flavour` found
  (a string, or a list of strings);
- for an adversary, per level: `levels` (a list, level 0 first, each a string or an entry with
  the fields above) or `level_texts`; and `escalation` (a string or an entry).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from .. import words as W

LEVELS = tuple(range(7))
STANDARD = "standard"           # the layout id of the standard island (no "layout" in the config)
TEXT_FIELDS = ("summary", "text", "words", "description", "rules", "flavour")
_MODULES = {"adversary": ("adversaries", ("ADVERSARIES", "REGISTRY")),
            "scenario": ("scenarios", ("SCENARIOS", "REGISTRY")),
            "layout": ("layouts", ("all_layouts", "LAYOUT_REGISTRY", "REGISTRY"))}


@dataclass(frozen=True)
class Choice:
    """One thing the screen offers: an adversary, a scenario or a layout."""

    id: str
    name: str
    difficulty: tuple = (0,)            # per level for an adversary (7), else one number
    text: str = ""                      # what it changes (an adversary's: its level-0 rule)
    level_texts: tuple = field(default_factory=tuple)      # an adversary's, per level
    escalation: str = ""
    loss: str = ""                      # an adversary's or a scenario's own end of the game, in words
    spirits: tuple = ()                 # a layout's numbers of spirits (() = any)
    extra_boards: int = 0               # a layout's boards no spirit starts on
    sides: tuple = ()                   # the boards a layout lays (() = the island boards A-F)

    def difficulty_at(self, level: int = 0) -> int | float:
        """Its difficulty (at `level` for an adversary)."""
        if not self.difficulty:
            return 0
        return self.difficulty[min(max(level, 0), len(self.difficulty) - 1)]

    def level_text(self, level: int) -> str:
        """What this level adds (each level includes the levels below it)."""
        return self.level_texts[level] if 0 <= level < len(self.level_texts) else ""


def _get(entry, name: str, default=None):
    if isinstance(entry, dict):
        return entry.get(name, default)
    return getattr(entry, name, default)


def _words(value) -> str:
    """A text field as one short paragraph."""
    if isinstance(value, str):
        return W.tr(value).strip()          # the content's English is its msgid
    if isinstance(value, (list, tuple)):
        return " ".join(_words(v) for v in value if _words(v))
    if value is not None and not isinstance(value, (int, float, bool)):
        return _text_of(value)
    return ""


def _text_of(entry) -> str:
    for name in TEXT_FIELDS:
        t = _words(_get(entry, name))
        if t:
            return t
    return ""


def _number(v) -> int | float:
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else 0


def _entries(found) -> list:
    """A registry's entries, in its order, whatever its shape."""
    items = getattr(found, "items", None)
    if isinstance(items, dict):
        return list(items.values())
    if isinstance(found, dict):
        return list(found.values())
    if isinstance(found, (list, tuple)):
        return list(found)
    return []


def registry(kind: str) -> list:
    """The entries registered for `kind` ("adversary", "scenario", "layout"), [] when none."""
    try:
        from ..content import catalog
        reg = catalog.PACKS.registries.get(kind)
        if reg is not None and _entries(reg):
            return _entries(reg)
    except Exception:   # noqa: BLE001 - an unfinished registry offers nothing, never a crash
        pass
    module, names = _MODULES.get(kind, ("", ()))
    if module:
        try:
            mod = importlib.import_module(f"game.content.{module}")
        except Exception:   # noqa: BLE001 - not there (yet)
            return []
        for name in names:
            found = getattr(mod, name, None)
            try:        # a function that lists them (content.layouts.all_layouts), or the registry itself
                got = _entries(found() if callable(found) else found)
            except Exception:   # noqa: BLE001
                got = []
            if got:
                return got
    return []


def _choice(entry, kind: str) -> Choice | None:
    cid = _get(entry, "id")
    if not isinstance(cid, str) or not cid:
        return None
    name = _get(entry, "name")
    name = W.tr(name) if isinstance(name, str) and name else cid
    if kind == "layout":
        spirits = _get(entry, "spirits", ())
        extra = _get(entry, "extra_boards", 0)
        sides = _get(entry, "sides")
        return Choice(cid, name, (_number(_get(entry, "difficulty", 0)),), _text_of(entry),
                      spirits=tuple(spirits) if isinstance(spirits, (list, tuple)) else (),
                      extra_boards=extra if type(extra) is int and extra > 0 else 0,
                      sides=tuple(sides) if hasattr(sides, "keys") else ())
    if kind != "adversary":
        text = " ".join(t for t in (_text_of(entry), _words(_get(entry, "rules_text"))) if t)
        return Choice(cid, name, (_number(_get(entry, "difficulty", 0)),), text,
                      loss=_words(_get(entry, "end_text")) or _words(_get(entry, "loss_text")))
    levels = _get(entry, "levels")
    levels = list(levels) if isinstance(levels, (list, tuple)) else []
    texts = _get(entry, "level_texts")
    if isinstance(texts, (list, tuple)):
        level_texts = tuple(_words(t) for t in texts)
    else:
        level_texts = tuple(_words(lv) if isinstance(lv, str) else _titled(lv) for lv in levels)
    diff = _get(entry, "difficulty")
    if isinstance(diff, (list, tuple)):
        per_level = tuple(_number(d) for d in diff)
    elif levels and not all(isinstance(lv, (str, int)) for lv in levels):
        per_level = tuple(_number(_get(lv, "difficulty", 0)) for lv in levels)
    else:
        per_level = (_number(diff),)
    esc = _get(entry, "escalation")
    if _words(_get(entry, "escalation_text")):          # its words beside its rule
        escalation = _words(_get(entry, "escalation_text"))
        title = _get(entry, "escalation_name")
    else:
        escalation = _words(esc) if isinstance(esc, str) else (_text_of(esc) if isinstance(esc, dict) or hasattr(
            esc, "__dict__") else "")
        title = _get(esc, "name") if escalation and not isinstance(esc, (str, tuple, list)) else None
    if escalation and isinstance(title, str) and title:
        escalation = W._("{title}: {text}").format(title=W.tr(title), text=escalation)
    return Choice(cid, name, per_level, _text_of(entry), level_texts, escalation,
                  loss=_words(_get(entry, "loss_text")))


def _titled(level) -> str:
    """A level's words, after its title when it has one ("Trade Roads: ...")."""
    text, title = _text_of(level), _get(level, "title") or _get(level, "name")
    return W._("{title}: {text}").format(title=W.tr(title), text=text) if isinstance(title, str) and title and text \
        else text


def choices(kind: str) -> list[Choice]:
    """What the screen offers for `kind`, in the registry's order (entries without an id left out)."""
    out = []
    for e in registry(kind):
        try:
            c = _choice(e, kind)
        except Exception:   # noqa: BLE001 - one odd entry hides only itself
            c = None
        if c is not None and all(c.id != o.id for o in out):
            out.append(c)
    return out


def adversaries() -> list[Choice]:
    return choices("adversary")


def scenarios() -> list[Choice]:
    return choices("scenario")


def layouts() -> list[Choice]:
    """The registered layouts but the standard island's ("standard", "standard-3" ...: the screen
    offers it first, as no layout in the settings)."""
    return [c for c in choices("layout") if not c.id.startswith(STANDARD)]


def spirit_pack(spirit_id: str) -> str:
    """The pack a spirit came from ("base", "expansion", a third party's)."""
    from ..content import catalog
    return catalog.PACKS.pack_of.get(("spirit", spirit_id), "")


def total_difficulty(config: dict):
    """The game's difficulty with these settings (game.content.difficulty.total), or None when
    it cannot be worked out (a registry still being written)."""
    try:
        from ..content import difficulty
        return difficulty.total(dict(config))
    except Exception:   # noqa: BLE001
        return None


# A registered layout's picture, for the setup screen: {layout id: fn(boards, (w, h), colourblind)
# -> pygame.Surface}. The layouts' own drawing (the island work, in game.ui) registers here, or a
# layout entry carries `picture` (the same function); the standard island is drawn from its boards.
PICTURES: dict = {}


def island_picture(layout_id: str, boards, size: tuple, colourblind: bool = False, spirits: int = 0):
    """The island a game of `spirits` spirits with this layout and these boards (() for the
    layout's own) plays on, drawn to `size`; None when this layout has no picture yet."""
    fn = PICTURES.get(layout_id)
    if fn is None and layout_id:
        entry = next((e for e in registry("layout") if _get(e, "id") == layout_id), None)
        fn = _get(entry, "picture") if entry is not None else None
        if not callable(fn) and entry is not None:
            fn = _drawn_layout(layout_id, spirits or len(boards))
    if layout_id and not callable(fn):
        return None
    try:
        if callable(fn):
            return fn(tuple(boards), tuple(size), colourblind)
        from ..content.layouts import build_island
        from .render.geometry import IslandGeometry
        from .render.island import IslandLayer
        geo = IslandGeometry(build_island(tuple(boards)), (0, 0, size[0], size[1]), margin=0.15)
        return IslandLayer(geo, colourblind).surface
    except Exception:   # noqa: BLE001 - a picture that cannot be drawn is said so, never a crash
        return None


def _drawn_layout(layout_id: str, spirits: int):
    """The island work's picture of a layout for a game of `spirits` spirits
    (game.ui.render.layout_picture), as a PICTURES function; None when it is not there."""
    try:
        from .render.layout_picture import layout_picture
    except Exception:   # noqa: BLE001
        return None

    def draw(boards, size, colourblind):
        return layout_picture(layout_id, max(1, spirits), size, boards=tuple(boards), colourblind=colourblind)
    return draw
