"""game.ui.choices reads the adversaries', scenarios' and layouts' own dataclasses (the setup
screen's offer): every field a Choice holds is the registered entry's."""
from __future__ import annotations

import dataclasses

import pytest

from game.content.adversaries import ADVERSARIES, Adversary, Level
from game.content.layouts import all_layouts
from game.content.scenarios import SCENARIOS, Scenario
from game.ui import choices


def test_each_adversary_is_offered_with_its_difficulty_and_words_per_level_its_escalation_and_its_loss():
    got = {c.id: c for c in choices.adversaries()}
    assert list(got) == ADVERSARIES.ids()
    for aid, adv in ADVERSARIES.items.items():
        c = got[aid]
        assert (c.name, c.text, c.loss) == (adv.name, adv.levels[0].text, adv.loss_text)
        assert [c.difficulty_at(k) for k in range(7)] == [lv.difficulty for lv in adv.levels]
        assert [c.level_text(k) for k in range(7)] == [f"{lv.title}: {lv.text}" for lv in adv.levels]
        assert c.escalation == f"{adv.escalation_name}: {adv.escalation_text}"


def test_a_newly_registered_adversary_is_offered_as_its_dataclass_says():
    levels = tuple(Level(2 + k, (3, 3, 3), f"Rule {k}", f"does {k}.") for k in range(7))
    adv = ADVERSARIES.add(Adversary("t-crown", "The Test Crown", "Traders of salt.", levels, "Warehouses",
                                    "An Explorer in each coastal land with a Town.", (), loss_text=""))
    try:
        crown = next(c for c in choices.adversaries() if c.id == adv.id)
        assert (crown.name, crown.text, crown.loss) == ("The Test Crown", "does 0.", "")
        assert [crown.difficulty_at(k) for k in range(7)] == [2, 3, 4, 5, 6, 7, 8]
        assert crown.level_text(6) == "Rule 6: does 6."
        assert crown.escalation == "Warehouses: An Explorer in each coastal land with a Town."
    finally:
        ADVERSARIES.items.pop(adv.id)


def test_each_scenario_is_offered_with_its_difficulty_its_words_and_its_own_end():
    got = {c.id: c for c in choices.scenarios()}
    assert list(got) == SCENARIOS.ids()
    for sid, sc in SCENARIOS.items.items():
        c = got[sid]
        assert (c.name, c.difficulty_at(), c.loss) == (sc.name, sc.difficulty, sc.end_text)
        assert c.text == " ".join(t for t in (sc.text, sc.rules_text) if t)


def test_the_layouts_are_read_from_their_registry_without_the_standard_island():
    got = {c.id: c for c in choices.layouts()}
    assert set(got) == {i for i, l in all_layouts().items() if not i.startswith("standard") and l.offered}
    for i, c in got.items():
        layout = all_layouts()[i]
        assert (c.name, c.difficulty_at(), c.extra_boards, c.spirits) == (
            layout.name, layout.difficulty, layout.extra_boards, tuple(layout.spirits))
        assert c.sides == tuple(layout.sides) and c.text == layout.text


@pytest.mark.parametrize("cls", [Adversary, Level, Scenario])
def test_the_fields_the_screen_reads_are_the_dataclasses_own(cls):
    """No second declaration of the shapes: what the screen reads is declared by the content."""
    names = {f.name for f in dataclasses.fields(cls)}
    read = {Adversary: {"id", "name", "levels", "escalation_name", "escalation_text", "loss_text"},
            Level: {"difficulty", "title", "text"},
            Scenario: {"id", "name", "difficulty", "text", "rules_text", "end_text"}}[cls]
    assert read <= names
