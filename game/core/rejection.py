"""A refused command, and why: a stable code and its particulars, never a sentence.

Each game words its own refusals: `words` names the module whose `rejection_words(code, data)`
makes the sentence (the island's game.words, the quest's game.quest.words). It is a name, not
an import, so the core imports neither game; it takes no part in equality, hash or repr.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rejection:
    """An illegal command, and why: a stable `code` ("not_your_choice", "no_such_land", ...) and
    the particulars that fill its sentence (`data`). The state is unchanged. A Rejection is
    false, so `if not result:` reads "if it was refused".

    `reason` is the sentence in the player's language, for logs, bots and tests."""

    code: str
    data: dict = field(default_factory=dict, hash=False)
    words: str = field(default="game.words", compare=False, repr=False)

    def __bool__(self) -> bool:
        return False

    @property
    def reason(self) -> str:
        """The refusal in words, one line (asked only when wanted: the words sit above the rules)."""
        return importlib.import_module(self.words).rejection_words(self.code, self.data)
