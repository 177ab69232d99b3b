"""The language catalogs: <lang>/LC_MESSAGES/game.po (translations, edited by hand) and game.mo
(compiled, shipped with the package). game/words.py reads them; `extract` tells Babel where the
English comes from (see the README's developer part)."""
