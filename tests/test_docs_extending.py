"""docs/extending.md stays true: every Python example in it is quoted from a test that runs
(a file under tests/), so an example that no longer works fails a test before a pack author
copies it."""
from __future__ import annotations

import pathlib
import re
import textwrap

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "extending.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)


def _squeezed(text: str) -> str:
    """Text with every run of blank space made one space (indentation and wrapping aside)."""
    return " ".join(textwrap.dedent(text).split())


_TESTS = None


def _test_sources() -> str:
    global _TESTS
    if _TESTS is None:
        _TESTS = "\n".join(_squeezed(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests").rglob("*.py")))
    return _TESTS


def test_the_guide_has_examples():
    assert len(_blocks()) >= 5


@pytest.mark.parametrize("n", range(len(_blocks())))
def test_every_example_in_the_guide_is_quoted_from_a_test(n):
    block = _blocks()[n]
    lines = [l for l in block.splitlines() if l.strip() and not l.strip().startswith("# ")]
    assert _squeezed("\n".join(lines)) in _test_sources(), f"not found in tests/: {block[:200]}"
