"""What the setup screen offers besides spirits and boards, read from the content's registries:
the adversaries (each with levels 0-6, game.content.adversaries), the scenarios
(game.content.scenarios) and the island's layouts (game.content.layouts), each with its name, its
difficulty and a short text of what it changes, in the language spoken.

Each is read from its own dataclass (`Adversary` and its `Level`s, `Scenario`, `Layout`): what
a `Choice` holds is said once, in `_adversary`, `_scenario` and `_layout`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import words as W

LEVELS = tuple(range(7))
STANDARD = "standard"           # the layout id of the standard island (no "layout" in the config)


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


def _words(text: str) -> str:
    """A content text in the language spoken (its English is its msgid); "" stays "" (the empty
    msgid would be the catalog's header)."""
    return W.tr(text).strip() if text else ""


def _titled(title: str, text: str) -> str:
    """Words after their title when there is one ("Trade Roads: ...")."""
    text = _words(text)
    return W._("{title}: {text}").format(title=W.tr(title), text=text) if title and text else text


def _adversary(adv) -> Choice:
    """An adversary (game.content.adversaries.Adversary): its difficulty and words per level, its
    level-0 rule, its escalation and its own loss."""
    return Choice(adv.id, _words(adv.name), tuple(lv.difficulty for lv in adv.levels), _words(adv.text),
                  tuple(_titled(lv.title, lv.text) for lv in adv.levels),
                  _titled(adv.escalation_name, adv.escalation_text), loss=_words(adv.loss_text))


def _scenario(sc) -> Choice:
    """A scenario (game.content.scenarios.Scenario): what it changes, its rules and its own end."""
    text = " ".join(t for t in (_words(sc.text), _words(sc.rules_text)) if t)
    return Choice(sc.id, _words(sc.name), (sc.difficulty,), text, loss=_words(sc.end_text))


def _layout(layout) -> Choice:
    """A layout (game.content.layouts.Layout): its numbers of spirits, its boards and its words."""
    return Choice(layout.id, _words(layout.name), (layout.difficulty,), _words(layout.text),
                  spirits=tuple(layout.spirits), extra_boards=layout.extra_boards, sides=tuple(layout.sides))


def registry(kind: str) -> list:
    """The entries registered for `kind` ("adversary", "scenario", "layout"), in their order."""
    if kind == "adversary":
        from ..content.adversaries import ADVERSARIES
        return list(ADVERSARIES.items.values())
    if kind == "scenario":
        from ..content.scenarios import SCENARIOS
        return list(SCENARIOS.items.values())
    if kind == "layout":
        from ..content.layouts import all_layouts
        return [layout for layout in all_layouts().values() if layout.offered]
    return []


_READ = {"adversary": _adversary, "scenario": _scenario, "layout": _layout}


def choices(kind: str) -> list[Choice]:
    """What the screen offers for `kind`, in the registry's order."""
    read = _READ.get(kind)
    return [read(e) for e in registry(kind)] if read else []


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


def total_difficulty(config: dict) -> int:
    """The game's difficulty with these settings (game.content.difficulty.total: what the
    settings name that the rules do not know counts nothing)."""
    from ..content import difficulty
    return difficulty.total(dict(config))


# A layout's picture for the setup screen, when it is not the island work's drawing of it
# (game.ui.render.layout_picture): {layout id: fn(boards, (w, h), colourblind) -> pygame.Surface}.
PICTURES: dict = {}


def island_picture(layout_id: str, boards, size: tuple, colourblind: bool = False, spirits: int = 0):
    """The island a game of `spirits` spirits with this layout and these boards (() for the
    layout's own) plays on, drawn to `size`; None when no layout of that id is registered."""
    from ..content.layouts import all_layouts
    fn = PICTURES.get(layout_id)
    if fn is None and layout_id:
        if layout_id not in all_layouts():
            return None
        fn = _drawn_layout(layout_id, spirits or len(boards))
    try:
        if fn is not None:
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
    (game.ui.render.layout_picture), as a PICTURES function."""
    from .render.layout_picture import layout_picture

    def draw(boards, size, colourblind):
        return layout_picture(layout_id, max(1, spirits), size, boards=tuple(boards), colourblind=colourblind)
    return draw
