"""The quest table's words: through the quest's words module (game.quest.words: its catalog entries,
its sentences for options, events and refusals) when it offers them, else the English as written.
Every sentence of the table is a whole entry marked with `_` (extractable)."""
from __future__ import annotations

import gettext as _gettext
import importlib


def _words():
    try:
        return importlib.import_module("game.quest.words")
    except ImportError:
        return None


def _(msgid: str) -> str:
    """A sentence of the table in the language spoken."""
    w = _words()
    gettext = getattr(w, "_", None) if w is not None else None
    return gettext(msgid) if callable(gettext) else msgid


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a sentence of the table for the number n, in the language spoken."""
    w = _words()
    fn = getattr(w, "ngettext", None) if w is not None else None
    return fn(singular, plural, n) if callable(fn) else (singular if n == 1 else plural)


def words_for(name: str, *args, default: str = "") -> str:
    """game.quest.words.<name>(*args) when it exists and answers, else `default`."""
    w = _words()
    fn = getattr(w, name, None) if w is not None else None
    if callable(fn):
        try:
            got = fn(*args)
            if isinstance(got, str) and got:
                return got
        except Exception:  # noqa: BLE001 - words never stop the table; the default says it plainly
            pass
    return default


def speak(code) -> None:
    """Speak the player's language at the quest's table: the quest's words (game.quest.words) go
    through the game's catalogs (game/locale) for `code` ("en", "fr"; "system" or None: the
    system's locale); English where an entry is missing."""
    w = _words()
    if w is None or not hasattr(w, "set_translator"):
        return
    if code == "en":
        w.set_translator(None)
        return
    from importlib.resources import files
    langs = None if not code or code == "system" else [code]
    t = _gettext.translation("game", str(files("game") / "locale"), languages=langs, fallback=True)
    w.set_translator(t.gettext, t.ngettext)
