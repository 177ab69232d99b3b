"""Packaging detail pyproject.toml cannot say: install the top-level fonts/ and assets/ folders
inside the package (as game/ui/fonts and game/ui/assets) so an installed game finds them."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["game", "game.*"]) + ["game.ui.fonts", "game.ui.assets"],
    package_dir={"game.ui.fonts": "fonts", "game.ui.assets": "assets"},
    package_data={
        "game": ["**/*.json", "locale/*.pot", "locale/*/LC_MESSAGES/*.po", "locale/*/LC_MESSAGES/*.mo"],
        "game.ui.fonts": ["*.ttf", "*.txt"],
        "game.ui.assets": ["*.txt", "**/*.png", "**/*.txt", "**/*.json"],
    },
)
