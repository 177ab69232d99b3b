"""The bundled fonts are cut down to the letters a European game needs (see
build_scripts/subset_fonts.py): each font a size is loaded at costs memory in proportion to the
font file, and the table loads a few dozen sizes. Every letter the program writes must still be
in them, in all four faces."""
import ast
from pathlib import Path

import pygame.freetype

GAME = Path(__file__).resolve().parents[2] / "game"
FONTS = Path(__file__).resolve().parents[2] / "fonts"
FACES = ("Regular", "Bold", "Italic", "BoldItalic")


def _written_strings():
    """Every string constant in the program's code that is not a docstring."""
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
                first = node.body[0]
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                    docs.add(id(first.value))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                yield path.relative_to(GAME.parent), node.value


def test_every_letter_the_game_writes_is_in_every_bundled_face():
    pygame.freetype.init()
    letters = {ch for _, s in _written_strings() for ch in s if ch.isprintable() and not ch.isspace()}
    letters |= set("àâçéèêëîïôùûüÿœæÀÂÇÉÈÊËÎÏÔÙÛÜŸŒÆ«»’“”…–—·×")      # French, the game's second language
    for face in FACES:
        font = pygame.freetype.Font(str(FONTS / f"NotoSans-{face}.ttf"), 12)
        missing = sorted(ch for ch, m in zip(sorted(letters), font.get_metrics("".join(sorted(letters)))) if m is None)
        assert not missing, f"NotoSans-{face} has no {missing}"


def test_the_bundled_fonts_are_small():
    for face in FACES:
        assert (FONTS / f"NotoSans-{face}.ttf").stat().st_size < 100_000, face


def test_the_menus_write_in_the_bundled_faces_not_pygame_guis_full_noto_sans():
    """pygame-gui knows a face named "noto_sans" of its own (the full Noto Sans, 580 KB a file,
    read again for each size and style it loads): a theme using that name had its paths ignored,
    and the menus' dozen sizes held about 6 MB more than the same letters from our files. Text
    boxes wrote in pygame-gui's default face, its bold and italic loaded from its full files too."""
    from game.ui import bridge
    from game.ui.program import App
    from pygame_gui.elements import UITextBox
    app = App((1280, 720), dict(bridge.DEFAULTS, anim_speed="instant", confirm=False))
    try:
        UITextBox("<b>Bold</b> and <i>italic</i> words", pygame.Rect(0, 0, 300, 100), app.manager)   # as menus' summaries
        fonts = app.manager.ui_theme.get_font_dictionary()
        own = {fonts.default_font.idx, fonts._default_symbols_font.idx}    # pygame-gui's fallbacks
        themed = {idx: res.location for idx, res in fonts.loaded_fonts.items() if idx not in own}
        assert len(themed) >= 4, sorted(themed)
        for idx, where in themed.items():
            where = where[0] if isinstance(where, tuple) else where     # (package resource, flag) or a path
            assert isinstance(where, str) and Path(where).resolve().parent == FONTS.resolve(), (idx, where)
    finally:
        app.close()
