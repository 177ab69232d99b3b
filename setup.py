"""Packaging detail pyproject.toml cannot say: install the top-level fonts/ and assets/ folders
inside the package (as game/shell/fonts and game/shell/assets) so an installed game finds them."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["game", "game.*"]) + ["game.shell.fonts", "game.shell.assets"],
    package_dir={"game.shell.fonts": "fonts", "game.shell.assets": "assets"},
    package_data={
        "game": ["**/*.json", "locale/*.pot", "locale/*/LC_MESSAGES/*.po", "locale/*/LC_MESSAGES/*.mo"],
        "game.shell.fonts": ["*.ttf", "*.txt"],
        "game.shell.assets": ["*.txt", "**/*.png", "**/*.txt", "**/*.json"],
    },
)
