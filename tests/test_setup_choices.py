"""game.ui.choices reads the adversaries', scenarios' and layouts' registries generically (the
setup screen's offer): the shapes their owners chose, and nothing at all."""
from __future__ import annotations

import sys
import types
from dataclasses import dataclass, field

from game.content.spec import Registry
from game.ui import choices


@dataclass(frozen=True)
class Level:
    difficulty: int
    fear: tuple
    title: str
    text: str
    changes: tuple = ()


@dataclass(frozen=True)
class Adversary:
    id: str
    name: str
    flavour: str
    levels: tuple
    escalation_name: str
    escalation_text: str
    escalation: tuple
    loss_text: str = ""
    refuses: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    flavour: str
    difficulty: int
    text: str
    setup_text: str
    rules_text: str
    changes: tuple
    covers: tuple
    end_text: str = ""


def _modules(monkeypatch):
    advs, scs = Registry("adversary"), Registry("scenario")
    advs.add(Adversary("crown", "The Crown", "Traders of salt.",
                       tuple(Level(2 + k, (3, 3, 3), f"Rule {k}", f"does {k}.", ({"op": "x"},)) for k in range(7)),
                       "Warehouses", "An Explorer in each coastal land with a Town.", ({"op": "each_land"},),
                       loss_text="You lose if nine Towns stand on one board."))
    scs.add(Scenario("mists", "Sea Mists", "Fog.", 3, "Explorers lose their way.", "No setup change.",
                     "Explore skips coastal lands.", (), ("invader step",), end_text="You win at terror level 3."))
    adv_mod, sc_mod = types.ModuleType("game.content.adversaries"), types.ModuleType("game.content.scenarios")
    adv_mod.ADVERSARIES, sc_mod.SCENARIOS = advs, scs
    monkeypatch.setitem(sys.modules, "game.content.adversaries", adv_mod)
    monkeypatch.setitem(sys.modules, "game.content.scenarios", sc_mod)


def test_an_adversary_registry_of_dataclasses_gives_names_levels_difficulties_escalation_and_its_loss(monkeypatch):
    _modules(monkeypatch)
    (crown,) = choices.adversaries()
    assert (crown.id, crown.name, crown.text) == ("crown", "The Crown", "Traders of salt.")
    assert [crown.difficulty_at(k) for k in range(7)] == [2, 3, 4, 5, 6, 7, 8]
    assert crown.level_text(0) == "Rule 0: does 0." and crown.level_text(6) == "Rule 6: does 6."
    assert crown.escalation == "Warehouses: An Explorer in each coastal land with a Town."
    assert crown.loss == "You lose if nine Towns stand on one board."


def test_a_scenario_registry_gives_its_difficulty_its_words_and_its_own_end(monkeypatch):
    _modules(monkeypatch)
    (mists,) = choices.scenarios()
    assert (mists.name, mists.difficulty_at()) == ("Sea Mists", 3)
    assert mists.text == "Explorers lose their way. Explore skips coastal lands."
    assert mists.loss == "You win at terror level 3."


def test_without_registries_nothing_is_offered_and_nothing_fails(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.content.adversaries", None)     # import fails
    monkeypatch.setitem(sys.modules, "game.content.scenarios", types.ModuleType("game.content.scenarios"))
    assert choices.adversaries() == [] and choices.scenarios() == []


def test_the_layouts_are_read_from_their_registry_without_the_standard_island():
    from game.content.layouts import all_layouts
    got = {c.id: c for c in choices.layouts()}
    assert set(got) == {i for i in all_layouts() if not i.startswith("standard")}
    for i, c in got.items():
        layout = all_layouts()[i]
        assert (c.name, c.difficulty_at(), c.extra_boards) == (layout.name, layout.difficulty, layout.extra_boards)
        assert c.sides == tuple(layout.sides)
