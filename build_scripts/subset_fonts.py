"""Cut the bundled Noto Sans faces down to the letters a European game needs.

Each size of a font the table loads keeps its own copy of the font's tables (SDL_ttf with
HarfBuzz): with the full Noto Sans (580 KB a face, Greek, Cyrillic and Vietnamese included) a
table of a few dozen sizes held about 25 MB for letters it never writes. The cut faces (about
60 KB) keep Latin with its accents (English, French and the other Western European languages),
punctuation, currency, arrows, maths signs and box drawing, with their hinting and layout
features and the outline of the missing-letter box, so every letter draws exactly as before
(checked pixel for pixel at sizes 8 to 52). tests/ui/test_fonts.py checks that every letter the
program writes is still there.

Usage (by hand, with the full faces from the Noto project, https://notofonts.github.io):
    pip install fonttools
    python build_scripts/subset_fonts.py path/to/full/fonts fonts/
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

FACES = ("Regular", "Bold", "Italic", "BoldItalic")
UNICODES = ",".join((
    "U+0020-007E",          # ASCII
    "U+00A0-017F",          # Latin-1 and Latin Extended-A: French and Western Europe
    "U+0192", "U+0218-021B", "U+02C6-02DD", "U+0300-0308", "U+1E9E",
    "U+2010-2027", "U+2030-203A", "U+2044",     # dashes, quotes, ellipsis, bullets
    "U+20AC", "U+2122", "U+2190-2199",          # euro, trade mark, arrows
    "U+2212", "U+2215", "U+2219", "U+221E", "U+2248", "U+2260-2265",     # maths
    "U+2500-257F", "U+25A0-25CF", "U+FB01-FB02",                        # boxes, shapes, ligatures
))


def main(src: str, dst: str) -> int:
    for face in FACES:
        name = f"NotoSans-{face}.ttf"
        subprocess.run([sys.executable, "-m", "fontTools.subset", str(Path(src) / name),
                        f"--unicodes={UNICODES}", "--layout-features=*", "--notdef-outline",
                        f"--output-file={Path(dst) / name}"], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
