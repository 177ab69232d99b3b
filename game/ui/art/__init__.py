"""The game's pictures drawn with Pillow: terrain patterns and icons, tokens, element symbols.

The same functions feed `build_scripts/make_assets.py` (PNG files in assets/) and the table at
run time when a PNG is missing, so a pip install without assets/ still looks the same.
"""
