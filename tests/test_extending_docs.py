"""docs/extending.md quotes its examples from tests that run: every code block introduced by
"From `a test file`" appears in that file word for word."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
QUOTED = re.compile(r"From\s`([^`]+\.py)`[^`]*:\n\n```python\n(.*?)```", re.S)


def test_each_example_quoted_from_a_test_is_in_that_test_word_for_word():
    text = (ROOT / "docs" / "extending.md").read_text()
    found = QUOTED.findall(text)
    assert len(found) >= 4
    for path, code in found:
        source = (ROOT / path).read_text()
        assert code in source, f"the example quoted from {path} is not in it:\n{code}"
