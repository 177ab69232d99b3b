"""game.quest.content is pure data: it imports only the standard library's plain tools and itself (no
island package, no quest engine or table, no pygame, no files, no clock, no random). import-linter checks
the island side in pyproject.toml; this also covers the quest's own rooms, which it cannot name until they
exist."""
import ast
import pathlib

import game.quest.content as content

ALLOWED = {"__future__", "dataclasses", "typing", "math", "collections", "functools"}


def test_quest_content_imports_nothing_but_itself_and_plain_tools():
    root = pathlib.Path(content.__file__).parent
    modules = sorted(root.glob("*.py"))
    assert len(modules) > 5
    for path in modules:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                assert node.level == 0, path
                names = [node.module]
            for name in names:
                assert name.split(".")[0] in ALLOWED or name.startswith("game.quest.content"), (path.name, name)
