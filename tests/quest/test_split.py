"""The split shows in the imports (issue 28): no module of the quest (engine, bots, sim, words)
imports the island, and no module of the island imports the quest; the quest's rules are pure (no
pygame, files, clock or random). Read from the source, as import-linter's contracts in pyproject.toml
say the same."""
import ast
import pathlib

import pytest

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
ISLAND = ("game.engine", "game.content", "game.bots", "game.ui", "game.kinds", "game.seams", "game.words",
          "game.guide", "game.sim")
QUEST = ("engine", "bots", "sim.py", "words.py")
IMPURE = ("pygame", "pygame_gui", "os", "io", "pathlib", "shutil", "tempfile", "time", "datetime", "random",
          "threading", "platformdirs")


def modules(paths) -> list[pathlib.Path]:
    out = []
    for p in paths:
        out += [p] if p.suffix == ".py" else sorted(p.rglob("*.py"))
    return out


def imported(path: pathlib.Path, package: str = "") -> set[str]:
    """Every module a file imports (relative imports made absolute), at any depth (lazy ones too)."""
    package = package or ".".join(path.relative_to(GAME.parent).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return found


def within(name: str, packages) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


@pytest.mark.parametrize("path", modules([GAME / "quest" / q for q in QUEST]), ids=lambda p: str(p.relative_to(GAME)))
def test_no_module_of_the_quest_imports_the_island(path):
    bad = sorted(n for n in imported(path) if within(n, ISLAND))
    assert not bad, f"{path.name} imports {bad}"


def test_no_module_of_the_island_imports_the_quest():
    island = modules([GAME / p.split(".")[1] if (GAME / p.split(".")[1]).is_dir() else GAME / (p.split(".")[1] + ".py")
                      for p in ISLAND])
    assert len(island) > 50
    bad = {str(p.relative_to(GAME)): sorted(n for n in imported(p) if within(n, ("game.quest",))) for p in island}
    assert not {k: v for k, v in bad.items() if v}


def test_the_quests_rules_are_pure():
    bad = {str(p.relative_to(GAME)): sorted(n for n in imported(p) if within(n, IMPURE))
           for p in modules([GAME / "quest" / "engine"])}
    assert not {k: v for k, v in bad.items() if v}


def test_the_check_sees_a_forbidden_import(tmp_path):
    """The reading of imports is not blind: a lazy relative import of the island is caught."""
    f = tmp_path / "probe.py"
    f.write_text("def f():\n    from ...engine import api\n    import random\n")
    found = imported(f, "game.quest.engine")
    assert "game.engine.api" in found and within("game.engine.api", ISLAND) and "random" in found
